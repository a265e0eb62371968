export const id = 5334;
export const ids = [5334];
export const modules = {

/***/ 5334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  liveProvider: () => (/* binding */ liveProvider),
  liveSettings: () => (/* binding */ liveSettings)
});

// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/http/post-json.js
var post_json = __webpack_require__(4871);
// EXTERNAL MODULE: ./lib/json/parse-json.js
var parse_json = __webpack_require__(3040);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/model-pin.js
var model_pin = __webpack_require__(578);
// EXTERNAL MODULE: ./lib/sse/sse-reader.js + 1 modules
var sse_reader = __webpack_require__(6181);
;// CONCATENATED MODULE: ./lib/provider/upstream-retry.js
/** How live mode waits: transient failures, `Retry-After`, jittered backoff, idle timer. */
/** A failure worth another attempt, with the wait the server asked for, if any. */
class Transient extends Error {
    reason;
    retryAfterMs;
    constructor(reason, retryAfterMs) {
        super(reason);
        this.reason = reason;
        this.retryAfterMs = retryAfterMs;
    }
}
/** `Retry-After` (seconds or an HTTP date) or `retry-after-ms`, in milliseconds. */
function parseRetryAfter(header, now = Date.now()) {
    const milliseconds = header('retry-after-ms');
    if (typeof milliseconds === 'string' && /^\d+(\.\d+)?$/.test(milliseconds.trim())) {
        return Number(milliseconds);
    }
    const value = header('retry-after')?.trim();
    if (value === undefined || value === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** `1.5 s`, `3600 s`: a wait as a reader wants it. */
function formatWait(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted) {
            reject(signal.reason);
            return;
        }
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
}
/** Races a promise against an idle timer that aborts `controller` when it fires. */
async function withinIdle(promise, idleMs, controller, what) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
            controller.abort();
            reject(new Transient(`no ${what} from the upstream within ${idleMs} ms`));
        }, idleMs);
    });
    try {
        return await Promise.race([promise, timeout]);
    }
    finally {
        clearTimeout(timer);
    }
}
/** Exponential backoff with full jitter; a longer Retry-After (within its cap) wins. */
function backoffMs(attempt, retryAfterMs, options) {
    const base = options.backoffBaseMs ?? 500;
    const cap = options.maxBackoffMs ?? 30_000;
    const random = options.random ?? Math.random;
    const backoff = random() * Math.min(cap, base * 2 ** (attempt - 1));
    return Math.max(backoff, retryAfterMs ?? 0);
}
//# sourceMappingURL=upstream-retry.js.map
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/live.js









