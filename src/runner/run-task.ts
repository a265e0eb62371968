/**
 * One run of one task: a fresh run directory, the agent spawned per the agent contract (SPEC §1)
 * against the proxy with a per-run token, budgets, events, then the verifiers — and a run record
 * that says what happened. A failure the model causes is `fail`; a failure of the infrastructure
 * is `error` and is never judged.
 *
 * The steps live beside it: the agent's environment (`agent-environment.ts`), its start and its
 * process's end (`agent-process.ts`), the look outside the workspace (`outside-watch.ts`), its
 * events (`agent-events.ts`), what the run measured (`run-measurement.ts`), its classification
 * (`classify-run.ts`, with `early-exit.ts` for an agent that ended before any model call) and its
 * trace (`run-trace.ts`).
 */
import os from 'node:os';
import { messageOf } from '../errors.js';
import { LeftoverSweep } from '../process/process-tree.js';
import {
  createNormalizer,
  createPathTokens,
  type Normalize,
  type PathTokens,
} from '../provider/normalize.js';
import type { ProviderProxy } from '../provider/proxy-server.js';
import type { ModelProvider } from '../provider/types.js';
import type { RunStatus } from '../stats/counts.js';
import type { LoadedSuite, LoadedTask } from '../suite/load-suite.js';
import type { Policy } from '../suite/schema.js';
import type { RunTranscript } from '../transcript/schema.js';
import { runVerifiers } from '../verifiers/index.js';
import { snapshotTreeWithStamps, type TreeListing } from '../workspace/snapshot.js';
import { agentEnvironment } from './agent-environment.js';
import { collectToolCalls, finalAnswerOf, readEvents } from './agent-events.js';
import { limitsOf, processIncidents, sandboxLimitOf, startAgent } from './agent-process.js';
import { classifyAgentEnd, classifyVerified, MAX_RUN_ATTEMPTS } from './classify-run.js';
import { earlyExitOf, withEarlyExit } from './early-exit.js';
import { ConversationPrep, conversationEvents, keepTrace, traceEventsOf } from './run-trace.js';
import type { TraceEvent } from '../run-dir/trace-schema.js';
import type { SourceDir } from './agent-source-dirs.js';
import {
  listOutside,
  outsideWritesIncident,
  watchOutside,
  type OutsideWatch,
} from './outside-watch.js';
import {
  createRunDirectory,
  removeRunDirectory,
  type FixtureTemplates,
  type RunDirectory,
} from './run-directory.js';
import { exceededAfterwards, measure, withExceeded } from './run-measurement.js';
import {
  RUN_RECORD_FORMAT,
  describeRunOrigin,
  sumUpstreamModels,
  type Incident,
  type Mode,
  type RunAgent,
  type RunMeasured,
  type RunRecord,
} from '../run-dir/record-schema.js';
import { monotonicMs } from '../monotonic-clock.js';
import type { Sandbox } from '../sandbox/sandbox.js';
import { openNone } from '../sandbox/open-sandbox.js';

/** The kernel release (`os.release()`), which agents print in their environment notes. */
const OS_RELEASE_TOKEN = '<OS_RELEASE>';

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
  /** What the record names as the run's agent: its entry's name and config file (`verdict add`). */
  runAgent?: RunAgent;
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
  /** Where the run's trace goes (its run directory) and its cap; without it none is written. */
  trace?: { dir: string; maxBytes: number };
}

interface AttemptResult {
  status: RunStatus;
  reason?: string;
  error?: RunRecord['error'];
  transient: boolean;
  record: Omit<RunRecord, 'attempts' | 'status' | 'reason' | 'error'>;
  /** What the run's trace holds besides its header. */
  traceEvents: TraceEvent[];
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
    ...(input.runAgent === undefined ? {} : { agent: input.runAgent }),
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
    traceEvents: [],
  });

  let directory: RunDirectory;
  // What `command` verifiers leave behind with their process group gone: swept once, after them.
  let verifierLeftovers: LeftoverSweep | undefined;
  try {
    const { fixtureDir } = task;
    const parent = input.sandbox?.runsParent;
    directory = await createRunDirectory({
      runId: input.runId,
      ...(parent === undefined ? {} : { parent }),
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
    // The trace's part of each model call is made while the agent works (`ConversationPrep`).
    const prep =
      input.trace === undefined
        ? undefined
        : new ConversationPrep(normalize, pathTokens.tokenize, (id) => proxyRun.callOfResponse(id));
    const proxyRun = input.proxy.openRun({
      provider,
      ...(prep === undefined ? {} : { onCallRecorded: (record) => prep.add(record) }),
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
    const earlyExit = earlyExitOf(result, transcript.calls.length);
    if (earlyExit !== undefined) incidents.push({ kind: 'agent_exited_early', detail: earlyExit });
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
      ...(earlyExit === undefined ? {} : { earlyExit }),
    });
    const conversationOf = (): TraceEvent[] =>
      input.trace === undefined
        ? []
        : conversationEvents({
            transcript,
            toolCalls,
            normalize,
            tokenize: pathTokens.tokenize,
            ...(prep === undefined ? {} : { prep }),
          });
    const traceEvents = (conversation: readonly TraceEvent[]): TraceEvent[] =>
      input.trace === undefined
        ? []
        : traceEventsOf({
            conversation,
            tokenize: pathTokens.tokenize,
            verifiers: record.verifiers,
            incidents,
            agent: result,
          });
    if (!('verify' in ended)) {
      return {
        ...withEarlyExit(ended, earlyExit),
        record,
        traceEvents: traceEvents(conversationOf()),
      };
    }
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
    const verifying = runVerifiers(task.verifiers, {
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
    // Built while the first verifier's process runs, not after the last one.
    const conversation = conversationOf();
    const verifiers = await verifying;
    record.verifiers = verifiers.map(({ status, ...rest }) => ({ ...rest, outcome: status }));
    return {
      ...withEarlyExit(classifyVerified(ended, verifiers, box.failure), earlyExit),
      record,
      traceEvents: traceEvents(conversation),
    };
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
    const record: RunRecord = {
      ...result.record,
      ...(served === undefined
        ? {}
        : { measured: { ...result.record.measured, upstreamModels: served } }),
      attempts: attempt,
      status: result.status,
      ...(result.reason === undefined ? {} : { reason: result.reason }),
      ...(result.error === undefined ? {} : { error: result.error }),
    };
    return input.trace === undefined ? record : keepTrace(record, result.traceEvents, input.trace);
  }
}
