/**
 * Finds and kills what a command started (`run-command.ts`), so that nothing outlives it: its
 * process group, every descendant found through /proc, and every process that still carries the
 * command's tag in its environment (which finds a descendant that detached, double-forked and was
 * reparented, unless it cleared its environment) or that works in, or names in its environment,
 * one of the command's own directories (`ownedPaths`: which finds one that also cleared its
 * environment but stayed in the workspace). A process that cleared its environment and left those
 * directories is out of reach without a sandbox.
 *
 * The look through /proc is what costs. A caller that runs many commands (a run's agent commands,
 * its verifiers) gives a `LeftoverSweep`: a command whose process group is already empty when it
 * exits is then not scanned for on its own — its tag is kept, and one sweep later kills whatever any
 * of them left outside their groups.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ContainedCommand } from './containment.js';

/** Time a process tree gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 1_000;

/** Environment variable that tags every process a command starts (inherited by its descendants). */
export const PROCESS_TAG_VARIABLE = 'VERDICT_PROCESS_TAG';

function listProcessIds(): string[] {
  try {
    return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
}

/**
 * The tags of commands that exited with their process group gone, and the directories they owned:
 * one look through /proc, later, finds whatever any of them left that escaped the group (`setsid`,
 * a daemon) and kills it. A process group is gone when no process is left in it.
 */
export class LeftoverSweep {
  private readonly tags = new Set<string>();

  constructor(private readonly paths: readonly string[] = []) {}

  add(tag: string): void {
    this.tags.add(tag);
  }

  /** Whether any command has left its tag since the last `kill`. */
  get pending(): boolean {
    return this.tags.size > 0;
  }

  /** Kills what the collected tags and the paths find (twice, as `killOwned`); returns how many. */
  async kill(): Promise<number> {
    const owner: TreeOwner = { tags: [...this.tags], paths: this.paths };
    this.tags.clear();
    return killOwned(owner);
  }
}

export function isGroupGone(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function isBelow(file: string, directory: string): boolean {
  return (
    file === directory || file.startsWith(directory.endsWith('/') ? directory : `${directory}/`)
  );
}

/**
 * Processes that belong to a command (Linux; empty where /proc is not available): those whose
 * environment carries `tag`, and those whose environment names one of `paths` or whose working
 * directory is below one. Never this process.
 */
export async function findOwnedProcesses(owner: TreeOwner): Promise<number[]> {
  const tagNeedles = [...(owner.tag === undefined ? [] : [owner.tag]), ...(owner.tags ?? [])].map(
    (tag) => Buffer.from(`${PROCESS_TAG_VARIABLE}=${tag}\0`),
  );
  const paths = (owner.paths ?? []).filter((entry) => entry !== '');
  const owned: number[] = [];
  // Read synchronously: these are small files the kernel makes up on the spot, and one pass over
  // them takes a third of the time it takes through the thread pool (a scan follows every command).
  for (const entry of listProcessIds()) {
    if (Number(entry) === process.pid) continue;
    try {
      const environment = readFileSync(`/proc/${entry}/environ`);
      if (
        tagNeedles.some((needle) => environment.includes(needle)) ||
        paths.some((candidate) => environment.includes(candidate))
      ) {
        owned.push(Number(entry));
        continue;
      }
      if (paths.length === 0) continue;
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (paths.some((candidate) => isBelow(cwd, candidate))) owned.push(Number(entry));
    } catch {
      // ended while we looked, or not ours to read
    }
  }
  return Promise.resolve(owned);
}

/**
 * The children of `pid`, as its threads' `children` files list them (Linux with
 * CONFIG_PROC_CHILDREN, as distributions build it), or undefined where there are none to read.
 */
function childrenOf(pid: number): number[] | undefined {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const task of tasks) {
    let listed: string;
    try {
      listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'latin1');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && task === String(pid)) {
        return existsSync(`/proc/${pid}`) ? undefined : [];
      }
      continue; // the thread ended while we looked
    }
    for (const child of listed.split(' ')) if (child !== '') children.push(Number(child));
  }
  return children;
}

/**
 * Descendants of `pid` found through /proc (Linux); empty where /proc is not available. Read down
 * the tree from `pid` (a handful of small files for an agent's tree, where a scan of every
 * process's `stat` costs a read per process of the host), stopping once more than `atMost` are
 * found; where the kernel keeps no `children` files, from every process's parent.
 */
