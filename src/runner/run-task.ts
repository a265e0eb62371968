/**
 * One run of one task (SPEC §1): a fresh run directory, the agent against the proxy with a per-run
 * token, budgets, events, then the verifiers, and the record that says what happened.
 */
import os from 'node:os';
import { messageOf } from '../errors.js';
import { LeftoverSweep } from '../process/process-tree.js';
import type { RunCommandResult } from '../process/run-command.js';
import { createNormalizer, createPathTokens } from '../provider/normalize.js';
import type { ProxyRun, ProxyRunTranscript } from '../provider/proxy-run.js';
import type { ModelProvider } from '../provider/types.js';
import type { RunTranscript, ToolCall } from '../transcript/schema.js';
import { runVerifiers, type VerifierResult } from '../verifiers/index.js';
import { snapshotTreeWithStamps } from '../workspace/snapshot.js';
import { agentEnvironment } from './agent-environment.js';
import { collectToolCalls, finalAnswerOf, readEvents, type AgentEvent } from './agent-events.js';
import { processIncidents, sandboxLimitOf, startAgent } from './agent-process.js';
import {
  classifyAgentEnd,
  classifyVerified,
  errored,
  MAX_RUN_ATTEMPTS,
  type RunClassification,
  type ToBeVerified,
} from './classify-run.js';
import { earlyExitOf, withEarlyExit } from './early-exit.js';
import { ConversationPrep, conversationEvents, keepTrace, traceEventsOf } from './run-trace.js';
import type { TraceEvent } from '../run-dir/trace-schema.js';
import { lookOutside } from './outside-watch.js';
import type { RunDirectory } from './run-directory.js';
import { openDirectory, releaseDirectory } from './run-directory-use.js';
import { exceededAfterwards, measure, unreportedUsage } from './run-measurement.js';
import {
  RUN_RECORD_FORMAT,
  describeRunOrigin,
  sumUpstreamModels,
  type Incident,
  type RunRecord,
} from '../run-dir/record-schema.js';
import { monotonicMs } from '../monotonic-clock.js';
import { effectiveLimits } from '../sandbox/sandbox.js';
import { openNone } from '../sandbox/open-sandbox.js';
import type { ProviderContext, RunAttempt, RunTaskInput } from './run-types.js';

/** Stands for `os.release()`, which agents print in their environment notes. */
const OS_RELEASE_TOKEN = '<OS_RELEASE>';

type AttemptRecord = Omit<RunRecord, 'attempts' | 'status' | 'reason' | 'error'>;

interface AttemptResult extends RunClassification {
  record: AttemptRecord;
  /** What the run's trace holds besides its header. */
  traceEvents: TraceEvent[];
}

/** One attempt with what `prepare` opened for it. */
interface Attempt extends RunAttempt, ProviderContext {
  /** The workspace as the fixture left it, before the agent. */
  before: Awaited<ReturnType<typeof snapshotTreeWithStamps>>;
  proxyRun: ProxyRun;
  /** The trace's part of each model call, made while the agent works. */
  prep: ConversationPrep;
}

interface Observed {
  result: RunCommandResult;
  wallMs: number;
  tooManyProcesses: boolean;
  outside: Incident | undefined;
  transcript: ProxyRunTranscript;
  events: AgentEvent[];
  toolCalls: ToolCall[];
  earlyExit: string | undefined;
  record: AttemptRecord;
}

type AgentRun = Pick<Observed, 'result' | 'wallMs' | 'tooManyProcesses' | 'outside'>;

/** The record of a run before anything was observed: which run of which task it is. */
function emptyRecord(input: RunTaskInput): AttemptRecord {
  return {
    format: RUN_RECORD_FORMAT,
    runId: input.runId,
    suiteId: input.suite.suiteId,
    taskId: input.task.id,
    repetition: input.repetition,
    seed: input.seed,
    model: input.model,
    mode: input.mode,
    origin: describeRunOrigin(input.suite, input.task, input.policy),
    ...(input.runAgent === undefined ? {} : { agent: input.runAgent }),
    verifiers: [],
    incidents: [],
    measured: { wallMs: 0, turns: 0, toolCalls: 0, compactionCalls: 0, retries: 0, events: {} },
    toolCalls: [],
    finalAnswer: null,
    agentExitCode: null,
  };
}

/** An attempt the infrastructure failed before the agent started: nothing was measured. */
function failed(input: RunTaskInput, kind: string, message: string): AttemptResult {
  return { ...errored(kind, message), record: emptyRecord(input), traceEvents: [] };
}

