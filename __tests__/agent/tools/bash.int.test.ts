import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bashTool, cutMiddle } from '../../../src/agent/tools/bash.js';
import { createToolContext, runTool } from '../../helpers/agent-tools.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** True while `pid` runs; a zombie (exited, not yet reaped) counts as dead. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

describe('bash', () => {
  it('runs in the workspace and reports exit code, stdout and stderr', async () => {
    const dir = await makeTempDir();
    const context = await createToolContext(dir);
    const ok = await runTool(bashTool, { command: 'echo hi > f.txt; cat f.txt' }, context);
    expect(ok).toEqual({ text: 'exit code 0\nstdout:\nhi\n' });
    expect(await readFile(path.join(dir, 'f.txt'), 'utf8')).toBe('hi\n');
    const failed = await runTool(bashTool, { command: 'echo oops >&2; exit 3' }, context);
    expect(failed).toEqual({ text: 'exit code 3\nstderr:\noops\n', error: 'exit code 3' });
    const quiet = await runTool(bashTool, { command: 'true' }, context);
    expect(quiet.text).toBe('exit code 0\n(no output)');
  });

  it('does not pass the API key to commands', async () => {
    const dir = await makeTempDir();
    const context = await createToolContext(dir, { commandEnv: { PATH: process.env.PATH } });
    const { text } = await runTool(bashTool, { command: 'echo "[$OPENAI_API_KEY]"' }, context);
    expect(text).toContain('[]');
  });

  it('kills the whole process tree on timeout', async () => {
    const dir = await makeTempDir();
    const context = await createToolContext(dir);
    const started = Date.now();
    const result = await runTool(
      bashTool,
      { command: 'sleep 30 & echo $! > child.pid; sleep 30', timeoutMs: 300 },
      context,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.error).toBe('timed out after 300 ms');
    expect(result.text).toMatch(/^timed out after 300 ms; the command and everything it started/);
    const child = Number(await readFile(path.join(dir, 'child.pid'), 'utf8'));
    expect(await waitUntilDead(child, 3_000)).toBe(true);
  });

  it('keeps the start and the end of long output', async () => {
    const dir = await makeTempDir();
    const context = await createToolContext(dir, { maxOutputChars: 1_000 });
    const { text } = await runTool(
      bashTool,
      { command: 'echo FIRST; seq 1 5000; echo LAST' },
      context,
    );
    expect(text.length).toBeLessThan(1_000);
    expect(text).toMatch(/^exit code 0\nstdout:\nFIRST\n/);
    expect(text).toMatch(/characters cut …\]/);
    expect(text).toMatch(/LAST\n$/);
  });
});

describe('cutMiddle', () => {
  it('leaves short text alone and cuts long text in the middle', () => {
    expect(cutMiddle('short', 10)).toBe('short');
    expect(cutMiddle('abcdefghij', 4)).toBe('ab\n[… 6 characters cut …]\nij');
  });
});
