import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifierSchema, type Verifier } from '../../src/suite/schema.js';
import type { RunTranscript, ToolCall } from '../../src/transcript/schema.js';
import {
  runVerifier,
  runVerifiers,
  verifierChecks,
  type VerifierContext,
  type VerifierResult,
} from '../../src/verifiers/index.js';
import { snapshotTree } from '../../src/workspace/snapshot.js';

const NODE = process.execPath;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const tempDirs: string[] = [];

async function makeTempDir(prefix = 'verdict-verifiers-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Run {
  dir: string;
  /** Builds the context once the "agent" is done: snapshots the workspace again. */
  finish(options?: {
    toolCalls?: ToolCall[];
    toolEventsAvailable?: boolean;
    finalAnswer?: string | null;
  }): Promise<VerifierContext>;
}

/**
 * A workspace seeded with `files`, snapshotted before the "agent" acts; the test then changes real
 * files on disk and calls `finish` to snapshot it after, as the runner does.
 */
async function startRun(files: Record<string, string> = {}): Promise<Run> {
  const dir = await makeTempDir();
  await writeTree(dir, files);
  const before = await snapshotTree(dir);
  return {
    dir,
    async finish(options = {}) {
      const transcript: RunTranscript = {
        toolCalls: options.toolCalls ?? [],
        toolEventsAvailable: options.toolEventsAvailable ?? true,
        finalAnswer: options.finalAnswer === undefined ? null : options.finalAnswer,
        workspace: { dir, before, after: await snapshotTree(dir) },
      };
      return { transcript };
    },
  };
}

/** Parses through the suite schema, so every verifier used here is one a suite could contain. */
const v = (input: Record<string, unknown>): Verifier =>
  VerifierSchema.parse({ id: 'v1', ...input });

function expectResult(
  result: VerifierResult,
  status: VerifierResult['status'],
  ...mentions: string[]
) {
  expect(result.status, result.detail).toBe(status);
  expect(result.detail.length).toBeGreaterThan(10);
  for (const mention of mentions) expect(result.detail).toContain(mention);
  expect(result.durationMs).toBeGreaterThanOrEqual(0);
}

/** A file outside every workspace, with content a verifier must never read. */
async function outsideFile(content = 'SECRET outside the workspace'): Promise<string> {
  const dir = await makeTempDir('verdict-outside-');
  const file = path.join(dir, 'secret.txt');
  await writeFile(file, content);
  return file;
}

describe('runVerifier', () => {
  it('has a check for every verifier kind of the schema', () => {
    const kinds = VerifierSchema.options.map((option) => option.shape.kind.value).sort();
    expect(Object.keys(verifierChecks).sort()).toEqual(kinds);
    expect(kinds).toHaveLength(11);
  });

  it('returns the id, kind, status, detail and a duration', async () => {
    const run = await startRun();
    const context = await run.finish({ finalAnswer: 'All done.' });
    const result = await runVerifier(
      v({ kind: 'response-contains', id: 'says-done', texts: ['done'] }),
      context,
    );
    expect(result).toEqual({
      id: 'says-done',
      kind: 'response-contains',
      status: 'pass',
      detail: 'the answer mentions "done"',
      durationMs: expect.any(Number) as number,
    });
  });

  it('runs verifiers in order, one after the other, in the same workspace', async () => {
    const run = await startRun();
    const context = await run.finish();
    const results = await runVerifiers(
      [
        v({
          kind: 'command',
          id: 'write',
          command: [NODE, '-e', 'require("fs").writeFileSync("made-by-check.txt", "hello")'],
          timeoutMs: 5_000,
        }),
        v({ kind: 'file-contains', id: 'read', path: 'made-by-check.txt', text: 'hello' }),
        v({ kind: 'file-absent', id: 'absent', path: 'made-by-check.txt' }),
      ],
      context,
    );
    expect(results.map((result) => [result.id, result.status])).toEqual([
      ['write', 'pass'],
      ['read', 'pass'],
      ['absent', 'fail'],
    ]);
  });
});

