/**
 * Each run lives in its own temporary directory: a fresh copy of the task's fixture (the workspace),
 * a fresh HOME and XDG directories (real agents keep sessions and memory there, which would leak from
 * one run into the next), and the events file the agent may append to. Each also names the
 * invocation that made it (`owner.json`), so that `--resume` can find and remove what a killed
 * invocation left behind.
 */
import { execFile } from 'node:child_process';
import {
  cp,
  lutimes,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findOwnedProcesses } from '../process/run-command.js';

export interface RunDirectory {
  root: string;
  workspace: string;
  home: string;
  xdg: { config: string; data: string; state: string; cache: string };
  eventsFile: string;
}

const run = promisify(execFile);

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
async function fixTimes(workspace: string): Promise<void> {
  const entries = await readdir(workspace, { recursive: true });
  const paths = entries.map((entry) => path.join(workspace, entry)).sort();
  await Promise.all(
    paths.map((file, index) => {
      const time = FIXTURE_EPOCH_SECONDS + index + 1;
      return lutimes(file, time, time);
    }),
  );
  await lutimes(workspace, FIXTURE_EPOCH_SECONDS, FIXTURE_EPOCH_SECONDS);
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
  const git = (...args: string[]) => run('git', args, { cwd: workspace, env });
  await git('init', '--quiet', '--initial-branch=main');
  await git('add', '--all');
  await git('-c', 'commit.gpgsign=false', 'commit', '--quiet', '--allow-empty', '-m', 'fixture');
}

export async function createRunDirectory(options: {
  fixtureDir?: string;
  fixtureGit?: boolean;
  parent?: string;
  /** The invocation's run id, written to the owner file. */
  runId?: string;
}): Promise<RunDirectory> {
  // The real path (macOS: /private/var/…, not /var/…): an agent sees its cwd that way, and a path in
  // a model response must name the workspace as the agent does for replay to put it back.
  const parent = await realpath(options.parent ?? os.tmpdir());
  const root = await mkdtemp(path.join(parent, RUN_DIRECTORY_PREFIX));
  const workspace = path.join(root, 'work');
  const home = path.join(root, 'home');
  const xdg = {
    config: path.join(home, '.config'),
    data: path.join(home, '.local', 'share'),
    state: path.join(home, '.local', 'state'),
    cache: path.join(home, '.cache'),
  };
  try {
    if (options.runId !== undefined) {
      const owner: RunDirectoryOwner = { runId: options.runId, pid: process.pid };
      await writeFile(path.join(root, OWNER_FILE), `${JSON.stringify(owner)}\n`);
    }
    if (options.fixtureDir === undefined) await mkdir(workspace);
    else {
      await cp(options.fixtureDir, workspace, { recursive: true, verbatimSymlinks: true });
      await fixTimes(workspace);
    }
    await Promise.all(Object.values(xdg).map((dir) => mkdir(dir, { recursive: true })));
    const eventsFile = path.join(root, 'events.jsonl');
    await writeFile(eventsFile, '');
    if (options.fixtureGit === true) await initialiseGit(workspace);
    return { root, workspace, home, xdg, eventsFile };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

export async function removeRunDirectory(directory: RunDirectory): Promise<void> {
  await rm(directory.root, { recursive: true, force: true, maxRetries: 3 });
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
    for (const pid of processes) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    cleanup.processes += processes.length;
    await rm(root, { recursive: true, force: true, maxRetries: 3 });
    cleanup.directories += 1;
  }
  return cleanup;
}
