/**
 * What `run` and `record` share: finding and trusting the suite, the grants, the agent, the provider
 * for each mode, and turning the finished runs into an exit code.
 */
import { holdSecrets } from '../provider/secret-redact.js';
import { createHash, randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import {
  hashConfiguration,
  loadConfig,
  resolveAgentCommand,
  type AgentEntry,
  type LoadedConfig,
  type VerdictConfig,
} from '../config/config.js';
import { selectTasks } from '../plan/plan.js';
import { ConfigError, UsageError, formatProblem, type Problem } from '../errors.js';
import { readCassette, cassettePath, type Cassette } from '../provider/cassette.js';
import { findAgentSourceDirs } from '../runner/agent-source-dirs.js';
import {
  LiveProvider,
  UPSTREAM_OPTION,
  upstreamTimeoutsFromEnv,
  type LiveProviderOptions,
  type Upstreams,
} from '../provider/live.js';
import type { UpstreamFamily } from '../provider/protocols/protocol.js';
import { ReplayProvider } from '../provider/replay.js';
import { loadScript, ScriptedProvider, type Script } from '../provider/scripted.js';
import type { ModelProvider } from '../provider/types.js';
import type { RunRecord } from '../runner/run-record.js';
import type { AgentSpec, ProviderContext } from '../runner/run-task.js';
import { checkGrants, effectivePolicy, type Grants } from '../runner/policy-gate.js';
import { BUNDLED_SUITES_DIR } from '../suite/discover-suites.js';
import { loadSuiteOrThrow, type LoadedSuite, type LoadedTask } from '../suite/load-suite.js';
import type { Effect } from '../suite/schema.js';
import { stringOption, type ParsedArgs } from './command.js';
import { type CliIo } from './io.js';

/** Options `run` and `record` accept besides the global ones. */
export const EVALUATION_OPTIONS = {
  tasks: { type: 'string' },
  seed: { type: 'string' },
  'cassette-dir': { type: 'string' },
  'script-dir': { type: 'string' },
  keep: { type: 'boolean' },
  out: { type: 'string' },
  'suite-dir': { type: 'string' },
  yes: { type: 'boolean' },
  'allow-suite-full': { type: 'boolean' },
  concurrency: { type: 'string' },
  'spawn-agent': { type: 'boolean' },
} as const;

/**
 * How the built-in agent runs: inside Verdict's process (the default), or spawned as its own
 * process per run with `--spawn-agent` or `VERDICT_SPAWN_AGENT=1` (what a third-party agent gets).
 */
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

export function integerOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const text = stringOption(args, name);
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
  }
  return Number(text);
}

async function exists(target: string): Promise<boolean> {
  return (await stat(target).catch(() => undefined)) !== undefined;
}

/**
 * A suite named on the command line: a path, a bundled suite id, or an entry of `--suite-dir`. A
 * suite that is not bundled is code that runs with the user's privileges: ask, or require --yes.
 */
export async function resolveSuite(args: ParsedArgs, io: CliIo): Promise<LoadedSuite> {
  const name = args.positionals[0] as string;
  const bundledRoot = path.join(io.packageRoot, BUNDLED_SUITES_DIR);
  const suiteDir = stringOption(args, 'suite-dir');
  // `./smoke-coding`, `../x`, `/abs` or `a/b` names a directory: a copy of a bundled suite must
  // never be swapped for the bundled one. A bare name is looked up in --suite-dir, then bundled.
  const isPath = path.isAbsolute(name) || /^\.\.?([/\\]|$)/.test(name) || /[/\\]/.test(name);
  const candidates = isPath
    ? [path.resolve(io.cwd, name)]
    : [
        ...(suiteDir === undefined
          ? []
          : [path.resolve(io.cwd, suiteDir, name), path.resolve(io.cwd, suiteDir)]),
        path.join(bundledRoot, name),
        path.resolve(io.cwd, name),
      ];
  let location: string | undefined;
  for (const candidate of candidates) {
    if (await exists(candidate)) {
      location = candidate;
      break;
    }
  }
  if (location === undefined) {
    throw new UsageError(
      `no suite ${JSON.stringify(name)}: not a bundled suite, nor a path${suiteDir === undefined ? '' : `, nor in ${suiteDir}`}. See \`verdict list\`.`,
    );
  }
  await trustSuite(location, args, io);
  return loadSuiteOrThrow(location, { cwd: io.cwd });
}

/** A suite outside the bundled ones must be trusted: --yes, or a "y" on a terminal. */
export async function trustSuite(location: string, args: ParsedArgs, io: CliIo): Promise<void> {
  const bundledRoot = path.join(io.packageRoot, BUNDLED_SUITES_DIR);
  const bundled = !path.relative(bundledRoot, location).startsWith('..');
  if (!bundled && args.values.yes !== true) await confirmTrust(location, io);
}

