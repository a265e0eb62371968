import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, hashFingerprint } from '../../src/provider/fingerprint.js';
import { createNormalizer } from '../../src/provider/normalize.js';
import { FingerprintSchema, type ModelCall, type RequestBody } from '../../src/provider/types.js';

const workspaceDir = '/tmp/verdict-run-1/work';
const normalize = createNormalizer({ workspaceDir, rules: [{ preset: 'dates' }] });

const callOf = (body: unknown, index = 0): ModelCall => ({
  protocol: 'chat',
  endpoint: 'chat.completions',
  index,
  body: body as RequestBody,
  stream: true,
});

const editTool = {
  type: 'function',
  function: {
    name: 'edit_file',
    description: `Edit a file under ${workspaceDir}`,
    parameters: { type: 'object', properties: { path: { type: 'string' } } },
  },
};

const body = {
  model: 'gpt-4o-2024-08-06',
  messages: [
    { role: 'system', content: `You work in ${workspaceDir}. Today is November 29, 2026.` },
    { role: 'user', content: 'Fix the bug' },
  ],
  tools: [editTool, { type: 'web_search_preview' }, { function: { name: 'bare' } }],
  max_tokens: 1000,
  max_completion_tokens: 2000,
  reasoning_effort: 'low',
  tool_choice: 'auto',
  response_format: { type: 'text' },
  stream: true,
  stream_options: { include_usage: true },
  temperature: 0.2,
  seed: 7,
  user: 'u-1',
  metadata: { session: 'abc' },
};

describe('fingerprintOf', () => {
  it('keeps what changes the answer, normalized, and nothing else', () => {
    const fingerprint = fingerprintOf(callOf(body), normalize);
    expect(fingerprint).toEqual({
      endpoint: 'chat.completions',
      model: 'gpt-4o-2024-08-06',
      instructions: null,
      messages: [
        { role: 'system', content: 'You work in <WORKSPACE>. Today is <DATE>.' },
        { role: 'user', content: 'Fix the bug' },
      ],
      tools: [
        {
          type: 'function',
          function: { ...editTool.function, description: 'Edit a file under <WORKSPACE>' },
        },
        { function: { name: 'bare' } },
      ],
      outputLimit: 2000,
      nativeTools: [{ type: 'web_search_preview' }],
      reasoningEffort: 'low',
      answerControls: { tool_choice: 'auto', response_format: { type: 'text' } },
    });
    expect(FingerprintSchema.parse(fingerprint)).toEqual(fingerprint);
  });

  it('diverges on a changed tool_choice, which changes what the model may answer', () => {
    const auto = fingerprintOf(callOf(body), normalize);
    const forced = fingerprintOf(callOf({ ...body, tool_choice: 'required' }), normalize);
    expect(hashFingerprint(auto)).not.toBe(hashFingerprint(forced));
  });

  it('is a copy: the request is left as it was', () => {
    const fingerprint = fingerprintOf(callOf(body), normalize);
    expect(fingerprint.messages[0]).not.toBe(body.messages[0]);
    expect(body.messages[0]?.content).toContain(workspaceDir);
  });

  it('falls back to max_tokens, then null; to reasoning.effort, then null', () => {
    const minimal = { messages: [] };
    expect(fingerprintOf(callOf({ ...minimal, max_tokens: 50 }), normalize).outputLimit).toBe(50);
    expect(fingerprintOf(callOf(minimal), normalize).outputLimit).toBeNull();
    const effort = fingerprintOf(callOf({ ...minimal, reasoning: { effort: 'high' } }), normalize);
    expect(effort.reasoningEffort).toBe('high');
    expect(fingerprintOf(callOf(minimal), normalize).reasoningEffort).toBeNull();
    expect(fingerprintOf(callOf(minimal), normalize).model).toBeNull();
  });

  it('does not throw on odd input, and reads wrongly typed fields as absent', () => {
    const odd = [
      {},
      { messages: 'hello' },
      { messages: [1, null, 'text', [[]], { content: [{ type: 'text', text: workspaceDir }] }] },
      { messages: [], tools: 'all', model: 4, max_tokens: '12', reasoning: 'high' },
      { messages: [], tools: [null, 3, 'x', { type: 'function' }, { function: 'f' }] },
      { messages: [], max_completion_tokens: null, max_tokens: 9, reasoning_effort: 1 },
      null,
      [],
    ];
    for (const request of odd) {
      const fingerprint = fingerprintOf(callOf(request), normalize);
      expect(FingerprintSchema.safeParse(fingerprint).success).toBe(true);
      expect(() => hashFingerprint(fingerprint)).not.toThrow();
    }
    const mixed = fingerprintOf(callOf(odd[4]), normalize);
    expect(mixed.tools).toEqual([{ type: 'function' }]);
    expect(mixed.nativeTools).toEqual([null, 3, 'x', { function: 'f' }]);
    expect(fingerprintOf(callOf(odd[5]), normalize)).toMatchObject({
      outputLimit: 9,
      reasoningEffort: null,
    });
  });
});