describe('command', () => {
  it('passes when the command exits 0 in the workspace and prints the expected text', async () => {
    const run = await startRun({ 'src/add.js': 'module.exports = (a, b) => a - b;\n' });
    await writeFile(path.join(run.dir, 'src/add.js'), 'module.exports = (a, b) => a + b;\n');
    const context = await run.finish();
    const check = v({
      kind: 'command',
      command: [
        NODE,
        '-e',
        'const add = require("./src/add.js"); console.log("sum=" + add(2, 3)); process.exit(add(2, 3) === 5 ? 0 : 1)',
      ],
      timeoutMs: 5_000,
      expectStdoutIncludes: ['sum=5'],
    });
    expectResult(await runVerifier(check, context), 'pass', 'exited 0');
  });

  it('fails when the workspace code is still wrong', async () => {
    const run = await startRun({ 'src/add.js': 'module.exports = (a, b) => a - b;\n' });
    const context = await run.finish();
    const check = v({
      kind: 'command',
      command: [
        NODE,
        '-e',
        'const add = require("./src/add.js"); if (add(2, 3) !== 5) { console.error("expected 5, got " + add(2, 3)); process.exit(1); }',
      ],
      timeoutMs: 5_000,
    });
    expectResult(
      await runVerifier(check, context),
      'fail',
      'exited 1, expected exit 0',
      'expected 5, got -1',
    );
  });

  it('is an error when the command cannot start', async () => {
    const run = await startRun();
    const context = await run.finish();
    const check = v({ kind: 'command', command: ['./no-such-test-runner'], timeoutMs: 5_000 });
    expectResult(
      await runVerifier(check, context),
      'error',
      '`./no-such-test-runner` cannot start',
      'ENOENT',
    );
  });
});

describe('file-equals', () => {
  it('passes when the file has the expected sha256', async () => {
    const run = await startRun({ 'out/result.txt': 'old' });
    await writeFile(path.join(run.dir, 'out/result.txt'), 'expected content\n');
    const context = await run.finish();
    const check = v({
      kind: 'file-equals',
      path: 'out/result.txt',
      sha256: sha256('expected content\n'),
    });
    expectResult(await runVerifier(check, context), 'pass', 'out/result.txt', 'sha256');
  });

  it('follows a symlink that stays inside the workspace', async () => {
    const run = await startRun({ 'real.txt': 'same' });
    await symlink('real.txt', path.join(run.dir, 'alias.txt'));
    const context = await run.finish();
    const check = v({ kind: 'file-equals', path: 'alias.txt', sha256: sha256('same') });
    expectResult(await runVerifier(check, context), 'pass', 'alias.txt');
  });

  it('fails with both digests when the content differs', async () => {
    const run = await startRun({ 'out/result.txt': 'wrong content\n' });
    const context = await run.finish();
    const expected = sha256('expected content\n');
    const check = v({ kind: 'file-equals', path: 'out/result.txt', sha256: expected });
    expectResult(
      await runVerifier(check, context),
      'fail',
      'out/result.txt has sha256',
      sha256('wrong content\n').slice(0, 12),
      `expected ${expected.slice(0, 12)}`,
    );
  });

  it('fails when the file is missing or is a directory', async () => {
    const run = await startRun({ 'dir/inner.txt': 'x' });
    const context = await run.finish();
    const digest = sha256('x');
    expectResult(
      await runVerifier(v({ kind: 'file-equals', path: 'missing.txt', sha256: digest }), context),
      'fail',
      'missing.txt does not exist',
    );
    expectResult(
      await runVerifier(v({ kind: 'file-equals', path: 'dir', sha256: digest }), context),
      'fail',
      'dir is not a regular file',
    );
  });

  it('fails when the agent planted a link out of the workspace, even if the digest matches', async () => {
    const secret = await outsideFile('matching');
    const run = await startRun();
    await symlink(secret, path.join(run.dir, 'result.txt'));
    const context = await run.finish();
    const check = v({ kind: 'file-equals', path: 'result.txt', sha256: sha256('matching') });
    const result = await runVerifier(check, context);
    expectResult(
      result,
      'fail',
      'path "result.txt" is a link out of the workspace (made during the run; not followed)',
    );
    expect(result.detail).not.toContain(secret);
  });

  it('fails when the agent made a directory on the path a link out of the workspace', async () => {
    const secret = await outsideFile('matching');
    const run = await startRun();
    await mkdir(path.join(run.dir, 'out'));
    await symlink(path.dirname(secret), path.join(run.dir, 'out', 'linked'));
    const context = await run.finish();
    const check = v({
      kind: 'file-equals',
      path: 'out/linked/secret.txt',
      sha256: sha256('matching'),
    });
    expectResult(
      await runVerifier(check, context),
      'fail',
      'path "out/linked/secret.txt" goes through "out/linked", a link out of the workspace (made during the run; not followed)',
    );
  });

  it('fails for a link that leads out through another link inside', async () => {
    const secret = await outsideFile('matching');
    const run = await startRun();
    await symlink(secret, path.join(run.dir, 'far.txt'));
    await symlink('far.txt', path.join(run.dir, 'near.txt'));
    const context = await run.finish();
    const check = v({ kind: 'file-equals', path: 'near.txt', sha256: sha256('matching') });
    expectResult(
      await runVerifier(check, context),
      'fail',
      'path "near.txt" is a link out of the workspace',
    );
  });

  it('is an error for a path that is not relative to the workspace', async () => {
    const secret = await outsideFile('matching');
    const run = await startRun();
    const context = await run.finish();
    const digest = sha256('matching');
    // The suite loader rejects such paths; the verifier must hold the line on its own as well.
    const escaping: Verifier = {
      kind: 'file-equals',
      id: 'dotdot',
      path: path.relative(run.dir, secret),
      sha256: digest,
    };
    expectResult(await runVerifier(escaping, context), 'error', 'no ".."');
    const absolute: Verifier = {
      kind: 'file-equals',
      id: 'absolute',
      path: secret,
      sha256: digest,
    };
    expectResult(await runVerifier(absolute, context), 'error', 'not an absolute one');
  });
});

