/**
 * A run's trace events (`run-dir/trace-schema.ts`): each model call fingerprinted as record mode
 * does, its response tokenized, the tool calls with their results, the verifiers, incidents and
 * output's ends; written by `keepTrace`. The costly part is made while the agent runs, between its
 * calls (`ConversationPrep`): never on the proxy's hot path, nor after the agent has ended.
 */
import { Buffer } from 'node:buffer';
import type { OutputCut, RunCommandResult } from '../process/run-command.js';
import { encodeCallLines, type CallToEncode } from '../provider/cassette-codec.js';
import { CanonicalMeasure } from '../provider/cassette-codec-canonical.js';
import { fingerprintOf, rememberingLookups } from '../provider/fingerprint.js';
import { normalizeValue, type Normalize } from '../provider/normalize.js';
import { ENDPOINT_OF, protocolOf } from '../provider/protocols/index.js';
import type { ProxyCallRecord, ProxyRunTranscript } from '../provider/proxy-run.js';
import { tokenizeRecorded } from '../provider/recorded-response.js';
import { warmSecretRules } from '../provider/secret-lint.js';
import { mayHoldSecret } from '../provider/secret-prefilter.js';
import type { Incident, RunRecord, RunVerifierOutcome } from '../run-dir/record-schema.js';
import { writeTrace, type KeptTraces } from '../run-dir/trace-file.js';
import { messageOf } from '../errors.js';
import { OUTPUT_TAIL_BYTES, TRACE_FORMAT, type TraceEvent } from '../run-dir/trace-schema.js';
import type { ToolCall } from '../transcript/schema.js';
import { parseArguments } from './agent-events.js';

export interface ConversationFacts {
  transcript: ProxyRunTranscript;
  /** The run's tool calls in order (`collectToolCalls`). */
  toolCalls: readonly ToolCall[];
  normalize: Normalize;
  tokenize: Normalize;
  /** What was made of the calls while the agent ran; the rest is made now. */
  prep?: ConversationPrep;
}

export interface TraceFacts {
  conversation: readonly TraceEvent[];
  tokenize: Normalize;
  verifiers: readonly RunVerifierOutcome[];
  incidents: readonly Incident[];
  agent: RunCommandResult;
}

/** The model calls, each followed by the tool calls it asked for. */
export function conversationEvents(facts: ConversationFacts): TraceEvent[] {
  const { transcript, tokenize } = facts;
  const calls = [...transcript.calls].sort((a, b) => a.call - b.call);
  const prep = facts.prep ?? new ConversationPrep(facts.normalize, tokenize);
  const lines = encodeCallLines(prep.encodable(calls), prep.measure).lines;
  const results = toolResultsOf(calls);
  const toolCalls = [...facts.toolCalls];
  const events: TraceEvent[] = [];
  calls.forEach((call, index) => {
    events.push({
      type: 'model_call',
      call: call.call,
      purpose: call.purpose,
      protocol: call.protocol,
      ...(call.model === undefined ? {} : { model: call.model }),
      startedMs: call.startedMs,
      durationMs: call.durationMs,
      attempts: call.attempts,
      ...(call.assembled === undefined ? {} : { content: call.assembled.content }),
      ...(call.stop === undefined ? {} : { stop: call.stop }),
      ...(call.aborted === undefined ? {} : { aborted: true as const }),
      cassette: lines[index]!,
    });
    for (const asked of call.assembled?.toolCalls ?? []) {
      // The run's tool calls are the main loop's, in the same order (`collectToolCalls`).
      const known = call.purpose === 'main' ? toolCalls.shift() : undefined;
      const result = results.byId.get(asked.id) ?? results.takeByName(asked.name);
      events.push({
        type: 'tool_call',
        call: call.call,
        id: asked.id,
        name: asked.name,
        arguments: normalizeValue(known?.arguments ?? parseArguments(asked.arguments), tokenize),
        ...(known?.ok === undefined ? {} : { ok: known.ok }),
        ...(known?.error === undefined ? {} : { error: tokenize(known.error) }),
        ...(result === undefined ? {} : { result: tokenize(result) }),
      });
    }
  });
  return events;
}

