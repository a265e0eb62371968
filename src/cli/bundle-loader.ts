/**
 * Loads the bundled CLI (`lib/cli/verdict.cjs`) for `bin/verdict.js` with a V8 code cache: a short
 * invocation spends most of its time finding and compiling the ES modules of `lib/`.
 *
 * Nothing here is needed for correctness: with no fresh bundle, `VERDICT_BUNDLE=0` or
 * `VERDICT_DEBUG=1`, the caller loads `lib/`; a bad cache costs one ordinary compile (V8 checks it).
 * One cache file per command and installation, keyed by the bundle's size and time and Node's version.
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
// Named imports only: this file is bundled to CommonJS for bin/verdict.js, where a default import
// of a Node module costs a copy of all its exports at start-up.
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { codeCacheDir } from '../process/code-cache-dir.js';

export { startBwrapProbeFor } from '../sandbox/bwrap-probe.js';

export type CliMain = (argv: string[]) => Promise<number>;

export interface BundledCli {
  main: CliMain;
  /** `growing`: used, and written again after this run with what it added (`CACHE_GENERATIONS`). */
  readonly cache: 'used' | 'growing' | 'missing' | 'rejected' | 'off';
  /** Call after `main` has run. Never throws. */
  saveCodeCache(): void;
}

export interface LoadOptions {
  bundle: string;
  /** A module the bundle is built from, newer when the bundle is stale; none in an installed package. */
  builtFrom: string | undefined;
  /** The command word (`run`, `ci`, …): each command gets its own cache of what it ran. */
  command: string | undefined;
  env: NodeJS.ProcessEnv;
}

/** Caches written this long ago are removed when another is written. */
const OLD_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Invocations of one command take different paths, so the first ones to use a cache write it again
 * with what they added; after this many writes it is final (serializing costs a few ms).
 */
const CACHE_GENERATIONS = 4;

/** A cache file is this header (a tag and its generation, 1 to CACHE_GENERATIONS), then V8's data. */
const HEADER = Buffer.from('vcc1');
const HEADER_BYTES = HEADER.length + 1;

export function loadBundledCli(options: LoadOptions): BundledCli | undefined {
  const { bundle, builtFrom, env } = options;
  if (env.VERDICT_BUNDLE === '0' || env.VERDICT_DEBUG === '1') return undefined;
  const bundleStat = statOf(bundle);
  const sourceStat = builtFrom === undefined ? undefined : statOf(builtFrom);
  if (
    bundleStat === undefined ||
    (sourceStat !== undefined && sourceStat.mtimeMs > bundleStat.mtimeMs)
  ) {
    return undefined;
  }
  const cacheFile = codeCacheFile(options, bundleStat);
  const stored = cacheFile === undefined ? undefined : readCodeCache(cacheFile.path);
  const cachedData = stored?.data;
  // Pure ASCII (scripts/bundle-cli.mjs escapes the rest): read as Latin-1, it needs no decoding.
  const source = readFileSync(bundle, 'latin1');
  const script = new Script(wrapCommonJs(source), {
    filename: bundle,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
  const module = { exports: {} as { main?: unknown } };
  const evaluate = script.runInThisContext() as (...args: unknown[]) => void;
  evaluate(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  if (typeof module.exports.main !== 'function') return undefined;
  const cache =
    cacheFile === undefined
      ? 'off'
      : stored === undefined
        ? 'missing'
        : script.cachedDataRejected === true
          ? 'rejected'
          : stored.generation < CACHE_GENERATIONS
            ? 'growing'
            : 'used';
  const generation = cache === 'growing' ? (stored?.generation ?? 0) + 1 : 1;
  return {
    main: module.exports.main as CliMain,
    cache,
    saveCodeCache: () => {
      if (cacheFile === undefined || cache === 'used') return;
      writeCodeCache(cacheFile, generation, script.createCachedData());
    },
  };
}

/** CommonJS's own wrapper; a script run so has no `import()` (the build makes it `require`). */
function wrapCommonJs(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
}

interface CacheFile {
  path: string;
  /** What the names of the same installation's caches of this command start with. */
  prefix: string;
}

function codeCacheFile(
  { bundle, command, env }: LoadOptions,
  bundleStat: { size: number; mtimeMs: number },
): CacheFile | undefined {
  if (env.VERDICT_CODE_CACHE === '0') return undefined;
  const dir = codeCacheDir(env, homedir());
  const word = command !== undefined && /^[a-z][a-z0-9-]{0,30}$/.test(command) ? command : 'other';
  const build = `${bundleStat.size.toString(36)}-${Math.trunc(bundleStat.mtimeMs).toString(36)}`;
  const node = `${process.version}-${process.arch}`;
  const prefix = `${word}-${fnv1a(bundle)}-`;
  return { path: join(dir, `${prefix}${build}-${node}.v8`), prefix };
}

/** FNV-1a, 32 bits, in base 36: a short name for a path without loading the crypto module. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function readCodeCache(file: string): { data: Buffer; generation: number } | undefined {
  let stored: Buffer;
  try {
    stored = readFileSync(file);
  } catch {
    return undefined;
  }
  if (stored.length <= HEADER_BYTES || !stored.subarray(0, HEADER.length).equals(HEADER)) {
    return undefined;
  }
  return { data: stored.subarray(HEADER_BYTES), generation: stored[HEADER.length] ?? 0 };
}

function writeCodeCache(file: CacheFile, generation: number, data: Buffer): void {
  try {
    const dir = dirname(file.path);
    mkdirSync(dir, { recursive: true });
    const staging = `${file.path}.${process.pid}.tmp`;
    writeFileSync(staging, Buffer.concat([HEADER, Buffer.from([generation]), data]));
    renameSync(staging, file.path);
    pruneCaches(dir, file);
  } catch {
    // A cache that cannot be written is only a slower next start.
  }
}

function pruneCaches(dir: string, kept: CacheFile): void {
  const keptName = basename(kept.path);
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    if (name === keptName) continue;
    const file = join(dir, name);
    const superseded = name.startsWith(kept.prefix) && name.endsWith('.v8');
    if (superseded || now - (statOf(file)?.mtimeMs ?? now) > OLD_MS) rmSync(file, { force: true });
  }
}

function statOf(file: string): { size: number; mtimeMs: number } | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