describe('hashFingerprint', () => {
  it('is the sha256 hex of the canonical JSON', () => {
    expect(hashFingerprint(fingerprintOf(callOf(body), normalize))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on key order, headers, sampling fields or per-run noise', () => {
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const otherRun = {
      ...body,
      temperature: 1,
      seed: 99,
      stream: false,
      user: 'u-2',
      messages: [
        { content: 'You work in /tmp/verdict-run-2/work. Today is Nov 30, 2026.', role: 'system' },
        { content: 'Fix the bug', role: 'user' },
      ],
      tools: [
        {
          function: {
            parameters: { properties: { path: { type: 'string' } }, type: 'object' },
            description: 'Edit a file under /tmp/verdict-run-2/work',
            name: 'edit_file',
          },
          type: 'function',
        },
        { type: 'web_search_preview' },
        { function: { name: 'bare' } },
      ],
    };
    const otherNormalize = createNormalizer({
      workspaceDir: '/tmp/verdict-run-2/work',
      rules: [{ preset: 'dates' }],
    });
    const hash = hashFingerprint(fingerprintOf(callOf(body), normalize));
    expect(hashFingerprint(fingerprintOf(callOf(reordered), normalize))).toBe(hash);
    expect(hashFingerprint(fingerprintOf(callOf(otherRun, 3), otherNormalize))).toBe(hash);
  });

  it('changes with anything that changes the question', () => {
    const hash = hashFingerprint(fingerprintOf(callOf(body), normalize));
    const changes = [
      { model: 'gpt-4o-2024-11-20' },
      { max_completion_tokens: 2001 },
      { reasoning_effort: 'high' },
      { tools: [editTool] },
      { messages: [...body.messages, { role: 'user', content: 'and tests' }] },
    ];
    for (const change of changes) {
      expect(hashFingerprint(fingerprintOf(callOf({ ...body, ...change }), normalize))).not.toBe(
        hash,
      );
    }
  });

  it('gives the same hash to a fingerprint and its key-shuffled copy', () => {
    const shuffle = (value: unknown, flip: boolean): unknown => {
      if (Array.isArray(value)) return value.map((item) => shuffle(item, flip));
      if (value === null || typeof value !== 'object') return value;
      const entries = Object.entries(value).map(([k, v]) => [k, shuffle(v, !flip)] as const);
      return Object.fromEntries(flip ? entries.reverse() : entries);
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (messages, tool) => {
        const fingerprint = fingerprintOf(
          callOf({ messages: [messages], tools: [tool] }),
          normalize,
        );
        const shuffled = shuffle(fingerprint, true) as typeof fingerprint;
        expect(hashFingerprint(shuffled)).toBe(hashFingerprint(fingerprint));
      }),
    );
  });
});
