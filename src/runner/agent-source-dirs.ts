/**
 * Where the agent comes from on this machine (its config's directory and repository, its npm
 * installs, the user's HOME): agents print these into requests, they differ between the machine
 * that recorded and the one that replays, so replay normalizes them to tokens like the workspace.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepositoryRoot } from '../config/repository-root.js';
import { findProgram } from '../sandbox/bwrap-probe.js';
import { realpathOr, type DirLabel } from '../sandbox/host-mounts.js';

export const AGENT_CONFIG_TOKEN = '<AGENT_CONFIG>';
export const REPOSITORY_TOKEN = '<REPO>';
export const AGENT_INSTALL_TOKEN = '<AGENT_INSTALL>';
export const USER_HOME_TOKEN = '<USER_HOME>';

/** Directories too general to stand for one agent: tokenizing them would rewrite unrelated paths. */
const SYSTEM_DIRS = new Set([
  '/',
  '/bin',
  '/sbin',
  '/usr',
  '/usr/bin',
  '/usr/sbin',
  '/usr/lib',
  '/usr/local',
  '/usr/local/bin',
  '/usr/local/lib',
  '/usr/share',
  '/opt',
  '/etc',
  '/var',
  '/tmp',
  '/home',
  '/lib',
  '/lib64',
  '/private',
  '/private/tmp',
  '/private/var',
]);

const isSpecific = (dir: string): boolean =>
  path.isAbsolute(dir) && !SYSTEM_DIRS.has(path.resolve(dir));

/** The nearest directory at or above `start` that holds `marker`, below the file system's root. */
function findUp(start: string, marker: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, marker))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * An npm install's prefix: the directory above the outermost `node_modules` in `file`, e.g.
 * `/root/.cache/agents/codex@1/node_modules/@openai/codex/bin/codex.js` → `/root/.cache/agents/codex@1`.
 */
function installPrefixOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const index = parts.indexOf('node_modules');
  return index > 0 ? parts.slice(0, index).join(path.sep) || undefined : undefined;
}

/** Each source dir once, in every spelling its realpath adds; later duplicates are dropped. */
function uniqueDirs(dirs: Array<DirLabel | undefined>): DirLabel[] {
  const seen = new Set<string>();
  const result: DirLabel[] = [];
  for (const entry of dirs) {
    if (entry === undefined) continue;
    for (const dir of new Set([path.resolve(entry.dir), realpathOr(entry.dir) ?? entry.dir])) {
      if (!isSpecific(dir) || seen.has(dir)) continue;
      seen.add(dir);
      result.push({ dir, token: entry.token });
    }
  }
  return result;
}

/** An agent command's executable, as named, and every absolute argument that exists here. */
export function programsNamedBy(command: readonly string[]): string[] {
  const [first, ...rest] = command;
  if (first === undefined) return [];
  return [first, ...rest.filter((arg) => path.isAbsolute(arg) && existsSync(arg))];
}

/** `programsNamedBy`, with a bare executable's name found on PATH (left as it is when it is not). */
function programsOf(command: readonly string[], pathVariable: string | undefined): string[] {
  const [first, ...rest] = programsNamedBy(command);
  if (first === undefined) return [];
  // Only an absolute path is looked at afterwards: a relative one found on PATH would be dropped.
  const found = first.includes('/') ? undefined : findProgram(first, pathVariable ?? '');
  return [found ?? first, ...rest];
}

/** Where a program here comes from: its npm install's prefix, its package, its directory. */
function originOf(
  program: string,
): { prefix: string | undefined; packageDir: string | undefined; dir: string } | undefined {
  if (!path.isAbsolute(program) || !existsSync(program)) return undefined;
  const real = realpathOr(program) ?? program;
  const dir = path.dirname(real);
  return { prefix: installPrefixOf(real), packageDir: findUp(dir, 'package.json'), dir };
}

/**
 * The directory a box shows for an agent's program (SPEC §1): its npm install's prefix, else the
 * nearest package.json's directory, else its own; undefined when missing or the system's.
 */
export function programDirOf(program: string): string | undefined {
  const origin = originOf(program);
  if (origin === undefined) return undefined;
  const dir = origin.prefix ?? origin.packageDir ?? origin.dir;
  return isSpecific(dir) ? dir : undefined;
}

/**
 * What a box shows for an agent besides the system and PATH: its config's folder and repository,
 * its programs' directories and its `"reads"`, those that exist.
 */
export function agentShownDirs(input: {
  command: readonly string[];
  configDir?: string;
  pathVariable?: string;
  reads?: readonly string[];
}): string[] {
  const dirs = [
    ...programsOf(input.command, input.pathVariable).map(programDirOf),
    input.configDir,
    input.configDir === undefined ? undefined : findRepositoryRoot(input.configDir),
    ...(input.reads ?? []),
  ];
  return [...new Set(dirs.filter((dir): dir is string => dir !== undefined && existsSync(dir)))];
}

export function findAgentSourceDirs(input: {
  command: readonly string[];
  /** The directory of the `verdict.config.json` that names the agent. */
  configDir?: string;
  /** The agent's PATH. */
  pathVariable?: string;
  /** The invoking user's HOME (not the run's fresh one). */
  userHome?: string;
}): DirLabel[] {
  const found: Array<DirLabel | undefined> = [];
  // Interpreted commands (`node x.js`, `sh ./wrapper.sh`) name their program in the next argument.
  for (const program of programsOf(input.command, input.pathVariable)) {
    const { prefix, packageDir } = originOf(program) ?? {};
    if (prefix === undefined) continue;
    found.push({ dir: prefix, token: AGENT_INSTALL_TOKEN });
    if (packageDir !== undefined) found.push({ dir: packageDir, token: AGENT_INSTALL_TOKEN });
  }
  for (const dir of (input.pathVariable ?? '').split(path.delimiter)) {
    const binDir = path.normalize(dir);
    if (path.basename(binDir) !== '.bin' || path.basename(path.dirname(binDir)) !== 'node_modules')
      continue;
    // npm puts every ancestor's `node_modules/.bin` on PATH: only an existing one is an install.
    if (!existsSync(binDir)) continue;
    found.push({ dir: path.dirname(path.dirname(binDir)), token: AGENT_INSTALL_TOKEN });
  }
  if (input.configDir !== undefined) {
    found.push({ dir: input.configDir, token: AGENT_CONFIG_TOKEN });
    const repository = findRepositoryRoot(input.configDir);
    if (repository !== undefined) found.push({ dir: repository, token: REPOSITORY_TOKEN });
  }
  const home = input.userHome ?? os.homedir();
  if (home !== '') found.push({ dir: home, token: USER_HOME_TOKEN });
  return uniqueDirs(found);
}