/** The trace's events: the conversation, then the verifiers, the incidents and the output's ends. */
export function traceEventsOf(facts: TraceFacts): TraceEvent[] {
  const { tokenize } = facts;
  const events: TraceEvent[] = [...facts.conversation];
  for (const verifier of facts.verifiers) {
    events.push({ type: 'verifier', ...verifier, detail: tokenize(verifier.detail) });
  }
  for (const incident of facts.incidents) {
    events.push({
      type: 'incident',
      kind: incident.kind,
      ...(incident.detail === undefined ? {} : { detail: tokenize(incident.detail) }),
    });
  }
  for (const output of outputEndsOf(facts.agent)) {
    events.push({ type: 'output', ...output, tail: tokenize(output.tail) });
  }
  return events;
}

/** A call as it goes into the trace, and the ids of earlier responses its request was read with. */
interface PreparedCall {
  record: ProxyCallRecord;
  encodable: CallToEncode;
  responseIds: ReadonlyMap<string, number | undefined>;
}

/**
 * Each call's part of the trace, made one call per event-loop turn as soon as it is recorded: the
 * provider's fingerprint when it made one, else one made here. What is left when the conversation
 * is asked for is done then, and so is a call whose response ids the calls in order attribute
 * otherwise (concurrent calls).
 */
export class ConversationPrep {
  readonly measure = new CanonicalMeasure();
  private readonly prepared = new Map<number, PreparedCall>();
  private readonly queue: ProxyCallRecord[] = [];
  private scheduled = false;
  private warmed = false;
  private closed = false;

  constructor(
    private readonly normalize: Normalize,
    private readonly tokenize: Normalize,
    private readonly callOfResponse: (responseId: string) => number | undefined = () => undefined,
  ) {}

  /** A call the proxy recorded: its part is made after the events waiting now. */
  add(record: ProxyCallRecord): void {
    if (this.closed) return;
    this.queue.push(record);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.next());
  }

  private next(): void {
    this.scheduled = false;
    if (this.closed) return;
    const record = this.queue.shift();
    if (record === undefined) return;
    const prepared = this.prepare(record, this.callOfResponse);
    this.prepared.set(record.call, prepared);
    if (!this.warmed && mayHoldSecret(JSON.stringify(prepared.encodable))) {
      // The trace will be redacted: secretlint's rules load now rather than after the run.
      this.warmed = true;
      warmSecretRules();
    }
    if (this.queue.length > 0) {
      this.scheduled = true;
      setImmediate(() => this.next());
    }
  }

  /** The calls as `encodeCallLines` takes them, in order; no more is made in the background. */
  encodable(calls: readonly ProxyCallRecord[]): CallToEncode[] {
    this.closed = true;
    const callOfResponseId = new Map<string, number>();
    for (const call of calls) {
      const id = call.assembled?.responseId;
      if (id !== undefined && !callOfResponseId.has(id)) callOfResponseId.set(id, call.call);
    }
    const inOrder = (id: string): number | undefined => callOfResponseId.get(id);
    const agrees = (responseIds: ReadonlyMap<string, number | undefined>): boolean =>
      [...responseIds].every(([id, number]) => inOrder(id) === number);
    return calls.map((call) => {
      const early = this.prepared.get(call.call);
      if (early !== undefined && early.record === call && agrees(early.responseIds)) {
        return early.encodable;
      }
      return this.prepare(call, inOrder, agrees).encodable;
    });
  }

  /** A call's part, with the provider's fingerprint when `usable` accepts its response ids. */
  private prepare(
    call: ProxyCallRecord,
    callOfResponse: (responseId: string) => number | undefined,
    usable: (responseIds: ReadonlyMap<string, number | undefined>) => boolean = () => true,
  ): PreparedCall {
    const made =
      call.fingerprinted !== undefined && usable(call.fingerprinted.responseIds)
        ? call.fingerprinted
        : this.fingerprintOf(call, callOfResponse);
    // Measured now, so that encoding the calls later finds each entry's canonical text.
    this.measure.fingerprintSha256(made.fingerprint);
    return {
      record: call,
      responseIds: made.responseIds,
      encodable: { fingerprint: made.fingerprint, ...this.responseOf(call) },
    };
  }

  /** The call's request fingerprinted as record mode does, and the response ids it was read with. */
  private fingerprintOf(
    call: ProxyCallRecord,
    callOfResponse: (responseId: string) => number | undefined,
  ): NonNullable<ProxyCallRecord['fingerprinted']> {
    const lookups = rememberingLookups(callOfResponse);
    const fingerprint = fingerprintOf(
      {
        protocol: call.protocol,
        endpoint: ENDPOINT_OF[call.protocol],
        index: call.call - 1,
        body: call.request,
        stream: call.response?.kind === 'sse',
        ...(call.routeModel === undefined ? {} : { routeModel: call.routeModel }),
        purpose: call.purpose,
        callOfResponse: lookups.callOfResponse,
      },
      this.normalize,
    );
    return { fingerprint, responseIds: lookups.asked };
  }

  /** The response the agent received, with the run's paths as tokens. */
  private responseOf(call: ProxyCallRecord): Pick<CallToEncode, 'response'> {
    return call.response === undefined
      ? {}
      : { response: tokenizeRecorded(call.response, this.tokenize, protocolOf(call.protocol)) };
  }
}