/** The attempt's normalizer, provider (none: an `error`), box, first look and proxy run. */
async function prepare(
  input: RunTaskInput,
  directory: RunDirectory,
): Promise<Attempt | AttemptResult> {
  const { task } = input;
  const dirs = { workspaceDir: directory.workspace, homeDir: directory.home };
  const normalize = createNormalizer({
    ...dirs,
    tempDirs: [directory.root, os.tmpdir()],
    ...(input.agent.sourceDirs === undefined ? {} : { sourceDirs: input.agent.sourceDirs }),
    hostStrings: [{ text: os.release(), token: OS_RELEASE_TOKEN }],
    rules: [...input.suite.replayNormalize, ...(task.replayNormalize ?? [])],
  });
  const pathTokens = createPathTokens(dirs);
  let provider: ModelProvider;
  try {
    provider = await input.createProvider({ normalize, pathTokens, directory });
  } catch (error) {
    return failed(input, 'provider', messageOf(error));
  }
  const limits = effectiveLimits(input.suite.resources, task.resources);
  const box = (input.sandbox ?? openNone()).forRun(
    { root: directory.root, tmp: directory.tmp, readOnly: [], limits },
    input.proxy.port,
  );
  const before = await snapshotTreeWithStamps(directory.workspace);
  const prep = new ConversationPrep(normalize, pathTokens.tokenize, (id) =>
    proxyRun.callOfResponse(id),
  );
  const { maxTurns, maxTokens, maxToolCalls } = task.budget;
  const proxyRun = input.proxy.openRun({
    provider,
    onCallRecorded: (record) => prep.add(record),
    model: input.model,
    ...(input.agent.models === undefined ? {} : { allowedModels: input.agent.models }),
    budget: {
      maxTurns,
      ...(maxTokens === undefined ? {} : { maxTokens }),
      ...(maxToolCalls === undefined ? {} : { maxToolCalls }),
    },
  });
  return { input, directory, limits, box, normalize, pathTokens, before, prep, proxyRun };
}

/** Starts the agent and watches it: its time, the processes it starts, what it writes outside. */
async function runAgent(attempt: Attempt): Promise<AgentRun> {
  const { input, directory } = attempt;
  // The in-process agent writes outside only through a command: HOME is looked at before its first.
  const outside = lookOutside(input, [directory.root]);
  if (input.agent.builtin !== 'in-process') await outside.before();
  let tooManyProcesses = false;
  const started = monotonicMs();
  const result = await startAgent(
    attempt,
    agentEnvironment(input, directory, attempt.proxyRun.token),
    outside.before,
    () => {
      tooManyProcesses = true;
    },
  );
  const wallMs = Math.round(monotonicMs() - started);
  return { result, wallMs, tooManyProcesses, outside: await outside.incident() };
}

/** What the agent's end left: the proxy's transcript, its events, the measures and incidents. */
async function observe(attempt: Attempt, agent: AgentRun): Promise<Observed> {
  const { input, box } = attempt;
  const { result } = agent;
  const transcript = await attempt.proxyRun.finish();
  const events = await readEvents(attempt.directory.eventsFile);
  const measured = measure(transcript, events, agent.wallMs, input.mode);
  const toolCalls = collectToolCalls(transcript, events);
  const incidents: Incident[] = events
    .filter((event) => event.type === 'incident' && typeof event.kind === 'string')
    .map((event) => ({ kind: event.kind as string }));
  incidents.push(...processIncidents(result), ...(await box.networkBlocked()));
  if (agent.outside !== undefined) incidents.push(agent.outside);
  const earlyExit = earlyExitOf(result, transcript.calls.length);
  if (earlyExit !== undefined) incidents.push({ kind: 'agent_exited_early', detail: earlyExit });
  incidents.push(...unreportedUsage(measured, transcript.usage));
  const stdout = result.outcome === 'exited' || result.outcome === 'timed-out' ? result.stdout : '';
  const record: AttemptRecord = {
    ...emptyRecord(input),
    incidents,
    measured,
    toolCalls: toolCalls.map((call) => ({
      name: call.name,
      arguments: call.arguments,
      ...(call.ok === undefined ? {} : { ok: call.ok }),
    })),
    finalAnswer: input.agent.answerFrom === 'stdout' ? stdout.trim() : finalAnswerOf(transcript),
    agentExitCode: result.outcome === 'exited' ? result.exitCode : null,
    ...(input.keep === true ? { keptDir: attempt.directory.root } : {}),
  };
  return { ...agent, transcript, events, toolCalls, earlyExit, record };
}

