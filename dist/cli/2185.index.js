export const id = 2185;
export const ids = [2185];
export const modules = {

/***/ 2739:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ parsePolicy),
/* harmony export */   s: () => (/* binding */ decideEffect)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6010);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2971);
/* harmony import */ var _describe_schema_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6129);
/**
 * The policy gate (SPEC §2 "Policy"): which effects a tool call may have. Pure, so that every
 * combination of mode, grants and `readOnly` is tested without running a tool.
 */




/** `readOnly` wins over every grant, `full` mode included: it only ever restricts. */
const READ_ONLY_DENIES = new Set(['write', 'process']);
function decideEffect(policy, effect) {
    const deniedByReadOnly = policy.readOnly === true && READ_ONLY_DENIES.has(effect);
    const granted = !deniedByReadOnly && (policy.mode === 'full' || (policy.allow ?? []).includes(effect));
    if (granted)
        return 'granted';
    return policy.mode === 'ask' ? 'approval-denied' : 'refused';
}
/**
 * Reads `VERDICT_POLICY`. Without it (the agent started by hand) nothing with an effect is granted:
 * the agent may read the workspace and answer, and nothing more.
 */
function parsePolicy(text) {
    if (text === undefined || text.trim() === '')
        return _suite_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_POLICY */ .zj;
    const input = (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonVariable */ .eN)('VERDICT_POLICY', text);
    const parsed = _suite_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PolicySchema */ .Qz.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`VERDICT_POLICY: ${(0,_describe_schema_error_js__WEBPACK_IMPORTED_MODULE_3__/* .describeSchemaError */ .L)(parsed.error, input, { '': Object.keys(_suite_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PolicySchema */ .Qz.shape) })}`);
    }
    return parsed.data;
}
//# sourceMappingURL=policy.js.map

/***/ }),

/***/ 5431:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WN: () => (/* binding */ builtinAgentMode),
/* harmony export */   lZ: () => (/* binding */ resolveSuiteAgents)
/* harmony export */ });
/* unused harmony export resolveAgent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8674);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7834);
/**
 * The agent of every task and its configuration hash: the built-in agent (inside Verdict's process
 * or spawned), the config's default agent, or the one a task names.
 */





/**
 * How the built-in agent runs: inside Verdict's process (the default), or spawned as its own
 * process per run with `--spawn-agent` or `VERDICT_SPAWN_AGENT=1` (what a third-party agent gets).
 */
function builtinAgentMode(args, io) {
    return args.values['spawn-agent'] === true || io.env.VERDICT_SPAWN_AGENT === '1'
        ? 'process'
        : 'in-process';
}
/** The built-in agent as a process: its own entry point, or the Action bundle's `agent` command. */
function builtinAgentCommand(io) {
    return io.selfCommand === undefined
        ? [process.execPath, node_path__WEBPACK_IMPORTED_MODULE_1__.join(io.packageRoot, 'bin', 'verdict-agent.js')]
        : [...io.selfCommand, 'agent'];
}
function resolveEntry(loaded, io, name, builtin) {
    const entry = name === undefined ? undefined : loaded.config.agents?.[name];
    if (name === undefined || entry === undefined) {
        const measured = loaded.config.config ?? {};
        return {
            name: 'builtin',
            spec: { command: builtinAgentCommand(io), builtin },
            config: measured,
            configHash: (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .hashConfiguration */ .b5)('builtin', undefined, measured),
        };
    }
    const measured = entry.config ?? {};
    const command = (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveAgentCommand */ .bp)(entry.command, loaded.dir);
    return {
        name,
        spec: {
            command,
            sourceDirs: (0,_runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .findAgentSourceDirs */ .O3)({
                command,
                configDir: loaded.dir,
                pathVariable: entry.env?.PATH ?? io.env.PATH,
                ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
            }),
            ...(entry.env === undefined ? {} : { env: entry.env }),
            ...(entry.answerFrom === undefined ? {} : { answerFrom: entry.answerFrom }),
            ...(entry.models === undefined ? {} : { models: entry.models }),
        },
        config: measured,
        configHash: (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .hashConfiguration */ .b5)(name, entry, measured),
        entry,
    };
}
/** The agent to evaluate: the config's default agent, or the built-in one. */
function resolveAgent(loaded, io, builtin = 'in-process') {
    return resolveEntry(loaded, io, loaded.config.default, builtin);
}
/**
 * The agent of every task: the one a task names (`agent`, from the config's agents) or the default.
 * A task naming an agent the config does not have is rejected before the first run.
 */
function resolveSuiteAgents(loaded, io, suite, builtin = 'in-process') {
    const fallback = resolveAgent(loaded, io, builtin);
    const problems = suite.tasks.flatMap((task) => task.agent === undefined || loaded.config.agents?.[task.agent] !== undefined
        ? []
        : [
            {
                file: suite.file,
                subject: `task ${JSON.stringify(task.id)}`,
                field: 'agent',
                message: `names ${JSON.stringify(task.agent)}, which is not an agent of ${loaded.file === undefined ? 'the configuration (there is no verdict.config.json)' : node_path__WEBPACK_IMPORTED_MODULE_1__.relative(io.cwd, loaded.file)}`,
            },
        ]);
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`unknown agent; nothing ran:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
    }
    const byName = new Map();
    const agentOf = (task) => {
        if (task.agent === undefined)
            return fallback;
        let agent = byName.get(task.agent);
        if (agent === undefined) {
            agent = resolveEntry(loaded, io, task.agent, builtin);
            byName.set(task.agent, agent);
        }
        return agent;
    };
    const hashes = [...new Set(suite.tasks.map((task) => agentOf(task).configHash))].sort();
    const configHash = hashes.length === 1 && hashes[0] !== undefined
        ? hashes[0]
        : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(hashes.join(',')).digest('hex').slice(0, 16);
    return { agentOf, configHash };
}
//# sourceMappingURL=agents.js.map

/***/ }),

/***/ 2629:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ cancelOnSignals)
/* harmony export */ });
function cancelOnSignals() {
    const controller = new AbortController();
    const cancel = () => controller.abort();
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    return {
        signal: controller.signal,
        stop: () => {
            process.off('SIGINT', cancel);
            process.off('SIGTERM', cancel);
        },
    };
}
//# sourceMappingURL=cancel-on-signals.js.map

/***/ }),

/***/ 3663:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sk: () => (/* binding */ runSuiteForCommand),
  Gz: () => (/* binding */ showRunProgress),
  Fw: () => (/* binding */ suiteConditions),
  $: () => (/* binding */ traceCapOf)
});

// UNUSED EXPORTS: suiteRunOptions

// EXTERNAL MODULE: ./lib/compare/compaction-settings.js
var compaction_settings = __webpack_require__(8182);
// EXTERNAL MODULE: ./lib/runner/policy-gate.js
var policy_gate = __webpack_require__(3064);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./lib/monotonic-clock.js
var monotonic_clock = __webpack_require__(548);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/model-pin.js
var model_pin = __webpack_require__(578);
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/protocols/chat.js + 1 modules
var chat = __webpack_require__(9477);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/proxy-exchange.js







/** Header an agent may set on calls that are not main-loop turns (context compaction). */
const CALL_PURPOSE_HEADER = 'x-verdict-purpose';
const errorType = {
    replay_divergence: { status: 400, type: 'verdict_replay_divergence' },
    budget_exceeded: { status: 400, type: 'verdict_budget_exceeded' },
    script_exhausted: { status: 400, type: 'verdict_script_exhausted' },
    upstream_unavailable: { status: 502, type: 'verdict_upstream_unavailable' },
    provider_error: { status: 502, type: 'verdict_provider_error' },
    model_not_allowed: { status: 403, type: 'verdict_model_not_allowed' },
    // Not a 429 or a 5xx: an agent's client must not retry it (each retry would be refused too).
    max_calls_reached: { status: 403, type: 'verdict_max_calls_reached' },
};
const noop = () => { };
function sendJson(response, status, body) {
    const text = JSON.stringify(body);
    response.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
    });
    response.end(text);
}
function sendError(response, status, type, message, protocol = chat/* chatProtocol */.jg) {
    sendJson(response, status, protocol.errorBody(status, type, message));
}
/** The agent's headers a protocol forwards upstream, lowercase. */
function forwardedHeadersOf(request, protocol) {
    const headers = {};
    for (const name of protocol.forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string')
            headers[name] = value;
        else if (Array.isArray(value))
            headers[name] = value.join(',');
    }
    return Object.keys(headers).length > 0 ? headers : undefined;
}
/** A failure nothing else caught: a 500 when no answer has started, else a cut connection. */
function failUnexpectedly(response, error) {
    if (!response.headersSent) {
        sendError(response, 500, 'verdict_proxy_error', (0,errors/* messageOf */.bD)(error));
    }
    else {
        response.destroy();
    }
}
/**
 * One model call being answered: its record, how it is aborted, and how it ends (answered, refused,
 * failed or aborted). Its methods are the steps of `handleModelRoute`.
 */
class CallExchange {
    run;
    protocol;
    response;
    record;
    started;
    aborted = false;
    /** What unregisters `abort` from the run's end. */
    unregister = noop;
    /** Made when a provider first asks for the signal: one that answers at once never does. */
    controller;
    constructor(run, protocol, response, record, started) {
        this.run = run;
        this.protocol = protocol;
        this.response = response;
        this.record = record;
        this.started = started;
    }
    get signal() {
        this.controller ??= new AbortController();
        if (this.aborted)
            this.controller.abort();
        return this.controller.signal;
    }
    abort = () => {
        if (this.aborted)
            return;
        this.aborted = true;
        this.controller?.abort();
    };
    finishRecord() {
        this.record.durationMs = Math.round((0,monotonic_clock/* monotonicMs */.d)() - this.started);
        this.run.recordCall(this.record);
    }
    refuse(stop) {
        const { status, type } = errorType[stop.kind];
        const errorBody = this.protocol.errorBody(status, type, stop.message);
        sendJson(this.response, status, errorBody);
        this.record.response = { kind: 'json', status, body: errorBody };
        this.finishRecord();
    }
    /** Sends a JSON answer and records it. */
    deliverJson(answer) {
        this.record.attempts = answer.attempts ?? 0;
        sendJson(this.response, answer.status, answer.body);
        this.record.response = { kind: 'json', status: answer.status, body: answer.body };
        if (answer.status < 400)
            this.record.assembled = this.protocol.assembleJson(answer.body);
        this.finishRecord();
    }
    /** Streams an answer's events as they come and records them. */
    async deliverEvents(answer) {
        this.record.attempts = answer.attempts ?? 0;
        const response = this.response;
        response.writeHead(answer.status, {
            'content-type': 'text/event-stream',
            'cache-control': 'no-cache',
            connection: 'keep-alive',
        });
        const events = [];
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
    fail(error) {
        const record = this.record;
        if (this.aborted && !(error instanceof types/* RunStopError */.eC)) {
            // The agent hung up (its own timeout) or the run is over: not the provider's failure.
            record.aborted = true;
            this.response.destroy();
            this.finishRecord();
            return;
        }
        const stop = error instanceof types/* RunStopError */.eC
            ? error.stop
            : { kind: 'provider_error', message: (0,errors/* messageOf */.bD)(error) };
        record.stop = stop;
        this.run.markStopped(stop);
        if (this.response.headersSent) {
            // Mid-stream: the agent has part of a response that cannot be completed. Cut the connection so
            // it sees a broken stream, never a silently truncated answer.
            this.response.destroy();
            this.finishRecord();
        }
        else {
            this.refuse(stop);
        }
    }
}
/**
 * Answers a call with what a provider's `complete` resolves to; a failure anywhere is the call's
 * (`CallExchange.fail`).
 */
async function exchangeLater(exchange, answering) {
    try {
        const answer = await answering();
        if (answer.kind === 'json')
            exchange.deliverJson(answer);
        else
            await exchange.deliverEvents(answer);
    }
    catch (error) {
        exchange.fail(error);
    }
    finally {
        exchange.unregister();
    }
}
/**
 * `exchangeLater` for a provider that answers at once (`ModelProvider.answerNow`): a JSON answer is
 * sent and recorded without a promise; only a stream is delivered asynchronously.
 */
function exchangeNow(exchange, provider, call) {
    let answered;
    try {
        answered = provider.answerNow(call);
    }
    catch (error) {
        try {
            exchange.fail(error);
        }
        finally {
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
    }
    catch (error) {
        exchange.fail(error);
    }
    finally {
        exchange.unregister();
    }
    return undefined;
}
/**
 * Parses and checks the body, then has the run's provider answer it. Resolves when the answer has
 * been delivered; undefined when that is done already.
 */
function answerModelCall(arrival, readError, bytes) {
    const { run, protocol, route, request, response } = arrival;
    let body;
    try {
        if (readError !== undefined)
            throw readError;
        body = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        sendError(response, 400, 'invalid_request_error', `invalid JSON body: ${(0,errors/* messageOf */.bD)(error)}`, protocol);
        return undefined;
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        sendError(response, 400, 'invalid_request_error', 'the request body must be a JSON object', protocol);
        return undefined;
    }
    const requestBody = body;
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
    const purpose = request.headers[CALL_PURPOSE_HEADER] === 'compaction' ? 'compaction' : 'main';
    const { call, refusal } = run.beginCall(purpose);
    const model = (0,model_pin/* requestedModel */.cf)({ body: requestBody, routeModel: route.model });
    const record = {
        call,
        purpose,
        protocol: protocol.id,
        ...(model === undefined ? {} : { model }),
        ...(route.model === undefined ? {} : { routeModel: route.model }),
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
        if (!response.writableFinished)
            exchange.abort();
    });
    const provider = run.options.provider;
    // What the provider's fingerprint was read with, for the trace (`ProxyCallRecord.fingerprinted`).
    const lookups = (0,provider_fingerprint/* rememberingLookups */.h2)((responseId) => run.callOfResponse(responseId));
    let modelCall;
    try {
        const headers = forwardedHeadersOf(request, protocol);
        modelCall = {
            protocol: protocol.id,
            endpoint: protocols/* ENDPOINT_OF */.st[protocol.id],
            index: call - 1,
            body: requestBody,
            stream: protocol.isStream(requestBody, route),
            ...(route.model === undefined ? {} : { routeModel: route.model }),
            ...(run.pinnedModels === undefined ? {} : { pinnedModels: run.pinnedModels }),
            ...(headers === undefined ? {} : { headers }),
            purpose,
            callOfResponse: lookups.callOfResponse,
            fingerprinted: (fingerprint) => {
                record.fingerprinted = { fingerprint, responseIds: lookups.asked };
            },
        };
    }
    catch (error) {
        return exchangeLater(exchange, () => {
            throw error;
        });
    }
    if (provider.answerNow !== undefined) {
        return exchangeNow(exchange, provider, modelCall);
    }
    return exchangeLater(exchange, () => provider.complete(modelCall, exchange.signal));
}
//# sourceMappingURL=proxy-exchange.js.map
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/provider/proxy-run.js
/**
 * One run's bookkeeping inside the provider proxy (`proxy-server.ts`): its token, its budget and
 * whether the next call would exceed it, the calls it made and their usage, what an upstream
 * answered for which model, and its end (in-flight calls aborted, the provider finished).
 */






/** What an upstream call is counted under when it named no model. */
const UNNAMED_MODEL = '(no model named)';
const proxy_run_noop = () => { };
/** The model an upstream's answer names (`WireProtocol.servedModel`), or undefined. */
function servedModelOf(protocolId, response) {
    const protocol = (0,protocols/* protocolOf */.AT)(protocolId);
    try {
        return protocol.servedModel(response.kind === 'json' ? response.body : protocol.jsonFromEvents(response.events));
    }
    catch {
        // A stream cut short may not make a body; the model asked for is counted instead.
        return undefined;
    }
}
function addUsage(totals, usage) {
    totals.callsAnswered += 1;
    if (usage === undefined)
        return;
    totals.callsReporting += 1;
    totals.inputTokens += usage.inputTokens;
    totals.outputTokens += usage.outputTokens;
    if (usage.cachedInputTokens !== undefined) {
        totals.callsReportingCached += 1;
        totals.cachedInputTokens = (totals.cachedInputTokens ?? 0) + usage.cachedInputTokens;
    }
}
/** One run's state inside the proxy. */
class ProxyRun {
    options;
    onClose;
    token;
    /** The models an upstream may be asked for in this run; undefined when it pinned none. */
    pinnedModels;
    calls = [];
    openedAt = (0,monotonic_clock/* monotonicMs */.d)();
    usage = {
        inputTokens: 0,
        outputTokens: 0,
        callsReporting: 0,
        callsAnswered: 0,
        callsReportingCached: 0,
    };
    /** Model → calls an upstream answered for it. */
    upstreamModels = new Map();
    turns = 0;
    toolCalls = 0;
    compactionCalls = 0;
    nextCall = 1;
    /** Response ids (Responses API) → the call that answered with them, for `previous_response_id`. */
    responseCalls = new Map();
    stopped;
    finished;
    /** What aborts each call in flight; emptied, each called once, when the run ends. */
    inFlight = new Set();
    ended = false;
    constructor(options, onClose) {
        this.options = options;
        this.onClose = onClose;
        this.token = `verdict-run-${(0,external_node_crypto_.randomBytes)(18).toString('base64url')}`;
        this.pinnedModels = (0,model_pin/* pinModels */.AK)(options.model, options.allowedModels);
    }
    get stop() {
        return this.stopped;
    }
    /** Marks the run as stopped (the first reason wins). */
    markStopped(stop) {
        this.stopped ??= stop;
    }
    /** The budget that the next main-loop call would exceed, if any. */
    exhaustedBudget() {
        const budget = this.options.budget ?? {};
        const spent = (name, limit, used) => ({
            kind: 'budget_exceeded',
            budget: name,
            limit,
            used,
            message: `budget ${name} (${limit}) is spent: ${used} used; the proxy refuses further model calls`,
        });
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
    beginCall(purpose) {
        const call = this.nextCall++;
        if (this.stopped !== undefined)
            return { call, refusal: this.stopped };
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
    onEnd(abort) {
        if (this.ended)
            return proxy_run_noop;
        this.inFlight.add(abort);
        return () => this.inFlight.delete(abort);
    }
    /** The call whose response carried `responseId`, if this run answered one with it. */
    callOfResponse(responseId) {
        return this.responseCalls.get(responseId);
    }
    recordCall(record) {
        this.calls.push(record);
        this.options.onCallRecorded?.(record);
        // An upstream answered it (attempts counts upstream requests): the key was spent on its model.
        if (record.attempts > 0 && record.response !== undefined && record.response.status < 400) {
            const model = servedModelOf(record.protocol, record.response) ?? record.model ?? UNNAMED_MODEL;
            this.upstreamModels.set(model, (this.upstreamModels.get(model) ?? 0) + 1);
        }
        if (record.assembled === undefined)
            return;
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
    elapsedMs() {
        return Math.round((0,monotonic_clock/* monotonicMs */.d)() - this.openedAt);
    }
    transcript() {
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
                    upstreamModels: Object.fromEntries([...this.upstreamModels].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
                }),
        };
    }
    /**
     * Ends the run: in-flight calls are aborted, the token stops working, and the provider finishes
     * (replay checks every recorded call was made; record writes the cassette). Idempotent.
     */
    finish() {
        this.finished ??= (async () => {
            this.ended = true;
            const aborts = [...this.inFlight];
            this.inFlight.clear();
            for (const abort of aborts)
                abort();
            this.onClose(this.token);
            try {
                const stop = await this.options.provider.finish?.();
                if (stop !== undefined)
                    this.markStopped(stop);
            }
            catch (error) {
                this.markStopped(error instanceof types/* RunStopError */.eC
                    ? error.stop
                    : { kind: 'provider_error', message: (0,errors/* messageOf */.bD)(error) });
            }
            return this.transcript();
        })();
        return this.finished;
    }
}
//# sourceMappingURL=proxy-run.js.map
;// CONCATENATED MODULE: ./lib/provider/request-target.js
/**
 * The path and query of an HTTP request target (`request.url`), as `new URL(target, base)` reads
 * them. Agents send plain targets (`/v1/chat/completions`), whose pathname is the target itself;
 * those are read without building a URL, which costs more than the rest of routing. Anything else
 * (a query, `%`, a dot segment, `//host`) goes through `URL`, so both give the same answer.
 */
/**
 * Targets whose `URL#pathname` is the target: `/` then characters that URL never escapes, with no
 * segment starting with `.` (so no `.` or `..` to resolve) and no `//` first (an authority).
 */
const PLAIN_TARGET = /^(?!\/\/)(?!.*\/\.)\/[\w:~./-]*$/;
function requestTargetOf(target) {
    if (PLAIN_TARGET.test(target))
        return { pathname: target, query: new URLSearchParams() };
    const url = new URL(target, 'http://127.0.0.1');
    return { pathname: url.pathname, query: url.searchParams };
}
//# sourceMappingURL=request-target.js.map
;// CONCATENATED MODULE: ./lib/provider/proxy-server.js
/**
 * The provider proxy: an HTTP server on 127.0.0.1 that every agent under test talks to, in whichever
 * of the four wire protocols it speaks (`protocols/`). Each run gets its own token, so one proxy
 * serves many concurrent runs; the token picks the run's provider (live, record, replay or
 * scripted), its budget and its transcript (`proxy-run.ts`). The agent never sees a real key.
 *
 * This module routes: it finds a request's run by its token and its protocol by its path, lists
 * the run's models, and reads a model call's body for `answerModelCall` (`proxy-exchange.ts`).
 */







/** Request bodies above this are refused: no real agent sends 32 MiB of context. */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/**
 * The run token, wherever the agent's client puts its API key: `Authorization: Bearer` (OpenAI),
 * `x-api-key` (Anthropic), `x-goog-api-key` or `?key=` (Gemini).
 */
function tokenOf(request, query) {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    const header = (name) => {
        const value = request.headers[name];
        return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    return bearer ?? header('x-api-key') ?? header('x-goog-api-key') ?? query.get('key') ?? undefined;
}
/**
 * Reads the request body into one buffer and hands it to `then`. Past `MAX_REQUEST_BYTES` the
 * request is destroyed (so is its connection) and `then` gets the failure; so it does when the
 * agent hangs up before the end. `then` is called once.
 */
function readBody(request, then) {
    const chunks = [];
    let size = 0;
    let ended = false;
    request.on('data', (chunk) => {
        if (ended)
            return;
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
        if (ended)
            return;
        ended = true;
        then(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    });
    request.on('error', (error) => {
        if (ended)
            return;
        ended = true;
        then(error, undefined);
    });
    request.on('close', () => {
        if (ended)
            return;
        ended = true;
        then(new Error('Premature close'), undefined);
    });
}
class ProviderProxy {
    server;
    port;
    runs = new Map();
    constructor(server, port) {
        this.server = server;
        this.port = port;
    }
    /** Starts a proxy on 127.0.0.1 with an ephemeral port. */
    static async start() {
        const server = (0,external_node_http_.createServer)();
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => resolve());
        });
        const proxy = new ProviderProxy(server, server.address().port);
        server.on('request', (request, response) => {
            proxy.handle(request, response);
        });
        return proxy;
    }
    /** `OPENAI_BASE_URL` for agents: `http://127.0.0.1:<port>/v1`. */
    get baseUrl() {
        return `http://127.0.0.1:${this.port}/v1`;
    }
    /** `ANTHROPIC_BASE_URL` and `GOOGLE_GEMINI_BASE_URL`: the root (clients append `/v1/…`, `/v1beta/…`). */
    get rootUrl() {
        return `http://127.0.0.1:${this.port}`;
    }
    /** Opens a run and mints its token. */
    openRun(options) {
        const run = new ProxyRun(options, (token) => this.runs.delete(token));
        this.runs.set(run.token, run);
        return run;
    }
    /** Listeners besides the TCP port: the Unix sockets sandboxes are bridged to. */
    socketListeners = [];
    /** Also serves the connections made to a Unix socket at `file` (a sandbox's bridge, SPEC §1). */
    async listenOnSocket(file) {
        const listener = (0,external_node_net_.createServer)((socket) => this.server.emit('connection', socket));
        await new Promise((resolve, reject) => {
            listener.once('error', reject);
            listener.listen(file, () => resolve());
        });
        this.socketListeners.push(listener);
    }
    async close() {
        await Promise.all([...this.runs.values()].map((run) => run.finish()));
        for (const listener of this.socketListeners)
            listener.close();
        this.server.closeAllConnections();
        await new Promise((resolve) => this.server.close(() => resolve()));
    }
    handle(request, response) {
        try {
            const target = requestTargetOf(request.url ?? '/');
            const token = tokenOf(request, target.query);
            const run = token === undefined ? undefined : this.runs.get(token);
            const method = request.method ?? 'GET';
            const pathname = target.pathname.replace(/\/+$/, '');
            const matched = (0,protocols/* matchProtocolRoute */.Du)(method, pathname, target.query);
            if (run === undefined) {
                sendError(response, 401, 'invalid_api_key', 'unknown or expired Verdict run token', matched?.protocol);
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
                sendError(response, 404, 'not_found', `Verdict's proxy does not serve ${method} ${pathname}`);
                return;
            }
            this.handleModelRoute(run, matched.protocol, matched.route, request, response);
        }
        catch (error) {
            failUnexpectedly(response, error);
        }
    }
    /** Reads a model call's body, then answers it (`answerModelCall`). */
    handleModelRoute(run, protocol, route, request, response) {
        const startedMs = run.elapsedMs();
        const started = (0,monotonic_clock/* monotonicMs */.d)();
        readBody(request, (error, bytes) => {
            try {
                const answering = answerModelCall({ run, protocol, route, request, response, startedMs, started }, error, bytes);
                answering?.catch((failure) => failUnexpectedly(response, failure));
            }
            catch (failure) {
                failUnexpectedly(response, failure);
            }
        });
    }
}
//# sourceMappingURL=proxy-server.js.map
// EXTERNAL MODULE: ./lib/report/build-report.js + 2 modules
var build_report = __webpack_require__(4480);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/run-dir/trace-schema.js + 1 modules
var trace_schema = __webpack_require__(9302);
// EXTERNAL MODULE: ./lib/report/report-files.js + 7 modules
var report_files = __webpack_require__(8738);
// EXTERNAL MODULE: ./lib/runner/run-directory.js
var run_directory = __webpack_require__(6473);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/agent/policy.js
var policy = __webpack_require__(2739);
;// CONCATENATED MODULE: ./lib/cli/code-cache-dir.js
/**
 * Where the bundled CLI keeps its V8 code caches (`bundle-loader.ts`): `$VERDICT_CODE_CACHE`, else
 * `$XDG_CACHE_HOME/verdict/code-cache`, else `~/.cache/verdict/code-cache`. The look outside a run's
 * workspace leaves it out, since any other verdict may write there meanwhile.
 */

