import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, type Problem } from '../../src/errors.js';
import { assembleFromEvents, assembleFromJson } from '../../src/provider/chat-completion.js';
import { ScriptedProvider, loadScript, type Script } from '../../src/provider/scripted.js';
import { RunStopError, type ModelCall, type ModelResponse } from '../../src/provider/types.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const script: Script = {
  format: 'script/v1',
  turns: [
    {
      toolCalls: [
        { name: 'read_file', arguments: { path: 'a.txt' } },
        { name: 'list_files', arguments: {} },
      ],
    },
    { toolCalls: [{ name: 'write_file', arguments: { path: 'a.txt', content: 'hi' } }] },
    { content: 'Done.' },
  ],
};

const messages = [
  { role: 'system', content: 'You are a coding agent.' },
  { role: 'user', content: 'Fix a.txt' },
];

function callOf(index: number, overrides: Partial<ModelCall['body']> = {}): ModelCall {
  const body: ModelCall['body'] = { model: 'gpt-test', messages, ...overrides };
  return {
    protocol: 'chat',
    endpoint: 'chat.completions',
    index,
    body,
    stream: body.stream === true,
  };
}

const signal = new AbortController().signal;

async function bodyOf(response: Promise<ModelResponse>): Promise<unknown> {
  const answer = await response;
  if (answer.kind !== 'json') throw new Error('expected a JSON answer');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function eventsOf(response: Promise<ModelResponse>): Promise<string[]> {
  const answer = await response;
  if (answer.kind !== 'sse') throw new Error('expected a stream');
  const events: string[] = [];
  for await (const event of answer.events) events.push(event);
  return events;
}

async function problemsOf(file: string): Promise<Problem[]> {
  const error: unknown = await loadScript(file).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems;
  expect((error as ConfigError).message).toContain(file);
  return [...problems];
}

describe('loadScript', () => {
  async function writeScript(content: unknown): Promise<string> {
    const dir = await makeTempDir();
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    await writeTree(dir, { 'scripts/fix-add.json': text });
    return path.join(dir, 'scripts/fix-add.json');
  }

  it('loads a valid script, defaulting absent arguments to {}', async () => {
    const file = await writeScript({
      format: 'script/v1',
      turns: [
        {
          toolCalls: [{ name: 'read_file', arguments: { path: 'a.txt' } }, { name: 'list_files' }],
        },
        { content: 'Done.', toolCalls: [] },
      ],
    });
    await expect(loadScript(file)).resolves.toStrictEqual({
      format: 'script/v1',
      turns: [
        {
          toolCalls: [
            { name: 'read_file', arguments: { path: 'a.txt' } },
            { name: 'list_files', arguments: {} },
          ],
        },
        { content: 'Done.', toolCalls: [] },
      ],
    });
  });

  it('says a missing file does not exist, and where scripts live', async () => {
    const file = path.join(await makeTempDir(), 'scripts/nope.json');
    const [problem, ...others] = await problemsOf(file);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file, field: '(file)' });
    expect(problem?.message).toMatch(/^does not exist: .*<suite>\/scripts\/<task id>\.json/);
  });

  it('says a file is not valid JSON', async () => {
    const file = await writeScript('{"format": "script/v1", ');
    const [problem] = await problemsOf(file);
    expect(problem).toMatchObject({ file, field: '(file)' });
    expect(problem?.message).toMatch(/^is not valid JSON: /);
  });

  it.each<[string, unknown, Array<Pick<Problem, 'field' | 'message'>>]>([
    [
      'a tool call without a name',
      { format: 'script/v1', turns: [{ content: 'x' }, { toolCalls: [{ arguments: {} }] }] },
      [{ field: 'turns[1].toolCalls[0].name', message: 'is required' }],
    ],
    [
      'an empty tool name',
      { format: 'script/v1', turns: [{ toolCalls: [{ name: '' }] }] },
      [{ field: 'turns[0].toolCalls[0].name', message: 'must not be empty' }],
    ],
    [
      'a turn with neither tool calls nor content',
      { format: 'script/v1', turns: [{ content: 'x' }, { toolCalls: [] }] },
      [{ field: 'turns[1]', message: 'needs "toolCalls" (at least one), "content", or both' }],
    ],
    [
      'a wrong format, no turns',
      { format: 'script/v2', turns: [] },
      [
        { field: 'format', message: 'must be "script/v1"' },
        { field: 'turns', message: 'must have at least 1 item(s)' },
      ],
    ],
    [
      'a missing format and turns',
      {},
      [
        { field: 'format', message: 'must be "script/v1"' },
        { field: 'turns', message: 'is required' },
      ],
    ],
    [
      'content of the wrong type and an unknown field',
      { format: 'script/v1', turns: [{ content: 3, tool_calls: [] }] },
      [
        { field: 'turns[0].content', message: 'must be a string, not an integer' },
        { field: 'turns[0]', message: 'unknown field "tool_calls" (check the spelling)' },
      ],
    ],
    [
      'a script that is not an object',
      [],
      [{ field: '(top level)', message: 'must be an object, not an array' }],
    ],
  ])('names the field for %s', async (_name, content, expected) => {
    const file = await writeScript(content);
    const problems = await problemsOf(file);
    expect(problems).toEqual(expected.map((problem) => ({ file, ...problem })));
  });
});

