/**
 * Each run's temporary directory: a copy of the task's fixture (the workspace), a fresh HOME and XDG
 * dirs (agents keep sessions there, which would leak between runs), the events file, and
 * `owner.json` naming the invocation, so that `--resume` can remove what a killed one left. A fixture
 * is prepared once per invocation (`FixtureTemplates`) and copied (reflinked where possible) per run.
 */
import { lutimesSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { lutimes, readdir, readFile, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findOwnedProcesses, sendSignal } from '../process/process-tree.js';
import { copyTree, removeTree, SMALL_TREE_ENTRIES } from '../workspace/small-tree.js';

export interface RunDirectory {
  root: string;
  workspace: string;
  home: string;
  xdg: { config: string; data: string; state: string; cache: string };
  eventsFile: string;
  /** The run's own `/tmp` in a sandbox (shared by its agent and verifiers, fresh for every run). */
  tmp: string;
}

const RUN_DIRECTORY_PREFIX = 'verdict-run-';
/** In a run's root (not its workspace): which invocation made it, and from which process. */
const OWNER_FILE = 'owner.json';

interface RunDirectoryOwner {
  runId: string;
  pid: number;
}

/** 2000-01-01T00:00:00Z, the first fixture time, in seconds. */
const FIXTURE_EPOCH_SECONDS = 946_684_800;

/**
 * Gives the copy's entries fixed times, one second apart in path order: agents show times to the
 * model (Claude Code's Glob lists oldest first), and replay elsewhere would otherwise diverge.
 */
async function fixTimes(workspace: string): Promise<EntryTime[]> {
  const entries = await readdir(workspace, { recursive: true, withFileTypes: true });
  const times = entries
    .map((entry) => ({ path: path.join(entry.parentPath, entry.name), keptByCopy: entry.isFile() }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((entry, index) => ({ ...entry, seconds: FIXTURE_EPOCH_SECONDS + index + 1 }));
  await setTimes([...times, { path: workspace, seconds: FIXTURE_EPOCH_SECONDS }]);
  // A copy that preserves timestamps keeps its files' times, not its directories' or links'.
  return [
    { path: '', seconds: FIXTURE_EPOCH_SECONDS },
    ...times
      .filter((entry) => !entry.keptByCopy)
      .map((entry) => ({ path: path.relative(workspace, entry.path), seconds: entry.seconds })),
  ];
}

interface EntryTime {
  /** Relative to the workspace; `''` is the workspace itself. */
  path: string;
  seconds: number;
}

/** Sets each path's times (links themselves): synchronously for a small tree, as `copyTree` does. */
async function setTimes(entries: ReadonlyArray<{ path: string; seconds: number }>): Promise<void> {
  if (entries.length <= SMALL_TREE_ENTRIES) {
    for (const entry of entries) lutimesSync(entry.path, entry.seconds, entry.seconds);
    return;
  }
  await Promise.all(entries.map((entry) => lutimes(entry.path, entry.seconds, entry.seconds)));
}

/** A task's fixture as prepared once for an invocation: every run's workspace is a copy of it. */
export interface FixtureTemplate {
  dir: string;
  /** The fixed times a copy loses (its directories and links), to be set again on each copy. */
  lostTimes: readonly EntryTime[];
}

/** The fixtures of one invocation, prepared on first use in an owned temp dir (cleaned up like runs). */
export class FixtureTemplates {
  private root: Promise<string> | undefined;
  private readonly prepared = new Map<string, Promise<FixtureTemplate>>();

  constructor(private readonly options: { runId?: string; parent?: string } = {}) {}

  /** The prepared fixture, made once however many runs ask at the same time. */
  get(fixtureDir: string, git: boolean): Promise<FixtureTemplate> {
    const key = `${git ? 'git' : 'plain'}:${path.resolve(fixtureDir)}`;
    return once(this.prepared, key, () => this.prepare(fixtureDir, git, this.prepared.size));
  }

  private async prepare(fixtureDir: string, git: boolean, index: number): Promise<FixtureTemplate> {
    this.root ??= makeOwnedTempDir(this.options);
    const dir = path.join(await this.root, `fixture-${index}`);
    return { dir, lostTimes: await copyFixture(fixtureDir, dir, git) };
  }

  /**
   * A run directory with an empty workspace, given back as made by an earlier run or fresh: making and
   * removing one cost more than a prompt case's model call.
   */
  async empty(parent: string | undefined): Promise<RunDirectory> {
    const spare = this.spares.get(parent ?? '')?.pop();
    if (spare !== undefined) return spare;
    return createRunDirectory({
      ...(this.options.runId === undefined ? {} : { runId: this.options.runId }),
      ...(parent === undefined ? {} : { parent }),
    });
  }

  /** Keeps a directory of `empty` for the next run when nothing in it changed; false otherwise. */
  giveBack(directory: RunDirectory, parent: string | undefined): boolean {
    if (!isAsMade(directory, this.options.runId !== undefined)) return false;
    const key = parent ?? '';
    const spares = this.spares.get(key) ?? [];
    spares.push(directory);
    this.spares.set(key, spares);
    return true;
  }

  private readonly spares = new Map<string, RunDirectory[]>();

  async dispose(): Promise<void> {
    const spares = [...this.spares.values()].flat();
    this.spares.clear();
    await Promise.all(spares.map((spare) => removeRunDirectory(spare)));
    if (this.root === undefined) return;
    const root = await this.root.catch(() => undefined);
    this.root = undefined;
    this.prepared.clear();
    if (root !== undefined) await removeTree(root);
  }
}

/** A copy of a prepared fixture, with the times a copy does not keep set again. */
async function copyTemplate(template: FixtureTemplate, workspace: string): Promise<void> {
  await copyTree(template.dir, workspace, { preserveTimestamps: true, clone: true });
  await setTimes(
    template.lostTimes.map((entry) => ({ ...entry, path: path.join(workspace, entry.path) })),
  );
}

/** `make()`'s promise for `key`, made once however many ask; a failure is not kept. */
function once<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = made.get(key);
  if (value === undefined) {
    value = make();
    made.set(key, value);
    value.catch(() => made.delete(key));
  }
  return value;
}

/** Real paths of the parents asked for so far: every run asks, and the answer does not change. */
const realParents = new Map<string, Promise<string>>();

/** A fresh temp directory (real path) with the invocation's owner file in it. */
async function makeOwnedTempDir(options: { runId?: string; parent?: string }): Promise<string> {
  // The real path (macOS: /private/var/…): replay must name the workspace as the agent sees it.
  const wanted = options.parent ?? os.tmpdir();
  const parent = await once(realParents, wanted, () => realpath(wanted));
  // Synchronous calls here and in `createRunDirectory`: cheaper than a thread-pool round trip.
  const root = mkdtempSync(path.join(parent, RUN_DIRECTORY_PREFIX));
  if (options.runId !== undefined) {
    const owner: RunDirectoryOwner = { runId: options.runId, pid: process.pid };
    try {
      writeFileSync(path.join(root, OWNER_FILE), `${JSON.stringify(owner)}\n`);
    } catch (error) {
      await rm(root, { recursive: true, force: true });
      throw error;
    }
  }
  return root;
}

/** The fixture copied to `dir`, its times fixed and its git made; returns the times a copy loses. */
async function copyFixture(fixtureDir: string, dir: string, git: boolean): Promise<EntryTime[]> {
  await copyTree(fixtureDir, dir);
  const lostTimes = await fixTimes(dir);
  if (git) await initialiseGit(dir);
  return lostTimes;
}

/** A git repository in the copy, committed with a fixed identity and date so runs are repeatable. */
async function initialiseGit(workspace: string): Promise<void> {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'verdict',
    GIT_AUTHOR_EMAIL: 'verdict@localhost',
    GIT_COMMITTER_NAME: 'verdict',
    GIT_COMMITTER_EMAIL: 'verdict@localhost',
    GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
    GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
  };
  // Loaded here, not at start-up: only runs whose task asks for a git repository need it.
  const execFile = promisify(process.getBuiltinModule('node:child_process').execFile);
  const git = (...args: string[]) => execFile('git', args, { cwd: workspace, env });
  await git('init', '--quiet', '--initial-branch=main');
  await git('add', '--all');
  await git('-c', 'commit.gpgsign=false', 'commit', '--quiet', '--allow-empty', '-m', 'fixture');
}

export async function createRunDirectory(options: {
  fixtureDir?: string;
  fixtureGit?: boolean;
  /** The fixture prepared once for the invocation; without it the fixture is prepared here. */
  template?: FixtureTemplate;
  parent?: string;
  runId?: string;
}): Promise<RunDirectory> {
  const root = await makeOwnedTempDir(options);
  const workspace = path.join(root, 'work');
  const home = path.join(root, 'home');
  const xdg = {
    config: path.join(home, '.config'),
    data: path.join(home, '.local', 'share'),
    state: path.join(home, '.local', 'state'),
    cache: path.join(home, '.cache'),
  };
  try {
    if (options.template !== undefined) await copyTemplate(options.template, workspace);
    else if (options.fixtureDir === undefined) mkdirSync(workspace);
    else await copyFixture(options.fixtureDir, workspace, options.fixtureGit === true);
    // Parents first: no recursive walk per directory, no EEXIST.
    const tmp = path.join(root, 'tmp');
    const dirs = [home, xdg.config, path.dirname(xdg.data), xdg.cache, xdg.data, xdg.state, tmp];
    for (const dir of dirs) mkdirSync(dir);
    const eventsFile = path.join(root, 'events.jsonl');
    writeFileSync(eventsFile, '');
    return { root, workspace, home, xdg, eventsFile, tmp };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/** Entries of an empty run directory as `createRunDirectory` makes it, each directory's sorted. */
const MADE_ENTRIES: ReadonlyArray<[string, string[]]> = [
  ['home', ['.cache', '.config', '.local']],
  [path.join('home', '.local'), ['share', 'state']],
  [path.join('home', '.cache'), []],
  [path.join('home', '.config'), []],
  [path.join('home', '.local', 'share'), []],
  [path.join('home', '.local', 'state'), []],
  ['tmp', []],
  ['work', []],
];

/** Whether an empty run directory holds what it was made with, and nothing else (an empty events file). */
function isAsMade(directory: RunDirectory, owned: boolean): boolean {
  try {
    const root = ['events.jsonl', 'home', ...(owned ? [OWNER_FILE] : []), 'tmp', 'work'];
    if (readdirSync(directory.root).sort().join('/') !== root.join('/')) return false;
    for (const [dir, entries] of MADE_ENTRIES) {
      if (readdirSync(path.join(directory.root, dir)).sort().join('/') !== entries.join('/')) {
        return false;
      }
    }
    return statSync(directory.eventsFile).size === 0;
  } catch {
    return false;
  }
}

export async function removeRunDirectory(directory: RunDirectory): Promise<void> {
  await removeTree(directory.root);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface AbandonedCleanup {
  /** Processes killed that still ran in (or named) those directories. */
  processes: number;
  directories: number;
}

/**
 * Removes the run directories a killed invocation of `runId` left, and kills what still runs in
 * them; those of a process still alive are left alone.
 */
export async function removeAbandonedRunDirectories(
  runId: string,
  parent: string = os.tmpdir(),
): Promise<AbandonedCleanup> {
  const base = await realpath(parent);
  const entries = await readdir(base).catch(() => [] as string[]);
  const cleanup: AbandonedCleanup = { processes: 0, directories: 0 };
  for (const entry of entries) {
    if (!entry.startsWith(RUN_DIRECTORY_PREFIX)) continue;
    const root = path.join(base, entry);
    let owner: Partial<RunDirectoryOwner>;
    try {
      owner = JSON.parse(
        await readFile(path.join(root, OWNER_FILE), 'utf8'),
      ) as Partial<RunDirectoryOwner>;
    } catch {
      continue; // not ours to judge: another invocation's, or one made without an owner
    }
    if (owner.runId !== runId || typeof owner.pid !== 'number') continue;
    if (owner.pid === process.pid || isAlive(owner.pid)) continue;
    const processes = await findOwnedProcesses({ paths: [root] });
    for (const pid of processes) sendSignal(pid, 'SIGKILL');
    cleanup.processes += processes.length;
    await rm(root, { recursive: true, force: true, maxRetries: 3 });
    cleanup.directories += 1;
  }
  return cleanup;
}