const UPSTREAM_OPTION = {
    openai: '--base-url',
    anthropic: '--anthropic-base-url',
    gemini: '--gemini-base-url',
};
const MAX_ATTEMPTS = 4;
/** The default cap on `Retry-After` / `retry-after-ms` (documented in the README). */
const MAX_RETRY_AFTER_MS = 60_000;
/** The default time allowed for response headers, and between two pieces of a body. */
const UPSTREAM_TIMEOUT_MS = 120_000;
/** Both upstream timeouts from `VERDICT_UPSTREAM_TIMEOUT_MS` (for slow links and tests), if positive. */
function upstreamTimeoutsFromEnv(env) {
    const text = env.VERDICT_UPSTREAM_TIMEOUT_MS?.trim() ?? '';
    const value = /^\d+$/.test(text) ? Number(text) : 0;
    return value > 0 ? { headersTimeoutMs: value, idleTimeoutMs: value } : {};
}
class LiveProvider {
    options;
    mode = 'live';
    constructor(options) {
        this.options = options;
    }
    async complete(call, signal) {
        // Before anything reaches an upstream: the real key is spent on the pinned models only.
        (0,model_pin/* refuseUnpinnedModel */.FM)(call);
        const protocol = (0,protocols/* protocolOf */.AT)(call.protocol);
        const upstream = this.options.upstreams[protocol.upstream];
        if (upstream === undefined) {
            throw new types/* RunStopError */.eC({
                kind: 'provider_error',
                message: `the agent spoke the ${protocol.id} protocol, but no ${protocol.upstream} upstream is configured (pass ${UPSTREAM_OPTION[protocol.upstream]} URL, or set providers.${protocol.upstream}.baseUrl in verdict.config.json)`,
            });
        }
        const maxAttempts = this.options.maxAttempts ?? MAX_ATTEMPTS;
        const maxRetryAfterMs = this.options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
        let reason = '';
        for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
            const refusal = this.options.callBudget?.take(attempt > 1);
            if (refusal !== undefined)
                throw new types/* RunStopError */.eC(refusal);
            const outcome = await this.attempt(protocol, upstream, call, signal, attempt);
            if (outcome.kind === 'answer')
                return { ...outcome.response, attempts: attempt };
            reason = outcome.reason;
            if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs > maxRetryAfterMs) {
                throw new types/* RunStopError */.eC({
                    kind: 'upstream_unavailable',
                    attempts: attempt,
                    message: `the upstream answered ${reason} and asked to wait ${formatWait(outcome.retryAfterMs)} before retrying, more than the cap of ${formatWait(maxRetryAfterMs)}; not retried, the run cannot be judged`,
                });
            }
            if (attempt < maxAttempts)
                await sleep(backoffMs(attempt, outcome.retryAfterMs, this.options), signal);
        }
        throw new types/* RunStopError */.eC({
            kind: 'upstream_unavailable',
            attempts: maxAttempts,
            message: `the upstream failed ${maxAttempts} attempts in a row (last: ${reason}); the run cannot be judged`,
        });
    }
    async attempt(protocol, upstream, call, signal, attempt) {
        const controller = new AbortController();
        const forward = () => controller.abort(signal.reason);
        signal.addEventListener('abort', forward, { once: true });
        const headersTimeoutMs = this.options.headersTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, headersTimeoutMs);
        try {
            let response;
            const request = protocol.upstreamRequest(upstream.baseUrl, upstream.apiKey, call);
            try {
                response = await (0,post_json/* postJson */.B2)(new URL(request.url), request.body, {
                    headers: request.headers,
                    signal: controller.signal,
                });
            }
            catch (error) {
                if (signal.aborted)
                    throw signal.reason;
                if (timedOut) {
                    return { kind: 'retry', reason: `no response headers within ${headersTimeoutMs} ms` };
                }
                const cause = error.cause;
                return {
                    kind: 'retry',
                    reason: `connection failed (${cause?.code ?? cause?.message ?? (0,errors/* messageOf */.bD)(error)})`,
                };
            }
            finally {
                clearTimeout(timer);
            }
            return await this.readResponse(protocol, call, response, controller, signal, attempt);
        }
        catch (error) {
            if (error instanceof Transient) {
                return { kind: 'retry', reason: error.reason, retryAfterMs: error.retryAfterMs };
            }
            throw error;
        }
        finally {
            signal.removeEventListener('abort', forward);
        }
    }
    /** The whole body; the idle timeout applies between two pieces, so a long body may take its time. */
    async readText(body, controller) {
        const idleMs = this.options.idleTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
        const pieces = body[Symbol.asyncIterator]();
        const decoder = new TextDecoder();
        let text = '';
        try {
            for (;;) {
                const piece = await withinIdle(pieces.next(), idleMs, controller, 'response body');
                if (piece.done === true)
                    return text + decoder.decode();
                text += decoder.decode(piece.value, { stream: true });
            }
        }
        catch (error) {
            if (error instanceof Transient)
                throw error;
            throw new Transient(`the connection was lost while reading the body (${(0,errors/* messageOf */.bD)(error)})`);
        }
    }
    async readResponse(protocol, call, response, controller, signal, attempt) {
        const { status } = response;
        const bytes = await decodedBody(response);
        if (status === 429 || status >= 500 || protocol.isTransientStatus(status)) {
            const retryAfterMs = parseRetryAfter((name) => headerOf(response.headers, name));
            await this.readText(bytes, controller).catch(() => '');
            throw new Transient(`HTTP ${status}`, retryAfterMs);
        }
        if (status >= 300 && status < 400) {
            await this.readText(bytes, controller).catch(() => '');
            throw new types/* RunStopError */.eC({
                kind: 'provider_error',
                message: `the upstream answered HTTP ${status}, a redirect${describeLocation(response.headers)}; Verdict never sends the key where a redirect points: set the upstream's base URL to the address it should be`,
            });
        }
        if (status === 401 || status === 403) {
            await this.readText(bytes, controller).catch(() => '');
            throw new types/* RunStopError */.eC({
                kind: 'provider_error',
                message: `the upstream refused Verdict's credentials (HTTP ${status}); check the API key`,
            });
        }
        const isStream = (response.contentType ?? '').includes('text/event-stream');
        if (status >= 400 || !isStream) {
            const text = await this.readText(bytes, controller);
            const parsed = (0,parse_json/* parseJson */.q)(text);
            if (!parsed.ok && status < 400) {
                throw new Transient('the upstream sent a body that is not valid JSON');
            }
            const body = parsed.ok
                ? parsed.value
                : { error: { message: text.slice(0, 2000), type: 'upstream_error' } };
            // Some servers ignore `stream: true`; the agent asked for a stream, so it gets one.
            return {
                kind: 'answer',
                response: (0,recorded_response/* serveRecorded */.Gu)({ kind: 'json', status, body }, call, protocol),
            };
        }
        const stream = await this.openStream(protocol, bytes, controller, signal, attempt);
        return { kind: 'answer', response: { kind: 'sse', status, events: stream } };
    }
    /** Reads the first event (still retryable), then hands the rest of the stream to the agent. */
    async openStream(protocol, body, controller, signal, attempt) {
        const idleMs = this.options.idleTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
        const iterator = (0,sse_reader/* readSseData */.w)(body)[Symbol.asyncIterator]();
        const next = async (what) => {
            try {
                return await withinIdle(iterator.next(), idleMs, controller, what);
            }
            catch (error) {
                if (error instanceof Transient || signal.aborted)
                    throw error;
                throw new Transient(`the connection was lost mid-stream (${(0,errors/* messageOf */.bD)(error)})`);
            }
        };
        const first = await next('first stream event');
        if (first.done === true)
            throw new Transient('the upstream closed the stream before any event');
        const firstEvent = first.value;
        const firstProblem = protocol.findMalformedEvent([firstEvent]);
        if (firstProblem !== undefined) {
            controller.abort();
            throw new Transient(`the upstream sent a malformed first stream event (it ${firstProblem.reason})`);
        }
        async function* rest() {
            yield firstEvent;
            let forwarded = 1;
            // A protocol judges an event by the first and the last final one only: O(1) per event.
            let lastFinal = protocol.isFinalEvent(firstEvent) ? firstEvent : undefined;
            const stopped = (what, detail) => new types/* RunStopError */.eC({
                kind: 'upstream_unavailable',
                attempts: attempt,
                message: `the upstream stream ${what} after ${forwarded} event(s) had reached the agent (${detail}); it cannot be retried, the run cannot be judged`,
            });
            for (;;) {
                let result;
                try {
                    result = await next('stream event');
                }
                catch (error) {
                    if (signal.aborted)
                        throw error;
                    // The answer was complete; a connection that then hangs or breaks lost nothing.
                    if (lastFinal !== undefined) {
                        controller.abort();
                        return;
                    }
                    throw stopped('broke', (0,errors/* messageOf */.bD)(error));
                }
                if (result.done === true) {
                    // A clean close without [DONE] or a finish reason is a cut connection, not an answer.
                    if (lastFinal === undefined)
                        throw stopped('ended', 'closed without finishing');
                    return;
                }
                const event = result.value;
                const context = lastFinal === undefined || lastFinal === firstEvent
                    ? [firstEvent]
                    : [firstEvent, lastFinal];
                const problem = protocol.findMalformedEvent([...context, event]);
                if (problem !== undefined && problem.index === context.length) {
                    controller.abort();
                    // After the answer's final event, what a server adds is dropped and the stream ends there.
                    if (lastFinal !== undefined)
                        return;
                    throw stopped('sent a malformed event', `it ${problem.reason}`);
                }
                forwarded += 1;
                if (protocol.isFinalEvent(event))
                    lastFinal = event;
                yield event;
            }
        }
        return rest();
    }
}
/** A header's value, the first of several: what `Headers.get` gave for the ones read here. */
function headerOf(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
}
/** ` to https://host` when the redirect names a place: its origin only, never a path or query. */
function describeLocation(headers) {
    const location = headerOf(headers, 'location');
    if (location === undefined)
        return '';
    try {
        return ` to ${new URL(location).origin}`;
    }
    catch {
        return '';
    }
}
function ignore() { }
/** The codings a server may use though no request asks for one (what `fetch` would have undone). */
const DECOMPRESSORS = {
    gzip: 'createGunzip',
    'x-gzip': 'createGunzip',
    deflate: 'createInflate',
    br: 'createBrotliDecompress',
};
/** The body with one coding of `DECOMPRESSORS` undone (`node:zlib` loaded only then). */
async function decodedBody(response) {
    // A body given up on is destroyed with no reader left, whose error would be thrown from nowhere;
    // a reader still gets errors through its iterator. Attached before anything is awaited.
    response.body.on('error', ignore);
    const coding = (headerOf(response.headers, 'content-encoding') ?? '').trim().toLowerCase();
    if (!Object.hasOwn(DECOMPRESSORS, coding))
        return response.body;
    const zlib = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 8522, 19));
    const decoded = zlib[DECOMPRESSORS[coding]]();
    decoded.on('error', ignore);
    response.body.on('error', (error) => decoded.destroy(error));
    return response.body.pipe(decoded);
}
//# sourceMappingURL=live.js.map
// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
;// CONCATENATED MODULE: ./lib/cli/evaluation/live-provider.js
/** Live mode's upstreams, keys and model, from the command line, the config and the environment. */