/** The status the agent's end already decides, or that the verifiers are to run. */
function classifyEnd(attempt: Attempt, seen: Observed): RunClassification | ToBeVerified {
  const { input, box } = attempt;
  return classifyAgentEnd({
    end: seen.result,
    command: input.agent.command,
    ...(seen.transcript.stop === undefined ? {} : { stop: seen.transcript.stop }),
    declaredTransient: seen.events.some(
      (event) => event.type === 'transient_error' && event.retryable === true,
    ),
    maxWallMs: input.task.budget.maxWallMs,
    ...exceededAfterwards(input.task, seen.record.measured),
    ...(box.failure === undefined ? {} : { sandboxFailure: box.failure }),
    ...sandboxLimitOf(box, seen.result, seen.tooManyProcesses, attempt.limits.processes),
    ...(seen.earlyExit === undefined ? {} : { earlyExit: seen.earlyExit }),
  });
}

/**
 * Runs the verifiers into the record, building the trace's conversation meanwhile; what `command`
 * verifiers leave behind is swept once, after them.
 */
async function verify(
  attempt: Attempt,
  seen: Observed,
): Promise<{ verifiers: VerifierResult[]; conversation: TraceEvent[] }> {
  const { input, directory, before } = attempt;
  const transcript: RunTranscript = {
    toolCalls: seen.toolCalls,
    toolEventsAvailable: seen.events.some((event) => event.type === 'tool_call'),
    finalAnswer: seen.record.finalAnswer,
    workspace: {
      dir: directory.workspace,
      before: before.snapshot,
      after: (await snapshotTreeWithStamps(directory.workspace, before.stamps)).snapshot,
    },
  };
  const leftovers = new LeftoverSweep([directory.root]);
  try {
    const verifying = runVerifiers(input.task.verifiers, {
      transcript,
      env: {
        PATH: agentEnvironment(input, directory, '').PATH,
        HOME: directory.home,
        LANG: 'C.UTF-8',
        TZ: 'UTC',
      },
      signal: input.signal,
      leftovers,
      contain: attempt.box,
    });
    const conversation = conversationOf(attempt, seen);
    const verifiers = await verifying;
    seen.record.verifiers = verifiers.map(({ status, ...rest }) => ({ ...rest, outcome: status }));
    return { verifiers, conversation };
  } finally {
    if (leftovers.pending) await leftovers.kill();
  }
}

function conversationOf(attempt: Attempt, seen: Observed): TraceEvent[] {
  return conversationEvents({
    transcript: seen.transcript,
    toolCalls: seen.toolCalls,
    normalize: attempt.normalize,
    tokenize: attempt.pathTokens.tokenize,
    prep: attempt.prep,
  });
}

function resultOf(
  attempt: Attempt,
  seen: Observed,
  classified: RunClassification,
  conversation: readonly TraceEvent[] = conversationOf(attempt, seen),
): AttemptResult {
  const { record } = seen;
  return {
    ...withEarlyExit(classified, seen.earlyExit),
    record,
    traceEvents: traceEventsOf({
      conversation,
      tokenize: attempt.pathTokens.tokenize,
      verifiers: record.verifiers,
      incidents: record.incidents,
      agent: seen.result,
    }),
  };
}

async function attemptRun(input: RunTaskInput): Promise<AttemptResult> {
  let directory: RunDirectory;
  try {
    directory = await openDirectory(input);
  } catch (error) {
    return failed(input, 'fixture', `the fixture could not be copied: ${messageOf(error)}`);
  }
  let untouched = false;
  try {
    const attempt = await prepare(input, directory);
    if (!('proxyRun' in attempt)) return attempt;
    const seen = await observe(attempt, await runAgent(attempt));
    untouched = seen.toolCalls.length === 0;
    const ended = classifyEnd(attempt, seen);
    if (!('verify' in ended)) return resultOf(attempt, seen, ended);
    const { verifiers, conversation } = await verify(attempt, seen);
    const verified = classifyVerified(ended, verifiers, attempt.box.failure);
    return resultOf(attempt, seen, verified, conversation);
  } finally {
    releaseDirectory(input, directory, untouched);
  }
}

/** A run's record, and what writes its trace once the next run is under way. */
export interface TaskRun {
  record: RunRecord;
  /** Writes the run's trace; resolves with the record naming it. */
  keep(): Promise<RunRecord>;
}

/** Runs a task once, retrying the whole run when the agent declares a transient error. */
export async function runTask(input: RunTaskInput): Promise<TaskRun> {
  let attempt = 0;
  // What the upstream served to the attempts retried: the key was spent on them too.
  let servedBefore: Record<string, number> | undefined;
  for (;;) {
    attempt += 1;
    const result = await attemptRun(input);
    const served = sumUpstreamModels([servedBefore, result.record.measured.upstreamModels]);
    if (result.transient && attempt < MAX_RUN_ATTEMPTS && !input.signal.aborted) {
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
    return { record, keep: () => keepTrace(record, result.traceEvents, input.trace) };
  }
}