function codeCacheDir(env, home) {
    return (env.VERDICT_CODE_CACHE ||
        (0,external_node_path_.join)(env.XDG_CACHE_HOME || (0,external_node_path_.join)(home, '.cache'), 'verdict', 'code-cache'));
}
//# sourceMappingURL=code-cache-dir.js.map
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/workspace/small-tree.js
var small_tree = __webpack_require__(8735);
;// CONCATENATED MODULE: ./lib/workspace/snapshot.js
/**
 * Snapshots of a workspace tree, so a run can say which files the agent added, changed or deleted.
 */





/** Directories that are never part of a task's result (SPEC §2, tree-diff-within). */
const IGNORED_DIRECTORIES = new Set(['.git', 'node_modules']);
function isIgnoredPath(relativePath) {
    return relativePath.split('/').some((segment) => IGNORED_DIRECTORIES.has(segment));
}
/** Files up to this size are read in one call; larger ones are streamed through the hash. */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;
/**
 * How much of a walk is done with synchronous calls: the first `SMALL_TREE_ENTRIES` metadata calls
 * and the first `SMALL_FILE_BYTES` read. For a fixture-sized tree that is all of it, and each
 * call takes microseconds instead of a round trip through the thread pool; a large tree goes on
 * through the pool, so that it never holds up the invocation's other runs for long.
 */
class SyncAllowance {
    calls = small_tree/* SMALL_TREE_ENTRIES */.aX;
    bytes = small_tree/* SMALL_FILE_BYTES */.XG;
    call() {
        this.calls -= 1;
        return this.calls >= 0;
    }
    read(size) {
        if (size > this.bytes)
            return false;
        this.bytes -= size;
        return true;
    }
}
async function sha256OfFile(file, size) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    if (size !== undefined && size <= READ_WHOLE_MAX_BYTES) {
        return hash.update(await (0,promises_.readFile)(file)).digest('hex');
    }
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}
/** Records every file (by digest) and symlink (by target) below `root`; symlinks are not followed. */
async function snapshotTree(root) {
    return (await snapshotTreeWithStamps(root)).snapshot;
}
/**
 * `snapshotTree`, and each file's stamps. Given the stamps of an earlier snapshot of the same tree,
 * a file whose size, mtime, ctime and inode are all unchanged keeps its earlier digest instead of
 * being read again: after a run, only what the agent touched is hashed. Timestamps are coarse (a
 * kernel tick), but a fixture copy's mtime is a fixed date long past, so any write moves it, and
 * putting the mtime back moves the ctime to a time after the agent started, never the copy's.
 */
async function snapshotTreeWithStamps(root, earlier) {
    // Entries are collected first: assigning `snapshot[name]` would turn a file named `__proto__` into
    // the object's prototype instead of an entry.
    const found = [];
    const stamps = new Map();
    const allowance = new SyncAllowance();
    const walk = async (directory) => {
        const entries = allowance.call()
            ? (0,external_node_fs_.readdirSync)(directory, { withFileTypes: true })
            : await (0,promises_.readdir)(directory, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (IGNORED_DIRECTORIES.has(entry.name))
                continue;
            const full = external_node_path_.join(directory, entry.name);
            const relative = external_node_path_.relative(root, full).split(external_node_path_.sep).join('/');
            if (entry.isSymbolicLink()) {
                const target = allowance.call() ? (0,external_node_fs_.readlinkSync)(full) : await (0,promises_.readlink)(full);
                found.push([relative, { type: 'symlink', target }]);
            }
            else if (entry.isDirectory()) {
                await walk(full);
            }
            else if (entry.isFile()) {
                const { size, mtimeMs, ctimeMs, ino } = allowance.call()
                    ? (0,external_node_fs_.statSync)(full)
                    : await (0,promises_.stat)(full);
                const previous = earlier?.get(relative);
                const sha256 = previous !== undefined &&
                    previous.size === size &&
                    previous.mtimeMs === mtimeMs &&
                    previous.ctimeMs === ctimeMs &&
                    previous.ino === ino
                    ? previous.sha256
                    : allowance.read(size)
                        ? (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(full)).digest('hex')
                        : await sha256OfFile(full, size);
                stamps.set(relative, { size, mtimeMs, ctimeMs, ino, sha256 });
                found.push([relative, { type: 'file', sha256, size }]);
            }
        }
    };
    await walk(root);
    return { snapshot: Object.fromEntries(found), stamps };
}
/** What differs between two snapshots, sorted by path. */
function diffTrees(before, after) {
    const changes = [];
    // Own keys only: a file named `constructor` or `toString` must not match Object.prototype's.
    for (const [file, entry] of Object.entries(after)) {
        const previous = Object.hasOwn(before, file) ? before[file] : undefined;
        if (previous === undefined)
            changes.push({ path: file, change: 'added' });
        else if (JSON.stringify(previous) !== JSON.stringify(entry)) {
            changes.push({ path: file, change: 'modified' });
        }
    }
    for (const file of Object.keys(before)) {
        if (!Object.hasOwn(after, file))
            changes.push({ path: file, change: 'deleted' });
    }
    return changes
        .filter((change) => !isIgnoredPath(change.path))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/**
 * Lists a tree by size and mtime, not content: cheap enough to run before and after every run on a
 * user's HOME. Directories are listed by mtime only at `maxDepth`, where the walk stops, so an
 * entry added deeper still shows as a change of that directory.
 */
function listTree(root, options) {
    const entries = new Map();
    const excluded = (options.exclude ?? []).map((entry) => external_node_path_.resolve(entry));
    const isExcluded = (full) => excluded.some((entry) => full === entry || full.startsWith(`${entry}${external_node_path_.sep}`));
    let truncatedAfter;
    // Synchronously: a bounded walk of small metadata calls, run twice per run, takes a tenth of the
    // time it takes through the thread pool (a round trip per entry).
    const walk = (directory, depth) => {
        let found;
        try {
            found = (0,external_node_fs_.readdirSync)(directory, { withFileTypes: true });
        }
        catch {
            found = [];
        }
        found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of found) {
            if (truncatedAfter !== undefined)
                return;
            const full = external_node_path_.join(directory, entry.name);
            if (isExcluded(full))
                continue;
            const relative = external_node_path_.relative(root, full).split(external_node_path_.sep).join('/');
            let stats;
            try {
                stats = (0,external_node_fs_.lstatSync)(full);
            }
            catch {
                continue;
            }
            if (stats.isDirectory()) {
                if (depth >= options.maxDepth)
                    entries.set(`${relative}/`, `dir:${stats.mtimeMs}`);
                else
                    walk(full, depth + 1);
            }
            else {
                const type = stats.isSymbolicLink() ? 'symlink' : 'file';
                entries.set(relative, `${type}:${stats.size}:${stats.mtimeMs}`);
            }
            if (entries.size >= options.maxEntries)
                truncatedAfter = relative;
        }
    };
    walk(root, 1);
    return Promise.resolve({ entries, ...(truncatedAfter === undefined ? {} : { truncatedAfter }) });
}
/**
 * What differs between two listings, sorted by path. When a walk was cut short, only paths up to
 * where the shorter walk reached are compared, and no deletion is claimed.
 */