describe('file-contains', () => {
  it('passes when the file contains the text', async () => {
    const run = await startRun({ 'src/math.ts': 'export const add = (a, b) => a - b;\n' });
    await writeFile(path.join(run.dir, 'src/math.ts'), 'export const add = (a, b) => a + b;\n');
    const context = await run.finish();
    const check = v({ kind: 'file-contains', path: 'src/math.ts', text: 'a + b' });
    expectResult(await runVerifier(check, context), 'pass', 'src/math.ts contains "a + b"');
  });

  it('fails, naming path and text, when the text is absent (the match is case-sensitive)', async () => {
    const run = await startRun({ 'src/math.ts': 'export const add = (a, b) => A + B;\n' });
    const context = await run.finish();
    const check = v({ kind: 'file-contains', path: 'src/math.ts', text: 'a + b' });
    expectResult(await runVerifier(check, context), 'fail', 'src/math.ts does not contain "a + b"');
  });

  it('fails when the agent deleted the file', async () => {
    const run = await startRun({ 'src/math.ts': 'a + b' });
    await unlink(path.join(run.dir, 'src/math.ts'));
    const context = await run.finish();
    const check = v({ kind: 'file-contains', path: 'src/math.ts', text: 'a + b' });
    expectResult(await runVerifier(check, context), 'fail', 'src/math.ts does not exist');
  });

  it('fails (and reads nothing) when the agent planted a link out of the workspace', async () => {
    const secret = await outsideFile('SECRET outside the workspace');
    const run = await startRun({ 'notes.txt': 'inside' });
    await unlink(path.join(run.dir, 'notes.txt'));
    await symlink(secret, path.join(run.dir, 'notes.txt'));
    const context = await run.finish();
    const check = v({ kind: 'file-contains', path: 'notes.txt', text: 'SECRET' });
    const result = await runVerifier(check, context);
    expectResult(result, 'fail', 'path "notes.txt" is a link out of the workspace');
    expect(result.detail).not.toContain(secret);
  });

  it('is still an error for a path the suite got wrong (the verifier cannot run)', async () => {
    const context = await (await startRun()).finish();
    const dotdot: Verifier = { kind: 'file-contains', id: 'up', path: '../x.txt', text: 'x' };
    expectResult(await runVerifier(dotdot, context), 'error', 'no ".."');
  });
});

