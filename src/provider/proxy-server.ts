/**
 * The provider proxy: an HTTP server on 127.0.0.1 that every agent under test talks to, in whichever
 * of the four wire protocols it speaks (`protocols/`). Each run gets its own token, so one proxy
 * serves many concurrent runs; the token picks the run's provider (live, record, replay or
 * scripted), its budget and its transcript. The agent never sees a real key.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createServer as createSocketServer,
  type AddressInfo,
  type Server as SocketServer,
} from 'node:net';
import { messageOf } from '../errors.js';
import { pinModels, requestedModel } from './model-pin.js';
import { chatProtocol } from './protocols/chat.js';
import { requestTargetOf } from './request-target.js';
import {
  ENDPOINT_OF,
  matchProtocolRoute,
  protocolOf,
  type ProtocolId,
  type RouteMatch,
  type WireProtocol,
} from './protocols/index.js';
import {
  RunStopError,
  type AssembledMessage,
  type ModelCall,
  type ModelProvider,
  type ModelResponse,
  type RecordedResponse,
  type RequestBody,
  type RunStop,
  type Usage,
} from './types.js';
import { monotonicMs } from '../monotonic-clock.js';

/** Request bodies above this are refused: no real agent sends 32 MiB of context. */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/** Header an agent may set on calls that are not main-loop turns (context compaction). */
export const CALL_PURPOSE_HEADER = 'x-verdict-purpose';

export interface RunBudget {
  maxTurns?: number;
  maxTokens?: number;
  maxToolCalls?: number;
}

export interface ProxyCallRecord {
  /** 1-based, in the order the calls arrived. */
  call: number;
  purpose: 'main' | 'compaction';
  protocol: ProtocolId;
  /** The model the call asked for (`requestedModel`); absent when it named none. */
  model?: string;
  /** Milliseconds from the run's opening to the call's arrival. */
  startedMs: number;
  durationMs: number;
  request: RequestBody;
  /** Status and body or events exactly as the agent received them; absent when none was sent. */
  response?: RecordedResponse;
  /** Upstream attempts made for this call (1 without retries; 0 when no upstream was involved). */
  attempts: number;
  assembled?: AssembledMessage;
  /** Set when this call stopped the run. */
  stop?: RunStop;
  /** Set when the agent hung up (or the run ended) before the answer was complete. */
  aborted?: true;
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
  /** Why the run was stopped by the proxy, if it was. */
  stop?: RunStop;
  /**
   * Model → calls an upstream answered for it (keys sorted): the model the answer names, else the
   * one asked for. Absent when no call reached one (replay, scripted). What the real key was spent
   * on, whatever the conditions say.
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
}

const errorType: Record<RunStop['kind'], { status: number; type: string }> = {
  replay_divergence: { status: 400, type: 'verdict_replay_divergence' },
  budget_exceeded: { status: 400, type: 'verdict_budget_exceeded' },
  script_exhausted: { status: 400, type: 'verdict_script_exhausted' },
  upstream_unavailable: { status: 502, type: 'verdict_upstream_unavailable' },
  provider_error: { status: 502, type: 'verdict_provider_error' },
  model_not_allowed: { status: 403, type: 'verdict_model_not_allowed' },
};

/** What an upstream call is counted under when it named no model. */
const UNNAMED_MODEL = '(no model named)';

const noop = (): void => {};

/** The model an upstream's answer names (`WireProtocol.servedModel`), or undefined. */
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

/** One run's state inside the proxy. */
export class ProxyRun {
  readonly token: string;
  /** The models an upstream may be asked for in this run; undefined when it pinned none. */
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
  /** Model → calls an upstream answered for it. */
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