function diffListings(before, after) {
    const limits = [before.truncatedAfter, after.truncatedAfter].filter((limit) => limit !== undefined);
    const limit = limits.sort()[0];
    const inRange = (file) => limit === undefined || file <= limit;
    const changes = [];
    for (const [file, entry] of after.entries) {
        if (!inRange(file))
            continue;
        const previous = before.entries.get(file);
        if (previous === undefined)
            changes.push({ path: file, change: 'added' });
        else if (previous !== entry)
            changes.push({ path: file, change: 'modified' });
    }
    // A cut-short walk may simply not have reached a path: deletions are only claimed from full walks.
    if (limit === undefined) {
        for (const file of before.entries.keys()) {
            if (!after.entries.has(file))
                changes.push({ path: file, change: 'deleted' });
        }
    }
    return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
//# sourceMappingURL=snapshot.js.map
;// CONCATENATED MODULE: ./lib/runner/outside-watch.js
/**
 * The look outside the workspace (SPEC §1): HOME and the suite directory, minus what Verdict writes
 * meanwhile, listed before and after a run; what changed is a `writes_outside_workspace` incident.
 */






/** A look at HOME and the suite that stays cheap on a real HOME: size and mtime, a bounded walk. */
const OUTSIDE_LISTING = { maxDepth: 3, maxEntries: 5_000 };
/** Paths an incident names at most; the rest are counted. */
const OUTSIDE_PATHS_SHOWN = 10;
/** HOME and the suite directory, minus what Verdict writes meanwhile (SPEC §1). */
async function outsideWatchOf(options) {
    const real = (dir) => (0,promises_.realpath)(dir).catch(() => external_node_path_.resolve(dir));
    const home = await real(options.home ?? external_node_os_.homedir());
    const temp = await real(external_node_os_.tmpdir());
    const exclude = [options.outDir, ...(options.ownWrites ?? [])].map((dir) => external_node_path_.resolve(dir));
    // Verdict's own code cache, which any other verdict may write to.
    exclude.push(codeCacheDir(process.env, home));
    // Other runs' directories are their business, when the temp dir lies inside HOME.
    if (temp.startsWith(`${home}${external_node_path_.sep}`))
        exclude.push(temp);
    return {
        // A HOME of `/` is no HOME: walking the whole file system is neither cheap nor meaningful.
        roots: [
            ...(home === external_node_path_.parse(home).root ? [] : [{ label: '~', dir: home }]),
            { label: '<suite>', dir: await real(options.suite.dir) },
        ],
        exclude,
    };
}
async function listOutside(watch, exclude) {
    if (watch === undefined)
        return [];
    return Promise.all(watch.roots.map((root) => listTree(root.dir, { ...OUTSIDE_LISTING, exclude: [...watch.exclude, ...exclude] })));
}
/**
 * The `writes_outside_workspace` incident from a before/after look at the watched directories, or
 * nothing. With concurrent runs, a write lands on every run that was in flight when it happened.
 */
function outsideWritesIncident(watch, before, after) {
    if (watch === undefined)
        return undefined;
    const changes = watch.roots.flatMap((root, index) => {
        const [was, now] = [before[index], after[index]];
        if (was === undefined || now === undefined)
            return [];
        return diffListings(was, now).map((change) => `${root.label}/${change.path} (${change.change})`);
    });
    if (changes.length === 0)
        return undefined;
    const shown = changes.slice(0, OUTSIDE_PATHS_SHOWN).join(', ');
    const more = changes.length - OUTSIDE_PATHS_SHOWN;
    return {
        kind: 'writes_outside_workspace',
        detail: `${changes.length} path(s) outside the workspace changed during the run: ${shown}${more > 0 ? ` and ${more} more` : ''}`,
    };
}
/**
 * The built-in agent's file tools cannot leave the workspace; only the commands it runs can, and it
 * runs none unless `process` is granted. Then HOME and the suite need no look before and after.
 */
function watchOutside(input) {
    if (input.agent.builtin !== undefined && (0,policy/* decideEffect */.s)(input.policy, 'process') !== 'granted') {
        return undefined;
    }
    return input.outsideWatch;
}
//# sourceMappingURL=outside-watch.js.map
// EXTERNAL MODULE: ./lib/process/process-tree.js
var process_tree = __webpack_require__(8009);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var provider_normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/process/run-command.js
var run_command = __webpack_require__(1228);
// EXTERNAL MODULE: ./lib/verifiers/types.js
var verifiers_types = __webpack_require__(4970);
;// CONCATENATED MODULE: ./lib/verifiers/command.js


const shortOutput = (text) => {
    const trimmed = text.trim();
    if (trimmed === '')
        return '';
    const tail = trimmed.length > 400 ? `…${trimmed.slice(-400)}` : trimmed;
    return `\n${tail}`;
};
/**
 * Runs the task's own check in the workspace. A check that hangs past its timeout is `fail`: it is
 * running code the agent wrote. A check that cannot start at all is `error`.
 */
const checkCommand = async (verifier, context) => {
    const argv = verifier.command.join(' ');
    const result = await (0,run_command/* runCommand */.d1)(verifier.command, {
        cwd: context.transcript.workspace.dir,
        timeoutMs: verifier.timeoutMs,
        ...(context.env === undefined ? {} : { env: context.env }),
        ...(context.signal === undefined ? {} : { signal: context.signal }),
        ...(context.leftovers === undefined ? {} : { sweep: context.leftovers }),
        ...(context.contain === undefined ? {} : { contain: context.contain }),
    });
    switch (result.outcome) {
        case 'failed-to-start':
            return (0,verifiers_types/* error */.z3)(`\`${argv}\` cannot start: ${result.code} (${result.message})`);
        case 'aborted':
            return (0,verifiers_types/* error */.z3)(`\`${argv}\` was stopped because the run was cancelled`);
        case 'timed-out':
            return (0,verifiers_types/* fail */.fJ)(`\`${argv}\` did not finish within ${verifier.timeoutMs} ms and was killed${shortOutput(result.stderr || result.stdout)}`);
        case 'exited': {
            const expectedExit = verifier.expectExit ?? 0;
            if (result.exitCode !== expectedExit) {
                const how = result.exitCode === null
                    ? `was killed by ${result.signal ?? 'a signal'}`
                    : `exited ${result.exitCode}`;
                return (0,verifiers_types/* fail */.fJ)(`\`${argv}\` ${how}, expected exit ${expectedExit}${shortOutput(result.stderr || result.stdout)}`);
            }
            const missing = (verifier.expectStdoutIncludes ?? []).filter((text) => !result.stdout.includes(text));
            if (missing.length > 0) {
                return (0,verifiers_types/* fail */.fJ)(`\`${argv}\` stdout lacks ${missing.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}${result.truncated ? ' (output was truncated)' : ''}${shortOutput(result.stdout)}`);
            }
            return (0,verifiers_types/* pass */.IX)(`\`${argv}\` exited ${expectedExit} in ${result.durationMs} ms`);
        }
    }
};
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: ./lib/suite/paths.js
var paths = __webpack_require__(7496);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/verifiers/workspace-path.js





/**
 * Resolves a file check's path inside the run's workspace, never reading the user's files.
 *
 * A path the suite got wrong (absolute, `..`) is `error`: the verifier cannot run. A path that leads
 * out through a symlink is `fail`: the loader refused every fixture holding such a link and every
 * verifier path that left through one, so the link was made during the run, by the agent, and a
 * failure it plants must not pass for a check that could not run (SPEC §3).
 */
async function resolveInWorkspace(workspaceDir, relativePath) {
    const shown = JSON.stringify(relativePath);
    const lexical = (0,relative_path/* checkRelativePath */._)(relativePath, 'workspace');
    if (lexical !== undefined)
        return { ok: false, outcome: (0,verifiers_types/* error */.z3)(`path ${shown} ${lexical}`) };
    const realWorkspace = await (0,promises_.realpath)(workspaceDir);
    const link = firstLinkOut(realWorkspace, relativePath);
    if (link !== undefined) {
        const where = link === relativePath ? 'is' : `goes through ${JSON.stringify(link)},`;
        return {
            ok: false,
            outcome: (0,verifiers_types/* fail */.fJ)(`path ${shown} ${where} a link out of the workspace (made during the run; not followed)`),
        };
    }
    const absolute = external_node_path_.join(realWorkspace, relativePath);
    return (0,relative_path/* isInside */.F)(realWorkspace, absolute)
        ? { ok: true, absolute }
        : { ok: false, outcome: (0,verifiers_types/* error */.z3)(`path ${shown} is outside the workspace`) };
}
/** The shortest leading part of `relativePath` that resolves outside the workspace, if one does. */
function firstLinkOut(realWorkspace, relativePath) {
    if ((0,paths/* staysInsideThroughLinks */.Xg)(realWorkspace, relativePath))
        return undefined;
    const segments = relativePath.split('/');
    for (let count = 1; count < segments.length; count += 1) {
        const leading = segments.slice(0, count).join('/');
        if (!(0,paths/* staysInsideThroughLinks */.Xg)(realWorkspace, leading))
            return leading;
    }
    return relativePath;
}
//# sourceMappingURL=workspace-path.js.map
;// CONCATENATED MODULE: ./lib/verifiers/file-absent.js



const checkFileAbsent = async (verifier, context) => {
    const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
    if (!resolved.ok)
        return resolved.outcome;
    const stats = await (0,promises_.lstat)(resolved.absolute).catch(() => undefined);
    if (stats === undefined)
        return (0,verifiers_types/* pass */.IX)(`${verifier.path} does not exist`);
    const what = stats.isDirectory()
        ? 'a directory'
        : stats.isSymbolicLink()
            ? 'a symlink'
            : 'a file';
    return (0,verifiers_types/* fail */.fJ)(`${verifier.path} exists (${what})`);
};
//# sourceMappingURL=file-absent.js.map
;// CONCATENATED MODULE: ./lib/verifiers/file-contains.js



const checkFileContains = async (verifier, context) => {
    const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
    if (!resolved.ok)
        return resolved.outcome;
    const stats = await (0,promises_.stat)(resolved.absolute).catch(() => undefined);
    if (stats === undefined)
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} does not exist`);
    if (!stats.isFile())
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} is not a regular file`);
    const content = await (0,promises_.readFile)(resolved.absolute, 'utf8');
    return content.includes(verifier.text)
        ? (0,verifiers_types/* pass */.IX)(`${verifier.path} contains ${(0,verifiers_types/* quote */.hD)(verifier.text)}`)
        : (0,verifiers_types/* fail */.fJ)(`${verifier.path} does not contain ${(0,verifiers_types/* quote */.hD)(verifier.text)}`);
};
//# sourceMappingURL=file-contains.js.map
;// CONCATENATED MODULE: ./lib/verifiers/file-equals.js




const checkFileEquals = async (verifier, context) => {
    const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
    if (!resolved.ok)
        return resolved.outcome;
    const stats = await (0,promises_.stat)(resolved.absolute).catch(() => undefined);
    if (stats === undefined)
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} does not exist`);
    if (!stats.isFile())
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} is not a regular file`);
    const actual = await sha256OfFile(resolved.absolute);
    return actual === verifier.sha256
        ? (0,verifiers_types/* pass */.IX)(`${verifier.path} has the expected sha256`)
        : (0,verifiers_types/* fail */.fJ)(`${verifier.path} has sha256 ${actual.slice(0, 12)}…, expected ${verifier.sha256.slice(0, 12)}…`);
};
//# sourceMappingURL=file-equals.js.map
;// CONCATENATED MODULE: ./lib/verifiers/response-text.js