const UPSTREAM_DEFAULTS = {
    openai: { baseUrlEnv: 'OPENAI_BASE_URL', keyEnv: 'OPENAI_API_KEY' },
    anthropic: { baseUrlEnv: 'ANTHROPIC_BASE_URL', keyEnv: 'ANTHROPIC_API_KEY' },
    gemini: { baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL', keyEnv: 'GEMINI_API_KEY' },
};
/**
 * Per protocol family, the upstream from its `--…base-url` option, else the config's
 * `providers.<family>` (for OpenAI also `provider`), else its variable; at least one is needed.
 */
function liveSettings(args, loaded, io) {
    // A pull request's config must not choose where the live key goes, nor which variable holds it (SPEC §7).
    const configModel = loaded.config.provider?.model;
    const config = args.values['trusted-upstreams-only'] !== true
        ? loaded.config
        : configModel === undefined
            ? {}
            : { provider: { model: configModel } };
    const upstreams = {};
    const hosts = [];
    for (const family of Object.keys(UPSTREAM_DEFAULTS)) {
        const defaults = UPSTREAM_DEFAULTS[family];
        const option = UPSTREAM_OPTION[family];
        const fromConfig = config.providers?.[family];
        const baseUrl = (0,command/* stringOption */.Pp)(args, option.slice(2)) ??
            fromConfig?.baseUrl ??
            (family === 'openai' ? config.provider?.baseUrl : undefined) ??
            io.env[defaults.baseUrlEnv];
        if (baseUrl === undefined || baseUrl === '')
            continue;
        try {
            hosts.push(new URL(baseUrl).host);
        }
        catch {
            throw new errors/* UsageError */.eb(`${option} ${JSON.stringify(baseUrl)} is not a URL`);
        }
        const keyVariable = fromConfig?.apiKeyEnv ??
            (family === 'openai' ? config.provider?.apiKeyEnv : undefined) ??
            defaults.keyEnv;
        const apiKey = io.env[keyVariable];
        // Read from the captured environment; a variable of any name leaves this process's own (SPEC §1).
        io.forgetVariables?.([keyVariable]);
        if (apiKey === undefined || apiKey === '') {
            throw new errors/* UsageError */.eb(`live mode needs an API key in the environment variable ${keyVariable} for the ${family} upstream`);
        }
        upstreams[family] = { baseUrl, apiKey };
    }
    const apiKeys = Object.values(upstreams).map((upstream) => upstream.apiKey);
    // Whatever the variable is called, the live keys are never printed or written (SPEC §7).
    (0,secret_redact/* holdSecrets */.Dd)(apiKeys);
    if (apiKeys[0] === undefined) {
        throw new errors/* UsageError */.eb('live mode needs an upstream: pass --base-url URL (OpenAI Chat Completions and Responses), --anthropic-base-url URL or --gemini-base-url URL (or set providers.<openai|anthropic|gemini>.baseUrl in verdict.config.json)');
    }
    const model = (0,command/* stringOption */.Pp)(args, 'model') ?? config.provider?.model ?? io.env.OPENAI_MODEL;
    if (model === undefined || model === '')
        throw new errors/* UsageError */.eb('live mode needs a model: pass --model NAME');
    return {
        upstreams,
        apiKeys,
        model,
        provider: [...new Set(hosts)].join('+'),
        timeouts: upstreamTimeoutsFromEnv(io.env),
    };
}
/** Live mode's provider of one run; every run of an invocation shares its `--max-calls` budget. */
function liveProvider(settings, callBudget) {
    return new LiveProvider({
        upstreams: settings.upstreams,
        ...settings.timeouts,
        ...(callBudget === undefined ? {} : { callBudget }),
    });
}
//# sourceMappingURL=live-provider.js.map

/***/ }),

