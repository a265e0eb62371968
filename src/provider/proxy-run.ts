/** One run's bookkeeping in the proxy: token, budget, calls, usage, upstream models, end. */
import { randomBytes } from 'node:crypto';
import { messageOf } from '../errors.js';
import { monotonicMs } from '../monotonic-clock.js';
import type { Budget } from '../suite/schema.js';
import { pinModels } from './model-pin.js';
import { protocolOf } from './protocols/index.js';
import {
  RunStopError,
  type AssembledMessage,
  type Fingerprint,
  type ModelProvider,
  type ProtocolId,
  type RecordedResponse,
  type RequestBody,
  type RunStop,
  type Usage,
} from './types.js';

/** The budget the proxy enforces itself; the runner keeps `maxWallMs`. */
export type RunBudget = Partial<Pick<Budget, 'maxTurns' | 'maxTokens' | 'maxToolCalls'>>;

export interface ProxyCallRecord {
  /** 1-based, in the order the calls arrived. */
  call: number;
  purpose: 'main' | 'compaction';
  protocol: ProtocolId;
  /** The model the call asked for (`requestedModel`); absent when it named none. */
  model?: string;
  /** The model the route named (Gemini's path), which its fingerprint reads; absent otherwise. */
  routeModel?: string;
  /** Milliseconds from the run's opening to the call's arrival. */
  startedMs: number;
  durationMs: number;
  request: RequestBody;
  /** Status and body or events exactly as the agent received them; absent when none was sent. */
  response?: RecordedResponse;
  /** Upstream attempts made for this call (1 without retries; 0 when no upstream was involved). */
  attempts: number;
  assembled?: AssembledMessage;
  stop?: RunStop;
  /** Set when the agent hung up (or the run ended) before the answer was complete. */
  aborted?: true;
  /** The provider's fingerprint of the request, and the response ids it was read with. */
  fingerprinted?: {
    fingerprint: Fingerprint;
    responseIds: ReadonlyMap<string, number | undefined>;
  };
}

export interface UsageTotals {
  inputTokens: number;
  outputTokens: number;
  /** Present only when some call reported it. */
  cachedInputTokens?: number;
  /** Main-loop calls that reported usage / that got a response. */
  callsReporting: number;
  callsAnswered: number;
  callsReportingCached: number;
}

export interface ProxyRunTranscript {
  calls: ProxyCallRecord[];
  /** Main-loop model calls answered. */
  turns: number;
  /** Tool calls the model asked for, in the main loop. */
  toolCalls: number;
  compactionCalls: number;
  usage: UsageTotals;
  stop?: RunStop;
  /**
   * What the real key was spent on: model → calls, keys sorted; absent when no upstream answered.
   */
  upstreamModels?: Record<string, number>;
}

export interface OpenRunOptions {
  provider: ModelProvider;
  budget?: RunBudget;
  /** The run's model: what `GET /v1/models` lists first, and pinned (`model-pin.ts`). */
  model?: string;
  /** The models besides `model` the run may ask an upstream for (the agent entry's `models`). */
  allowedModels?: readonly string[];
  /** Called with each call once it is recorded (its answer delivered, or refused). */
  onCallRecorded?: (record: ProxyCallRecord) => void;
}

/** What an upstream call is counted under when it named no model. */
const UNNAMED_MODEL = '(no model named)';

function servedModelOf(protocolId: ProtocolId, response: RecordedResponse): string | undefined {
  const protocol = protocolOf(protocolId);
  try {
    return protocol.servedModel(
      response.kind === 'json' ? response.body : protocol.jsonFromEvents(response.events),
    );
  } catch {
    // A stream cut short may not make a body; the model asked for is counted instead.
    return undefined;
  }
}

function addUsage(totals: UsageTotals, usage: Usage | undefined): void {
  totals.callsAnswered += 1;
  if (usage === undefined) return;
  totals.callsReporting += 1;
  totals.inputTokens += usage.inputTokens;
  totals.outputTokens += usage.outputTokens;
  if (usage.cachedInputTokens !== undefined) {
    totals.callsReportingCached += 1;
    totals.cachedInputTokens = (totals.cachedInputTokens ?? 0) + usage.cachedInputTokens;
  }
}

export class ProxyRun {
  readonly token: string;
  readonly pinnedModels: readonly string[] | undefined;
  private readonly calls: ProxyCallRecord[] = [];
  private readonly openedAt = monotonicMs();
  private readonly usage: UsageTotals = {
    inputTokens: 0,
    outputTokens: 0,
    callsReporting: 0,
    callsAnswered: 0,
    callsReportingCached: 0,
  };
  private readonly upstreamModels = new Map<string, number>();
  private turns = 0;
  private toolCalls = 0;
  private compactionCalls = 0;
  private nextCall = 1;
  /** Response ids (Responses API) → the call that answered with them, for `previous_response_id`. */
  private readonly responseCalls = new Map<string, number>();
  private stopped: RunStop | undefined;
  private finished: Promise<ProxyRunTranscript> | undefined;
  /** What aborts each call in flight; emptied, each called once, when the run ends. */
  private readonly inFlight = new Set<() => void>();
  private ended = false;

