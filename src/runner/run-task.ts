/**
 * One run of one task: a fresh run directory, the agent spawned per the agent contract (SPEC §1)
 * against the proxy with a per-run token, budgets, events, then the verifiers — and a run record
 * that says what happened. A failure the model causes is `fail`; a failure of the infrastructure
 * is `error` and is never judged.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { decideEffect } from '../agent/policy.js';
import { messageOf } from '../errors.js';
import { LeftoverSweep, runCommand, type RunCommandResult } from '../process/run-command.js';
import {
  createNormalizer,
  createPathTokens,
  type Normalize,
  type PathTokens,
} from '../provider/normalize.js';
import type { ProviderProxy, ProxyRunTranscript } from '../provider/proxy-server.js';
import type { ModelProvider } from '../provider/types.js';
import type { RunStatus } from '../stats/counts.js';
import type { LoadedSuite, LoadedTask } from '../suite/load-suite.js';
import type { Policy } from '../suite/schema.js';
import type { RunTranscript, ToolCall } from '../transcript/schema.js';
import { runVerifiers } from '../verifiers/index.js';
import { classifyAgentEnd, classifyVerified } from './classify-run.js';
import {
  diffListings,
  listTree,
  snapshotTreeWithStamps,
  type TreeListing,
} from '../workspace/snapshot.js';
import type { SourceDir } from './agent-source-dirs.js';
import {
  createRunDirectory,
  removeRunDirectory,
  type FixtureTemplates,
  type RunDirectory,
} from './run-directory.js';
import {
  RUN_RECORD_FORMAT,
  describeRunOrigin,
  sumUpstreamModels,
  type Incident,
  type Mode,
  type RunMeasured,
  type RunRecord,
} from '../run-dir/record-schema.js';
import { monotonicMs } from '../monotonic-clock.js';
import { effectiveLimits, type RunBox, type Sandbox } from '../sandbox/sandbox.js';
import { openNone } from '../sandbox/open-sandbox.js';

/** The kernel release (`os.release()`), which agents print in their environment notes. */
const OS_RELEASE_TOKEN = '<OS_RELEASE>';

/** A run is attempted at most this many times when the agent declares a transient error (SPEC §3). */
export const MAX_RUN_ATTEMPTS = 4;

export interface AgentSpec {
  /** argv; relative paths were resolved against the config file's directory. */
  command: string[];
  env?: Record<string, string>;
  /** Where the final answer comes from: the last model response without tool calls, or stdout. */
  answerFrom?: 'proxy' | 'stdout';
  /** Where the agent comes from on this machine, normalized to tokens in requests (`findAgentSourceDirs`). */
  sourceDirs?: SourceDir[];
  /**
   * Set for the built-in agent: `in-process` runs it inside Verdict's process (the default: no Node
   * start per run), `process` spawns `command` like any other agent. Both send the same bytes.
   */
  builtin?: 'in-process' | 'process';
  /**
   * The models besides the run's that the agent may call (its config entry's `models`, e.g. a small
   * side model): live mode forwards these and the run's model only (SPEC §1).
   */
  models?: readonly string[];
}

/** What a run's provider is built with: its normalizer, its path tokens and its directory. */
export interface ProviderContext {
  normalize: Normalize;
  pathTokens: PathTokens;
  directory: RunDirectory;
}

export interface RunTaskInput {
  runId: string;
  suite: LoadedSuite;
  task: LoadedTask;
  repetition: number;
  seed: number;
  mode: Mode;
  model: string;
  proxy: ProviderProxy;
  agent: AgentSpec;
  /** The measured configuration, passed to the agent as VERDICT_CONFIG. */
  agentConfig: unknown;
  policy: Policy;
  createProvider: (context: ProviderContext) => Promise<ModelProvider>;
  /** Environment variables passed through to the agent (PATH and the like; never credentials). */
  passEnv?: NodeJS.ProcessEnv;
  keep?: boolean;
  signal?: AbortSignal;
  variant?: string;
  /** Directories outside the workspace that the agent must not write to (SPEC §1): HOME, the suite. */
  outsideWatch?: OutsideWatch;
  /** The invocation's prepared fixtures; without them each run prepares its own copy. */
  fixtures?: FixtureTemplates;
  /**
   * Takes the removal of the run's directory, for the caller to await later, instead of the run
   * waiting for it (it never fails: `removeRunDirectory` forces and retries).
   */
  deferRemoval?: (removal: Promise<void>) => void;
  /** The invocation's sandbox: every command of the run starts in its box (default: none). */
  sandbox?: Sandbox;
}

