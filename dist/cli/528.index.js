export const id = 528;
export const ids = [528];
export const modules = {

/***/ 4083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QW: () => (/* binding */ EVALUATION_OPTIONS),
  zB: () => (/* binding */ cassetteDirOf),
  Q0: () => (/* binding */ checkSuiteGrants),
  Ci: () => (/* reexport */ effectivePolicy),
  xh: () => (/* binding */ exitCodeOfRuns),
  Rr: () => (/* binding */ grantsOf),
  ig: () => (/* binding */ integerOption),
  ez: () => (/* binding */ liveProvider),
  kY: () => (/* binding */ liveSettings),
  Z9: () => (/* reexport */ config/* loadConfig */.Z9),
  F$: () => (/* binding */ newRunId),
  vx: () => (/* binding */ prepareSuiteRun),
  A4: () => (/* binding */ readCassettes),
  x5: () => (/* binding */ replaySetup),
  Z6: () => (/* binding */ resolveSuite),
  lZ: () => (/* binding */ resolveSuiteAgents),
  z0: () => (/* binding */ scriptedProviders),
  Nz: () => (/* binding */ trustSuite)
});

// UNUSED EXPORTS: resolveAgent

// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:readline/promises"
var external_node_readline_promises_ = __webpack_require__(6848);
// EXTERNAL MODULE: ./lib/config/config.js
var config = __webpack_require__(8674);
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/provider/cassette.js + 6 modules
var cassette = __webpack_require__(2632);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./lib/runner/agent-source-dirs.js
/**
 * Where the agent under test comes from on this machine: its config's directory, the repository
 * that holds it, the package directories of its command and of npm-installed commands on its PATH,
 * and the invoking user's real HOME. Real agents print these into their requests (a system prompt
 * that says `Main documentation: /root/.cache/…/node_modules/…`), and they differ between the laptop
 * that recorded a cassette and the CI checkout that replays it, or between the base and head
 * worktrees of a PR. Replay normalizes them to tokens, exactly as it does the workspace.
 */



const AGENT_CONFIG_TOKEN = '<AGENT_CONFIG>';
const REPOSITORY_TOKEN = '<REPO>';
const AGENT_INSTALL_TOKEN = '<AGENT_INSTALL>';
const USER_HOME_TOKEN = '<USER_HOME>';
/** Directories too general to stand for one agent: tokenizing them would rewrite unrelated paths. */
const SYSTEM_DIRS = new Set([
    '/',
    '/bin',
    '/sbin',
    '/usr',
    '/usr/bin',
    '/usr/sbin',
    '/usr/lib',
    '/usr/local',
    '/usr/local/bin',
    '/usr/local/lib',
    '/usr/share',
    '/opt',
    '/etc',
    '/var',
    '/tmp',
    '/home',
    '/lib',
    '/lib64',
    '/private',
    '/private/tmp',
    '/private/var',
]);
const isSpecific = (dir) => external_node_path_.isAbsolute(dir) && !SYSTEM_DIRS.has(external_node_path_.resolve(dir));
function realpathOr(file) {
    try {
        return (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return file;
    }
}
/** The nearest directory at or above `start` that holds `marker`, below the file system's root. */
function findUp(start, marker) {
    for (let dir = start;; dir = external_node_path_.dirname(dir)) {
        if ((0,external_node_fs_.existsSync)(external_node_path_.join(dir, marker)))
            return dir;
        if (external_node_path_.dirname(dir) === dir)
            return undefined;
    }
}
/** The executable a command names: a path as given, else the first match on PATH. */
function resolveExecutable(command, pathVariable) {
    if (command.includes('/'))
        return (0,external_node_fs_.existsSync)(command) ? command : undefined;
    for (const dir of (pathVariable ?? '').split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const candidate = external_node_path_.join(dir, command);
        if ((0,external_node_fs_.existsSync)(candidate))
            return candidate;
    }
    return undefined;
}
/**
 * An npm install's prefix: the directory above the outermost `node_modules` in `file`, e.g.
 * `/root/.cache/agents/codex@1/node_modules/@openai/codex/bin/codex.js` → `/root/.cache/agents/codex@1`.
 */
function installPrefixOf(file) {
    const parts = file.split(external_node_path_.sep);
    const index = parts.indexOf('node_modules');
    return index > 0 ? parts.slice(0, index).join(external_node_path_.sep) || undefined : undefined;
}
/** Each source dir once, in every spelling its realpath adds; later duplicates are dropped. */
function uniqueDirs(dirs) {
    const seen = new Set();
    const result = [];
    for (const entry of dirs) {
        if (entry === undefined)
            continue;
        for (const dir of new Set([external_node_path_.resolve(entry.dir), realpathOr(entry.dir)])) {
            if (!isSpecific(dir) || seen.has(dir))
                continue;
            seen.add(dir);
            result.push({ dir, token: entry.token });
        }
    }
    return result;
}
function findAgentSourceDirs(input) {
    const found = [];
    const executable = input.command[0] === undefined
        ? undefined
        : resolveExecutable(input.command[0], input.pathVariable);
    // Interpreted commands (`node x.js`, `sh ./wrapper.sh`) name their program in the next argument.
    const programs = [executable, ...input.command.slice(1).filter((arg) => external_node_path_.isAbsolute(arg))];
    for (const program of programs) {
        if (program === undefined || !(0,external_node_fs_.existsSync)(program))
            continue;
        const real = realpathOr(program);
        const prefix = installPrefixOf(real);
        if (prefix !== undefined)
            found.push({ dir: prefix, token: AGENT_INSTALL_TOKEN });
        const packageDir = findUp(external_node_path_.dirname(real), 'package.json');
        if (packageDir !== undefined && prefix !== undefined) {
            found.push({ dir: packageDir, token: AGENT_INSTALL_TOKEN });
        }
    }
    for (const dir of (input.pathVariable ?? '').split(external_node_path_.delimiter)) {
        const binDir = external_node_path_.normalize(dir);
        if (external_node_path_.basename(binDir) !== '.bin' || external_node_path_.basename(external_node_path_.dirname(binDir)) !== 'node_modules')
            continue;
        found.push({ dir: external_node_path_.dirname(external_node_path_.dirname(binDir)), token: AGENT_INSTALL_TOKEN });
    }
    if (input.configDir !== undefined) {
        found.push({ dir: input.configDir, token: AGENT_CONFIG_TOKEN });
        const repository = findUp(input.configDir, '.git');
        if (repository !== undefined)
            found.push({ dir: repository, token: REPOSITORY_TOKEN });
    }
    const home = input.userHome ?? external_node_os_.homedir();
    if (home !== '')
        found.push({ dir: home, token: USER_HOME_TOKEN });
    return uniqueDirs(found);
}
//# sourceMappingURL=agent-source-dirs.js.map
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/sse.js
var sse = __webpack_require__(7296);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/live.js
/**
 * Live mode: forwards each model call to the upstream configured for its protocol's family (OpenAI,
 * Anthropic, Gemini) with the real key (which the agent
 * never sees, and never the agent's own headers). Transient failures — a timeout, a lost connection,
 * 429, 5xx (and a protocol's own, Anthropic's 529), a malformed body — are retried, at most 4
 * attempts in all, with exponential backoff and full jitter, honouring `Retry-After` /
 * `retry-after-ms` up to a cap (60 s by default): a server that asks for a longer wait is not retried
 * at all, since waiting less than it asked would only be refused again. After the last attempt the
 * run stops as an infrastructure error (`upstream_unavailable`), never as a model failure.
 *
 * Streams are passed through as they arrive. A stream can be retried until its first event has been
 * read; once events have reached the agent they cannot be taken back, so a stream that breaks later
 * (a reset, an idle stall, a malformed event) stops the run instead.
 */




/** The command-line option that configures each family's upstream, for messages. */
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
/** Shortens both upstream timeouts (headers and idle), in milliseconds: for slow links and tests. */
const UPSTREAM_TIMEOUT_VARIABLE = 'VERDICT_UPSTREAM_TIMEOUT_MS';
/**
 * The timeouts `VERDICT_UPSTREAM_TIMEOUT_MS` sets, if it holds a positive number of milliseconds;
 * anything else leaves the defaults.
 */
function upstreamTimeoutsFromEnv(env) {
    const text = env[UPSTREAM_TIMEOUT_VARIABLE]?.trim() ?? '';
    const value = /^\d+$/.test(text) ? Number(text) : 0;
    return value > 0 ? { headersTimeoutMs: value, idleTimeoutMs: value } : {};
}
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
function parseRetryAfter(headers, now = Date.now()) {
    const milliseconds = headers.get('retry-after-ms');
    if (milliseconds !== null && /^\d+(\.\d+)?$/.test(milliseconds.trim())) {
        return Number(milliseconds);
    }
    const value = headers.get('retry-after')?.trim();
    if (value === undefined || value === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** `1.5 s`, `3600 s`: a wait as a reader wants it. */
function seconds(ms) {
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
class LiveProvider {
    options;
    mode = 'live';
    constructor(options) {
        this.options = options;
    }
    async complete(call, signal) {
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
            const outcome = await this.attempt(protocol, upstream, call, signal, attempt);
            if (outcome.kind === 'answer')
                return { ...outcome.response, attempts: attempt };
            reason = outcome.reason;
            if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs > maxRetryAfterMs) {
                throw new types/* RunStopError */.eC({
                    kind: 'upstream_unavailable',
                    attempts: attempt,
                    message: `the upstream answered ${reason} and asked to wait ${seconds(outcome.retryAfterMs)} before retrying, more than the cap of ${seconds(maxRetryAfterMs)}; not retried, the run cannot be judged`,
                });
            }
            if (attempt < maxAttempts)
                await sleep(this.delayMs(attempt, outcome.retryAfterMs), signal);
        }
        throw new types/* RunStopError */.eC({
            kind: 'upstream_unavailable',
            attempts: maxAttempts,
            message: `the upstream failed ${maxAttempts} attempts in a row (last: ${reason}); the run cannot be judged`,
        });
    }
    /**
     * Exponential backoff with full jitter; a server's Retry-After (already within its cap) wins when
     * it asks for longer.
     */
    delayMs(attempt, retryAfterMs) {
        const base = this.options.backoffBaseMs ?? 500;
        const cap = this.options.maxBackoffMs ?? 30_000;
        const random = this.options.random ?? Math.random;
        const backoff = random() * Math.min(cap, base * 2 ** (attempt - 1));
        return Math.max(backoff, retryAfterMs ?? 0);
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
                response = await fetch(request.url, {
                    method: 'POST',
                    headers: request.headers,
                    body: request.body,
                    signal: controller.signal,
                });
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
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
                return {
                    kind: 'retry',
                    reason: error.reason,
                    ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
                };
            }
            throw error;
        }
        finally {
            signal.removeEventListener('abort', forward);
        }
    }
    /** The whole body; the idle timeout applies between two pieces, so a long body may take its time. */
    async readText(response, controller) {
        if (response.body === null)
            return '';
        const idleMs = this.options.idleTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let text = '';
        try {
            for (;;) {
                const { done, value } = await withinIdle(reader.read(), idleMs, controller, 'response body');
                if (done)
                    return text + decoder.decode();
                text += decoder.decode(value, { stream: true });
            }
        }
        catch (error) {
            if (error instanceof Transient)
                throw error;
            throw new Transient(`the connection was lost while reading the body (${(0,errors/* messageOf */.bD)(error)})`);
        }
        finally {
            reader.releaseLock();
        }
    }
    async readResponse(protocol, call, response, controller, signal, attempt) {
        const { status } = response;
        if (status === 429 || status >= 500 || protocol.isTransientStatus(status)) {
            const retryAfterMs = parseRetryAfter(response.headers);
            await this.readText(response, controller).catch(() => '');
            throw new Transient(`HTTP ${status}`, retryAfterMs);
        }
        if (status === 401 || status === 403) {
            await this.readText(response, controller).catch(() => '');
            throw new types/* RunStopError */.eC({
                kind: 'provider_error',
                message: `the upstream refused Verdict's credentials (HTTP ${status}); check the API key`,
            });
        }
        const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
        if (status >= 400 || !isStream) {
            const text = await this.readText(response, controller);
            let body;
            try {
                body = JSON.parse(text);
            }
            catch {
                if (status >= 400)
                    body = { error: { message: text.slice(0, 2000), type: 'upstream_error' } };
                else
                    throw new Transient('the upstream sent a body that is not valid JSON');
            }
            if (status < 400 && call.stream) {
                // Some servers ignore `stream: true`; the agent asked for a stream, so it gets one.
                return {
                    kind: 'answer',
                    response: { kind: 'sse', status, events: (0,sse/* streamOf */.mA)(protocol.eventsFromJson(body, call)) },
                };
            }
            return { kind: 'answer', response: { kind: 'json', status, body } };
        }
        if (response.body === null)
            throw new Transient('the upstream sent an empty stream');
        const stream = await this.openStream(protocol, response.body, controller, signal, attempt);
        return { kind: 'answer', response: { kind: 'sse', status, events: stream } };
    }
    /** Reads the first event (still retryable), then hands the rest of the stream to the agent. */
    async openStream(protocol, body, controller, signal, attempt) {
        const idleMs = this.options.idleTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
        const iterator = (0,sse/* readSseData */.w)(body)[Symbol.asyncIterator]();
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
            // A protocol judges an event by what came before it (a second message_start, anything after
            // [DONE]); the first event and the last final one are all it needs, so the check stays O(1).
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
//# sourceMappingURL=live.js.map
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
;// CONCATENATED MODULE: ./lib/provider/divergence.js
/**
 * Where a replayed call departs from its recording (SPEC §4), said so that a person can act on it:
 * the first differing field as a readable path (`messages[3].content`,
 * `tools[edit_file].description`) and short excerpts of both sides around the first difference.
 */


/**
 * The order in which top-level fields are compared: the settings that shape the whole call first,
 * because a changed model or tool schema explains every later difference, and the messages (long,
 * and often changed only as a consequence) last. `satisfies` keeps the list complete.
 */
const FIELD_RANK = {
    endpoint: 0,
    model: 1,
    instructions: 2,
    reasoningEffort: 3,
    outputLimit: 4,
    answerControls: 5,
    tools: 6,
    nativeTools: 7,
    messages: 8,
};
/**
 * An excerpt is about 60 characters from 20 before the first difference (both sides from the same
 * character), or from earlier when the longer side ends sooner: a short text is shown whole, and
 * text appended at the end shows with what came before it.
 */
const EXCERPT_WIDTH = 60;
const EXCERPT_BEFORE = 20;
/** Non-string values are shown as compact JSON, at most this long. */
const VALUE_CAP = EXCERPT_WIDTH;
/** An own property only: `object["__proto__"]` would otherwise answer with the prototype. */
const own = (object, key) => Object.hasOwn(object, key) ? object[key] : undefined;
const isLowSurrogate = (code) => code >= 0xdc00 && code <= 0xdfff;
/** Moves a cut off the middle of a surrogate pair, so an excerpt never holds half a character. */
const alignCut = (text, index, direction) => index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index))
    ? index + direction
    : index;
function firstDifferingIndex(recorded, actual) {
    let index = 0;
    while (index < recorded.length && recorded[index] === actual[index])
        index += 1;
    return index;
}
/** A JSON string literal (so quotes and newlines stay on one line) of `text` from `start`. */
function excerptFrom(text, start) {
    const from = alignCut(text, start, -1);
    const to = alignCut(text, Math.min(text.length, from + EXCERPT_WIDTH), 1);
    const head = from > 0 ? '…' : '';
    const tail = to < text.length ? '…' : '';
    return JSON.stringify(`${head}${text.slice(from, to)}${tail}`);
}
function excerptValue(value) {
    if (typeof value === 'string')
        return excerptFrom(value, 0);
    const json = (0,canonical_json/* canonicalJson */.d)(value);
    if (json.length <= VALUE_CAP)
        return json;
    return `${json.slice(0, alignCut(json, VALUE_CAP - 1, -1))}…`;
}
function differenceAt(field, recorded, actual) {
    if (typeof recorded === 'string' && typeof actual === 'string') {
        const index = firstDifferingIndex(recorded, actual);
        const longer = Math.max(recorded.length, actual.length);
        const start = Math.max(0, Math.min(index - EXCERPT_BEFORE, longer - EXCERPT_WIDTH));
        return { field, recorded: excerptFrom(recorded, start), actual: excerptFrom(actual, start) };
    }
    return {
        field,
        ...(recorded === undefined ? {} : { recorded: excerptValue(recorded) }),
        ...(actual === undefined ? {} : { actual: excerptValue(actual) }),
    };
}
/** Field paths end up in messages and comments: a key the agent chose (a 1 MB tool name) is cut. */
const MAX_KEY_SHOWN = 64;
const shownKey = (key) => key.length <= MAX_KEY_SHOWN ? key : `${key.slice(0, 48)}…(${key.length} chars)`;
const joinKey = (field, key) => /^[A-Za-z_$][\w$]*$/.test(key) && key.length <= MAX_KEY_SHOWN
    ? `${field}.${key}`
    : `${field}[${JSON.stringify(shownKey(key))}]`;
/**
 * Walks both values in canonical order (object keys sorted as `canonicalJson` sorts them, arrays by
 * index), so it finds a difference exactly when the two hashes differ.
 */
function findIn(recorded, actual, field) {
    if (recorded === undefined || actual === undefined) {
        return recorded === actual ? undefined : differenceAt(field, recorded, actual);
    }
    if (Array.isArray(recorded) && Array.isArray(actual)) {
        for (let index = 0; index < Math.max(recorded.length, actual.length); index += 1) {
            // `canonicalJson` writes a hole or `undefined` in an array as null; past the end is absent.
            const recordedItem = index < recorded.length ? (recorded[index] ?? null) : undefined;
            const actualItem = index < actual.length ? (actual[index] ?? null) : undefined;
            const difference = findIn(recordedItem, actualItem, `${field}[${index}]`);
            if (difference !== undefined)
                return difference;
        }
        return undefined;
    }
    if ((0,is_record/* isRecord */.u)(recorded) && (0,is_record/* isRecord */.u)(actual))
        return findInObjects(recorded, actual, field);
    return (0,canonical_json/* canonicalJson */.d)(recorded) === (0,canonical_json/* canonicalJson */.d)(actual)
        ? undefined
        : differenceAt(field, recorded, actual);
}
function findInObjects(recorded, actual, field, skipKey) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort();
    for (const key of keys) {
        if (key === skipKey)
            continue;
        const difference = findIn(own(recorded, key), own(actual, key), joinKey(field, key));
        if (difference !== undefined)
            return difference;
    }
    return undefined;
}
/** A chat tool names itself in `function.name`; Responses, Messages and Gemini tools in `name`. */
function toolNameOf(tool) {
    if (!(0,is_record/* isRecord */.u)(tool))
        return undefined;
    if ((0,is_record/* isRecord */.u)(tool.function)) {
        return typeof tool.function.name === 'string' ? tool.function.name : undefined;
    }
    return typeof tool.name === 'string' ? tool.name : undefined;
}
/** Tools by name, or undefined when a name is missing or repeated (then tools go by index). */
function nameTools(tools) {
    const named = new Map();
    for (const tool of tools) {
        const name = toolNameOf(tool);
        if (name === undefined || named.has(name) || !(0,is_record/* isRecord */.u)(tool))
            return undefined;
        named.set(name, tool);
    }
    return named;
}
const toolField = (name) => /^[\w-]+$/.test(name) && name.length <= MAX_KEY_SHOWN
    ? `tools[${name}]`
    : `tools[${JSON.stringify(shownKey(name))}]`;
/**
 * Function tools are addressed by name, not index (adding one tool must not shift every other), and
 * a chat tool's `function.` level is elided: `tools[edit_file].parameters…` rather than
 * `tools[edit_file].function.parameters…`. The wrapper's own keys (`type`) come after.
 */
function findInTools(recorded, actual) {
    const recordedByName = nameTools(recorded);
    const actualByName = nameTools(actual);
    if (recordedByName === undefined || actualByName === undefined) {
        return findIn(recorded, actual, 'tools');
    }
    for (const [name, recordedTool] of recordedByName) {
        const field = toolField(name);
        const actualTool = actualByName.get(name);
        const difference = actualTool === undefined
            ? differenceAt(field, recordedTool, undefined)
            : (0,is_record/* isRecord */.u)(recordedTool.function) || (0,is_record/* isRecord */.u)(actualTool.function)
                ? (findIn(recordedTool.function, actualTool.function, field) ??
                    findInObjects(recordedTool, actualTool, field, 'function'))
                : findInObjects(recordedTool, actualTool, field);
        if (difference !== undefined)
            return difference;
    }
    for (const [name, actualTool] of actualByName) {
        if (!recordedByName.has(name))
            return differenceAt(toolField(name), undefined, actualTool);
    }
    // The same tools in another order: the order is part of the request, and of its hash.
    const recordedNames = [...recordedByName.keys()];
    const actualNames = [...actualByName.keys()];
    return recordedNames.every((name, index) => name === actualNames[index])
        ? undefined
        : differenceAt('tools', recordedNames, actualNames);
}
/** The first field in which `actual` departs from `recorded`, or undefined when they are the same call. */
function findFirstDifference(recorded, actual) {
    const rankOf = (key) => Object.hasOwn(FIELD_RANK, key) ? FIELD_RANK[key] : Infinity;
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0));
    for (const key of keys) {
        const recordedValue = own(recorded, key);
        const actualValue = own(actual, key);
        const difference = key === 'tools' && Array.isArray(recordedValue) && Array.isArray(actualValue)
            ? findInTools(recordedValue, actualValue)
            : findIn(recordedValue, actualValue, key);
        if (difference !== undefined)
            return difference;
    }
    return undefined;
}
/** One line for the run's stop and the command's output. `call` is 1-based. */
function describeDivergence(call, difference) {
    const { field, recorded, actual } = difference;
    const what = recorded !== undefined && actual !== undefined
        ? `recorded ${recorded} but the harness sent ${actual}`
        : recorded !== undefined
            ? `recorded ${recorded} but the harness sent nothing there`
            : actual !== undefined
                ? `the recording has nothing there but the harness sent ${actual}`
                : 'the recording and the request differ';
    return `call ${call} diverged at ${field}: ${what}`;
}
const calls = (count) => `${count} ${count === 1 ? 'call' : 'calls'}`;
/** A recorded call the harness never made (the run ended first). `call` is 1-based. */
function missingCallMessage(call, total) {
    return `recorded call ${call} of ${total} was never made: the harness finished without asking it`;
}
/** A call with no recorded counterpart left: every recorded call was already answered. */
function extraCallMessage(call, total) {
    return `call ${call} is beyond the recording: the harness asked more than the ${calls(total)} recorded`;
}
//# sourceMappingURL=divergence.js.map
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
;// CONCATENATED MODULE: ./lib/provider/replay.js





