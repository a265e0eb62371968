import { describe, expect, it } from 'vitest';
import { assembleFromEvents, assembleFromJson } from '../../src/provider/chat-completion.js';
import { createNormalizer, createPathTokens } from '../../src/provider/normalize.js';
import { fingerprintOf, hashFingerprint } from '../../src/provider/fingerprint.js';
import { chatProtocol } from '../../src/provider/protocols/chat.js';
import { rewriteRecorded, tokenizeRecorded } from '../../src/provider/recorded-response.js';
import { ReplayProvider } from '../../src/provider/replay.js';
import type { ModelCall, RecordedResponse } from '../../src/provider/types.js';

const workspace = '/tmp/verdict-run-3f9a/work';
const recording = createPathTokens({
  workspaceDir: workspace,
  homeDir: '/tmp/verdict-run-3f9a/home',
});
const replaying = createPathTokens({ workspaceDir: '/tmp/verdict-run-77b0/work' });

/** One chunk of a streamed answer, as a live upstream sends it. */
function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1700000000,
    model: 'm',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
}

const toolCallDelta = (argumentsPiece: string, first = false): Record<string, unknown> => ({
  tool_calls: [
    {
      index: 0,
      ...(first ? { id: 'call_1', type: 'function' } : {}),
      function: { ...(first ? { name: 'read_file' } : {}), arguments: argumentsPiece },
    },
  ],
});

const body = (argumentsText: string): unknown => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1700000000,
  model: 'm',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'read_file', arguments: argumentsText },
          },
        ],
      },
      finish_reason: 'tool_calls',
    },
  ],
});

const argumentsOf = (recorded: RecordedResponse): string | undefined =>
  (recorded.kind === 'json' ? assembleFromJson(recorded.body) : assembleFromEvents(recorded.events))
    .toolCalls[0]?.arguments;

describe('tokenizeRecorded', () => {
  it("keeps a JSON body with the run's paths as tokens, inside tool-call arguments too", () => {
    const recorded: RecordedResponse = {
      kind: 'json',
      status: 200,
      body: body(JSON.stringify({ file_path: `${workspace}/src/sum.mjs` })),
    };
    const kept = tokenizeRecorded(recorded, recording.tokenize, chatProtocol);
    expect(argumentsOf(kept)).toBe('{"file_path":"<WORKSPACE>/src/sum.mjs"}');
  });

  it('rewrites only the stream chunks that hold a path, leaving the others byte for byte', () => {
    const untouched = '{"id":"chatcmpl-1",  "choices":[{"index":0,"delta":{"role":"assistant"}}]}';
    const events = [
      untouched,
      chunk(toolCallDelta(JSON.stringify({ file_path: `${workspace}/a.txt` }), true)),
      chunk({}, 'tool_calls'),
      '[DONE]',
    ];
    const kept = tokenizeRecorded(
      { kind: 'sse', status: 200, events },
      recording.tokenize,
      chatProtocol,
    );
    if (kept.kind !== 'sse') throw new Error('expected the stream to stay a stream');
    expect(kept.events[0]).toBe(untouched);
    expect(kept.events.slice(2)).toEqual(events.slice(2));
    expect(argumentsOf(kept)).toBe('{"file_path":"<WORKSPACE>/a.txt"}');
  });

  it('keeps a stream that splits a path across chunks as the equivalent JSON body', () => {
    const events = [
      chunk(toolCallDelta('', true)),
      chunk(toolCallDelta('{"file_path":"/tmp/verdict-run-3f')),
      chunk(toolCallDelta('9a/work/src/sum.mjs"}')),
      chunk({}, 'tool_calls'),
      '[DONE]',
    ];
    const kept = tokenizeRecorded(
      { kind: 'sse', status: 200, events },
      recording.tokenize,
      chatProtocol,
    );
    expect(kept.kind).toBe('json');
    expect(argumentsOf(kept)).toBe('{"file_path":"<WORKSPACE>/src/sum.mjs"}');
  });

  it('leaves a response without paths exactly as it was', () => {
    const events = [chunk({ role: 'assistant', content: 'Done.' }), chunk({}, 'stop'), '[DONE]'];
    expect(
      tokenizeRecorded({ kind: 'sse', status: 200, events }, recording.tokenize, chatProtocol),
    ).toEqual({
      kind: 'sse',
      status: 200,
      events,
    });
  });
});

describe('rewriteRecorded with expand', () => {
  it("puts the serving run's paths in place of the tokens", () => {
    const kept: RecordedResponse = {
      kind: 'json',
      status: 200,
      body: body('{"file_path":"<WORKSPACE>/src/sum.mjs"}'),
    };
    expect(argumentsOf(rewriteRecorded(kept, replaying.expand))).toBe(
      '{"file_path":"/tmp/verdict-run-77b0/work/src/sum.mjs"}',
    );
  });
});

describe('ReplayProvider', () => {
  it('answers with the recorded response, its tokens expanded for this run', async () => {
    const call: ModelCall = {
      protocol: 'chat',
      endpoint: 'chat.completions',
      index: 0,
      body: { model: 'm', messages: [{ role: 'user', content: `Fix ${workspace}/src/sum.mjs` }] },
      stream: true,
    };
    const fingerprint = fingerprintOf(call, createNormalizer({ workspaceDir: workspace }));
    const response = tokenizeRecorded(
      { kind: 'json', status: 200, body: body(`{"file_path":"${workspace}/src/sum.mjs"}`) },
      recording.tokenize,
      chatProtocol,
    );
    const replay = new ReplayProvider(
      [{ call: 1, sha256: hashFingerprint(fingerprint), fingerprint, response }],
      createNormalizer({ workspaceDir: '/tmp/verdict-run-77b0/work' }),
      replaying.expand,
    );
    const replayedCall = {
      ...call,
      body: {
        ...call.body,
        messages: [{ role: 'user', content: 'Fix /tmp/verdict-run-77b0/work/src/sum.mjs' }],
      },
    };
    const answer = await replay.complete(replayedCall);
    if (answer.kind !== 'sse') throw new Error('expected a stream, as the call asked');
    const events: string[] = [];
    for await (const event of answer.events) events.push(event);
    expect(assembleFromEvents(events).toolCalls[0]?.arguments).toBe(
      '{"file_path":"/tmp/verdict-run-77b0/work/src/sum.mjs"}',
    );
  });
});
