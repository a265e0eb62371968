/**
 * Each run lives in its own temporary directory: a fresh copy of the task's fixture (the workspace),
 * a fresh HOME and XDG directories (real agents keep sessions and memory there, which would leak from
 * one run into the next), and the events file the agent may append to. Each also names the
 * invocation that made it (`owner.json`), so that `--resume` can find and remove what a killed
 * invocation left behind.
 *
 * A task's fixture is prepared once per invocation (`FixtureTemplates`: copied, its times fixed,
 * its git repository made) and each run gets a cheap copy of that: a reflink where the file system
 * can, a plain copy otherwise.
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
 * Gives the copy's files and directories fixed times, one second apart in path order. A copy's
 * times are otherwise the moment it was made, in whatever order the file system listed the
 * fixture, and agents show them to the model (Claude Code's Glob lists oldest first): replay on
 * another machine would then diverge.
 */
async function fixTimes(workspace: string): Promise<EntryTime[]> {
  const entries = await readdir(workspace, { recursive: true, withFileTypes: true });
  const named = entries
    .map((entry) => ({
      path: path.join(entry.parentPath, entry.name),
      keptByCopy: entry.isFile(),
    }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const times = named.map((entry, index) => ({
    ...entry,
    seconds: FIXTURE_EPOCH_SECONDS + index + 1,
  }));
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

/**
 * Sets each path's times (links themselves, not what they name). A small tree's are set with
 * synchronous calls, microseconds each, as `copyTree` copies it; a larger one's through the thread
 * pool, so that it does not hold up the invocation's other runs.
 */
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

/**
 * The fixtures of one invocation, each prepared on first use (copied, times fixed, git made) in a
 * temp directory of their own that carries the invocation's owner file, so that a killed
 * invocation's templates are cleaned up like its run directories.
 */
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
   * A run directory with an empty workspace: one that an earlier run of the invocation gave back
   * as it was made (`giveBack`), or a fresh one. A prompt case's run writes nothing in its
   * directory, and making and removing one (ten directories and files) cost more than its model call.
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
  // A reflink where the file system can (btrfs, XFS, APFS): no bytes copied.
  await copyTree(template.dir, workspace, { preserveTimestamps: true, clone: true });
  // Deepest first is not needed: setting a directory's times touches nothing else's.
  await setTimes(
    template.lostTimes.map((entry) => ({
      path: path.join(workspace, entry.path),
      seconds: entry.seconds,
    })),
  );
}

/**
 * `make()`'s promise for `key`, made once however many ask at the same time. A failure is not
 * kept: the next ask tries again and reports its own error.
 */
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
  // The real path (macOS: /private/var/…, not /var/…): an agent sees its cwd that way, and a path in
  // a model response must name the workspace as the agent does for replay to put it back.
  const wanted = options.parent ?? os.tmpdir();
  const parent = await once(realParents, wanted, () => realpath(wanted));
  // The directory and its small files are made with synchronous calls (microseconds each, less than
  // a round trip through the thread pool), here and in `createRunDirectory`.
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
  /** The invocation's run id, written to the owner file. */
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
    for (const dir of [
      home,
      xdg.config,
      path.dirname(xdg.data),
      xdg.cache,
      xdg.data,
      xdg.state,
      tmp,
    ]) {
      mkdirSync(dir);
    }
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
  /** Processes still running in (or naming) those directories, killed. */
  processes: number;
  /** Run directories removed. */
  directories: number;
}

/**
 * Removes the run directories that an earlier invocation of `runId` left behind when it was killed
 * (SIGKILL leaves no chance to clean up), and kills what still runs in them: an agent or verifier
 * whose runner died. Directories of a process that is still alive are left alone.
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
