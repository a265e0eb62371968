import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryEventSink } from '../../src/agent/events.js';
import { capOutput, runToolCall, type ToolRuntime } from '../../src/agent/run-tool-call.js';
import { AGENT_TOOLS } from '../../src/agent/tools/index.js';
import type { Policy } from '../../src/suite/schema.js';
import { createToolContext } from '../helpers/agent-tools.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

async function setUp(policy: Policy, files: Record<string, string> = {}) {
  const dir = await makeTempDir();
  await writeTree(dir, files);
  const events = createMemoryEventSink();
  const runtime: ToolRuntime = {
    tools: AGENT_TOOLS,
    policy,
    events,
    context: await createToolContext(dir),
  };
  let id = 0;
  const call = (name: string, args: unknown) =>
    runToolCall(
      {
        id: `call_${(id += 1)}`,
        name,
        arguments: typeof args === 'string' ? args : JSON.stringify(args),
      },
      runtime,
    );
  const exists = (file: string) =>
    access(path.join(dir, file)).then(
      () => true,
      () => false,
    );
  const setMaxOutputChars = (chars: number) => {
    runtime.context.maxOutputChars = chars;
  };
  return { dir, events: events.events, call, exists, setMaxOutputChars };
}

const writeArgs = { path: 'out.txt', content: 'x' };

describe('policy gating', () => {
  it('ask mode: an ungranted write asks, is denied, and counts as an incident', async () => {
    const { events, call, exists } = await setUp({ mode: 'ask', allow: [] });
    const text = await call('write_file', writeArgs);
    expect(text).toBe(
      'error: write_file needs approval for the "write" effect, and approval was denied',
    );
    expect(events).toEqual([
      { type: 'approval_request', effect: 'write' },
      { type: 'incident', kind: 'approval_denied' },
      {
        type: 'tool_call',
        name: 'write_file',
        ok: false,
        error: 'write_file needs approval for the "write" effect, and approval was denied',
      },
    ]);
    expect(await exists('out.txt')).toBe(false);
  });

  it('ask mode: an ungranted bash asks for "process"', async () => {
    const { events, call } = await setUp({ mode: 'ask', allow: ['write'] });
    await call('bash', { command: 'touch ran.txt' });
    expect(events.slice(0, 2)).toEqual([
      { type: 'approval_request', effect: 'process' },
      { type: 'incident', kind: 'approval_denied' },
    ]);
  });

  it('ask mode: a granted effect runs without asking', async () => {
    const { events, call, exists } = await setUp({ mode: 'ask', allow: ['write'] });
    expect(await call('write_file', writeArgs)).toBe('created out.txt (1 line)');
    expect(events).toEqual([{ type: 'tool_call', name: 'write_file', ok: true }]);
    expect(await exists('out.txt')).toBe(true);
  });

  it('auto mode: an ungranted effect is refused with no approval event', async () => {
    const { events, call, exists } = await setUp({ mode: 'auto', allow: ['process'] });
    const text = await call('edit_file', { path: 'a', old: 'x', new: 'y' });
    expect(text).toBe(
      'error: the policy does not allow the "write" effect, so edit_file was refused',
    );
    expect(events).toEqual([
      {
        type: 'tool_call',
        name: 'edit_file',
        ok: false,
        error: 'the policy does not allow the "write" effect, so edit_file was refused',
      },
    ]);
    expect(await exists('a')).toBe(false);
  });

  it('full mode grants every effect', async () => {
    const { events, call } = await setUp({ mode: 'full', allow: [] });
    expect(await call('write_file', writeArgs)).toBe('created out.txt (1 line)');
    expect(events).toEqual([{ type: 'tool_call', name: 'write_file', ok: true }]);
  });

  it('readOnly refuses write and process even in full mode, and reading still works', async () => {
    const { events, call, exists } = await setUp(
      { mode: 'full', allow: ['write', 'process'], readOnly: true },
      { 'a.txt': 'hello\n' },
    );
    expect(await call('write_file', writeArgs)).toMatch(/^error: the policy does not allow/);
    expect(await call('bash', { command: 'touch ran.txt' })).toMatch(
      /^error: the policy does not allow the "process" effect/,
    );
    expect(await call('read_file', { path: 'a.txt' })).toBe('hello\n');
    expect(events.map((event) => event.type)).toEqual(['tool_call', 'tool_call', 'tool_call']);
    expect(await exists('out.txt')).toBe(false);
    expect(await exists('ran.txt')).toBe(false);
  });

  it('read-only tools need no grant, even in ask mode', async () => {
    const { events, call } = await setUp({ mode: 'ask', allow: [] }, { 'a.txt': 'a\n' });
    expect(await call('list_files', {})).toBe('a.txt');
    expect(await call('search', { pattern: 'a' })).toBe('a.txt:1: a');
    expect(events).toEqual([
      { type: 'tool_call', name: 'list_files', ok: true },
      { type: 'tool_call', name: 'search', ok: true },
    ]);
  });
});

describe('runToolCall', () => {
  it('returns mistakes to the model as "error: …" and records them', async () => {
    const { events, call } = await setUp({ mode: 'auto', allow: [] });
    expect(await call('rm_rf', {})).toBe(
      'error: there is no tool named "rm_rf"; the tools are read_file, list_files, search, write_file, edit_file, bash',
    );
    expect(await call('read_file', '{"path":')).toMatch(
      /^error: the arguments are not valid JSON \(/,
    );
    expect(await call('read_file', { file: 'a' })).toBe(
      'error: invalid arguments: path: is required; (top level): unknown field "file" (check the spelling); known keys here: path, offset, limit',
    );
    expect(await call('read_file', { path: 'missing.txt' })).toBe(
      'error: missing.txt does not exist',
    );
    expect(events.map((event) => event.type === 'tool_call' && event.ok)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes empty arguments as none', async () => {
    const { call } = await setUp({ mode: 'auto' }, { 'a.txt': '' });
    expect(await call('list_files', '')).toBe('a.txt');
  });

  it('caps long results and says so', async () => {
    const { call, setMaxOutputChars } = await setUp(
      { mode: 'auto' },
      Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`file-${index}.txt`, ''])),
    );
    setMaxOutputChars(30);
    const text = await call('list_files', {});
    expect(text).toMatch(/^file-0\.txt\nfile-1\.txt\n/);
    expect(text).toMatch(/\n\[output cut at 30 of \d+ characters\]$/);
    expect(capOutput('x'.repeat(50), 10)).toBe(
      `${'x'.repeat(10)}\n[output cut at 10 of 50 characters]`,
    );
  });
});