class ReplayProvider {
    calls;
    normalize;
    expand;
    mode = 'replay';
    used = new Set();
    /** Hashes of the recorded fingerprints, recomputed: a hand-edited cassette must not match by a stale digest. */
    hashes;
    diverged = false;
    /**
     * `expand` puts this run's paths in place of the `<WORKSPACE>` / `<HOME>` tokens a recorded
     * response holds (see `createPathTokens`).
     */
    constructor(calls, normalize, expand = (text) => text) {
        this.calls = calls;
        this.normalize = normalize;
        this.expand = expand;
        this.hashes = calls.map((recorded) => (0,provider_fingerprint/* hashFingerprint */.P)(recorded.fingerprint));
    }
    complete(call) {
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.a)(call, this.normalize);
        const sha256 = (0,provider_fingerprint/* hashFingerprint */.P)(fingerprint);
        const match = this.hashes.findIndex((hash, index) => !this.used.has(index) && hash === sha256);
        if (match !== -1) {
            this.used.add(match);
            const recorded = this.calls[match].response;
            return Promise.resolve((0,recorded_response/* serveRecorded */.Gu)((0,recorded_response/* rewriteRecorded */.pr)(recorded, this.expand), call, (0,protocols/* protocolOf */.AT)(call.protocol)));
        }
        this.diverged = true;
        const number = call.index + 1;
        const next = this.calls.findIndex((_, index) => !this.used.has(index));
        if (next === -1) {
            return Promise.reject(new types/* RunStopError */.eC({
                kind: 'replay_divergence',
                call: number,
                field: '(call)',
                message: extraCallMessage(number, this.calls.length),
            }));
        }
        const recorded = this.calls[next];
        const difference = findFirstDifference(recorded.fingerprint, fingerprint) ?? {
            field: '(fingerprint)',
        };
        return Promise.reject(new types/* RunStopError */.eC({
            kind: 'replay_divergence',
            call: number,
            field: difference.field,
            ...(difference.recorded === undefined ? {} : { recorded: difference.recorded }),
            ...(difference.actual === undefined ? {} : { actual: difference.actual }),
            message: describeDivergence(number, difference),
        }));
    }
    finish() {
        if (this.diverged)
            return Promise.resolve(undefined); // already stopped with its diagnosis
        const missing = this.calls.findIndex((_, index) => !this.used.has(index));
        if (missing === -1)
            return Promise.resolve(undefined);
        return Promise.resolve({
            kind: 'replay_divergence',
            call: missing + 1,
            field: '(call)',
            message: missingCallMessage(missing + 1, this.calls.length),
        });
    }
}
//# sourceMappingURL=replay.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./lib/suite/describe-issue.js
var describe_issue = __webpack_require__(53);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/json/nesting-depth.js
var nesting_depth = __webpack_require__(8416);
;// CONCATENATED MODULE: ./lib/provider/scripted.js
/**
 * Scripted mode (SPEC §4): each model call is answered by the next turn of a fixed per-task script,
 * `<suite>/scripts/<taskId>.json`. It measures the harness alone and makes the bundled cassettes
 * reproducible, so every answer is a pure function of the script and the request: no clock, no
 * randomness, the same bytes on every run.
 */











const ScriptToolCallSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    /** Any JSON value; the agent receives `JSON.stringify(arguments)`. Omitted for a tool without parameters. */
    arguments: schemas/* json */.Pq9().default({}),
});
const ScriptTurnSchema = schemas/* strictObject */.rej({
    toolCalls: schemas/* array */.YOg(ScriptToolCallSchema).optional(),
    /** The assistant's text; with tool calls it is the text sent beside them. */
    content: schemas/* string */.YjP().optional(),
})
    .refine((turn) => (turn.toolCalls?.length ?? 0) > 0 || turn.content !== undefined, {
    message: 'needs "toolCalls" (at least one), "content", or both',
});
/**
 * A request the agent makes beside its main loop (opencode's title call, a quota probe) that must
 * not eat a turn. `match` is a regular expression tested against the request's model, instructions
 * and first conversation entry (as JSON, after normalization); the first side call that matches
 * answers with `content`.
 */
const ScriptSideCallSchema = schemas/* strictObject */.rej({
    match: schemas/* string */.YjP()
        .min(1)
        .refine((pattern) => {
        try {
            new RegExp(pattern);
            return true;
        }
        catch {
            return false;
        }
    }, { message: 'is not a valid regular expression' }),
    content: schemas/* string */.YjP(),
});
const ScriptSchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional(),
    format: schemas/* literal */.euz('script/v1'),
    turns: schemas/* array */.YOg(ScriptTurnSchema).min(1),
    sideCalls: schemas/* array */.YOg(ScriptSideCallSchema).optional(),
});
function failLoading(file, problems) {
    const count = problems.length;
    throw new errors/* ConfigError */.xL(`${file}: ${count} problem${count === 1 ? '' : 's'}:\n${problems
        .map((problem) => `  - ${(0,errors/* formatProblem */.Vw)(problem)}`)
        .join('\n')}`, problems);
}
/** Reads and validates a script file; throws a `ConfigError` naming the file and each bad field. */
async function loadScript(file) {
    const fileProblem = (message) => ({ file, field: '(file)', message });
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        const missing = error.code === 'ENOENT';
        failLoading(file, [
            fileProblem(missing
                ? 'does not exist: scripted mode answers the model calls of a task from <suite>/scripts/<task id>.json'
                : `cannot be read (${(0,errors/* messageOf */.bD)(error)})`),
        ]);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        failLoading(file, [fileProblem(`is not valid JSON: ${(0,errors/* messageOf */.bD)(error)}`)]);
    }
    if ((0,nesting_depth/* nestsDeeperThan */.ix)(data))
        failLoading(file, [fileProblem(nesting_depth/* TOO_DEEP_MESSAGE */.AB)]);
    const parsed = ScriptSchema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    failLoading(file, parsed.error.issues.map((issue) => ({
        file,
        field: (0,describe_issue/* formatFieldPath */.vZ)(issue.path, (path) => (0,describe_issue/* valueAt */.fK)(data, path)),
        message: (0,describe_issue/* describeIssue */.n6)(issue),
    })));
}
/** What a scripted model says when asked to compact: deterministic, and says what it stands for. */
function compactionSummary(call) {
    const length = (0,protocols/* protocolOf */.AT)(call.protocol).conversationLength(call.body);
    return `Summary (scripted): the conversation so far had ${length} messages; continue the task.`;
}
/** A rough token count (about four characters a token), deterministic so reports can be compared. */
function estimateTokens(characters) {
    return Math.ceil(characters / 4);
}
const identity = (text) => text;
class ScriptedProvider {
    script;
    options;
    mode = 'scripted';
    callCount = 0;
    /** Tool-call ids are numbered across the whole run, as a real model's would be unique in it. */
    toolCallCount = 0;
    /** Side and compaction answers, numbered after the script's turns (see `answer`). */
    asideCount = 0;
    sideCalls;
    constructor(script, options) {
        this.script = script;
        this.options = options;
        this.sideCalls = (script.sideCalls ?? []).map((side) => ({
            match: new RegExp(side.match),
            content: side.content,
        }));
    }
    // eslint-disable-next-line @typescript-eslint/require-await -- the contract is asynchronous; this mode has nothing to wait for
    async complete(call, signal) {
        signal.throwIfAborted();
        const expand = this.options.expand ?? identity;
        // Normalized once: side calls are matched on it and usage is estimated from it.
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.a)(call, this.options.normalize ?? identity);
        // A script lists the task's turns; a compaction call is not one of them, so it gets a fixed
        // summary instead of eating the next turn (a script then works with or without compaction).
        if (call.purpose === 'compaction') {
            return this.answer(call, fingerprint, this.nextAside(), [], compactionSummary(call));
        }
        const side = this.sideCallFor(fingerprint);
        if (side !== undefined) {
            return this.answer(call, fingerprint, this.nextAside(), [], expand(side));
        }
        this.callCount += 1;
        const turns = this.script.turns;
        const turn = turns[this.callCount - 1];
        if (turn === undefined) {
            throw new types/* RunStopError */.eC({
                kind: 'script_exhausted',
                call: this.callCount,
                message: `the script for task "${this.options.taskId}" has ${turns.length} turn${turns.length === 1 ? '' : 's'}; call ${this.callCount} has no turn to answer it`,
            });
        }
        const toolCalls = (turn.toolCalls ?? []).map((toolCall) => {
            this.toolCallCount += 1;
            // A string argument is sent as it is (freeform tools such as Codex's `apply_patch` take text).
            const value = (0,normalize/* normalizeValue */.tA)(toolCall.arguments, expand);
            return {
                id: `call_${this.toolCallCount}`,
                name: toolCall.name,
                arguments: typeof value === 'string' ? value : JSON.stringify(value),
            };
        });
        const content = turn.content === undefined ? null : expand(turn.content);
        return this.answer(call, fingerprint, this.callCount, toolCalls, content);
    }
    /**
     * Answers are numbered by what they answer, never by arrival: a side request that races the main
     * call (opencode's title call) must not swap ids with it between two recordings. Turns take
     * 1 … n, side and compaction answers n + 1 onwards.
     */
    nextAside() {
        this.asideCount += 1;
        return this.script.turns.length + this.asideCount;
    }
    sideCallFor(fingerprint) {
        if (this.sideCalls.length === 0)
            return undefined;
        const text = [
            fingerprint.model ?? '',
            (0,canonical_json/* canonicalJson */.d)(fingerprint.instructions ?? null),
            (0,canonical_json/* canonicalJson */.d)(fingerprint.messages[0] ?? null),
        ].join('\n');
        return this.sideCalls.find((side) => side.match.test(text))?.content;
    }
    answer(call, fingerprint, number, toolCalls, content) {
        const protocol = (0,protocols/* protocolOf */.AT)(call.protocol);
        const outputCharacters = toolCalls.reduce((sum, toolCall) => sum + toolCall.arguments.length, content?.length ?? 0);
        const model = call.routeModel ?? (typeof call.body.model === 'string' ? call.body.model : 'scripted');
        const body = protocol.renderScripted({
            call: number,
            content,
            toolCalls,
            usage: {
                // From the normalized request: the raw one's length changes with the run's paths and
                // with timings in tool output, and agents show the usage back to the model.
                inputTokens: estimateTokens(JSON.stringify(fingerprint.messages).length),
                outputTokens: Math.max(1, estimateTokens(outputCharacters)),
            },
            model,
        }, call);
        if (!call.stream)
            return { kind: 'json', status: 200, body };
        return { kind: 'sse', status: 200, events: (0,sse/* streamOf */.mA)(protocol.eventsFromJson(body, call)) };
    }
}
//# sourceMappingURL=scripted.js.map
;// CONCATENATED MODULE: ./lib/runner/policy-gate.js
const FLAG = {
    write: '--allow-write',
    process: '--allow-process',
    external: '--allow-external',
    analysis: '--allow-analysis',
};
function checkGrants(suite, grants) {
    const problems = [];
    for (const task of suite.tasks) {
        const subject = `task ${JSON.stringify(task.id)}`;
        const missing = (task.policy.allow ?? []).filter((effect) => !grants.allow.has(effect));
        if (missing.length > 0) {
            problems.push({
                file: suite.file,
                subject,
                field: 'policy.allow',
                message: `asks for ${missing.map((effect) => JSON.stringify(effect)).join(', ')}, which was not granted (pass ${missing.map((effect) => FLAG[effect]).join(' ')})`,
            });
        }
        if (task.policy.mode === 'full' && !grants.allowSuiteFull) {
            problems.push({
                file: suite.file,
                subject,
                field: 'policy.mode',
                message: 'is "full", which also needs --allow-suite-full',
            });
        }
    }
    return problems;
}
/** The policy the agent receives: the task's, restricted by the caller's read-only flag. */
function effectivePolicy(policy, grants) {
    const readOnly = policy.readOnly === true || grants.readOnly;
    return {
        mode: policy.mode,
        allow: [...(policy.allow ?? [])],
        ...(readOnly ? { readOnly: true } : {}),
    };
}
//# sourceMappingURL=policy-gate.js.map
// EXTERNAL MODULE: ./lib/suite/discover-suites.js
var discover_suites = __webpack_require__(6907);
// EXTERNAL MODULE: ./lib/suite/load-suite.js
var load_suite = __webpack_require__(1083);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/evaluation.js
/**
 * What `run` and `record` share: finding and trusting the suite, the grants, the agent, the provider
 * for each mode, and turning the finished runs into an exit code.
 */


















/** Options `run` and `record` accept besides the global ones. */
const EVALUATION_OPTIONS = {
    tasks: { type: 'string' },
    seed: { type: 'string' },
    'cassette-dir': { type: 'string' },
    'script-dir': { type: 'string' },
    keep: { type: 'boolean' },
    out: { type: 'string' },
    'suite-dir': { type: 'string' },
    yes: { type: 'boolean' },
    'allow-suite-full': { type: 'boolean' },
    concurrency: { type: 'string' },
};
function integerOption(args, name, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const text = (0,command/* stringOption */.Pp)(args, name);
    if (text === undefined)
        return fallback;
    if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
        throw new errors/* UsageError */.eb(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
    }
    return Number(text);
}
async function exists(target) {
    return (await (0,promises_.stat)(target).catch(() => undefined)) !== undefined;
}
/**
 * A suite named on the command line: a path, a bundled suite id, or an entry of `--suite-dir`. A
 * suite that is not bundled is code that runs with the user's privileges: ask, or require --yes.
 */
async function resolveSuite(args, io) {
    const name = args.positionals[0];
    const bundledRoot = external_node_path_.join(io.packageRoot, discover_suites/* BUNDLED_SUITES_DIR */.n);
    const suiteDir = (0,command/* stringOption */.Pp)(args, 'suite-dir');
    // `./smoke-coding`, `../x`, `/abs` or `a/b` names a directory: a copy of a bundled suite must
    // never be swapped for the bundled one. A bare name is looked up in --suite-dir, then bundled.
    const isPath = external_node_path_.isAbsolute(name) || /^\.\.?([/\\]|$)/.test(name) || /[/\\]/.test(name);
    const candidates = isPath
        ? [external_node_path_.resolve(io.cwd, name)]
        : [
            ...(suiteDir === undefined
                ? []
                : [external_node_path_.resolve(io.cwd, suiteDir, name), external_node_path_.resolve(io.cwd, suiteDir)]),
            external_node_path_.join(bundledRoot, name),
            external_node_path_.resolve(io.cwd, name),
        ];
    let location;
    for (const candidate of candidates) {
        if (await exists(candidate)) {
            location = candidate;
            break;
        }
    }
    if (location === undefined) {
        throw new errors/* UsageError */.eb(`no suite ${JSON.stringify(name)}: not a bundled suite, nor a path${suiteDir === undefined ? '' : `, nor in ${suiteDir}`}. See \`verdict list\`.`);
    }
    await trustSuite(location, args, io);
    return (0,load_suite/* loadSuiteOrThrow */.wW)(location, { cwd: io.cwd });
}
/** A suite outside the bundled ones must be trusted: --yes, or a "y" on a terminal. */
async function trustSuite(location, args, io) {
    const bundledRoot = external_node_path_.join(io.packageRoot, discover_suites/* BUNDLED_SUITES_DIR */.n);
    const bundled = !external_node_path_.relative(bundledRoot, location).startsWith('..');
    if (!bundled && args.values.yes !== true)
        await confirmTrust(location, io);
}
async function confirmTrust(location, io) {
    const warning = `The suite at ${location} is code that runs with your privileges (its verifiers and the tools it enables are not sandboxed).`;
    if (!process.stdin.isTTY || io.env.CI !== undefined) {
        throw new errors/* UsageError */.eb(`${warning} Without a terminal Verdict refuses it: pass --yes to run it.`);
    }
    const prompt = (0,external_node_readline_promises_.createInterface)({ input: process.stdin, output: process.stderr });
    const answer = await prompt.question(`${warning}\nRun it? [y/N] `);
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim()))
        throw new errors/* UsageError */.eb('not confirmed; nothing ran');
}
function grantsOf(args) {
    const allow = new Set();
    for (const effect of ['write', 'process', 'external', 'analysis']) {
        if (args.values[`allow-${effect}`] === true)
            allow.add(effect);
    }
    return {
        allow,
        readOnly: args.values['read-only'] === true,
        allowSuiteFull: args.values['allow-suite-full'] === true,
    };
}
/** The policy gate, before the first run: every ungranted effect is a problem (exit 2). */
function checkSuiteGrants(suite, grants) {
    const problems = checkGrants(suite, grants);
    if (problems.length > 0) {
        throw new errors/* ConfigError */.xL(`the suite asks for more than was granted; nothing ran:\n${problems.map((p) => `  - ${(0,errors/* formatProblem */.Vw)(p)}`).join('\n')}`, problems);
    }
}
/**
 * What every command that runs a suite does once the suite is found, in this order: the policy gate
 * (nothing runs when a task asks for more than was granted), the task selection, the configuration
 * and the agent of every task.
 */
async function prepareSuiteRun(args, io, suite) {
    const grants = grantsOf(args);
    checkSuiteGrants(suite, grants);
    const taskIds = (0,plan/* selectTasks */.nR)(suite.suiteId, suite.tasks.map((task) => task.id), (0,command/* stringOption */.Pp)(args, 'tasks'));
    const loadedConfig = await (0,config/* loadConfig */.Z9)(io.cwd, (0,command/* stringOption */.Pp)(args, 'config'));
    return { grants, taskIds, loadedConfig, agents: resolveSuiteAgents(loadedConfig, io, suite) };
}
function resolveEntry(loaded, io, name) {
    const entry = name === undefined ? undefined : loaded.config.agents?.[name];
    if (name === undefined || entry === undefined) {
        const measured = loaded.config.config ?? {};
        return {
            name: 'builtin',
            spec: {
                command: [...(0,cli_io/* selfCommand */.e)(io), 'agent'],
            },
            config: measured,
            configHash: (0,config/* hashConfiguration */.b5)('builtin', undefined, measured),
        };
    }
    const measured = entry.config ?? {};
    const command = (0,config/* resolveAgentCommand */.bp)(entry.command, loaded.dir);
    return {
        name,
        spec: {
            command,
            sourceDirs: findAgentSourceDirs({
                command,
                configDir: loaded.dir,
                pathVariable: entry.env?.PATH ?? io.env.PATH,
                ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
            }),
            ...(entry.env === undefined ? {} : { env: entry.env }),
            ...(entry.answerFrom === undefined ? {} : { answerFrom: entry.answerFrom }),
        },
        config: measured,
        configHash: (0,config/* hashConfiguration */.b5)(name, entry, measured),
        entry,
    };
}
/** The agent to evaluate: the config's default agent, or the built-in one. */
function resolveAgent(loaded, io) {
    return resolveEntry(loaded, io, loaded.config.default);
}
/**
 * The agent of every task: the one a task names (`agent`, from the config's agents) or the default.
 * A task naming an agent the config does not have is rejected before the first run.
 */
function resolveSuiteAgents(loaded, io, suite) {
    const fallback = resolveAgent(loaded, io);
    const problems = suite.tasks.flatMap((task) => task.agent === undefined || loaded.config.agents?.[task.agent] !== undefined
        ? []
        : [
            {
                file: suite.file,
                subject: `task ${JSON.stringify(task.id)}`,
                field: 'agent',
                message: `names ${JSON.stringify(task.agent)}, which is not an agent of ${loaded.file === undefined ? 'the configuration (there is no verdict.config.json)' : external_node_path_.relative(io.cwd, loaded.file)}`,
            },
        ]);
    if (problems.length > 0) {
        throw new errors/* ConfigError */.xL(`unknown agent; nothing ran:\n${problems.map((p) => `  - ${(0,errors/* formatProblem */.Vw)(p)}`).join('\n')}`, problems);
    }
    const byName = new Map();
    const agentOf = (task) => {
        if (task.agent === undefined)
            return fallback;
        let agent = byName.get(task.agent);
        if (agent === undefined) {
            agent = resolveEntry(loaded, io, task.agent);
            byName.set(task.agent, agent);
        }
        return agent;
    };
    const hashes = [...new Set(suite.tasks.map((task) => agentOf(task).configHash))].sort();
    const configHash = hashes.length === 1 && hashes[0] !== undefined
        ? hashes[0]
        : (0,external_node_crypto_.createHash)('sha256').update(hashes.join(',')).digest('hex').slice(0, 16);
    return { agentOf, configHash };
}

function newRunId() {
    const stamp = new Date()
        .toISOString()
        .replace(/[:.]/g, '-')
        .replace(/-\d{3}Z$/, 'Z');
    return `${stamp}-${(0,external_node_crypto_.randomBytes)(3).toString('hex')}`;
}
function cassetteDirOf(args, suite, io) {
    const given = (0,command/* stringOption */.Pp)(args, 'cassette-dir');
    return given === undefined ? external_node_path_.join(suite.dir, 'cassettes') : external_node_path_.resolve(io.cwd, given);
}
/** Every selected task's cassette, read before the first run so a missing one stops nothing midway. */
async function readCassettes(dir, taskIds, io) {
    const cassettes = new Map();
    const problems = [];
    for (const taskId of taskIds) {
        const file = (0,cassette/* cassettePath */.YM)(dir, taskId);
        try {
            cassettes.set(taskId, await (0,cassette/* readCassette */.nn)(file, external_node_path_.relative(io.cwd, file) || file));
        }
        catch (error) {
            if (error instanceof errors/* ConfigError */.xL && error.problems.length > 0)
                problems.push(...error.problems);
            else
                throw error;
        }
    }
    if (problems.length > 0) {
        throw new errors/* ConfigError */.xL(`cannot replay; nothing ran:\n${problems.map((p) => `  - ${(0,errors/* formatProblem */.Vw)(p)}`).join('\n')}`, problems);
    }
    return cassettes;
}
/**
 * Scripted mode's providers, one per task, with every selected task's script read before the first
 * run: a missing or broken script stops the invocation (exit 2, naming the file and field) with
 * nothing run, as a broken cassette does in replay.
 */
async function scriptedProviders(args, suite, taskIds, io) {
    const given = (0,command/* stringOption */.Pp)(args, 'script-dir');
    const dir = given === undefined ? external_node_path_.join(suite.dir, 'scripts') : external_node_path_.resolve(io.cwd, given);
    const scripts = new Map();
    const problems = [];
    for (const taskId of new Set(taskIds)) {
        try {
            scripts.set(taskId, await loadScript(external_node_path_.join(dir, `${taskId}.json`)));
        }
        catch (error) {
            if (error instanceof errors/* ConfigError */.xL && error.problems.length > 0) {
                problems.push(...error.problems);
            }
            else
                throw error;
        }
    }
    if (problems.length > 0) {
        throw new errors/* ConfigError */.xL(`cannot run scripted; nothing ran:\n${problems.map((p) => `  - ${(0,errors/* formatProblem */.Vw)(p)}`).join('\n')}`, problems);
    }
    return (taskId, context) => {
        const script = scripts.get(taskId);
        if (script === undefined) {
            return Promise.reject(new Error(`no script was read for task ${JSON.stringify(taskId)}`));
        }
        return Promise.resolve(new ScriptedProvider(script, {
            taskId,
            expand: context.pathTokens.expand,
            normalize: context.normalize,
        }));
    };
}
const UPSTREAM_DEFAULTS = {
    openai: { baseUrlEnv: 'OPENAI_BASE_URL', keyEnv: 'OPENAI_API_KEY' },
    anthropic: { baseUrlEnv: 'ANTHROPIC_BASE_URL', keyEnv: 'ANTHROPIC_API_KEY' },
    gemini: { baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL', keyEnv: 'GEMINI_API_KEY' },
};
/**
 * Live mode needs at least one upstream: per protocol family, the command line's `--base-url`,
 * `--anthropic-base-url`, `--gemini-base-url`, else `providers.<family>.baseUrl` in the config (for
 * OpenAI also `provider.baseUrl`), else the family's base-URL variable; and its key from the named
 * variable. A call in a protocol without an upstream fails its run with the reason (see `LiveProvider`).
 */
function liveSettings(args, loaded, io) {
    // A pull request's config must not choose where the live key goes, nor which variable is sent as
    // the key (SPEC §7): `verdict pr` and the Action run each checkout with this flag.
    const config = args.values['trusted-upstreams-only'] === true
        ? {
            ...(loaded.config.provider?.model === undefined
                ? {}
                : { provider: { model: loaded.config.provider.model } }),
        }
        : loaded.config;
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
        apiKey: apiKeys[0],
        model,
        provider: [...new Set(hosts)].join('+'),
        timeouts: upstreamTimeoutsFromEnv(io.env),
    };
}
function liveProvider(settings) {
    return new LiveProvider({ upstreams: settings.upstreams, ...settings.timeouts });
}

