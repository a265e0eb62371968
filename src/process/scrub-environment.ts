/**
 * Takes credentials out of this process's own environment (SPEC §1). unsetenv is not enough on
 * Linux: /proc/<pid>/environ, readable by any same-user process, shows the initial block (env_start
 * to env_end in /proc/self/stat), so the values are also zeroed there through /proc/self/mem and
 * read back. Where that cannot be done, the outcome says why; the caller warns.
 */
import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { messageOf } from '../errors.js';

/** Names that are or may be a credential (the ones `setup` never gets, SPEC §7). */
const CREDENTIAL_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|API_?KEY|PRIVATE|AUTH/i;

/** A credential-like name (ACTIONS_ID_TOKEN_REQUEST_URL among them), or any Action input. */
export function mayHoldCredential(name: string): boolean {
  return CREDENTIAL_NAME.test(name) || /^INPUT_/i.test(name);
}

export interface ScrubOutcome {
  /** The variables that were set in `process.env` and are not any more. */
  removed: string[];
  /** Why the kernel's copy of the initial environment could not be cleared, when it could not. */
  problem?: string;
}

/** Removes `names` from `process.env` and clears their values in the kernel-visible block. */
export function scrubEnvironment(names: Iterable<string>): ScrubOutcome {
  const wanted = new Set(names);
  const removed: string[] = [];
  for (const name of wanted) {
    if (!Object.hasOwn(process.env, name)) continue;
    delete process.env[name];
    removed.push(name);
  }
  if (wanted.size === 0) return { removed };
  // Elsewhere the initial block cannot be looked at: only what was set is known to be in it.
  if (process.platform !== 'linux' && removed.length === 0) return { removed };
  const problem = clearInitialEnvironment(wanted);
  return problem === undefined ? { removed } : { removed, problem };
}

/** Where the initial environment block is, from /proc/self/stat (fields 50 and 51). */
function environmentBlock(): { start: number; end: number } {
  const stat = readFileSync('/proc/self/stat', 'latin1');
  // The command name (field 2) may hold spaces and parentheses: fields 3… follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const start = Number(fields[50 - 3]);
  const end = Number(fields[51 - 3]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start) {
    throw new Error('/proc/self/stat gives no environment block (env_start, env_end)');
  }
  return { start, end };
}

/** The byte ranges of the values of `names` (non-empty) in a block of `NAME=value\0` entries. */
function valueRanges(block: Buffer, names: ReadonlySet<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let offset = 0;
  while (offset < block.length) {
    const found = block.indexOf(0, offset);
    const end = found === -1 ? block.length : found;
    const equals = block.indexOf(0x3d, offset);
    if (equals > offset && equals < end - 1) {
      if (names.has(block.toString('latin1', offset, equals))) ranges.push([equals + 1, end]);
    }
    offset = end + 1;
  }
  return ranges;
}

function clearInitialEnvironment(names: ReadonlySet<string>): string | undefined {
  if (process.platform !== 'linux') {
    return `this is ${process.platform}, not Linux: the environment this process started with cannot be cleared`;
  }
  let fd: number | undefined;
  try {
    const { start, end } = environmentBlock();
    const block = Buffer.alloc(end - start);
    fd = openSync('/proc/self/mem', 'r+');
    // A Number position: a BigInt one makes Node 20's pwrite to /proc/self/mem fail with EIO.
    const read = readSync(fd, block, 0, block.length, start);
    for (const [from, to] of valueRanges(block.subarray(0, read), names)) {
      writeSync(fd, Buffer.alloc(to - from), 0, to - from, start + from);
    }
  } catch (error) {
    return `could not clear the environment this process started with through /proc/self/mem: ${messageOf(error)}`;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  try {
    const left = valueRanges(readFileSync('/proc/self/environ'), names);
    if (left.length > 0) return '/proc/self/environ still shows them after clearing';
  } catch (error) {
    return `could not read /proc/self/environ back: ${messageOf(error)}`;
  }
  return undefined;
}

/** The environment as it is now, then every variable that may hold a credential scrubbed. */
export function captureAndScrubCredentials(): { env: NodeJS.ProcessEnv; problem?: string } {
  const env = { ...process.env };
  const { problem } = scrubEnvironment(Object.keys(env).filter(mayHoldCredential));
  return problem === undefined ? { env } : { env, problem };
}