async function confirmTrust(location: string, io: CliIo): Promise<void> {
  const warning = `The suite at ${location} is code that runs with your privileges (its verifiers and the tools it enables are not sandboxed).`;
  if (!process.stdin.isTTY || io.env.CI !== undefined) {
    throw new UsageError(`${warning} Without a terminal Verdict refuses it: pass --yes to run it.`);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await prompt.question(`${warning}\nRun it? [y/N] `);
  prompt.close();
  if (!/^y(es)?$/i.test(answer.trim())) throw new UsageError('not confirmed; nothing ran');
}

export function grantsOf(args: ParsedArgs): Grants {
  const allow = new Set<Effect>();
  for (const effect of ['write', 'process', 'external', 'analysis'] as const) {
    if (args.values[`allow-${effect}`] === true) allow.add(effect);
  }
  return {
    allow,
    readOnly: args.values['read-only'] === true,
    allowSuiteFull: args.values['allow-suite-full'] === true,
  };
}

/** The policy gate, before the first run: every ungranted effect is a problem (exit 2). */
export function checkSuiteGrants(suite: LoadedSuite, grants: Grants): void {
  const problems = checkGrants(suite, grants);
  if (problems.length > 0) {
    throw new ConfigError(
      `the suite asks for more than was granted; nothing ran:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      problems,
    );
  }
}

export interface SuiteRunSetup {
  grants: Grants;
  /** `--tasks` resolved against the suite (all tasks without it). */
  taskIds: string[];
  loadedConfig: LoadedConfig;
  agents: SuiteAgents;
}

/**
 * What every command that runs a suite does once the suite is found, in this order: the policy gate
 * (nothing runs when a task asks for more than was granted), the task selection, the configuration
 * and the agent of every task.
 */
export async function prepareSuiteRun(
  args: ParsedArgs,
  io: CliIo,
  suite: LoadedSuite,
): Promise<SuiteRunSetup> {
  const grants = grantsOf(args);
  checkSuiteGrants(suite, grants);
  const taskIds = selectTasks(
    suite.suiteId,
    suite.tasks.map((task) => task.id),
    stringOption(args, 'tasks'),
  );
  const loadedConfig = await loadConfig(io.cwd, stringOption(args, 'config'));
  return {
    grants,
    taskIds,
    loadedConfig,
    agents: resolveSuiteAgents(loadedConfig, io, suite, builtinAgentMode(args, io)),
  };
}

export interface ResolvedAgent {
  name: string;
  spec: AgentSpec;
  config: unknown;
  configHash: string;
  /** The config's entry for a command agent; absent for the built-in agent. */
  entry?: AgentEntry;
}

export type BuiltinAgentMode = 'in-process' | 'process';

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
  return {
    name,
    spec: {
      command,
      sourceDirs: findAgentSourceDirs({
        command,
        configDir: loaded.dir,
        pathVariable: entry.env?.PATH ?? io.env.PATH,
        ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
      }),
      ...(entry.env === undefined ? {} : { env: entry.env }),
      ...(entry.answerFrom === undefined ? {} : { answerFrom: entry.answerFrom }),
    },
    config: measured,
    configHash: hashConfiguration(name, entry, measured),
    entry,
  };
}

/** The agent to evaluate: the config's default agent, or the built-in one. */
export function resolveAgent(
  loaded: LoadedConfig,
  io: CliIo,
  builtin: BuiltinAgentMode = 'in-process',
): ResolvedAgent {
  return resolveEntry(loaded, io, loaded.config.default, builtin);
}

export interface SuiteAgents {
  agentOf: (task: LoadedTask) => ResolvedAgent;
  /** The default agent's hash, or, when tasks name other agents, a hash over all of them. */
  configHash: string;
}

/**
 * The agent of every task: the one a task names (`agent`, from the config's agents) or the default.
 * A task naming an agent the config does not have is rejected before the first run.
 */
export function resolveSuiteAgents(
  loaded: LoadedConfig,
  io: CliIo,
  suite: LoadedSuite,
  builtin: BuiltinAgentMode = 'in-process',
): SuiteAgents {
  const fallback = resolveAgent(loaded, io, builtin);
  const problems: Problem[] = suite.tasks.flatMap((task) =>
    task.agent === undefined || loaded.config.agents?.[task.agent] !== undefined
      ? []
      : [
          {
            file: suite.file,
            subject: `task ${JSON.stringify(task.id)}`,
            field: 'agent',
            message: `names ${JSON.stringify(task.agent)}, which is not an agent of ${loaded.file === undefined ? 'the configuration (there is no verdict.config.json)' : path.relative(io.cwd, loaded.file)}`,
          },
        ],
  );
  if (problems.length > 0) {
    throw new ConfigError(
      `unknown agent; nothing ran:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      problems,
    );
  }
  const byName = new Map<string, ResolvedAgent>();
  const agentOf = (task: LoadedTask): ResolvedAgent => {
    if (task.agent === undefined) return fallback;
    let agent = byName.get(task.agent);
    if (agent === undefined) {
      agent = resolveEntry(loaded, io, task.agent, builtin);
      byName.set(task.agent, agent);
    }
    return agent;
  };
  const hashes = [...new Set(suite.tasks.map((task) => agentOf(task).configHash))].sort();
  const configHash =
    hashes.length === 1 && hashes[0] !== undefined
      ? hashes[0]
      : createHash('sha256').update(hashes.join(',')).digest('hex').slice(0, 16);
  return { agentOf, configHash };
}

export { loadConfig };

export function newRunId(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

export function cassetteDirOf(args: ParsedArgs, suite: LoadedSuite, io: CliIo): string {
  const given = stringOption(args, 'cassette-dir');
  return given === undefined ? path.join(suite.dir, 'cassettes') : path.resolve(io.cwd, given);
}

/** Every selected task's cassette, read before the first run so a missing one stops nothing midway. */
export async function readCassettes(
  dir: string,
  taskIds: readonly string[],
  io: CliIo,
): Promise<Map<string, Cassette>> {
  const cassettes = new Map<string, Cassette>();
  const problems: Problem[] = [];
  for (const taskId of taskIds) {
    const file = cassettePath(dir, taskId);
    try {
      cassettes.set(taskId, await readCassette(file, path.relative(io.cwd, file) || file));
    } catch (error) {
      if (error instanceof ConfigError && error.problems.length > 0)
        problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `cannot replay; nothing ran:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      problems,
    );
  }
  return cassettes;
}

/**
 * Scripted mode's providers, one per task, with every selected task's script read before the first
 * run: a missing or broken script stops the invocation (exit 2, naming the file and field) with
 * nothing run, as a broken cassette does in replay.
 */
export async function scriptedProviders(
  args: ParsedArgs,
  suite: LoadedSuite,
  taskIds: readonly string[],
  io: CliIo,
): Promise<(taskId: string, context: ProviderContext) => Promise<ModelProvider>> {
  const given = stringOption(args, 'script-dir');
  const dir = given === undefined ? path.join(suite.dir, 'scripts') : path.resolve(io.cwd, given);
  const scripts = new Map<string, Script>();
  const problems: Problem[] = [];
  for (const taskId of new Set(taskIds)) {
    try {
      scripts.set(taskId, await loadScript(path.join(dir, `${taskId}.json`)));
    } catch (error) {
      if (error instanceof ConfigError && error.problems.length > 0) {
        problems.push(...error.problems);
      } else throw error;
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `cannot run scripted; nothing ran:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      problems,
    );
  }
  return (taskId, context) => {
    const script = scripts.get(taskId);
    if (script === undefined) {
      return Promise.reject(new Error(`no script was read for task ${JSON.stringify(taskId)}`));
    }
    return Promise.resolve(
      new ScriptedProvider(script, {
        taskId,
        expand: context.pathTokens.expand,
        normalize: context.normalize,
      }),
    );
  };
}

export interface LiveSettings {
  upstreams: Upstreams;
  /** Every live key, so that cassettes and exports can refuse them. */
  apiKeys: string[];
  /** The first live key (kept for callers that hold one). */
  apiKey: string;
  model: string;
  /** The upstream hosts, for reports (`host` or `host-a+host-b`). */
  provider: string;
  /** Upstream timeouts from `VERDICT_UPSTREAM_TIMEOUT_MS`, when set. */
  timeouts?: Pick<LiveProviderOptions, 'headersTimeoutMs' | 'idleTimeoutMs'>;
}

const UPSTREAM_DEFAULTS: Record<UpstreamFamily, { baseUrlEnv: string; keyEnv: string }> = {
  openai: { baseUrlEnv: 'OPENAI_BASE_URL', keyEnv: 'OPENAI_API_KEY' },
  anthropic: { baseUrlEnv: 'ANTHROPIC_BASE_URL', keyEnv: 'ANTHROPIC_API_KEY' },
  gemini: { baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL', keyEnv: 'GEMINI_API_KEY' },
};

/**
 * Live mode needs at least one upstream: per protocol family, the command line's `--base-url`,
 * `--anthropic-base-url`, `--gemini-base-url`, else `providers.<family>.baseUrl` in the config (for
 * OpenAI also `provider.baseUrl`), else the family's base-URL variable; and its key from the named
 * variable. A call in a protocol without an upstream fails its run with the reason (see `LiveProvider`).
 */
export function liveSettings(args: ParsedArgs, loaded: LoadedConfig, io: CliIo): LiveSettings {
  // A pull request's config must not choose where the live key goes, nor which variable is sent as
  // the key (SPEC §7): `verdict pr` and the Action run each checkout with this flag.
  const config: VerdictConfig =
    args.values['trusted-upstreams-only'] === true
      ? {
          ...(loaded.config.provider?.model === undefined
            ? {}
            : { provider: { model: loaded.config.provider.model } }),
        }
      : loaded.config;
  const upstreams: Upstreams = {};
  const hosts: string[] = [];
  for (const family of Object.keys(UPSTREAM_DEFAULTS) as UpstreamFamily[]) {
    const defaults = UPSTREAM_DEFAULTS[family];
    const option = UPSTREAM_OPTION[family];
    const fromConfig = config.providers?.[family];
    const baseUrl =
      stringOption(args, option.slice(2)) ??
      fromConfig?.baseUrl ??
      (family === 'openai' ? config.provider?.baseUrl : undefined) ??
      io.env[defaults.baseUrlEnv];
    if (baseUrl === undefined || baseUrl === '') continue;
    try {
      hosts.push(new URL(baseUrl).host);
    } catch {
      throw new UsageError(`${option} ${JSON.stringify(baseUrl)} is not a URL`);
    }
    const keyVariable =
      fromConfig?.apiKeyEnv ??
      (family === 'openai' ? config.provider?.apiKeyEnv : undefined) ??
      defaults.keyEnv;
    const apiKey = io.env[keyVariable];
    if (apiKey === undefined || apiKey === '') {
      throw new UsageError(
        `live mode needs an API key in the environment variable ${keyVariable} for the ${family} upstream`,
      );
    }
    upstreams[family] = { baseUrl, apiKey };
  }
  const apiKeys = Object.values(upstreams).map((upstream) => upstream.apiKey);
  // Whatever the variable is called, the live keys are never printed or written (SPEC §7).
  holdSecrets(apiKeys);
  if (apiKeys[0] === undefined) {
    throw new UsageError(
      'live mode needs an upstream: pass --base-url URL (OpenAI Chat Completions and Responses), --anthropic-base-url URL or --gemini-base-url URL (or set providers.<openai|anthropic|gemini>.baseUrl in verdict.config.json)',
    );
  }
  const model = stringOption(args, 'model') ?? config.provider?.model ?? io.env.OPENAI_MODEL;
  if (model === undefined || model === '')
    throw new UsageError('live mode needs a model: pass --model NAME');
  return {
    upstreams,
    apiKeys,
    apiKey: apiKeys[0],
    model,
    provider: [...new Set(hosts)].join('+'),
    timeouts: upstreamTimeoutsFromEnv(io.env),
  };
}

export function liveProvider(settings: LiveSettings): ModelProvider {
  return new LiveProvider({ upstreams: settings.upstreams, ...settings.timeouts });
}

export { effectivePolicy };

/** SPEC §6: 2 on a replay divergence, 1 when any run errored, 0 otherwise (a failed task is data). */
export function exitCodeOfRuns(records: readonly RunRecord[], cancelled: boolean): number {
  if (records.some((record) => record.error?.kind === 'replay_divergence')) return 2;
  if (cancelled || records.some((record) => record.status === 'error')) return 1;
  return 0;
}

/** Replay answers each task from its cassette; the model is the recorded one unless --model says otherwise. */
export function replaySetup(
  cassettes: ReadonlyMap<string, Cassette>,
  modelOption: string | undefined,
  configHash: string,
  io: CliIo,
): {
  model: string;
  providerFor: (taskId: string, context: ProviderContext) => Promise<ModelProvider>;
} {
  const recordedModel = [...cassettes.values()]
    .flatMap((cassette) => cassette.calls.map((call) => call.fingerprint.model))
    .find((name): name is string => typeof name === 'string');
  const stale = [...cassettes.values()].find(
    (cassette) => cassette.header.configHash !== configHash,
  );
  if (stale !== undefined) {
    io.stderr.write(
      `verdict: warning: ${stale.header.suiteId}/${stale.header.taskId} was recorded with configuration ${stale.header.configHash}; this run's is ${configHash}\n`,
    );
  }
  return {
    model: modelOption ?? recordedModel ?? 'verdict-scripted',
    providerFor: (taskId, context) =>
      Promise.resolve(
        new ReplayProvider(
          cassettes.get(taskId)?.calls ?? [],
          context.normalize,
          context.pathTokens.expand,
        ),
      ),
  };
}