const NO_ANSWER = 'the agent gave no final answer';
const checkResponseContains = (verifier, context) => {
    const answer = context.transcript.finalAnswer;
    if (answer === null)
        return (0,verifiers_types/* fail */.fJ)(NO_ANSWER);
    const lower = answer.toLowerCase();
    const missing = verifier.texts.filter((text) => !lower.includes(text.toLowerCase()));
    return missing.length === 0
        ? (0,verifiers_types/* pass */.IX)(`the answer mentions ${verifier.texts.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`the answer does not mention ${missing.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`);
};
const checkResponseNotContains = (verifier, context) => {
    const answer = context.transcript.finalAnswer;
    if (answer === null)
        return (0,verifiers_types/* pass */.IX)(`${NO_ANSWER}, so it mentions none of the texts`);
    const lower = answer.toLowerCase();
    const present = verifier.texts.filter((text) => lower.includes(text.toLowerCase()));
    return present.length === 0
        ? (0,verifiers_types/* pass */.IX)(`the answer mentions none of ${verifier.texts.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`the answer mentions ${present.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`);
};
const checkResponseMatches = (verifier, context) => {
    let pattern;
    try {
        pattern = new RegExp(verifier.pattern, verifier.flags);
    }
    catch (cause) {
        return (0,verifiers_types/* error */.z3)(`invalid regular expression /${verifier.pattern}/: ${String(cause)}`);
    }
    const answer = context.transcript.finalAnswer;
    if (answer === null)
        return (0,verifiers_types/* fail */.fJ)(NO_ANSWER);
    const match = pattern.exec(answer);
    return match === null
        ? (0,verifiers_types/* fail */.fJ)(`the answer does not match ${String(pattern)}`)
        : (0,verifiers_types/* pass */.IX)(`the answer matches ${String(pattern)} at ${(0,verifiers_types/* quote */.hD)(match[0], 40)}`);
};
//# sourceMappingURL=response-text.js.map
;// CONCATENATED MODULE: ./lib/verifiers/tool-called.js

const checkToolCalled = (verifier, context) => {
    const called = new Set(context.transcript.toolCalls.map((call) => call.name));
    const missing = verifier.tools.filter((tool) => !called.has(tool));
    return missing.length === 0
        ? (0,verifiers_types/* pass */.IX)(`called ${verifier.tools.join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`never called ${missing.join(', ')}`);
};
const checkToolNotCalled = (verifier, context) => {
    const counts = new Map();
    for (const call of context.transcript.toolCalls) {
        counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
    }
    const called = verifier.tools.filter((tool) => counts.has(tool));
    return called.length === 0
        ? (0,verifiers_types/* pass */.IX)(`never called ${verifier.tools.join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`called ${called.map((tool) => `${tool} (${counts.get(tool)}×)`).join(', ')}`);
};
//# sourceMappingURL=tool-called.js.map
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
;// CONCATENATED MODULE: ./lib/verifiers/tool-sequence.js


/** 1-based call numbers, as a person counts them in a transcript. */
const callNumber = (index) => `#${index + 1}`;
function checkRule(rule, calls, eventsAvailable) {
    switch (rule.type) {
        case 'before': {
            const firstIndex = calls.findIndex((call) => call.name === rule.first);
            const thenIndexes = calls.flatMap((call, index) => (call.name === rule.then ? [index] : []));
            if (thenIndexes.length === 0)
                return (0,verifiers_types/* pass */.IX)(`${rule.then} was never called`);
            const early = thenIndexes.filter((index) => firstIndex === -1 || index < firstIndex);
            if (early.length === 0)
                return (0,verifiers_types/* pass */.IX)(`${rule.first} (call ${callNumber(firstIndex)}) came before every ${rule.then}`);
            return (0,verifiers_types/* fail */.fJ)(firstIndex === -1
                ? `${rule.then} was called (call ${callNumber(early[0] ?? 0)}) but ${rule.first} never was`
                : `${rule.then} was called at ${early.map(callNumber).join(', ')}, before ${rule.first} (call ${callNumber(firstIndex)})`);
        }
        case 'never': {
            const indexes = calls.flatMap((call, index) => (call.name === rule.tool ? [index] : []));
            return indexes.length === 0
                ? (0,verifiers_types/* pass */.IX)(`${rule.tool} was never called`)
                : (0,verifiers_types/* fail */.fJ)(`${rule.tool} was called ${indexes.length}× (calls ${indexes.map(callNumber).join(', ')})`);
        }
        case 'max-calls': {
            const count = calls.filter((call) => call.name === rule.tool).length;
            return count <= rule.max
                ? (0,verifiers_types/* pass */.IX)(`${rule.tool} was called ${count}× (at most ${rule.max})`)
                : (0,verifiers_types/* fail */.fJ)(`${rule.tool} was called ${count}×, more than ${rule.max}`);
        }
        case 'no-repeat-failure': {
            if (!eventsAvailable) {
                return (0,verifiers_types/* error */.z3)(`no-repeat-failure needs the agent's tool_call events (ok/error), and the agent wrote none`);
            }
            const failed = new Map();
            for (const [index, call] of calls.entries()) {
                if (call.name !== rule.tool)
                    continue;
                const key = (0,canonical_json/* canonicalJson */.d)(call.arguments);
                const earlierFailure = failed.get(key);
                if (earlierFailure !== undefined) {
                    return (0,verifiers_types/* fail */.fJ)(`${rule.tool} call ${callNumber(index)} repeated call ${callNumber(earlierFailure)} with identical arguments after it failed${calls[earlierFailure]?.error === undefined ? '' : ` (${calls[earlierFailure]?.error})`}`);
                }
                if (call.ok === false)
                    failed.set(key, index);
            }
            return (0,verifiers_types/* pass */.IX)(`no failed ${rule.tool} call was repeated identically`);
        }
    }
}
const checkToolSequence = (verifier, context) => checkRule(verifier.rule, context.transcript.toolCalls, context.transcript.toolEventsAvailable);
//# sourceMappingURL=tool-sequence.js.map
;// CONCATENATED MODULE: ./lib/verifiers/tree-diff-within.js


/** `dir/` allows everything below dir; any other entry allows exactly that file. */
function isAllowedChange(file, allowed) {
    return allowed.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}
const checkTreeDiffWithin = (verifier, context) => {
    const { before, after } = context.transcript.workspace;
    const changes = diffTrees(before, after);
    const outside = changes.filter((change) => !isAllowedChange(change.path, verifier.allowed));
    if (outside.length === 0) {
        return (0,verifiers_types/* pass */.IX)(changes.length === 0
            ? 'no file changed'
            : `${changes.length} change(s), all within ${verifier.allowed.join(', ') || '(nothing)'}`);
    }
    const shown = outside.slice(0, 10).map((change) => `${change.change} ${change.path}`);
    const more = outside.length > shown.length ? `, and ${outside.length - shown.length} more` : '';
    return (0,verifiers_types/* fail */.fJ)(`changes outside the allowed paths: ${shown.join(', ')}${more}`);
};
//# sourceMappingURL=tree-diff-within.js.map
;// CONCATENATED MODULE: ./lib/verifiers/index.js










const verifierChecks = {
    command: checkCommand,
    'file-equals': checkFileEquals,
    'file-contains': checkFileContains,
    'file-absent': checkFileAbsent,
    'tree-diff-within': checkTreeDiffWithin,
    'tool-sequence': checkToolSequence,
    'response-contains': checkResponseContains,
    'response-not-contains': checkResponseNotContains,
    'response-matches': checkResponseMatches,
    'tool-called': checkToolCalled,
    'tool-not-called': checkToolNotCalled,
};
/** Runs one verifier. An unexpected exception becomes `error` with its message: it is not the agent's fault. */
async function runVerifier(verifier, context) {
    const started = (0,monotonic_clock/* monotonicMs */.d)();
    // The map is keyed by kind, so the check always matches the verifier it is given.
    const check = verifierChecks[verifier.kind];
    let outcome;
    try {
        outcome = await check(verifier, context);
    }
    catch (cause) {
        outcome = {
            status: 'error',
            detail: `the verifier could not run: ${(0,errors/* messageOf */.bD)(cause)}`,
        };
    }
    return {
        id: verifier.id,
        kind: verifier.kind,
        ...outcome,
        durationMs: Math.round((0,monotonic_clock/* monotonicMs */.d)() - started),
    };
}
/** Runs a task's verifiers in order (commands may depend on the same workspace, so not in parallel). */
async function runVerifiers(verifiers, context) {
    const results = [];
    for (const verifier of verifiers)
        results.push(await runVerifier(verifier, context));
    return results;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/runner/agent-environment.js
/**
 * `${NAME}` in an agent entry's `env` values, replaced by the run's value of NAME when NAME is one
 * of the run's own variables (the contract, HOME, PATH…), so that an agent whose base-URL variable
 * has another name can be wired without a wrapper: `"MY_AGENT_API": "${OPENAI_BASE_URL}"`. Any
 * other `${…}` stays as written: the user's environment never leaks in this way.
 */
function expandAgentEnv(env, known) {
    return Object.fromEntries(Object.entries(env ?? {}).map(([name, value]) => [
        name,
        value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, key) => known[key] ?? whole),
    ]));
}
/**
 * The agent's environment (SPEC §1): PATH, a fixed locale and zone, a fresh HOME and XDG dirs (an
 * agent entry's `env` may change these), then the contract, which its `env` may add to but never
 * override: nothing a config says can point an agent past the proxy.
 */
function agentEnvironment(input, directory, token) {
    const pass = input.passEnv ?? {};
    const base = {
        PATH: pass.PATH ?? process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        // A fixed locale and zone: agents put the date in their prompts, and replay needs the same text.
        LANG: 'C.UTF-8',
        LC_ALL: 'C.UTF-8',
        TZ: 'UTC',
        HOME: directory.home,
        XDG_CONFIG_HOME: directory.xdg.config,
        XDG_DATA_HOME: directory.xdg.data,
        XDG_STATE_HOME: directory.xdg.state,
        XDG_CACHE_HOME: directory.xdg.cache,
        TMPDIR: directory.root,
    };
    const contract = {
        OPENAI_BASE_URL: input.proxy.baseUrl,
        ANTHROPIC_BASE_URL: input.proxy.rootUrl,
        GOOGLE_GEMINI_BASE_URL: input.proxy.rootUrl,
        OPENAI_API_KEY: token,
        ANTHROPIC_API_KEY: token,
        GEMINI_API_KEY: token,
        OPENAI_MODEL: input.model,
        ANTHROPIC_MODEL: input.model,
        VERDICT_PROMPT: input.task.prompt,
        VERDICT_TASK_ID: input.task.id,
        VERDICT_POLICY: JSON.stringify(input.policy),
        VERDICT_CONFIG: JSON.stringify(input.agentConfig ?? {}),
        VERDICT_EVENTS: directory.eventsFile,
    };
    return { ...base, ...expandAgentEnv(input.agent.env, { ...base, ...contract }), ...contract };
}
//# sourceMappingURL=agent-environment.js.map
;// CONCATENATED MODULE: ./lib/runner/agent-events.js
/**
 * What the run record says the agent did, read from the proxy's transcript and the agent's own
 * events (`VERDICT_EVENTS`, one JSON object a line): its tool calls in order, with ok/error where
 * the events tell, and its final answer.
 */

/** The agent's events, in order; a missing file is none, a line that is not an object is skipped. */
async function readEvents(file) {
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
    const events = [];
    for (const line of text.split('\n')) {
        if (line.trim() === '')
            continue;
        try {
            const event = JSON.parse(line);
            if (event !== null && typeof event === 'object')
                events.push(event);
        }
        catch {
            // a torn or foreign line: events are the agent's word, not ours to fail on
        }
    }
    return events;
}
function parseArguments(raw) {
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
/** Tool calls in order from what the proxy saw, with ok/error from the agent's events where known. */
function collectToolCalls(transcript, events) {
    const calls = transcript.calls
        .filter((call) => call.purpose === 'main')
        .flatMap((call) => (call.assembled?.toolCalls ?? []).map((toolCall) => ({
        name: toolCall.name,
        arguments: parseArguments(toolCall.arguments),
    })));
    const toolEvents = events.filter((event) => event.type === 'tool_call');
    // The n-th event about a tool is about the n-th call of that tool.
    const seen = new Map();
    for (const event of toolEvents) {
        if (typeof event.name !== 'string')
            continue;
        const nth = seen.get(event.name) ?? 0;
        seen.set(event.name, nth + 1);
        const call = calls.filter((candidate) => candidate.name === event.name)[nth];
        if (call === undefined)
            continue;
        if (typeof event.ok === 'boolean')
            call.ok = event.ok;
        if (typeof event.error === 'string')
            call.error = event.error;
    }
    return calls;
}
function finalAnswerOf(transcript) {
    const answered = transcript.calls.filter((call) => call.purpose === 'main' &&
        call.assembled !== undefined &&
        call.assembled.toolCalls.length === 0);
    return answered.at(-1)?.assembled?.content ?? null;
}
//# sourceMappingURL=agent-events.js.map
// EXTERNAL MODULE: ./lib/sandbox/sandbox.js
var sandbox = __webpack_require__(8132);
;// CONCATENATED MODULE: ./lib/runner/agent-process.js
/**
 * Starting the agent (SPEC §1): the built-in one inside Verdict's process, any other as a process
 * of its own in the run's sandbox box with its process tree counted; and what its end says about
 * the process itself — the sandbox limit that ended it, a signal, leftovers, cut output.
 */



/** Starts the agent: the built-in one in this process by default, any other as its own process. */
async function startAgent(input, directory, env, beforeCommand, box, onTooManyProcesses) {
    if (input.agent.builtin === 'in-process') {
        const { runAgentInProcess } = await Promise.all(/* import() */[__webpack_require__.e(3690), __webpack_require__.e(4550)]).then(__webpack_require__.bind(__webpack_require__, 4550));
        let ranCommand = false;
        // Its commands whose process group is gone at their exit are not scanned for one by one: one
        // sweep after the agent finds what any of them left (by tag, or in the run's directory).
        const leftovers = new process_tree/* LeftoverSweep */.uv([directory.root]);
        const result = await runAgentInProcess({
            env,
            prompt: input.task.prompt,
            cwd: directory.workspace,
            timeoutMs: input.task.budget.maxWallMs,
            beforeCommand: () => {
                ranCommand = true;
                return beforeCommand();
            },
            leftovers,
            contain: box,
            ...(input.signal === undefined ? {} : { signal: input.signal }),
        });
        // What its commands left running (one that left their process group and tag, in the run's
        // directory) goes, as when the agent is a process of its own.
        if (!ranCommand)
            return result;
        const outlived = await leftovers.kill();
        return result.outcome === 'exited' ? { ...result, outlived } : result;
    }
    // The agent's whole tree is counted while it runs: RLIMIT_NPROC does not bind the host's root.
    const stopping = new AbortController();
    const stop = () => stopping.abort();
    input.signal?.addEventListener('abort', stop, { once: true });
    if (input.signal?.aborted === true)
        stop();
    let watch;
    try {
        return await (0,run_command/* runCommand */.d1)(input.agent.command, {
            cwd: directory.workspace,
            timeoutMs: input.task.budget.maxWallMs,
            env,
            stdin: input.task.prompt,
            ownedPaths: [directory.root],
            signal: stopping.signal,
            contain: box,
            bridge: true,
            onSpawn: (pid) => {
                watch = box.watchProcesses(pid, () => {
                    onTooManyProcesses();
                    stop();
                });
            },
        });
    }
    finally {
        watch?.stop();
        input.signal?.removeEventListener('abort', stop);
    }
}
/** The task's sandbox limits: its own over its suite's over the defaults. */
function limitsOf(input) {
    return (0,sandbox/* effectiveLimits */.WB)(input.suite.resources, input.task.resources);
}
/** The sandbox limit that ended the agent, when one did. */
function sandboxLimitOf(box, result, tooManyProcesses, processes) {
    if (tooManyProcesses)
        return { limitHit: `processes ${processes}` };
    if (result.outcome !== 'exited')
        return {};
    const hit = box.limitHit({
        signal: result.signal,
        exitCode: result.exitCode,
        stderr: result.stderr,
    });
    return hit === undefined ? {} : { limitHit: hit };
}
/** Incidents about the agent process itself: a signal that ended it, leftovers, cut output. */
function processIncidents(result) {
    const incidents = [];
    if (result.outcome === 'failed-to-start')
        return incidents;
    if (result.outcome === 'exited' && result.signal !== null) {
        incidents.push({ kind: 'agent_crashed', detail: `the agent was killed by ${result.signal}` });
    }
    if (result.outcome === 'exited' && result.outlived > 0) {
        incidents.push({
            kind: 'processes_outlived_agent',
            detail: `${result.outlived} process(es) the agent started were still running when it exited, and were killed`,
        });
    }
    if (result.truncated) {
        incidents.push({
            kind: 'agent_output_truncated',
            detail: 'the agent wrote more than the output cap; the rest was counted, not kept',
        });
    }
    return incidents;
}
//# sourceMappingURL=agent-process.js.map
// EXTERNAL MODULE: ./lib/runner/classify-run.js
var classify_run = __webpack_require__(3490);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./lib/provider/cassette-codec.js + 2 modules
var cassette_codec = __webpack_require__(1788);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-canonical.js
var cassette_codec_canonical = __webpack_require__(985);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/secret-lint.js
var secret_lint = __webpack_require__(5367);
// EXTERNAL MODULE: ./lib/provider/secret-prefilter.js
var secret_prefilter = __webpack_require__(3499);
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
;// CONCATENATED MODULE: ./lib/runner/run-trace.js
/**
 * A run's trace events (`run-dir/trace-schema.ts`), made from what was observed: the proxy's
 * transcript (each call's request, fingerprinted and normalized as record mode does, and its
 * response with the run's paths as tokens), the tool calls with the results later requests gave
 * back, the verifiers, the incidents and the ends of the agent's output; then written into the run
 * directory (`keepTrace`). The costly part, each call's fingerprint and tokenized response, is made
 * while the agent runs, in the gaps after each call is answered (`ConversationPrep`): never on the
 * proxy's hot path, and not after the agent has ended, where the run waits for it.
 */












/**
 * The model calls, each followed by the tool calls it asked for. The costly part of a trace (each
 * request fingerprinted and encoded): built while the verifiers run, where there are any.
 */
function conversationEvents(facts) {
    const { transcript, tokenize } = facts;
    const calls = [...transcript.calls].sort((a, b) => a.call - b.call);
    const prep = facts.prep ?? new ConversationPrep(facts.normalize, tokenize);
    const lines = (0,cassette_codec/* encodeCallLines */.q5)(prep.encodable(calls), prep.measure).lines;
    const results = toolResultsOf(calls);
    const toolCalls = [...facts.toolCalls];
    const events = [];
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
            ...(call.aborted === undefined ? {} : { aborted: true }),
            cassette: lines[index],
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
                arguments: (0,provider_normalize/* normalizeValue */.tA)(known?.arguments ?? run_trace_parseArguments(asked.arguments), tokenize),
                ...(known?.ok === undefined ? {} : { ok: known.ok }),
                ...(known?.error === undefined ? {} : { error: tokenize(known.error) }),
                ...(result === undefined ? {} : { result: tokenize(result) }),
            });
        }
    });
    return events;
}
/** The trace's events: the conversation, then the verifiers, the incidents and the output's ends. */
function traceEventsOf(facts) {
    const { tokenize } = facts;
    const events = [...facts.conversation];
    for (const verifier of facts.verifiers) {
        events.push({
            type: 'verifier',
            id: verifier.id,
            kind: verifier.kind,
            outcome: verifier.outcome,
            detail: tokenize(verifier.detail),
            durationMs: verifier.durationMs,
        });
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
/**
 * Each call's part of the trace — its request fingerprinted as a replay would match it (measured
 * for the codec), its response with the run's paths as tokens — made as soon as the call is
 * recorded, one call per turn of the event loop, while the agent works between its calls. The
 * fingerprint is the provider's when it made one (replay's is the recorded call it matched, whose
 * repeated entries are shared and so measured once). What is still to do when the conversation is
 * asked for is done then; so is a call whose request named an earlier response that the run's
 * calls, in order, attribute otherwise (concurrent calls).
 */
class ConversationPrep {
    normalize;
    tokenize;
    callOfResponse;
    measure = new cassette_codec_canonical/* CanonicalMeasure */.H();
    prepared = new Map();
    queue = [];
    scheduled = false;
    warmed = false;
    closed = false;
    constructor(normalize, tokenize, 
    /** The call whose response carried an id, as the run knows it so far (`ProxyRun.callOfResponse`). */
    callOfResponse = () => undefined) {
        this.normalize = normalize;
        this.tokenize = tokenize;
        this.callOfResponse = callOfResponse;
    }
    /** A call the proxy recorded: its part is made after the events waiting now. */
    add(record) {
        if (this.closed)
            return;
        this.queue.push(record);
        if (this.scheduled)
            return;
        this.scheduled = true;
        setImmediate(() => this.next());
    }
    next() {
        this.scheduled = false;
        if (this.closed)
            return;
        const record = this.queue.shift();
        if (record === undefined)
            return;
        const prepared = this.prepare(record, this.callOfResponse);
        this.prepared.set(record.call, prepared);
        if (!this.warmed && (0,secret_prefilter/* mayHoldSecret */.dV)(JSON.stringify(prepared.encodable))) {
            // The trace is redacted when written, and secretlint will look at it: its rules load now
            // rather than after the run. A conversation that wakes none never loads them.
            this.warmed = true;
            (0,secret_lint/* warmSecretRules */.$c)();
        }
        if (this.queue.length > 0) {
            this.scheduled = true;
            setImmediate(() => this.next());
        }
    }
    /** The calls as `encodeCallLines` takes them, in order; no more is made in the background. */
    encodable(calls) {
        this.closed = true;
        const callOfResponseId = new Map();
        for (const call of calls) {
            const id = call.assembled?.responseId;
            if (id !== undefined && !callOfResponseId.has(id))
                callOfResponseId.set(id, call.call);
        }
        const inOrder = (id) => callOfResponseId.get(id);
        const agrees = (responseIds) => [...responseIds].every(([id, number]) => inOrder(id) === number);
        return calls.map((call) => {
            const early = this.prepared.get(call.call);
            if (early !== undefined && early.record === call && agrees(early.responseIds)) {
                return early.encodable;
            }
            return this.prepare(call, inOrder, agrees).encodable;
        });
    }
    /**
     * A call's part: with the provider's fingerprint when there is one and `usable` accepts what it
     * was read with, else fingerprinted here with `callOfResponse`.
     */
    prepare(call, callOfResponse, usable = () => true) {
        const made = call.fingerprinted !== undefined && usable(call.fingerprinted.responseIds)
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
    fingerprintOf(call, callOfResponse) {
        const lookups = (0,provider_fingerprint/* rememberingLookups */.h2)(callOfResponse);
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.ax)({
            protocol: call.protocol,
            endpoint: protocols/* ENDPOINT_OF */.st[call.protocol],
            index: call.call - 1,
            body: call.request,
            stream: call.response?.kind === 'sse',
            ...(call.routeModel === undefined ? {} : { routeModel: call.routeModel }),
            purpose: call.purpose,
            callOfResponse: lookups.callOfResponse,
        }, this.normalize);
        return { fingerprint, responseIds: lookups.asked };
    }
    /** The response the agent received, with the run's paths as tokens. */
    responseOf(call) {
        return call.response === undefined
            ? {}
            : { response: (0,recorded_response/* tokenizeRecorded */.YT)(call.response, this.tokenize, (0,protocols/* protocolOf */.AT)(call.protocol)) };
    }
}
/** The tool results the requests gave back: by the id they answer, else in order by tool name. */
function toolResultsOf(calls) {
    const byId = new Map();
    let byName = new Map();
    for (const call of calls) {
        const named = new Map();
        for (const result of (0,protocols/* protocolOf */.AT)(call.protocol).toolResults(call.request)) {
            if (result.id !== undefined) {
                if (!byId.has(result.id))
                    byId.set(result.id, result.output);
            }
            else if (result.name !== undefined) {
                named.set(result.name, [...(named.get(result.name) ?? []), result.output]);
            }
        }
        // A conversation's last request carries every result given so far.
        if (named.size > 0 && call.purpose === 'main')
            byName = named;
    }
    return { byId, takeByName: (name) => byName.get(name)?.shift() };
}
function run_trace_parseArguments(raw) {
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
/** The last `OUTPUT_TAIL_BYTES` of each stream the agent wrote to, when it ran. */
function outputEndsOf(agent) {
    if (agent.outcome === 'failed-to-start') {
        return [{ stream: 'stderr', tail: agent.message, bytes: external_node_buffer_.Buffer.byteLength(agent.message) }];
    }
    const streams = [
        ['stdout', agent.stdout, agent.cut?.stdout],
        ['stderr', agent.stderr, agent.cut?.stderr],
    ];
    return streams
        .map(([stream, text, cut]) => ({ stream, ...endOf(text, cut) }))
        .filter((output) => output.bytes > 0);
}
function endOf(text, cut) {
    if (cut !== undefined && cut.end !== '')
        return { tail: lastBytes(cut.end), bytes: cut.bytes };
    return { tail: lastBytes(text), bytes: cut?.bytes ?? external_node_buffer_.Buffer.byteLength(text) };
}
/** The end of a text, at most `OUTPUT_TAIL_BYTES` of it, cut on a character boundary. */
function lastBytes(text, limit = trace_schema/* OUTPUT_TAIL_BYTES */.v6) {
    const bytes = external_node_buffer_.Buffer.from(text);
    if (bytes.length <= limit)
        return text;
    return bytes
        .subarray(bytes.length - limit)
        .toString('utf8')
        .replace(/^\uFFFD+/, '');
}
/**
 * Writes the run's trace into its run directory and names it in the record. A trace that cannot
 * be written costs the run nothing but an incident saying so.
 */
async function keepTrace(record, events, trace) {
    try {
        const written = await (0,trace_file/* writeTrace */.hi)(trace.dir, {
            type: 'header',
            format: trace_schema/* TRACE_FORMAT */._W,
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
        }, events);
        return {
            ...record,
            trace: written.file,
            ...(written.cut
                ? {
                    incidents: [
                        ...record.incidents,
                        {
                            kind: 'trace_cut',
                            detail: `the trace was cut at trace.maxBytes (${trace.maxBytes} bytes)`,
                        },
                    ],
                }
                : {}),
        };
    }
    catch (error) {
        return {
            ...record,
            incidents: [
                ...record.incidents,
                {
                    kind: 'trace_not_written',
                    detail: `the trace could not be written: ${(0,errors/* messageOf */.bD)(error)}`,
                },
            ],
        };
    }
}
//# sourceMappingURL=run-trace.js.map
;// CONCATENATED MODULE: ./lib/runner/early-exit.js

/** Lines of the agent's stderr a message quotes when it ended before any model call. */
const EARLY_EXIT_LINES = 3;
/**
 * What an agent that ended with a failure before any model call said on its way out (a wrapper's
 * `codex: not found`): its exit code and the last lines of its stderr, else undefined.
 */
function earlyExitOf(result, modelCalls) {
    if (modelCalls > 0 || result.outcome !== 'exited')
        return undefined;
    if (result.exitCode === 0 && result.signal === null)
        return undefined;
    const how = result.signal === null
        ? `exited with code ${result.exitCode}`
        : `was killed by ${result.signal}`;
    const stderr = lastBytes(result.cut?.stderr.end || result.stderr, 2048)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .slice(-EARLY_EXIT_LINES)
        .join(' | ');
    return `the agent ${how} before any model call; ${stderr === '' ? 'its stderr was empty' : `its stderr ends: ${stderr}`}`;
}
/** The classification with the agent's early exit added to its reason, when it failed or errored. */
function withEarlyExit(classified, earlyExit) {
    // A pass needs no excuse, and an over-budget run's reason is its budget.
    if (earlyExit === undefined || classified.status === 'pass')
        return classified;
    if (classified.status === 'budget_exceeded')
        return classified;
    const join = (text) => text === undefined || text === '' ? earlyExit : `${text}; ${earlyExit}`;
    return {
        ...classified,
        reason: join(classified.reason),
        ...(classified.error === undefined
            ? {}
            : { error: { ...classified.error, message: join(classified.error.message) } }),
    };
}
//# sourceMappingURL=early-exit.js.map
;// CONCATENATED MODULE: ./lib/runner/run-measurement.js
function measure(transcript, events, wallMs, mode) {
    const eventCounts = {};
    for (const event of events) {
        if (typeof event.type === 'string')
            eventCounts[event.type] = (eventCounts[event.type] ?? 0) + 1;
    }
    const { usage } = transcript;
    const everyTurnReported = usage.callsAnswered > 0 && usage.callsReporting === usage.callsAnswered;
    const cachedEverywhere = usage.callsReportingCached === usage.callsReporting;
    return {
        wallMs,
        turns: transcript.turns,
        toolCalls: transcript.toolCalls,
        compactionCalls: transcript.compactionCalls,
        ...(everyTurnReported
            ? {
                usage: {
                    inputTokens: usage.inputTokens,
                    outputTokens: usage.outputTokens,
                    ...(usage.callsReportingCached > 0 && cachedEverywhere
                        ? { cachedInputTokens: usage.cachedInputTokens ?? 0 }
                        : {}),
                    ...(usage.callsReportingCached > 0 && !cachedEverywhere ? { cachedPartial: true } : {}),
                },
            }
            : {}),
        retries: transcript.calls.reduce((sum, call) => sum + Math.max(0, call.attempts - 1), 0),
        events: eventCounts,
        // Only live calls reach an upstream; `{}` says that none did, absence that none could.
        ...(mode === 'live' ? { upstreamModels: transcript.upstreamModels ?? {} } : {}),
    };
}
/** A budget that the finished run went past (the proxy only refuses the call after). */
function exceededAfterwards(task, measured) {
    const { maxToolCalls, maxTokens } = task.budget;
    if (maxToolCalls !== undefined && measured.toolCalls > maxToolCalls) {
        return `budget maxToolCalls (${maxToolCalls}) exceeded: ${measured.toolCalls} tool calls`;
    }
    const tokens = measured.usage === undefined
        ? undefined
        : measured.usage.inputTokens + measured.usage.outputTokens;
    if (maxTokens !== undefined && tokens !== undefined && tokens > maxTokens) {
        return `budget maxTokens (${maxTokens}) exceeded: ${tokens} tokens`;
    }
    return undefined;
}
const withExceeded = (reason) => reason === undefined ? {} : { exceededAfterwards: reason };
//# sourceMappingURL=run-measurement.js.map
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/sandbox/open-sandbox.js + 8 modules
var open_sandbox = __webpack_require__(5418);
;// CONCATENATED MODULE: ./lib/runner/run-task.js
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


















/** The kernel release (`os.release()`), which agents print in their environment notes. */
const OS_RELEASE_TOKEN = '<OS_RELEASE>';
async function attemptRun(input) {
    const { task } = input;
    const base = {
        format: record_schema/* RUN_RECORD_FORMAT */.WI,
        runId: input.runId,
        suiteId: input.suite.suiteId,
        taskId: task.id,
        repetition: input.repetition,
        seed: input.seed,
        model: input.model,
        mode: input.mode,
        ...(input.variant === undefined ? {} : { variant: input.variant }),
        origin: (0,record_schema/* describeRunOrigin */.jY)(input.suite, task, input.policy),
    };
    const emptyMeasured = {
        wallMs: 0,
        turns: 0,
        toolCalls: 0,
        compactionCalls: 0,
        retries: 0,
        events: {},
    };
    const infrastructure = (kind, message) => ({
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
    let directory;
    // What `command` verifiers leave behind with their process group gone: swept once, after them.
    let verifierLeftovers;
    try {
        const { fixtureDir } = task;
        directory = await (0,run_directory/* createRunDirectory */.HZ)({
            runId: input.runId,
            ...(fixtureDir === undefined
                ? {}
                : input.fixtures === undefined
                    ? { fixtureDir, fixtureGit: task.fixtureGit === true }
                    : { template: await input.fixtures.get(fixtureDir, task.fixtureGit === true) }),
        });
    }
    catch (error) {
        return infrastructure('fixture', `the fixture could not be copied: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    try {
        const normalize = (0,provider_normalize/* createNormalizer */._l)({
            workspaceDir: directory.workspace,
            homeDir: directory.home,
            tempDirs: [directory.root, external_node_os_.tmpdir()],
            ...(input.agent.sourceDirs === undefined ? {} : { sourceDirs: input.agent.sourceDirs }),
            hostStrings: [{ text: external_node_os_.release(), token: OS_RELEASE_TOKEN }],
            rules: [...input.suite.replayNormalize, ...(task.replayNormalize ?? [])],
        });
        const pathTokens = (0,provider_normalize/* createPathTokens */.U3)({
            workspaceDir: directory.workspace,
            homeDir: directory.home,
        });
        let provider;
        try {
            provider = await input.createProvider({ normalize, pathTokens, directory });
        }
        catch (error) {
            return infrastructure('provider', (0,errors/* messageOf */.bD)(error));
        }
        const box = (input.sandbox ?? (0,open_sandbox/* openNone */.lZ)()).forRun({ root: directory.root, tmp: directory.tmp, readOnly: [], limits: limitsOf(input) }, input.proxy.port);
        let tooManyProcesses = false;
        const before = await snapshotTreeWithStamps(directory.workspace);
        // The trace's part of each model call is made while the agent works (`ConversationPrep`).
        const prep = input.trace === undefined
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
        let outsideBefore;
        const lookOutside = () => (outsideBefore ??= listOutside(outsideWatch, [directory.root]));
        if (input.agent.builtin !== 'in-process')
            await lookOutside();
        const started = (0,monotonic_clock/* monotonicMs */.d)();
        const result = await startAgent(input, directory, agentEnvironment(input, directory, proxyRun.token), lookOutside, box, () => {
            tooManyProcesses = true;
        });
        const wallMs = Math.round((0,monotonic_clock/* monotonicMs */.d)() - started);
        const outsideIncident = outsideBefore === undefined
            ? undefined
            : outsideWritesIncident(outsideWatch, await outsideBefore, await listOutside(outsideWatch, [directory.root]));
        const transcript = await proxyRun.finish();
        const events = await readEvents(directory.eventsFile);
        const measured = measure(transcript, events, wallMs, input.mode);
        const toolCalls = collectToolCalls(transcript, events);
        const incidents = events
            .filter((event) => event.type === 'incident' && typeof event.kind === 'string')
            .map((event) => ({ kind: event.kind }));
        incidents.push(...processIncidents(result), ...(await box.networkBlocked()));
        if (outsideIncident !== undefined)
            incidents.push(outsideIncident);
        const earlyExit = earlyExitOf(result, transcript.calls.length);
        if (earlyExit !== undefined)
            incidents.push({ kind: 'agent_exited_early', detail: earlyExit });
        if (measured.usage === undefined && transcript.usage.callsAnswered > 0) {
            incidents.push({
                kind: 'usage_unreported',
                detail: `${transcript.usage.callsAnswered - transcript.usage.callsReporting} of ${transcript.usage.callsAnswered} turns did not report usage`,
            });
        }
        const stdout = result.outcome === 'exited' || result.outcome === 'timed-out' ? result.stdout : '';
        const finalAnswer = input.agent.answerFrom === 'stdout' ? stdout.trim() : finalAnswerOf(transcript);
        const record = {
            ...base,
            verifiers: [],
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
        const ended = (0,classify_run/* classifyAgentEnd */.PR)({
            end: result.outcome === 'exited'
                ? { outcome: 'exited', exitCode: result.exitCode }
                : result.outcome === 'failed-to-start'
                    ? { outcome: 'failed-to-start', code: result.code }
                    : { outcome: result.outcome },
            command: input.agent.command,
            ...(transcript.stop === undefined ? {} : { stop: transcript.stop }),
            declaredTransient: events.some((event) => event.type === 'transient_error' && event.retryable === true),
            maxWallMs: task.budget.maxWallMs,
            ...withExceeded(exceededAfterwards(task, measured)),
            ...(box.failure === undefined ? {} : { sandboxFailure: box.failure }),
            ...sandboxLimitOf(box, result, tooManyProcesses, limitsOf(input).processes),
        });
        const conversationOf = () => input.trace === undefined
            ? []
            : conversationEvents({
                transcript,
                toolCalls,
                normalize,
                tokenize: pathTokens.tokenize,
                ...(prep === undefined ? {} : { prep }),
            });
        const traceEvents = (conversation) => input.trace === undefined
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
        const runTranscript = {
            toolCalls,
            toolEventsAvailable: events.some((event) => event.type === 'tool_call'),
            finalAnswer,
            workspace: {
                dir: directory.workspace,
                before: before.snapshot,
                after: (await snapshotTreeWithStamps(directory.workspace, before.stamps)).snapshot,
            },
        };
        verifierLeftovers = new process_tree/* LeftoverSweep */.uv([directory.root]);
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
            ...withEarlyExit((0,classify_run/* classifyVerified */.Fh)(ended, verifiers, box.failure), earlyExit),
            record,
            traceEvents: traceEvents(conversation),
        };
    }
    finally {
        if (verifierLeftovers?.pending === true)
            await verifierLeftovers.kill();
        if (input.keep !== true) {
            const removal = (0,run_directory/* removeRunDirectory */.TX)(directory).catch(() => undefined);
            if (input.deferRemoval === undefined)
                await removal;
            else
                input.deferRemoval(removal);
        }
    }
}
/** Runs a task once, retrying the whole run when the agent declares a transient error. */
async function runTask(input) {
    let attempt = 0;
    // What the upstream served to the attempts retried: the key was spent on them too.
    let servedBefore;
    for (;;) {
        attempt += 1;
        const result = await attemptRun(input);
        const served = (0,record_schema/* sumUpstreamModels */.FR)([servedBefore, result.record.measured.upstreamModels]);
        if (result.transient && attempt < classify_run/* MAX_RUN_ATTEMPTS */.Aw && input.signal?.aborted !== true) {
            servedBefore = served;
            continue;
        }
        const record = {
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
//# sourceMappingURL=run-task.js.map
;// CONCATENATED MODULE: ./lib/runner/run-suite.js
/**
 * Runs a plan: one proxy for all runs, a pool of `concurrency` workers, each run's record appended
 * to runs.jsonl (and flushed) as soon as it ends, then the report. Cancelling stops the runs in
 * flight and still writes the partial report. A runs.jsonl that cannot be appended to (a full
 * disk) stops the remaining runs too: the records already written stay intact, a partial report is
 * attempted, and the error names the file.
 */












async function runSuite(options) {
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    // The conditions file is written (its fsync is the slowest step of a short run's start) while
    // HOME is looked at and the proxy starts; no run starts before all three are done, and a failure
    // of any is reported as it was when they ran one after the other.
    const [written, watched, started] = await Promise.allSettled([
        (0,conditions_file/* writeStartedConditions */.dj)(options.outDir, options.runId, options.conditions),
        // A box that confines every write to the run's own directories leaves nothing to look at.
        options.sandbox?.confinesWrites === true ? undefined : outsideWatchOf(options),
        ProviderProxy.start().then(async (proxy) => {
            const socket = options.sandbox?.bridgeSocket;
            if (socket !== undefined)
                await proxy.listenOnSocket(socket);
            return proxy;
        }),
    ]);
    if (written.status === 'rejected' || watched.status === 'rejected') {
        if (started.status === 'fulfilled')
            await started.value.close();
        throw written.status === 'rejected'
            ? written.reason
            : watched.reason;
    }
    if (started.status === 'rejected')
        throw started.reason;
    const outsideWatch = watched.value;
    const proxy = started.value;
    const runsFile = external_node_path_.join(options.outDir, runs_jsonl/* RUNS_FILE */.Ct);
    const tasks = new Map(options.suite.tasks.map((task) => [task.id, task]));
    const records = [...(options.previous ?? [])];
    // Stops the runs when the caller cancels, and also when runs.jsonl can no longer be written.
    const stopping = new AbortController();
    const stopAll = () => stopping.abort();
    if (options.signal?.aborted === true)
        stopping.abort();
    options.signal?.addEventListener('abort', stopAll, { once: true });
    let writeFailure;
    const fixtures = new run_directory/* FixtureTemplates */.xK({ runId: options.runId });
    // A fixture is prepared once for the runs that share it; one used by a single run of the plan is
    // copied straight into that run's workspace, which spares the second copy and its removal.
    const runsOfFixture = new Map();
    for (const { taskId } of options.plan) {
        const fixture = tasks.get(taskId)?.fixtureDir;
        if (fixture !== undefined)
            runsOfFixture.set(fixture, (runsOfFixture.get(fixture) ?? 0) + 1);
    }
    const sharesFixture = (task) => task.fixtureDir !== undefined && (runsOfFixture.get(task.fixtureDir) ?? 0) > 1;
    const queue = [...options.plan];
    const writes = [];
    // Run directories are removed while the next runs go on, and the last ones while the report is
    // written; all are gone before this returns.
    const removals = [];
    let removed = Promise.resolve();
    let done = 0;
    try {
        try {
            const worker = async () => {
                for (;;) {
                    if (stopping.signal.aborted)
                        return;
                    const planned = queue.shift();
                    if (planned === undefined)
                        return;
                    const task = tasks.get(planned.taskId);
                    const record = await runTask({
                        runId: options.runId,
                        suite: options.suite,
                        task,
                        repetition: planned.repetition,
                        seed: planned.seed,
                        mode: options.conditions.mode,
                        model: options.conditions.model,
                        proxy,
                        agent: options.agentOf(task).spec,
                        agentConfig: options.agentOf(task).config,
                        policy: options.policyOf(task),
                        createProvider: (context) => options.createProvider(task, context),
                        ...(options.passEnv === undefined ? {} : { passEnv: options.passEnv }),
                        ...(options.keep === true ? { keep: true } : {}),
                        signal: stopping.signal,
                        outsideWatch,
                        ...(sharesFixture(task) ? { fixtures } : {}),
                        deferRemoval: (removal) => removals.push(removal),
                        ...(options.sandbox === undefined ? {} : { sandbox: options.sandbox }),
                        trace: {
                            dir: options.outDir,
                            maxBytes: options.traceMaxBytes ?? trace_schema/* DEFAULT_TRACE_MAX_BYTES */.Vw,
                        },
                    });
                    // A run stopped by cancellation is not a result: it stays missing, so resume runs it again.
                    if (record.error?.kind === 'cancelled')
                        return;
                    if (writeFailure !== undefined)
                        return;
                    // The record goes to disk (appends keep their order) while the worker starts the next run.
                    // What was written (redacted of secrets) is what the report and the progress lines use.
                    writes.push((0,runs_jsonl/* appendRunRecord */.Hy)(runsFile, record).then((written) => {
                        records.push(written);
                        done += 1;
                        options.onRun?.(written, done, options.plan.length);
                    }, (error) => {
                        writeFailure ??= error;
                        stopping.abort();
                    }));
                }
            };
            const workers = Math.max(1, Math.min(options.concurrency, options.plan.length));
            await Promise.all(Array.from({ length: workers }, () => worker()));
        }
        finally {
            options.signal?.removeEventListener('abort', stopAll);
            removed = Promise.all([Promise.all(removals), fixtures.dispose()]);
            // Side by side: the last record's fsync runs in the thread pool while the proxy closes.
            await Promise.all([Promise.all(writes), proxy.close()]);
        }
        return await reportOn(options, { records, runsFile, writeFailure });
    }
    finally {
        await removed;
    }
}
/**
 * The report of the runs: built from the records written, then written beside them. When
 * runs.jsonl could not be written, a partial report is, and the failure is thrown.
 */
async function reportOn(options, { records, runsFile, writeFailure, }) {
    const planned = [
        ...(options.previous ?? []).map((record) => ({
            taskId: record.taskId,
            repetition: record.repetition,
        })),
        ...options.plan,
    ];
    const report = (0,build_report/* buildReport */.FK)({
        runId: options.runId,
        conditions: options.conditions,
        plannedRuns: planned,
        tasks: options.suite.tasks.map((task) => ({
            id: task.id,
            ...(task.title === undefined ? {} : { title: task.title }),
        })),
        records,
        ...(options.rates === undefined ? {} : { rates: options.rates }),
        ...(options.signal?.aborted === true ? { state: 'CANCELLED' } : {}),
    });
    if (writeFailure !== undefined) {
        const reportNote = await (0,report_files/* writeReportFiles */.t4)(options.outDir, report).then(() => `a partial report (${report.state}) is in ${options.outDir}`, (error) => `no report could be written either (${(0,errors/* messageOf */.bD)(error)})`);
        throw new errors/* InfrastructureError */.EN(`cannot append to ${runsFile}: ${(0,errors/* messageOf */.bD)(writeFailure)}. The remaining runs were stopped; the ${records.length - (options.previous?.length ?? 0)} record(s) written before are intact, and ${reportNote}. Free some space; verdict run --resume ${options.outDir} runs what is missing.`);
    }
    // A fresh run's records, as written (redacted), are all runs.jsonl holds: it need not be read
    // back for the divergences. A resumed one's file also holds what the resume left aside.
    await (0,report_files/* writeReportFiles */.t4)(options.outDir, report, options.previous === undefined ? { records } : {});
    return { report, records, outDir: options.outDir };
}
//# sourceMappingURL=run-suite.js.map
// EXTERNAL MODULE: ./lib/cli/package-info.js
var package_info = __webpack_require__(1819);
;// CONCATENATED MODULE: ./lib/cli/evaluation/suite-run-options.js





/** The conditions of a new run of `suite` by this harness (SPEC §5). */
function suiteConditions(input) {
    return {
        suiteId: input.suite.suiteId,
        suiteVersion: input.suite.suiteVersion,
        harnessVersion: (0,package_info/* packageVersion */.T)(input.io.packageRoot),
        configHash: input.configHash,
        provider: input.provider,
        model: input.model,
        mode: input.mode,
        k: input.k,
        seed: input.seed,
        concurrency: input.concurrency,
        ...(input.shard === undefined ? {} : { shard: input.shard }),
        ...(input.tasks === undefined ? {} : { tasks: input.tasks }),
        ...(input.measuredAgents === undefined ? {} : (0,compaction_settings/* compactionCondition */.FS)(input.measuredAgents)),
        sandbox: input.sandbox.conditions((0,sandbox/* effectiveLimits */.WB)(input.suite.resources)),
    };
}
/**
 * The `runSuite` options of a command's run, with what every command sets the same way: each
 * task's policy restricted by the grants, its provider by task id, `--keep`, and the environment a
 * run inherits (PATH) and watches (HOME).
 */
function suiteRunOptions(input) {
    const { args, io, grants, providerFor, ...given } = input;
    return {
        ...given,
        policyOf: (task) => (0,policy_gate/* effectivePolicy */.C)(task.policy, grants),
        createProvider: (task, context) => providerFor(task.id, context),
        ...(args.values.keep === true ? { keep: true } : {}),
        passEnv: { PATH: io.env.PATH },
        ...(io.env.HOME === undefined ? {} : { home: io.env.HOME }),
    };
}
/** The `traceMaxBytes` of a run from the configuration's `trace.maxBytes`, when it sets one. */
function traceCapOf(loaded) {
    const maxBytes = loaded.config.trace?.maxBytes;
    return maxBytes === undefined ? {} : { traceMaxBytes: maxBytes };
}
/** Runs a command's plan (`run`, `record`, `ci`, `diagnose`, `variants`): `suiteRunOptions`, then `runSuite`. */
function runSuiteForCommand(input) {
    return runSuite(suiteRunOptions(input));
}
/**
 * Shows one finished run: a JSON line or the progress line, and, on lines of their own, the kept
 * directory, a replay divergence, and on a terminal (whose live line shows no reasons) the first
 * run that `--max-calls` stopped; the runs after it say the same.
 */
function showRunProgress(input) {
    const { io, progress, json } = input;
    let callBoundShown = false;
    return (record, done, total) => {
        if (json)
            io.stdout.write(`${JSON.stringify({ type: 'run', ...input.jsonFields, record })}\n`);
        else
            progress.update(record, done, total);
        const diverged = record.error?.kind === 'replay_divergence';
        const firstOverCallBound = record.error?.kind === 'max_calls_reached' &&
            !callBoundShown &&
            !json &&
            io.stderr.isTTY === true;
        // Paths and diagnoses are worth a line of their own, live line or not.
        if (record.keptDir !== undefined || diverged || firstOverCallBound) {
            progress.finish();
            if (record.keptDir !== undefined)
                io.stderr.write(`  kept ${record.keptDir}\n`);
            if ((diverged || firstOverCallBound) && record.error !== undefined) {
                io.stderr.write(`  ${record.taskId} #${record.repetition}: ${record.error.message}\n`);
            }
            if (firstOverCallBound)
                callBoundShown = true;
        }
    };
}
//# sourceMappingURL=suite-run-options.js.map

/***/ }),

/***/ 3091:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ trustSuite),
/* harmony export */   Z: () => (/* binding */ resolveSuite)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6907);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6248);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9859);
/**
 * Finding the suite a command names and trusting it: a suite that is not bundled is code that runs
 * with the user's privileges, so it needs --yes or a "y" on a terminal.
 */






