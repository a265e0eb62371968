/**
 * The config a run was made with (SPEC §6 `verdict add`): the record names its path in its
 * repository, its sha256 and the agent, so that `add` replays the case with the run's own agent.
 * A config not found, changed, or without the agent refuses the promotion: replayed by another
 * agent, the case diverges at its first request, which says nothing about the case.
 *
 * The file is looked for under the working directory's repository, then the run directory's; the
 * first with the run's bytes is used. `--config FILE` names it instead, its bytes checked alike.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type LoadedConfig } from '../config/config.js';
import { ConfigError, UsageError } from '../errors.js';
import { findRepositoryRoot } from '../config/repository-root.js';
import type { RunConfigFile, RunRecord } from '../run-dir/record-schema.js';
import { displayPath } from '../suite/load-suite.js';

const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** How a run record names `loaded`'s file (`RunAgentSchema`); undefined for the defaults. */
export async function describeConfigFile(loaded: LoadedConfig): Promise<RunConfigFile | undefined> {
  if (loaded.file === undefined) return undefined;
  const file = path.resolve(loaded.file);
  const sha256 = loaded.sha256 ?? sha256Of(await readFile(file));
  const root = findRepositoryRoot(path.dirname(file));
  return {
    path: root === undefined ? file : path.relative(root, file).split(path.sep).join('/'),
    sha256,
  };
}

/** The run's agent, and the file of its config (absolute, its bytes checked); none: the defaults. */
export interface RunAgentChoice {
  agent: string;
  configFile?: string;
}

/** `unnamed`: an older record names no agent: the invocation's config, as before. */
export type RunConfigChoice = { kind: 'unnamed' } | ({ kind: 'found' } & RunAgentChoice);

const shortHash = (sha256: string): string => sha256.slice(0, 12);

/** Where a config named relative to its repository may be now, in the order they are tried. */
function candidatesOf(configPath: string, runDir: string, cwd: string): string[] {
  if (path.isAbsolute(configPath)) return [configPath];
  const roots = [findRepositoryRoot(cwd), findRepositoryRoot(runDir)];
  const unique = [...new Set(roots.filter((root) => root !== undefined))];
  return unique.map((root) => path.join(root, ...configPath.split('/')));
}

/**
 * A `UsageError` when the file is not found or `--config` names one for a run made without, a
 * `ConfigError` when its bytes changed or the agent is gone from it.
 */
export async function findRunConfig(input: {
  record: RunRecord;
  runDir: string;
  cwd: string;
  /** `--config FILE`: where the run's config is; its bytes must still match. */
  explicit?: string;
}): Promise<RunConfigChoice> {
  const { record, runDir, cwd, explicit } = input;
  const agent = record.agent;
  if (agent === undefined) return { kind: 'unnamed' };
  const run = `${record.taskId} #${record.repetition}`;
  const recorded = agent.configFile;
  if (recorded === undefined) {
    if (explicit === undefined) return { kind: 'found', agent: agent.name };
    throw new UsageError(
      `add: ${run} was made with agent ${JSON.stringify(agent.name)} and no config file, but --config names ${explicit}; ` +
        'nothing was written. Leave out --config to check the case as the run was made.',
    );
  }
  const made =
    `${run} was made with agent ${JSON.stringify(agent.name)} of the config ${recorded.path} ` +
    `(sha256 ${shortHash(recorded.sha256)})`;
  const what =
    'the case is checked by replaying it with the agent and config of the run, so nothing was written';
  const candidates =
    explicit === undefined
      ? candidatesOf(recorded.path, runDir, cwd)
      : [path.resolve(cwd, explicit)];
  const changed: Array<{ file: string; sha256: string }> = [];
  let chosen: string | undefined;
  for (const candidate of candidates) {
    const bytes = await readFile(candidate).catch(() => undefined);
    if (bytes === undefined) continue;
    const sha256 = sha256Of(bytes);
    if (sha256 === recorded.sha256) {
      chosen = candidate;
      break;
    }
    changed.push({ file: candidate, sha256 });
  }
  if (chosen === undefined && changed.length > 0) {
    const problems = changed.map(({ file, sha256 }) => ({
      file: displayPath(file, cwd),
      field: '(file)',
      message: `has sha256 ${shortHash(sha256)}, not the run's ${shortHash(recorded.sha256)}`,
    }));
    const found = changed.map(
      ({ file, sha256 }) => `${displayPath(file, cwd)} (now sha256 ${shortHash(sha256)})`,
    );
    throw new ConfigError(
      `add: ${made}, but ${found.join(' and ')} ${changed.length === 1 ? 'has' : 'have'} changed since; ${what}. ` +
        'Restore the config as it was for the run (e.g. git checkout its commit), pass --config FILE naming a copy of it, ' +
        'or run the task again and add that run.',
      problems,
    );
  }
  if (chosen === undefined) {
    const where =
      candidates.length === 0
        ? 'neither the working directory nor the run directory is in a git repository to look in'
        : `there is no ${candidates.map((file) => displayPath(file, cwd)).join(' nor ')}`;
    throw new UsageError(
      `add: ${made}, but ${where}; ${what}. Run add from a checkout that has that config, ` +
        'or pass --config FILE naming a copy of it.',
    );
  }
  const loaded = await loadConfig(cwd, chosen);
  if (agent.name !== 'builtin' && loaded.config.agents?.[agent.name] === undefined) {
    const shown = displayPath(chosen, cwd);
    throw new ConfigError(
      `add: ${made}, but ${shown} has no agent ${JSON.stringify(agent.name)}; ${what}. ` +
        'Run the task again with an agent the config has, and add that run.',
      [{ file: shown, field: 'agents', message: `has no agent ${JSON.stringify(agent.name)}` }],
    );
  }
  return { kind: 'found', agent: agent.name, configFile: chosen };
}