describe('file-absent', () => {
  it('passes when the agent removed the file', async () => {
    const run = await startRun({ 'tmp/debug.log': 'noise', 'keep.txt': 'k' });
    await rm(path.join(run.dir, 'tmp'), { recursive: true });
    const context = await run.finish();
    const check = v({ kind: 'file-absent', path: 'tmp/debug.log' });
    expectResult(await runVerifier(check, context), 'pass', 'tmp/debug.log does not exist');
  });

  it('fails when a file, a directory or a symlink is there, saying which', async () => {
    const run = await startRun({ 'debug.log': 'noise', 'build/out.js': 'x' });
    await symlink('nowhere', path.join(run.dir, 'dangling'));
    const context = await run.finish();
    expectResult(
      await runVerifier(v({ kind: 'file-absent', path: 'debug.log' }), context),
      'fail',
      'debug.log exists (a file)',
    );
    expectResult(
      await runVerifier(v({ kind: 'file-absent', path: 'build' }), context),
      'fail',
      'build exists (a directory)',
    );
    expectResult(
      await runVerifier(v({ kind: 'file-absent', path: 'dangling' }), context),
      'fail',
      'dangling exists (a symlink)',
    );
  });

  it('fails when the agent planted a link out of the workspace, dangling or not', async () => {
    const secret = await outsideFile();
    const run = await startRun();
    await symlink(secret, path.join(run.dir, 'debug.log'));
    // A dangling link pointing outside is judged by its target too.
    await symlink(path.join(path.dirname(secret), 'not-there.txt'), path.join(run.dir, 'gone.log'));
    await symlink(path.dirname(secret), path.join(run.dir, 'tmp'));
    const context = await run.finish();
    expectResult(
      await runVerifier(v({ kind: 'file-absent', path: 'debug.log' }), context),
      'fail',
      'path "debug.log" is a link out of the workspace',
    );
    expectResult(
      await runVerifier(v({ kind: 'file-absent', path: 'gone.log' }), context),
      'fail',
      'path "gone.log" is a link out of the workspace',
    );
    // What lies beyond the link is not looked at: the file there does not exist, yet this fails.
    expectResult(
      await runVerifier(v({ kind: 'file-absent', path: 'tmp/not-there.txt' }), context),
      'fail',
      'path "tmp/not-there.txt" goes through "tmp", a link out of the workspace',
    );
  });
});