/***/ 4871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ postJson),
/* harmony export */   ls: () => (/* binding */ ConnectionFailure),
/* harmony export */   qg: () => (/* binding */ CallAborted),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/**
 * One JSON POST on `node:http(s)`, for the built-in agent's calls to the proxy and live mode's calls
 * upstream. Not `fetch`: undici compiles on first call (most of a one-run start-up) and then costs
 * 2–4× the CPU per call. No redirect is followed (a credential never goes where `Location` says);
 * nothing is retried here.
 */

/** The call could not be made: refused, reset or timed out before the response headers. */
class ConnectionFailure extends Error {
}
/** The call was given up on through its signal before the response headers. */
class CallAborted extends Error {
    constructor() {
        super('Request was aborted.');
    }
}
async function requestFunctionFor(url) {
    if (url.protocol === 'http:')
        return node_http__WEBPACK_IMPORTED_MODULE_0__.request;
    // TLS costs start-up time that a loopback call to the proxy never needs.
    return (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 4708, 19))).request;
}
const TIMED_OUT = /timed? ?out/i;
/** A connection error the way the agent names it: timeouts apart, with the system error as cause. */
function connectionFailure(error) {
    const cause = error instanceof Error && 'cause' in error ? String(error.cause) : '';
    if (TIMED_OUT.test(String(error) + cause))
        return new ConnectionFailure('Request timed out.');
    return new ConnectionFailure('Connection error.', { cause: error });
}
/**
 * Resolves once the response headers arrive, else fails with `CallAborted` or `ConnectionFailure`;
 * after the headers, an abort or a broken connection is an error of the body stream.
 */
