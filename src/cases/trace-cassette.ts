/**
 * The conversation of a promoted run, from its trace (SPEC §6 `verdict add`, docs/traces.md),
 * decoded by the cassette codec's own reader. A trace missing or with a line that does not read is
 * an error: a cassette made from what is left could lack a call.
 */
import { readFile } from 'node:fs/promises';
import { ConfigError, formatProblem, messageOf, type Problem } from '../errors.js';
import {
  CASSETTE_FORMAT,
  parseCassette,
  type CassetteCall,
  type CassetteHeader,
} from '../provider/cassette.js';
import type { RecordedResponse } from '../provider/types.js';
import { readConditionsFile } from '../run-dir/conditions-file.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { cutMessage, readTrace, traceFileIn, type TraceRead } from '../run-dir/trace-file.js';
import { TRACE_FORMAT, type TraceEvent, type TraceModelCall } from '../run-dir/trace-schema.js';
import { displayPath } from '../suite/load-suite.js';

/** What the promoted cassette's header says of the recording: the run's conditions. */
export type RecordingFacts = Pick<CassetteHeader, 'suiteVersion' | 'configHash' | 'harnessVersion'>;

export interface TraceConversation {
  kind: 'trace';
  file: string;
  /** The answered calls, in trace order, numbered from 1: what the promoted cassette holds. */
  calls: CassetteCall[];
  /** The trace's numbers of the calls left out for want of a complete answer. */
  leftOut: number[];
  recording: RecordingFacts;
}

export type RunConversation =
  TraceConversation | { kind: 'no-trace' } | { kind: 'refused'; message: string };

/** A problem of one model call's line, before it is named by its line in the trace file. */
export interface CallProblem {
  call: number;
  problem: Problem;
}

export type TraceCalls =
  | { kind: 'calls'; calls: CassetteCall[]; leftOut: number[] }
  | { kind: 'problems'; problems: CallProblem[] };

/** A call the agent never got a whole answer to: nothing a replay could serve. */
const isUnanswered = (call: TraceModelCall): boolean =>
  call.aborted === true || call.cassette.response === undefined;

/** Stands in for a missing answer: a later request may be a delta against the call, so it is read, then dropped. */
const NO_ANSWER: RecordedResponse = { kind: 'json', status: 0, body: null };

/** The header the call lines are decoded under; the cassette written gets the promoted case's. */
const DECODING_HEADER: CassetteHeader = {
  format: CASSETTE_FORMAT,
  suiteId: 'trace',
  suiteVersion: '0.0.0',
  taskId: 'trace',
  configHash: TRACE_FORMAT,
  harnessVersion: TRACE_FORMAT,
};

/**
 * The calls a promoted cassette holds (pure): the unanswered ones left out, the rest numbered from
 * 1. A line that does not decode is a problem of its call.
 */
export function traceCalls(events: readonly TraceEvent[], file: string): TraceCalls {
  const modelCalls = events.filter((event): event is TraceModelCall => event.type === 'model_call');
  const text = [
    DECODING_HEADER,
    ...modelCalls.map((call) => ({
      ...call.cassette,
      response: call.cassette.response ?? NO_ANSWER,
    })),
  ]
    .map((line) => `${JSON.stringify(line)}\n`)
    .join('');
  let decoded: CassetteCall[];
  try {
    decoded = parseCassette(text, file).calls;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return {
      kind: 'problems',
      problems: error.problems.map((problem) => {
        // The decoded text has the header on line 1, then call i on line i + 1.
        const line = Number(/^line (\d+)$/.exec(problem.subject ?? '')?.[1] ?? 0);
        const call = modelCalls[line - 2]?.call ?? 0;
        return { call, problem: { ...problem, field: `cassette.${problem.field}` } };
      }),
    };
  }
  const answered = decoded.filter((_, index) => !isUnanswered(modelCalls[index]!));
  return {
    kind: 'calls',
    calls: answered.map((call, index) => ({ ...call, call: index + 1 })),
    leftOut: modelCalls.filter(isUnanswered).map((call) => call.call),
  };
}

