/**
 * An agent entry's `"reads"` (SPEC §1, [18/23]): directories its program needs to read besides
 * its own, shown read-only in every box. Each is checked before anything runs: `~` expands to the
 * user's HOME, a relative path is the config's folder's, and it must be an existing directory that
 * is not `/`, the HOME itself or one that holds it, nor one a box never shows (`/tmp`, `/var`,
 * `/run`…: other programs' sockets and data live there).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { throwProblems, type Problem } from '../errors.js';
import { isBelowOrAt, NEVER_BOUND } from '../sandbox/host-mounts.js';

export interface AgentReadsInput {
  reads: readonly string[];
  /** The agent's name in the config, for messages. */
  agent: string;
  /** The config file as the user would type it, for messages. */
  file: string;
  configDir: string;
  /** The user's HOME (not a run's). */
  home: string | undefined;
}

function expandHome(entry: string, home: string | undefined): string | undefined {
  if (entry !== '~' && !entry.startsWith('~/')) return entry;
  return home === undefined ? undefined : path.join(home, entry.slice(1));
}

/** Why `dir` (resolved) cannot be shown, or undefined when it can. */
function refusalOf(dir: string, home: string | undefined): string | undefined {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    return `${dir} does not exist`;
  }
  if (!isDirectory) return `${dir} is not a directory`;
  if (NEVER_BOUND.includes(dir))
    return `${dir} is never shown to a run (it holds other programs' files and sockets)`;
  if (home !== undefined && isBelowOrAt(path.resolve(home), dir)) {
    return `${dir} is or holds your HOME, whose keys and sessions a run must not read; name the directory below it that the agent needs`;
  }
  return undefined;
}

/** The directories of `reads`, resolved; a `ConfigError` (exit 2) naming each one refused. */
export function resolveAgentReads(input: AgentReadsInput): string[] {
  const problems: Problem[] = [];
  const dirs: string[] = [];
  input.reads.forEach((entry, index) => {
    const expanded = expandHome(entry, input.home);
    const problem = (message: string): Problem => ({
      file: input.file,
      subject: `agent ${JSON.stringify(input.agent)}`,
      field: `reads[${index}]`,
      message,
    });
    if (expanded === undefined) {
      problems.push(problem(`${JSON.stringify(entry)} names HOME, which is not set`));
      return;
    }
    const dir = path.resolve(input.configDir, expanded);
    const refusal = refusalOf(dir, input.home);
    if (refusal === undefined) dirs.push(dir);
    else problems.push(problem(refusal));
  });
  throwProblems(`the agent's "reads" cannot be shown to its runs; nothing ran`, problems);
  return dirs;
}
