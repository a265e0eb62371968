/**
 * `bin/verdict.js` runs commands from the bundle (`lib/cli/verdict.cjs`, built with lib/ by `npm
 * run build` and by the tests' global setup) with a code cache, and gives what lib/'s ES modules
 * give: the same report for a replayed bundled task, by the first invocation (which writes the
 * cache) and the next (which uses it). `--version` needs neither.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../helpers/temp-dir.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'verdict.js');
const makeTempDir = useTempDirs();

async function verdict(args: string[], env: NodeJS.ProcessEnv, nodeArgs: string[] = []) {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [...nodeArgs, BIN, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
    },
  );
  return { stdout, stderr };
}

/** What two runs of the same replay must agree on: everything but the run id and the clock. */
async function reportOf(out: string): Promise<unknown> {
  const report = JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  delete report.runId;
  // Times (wall milliseconds and what is computed from them) differ from run to run.
  return withoutTimes(report);
}

function withoutTimes(value: unknown, timed = false): unknown {
  if (typeof value === 'number') return timed ? 0 : value;
  if (Array.isArray(value)) return value.map((item) => withoutTimes(item, timed));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      withoutTimes(item, timed || /ms|wall/i.test(key)),
    ]),
  );
}

describe('bin/verdict.js through the bundle', () => {
  it('replays a bundled task from the bundle, writing its code cache, then using it', async () => {
    const dir = await makeTempDir();
    const cache = path.join(dir, 'cache');
    const args = (out: string) => [
      'run',
      'smoke-coding',
      '--mode',
      'replay',
      '--tasks',
      'off-by-one-hidden',
      '--k',
      '1',
      '--allow-write',
      '--allow-process',
      '--yes',
      '--out',
      path.join(dir, out),
    ];
    await expect(verdict(args('bundled-1'), { VERDICT_CODE_CACHE: cache })).resolves.toBeDefined();
    const files = await readdir(cache);
    expect(files).toEqual([expect.stringMatching(/^run-.*\.v8$/)]);
    const file = files[0] as string;
    const generationOf = async () => (await readFile(path.join(cache, file)))[4];
    expect(await generationOf()).toBe(1);
    // Node's modules that a replayed run never uses are not loaded at start-up either.
    const preload = path.join(dir, 'module-list.cjs');
    const moduleList = path.join(dir, 'modules.txt');
    await writeFile(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(moduleList)}, process.moduleLoadList.join('\\n')));\n`,
    );
    await verdict(args('bundled-2'), { VERDICT_CODE_CACHE: cache }, ['--require', preload]);
    const loaded = (await readFile(moduleList, 'utf8')).split('\n');
    expect(loaded).toContain('NativeModule http');
    expect(loaded).not.toContain('NativeModule perf_hooks');
    expect(loaded).not.toContain('NativeModule readline/promises');
    // The second invocation used the cache and wrote it again with what it added.
    expect(await readdir(cache)).toEqual([file]);
    expect(await generationOf()).toBe(2);
    await verdict(args('lib'), { VERDICT_CODE_CACHE: cache, VERDICT_BUNDLE: '0' });
    const fromLib = await reportOf(path.join(dir, 'lib'));
    expect(fromLib).toMatchObject({ state: 'COMPLETE' });
    expect(await reportOf(path.join(dir, 'bundled-1'))).toEqual(fromLib);
    expect(await reportOf(path.join(dir, 'bundled-2'))).toEqual(fromLib);
    for (const out of ['bundled-1', 'bundled-2', 'lib']) {
      const markdown = await readFile(path.join(dir, out, 'report.md'), 'utf8');
      expect(markdown).toContain('off-by-one-hidden');
    }
  });

  it('prints its fixed texts without the bundle, and an error as lib/ does', async () => {
    const dir = await makeTempDir();
    const cache = path.join(dir, 'cache');
    const version = await verdict(['--version'], { VERDICT_CODE_CACHE: cache });
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(version.stdout).toBe(`${manifest.version}\n`);
    await expect(readdir(cache)).rejects.toThrow(/ENOENT/);
    const failures = await Promise.all(
      [{}, { VERDICT_BUNDLE: '0' }].map((env) =>
        verdict(['run', path.join(dir, 'no-such-suite')], {
          VERDICT_CODE_CACHE: cache,
          ...env,
        }).then(
          () => undefined,
          (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
        ),
      ),
    );
    expect(failures[0]).toEqual(failures[1]);
    expect(failures[0]?.code).toBe(2);
    expect(failures[0]?.stderr).toContain('no-such-suite');
  });
});
