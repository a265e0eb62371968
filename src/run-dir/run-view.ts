/**
 * One run as a reader follows it: the view model `verdict show` and report.html both render. Pure.
 * Without a readable trace, the record still tells all but the tool calls' results and the outputs.
 */
import type { Incident, RunRecord, RunVerifierOutcome } from './record-schema.js';
import type {
  TraceCut,
  TraceEvent,
  TraceModelCall,
  TraceOutput,
  TraceToolCall,
} from './trace-schema.js';

interface ModelCallStep {
  type: 'model_call';
  call: number;
  compaction: boolean;
  protocol: string;
  model?: string;
  durationMs: number;
  /** How the call ended when it did not answer: `stopped: …`, `aborted` or `HTTP 500`. */
  ended?: string;
  /** The assistant's text, when it said something. */
  says?: string;
}

/** A tool call of the trace; from the record alone, without its result. */
type ToolCallStep = Omit<TraceToolCall, 'call' | 'id'>;

export type RunStep =
  ModelCallStep | ToolCallStep | Pick<TraceCut, 'type' | 'message' | 'droppedEvents'>;

export type OutputTail = Omit<TraceOutput, 'type'>;

export interface RunView {
  /** `fix-add #3`, with ` [variant]` when the run had one. */
  label: string;
  taskId: string;
  repetition: number;
  status: RunRecord['status'];
  reason?: string;
  mode: RunRecord['mode'];
  model: string;
  wallMs: number;
  /** The task's prompt, when the record keeps where the run came from. */
  prompt?: string;
  /** Where the steps come from: the trace, or (without one) the record's tool calls. */
  source: 'trace' | 'record';
  /** The conversation in the order it happened. */
  steps: RunStep[];
  verifiers: RunVerifierOutcome[];
  incidents: Incident[];
  /** The ends of the agent's stdout and stderr (only a trace keeps them). */
  outputs: OutputTail[];
  finalAnswer: string | null;
}

/** A tool call's arguments as one text: the raw string, else JSON (indented by `space`). */
export function argumentsText(value: unknown, space?: number): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, space) ?? '');
}

/** How a model call ended when it did not answer, or undefined when it answered. */
function describeCallEnd(event: TraceModelCall): string | undefined {
  if (event.stop !== undefined) return `stopped: ${event.stop.message}`;
  if (event.aborted === true) return 'aborted';
  const status = event.cassette.response?.status;
  return status !== undefined && status >= 400 ? `HTTP ${status}` : undefined;
}

function stepOf(event: TraceEvent): RunStep | undefined {
  switch (event.type) {
    case 'model_call': {
      const ended = describeCallEnd(event);
      return {
        type: 'model_call',
        call: event.call,
        compaction: event.purpose === 'compaction',
        protocol: event.protocol,
        ...(event.model === undefined ? {} : { model: event.model }),
        durationMs: event.durationMs,
        ...(ended === undefined ? {} : { ended }),
        ...(typeof event.content === 'string' && event.content !== ''
          ? { says: event.content }
          : {}),
      };
    }
    case 'tool_call':
      return toolCallStep(event);
    case 'cut':
      return { type: 'cut', message: event.message, droppedEvents: event.droppedEvents };
    default:
      return undefined;
  }
}

function withoutType<T extends { type: string }>({ type: _type, ...rest }: T): Omit<T, 'type'> {
  return rest;
}

const toolCallStep = ({ call: _call, id: _id, ...step }: TraceToolCall): ToolCallStep => step;

/** The run; `events` is its trace, undefined when it has none that can be read. */
export function describeRun(record: RunRecord, events: readonly TraceEvent[] | undefined): RunView {
  const base = {
    label: `${record.taskId} #${record.repetition}${record.variant === undefined ? '' : ` [${record.variant}]`}`,
    taskId: record.taskId,
    repetition: record.repetition,
    status: record.status,
    ...(record.reason === undefined ? {} : { reason: record.reason }),
    mode: record.mode,
    model: record.model,
    wallMs: record.measured.wallMs,
    ...(record.origin === undefined ? {} : { prompt: record.origin.prompt }),
    finalAnswer: record.finalAnswer,
  };
  if (events === undefined) {
    return {
      ...base,
      source: 'record',
      steps: record.toolCalls.map((call) => ({
        type: 'tool_call',
        name: call.name,
        arguments: call.arguments,
        ...(call.ok === undefined ? {} : { ok: call.ok }),
      })),
      verifiers: record.verifiers,
      incidents: record.incidents,
      outputs: [],
    };
  }
  return {
    ...base,
    source: 'trace',
    steps: events.flatMap((event) => stepOf(event) ?? []),
    verifiers: events.flatMap((event) => (event.type === 'verifier' ? [withoutType(event)] : [])),
    incidents: events.flatMap((event) => (event.type === 'incident' ? [withoutType(event)] : [])),
    outputs: events.flatMap((event) => (event.type === 'output' ? [withoutType(event)] : [])),
  };
}