export interface OutsideWatch {
  /** Each directory with how paths below it are shown (`~`, `<suite>`). */
  roots: ReadonlyArray<{ label: string; dir: string }>;
  /** Where Verdict itself writes meanwhile (the out dir, cassettes), with everything below. */
  exclude: readonly string[];
}

/** A look at HOME and the suite that stays cheap on a real HOME: size and mtime, a bounded walk. */
const OUTSIDE_LISTING = { maxDepth: 3, maxEntries: 5_000 } as const;
/** Paths an incident names at most; the rest are counted. */
const OUTSIDE_PATHS_SHOWN = 10;

async function listOutside(
  watch: OutsideWatch | undefined,
  exclude: readonly string[],
): Promise<TreeListing[]> {
  if (watch === undefined) return [];
  return Promise.all(
    watch.roots.map((root) =>
      listTree(root.dir, { ...OUTSIDE_LISTING, exclude: [...watch.exclude, ...exclude] }),
    ),
  );
}

/**
 * The `writes_outside_workspace` incident from a before/after look at the watched directories, or
 * nothing. With concurrent runs, a write lands on every run that was in flight when it happened.
 */
function outsideWritesIncident(
  watch: OutsideWatch | undefined,
  before: readonly TreeListing[],
  after: readonly TreeListing[],
): Incident | undefined {
  if (watch === undefined) return undefined;
  const changes = watch.roots.flatMap((root, index) => {
    const [was, now] = [before[index], after[index]];
    if (was === undefined || now === undefined) return [];
    return diffListings(was, now).map(
      (change) => `${root.label}/${change.path} (${change.change})`,
    );
  });
  if (changes.length === 0) return undefined;
  const shown = changes.slice(0, OUTSIDE_PATHS_SHOWN).join(', ');
  const more = changes.length - OUTSIDE_PATHS_SHOWN;
  return {
    kind: 'writes_outside_workspace',
    detail: `${changes.length} path(s) outside the workspace changed during the run: ${shown}${more > 0 ? ` and ${more} more` : ''}`,
  };
}

/**
 * The built-in agent's file tools cannot leave the workspace; only the commands it runs can, and it
 * runs none unless `process` is granted. Then HOME and the suite need no look before and after.
 */
function watchOutside(input: RunTaskInput): OutsideWatch | undefined {
  if (input.agent.builtin !== undefined && decideEffect(input.policy, 'process') !== 'granted') {
    return undefined;
  }
  return input.outsideWatch;
}

/** Starts the agent: the built-in one in this process by default, any other as its own process. */
async function startAgent(
  input: RunTaskInput,
  directory: RunDirectory,
  env: NodeJS.ProcessEnv,
  beforeCommand: () => Promise<unknown>,
  box: RunBox,
  onTooManyProcesses: () => void,
): Promise<RunCommandResult> {
  if (input.agent.builtin === 'in-process') {
    const { runAgentInProcess } = await import('../agent/in-process.js');
    let ranCommand = false;
    // Its commands whose process group is gone at their exit are not scanned for one by one: one
    // sweep after the agent finds what any of them left (by tag, or in the run's directory).
    const leftovers = new LeftoverSweep([directory.root]);
    const result = await runAgentInProcess({
      env,
      prompt: input.task.prompt,
      cwd: directory.workspace,
      timeoutMs: input.task.budget.maxWallMs,
      beforeCommand: () => {
        ranCommand = true;
        return beforeCommand();
      },
      leftovers,
      contain: box,
      ...(input.signal === undefined ? {} : { signal: input.signal }),
    });
    // What its commands left running (one that left their process group and tag, in the run's
    // directory) goes, as when the agent is a process of its own.
    if (!ranCommand) return result;
    const outlived = await leftovers.kill();
    return result.outcome === 'exited' ? { ...result, outlived } : result;
  }
  // The agent's whole tree is counted while it runs: RLIMIT_NPROC does not bind the host's root.
  const stopping = new AbortController();
  const stop = (): void => stopping.abort();
  input.signal?.addEventListener('abort', stop, { once: true });
  if (input.signal?.aborted === true) stop();
  let watch: { stop: () => void } | undefined;
  try {
    return await runCommand(input.agent.command, {
      cwd: directory.workspace,
      timeoutMs: input.task.budget.maxWallMs,
      env,
      stdin: input.task.prompt,
      ownedPaths: [directory.root],
      signal: stopping.signal,
      contain: box,
      bridge: true,
      onSpawn: (pid) => {
        watch = box.watchProcesses(pid, () => {
          onTooManyProcesses();
          stop();
        });
      },
    });
  } finally {
    watch?.stop();
    input.signal?.removeEventListener('abort', stop);
  }
}