/** SPEC §6: 2 on a replay divergence, 1 when any run errored, 0 otherwise (a failed task is data). */
function exitCodeOfRuns(records, cancelled) {
    if (records.some((record) => record.error?.kind === 'replay_divergence'))
        return 2;
    if (cancelled || records.some((record) => record.status === 'error'))
        return 1;
    return 0;
}
/** Replay answers each task from its cassette; the model is the recorded one unless --model says otherwise. */
function replaySetup(cassettes, modelOption, configHash, io) {
    const recordedModel = [...cassettes.values()]
        .flatMap((cassette) => cassette.calls.map((call) => call.fingerprint.model))
        .find((name) => typeof name === 'string');
    const stale = [...cassettes.values()].find((cassette) => cassette.header.configHash !== configHash);
    if (stale !== undefined) {
        io.stderr.write(`verdict: warning: ${stale.header.suiteId}/${stale.header.taskId} was recorded with configuration ${stale.header.configHash}; this run's is ${configHash}\n`);
    }
    return {
        model: modelOption ?? recordedModel ?? 'verdict-scripted',
        providerFor: (taskId, context) => Promise.resolve(new ReplayProvider(cassettes.get(taskId)?.calls ?? [], context.normalize, context.pathTokens.expand)),
    };
}
//# sourceMappingURL=evaluation.js.map

/***/ }),

/***/ 8674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   au: () => (/* binding */ CONFIG_FILE_NAME),
/* harmony export */   b5: () => (/* binding */ hashConfiguration),
/* harmony export */   bp: () => (/* binding */ resolveAgentCommand)
/* harmony export */ });
/* unused harmony exports AgentEntrySchema, VerdictConfigSchema */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(247);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8416);
/**
 * `verdict.config.json`: the agents Verdict can evaluate, provider settings, and the measured
 * configuration (whose hash goes into every report). Relative paths in an agent's command resolve
 * against the config file's directory, so that on a PR the base and the head each run their own
 * build of the agent.
 */








const CONFIG_FILE_NAME = 'verdict.config.json';
const AgentEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).min(1),
    env: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    answerFrom: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['proxy', 'stdout']).optional(),
    /** The agent's measured configuration, passed as VERDICT_CONFIG and hashed into reports. */
    config: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()).optional(),
});
const ApiKeyEnvSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional();
/** One protocol family's live upstream. */
const UpstreamConfigSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    baseUrl: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().url().optional(),
    /** Name of the environment variable holding the key (never the key itself). */
    apiKeyEnv: ApiKeyEnvSchema,
});
const VerdictConfigSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    agents: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), AgentEntrySchema).optional(),
    default: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        baseUrl: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().url().optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
        /** Name of the environment variable holding the key (never the key itself). */
        apiKeyEnv: ApiKeyEnvSchema,
    })
        .optional(),
    /** Live upstreams per protocol family (SPEC §4); `provider.baseUrl` is the OpenAI one too. */
    providers: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        openai: UpstreamConfigSchema.optional(),
        anthropic: UpstreamConfigSchema.optional(),
        gemini: UpstreamConfigSchema.optional(),
    })
        .optional(),
    /** Measured configuration of the built-in agent. */
    config: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()).optional(),
});
/** Reads `--config FILE`, else `verdict.config.json` in `cwd` when present, else the defaults. */
async function loadConfig(cwd, explicit) {
    const file = explicit === undefined ? node_path__WEBPACK_IMPORTED_MODULE_2__.join(cwd, CONFIG_FILE_NAME) : node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, explicit);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch {
        if (explicit !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${explicit}: the config file does not exist`, [
                { file: explicit, field: '(file)', message: 'does not exist' },
            ]);
        }
        return { dir: cwd, config: {} };
    }
    const shown = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, file) || file;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        const problem = {
            file: shown,
            field: '(file)',
            message: `is not valid JSON: ${String(error)}`,
        };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem), [problem]);
    }
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_5__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file: shown, field: '(file)', message: _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_5__/* .TOO_DEEP_MESSAGE */ .AB };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem), [problem]);
    }
    const parsed = VerdictConfigSchema.safeParse(data, { reportInput: true });
    // Agents are looked up by names from files (`default`, a task's `agent`): with no prototype,
    // a name such as "constructor" or "toString" finds nothing instead of an Object method.
    if (parsed.success && parsed.data.agents !== undefined) {
        parsed.data.agents = Object.assign(Object.create(null), parsed.data.agents);
    }
    const problems = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            file: shown,
            field: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_6__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_6__/* .valueAt */ .fK)(data, p)),
            message: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_6__/* .describeIssue */ .n6)(issue),
        }));
    if (parsed.success &&
        parsed.data.default !== undefined &&
        parsed.data.agents?.[parsed.data.default] === undefined) {
        problems.push({ file: shown, field: 'default', message: `names no agent in "agents"` });
    }
    if (!parsed.success || problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${shown}: ${problems.map(_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw).join('\n')}`, problems);
    }
    return { file, dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), config: parsed.data };
}
/** The hash of what is measured: the agent as configured (not as resolved on this machine) and its configuration. */
function hashConfiguration(agentName, entry, measured) {
    const identity = {
        agent: agentName,
        command: entry?.command ?? null,
        env: entry?.env ?? null,
        config: measured ?? null,
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_7__/* .canonicalJson */ .d)(identity)).digest('hex').slice(0, 16);
}
/** An agent's argv with relative paths (`./x`, `../x`) resolved against the config's directory. */
function resolveAgentCommand(command, configDir) {
    return command.map((part) => part.startsWith('./') || part.startsWith('../') ? node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(configDir, part) : part);
}
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/**
 * JSON with sorted keys, for hashing and comparing values whose key order carries no meaning
 * (fingerprints, tool-call arguments, configurations): `{a,b}` and `{b,a}` are the same.
 */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, item]) => item !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
//# sourceMappingURL=canonical-json.js.map

/***/ }),

/***/ 3040:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ describeErrorPayload),
/* harmony export */   q: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9588);

/** One payload of an upstream answer (a body, an SSE event) parsed as JSON, or why it is not JSON. */
function parseJson(payload) {
    try {
        return { ok: true, value: JSON.parse(payload) };
    }
    catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
}
/** An error object an upstream sent in its answer, in a few words: its `message`, else its JSON. */
function describeErrorPayload(error) {
    if ((0,_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(error) && typeof error.message === 'string')
        return error.message;
    return JSON.stringify(error);
}
//# sourceMappingURL=parse-json.js.map

/***/ }),

/***/ 9164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ buildPlan),
/* harmony export */   nR: () => (/* binding */ selectTasks),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/**
 * The plan: every (task, repetition) to run, in a seeded order. The seed only orders runs — each run
 * gets seed + repetition for its own record — and the provider never receives it. Sharding takes a
 * deterministic slice of the plan, so n machines together run each planned run exactly once.
 */

/** Parses `i/n` (1 ≤ i ≤ n). */
function parseShard(text) {
    const match = /^(\d+)\/(\d+)$/.exec(text.trim());
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match === null || count < 1 || index < 1 || index > count) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--shard ${JSON.stringify(text)}: expected i/n with 1 ≤ i ≤ n, e.g. 2/4`);
    }
    return { index, count };
}
/** mulberry32: a small, well-known PRNG; the same seed gives the same order on every machine. */
function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
function buildPlan(options) {
    const canonical = [];
    for (const taskId of options.taskIds) {
        for (let repetition = 1; repetition <= options.k; repetition += 1) {
            canonical.push({ taskId, repetition, seed: options.seed + repetition });
        }
    }
    // The shard is cut from the canonical order, so it does not depend on the shuffle.
    const shard = options.shard;
    const selected = shard === undefined
        ? canonical
        : canonical.filter((_, index) => index % shard.count === shard.index - 1);
    const random = seededRandom(options.seed);
    const order = [...selected];
    for (let index = order.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [order[index], order[other]] = [order[other], order[index]];
    }
    return order;
}
/** Resolves `--tasks id,id` (or `suite/id`) against a suite's tasks; unknown ids are a usage error. */
function selectTasks(suiteId, taskIds, selection) {
    if (selection === undefined || selection.trim() === '')
        return [...taskIds];
    const wanted = selection
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => (entry.startsWith(`${suiteId}/`) ? entry.slice(suiteId.length + 1) : entry));
    const unknown = wanted.filter((id) => !taskIds.includes(id));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--tasks: no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} in suite "${suiteId}" (it has ${taskIds.join(', ')})`);
    }
    return taskIds.filter((id) => wanted.includes(id));
}
//# sourceMappingURL=plan.js.map

/***/ }),

/***/ 1473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ hashFingerprint),
/* harmony export */   a: () => (/* binding */ fingerprintOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(247);
/* harmony import */ var _protocols_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/**
 * The fingerprint of a model call (SPEC §4): what the harness asked, in the fields that change what
 * the model would answer, with per-run noise normalized. Each wire protocol reads its own request
 * shape (`protocols/`); headers, stream flags and sampling or bookkeeping fields are left out: they
 * differ between runs or agents' versions without changing the question.
 */



/** Never throws: a body that is not a JSON object (the agent is not ours to trust) reads as `{}`. */
function fingerprintOf(call, normalize) {
    const body = call.body;
    const safe = body !== null && typeof body === 'object' && !Array.isArray(body)
        ? call
        : { ...call, body: {} };
    return (0,_protocols_index_js__WEBPACK_IMPORTED_MODULE_1__/* .protocolOf */ .AT)(call.protocol).fingerprint(safe, normalize);
}
/** sha256 (hex) of the canonical JSON, so the key order a request happened to use does not matter. */
function hashFingerprint(fingerprint) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(fingerprint)).digest('hex');
}
//# sourceMappingURL=fingerprint.js.map

/***/ }),

/***/ 118:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U3: () => (/* binding */ createPathTokens),
/* harmony export */   _l: () => (/* binding */ createNormalizer),
/* harmony export */   tA: () => (/* binding */ normalizeValue)
/* harmony export */ });
/* unused harmony exports WORKSPACE_TOKEN, WORKSPACE_HASH_TOKEN, HOME_TOKEN, TMP_TOKEN, UUID_TOKEN, PID_TOKEN, DATE_TOKEN, DATE_PRESET */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/**
 * Per-run noise in a model request, rewritten to stable tokens before fingerprinting (SPEC §4), so
 * that a replayed run whose harness asks the same thing matches its recording although its workspace,
 * HOME, temp dirs, session ids and (with the `dates` preset) the current date all differ.
 */


const WORKSPACE_TOKEN = '<WORKSPACE>';
const WORKSPACE_HASH_TOKEN = '<WORKSPACE_HASH>';
const HOME_TOKEN = '<HOME>';
const TMP_TOKEN = '<TMP>';
const UUID_TOKEN = '<UUID>';
const PID_TOKEN = '<PID>';
const DATE_TOKEN = '<DATE>';
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues|Tue|Wed|Thurs|Thur|Thu|Fri|Sat|Sun)\\.?';
const DAY = '(?:3[01]|[12]\\d|0?[1-9])(?:st|nd|rd|th)?';
const ISO_DAY = '\\d{4}-(?:0[1-9]|1[0-2])-(?:3[01]|[12]\\d|0[1-9])';
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?';
const ISO_ZONE = '(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)';
/**
 * A time after an English or numeric date, as `Date#toString`, `toUTCString` and `toLocaleString`
 * print it: recent ICU puts a narrow no-break space (U+202F) before AM/PM.
 */
const SPOKEN_TIME = `(?:,? (?:at )?${CLOCK}(?:[ \\u202f]?[AaPp][Mm])?(?: (?:GMT|UTC)(?:[+-]\\d{2}:?\\d{2})?(?: \\([^()\\n]*\\))?)?)?`;
/**
 * The `dates` preset: ISO dates and datetimes, English dates (`November 29, 2026`, `Sun Nov 29
 * 2026`, `29 November 2026`, with or without a weekday and a time) and numeric `11/29/2026`.
 * An ISO date glued to a word by `-` is left alone on purpose: `gpt-4o-2024-08-06` names a model
 * snapshot, and a different snapshot must still look like a change.
 */
const DATE_PRESET = [
    {
        pattern: `(?<![\\w-])${ISO_DAY}(?:[T ]${CLOCK}${ISO_ZONE}?)?(?![\\w-])`,
        replace: DATE_TOKEN,
    },
    {
        pattern: `\\b(?:${WEEKDAY},? )?(?:${MONTH} ${DAY},? |${DAY} ${MONTH},? )\\d{4}${SPOKEN_TIME}(?!\\w)`,
        replace: DATE_TOKEN,
    },
    {
        pattern: `(?<![\\w/.-])(?:3[01]|[12]\\d|0?[1-9])/(?:3[01]|[12]\\d|0?[1-9])/\\d{4}${SPOKEN_TIME}(?![\\w/])`,
        replace: DATE_TOKEN,
    },
];
const PRESETS = {
    dates: DATE_PRESET,
};
/** Any version, any case: agents mint session, request and message ids as UUIDs. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/**
 * A process id that a label names (`Process Group PGID: 48213` in qwen-code's and gemini-cli's
 * shell tool results, `pid=48213`, `PIDs: 1, 2`): the system hands out a new one every run. Only
 * labelled numbers are touched; a bare number is never taken for a pid.
 */
const PROCESS_ID = /\b(pg?ids?)(\s*[:=]\s*|[ \t]+)\d+(?:,[ \t]*\d+)*\b/gi;
/**
 * Noise that shell tools of real agents print with every command's output, which a rerun never
 * repeats: Codex CLI's `Chunk ID: 3f2a1c` (random per command), `Wall time: 0.0002 seconds`, and
 * the session number of a command still running. The label stays, so a harness that drops or
 * renames it still diverges.
 */
const TOOL_OUTPUT_NOISE = [
    [/\bChunk ID: [0-9a-f]{4,}\b/g, 'Chunk ID: <CHUNK_ID>'],
    [/\bWall time: \d+(?:\.\d+)? seconds\b/g, 'Wall time: <DURATION> seconds'],
    [/\bProcess running with session ID \d+\b/g, 'Process running with session ID <SESSION>'],
];
/**
 * Rewrites stop when a whole pass changes nothing. One pass is not always enough: a rewrite can
 * change the neighbour of another occurrence (`/tmp/x.2026-11-29` only becomes `<TMP>.<DATE>` once the
 * date is gone), and a second normalization must find nothing left to do. The built-in rewrites
 * always converge: each match holds a `/`, `\\`, `-`, digit or lowercase letter, and each token holds
 * none. The cap is for suite rules that would not (`a` → `aa`).
 */
const MAX_PASSES = 8;
/**
 * Every spelling of `dir` an agent may print that can be derived without touching the disk: `paths`
 * as a path (agents print `process.cwd()`, which on macOS is the realpath: `/private/var/folders/…`
 * for `/var/folders/…`), and `mangled` as the name of a per-project dir (qwen-code and Claude Code
 * turn every non-alphanumeric character into `-`, others only `/`, or `/`, `.` and `_`).
 */
function spellPath(dir) {
    const lexical = dir.includes('\\')
        ? dir.replace(/[\\/]+$/, '')
        : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(dir).replace(/\/+$/, '');
    // A root dir would turn every slash in the request into a token, and a relative one (`.`) means
    // nothing without its base: neither is a run's own dir.
    const isRunDir = lexical !== '' &&
        !/^[A-Za-z]:$/.test(lexical) &&
        (node_path__WEBPACK_IMPORTED_MODULE_1__.posix.isAbsolute(lexical) || node_path__WEBPACK_IMPORTED_MODULE_1__.win32.isAbsolute(lexical));
    if (!isRunDir)
        return { paths: [], mangled: [] };
    const paths = new Set([lexical]);
    const privateTwin = /^\/private(\/(?:tmp|var|etc)(?:\/|$).*)$/.exec(lexical)?.[1];
    if (privateTwin !== undefined)
        paths.add(privateTwin);
    else if (/^\/(?:tmp|var|etc)(?:\/|$)/.test(lexical))
        paths.add(`/private${lexical}`);
    if (lexical.includes('\\'))
        paths.add(lexical.replace(/\\/g, '/'));
    const mangled = [...paths].flatMap((spelling) => [
        spelling.replace(/[\\/]/g, '-'),
        spelling.replace(/[\\/._]/g, '-'),
        spelling.replace(/[^A-Za-z0-9]/g, '-'),
    ]);
    return { paths: [...paths], mangled: [...new Set(mangled)].filter((name) => !paths.has(name)) };
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * One regex for all per-run paths, longest spelling first, so that the workspace inside a temp dir
 * becomes `<WORKSPACE>`, not `<TMP>/work`. A path only matches whole: not inside a longer name
 * (`/tmp/x/workshop`, `/home/u/tmp/x`), but followed by `/`, a quote, `.` at the end of a sentence…
 */
function rewriteSpellings(tokens) {
    if (tokens.size === 0)
        return (text) => text;
    const alternatives = [...tokens.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const regex = new RegExp(`(?<![\\w.-])(?:${alternatives.join('|')})(?!\\.?[\\w-])`, 'g');
    return (text) => text.replace(regex, (match) => tokens.get(match) ?? match);
}
function createPathRewrite(context) {
    const tokens = new Map();
    const add = (dir, token, withHash = false) => {
        if (dir === undefined)
            return;
        const { paths, mangled } = spellPath(dir);
        for (const spelling of [...paths, ...mangled])
            if (!tokens.has(spelling))
                tokens.set(spelling, token);
        // qwen-code and gemini-cli keep per-project temp files under `sha256(cwd)` in hex.
        if (!withHash)
            return;
        for (const spelling of paths) {
            const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(spelling).digest('hex');
            if (!tokens.has(hash))
                tokens.set(hash, WORKSPACE_HASH_TOKEN);
        }
    };
    add(context.workspaceDir, WORKSPACE_TOKEN, true);
    add(context.homeDir, HOME_TOKEN);
    for (const dir of context.tempDirs ?? [])
        add(dir, TMP_TOKEN);
    for (const source of context.sourceDirs ?? [])
        add(source.dir, source.token);
    for (const { text, token } of context.hostStrings ?? []) {
        if (text.trim() !== '' && !tokens.has(text))
            tokens.set(text, token);
    }
    return rewriteSpellings(tokens);
}
function createPathTokens(context) {
    const tokens = new Map();
    const targets = new Map();
    const add = (dir, token) => {
        if (dir === undefined)
            return;
        const { paths } = spellPath(dir);
        if (paths[0] === undefined)
            return;
        targets.set(token, paths[0]);
        for (const spelling of paths)
            if (!tokens.has(spelling))
                tokens.set(spelling, token);
    };
    add(context.workspaceDir, WORKSPACE_TOKEN);
    add(context.homeDir, HOME_TOKEN);
    const tokenRegex = new RegExp([...targets.keys()].map(escapeRegExp).join('|') || '(?!)', 'g');
    return {
        tokenize: rewriteSpellings(tokens),
        expand: (text) => text.replace(tokenRegex, (token) => targets.get(token) ?? token),
    };
}
function createRuleRewrite(rule) {
    const regex = new RegExp(rule.pattern, 'g');
    return (text) => text.replace(regex, rule.replace);
}
/** Expands presets in place, keeping the order the suite and task listed them in. */
function expandRules(rules) {
    return rules.flatMap((rule) => ('preset' in rule ? PRESETS[rule.preset] : [rule]));
}
/**
 * Builds the normalizer of one run: its paths first (longest first), then UUIDs and process ids,
 * then the suite and task `replayNormalize` rules in order. Text without such noise comes back
 * unchanged, and normalizing twice gives the same text as normalizing once.
 */
function createNormalizer(context) {
    const rewrites = [
        createPathRewrite(context),
        (text) => text.replace(UUID, UUID_TOKEN),
        (text) => text.replace(PROCESS_ID, `$1$2${PID_TOKEN}`),
        (text) => TOOL_OUTPUT_NOISE.reduce((current, [pattern, token]) => current.replace(pattern, token), text),
        ...expandRules(context.rules ?? []).map(createRuleRewrite),
    ];
    const rewriteOnce = (text) => rewrites.reduce((current, rewrite) => rewrite(current), text);
    return (text) => {
        let current = text;
        for (let pass = 0; pass < MAX_PASSES; pass += 1) {
            const next = rewriteOnce(current);
            if (next === current)
                return current;
            current = next;
        }
        return current;
    };
}
/**
 * A deep copy of a JSON value with every string value normalized. Object keys are kept as they
 * are: in a request they are protocol field names and JSON-Schema property names chosen by the
 * harness, not per-run data, and rewriting them could merge two distinct keys into one and silently
 * drop a value. `Object.fromEntries` keeps a `__proto__` key an ordinary property, as JSON.parse does.
 */
function normalizeValue(value, normalize) {
    if (typeof value === 'string')
        return normalize(value);
    if (Array.isArray(value))
        return value.map((item) => normalizeValue(item, normalize));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalizeValue(item, normalize)]));
    }
    return value;
}
//# sourceMappingURL=normalize.js.map

/***/ }),

/***/ 9477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jg: () => (/* binding */ chatProtocol)
});

// UNUSED EXPORTS: readNumber, readString

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./lib/provider/protocols/lenient.js
var lenient = __webpack_require__(2588);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
// EXTERNAL MODULE: ./lib/json/parse-json.js
var parse_json = __webpack_require__(3040);
;// CONCATENATED MODULE: ./lib/provider/chat-completion.js
/**
 * The OpenAI Chat Completions wire format, both ways: reading the assistant message out of a JSON
 * body or a stream of chunks, and turning one form into the other (a recording made with
 * `stream: true` must answer an agent that does not stream, and the reverse).
 *
 * Upstream JSON is read leniently: these functions see whatever an OpenAI-compatible server sent, and
 * a field of the wrong type counts as absent instead of throwing.
 */




const WireUsageSchema = schemas/* looseObject */._H3({
    prompt_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    completion_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    prompt_tokens_details: (0,lenient/* lenient */.W)(schemas/* looseObject */._H3({ cached_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K) })),
    // DeepSeek reports cache hits here instead of in `prompt_tokens_details`.
    prompt_cache_hit_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
});
const WireToolCallSchema = schemas/* looseObject */._H3({
    /** Only in stream deltas: which tool call a fragment belongs to. */
    index: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    id: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    function: (0,lenient/* lenient */.W)(schemas/* looseObject */._H3({ name: (0,lenient/* lenient */.W)(schemas/* string */.YjP()), arguments: (0,lenient/* lenient */.W)(schemas/* string */.YjP()) })),
});
/** `message` in a JSON body and `delta` in a chunk share these fields. */
const WireMessageSchema = schemas/* looseObject */._H3({
    content: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    tool_calls: (0,lenient/* lenient */.W)(schemas/* array */.YOg((0,lenient/* lenient */.W)(WireToolCallSchema))),
});
const WireChoiceSchema = schemas/* looseObject */._H3({
    index: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    message: (0,lenient/* lenient */.W)(WireMessageSchema),
    delta: (0,lenient/* lenient */.W)(WireMessageSchema),
    finish_reason: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
});
/** A `chat.completion` body or a `chat.completion.chunk`; `usage` is kept raw to pass it on as sent. */
const WireCompletionSchema = schemas/* looseObject */._H3({
    id: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    created: (0,lenient/* lenient */.W)(schemas/* number */.aig()),
    model: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    system_fingerprint: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    choices: (0,lenient/* lenient */.W)(schemas/* array */.YOg((0,lenient/* lenient */.W)(WireChoiceSchema))),
    usage: (0,lenient/* lenient */.W)(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())),
});
function readCompletion(value) {
    const parsed = WireCompletionSchema.safeParse(value);
    return parsed.success ? parsed.data : {};
}
/** With `n > 1` a chunk may carry another choice first; the agent's answer is choice 0. */
function firstChoice(completion) {
    const choices = (completion.choices ?? []).filter((choice) => choice !== undefined);
    return choices.find((choice) => (choice.index ?? 0) === 0);
}
/** Token usage from a Chat Completions `usage` object; undefined unless both counts are there. */
function readUsage(usage) {
    const parsed = WireUsageSchema.safeParse(usage);
    if (!parsed.success)
        return undefined;
    const { prompt_tokens, completion_tokens } = parsed.data;
    if (prompt_tokens === undefined || completion_tokens === undefined)
        return undefined;
    const cached = parsed.data.prompt_tokens_details?.cached_tokens ?? parsed.data.prompt_cache_hit_tokens;
    return cached === undefined
        ? { inputTokens: prompt_tokens, outputTokens: completion_tokens }
        : { inputTokens: prompt_tokens, outputTokens: completion_tokens, cachedInputTokens: cached };
}
function withUsage(message, usage) {
    return usage === undefined ? message : { ...message, usage };
}
/** The assistant message of a non-streamed `chat.completion` body. Never throws. */
function assembleFromJson(body) {
    const completion = readCompletion(body);
    const message = firstChoice(completion)?.message;
    const toolCalls = (message?.tool_calls ?? [])
        .filter((call) => call !== undefined)
        .map((call) => ({
        id: call.id ?? '',
        name: call.function?.name ?? '',
        arguments: call.function?.arguments ?? '',
    }));
    return withUsage({
        content: message?.content ?? null,
        toolCalls,
        finishReason: firstChoice(completion)?.finish_reason ?? null,
    }, readUsage(completion.usage));
}
/**
 * Merges tool-call deltas. The first fragment of a call carries its id and name, later ones only
 * more of the arguments. Some servers omit `index`: a fragment with a new id then starts a call,
 * one without continues the last call.
 */