const describeRun = (record: RunRecord): string => `${record.taskId} #${record.repetition}`;

/** Problems listed in a message; the error keeps them all. */
const MAX_LISTED_PROBLEMS = 20;

function corruptTrace(record: RunRecord, problems: readonly Problem[]): ConfigError {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `  - ${formatProblem(p)}`);
  if (problems.length > listed.length)
    listed.push(`  … and ${problems.length - listed.length} more`);
  return new ConfigError(
    `add: the trace of ${describeRun(record)} does not read, so it cannot be the case's cassette; ` +
      `nothing was written (run the task again for a new trace):\n${listed.join('\n')}`,
    problems,
  );
}

/** Line numbers (1-based) of the trace's model-call lines by call number, for naming a problem. */
async function modelCallLines(file: string): Promise<Map<number, number>> {
  const lines = new Map<number, number>();
  const text = await readFile(file, 'utf8').catch(() => '');
  text.split('\n').forEach((line, index) => {
    try {
      const value = JSON.parse(line) as { type?: unknown; call?: unknown };
      if (value.type === 'model_call' && typeof value.call === 'number') {
        lines.set(value.call, index + 1);
      }
    } catch {
      // not a line of a call; the reader already named any line that does not read
    }
  });
  return lines;
}

async function recordingFactsOf(runDir: string, record: RunRecord): Promise<RecordingFacts> {
  const started = await readConditionsFile(runDir).catch(() => undefined);
  return {
    suiteVersion: started?.conditions.suiteVersion ?? record.origin?.suiteVersion ?? '0.0.0',
    configHash: started?.conditions.configHash ?? 'unknown',
    harnessVersion: started?.conditions.harnessVersion ?? 'unknown',
  };
}

export async function readRunConversation(
  runDir: string,
  record: RunRecord,
  cwd: string,
): Promise<RunConversation> {
  if (record.trace === undefined) return { kind: 'no-trace' };
  const file = traceFileIn(runDir, record);
  if (file === undefined) {
    throw corruptTrace(record, [
      {
        file: displayPath(runDir, cwd),
        subject: describeRun(record),
        field: 'trace',
        message: `names ${JSON.stringify(record.trace)}, outside its run directory`,
      },
    ]);
  }
  const shown = displayPath(file, cwd);
  let read: TraceRead;
  try {
    read = await readTrace(file);
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw corruptTrace(record, [
      {
        file: shown,
        field: '(file)',
        message: missing
          ? 'does not exist, though the run record names it'
          : `cannot be read: ${messageOf(error)}`,
      },
    ]);
  }
  const problems = read.problems.map((problem) => ({ ...problem, file: shown }));
  if (read.header === undefined && problems.length === 0) {
    problems.push({
      file: shown,
      field: '(file)',
      message: `is empty: a trace starts with its ${TRACE_FORMAT} header line`,
    });
  }
  if (problems.length > 0) throw corruptTrace(record, problems);
  const header = read.header!;
  if (header.taskId !== record.taskId || header.repetition !== record.repetition) {
    throw corruptTrace(record, [
      {
        file: shown,
        subject: 'line 1',
        field: 'taskId',
        message: `is the trace of ${header.taskId} #${header.repetition}, not of ${describeRun(record)}`,
      },
    ]);
  }
  const cut = read.events.find((event) => event.type === 'cut');
  if (cut !== undefined) {
    return { kind: 'refused', message: `${cutMessage(cut.maxBytes)} (${shown})` };
  }
  const decoded = traceCalls(read.events, shown);
  if (decoded.kind === 'problems') {
    const lines = await modelCallLines(file);
    throw corruptTrace(
      record,
      decoded.problems.map(({ call, problem }) => ({
        ...problem,
        subject: `line ${lines.get(call) ?? '?'} (model call ${call})`,
      })),
    );
  }
  return {
    kind: 'trace',
    file: shown,
    calls: decoded.calls,
    leftOut: decoded.leftOut,
    recording: await recordingFactsOf(runDir, record),
  };
}
