import { describe, expect, it } from 'vitest';
import { findFirstDifference } from '../../../src/provider/divergence.js';
import { hashFingerprint } from '../../../src/provider/fingerprint.js';
import { createNormalizer } from '../../../src/provider/normalize.js';
import { geminiProtocol as gemini } from '../../../src/provider/protocols/gemini.js';
import type { ModelCall } from '../../../src/provider/types.js';

type Json = Record<string, unknown>;

const identity = (text: string): string => text;

function callOf(body: Json, extra: Partial<ModelCall> = {}): ModelCall {
  return {
    protocol: 'gemini',
    endpoint: 'gemini.generateContent',
    index: 0,
    body,
    stream: false,
    routeModel: 'gemini-2.5-flash',
    ...extra,
  };
}
/** A request as gemini-cli sends one: its noise (dates, paths, clock-built call ids) included. */
function cliRequest(runDir: string, stamp: number): Json {
  return {
    contents: [
      {
        role: 'user',
        parts: [
          { text: `Today's date is Tuesday, December 1, 2026.\nWorkspace: ${runDir}/work` },
          { text: 'Fix src/sum.mjs.' },
        ],
      },
      {
        role: 'model',
        parts: [
          {
            functionCall: {
              id: `list_directory_${stamp}_0`,
              name: 'list_directory',
              args: { dir_path: '.' },
            },
            thoughtSignature: 'skip_thought_signature_validator',
          },
        ],
      },
      {
        role: 'user',
        parts: [
          {
            functionResponse: {
              id: `list_directory_${stamp}_0`,
              name: 'list_directory',
              response: { output: `Directory listing for ${runDir}/work:\n[DIR] src` },
            },
          },
        ],
      },
    ],
    systemInstruction: { role: 'user', parts: [{ text: 'You are an interactive CLI agent.' }] },
    tools: [
      {
        functionDeclarations: [
          {
            name: 'read_file',
            description: 'Reads a file.',
            parametersJsonSchema: { type: 'object', properties: { file_path: { type: 'string' } } },
          },
          { name: 'list_directory', description: 'Lists a directory.', parameters: {} },
        ],
      },
      { googleSearch: {} },
    ],
    generationConfig: {
      temperature: 1,
      topP: 0.95,
      topK: 64,
      maxOutputTokens: 8_192,
      thinkingConfig: { includeThoughts: true, thinkingBudget: 8_192 },
    },
  };
}

function hashOf(body: Json, runDir = '/tmp/verdict-run-Ab12', extra: Partial<ModelCall> = {}) {
  const normalize = createNormalizer({
    workspaceDir: `${runDir}/work`,
    rules: [{ preset: 'dates' }],
  });
  return hashFingerprint(gemini.fingerprint(callOf(body, extra), normalize));
}

function fingerprintOf(body: Json, extra: Partial<ModelCall> = {}) {
  return gemini.fingerprint(callOf(body, extra), identity);
}