async function exists(target) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined)) !== undefined;
}
/**
 * A suite named on the command line: a path, a bundled suite id, or an entry of `--suite-dir`. A
 * suite that is not bundled is code that runs with the user's privileges: ask, or require --yes.
 */
async function resolveSuite(args, io) {
    const name = args.positionals[0];
    const bundledRoot = node_path__WEBPACK_IMPORTED_MODULE_1__.join(io.packageRoot, _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLED_SUITES_DIR */ .nj);
    const suiteDir = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(args, 'suite-dir');
    // `./smoke-coding`, `../x`, `/abs` or `a/b` names a directory: a copy of a bundled suite must
    // never be swapped for the bundled one. A bare name is looked up in --suite-dir, then bundled.
    const isPath = node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(name) || /^\.\.?([/\\]|$)/.test(name) || /[/\\]/.test(name);
    const candidates = isPath
        ? [node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, name)]
        : [
            ...(suiteDir === undefined
                ? []
                : [node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, suiteDir, name), node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, suiteDir)]),
            node_path__WEBPACK_IMPORTED_MODULE_1__.join(bundledRoot, name),
            node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, name),
        ];
    let location;
    for (const candidate of candidates) {
        if (await exists(candidate)) {
            location = candidate;
            break;
        }
    }
    if (location === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`no suite ${JSON.stringify(name)}: not a bundled suite, nor a path${suiteDir === undefined ? '' : `, nor in ${suiteDir}`}. See \`verdict list\`.`);
    }
    await trustSuite(location, args, io);
    return (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_4__/* .loadSuiteOrThrow */ .wW)(location, { cwd: io.cwd });
}
/** A suite outside the bundled ones must be trusted: --yes, or a "y" on a terminal. */
async function trustSuite(location, args, io) {
    const bundledRoot = node_path__WEBPACK_IMPORTED_MODULE_1__.join(io.packageRoot, _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLED_SUITES_DIR */ .nj);
    const bundled = !node_path__WEBPACK_IMPORTED_MODULE_1__.relative(bundledRoot, location).startsWith('..');
    if (!bundled && args.values.yes !== true)
        await confirmTrust(location, io);
}
async function confirmTrust(location, io) {
    const warning = `The suite at ${location} is code that runs with your privileges (its verifiers and the tools it enables are not sandboxed).`;
    if (!process.stdin.isTTY || io.env.CI !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${warning} Without a terminal Verdict refuses it: pass --yes to run it.`);
    }
    // Loaded only when someone is asked.
    const prompt = process
        .getBuiltinModule('node:readline/promises')
        .createInterface({ input: process.stdin, output: process.stderr });
    const answer = await prompt.question(`${warning}\nRun it? [y/N] `);
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim()))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('not confirmed; nothing ran');
}
//# sourceMappingURL=trust.js.map

/***/ }),

/***/ 9095:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ createProgress),
/* harmony export */   o: () => (/* binding */ progressLine)
/* harmony export */ });
/** One plain line per finished run. */
function progressLine(record, done, total) {
    const why = record.reason === undefined ? '' : `: ${record.reason.split('\n')[0]}`;
    return `[${done}/${total}] ${record.taskId} #${record.repetition} ${record.status}${why} (${(record.measured.wallMs / 1000).toFixed(1)} s)\n`;
}
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    const minutes = Math.floor(seconds / 60);
    return minutes > 0 ? `${minutes}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}
function createProgress(sink, now = Date.now) {
    const started = now();
    const counts = { pass: 0, fail: 0, budget_exceeded: 0, error: 0 };
    let retries = 0;
    let live = false;
    return {
        update(record, done, total) {
            counts[record.status] += 1;
            retries += record.measured.retries + (record.attempts - 1);
            if (sink.isTTY !== true) {
                sink.write(progressLine(record, done, total));
                return;
            }
            const elapsed = now() - started;
            const eta = done === 0 ? 0 : (elapsed / done) * (total - done);
            const line = `${done}/${total} runs · ${counts.pass} pass · ${counts.fail + counts.budget_exceeded} fail · ${counts.error} error · ${retries} retries · ETA ${formatDuration(eta)}`;
            sink.write(`\r\u001b[2K${line}`);
            live = true;
        },
        finish() {
            if (live)
                sink.write('\n');
            live = false;
        },
    };
}
//# sourceMappingURL=progress.js.map

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

/***/ 1473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P_: () => (/* binding */ hashFingerprint),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   h2: () => (/* binding */ rememberingLookups)
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
/**
 * `callOfResponse` that remembers each response id it was asked for and what it answered: what a
 * fingerprint made with it depends on, so a later reader can tell whether it still holds.
 */
function rememberingLookups(callOfResponse) {
    const asked = new Map();
    return {
        callOfResponse: (responseId) => {
            const number = callOfResponse(responseId);
            asked.set(responseId, number);
            return number;
        },
        asked,
    };
}
//# sourceMappingURL=fingerprint.js.map

/***/ }),

/***/ 578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ pinModels),
/* harmony export */   FM: () => (/* binding */ refuseUnpinnedModel),
/* harmony export */   cf: () => (/* binding */ requestedModel)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2188);
/**
 * The model is pinned (SPEC §1): in live mode the real key is spent only on the run's model and the
 * models its agent entry allows (`"models"` in verdict.config.json, for agents that call a small
 * model on the side). A call for any other model is refused before the upstream is contacted, and
 * the run cannot be judged: the agent measured would not be the agent configured.
 *
 * Every protocol carries the model where `ModelCall` reads it: the route for Gemini
 * (`/v1beta/models/{model}:generateContent`, `routeModel`), the body's `model` for the others. The
 * upstream request is built from the same fields, so the model checked is the model that would be
 * sent.
 */

/** The model a call asks for: the route's, else the body's `model`; absent when it names none. */
function requestedModel(call) {
    if (call.routeModel !== undefined)
        return call.routeModel;
    return typeof call.body.model === 'string' ? call.body.model : undefined;
}
/** The run's model first, then the agent entry's, each once; undefined when neither is given. */
function pinModels(model, allowed) {
    if (model === undefined && allowed === undefined)
        return undefined;
    return [...new Set([...(model === undefined ? [] : [model]), ...(allowed ?? [])])];
}
/** Throws the run's `model_not_allowed` stop when `call` asks for a model it did not pin. */
function refuseUnpinnedModel(call) {
    const allowed = call.pinnedModels;
    if (allowed === undefined)
        return;
    const model = requestedModel(call);
    if (model !== undefined && allowed.includes(model))
        return;
    const asked = model === undefined ? 'a call that names no model' : `the model ${JSON.stringify(model)}`;
    throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .RunStopError */ .eC({
        kind: 'model_not_allowed',
        ...(model === undefined ? {} : { model }),
        allowed: [...allowed],
        message: `the agent asked for ${asked}, which this run does not allow (allowed: ${allowed.length === 0 ? 'none' : allowed.map((name) => JSON.stringify(name)).join(', ')}; an agent entry's "models" in verdict.config.json allows more); the proxy refused it before the upstream, and the run cannot be judged`,
    });
}
//# sourceMappingURL=model-pin.js.map