describe('ScriptedProvider', () => {
  it('answers a compaction call with a fixed summary, without using up a turn of the script', async () => {
    const provider = new ScriptedProvider(script, { taskId: 'fix-add' });
    const first = assembleFromJson(await bodyOf(provider.complete(callOf(0), signal)));
    const summary = assembleFromJson(
      await bodyOf(provider.complete({ ...callOf(1), purpose: 'compaction' }, signal)),
    );
    const second = assembleFromJson(await bodyOf(provider.complete(callOf(2), signal)));
    expect(first.toolCalls.map((call) => call.name)).toEqual(['read_file', 'list_files']);
    expect(summary).toMatchObject({ toolCalls: [], finishReason: 'stop' });
    expect(summary.content).toMatch(
      /^Summary \(scripted\): the conversation so far had 2 messages/,
    );
    expect(second.toolCalls).toStrictEqual([
      { id: 'call_3', name: 'write_file', arguments: '{"path":"a.txt","content":"hi"}' },
    ]);
  });

  it('answers each call with the next turn, numbering tool-call ids across the run', async () => {
    const provider = new ScriptedProvider(script, { taskId: 'fix-add' });
    expect(provider.mode).toBe('scripted');
    const first = assembleFromJson(await bodyOf(provider.complete(callOf(0), signal)));
    const second = assembleFromJson(await bodyOf(provider.complete(callOf(1), signal)));
    const third = assembleFromJson(await bodyOf(provider.complete(callOf(2), signal)));
    expect(first).toMatchObject({
      content: null,
      finishReason: 'tool_calls',
      toolCalls: [
        { id: 'call_1', name: 'read_file', arguments: '{"path":"a.txt"}' },
        { id: 'call_2', name: 'list_files', arguments: '{}' },
      ],
    });
    expect(second.toolCalls).toStrictEqual([
      { id: 'call_3', name: 'write_file', arguments: '{"path":"a.txt","content":"hi"}' },
    ]);
    expect(third).toMatchObject({ content: 'Done.', toolCalls: [], finishReason: 'stop' });
  });

  it('answers with a deterministic chat.completion body', async () => {
    const provider = new ScriptedProvider(script, { taskId: 'fix-add' });
    await provider.complete(callOf(0), signal);
    await provider.complete(callOf(1), signal);
    const promptTokens = Math.ceil(JSON.stringify(messages).length / 4);
    expect(await bodyOf(provider.complete(callOf(2), signal))).toStrictEqual({
      id: 'chatcmpl-scripted-3',
      object: 'chat.completion',
      created: 0,
      model: 'gpt-test',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'Done.' },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: promptTokens, completion_tokens: 2, total_tokens: promptTokens + 2 },
    });
  });

  it('counts content and arguments for completion tokens, at least one', async () => {
    const provider = new ScriptedProvider(
      {
        format: 'script/v1',
        turns: [
          // 6 + 16 + 2 characters: 24 / 4 = 6 tokens.
          {
            content: 'Let me',
            toolCalls: [
              { name: 'read_file', arguments: { path: 'a.txt' } },
              { name: 'list_files', arguments: {} },
            ],
          },
          { content: '' },
        ],
      },
      { taskId: 't' },
    );
    const usageOf = async (index: number) =>
      assembleFromJson(await bodyOf(provider.complete(callOf(index, { messages: [] }), signal)))
        .usage;
    await expect(usageOf(0)).resolves.toStrictEqual({ inputTokens: 1, outputTokens: 6 });
    await expect(usageOf(1)).resolves.toStrictEqual({ inputTokens: 1, outputTokens: 1 });
  });

  it('uses "scripted" as the model when the request names none', async () => {
    const provider = new ScriptedProvider(script, { taskId: 't' });
    const call: ModelCall = {
      protocol: 'chat',
      endpoint: 'chat.completions',
      index: 0,
      body: { messages },
      stream: false,
    };
    expect(await bodyOf(provider.complete(call, signal))).toMatchObject({ model: 'scripted' });
  });

  it('gives byte-identical answers from two providers with the same script', async () => {
    const answersOf = async (): Promise<string> => {
      const provider = new ScriptedProvider(script, { taskId: 'fix-add' });
      const answers: unknown[] = [];
      answers.push(await bodyOf(provider.complete(callOf(0), signal)));
      answers.push(
        await eventsOf(
          provider.complete(
            callOf(1, { stream: true, stream_options: { include_usage: true } }),
            signal,
          ),
        ),
      );
      answers.push(await bodyOf(provider.complete(callOf(2), signal)));
      return JSON.stringify(answers);
    };
    expect(await answersOf()).toBe(await answersOf());
  });

  it('streams the same message it would send as JSON, with usage only when asked', async () => {
    const jsonProvider = new ScriptedProvider(script, { taskId: 't' });
    const streamProvider = new ScriptedProvider(script, { taskId: 't' });
    for (const index of [0, 1, 2]) {
      const includeUsage = index !== 1;
      const streamCall = callOf(index, {
        stream: true,
        ...(includeUsage ? { stream_options: { include_usage: true } } : {}),
      });
      const events = await eventsOf(streamProvider.complete(streamCall, signal));
      const fromJson = assembleFromJson(await bodyOf(jsonProvider.complete(callOf(index), signal)));
      const { usage, ...withoutUsage } = fromJson;
      expect(usage).toBeDefined();
      expect(assembleFromEvents(events)).toStrictEqual(includeUsage ? fromJson : withoutUsage);
      expect(events.at(-1)).toBe('[DONE]');
      expect(JSON.parse(events[0] ?? '')).toMatchObject({
        id: `chatcmpl-scripted-${index + 1}`,
        object: 'chat.completion.chunk',
        created: 0,
        model: 'gpt-test',
      });
    }
  });

  it("puts the run's paths in place of <WORKSPACE> and <HOME> in arguments and content", async () => {
    const provider = new ScriptedProvider(
      {
        format: 'script/v1',
        turns: [
          {
            content: 'Reading <WORKSPACE>/a.txt',
            toolCalls: [{ name: 'read_file', arguments: { file_path: '<WORKSPACE>/a.txt' } }],
          },
        ],
      },
      { taskId: 't', expand: (text) => text.replaceAll('<WORKSPACE>', '/tmp/run "1"/work') },
    );
    const answer = assembleFromJson(await bodyOf(provider.complete(callOf(0), signal)));
    expect(answer.content).toBe('Reading /tmp/run "1"/work/a.txt');
    expect(JSON.parse(answer.toolCalls[0]?.arguments ?? '')).toEqual({
      file_path: '/tmp/run "1"/work/a.txt',
    });
  });

  it('stops the run when the script has no turn left', async () => {
    const provider = new ScriptedProvider(
      { format: 'script/v1', turns: [{ content: 'Done.' }] },
      { taskId: 'fix-add' },
    );
    await provider.complete(callOf(0), signal);
    const error: unknown = await provider
      .complete(callOf(1), signal)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RunStopError);
    expect((error as RunStopError).stop).toStrictEqual({
      kind: 'script_exhausted',
      call: 2,
      message: 'the script for task "fix-add" has 1 turn; call 2 has no turn to answer it',
    });
    await expect(provider.complete(callOf(2), signal)).rejects.toThrow(
      'the script for task "fix-add" has 1 turn; call 3 has no turn to answer it',
    );
  });

  it('does not consume a turn for a call already aborted', async () => {
    const provider = new ScriptedProvider(script, { taskId: 't' });
    const controller = new AbortController();
    controller.abort();
    await expect(provider.complete(callOf(0), controller.signal)).rejects.toThrow();
    const body = await bodyOf(provider.complete(callOf(0), signal));
    expect(body).toMatchObject({ id: 'chatcmpl-scripted-1' });
  });
});
