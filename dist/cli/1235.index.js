export const id = 1235;
export const ids = [1235,2981];
export const modules = {

/***/ 8871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  recordCommand: () => (/* binding */ recordCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/provider/cassette.js + 1 modules
var cassette = __webpack_require__(8957);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/record.js
/**
 * Record mode: another provider (live, or scripted) answers, and each call's fingerprint and
 * response (paths as tokens) is written as the task's cassette when the run ends. A run whose
 * provider failed writes nothing: a cassette must never hold half a conversation.
 */







/** A conversation's identity: its instructions and first entry (the system prompt, in chat). */
function threadOf(fingerprint) {
    return (0,canonical_json/* canonicalJson */.d)([fingerprint.instructions ?? null, fingerprint.messages[0] ?? null]);
}
/** The earlier call a request continues (`previous_response_id`, fingerprinted as `<call N>`). */
function continuedCall(fingerprint) {
    const reference = fingerprint.answerControls.previous_response_id;
    const number = typeof reference === 'string' ? /^<call (\d+)>$/.exec(reference)?.[1] : undefined;
    return number === undefined ? undefined : Number(number);
}
/**
 * An order that is the same on every recording (a side request races the main call): conversations
 * in the order they started, each in arrival order, then one-call groups (side requests) in content
 * order.
 */
function orderForCassette(captured) {
    const byArrival = [...captured].sort((a, b) => a.index - b.index);
    const threadOfCall = new Map();
    const threads = new Map();
    for (const entry of byArrival) {
        const continued = continuedCall(entry.fingerprint);
        const key = (continued === undefined ? undefined : threadOfCall.get(continued)) ??
            threadOf(entry.fingerprint);
        threadOfCall.set(entry.index + 1, key);
        threads.set(key, [...(threads.get(key) ?? []), entry]);
    }
    const groups = [...threads.entries()];
    const sides = groups
        .filter(([, entries]) => entries.length === 1)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return [...groups.filter(([, entries]) => entries.length > 1), ...sides].flatMap(([, entries]) => entries);
}
class RecordProvider {
    inner;
    options;
    mode = 'record';
    captured = [];
    failure;
    constructor(inner, options) {
        this.inner = inner;
        this.options = options;
    }
    async complete(call, signal) {
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.ax)(call, this.options.normalize);
        call.fingerprinted?.(fingerprint);
        let answer;
        try {
            answer = await this.inner.complete(call, signal);
        }
        catch (error) {
            this.failure ??= (0,errors/* messageOf */.bD)(error);
            throw error;
        }
        const captured = (0,recorded_response/* captureResponse */.iP)(answer, (response) => this.captured.push({
            index: call.index,
            fingerprint,
            response: this.options.tokenize === undefined
                ? response
                : (0,recorded_response/* tokenizeRecorded */.YT)(response, this.options.tokenize, (0,protocols/* protocolOf */.AT)(call.protocol)),
        }), (error) => {
            this.failure ??= (0,errors/* messageOf */.bD)(error);
        });
        return answer.attempts === undefined ? captured : { ...captured, attempts: answer.attempts };
    }
    async finish() {
        const stop = await this.inner.finish?.();
        if (stop !== undefined)
            return stop;
        if (this.failure !== undefined)
            return undefined; // the run is already marked; nothing to keep
        // No call (the agent crashed first): a header-only cassette would replace a good recording.
        if (this.captured.length === 0)
            return undefined;
        const calls = orderForCassette(this.captured).map((entry, position) => ({
            call: position + 1,
            sha256: (0,provider_fingerprint/* hashFingerprint */.P_)(entry.fingerprint),
            fingerprint: entry.fingerprint,
            response: entry.response,
        }));
        try {
            await (0,cassette/* writeCassette */.mw)(this.options.file, this.options.header, calls, {
                secrets: this.options.secrets,
                ...(this.options.caps === undefined ? {} : { caps: this.options.caps }),
            });
        }
        catch (error) {
            throw new types/* RunStopError */.eC({ kind: 'provider_error', message: (0,errors/* messageOf */.bD)(error) });
        }
        return undefined;
    }
}
//# sourceMappingURL=record.js.map
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __webpack_require__(51);
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
// EXTERNAL MODULE: ./lib/cli/evaluation/cassettes.js + 3 modules
var cassettes = __webpack_require__(5431);
// EXTERNAL MODULE: ./lib/cli/evaluation/invocation.js + 24 modules
var invocation = __webpack_require__(7490);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
// EXTERNAL MODULE: ./lib/cli/evaluation/trust.js
var trust = __webpack_require__(3091);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/progress.js
var progress = __webpack_require__(9095);
;// CONCATENATED MODULE: ./lib/cli/commands/record.js
















const recordCommand = (0,invocation/* suiteCommand */.m0)({
    name: 'record',
    help: `Usage: verdict record <suite> [--provider live|scripted] [options]

Runs each task once against the live upstream (or the suite's scripts with --provider scripted)
and writes what the agent asked and received as the task's cassette, <suite>/cassettes/<task>.jsonl
(or --cassette-dir DIR). Per-run paths, ids and the suite's replayNormalize rules are normalized,
and the run's workspace and HOME in the answers are kept as <WORKSPACE> and <HOME> (replay puts
its own back); two recordings of the same scripted run are byte-identical. Cassettes are
cassette/v2: each request stored as what it adds to an earlier one. A cassette holding a secret,
or over 256 KB (2 MB per directory; a suite may raise them with "cassettes": {"maxBytes": N,
"maxDirBytes": N}), is refused and nothing is written. A run that made no model call (an agent
that could not start or reach the proxy) writes nothing either; each such task is named with
why. SIGINT or SIGTERM stops the runs in flight (their cassettes are not written) and still
writes a CANCELLED partial report. Exit code: 1 when a run errored, when no cassette at all was
written, or when cancelled.

  --provider live|scripted   where the answers come from (default live)
  --tasks id,id  --seed N  --cassette-dir DIR  --script-dir DIR  --keep  --out DIR
  --suite-dir DIR  --yes  --allow-suite-full  --concurrency N  --spawn-agent (as for \`verdict run\`)
  --max-runs N               live: refuse (exit 2, before any model call) more than N tasks
${call_budget/* MAX_CALLS_HELP */.d}
${(0,sandbox_option/* sandboxHelp */.f4)()}`,
    options: { provider: { type: 'string' } },
    async run(args, io) {
        const source = (0,options/* choiceOption */.zu)(args, 'provider', ['live', 'scripted'], 'live', 'live or scripted');
        const inv = await (0,invocation/* openInvocation */.Jt)(args, io, await (0,trust/* resolveSuite */.Z)(args, io), source);
        const { suite, taskIds, agents } = inv;
        inv.checkBudget({ k: 1, kAdjustable: false });
        const cassetteDir = (0,cassettes/* cassetteDirOf */.z)(args, suite, io);
        // Scripted: the command line's model, else the config's (agents such as Codex shape their whole
        // request by the model name), else a name that says what answered.
        const answers = await inv.source({ scriptedModel: inv.loadedConfig.config.provider?.model });
        const secrets = [...(0,secret_scan/* credentialsFromEnvironment */.Es)(io.env), ...(answers.live?.apiKeys ?? [])];
        const conditions = inv.conditions(answers, 1);
        const runId = (0,run_id/* newRunId */.F)();
        const outDir = (0,options/* outDirOption */.L2)(args, io, external_node_path_.join('.verdict', 'runs', runId));
        // What the recorder wrote is read from the files themselves: a run that made no model call,
        // or whose cassette was refused, leaves the previous file (or none) where it was.
        const before = new Map(await Promise.all(taskIds.map(async (taskId) => [taskId, await fileIdentity((0,cassette/* cassettePath */.YM)(cassetteDir, taskId))])));
        const notRecorded = [];
        const written = [];
        const pending = [];
        const reportRun = async (record, done, total) => {
            const file = (0,cassette/* cassettePath */.YM)(cassetteDir, record.taskId);
            const now = await fileIdentity(file);
            let outcome;
            if (now !== undefined && now !== before.get(record.taskId)) {
                written.push(record.taskId);
                outcome = `  wrote ${external_node_path_.relative(io.cwd, file)}\n`;
            }
            else {
                const reason = whyNotRecorded(record);
                notRecorded.push({ taskId: record.taskId, reason });
                outcome = `  ${record.taskId}: not recorded: ${reason}; nothing was written\n`;
            }
            io.stderr.write((0,progress/* progressLine */.o)(record, done, total) + outcome);
        };
        // A run stopped half-way holds half a conversation: its cassette would replay as a divergence.
        const unlessCancelled = (provider) => ({
            mode: provider.mode,
            complete: (call, signal) => provider.complete(call, signal),
            finish: () => inv.signal.aborted
                ? Promise.resolve(undefined)
                : (provider.finish?.() ?? Promise.resolve(undefined)),
        });
        const recordFor = async (taskId, context) => unlessCancelled(new RecordProvider(await answers.providerFor(taskId, context), {
            file: (0,cassette/* cassettePath */.YM)(cassetteDir, taskId),
            header: {
                format: cassette/* CASSETTE_FORMAT */.j$,
                suiteId: suite.suiteId,
                suiteVersion: suite.suiteVersion,
                taskId,
                configHash: agents.configHash,
                harnessVersion: conditions.harnessVersion,
            },
            normalize: context.normalize,
            tokenize: context.pathTokens.tokenize,
            secrets,
            ...(suite.cassettes === undefined ? {} : { caps: suite.cassettes }),
        }));
        const result = await inv.cancellable(() => inv.runSuite({
            providerFor: recordFor,
            outDir,
            runId,
            plan: (0,plan/* buildPlan */.Gg)({ taskIds, k: 1, seed: inv.seed }),
            conditions,
            ownWrites: [cassetteDir],
            onRun: (record, done, total) => {
                pending.push(reportRun(record, done, total));
            },
        }));
        await Promise.all(pending);
        const cancelled = inv.signal.aborted;
        const recorded = written.length;
        if (inv.json) {
            (0,cli_io/* writeJson */.GF)(io, {
                outDir: result.outDir,
                recorded: written.sort(),
                notRecorded,
                report: result.report,
            });
        }
        else {
            io.stdout.write(`${cancelled ? `${result.report.state}: ` : ''}recorded ${recorded} of ${taskIds.length} cassette(s) in ${external_node_path_.relative(io.cwd, cassetteDir) || cassetteDir}${cancelled ? ` — partial report in ${external_node_path_.relative(io.cwd, result.outDir) || result.outDir}` : ''}\n`);
        }
        const runsExitCode = inv.exitCode(result.records);
        return recorded === 0 && runsExitCode === errors/* ExitCode */.yU.ok ? errors/* ExitCode */.yU.failure : runsExitCode;
    },
});
/** A file's identity on disk: the atomic writer's rename gives a rewritten file a new one. */
async function fileIdentity(file) {
    const stats = await (0,promises_.stat)(file).catch(() => undefined);
    return stats === undefined ? undefined : `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
}
/** Why a run left no cassette, in the words of its record. */
function whyNotRecorded(record) {
    const { turns, compactionCalls } = record.measured;
    const errored = record.status === 'error' ? (record.error?.message ?? record.reason) : undefined;
    if (turns + compactionCalls === 0) {
        // The agent's last words (a wrapper's `codex: not found`) say why better than its exit code;
        // its crash (`agent_crashed`) is said in the same words.
        const earlyExit = record.incidents.find((incident) => incident.kind === 'agent_exited_early');
        if (earlyExit?.detail !== undefined)
            return earlyExit.detail;
        const detail = errored ??
            (record.agentExitCode === null ? undefined : `agent exit code ${record.agentExitCode}`);
        return `the agent made no model call${detail === undefined ? '' : ` (${detail})`}`;
    }
    return errored ?? 'the recorder wrote no cassette';
}
//# sourceMappingURL=record.js.map

/***/ }),

/***/ 8965:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ diffArrays)
});

// UNUSED EXPORTS: arrayDiff

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/base.js
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/array.js

class ArrayDiff extends Diff {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODate */ .Brp, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
