/**
 * An agent entry's `"reads"` (SPEC §1): directories shown read-only in every box, checked before
 * anything runs. Each must exist and be neither `/`, the HOME or above it, nor one a box never shows.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { throwProblems, type Problem } from '../errors.js';
import { isBelowOrAt, NEVER_BOUND } from '../sandbox/host-mounts.js';

export interface AgentReadsInput {
  reads: readonly string[];
  /** For messages: the agent's name and the config file as the user would type it. */
  agent: string;
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