  /** The budget that the next main-loop call would exceed, if any. */
  private exhaustedBudget(): RunStop | undefined {
    const budget = this.options.budget ?? {};
    const spent = (name: 'maxTurns' | 'maxTokens' | 'maxToolCalls', limit: number, used: number) =>
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

  /**
   * Registers `abort` to be called when the run ends; returns what unregisters it. A call that
   * starts once the run has ended is not aborted by it.
   */
  onEnd(abort: () => void): () => void {
    if (this.ended) return noop;
    this.inFlight.add(abort);
    return () => this.inFlight.delete(abort);
  }

  /** The call whose response carried `responseId`, if this run answered one with it. */
  callOfResponse(responseId: string): number | undefined {
    return this.responseCalls.get(responseId);
  }

  recordCall(record: ProxyCallRecord): void {
    this.calls.push(record);
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
   * Ends the run: in-flight calls are aborted, the token stops working, and the provider finishes
   * (replay checks every recorded call was made; record writes the cassette). Idempotent.
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

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendError(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  protocol: WireProtocol = chatProtocol,
): void {
  sendJson(response, status, protocol.errorBody(status, type, message));
}

/**
 * The run token, wherever the agent's client puts its API key: `Authorization: Bearer` (OpenAI),
 * `x-api-key` (Anthropic), `x-goog-api-key` or `?key=` (Gemini).
 */
function tokenOf(request: IncomingMessage, query: URLSearchParams): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
  const header = (name: string): string | undefined => {
    const value = request.headers[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return bearer ?? header('x-api-key') ?? header('x-goog-api-key') ?? query.get('key') ?? undefined;
}

/** The agent's headers a protocol forwards upstream, lowercase. */
function forwardedHeadersOf(
  request: IncomingMessage,
  protocol: WireProtocol,
): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (const name of protocol.forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(',');
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/**
 * Reads the request body into one buffer and hands it to `then`. Past `MAX_REQUEST_BYTES` the
 * request is destroyed (so is its connection) and `then` gets the failure; so it does when the
 * agent hangs up before the end. `then` is called once.
 */
function readBody(
  request: IncomingMessage,
  then: (error: Error | undefined, body: Buffer | undefined) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  request.on('data', (chunk: Buffer) => {
    if (ended) return;
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) {
      ended = true;
      request.destroy();
      then(new Error('request body too large'), undefined);
      return;
    }
    chunks.push(chunk);
  });
  request.on('end', () => {
    if (ended) return;
    ended = true;
    then(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  });
  request.on('error', (error) => {
    if (ended) return;
    ended = true;
    then(error, undefined);
  });
  request.on('close', () => {
    if (ended) return;
    ended = true;
    then(new Error('Premature close'), undefined);
  });
}

/** A failure nothing else caught: a 500 when no answer has started, else a cut connection. */
function failUnexpectedly(response: ServerResponse, error: unknown): void {
  if (!response.headersSent) {
    sendError(response, 500, 'verdict_proxy_error', messageOf(error));
  } else {
    response.destroy();
  }
}

/**
 * One model call being answered: its record, how it is aborted, and how it ends (answered, refused,
 * failed or aborted). Its methods are the steps of `handleModelRoute`.
 */
class CallExchange {
  aborted = false;
  /** What unregisters `abort` from the run's end. */
  unregister: () => void = noop;
  /** Made when a provider first asks for the signal: one that answers at once never does. */
  private controller: AbortController | undefined;

  constructor(
    private readonly run: ProxyRun,
    private readonly protocol: WireProtocol,
    private readonly response: ServerResponse,
    readonly record: ProxyCallRecord,
    private readonly started: number,
  ) {}

  get signal(): AbortSignal {
    this.controller ??= new AbortController();
    if (this.aborted) this.controller.abort();
    return this.controller.signal;
  }

  readonly abort = (): void => {
    if (this.aborted) return;
    this.aborted = true;
    this.controller?.abort();
  };

  finishRecord(): void {
    this.record.durationMs = Math.round(monotonicMs() - this.started);
    this.run.recordCall(this.record);
  }

  refuse(stop: RunStop): void {
    const { status, type } = errorType[stop.kind];
    const errorBody = this.protocol.errorBody(status, type, stop.message);
    sendJson(this.response, status, errorBody);
    this.record.response = { kind: 'json', status, body: errorBody };
    this.finishRecord();
  }

  /** Sends a JSON answer and records it. */
  deliverJson(answer: { status: number; body: unknown; attempts?: number }): void {
    this.record.attempts = answer.attempts ?? 0;
    sendJson(this.response, answer.status, answer.body);
    this.record.response = { kind: 'json', status: answer.status, body: answer.body };
    if (answer.status < 400) this.record.assembled = this.protocol.assembleJson(answer.body);
    this.finishRecord();
  }

  /** Streams an answer's events as they come and records them. */
  async deliverEvents(answer: {
    status: number;
    events: AsyncIterable<string>;
    attempts?: number;
  }): Promise<void> {
    this.record.attempts = answer.attempts ?? 0;
    const response = this.response;
    response.writeHead(answer.status, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const events: string[] = [];
    this.record.response = { kind: 'sse', status: answer.status, events };
    for await (const event of answer.events) {
      events.push(event);
      response.write(this.protocol.formatEvent(event));
    }
    response.end();
    this.record.assembled = this.protocol.assembleEvents(events);
    this.finishRecord();
  }

  /** What a provider's failure (or the agent hanging up) makes of the call. */
  fail(error: unknown): void {
    const record = this.record;
    if (this.aborted && !(error instanceof RunStopError)) {
      // The agent hung up (its own timeout) or the run is over: not the provider's failure.
      record.aborted = true;
      this.response.destroy();
      this.finishRecord();
      return;
    }
    const stop: RunStop =
      error instanceof RunStopError
        ? error.stop
        : { kind: 'provider_error', message: messageOf(error) };
    record.stop = stop;
    this.run.markStopped(stop);
    if (this.response.headersSent) {
      // Mid-stream: the agent has part of a response that cannot be completed. Cut the connection so
      // it sees a broken stream, never a silently truncated answer.
      this.response.destroy();
      this.finishRecord();
    } else {
      this.refuse(stop);
    }
  }
}

/**
 * Answers a call with what a provider's `complete` resolves to; a failure anywhere is the call's
 * (`CallExchange.fail`).
 */
async function exchangeLater(
  exchange: CallExchange,
  answering: () => Promise<ModelResponse & { attempts?: number }>,
): Promise<void> {
  try {
    const answer = await answering();
    if (answer.kind === 'json') exchange.deliverJson(answer);
    else await exchange.deliverEvents(answer);
  } catch (error) {
    exchange.fail(error);
  } finally {
    exchange.unregister();
  }
}

/**
 * `exchangeLater` for a provider that answers at once (`ModelProvider.answerNow`): a JSON answer is
 * sent and recorded without a promise; only a stream is delivered asynchronously.
 */
function exchangeNow(
  exchange: CallExchange,
  provider: { answerNow(call: ModelCall): ModelResponse },
  call: ModelCall,
): Promise<void> | undefined {
  let answered: ModelResponse;
  try {
    answered = provider.answerNow(call);
  } catch (error) {
    try {
      exchange.fail(error);
    } finally {
      exchange.unregister();
    }
    return undefined;
  }
  if (answered.kind === 'sse') {
    const stream = answered;
    return exchangeLater(exchange, () => Promise.resolve(stream));
  }
  try {
    exchange.deliverJson(answered);
  } catch (error) {
    exchange.fail(error);
  } finally {
    exchange.unregister();
  }
  return undefined;
}

/** Where a model call arrived: its run, protocol and route, and when. */
interface Arrival {
  run: ProxyRun;
  protocol: WireProtocol;
  route: RouteMatch;
  request: IncomingMessage;
  response: ServerResponse;
  /** Milliseconds from the run's opening, and `monotonicMs()`, when the call arrived. */
  startedMs: number;
  started: number;
}

export class ProviderProxy {
  private readonly runs = new Map<string, ProxyRun>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** Starts a proxy on 127.0.0.1 with an ephemeral port. */
  static async start(): Promise<ProviderProxy> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const proxy = new ProviderProxy(server, (server.address() as AddressInfo).port);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      proxy.handle(request, response);
    });
    return proxy;
  }

  /** `OPENAI_BASE_URL` for agents: `http://127.0.0.1:<port>/v1`. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** `ANTHROPIC_BASE_URL` and `GOOGLE_GEMINI_BASE_URL`: the root (clients append `/v1/…`, `/v1beta/…`). */
  get rootUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Opens a run and mints its token. */
  openRun(options: OpenRunOptions): ProxyRun {
    const run = new ProxyRun(options, (token) => this.runs.delete(token));
    this.runs.set(run.token, run);
    return run;
  }

  /** Listeners besides the TCP port: the Unix sockets sandboxes are bridged to. */
  private readonly socketListeners: SocketServer[] = [];

  /** Also serves the connections made to a Unix socket at `file` (a sandbox's bridge, SPEC §1). */
  async listenOnSocket(file: string): Promise<void> {
    const listener = createSocketServer((socket) => this.server.emit('connection', socket));
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(file, () => resolve());
    });
    this.socketListeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.all([...this.runs.values()].map((run) => run.finish()));
    for (const listener of this.socketListeners) listener.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    try {
      const target = requestTargetOf(request.url ?? '/');
      const token = tokenOf(request, target.query);
      const run = token === undefined ? undefined : this.runs.get(token);
      const method = request.method ?? 'GET';
      const pathname = target.pathname.replace(/\/+$/, '');
      const matched = matchProtocolRoute(method, pathname, target.query);
      if (run === undefined) {
        sendError(
          response,
          401,
          'invalid_api_key',
          'unknown or expired Verdict run token',
          matched?.protocol,
        );
        return;
      }
      if (method === 'GET' && pathname === '/v1/models') {
        // One list that reads right to OpenAI clients (`object`, `owned_by`) and to Anthropic's
        // (`type`, `display_name`, `has_more`): the models the run may ask for.
        const models = run.pinnedModels ?? [];
        const listed = models.length === 0 ? ['verdict'] : models;
        sendJson(response, 200, {
          object: 'list',
          data: listed.map((model) => ({
            id: model,
            object: 'model',
            created: 0,
            owned_by: 'verdict',
            type: 'model',
            display_name: model,
            created_at: '1970-01-01T00:00:00Z',
          })),
          has_more: false,
          first_id: listed[0],
          last_id: listed.at(-1),
        });
        return;
      }
      if (matched === undefined) {
        sendError(
          response,
          404,
          'not_found',
          `Verdict's proxy does not serve ${method} ${pathname}`,
        );
        return;
      }
      this.handleModelRoute(run, matched.protocol, matched.route, request, response);
    } catch (error) {
      failUnexpectedly(response, error);
    }
  }

  /** Reads a model call's body, then answers it (`answerModelCall`). */
  private handleModelRoute(
    run: ProxyRun,
    protocol: WireProtocol,
    route: RouteMatch,
    request: IncomingMessage,
    response: ServerResponse,
  ): void {
    const startedMs = run.elapsedMs();
    const started = monotonicMs();
    readBody(request, (error, bytes) => {
      try {
        const answering = this.answerModelCall(
          { run, protocol, route, request, response, startedMs, started },
          error,
          bytes,
        );
        answering?.catch((failure: unknown) => failUnexpectedly(response, failure));
      } catch (failure) {
        failUnexpectedly(response, failure);
      }
    });
  }

  /**
   * Parses and checks the body, then has the run's provider answer it. Resolves when the answer has
   * been delivered; undefined when that is done already.
   */
  private answerModelCall(
    arrival: Arrival,
    readError: Error | undefined,
    bytes: Buffer | undefined,
  ): Promise<void> | undefined {
    const { run, protocol, route, request, response } = arrival;
    let body: unknown;
    try {
      if (readError !== undefined) throw readError;
      body = JSON.parse((bytes as Buffer).toString('utf8'));
    } catch (error) {
      sendError(
        response,
        400,
        'invalid_request_error',
        `invalid JSON body: ${messageOf(error)}`,
        protocol,
      );
      return undefined;
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      sendError(
        response,
        400,
        'invalid_request_error',
        'the request body must be a JSON object',
        protocol,
      );
      return undefined;
    }
    const requestBody = body as RequestBody;
    if (route.kind === 'count_tokens') {
      // Token counting is not a model call: answered here in every mode, never recorded.
      sendJson(response, 200, protocol.countTokens?.(requestBody) ?? { input_tokens: 0 });
      return undefined;
    }
    const invalid = protocol.validateRequest(requestBody);
    if (invalid !== undefined) {
      sendError(response, 400, 'invalid_request_error', invalid, protocol);
      return undefined;
    }
    const purpose =
      request.headers[CALL_PURPOSE_HEADER] === 'compaction' ? 'compaction' : ('main' as const);
    const { call, refusal } = run.beginCall(purpose);
    const model = requestedModel({ body: requestBody, routeModel: route.model });
    const record: ProxyCallRecord = {
      call,
      purpose,
      protocol: protocol.id,
      ...(model === undefined ? {} : { model }),
      startedMs: arrival.startedMs,
      durationMs: 0,
      request: requestBody,
      attempts: 0,
    };
    const exchange = new CallExchange(run, protocol, response, record, arrival.started);
    if (refusal !== undefined) {
      exchange.refuse(refusal);
      return undefined;
    }

    // The call is aborted when the agent hangs up or the run ends.
    exchange.unregister = run.onEnd(exchange.abort);
    response.once('close', () => {
      if (!response.writableFinished) exchange.abort();
    });

    const provider = run.options.provider;
    let modelCall: ModelCall;
    try {
      const headers = forwardedHeadersOf(request, protocol);
      modelCall = {
        protocol: protocol.id,
        endpoint: ENDPOINT_OF[protocol.id],
        index: call - 1,
        body: requestBody,
        stream: protocol.isStream(requestBody, route),
        ...(route.model === undefined ? {} : { routeModel: route.model }),
        ...(run.pinnedModels === undefined ? {} : { pinnedModels: run.pinnedModels }),
        ...(headers === undefined ? {} : { headers }),
        purpose,
        callOfResponse: (responseId) => run.callOfResponse(responseId),
      };
    } catch (error) {
      return exchangeLater(exchange, () => {
        throw error;
      });
    }
    if (provider.answerNow !== undefined) {
      return exchangeNow(
        exchange,
        provider as Required<Pick<ModelProvider, 'answerNow'>>,
        modelCall,
      );
    }
    return exchangeLater(exchange, () => provider.complete(modelCall, exchange.signal));
  }
}