export async function findDescendants(pid: number, atMost = Infinity): Promise<number[]> {
  return readDown(pid, childrenOf, atMost) ?? descendantsFromParents(pid);
}

/** Descendants of `pid`, from the parent of every process in /proc. */
export async function descendantsFromParents(pid: number): Promise<number[]> {
  const childrenByParent = new Map<number, number[]>();
  await Promise.all(
    listProcessIds().map(async (entry) => {
      try {
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
        // The command name may contain spaces and parentheses: fields start after the last ")".
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const siblings = childrenByParent.get(parent) ?? [];
        siblings.push(Number(entry));
        childrenByParent.set(parent, siblings);
      } catch {
        // the process ended while we looked
      }
    }),
  );
  return readDown(pid, (parent) => childrenByParent.get(parent) ?? []) ?? [];
}

/**
 * The descendants of `pid`, level by level, from what `childrenOf` says of each, until more than
 * `atMost` are found; undefined when `childrenOf` cannot say.
 */
function readDown(
  pid: number,
  childrenOf: (parent: number) => number[] | undefined,
  atMost = Infinity,
): number[] | undefined {
  const descendants: number[] = [];
  const queue = [pid];
  while (queue.length > 0 && descendants.length <= atMost) {
    const children = childrenOf(queue.shift() as number);
    if (children === undefined) return undefined;
    descendants.push(...children);
    queue.push(...children);
  }
  return descendants;
}

export function sendSignal(target: number, signal: NodeJS.Signals): void {
  try {
    process.kill(target, signal);
  } catch {
    // already gone
  }
}

export interface TreeOwner {
  tag?: string;
  /** More tags (a sweep of many commands). */
  tags?: readonly string[];
  paths?: readonly string[];
}

/** Every process of the tree rooted at `pid`: its descendants, and those its owner marks find. */
async function findTree(pid: number, owner: TreeOwner): Promise<Set<number>> {
  const [descendants, owned] = await Promise.all([
    findDescendants(pid),
    owner.tag === undefined && (owner.paths ?? []).length === 0
      ? Promise.resolve([])
      : findOwnedProcesses(owner),
  ]);
  return new Set([...descendants, ...owned].filter((member) => member !== process.pid));
}

/**
 * Kills the tree rooted at `pid` (which leads its own process group): SIGTERM first, SIGKILL after a
 * grace period for whatever is left. `tag` (see `PROCESS_TAG_VARIABLE`) and `paths` (see
 * `RunCommandOptions.ownedPaths`) find members that left the tree.
 */
export async function killProcessTree(
  pid: number,
  options: TreeOwner & { graceMs?: number } = {},
): Promise<void> {
  const members = await findTree(pid, options);
  sendSignal(-pid, 'SIGTERM');
  sendSignal(pid, 'SIGTERM');
  for (const member of members) sendSignal(member, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
  for (const member of await findTree(pid, options)) members.add(member);
  sendSignal(-pid, 'SIGKILL');
  sendSignal(pid, 'SIGKILL');
  for (const member of members) sendSignal(member, 'SIGKILL');
}

/**
 * Kills, at once, whatever a program that has exited left behind: its process group, then every
 * process its owner marks find, twice (a forking leftover may have started another meanwhile).
 * Returns how many processes were found.
 */
export async function killLeftovers(
  pid: number,
  owner: TreeOwner,
  contained: ContainedCommand | undefined,
): Promise<number> {
  // A box that ends its tree itself (its own pid namespace) left nothing running: no look
  // through every process of the host.
  if (contained?.endsTreeWithCommand === true) {
    sendSignal(-pid, 'SIGKILL');
    return 0;
  }
  // Looked for before the group is killed: a killed process no longer shows its environment.
  return killOwned(owner, () => sendSignal(-pid, 'SIGKILL'));
}

/**
 * Finds what `owner` marks and kills it, twice (a forking leftover may have started another
 * meanwhile); `afterFirstLook` runs once, between the first look and the first kills. Returns how
 * many processes were found.
 */
async function killOwned(owner: TreeOwner, afterFirstLook?: () => void): Promise<number> {
  const found = new Set<number>();
  for (let pass = 0; pass < 2; pass += 1) {
    const fresh = (await findOwnedProcesses(owner)).filter((member) => !found.has(member));
    if (pass === 0) afterFirstLook?.();
    for (const member of fresh) {
      found.add(member);
      sendSignal(member, 'SIGKILL');
    }
    if (fresh.length === 0) break;
  }
  return found.size;
}
