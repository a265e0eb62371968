/**
 * Long synthetic agent sessions for the cassette codec's tests, shaped like what real agents send
 * (SPEC §1): a 40–65 KB system prompt and tool list repeated on every request, a conversation that
 * grows by a tool call and its result (~7 KB for a file read) per turn, and a concurrent title call
 * every few calls (opencode's) with its own small system prompt and no tools. Deterministic: the
 * same arguments give the same calls.
 */
import type { CassetteCall, CassetteHeader } from '../../src/provider/cassette.js';
import { CASSETTE_FORMAT } from '../../src/provider/cassette.js';
import { hashFingerprint } from '../../src/provider/fingerprint.js';
import type { Fingerprint, RecordedResponse } from '../../src/provider/types.js';

export const headerV2: CassetteHeader = {
  format: CASSETTE_FORMAT,
  suiteId: 'long-sessions',
  suiteVersion: '1.0.0',
  taskId: 'refactor-module',
  configHash: 'c0ffee',
  harnessVersion: '0.1.0',
};

const WORDS = [
  'workspace',
  'file',
  'tool',
  'édition',
  'patch',
  'review',
  'policy',
  'command',
  'output',
  'agent',
  'schema',
  'résumé',
  'module',
  'function',
  'test',
  'refactor',
  'search',
  'grep',
  'read',
  'write',
];

/** Deterministic text of about `chars` characters (a linear congruential walk over WORDS). */
export function textOf(chars: number, seed: number): string {
  let state = seed >>> 0;
  const words: string[] = [];
  let length = 0;
  while (length < chars) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const word = WORDS[state % WORDS.length] as string;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ').slice(0, chars);
}

/** `count` function tools of about `chars` characters each, Chat Completions shaped. */
export function chatTools(count: number, chars: number, variant = 0): unknown[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'function',
    function: {
      name: `tool_${index}`,
      description: textOf(chars - 200, 1000 + index + (index === 3 ? variant * 7919 : 0)),
      parameters: {
        type: 'object',
        properties: { path: { type: 'string', description: 'Relative path' } },
        required: ['path'],
      },
    },
  }));
}

const toolResult = (turn: number): string =>
  turn % 2 === 0 ? textOf(7_000, 50_000 + turn) : textOf(900, 60_000 + turn);

function chatResponse(call: number, sse: boolean, tool: boolean): RecordedResponse {
  const message = tool
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${call}`,
            type: 'function',
            function: { name: 'tool_1', arguments: `{"path":"src/file-${call}.ts"}` },
          },
        ],
      }
    : { role: 'assistant', content: `Title ${call}` };
  if (!sse) {
    return {
      kind: 'json',
      status: 200,
      body: {
        id: `chatcmpl-${call}`,
        object: 'chat.completion',
        choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 9000 + call, completion_tokens: 40 },
      },
    };
  }
  const events = ['{"path":', `"src/file-${call}`, '.ts"}'].map((piece, index) =>
    JSON.stringify({
      id: `chatcmpl-${call}`,
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                index: 0,
                ...(index === 0 ? { id: `call_${call}`, function: { name: 'tool_1' } } : {}),
                function: { arguments: piece },
              },
            ],
          },
        },
      ],
    }),
  );
  return { kind: 'sse', status: 200, events: [...events, '[DONE]'] };
}

export interface ChatSessionOptions {
  calls: number;
  /** Characters of the system prompt; the tool list adds about `tools × toolChars`. */
  systemChars: number;
  tools: number;
  toolChars: number;
  /** A title call after every `titleEvery` main calls (0: none). */
  titleEvery: number;
  /** Main-call numbers from which one tool's description changes, then changes back. */
  toolsChangeAt?: readonly [number, number];
}