  constructor(
    readonly options: OpenRunOptions,
    private readonly onClose: (token: string) => void,
  ) {
    this.token = `verdict-run-${randomBytes(18).toString('base64url')}`;
    this.pinnedModels = pinModels(options.model, options.allowedModels);
  }

  get stop(): RunStop | undefined {
    return this.stopped;
  }

  /** Marks the run as stopped (the first reason wins). */
  markStopped(stop: RunStop): void {
    this.stopped ??= stop;
  }

  private exhaustedBudget(): RunStop | undefined {
    const budget = this.options.budget ?? {};
    const spent = (name: keyof RunBudget, limit: number, used: number) =>
      ({
        kind: 'budget_exceeded',
        budget: name,
        limit,
        used,
        message: `budget ${name} (${limit}) is spent: ${used} used; the proxy refuses further model calls`,
      }) as const;
    if (budget.maxTurns !== undefined && this.turns >= budget.maxTurns) {
      return spent('maxTurns', budget.maxTurns, this.turns);
    }
    const tokens = this.usage.inputTokens + this.usage.outputTokens;
    if (budget.maxTokens !== undefined && tokens > budget.maxTokens) {
      return spent('maxTokens', budget.maxTokens, tokens);
    }
    if (budget.maxToolCalls !== undefined && this.toolCalls > budget.maxToolCalls) {
      return spent('maxToolCalls', budget.maxToolCalls, this.toolCalls);
    }
    return undefined;
  }

  /** Reserves the next call number and says whether the call may go ahead. */
  beginCall(purpose: ProxyCallRecord['purpose']): { call: number; refusal?: RunStop } {
    const call = this.nextCall++;
    if (this.stopped !== undefined) return { call, refusal: this.stopped };
    if (purpose === 'main') {
      const exhausted = this.exhaustedBudget();
      if (exhausted !== undefined) {
        this.markStopped(exhausted);
        return { call, refusal: exhausted };
      }
    }
    return { call };
  }

  /** Registers `abort` for the run's end; returns what unregisters it. */
  onEnd(abort: () => void): () => void {
    if (this.ended) return () => {};
    this.inFlight.add(abort);
    return () => this.inFlight.delete(abort);
  }

  callOfResponse(responseId: string): number | undefined {
    return this.responseCalls.get(responseId);
  }

  recordCall(record: ProxyCallRecord): void {
    this.calls.push(record);
    this.options.onCallRecorded?.(record);
    // An upstream answered it (attempts counts upstream requests): the key was spent on its model.
    if (record.attempts > 0 && record.response !== undefined && record.response.status < 400) {
      const model =
        servedModelOf(record.protocol, record.response) ?? record.model ?? UNNAMED_MODEL;
      this.upstreamModels.set(model, (this.upstreamModels.get(model) ?? 0) + 1);
    }
    if (record.assembled === undefined) return;
    const responseId = record.assembled.responseId;
    if (responseId !== undefined && !this.responseCalls.has(responseId)) {
      this.responseCalls.set(responseId, record.call);
    }
    if (record.purpose === 'compaction') {
      this.compactionCalls += 1;
      return;
    }
    this.turns += 1;
    this.toolCalls += record.assembled.toolCalls.length;
    addUsage(this.usage, record.assembled.usage);
  }

  elapsedMs(): number {
    return Math.round(monotonicMs() - this.openedAt);
  }

  transcript(): ProxyRunTranscript {
    return {
      calls: [...this.calls].sort((a, b) => a.call - b.call),
      turns: this.turns,
      toolCalls: this.toolCalls,
      compactionCalls: this.compactionCalls,
      usage: { ...this.usage },
      ...(this.stopped === undefined ? {} : { stop: this.stopped }),
      ...(this.upstreamModels.size === 0
        ? {}
        : {
            upstreamModels: Object.fromEntries(
              [...this.upstreamModels].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
            ),
          }),
    };
  }

  /**
   * Ends the run (idempotent): in-flight calls aborted, the token revoked, the provider finished.
   */
  finish(): Promise<ProxyRunTranscript> {
    this.finished ??= (async () => {
      this.ended = true;
      const aborts = [...this.inFlight];
      this.inFlight.clear();
      for (const abort of aborts) abort();
      this.onClose(this.token);
      try {
        const stop = await this.options.provider.finish?.();
        if (stop !== undefined) this.markStopped(stop);
      } catch (error) {
        this.markStopped(
          error instanceof RunStopError
            ? error.stop
            : { kind: 'provider_error', message: messageOf(error) },
        );
      }
      return this.transcript();
    })();
    return this.finished;
  }
}
