/**
 * Finds and kills what a command started, so that nothing outlives it: its process group, its
 * descendants in /proc, and every process whose environment carries the command's tag (a detached,
 * double-forked descendant) or that works in or names one of the command's directories (one that
 * also cleared its environment). One that cleared it and left them is out of reach without a sandbox.
 *
 * The look through /proc is what costs: a `LeftoverSweep` collects the tags of commands whose group
 * was already empty at their exit, and one later look kills what any of them left.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ContainedCommand } from './containment.js';

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

  /** Kills what the collected tags and the paths find; returns how many. */
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

/** Processes whose environment carries a tag or names one of `paths`, or whose cwd is below one. */
export async function findOwnedProcesses(owner: TreeOwner): Promise<number[]> {
  const tagNeedles = (owner.tags ?? []).map((tag) =>
    Buffer.from(`${PROCESS_TAG_VARIABLE}=${tag}\0`),
  );
  const paths = (owner.paths ?? []).filter((entry) => entry !== '');
  const owned: number[] = [];
  // Synchronous reads: a third of the time the thread pool takes for these small kernel files.
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

/** The children of `pid` from its threads' `children` files (CONFIG_PROC_CHILDREN), else undefined. */
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
 * Descendants of `pid`, read down from it (a few files, where scanning every `stat` costs a read per
 * process of the host) until more than `atMost`; without `children` files, from every parent.
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

/** Descendants level by level until more than `atMost`; undefined when `childrenOf` cannot say. */
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
  tags?: readonly string[];
  paths?: readonly string[];
}

async function findTree(pid: number, owner: TreeOwner): Promise<Set<number>> {
  const [descendants, owned] = await Promise.all([
    findDescendants(pid),
    (owner.tags ?? []).length === 0 && (owner.paths ?? []).length === 0
      ? Promise.resolve([])
      : findOwnedProcesses(owner),
  ]);
  return new Set([...descendants, ...owned].filter((member) => member !== process.pid));
}

/** Kills the tree rooted at `pid` (a group leader): SIGTERM, then SIGKILL after a grace period. */
export async function killProcessTree(
  pid: number,
  options: TreeOwner & { graceMs?: number } = {},
): Promise<void> {
  const members = await findTree(pid, options);
  const signalAll = (signal: NodeJS.Signals): void => {
    for (const target of [-pid, pid, ...members]) sendSignal(target, signal);
  };
  signalAll('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
  for (const member of await findTree(pid, options)) members.add(member);
  signalAll('SIGKILL');
}

/** Kills at once what an exited program left: its group, then what its owner marks find. */
export async function killLeftovers(
  pid: number,
  owner: TreeOwner,
  contained: ContainedCommand | undefined,
): Promise<number> {
  // A box that ends its tree itself left nothing running: no look through the host's processes.
  if (contained?.endsTreeWithCommand === true) {
    sendSignal(-pid, 'SIGKILL');
    return 0;
  }
  // Looked for before the group is killed: a killed process no longer shows its environment.
  return killOwned(owner, () => sendSignal(-pid, 'SIGKILL'));
}

/**
 * Finds what `owner` marks and kills it, twice (a forking leftover may have started another
 * meanwhile); `afterFirstLook` runs between the first look and its kills. Returns how many.
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
