/**
 * The look outside the workspace (SPEC §1): HOME and the suite directory, minus what Verdict writes
 * meanwhile, listed before and after a run; what changed is a `writes_outside_workspace` incident.
 */
import { realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decideEffect } from '../agent/policy.js';
import { codeCacheDir } from '../cli/code-cache-dir.js';
import type { Incident } from '../run-dir/record-schema.js';
import { diffListings, listTree, type TreeListing } from '../workspace/snapshot.js';
import type { RunSuiteOptions } from './run-suite.js';
import type { RunTaskInput } from './run-task.js';

/** The directories outside the workspace a run must not write to, and what in them is Verdict's. */
export interface OutsideWatch {
  /** Each directory with how paths below it are shown (`~`, `<suite>`). */
  roots: ReadonlyArray<{ label: string; dir: string }>;
  /** Where Verdict itself writes meanwhile (the out dir, cassettes), with everything below. */
  exclude: readonly string[];
}

/** A look at HOME and the suite that stays cheap on a real HOME: size and mtime, a bounded walk. */
const OUTSIDE_LISTING = { maxDepth: 3, maxEntries: 5_000 } as const;
/** Paths an incident names at most; the rest are counted. */
const OUTSIDE_PATHS_SHOWN = 10;

/** HOME and the suite directory, minus what Verdict writes meanwhile (SPEC §1). */
export async function outsideWatchOf(
  options: Pick<RunSuiteOptions, 'home' | 'outDir' | 'ownWrites' | 'suite'>,
): Promise<OutsideWatch> {
  const real = (dir: string): Promise<string> => realpath(dir).catch(() => path.resolve(dir));
  const home = await real(options.home ?? os.homedir());
  const temp = await real(os.tmpdir());
  const exclude = [options.outDir, ...(options.ownWrites ?? [])].map((dir) => path.resolve(dir));
  // Verdict's own code cache, which any other verdict may write to.
  exclude.push(codeCacheDir(process.env, home));
  // Other runs' directories are their business, when the temp dir lies inside HOME.
  if (temp.startsWith(`${home}${path.sep}`)) exclude.push(temp);
  return {
    // A HOME of `/` is no HOME: walking the whole file system is neither cheap nor meaningful.
    roots: [
      ...(home === path.parse(home).root ? [] : [{ label: '~', dir: home }]),
      { label: '<suite>', dir: await real(options.suite.dir) },
    ],
    exclude,
  };
}

export async function listOutside(
  watch: OutsideWatch | undefined,
  exclude: readonly string[],
): Promise<TreeListing[]> {
  if (watch === undefined) return [];
  return Promise.all(
    watch.roots.map((root) =>
      listTree(root.dir, { ...OUTSIDE_LISTING, exclude: [...watch.exclude, ...exclude] }),
    ),
  );
}

/**
 * The `writes_outside_workspace` incident from a before/after look at the watched directories, or
 * nothing. With concurrent runs, a write lands on every run that was in flight when it happened.
 */
export function outsideWritesIncident(
  watch: OutsideWatch | undefined,
  before: readonly TreeListing[],
  after: readonly TreeListing[],
): Incident | undefined {
  if (watch === undefined) return undefined;
  const changes = watch.roots.flatMap((root, index) => {
    const [was, now] = [before[index], after[index]];
    if (was === undefined || now === undefined) return [];
    return diffListings(was, now).map(
      (change) => `${root.label}/${change.path} (${change.change})`,
    );
  });
  if (changes.length === 0) return undefined;
  const shown = changes.slice(0, OUTSIDE_PATHS_SHOWN).join(', ');
  const more = changes.length - OUTSIDE_PATHS_SHOWN;
  return {
    kind: 'writes_outside_workspace',
    detail: `${changes.length} path(s) outside the workspace changed during the run: ${shown}${more > 0 ? ` and ${more} more` : ''}`,
  };
}

/**
 * The built-in agent's file tools cannot leave the workspace; only the commands it runs can, and it
 * runs none unless `process` is granted. Then HOME and the suite need no look before and after.
 */
export function watchOutside(
  input: Pick<RunTaskInput, 'agent' | 'policy' | 'outsideWatch'>,
): OutsideWatch | undefined {
  if (input.agent.builtin !== undefined && decideEffect(input.policy, 'process') !== 'granted') {
    return undefined;
  }
  return input.outsideWatch;
}