class ToolCallMerger {
    calls = new Map();
    lastIndex;
    add(delta) {
        const index = delta.index ?? this.fallbackIndex(delta);
        const call = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
        // Servers that repeat the id or name on every fragment must not have them concatenated.
        if (call.id === '' && delta.id !== undefined)
            call.id = delta.id;
        if (call.name === '' && delta.function?.name !== undefined)
            call.name = delta.function.name;
        call.arguments += delta.function?.arguments ?? '';
        this.calls.set(index, call);
        this.lastIndex = index;
    }
    toolCalls() {
        return [...this.calls.values()];
    }
    fallbackIndex(delta) {
        const last = this.lastIndex === undefined ? undefined : this.calls.get(this.lastIndex);
        if (this.lastIndex !== undefined && (delta.id === undefined || delta.id === last?.id)) {
            return this.lastIndex;
        }
        return Math.max(-1, ...this.calls.keys()) + 1;
    }
}
function assembleStream(events) {
    let head;
    let content = null;
    let finishReason = null;
    let rawUsage;
    const toolCalls = new ToolCallMerger();
    for (const payload of events) {
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
            continue;
        const chunk = readCompletion(parsed.value);
        head ??= {
            id: chunk.id,
            created: chunk.created,
            model: chunk.model,
            system_fingerprint: chunk.system_fingerprint,
        };
        const choice = firstChoice(chunk);
        if (choice?.delta?.content !== undefined)
            content = (content ?? '') + choice.delta.content;
        for (const delta of choice?.delta?.tool_calls ?? [])
            if (delta !== undefined)
                toolCalls.add(delta);
        if (choice?.finish_reason !== undefined)
            finishReason = choice.finish_reason;
        if (readUsage(chunk.usage) !== undefined)
            rawUsage = chunk.usage;
    }
    const message = withUsage({ content, toolCalls: toolCalls.toolCalls(), finishReason }, readUsage(rawUsage));
    return { message, head: head ?? {}, rawUsage };
}
/**
 * The assistant message of a streamed completion, from its SSE `data` payloads: content deltas
 * concatenated, tool-call deltas merged by index, the last finish reason, the last usage reported.
 * `[DONE]` and payloads that are not JSON objects are skipped (see `findMalformedEvent`).
 */
function assembleFromEvents(events) {
    return assembleStream(events).message;
}
/**
 * The first payload a well-behaved server would not have sent: not JSON, not a JSON object, an
 * error object in place of a chunk, or anything after `[DONE]`. The proxy treats these as a failed
 * upstream rather than as the model's answer.
 */
function findMalformedEvent(events) {
    let done = false;
    for (const [index, payload] of events.entries()) {
        if (done)
            return { index, reason: 'follows [DONE]' };
        if (payload === '[DONE]') {
            done = true;
            continue;
        }
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok)
            return { index, reason: `is not JSON (${parsed.error})` };
        if (!(0,is_record/* isRecord */.u)(parsed.value))
            return { index, reason: 'is not a JSON object' };
        if (parsed.value.error !== undefined && parsed.value.error !== null) {
            return { index, reason: `is an error: ${(0,parse_json/* describeErrorPayload */.S)(parsed.value.error)}` };
        }
    }
    return undefined;
}
/** The fields every body and chunk starts with; absent ones are left out rather than sent as null. */
function envelopeOf(head, object) {
    const fields = {
        id: head.id,
        object,
        created: head.created,
        model: head.model,
        system_fingerprint: head.system_fingerprint,
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
function chunkOf(head, rest) {
    return JSON.stringify({ ...envelopeOf(head, 'chat.completion.chunk'), ...rest });
}
/**
 * The stream a server would have sent for this `chat.completion` body: a role chunk, the content in
 * one chunk, one chunk per tool call, a finish chunk, the usage chunk when the agent asked for it
 * (`stream_options.include_usage`), then `[DONE]`. Odd bodies are read as `assembleFromJson` reads them.
 */
function eventsFromJson(body, options) {
    const completion = readCompletion(body);
    const message = assembleFromJson(body);
    const choiceChunk = (delta, finishReason) => chunkOf(completion, { choices: [{ index: 0, delta, finish_reason: finishReason }] });
    // As OpenAI does: the first chunk opens the content with "" for a text answer, null otherwise.
    const events = [
        choiceChunk({ role: 'assistant', content: message.content === null ? null : '' }, null),
    ];
    if (message.content !== null && message.content !== '') {
        events.push(choiceChunk({ content: message.content }, null));
    }
    message.toolCalls.forEach((call, index) => {
        const toolCall = {
            index,
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
        };
        events.push(choiceChunk({ tool_calls: [toolCall] }, null));
    });
    events.push(choiceChunk({}, message.finishReason));
    if (options.includeUsage && completion.usage !== undefined) {
        events.push(chunkOf(completion, { choices: [], usage: completion.usage }));
    }
    events.push('[DONE]');
    return events;
}
/**
 * The `chat.completion` body equivalent to a stream of chunks: id, created and model from the first
 * chunk, the assembled message, and the usage object as the stream reported it.
 */
function jsonFromEvents(events) {
    const { message, head, rawUsage } = assembleStream(events);
    const toolCalls = message.toolCalls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
    }));
    return {
        ...envelopeOf(head, 'chat.completion'),
        choices: [
            {
                index: 0,
                message: {
                    role: 'assistant',
                    content: message.content,
                    ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
                },
                finish_reason: message.finishReason,
            },
        ],
        ...(rawUsage === undefined ? {} : { usage: rawUsage }),
    };
}
//# sourceMappingURL=chat-completion.js.map
// EXTERNAL MODULE: ./lib/provider/normalize.js
var provider_normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/provider/sse.js
var sse = __webpack_require__(7296);
;// CONCATENATED MODULE: ./lib/provider/protocols/chat.js
/**
 * OpenAI Chat Completions (`POST /v1/chat/completions`), the protocol of qwen-code, opencode and
 * most OpenAI-compatible agents. The wire codec (assembling bodies and chunk streams, converting one
 * into the other) is `../chat-completion.ts`; this module is what the proxy and the providers see.
 */




/** `{type: "function", function: {...}}`, or the same without `type` as some agents send it. */
function isFunctionTool(tool) {
    if (!(0,is_record/* isRecord */.u)(tool))
        return false;
    return tool.type === 'function' || (tool.type === undefined && (0,is_record/* isRecord */.u)(tool.function));
}
/** Fields that change what shape the answer may take, so a harness change in them must diverge. */
const ANSWER_CONTROLS = [
    'tool_choice',
    'response_format',
    'parallel_tool_calls',
    'functions',
    'function_call',
];
const readNumber = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const readString = (value) => typeof value === 'string' ? value : undefined;
const includeUsageOf = (body) => (0,is_record/* isRecord */.u)(body.stream_options) && body.stream_options.include_usage === true;
/** Whether a stream payload ends an answer: `[DONE]`, or a chunk with a finish reason. */
function isFinalEvent(event) {
    if (event === '[DONE]')
        return true;
    try {
        const chunk = JSON.parse(event);
        return chunk.choices?.some((choice) => typeof choice.finish_reason === 'string') ?? false;
    }
    catch {
        return false;
    }
}
const chatProtocol = {
    id: 'chat',
    upstream: 'openai',
    forwardedHeaders: [],
    matchRoute: (method, pathname) => method === 'POST' && pathname === '/v1/chat/completions' ? { kind: 'model' } : undefined,
    validateRequest: (body) => Array.isArray(body.messages) ? undefined : 'a chat completion needs a messages array',
    isStream: (body) => body.stream === true,
    /**
     * Reads the body whatever its shape (the agent is not ours to trust): a field of the wrong type
     * counts as absent. The model name and reasoning effort are configuration, not noise, so they are
     * not normalized: with the `dates` preset a snapshot name such as `gpt-4o-2024-08-06` must stay
     * distinct from the next snapshot. Headers, `stream`, sampling and bookkeeping fields
     * (`temperature`, `seed`, `user`, `metadata`…) are left out.
     */
    fingerprint(call, normalize) {
        const body = call.body;
        const tools = Array.isArray(body.tools) ? body.tools : [];
        const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeValue */.tA)(value, normalize));
        return {
            endpoint: 'chat.completions',
            model: readString(body.model) ?? null,
            // Chat Completions has no separate instructions: system messages stay in `messages`.
            instructions: null,
            messages: Array.isArray(body.messages) ? normalizeAll(body.messages) : [],
            tools: normalizeAll(tools.filter(isFunctionTool)),
            outputLimit: readNumber(body.max_completion_tokens) ?? readNumber(body.max_tokens) ?? null,
            nativeTools: normalizeAll(tools.filter((tool) => !isFunctionTool(tool))),
            reasoningEffort: readString(body.reasoning_effort) ??
                ((0,is_record/* isRecord */.u)(body.reasoning) ? readString(body.reasoning.effort) : undefined) ??
                null,
            answerControls: Object.fromEntries(ANSWER_CONTROLS.filter((key) => body[key] !== undefined).map((key) => [
                key,
                (0,provider_normalize/* normalizeValue */.tA)(body[key], normalize),
            ])),
        };
    },
    conversationLength: (body) => (Array.isArray(body.messages) ? body.messages.length : 0),
    assembleJson: assembleFromJson,
    assembleEvents: assembleFromEvents,
    eventsFromJson: (body, call) => eventsFromJson(body, { includeUsage: includeUsageOf(call.body) }),
    jsonFromEvents: jsonFromEvents,
    formatEvent: sse/* formatSseData */.h1,
    findMalformedEvent: findMalformedEvent,
    isFinalEvent,
    renderScripted(answer) {
        const toolCalls = answer.toolCalls.map((toolCall) => ({
            id: toolCall.id,
            type: 'function',
            function: { name: toolCall.name, arguments: toolCall.arguments },
        }));
        return {
            id: `chatcmpl-scripted-${answer.call}`,
            object: 'chat.completion',
            created: 0,
            model: answer.model,
            choices: [
                {
                    index: 0,
                    message: {
                        role: 'assistant',
                        content: answer.content,
                        ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
                    },
                    finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
                },
            ],
            usage: {
                prompt_tokens: answer.usage.inputTokens,
                completion_tokens: answer.usage.outputTokens,
                total_tokens: answer.usage.inputTokens + answer.usage.outputTokens,
            },
        };
    },
    errorBody: (_status, type, message) => ({ error: { message, type, param: null, code: type } }),
    upstreamRequest: (baseUrl, apiKey, call) => ({
        url: `${baseUrl.replace(/\/+$/, '')}/chat/completions`,
        headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: call.stream ? 'text/event-stream' : 'application/json',
            'user-agent': 'agent-verdict',
        },
        body: JSON.stringify(call.body),
    }),
    isTransientStatus: () => false,
};
//# sourceMappingURL=chat.js.map

/***/ }),

/***/ 2800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  st: () => (/* binding */ ENDPOINT_OF),
  Du: () => (/* binding */ matchProtocolRoute),
  AT: () => (/* binding */ protocolOf)
});

// UNUSED EXPORTS: PROTOCOLS

// EXTERNAL MODULE: ./lib/provider/protocols/chat.js + 1 modules
var chat = __webpack_require__(9477);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var provider_normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-fingerprint.js
/**
 * The fingerprint of a Gemini `generateContent` request (SPEC §4). The model comes from the route
 * (`/v1beta/models/{model}:…`), `systemInstruction` is the instructions, `contents` the messages,
 * each function declaration one tool (so a divergence reads `tools[read_file].description`), and
 * the rest of `tools` (`googleSearch`, `codeExecution`, `urlContext`…) the native tools.
 *
 * Left out as noise: sampling (`temperature`, `topP`, `topK`, `seed`, penalties, logprobs), `labels`
 * (billing tags), and `cachedContent`: the name of a server-side cache, minted anew whenever an
 * agent creates one, while the cached text itself never travels in the request. Kept, because they
 * change the answer: `safetySettings`, `toolConfig`, the answer's shape (`responseMimeType`,
 * `responseSchema`, `responseJsonSchema`, `responseModalities`, `candidateCount`, `stopSequences`)
 * and thinking (`thinkingLevel` or `thinkingBudget` as the reasoning effort, `includeThoughts`).
 */


const GENERATION_CONTROLS = [
    'responseMimeType',
    'responseSchema',
    'responseJsonSchema',
    // The spelling of `responseJsonSchema` in older SDKs.
    '_responseJsonSchema',
    'responseModalities',
    'candidateCount',
    'stopSequences',
];
const readNumber = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const readString = (value) => typeof value === 'string' ? value : undefined;
const recordOf = (value) => ((0,is_record/* isRecord */.u)(value) ? value : {});
/** `models/gemini-2.5-pro` and `gemini-2.5-pro` name the same model. */
function stripModelsPrefix(model) {
    return model.startsWith('models/') ? model.slice('models/'.length) : model;
}
/**
 * Tool-call ids, renamed `<CALL_1>`, `<CALL_2>`… in the order the request first mentions them.
 * Gemini itself sends no ids, so agents make their own, and gemini-cli builds them from the clock
 * (`read_file_1796108697153_0`): a new one every run. The renaming keeps which response answers
 * which call, and that is all an id says.
 */
function renameCallIds(contents) {
    const names = new Map();
    const rename = (id) => {
        let name = names.get(id);
        if (name === undefined) {
            name = `<CALL_${names.size + 1}>`;
            names.set(id, name);
        }
        return name;
    };
    const renameIn = (part, key) => {
        if (!(0,is_record/* isRecord */.u)(part) || !(0,is_record/* isRecord */.u)(part[key]) || typeof part[key].id !== 'string')
            return part;
        return { ...part, [key]: { ...part[key], id: rename(part[key].id) } };
    };
    return contents.map((content) => {
        if (!(0,is_record/* isRecord */.u)(content) || !Array.isArray(content.parts))
            return content;
        const parts = content.parts.map((part) => renameIn(renameIn(part, 'functionCall'), 'functionResponse'));
        return { ...content, parts };
    });
}
/**
 * `systemInstruction` as a `Content`, a `Part` or a string; the SDKs add `role: "user"` to it,
 * which the API ignores, so the role is left out.
 */
function instructionsOf(systemInstruction) {
    if (systemInstruction === undefined || systemInstruction === null)
        return null;
    if (!(0,is_record/* isRecord */.u)(systemInstruction))
        return systemInstruction;
    return Object.fromEntries(Object.entries(systemInstruction).filter(([key]) => key !== 'role'));
}
function splitTools(tools) {
    const functions = [];
    const native = [];
    for (const tool of Array.isArray(tools) ? tools : []) {
        if (!(0,is_record/* isRecord */.u)(tool)) {
            native.push(tool);
            continue;
        }
        const { functionDeclarations, ...rest } = tool;
        if (Array.isArray(functionDeclarations))
            functions.push(...functionDeclarations);
        else if (functionDeclarations !== undefined)
            rest.functionDeclarations = functionDeclarations;
        if (Object.keys(rest).length > 0)
            native.push(rest);
    }
    return { functions, native };
}
/** `thinkingLevel` (Gemini 3) or `thinkingBudget` (2.5) as one string; the rest of the config apart. */
function splitThinking(thinkingConfig) {
    const { thinkingLevel, thinkingBudget, ...rest } = recordOf(thinkingConfig);
    const budget = readNumber(thinkingBudget);
    const effort = readString(thinkingLevel) ?? (budget === undefined ? null : String(budget));
    return { effort, rest };
}
function fingerprintRequest(call, normalize) {
    const body = recordOf(call.body);
    const generationConfig = recordOf(body.generationConfig);
    const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeValue */.tA)(value, normalize));
    const contents = Array.isArray(body.contents) ? body.contents : [];
    const { functions, native } = splitTools(body.tools);
    const thinking = splitThinking(generationConfig.thinkingConfig);
    const controls = {};
    for (const key of GENERATION_CONTROLS) {
        if (generationConfig[key] !== undefined)
            controls[key] = generationConfig[key];
    }
    if (Object.keys(thinking.rest).length > 0)
        controls.thinkingConfig = thinking.rest;
    if (body.toolConfig !== undefined)
        controls.toolConfig = body.toolConfig;
    if (body.safetySettings !== undefined)
        controls.safetySettings = body.safetySettings;
    const model = call.routeModel ?? readString(body.model);
    return {
        endpoint: call.endpoint,
        // Configuration, not noise: never normalized (a dated snapshot name must stay distinct).
        model: model === undefined ? null : stripModelsPrefix(model),
        instructions: (0,provider_normalize/* normalizeValue */.tA)(instructionsOf(body.systemInstruction), normalize),
        messages: normalizeAll(renameCallIds(contents)),
        tools: normalizeAll(functions),
        outputLimit: readNumber(generationConfig.maxOutputTokens) ?? null,
        nativeTools: normalizeAll(native),
        reasoningEffort: thinking.effort,
        answerControls: (0,provider_normalize/* normalizeValue */.tA)(controls, normalize),
    };
}
/** The number of `contents` entries. */
function countContents(body) {
    return Array.isArray(body.contents) ? body.contents.length : 0;
}
//# sourceMappingURL=gemini-fingerprint.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-routes.js


/**
 * `/v1beta/models/{model}:{method}`, also `/v1` and `/v1alpha`. The model may be spelled
 * `models/x`, plain or URL-encoded (`models%2Fx`).
 */
const ROUTE = /^\/(?:v1|v1beta|v1alpha)\/models\/(.+):(generateContent|streamGenerateContent|countTokens)$/;
function decodeModel(segment) {
    try {
        const model = stripModelsPrefix(decodeURIComponent(segment));
        return model === '' || model.includes(':') ? undefined : model;
    }
    catch {
        return undefined;
    }
}
/**
 * A stream is served only as SSE (`?alt=sse`, which every official client asks for). Without it
 * Gemini streams one JSON array, which Verdict does not write: the route is not served then, and
 * the agent gets a clear 404 instead of a stream it cannot parse.
 */
function matchGeminiRoute(method, pathname, query) {
    if (method !== 'POST')
        return undefined;
    const match = ROUTE.exec(pathname);
    if (match === null)
        return undefined;
    const model = decodeModel(match[1] ?? '');
    if (model === undefined)
        return undefined;
    switch (match[2]) {
        case 'countTokens':
            return { kind: 'count_tokens', model };
        case 'streamGenerateContent':
            return query.get('alt') === 'sse' ? { kind: 'model', model, stream: true } : undefined;
        default:
            return { kind: 'model', model, stream: false };
    }
}
/** A base URL may already end in an API version (`…/v1beta`); it is not repeated then. */
const VERSIONED = /\/(?:v1|v1beta|v1alpha)$/;
function buildUpstreamRequest(baseUrl, apiKey, call) {
    if (call.routeModel === undefined) {
        throw new Error('a Gemini call names its model in the route, and this one named none');
    }
    const base = baseUrl.replace(/\/+$/, '');
    const root = VERSIONED.test(base) ? base : `${base}/v1beta`;
    const model = encodeURIComponent(stripModelsPrefix(call.routeModel));
    const method = call.stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
    return {
        url: `${root}/models/${model}:${method}`,
        // The key goes in a header, never in the URL, where logs and error messages would show it.
        headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey },
        body: JSON.stringify(call.body),
    };
}
/**
 * A `countTokens` answer without any upstream: about four characters a token over what the model
 * would read (contents, system instruction, tools), as the scripted provider estimates usage.
 * Takes `{contents}` and `{generateContentRequest: {...}}` alike.
 */