/** The task's sandbox limits: its own over its suite's over the defaults. */
function limitsOf(input: RunTaskInput): ReturnType<typeof effectiveLimits> {
  return effectiveLimits(input.suite.resources, input.task.resources);
}

/** The sandbox limit that ended the agent, when one did. */
function sandboxLimitOf(
  box: RunBox,
  result: RunCommandResult,
  tooManyProcesses: boolean,
  processes: number,
): { limitHit?: string } {
  if (tooManyProcesses) return { limitHit: `processes ${processes}` };
  if (result.outcome !== 'exited') return {};
  const hit = box.limitHit({
    signal: result.signal,
    exitCode: result.exitCode,
    stderr: result.stderr,
  });
  return hit === undefined ? {} : { limitHit: hit };
}

/** Incidents about the agent process itself: a signal that ended it, leftovers, cut output. */
function processIncidents(result: RunCommandResult): Incident[] {
  const incidents: Incident[] = [];
  if (result.outcome === 'failed-to-start') return incidents;
  if (result.outcome === 'exited' && result.signal !== null) {
    incidents.push({ kind: 'agent_crashed', detail: `the agent was killed by ${result.signal}` });
  }
  if (result.outcome === 'exited' && result.outlived > 0) {
    incidents.push({
      kind: 'processes_outlived_agent',
      detail: `${result.outlived} process(es) the agent started were still running when it exited, and were killed`,
    });
  }
  if (result.truncated) {
    incidents.push({
      kind: 'agent_output_truncated',
      detail: 'the agent wrote more than the output cap; the rest was counted, not kept',
    });
  }
  return incidents;
}

interface AttemptResult {
  status: RunStatus;
  reason?: string;
  error?: RunRecord['error'];
  transient: boolean;
  record: Omit<RunRecord, 'attempts' | 'status' | 'reason' | 'error'>;
}

interface AgentEvent {
  type?: unknown;
  name?: unknown;
  ok?: unknown;
  error?: unknown;
  kind?: unknown;
  effect?: unknown;
  retryable?: unknown;
}

async function readEvents(file: string): Promise<AgentEvent[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const events: AgentEvent[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const event = JSON.parse(line) as unknown;
      if (event !== null && typeof event === 'object') events.push(event);
    } catch {
      // a torn or foreign line: events are the agent's word, not ours to fail on
    }
  }
  return events;
}

