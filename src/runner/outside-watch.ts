/**
 * The look outside the workspace (SPEC §1): HOME and the suite directory, minus what Verdict writes
 * meanwhile, listed before and after a run; what changed is a `writes_outside_workspace` incident.
 */
import { realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decideEffect } from '../agent/policy.js';
import { codeCacheDir } from '../process/code-cache-dir.js';
import type { Incident } from '../run-dir/record-schema.js';
import { diffListings, listTree, type TreeListing } from '../workspace/snapshot.js';
import type { OutsideWatch, RunTaskInput } from './run-types.js';

/** A look at HOME and the suite that stays cheap on a real HOME: size and mtime, a bounded walk. */
const OUTSIDE_LISTING = { maxDepth: 3, maxEntries: 5_000 } as const;
/** Paths an incident names at most; the rest are counted. */
const OUTSIDE_PATHS_SHOWN = 10;

export async function outsideWatchOf(options: {
  home?: string;
  outDir: string;
  ownWrites?: readonly string[];
  suite: { dir: string };
}): Promise<OutsideWatch> {
  const real = (dir: string): Promise<string> => realpath(dir).catch(() => path.resolve(dir));
  const home = await real(options.home ?? os.homedir());
  const temp = await real(os.tmpdir());
  const exclude = [options.outDir, ...(options.ownWrites ?? [])].map((dir) => path.resolve(dir));
  // Verdict's own code cache, and other runs' directories when the temp dir lies inside HOME.
  exclude.push(codeCacheDir(process.env, home));
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

/**
 * One run's look outside: `before` lists the watched directories once, `incident` again and says
 * what changed. The built-in agent can only write outside through commands, so without `process`
 * granted nothing is looked at.
 */
export function lookOutside(
  input: Pick<RunTaskInput, 'agent' | 'policy' | 'outsideWatch'>,
  exclude: readonly string[],
): { before: () => Promise<unknown>; incident: () => Promise<Incident | undefined> } {
  const watch = input.outsideWatch;
  const builtinWithoutCommands =
    input.agent.builtin !== undefined && decideEffect(input.policy, 'process') !== 'granted';
  if (watch === undefined || builtinWithoutCommands) {
    return { before: () => Promise.resolve(), incident: () => Promise.resolve(undefined) };
  }
  let before: Promise<TreeListing[]> | undefined;
  return {
    before: () => (before ??= listOutside(watch, exclude)),
    incident: async () =>
      before === undefined
        ? undefined
        : outsideWritesIncident(watch, await before, await listOutside(watch, exclude)),
  };
}

function listOutside(watch: OutsideWatch, exclude: readonly string[]): Promise<TreeListing[]> {
  return Promise.all(
    watch.roots.map((root) =>
      listTree(root.dir, { ...OUTSIDE_LISTING, exclude: [...watch.exclude, ...exclude] }),
    ),
  );
}

/** What changed between the looks; with concurrent runs, a write lands on every run in flight. */
function outsideWritesIncident(
  watch: OutsideWatch,
  before: readonly TreeListing[],
  after: readonly TreeListing[],
): Incident | undefined {
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