describe('fingerprint', () => {
  const base = cliRequest('/tmp/verdict-run-Ab12', 1796108697153);

  it('puts the system instruction, contents, each declaration and native tools in their places', () => {
    const fingerprint = fingerprintOf(base, { routeModel: 'models/gemini-2.5-flash' });
    expect(fingerprint.endpoint).toBe('gemini.generateContent');
    expect(fingerprint.model).toBe('gemini-2.5-flash');
    expect(fingerprint.instructions).toEqual({
      parts: [{ text: 'You are an interactive CLI agent.' }],
    });
    expect(fingerprint.messages).toHaveLength(3);
    expect(gemini.conversationLength(base)).toBe(3);
    expect(fingerprint.tools).toEqual([
      expect.objectContaining({ name: 'read_file' }),
      expect.objectContaining({ name: 'list_directory' }),
    ]);
    expect(fingerprint.nativeTools).toEqual([{ googleSearch: {} }]);
    expect(fingerprint.outputLimit).toBe(8_192);
    expect(fingerprint.reasoningEffort).toBe('8192');
    expect(fingerprint.answerControls).toEqual({ thinkingConfig: { includeThoughts: true } });
  });

  it("ignores a run's noise: paths, dates, clock-built call ids, sampling, labels, caches, key order", () => {
    const other = cliRequest('/tmp/verdict-run-Zz99', 1796108718849);
    const config = other.generationConfig as Json;
    Object.assign(config, { temperature: 0.2, topP: 0.5, topK: 3, seed: 42 });
    Object.assign(other, {
      labels: { session: 'abc' },
      cachedContent: 'cachedContents/xyz',
      systemInstruction: { parts: [{ text: 'You are an interactive CLI agent.' }] },
    });
    const reordered = Object.fromEntries(Object.entries(other).reverse());
    expect(hashOf(reordered, '/tmp/verdict-run-Zz99')).toBe(hashOf(base));
    expect(hashOf(base, undefined, { routeModel: 'models/gemini-2.5-flash' })).toBe(hashOf(base));
  });

  it('changes with anything that changes the answer', () => {
    const changed = (change: (body: Json) => void, extra: Partial<ModelCall> = {}): string => {
      const body = structuredClone(base);
      change(body);
      return hashOf(body, undefined, extra);
    };
    const original = hashOf(base);
    const changes = [
      changed(() => undefined, { routeModel: 'gemini-2.5-pro' }),
      changed((body) => ((body.systemInstruction as Json).parts = [{ text: 'Be terse.' }])),
      changed((body) => (body.contents as Json[]).push({ role: 'user', parts: [{ text: 'Hi' }] })),
      changed((body) => {
        const declarations = (body.tools as Array<{ functionDeclarations: Json[] }>)[0];
        if (declarations?.functionDeclarations[0] !== undefined) {
          declarations.functionDeclarations[0].description = 'Reads a file, all of it.';
        }
      }),
      changed((body) => ((body.generationConfig as Json).maxOutputTokens = 1_024)),
      changed((body) => ((body.generationConfig as Json).thinkingConfig = { thinkingBudget: 0 })),
      changed((body) => ((body.generationConfig as Json).responseMimeType = 'application/json')),
      changed((body) => ((body.generationConfig as Json).responseSchema = { type: 'OBJECT' })),
      changed((body) => (body.toolConfig = { functionCallingConfig: { mode: 'ANY' } })),
      changed((body) => (body.safetySettings = [{ category: 'X', threshold: 'BLOCK_NONE' }])),
      changed((body) => (body.tools as Json[]).pop()),
      // The pairing of calls and responses is the request's; ids only name it.
      changed((body) => {
        const response = ((body.contents as Json[])[2]?.parts as Json[])[0]?.functionResponse;
        (response as Json).id = 'another-call';
      }),
    ];
    for (const hash of changes) expect(hash).not.toBe(original);
    expect(new Set(changes).size).toBe(changes.length);
  });

  it('names a changed declaration by its function name', () => {
    const body = structuredClone(base);
    const declaration = (body.tools as Array<{ functionDeclarations: Json[] }>)[0]
      ?.functionDeclarations[0];
    if (declaration !== undefined) declaration.description = 'Reads a whole file.';
    expect(findFirstDifference(fingerprintOf(base), fingerprintOf(body))?.field).toBe(
      'tools[read_file].description',
    );
    const text = structuredClone(base);
    ((text.contents as Json[])[0]?.parts as Json[])[1] = { text: 'Fix src/sum.js.' };
    expect(findFirstDifference(fingerprintOf(base), fingerprintOf(text))?.field).toBe(
      'messages[0].parts[1].text',
    );
  });

  it('never throws on odd bodies', () => {
    for (const body of [
      {},
      { contents: 'x', tools: 'y', generationConfig: 3 },
      { contents: [null, 1, { parts: 'x' }], tools: [null, { functionDeclarations: 'x' }] },
    ]) {
      expect(() => fingerprintOf(body, { routeModel: undefined })).not.toThrow();
    }
    expect(fingerprintOf({}, { routeModel: undefined }).model).toBeNull();
  });
});