describe('tree-diff-within', () => {
  it('passes when every change is an allowed file or below an allowed directory', async () => {
    const run = await startRun({
      'src/math.ts': 'a - b',
      'src/util/x.ts': 'x',
      'README.md': '# r',
    });
    await writeFile(path.join(run.dir, 'src/math.ts'), 'a + b');
    await writeTree(run.dir, { 'test/math.test.ts': 'new test', 'test/deep/more.ts': 'more' });
    await unlink(path.join(run.dir, 'src/util/x.ts'));
    const context = await run.finish();
    const check = v({
      kind: 'tree-diff-within',
      allowed: ['src/math.ts', 'src/util/x.ts', 'test/'],
    });
    expectResult(await runVerifier(check, context), 'pass', '4 change(s), all within src/math.ts');
  });

  it('passes when nothing changed, even with nothing allowed', async () => {
    const run = await startRun({ 'a.txt': 'a' });
    await writeFile(path.join(run.dir, 'a.txt'), 'a'); // same content rewritten
    const context = await run.finish();
    expectResult(
      await runVerifier(v({ kind: 'tree-diff-within', allowed: [] }), context),
      'pass',
      'no file changed',
    );
  });

  it('ignores changes under .git and node_modules', async () => {
    const run = await startRun({ '.git/HEAD': 'ref: a', 'node_modules/x/index.js': '1' });
    await writeTree(run.dir, {
      '.git/HEAD': 'ref: b',
      'node_modules/y/index.js': '2',
      'pkg/node_modules/z.js': '3',
    });
    const context = await run.finish();
    expectResult(
      await runVerifier(v({ kind: 'tree-diff-within', allowed: [] }), context),
      'pass',
      'no file changed',
    );
  });

  it('fails, listing each change outside the allowed paths with its kind', async () => {
    const run = await startRun({ 'src/math.ts': 'a - b', 'README.md': '# r', LICENSE: 'MIT' });
    await writeFile(path.join(run.dir, 'src/math.ts'), 'a + b');
    await writeFile(path.join(run.dir, 'README.md'), '# changed');
    await unlink(path.join(run.dir, 'LICENSE'));
    await writeTree(run.dir, { 'srcfoo/new.ts': 'sneaky' });
    await symlink('README.md', path.join(run.dir, 'link'));
    const context = await run.finish();
    // "src" without a slash allows only a file named src; "src/" does not allow "srcfoo/".
    const check = v({ kind: 'tree-diff-within', allowed: ['src/', 'src'] });
    const result = await runVerifier(check, context);
    expectResult(result, 'fail');
    expect(result.detail).toBe(
      'changes outside the allowed paths: deleted LICENSE, modified README.md, added link, added srcfoo/new.ts',
    );
  });

  it('lists at most 10 changes and counts the rest', async () => {
    const run = await startRun();
    const files = Object.fromEntries(
      Array.from({ length: 13 }, (_, index) => [`f${String(index).padStart(2, '0')}.txt`, 'x']),
    );
    await writeTree(run.dir, files);
    const context = await run.finish();
    const result = await runVerifier(v({ kind: 'tree-diff-within', allowed: [] }), context);
    expectResult(result, 'fail', 'added f00.txt', 'added f09.txt', ', and 3 more');
    expect(result.detail).not.toContain('f10.txt');
  });

  it('fails when the agent deleted a file named like an Object.prototype member', async () => {
    const run = await startRun({ constructor: 'c', 'src/a.ts': 'a' });
    await unlink(path.join(run.dir, 'constructor'));
    const context = await run.finish();
    expectResult(
      await runVerifier(v({ kind: 'tree-diff-within', allowed: ['src/'] }), context),
      'fail',
      'deleted constructor',
    );
  });

  it('is an error when the transcript has no snapshot (the verifier cannot run)', async () => {
    const run = await startRun();
    const context = await run.finish();
    const broken = {
      transcript: {
        ...context.transcript,
        workspace: { ...context.transcript.workspace, before: null },
      },
    } as unknown as VerifierContext;
    expectResult(
      await runVerifier(v({ kind: 'tree-diff-within', allowed: [] }), broken),
      'error',
      'the verifier could not run',
    );
  });
});

describe('tool-sequence', () => {
  const calls: ToolCall[] = [
    { name: 'read_file', arguments: { path: 'a.ts' }, ok: true },
    {
      name: 'edit_file',
      arguments: { path: 'a.ts', text: 'x' },
      ok: false,
      error: 'old text not found',
    },
    {
      name: 'edit_file',
      arguments: { text: 'x', path: 'a.ts' },
      ok: false,
      error: 'old text not found',
    },
    { name: 'read_file', arguments: { path: 'b.ts' }, ok: true },
  ];

  it('before: passes when read_file comes first, fails the other way round', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    expectResult(
      await runVerifier(
        v({
          kind: 'tool-sequence',
          rule: { type: 'before', first: 'read_file', then: 'edit_file' },
        }),
        context,
      ),
      'pass',
      'read_file (call #1) came before every edit_file',
    );
    expectResult(
      await runVerifier(
        v({
          kind: 'tool-sequence',
          rule: { type: 'before', first: 'edit_file', then: 'read_file' },
        }),
        context,
      ),
      'fail',
      'read_file was called at #1, before edit_file (call #2)',
    );
  });

  it('never: passes for an absent tool, fails for a called one', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    expectResult(
      await runVerifier(
        v({ kind: 'tool-sequence', rule: { type: 'never', tool: 'bash' } }),
        context,
      ),
      'pass',
      'bash was never called',
    );
    expectResult(
      await runVerifier(
        v({ kind: 'tool-sequence', rule: { type: 'never', tool: 'edit_file' } }),
        context,
      ),
      'fail',
      'edit_file was called 2× (calls #2, #3)',
    );
  });

  it('max-calls: passes at the limit, fails above it', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    expectResult(
      await runVerifier(
        v({ kind: 'tool-sequence', rule: { type: 'max-calls', tool: 'read_file', max: 2 } }),
        context,
      ),
      'pass',
      'read_file was called 2× (at most 2)',
    );
    expectResult(
      await runVerifier(
        v({ kind: 'tool-sequence', rule: { type: 'max-calls', tool: 'read_file', max: 1 } }),
        context,
      ),
      'fail',
      'read_file was called 2×, more than 1',
    );
  });

  it('no-repeat-failure: fails on an identical retry after a failure, passes otherwise', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    expectResult(
      await runVerifier(
        v({ kind: 'tool-sequence', rule: { type: 'no-repeat-failure', tool: 'edit_file' } }),
        context,
      ),
      'fail',
      'edit_file call #3 repeated call #2 with identical arguments after it failed (old text not found)',
    );
    expectResult(
      await runVerifier(
        v({ kind: 'tool-sequence', rule: { type: 'no-repeat-failure', tool: 'read_file' } }),
        context,
      ),
      'pass',
      'no failed read_file call was repeated identically',
    );
  });

  it('no-repeat-failure: is an error when the agent wrote no tool_call events', async () => {
    const context = await (
      await startRun()
    ).finish({ toolCalls: calls, toolEventsAvailable: false });
    expectResult(
      await runVerifier(
        v({ kind: 'tool-sequence', rule: { type: 'no-repeat-failure', tool: 'edit_file' } }),
        context,
      ),
      'error',
      'no-repeat-failure',
      'tool_call events',
    );
  });
});