function countRequestTokens(body) {
    const request = (0,is_record/* isRecord */.u)(body.generateContentRequest) ? body.generateContentRequest : body;
    const counted = [request.contents, request.systemInstruction, request.tools]
        .filter((value) => value !== undefined)
        .map((value) => JSON.stringify(value).length)
        .reduce((sum, length) => sum + length, 0);
    return { totalTokens: Math.ceil(counted / 4) };
}
/** The canonical gRPC status Google APIs name beside each HTTP status. */
const STATUS_NAMES = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    409: 'ABORTED',
    413: 'INVALID_ARGUMENT',
    429: 'RESOURCE_EXHAUSTED',
    499: 'CANCELLED',
    500: 'INTERNAL',
    501: 'UNIMPLEMENTED',
    502: 'UNAVAILABLE',
    503: 'UNAVAILABLE',
    504: 'DEADLINE_EXCEEDED',
};
function statusNameOf(status) {
    return STATUS_NAMES[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION');
}
/**
 * `{error: {code, message, status}}` as Google APIs answer, with Verdict's own error type as the
 * reason of an `ErrorInfo` detail, where Google puts machine-readable reasons.
 */
function buildErrorBody(status, type, message) {
    return {
        error: {
            code: status,
            message,
            status: statusNameOf(status),
            details: [
                { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: type, domain: 'verdict' },
            ],
        },
    };
}
//# sourceMappingURL=gemini-routes.js.map
// EXTERNAL MODULE: ./lib/json/parse-json.js
var parse_json = __webpack_require__(3040);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./lib/provider/protocols/lenient.js
var lenient = __webpack_require__(2588);
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-wire.js
/**
 * Reading Gemini `GenerateContentResponse` bodies and stream chunks. Whatever a Gemini-compatible
 * server sent is read leniently: a field of the wrong type counts as absent instead of throwing.
 * Schemas only read; responses that are passed on (a stream turned into a body and back) are built
 * from the raw objects, so fields Verdict does not know survive the conversion.
 */



/**
 * Gemini's JSON is proto3 JSON: a count of zero is left out, so an absent count inside a reported
 * `usageMetadata` means 0.
 */
const WireUsageSchema = schemas/* looseObject */._H3({
    promptTokenCount: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    candidatesTokenCount: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    thoughtsTokenCount: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    toolUsePromptTokenCount: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    cachedContentTokenCount: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    totalTokenCount: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
});
const WireFunctionCallSchema = schemas/* looseObject */._H3({
    id: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    name: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    args: schemas/* unknown */.L5J(),
});
const WirePartSchema = schemas/* looseObject */._H3({
    text: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    /** A thought summary (`includeThoughts`): the model's reasoning, not its answer. */
    thought: (0,lenient/* lenient */.W)(schemas/* boolean */.zMY()),
    thoughtSignature: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    functionCall: (0,lenient/* lenient */.W)(WireFunctionCallSchema),
});
const WireCandidateSchema = schemas/* looseObject */._H3({
    index: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    content: (0,lenient/* lenient */.W)(schemas/* looseObject */._H3({ parts: (0,lenient/* lenient */.W)(schemas/* array */.YOg(schemas/* unknown */.L5J())) })),
    finishReason: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
});
const WireResponseSchema = schemas/* looseObject */._H3({
    candidates: (0,lenient/* lenient */.W)(schemas/* array */.YOg(schemas/* unknown */.L5J())),
    promptFeedback: (0,lenient/* lenient */.W)(schemas/* looseObject */._H3({ blockReason: (0,lenient/* lenient */.W)(schemas/* string */.YjP()) })),
    usageMetadata: (0,lenient/* lenient */.W)(schemas/* unknown */.L5J()),
});
/** The raw candidate an agent reads as its answer: the one with `index` 0 (the first when none says). */
function firstCandidateOf(body) {
    if (!(0,is_record/* isRecord */.u)(body))
        return undefined;
    const candidates = WireResponseSchema.parse(body).candidates ?? [];
    const records = candidates.filter(is_record/* isRecord */.u);
    return (records.find((candidate) => WireCandidateSchema.parse(candidate).index === 0) ?? records[0]);
}
/** The raw parts of a candidate's content, objects only. */
function partsOf(candidate) {
    if (candidate === undefined)
        return [];
    return (WireCandidateSchema.parse(candidate).content?.parts ?? []).filter(is_record/* isRecord */.u);
}
const readPart = (part) => WirePartSchema.parse(part);
function finishReasonOf(body) {
    const candidate = firstCandidateOf(body);
    const finishReason = candidate === undefined ? undefined : WireCandidateSchema.parse(candidate).finishReason;
    if (finishReason !== undefined)
        return finishReason;
    // A prompt the safety filters refuse gets a 200 without candidates: the refusal ends the answer.
    return (0,is_record/* isRecord */.u)(body) ? WireResponseSchema.parse(body).promptFeedback?.blockReason : undefined;
}
/**
 * Token usage from a `usageMetadata` object, undefined when none was reported. Input is the prompt
 * (cached tokens included, as `cachedContentTokenCount` is a part of `promptTokenCount`) plus the
 * results of server-side tools (`toolUsePromptTokenCount`); output is the answer plus the thinking
 * tokens (`thoughtsTokenCount`), which Gemini bills as output and which OpenAI's and Anthropic's
 * output counts include too.
 */
function readUsage(usageMetadata) {
    if (!(0,is_record/* isRecord */.u)(usageMetadata))
        return undefined;
    const usage = WireUsageSchema.parse(usageMetadata);
    const { promptTokenCount, candidatesTokenCount, totalTokenCount } = usage;
    if ([promptTokenCount, candidatesTokenCount, totalTokenCount].every((n) => n === undefined)) {
        return undefined;
    }
    const inputTokens = (promptTokenCount ?? 0) + (usage.toolUsePromptTokenCount ?? 0);
    const outputTokens = (candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0);
    return usage.cachedContentTokenCount === undefined
        ? { inputTokens, outputTokens }
        : { inputTokens, outputTokens, cachedInputTokens: usage.cachedContentTokenCount };
}
function usageMetadataOf(body) {
    return (0,is_record/* isRecord */.u)(body) ? WireResponseSchema.parse(body).usageMetadata : undefined;
}
//# sourceMappingURL=gemini-wire.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-stream.js



/** Keys a text piece may hold and still be one more piece of the text part before it. */
const TEXT_PIECE_KEYS = new Set(['text', 'thought', 'thoughtSignature']);
const isTextPiece = (part) => typeof part.text === 'string' && Object.keys(part).every((key) => TEXT_PIECE_KEYS.has(key));
/**
 * Whether `piece` continues the text part `last`: both plain text of the same kind (answer or
 * thought), and `last` not yet closed by a thought signature (a signature comes with the last piece
 * of the part it signs).
 */
function continuesText(last, piece) {
    return (last !== undefined &&
        isTextPiece(last) &&
        isTextPiece(piece) &&
        last.thoughtSignature === undefined &&
        (last.thought === true) === (piece.thought === true));
}
function appendPart(parts, piece) {
    const last = parts.at(-1);
    if (last !== undefined && continuesText(last, piece)) {
        parts[parts.length - 1] = {
            ...last,
            ...piece,
            text: `${String(last.text)}${String(piece.text)}`,
        };
    }
    else {
        parts.push({ ...piece });
    }
}
/**
 * The body equivalent to a stream: the parts of candidate 0 in order (text pieces joined into one
 * part), the candidate's other fields (`finishReason`, `safetyRatings`…) and `usageMetadata` as the
 * last chunk that had them reported them, the other top-level fields (`modelVersion`,
 * `responseId`) from the first chunk that had them. Payloads that are not JSON objects are skipped.
 */
function jsonFromEvents(events) {
    const body = {};
    const candidate = {};
    const parts = [];
    let role;
    let sawCandidate = false;
    for (const payload of events) {
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
            continue;
        const chunk = parsed.value;
        for (const [key, value] of Object.entries(chunk)) {
            if (key === 'candidates')
                continue;
            if (key === 'usageMetadata' || key === 'promptFeedback' || !(key in body))
                body[key] = value;
        }
        const chunkCandidate = firstCandidateOf(chunk);
        if (chunkCandidate === undefined)
            continue;
        sawCandidate = true;
        for (const [key, value] of Object.entries(chunkCandidate)) {
            if (key !== 'content')
                candidate[key] = value;
        }
        if ((0,is_record/* isRecord */.u)(chunkCandidate.content) && chunkCandidate.content.role !== undefined) {
            role = chunkCandidate.content.role;
        }
        for (const part of partsOf(chunkCandidate))
            appendPart(parts, part);
    }
    if (!sawCandidate)
        return body;
    const content = { role: role ?? 'model', parts };
    // Field order as Gemini writes it: candidates first.
    const { usageMetadata, ...rest } = body;
    return {
        candidates: [{ content, ...candidate }],
        ...(usageMetadata === undefined ? {} : { usageMetadata }),
        ...rest,
    };
}
/**
 * The stream a Gemini server would have sent for this body: one chunk per part of candidate 0 (its
 * text, then its function calls, in the body's order), each repeating the body's `modelVersion`
 * and `responseId`; `promptFeedback` on the first chunk; `finishReason`, the candidate's other
 * fields and `usageMetadata` on the last. A body without parts is its own single chunk.
 */
function eventsFromJson(body) {
    if (!(0,is_record/* isRecord */.u)(body))
        return [JSON.stringify(body)];
    const candidate = firstCandidateOf(body);
    const parts = partsOf(candidate);
    if (candidate === undefined || parts.length === 0)
        return [JSON.stringify(body)];
    const { usageMetadata, promptFeedback, ...head } = body;
    delete head.candidates;
    const { content, finishReason, index, ...candidateRest } = candidate;
    const role = (0,is_record/* isRecord */.u)(content) && content.role !== undefined ? content.role : 'model';
    return parts.map((part, position) => {
        const first = position === 0;
        const last = position === parts.length - 1;
        const chunkCandidate = {
            content: { role, parts: [part] },
            ...(last ? { finishReason, ...candidateRest } : {}),
            ...(index === undefined ? {} : { index }),
        };
        return JSON.stringify({
            candidates: [chunkCandidate],
            ...(first && promptFeedback !== undefined ? { promptFeedback } : {}),
            ...(last && usageMetadata !== undefined ? { usageMetadata } : {}),
            ...head,
        });
    });
}
/**
 * One payload as Gemini frames it: a single `data:` line and a blank line, CRLF-terminated. The
 * official clients split events at the blank line and parse everything after `data:` as JSON, so a
 * payload must stay on one line: its line breaks (only whitespace between JSON tokens: a JSON string
 * cannot hold a raw one) become spaces.
 */
function formatEvent(data) {
    return `data: ${data.replace(/\r\n|\r|\n/g, ' ')}\r\n\r\n`;
}
/**
 * The first payload a Gemini server would not have sent as part of an answer: not JSON, not a JSON
 * object, or an error object (Gemini reports a failure that happens mid-stream as a chunk
 * `{"error": {...}}`).
 */
function findMalformedEvent(events) {
    for (const [index, payload] of events.entries()) {
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok)
            return { index, reason: `is not JSON (${parsed.error})` };
        if (!(0,is_record/* isRecord */.u)(parsed.value))
            return { index, reason: 'is not a JSON object' };
        if (parsed.value.error !== undefined && parsed.value.error !== null) {
            return { index, reason: `is an error: ${(0,parse_json/* describeErrorPayload */.S)(parsed.value.error)}` };
        }
    }
    return undefined;
}
/** Whether a chunk ends the answer: a candidate with a finish reason, or a blocked prompt. */
function isFinalEvent(data) {
    const parsed = (0,parse_json/* parseJson */.q)(data);
    if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
        return false;
    const { candidates, promptFeedback } = parsed.value;
    if ((0,is_record/* isRecord */.u)(promptFeedback) && typeof promptFeedback.blockReason === 'string')
        return true;
    return (Array.isArray(candidates) &&
        candidates.some((candidate) => (0,is_record/* isRecord */.u)(candidate) && typeof candidate.finishReason === 'string'));
}
//# sourceMappingURL=gemini-stream.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini.js




/** The assistant message of a `GenerateContentResponse` body. Never throws. */
function assembleGeminiJson(body) {
    const parts = partsOf(firstCandidateOf(body)).map(readPart);
    const text = parts
        .filter((part) => part.thought !== true && part.text !== undefined)
        .map((part) => part.text)
        .join('');
    const toolCalls = parts
        .map((part) => part.functionCall)
        .filter((call) => call !== undefined)
        .map((call, position) => {
        const name = call.name ?? '';
        return {
            id: call.id ?? `${name}_${position + 1}`,
            name,
            arguments: JSON.stringify(call.args ?? {}),
        };
    });
    const usage = readUsage(usageMetadataOf(body));
    // An empty text part only carries a thought signature: it says nothing.
    const message = {
        content: text === '' ? null : text,
        toolCalls,
        finishReason: finishReasonOf(body) ?? null,
    };
    return usage === undefined ? message : { ...message, usage };
}
function parseArguments(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return {};
    }
}
/**
 * A script turn as Gemini answers it. The function calls carry the scripted ids (`call_1`…):
 * gemini-cli echoes a given id in its `functionResponse`, and mints one from the clock otherwise,
 * which would make two recordings differ. Gemini has no freeform tools: arguments that are not JSON
 * (a script's string for another protocol's freeform tool) become `{}`.
 */
function renderGeminiScripted(answer, _call) {
    const parts = [];
    if (answer.content !== null && answer.content !== '')
        parts.push({ text: answer.content });
    for (const toolCall of answer.toolCalls) {
        parts.push({
            functionCall: {
                id: toolCall.id,
                name: toolCall.name,
                args: parseArguments(toolCall.arguments),
            },
        });
    }
    const { inputTokens, outputTokens } = answer.usage;
    return {
        candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
        usageMetadata: {
            promptTokenCount: inputTokens,
            candidatesTokenCount: outputTokens,
            totalTokenCount: inputTokens + outputTokens,
        },
        modelVersion: stripModelsPrefix(answer.model),
        responseId: `scripted-${answer.call}`,
    };
}
const geminiProtocol = {
    id: 'gemini',
    upstream: 'gemini',
    forwardedHeaders: [],
    matchRoute: matchGeminiRoute,
    validateRequest: (body) => Array.isArray(body.contents) ? undefined : 'a generateContent request needs a contents array',
    isStream: (_body, route) => route.stream === true,
    fingerprint: fingerprintRequest,
    conversationLength: countContents,
    assembleJson: assembleGeminiJson,
    assembleEvents: (events) => assembleGeminiJson(jsonFromEvents(events)),
    eventsFromJson: (body) => eventsFromJson(body),
    jsonFromEvents: jsonFromEvents,
    formatEvent: formatEvent,
    findMalformedEvent: findMalformedEvent,
    isFinalEvent: isFinalEvent,
    renderScripted: renderGeminiScripted,
    countTokens: countRequestTokens,
    errorBody: buildErrorBody,
    upstreamRequest: buildUpstreamRequest,
    // 429 and 5xx are retried already; Gemini has no other transient status.
    isTransientStatus: () => false,
};
//# sourceMappingURL=gemini.js.map
// EXTERNAL MODULE: ./lib/provider/sse.js
var sse = __webpack_require__(7296);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
;// CONCATENATED MODULE: ./lib/provider/protocols/messages-request.js
/**
 * Reading an Anthropic Messages request: its fingerprint (SPEC §4) and a token estimate for
 * `count_tokens`. The agent is not ours to trust, so a field of the wrong type counts as absent.
 *
 * Left out of the fingerprint as noise: `metadata` (Claude Code's `metadata.user_id` carries a
 * session id), `stream`, sampling (`temperature`, `top_p`, `top_k`), service settings
 * (`service_tier`, `speed`, `inference_geo`, `container`, `diagnostics`), and every `cache_control`
 * marker. Claude Code moves its cache breakpoints to the newest message on every request; they
 * change what is billed, not what is answered, and without them an earlier message reads the same
 * in the next request, which delta cassettes rely on.
 */



const messages_request_readNumber = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const messages_request_readString = (value) => typeof value === 'string' ? value : undefined;
/** A block without its `cache_control` marker. */
function withoutCacheControl(value) {
    if (!(0,is_record/* isRecord */.u)(value) || !('cache_control' in value))
        return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'cache_control'));
}
/** Message content blocks, and the blocks of a `tool_result`'s content, without their markers. */
function stripContentBlock(block) {
    const stripped = withoutCacheControl(block);
    if (!(0,is_record/* isRecord */.u)(stripped) || !Array.isArray(stripped.content))
        return stripped;
    return { ...stripped, content: stripped.content.map(withoutCacheControl) };
}
/**
 * Claude Code runs the read-only tools of one turn (`Read`, `Glob`, `Grep`) at the same time and
 * sends their `tool_result` blocks in the order they finish, with its `<system-reminder>` notes
 * appended to whichever came last (trimming that one's trailing whitespace). Both are timing, not
 * the question: in a message with several results they go in the order of the `tool_use` blocks of
 * the assistant message before, without trailing reminders, which follow them as one text block.
 */
const TRAILING_REMINDER = /\s*(<system-reminder>[\s\S]*?<\/system-reminder>)\s*$/;
function detachReminders(text, reminders) {
    let rest = text;
    const found = [];
    for (let match = TRAILING_REMINDER.exec(rest); match !== null; match = TRAILING_REMINDER.exec(rest)) {
        found.unshift(match[1] ?? '');
        rest = rest.slice(0, match.index);
    }
    reminders.push(...found);
    return rest.trimEnd();
}
const isToolResult = (block) => (0,is_record/* isRecord */.u)(block) && block.type === 'tool_result';
function orderToolResults(messages) {
    let toolUseIds = [];
    return messages.map((message) => {
        if (!(0,is_record/* isRecord */.u)(message) || !Array.isArray(message.content))
            return message;
        const blocks = message.content;
        if (message.role === 'assistant') {
            toolUseIds = blocks.flatMap((block) => (0,is_record/* isRecord */.u)(block) && block.type === 'tool_use' ? [block.id] : []);
            return message;
        }
        const results = blocks.filter(isToolResult);
        if (results.length < 2)
            return message;
        const rank = (block) => {
            const index = toolUseIds.indexOf(block.tool_use_id);
            return index === -1 ? toolUseIds.length : index;
        };
        const reminders = [];
        const ordered = results
            .map((block) => typeof block.content === 'string'
            ? { ...block, content: detachReminders(block.content, reminders) }
            : block)
            .sort((a, b) => rank(a) - rank(b));
        let next = 0;
        const content = blocks.map((block) => (isToolResult(block) ? ordered[next++] : block));
        if (reminders.length > 0)
            content.push({ type: 'text', text: reminders.join('\n\n') });
        return { ...message, content };
    });
}
function stripMessage(message) {
    if (!(0,is_record/* isRecord */.u)(message) || !Array.isArray(message.content))
        return message;
    return { ...message, content: message.content.map(stripContentBlock) };
}
/**
 * Claude Code opens its system prompt with a billing line, `x-anthropic-billing-header:
 * cc_version=2.1.37.0d9; cc_entrypoint=cli; cch=fa690;`, whose version suffix and `cch` are hashes
 * of the request, so they change whenever a per-run path does: both become `<HASH>`. The Claude
 * Code version stays: a new version is a harness change.
 */
const BILLING_LINE = /^x-anthropic-billing-header:/;
function stripBillingHashes(text) {
    if (!BILLING_LINE.test(text))
        return text;
    return text
        .replace(/(cc_version=\d+\.\d+\.\d+)\.[0-9a-z]+/i, '$1.<HASH>')
        .replace(/cch=[0-9a-z]+/i, 'cch=<HASH>');
}
function stripSystem(system) {
    if (typeof system === 'string')
        return stripBillingHashes(system);
    if (!Array.isArray(system))
        return system;
    return system.map((raw) => {
        const block = withoutCacheControl(raw);
        if (!(0,is_record/* isRecord */.u)(block) || block.type !== 'text' || typeof block.text !== 'string')
            return block;
        return { ...block, text: stripBillingHashes(block.text) };
    });
}
/** A tool the agent defines (`{name, description, input_schema}`), as opposed to a server tool. */
function isCustomTool(tool) {
    return ((0,is_record/* isRecord */.u)(tool) && (tool.type === undefined || tool.type === null || tool.type === 'custom'));
}
/** An MCP server the provider connects to: its tools are the model's, its token is a secret. */
function describeMcpServer(server) {
    if (!(0,is_record/* isRecord */.u)(server))
        return server;
    const rest = Object.entries(server).filter(([key]) => key !== 'authorization_token');
    return { mcp_server: Object.fromEntries(rest) };
}
/**
 * `output_config.effort` is Anthropic's effort setting; the rest of `output_config` (the answer's
 * format) shapes the answer.
 */
function readOutputConfig(body) {
    if (!(0,is_record/* isRecord */.u)(body.output_config))
        return { effort: undefined, rest: undefined };
    const { effort, ...rest } = body.output_config;
    return {
        effort: messages_request_readString(effort),
        rest: Object.keys(rest).length > 0 ? rest : undefined,
    };
}
/**
 * Fields that constrain the answer, as sent: the tool choice, the extended-thinking configuration
 * (`{type: 'enabled', budget_tokens}`, `adaptive`, `disabled`), stop sequences, structured output,
 * and context management (which clears old tool results from what the model sees).
 */
function answerControlsOf(body, outputConfig) {
    const controls = {
        tool_choice: body.tool_choice,
        thinking: body.thinking,
        stop_sequences: body.stop_sequences,
        output_format: body.output_format,
        output_config: outputConfig,
        context_management: body.context_management,
    };
    return Object.fromEntries(Object.entries(controls).filter(([, value]) => value !== undefined && value !== null));
}
/**
 * The fingerprint of a Messages call. The model name and effort are configuration, not noise, so
 * they are not normalized (a snapshot date in a model name must stay distinct).
 */
function fingerprintMessages(call, normalize) {
    const body = (0,is_record/* isRecord */.u)(call.body) ? call.body : {};
    const tools = Array.isArray(body.tools) ? body.tools.map(withoutCacheControl) : [];
    const mcpServers = Array.isArray(body.mcp_servers) ? body.mcp_servers : [];
    const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeValue */.tA)(value, normalize));
    const outputConfig = readOutputConfig(body);
    return {
        endpoint: 'messages',
        model: messages_request_readString(body.model) ?? call.routeModel ?? null,
        instructions: body.system === undefined || body.system === null
            ? null
            : (0,provider_normalize/* normalizeValue */.tA)(stripSystem(body.system), normalize),
        messages: Array.isArray(body.messages)
            ? normalizeAll(orderToolResults(body.messages).map(stripMessage))
            : [],
        tools: normalizeAll(tools.filter(isCustomTool)),
        outputLimit: messages_request_readNumber(body.max_tokens) ?? null,
        nativeTools: normalizeAll([
            ...tools.filter((tool) => !isCustomTool(tool)),
            ...mcpServers.map(describeMcpServer),
        ]),
        reasoningEffort: outputConfig.effort ?? null,
        answerControls: (0,provider_normalize/* normalizeValue */.tA)(answerControlsOf(body, outputConfig.rest), normalize),
    };
}
/** Why a body is not a Messages request, or undefined. */
function validateMessagesRequest(body) {
    return Array.isArray(body.messages) ? undefined : 'a Messages request needs a messages array';
}
/** Number of conversation entries: `messages`. */
function countMessages(body) {
    return Array.isArray(body.messages) ? body.messages.length : 0;
}
/**
 * A `count_tokens` answer without asking anyone: about four characters a token over the canonical
 * JSON of what the model would read (system, messages, tools), so the same request always counts
 * the same. Agents use it to decide when to compact, not to bill.
 */
function countTokens(body) {
    const read = (0,canonical_json/* canonicalJson */.d)({ system: body.system, messages: body.messages, tools: body.tools });
    return { input_tokens: Math.ceil(read.length / 4) };
}
//# sourceMappingURL=messages-request.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/messages-wire.js
/**
 * Reading Anthropic Messages bodies: the assistant's answer in a `message` object (text, `tool_use`
 * blocks, stop reason, usage). Upstream JSON is read leniently, as `chat-completion.ts` reads its
 * own: a field of the wrong type counts as absent instead of throwing, because these functions see
 * whatever a Messages-compatible server sent.
 */



const messages_wire_WireUsageSchema = schemas/* looseObject */._H3({
    input_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    output_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    cache_read_input_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    cache_creation_input_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
});
/** The fields of a content block this module reads; every other field is passed on as sent. */
const WireBlockSchema = schemas/* looseObject */._H3({
    type: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    text: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    id: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    name: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    input: (0,lenient/* lenient */.W)(schemas/* unknown */.L5J()),
});
const WireMessageSchema = schemas/* looseObject */._H3({
    content: (0,lenient/* lenient */.W)(schemas/* array */.YOg(schemas/* unknown */.L5J())),
    stop_reason: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    usage: (0,lenient/* lenient */.W)(schemas/* unknown */.L5J()),
});
/**
 * Token usage from a Messages `usage` object; undefined unless both counts are there.
 *
 * Anthropic's `input_tokens` counts only the input after the last cache breakpoint: tokens read
 * from the cache (`cache_read_input_tokens`) and tokens written to it
 * (`cache_creation_input_tokens`) are counted apart. `Usage.inputTokens` is the whole input the
 * model read, as OpenAI's `prompt_tokens` is, so it is the sum of the three, and
 * `cachedInputTokens` is the cache reads alone. Cache writes are part of the total and are reported
 * nowhere else.
 */
function messages_wire_readUsage(usage) {
    const parsed = messages_wire_WireUsageSchema.safeParse(usage);
    if (!parsed.success)
        return undefined;
    const { input_tokens, output_tokens, cache_read_input_tokens, cache_creation_input_tokens } = parsed.data;
    if (input_tokens === undefined || output_tokens === undefined)
        return undefined;
    const inputTokens = input_tokens + (cache_read_input_tokens ?? 0) + (cache_creation_input_tokens ?? 0);
    return cache_read_input_tokens === undefined
        ? { inputTokens, outputTokens: output_tokens }
        : { inputTokens, outputTokens: output_tokens, cachedInputTokens: cache_read_input_tokens };
}
/** The content blocks of a message that read as objects, in order; anything else is skipped. */
function readBlocks(content) {
    return (content ?? []).filter(is_record/* isRecord */.u);
}
/**
 * The tool calls the agent must run: `tool_use` blocks only. Server tools (`server_tool_use`,
 * web search) are run by the provider and answered in the same message, so they are not the
 * agent's. `argumentsOf` gives the arguments string of a block (a stream keeps its raw JSON).
 */