/***/ }),

/***/ 118:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U3: () => (/* binding */ createPathTokens),
/* harmony export */   _l: () => (/* binding */ createNormalizer),
/* harmony export */   tA: () => (/* binding */ normalizeValue),
/* harmony export */   zl: () => (/* binding */ normalizeShared)
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
        // Every token starts with `<`: most strings of an answer have none, and are spared the regex.
        expand: (text) => text.includes('<') ? text.replace(tokenRegex, (token) => targets.get(token) ?? token) : text,
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
    const normalize = (text) => {
        let current = text;
        for (let pass = 0; pass < MAX_PASSES; pass += 1) {
            const next = rewriteOnce(current);
            if (next === current)
                return current;
            current = next;
        }
        return current;
    };
    return remembering(normalize);
}
/** Characters a normalizer remembers at most (about twice that in bytes), per run. */
const REMEMBERED_MAX_CHARS = 16 * 1024 * 1024;
/** Strings a normalizer remembers at most, per run. */
const REMEMBERED_MAX_STRINGS = 100_000;
/**
 * A normalizer that remembers what it already normalized. An agent sends its whole conversation
 * again on every turn, so without this a run of n turns normalizes its first message n times;
 * normalizing is pure, so remembering changes nothing but the time.
 */
function remembering(normalize) {
    const remembered = new Map();
    let chars = 0;
    return (text) => {
        const known = remembered.get(text);
        if (known !== undefined)
            return known;
        const result = normalize(text);
        if (chars + text.length <= REMEMBERED_MAX_CHARS && remembered.size < REMEMBERED_MAX_STRINGS) {
            remembered.set(text, result);
            chars += text.length;
        }
        return result;
    };
}
/**
 * A deep copy of a JSON value with every string value normalized. Object keys are kept as they
 * are: in a request they are protocol field names and JSON-Schema property names chosen by the
 * harness, not per-run data, and rewriting them could merge two distinct keys into one and silently
 * drop a value. A `__proto__` key stays an ordinary property, as JSON.parse makes it.
 */
function normalizeValue(value, normalize) {
    if (typeof value === 'string')
        return normalize(value);
    if (Array.isArray(value))
        return value.map((item) => normalizeValue(item, normalize));
    if (value !== null && typeof value === 'object') {
        const record = value;
        const copy = {};
        for (const key of Object.keys(record))
            setOwn(copy, key, normalizeValue(record[key], normalize));
        return copy;
    }
    return value;
}
/** `copy[key] = item`, keeping a `__proto__` key an ordinary property, as JSON.parse makes it. */
function setOwn(copy, key, item) {
    if (key === '__proto__') {
        Object.defineProperty(copy, key, {
            value: item,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
    else {
        copy[key] = item;
    }
}
function normalizeSharedArray(array, normalize) {
    let copy;
    for (let index = 0; index < array.length; index += 1) {
        const item = array[index];
        const rewritten = normalizeShared(item, normalize);
        if (copy === undefined) {
            if (Object.is(rewritten, item))
                continue;
            copy = array.slice(0, index);
        }
        copy.push(rewritten);
    }
    return copy ?? array;
}
function normalizeSharedRecord(record, normalize) {
    const keys = Object.keys(record);
    let copy;
    for (let index = 0; index < keys.length; index += 1) {
        const key = keys[index];
        const item = record[key];
        const rewritten = normalizeShared(item, normalize);
        if (copy === undefined) {
            if (Object.is(rewritten, item))
                continue;
            copy = {};
            for (let before = 0; before < index; before += 1) {
                const kept = keys[before];
                setOwn(copy, kept, record[kept]);
            }
        }
        setOwn(copy, key, rewritten);
    }
    return copy ?? record;
}
/**
 * `normalizeValue` without the copies: what holds no string that changes comes back as it is, the
 * same array or object, and only the arrays and objects on the way to a changed string are copied.
 * Its JSON is `normalizeValue`'s to the byte. For values that nothing changes afterwards (an answer
 * served from a cassette, a fingerprint), where copying every object costs more than normalizing.
 */
function normalizeShared(value, normalize) {
    if (typeof value === 'string')
        return normalize(value);
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value))
        return normalizeSharedArray(value, normalize);
    return normalizeSharedRecord(value, normalize);
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



/**
 * A body or chunk read leniently, field by field (`lenient.ts`): a field of the wrong type is
 * absent, an entry of `choices` or `tool_calls` that is not an object is undefined, and anything
 * but an object reads as `{}`. Only the fields named in `WireCompletion` are read. A test holds it
 * to the zod schema it replaced, which ran on every chunk of every answer.
 */
function readCompletion(value) {
    const body = (0,lenient/* recordOr */.xQ)(value);
    if (body === undefined)
        return {};
    const completion = {};
    setIfDefined(completion, 'id', (0,lenient/* stringOr */.JI)(body.id));
    setIfDefined(completion, 'created', (0,lenient/* numberOr */.d_)(body.created));
    setIfDefined(completion, 'model', (0,lenient/* stringOr */.JI)(body.model));
    setIfDefined(completion, 'system_fingerprint', (0,lenient/* stringOr */.JI)(body.system_fingerprint));
    setIfDefined(completion, 'choices', (0,lenient/* arrayOr */.XW)(body.choices)?.map(readChoice));
    const usage = (0,lenient/* plainRecordOr */.hB)(body.usage);
    setIfDefined(completion, 'usage', usage === undefined ? undefined : { ...usage });
    return completion;
}
function readChoice(value) {
    const choice = (0,lenient/* recordOr */.xQ)(value);
    if (choice === undefined)
        return undefined;
    const read = {};
    setIfDefined(read, 'index', (0,lenient/* tokenCountOr */.wV)(choice.index));
    setIfDefined(read, 'message', readMessage(choice.message));
    setIfDefined(read, 'delta', readMessage(choice.delta));
    setIfDefined(read, 'finish_reason', (0,lenient/* stringOr */.JI)(choice.finish_reason));
    return read;
}
function readMessage(value) {
    const message = (0,lenient/* recordOr */.xQ)(value);
    if (message === undefined)
        return undefined;
    const read = {};
    setIfDefined(read, 'content', (0,lenient/* stringOr */.JI)(message.content));
    setIfDefined(read, 'tool_calls', (0,lenient/* arrayOr */.XW)(message.tool_calls)?.map(readToolCall));
    return read;
}
function readToolCall(value) {
    const call = (0,lenient/* recordOr */.xQ)(value);
    if (call === undefined)
        return undefined;
    const read = {};
    setIfDefined(read, 'index', (0,lenient/* tokenCountOr */.wV)(call.index));
    setIfDefined(read, 'id', (0,lenient/* stringOr */.JI)(call.id));
    const called = (0,lenient/* recordOr */.xQ)(call.function);
    if (called !== undefined) {
        const fn = {};
        setIfDefined(fn, 'name', (0,lenient/* stringOr */.JI)(called.name));
        setIfDefined(fn, 'arguments', (0,lenient/* stringOr */.JI)(called.arguments));
        read.function = fn;
    }
    return read;
}
function setIfDefined(target, key, value) {
    if (value !== undefined)
        target[key] = value;
}
/** With `n > 1` a chunk may carry another choice first; the agent's answer is choice 0. */
function firstChoice(completion) {
    const choices = (completion.choices ?? []).filter((choice) => choice !== undefined);
    return choices.find((choice) => (choice.index ?? 0) === 0);
}
/**
 * Token usage from a Chat Completions `usage` object; undefined unless both counts are there. Read
 * field by field, leniently (`lenient-read.ts`).
 */
function readUsage(usage) {
    if (!(0,is_record/* isRecord */.u)(usage))
        return undefined;
    const prompt_tokens = (0,lenient/* tokenCountOr */.wV)(usage.prompt_tokens);
    const completion_tokens = (0,lenient/* tokenCountOr */.wV)(usage.completion_tokens);
    if (prompt_tokens === undefined || completion_tokens === undefined)
        return undefined;
    const cached = (0,lenient/* tokenCountOr */.wV)((0,lenient/* recordOr */.xQ)(usage.prompt_tokens_details)?.cached_tokens) ??
        (0,lenient/* tokenCountOr */.wV)(usage.prompt_cache_hit_tokens);
    return cached === undefined
        ? { inputTokens: prompt_tokens, outputTokens: completion_tokens }
        : { inputTokens: prompt_tokens, outputTokens: completion_tokens, cachedInputTokens: cached };
}
function withUsage(message, usage) {
    return usage === undefined ? message : { ...message, usage };
}
/**
 * The assistant message of a non-streamed `chat.completion` body, read as `readCompletion` reads
 * one. Never throws.
 */
function assembleFromJson(body) {
    const completion = readCompletion(body);
    const choice = firstChoice(completion);
    const toolCalls = (choice?.message?.tool_calls ?? [])
        .filter((call) => call !== undefined)
        .map((call) => ({
        id: call.id ?? '',
        name: call.function?.name ?? '',
        arguments: call.function?.arguments ?? '',
    }));
    return withUsage({
        content: choice?.message?.content ?? null,
        toolCalls,
        finishReason: choice?.finish_reason ?? null,
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
// EXTERNAL MODULE: ./lib/provider/protocols/sse-framing.js
var sse_framing = __webpack_require__(4189);
// EXTERNAL MODULE: ./lib/provider/protocols/tool-results.js
var tool_results = __webpack_require__(5854);
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
/** The `ANSWER_CONTROLS` a body sets, normalized. */
function answerControlsOf(body, normalize) {
    const controls = {};
    for (const key of ANSWER_CONTROLS) {
        if (body[key] !== undefined)
            controls[key] = (0,provider_normalize/* normalizeShared */.zl)(body[key], normalize);
    }
    return controls;
}
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
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.messages)
        .filter((message) => message.role === 'tool')
        .map((message) => (0,tool_results/* toolResultOf */.jE)(message.tool_call_id, message.content)),
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
        const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeShared */.zl)(value, normalize));
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
            answerControls: answerControlsOf(body, normalize),
        };
    },
    conversationLength: (body) => (Array.isArray(body.messages) ? body.messages.length : 0),
    assembleJson: assembleFromJson,
    assembleEvents: assembleFromEvents,
    eventsFromJson: (body, call) => eventsFromJson(body, { includeUsage: includeUsageOf(call.body) }),
    jsonFromEvents: jsonFromEvents,
    formatEvent: sse_framing/* formatSseData */.h,
    findMalformedEvent: findMalformedEvent,
    isFinalEvent,
    servedModel: (body) => (0,lenient/* modelNamedIn */.OU)(body, 'model'),
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
// EXTERNAL MODULE: ./lib/provider/protocols/lenient.js
var lenient = __webpack_require__(2588);
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
        const given = content.parts;
        const parts = given.map((part) => renameIn(renameIn(part, 'functionCall'), 'functionResponse'));
        // A content with no id to rename (most of a conversation) is kept as it is.
        return parts.every((part, index) => part === given[index]) ? content : { ...content, parts };
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
    if (!Object.prototype.hasOwnProperty.call(systemInstruction, 'role'))
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
    const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeShared */.zl)(value, normalize));
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
        instructions: (0,provider_normalize/* normalizeShared */.zl)(instructionsOf(body.systemInstruction), normalize),
        messages: normalizeAll(renameCallIds(contents)),
        tools: normalizeAll(functions),
        outputLimit: readNumber(generationConfig.maxOutputTokens) ?? null,
        nativeTools: normalizeAll(native),
        reasoningEffort: thinking.effort,
        answerControls: (0,provider_normalize/* normalizeShared */.zl)(controls, normalize),
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
        // Without `%` there is nothing to decode (and nothing decoding could refuse).
        const model = stripModelsPrefix(segment.includes('%') ? decodeURIComponent(segment) : segment);
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
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-wire.js