/** A Chat Completions session (qwen-code, opencode): system prompt as the first message. */
export function chatSession(options: ChatSessionOptions): CassetteCall[] {
  const system = { role: 'system', content: textOf(options.systemChars, 7) };
  const user = { role: 'user', content: 'Refactor the module so that every function has a test.' };
  const titleSystem = { role: 'system', content: textOf(1_500, 99) };
  const fingerprints: Array<{ fingerprint: Fingerprint; tool: boolean }> = [];
  const conversation: unknown[] = [system, user];
  let turn = 0;
  while (fingerprints.length < options.calls) {
    if (options.titleEvery > 0 && turn > 0 && turn % options.titleEvery === 0) {
      fingerprints.push({
        tool: false,
        fingerprint: {
          endpoint: 'chat.completions',
          model: 'small-model',
          instructions: null,
          messages: [titleSystem, { ...user, content: `Title this: ${user.content} (${turn})` }],
          tools: [],
          outputLimit: 32,
          nativeTools: [],
          reasoningEffort: null,
          answerControls: {},
        },
      });
      if (fingerprints.length >= options.calls) break;
    }
    turn += 1;
    const [changeAt, changeBackAt] = options.toolsChangeAt ?? [Infinity, Infinity];
    const variant = turn >= changeAt && turn < changeBackAt ? 1 : 0;
    fingerprints.push({
      tool: true,
      fingerprint: {
        endpoint: 'chat.completions',
        model: 'big-model',
        instructions: null,
        messages: structuredClone(conversation),
        tools: chatTools(options.tools, options.toolChars, variant),
        outputLimit: 8192,
        nativeTools: [],
        reasoningEffort: null,
        answerControls: { tool_choice: 'auto' },
      },
    });
    conversation.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${turn}`,
            type: 'function',
            function: { name: 'tool_1', arguments: `{"path":"src/file-${turn}.ts"}` },
          },
        ],
      },
      { role: 'tool', tool_call_id: `call_${turn}`, content: toolResult(turn) },
    );
  }
  return fingerprints.map(({ fingerprint, tool }, index) => ({
    call: index + 1,
    sha256: hashFingerprint(fingerprint),
    fingerprint,
    response: chatResponse(index + 1, index % 3 === 0, tool),
  }));
}

/**
 * A Responses session (Codex CLI): instructions apart from the input items, which grow by a
 * `function_call` and its `function_call_output` per turn; the instructions change once.
 */
export function responsesSession(calls: number, changeAt: number): CassetteCall[] {
  const instructions = textOf(30_000, 11);
  const tools = Array.from({ length: 16 }, (_, index) => ({
    type: 'function',
    name: `shell_${index}`,
    description: textOf(1_000, 3000 + index),
    parameters: { type: 'object', properties: { command: { type: 'array' } } },
    strict: false,
  }));
  const input: unknown[] = [
    {
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: 'Fix the flaky test.' }],
    },
  ];
  const result: CassetteCall[] = [];
  for (let turn = 1; turn <= calls; turn += 1) {
    const fingerprint: Fingerprint = {
      endpoint: 'responses',
      model: 'gpt-codex',
      instructions: turn >= changeAt ? `${instructions}\n\nApproval policy: never.` : instructions,
      messages: structuredClone(input),
      tools: structuredClone(tools),
      outputLimit: null,
      nativeTools: [{ type: 'web_search' }],
      reasoningEffort: 'medium',
      answerControls: { tool_choice: 'auto', parallel_tool_calls: false },
    };
    const item = {
      type: 'function_call',
      call_id: `call_${turn}`,
      name: 'shell_0',
      arguments: `{"command":["cat","src/${turn}.rs"]}`,
    };
    const events = [
      { type: 'response.created', response: { id: `resp_${turn}`, status: 'in_progress' } },
      { type: 'response.output_item.added', output_index: 0, item },
      { type: 'response.output_item.done', output_index: 0, item },
      {
        type: 'response.completed',
        response: {
          id: `resp_${turn}`,
          status: 'completed',
          output: [item],
          usage: { input_tokens: 12_000 + turn, output_tokens: 30 },
        },
      },
    ].map((event) => JSON.stringify(event));
    result.push({
      call: turn,
      sha256: hashFingerprint(fingerprint),
      fingerprint,
      response: { kind: 'sse', status: 200, events },
    });
    input.push(item, {
      type: 'function_call_output',
      call_id: `call_${turn}`,
      output: toolResult(turn),
    });
  }
  return result;
}
