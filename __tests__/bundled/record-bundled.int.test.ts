import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const SCRIPT = path.join(REPO_ROOT, 'scripts', 'record-bundled.mjs');
const BUNDLED = path.join(REPO_ROOT, 'fixtures', 'eval');

function recordBundled(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { cwd: REPO_ROOT }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr });
    });
  });
}

/** Relative path → bytes of every cassette below `root` (`<suite>/<task>.jsonl`). */
async function cassettesIn(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const suite of await readdir(root).catch(() => [] as string[])) {
    for (const file of await readdir(path.join(root, suite)).catch(() => [] as string[])) {
      if (file.endsWith('.jsonl')) {
        files.set(`${suite}/${file}`, await readFile(path.join(root, suite, file)));
      }
    }
  }
  return files;
}

/** The committed cassettes, keyed the same way. */
async function committedCassettes(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const suite of await readdir(BUNDLED)) {
    const dir = path.join(BUNDLED, suite, 'cassettes');
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      if (file.endsWith('.jsonl'))
        files.set(`${suite}/${file}`, await readFile(path.join(dir, file)));
    }
  }
  return files;
}

describe('npm run eval:record-bundled', () => {
  it('re-records every scripted cassette; two recordings in a row are byte-identical, and equal the committed ones', async () => {
    const first = path.join(await makeTempDir(), 'one');
    const second = path.join(await makeTempDir(), 'two');
    const a = await recordBundled(['--out', first]);
    expect(a.code, a.stderr).toBe(0);
    const b = await recordBundled(['--out', second]);
    expect(b.code, b.stderr).toBe(0);
    const one = await cassettesIn(first);
    const two = await cassettesIn(second);
    const committed = await committedCassettes();
    expect(one.size).toBeGreaterThanOrEqual(11);
    expect([...one.keys()].sort()).toEqual([...two.keys()].sort());
    expect([...one.keys()].sort()).toEqual([...committed.keys()].sort());
    for (const [name, bytes] of one) {
      expect(two.get(name)?.equals(bytes), `${name} differs between two recordings`).toBe(true);
      // A harness change that alters what the agent sends must come with re-recorded cassettes.
      expect(
        committed.get(name)?.equals(bytes),
        `${name} is stale: run npm run eval:record-bundled and review the diff`,
      ).toBe(true);
    }
    // Two full recordings of every bundled cassette: heavier than the default test timeout.
  }, 300_000);

  it('records only the tasks named with --tasks suite/task', async () => {
    const out = path.join(await makeTempDir(), 'some');
    const result = await recordBundled(['--tasks', 'smoke-coding/fix-add', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect([...(await cassettesIn(out)).keys()]).toEqual(['smoke-coding/fix-add.jsonl']);
  });

  it('names every unknown suite or task in --tasks and records nothing (exit 2)', async () => {
    const out = path.join(await makeTempDir(), 'none');
    const result = await recordBundled([
      '--tasks',
      'smoke-coding/nope,no-suite/x,bare',
      '--out',
      out,
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/"smoke-coding\/nope": suite smoke-coding has no task "nope"/);
    expect(result.stderr).toMatch(/"no-suite\/x": no bundled suite "no-suite"/);
    expect(result.stderr).toMatch(/"bare": expected suite\/task/);
    expect((await cassettesIn(out)).size).toBe(0);
  });
});