async function postJson(url, body, options) {
    const { signal } = options;
    if (signal?.aborted === true)
        throw new CallAborted();
    const send = await requestFunctionFor(url);
    const payload = Buffer.from(body, 'utf8');
    const requestOptions = {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(payload.length) },
    };
    return new Promise((resolve, reject) => {
        let settled = false;
        const request = send(url, requestOptions, (response) => {
            settle();
            resolve({
                status: response.statusCode ?? 0,
                contentType: response.headers['content-type'],
                contentLength: response.headers['content-length'],
                headers: response.headers,
                body: response,
            });
        });
        const timer = options.timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                request.destroy(new ConnectionFailure('Request timed out.'));
            }, options.timeoutMs);
        const onAbort = () => {
            // After the headers, the body's reader sees the connection end (`aborted`, ECONNRESET); an
            // error given to destroy() would also be thrown from the socket, where nobody listens.
            if (settled)
                request.destroy();
            else
                fail(new CallAborted());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        function settle() {
            settled = true;
            clearTimeout(timer);
        }
        function fail(error) {
            if (settled)
                return;
            settle();
            signal?.removeEventListener('abort', onAbort);
            request.destroy();
            reject(error);
        }
        request.once('close', () => signal?.removeEventListener('abort', onAbort));
        request.on('error', (error) => {
            if (error instanceof ConnectionFailure || error instanceof CallAborted)
                fail(error);
            else
                fail(connectionFailure(error));
        });
        request.end(payload);
    });
}
async function readText(body) {
    const chunks = [];
    for await (const chunk of body)
        chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}
//# sourceMappingURL=post-json.js.map

/***/ }),

/***/ 6181:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ readSseData)
});