function toolCallsOf(blocks, argumentsOf) {
    const calls = [];
    blocks.forEach((raw, position) => {
        const block = WireBlockSchema.parse(raw);
        if (block.type !== 'tool_use')
            return;
        calls.push({
            id: block.id ?? '',
            name: block.name ?? '',
            arguments: argumentsOf(raw, position),
        });
    });
    return calls;
}
/** A block's `input` as the arguments string a transcript keeps; `{}` when there is none. */
function stringifyInput(block) {
    const input = WireBlockSchema.parse(block).input;
    return JSON.stringify(input === undefined ? {} : input) ?? '{}';
}
/**
 * The text of a message: its `text` blocks joined with nothing between them (Anthropic splits a
 * text into several blocks around citations), or null when it has none. Thinking is not the answer.
 */
function textOf(blocks) {
    const texts = blocks
        .map((raw) => WireBlockSchema.parse(raw))
        .filter((block) => block.type === 'text')
        .map((block) => block.text ?? '');
    return texts.length === 0 ? null : texts.join('');
}
/** The assistant's answer in a message, with the arguments of each tool call given by `argumentsOf`. */
function assembleMessage(body, argumentsOf = stringifyInput) {
    const parsed = WireMessageSchema.safeParse(body);
    const message = parsed.success ? parsed.data : {};
    const blocks = readBlocks(message.content);
    const assembled = {
        content: textOf(blocks),
        toolCalls: toolCallsOf(blocks, argumentsOf),
        finishReason: message.stop_reason ?? null,
    };
    const usage = messages_wire_readUsage(message.usage);
    return usage === undefined ? assembled : { ...assembled, usage };
}
//# sourceMappingURL=messages-wire.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/messages-stream.js



/** Block types whose `input` streams as `input_json_delta` fragments. */
const STREAMED_INPUT_TYPES = new Set(['tool_use', 'server_tool_use', 'mcp_tool_use']);
/** Fields of the message that only `message_delta` sets; `message_start` carries them as null. */
const DELTA_FIELDS = ['stop_reason', 'stop_sequence', 'stop_details', 'container'];
/** The payload as an event object with a string `type`, or undefined. */
function readEvent(payload) {
    const parsed = (0,parse_json/* parseJson */.q)(payload);
    if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
        return undefined;
    const event = parsed.value;
    return typeof event.type === 'string'
        ? event
        : undefined;
}
const readIndex = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
/** The message being rebuilt, one event at a time. */
class StreamAccumulator {
    head;
    blocks = [];
    inputs = new Map();
    deltaFields = {};
    usage;
    add(event) {
        switch (event.type) {
            case 'message_start':
                // The SDK refuses a second message in one stream; the first one is the answer.
                if (this.head === undefined && (0,is_record/* isRecord */.u)(event.message)) {
                    this.head = event.message;
                    if ((0,is_record/* isRecord */.u)(event.message.usage))
                        this.usage = { ...event.message.usage };
                }
                return;
            case 'content_block_start':
                if ((0,is_record/* isRecord */.u)(event.content_block)) {
                    this.blocks[readIndex(event.index) ?? this.blocks.length] = { ...event.content_block };
                }
                return;
            case 'content_block_delta':
                if ((0,is_record/* isRecord */.u)(event.delta))
                    this.addDelta(readIndex(event.index) ?? this.blocks.length - 1, event.delta);
                return;
            case 'message_delta':
                // Spread, not `Object.assign`: a `__proto__` key from the wire stays an ordinary field.
                if ((0,is_record/* isRecord */.u)(event.delta))
                    this.deltaFields = { ...this.deltaFields, ...event.delta };
                // Usage counters in `message_delta` are totals for the whole message: they replace, never add.
                if ((0,is_record/* isRecord */.u)(event.usage)) {
                    const present = Object.entries(event.usage).filter(([, value]) => value !== null);
                    this.usage = { ...this.usage, ...Object.fromEntries(present) };
                }
                return;
            default:
                // `content_block_stop`, `message_stop`, `ping` and event types added later carry no content.
                return;
        }
    }
    addDelta(index, delta) {
        const block = this.blocks[index];
        if (block === undefined)
            return;
        const appended = (field, more) => (typeof block[field] === 'string' ? block[field] : '') +
            (typeof more === 'string' ? more : '');
        switch (delta.type) {
            case 'text_delta':
                block.text = appended('text', delta.text);
                return;
            case 'thinking_delta':
                block.thinking = appended('thinking', delta.thinking);
                return;
            case 'signature_delta':
                // The signature arrives whole, once, at the end of a thinking block.
                if (typeof delta.signature === 'string')
                    block.signature = delta.signature;
                return;
            case 'citations_delta':
                block.citations = [
                    ...(Array.isArray(block.citations) ? block.citations : []),
                    delta.citation,
                ];
                return;
            case 'input_json_delta':
                this.inputs.set(index, (this.inputs.get(index) ?? '') +
                    (typeof delta.partial_json === 'string' ? delta.partial_json : ''));
                return;
            default:
                return;
        }
    }
    result() {
        const content = [];
        const rawInputs = new Map();
        this.blocks.forEach((block, index) => {
            if (block === undefined)
                return;
            const raw = this.inputs.get(index);
            if (raw !== undefined && raw !== '' && STREAMED_INPUT_TYPES.has(block.type)) {
                rawInputs.set(content.length, raw);
                const parsed = (0,parse_json/* parseJson */.q)(raw);
                // Unparseable input keeps what `content_block_start` said; the transcript keeps the raw text.
                if (parsed.ok)
                    block.input = parsed.value;
            }
            content.push(block);
        });
        const message = {
            ...(this.head ?? { type: 'message', role: 'assistant' }),
            content,
            ...this.deltaFields,
        };
        if (this.usage !== undefined)
            message.usage = this.usage;
        return { message, rawInputs };
    }
}
function accumulate(events) {
    const accumulator = new StreamAccumulator();
    for (const payload of events) {
        const event = readEvent(payload);
        if (event !== undefined)
            accumulator.add(event);
    }
    return accumulator.result();
}
/** The message equivalent to a stream: what a non-streamed call would have answered. */
function messages_stream_jsonFromEvents(events) {
    return accumulate(events).message;
}
/**
 * The answer a stream carried. Tool-call arguments are the `input_json_delta` fragments exactly as
 * they were sent, concatenated (`{}` for a tool called without any).
 */
function assembleEvents(events) {
    const { message, rawInputs } = accumulate(events);
    return assembleMessage(message, (block, position) => rawInputs.get(position) ?? stringifyInput(block));
}
/** The events that stream one content block, at position `index`. */
function blockEvents(raw, index) {
    const block = WireBlockSchema.parse(raw);
    const deltas = [];
    let start = raw;
    if (block.type === 'text') {
        start = { ...raw, text: '' };
        if (Array.isArray(raw.citations) && raw.citations.length > 0) {
            start.citations = [];
            for (const citation of raw.citations)
                deltas.push({ type: 'citations_delta', citation });
        }
        if (block.text !== undefined && block.text !== '')
            deltas.push({ type: 'text_delta', text: block.text });
    }
    else if (block.type === 'thinking') {
        start = { ...raw, thinking: '' };
        if (typeof raw.thinking === 'string' && raw.thinking !== '') {
            deltas.push({ type: 'thinking_delta', thinking: raw.thinking });
        }
        if (typeof raw.signature === 'string') {
            start.signature = '';
            if (raw.signature !== '')
                deltas.push({ type: 'signature_delta', signature: raw.signature });
        }
    }
    else if (block.type !== undefined && STREAMED_INPUT_TYPES.has(block.type)) {
        start = { ...raw, input: {} };
        deltas.push({ type: 'input_json_delta', partial_json: stringifyInput(raw) });
    }
    // Any other block (redacted_thinking, web_search_tool_result…) arrives whole in its start event.
    return [
        { type: 'content_block_start', index, content_block: start },
        ...deltas.map((delta) => ({ type: 'content_block_delta', index, delta })),
        { type: 'content_block_stop', index },
    ];
}
/**
 * The stream the API would have sent for this message: `message_start` with the message emptied
 * (no content, no stop reason, output tokens 0), each block streamed whole in one delta,
 * `message_delta` with the stop fields and the usage totals, `message_stop`. Odd bodies are read
 * as `assembleJson` reads them.
 */
function messages_stream_eventsFromJson(body) {
    const message = (0,is_record/* isRecord */.u)(body) ? body : {};
    const content = Array.isArray(message.content) ? message.content.filter(is_record/* isRecord */.u) : [];
    const head = { ...message, content: [] };
    const delta = {};
    for (const field of DELTA_FIELDS) {
        if (field === 'stop_reason' || field === 'stop_sequence' || field in message) {
            delta[field] = message[field] ?? null;
            head[field] = null;
        }
    }
    const usage = (0,is_record/* isRecord */.u)(message.usage) ? message.usage : undefined;
    // A client that adds `message_start`'s output tokens to `message_delta`'s must not count them twice.
    if (usage !== undefined)
        head.usage = { ...usage, output_tokens: 0 };
    const events = [
        { type: 'message_start', message: head },
        ...content.flatMap((block, index) => blockEvents(block, index)),
        { type: 'message_delta', delta, ...(usage === undefined ? {} : { usage }) },
        { type: 'message_stop' },
    ];
    return events.map((event) => JSON.stringify(event));
}
/**
 * The first payload a well-behaved server would not have sent: not JSON, not an event object, an
 * `error` event (the API's way to fail mid-stream, e.g. `overloaded_error`), a second message, or
 * anything after `message_stop`. Each payload is judged on its own and by what came before it, never
 * by what a list lacks: the live provider checks a stream one event at a time as it arrives.
 */
function messages_stream_findMalformedEvent(events) {
    let started = false;
    let stopped = false;
    for (const [index, payload] of events.entries()) {
        if (stopped)
            return { index, reason: 'follows message_stop' };
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok)
            return { index, reason: `is not JSON (${parsed.error})` };
        if (!(0,is_record/* isRecord */.u)(parsed.value))
            return { index, reason: 'is not a JSON object' };
        const type = parsed.value.type;
        if (typeof type !== 'string')
            return { index, reason: 'has no event type' };
        if (type === 'error') {
            return { index, reason: `is an error: ${describeError(parsed.value.error)}` };
        }
        if (type === 'message_start') {
            if (started)
                return { index, reason: 'starts a second message' };
            started = true;
        }
        if (type === 'message_stop')
            stopped = true;
    }
    return undefined;
}
function describeError(error) {
    if (!(0,is_record/* isRecord */.u)(error))
        return JSON.stringify(error) ?? 'no details';
    const kind = typeof error.type === 'string' ? `${error.type}: ` : '';
    return typeof error.message === 'string'
        ? `${kind}${error.message}`
        : `${kind}${JSON.stringify(error)}`;
}
/** Whether a payload ends the answer: `message_stop`. */
function messages_stream_isFinalEvent(data) {
    return readEvent(data)?.type === 'message_stop';
}
/** The payload's `type`, which Messages servers also send as the SSE `event:` name. */
function eventNameOf(data) {
    return readEvent(data)?.type;
}
//# sourceMappingURL=messages-stream.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/messages.js
/**
 * The Anthropic Messages protocol (SPEC §4): `POST /v1/messages`, streamed when the body says
 * `stream: true`, and `POST /v1/messages/count_tokens`, both also with `?beta=true` (the SDK's beta
 * client and Claude Code use it). Streams are named events (`event: message_start`) whose name is
 * the payload's `type`. Reading bodies, streams and requests lives in the `messages-*` modules.
 */