function parseArguments(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Tool calls in order from what the proxy saw, with ok/error from the agent's events where known. */
function collectToolCalls(transcript: ProxyRunTranscript, events: AgentEvent[]): ToolCall[] {
  const calls: ToolCall[] = transcript.calls
    .filter((call) => call.purpose === 'main')
    .flatMap((call) =>
      (call.assembled?.toolCalls ?? []).map((toolCall) => ({
        name: toolCall.name,
        arguments: parseArguments(toolCall.arguments),
      })),
    );
  const toolEvents = events.filter((event) => event.type === 'tool_call');
  // The n-th event about a tool is about the n-th call of that tool.
  const seen = new Map<string, number>();
  for (const event of toolEvents) {
    if (typeof event.name !== 'string') continue;
    const nth = seen.get(event.name) ?? 0;
    seen.set(event.name, nth + 1);
    const call = calls.filter((candidate) => candidate.name === event.name)[nth];
    if (call === undefined) continue;
    if (typeof event.ok === 'boolean') call.ok = event.ok;
    if (typeof event.error === 'string') call.error = event.error;
  }
  return calls;
}

function finalAnswerOf(transcript: ProxyRunTranscript): string | null {
  const answered = transcript.calls.filter(
    (call) =>
      call.purpose === 'main' &&
      call.assembled !== undefined &&
      call.assembled.toolCalls.length === 0,
  );
  return answered.at(-1)?.assembled?.content ?? null;
}

function measure(
  transcript: ProxyRunTranscript,
  events: AgentEvent[],
  wallMs: number,
  mode: Mode,
): RunMeasured {
  const eventCounts: Record<string, number> = {};
  for (const event of events) {
    if (typeof event.type === 'string')
      eventCounts[event.type] = (eventCounts[event.type] ?? 0) + 1;
  }
  const { usage } = transcript;
  const everyTurnReported = usage.callsAnswered > 0 && usage.callsReporting === usage.callsAnswered;
  const cachedEverywhere = usage.callsReportingCached === usage.callsReporting;
  return {
    wallMs,
    turns: transcript.turns,
    toolCalls: transcript.toolCalls,
    compactionCalls: transcript.compactionCalls,
    ...(everyTurnReported
      ? {
          usage: {
            inputTokens: usage.inputTokens,
            outputTokens: usage.outputTokens,
            ...(usage.callsReportingCached > 0 && cachedEverywhere
              ? { cachedInputTokens: usage.cachedInputTokens ?? 0 }
              : {}),
            ...(usage.callsReportingCached > 0 && !cachedEverywhere ? { cachedPartial: true } : {}),
          },
        }
      : {}),
    retries: transcript.calls.reduce((sum, call) => sum + Math.max(0, call.attempts - 1), 0),
    events: eventCounts,
    // Only live calls reach an upstream; `{}` says that none did, absence that none could.
    ...(mode === 'live' ? { upstreamModels: transcript.upstreamModels ?? {} } : {}),
  };
}

/** A budget that the finished run went past (the proxy only refuses the call after). */
function exceededAfterwards(task: LoadedTask, measured: RunMeasured): string | undefined {
  const { maxToolCalls, maxTokens } = task.budget;
  if (maxToolCalls !== undefined && measured.toolCalls > maxToolCalls) {
    return `budget maxToolCalls (${maxToolCalls}) exceeded: ${measured.toolCalls} tool calls`;
  }
  const tokens =
    measured.usage === undefined
      ? undefined
      : measured.usage.inputTokens + measured.usage.outputTokens;
  if (maxTokens !== undefined && tokens !== undefined && tokens > maxTokens) {
    return `budget maxTokens (${maxTokens}) exceeded: ${tokens} tokens`;
  }
  return undefined;
}

const withExceeded = (reason: string | undefined): { exceededAfterwards?: string } =>
  reason === undefined ? {} : { exceededAfterwards: reason };

/**
 * `${NAME}` in an agent entry's `env` values, replaced by the run's value of NAME when NAME is one
 * of the run's own variables (the contract, HOME, PATH…), so that an agent whose base-URL variable
 * has another name can be wired without a wrapper: `"MY_AGENT_API": "${OPENAI_BASE_URL}"`. Any
 * other `${…}` stays as written: the user's environment never leaks in this way.
 */
function expandAgentEnv(
  env: Record<string, string> | undefined,
  known: NodeJS.ProcessEnv,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env ?? {}).map(([name, value]) => [
      name,
      value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, key: string) => known[key] ?? whole),
    ]),
  );
}

/**
 * The agent's environment (SPEC §1): PATH, a fixed locale and zone, a fresh HOME and XDG dirs (an
 * agent entry's `env` may change these), then the contract, which its `env` may add to but never
 * override: nothing a config says can point an agent past the proxy.
 */
function agentEnvironment(
  input: RunTaskInput,
  directory: RunDirectory,
  token: string,
): NodeJS.ProcessEnv {
  const pass = input.passEnv ?? {};
  const base: NodeJS.ProcessEnv = {
    PATH: pass.PATH ?? process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    // A fixed locale and zone: agents put the date in their prompts, and replay needs the same text.
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    HOME: directory.home,
    XDG_CONFIG_HOME: directory.xdg.config,
    XDG_DATA_HOME: directory.xdg.data,
    XDG_STATE_HOME: directory.xdg.state,
    XDG_CACHE_HOME: directory.xdg.cache,
    TMPDIR: directory.root,
  };
  const contract: NodeJS.ProcessEnv = {
    OPENAI_BASE_URL: input.proxy.baseUrl,
    ANTHROPIC_BASE_URL: input.proxy.rootUrl,
    GOOGLE_GEMINI_BASE_URL: input.proxy.rootUrl,
    OPENAI_API_KEY: token,
    ANTHROPIC_API_KEY: token,
    GEMINI_API_KEY: token,
    OPENAI_MODEL: input.model,
    ANTHROPIC_MODEL: input.model,
    VERDICT_PROMPT: input.task.prompt,
    VERDICT_TASK_ID: input.task.id,
    VERDICT_POLICY: JSON.stringify(input.policy),
    VERDICT_CONFIG: JSON.stringify(input.agentConfig ?? {}),
    VERDICT_EVENTS: directory.eventsFile,
  };
  return { ...base, ...expandAgentEnv(input.agent.env, { ...base, ...contract }), ...contract };
}