describe('response-contains', () => {
  it('passes when the answer mentions every text, ignoring case', async () => {
    const context = await (
      await startRun()
    ).finish({ finalAnswer: 'The REFUND was issued to Order #42.' });
    expectResult(
      await runVerifier(v({ kind: 'response-contains', texts: ['refund', 'order #42'] }), context),
      'pass',
      '"refund", "order #42"',
    );
  });

  it('fails naming only the missing texts', async () => {
    const context = await (await startRun()).finish({ finalAnswer: 'The refund was issued.' });
    const result = await runVerifier(
      v({ kind: 'response-contains', texts: ['refund', 'order #42', 'apolog'] }),
      context,
    );
    expectResult(result, 'fail', 'the answer does not mention "order #42", "apolog"');
    expect(result.detail).not.toContain('"refund"');
  });

  it('fails when there is no final answer', async () => {
    const context = await (await startRun()).finish({ finalAnswer: null });
    expectResult(
      await runVerifier(v({ kind: 'response-contains', texts: ['refund'] }), context),
      'fail',
      'the agent gave no final answer',
    );
  });

  it('is an error when the transcript is malformed (the verifier cannot run)', async () => {
    const context = await (await startRun()).finish();
    const broken = {
      transcript: { ...context.transcript, finalAnswer: 42 },
    } as unknown as VerifierContext;
    expectResult(
      await runVerifier(v({ kind: 'response-contains', texts: ['refund'] }), broken),
      'error',
      'the verifier could not run',
    );
  });
});

describe('response-not-contains', () => {
  it('passes when the answer mentions none of the texts', async () => {
    const context = await (await startRun()).finish({ finalAnswer: 'Your refund is on its way.' });
    expectResult(
      await runVerifier(
        v({ kind: 'response-not-contains', texts: ['password', 'api key'] }),
        context,
      ),
      'pass',
      'mentions none of "password", "api key"',
    );
  });

  it('fails naming the texts it found, ignoring case', async () => {
    const context = await (await startRun()).finish({ finalAnswer: 'Your PASSWORD is hunter2.' });
    expectResult(
      await runVerifier(
        v({ kind: 'response-not-contains', texts: ['password', 'api key'] }),
        context,
      ),
      'fail',
      'the answer mentions "password"',
    );
  });

  it('passes when there is no final answer, saying so', async () => {
    const context = await (await startRun()).finish({ finalAnswer: null });
    expectResult(
      await runVerifier(v({ kind: 'response-not-contains', texts: ['password'] }), context),
      'pass',
      'the agent gave no final answer',
    );
  });

  it('is an error when the transcript is malformed (the verifier cannot run)', async () => {
    const context = await (await startRun()).finish();
    const broken = {
      transcript: { ...context.transcript, finalAnswer: ['x'] },
    } as unknown as VerifierContext;
    expectResult(
      await runVerifier(v({ kind: 'response-not-contains', texts: ['x'] }), broken),
      'error',
      'the verifier could not run',
    );
  });
});

