/**
 * The bundled CLI's loader, on real CommonJS bundles written to temp dirs: when it steps aside for
 * lib/ (missing, stale, switched off, debugging), what the bundle sees (require, __dirname), and the code cache's life: missing, written, used, rejected and written again, off,
 * unwritable, and the pruning of an installation's superseded caches.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundledCli, type LoadOptions } from '../../src/cli/bundle-loader.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** A bundle whose `main` answers with what it saw, and the module it is "built from". */
const BUNDLE = `
const path = require('node:path');
exports.main = async (argv) => {
  const { sep } = await Promise.resolve(require('node:path'));
  globalThis.__bundleSaw = { argv, dirname: __dirname, filename: __filename, sep, joined: path.join('a', 'b') };
  return argv.length;
};
`;

async function setUp(source = BUNDLE): Promise<{ dir: string; options: LoadOptions }> {
  const dir = await makeTempDir();
  const builtFrom = path.join(dir, 'main.js');
  await writeFile(builtFrom, 'export {};\n');
  const bundle = path.join(dir, 'verdict.cjs');
  await writeFile(bundle, source);
  // The bundle is built after what it is built from.
  await utimes(builtFrom, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  const cacheDir = path.join(dir, 'code-cache');
  return {
    dir,
    options: { bundle, builtFrom, command: 'run', env: { VERDICT_CODE_CACHE: cacheDir } },
  };
}

const LOADER = path.resolve(import.meta.dirname, '..', '..', 'lib', 'cli', 'bundle-loader.cjs');

/**
 * Loads the bundle in a new Node process, as bin/verdict.js does (the loader built by `npm run
 * build`), and says how the cache went: V8 keeps what it compiled for the life of a process, so a
 * cache on disk is only read by the next one.
 */
function loadInChild(options: LoadOptions): string {
  const script = `
    const { loadBundledCli } = require(${JSON.stringify(LOADER)});
    const bundled = loadBundledCli(${JSON.stringify(options)});
    bundled.main([]).then(() => { bundled.saveCodeCache(); process.stdout.write(bundled.cache); });
  `;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

/** The one name of `names`, failing the test when there are more or none. */
function onlyOne(names: readonly string[]): string {
  expect(names).toHaveLength(1);
  return names[0] as string;
}

const cacheFiles = async (dir: string): Promise<string[]> =>
  (await readdir(path.join(dir, 'code-cache')).catch(() => [])).sort();

describe('loadBundledCli', () => {
  it('runs the bundle as CommonJS: require, __dirname and __filename work', async () => {
    const { dir, options } = await setUp();
    const bundled = loadBundledCli(options);
    expect(bundled).toBeDefined();
    expect(await bundled?.main(['run', 'x'])).toBe(2);
    expect((globalThis as { __bundleSaw?: unknown }).__bundleSaw).toEqual({
      argv: ['run', 'x'],
      dirname: dir,
      filename: options.bundle,
      sep: '/',
      joined: 'a/b',
    });
  });

  it('steps aside for lib/ when the bundle is missing, older than lib/, or switched off', async () => {
    const { options } = await setUp();
    expect(loadBundledCli({ ...options, bundle: `${options.bundle}.missing` })).toBeUndefined();
    expect(loadBundledCli({ ...options, env: { VERDICT_BUNDLE: '0' } })).toBeUndefined();
    // Stack traces should name lib/'s modules.
    expect(loadBundledCli({ ...options, env: { VERDICT_DEBUG: '1' } })).toBeUndefined();
    await utimes(options.builtFrom as string, new Date(), new Date(Date.now() + 60_000));
    expect(loadBundledCli(options)).toBeUndefined();
    // An installed package names no module to compare with: its bundle is used whatever the times.
    expect(loadBundledCli({ ...options, builtFrom: undefined })).toBeDefined();
  });

  it('writes a code cache after a first run, adds to it in the next few, then only uses it', async () => {
    const { dir, options } = await setUp();
    expect(loadInChild(options)).toBe('missing');
    const file = onlyOne(await cacheFiles(dir));
    expect(file).toMatch(
      new RegExp(`^run-[0-9a-z]+-[0-9a-z]+-[0-9a-z]+-${process.version}-${process.arch}\\.v8$`),
    );
    const cacheFile = path.join(dir, 'code-cache', file);
    const generations: number[] = [];
    for (let use = 0; use < 3; use += 1) {
      expect(loadInChild(options)).toBe('growing');
      generations.push((await readFile(cacheFile))[4] ?? 0);
    }
    expect(generations).toEqual([2, 3, 4]);
    const final = (await stat(cacheFile)).mtimeMs;
    expect(loadInChild(options)).toBe('used');
    expect(loadInChild(options)).toBe('used');
    // A final cache is not written again.
    expect((await stat(cacheFile)).mtimeMs).toBe(final);
    expect(await cacheFiles(dir)).toEqual([file]);
  });

  it('writes a cache again when V8 rejects it or it is not one of ours, and still runs', async () => {
    const { dir, options } = await setUp();
    loadInChild(options);
    const file = path.join(dir, 'code-cache', onlyOne(await cacheFiles(dir)));
    await writeFile(
      file,
      Buffer.concat([Buffer.from('vcc1'), Buffer.from([4]), Buffer.from('junk')]),
    );
    expect(loadInChild(options)).toBe('rejected');
    expect((await readFile(file))[4]).toBe(1);
    await writeFile(file, 'not a code cache');
    expect(loadInChild(options)).toBe('missing');
    expect(loadInChild(options)).toBe('growing');
  });

  it('keeps one cache per command, and none with VERDICT_CODE_CACHE=0', async () => {
    const { dir, options } = await setUp();
    for (const command of ['run', 'ci', '../evil', undefined]) {
      loadBundledCli({ ...options, command })?.saveCodeCache();
    }
    const names = await cacheFiles(dir);
    expect(names.map((name) => name.split('-')[0]).sort()).toEqual(['ci', 'other', 'run']);
    const off = loadBundledCli({ ...options, env: { VERDICT_CODE_CACHE: '0' } });
    expect(off?.cache).toBe('off');
    off?.saveCodeCache();
    expect(await cacheFiles(dir)).toEqual(names);
  });

  it('removes the same installation’s cache of another build, and caches written long ago', async () => {
    const { dir, options } = await setUp();
    loadBundledCli(options)?.saveCodeCache();
    const oldBuild = onlyOne(await cacheFiles(dir));
    const cacheDir = path.join(dir, 'code-cache');
    const stranger = path.join(cacheDir, 'run-otherinstall-1-2-v20.0.0-x64.v8');
    const ancient = path.join(cacheDir, 'ci-ancient-1-2-v20.0.0-x64.v8');
    await writeFile(stranger, 'x');
    await writeFile(ancient, 'x');
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await utimes(ancient, longAgo, longAgo);
    // A new build of the bundle: other size, other time.
    await writeFile(options.bundle, `${BUNDLE}\n// rebuilt\n`);
    loadBundledCli(options)?.saveCodeCache();
    const names = await cacheFiles(dir);
    expect(names).not.toContain(oldBuild);
    expect(names).not.toContain(path.basename(ancient));
    expect(names).toContain(path.basename(stranger));
    expect(names).toHaveLength(2);
  });

  it('runs without a cache when its directory cannot be made', async () => {
    const { dir, options } = await setUp();
    await mkdir(path.join(dir, 'blocked'));
    await writeFile(path.join(dir, 'blocked', 'file'), 'a file where a directory should be');
    const blocked = { ...options, env: { VERDICT_CODE_CACHE: path.join(dir, 'blocked', 'file') } };
    const bundled = loadBundledCli(blocked);
    expect(await bundled?.main([])).toBe(0);
    expect(() => bundled?.saveCodeCache()).not.toThrow();
  });
});