async function attemptRun(input: RunTaskInput): Promise<AttemptResult> {
  const { task } = input;
  const base = {
    format: RUN_RECORD_FORMAT,
    runId: input.runId,
    suiteId: input.suite.suiteId,
    taskId: task.id,
    repetition: input.repetition,
    seed: input.seed,
    model: input.model,
    mode: input.mode,
    ...(input.variant === undefined ? {} : { variant: input.variant }),
    origin: describeRunOrigin(input.suite, task, input.policy),
  } as const;
  const emptyMeasured: RunMeasured = {
    wallMs: 0,
    turns: 0,
    toolCalls: 0,
    compactionCalls: 0,
    retries: 0,
    events: {},
  };
  const infrastructure = (kind: string, message: string): AttemptResult => ({
    status: 'error',
    reason: message,
    error: { kind, message },
    transient: false,
    record: {
      ...base,
      verifiers: [],
      incidents: [],
      measured: emptyMeasured,
      toolCalls: [],
      finalAnswer: null,
      agentExitCode: null,
    },
  });

  let directory: RunDirectory;
  // What `command` verifiers leave behind with their process group gone: swept once, after them.
  let verifierLeftovers: LeftoverSweep | undefined;
  try {
    const { fixtureDir } = task;
    directory = await createRunDirectory({
      runId: input.runId,
      ...(fixtureDir === undefined
        ? {}
        : input.fixtures === undefined
          ? { fixtureDir, fixtureGit: task.fixtureGit === true }
          : { template: await input.fixtures.get(fixtureDir, task.fixtureGit === true) }),
    });
  } catch (error) {
    return infrastructure('fixture', `the fixture could not be copied: ${messageOf(error)}`);
  }
  try {
    const normalize = createNormalizer({
      workspaceDir: directory.workspace,
      homeDir: directory.home,
      tempDirs: [directory.root, os.tmpdir()],
      ...(input.agent.sourceDirs === undefined ? {} : { sourceDirs: input.agent.sourceDirs }),
      hostStrings: [{ text: os.release(), token: OS_RELEASE_TOKEN }],
      rules: [...input.suite.replayNormalize, ...(task.replayNormalize ?? [])],
    });
    const pathTokens = createPathTokens({
      workspaceDir: directory.workspace,
      homeDir: directory.home,
    });
    let provider: ModelProvider;
    try {
      provider = await input.createProvider({ normalize, pathTokens, directory });
    } catch (error) {
      return infrastructure('provider', messageOf(error));
    }
    const box = (input.sandbox ?? openNone()).forRun(
      { root: directory.root, tmp: directory.tmp, readOnly: [], limits: limitsOf(input) },
      input.proxy.port,
    );
    let tooManyProcesses = false;
    const before = await snapshotTreeWithStamps(directory.workspace);
    const proxyRun = input.proxy.openRun({
      provider,
      model: input.model,
      ...(input.agent.models === undefined ? {} : { allowedModels: input.agent.models }),
      budget: {
        maxTurns: task.budget.maxTurns,
        ...(task.budget.maxTokens === undefined ? {} : { maxTokens: task.budget.maxTokens }),
        ...(task.budget.maxToolCalls === undefined
          ? {}
          : { maxToolCalls: task.budget.maxToolCalls }),
      },
    });
    const outsideWatch = watchOutside(input);
    // The in-process agent can write outside only through a command: HOME is looked at before its
    // first one, if it runs any. Any other agent may write from its first instant.
    let outsideBefore: Promise<TreeListing[]> | undefined;
    const lookOutside = (): Promise<TreeListing[]> =>
      (outsideBefore ??= listOutside(outsideWatch, [directory.root]));
    if (input.agent.builtin !== 'in-process') await lookOutside();
    const started = monotonicMs();
    const result = await startAgent(
      input,
      directory,
      agentEnvironment(input, directory, proxyRun.token),
      lookOutside,
      box,
      () => {
        tooManyProcesses = true;
      },
    );
    const wallMs = Math.round(monotonicMs() - started);
    const outsideIncident =
      outsideBefore === undefined
        ? undefined
        : outsideWritesIncident(
            outsideWatch,
            await outsideBefore,
            await listOutside(outsideWatch, [directory.root]),
          );
    const transcript = await proxyRun.finish();
    const events = await readEvents(directory.eventsFile);
    const measured = measure(transcript, events, wallMs, input.mode);
    const toolCalls = collectToolCalls(transcript, events);
    const incidents: Incident[] = events
      .filter((event) => event.type === 'incident' && typeof event.kind === 'string')
      .map((event) => ({ kind: event.kind as string }));
    incidents.push(...processIncidents(result), ...(await box.networkBlocked()));
    if (outsideIncident !== undefined) incidents.push(outsideIncident);
    if (measured.usage === undefined && transcript.usage.callsAnswered > 0) {
      incidents.push({
        kind: 'usage_unreported',
        detail: `${transcript.usage.callsAnswered - transcript.usage.callsReporting} of ${transcript.usage.callsAnswered} turns did not report usage`,
      });
    }
    const stdout =
      result.outcome === 'exited' || result.outcome === 'timed-out' ? result.stdout : '';
    const finalAnswer =
      input.agent.answerFrom === 'stdout' ? stdout.trim() : finalAnswerOf(transcript);
    const record = {
      ...base,
      verifiers: [] as RunRecord['verifiers'],
      incidents,
      measured,
      toolCalls: toolCalls.map((call) => ({
        name: call.name,
        arguments: call.arguments,
        ...(call.ok === undefined ? {} : { ok: call.ok }),
      })),
      finalAnswer,
      agentExitCode: result.outcome === 'exited' ? result.exitCode : null,
      ...(input.keep === true ? { keptDir: directory.root } : {}),
    };

    const ended = classifyAgentEnd({
      end:
        result.outcome === 'exited'
          ? { outcome: 'exited', exitCode: result.exitCode }
          : result.outcome === 'failed-to-start'
            ? { outcome: 'failed-to-start', code: result.code }
            : { outcome: result.outcome },
      command: input.agent.command,
      ...(transcript.stop === undefined ? {} : { stop: transcript.stop }),
      declaredTransient: events.some(
        (event) => event.type === 'transient_error' && event.retryable === true,
      ),
      maxWallMs: task.budget.maxWallMs,
      ...withExceeded(exceededAfterwards(task, measured)),
      ...(box.failure === undefined ? {} : { sandboxFailure: box.failure }),
      ...sandboxLimitOf(box, result, tooManyProcesses, limitsOf(input).processes),
    });
    if (!('verify' in ended)) return { ...ended, record };
    const runTranscript: RunTranscript = {
      toolCalls,
      toolEventsAvailable: events.some((event) => event.type === 'tool_call'),
      finalAnswer,
      workspace: {
        dir: directory.workspace,
        before: before.snapshot,
        after: (await snapshotTreeWithStamps(directory.workspace, before.stamps)).snapshot,
      },
    };
    verifierLeftovers = new LeftoverSweep([directory.root]);
    const verifiers = await runVerifiers(task.verifiers, {
      transcript: runTranscript,
      env: {
        PATH: agentEnvironment(input, directory, '').PATH,
        HOME: directory.home,
        LANG: 'C.UTF-8',
        TZ: 'UTC',
      },
      ...(input.signal === undefined ? {} : { signal: input.signal }),
      leftovers: verifierLeftovers,
      contain: box,
    });
    record.verifiers = verifiers.map(({ status, ...rest }) => ({ ...rest, outcome: status }));
    return { ...classifyVerified(ended, verifiers, box.failure), record };
  } finally {
    if (verifierLeftovers?.pending === true) await verifierLeftovers.kill();
    if (input.keep !== true) {
      const removal = removeRunDirectory(directory).catch(() => undefined);
      if (input.deferRemoval === undefined) await removal;
      else input.deferRemoval(removal);
    }
  }
}

/** Runs a task once, retrying the whole run when the agent declares a transient error. */
export async function runTask(input: RunTaskInput): Promise<RunRecord> {
  let attempt = 0;
  // What the upstream served to the attempts retried: the key was spent on them too.
  let servedBefore: Record<string, number> | undefined;
  for (;;) {
    attempt += 1;
    const result = await attemptRun(input);
    const served = sumUpstreamModels([servedBefore, result.record.measured.upstreamModels]);
    if (result.transient && attempt < MAX_RUN_ATTEMPTS && input.signal?.aborted !== true) {
      servedBefore = served;
      continue;
    }
    return {
      ...result.record,
      ...(served === undefined
        ? {}
        : { measured: { ...result.record.measured, upstreamModels: served } }),
      attempts: attempt,
      status: result.status,
      ...(result.reason === undefined ? {} : { reason: result.reason }),
      ...(result.error === undefined ? {} : { error: result.error }),
    };
  }
}