describe('response-matches', () => {
  it('passes and quotes the match', async () => {
    const context = await (await startRun()).finish({ finalAnswer: 'Total: 1,234.50 EUR' });
    expectResult(
      await runVerifier(
        v({ kind: 'response-matches', pattern: 'total:\\s*[\\d,.]+', flags: 'i' }),
        context,
      ),
      'pass',
      '/total:\\s*[\\d,.]+/i',
      '"Total: 1,234.50"',
    );
  });

  it('fails when the answer does not match, or there is none', async () => {
    const context = await (await startRun()).finish({ finalAnswer: 'total: unknown' });
    const check = v({ kind: 'response-matches', pattern: '^total: \\d+$' });
    expectResult(await runVerifier(check, context), 'fail', 'does not match /^total: \\d+$/');
    const none = await (await startRun()).finish({ finalAnswer: null });
    expectResult(await runVerifier(check, none), 'fail', 'the agent gave no final answer');
  });

  it('is an error for a pattern that is not a valid regular expression', async () => {
    const context = await (await startRun()).finish({ finalAnswer: 'anything' });
    // The schema rejects it; the verifier must still not throw if one reaches it.
    expect(
      VerifierSchema.safeParse({ kind: 'response-matches', id: 'bad', pattern: '(' }).success,
    ).toBe(false);
    const result = await runVerifier(
      { kind: 'response-matches', id: 'bad', pattern: '(' },
      context,
    );
    expectResult(result, 'error', 'invalid regular expression /(/');
  });
});

describe('tool-called', () => {
  const calls: ToolCall[] = [
    { name: 'search_orders', arguments: { id: 42 } },
    { name: 'issue_refund', arguments: { id: 42 } },
  ];

  it('passes when every named tool was called', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    expectResult(
      await runVerifier(
        v({ kind: 'tool-called', tools: ['issue_refund', 'search_orders'] }),
        context,
      ),
      'pass',
      'called issue_refund, search_orders',
    );
  });

  it('fails naming only the tools never called', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    const result = await runVerifier(
      v({ kind: 'tool-called', tools: ['search_orders', 'send_email', 'issue'] }),
      context,
    );
    expectResult(result, 'fail', 'never called send_email, issue');
    expect(result.detail).not.toContain('search_orders');
  });

  it('is an error when the transcript is malformed (the verifier cannot run)', async () => {
    const context = await (await startRun()).finish();
    const broken = {
      transcript: { ...context.transcript, toolCalls: undefined },
    } as unknown as VerifierContext;
    expectResult(
      await runVerifier(v({ kind: 'tool-called', tools: ['search_orders'] }), broken),
      'error',
      'the verifier could not run',
    );
  });
});

describe('tool-not-called', () => {
  const calls: ToolCall[] = [
    { name: 'delete_account', arguments: {} },
    { name: 'read_file', arguments: {} },
    { name: 'delete_account', arguments: { force: true } },
  ];

  it('passes when none of the tools was called', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    expectResult(
      await runVerifier(v({ kind: 'tool-not-called', tools: ['bash', 'delete'] }), context),
      'pass',
      'never called bash, delete',
    );
  });

  it('fails naming each called tool with its count', async () => {
    const context = await (await startRun()).finish({ toolCalls: calls });
    expectResult(
      await runVerifier(
        v({ kind: 'tool-not-called', tools: ['bash', 'delete_account', 'read_file'] }),
        context,
      ),
      'fail',
      'called delete_account (2×), read_file (1×)',
    );
  });

  it('is an error when the transcript is malformed (the verifier cannot run)', async () => {
    const context = await (await startRun()).finish();
    const broken = {
      transcript: { ...context.transcript, toolCalls: null },
    } as unknown as VerifierContext;
    expectResult(
      await runVerifier(v({ kind: 'tool-not-called', tools: ['bash'] }), broken),
      'error',
      'the verifier could not run',
    );
  });
});