/** The raw candidate an agent reads as its answer: the one with `index` 0 (the first when none says). */
function firstCandidateOf(body) {
    if (!(0,is_record/* isRecord */.u)(body))
        return undefined;
    const records = ((0,lenient/* arrayOr */.XW)(body.candidates) ?? []).filter(is_record/* isRecord */.u);
    return records.find((candidate) => (0,lenient/* tokenCountOr */.wV)(candidate.index) === 0) ?? records[0];
}
/** The raw parts of a candidate's content, objects only. */
function partsOf(candidate) {
    if (candidate === undefined)
        return [];
    return ((0,lenient/* arrayOr */.XW)((0,lenient/* recordOr */.xQ)(candidate.content)?.parts) ?? []).filter(is_record/* isRecord */.u);
}
function readPart(part) {
    const call = (0,lenient/* recordOr */.xQ)(part.functionCall);
    return {
        text: (0,lenient/* stringOr */.JI)(part.text),
        thought: (0,lenient/* booleanOr */.SX)(part.thought),
        thoughtSignature: (0,lenient/* stringOr */.JI)(part.thoughtSignature),
        functionCall: call !== undefined && 'args' in call
            ? { id: (0,lenient/* stringOr */.JI)(call.id), name: (0,lenient/* stringOr */.JI)(call.name), args: call.args }
            : undefined,
    };
}
function finishReasonOf(body) {
    const candidate = firstCandidateOf(body);
    const finishReason = (0,lenient/* stringOr */.JI)(candidate?.finishReason);
    if (finishReason !== undefined)
        return finishReason;
    // A prompt the safety filters refuse gets a 200 without candidates: the refusal ends the answer.
    return (0,is_record/* isRecord */.u)(body) ? (0,lenient/* stringOr */.JI)((0,lenient/* recordOr */.xQ)(body.promptFeedback)?.blockReason) : undefined;
}
/**
 * Token usage from a `usageMetadata` object, undefined when none was reported. Input is the prompt
 * (cached tokens included, as `cachedContentTokenCount` is a part of `promptTokenCount`) plus the
 * results of server-side tools (`toolUsePromptTokenCount`); output is the answer plus the thinking
 * tokens (`thoughtsTokenCount`), which Gemini bills as output and which OpenAI's and Anthropic's
 * output counts include too. Gemini's JSON is proto3 JSON: a count of zero is left out, so an
 * absent count inside a reported `usageMetadata` means 0.
 */
function readUsage(usageMetadata) {
    if (!(0,is_record/* isRecord */.u)(usageMetadata))
        return undefined;
    const promptTokenCount = (0,lenient/* tokenCountOr */.wV)(usageMetadata.promptTokenCount);
    const candidatesTokenCount = (0,lenient/* tokenCountOr */.wV)(usageMetadata.candidatesTokenCount);
    const totalTokenCount = (0,lenient/* tokenCountOr */.wV)(usageMetadata.totalTokenCount);
    if ([promptTokenCount, candidatesTokenCount, totalTokenCount].every((n) => n === undefined)) {
        return undefined;
    }
    const inputTokens = (promptTokenCount ?? 0) + ((0,lenient/* tokenCountOr */.wV)(usageMetadata.toolUsePromptTokenCount) ?? 0);
    const outputTokens = (candidatesTokenCount ?? 0) + ((0,lenient/* tokenCountOr */.wV)(usageMetadata.thoughtsTokenCount) ?? 0);
    const cached = (0,lenient/* tokenCountOr */.wV)(usageMetadata.cachedContentTokenCount);
    return cached === undefined
        ? { inputTokens, outputTokens }
        : { inputTokens, outputTokens, cachedInputTokens: cached };
}
function usageMetadataOf(body) {
    return (0,is_record/* isRecord */.u)(body) ? body.usageMetadata : undefined;
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
// EXTERNAL MODULE: ./lib/provider/protocols/tool-results.js
var tool_results = __webpack_require__(5854);
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
    if (usage !== undefined)
        message.usage = usage; // last, as a spread would put it
    return message;
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
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.contents)
        .flatMap((content) => (0,tool_results/* recordsOf */.M$)(content.parts))
        .flatMap((part) => (0,tool_results/* recordsOf */.M$)([part.functionResponse]))
        .map((response) => (0,tool_results/* toolResultOf */.jE)(response.id, response.response ?? null, response.name)),
    assembleJson: assembleGeminiJson,
    assembleEvents: (events) => assembleGeminiJson(jsonFromEvents(events)),
    eventsFromJson: (body) => eventsFromJson(body),
    jsonFromEvents: jsonFromEvents,
    formatEvent: formatEvent,
    findMalformedEvent: findMalformedEvent,
    isFinalEvent: isFinalEvent,
    servedModel: (body) => {
        const name = (0,lenient/* modelNamedIn */.OU)(body, 'modelVersion');
        return name === undefined ? undefined : stripModelsPrefix(name);
    },
    renderScripted: renderGeminiScripted,
    countTokens: countRequestTokens,
    errorBody: buildErrorBody,
    upstreamRequest: buildUpstreamRequest,
    // 429 and 5xx are retried already; Gemini has no other transient status.
    isTransientStatus: () => false,
};
//# sourceMappingURL=gemini.js.map
// EXTERNAL MODULE: ./lib/provider/protocols/sse-framing.js
var sse_framing = __webpack_require__(4189);
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
    const content = mapShared(stripped.content, withoutCacheControl);
    return content === stripped.content ? stripped : { ...stripped, content };
}
/**
 * `items.map(strip)`, or `items` itself when `strip` gives back every item as it was: a conversation
 * is sent again whole on every turn, and most of its blocks carry no marker to strip.
 */
function mapShared(items, strip) {
    const stripped = items.map(strip);
    return stripped.every((item, index) => item === items[index]) ? items : stripped;
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
            toolUseIds = [];
            for (const block of blocks) {
                if ((0,is_record/* isRecord */.u)(block) && block.type === 'tool_use')
                    toolUseIds.push(block.id);
            }
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
    const content = mapShared(message.content, stripContentBlock);
    return content === message.content ? message : { ...message, content };
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
/** The fields `answerControlsOf` keeps, in the order it lists them. */
const ANSWER_CONTROLS = [
    'tool_choice',
    'thinking',
    'stop_sequences',
    'output_format',
    'output_config',
    'context_management',
];
/**
 * Fields that constrain the answer, as sent: the tool choice, the extended-thinking configuration
 * (`{type: 'enabled', budget_tokens}`, `adaptive`, `disabled`), stop sequences, structured output,
 * and context management (which clears old tool results from what the model sees).
 */
function answerControlsOf(body, outputConfig) {
    const controls = {};
    for (const key of ANSWER_CONTROLS) {
        const value = key === 'output_config' ? outputConfig : body[key];
        if (value !== undefined && value !== null)
            controls[key] = value;
    }
    return controls;
}
/**
 * The fingerprint of a Messages call. The model name and effort are configuration, not noise, so
 * they are not normalized (a snapshot date in a model name must stay distinct).
 */
function fingerprintMessages(call, normalize) {
    const body = (0,is_record/* isRecord */.u)(call.body) ? call.body : {};
    const tools = Array.isArray(body.tools) ? body.tools.map(withoutCacheControl) : [];
    const mcpServers = Array.isArray(body.mcp_servers) ? body.mcp_servers : [];
    const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeShared */.zl)(value, normalize));
    const outputConfig = readOutputConfig(body);
    return {
        endpoint: 'messages',
        model: messages_request_readString(body.model) ?? call.routeModel ?? null,
        instructions: body.system === undefined || body.system === null
            ? null
            : (0,provider_normalize/* normalizeShared */.zl)(stripSystem(body.system), normalize),
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
        answerControls: (0,provider_normalize/* normalizeShared */.zl)(answerControlsOf(body, outputConfig.rest), normalize),
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./lib/provider/protocols/messages-wire.js
/**
 * Reading Anthropic Messages bodies: the assistant's answer in a `message` object (text, `tool_use`
 * blocks, stop reason, usage). Upstream JSON is read leniently, as `chat-completion.ts` reads its
 * own: a field of the wrong type counts as absent instead of throwing, because these functions see
 * whatever a Messages-compatible server sent. An answer's body is read field by field
 * (`lenient-read.ts`), as the schemas here would read it: this runs on every answer the proxy gives.
 */



/** The fields of a content block this module reads; every other field is passed on as sent. */
const WireBlockSchema = schemas/* looseObject */._H3({
    type: (0,lenient/* lenient */.W_)(schemas/* string */.YjP()),
    text: (0,lenient/* lenient */.W_)(schemas/* string */.YjP()),
    id: (0,lenient/* lenient */.W_)(schemas/* string */.YjP()),
    name: (0,lenient/* lenient */.W_)(schemas/* string */.YjP()),
    input: (0,lenient/* lenient */.W_)(schemas/* unknown */.L5J()),
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
    if (!(0,is_record/* isRecord */.u)(usage))
        return undefined;
    const input_tokens = (0,lenient/* tokenCountOr */.wV)(usage.input_tokens);
    const output_tokens = (0,lenient/* tokenCountOr */.wV)(usage.output_tokens);
    const cache_read_input_tokens = (0,lenient/* tokenCountOr */.wV)(usage.cache_read_input_tokens);
    const cache_creation_input_tokens = (0,lenient/* tokenCountOr */.wV)(usage.cache_creation_input_tokens);
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
        if (raw.type !== 'tool_use')
            return;
        calls.push({
            id: (0,lenient/* stringOr */.JI)(raw.id) ?? '',
            name: (0,lenient/* stringOr */.JI)(raw.name) ?? '',
            arguments: argumentsOf(raw, position),
        });
    });
    return calls;
}
/** A block's `input` as the arguments string a transcript keeps; `{}` when there is none. */
function stringifyInput(block) {
    const input = block.input;
    return JSON.stringify(input === undefined ? {} : input) ?? '{}';
}
/**
 * The text of a message: its `text` blocks joined with nothing between them (Anthropic splits a
 * text into several blocks around citations), or null when it has none. Thinking is not the answer.
 */
function textOf(blocks) {
    const texts = [];
    for (const block of blocks)
        if (block.type === 'text')
            texts.push((0,lenient/* stringOr */.JI)(block.text) ?? '');
    return texts.length === 0 ? null : texts.join('');
}
/** The assistant's answer in a message, with the arguments of each tool call given by `argumentsOf`. */
function assembleMessage(body, argumentsOf = stringifyInput) {
    const message = (0,lenient/* recordOr */.xQ)(body);
    const blocks = readBlocks((0,lenient/* arrayOr */.XW)(message?.content));
    const assembled = {
        content: textOf(blocks),
        toolCalls: toolCallsOf(blocks, argumentsOf),
        finishReason: (0,lenient/* stringOr */.JI)(message?.stop_reason) ?? null,
    };
    const usage = messages_wire_readUsage(message?.usage);
    if (usage !== undefined)
        assembled.usage = usage; // last, as a spread would put it
    return assembled;
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
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.messages)
        .flatMap((message) => (0,tool_results/* recordsOf */.M$)(message.content))
        .filter((block) => block.type === 'tool_result')
        .map((block) => (0,tool_results/* toolResultOf */.jE)(block.tool_use_id, block.content ?? '')),
    assembleJson: (body) => assembleMessage(body),
    assembleEvents: assembleEvents,
    eventsFromJson: (body) => messages_stream_eventsFromJson(body),
    jsonFromEvents: messages_stream_jsonFromEvents,
    formatEvent(data) {
        const event = eventNameOf(data);
        return (0,sse_framing/* formatSseEvent */.d)(event === undefined ? { data } : { event, data });
    },
    findMalformedEvent: messages_stream_findMalformedEvent,
    isFinalEvent: messages_stream_isFinalEvent,
    servedModel: (body) => (0,lenient/* modelNamedIn */.OU)(body, 'model'),
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
const responses_fingerprint_ANSWER_CONTROLS = [
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
/** The record without `key`: itself when it has no such key, else a copy. */
const withoutKey = (record, key) => Object.prototype.hasOwnProperty.call(record, key)
    ? Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))
    : record;
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
    for (const key of responses_fingerprint_ANSWER_CONTROLS) {
        if (body[key] !== undefined)
            controls[key] = (0,provider_normalize/* normalizeShared */.zl)(body[key], normalize);
    }
    const reasoning = reasoningControls(body.reasoning);
    if (reasoning !== undefined)
        controls.reasoning = (0,provider_normalize/* normalizeShared */.zl)(reasoning, normalize);
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
    const normalizeAll = (values) => values.map((value) => (0,provider_normalize/* normalizeShared */.zl)(value, normalize));
    return {
        endpoint: 'responses',
        model: responses_fingerprint_readString(body.model) ?? call.routeModel ?? null,
        instructions: body.instructions === undefined || body.instructions === null
            ? null
            : (0,provider_normalize/* normalizeShared */.zl)(body.instructions, normalize),
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


/** Token usage from a Responses `usage` object; undefined unless both counts are there. */
function responses_wire_readUsage(usage) {
    if (!(0,is_record/* isRecord */.u)(usage))
        return undefined;
    const input_tokens = (0,lenient/* tokenCountOr */.wV)(usage.input_tokens);
    const output_tokens = (0,lenient/* tokenCountOr */.wV)(usage.output_tokens);
    if (input_tokens === undefined || output_tokens === undefined)
        return undefined;
    const cached = (0,lenient/* tokenCountOr */.wV)((0,lenient/* recordOr */.xQ)(usage.input_tokens_details)?.cached_tokens);
    return cached === undefined
        ? { inputTokens: input_tokens, outputTokens: output_tokens }
        : { inputTokens: input_tokens, outputTokens: output_tokens, cachedInputTokens: cached };
}
/**
 * The output items that carry the answer: `message` (text in `output_text` parts), `function_call`
 * and `custom_tool_call` (Codex's freeform `apply_patch`, whose `input` is the raw patch). Reasoning,
 * web search and other items are kept in bodies and streams but add nothing to the transcript.
 */
function toolCallOf(item) {
    // The tool-call id is `call_id`: the one a `function_call_output` answers. `id` is the item's own.
    if (item.type === 'function_call') {
        return {
            id: (0,lenient/* stringOr */.JI)(item.call_id) ?? '',
            name: (0,lenient/* stringOr */.JI)(item.name) ?? '',
            arguments: (0,lenient/* stringOr */.JI)(item.arguments) ?? '',
        };
    }
    if (item.type === 'custom_tool_call') {
        return {
            id: (0,lenient/* stringOr */.JI)(item.call_id) ?? '',
            name: (0,lenient/* stringOr */.JI)(item.name) ?? '',
            arguments: (0,lenient/* stringOr */.JI)(item.input) ?? '',
        };
    }
    return undefined;
}
/** The text of all `output_text` parts of all `message` items, joined as the SDK's `output_text` is. */
function responses_wire_textOf(items) {
    const texts = [];
    for (const item of items) {
        if (item.type !== 'message')
            continue;
        for (const part of (0,lenient/* arrayOr */.XW)(item.content) ?? []) {
            if ((0,is_record/* isRecord */.u)(part) && part.type === 'output_text')
                texts.push((0,lenient/* stringOr */.JI)(part.text) ?? '');
        }
    }
    return texts.length === 0 ? null : texts.join('');
}
/**
 * The assistant message of a Responses `response` body. The finish reason is the reason an
 * incomplete response gives (`max_output_tokens`), else its status (`completed`). Never throws.
 */
function assembleResponse(body) {
    const response = (0,lenient/* recordOr */.xQ)(body) ?? {};
    const items = ((0,lenient/* arrayOr */.XW)(response.output) ?? []).filter(is_record/* isRecord */.u);
    const message = {
        content: responses_wire_textOf(items),
        toolCalls: items.map(toolCallOf).filter((call) => call !== undefined),
        finishReason: (0,lenient/* stringOr */.JI)((0,lenient/* recordOr */.xQ)(response.incomplete_details)?.reason) ?? (0,lenient/* stringOr */.JI)(response.status) ?? null,
    };
    const usage = responses_wire_readUsage(response.usage);
    if (usage !== undefined)
        message.usage = usage;
    const id = (0,lenient/* stringOr */.JI)(response.id);
    if (id !== undefined)
        message.responseId = id;
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
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.input)
        .filter((item) => item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
        .map((item) => (0,tool_results/* toolResultOf */.jE)(item.call_id, item.output)),
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
        return event === undefined ? (0,sse_framing/* formatSseData */.h)(data) : (0,sse_framing/* formatSseEvent */.d)({ event, data });
    },
    findMalformedEvent: responses_findMalformedEvent,
    isFinalEvent: (data) => data === '[DONE]' || FINAL_EVENTS.has(typeOf(data) ?? ''),
    servedModel: (body) => (0,lenient/* modelNamedIn */.OU)(body, 'model'),
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
/** The protocols in the order routes are tried, listed once rather than on every request. */
const ROUTE_ORDER = Object.values(PROTOCOLS);
/** The protocol that serves a request, with what its route says; undefined for an unknown route. */
function matchProtocolRoute(method, pathname, query) {
    for (const protocol of ROUTE_ORDER) {
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
/* harmony export */   JI: () => (/* binding */ stringOr),
/* harmony export */   OU: () => (/* binding */ modelNamedIn),
/* harmony export */   SX: () => (/* binding */ booleanOr),
/* harmony export */   W_: () => (/* binding */ lenient),
/* harmony export */   XW: () => (/* binding */ arrayOr),
/* harmony export */   d_: () => (/* binding */ numberOr),
/* harmony export */   hB: () => (/* binding */ plainRecordOr),
/* harmony export */   wV: () => (/* binding */ tokenCountOr),
/* harmony export */   xQ: () => (/* binding */ recordOr)
/* harmony export */ });
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9588);

/** A field that reads as `undefined` when it is missing or of the wrong type. */
function lenient(schema) {
    return schema.optional().catch(undefined);
}
const stringOr = (value) => typeof value === 'string' ? value : undefined;
/** `lenient(z.number())`: a finite number. */
const numberOr = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const booleanOr = (value) => typeof value === 'boolean' ? value : undefined;
/** A token count (or an index), `lenient(z.number().int().min(0))`: a safe integer, never negative. */
const tokenCountOr = (value) => Number.isSafeInteger(value) && value >= 0 ? value : undefined;
/** `lenient(z.looseObject(…))` before its fields are read: any object that is not an array. */
const recordOr = (value) => (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(value) ? value : undefined;
const arrayOr = (value) => Array.isArray(value) ? value : undefined;
/**
 * `lenient(z.record(z.string(), z.unknown()))` before its entries are copied: a record whose
 * constructor, if it has one, is an ordinary class's (what zod calls a plain object).
 */
function plainRecordOr(value) {
    if (!(0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(value))
        return undefined;
    const constructor = value.constructor;
    if (typeof constructor !== 'function')
        return value;
    const prototype = constructor.prototype;
    return (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf')
        ? value
        : undefined;
}
/**
 * The model a response body names in `field` (`model`; Gemini's `modelVersion`): a non-empty string,
 * else undefined. What `WireProtocol.servedModel` reads.
 */
function modelNamedIn(body, field) {
    const name = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(body) ? stringOr(body[field]) : undefined;
    return name === undefined || name === '' ? undefined : name;
}
//# sourceMappingURL=lenient.js.map

/***/ }),

/***/ 4189:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ formatSseEvent),
/* harmony export */   h: () => (/* binding */ formatSseData)
/* harmony export */ });
/**
 * Writing Server-Sent Events, as Chat Completions, Responses and Messages frame them for the agent
 * (Gemini frames its own: one line per event). Reading them is `sse-reader.ts`.
 */
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
//# sourceMappingURL=sse-framing.js.map

