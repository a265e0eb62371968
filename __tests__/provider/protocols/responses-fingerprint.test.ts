import { describe, expect, it } from 'vitest';
import { hashFingerprint } from '../../../src/provider/fingerprint.js';
import { createNormalizer } from '../../../src/provider/normalize.js';
import { responsesProtocol as protocol } from '../../../src/provider/protocols/responses.js';
import { FingerprintSchema, type ModelCall } from '../../../src/provider/types.js';

type Json = Record<string, unknown>;

const WORKSPACE = '/tmp/verdict-run-a/work';

/** A second-turn request shaped as Codex CLI sends it (`wire_api = "responses"`). */
function codexRequest(workspace = WORKSPACE, ids = { rs: 'rs_1', fc: 'fc_1', msg: 'msg_1' }): Json {
  return {
    model: 'gpt-5-codex',
    instructions: 'You are Codex, a coding agent.',
    input: [
      {
        type: 'message',
        role: 'developer',
        content: [
          {
            type: 'input_text',
            text: `<environment_context>cwd: ${workspace}</environment_context>`,
          },
        ],
      },
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Fix add.' }] },
      { id: ids.rs, type: 'reasoning', summary: [], encrypted_content: 'gAAAAB-opaque' },
      {
        id: ids.fc,
        type: 'function_call',
        call_id: 'call_1',
        name: 'shell',
        arguments: JSON.stringify({ command: ['cat', `${workspace}/src/math.ts`] }),
      },
      {
        type: 'function_call_output',
        call_id: 'call_1',
        output: 'export const add = (a, b) => a - b;',
      },
      {
        id: ids.msg,
        type: 'message',
        role: 'assistant',
        content: [{ type: 'output_text', text: 'Found it.' }],
      },
    ],
    tools: [
      {
        type: 'function',
        name: 'shell',
        description: 'Runs a command.',
        strict: false,
        parameters: { type: 'object', properties: { command: { type: 'array' } } },
      },
      {
        type: 'custom',
        name: 'apply_patch',
        description: 'Apply a patch.',
        format: { type: 'grammar' },
      },
      { type: 'web_search' },
    ],
    tool_choice: 'auto',
    parallel_tool_calls: false,
    reasoning: { effort: 'medium', summary: 'auto' },
    store: false,
    stream: true,
    include: ['reasoning.encrypted_content'],
    prompt_cache_key: 'thread-0199-aaaa',
    client_metadata: { session_id: 'session-1' },
    text: { verbosity: 'low' },
    max_output_tokens: 4096,
  };
}

function callOf(body: Json, calls: Record<string, number> = {}): ModelCall {
  return {
    protocol: 'responses',
    endpoint: 'responses',
    index: 1,
    body,
    stream: body.stream === true,
    callOfResponse: (id) => calls[id],
  };
}

function hashOf(body: Json, calls: Record<string, number> = {}, workspace = WORKSPACE): string {
  const normalize = createNormalizer({ workspaceDir: workspace });
  return hashFingerprint(protocol.fingerprint(callOf(body, calls), normalize));
}

const base = codexRequest();
const baseHash = hashOf(base);

function changed(edit: (body: Json) => void): Json {
  const body = structuredClone(base);
  edit(body);
  return body;
}

const input = (body: Json) => body.input as Json[];
const tools = (body: Json) => body.tools as Json[];