/** The API version sent upstream when the agent named none (the only one the API has published). */
const DEFAULT_API_VERSION = '2023-06-01';
/** The error types Anthropic's clients know, for an error raised without one. */
function errorTypeOf(status) {
    const byStatus = {
        400: 'invalid_request_error',
        401: 'authentication_error',
        403: 'permission_error',
        404: 'not_found_error',
        413: 'request_too_large',
        429: 'rate_limit_error',
        529: 'overloaded_error',
    };
    return byStatus[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}
/**
 * A script's tool-call id (`call_<n>`, numbered across the run) as a Messages `tool_use` id:
 * `toolu_scripted_<n>`. Anything else keeps only the characters the API accepts in an id.
 */
function toolUseIdOf(toolCallId) {
    const number = /^call_(\d+)$/.exec(toolCallId)?.[1];
    return `toolu_scripted_${number ?? toolCallId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
/** A tool call's arguments as the `input` object of a `tool_use` block. */
function inputOf(argumentsText) {
    try {
        return JSON.parse(argumentsText);
    }
    catch {
        return {};
    }
}
function renderScripted(answer) {
    const content = [];
    // The API never answers an empty text block, and refuses one sent back in the history.
    if (answer.content !== null && answer.content !== '') {
        content.push({ type: 'text', text: answer.content });
    }
    for (const toolCall of answer.toolCalls) {
        content.push({
            type: 'tool_use',
            id: toolUseIdOf(toolCall.id),
            name: toolCall.name,
            input: inputOf(toolCall.arguments),
        });
    }
    return {
        id: `msg_scripted_${answer.call}`,
        type: 'message',
        role: 'assistant',
        model: answer.model,
        content,
        stop_reason: answer.toolCalls.length > 0 ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: {
            input_tokens: answer.usage.inputTokens,
            output_tokens: answer.usage.outputTokens,
            cache_read_input_tokens: 0,
            cache_creation_input_tokens: 0,
        },
    };
}
/**
 * The live request: the agent's body as sent, Verdict's key, and the agent's `anthropic-version`
 * and `anthropic-beta`, which change the answer's shape. `?beta=true` is not forwarded: it only
 * marks the SDK's beta client, the beta features themselves are named by `anthropic-beta`. A base
 * URL is the API's root (`ANTHROPIC_BASE_URL` convention); one that already ends in `/v1` is
 * accepted too.
 */
function upstreamRequest(baseUrl, apiKey, call) {
    const root = baseUrl.replace(/\/+$/, '');
    const headers = {
        'content-type': 'application/json',
        'x-api-key': apiKey,
        'anthropic-version': call.headers?.['anthropic-version'] ?? DEFAULT_API_VERSION,
    };
    const beta = call.headers?.['anthropic-beta'];
    if (beta !== undefined)
        headers['anthropic-beta'] = beta;
    return {
        url: root.endsWith('/v1') ? `${root}/messages` : `${root}/v1/messages`,
        headers,
        body: JSON.stringify(call.body),
    };
}
const messagesProtocol = {
    id: 'messages',
    upstream: 'anthropic',
    forwardedHeaders: ['anthropic-version', 'anthropic-beta'],
    matchRoute(method, pathname) {
        if (method !== 'POST')
            return undefined;
        if (pathname === '/v1/messages')
            return { kind: 'model' };
        if (pathname === '/v1/messages/count_tokens')
            return { kind: 'count_tokens' };
        return undefined;
    },
    validateRequest: validateMessagesRequest,
    isStream: (body) => body.stream === true,
    fingerprint: fingerprintMessages,
    conversationLength: countMessages,
    assembleJson: (body) => assembleMessage(body),
    assembleEvents: assembleEvents,
    eventsFromJson: (body) => messages_stream_eventsFromJson(body),
    jsonFromEvents: messages_stream_jsonFromEvents,
    formatEvent(data) {
        const event = eventNameOf(data);
        return (0,sse/* formatSseEvent */.dE)(event === undefined ? { data } : { event, data });
    },
    findMalformedEvent: messages_stream_findMalformedEvent,
    isFinalEvent: messages_stream_isFinalEvent,
    renderScripted,
    countTokens: countTokens,
    errorBody: (status, type, message) => ({
        type: 'error',
        error: { type: type === '' ? errorTypeOf(status) : type, message },
    }),
    upstreamRequest,
    // 529 is Anthropic's `overloaded_error`; the plumbing already retries 429 and every 5xx.
    isTransientStatus: (status) => status === 529,
};
//# sourceMappingURL=messages.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-accumulate.js
/**
 * A Responses event stream read back into the `response` body it stands for: what replay answers an
 * agent that does not stream with a recording that did, and what the transcript assembles.
 *
 * The final event (`response.completed`, `.incomplete`, `.failed`) carries the whole response, and
 * its output is taken as the server's own word. Some compatible servers (and Codex's test fixtures)
 * send a final response with no output and deliver the items only as `response.output_item.done`,
 * and a cut stream has no final event at all; the output is then rebuilt from the items, parts and
 * deltas seen. Read leniently: a delta for an item or part that was never announced creates it, and
 * payloads that are not JSON objects are skipped (see `findMalformedEvent`).
 */


const LIFECYCLE_EVENTS = new Set([
    'response.created',
    'response.queued',
    'response.in_progress',
    'response.completed',
    'response.incomplete',
    'response.failed',
]);
const indexOf = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
const stringOf = (value) => (typeof value === 'string' ? value : '');
/** A deep copy, so that later deltas never write into an earlier event's objects. */
const copyOf = (value) => structuredClone(value);
/**
 * The string `target[field]` after a `*.delta` or `*.done` event of `type`: a delta appends its
 * `delta` to what is there, and the done event carries the whole value under the same name.
 */
function applyTextEvent(target, field, type, event) {
    target[field] = type.endsWith('.delta')
        ? stringOf(target[field]) + stringOf(event.delta)
        : stringOf(event[field]);
}
class OutputBuilder {
    items = new Map();
    base;
    /** Applies one event; returns nothing, the state is read with `response()`. */
    apply(event) {
        const type = stringOf(event.type);
        if (LIFECYCLE_EVENTS.has(type)) {
            if ((0,is_record/* isRecord */.u)(event.response))
                this.base = copyOf(event.response);
            return;
        }
        if (type === 'response.output_item.added' || type === 'response.output_item.done') {
            if ((0,is_record/* isRecord */.u)(event.item))
                this.putItem(event, copyOf(event.item));
            return;
        }
        this.applyDelta(type, event);
    }
    response() {
        const base = this.base ?? { object: 'response' };
        const finalOutput = Array.isArray(base.output) ? base.output : [];
        const rebuilt = [...this.items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
        return { ...base, output: finalOutput.length > 0 ? finalOutput : rebuilt };
    }
    putItem(event, item) {
        const index = indexOf(event.output_index) ?? this.indexOfId(item.id) ?? this.nextIndex();
        this.items.set(index, item);
    }
    indexOfId(id) {
        if (typeof id !== 'string')
            return undefined;
        for (const [index, item] of this.items)
            if (item.id === id)
                return index;
        return undefined;
    }
    nextIndex() {
        return Math.max(-1, ...this.items.keys()) + 1;
    }
    /** The item a delta is for, created with `fallback`'s shape when the stream never announced it. */
    itemFor(event, fallback) {
        const index = indexOf(event.output_index) ?? this.indexOfId(event.item_id) ?? this.nextIndex();
        const existing = this.items.get(index);
        if (existing !== undefined)
            return existing;
        const created = {
            ...(typeof event.item_id === 'string' ? { id: event.item_id } : {}),
            ...fallback,
        };
        this.items.set(index, created);
        return created;
    }
    /** Entry `index` of the array `item[field]`, created (and the array too) when missing. */
    entryOf(item, field, index, fallback) {
        if (!Array.isArray(item[field]))
            item[field] = [];
        const list = item[field];
        const at = indexOf(index) ?? Math.max(0, list.length - 1);
        const existing = list[at];
        if ((0,is_record/* isRecord */.u)(existing))
            return existing;
        list[at] = { ...fallback };
        return list[at];
    }
    applyDelta(type, event) {
        const message = { type: 'message', role: 'assistant', content: [] };
        const outputText = { type: 'output_text', text: '', annotations: [] };
        switch (type) {
            case 'response.content_part.added':
            case 'response.content_part.done': {
                const item = this.itemFor(event, message);
                if (!(0,is_record/* isRecord */.u)(event.part))
                    return;
                if (!Array.isArray(item.content))
                    item.content = [];
                const list = item.content;
                list[indexOf(event.content_index) ?? list.length] = copyOf(event.part);
                return;
            }
            case 'response.output_text.delta':
            case 'response.output_text.done': {
                const item = this.itemFor(event, message);
                const part = this.entryOf(item, 'content', event.content_index, outputText);
                applyTextEvent(part, 'text', type, event);
                return;
            }
            case 'response.refusal.delta':
            case 'response.refusal.done': {
                const item = this.itemFor(event, message);
                const part = this.entryOf(item, 'content', event.content_index, {
                    type: 'refusal',
                    refusal: '',
                });
                applyTextEvent(part, 'refusal', type, event);
                return;
            }
            case 'response.function_call_arguments.delta':
            case 'response.function_call_arguments.done': {
                const item = this.itemFor(event, {
                    type: 'function_call',
                    call_id: '',
                    name: '',
                    arguments: '',
                });
                applyTextEvent(item, 'arguments', type, event);
                return;
            }
            case 'response.custom_tool_call_input.delta':
            case 'response.custom_tool_call_input.done': {
                const item = this.itemFor(event, {
                    type: 'custom_tool_call',
                    call_id: '',
                    name: '',
                    input: '',
                });
                applyTextEvent(item, 'input', type, event);
                return;
            }
            case 'response.reasoning_summary_part.added':
            case 'response.reasoning_summary_part.done': {
                const item = this.itemFor(event, { type: 'reasoning', summary: [] });
                if (!(0,is_record/* isRecord */.u)(event.part))
                    return;
                if (!Array.isArray(item.summary))
                    item.summary = [];
                const list = item.summary;
                list[indexOf(event.summary_index) ?? list.length] = copyOf(event.part);
                return;
            }
            case 'response.reasoning_summary_text.delta':
            case 'response.reasoning_summary_text.done': {
                const item = this.itemFor(event, { type: 'reasoning', summary: [] });
                const part = this.entryOf(item, 'summary', event.summary_index, {
                    type: 'summary_text',
                    text: '',
                });
                applyTextEvent(part, 'text', type, event);
                return;
            }
            default:
            // Other events (`error`, `keepalive`, built-in tool progress) change no output item.
        }
    }
}
/** The `response` body equivalent to a stream of `response.*` payloads. */
function responseFromEvents(events) {
    const builder = new OutputBuilder();
    for (const payload of events) {
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (parsed.ok && (0,is_record/* isRecord */.u)(parsed.value))
            builder.apply(parsed.value);
    }
    return builder.response();
}
//# sourceMappingURL=responses-accumulate.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-events.js
/**
 * A Responses `response` body as the `response.*` event stream a server sends for it, so that a
 * recording made without streaming can answer an agent that streams (and scripted answers can be
 * streamed). The order is the one the official SDK's accumulator and Codex CLI read: created,
 * in_progress, then per output item `output_item.added`, its parts and deltas, `output_item.done`,
 * and a final `response.completed` (`.incomplete`, `.failed`) carrying the whole body. Every event
 * has its `sequence_number`, counted from 0.
 */

/** Collects the events of one stream, numbering them in order. */
class EventList {
    payloads = [];
    push(type, fields) {
        this.payloads.push(JSON.stringify({ type, ...fields, sequence_number: this.payloads.length }));
    }
}
const stringOr = (value, fallback) => typeof value === 'string' ? value : fallback;
/** Where the deltas of one output item go: its id (made up from its index when it has none). */
function itemAddress(item, outputIndex) {
    return { item_id: stringOr(item.id, `item_${outputIndex}`), output_index: outputIndex };
}
function pushMessageItem(events, item, outputIndex) {
    const address = itemAddress(item, outputIndex);
    const parts = Array.isArray(item.content) ? item.content : [];
    events.push('response.output_item.added', {
        output_index: outputIndex,
        item: { ...item, ...(item.status === undefined ? {} : { status: 'in_progress' }), content: [] },
    });
    parts.forEach((part, contentIndex) => {
        const at = { ...address, content_index: contentIndex };
        if ((0,is_record/* isRecord */.u)(part) && part.type === 'output_text') {
            const text = stringOr(part.text, '');
            events.push('response.content_part.added', { ...at, part: { ...part, text: '' } });
            if (text !== '')
                events.push('response.output_text.delta', { ...at, delta: text, logprobs: [] });
            events.push('response.output_text.done', { ...at, text, logprobs: [] });
        }
        else if ((0,is_record/* isRecord */.u)(part) && part.type === 'refusal') {
            const refusal = stringOr(part.refusal, '');
            events.push('response.content_part.added', { ...at, part: { ...part, refusal: '' } });
            if (refusal !== '')
                events.push('response.refusal.delta', { ...at, delta: refusal });
            events.push('response.refusal.done', { ...at, refusal });
        }
        else {
            events.push('response.content_part.added', { ...at, part });
        }
        events.push('response.content_part.done', { ...at, part });
    });
}
/** A tool call's `arguments` (function) or `input` (custom) streamed as one delta, then done. */
function pushToolCallItem(events, item, outputIndex, field, eventPrefix) {
    const address = itemAddress(item, outputIndex);
    const value = stringOr(item[field], '');
    events.push('response.output_item.added', {
        output_index: outputIndex,
        item: { ...item, ...(item.status === undefined ? {} : { status: 'in_progress' }), [field]: '' },
    });
    if (value !== '')
        events.push(`${eventPrefix}.delta`, { ...address, delta: value });
    const done = field === 'arguments' ? { arguments: value, name: item.name } : { input: value };
    events.push(`${eventPrefix}.done`, { ...address, ...done });
}
function pushReasoningItem(events, item, outputIndex) {
    const address = itemAddress(item, outputIndex);
    const summary = Array.isArray(item.summary) ? item.summary : [];
    events.push('response.output_item.added', {
        output_index: outputIndex,
        item: { ...item, summary: [] },
    });
    summary.forEach((part, summaryIndex) => {
        const at = { ...address, summary_index: summaryIndex };
        const text = (0,is_record/* isRecord */.u)(part) ? stringOr(part.text, '') : '';
        const emptyPart = (0,is_record/* isRecord */.u)(part) ? { ...part, text: '' } : part;
        events.push('response.reasoning_summary_part.added', { ...at, part: emptyPart });
        if (text !== '')
            events.push('response.reasoning_summary_text.delta', { ...at, delta: text });
        events.push('response.reasoning_summary_text.done', { ...at, text });
        events.push('response.reasoning_summary_part.done', { ...at, part });
    });
}
function pushOutputItem(events, item, outputIndex) {
    if (!(0,is_record/* isRecord */.u)(item))
        return;
    if (item.type === 'message')
        pushMessageItem(events, item, outputIndex);
    else if (item.type === 'function_call') {
        pushToolCallItem(events, item, outputIndex, 'arguments', 'response.function_call_arguments');
    }
    else if (item.type === 'custom_tool_call') {
        pushToolCallItem(events, item, outputIndex, 'input', 'response.custom_tool_call_input');
    }
    else if (item.type === 'reasoning')
        pushReasoningItem(events, item, outputIndex);
    // Items with no deltas of their own (web search, local shell…) arrive whole.
    else
        events.push('response.output_item.added', { output_index: outputIndex, item });
    events.push('response.output_item.done', { output_index: outputIndex, item });
}
/** The event a body's status ends its stream with. */
function finalEventType(status) {
    if (status === 'incomplete')
        return 'response.incomplete';
    if (status === 'failed')
        return 'response.failed';
    return 'response.completed';
}
/**
 * The stream a server would have sent for this body. An error body (`{error: {...}}` with no
 * output) becomes the one `error` event a server sends instead of a response.
 */
function eventsFromResponse(body) {
    const response = (0,is_record/* isRecord */.u)(body) ? body : {};
    const events = new EventList();
    if ((0,is_record/* isRecord */.u)(response.error) && !Array.isArray(response.output)) {
        const { message, code, param } = response.error;
        events.push('error', {
            code: typeof code === 'string' ? code : null,
            message: stringOr(message, ''),
            param: typeof param === 'string' ? param : null,
        });
        return events.payloads;
    }
    const inProgress = { ...response, status: 'in_progress', output: [], usage: null };
    if ('completed_at' in response)
        inProgress.completed_at = null;
    events.push('response.created', { response: inProgress });
    events.push('response.in_progress', { response: inProgress });
    const output = Array.isArray(response.output) ? response.output : [];
    output.forEach((item, outputIndex) => pushOutputItem(events, item, outputIndex));
    events.push(finalEventType(response.status), { response });
    return events.payloads;
}
//# sourceMappingURL=responses-events.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-fingerprint.js
/**
 * The fingerprint of a Responses request (SPEC §4): what the harness asked, in the fields that change
 * what the model would answer.
 *
 * Left out as noise: `prompt_cache_key`, `client_metadata`, `metadata`, `user`, `safety_identifier`
 * (Codex puts its thread and session ids there), `store`, `stream`, `stream_options`,
 * `service_tier` and `background` (how and where the answer is served, not what it says), sampling
 * parameters as for Chat Completions, and the `id` of every input item: `msg_…`, `fc_…`, `rs_…` are
 * generated by the server per answer, while the `call_id` a `function_call_output` answers stays,
 * since scripted mode and replay keep it deterministic. `previous_response_id` names a generated
 * response id too; it is replaced by the number of the call of this run that answered with it.
 */


/**
 * Request fields, besides the conversation and the tools, that constrain or change the answer: the
 * tool choice, the output format and verbosity (`text`), extra output the answer must carry
 * (`include`, e.g. `reasoning.encrypted_content`), the context policy (`truncation`), limits on
 * built-in tool calls, and a stored prompt template.
 */
const ANSWER_CONTROLS = [
    'tool_choice',
    'parallel_tool_calls',
    'text',
    'include',
    'truncation',
    'max_tool_calls',
    'prompt',
];
const responses_fingerprint_readNumber = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const responses_fingerprint_readString = (value) => typeof value === 'string' ? value : undefined;
/** Responses function tools are flat: `{type: "function", name, description, parameters, strict}`. */
const isFunctionTool = (tool) => (0,is_record/* isRecord */.u)(tool) && tool.type === 'function';
const withoutKey = (record, key) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
/**
 * The conversation as entries. A string `input` stays one entry as sent: the API reads it as a user
 * message, but whether that is the same request as the item list spelling it out is the server's
 * business, and a harness that changes spelling should see it.
 */
function inputEntries(input) {
    if (Array.isArray(input))
        return input;
    return input === undefined || input === null ? [] : [input];
}
/** An input item without its generated `id`; an `item_reference`'s id is its content, so it stays. */
function withoutGeneratedId(item) {
    if (!(0,is_record/* isRecord */.u)(item) || item.type === 'item_reference')
        return item;
    return withoutKey(item, 'id');
}
/** `reasoning` apart from its effort (which has its own field): `summary` changes the output. */
function reasoningControls(reasoning) {
    if (!(0,is_record/* isRecord */.u)(reasoning))
        return undefined;
    const rest = withoutKey(reasoning, 'effort');
    return Object.keys(rest).length > 0 ? rest : undefined;
}
function previousResponseOf(call, normalize) {
    const id = responses_fingerprint_readString(call.body.previous_response_id);
    if (id === undefined)
        return undefined;
    const number = call.callOfResponse?.(id);
    return number === undefined ? normalize(id) : `<call ${number}>`;
}
function responses_fingerprint_answerControlsOf(call, normalize) {
    const body = call.body;
    const controls = {};
    for (const key of ANSWER_CONTROLS) {
        if (body[key] !== undefined)
            controls[key] = (0,provider_normalize/* normalizeValue */.tA)(body[key], normalize);
    }
    const reasoning = reasoningControls(body.reasoning);
    if (reasoning !== undefined)
        controls.reasoning = (0,provider_normalize/* normalizeValue */.tA)(reasoning, normalize);
    const previous = previousResponseOf(call, normalize);
    if (previous !== undefined)
        controls.previous_response_id = previous;
    return controls;
}
/**
 * Reads the body whatever its shape (the agent is not ours to trust): a field of the wrong type
 * counts as absent. The model and the reasoning effort are configuration, not noise, and are not
 * normalized (a dated model snapshot must stay distinct under the `dates` preset).
 */
function fingerprintResponsesCall(call, normalize) {
    const body = (0,is_record/* isRecord */.u)(call.body) ? call.body : {};
    const tools = Array.isArray(body.tools) ? body.tools : [];
    const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeValue */.tA)(value, normalize));
    return {
        endpoint: 'responses',
        model: responses_fingerprint_readString(body.model) ?? call.routeModel ?? null,
        instructions: body.instructions === undefined || body.instructions === null
            ? null
            : (0,provider_normalize/* normalizeValue */.tA)(body.instructions, normalize),
        messages: normalizeAll(inputEntries(body.input).map(withoutGeneratedId)),
        tools: normalizeAll(tools.filter(isFunctionTool)),
        outputLimit: responses_fingerprint_readNumber(body.max_output_tokens) ?? null,
        nativeTools: normalizeAll(tools.filter((tool) => !isFunctionTool(tool))),
        reasoningEffort: (0,is_record/* isRecord */.u)(body.reasoning) ? (responses_fingerprint_readString(body.reasoning.effort) ?? null) : null,
        answerControls: responses_fingerprint_answerControlsOf({ ...call, body }, normalize),
    };
}
//# sourceMappingURL=responses-fingerprint.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-scripted.js

/** Names of the freeform tools the agent declared (`{type: "custom", name}`, Codex's `apply_patch`). */
function customToolNames(tools) {
    const names = new Set();
    if (!Array.isArray(tools))
        return names;
    for (const tool of tools) {
        if ((0,is_record/* isRecord */.u)(tool) && tool.type === 'custom' && typeof tool.name === 'string')
            names.add(tool.name);
    }
    return names;
}
function toolCallItem(toolCall, customTools) {
    if (customTools.has(toolCall.name)) {
        return {
            id: `ctc_scripted_${toolCall.id}`,
            type: 'custom_tool_call',
            status: 'completed',
            call_id: toolCall.id,
            name: toolCall.name,
            // A freeform tool takes raw text: the script's string arguments, as the provider passes them.
            input: toolCall.arguments,
        };
    }
    return {
        id: `fc_scripted_${toolCall.id}`,
        type: 'function_call',
        status: 'completed',
        call_id: toolCall.id,
        name: toolCall.name,
        arguments: toolCall.arguments,
    };
}
function renderScriptedResponse(answer, call) {
    const customTools = customToolNames(call.body.tools);
    const output = [];
    if (answer.content !== null) {
        output.push({
            id: `msg_scripted_${answer.call}`,
            type: 'message',
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text: answer.content, annotations: [], logprobs: [] }],
        });
    }
    for (const toolCall of answer.toolCalls)
        output.push(toolCallItem(toolCall, customTools));
    const { inputTokens, outputTokens } = answer.usage;
    const previous = call.body.previous_response_id;
    return {
        id: `resp_scripted_${answer.call}`,
        object: 'response',
        created_at: 0,
        status: 'completed',
        error: null,
        incomplete_details: null,
        instructions: null,
        max_output_tokens: null,
        metadata: {},
        model: answer.model,
        output,
        parallel_tool_calls: typeof call.body.parallel_tool_calls === 'boolean' ? call.body.parallel_tool_calls : true,
        previous_response_id: typeof previous === 'string' ? previous : null,
        temperature: null,
        text: { format: { type: 'text' } },
        tool_choice: 'auto',
        tools: [],
        top_p: null,
        truncation: 'disabled',
        usage: {
            input_tokens: inputTokens,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: outputTokens,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: inputTokens + outputTokens,
        },
    };
}
//# sourceMappingURL=responses-scripted.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-wire.js
/**
 * Reading an OpenAI Responses `response` object: the assistant's text, its tool calls and its usage.
 *
 * Upstream JSON is read leniently, as the Chat Completions module reads it: this is whatever an
 * OpenAI-compatible server sent, so a field of the wrong type counts as absent instead of throwing,
 * and output items of kinds we do not know are passed over.
 */


const responses_wire_WireUsageSchema = schemas/* looseObject */._H3({
    input_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    output_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K),
    input_tokens_details: (0,lenient/* lenient */.W)(schemas/* looseObject */._H3({ cached_tokens: (0,lenient/* lenient */.W)(lenient/* TokenCountSchema */.K) })),
});
const WireContentPartSchema = schemas/* looseObject */._H3({
    type: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    text: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
});
/**
 * The output items that carry the answer: `message` (text in `output_text` parts), `function_call`
 * and `custom_tool_call` (Codex's freeform `apply_patch`, whose `input` is the raw patch). Reasoning,
 * web search and other items are kept in bodies and streams but add nothing to the transcript.
 */
const WireOutputItemSchema = schemas/* looseObject */._H3({
    type: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    id: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    call_id: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    name: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    arguments: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    input: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    content: (0,lenient/* lenient */.W)(schemas/* array */.YOg((0,lenient/* lenient */.W)(WireContentPartSchema))),
});
const responses_wire_WireResponseSchema = schemas/* looseObject */._H3({
    id: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    status: (0,lenient/* lenient */.W)(schemas/* string */.YjP()),
    incomplete_details: (0,lenient/* lenient */.W)(schemas/* looseObject */._H3({ reason: (0,lenient/* lenient */.W)(schemas/* string */.YjP()) })),
    output: (0,lenient/* lenient */.W)(schemas/* array */.YOg((0,lenient/* lenient */.W)(WireOutputItemSchema))),
    usage: (0,lenient/* lenient */.W)(schemas/* unknown */.L5J()),
});
/** Token usage from a Responses `usage` object; undefined unless both counts are there. */
function responses_wire_readUsage(usage) {
    const parsed = responses_wire_WireUsageSchema.safeParse(usage);
    if (!parsed.success)
        return undefined;
    const { input_tokens, output_tokens } = parsed.data;
    if (input_tokens === undefined || output_tokens === undefined)
        return undefined;
    const cached = parsed.data.input_tokens_details?.cached_tokens;
    return cached === undefined
        ? { inputTokens: input_tokens, outputTokens: output_tokens }
        : { inputTokens: input_tokens, outputTokens: output_tokens, cachedInputTokens: cached };
}
function toolCallOf(item) {
    // The tool-call id is `call_id`: the one a `function_call_output` answers. `id` is the item's own.
    if (item.type === 'function_call') {
        return { id: item.call_id ?? '', name: item.name ?? '', arguments: item.arguments ?? '' };
    }
    if (item.type === 'custom_tool_call') {
        return { id: item.call_id ?? '', name: item.name ?? '', arguments: item.input ?? '' };
    }
    return undefined;
}
/** The text of all `output_text` parts of all `message` items, joined as the SDK's `output_text` is. */
function responses_wire_textOf(items) {
    const texts = items
        .filter((item) => item.type === 'message')
        .flatMap((item) => item.content ?? [])
        .filter((part) => part?.type === 'output_text')
        .map((part) => part?.text ?? '');
    return texts.length === 0 ? null : texts.join('');
}
/**
 * The assistant message of a Responses `response` body. The finish reason is the reason an
 * incomplete response gives (`max_output_tokens`), else its status (`completed`). Never throws.
 */
function assembleResponse(body) {
    const parsed = responses_wire_WireResponseSchema.safeParse(body);
    const response = parsed.success ? parsed.data : {};
    const items = (response.output ?? []).filter((item) => item !== undefined);
    const message = {
        content: responses_wire_textOf(items),
        toolCalls: items.map(toolCallOf).filter((call) => call !== undefined),
        finishReason: response.incomplete_details?.reason ?? response.status ?? null,
    };
    const usage = responses_wire_readUsage(response.usage);
    if (usage !== undefined)
        message.usage = usage;
    if (response.id !== undefined)
        message.responseId = response.id;
    return message;
}
//# sourceMappingURL=responses-wire.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses.js
/**
 * The OpenAI Responses wire protocol (`POST /v1/responses`), as Codex CLI and the official SDKs speak
 * it: `input` items in (`message`, `function_call`, `function_call_output`, `reasoning`…), `output`
 * items back, streamed as named `response.*` events whose `event:` name is the payload's `type`.
 *
 * Reading bodies is in `responses-wire.ts`, streams both ways in `responses-events.ts` and
 * `responses-accumulate.ts`, the fingerprint in `responses-fingerprint.ts`, scripted answers in
 * `responses-scripted.ts`; this module ties them to the `WireProtocol` interface.
 */








/** Events that end a response: the three outcomes, and the `error` event a server sends instead. */
const FINAL_EVENTS = new Set([
    'response.completed',
    'response.incomplete',
    'response.failed',
    'error',
]);
function typeOf(data) {
    const parsed = (0,parse_json/* parseJson */.q)(data);
    return parsed.ok && (0,is_record/* isRecord */.u)(parsed.value) && typeof parsed.value.type === 'string'
        ? parsed.value.type
        : undefined;
}
/** Why one payload is not an event of a healthy stream, or undefined. */
function problemOf(value) {
    if (!(0,is_record/* isRecord */.u)(value))
        return 'is not a JSON object';
    if (typeof value.type !== 'string')
        return 'has no event type';
    if (value.type === 'error')
        return `is an error: ${(0,parse_json/* describeErrorPayload */.S)(value)}`;
    if (value.type === 'response.failed') {
        const error = (0,is_record/* isRecord */.u)(value.response) ? value.response.error : undefined;
        return `is a failed response${error === undefined || error === null ? '' : `: ${(0,parse_json/* describeErrorPayload */.S)(error)}`}`;
    }
    // The SDK throws on any payload with an `error` field, whatever its type says.
    if (value.error !== undefined && value.error !== null) {
        return `is an error: ${(0,parse_json/* describeErrorPayload */.S)(value.error)}`;
    }
    return undefined;
}
/**
 * The first payload a well-behaved server would not have sent: not JSON, not an event object, an
 * `error` event or a failed response (a server failure, not the model's answer), or anything after
 * the response ended. A `response.incomplete` is an answer (cut at `max_output_tokens`), not a fault.
 * A trailing `[DONE]`, which some compatible servers add, is tolerated.
 */
function responses_findMalformedEvent(events) {
    let ended;
    for (const [index, payload] of events.entries()) {
        if (payload === '[DONE]') {
            ended ??= '[DONE]';
            continue;
        }
        if (ended !== undefined)
            return { index, reason: `follows ${ended}` };
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok)
            return { index, reason: `is not JSON (${parsed.error})` };
        const problem = problemOf(parsed.value);
        if (problem !== undefined)
            return { index, reason: problem };
        const type = parsed.value.type;
        if (FINAL_EVENTS.has(type))
            ended = type;
    }
    return undefined;
}
/** A request whose every field is read by the server, so its shape is checked only where it must be. */
function validateRequest(body) {
    if (body.model !== undefined && typeof body.model !== 'string')
        return 'needs "model" as a string';
    const { input } = body;
    if (input === undefined && body.prompt === undefined) {
        return 'needs an "input" (a string or a list of items)';
    }
    if (input !== undefined && typeof input !== 'string' && !Array.isArray(input)) {
        return 'needs "input" as a string or a list of items';
    }
    if (body.tools !== undefined && !Array.isArray(body.tools))
        return 'needs "tools" as a list';
    return undefined;
}
const responsesProtocol = {
    id: 'responses',
    upstream: 'openai',
    // OpenAI's own headers (organization, project, beta flags) route or bill a call; none changes it.
    forwardedHeaders: [],
    matchRoute: (method, pathname) => method === 'POST' && pathname === '/v1/responses' ? { kind: 'model' } : undefined,
    validateRequest,
    isStream: (body) => body.stream === true,
    fingerprint: fingerprintResponsesCall,
    conversationLength: (body) => {
        if (Array.isArray(body.input))
            return body.input.length;
        return typeof body.input === 'string' ? 1 : 0;
    },
    assembleJson: assembleResponse,
    assembleEvents: (events) => assembleResponse(responseFromEvents(events)),
    // A Responses stream carries everything its body does: nothing in the call changes its shape.
    eventsFromJson: (body) => eventsFromResponse(body),
    jsonFromEvents: responseFromEvents,
    formatEvent: (data) => {
        const event = typeOf(data);
        return event === undefined ? (0,sse/* formatSseData */.h1)(data) : (0,sse/* formatSseEvent */.dE)({ event, data });
    },
    findMalformedEvent: responses_findMalformedEvent,
    isFinalEvent: (data) => data === '[DONE]' || FINAL_EVENTS.has(typeOf(data) ?? ''),
    renderScripted: renderScriptedResponse,
    errorBody: (_status, type, message) => ({ error: { message, type, code: type, param: null } }),
    upstreamRequest: (baseUrl, apiKey, call) => ({
        url: `${baseUrl.replace(/\/+$/, '')}/responses`,
        headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: call.stream ? 'text/event-stream' : 'application/json',
        },
        body: JSON.stringify(call.body),
    }),
    // As the official SDK retries: a request timeout and a lock conflict, besides 429 and 5xx.
    isTransientStatus: (status) => status === 408 || status === 409,
};
//# sourceMappingURL=responses.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/index.js




const PROTOCOLS = {
    chat: chat/* chatProtocol */.jg,
    responses: responsesProtocol,
    messages: messagesProtocol,
    gemini: geminiProtocol,
};
/** The endpoint each protocol's fingerprints name (`cassette/v1` files say `chat.completions`). */
const ENDPOINT_OF = {
    chat: 'chat.completions',
    responses: 'responses',
    messages: 'messages',
    gemini: 'gemini.generateContent',
};
function protocolOf(id) {
    return PROTOCOLS[id];
}
/** The protocol that serves a request, with what its route says; undefined for an unknown route. */
function matchProtocolRoute(method, pathname, query) {
    for (const protocol of Object.values(PROTOCOLS)) {
        const route = protocol.matchRoute(method, pathname, query);
        if (route !== undefined)
            return { protocol, route };
    }
    return undefined;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 2588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ TokenCountSchema),
/* harmony export */   W: () => (/* binding */ lenient)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/**
 * What the wire-protocol readers share to read upstream JSON leniently. A body or stream chunk is
 * whatever a server sent, not something Verdict wrote, so a field of the wrong type reads as
 * absent instead of throwing and failing a run over a detail the transcript does not need.
 */

/** A field that reads as `undefined` when it is missing or of the wrong type. */
function lenient(schema) {
    return schema.optional().catch(undefined);
}
/** A token count (or an index): a whole number, never negative. */
const TokenCountSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
//# sourceMappingURL=lenient.js.map

/***/ }),

/***/ 9313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ serveRecorded),
/* harmony export */   YT: () => (/* binding */ tokenizeRecorded),
/* harmony export */   iP: () => (/* binding */ captureResponse),
/* harmony export */   pr: () => (/* binding */ rewriteRecorded)
/* harmony export */ });
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(247);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(118);
/* harmony import */ var _sse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7296);
/**
 * Serving and capturing responses in the shape the agent asked for: a recorded JSON body becomes a
 * stream when the request streams, and a recorded stream becomes a body when it does not. Per-run
 * paths in a response are kept as tokens in a cassette and put back for the run it is served to.
 */



/** A stream chunk with `rewrite` applied to its strings; byte for byte the same when none changed. */
function rewriteEvent(event, rewrite) {
    let chunk;
    try {
        chunk = JSON.parse(event);
    }
    catch {
        return event; // `[DONE]`, or a foreign line: nothing of ours to rewrite
    }
    const rewritten = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeValue */ .tA)(chunk, rewrite);
    return (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(rewritten) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(chunk) ? event : JSON.stringify(rewritten);
}
/** The response with `rewrite` applied to every string of its body or of each stream chunk. */
function rewriteRecorded(recorded, rewrite) {
    if (recorded.kind === 'json')
        return { ...recorded, body: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeValue */ .tA)(recorded.body, rewrite) };
    return { ...recorded, events: recorded.events.map((event) => rewriteEvent(event, rewrite)) };
}
/**
 * The response as a cassette keeps it: this run's paths as tokens (`tokenize`). A live model streams
 * a path in pieces (`/tmp/verd` + `ict-run-…`) that no single chunk holds; such a stream is kept as
 * the equivalent JSON body, which replay streams again in whole chunks.
 */
function tokenizeRecorded(recorded, tokenize, protocol) {
    const rewritten = rewriteRecorded(recorded, tokenize);
    if (rewritten.kind === 'json' || rewritten.status >= 400)
        return rewritten;
    let whole;
    try {
        whole = protocol.jsonFromEvents(rewritten.events);
    }
    catch {
        return rewritten;
    }
    const tokenized = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeValue */ .tA)(whole, tokenize);
    if ((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(tokenized) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(whole))
        return rewritten;
    return { kind: 'json', status: rewritten.status, body: tokenized };
}
/** The recorded response, delivered the way `call` asks for it. */
function serveRecorded(recorded, call, protocol) {
    if (recorded.kind === 'sse') {
        return call.stream
            ? { kind: 'sse', status: recorded.status, events: (0,_sse_js__WEBPACK_IMPORTED_MODULE_2__/* .streamOf */ .mA)(recorded.events) }
            : { kind: 'json', status: recorded.status, body: protocol.jsonFromEvents(recorded.events) };
    }
    if (!call.stream || recorded.status >= 400)
        return recorded;
    return {
        kind: 'sse',
        status: recorded.status,
        events: (0,_sse_js__WEBPACK_IMPORTED_MODULE_2__/* .streamOf */ .mA)(protocol.eventsFromJson(recorded.body, call)),
    };
}
/**
 * Passes a response through unchanged and calls `onComplete` with what the agent received once it
 * has all been delivered (for a stream: after its last event), or `onError` if the stream broke.
 */
function captureResponse(response, onComplete, onError) {
    if (response.kind === 'json') {
        onComplete(response);
        return response;
    }
    const source = response.events;
    async function* tee() {
        const events = [];
        try {
            for await (const event of source) {
                events.push(event);
                yield event;
            }
        }
        catch (error) {
            onError(error);
            throw error;
        }
        onComplete({ kind: 'sse', status: response.status, events });
    }
    return { kind: 'sse', status: response.status, events: tee() };
}
//# sourceMappingURL=recorded-response.js.map

/***/ }),

/***/ 7296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dE: () => (/* binding */ formatSseEvent),
/* harmony export */   h1: () => (/* binding */ formatSseData),
/* harmony export */   mA: () => (/* binding */ streamOf),
/* harmony export */   w: () => (/* binding */ readSseData)
/* harmony export */ });
/* unused harmony export readSseEvents */
/**
 * Server-Sent Events framing, as the WHATWG HTML spec defines it (§9.2 "Server-sent events"). Model
 * servers stream Chat Completions as `data:` events and the Responses API as named events; the proxy
 * reads the former from upstream and writes both to the agent.
 */
/**
 * Reads a `ReadableStream` through its reader rather than its async iterator, which older type
 * definitions of `ReadableStream` lack. Cancels the stream when the consumer stops early, so an
 * upstream connection is not left open.
 */
async function* readStreamChunks(stream) {
    const reader = stream.getReader();
    let ended = false;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done) {
                ended = true;
                return;
            }
            yield value;
        }
    }
    finally {
        if (!ended)
            await reader.cancel().catch(() => undefined);
        reader.releaseLock();
    }
}
function chunksOf(source) {
    return 'getReader' in source ? readStreamChunks(source) : source;
}
/**
 * Splits decoded text into lines ended by CRLF, LF or CR. A CR that ends the text so far is held
 * back: only the next chunk tells whether it is a line end on its own or the first half of CRLF.
 */
class LineSplitter {
    pending = '';
    push(text) {
        this.pending += text;
        return this.takeLines(false);
    }
    /** The lines still pending at the end of the stream; an unterminated last line is dropped. */
    end() {
        return this.takeLines(true);
    }
    takeLines(atEnd) {
        const lines = [];
        const terminator = /\r\n|\r|\n/g;
        let start = 0;
        for (let match = terminator.exec(this.pending); match; match = terminator.exec(this.pending)) {
            const endsText = match.index + match[0].length === this.pending.length;
            if (match[0] === '\r' && endsText && !atEnd)
                break;
            lines.push(this.pending.slice(start, match.index));
            start = match.index + match[0].length;
        }
        this.pending = this.pending.slice(start);
        return lines;
    }
}
/** Collects fields line by line and dispatches an event at each blank line, per the SSE spec. */
class EventBuilder {
    dataLines = [];
    eventName = '';
    /** Feeds one line; returns the event a blank line completes. */
    take(line) {
        if (line === '')
            return this.dispatch();
        if (line.startsWith(':'))
            return undefined;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' '))
            value = value.slice(1);
        if (field === 'data')
            this.dataLines.push(value);
        else if (field === 'event')
            this.eventName = value;
        // `id` and `retry` only matter to a client that reconnects, which the proxy never does.
        return undefined;
    }
    dispatch() {
        const { dataLines, eventName } = this;
        this.dataLines = [];
        this.eventName = '';
        // The spec dispatches nothing for an event without data lines, even one that named itself.
        if (dataLines.length === 0)
            return undefined;
        const data = dataLines.join('\n');
        return eventName === '' ? { data } : { event: eventName, data };
    }
}
/**
 * Parses an SSE byte stream into events. Chunks may split anywhere, even inside a UTF-8 character.
 * An event the stream ends in the middle of (no blank line after it) is dropped, as the spec and
 * the OpenAI SDK both do, so the proxy sees exactly what the agent would.
 */
async function* readSseEvents(source) {
    // The decoder drops a leading byte order mark, as the spec asks; bad bytes become U+FFFD.
    const decoder = new TextDecoder('utf-8');
    const lines = new LineSplitter();
    const builder = new EventBuilder();
    for await (const chunk of chunksOf(source)) {
        for (const line of lines.push(decoder.decode(chunk, { stream: true }))) {
            const event = builder.take(line);
            if (event !== undefined)
                yield event;
        }
    }
    for (const line of [...lines.push(decoder.decode()), ...lines.end()]) {
        const event = builder.take(line);
        if (event !== undefined)
            yield event;
    }
}
/** Parses an SSE byte stream and yields each event's `data` payload (`[DONE]` included). */
async function* readSseData(source) {
    for await (const event of readSseEvents(source))
        yield event.data;
}
/**
 * Frames one payload as an SSE event, one `data:` line per line of the payload. SSE cannot carry a
 * CR inside data (any CR, LF or CRLF ends a line), so every line break reads back as LF.
 */
function formatSseData(data) {
    return `${data
        .split(/\r\n|\r|\n/)
        .map((line) => `data: ${line}\n`)
        .join('')}\n`;
}
/** Frames a named event, as the Responses API streams them (`event: response.created`). */
function formatSseEvent(event) {
    const name = event.event === undefined ? '' : `event: ${event.event}\n`;
    return name + formatSseData(event.data);
}
/** Events already in memory (a recording, a script) as the stream the `ModelResponse` contract asks for. */
// eslint-disable-next-line @typescript-eslint/require-await -- nothing to wait for; the contract is an AsyncIterable
async function* streamOf(events) {
    yield* events;
}
//# sourceMappingURL=sse.js.map

/***/ }),

/***/ 9434:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  CT: () => (/* binding */ secretsRedactedNote)
});

// UNUSED EXPORTS: REPLAY_NOTE, SCRIPTED_NOTE, decideState

// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/stats/counts.js
var stats_counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/stats/estimated.js
var stats_estimated = __webpack_require__(2573);
// EXTERNAL MODULE: ./lib/stats/measured.js
var stats_measured = __webpack_require__(2943);
;// CONCATENATED MODULE: ./lib/stats/pass-at-k.js
/**
 * pass@k ("can it ever?") and pass^k ("can I trust it?") per task (SPEC §5), as the unbiased
 * estimators over n judged runs with c passes. When n = k they reduce to "at least one of the k
 * passed" and "all k passed". Both are products of ratios no greater than 1, so large n cannot
 * overflow the way binomial coefficients would.
 */
/**
 * 1 − C(n−c, k) / C(n, k). With fewer than k judged runs it is known as soon as one pass is judged
 * (at least one of the k passed: 1) and unknown (null) until then, since the runs not yet judged
 * could still pass.
 */
function passAtK(passes, judged, k) {
    assertArguments(passes, judged, k);
    if (judged < k)
        return passes > 0 ? 1 : null;
    const failures = judged - passes;
    // Fewer failures than k: every draw of k runs holds a pass. Returned exactly, not as 1 − 0.0…
    if (failures < k)
        return 1;
    return 1 - multiplyRatios(failures, judged, k);
}
/**
 * C(c, k) / C(n, k). With fewer than k judged runs it is known as soon as one failure is judged
 * (not all k passed: 0) and unknown (null) until then.
 */
function passHatK(passes, judged, k) {
    assertArguments(passes, judged, k);
    if (judged < k)
        return passes < judged ? 0 : null;
    if (passes < k)
        return 0;
    return multiplyRatios(passes, judged, k);
}
/**
 * Passed at least once but not every time: flaky, not solved. Claimed as soon as both are known,
 * e.g. one pass and one failure of k = 5 planned runs.
 */
function isFlaky(passes, judged, k) {
    const atK = passAtK(passes, judged, k);
    const hatK = passHatK(passes, judged, k);
    return atK !== null && hatK !== null && atK > 0 && hatK < 1;
}
/** C(part, k) / C(whole, k) = ∏_{i<k} (part − i) / (whole − i), for part ≥ k. */
function multiplyRatios(part, whole, k) {
    let product = 1;
    for (let i = 0; i < k; i += 1)
        product *= (part - i) / (whole - i);
    return product;
}
function assertArguments(passes, judged, k) {
    if (!Number.isInteger(k) || k < 1)
        throw new RangeError(`k must be a positive integer, got ${k}`);
    if (!Number.isInteger(judged) || judged < 0) {
        throw new RangeError(`judged runs must be a non-negative integer, got ${judged}`);
    }
    if (!Number.isInteger(passes) || passes < 0 || passes > judged) {
        throw new RangeError(`passes must be an integer in [0, ${judged}], got ${passes}`);
    }
}
//# sourceMappingURL=pass-at-k.js.map
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
;// CONCATENATED MODULE: ./lib/report/build-report.js
/**
 * Builds `report.json` from the plan and the run records. Pure: the same plan and records always give
 * the same report. Every figure comes from `src/stats`; this module only decides which runs count
 * where. The plan, not the records, is the denominator: a planned run without a judged record is
 * missing, so a system that starts failing cannot report a rising score (SPEC §3).
 */






const REPLAY_NOTE = 'Replay measures the harness (runner, tools, compaction, permissions) against recorded model ' +
    'responses, not the model: no intervals are computed and low power does not apply.';
const SCRIPTED_NOTE = 'Scripted mode measures the harness with fixed tool calls, not a model: intervals describe ' +
    'repetitions of a script.';
/** Said in the report and the comment: what was found is gone from every output, not hidden. */
function secretsRedactedNote(count) {
    const secrets = count === 1 ? 'secret was' : 'secrets were';
    return (`${count} ${secrets} found in what the agent or the model produced and redacted in place ` +
        '(redacted:RULE markers) in runs.jsonl and every report; each is a secret_redacted incident of its run.');
}
function buildReport(input) {
    const { conditions } = input;
    const plannedByTask = groupPlannedRuns(input.plannedRuns, input.tasks);
    const { latest, ignored } = selectLatestRecords(input.records, plannedByTask);
    const tasks = input.tasks.flatMap((task) => {
        const repetitions = plannedByTask.get(task.id);
        if (repetitions === undefined)
            return [];
        const records = repetitions.flatMap((repetition) => {
            const record = latest.get(runKey(task.id, repetition));
            return record === undefined ? [] : [record];
        });
        return [reportTask(task, repetitions.length, records, conditions)];
    });
    const plannedRecords = [...latest.values()];
    const measured = (0,stats_measured/* summarizeMeasured */.og)(plannedRecords.map(toMeasuredRun));
    const summary = summarizeTasks(tasks, plannedRecords, conditions);
    const estimated = (0,stats_estimated/* estimateCost */.a3)(measured, input.rates);
    const report = {
        format: report_schema/* REPORT_FORMAT */.t3,
        runId: input.runId,
        state: decideState(summary.counts, input.state),
        conditions,
        tasks,
        summary,
        measured,
        notes: writeNotes(conditions, ignored, input.rates, measured.tokens !== undefined, summary.secretsRedacted ?? 0),
    };
    if (estimated !== undefined)
        report.estimated = estimated;
    return report;
}
/** COMPLETE only when every planned run was judged; errored and unrun runs make it PARTIAL. */
function decideState(counts, requested) {
    if (requested === 'CANCELLED')
        return 'CANCELLED';
    if (counts.observed === 0)
        return 'RUN_ERROR';
    return counts.observed === counts.total ? 'COMPLETE' : 'PARTIAL';
}
function reportTask(task, planned, records, conditions) {
    const counts = (0,stats_counts/* countRuns */.oo)(records.map((record) => record.status), planned);
    const report = {
        taskId: task.id,
        ...(task.title === undefined ? {} : { title: task.title }),
        counts,
        ...rateFigures(counts, conditions),
        passAtK: passAtK(counts.pass, counts.observed, conditions.k),
        passHatK: passHatK(counts.pass, counts.observed, conditions.k),
        flaky: isFlaky(counts.pass, counts.observed, conditions.k),
        errors: tallyErrors(records),
        incidents: tallyIncidents(records),
        measured: (0,stats_measured/* summarizeMeasured */.og)(records.map(toMeasuredRun)),
    };
    if (conditions.mode === 'replay')
        report.replay = describeReplay(records);
    return report;
}
/** Replay is not a sample of a model, so it gets a rate but no interval and no power warning. */
function rateFigures(counts, conditions) {
    const isReplay = conditions.mode === 'replay';
    return {
        successRate: (0,stats_counts/* successRate */.sE)(counts),
        interval: isReplay ? null : (0,stats_counts/* observedInterval */.iI)(counts),
        boundedInterval: isReplay ? null : (0,stats_counts/* boundedInterval */.J3)(counts),
        lowPower: isReplay ? false : (0,stats_counts/* isLowPower */.kQ)(counts),
    };
}
function summarizeTasks(tasks, records, conditions) {
    const counts = (0,stats_counts/* sumRunCounts */.jL)(tasks.map((task) => task.counts));
    const incidents = tallyIncidents(records);
    const secretsRedacted = incidents[secret_redact/* SECRET_REDACTED_INCIDENT */.xQ] ?? 0;
    let upstream = 0;
    let run = 0;
    for (const record of records) {
        upstream += record.measured.retries;
        run += record.attempts - 1;
    }
    return {
        tasks: tasks.length,
        counts,
        ...rateFigures(counts, conditions),
        tasksPassedAll: tasks.filter((task) => task.counts.total > 0 && task.counts.pass === task.counts.total).length,
        flakyTasks: tasks.filter((task) => task.flaky).length,
        errors: tallyErrors(records),
        incidents,
        ...(secretsRedacted > 0 ? { secretsRedacted } : {}),
        retries: { upstream, run },
    };
}
/**
 * Task id → its planned repetitions, ascending. The plan is a set: a run listed twice (a resume that
 * lists the earlier runs beside the ones it still has to make) is one planned run. A run of a task
 * that is not in `tasks` is a bug upstream and throws.
 */
function groupPlannedRuns(plannedRuns, tasks) {
    const known = new Set(tasks.map((task) => task.id));
    const byTask = new Map();
    for (const { taskId, repetition } of plannedRuns) {
        if (!known.has(taskId)) {
            throw new RangeError(`planned run of task "${taskId}", which is not among the tasks`);
        }
        const repetitions = byTask.get(taskId) ?? new Set();
        repetitions.add(repetition);
        byTask.set(taskId, repetitions);
    }
    return new Map([...byTask].map(([taskId, repetitions]) => [taskId, [...repetitions].sort((a, b) => a - b)]));
}
/** The last record of each planned run; records outside the plan (another shard) are counted apart. */
function selectLatestRecords(records, plannedByTask) {
    const latest = new Map();
    let ignored = 0;
    for (const record of records) {
        if (plannedByTask.get(record.taskId)?.includes(record.repetition) !== true) {
            ignored += 1;
            continue;
        }
        const key = runKey(record.taskId, record.repetition);
        // Delete first so that iteration order follows the winning record, not the first one seen.
        latest.delete(key);
        latest.set(key, record);
    }
    return { latest, ignored };
}
function runKey(taskId, repetition) {
    return JSON.stringify([taskId, repetition]);
}
function toMeasuredRun(record) {
    const run = { status: record.status, wallMs: record.measured.wallMs };
    if (record.measured.usage !== undefined)
        run.usage = record.measured.usage;
    return run;
}
function tallyErrors(records) {
    return tallyKinds(records.flatMap((record) => record.status === 'error' ? [record.error?.kind ?? 'unknown'] : []));
}
function tallyIncidents(records) {
    return tallyKinds(records.flatMap((record) => record.incidents.map((incident) => incident.kind)));
}
/** Sorted keys, so that the same runs always serialize to the same bytes. */
function tallyKinds(kinds) {
    const tally = new Map();
    for (const kind of kinds)
        tally.set(kind, (tally.get(kind) ?? 0) + 1);
    return Object.fromEntries([...tally].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
function describeReplay(records) {
    let diverged = 0;
    const divergences = [];
    for (const record of records) {
        const stop = record.error?.stop;
        const isDivergence = record.status === 'error' &&
            (record.error?.kind === 'replay_divergence' || stop?.kind === 'replay_divergence');
        if (!isDivergence)
            continue;
        diverged += 1;
        if (stop?.kind === 'replay_divergence') {
            const { call, field, message } = stop;
            divergences.push({ repetition: record.repetition, call, field, message });
        }
    }
    return { diverged, divergences };
}
function writeNotes(conditions, ignoredRecords, rates, tokensMeasured, secretsRedacted) {
    const notes = [];
    if (secretsRedacted > 0)
        notes.push(secretsRedactedNote(secretsRedacted));
    if (conditions.mode === 'replay')
        notes.push(REPLAY_NOTE);
    if (conditions.mode === 'scripted')
        notes.push(SCRIPTED_NOTE);
    if (ignoredRecords > 0) {
        const records = ignoredRecords === 1 ? 'record was' : 'records were';
        notes.push(`${ignoredRecords} run ${records} ignored: outside this plan (another shard, task or repetition).`);
    }
    const rateCount = [rates?.inputRate, rates?.outputRate].filter((rate) => rate !== undefined);
    if (rateCount.length === 1) {
        notes.push('No cost estimated: both the input and the output rate are needed.');
    }
    else if (rateCount.length === 2 && !tokensMeasured) {
        notes.push('No cost estimated: token usage was not measured on every judged run.');
    }
    return notes;
}
//# sourceMappingURL=build-report.js.map

/***/ }),

/***/ 4675:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ prepareResume),
/* harmony export */   ce: () => (/* binding */ CONDITIONS_FILE),
/* harmony export */   dj: () => (/* binding */ writeStartedConditions),
/* harmony export */   rx: () => (/* binding */ StartedSchema)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _report_report_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9524);
/* harmony import */ var _report_runs_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4945);
/**
 * `--resume DIR`: run only what is missing from DIR's runs.jsonl. The conditions a run directory was
 * started with are written to `conditions.json` before the first run, so a directory whose process
 * was killed can be checked and resumed; mismatched conditions are refused (mixing them would make
 * the report an anecdote).
 */






const CONDITIONS_FILE = 'conditions.json';
const StartedSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    runId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    conditions: _report_report_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ReportConditionsSchema */ .Gh,
});
async function writeStartedConditions(dir, runId, conditions) {
    await (0,_report_runs_file_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomically */ .lo)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, CONDITIONS_FILE), `${JSON.stringify({ runId, conditions }, null, 2)}\n`);
}
/**
 * Cuts a torn last line (a process killed mid-write) from runs.jsonl, so that the records appended
 * now do not leave it stranded mid-file. Only a last line that is not JSON is cut.
 */
async function cutTornLastLine(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).catch(() => undefined);
    if (text === undefined || text.length === 0 || text[text.length - 1] === 0x0a)
        return false;
    const start = text.lastIndexOf(0x0a) + 1;
    try {
        JSON.parse(text.subarray(start).toString('utf8'));
        return false;
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.truncate)(file, start);
        return true;
    }
}
/** Fields that must match for the old and the new runs to belong to one report. */
const MUST_MATCH = [
    'suiteId',
    'suiteVersion',
    'configHash',
    'mode',
    'model',
    'provider',
    'k',
    'seed',
    'shard',
    'tasks',
];
async function prepareResume(dir, conditions, plan) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, CONDITIONS_FILE);
    let started;
    try {
        started = StartedSchema.parse(JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8')));
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--resume ${dir}: not a Verdict run directory (no readable ${CONDITIONS_FILE})`);
    }
    const problems = MUST_MATCH.flatMap((field) => JSON.stringify(started.conditions[field]) === JSON.stringify(conditions[field])
        ? []
        : [
            {
                file,
                field: `conditions.${field}`,
                message: `was ${JSON.stringify(started.conditions[field]) ?? 'unset'}, this invocation has ${JSON.stringify(conditions[field]) ?? 'unset'}`,
            },
        ]);
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`--resume ${dir}: the conditions differ, so the runs cannot share a report; nothing ran:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
    }
    const runsFile = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _report_runs_file_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNS_FILE */ .Ct);
    const { records, problems: skipped } = await (0,_report_runs_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRunRecords */ .Y$)(runsFile).catch(() => ({
        records: [],
        problems: [],
    }));
    await cutTornLastLine(runsFile);
    const judged = new Set(records
        .filter((record) => record.status !== 'error')
        .map((record) => `${record.taskId}#${record.repetition}`));
    return {
        runId: started.runId,
        previous: records,
        remaining: plan.filter((run) => !judged.has(`${run.taskId}#${run.repetition}`)),
        problems: skipped,
    };
}
//# sourceMappingURL=resume.js.map