/***/ }),

/***/ 5854:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ recordsOf),
/* harmony export */   jE: () => (/* binding */ toolResultOf)
/* harmony export */ });
/* unused harmony export resultText */
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9588);
/**
 * The tool results a request carries back to the model, read the same way by every protocol's
 * `toolResults` (`protocol.ts`): each protocol says where they are, this says what their text is.
 */

/** A result's content as text: a string as given, text blocks joined, anything else as JSON. */
function resultText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content) && content.every((block) => (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(block))) {
        const texts = content.filter((block) => typeof block.text === 'string');
        if (texts.length === content.length)
            return texts.map((block) => block.text).join('\n');
    }
    return JSON.stringify(content) ?? '';
}
/** A string field, or undefined. */
const stringOf = (value) => typeof value === 'string' ? value : undefined;
/** A result with the id (and name) given, when they are strings. */
function toolResultOf(id, output, name) {
    const idText = stringOf(id);
    const nameText = stringOf(name);
    return {
        ...(idText === undefined ? {} : { id: idText }),
        ...(nameText === undefined ? {} : { name: nameText }),
        output: resultText(output),
    };
}
/** The entries of a list field of a request, those that are objects. */
function recordsOf(value) {
    return Array.isArray(value) ? value.filter((entry) => (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(entry)) : [];
}
//# sourceMappingURL=tool-results.js.map

/***/ }),

/***/ 9313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ serveRecorded),
/* harmony export */   YT: () => (/* binding */ tokenizeRecorded),
/* harmony export */   iP: () => (/* binding */ captureResponse),
/* harmony export */   pr: () => (/* binding */ rewriteRecorded)
/* harmony export */ });
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(247);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(118);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2188);
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
    return (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(rewritten) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(chunk) ? event : JSON.stringify(rewritten);
}
/** The response with `rewrite` applied to every string of its body or of each stream chunk. */
function rewriteRecorded(recorded, rewrite) {
    if (recorded.kind === 'json')
        return { ...recorded, body: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeShared */ .zl)(recorded.body, rewrite) };
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
    if ((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(tokenized) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(whole))
        return rewritten;
    return { kind: 'json', status: rewritten.status, body: tokenized };
}
/** The recorded response, delivered the way `call` asks for it. */
function serveRecorded(recorded, call, protocol) {
    if (recorded.kind === 'sse') {
        return call.stream
            ? { kind: 'sse', status: recorded.status, events: (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .streamOf */ .mA)(recorded.events) }
            : { kind: 'json', status: recorded.status, body: protocol.jsonFromEvents(recorded.events) };
    }
    if (!call.stream || recorded.status >= 400)
        return recorded;
    return {
        kind: 'sse',
        status: recorded.status,
        events: (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .streamOf */ .mA)(protocol.eventsFromJson(recorded.body, call)),
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

/***/ 6473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HZ: () => (/* binding */ createRunDirectory),
/* harmony export */   TX: () => (/* binding */ removeRunDirectory),
/* harmony export */   lj: () => (/* binding */ removeAbandonedRunDirectories),
/* harmony export */   xK: () => (/* binding */ FixtureTemplates)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var _process_process_tree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8009);
/* harmony import */ var _workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8735);
/**
 * Each run lives in its own temporary directory: a fresh copy of the task's fixture (the workspace),
 * a fresh HOME and XDG directories (real agents keep sessions and memory there, which would leak from
 * one run into the next), and the events file the agent may append to. Each also names the
 * invocation that made it (`owner.json`), so that `--resume` can find and remove what a killed
 * invocation left behind.
 *
 * A task's fixture is prepared once per invocation (`FixtureTemplates`: copied, its times fixed,
 * its git repository made) and each run gets a cheap copy of that: a reflink where the file system
 * can, a plain copy otherwise.
 */







/**
 * `execFile`, promised. Node's child_process module is loaded on the first use (only runs whose
 * task asks for a git repository need it), not at start-up.
 */
function run(file, args, options) {
    return (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(process.getBuiltinModule('node:child_process').execFile)(file, args, options);
}
const RUN_DIRECTORY_PREFIX = 'verdict-run-';
/** In a run's root (not its workspace): which invocation made it, and from which process. */
const OWNER_FILE = 'owner.json';
/** 2000-01-01T00:00:00Z, the first fixture time, in seconds. */
const FIXTURE_EPOCH_SECONDS = 946_684_800;
/**
 * Gives the copy's files and directories fixed times, one second apart in path order. A copy's
 * times are otherwise the moment it was made, in whatever order the file system listed the
 * fixture, and agents show them to the model (Claude Code's Glob lists oldest first): replay on
 * another machine would then diverge.
 */
async function fixTimes(workspace) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(workspace, { recursive: true, withFileTypes: true });
    const named = entries
        .map((entry) => ({
        path: node_path__WEBPACK_IMPORTED_MODULE_3__.join(entry.parentPath, entry.name),
        keptByCopy: entry.isFile(),
    }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const times = named.map((entry, index) => ({
        ...entry,
        seconds: FIXTURE_EPOCH_SECONDS + index + 1,
    }));
    await setTimes([...times, { path: workspace, seconds: FIXTURE_EPOCH_SECONDS }]);
    // A copy that preserves timestamps keeps its files' times, not its directories' or links'.
    return [
        { path: '', seconds: FIXTURE_EPOCH_SECONDS },
        ...times
            .filter((entry) => !entry.keptByCopy)
            .map((entry) => ({ path: node_path__WEBPACK_IMPORTED_MODULE_3__.relative(workspace, entry.path), seconds: entry.seconds })),
    ];
}
/**
 * Sets each path's times (links themselves, not what they name). A small tree's are set with
 * synchronous calls, microseconds each, as `copyTree` copies it; a larger one's through the thread
 * pool, so that it does not hold up the invocation's other runs.
 */
async function setTimes(entries) {
    if (entries.length <= _workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .SMALL_TREE_ENTRIES */ .aX) {
        for (const entry of entries)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lutimesSync)(entry.path, entry.seconds, entry.seconds);
        return;
    }
    await Promise.all(entries.map((entry) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lutimes)(entry.path, entry.seconds, entry.seconds)));
}
/**
 * The fixtures of one invocation, each prepared on first use (copied, times fixed, git made) in a
 * temp directory of their own that carries the invocation's owner file, so that a killed
 * invocation's templates are cleaned up like its run directories.
 */
class FixtureTemplates {
    options;
    root;
    prepared = new Map();
    constructor(options = {}) {
        this.options = options;
    }
    /** The prepared fixture, made once however many runs ask at the same time. */
    get(fixtureDir, git) {
        const key = `${git ? 'git' : 'plain'}:${node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(fixtureDir)}`;
        let template = this.prepared.get(key);
        if (template === undefined) {
            template = this.prepare(fixtureDir, git, this.prepared.size);
            this.prepared.set(key, template);
            // A failure is not kept: the next run tries again and reports its own error.
            template.catch(() => this.prepared.delete(key));
        }
        return template;
    }
    async prepare(fixtureDir, git, index) {
        this.root ??= makeOwnedTempDir(this.options);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_3__.join(await this.root, `fixture-${index}`);
        await (0,_workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .copyTree */ .EL)(fixtureDir, dir);
        const lostTimes = await fixTimes(dir);
        if (git)
            await initialiseGit(dir);
        return { dir, lostTimes };
    }
    async dispose() {
        if (this.root === undefined)
            return;
        const root = await this.root.catch(() => undefined);
        this.root = undefined;
        this.prepared.clear();
        if (root !== undefined)
            await (0,_workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .removeTree */ .dM)(root);
    }
}
/** A copy of a prepared fixture, with the times a copy does not keep set again. */
async function copyTemplate(template, workspace) {
    // A reflink where the file system can (btrfs, XFS, APFS): no bytes copied.
    await (0,_workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .copyTree */ .EL)(template.dir, workspace, { preserveTimestamps: true, clone: true });
    // Deepest first is not needed: setting a directory's times touches nothing else's.
    await setTimes(template.lostTimes.map((entry) => ({
        path: node_path__WEBPACK_IMPORTED_MODULE_3__.join(workspace, entry.path),
        seconds: entry.seconds,
    })));
}
/** Real paths of the parents asked for so far: every run asks, and the answer does not change. */
const realParents = new Map();
function realParent(parent) {
    let real = realParents.get(parent);
    if (real === undefined) {
        real = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(parent);
        realParents.set(parent, real);
        real.catch(() => realParents.delete(parent));
    }
    return real;
}
/** A fresh temp directory (real path) with the invocation's owner file in it. */
async function makeOwnedTempDir(options) {
    // The real path (macOS: /private/var/…, not /var/…): an agent sees its cwd that way, and a path in
    // a model response must name the workspace as the agent does for replay to put it back.
    const parent = await realParent(options.parent ?? node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir());
    // The directory and its small files are made with synchronous calls (microseconds each, less than
    // a round trip through the thread pool), here and in `createRunDirectory`.
    const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(parent, RUN_DIRECTORY_PREFIX));
    if (options.runId !== undefined) {
        const owner = { runId: options.runId, pid: process.pid };
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, OWNER_FILE), `${JSON.stringify(owner)}\n`);
        }
        catch (error) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(root, { recursive: true, force: true });
            throw error;
        }
    }
    return root;
}
/** A git repository in the copy, committed with a fixed identity and date so runs are repeatable. */
async function initialiseGit(workspace) {
    const env = {
        ...process.env,
        GIT_AUTHOR_NAME: 'verdict',
        GIT_AUTHOR_EMAIL: 'verdict@localhost',
        GIT_COMMITTER_NAME: 'verdict',
        GIT_COMMITTER_EMAIL: 'verdict@localhost',
        GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
        GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
    };
    const git = (...args) => run('git', args, { cwd: workspace, env });
    await git('init', '--quiet', '--initial-branch=main');
    await git('add', '--all');
    await git('-c', 'commit.gpgsign=false', 'commit', '--quiet', '--allow-empty', '-m', 'fixture');
}
async function createRunDirectory(options) {
    const root = await makeOwnedTempDir(options);
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'work');
    const home = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'home');
    const xdg = {
        config: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.config'),
        data: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.local', 'share'),
        state: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.local', 'state'),
        cache: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.cache'),
    };
    try {
        if (options.template !== undefined)
            await copyTemplate(options.template, workspace);
        else if (options.fixtureDir === undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(workspace);
        else {
            await (0,_workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .copyTree */ .EL)(options.fixtureDir, workspace);
            await fixTimes(workspace);
            if (options.fixtureGit === true)
                await initialiseGit(workspace);
        }
        // Parents first: no recursive walk per directory, no EEXIST.
        const tmp = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'tmp');
        for (const dir of [
            home,
            xdg.config,
            node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(xdg.data),
            xdg.cache,
            xdg.data,
            xdg.state,
            tmp,
        ]) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
        }
        const eventsFile = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'events.jsonl');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(eventsFile, '');
        return { root, workspace, home, xdg, eventsFile, tmp };
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(root, { recursive: true, force: true });
        throw error;
    }
}
async function removeRunDirectory(directory) {
    await (0,_workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .removeTree */ .dM)(directory.root);
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/**
 * Removes the run directories that an earlier invocation of `runId` left behind when it was killed
 * (SIGKILL leaves no chance to clean up), and kills what still runs in them: an agent or verifier
 * whose runner died. Directories of a process that is still alive are left alone.
 */
async function removeAbandonedRunDirectories(runId, parent = node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir()) {
    const base = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(parent);
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(base).catch(() => []);
    const cleanup = { processes: 0, directories: 0 };
    for (const entry of entries) {
        if (!entry.startsWith(RUN_DIRECTORY_PREFIX))
            continue;
        const root = node_path__WEBPACK_IMPORTED_MODULE_3__.join(base, entry);
        let owner;
        try {
            owner = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, OWNER_FILE), 'utf8'));
        }
        catch {
            continue; // not ours to judge: another invocation's, or one made without an owner
        }
        if (owner.runId !== runId || typeof owner.pid !== 'number')
            continue;
        if (owner.pid === process.pid || isAlive(owner.pid))
            continue;
        const processes = await (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .findOwnedProcesses */ .kN)({ paths: [root] });
        for (const pid of processes) {
            try {
                process.kill(pid, 'SIGKILL');
            }
            catch {
                // already gone
            }
        }
        cleanup.processes += processes.length;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(root, { recursive: true, force: true, maxRetries: 3 });
        cleanup.directories += 1;
    }
    return cleanup;
}
//# sourceMappingURL=run-directory.js.map

/***/ }),

/***/ 8735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ copyTree),
/* harmony export */   XG: () => (/* binding */ SMALL_FILE_BYTES),
/* harmony export */   aX: () => (/* binding */ SMALL_TREE_ENTRIES),
/* harmony export */   dM: () => (/* binding */ removeTree)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/**
 * Copying and removing the directory trees of runs (fixtures, workspaces, run directories), with
 * synchronous calls when a tree is small.
 *
 * `copyTree` copies a tree the way `fs.promises.cp(src, dest, { recursive: true, verbatimSymlinks:
 * true })` does: directories keep their mode, files their mode (and their times, when asked), links
 * their target verbatim; a socket, FIFO or device stops the copy. A fixture is copied at least once
 * per run, and most fixtures are a handful of files: for those, `fs.cp` spends most of its time in
 * round trips through the thread pool (a stat, a check of the parents and a copy per entry, each
 * awaited). A tree of at most `SMALL_TREE_ENTRIES` entries is therefore copied with synchronous
 * calls, which take microseconds each; a larger one still goes through `fs.cp`, so a big fixture
 * never holds up the other runs of the invocation.
 */




/** Trees with at most this many entries (files, directories and links) are copied synchronously. */
const SMALL_TREE_ENTRIES = 256;
/**
 * Bytes that may be read or written with synchronous calls at once (a file, or a snapshot's reads
 * in all): less than a round trip through the thread pool costs, and never long enough to hold up
 * the invocation's other runs. The snapshot, and the built-in agent's file tools, use it.
 */
const SMALL_FILE_BYTES = 1024 * 1024;
/** Copies `src` into `dest`, which must not exist yet; resolves when every entry is written. */
async function copyTree(src, dest, options = {}) {
    const rootStats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(src);
    const entries = rootStats.isDirectory() ? listSmallTree(src) : undefined;
    if (entries === undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.cp)(src, dest, {
            recursive: true,
            verbatimSymlinks: true,
            ...(options.preserveTimestamps === true ? { preserveTimestamps: true } : {}),
            ...(options.clone === true ? { mode: node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_FICLONE } : {}),
        });
        return;
    }
    copySmallTree(src, dest, rootStats, entries, options);
}
/** Every entry below `root`, parents before children, or undefined past `SMALL_TREE_ENTRIES`. */
function listSmallTree(root) {
    const entries = [];
    const visit = (relative) => {
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, relative))) {
            if (entries.length === SMALL_TREE_ENTRIES)
                return false;
            const child = relative === '' ? name : node_path__WEBPACK_IMPORTED_MODULE_3__.join(relative, name);
            const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, child));
            entries.push({ relative: child, stats });
            if (stats.isDirectory() && !visit(child))
                return false;
        }
        return true;
    };
    return visit('') ? entries : undefined;
}
/**
 * At most this many entries, a tree is removed at once on the main thread: below it a process or
 * the thread pool's round trips cost more than the unlinks; above it (an agent's HOME of a hundred
 * files, on a disk mounted with `discard`, where each unlink waits) the removal runs beside the
 * process, which goes on.
 */
const REMOVED_AT_ONCE_ENTRIES = 32;
/**
 * The system's `rm`, which removes a large tree in a process of its own. Node's recursive `rm` runs
 * each step's callback on the main thread, so while the process is busy (a run's trace and
 * report written while its directory goes) the removal waits; measured on a Codex run's directory
 * (124 entries), it ended some 20 ms after that work instead of within it.
 */
let systemRm;
/** Its path, looked for once, on the first large tree (no command pays for it at start-up). */
function systemRmPath() {
    systemRm ??=
        process.platform === 'win32'
            ? null
            : (['/bin/rm', '/usr/bin/rm'].find((file) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file)) ?? null);
    return systemRm ?? undefined;
}
function removedByProcess(dir) {
    const rm = systemRmPath();
    if (rm === undefined)
        return Promise.resolve(false);
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(rm, ['-rf', '--', dir], { stdio: 'ignore' });
        child.once('error', () => resolve(false));
        child.once('close', (code) => resolve(code === 0 && !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(dir)));
    });
}
/**
 * Removes `dir` and everything in it, as `rm(dir, { recursive: true, force: true, maxRetries })`
 * does (a missing `dir` is no error): synchronously when it holds at most
 * `REMOVED_AT_ONCE_ENTRIES` entries, else by the system's `rm` in a process of its own, and
 * whenever the quick way fails (e.g. while something still writes into it) through the thread
 * pool, with retries.
 */
async function removeTree(dir, maxRetries = 3) {
    try {
        const entries = listSmallTree(dir);
        if (entries !== undefined && entries.length <= REMOVED_AT_ONCE_ENTRIES) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
            return;
        }
        if (await removedByProcess(dir))
            return;
    }
    catch {
        // Gone already, or busy: the thread pool's removal, with its retries, has the last word.
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true, maxRetries });
}
function copySmallTree(src, dest, rootStats, entries, options) {
    const copyMode = options.clone === true ? node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_FICLONE : 0;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest);
    const directories = [{ dir: dest, mode: rootStats.mode }];
    for (const { relative, stats } of entries) {
        const from = node_path__WEBPACK_IMPORTED_MODULE_3__.join(src, relative);
        const to = node_path__WEBPACK_IMPORTED_MODULE_3__.join(dest, relative);
        if (stats.isDirectory()) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(to);
            directories.push({ dir: to, mode: stats.mode });
        }
        else if (stats.isSymbolicLink()) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.symlinkSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(from), to);
        }
        else if (stats.isFile()) {
            // copyfile gives the copy the source's mode.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.copyFileSync)(from, to, copyMode);
            if (options.preserveTimestamps === true)
                preserveTimes(to, stats);
        }
        else {
            throw new Error(`cannot copy ${from}: ${specialKind(stats)} cannot be part of a copied tree`);
        }
    }
    // Modes last, deepest first: a read-only directory is made so only once its entries are in it.
    for (const { dir, mode } of directories.reverse())
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dir, mode & 0o7777);
}
/** The source's times on the copy; a read-only copy is made writable for the moment it takes. */
function preserveTimes(file, stats) {
    const writable = (stats.mode & 0o200) !== 0;
    if (!writable)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(file, (stats.mode | 0o200) & 0o7777);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.utimesSync)(file, stats.atime, stats.mtime);
    if (!writable)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(file, stats.mode & 0o7777);
}
function specialKind(stats) {
    if (stats.isSocket())
        return 'a socket';
    if (stats.isFIFO())
        return 'a FIFO';
    return 'a device';
}
//# sourceMappingURL=small-tree.js.map

/***/ })

};