/** The tool results the requests gave back: by the id they answer, else in order by tool name. */
function toolResultsOf(calls: readonly ProxyCallRecord[]): {
  byId: Map<string, string>;
  takeByName: (name: string) => string | undefined;
} {
  const byId = new Map<string, string>();
  let byName = new Map<string, string[]>();
  for (const call of calls) {
    const named = new Map<string, string[]>();
    for (const result of protocolOf(call.protocol).toolResults(call.request)) {
      if (result.id !== undefined) {
        if (!byId.has(result.id)) byId.set(result.id, result.output);
      } else if (result.name !== undefined) {
        named.set(result.name, [...(named.get(result.name) ?? []), result.output]);
      }
    }
    // A conversation's last request carries every result given so far.
    if (named.size > 0 && call.purpose === 'main') byName = named;
  }
  return { byId, takeByName: (name) => byName.get(name)?.shift() };
}

/** The last `OUTPUT_TAIL_BYTES` of each stream the agent wrote to, when it ran. */
function outputEndsOf(
  agent: RunCommandResult,
): Array<{ stream: 'stdout' | 'stderr'; tail: string; bytes: number }> {
  if (agent.outcome === 'failed-to-start') {
    return [{ stream: 'stderr', tail: agent.message, bytes: Buffer.byteLength(agent.message) }];
  }
  const streams = [
    ['stdout', agent.stdout, agent.cut?.stdout],
    ['stderr', agent.stderr, agent.cut?.stderr],
  ] as const;
  return streams
    .map(([stream, text, cut]) => ({ stream, ...endOf(text, cut) }))
    .filter((output) => output.bytes > 0);
}

function endOf(
  text: string,
  cut: OutputCut['stdout'] | undefined,
): { tail: string; bytes: number } {
  if (cut !== undefined && cut.end !== '') return { tail: lastBytes(cut.end), bytes: cut.bytes };
  return { tail: lastBytes(text), bytes: cut?.bytes ?? Buffer.byteLength(text) };
}

/** The end of a text, at most `OUTPUT_TAIL_BYTES` of it, cut on a character boundary. */
export function lastBytes(text: string, limit = OUTPUT_TAIL_BYTES): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= limit) return text;
  return bytes
    .subarray(bytes.length - limit)
    .toString('utf8')
    .replace(/^\uFFFD+/, '');
}

/** Writes the run's trace and names it in the record; a failure is only an incident. */
export async function keepTrace(
  record: RunRecord,
  events: readonly TraceEvent[],
  trace: { dir: string; maxBytes: number; kept?: KeptTraces },
): Promise<RunRecord> {
  try {
    const written = await writeTrace(
      trace.dir,
      {
        type: 'header',
        format: TRACE_FORMAT,
        runId: record.runId,
        suiteId: record.suiteId,
        taskId: record.taskId,
        repetition: record.repetition,
        ...(record.variant === undefined ? {} : { variant: record.variant }),
        mode: record.mode,
        model: record.model,
        status: record.status,
        ...(record.reason === undefined ? {} : { reason: record.reason }),
        agentExitCode: record.agentExitCode,
        maxBytes: trace.maxBytes,
      },
      events,
      trace.kept,
    );
    const cut = `the trace was cut at trace.maxBytes (${trace.maxBytes} bytes)`;
    return {
      ...record,
      trace: written.file,
      ...(written.cut
        ? { incidents: [...record.incidents, { kind: 'trace_cut', detail: cut }] }
        : {}),
    };
  } catch (error) {
    const detail = `the trace could not be written: ${messageOf(error)}`;
    return { ...record, incidents: [...record.incidents, { kind: 'trace_not_written', detail }] };
  }
}