;// CONCATENATED MODULE: ./node_modules/eventsource-parser/dist/index.js
class ParseError extends Error {
  constructor(message, options) {
    super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
  }
}
const LF = 10, CR = 13, SPACE = 32;
function noop(_arg) {
}
function createParser(config) {
  if (typeof config == "function")
    throw new TypeError(
      "`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?"
    );
  const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config, pendingFragments = [];
  let pendingFragmentsLength = 0, isFirstChunk = !0, id, data = "", dataLines = 0, eventType, terminated = !1;
  function feed(chunk) {
    if (terminated)
      throw new Error(
        "Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing."
      );
    if (isFirstChunk && (isFirstChunk = !1, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
      const trailing2 = processLines(chunk);
      trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
      return;
    }
    if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
      pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
      return;
    }
    pendingFragments.push(chunk);
    const input = pendingFragments.join("");
    pendingFragments.length = 0, pendingFragmentsLength = 0;
    const trailing = processLines(input);
    trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
  }
  function checkBufferSize() {
    maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = !0, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(
      new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, {
        type: "max-buffer-size-exceeded"
      })
    )));
  }
  function processLines(chunk) {
    let searchIndex = 0;
    if (chunk.indexOf("\r") === -1) {
      let lfIndex = chunk.indexOf(`
`, searchIndex);
      for (; lfIndex !== -1; ) {
        if (searchIndex === lfIndex) {
          dataLines > 0 && onEvent({ id, event: eventType, data }), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
          continue;
        }
        const firstCharCode = chunk.charCodeAt(searchIndex);
        if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
          const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
          if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
            onEvent({ id, event: eventType, data: value }), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
            continue;
          }
          data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        } else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(
          chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6,
          lfIndex
        ) || void 0 : parseLine(chunk, searchIndex, lfIndex);
        searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
      }
      return chunk.slice(searchIndex);
    }
    for (; searchIndex < chunk.length; ) {
      const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
      let lineEnd = -1;
      if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1)
        break;
      parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
    }
    return chunk.slice(searchIndex);
  }
  function parseLine(chunk, start, end) {
    if (start === end) {
      dispatchEvent();
      return;
    }
    const firstCharCode = chunk.charCodeAt(start);
    if (isDataPrefix(chunk, start, firstCharCode)) {
      const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
      data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
      return;
    }
    if (isEventPrefix(chunk, start, firstCharCode)) {
      eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
      return;
    }
    if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
      const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
      value2.includes("\0") || (id = value2);
      return;
    }
    if (firstCharCode === 58) {
      if (onComment) {
        const line2 = chunk.slice(start, end);
        onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
      }
      return;
    }
    const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
    if (fieldSeparatorIndex === -1) {
      processField(line, "", line);
      return;
    }
    const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1, value = line.slice(fieldSeparatorIndex + offset);
    processField(field, value, line);
  }
  function processField(field, value, line) {
    switch (field) {
      case "event":
        eventType = value || void 0;
        break;
      case "data":
        data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        break;
      case "id":
        value.includes("\0") || (id = value);
        break;
      case "retry":
        /^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(
          new ParseError(`Invalid \`retry\` value: "${value}"`, {
            type: "invalid-retry",
            value,
            line
          })
        );
        break;
      default:
        onError(
          new ParseError(
            `Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`,
            { type: "unknown-field", field, value, line }
          )
        );
        break;
    }
  }
  function dispatchEvent() {
    dataLines > 0 && onEvent({
      id,
      event: eventType,
      data
    }), id = void 0, data = "", dataLines = 0, eventType = void 0;
  }
  function reset(options = {}) {
    if (options.consume && pendingFragments.length > 0) {
      const incompleteLine = pendingFragments.join("");
      parseLine(incompleteLine, 0, incompleteLine.length);
    }
    isFirstChunk = !0, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = !1;
  }
  return { feed, reset };
}
function isDataPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}

//# sourceMappingURL=index.js.map

;// CONCATENATED MODULE: ./lib/sse/sse-reader.js
/**
 * Reads Server-Sent Events (live upstream streams, the proxy's streams to the built-in agent). The
 * framing is `eventsource-parser`'s; ours is how bytes reach it and where a stream ends.
 */

const sse_reader_CR = 13;
/**
 * Yields each event's `data` payload (`[DONE]` included) from a byte stream cut anywhere, even inside
 * a UTF-8 character. Event names, ids, `retry` and comments are dropped. An event the stream ends in
 * the middle of is dropped too, as the spec and the OpenAI SDK do, so the proxy sees what the agent
 * would.
 */
async function* readSseData(source) {
    // The decoder drops a leading byte order mark, as the spec asks; bad bytes become U+FFFD.
    const decoder = new TextDecoder('utf-8');
    const parsed = [];
    const parser = createParser({ onEvent: (event) => parsed.push(event.data) });
    // Trailing CRs are held back: only the next text shows whether one ends a line or starts a CRLF.
    // Left to the parser, a final CR (and its event) stays pending, lost if the stream ends there.
    let heldCrs = '';
    const feed = (text) => {
        const whole = heldCrs + text;
        let end = whole.length;
        while (end > 0 && whole.charCodeAt(end - 1) === sse_reader_CR)
            end -= 1;
        heldCrs = whole.slice(end);
        if (end > 0)
            parser.feed(end === whole.length ? whole : whole.slice(0, end));
    };
    for await (const chunk of source) {
        feed(decoder.decode(chunk, { stream: true }));
        yield* parsed.splice(0);
    }
    feed(decoder.decode());
    // At the end of the stream each held CR is a line end of its own (`data: a\r\r` is an event).
    if (heldCrs !== '')
        parser.feed('\n'.repeat(heldCrs.length));
    yield* parsed.splice(0);
}
//# sourceMappingURL=sse-reader.js.map

/***/ })

};