describe('responsesProtocol.fingerprint', () => {
  it('splits function tools from native ones and names the fields that change the answer', () => {
    const fingerprint = FingerprintSchema.parse(
      protocol.fingerprint(callOf(base), createNormalizer({ workspaceDir: WORKSPACE })),
    );
    expect(fingerprint).toMatchObject({
      endpoint: 'responses',
      model: 'gpt-5-codex',
      instructions: 'You are Codex, a coding agent.',
      outputLimit: 4096,
      reasoningEffort: 'medium',
      answerControls: {
        tool_choice: 'auto',
        parallel_tool_calls: false,
        include: ['reasoning.encrypted_content'],
        text: { verbosity: 'low' },
        reasoning: { summary: 'auto' },
      },
    });
    expect((fingerprint.tools as Json[]).map((tool) => tool.name)).toEqual(['shell']);
    expect((fingerprint.nativeTools as Json[]).map((tool) => tool.type)).toEqual([
      'custom',
      'web_search',
    ]);
    expect(fingerprint.messages).toHaveLength(6);
    expect(fingerprint.messages[2]).toEqual({
      type: 'reasoning',
      summary: [],
      encrypted_content: 'gAAAAB-opaque',
    });
    expect(JSON.stringify(fingerprint)).not.toContain(WORKSPACE);
  });

  it.each<[string, Json, Record<string, number>?, string?]>([
    ['other item ids', codexRequest(WORKSPACE, { rs: 'rs_9', fc: 'fc_9', msg: 'msg_9' })],
    [
      'items without ids',
      changed((body) => (body.input = input(body).map(({ id: _id, ...item }) => item))),
    ],
    ['another prompt_cache_key', changed((body) => (body.prompt_cache_key = 'thread-0199-bbbb'))],
    [
      'other client_metadata',
      changed((body) => (body.client_metadata = { session_id: 'session-2' })),
    ],
    [
      'bookkeeping fields',
      changed((body) => {
        Object.assign(body, {
          metadata: { run: '2' },
          user: 'u2',
          store: true,
          service_tier: 'flex',
        });
        Object.assign(body, { stream: false, temperature: 0.2, safety_identifier: 'x' });
      }),
    ],
    ['keys in another order', Object.fromEntries(Object.entries(base).reverse())],
    ['another workspace', codexRequest('/tmp/verdict-run-b/work'), {}, '/tmp/verdict-run-b/work'],
  ])('ignores %s', (_name, body, calls = {}, workspace = WORKSPACE) => {
    expect(hashOf(body, calls, workspace)).toBe(baseHash);
  });

  it('names the call a previous_response_id refers to, whatever id that call answered with', () => {
    const recorded = { ...base, previous_response_id: 'resp_0001' };
    const replayed = { ...base, previous_response_id: 'resp_9999' };
    const recordedHash = hashOf(recorded, { resp_0001: 3 });
    expect(hashOf(replayed, { resp_9999: 3 })).toBe(recordedHash);
    expect(recordedHash).not.toBe(baseHash);
    expect(hashOf(replayed, { resp_9999: 2 })).not.toBe(recordedHash);
    const fingerprint = protocol.fingerprint(callOf(recorded, { resp_0001: 3 }), (text) => text);
    expect(fingerprint.answerControls.previous_response_id).toBe('<call 3>');
    // An id no call of this run answered with stays as sent.
    const unknown = protocol.fingerprint(callOf(recorded), (text) => text);
    expect(unknown.answerControls.previous_response_id).toBe('resp_0001');
  });

  it.each<[string, Json]>([
    ['the instructions', changed((body) => (body.instructions = 'You are a careful agent.'))],
    [
      'an input message',
      changed((body) => (input(body)[1] = { ...input(body)[1], content: 'Fix sub.' })),
    ],
    ['a tool output', changed((body) => (input(body)[4] = { ...input(body)[4], output: 'other' }))],
    ['a call_id', changed((body) => (input(body)[4] = { ...input(body)[4], call_id: 'call_2' }))],
    [
      'encrypted reasoning',
      changed((body) => (input(body)[2] = { ...input(body)[2], encrypted_content: 'gB' })),
    ],
    [
      'an appended item',
      changed((body) => input(body).push({ role: 'user', content: 'And sub.' })),
    ],
    [
      'a tool schema',
      changed((body) => (tools(body)[0] = { ...tools(body)[0], parameters: { type: 'object' } })),
    ],
    [
      'a tool description',
      changed((body) => (tools(body)[0] = { ...tools(body)[0], description: 'Run.' })),
    ],
    ['a native tool', changed((body) => tools(body).pop())],
    ['the output limit', changed((body) => (body.max_output_tokens = 1024))],
    ['the model', changed((body) => (body.model = 'gpt-5'))],
    ['the effort', changed((body) => (body.reasoning = { effort: 'high', summary: 'auto' }))],
    ['the reasoning summary', changed((body) => (body.reasoning = { effort: 'medium' }))],
    ['the tool choice', changed((body) => (body.tool_choice = 'required'))],
    ['the output format', changed((body) => (body.text = { format: { type: 'json_object' } }))],
    ['the input spelling (a string)', changed((body) => (body.input = 'Fix add.'))],
  ])('changes with %s', (_name, body) => {
    expect(hashOf(body)).not.toBe(baseHash);
  });

  it('never throws on odd bodies', () => {
    const bodies: Json[] = [{}, { input: 3, tools: 'x', reasoning: 'high', instructions: null }];
    for (const body of bodies) {
      const fingerprint = protocol.fingerprint(callOf(body), (text) => text);
      expect(FingerprintSchema.parse(fingerprint)).toMatchObject({ model: null, tools: [] });
    }
  });
});
