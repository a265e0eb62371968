/**
 * How the proxy answers one model call: body checked, call numbered against the run's budget, the
 * provider asked, and its answer sent and recorded as it goes; or the call refused, failed or
 * aborted.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { messageOf } from '../errors.js';
import { monotonicMs } from '../monotonic-clock.js';
import { requestedModel } from './model-pin.js';
import { rememberingLookups } from './fingerprint.js';
import { chatProtocol } from './protocols/chat.js';
import { ENDPOINT_OF } from './protocols/index.js';
import type { RouteMatch, WireProtocol } from './protocols/protocol.js';
import type { ProxyCallRecord, ProxyRun } from './proxy-run.js';
import {
  RunStopError,
  type ModelCall,
  type ModelProvider,
  type ModelResponse,
  type RequestBody,
  type RunStop,
} from './types.js';

/** Header an agent may set on calls that are not main-loop turns (context compaction). */
const CALL_PURPOSE_HEADER = 'x-verdict-purpose';

const errorType: Record<RunStop['kind'], { status: number; type: string }> = {
  replay_divergence: { status: 400, type: 'verdict_replay_divergence' },
  budget_exceeded: { status: 400, type: 'verdict_budget_exceeded' },
  script_exhausted: { status: 400, type: 'verdict_script_exhausted' },
  upstream_unavailable: { status: 502, type: 'verdict_upstream_unavailable' },
  provider_error: { status: 502, type: 'verdict_provider_error' },
  model_not_allowed: { status: 403, type: 'verdict_model_not_allowed' },
  // Not a 429 or a 5xx: an agent's client must not retry it (each retry would be refused too).
  max_calls_reached: { status: 403, type: 'verdict_max_calls_reached' },
};

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendError(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  protocol: WireProtocol = chatProtocol,
): void {
  sendJson(response, status, protocol.errorBody(status, type, message));
}

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

/** A failure nothing else caught: a 500 when no answer has started, else a cut connection. */
export function failUnexpectedly(response: ServerResponse, error: unknown): void {
  if (!response.headersSent) {
    sendError(response, 500, 'verdict_proxy_error', messageOf(error));
  } else {
    response.destroy();
  }
}

/** One model call being answered: its record, its abort, and how it ends. */
class CallExchange {
  aborted = false;
  unregister: () => void = () => {};
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

  deliverJson(answer: { status: number; body: unknown; attempts?: number }): void {
    this.record.attempts = answer.attempts ?? 0;
    sendJson(this.response, answer.status, answer.body);
    this.record.response = { kind: 'json', status: answer.status, body: answer.body };
    if (answer.status < 400) this.record.assembled = this.protocol.assembleJson(answer.body);
    this.finishRecord();
  }

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
      // Mid-stream: cut the connection, so the agent sees a broken stream, not a truncated answer.
      this.response.destroy();
      this.finishRecord();
    } else {
      this.refuse(stop);
    }
  }
}

/** Answers a call with what `complete` resolves to; a failure anywhere is the call's. */
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

/** `exchangeLater` for `answerNow`: a JSON answer is sent without a promise, a stream later. */
function exchangeNow(
  exchange: CallExchange,
  provider: { answerNow(call: ModelCall): ModelResponse },
  call: ModelCall,
): Promise<void> | undefined {
  let streaming: Promise<void> | undefined;
  try {
    const answered = provider.answerNow(call);
    if (answered.kind === 'sse') {
      streaming = exchangeLater(exchange, () => Promise.resolve(answered));
      return streaming;
    }
    exchange.deliverJson(answered);
  } catch (error) {
    exchange.fail(error);
  } finally {
    if (streaming === undefined) exchange.unregister();
  }
  return undefined;
}

/** Where a model call arrived: its run, protocol and route, and when. */
export interface Arrival {
  run: ProxyRun;
  protocol: WireProtocol;
  route: RouteMatch;
  request: IncomingMessage;
  response: ServerResponse;
  /** Milliseconds from the run's opening, and `monotonicMs()`, when the call arrived. */
  startedMs: number;
  started: number;
}

/** Checks the body and has the provider answer it; undefined when the answer is already sent. */
export function answerModelCall(
  arrival: Arrival,
  readError: Error | undefined,
  bytes: Buffer | undefined,
): Promise<void> | undefined {
  const { run, protocol, route, request, response } = arrival;
  const refuseRequest = (message: string): undefined => {
    sendError(response, 400, 'invalid_request_error', message, protocol);
    return undefined;
  };
  let body: unknown;
  try {
    if (readError !== undefined) throw readError;
    body = JSON.parse((bytes as Buffer).toString('utf8'));
  } catch (error) {
    return refuseRequest(`invalid JSON body: ${messageOf(error)}`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return refuseRequest('the request body must be a JSON object');
  }
  const requestBody = body as RequestBody;
  if (route.kind === 'count_tokens') {
    // Token counting is not a model call: answered here in every mode, never recorded.
    sendJson(response, 200, protocol.countTokens?.(requestBody) ?? { input_tokens: 0 });
    return undefined;
  }
  const invalid = protocol.validateRequest(requestBody);
  if (invalid !== undefined) return refuseRequest(invalid);
  const purpose =
    request.headers[CALL_PURPOSE_HEADER] === 'compaction' ? 'compaction' : ('main' as const);
  const { call, refusal } = run.beginCall(purpose);
  const model = requestedModel({ body: requestBody, routeModel: route.model });
  // Assigned, not spread: this runs on every call, and an optional key stays absent when unset.
  const record: ProxyCallRecord = {
    call,
    purpose,
    protocol: protocol.id,
    startedMs: arrival.startedMs,
    durationMs: 0,
    request: requestBody,
    attempts: 0,
  };
  if (model !== undefined) record.model = model;
  if (route.model !== undefined) record.routeModel = route.model;
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
  // What the provider's fingerprint was read with, for the trace (`ProxyCallRecord.fingerprinted`).
  const lookups = rememberingLookups((responseId) => run.callOfResponse(responseId));
  let modelCall: ModelCall;
  try {
    const headers = forwardedHeadersOf(request, protocol);
    modelCall = {
      protocol: protocol.id,
      endpoint: ENDPOINT_OF[protocol.id],
      index: call - 1,
      body: requestBody,
      stream: protocol.isStream(requestBody, route),
      purpose,
      callOfResponse: lookups.callOfResponse,
      fingerprinted: (fingerprint) => {
        record.fingerprinted = { fingerprint, responseIds: lookups.asked };
      },
    };
    if (route.model !== undefined) modelCall.routeModel = route.model;
    if (run.pinnedModels !== undefined) modelCall.pinnedModels = run.pinnedModels;
    if (headers !== undefined) modelCall.headers = headers;
  } catch (error) {
    return exchangeLater(exchange, () => {
      throw error;
    });
  }
  if (provider.answerNow !== undefined) {
    return exchangeNow(exchange, provider as Required<Pick<ModelProvider, 'answerNow'>>, modelCall);
  }
  return exchangeLater(exchange, () => provider.complete(modelCall, exchange.signal));
}
