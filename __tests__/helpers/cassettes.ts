/** Small cassettes for the cassette tests. */
import { createHash } from 'node:crypto';
import type { CassetteCall, CassetteHeader } from '../../src/provider/cassette.js';
import type { Fingerprint } from '../../src/provider/types.js';
import { canonicalJson } from '../../src/json/canonical-json.js';

export const header: CassetteHeader = {
  format: 'cassette/v1',
  suiteId: 'smoke-coding',
  suiteVersion: '1.2.0',
  taskId: 'fix-add',
  configHash: 'c0ffee',
  harnessVersion: '0.1.0',
};

export function fingerprintWith(content: string): Fingerprint {
  return {
    endpoint: 'chat.completions',
    model: 'gpt-test',
    instructions: null,
    messages: [
      { role: 'system', content: 'You fix code.' },
      { role: 'user', content },
    ],
    tools: [{ type: 'function', function: { name: 'read_file', parameters: { type: 'object' } } }],
    outputLimit: 1024,
    nativeTools: [],
    reasoningEffort: null,
    answerControls: {},
  };
}

export const sha256Of = (fingerprint: Fingerprint): string =>
  createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');

export function jsonCall(call: number, content: string, reply = 'Done.'): CassetteCall {
  const fingerprint = fingerprintWith(content);
  return {
    call,
    sha256: sha256Of(fingerprint),
    fingerprint,
    response: {
      kind: 'json',
      status: 200,
      body: {
        id: `chatcmpl-${call}`,
        choices: [{ index: 0, message: { role: 'assistant', content: reply } }],
      },
    },
  };
}

export function sseCall(call: number, content: string, pieces: readonly string[]): CassetteCall {
  const fingerprint = fingerprintWith(content);
  return {
    call,
    sha256: sha256Of(fingerprint),
    fingerprint,
    response: {
      kind: 'sse',
      status: 200,
      events: [
        ...pieces.map((piece) =>
          JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: { content: piece } }] }),
        ),
        '[DONE]',
      ],
    },
  };
}