/***/ }),

/***/ 6907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ findSuiteLocations),
/* harmony export */   n: () => (/* binding */ BUNDLED_SUITES_DIR)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _load_suite_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1083);
/**
 * Finds suites on disk: bundled ones in a source checkout's `fixtures/eval/`, and those under a
 * directory the user names. A directory is a suite when it holds `suite.json`; a `.json` file holding
 * an array is a case file.
 */



/** Where a source checkout keeps its bundled suites (SPEC §9). */
const BUNDLED_SUITES_DIR = node_path__WEBPACK_IMPORTED_MODULE_1__.join('fixtures', 'eval');
async function isFile(target) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined))?.isFile() ?? false;
}
/** A case file is a JSON array: peek at its first non-blank character instead of parsing it all. */
async function looksLikeCaseFile(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r').catch(() => undefined);
    if (handle === undefined)
        return false;
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
        return buffer.subarray(0, bytesRead).toString('utf8').trimStart().startsWith('[');
    }
    finally {
        await handle.close();
    }
}
/**
 * Suite locations under `root`: `root` itself when it is a suite (or a case file), otherwise its
 * direct children that are suites or case files, sorted by name.
 */
async function findSuiteLocations(root) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).catch(() => undefined);
    if (stats === undefined)
        return [];
    if (stats.isFile())
        return [root];
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, _load_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_FILE_NAME */ .oR)))
        return [root];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const locations = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name);
        if (entry.isDirectory() && (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(full, _load_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_FILE_NAME */ .oR)))) {
            locations.push(full);
        }
        else if (entry.isFile() && entry.name.endsWith('.json') && (await looksLikeCaseFile(full))) {
            locations.push(full);
        }
    }
    return locations;
}
//# sourceMappingURL=discover-suites.js.map

/***/ })

};
