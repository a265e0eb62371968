/**
 * The agent of every task and its configuration hash: the built-in agent (inside Verdict's process
 * or spawned), the config's default agent, or the one a task names.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  hashConfiguration,
  resolveAgentCommand,
  type AgentEntry,
  type LoadedConfig,
  configFileName,
} from '../../config/config.js';
import { throwProblems, type Problem } from '../../errors.js';
import { resolveAgentReads } from '../../config/agent-reads.js';
import {
  agentShownDirs,
  findAgentSourceDirs,
  programsNamedBy,
} from '../../runner/agent-source-dirs.js';
import type { AgentSpec } from '../../runner/run-types.js';
import type { LoadedSuite, LoadedTask } from '../../suite/load-suite.js';
import type { ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';

type BuiltinAgentMode = 'in-process' | 'process';

/** The built-in agent runs inside Verdict's process, or with `--spawn-agent` as its own process. */
export function builtinAgentMode(args: ParsedArgs, io: CliIo): BuiltinAgentMode {
  return args.values['spawn-agent'] === true || io.env.VERDICT_SPAWN_AGENT === '1'
    ? 'process'
    : 'in-process';
}

/** The built-in agent as a process: its own entry point, or the Action bundle's `agent` command. */
function builtinAgentCommand(io: CliIo): string[] {
  return io.selfCommand === undefined
    ? [process.execPath, path.join(io.packageRoot, 'bin', 'verdict-agent.js')]
    : [...io.selfCommand, 'agent'];
}

export interface ResolvedAgent {
  name: string;
  spec: AgentSpec;
  config: unknown;
  configHash: string;
  /** The config's entry for a command agent; absent for the built-in agent. */
  entry?: AgentEntry;
  /** What a box shows for this agent, and the programs its command names (checked before a run). */
  reach?: { shownDirs: string[]; programs: string[]; pathVariable: string | undefined };
}

function resolveEntry(
  loaded: LoadedConfig,
  io: CliIo,
  name: string | undefined,
  builtin: BuiltinAgentMode,
): ResolvedAgent {
  const entry = name === undefined ? undefined : loaded.config.agents?.[name];
  if (name === undefined || entry === undefined) {
    const measured = loaded.config.config ?? {};
    return {
      name: 'builtin',
      spec: { command: builtinAgentCommand(io), builtin },
      config: measured,
      configHash: hashConfiguration('builtin', undefined, measured),
    };
  }
  const measured = entry.config ?? {};
  const command = resolveAgentCommand(entry.command, loaded.dir);
  const pathVariable = entry.env?.PATH ?? io.env.PATH;
  const reads =
    entry.reads === undefined
      ? []
      : resolveAgentReads({
          reads: entry.reads,
          agent: name,
          file: configFileName(loaded, io.cwd),
          configDir: loaded.dir,
          home: io.env.HOME,
        });
  return {
    name,
    spec: {
      command,
      sourceDirs: findAgentSourceDirs({
        command,
        configDir: loaded.dir,
        pathVariable,
        ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
      }),
      ...(entry.env === undefined ? {} : { env: entry.env }),
      ...(entry.answerFrom === undefined ? {} : { answerFrom: entry.answerFrom }),
      ...(entry.models === undefined ? {} : { models: entry.models }),
    },
    config: measured,
    configHash: hashConfiguration(name, entry, measured),
    entry,
    reach: {
      shownDirs: agentShownDirs({ command, configDir: loaded.dir, pathVariable, reads }),
      programs: programsNamedBy(command),
      pathVariable,
    },
  };
}

export interface SuiteAgents {
  agentOf: (task: LoadedTask) => ResolvedAgent;
  /** The default agent's hash, or, when tasks name other agents, a hash over all of them. */
  configHash: string;
}

/** The agent of every task: the one it names, else the default; an unknown name is rejected. */
export function resolveSuiteAgents(
  loaded: LoadedConfig,
  io: CliIo,
  suite: LoadedSuite,
  builtin: BuiltinAgentMode = 'in-process',
): SuiteAgents {
  const fallback = resolveEntry(loaded, io, loaded.config.default, builtin);
  const problems: Problem[] = suite.tasks.flatMap((task) =>
    task.agent === undefined || loaded.config.agents?.[task.agent] !== undefined
      ? []
      : [
          {
            file: suite.file,
            subject: `task ${JSON.stringify(task.id)}`,
            field: 'agent',
            message: `names ${JSON.stringify(task.agent)}, which is not an agent of ${loaded.file === undefined ? 'the configuration (there is no verdict.config.json)' : configFileName(loaded, io.cwd)}`,
          },
        ],
  );
  throwProblems('unknown agent; nothing ran', problems);
  const byName = new Map<string, ResolvedAgent>();
  const agentOf = (task: LoadedTask): ResolvedAgent => {
    if (task.agent === undefined) return fallback;
    const agent = byName.get(task.agent) ?? resolveEntry(loaded, io, task.agent, builtin);
    byName.set(task.agent, agent);
    return agent;
  };
  const hashes = [...new Set(suite.tasks.map((task) => agentOf(task).configHash))].sort();
  const configHash =
    hashes.length === 1 && hashes[0] !== undefined
      ? hashes[0]
      : createHash('sha256').update(hashes.join(',')).digest('hex').slice(0, 16);
  return { agentOf, configHash };
}
