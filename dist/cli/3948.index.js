export const id = 3948;
export const ids = [3948];
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
/** The policy gate (SPEC §2 "Policy"): which effects a tool call may have. */




/** `readOnly` wins over every grant, `full` mode included: it only ever restricts. */
const READ_ONLY_DENIES = new Set(['write', 'process']);
function decideEffect(policy, effect) {
    const deniedByReadOnly = policy.readOnly === true && READ_ONLY_DENIES.has(effect);
    const granted = !deniedByReadOnly && (policy.mode === 'full' || (policy.allow ?? []).includes(effect));
    if (granted)
        return 'granted';
    return policy.mode === 'ask' ? 'approval-denied' : 'refused';
}
/** Reads `VERDICT_POLICY`; without it nothing with an effect is granted. */
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

/***/ 7951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ findRunConfig),
/* harmony export */   q: () => (/* binding */ describeConfigFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8674);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(452);
/* harmony import */ var _config_repository_root_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9613);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6248);
/**
 * The config a run was made with (SPEC §6 `verdict add`): the record names its path in its
 * repository, its sha256 and the agent, so that `add` replays the case with the run's own agent.
 * A config not found, changed, or without the agent refuses the promotion: replayed by another
 * agent, the case diverges at its first request, which says nothing about the case.
 *
 * The file is looked for under the working directory's repository, then the run directory's; the
 * first with the run's bytes is used. `--config FILE` names it instead, its bytes checked alike.
 */







const sha256Of = (bytes) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
/** How a run record names `loaded`'s file (`RunAgentSchema`); undefined for the defaults. */
async function describeConfigFile(loaded) {
    if (loaded.file === undefined)
        return undefined;
    const file = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(loaded.file);
    const sha256 = loaded.sha256 ?? sha256Of(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file));
    const root = (0,_config_repository_root_js__WEBPACK_IMPORTED_MODULE_5__/* .findRepositoryRoot */ .m)(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file));
    return {
        path: root === undefined ? file : node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, file).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/'),
        sha256,
    };
}
const shortHash = (sha256) => sha256.slice(0, 12);
/** Where a config named relative to its repository may be now, in the order they are tried. */
function candidatesOf(configPath, runDir, cwd) {
    if (node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(configPath))
        return [configPath];
    const roots = [(0,_config_repository_root_js__WEBPACK_IMPORTED_MODULE_5__/* .findRepositoryRoot */ .m)(cwd), (0,_config_repository_root_js__WEBPACK_IMPORTED_MODULE_5__/* .findRepositoryRoot */ .m)(runDir)];
    const unique = [...new Set(roots.filter((root) => root !== undefined))];
    return unique.map((root) => node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, ...configPath.split('/')));
}
/**
 * A `UsageError` when the file is not found or `--config` names one for a run made without, a
 * `ConfigError` when its bytes changed or the agent is gone from it.
 */
async function findRunConfig(input) {
    const { record, runDir, cwd, explicit } = input;
    const agent = record.agent;
    if (agent === undefined)
        return { kind: 'unnamed' };
    const run = `${record.taskId} #${record.repetition}`;
    const recorded = agent.configFile;
    if (recorded === undefined) {
        if (explicit === undefined)
            return { kind: 'found', agent: agent.name };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`add: ${run} was made with agent ${JSON.stringify(agent.name)} and no config file, but --config names ${explicit}; ` +
            'nothing was written. Leave out --config to check the case as the run was made.');
    }
    const made = `${run} was made with agent ${JSON.stringify(agent.name)} of the config ${recorded.path} ` +
        `(sha256 ${shortHash(recorded.sha256)})`;
    const what = 'the case is checked by replaying it with the agent and config of the run, so nothing was written';
    const candidates = explicit === undefined
        ? candidatesOf(recorded.path, runDir, cwd)
        : [node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, explicit)];
    const changed = [];
    let chosen;
    for (const candidate of candidates) {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(candidate).catch(() => undefined);
        if (bytes === undefined)
            continue;
        const sha256 = sha256Of(bytes);
        if (sha256 === recorded.sha256) {
            chosen = candidate;
            break;
        }
        changed.push({ file: candidate, sha256 });
    }
    if (chosen === undefined && changed.length > 0) {
        const problems = changed.map(({ file, sha256 }) => ({
            file: (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .Gt)(file, cwd),
            field: '(file)',
            message: `has sha256 ${shortHash(sha256)}, not the run's ${shortHash(recorded.sha256)}`,
        }));
        const found = changed.map(({ file, sha256 }) => `${(0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .Gt)(file, cwd)} (now sha256 ${shortHash(sha256)})`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`add: ${made}, but ${found.join(' and ')} ${changed.length === 1 ? 'has' : 'have'} changed since; ${what}. ` +
            'Restore the config as it was for the run (e.g. git checkout its commit), pass --config FILE naming a copy of it, ' +
            'or run the task again and add that run.', problems);
    }
    if (chosen === undefined) {
        const where = candidates.length === 0
            ? 'neither the working directory nor the run directory is in a git repository to look in'
            : `there is no ${candidates.map((file) => (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .Gt)(file, cwd)).join(' nor ')}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`add: ${made}, but ${where}; ${what}. Run add from a checkout that has that config, ` +
            'or pass --config FILE naming a copy of it.');
    }
    const loaded = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z9)(cwd, chosen);
    if (agent.name !== 'builtin' && loaded.config.agents?.[agent.name] === undefined) {
        const shown = (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .Gt)(chosen, cwd);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`add: ${made}, but ${shown} has no agent ${JSON.stringify(agent.name)}; ${what}. ` +
            'Run the task again with an agent the config has, and add that run.', [{ file: shown, field: 'agents', message: `has no agent ${JSON.stringify(agent.name)}` }]);
    }
    return { kind: 'found', agent: agent.name, configFile: chosen };
}
//# sourceMappingURL=run-config.js.map

/***/ }),

/***/ 1351:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ MAX_CALLS_HELP),
  J: () => (/* binding */ callBudgetOf)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/provider/upstream-call-budget.js
/**
 * `--max-calls` (SPEC §6): at most N upstream requests, retries included, across the runs that
 * share it; past it a call is refused before it leaves the machine (`max_calls_reached`, an
 * infrastructure error). Other processes' counts come in as `spent` and go out by `onSpend` before
 * a request is sent, so a count is never behind.
 */


const UpstreamCallCountSchema = schemas/* strictObject */.rej({
    /** Requests sent to an upstream, retries included. */
    calls: schemas/* number */.aig().int().min(0),
    /** Of them, the retries of a transient failure. */
    retries: schemas/* number */.aig().int().min(0),
});
class UpstreamCallBudget {
    maxCalls;
    onSpend;
    count;
    constructor(maxCalls, spent = { calls: 0, retries: 0 }, onSpend) {
        this.maxCalls = maxCalls;
        this.onSpend = onSpend;
        this.count = { ...spent };
    }
    get spent() {
        return { ...this.count };
    }
    /** Takes one request or returns the refusal; synchronous, so no two runs take the last one. */
    take(retry) {
        if (this.count.calls >= this.maxCalls)
            return this.refusal();
        const next = {
            calls: this.count.calls + 1,
            retries: this.count.retries + (retry ? 1 : 0),
        };
        // Handed on first: a count that cannot be kept leaves the request unsent.
        this.onSpend?.(next);
        this.count = next;
        return undefined;
    }
    refusal() {
        const { calls, retries } = this.count;
        return {
            kind: 'max_calls_reached',
            maxCalls: this.maxCalls,
            calls,
            retries,
            message: `max-calls ${this.maxCalls} reached: ${(0,format/* plural */.LS)(calls, 'upstream call')} (${(0,format/* plural */.LS)(retries, 'retry', 'retries')}); the proxy refuses further model calls, so this run cannot be judged`,
        };
    }
}
//# sourceMappingURL=upstream-call-budget.js.map
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
;// CONCATENATED MODULE: ./lib/cli/evaluation/call-budget.js
/**
 * `--max-calls N`: a bound on live requests upstream, retries included. `--calls-file FILE` shares
 * the count between processes (rewritten before each request leaves), so `verdict pr`'s bound
 * covers both sides and every suite.
 */






const MAX_CALLS_HELP = `  --max-calls N          live: at most N requests to the upstream, each retry of a failed one
                         counted too; then the proxy refuses further calls and the runs left
                         end as errors (exit 1, the report is still written)
  --calls-file FILE      with --max-calls: count the calls already recorded in FILE, and keep
                         FILE up to date (verdict pr shares one across its runs)`;
/** The count in `file`: nothing spent when there is no file yet. */
function readCallCount(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { calls: 0, retries: 0 };
        throw new errors/* UsageError */.eb(`--calls-file ${file}: cannot read it (${(0,errors/* messageOf */.bD)(error)})`);
    }
    try {
        return UpstreamCallCountSchema.parse(JSON.parse(text));
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`--calls-file ${file}: expected {"calls": N, "retries": N} (${(0,errors/* messageOf */.bD)(error).split('\n')[0] ?? ''})`);
    }
}
/** Replaces `file` with `count` in one rename, so that a reader never sees half of it. */
function writeCallCount(file, count) {
    const partial = `${file}.${process.pid}.partial`;
    (0,external_node_fs_.writeFileSync)(partial, `${JSON.stringify(count)}\n`);
    (0,external_node_fs_.renameSync)(partial, file);
}
/** The budget of `--max-calls`, or undefined; checked whatever the mode, spent only live. */
function callBudgetOf(args, io) {
    const maxCalls = (0,options/* integerOption */.ig)(args, 'max-calls', undefined, 1);
    const given = (0,command/* stringOption */.Pp)(args, 'calls-file');
    if (maxCalls === undefined) {
        if (given !== undefined)
            throw new errors/* UsageError */.eb('--calls-file needs --max-calls N');
        return undefined;
    }
    if (given === undefined)
        return new UpstreamCallBudget(maxCalls);
    const file = external_node_path_.resolve(io.cwd, given);
    return new UpstreamCallBudget(maxCalls, readCallCount(file), (count) => writeCallCount(file, count));
}
//# sourceMappingURL=call-budget.js.map

/***/ }),

/***/ 5431:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ cassetteDirOf),
  p: () => (/* binding */ replaySource)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/provider/cassette.js + 1 modules
var cassette = __webpack_require__(8957);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
// EXTERNAL MODULE: ./lib/provider/divergence-excerpt.js
var divergence_excerpt = __webpack_require__(1919);
// EXTERNAL MODULE: ./lib/provider/protocols/lenient.js
var lenient = __webpack_require__(207);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/provider/divergence.js
/**
 * Where a replayed call departs from its recording (SPEC §4): the first differing field as a
 * readable path (`tools[edit_file].description`) and the excerpt of the changes there.
 */





/** The call's settings first (they explain every later difference), the messages last. */
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
/** An own property only: `object["__proto__"]` would otherwise answer with the prototype. */
const own = (object, key) => Object.hasOwn(object, key) ? object[key] : undefined;
function differenceAt(field, recorded, actual) {
    return { field, excerpt: (0,divergence_excerpt/* excerptChange */.eN)(field, recorded, actual) };
}
/** Field paths end up in messages and comments: a key the agent chose (a 1 MB tool name) is cut. */
const MAX_KEY_SHOWN = 64;
const shownKey = (key) => key.length <= MAX_KEY_SHOWN ? key : `${key.slice(0, 48)}…(${key.length} chars)`;
const joinKey = (field, key) => /^[A-Za-z_$][\w$]*$/.test(key) && key.length <= MAX_KEY_SHOWN
    ? `${field}.${key}`
    : `${field}[${JSON.stringify(shownKey(key))}]`;
/**
 * Walks both values in `canonicalJson` order, so it finds a difference exactly when the hashes do.
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
        const recordedValue = own(recorded, key);
        const actualValue = own(actual, key);
        if ((recordedValue === undefined) !== (actualValue === undefined)) {
            // A key on one side only is shown among its siblings: a renamed key reads as one change.
            return { field: joinKey(field, key), excerpt: (0,divergence_excerpt/* excerptChange */.eN)(field, recorded, actual) };
        }
        const difference = findIn(recordedValue, actualValue, joinKey(field, key));
        if (difference !== undefined)
            return difference;
    }
    return undefined;
}
/** A chat tool names itself in `function.name`; Responses, Messages and Gemini tools in `name`. */
function toolNameOf(tool) {
    if (!(0,is_record/* isRecord */.u)(tool))
        return undefined;
    return (0,lenient/* stringOr */.JI)((0,is_record/* isRecord */.u)(tool.function) ? tool.function.name : tool.name);
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
 * Tools are addressed by name (adding one must not shift every other), eliding a chat tool's
 * `function.` level; the wrapper's own keys (`type`) come after.
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
/** One line: the field, then a word diff (`[-recorded-]{+sent+}`). `call` is 1-based. */
function describeDivergence(call, difference) {
    const { field, excerpt } = difference;
    const where = excerpt.path === field ? field : `${field}; in ${excerpt.path}`;
    return `call ${call} diverged at ${where}: ${formatExcerptLine(excerpt)}`;
}
/** The excerpt on one line, `…a quick [-brown-]{+red+} fox…`: hunks apart, the rest counted. */
function formatExcerptLine(excerpt) {
    const hunks = excerpt.hunks.map((parts) => parts.map(formatPartInline).join(''));
    const more = excerpt.moreChanges ?? 0;
    const counted = more === 0 ? '' : ` (… ${(0,format/* plural */.LS)(more, 'more change')})`;
    return `${hunks.join(' ')}${counted}`;
}
const INLINE_MARKS = { same: ['', ''], removed: ['[-', '-]'], added: ['{+', '+}'] };
function formatPartInline(part) {
    const [open, close] = INLINE_MARKS[part.kind];
    const text = `${part.cutBefore === true ? '…' : ''}${escapeControls(part.text)}${part.cutAfter === true ? '…' : ''}`;
    return `${open}${text}${close}`;
}
const CONTROL_ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Line breaks and control characters (a terminal escape sequence included) as visible escapes. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
function escapeControls(text) {
    return text.replace(CONTROL_CHARACTERS, (char) => CONTROL_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A recorded call the harness never made (the run ended first). `call` is 1-based. */
function missingCallMessage(call, total) {
    return `recorded call ${call} of ${total} was never made: the harness finished without asking it`;
}
/** A call with no recorded counterpart left: every recorded call was already answered. */
function extraCallMessage(call, total) {
    return `call ${call} is beyond the recording: the harness asked more than the ${(0,format/* plural */.LS)(total, 'call')} recorded`;
}
//# sourceMappingURL=divergence.js.map
;// CONCATENATED MODULE: ./lib/provider/canonical-equal.js
/** `canonicalJson(a) === canonicalJson(b)` without writing either: replay's cheap match. */

/** A value that is neither an array nor an object, as `canonicalJson` writes it. */
const leafText = (value) => JSON.stringify(value) ?? 'null';
const isContainer = (value) => value !== null && typeof value === 'object';
const sameKeys = (a, b) => a.length === b.length && a.every((key, index) => key === b[index]);
function sameRecords(a, b) {
    const keys = Object.keys(a);
    if (!sameKeys(keys, Object.keys(b)))
        return (0,canonical_json/* canonicalJson */.d)(a) === (0,canonical_json/* canonicalJson */.d)(b);
    for (const key of keys) {
        const left = a[key];
        const right = b[key];
        // `canonicalJson` leaves out keys whose value is undefined.
        if (left === undefined || right === undefined) {
            if (left !== right)
                return false;
        }
        else if (!sameCanonicalJson(left, right)) {
            return false;
        }
    }
    return true;
}
/** `canonicalJson(a) === canonicalJson(b)`. */
function sameCanonicalJson(a, b) {
    if (!isContainer(a) || !isContainer(b)) {
        if (isContainer(a) || isContainer(b))
            return false; // `[…]` or `{…}` against a leaf
        if (a === b && typeof a !== 'bigint')
            return true;
        return leafText(a) === leafText(b);
    }
    const aIsArray = Array.isArray(a);
    if (aIsArray !== Array.isArray(b))
        return false;
    if (aIsArray) {
        const left = a;
        const right = b;
        if (left.length !== right.length)
            return false;
        for (let index = 0; index < left.length; index += 1) {
            if (!sameCanonicalJson(left[index], right[index]))
                return false;
        }
        return true;
    }
    return sameRecords(a, b);
}
//# sourceMappingURL=canonical-equal.js.map
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/replay.js







class ReplayProvider {
    calls;
    normalize;
    expand;
    mode = 'replay';
    used = new Set();
    diverged = false;
    /** `expand` puts this run's paths in place of `<WORKSPACE>` / `<HOME>` (`createPathTokens`). */
    constructor(calls, normalize, expand = (text) => text) {
        this.calls = calls;
        this.normalize = normalize;
        this.expand = expand;
    }
    complete(call) {
        return new Promise((resolve) => resolve(this.answerNow(call)));
    }
    answerNow(call) {
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.ax)(call, this.normalize);
        // Never by the stated `sha256`: a hand edit must not match by a stale digest.
        const match = this.calls.findIndex((recorded, index) => !this.used.has(index) && sameCanonicalJson(recorded.fingerprint, fingerprint));
        if (match !== -1) {
            this.used.add(match);
            const recorded = this.calls[match];
            // The recorded fingerprint shares the entries its calls repeat: the trace measures it cheaply.
            call.fingerprinted?.(recorded.fingerprint);
            return (0,recorded_response/* serveRecorded */.Gu)((0,recorded_response/* rewriteRecorded */.pr)(recorded.response, this.expand), call, (0,protocols/* protocolOf */.AT)(call.protocol));
        }
        this.diverged = true;
        const number = call.index + 1;
        const next = this.calls.findIndex((_, index) => !this.used.has(index));
        if (next === -1) {
            throw new types/* RunStopError */.eC({
                kind: 'replay_divergence',
                call: number,
                field: '(call)',
                message: extraCallMessage(number, this.calls.length),
            });
        }
        const recorded = this.calls[next];
        const difference = findFirstDifference(recorded.fingerprint, fingerprint) ?? {
            field: '(fingerprint)',
            excerpt: (0,divergence_excerpt/* excerptChange */.eN)('(fingerprint)', recorded.fingerprint, fingerprint),
        };
        throw new types/* RunStopError */.eC({
            kind: 'replay_divergence',
            call: number,
            field: difference.field,
            excerpt: difference.excerpt,
            message: describeDivergence(number, difference),
        });
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
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/problems.js
var problems = __webpack_require__(9461);
;// CONCATENATED MODULE: ./lib/cli/evaluation/cassettes.js
/**
 * Replay mode's model: the cassettes (`--cassette-dir` or the suite's `cassettes/`), every selected
 * task's read before the first run, and the recorded model unless `--model` says otherwise.
 */





function cassetteDirOf(args, suite, io) {
    const given = (0,command/* stringOption */.Pp)(args, 'cassette-dir');
    return given === undefined ? external_node_path_.join(suite.dir, 'cassettes') : external_node_path_.resolve(io.cwd, given);
}
async function replaySource(args, suite, taskIds, configHash, io) {
    const dir = cassetteDirOf(args, suite, io);
    const cassettes = await (0,problems/* readEveryTask */.p)(taskIds, (taskId) => {
        const file = (0,cassette/* cassettePath */.YM)(dir, taskId);
        return (0,cassette/* readCassette */.nn)(file, external_node_path_.relative(io.cwd, file) || file);
    }, 'cannot replay; nothing ran');
    const recordedModel = [...cassettes.values()]
        .flatMap((cassette) => cassette.calls.map((call) => call.fingerprint.model))
        .find((name) => typeof name === 'string');
    const stale = [...cassettes.values()].find((cassette) => cassette.header.configHash !== configHash);
    if (stale !== undefined) {
        io.stderr.write(`verdict: warning: ${stale.header.suiteId}/${stale.header.taskId} was recorded with configuration ${stale.header.configHash}; this run's is ${configHash}\n`);
    }
    return {
        model: (0,command/* stringOption */.Pp)(args, 'model') ?? recordedModel ?? 'verdict-scripted',
        providerFor: (taskId, context) => Promise.resolve(new ReplayProvider(cassettes.get(taskId)?.calls ?? [], context.normalize, context.pathTokens.expand)),
    };
}
//# sourceMappingURL=cassettes.js.map

/***/ }),

/***/ 7490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jt: () => (/* binding */ openInvocation),
  Yn: () => (/* binding */ openSuites),
  m0: () => (/* binding */ suiteCommand)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/config/config.js
var config = __webpack_require__(8674);
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/progress.js
var cli_progress = __webpack_require__(9095);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/sandbox/host-mounts.js
var host_mounts = __webpack_require__(9448);
;// CONCATENATED MODULE: ./lib/config/agent-reads.js
/**
 * An agent entry's `"reads"` (SPEC §1): directories shown read-only in every box, checked before
 * anything runs. Each must exist and be neither `/`, the HOME or above it, nor one a box never shows.
 */




function expandHome(entry, home) {
    if (entry !== '~' && !entry.startsWith('~/'))
        return entry;
    return home === undefined ? undefined : external_node_path_.join(home, entry.slice(1));
}
/** Why `dir` (resolved) cannot be shown, or undefined when it can. */
function refusalOf(dir, home) {
    let isDirectory;
    try {
        isDirectory = (0,external_node_fs_.statSync)(dir).isDirectory();
    }
    catch {
        return `${dir} does not exist`;
    }
    if (!isDirectory)
        return `${dir} is not a directory`;
    if (host_mounts/* NEVER_BOUND */.iT.includes(dir))
        return `${dir} is never shown to a run (it holds other programs' files and sockets)`;
    if (home !== undefined && (0,host_mounts/* isBelowOrAt */.Cl)(external_node_path_.resolve(home), dir)) {
        return `${dir} is or holds your HOME, whose keys and sessions a run must not read; name the directory below it that the agent needs`;
    }
    return undefined;
}
/** The directories of `reads`, resolved; a `ConfigError` (exit 2) naming each one refused. */
function resolveAgentReads(input) {
    const problems = [];
    const dirs = [];
    input.reads.forEach((entry, index) => {
        const expanded = expandHome(entry, input.home);
        const problem = (message) => ({
            file: input.file,
            subject: `agent ${JSON.stringify(input.agent)}`,
            field: `reads[${index}]`,
            message,
        });
        if (expanded === undefined) {
            problems.push(problem(`${JSON.stringify(entry)} names HOME, which is not set`));
            return;
        }
        const dir = external_node_path_.resolve(input.configDir, expanded);
        const refusal = refusalOf(dir, input.home);
        if (refusal === undefined)
            dirs.push(dir);
        else
            problems.push(problem(refusal));
    });
    (0,errors/* throwProblems */.Jh)(`the agent's "reads" cannot be shown to its runs; nothing ran`, problems);
    return dirs;
}
//# sourceMappingURL=agent-reads.js.map
// EXTERNAL MODULE: ./lib/runner/agent-source-dirs.js
var agent_source_dirs = __webpack_require__(7834);
;// CONCATENATED MODULE: ./lib/cli/evaluation/agents.js
/**
 * The agent of every task and its configuration hash: the built-in agent (inside Verdict's process
 * or spawned), the config's default agent, or the one a task names.
 */






/** The built-in agent runs inside Verdict's process, or with `--spawn-agent` as its own process. */
function builtinAgentMode(args, io) {
    return args.values['spawn-agent'] === true || io.env.VERDICT_SPAWN_AGENT === '1'
        ? 'process'
        : 'in-process';
}
/** The built-in agent as a process: its own entry point, or the Action bundle's `agent` command. */
function builtinAgentCommand(io) {
    return io.selfCommand === undefined
        ? [process.execPath, external_node_path_.join(io.packageRoot, 'bin', 'verdict-agent.js')]
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
            configHash: (0,config/* hashConfiguration */.b5)('builtin', undefined, measured),
        };
    }
    const measured = entry.config ?? {};
    const command = (0,config/* resolveAgentCommand */.bp)(entry.command, loaded.dir);
    const pathVariable = entry.env?.PATH ?? io.env.PATH;
    const reads = entry.reads === undefined
        ? []
        : resolveAgentReads({
            reads: entry.reads,
            agent: name,
            file: (0,config/* configFileName */.S3)(loaded, io.cwd),
            configDir: loaded.dir,
            home: io.env.HOME,
        });
    return {
        name,
        spec: {
            command,
            sourceDirs: (0,agent_source_dirs/* findAgentSourceDirs */.O3)({
                command,
                configDir: loaded.dir,
                pathVariable,
                ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
            }),
            ...(entry.env === undefined ? {} : { env: entry.env }),
            ...(entry.answerFrom === undefined ? {} : { answerFrom: entry.answerFrom }),
            ...(entry.models === undefined ? {} : { models: entry.models }),
        },
        config: measured,
        configHash: (0,config/* hashConfiguration */.b5)(name, entry, measured),
        entry,
        reach: {
            shownDirs: (0,agent_source_dirs/* agentShownDirs */.h9)({ command, configDir: loaded.dir, pathVariable, reads }),
            programs: (0,agent_source_dirs/* programsNamedBy */.CC)(command),
            pathVariable,
        },
    };
}
/** The agent of every task: the one it names, else the default; an unknown name is rejected. */
function resolveSuiteAgents(loaded, io, suite, builtin = 'in-process') {
    const fallback = resolveEntry(loaded, io, loaded.config.default, builtin);
    const problems = suite.tasks.flatMap((task) => task.agent === undefined || loaded.config.agents?.[task.agent] !== undefined
        ? []
        : [
            {
                file: suite.file,
                subject: `task ${JSON.stringify(task.id)}`,
                field: 'agent',
                message: `names ${JSON.stringify(task.agent)}, which is not an agent of ${loaded.file === undefined ? 'the configuration (there is no verdict.config.json)' : (0,config/* configFileName */.S3)(loaded, io.cwd)}`,
            },
        ]);
    (0,errors/* throwProblems */.Jh)('unknown agent; nothing ran', problems);
    const byName = new Map();
    const agentOf = (task) => {
        if (task.agent === undefined)
            return fallback;
        const agent = byName.get(task.agent) ?? resolveEntry(loaded, io, task.agent, builtin);
        byName.set(task.agent, agent);
        return agent;
    };
    const hashes = [...new Set(suite.tasks.map((task) => agentOf(task).configHash))].sort();
    const configHash = hashes.length === 1 && hashes[0] !== undefined
        ? hashes[0]
        : (0,external_node_crypto_.createHash)('sha256').update(hashes.join(',')).digest('hex').slice(0, 16);
    return { agentOf, configHash };
}
//# sourceMappingURL=agents.js.map
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
// EXTERNAL MODULE: ./lib/cli/evaluation/cassettes.js + 3 modules
var cassettes = __webpack_require__(5431);
// EXTERNAL MODULE: ./lib/cli/evaluation/grants.js
var evaluation_grants = __webpack_require__(5318);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/runner/classify-run.js
var classify_run = __webpack_require__(3490);
;// CONCATENATED MODULE: ./lib/cli/evaluation/run-budget.js
/** `--max-runs N`: a live plan that could make more runs, re-runs included, is refused. */


/** Refuses (a UsageError, exit 2) a live plan that could exceed `--max-runs`; no budget, no check. */
function checkSuiteRunBudget(maxRuns, size) {
    if (maxRuns === undefined)
        return;
    const times = size.times?.count ?? 1;
    const { remaining } = size;
    const timesText = times > 1 && size.times !== undefined ? ` × ${times} ${size.times.of}` : '';
    const shardText = size.shard === undefined ? '' : `, shard ${size.shard.text}`;
    (0,plan/* checkRunBudget */.pE)({
        maxRuns,
        budgetName: '--max-runs',
        reRunsPerRun: classify_run/* MAX_RUN_ATTEMPTS */.Aw - 1,
        k: size.k,
        runsAt: (k) => (remaining ?? (0,plan/* plannedRunCount */.Re)(size.taskCount, k, size.shard?.shard)) * times,
        breakdown: remaining === undefined
            ? `${size.taskCount} task(s) × k ${size.k}${shardText}${timesText}`
            : `${remaining} left to resume${timesText}`,
        ...(size.kAdjustable && remaining === undefined ? { kName: size.kName ?? '--k' } : {}),
        otherWays: remaining === undefined
            ? [
                'fewer tasks with --tasks id,id',
                ...(size.shardable === true && size.shard === undefined
                    ? ['a slice with --shard i/n']
                    : []),
            ]
            : [],
    });
}
//# sourceMappingURL=run-budget.js.map
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
// EXTERNAL MODULE: ./lib/cases/run-config.js
var run_config = __webpack_require__(7951);
// EXTERNAL MODULE: ./lib/run-dir/compaction-settings.js
var compaction_settings = __webpack_require__(5198);
// EXTERNAL MODULE: ./lib/runner/policy-gate.js
var policy_gate = __webpack_require__(3064);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
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
var fingerprint = __webpack_require__(1473);
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
/** One model call being answered: its record, its abort, and how it ends. */
class CallExchange {
    run;
    protocol;
    response;
    record;
    started;
    aborted = false;
    unregister = () => { };
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
    deliverJson(answer) {
        this.record.attempts = answer.attempts ?? 0;
        sendJson(this.response, answer.status, answer.body);
        this.record.response = { kind: 'json', status: answer.status, body: answer.body };
        if (answer.status < 400)
            this.record.assembled = this.protocol.assembleJson(answer.body);
        this.finishRecord();
    }
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
            // Mid-stream: cut the connection, so the agent sees a broken stream, not a truncated answer.
            this.response.destroy();
            this.finishRecord();
        }
        else {
            this.refuse(stop);
        }
    }
}
/** Answers a call with what `complete` resolves to; a failure anywhere is the call's. */
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
/** `exchangeLater` for `answerNow`: a JSON answer is sent without a promise, a stream later. */
function exchangeNow(exchange, provider, call) {
    let streaming;
    try {
        const answered = provider.answerNow(call);
        if (answered.kind === 'sse') {
            streaming = exchangeLater(exchange, () => Promise.resolve(answered));
            return streaming;
        }
        exchange.deliverJson(answered);
    }
    catch (error) {
        exchange.fail(error);
    }
    finally {
        if (streaming === undefined)
            exchange.unregister();
    }
    return undefined;
}
/** Checks the body and has the provider answer it; undefined when the answer is already sent. */
function answerModelCall(arrival, readError, bytes) {
    const { run, protocol, route, request, response } = arrival;
    const refuseRequest = (message) => {
        sendError(response, 400, 'invalid_request_error', message, protocol);
        return undefined;
    };
    let body;
    try {
        if (readError !== undefined)
            throw readError;
        body = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        return refuseRequest(`invalid JSON body: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        return refuseRequest('the request body must be a JSON object');
    }
    const requestBody = body;
    if (route.kind === 'count_tokens') {
        // Token counting is not a model call: answered here in every mode, never recorded.
        sendJson(response, 200, protocol.countTokens?.(requestBody) ?? { input_tokens: 0 });
        return undefined;
    }
    const invalid = protocol.validateRequest(requestBody);
    if (invalid !== undefined)
        return refuseRequest(invalid);
    const purpose = request.headers[CALL_PURPOSE_HEADER] === 'compaction' ? 'compaction' : 'main';
    const { call, refusal } = run.beginCall(purpose);
    const model = (0,model_pin/* requestedModel */.cf)({ body: requestBody, routeModel: route.model });
    // Assigned, not spread: this runs on every call, and an optional key stays absent when unset.
    const record = {
        call,
        purpose,
        protocol: protocol.id,
        startedMs: arrival.startedMs,
        durationMs: 0,
        request: requestBody,
        attempts: 0,
    };
    if (model !== undefined)
        record.model = model;
    if (route.model !== undefined)
        record.routeModel = route.model;
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
    const lookups = (0,fingerprint/* rememberingLookups */.h2)((responseId) => run.callOfResponse(responseId));
    let modelCall;
    try {
        const headers = forwardedHeadersOf(request, protocol);
        modelCall = {
            protocol: protocol.id,
            endpoint: protocols/* ENDPOINT_OF */.st[protocol.id],
            index: call - 1,
            body: requestBody,
            stream: protocol.isStream(requestBody, route),
            purpose,
            callOfResponse: lookups.callOfResponse,
            fingerprinted: (fingerprint) => {
                record.fingerprinted = { fingerprint, responseIds: lookups.asked };
            },
        };
        if (route.model !== undefined)
            modelCall.routeModel = route.model;
        if (run.pinnedModels !== undefined)
            modelCall.pinnedModels = run.pinnedModels;
        if (headers !== undefined)
            modelCall.headers = headers;
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
;// CONCATENATED MODULE: ./lib/provider/proxy-run.js
/** One run's bookkeeping in the proxy: token, budget, calls, usage, upstream models, end. */






/** What an upstream call is counted under when it named no model. */
const UNNAMED_MODEL = '(no model named)';
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
class ProxyRun {
    options;
    onClose;
    token;
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
    /** Registers `abort` for the run's end; returns what unregisters it. */
    onEnd(abort) {
        if (this.ended)
            return () => { };
        this.inFlight.add(abort);
        return () => this.inFlight.delete(abort);
    }
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
     * Ends the run (idempotent): in-flight calls aborted, the token revoked, the provider finished.
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
/** Characters URL never escapes, no segment starting with `.`, no `//` first (an authority). */
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
 * The provider proxy: an HTTP server on 127.0.0.1 that agents talk to in any of the wire protocols.
 * A token per run (so one proxy serves concurrent runs) picks its provider, budget and transcript;
 * the agent never sees a real key. This module routes, lists models and reads bodies.
 */







/** Request bodies above this are refused: no real agent sends 32 MiB of context. */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/** The run token, wherever the agent's client puts its API key. */
function tokenOf(request, query) {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    const header = (name) => {
        const value = request.headers[name];
        return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    return bearer ?? header('x-api-key') ?? header('x-goog-api-key') ?? query.get('key') ?? undefined;
}
/**
 * Hands the body, or the failure (too large: the request is destroyed; a hang-up), to `then`, once.
 */
function readBody(request, then) {
    const chunks = [];
    let size = 0;
    let ended = false;
    const finish = (error, body) => {
        if (ended)
            return;
        ended = true;
        then(error, body);
    };
    request.on('data', (chunk) => {
        if (ended)
            return;
        size += chunk.length;
        if (size > MAX_REQUEST_BYTES) {
            ended = true;
            request.destroy();
            then(new Error('request body too large'));
            return;
        }
        chunks.push(chunk);
    });
    request.on('end', () => finish(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    request.on('error', (error) => finish(error));
    // Every request closes, most after their end: the error (a stack to capture) only when it is news.
    request.on('close', () => {
        if (!ended)
            finish(new Error('Premature close'));
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
    openRun(options) {
        const run = new ProxyRun(options, (token) => this.runs.delete(token));
        this.runs.set(run.token, run);
        return run;
    }
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
                // The run's models, in a list both OpenAI's and Anthropic's clients read.
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
// EXTERNAL MODULE: ./lib/run-dir/trace-schema.js
var trace_schema = __webpack_require__(2588);
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
// EXTERNAL MODULE: ./lib/report/report-runs.js + 1 modules
var report_runs = __webpack_require__(6454);
// EXTERNAL MODULE: ./lib/report/report-files.js + 2 modules
var report_files = __webpack_require__(8844);
// EXTERNAL MODULE: ./lib/runner/run-directory.js
var run_directory = __webpack_require__(6473);
// EXTERNAL MODULE: ./lib/agent/policy.js
var policy = __webpack_require__(2739);
;// CONCATENATED MODULE: ./lib/process/code-cache-dir.js
/**
 * Where the bundled CLI keeps its V8 code caches (`cli/bundle-loader.ts`); the look outside a
 * run's workspace (`runner/outside-watch.ts`) leaves it out: any other verdict may write there.
 */

function codeCacheDir(env, home) {
    return (env.VERDICT_CODE_CACHE ||
        (0,external_node_path_.join)(env.XDG_CACHE_HOME || (0,external_node_path_.join)(home, '.cache'), 'verdict', 'code-cache'));
}
//# sourceMappingURL=code-cache-dir.js.map
// EXTERNAL MODULE: ./lib/workspace/snapshot.js
var snapshot = __webpack_require__(669);
;// CONCATENATED MODULE: ./lib/runner/outside-watch.js
/**
 * The look outside the workspace (SPEC §1): HOME and the suite directory, minus what Verdict writes
 * meanwhile, listed before and after a run; what changed is a `writes_outside_workspace` incident.
 */






/** A look at HOME and the suite that stays cheap on a real HOME: size and mtime, a bounded walk. */
const OUTSIDE_LISTING = { maxDepth: 3, maxEntries: 5_000 };
/** Paths an incident names at most; the rest are counted. */
const OUTSIDE_PATHS_SHOWN = 10;
async function outsideWatchOf(options) {
    const real = (dir) => (0,promises_.realpath)(dir).catch(() => external_node_path_.resolve(dir));
    const home = await real(options.home ?? external_node_os_.homedir());
    const temp = await real(external_node_os_.tmpdir());
    const exclude = [options.outDir, ...(options.ownWrites ?? [])].map((dir) => external_node_path_.resolve(dir));
    // Verdict's own code cache, and other runs' directories when the temp dir lies inside HOME.
    exclude.push(codeCacheDir(process.env, home));
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
/**
 * One run's look outside: `before` lists the watched directories once, `incident` again and says
 * what changed. The built-in agent can only write outside through commands, so without `process`
 * granted nothing is looked at.
 */
function lookOutside(input, exclude) {
    const watch = input.outsideWatch;
    const builtinWithoutCommands = input.agent.builtin !== undefined && (0,policy/* decideEffect */.s)(input.policy, 'process') !== 'granted';
    if (watch === undefined || builtinWithoutCommands) {
        return { before: () => Promise.resolve(), incident: () => Promise.resolve(undefined) };
    }
    let before;
    return {
        before: () => (before ??= listOutside(watch, exclude)),
        incident: async () => before === undefined
            ? undefined
            : outsideWritesIncident(watch, await before, await listOutside(watch, exclude)),
    };
}
function listOutside(watch, exclude) {
    return Promise.all(watch.roots.map((root) => (0,snapshot/* listTree */.nT)(root.dir, { ...OUTSIDE_LISTING, exclude: [...watch.exclude, ...exclude] })));
}
/** What changed between the looks; with concurrent runs, a write lands on every run in flight. */
function outsideWritesIncident(watch, before, after) {
    const changes = watch.roots.flatMap((root, index) => {
        const [was, now] = [before[index], after[index]];
        if (was === undefined || now === undefined)
            return [];
        return (0,snapshot/* diffListings */.Zv)(was, now).map((change) => `${root.label}/${change.path} (${change.change})`);
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
//# sourceMappingURL=outside-watch.js.map
// EXTERNAL MODULE: ./lib/process/process-tree.js
var process_tree = __webpack_require__(8009);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var provider_normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/process/run-command.js + 1 modules
var run_command = __webpack_require__(5372);
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
    const result = await (0,run_command/* runCommand */.d)(verifier.command, {
        cwd: context.transcript.workspace.dir,
        timeoutMs: verifier.timeoutMs,
        env: context.env,
        signal: context.signal,
        sweep: context.leftovers,
        contain: context.contain,
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
 * Resolves a file check's path inside the run's workspace. A path the suite got wrong is `error`; one
 * leading out through a link is `fail`: the loader refused such links, so the agent made it (SPEC §3).
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
;// CONCATENATED MODULE: ./lib/verifiers/files.js




/** The verifier's path as a regular file of the workspace, or the outcome saying why it is not. */
async function regularFile(path, context) {
    const resolved = await resolveInWorkspace(context.transcript.workspace.dir, path);
    if (!resolved.ok)
        return resolved;
    const stats = await (0,promises_.stat)(resolved.absolute).catch(() => undefined);
    if (stats === undefined)
        return { ok: false, outcome: (0,verifiers_types/* fail */.fJ)(`${path} does not exist`) };
    if (!stats.isFile())
        return { ok: false, outcome: (0,verifiers_types/* fail */.fJ)(`${path} is not a regular file`) };
    return resolved;
}
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
const checkFileContains = async (verifier, context) => {
    const file = await regularFile(verifier.path, context);
    if (!file.ok)
        return file.outcome;
    const content = await (0,promises_.readFile)(file.absolute, 'utf8');
    return content.includes(verifier.text)
        ? (0,verifiers_types/* pass */.IX)(`${verifier.path} contains ${(0,verifiers_types/* quote */.hD)(verifier.text)}`)
        : (0,verifiers_types/* fail */.fJ)(`${verifier.path} does not contain ${(0,verifiers_types/* quote */.hD)(verifier.text)}`);
};
const checkFileEquals = async (verifier, context) => {
    const file = await regularFile(verifier.path, context);
    if (!file.ok)
        return file.outcome;
    const actual = await (0,snapshot/* sha256OfFile */.Vq)(file.absolute);
    return actual === verifier.sha256
        ? (0,verifiers_types/* pass */.IX)(`${verifier.path} has the expected sha256`)
        : (0,verifiers_types/* fail */.fJ)(`${verifier.path} has sha256 ${actual.slice(0, 12)}…, expected ${verifier.sha256.slice(0, 12)}…`);
};
//# sourceMappingURL=files.js.map
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
    const changes = (0,snapshot/* diffTrees */.j_)(before, after);
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
    // Keyed by kind, so the check always matches the verifier it is given.
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
 * `${NAME}` in an entry's `env` values, replaced when NAME is one of the run's own variables
 * (`"MY_AGENT_API": "${OPENAI_BASE_URL}"`); any other stays as written, so the user's never leaks.
 */
function expandAgentEnv(env, known) {
    return Object.fromEntries(Object.entries(env ?? {}).map(([name, value]) => [
        name,
        value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, key) => known[key] ?? whole),
    ]));
}
/**
 * The agent's environment (SPEC §1): an entry's `env` may change the base variables but never the
 * contract, so nothing a config says can point an agent past the proxy.
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
// EXTERNAL MODULE: ./lib/runner/agent-events.js
var agent_events = __webpack_require__(9681);
;// CONCATENATED MODULE: ./lib/runner/agent-process.js
/**
 * Starting the agent (SPEC §1), the built-in one in this process, any other in the run's box with
 * its process tree counted; and what its end says about the process itself.
 */


async function startAgent({ input, directory, box }, env, beforeCommand, onTooManyProcesses) {
    if (input.agent.builtin === 'in-process') {
        const { runAgentInProcess } = await Promise.all(/* import() */[__webpack_require__.e(7269), __webpack_require__.e(4550)]).then(__webpack_require__.bind(__webpack_require__, 4550));
        let ranCommand = false;
        // One sweep after the agent finds what any of its commands left running.
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
            signal: input.signal,
        });
        if (!ranCommand)
            return result;
        const outlived = await leftovers.kill();
        return result.outcome === 'exited' ? { ...result, outlived } : result;
    }
    // The agent's whole tree is counted while it runs: RLIMIT_NPROC does not bind the host's root.
    const stopping = new AbortController();
    const stop = () => stopping.abort();
    input.signal.addEventListener('abort', stop, { once: true });
    if (input.signal.aborted)
        stop();
    let watch;
    try {
        return await (0,run_command/* runCommand */.d)(input.agent.command, {
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
        input.signal.removeEventListener('abort', stop);
    }
}
function sandboxLimitOf(box, result, tooManyProcesses, processes) {
    if (tooManyProcesses)
        return { limitHit: `processes ${processes}` };
    if (result.outcome !== 'exited')
        return {};
    const hit = box.limitHit(result);
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
// EXTERNAL MODULE: ./lib/runner/early-exit.js
var early_exit = __webpack_require__(4818);
// EXTERNAL MODULE: ./lib/runner/run-trace.js
var run_trace = __webpack_require__(5355);
;// CONCATENATED MODULE: ./lib/runner/run-directory-use.js
/** Which run directory an attempt gets (fresh, or an untouched empty one reused) and its end. */

/** Only the in-process agent works in it (no `command` verifier), it starts empty, it is not kept. */
function reusable(input) {
    return (input.fixtures !== undefined &&
        input.task.fixtureDir === undefined &&
        input.agent.builtin === 'in-process' &&
        input.keep !== true &&
        input.task.verifiers.every((verifier) => verifier.kind !== 'command'));
}
/** The run's directory: a fresh copy of the task's fixture (or the invocation's prepared copy). */
async function openDirectory(input) {
    const { fixtureDir } = input.task;
    const fixtureGit = input.task.fixtureGit === true;
    const parent = input.sandbox?.runsParent;
    if (reusable(input))
        return input.fixtures.empty(parent);
    return (0,run_directory/* createRunDirectory */.HZ)({
        runId: input.runId,
        ...(parent === undefined ? {} : { parent }),
        ...(fixtureDir === undefined
            ? {}
            : input.fixtures === undefined
                ? { fixtureDir, fixtureGit }
                : { template: await input.fixtures.get(fixtureDir, fixtureGit) }),
    });
}
/** After the attempt: kept (`--keep`), given back when untouched, or its removal deferred. */
function releaseDirectory(input, directory, untouched) {
    if (input.keep === true)
        return;
    if (untouched && reusable(input)) {
        const fixtures = input.fixtures;
        if (fixtures.giveBack(directory, input.sandbox?.runsParent))
            return;
    }
    input.deferRemoval((0,run_directory/* removeRunDirectory */.TX)(directory).catch(() => undefined));
}
//# sourceMappingURL=run-directory-use.js.map
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
/** A budget that the finished run went past (the proxy only refuses the call after), if any. */
function exceededAfterwards(task, measured) {
    const { maxToolCalls, maxTokens } = task.budget;
    if (maxToolCalls !== undefined && measured.toolCalls > maxToolCalls) {
        return {
            exceededAfterwards: `budget maxToolCalls (${maxToolCalls}) exceeded: ${measured.toolCalls} tool calls`,
        };
    }
    const tokens = measured.usage === undefined
        ? undefined
        : measured.usage.inputTokens + measured.usage.outputTokens;
    if (maxTokens !== undefined && tokens !== undefined && tokens > maxTokens) {
        return { exceededAfterwards: `budget maxTokens (${maxTokens}) exceeded: ${tokens} tokens` };
    }
    return {};
}
/** The `usage_unreported` incident, when some answered turns reported usage and others did not. */
function unreportedUsage(measured, usage) {
    if (measured.usage !== undefined || usage.callsAnswered === 0)
        return [];
    const missing = usage.callsAnswered - usage.callsReporting;
    return [
        {
            kind: 'usage_unreported',
            detail: `${missing} of ${usage.callsAnswered} turns did not report usage`,
        },
    ];
}
//# sourceMappingURL=run-measurement.js.map
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/sandbox/sandbox.js
var sandbox = __webpack_require__(8132);
// EXTERNAL MODULE: ./lib/sandbox/open-sandbox.js + 6 modules
var open_sandbox = __webpack_require__(5287);
;// CONCATENATED MODULE: ./lib/runner/run-task.js
/**
 * One run of one task (SPEC §1): a fresh run directory, the agent against the proxy with a per-run
 * token, budgets, events, then the verifiers, and the record that says what happened.
 */



















/** Stands for `os.release()`, which agents print in their environment notes. */
const OS_RELEASE_TOKEN = '<OS_RELEASE>';
/** The record of a run before anything was observed: which run of which task it is. */
function emptyRecord(input) {
    return {
        format: record_schema/* RUN_RECORD_FORMAT */.WI,
        runId: input.runId,
        suiteId: input.suite.suiteId,
        taskId: input.task.id,
        repetition: input.repetition,
        seed: input.seed,
        model: input.model,
        mode: input.mode,
        origin: (0,record_schema/* describeRunOrigin */.jY)(input.suite, input.task, input.policy),
        ...(input.runAgent === undefined ? {} : { agent: input.runAgent }),
        verifiers: [],
        incidents: [],
        measured: { wallMs: 0, turns: 0, toolCalls: 0, compactionCalls: 0, retries: 0, events: {} },
        toolCalls: [],
        finalAnswer: null,
        agentExitCode: null,
    };
}
/** An attempt the infrastructure failed before the agent started: nothing was measured. */
function failed(input, kind, message) {
    return { ...(0,classify_run/* errored */.sb)(kind, message), record: emptyRecord(input), traceEvents: [] };
}
/** The attempt's normalizer, provider (none: an `error`), box, first look and proxy run. */
async function prepare(input, directory) {
    const { task } = input;
    const dirs = { workspaceDir: directory.workspace, homeDir: directory.home };
    const normalize = (0,provider_normalize/* createNormalizer */._l)({
        ...dirs,
        tempDirs: [directory.root, external_node_os_.tmpdir()],
        ...(input.agent.sourceDirs === undefined ? {} : { sourceDirs: input.agent.sourceDirs }),
        hostStrings: [{ text: external_node_os_.release(), token: OS_RELEASE_TOKEN }],
        rules: [...input.suite.replayNormalize, ...(task.replayNormalize ?? [])],
    });
    const pathTokens = (0,provider_normalize/* createPathTokens */.U3)(dirs);
    let provider;
    try {
        provider = await input.createProvider({ normalize, pathTokens, directory });
    }
    catch (error) {
        return failed(input, 'provider', (0,errors/* messageOf */.bD)(error));
    }
    const limits = (0,sandbox/* effectiveLimits */.WB)(input.suite.resources, task.resources);
    const box = (input.sandbox ?? (0,open_sandbox/* openNone */.lZ)()).forRun({ root: directory.root, tmp: directory.tmp, readOnly: [], limits }, input.proxy.port);
    const before = await (0,snapshot/* snapshotTreeWithStamps */.DH)(directory.workspace);
    const prep = new run_trace/* ConversationPrep */.dM(normalize, pathTokens.tokenize, (id) => proxyRun.callOfResponse(id));
    const { maxTurns, maxTokens, maxToolCalls } = task.budget;
    const proxyRun = input.proxy.openRun({
        provider,
        onCallRecorded: (record) => prep.add(record),
        model: input.model,
        ...(input.agent.models === undefined ? {} : { allowedModels: input.agent.models }),
        budget: {
            maxTurns,
            ...(maxTokens === undefined ? {} : { maxTokens }),
            ...(maxToolCalls === undefined ? {} : { maxToolCalls }),
        },
    });
    return { input, directory, limits, box, normalize, pathTokens, before, prep, proxyRun };
}
/** Starts the agent and watches it: its time, the processes it starts, what it writes outside. */
async function runAgent(attempt) {
    const { input, directory } = attempt;
    // The in-process agent writes outside only through a command: HOME is looked at before its first.
    const outside = lookOutside(input, [directory.root]);
    if (input.agent.builtin !== 'in-process')
        await outside.before();
    let tooManyProcesses = false;
    const started = (0,monotonic_clock/* monotonicMs */.d)();
    const result = await startAgent(attempt, agentEnvironment(input, directory, attempt.proxyRun.token), outside.before, () => {
        tooManyProcesses = true;
    });
    const wallMs = Math.round((0,monotonic_clock/* monotonicMs */.d)() - started);
    return { result, wallMs, tooManyProcesses, outside: await outside.incident() };
}
/** What the agent's end left: the proxy's transcript, its events, the measures and incidents. */
async function observe(attempt, agent) {
    const { input, box } = attempt;
    const { result } = agent;
    const transcript = await attempt.proxyRun.finish();
    const events = await (0,agent_events/* readEvents */.wj)(attempt.directory.eventsFile);
    const measured = measure(transcript, events, agent.wallMs, input.mode);
    const toolCalls = (0,agent_events/* collectToolCalls */.y8)(transcript, events);
    const incidents = events
        .filter((event) => event.type === 'incident' && typeof event.kind === 'string')
        .map((event) => ({ kind: event.kind }));
    incidents.push(...processIncidents(result), ...(await box.networkBlocked()));
    if (agent.outside !== undefined)
        incidents.push(agent.outside);
    const earlyExit = (0,early_exit/* earlyExitOf */.d2)(result, transcript.calls.length);
    if (earlyExit !== undefined)
        incidents.push({ kind: 'agent_exited_early', detail: earlyExit });
    incidents.push(...unreportedUsage(measured, transcript.usage));
    const stdout = result.outcome === 'exited' || result.outcome === 'timed-out' ? result.stdout : '';
    const record = {
        ...emptyRecord(input),
        incidents,
        measured,
        toolCalls: toolCalls.map((call) => ({
            name: call.name,
            arguments: call.arguments,
            ...(call.ok === undefined ? {} : { ok: call.ok }),
        })),
        finalAnswer: input.agent.answerFrom === 'stdout' ? stdout.trim() : (0,agent_events/* finalAnswerOf */.K8)(transcript),
        agentExitCode: result.outcome === 'exited' ? result.exitCode : null,
        ...(input.keep === true ? { keptDir: attempt.directory.root } : {}),
    };
    return { ...agent, transcript, events, toolCalls, earlyExit, record };
}
/** The status the agent's end already decides, or that the verifiers are to run. */
function classifyEnd(attempt, seen) {
    const { input, box } = attempt;
    return (0,classify_run/* classifyAgentEnd */.PR)({
        end: seen.result,
        command: input.agent.command,
        ...(seen.transcript.stop === undefined ? {} : { stop: seen.transcript.stop }),
        declaredTransient: seen.events.some((event) => event.type === 'transient_error' && event.retryable === true),
        maxWallMs: input.task.budget.maxWallMs,
        ...exceededAfterwards(input.task, seen.record.measured),
        ...(box.failure === undefined ? {} : { sandboxFailure: box.failure }),
        ...sandboxLimitOf(box, seen.result, seen.tooManyProcesses, attempt.limits.processes),
        ...(seen.earlyExit === undefined ? {} : { earlyExit: seen.earlyExit }),
    });
}
/**
 * Runs the verifiers into the record, building the trace's conversation meanwhile; what `command`
 * verifiers leave behind is swept once, after them.
 */
async function verify(attempt, seen) {
    const { input, directory, before } = attempt;
    const transcript = {
        toolCalls: seen.toolCalls,
        toolEventsAvailable: seen.events.some((event) => event.type === 'tool_call'),
        finalAnswer: seen.record.finalAnswer,
        workspace: {
            dir: directory.workspace,
            before: before.snapshot,
            after: (await (0,snapshot/* snapshotTreeWithStamps */.DH)(directory.workspace, before.stamps)).snapshot,
        },
    };
    const leftovers = new process_tree/* LeftoverSweep */.uv([directory.root]);
    try {
        const verifying = runVerifiers(input.task.verifiers, {
            transcript,
            env: {
                PATH: agentEnvironment(input, directory, '').PATH,
                HOME: directory.home,
                LANG: 'C.UTF-8',
                TZ: 'UTC',
            },
            signal: input.signal,
            leftovers,
            contain: attempt.box,
        });
        const conversation = conversationOf(attempt, seen);
        const verifiers = await verifying;
        seen.record.verifiers = verifiers.map(({ status, ...rest }) => ({ ...rest, outcome: status }));
        return { verifiers, conversation };
    }
    finally {
        if (leftovers.pending)
            await leftovers.kill();
    }
}
function conversationOf(attempt, seen) {
    return (0,run_trace/* conversationEvents */.BT)({
        transcript: seen.transcript,
        toolCalls: seen.toolCalls,
        normalize: attempt.normalize,
        tokenize: attempt.pathTokens.tokenize,
        prep: attempt.prep,
    });
}
function resultOf(attempt, seen, classified, conversation = conversationOf(attempt, seen)) {
    const { record } = seen;
    return {
        ...(0,early_exit/* withEarlyExit */.E3)(classified, seen.earlyExit),
        record,
        traceEvents: (0,run_trace/* traceEventsOf */.ej)({
            conversation,
            tokenize: attempt.pathTokens.tokenize,
            verifiers: record.verifiers,
            incidents: record.incidents,
            agent: seen.result,
        }),
    };
}
async function attemptRun(input) {
    let directory;
    try {
        directory = await openDirectory(input);
    }
    catch (error) {
        return failed(input, 'fixture', `the fixture could not be copied: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    let untouched = false;
    try {
        const attempt = await prepare(input, directory);
        if (!('proxyRun' in attempt))
            return attempt;
        const seen = await observe(attempt, await runAgent(attempt));
        untouched = seen.toolCalls.length === 0;
        const ended = classifyEnd(attempt, seen);
        if (!('verify' in ended))
            return resultOf(attempt, seen, ended);
        const { verifiers, conversation } = await verify(attempt, seen);
        const verified = (0,classify_run/* classifyVerified */.Fh)(ended, verifiers, attempt.box.failure);
        return resultOf(attempt, seen, verified, conversation);
    }
    finally {
        releaseDirectory(input, directory, untouched);
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
        if (result.transient && attempt < classify_run/* MAX_RUN_ATTEMPTS */.Aw && !input.signal.aborted) {
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
        return { record, keep: () => (0,run_trace/* keepTrace */.hA)(record, result.traceEvents, input.trace) };
    }
}
//# sourceMappingURL=run-task.js.map
;// CONCATENATED MODULE: ./lib/runner/run-suite.js
/**
 * Runs a plan: one proxy, `concurrency` workers, each record appended to runs.jsonl as its run
 * ends, then the report. Cancelling, or a runs.jsonl that cannot be appended to, stops the runs in
 * flight and still writes a partial report.
 */















/**
 * How long a finished run's trace and record wait: until the worker's next run has made its
 * directory and started its agent, whose steps would otherwise each wait behind the trace's
 * redaction and writes on the main thread; by then that run waits for its model. Measured on 100
 * cases × 5 at concurrency 4 (docs/PERFORMANCE.md): 1 ms gains about 2 %, 5 ms 6–16 %.
 */
const KEEP_AFTER_MS = 5;
async function runSuite(options) {
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    // Side by side (the conditions' fsync is the slowest step of a short run's start); a failure is
    // reported as if they had run one after the other.
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
    // A fixture is prepared once for the runs that share it; one of a single run is copied straight in.
    const runsOfFixture = new Map();
    for (const { taskId } of options.plan) {
        const fixture = tasks.get(taskId)?.fixtureDir;
        if (fixture !== undefined)
            runsOfFixture.set(fixture, (runsOfFixture.get(fixture) ?? 0) + 1);
    }
    // Run directories are removed while the next runs go on; all are gone before this returns.
    const removals = [];
    // The traces as written, for report.html's transcripts: none is read back from its file.
    const kept = new trace_file/* KeptTraces */.fk(report_runs/* TRANSCRIPTS_MAX_BYTES */.Bm);
    const shared = {
        runId: options.runId,
        suite: options.suite,
        mode: options.conditions.mode,
        model: options.conditions.model,
        proxy,
        passEnv: options.passEnv,
        keep: options.keep,
        signal: stopping.signal,
        outsideWatch: watched.value,
        deferRemoval: (removal) => removals.push(removal),
        sandbox: options.sandbox,
        trace: {
            dir: options.outDir,
            maxBytes: options.traceMaxBytes ?? trace_schema/* DEFAULT_TRACE_MAX_BYTES */.Vw,
            kept,
        },
    };
    const inputOf = (task, planned) => {
        const agent = options.agentOf(task);
        const { configFile } = options;
        return {
            ...shared,
            task,
            repetition: planned.repetition,
            seed: planned.seed,
            agent: agent.spec,
            agentConfig: agent.config,
            ...(agent.name === undefined
                ? {}
                : { runAgent: { name: agent.name, ...(configFile === undefined ? {} : { configFile }) } }),
            policy: options.policyOf(task),
            createProvider: (context) => options.createProvider(task, context),
            // A task without a fixture takes them too: its runs' empty directories are reused.
            ...(task.fixtureDir === undefined || (runsOfFixture.get(task.fixtureDir) ?? 0) > 1
                ? { fixtures }
                : {}),
        };
    };
    const queue = [...options.plan];
    const writes = [];
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
                    const run = await runTask(inputOf(task, planned));
                    // A run stopped by cancellation is not a result: it stays missing, so resume runs it again.
                    if (run.record.error?.kind === 'cancelled')
                        return;
                    if (writeFailure !== undefined)
                        return;
                    // Written once the next run is under way (at once after the last); the report uses what
                    // was written (redacted).
                    const traced = queue.length === 0 ? run.keep() : (0,external_node_timers_promises_.setTimeout)(KEEP_AFTER_MS).then(() => run.keep());
                    writes.push(traced
                        .then((record) => (0,runs_jsonl/* appendRunRecord */.Hy)(runsFile, record))
                        .then((written) => {
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
        return await reportOn(options, { records, runsFile, writeFailure, kept });
    }
    finally {
        await removed;
    }
}
/** The report of the records written; when runs.jsonl could not be written, a partial one, then throws. */
async function reportOn(options, { records, runsFile, writeFailure, kept, }) {
    const report = (0,build_report/* buildReport */.FK)({
        runId: options.runId,
        conditions: options.conditions,
        plannedRuns: [
            ...(options.previous ?? []).map(({ taskId, repetition }) => ({ taskId, repetition })),
            ...options.plan,
        ],
        tasks: options.suite.tasks.map((task) => ({
            id: task.id,
            ...(task.title === undefined ? {} : { title: task.title }),
        })),
        records,
        ...(options.rates === undefined ? {} : { rates: options.rates }),
        ...(options.signal?.aborted === true ? { state: 'CANCELLED' } : {}),
    });
    if (writeFailure !== undefined) {
        const reportNote = await (0,report_files/* writeReportFiles */.t4)(options.outDir, report, { kept }).then(() => `a partial report (${report.state}) is in ${options.outDir}`, (error) => `no report could be written either (${(0,errors/* messageOf */.bD)(error)})`);
        throw new errors/* InfrastructureError */.EN(`cannot append to ${runsFile}: ${(0,errors/* messageOf */.bD)(writeFailure)}. The remaining runs were stopped; the ${records.length - (options.previous?.length ?? 0)} record(s) written before are intact, and ${reportNote}. Free some space; verdict run --resume ${options.outDir} runs what is missing.`);
    }
    // A fresh run's records are all runs.jsonl holds: it need not be read back for the divergences.
    await (0,report_files/* writeReportFiles */.t4)(options.outDir, report, options.previous === undefined ? { records, kept } : { kept });
    return { report, records, outDir: options.outDir };
}
//# sourceMappingURL=run-suite.js.map
// EXTERNAL MODULE: ./lib/cli/package-info.js
var package_info = __webpack_require__(1819);
// EXTERNAL MODULE: ./lib/cli/evaluation/k-option.js
var k_option = __webpack_require__(9896);
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
        k: typeof input.k === 'number' ? input.k : (0,k_option/* maxRepetitions */.zM)(input.k),
        ...(typeof input.k === 'object' && input.k.kind === 'auto'
            ? { adaptive: { minK: input.k.minK, maxK: input.k.maxK } }
            : {}),
        seed: input.seed,
        concurrency: input.concurrency,
        ...(input.shard === undefined ? {} : { shard: input.shard }),
        ...(input.tasks === undefined ? {} : { tasks: input.tasks }),
        ...(input.measuredAgents === undefined ? {} : (0,compaction_settings/* compactionCondition */.FS)(input.measuredAgents)),
        sandbox: input.sandbox.conditions((0,sandbox/* effectiveLimits */.WB)(input.suite.resources)),
    };
}
/** The environment a run inherits is PATH; HOME is the one it watches. */
function suiteRunOptions(input) {
    const { args, io, grants, providerFor, loadedConfig, ...given } = input;
    const traceMaxBytes = loadedConfig.config.trace?.maxBytes;
    return {
        ...given,
        ...(traceMaxBytes === undefined ? {} : { traceMaxBytes }),
        policyOf: (task) => (0,policy_gate/* effectivePolicy */.C)(task.policy, grants),
        createProvider: (task, context) => providerFor(task.id, context),
        ...(args.values.keep === true ? { keep: true } : {}),
        passEnv: { PATH: io.env.PATH },
        ...(io.env.HOME === undefined ? {} : { home: io.env.HOME }),
    };
}
async function runSuiteForCommand(input) {
    const configFile = await (0,run_config/* describeConfigFile */.q)(input.loadedConfig);
    return runSuite({
        ...suiteRunOptions(input),
        ...(configFile === undefined ? {} : { configFile }),
    });
}
/**
 * Shows one finished run: a JSON line or the progress line, and on lines of their own the kept
 * directory, a replay divergence, and on a terminal the first run `--max-calls` stopped.
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
;// CONCATENATED MODULE: ./lib/cli/evaluation/invocation.js
/**
 * What every run of a suite-running command (`run`, `record`, `variants`, `diagnose`, `ci`) needs,
 * built once from the parsed options, so that each command says only what is its own.
 */













/** A command that runs the suite it is given (`run`, `record`, `variants`). */
function suiteCommand(command) {
    return {
        ...command,
        options: { ...options/* EVALUATION_OPTIONS */.QW, ...command.options },
        positionals: { min: 1, max: 1, names: '<suite>' },
        opensSandbox: true,
    };
}
/** In this order: the policy gate, the tasks, the configuration, the agents, the sandbox. */
async function openInvocation(args, io, suite, mode) {
    const grants = (0,evaluation_grants/* grantsOf */.R)(args);
    (0,evaluation_grants/* checkSuiteGrants */.Q)(suite, grants);
    const taskIds = (0,plan/* selectTasks */.nR)(suite.suiteId, suite.tasks.map((task) => task.id), (0,command/* stringOption */.Pp)(args, 'tasks'));
    const loadedConfig = await (0,config/* loadConfig */.Z9)(io.cwd, (0,command/* stringOption */.Pp)(args, 'config'));
    const { suites } = await openSuites({ args, io, grants, loadedConfig }, [suite], mode);
    return suites[0].invocation(taskIds);
}
/** What several suites run in one mode share (`ci`): the configuration, the grants, one sandbox. */
async function openSuites(given, suites, mode) {
    const { args, io, loadedConfig } = given;
    const builtin = builtinAgentMode(args, io);
    const withAgents = suites.map((suite) => ({
        suite,
        agents: resolveSuiteAgents(loadedConfig, io, suite, builtin),
    }));
    const sandbox = await (0,sandbox_option/* openSuiteSandbox */.OV)({ args, io, suites: withAgents, loaded: loadedConfig });
    const opened = { ...given, sandbox };
    const controller = new AbortController();
    const concurrency = (0,options/* integerOption */.ig)(args, 'concurrency', external_node_os_.availableParallelism(), 1);
    const context = {
        ...opened,
        concurrency,
        json: args.values.json === true,
        signal: controller.signal,
        async cancellable(body) {
            const cancel = () => controller.abort();
            process.once('SIGINT', cancel);
            process.once('SIGTERM', cancel);
            try {
                return await body();
            }
            finally {
                process.off('SIGINT', cancel);
                process.off('SIGTERM', cancel);
            }
        },
        runSuite: (run) => runSuiteForCommand({ ...opened, concurrency, signal: controller.signal, ...run }),
    };
    return {
        context,
        suites: withAgents.map(({ suite, agents }) => ({
            suite,
            invocation: (taskIds) => suiteInvocation(context, suite, agents, taskIds, mode),
        })),
    };
}
function suiteInvocation(context, suite, agents, taskIds, mode) {
    const { args, io, loadedConfig, sandbox } = context;
    const seed = (0,options/* integerOption */.ig)(args, 'seed', 0, 0);
    const maxRuns = (0,options/* integerOption */.ig)(args, 'max-runs', undefined, 1);
    // Made when first shown: its ETA counts from the first run, not from the setup.
    let progress;
    const progressOf = () => (progress ??= (0,cli_progress/* createProgress */.m)(io.stderr));
    return {
        ...context,
        suite,
        mode,
        taskIds,
        agents,
        seed,
        get progress() {
            return progressOf();
        },
        source: (options = {}) => modelSource({ args, io, suite, agents, taskIds, loadedConfig }, mode, options),
        conditions: (source, k, { shard, measured } = {}) => suiteConditions({
            sandbox,
            suite,
            io,
            configHash: (measured ?? agents).configHash,
            provider: source.provider,
            model: source.model,
            mode,
            k,
            seed,
            concurrency: context.concurrency,
            shard,
            tasks: measured === undefined || (0,command/* stringOption */.Pp)(args, 'tasks') === undefined ? undefined : taskIds,
            measuredAgents: measured && suite.tasks.map((task) => measured.agentOf(task)),
        }),
        checkBudget: (size) => {
            if (mode === 'live')
                checkSuiteRunBudget(maxRuns, { taskCount: taskIds.length, ...size });
        },
        showRun: (jsonFields) => showRunProgress({ io, progress: progressOf(), json: context.json, jsonFields }),
        exitCode: (records) => {
            if (records.some((record) => record.error?.kind === 'replay_divergence'))
                return 2;
            if (context.signal.aborted || records.some((record) => record.status === 'error'))
                return 1;
            return 0;
        },
        runSuite: (run) => context.runSuite({ suite, agentOf: (task) => agents.agentOf(task), ...run }),
    };
}
/** The mode's provider; each mode's module is loaded for that mode only, to keep start-up short. */
async function modelSource(inv, mode, options) {
    const { args, io, suite } = inv;
    const taskIds = options.taskIds ?? inv.taskIds;
    if (mode === 'live') {
        const { liveProvider, liveSettings } = await __webpack_require__.e(/* import() */ 5334).then(__webpack_require__.bind(__webpack_require__, 5334));
        const { model } = options;
        const live = liveSettings(model === undefined ? args : { ...args, values: { ...args.values, model } }, inv.loadedConfig, io);
        const callBudget = options.callBudget ?? (0,call_budget/* callBudgetOf */.J)(args, io);
        const providerFor = () => Promise.resolve(liveProvider(live, callBudget));
        return { model: live.model, provider: live.provider, providerFor, live };
    }
    if (mode === 'replay') {
        const replay = await (0,cassettes/* replaySource */.p)(args, suite, taskIds, inv.agents.configHash, io);
        return { ...replay, provider: 'cassette' };
    }
    const { scriptedProviders } = await __webpack_require__.e(/* import() */ 1863).then(__webpack_require__.bind(__webpack_require__, 1863));
    return {
        model: (0,command/* stringOption */.Pp)(args, 'model') ?? options.scriptedModel ?? 'verdict-scripted',
        provider: 'script',
        providerFor: await scriptedProviders(args, suite, taskIds, io),
    };
}
//# sourceMappingURL=invocation.js.map

/***/ }),

/***/ 9461:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ readEveryTask)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);

/** Reads every task's file before the first run; the problems of all of them are thrown at once. */
async function readEveryTask(taskIds, read, heading) {
    const found = new Map();
    const problems = [];
    for (const taskId of taskIds) {
        try {
            found.set(taskId, await read(taskId));
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL) || error.problems.length === 0)
                throw error;
            problems.push(...error.problems);
        }
    }
    (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .throwProblems */ .Jh)(heading, problems);
    return found;
}
//# sourceMappingURL=problems.js.map

/***/ }),

/***/ 3091:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ trustSuite),
/* harmony export */   Z: () => (/* binding */ resolveSuite)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _path_exists_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7121);
/* harmony import */ var _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6907);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6248);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9859);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8908);
/** A suite that is not bundled is code run with the user's privileges: it needs --yes or a "y". */







/** A suite named on the command line: a path, a bundled suite id, or an entry of `--suite-dir`. */
async function resolveSuite(args, io) {
    const name = args.positionals[0];
    const bundledRoot = node_path__WEBPACK_IMPORTED_MODULE_0__.join(io.packageRoot, _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLED_SUITES_DIR */ .nj);
    const suiteDir = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(args, 'suite-dir');
    // `./smoke-coding`, `../x`, `/abs` or `a/b` names a directory: a copy of a bundled suite must
    // never be swapped for the bundled one. A bare name is looked up in --suite-dir, then bundled.
    const isPath = node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(name) || /^\.\.?([/\\]|$)/.test(name) || /[/\\]/.test(name);
    const candidates = isPath
        ? [node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, name)]
        : [
            ...(suiteDir === undefined
                ? []
                : [node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, suiteDir, name), node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, suiteDir)]),
            node_path__WEBPACK_IMPORTED_MODULE_0__.join(bundledRoot, name),
            node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, name),
        ];
    const found = await Promise.all(candidates.map(_path_exists_js__WEBPACK_IMPORTED_MODULE_2__/* .pathExists */ .s));
    const location = candidates[found.indexOf(true)];
    if (location === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`no suite ${JSON.stringify(name)}: not a bundled suite, nor a path${suiteDir === undefined ? '' : `, nor in ${suiteDir}`}. See \`verdict list\`.`);
    }
    await trustSuite(location, args, io);
    return (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_4__/* .loadSuiteOrThrow */ .wW)(location, { cwd: io.cwd });
}
/** A suite outside the bundled ones must be trusted: --yes, or a "y" on a terminal. */
async function trustSuite(location, args, io) {
    const bundledRoot = node_path__WEBPACK_IMPORTED_MODULE_0__.join(io.packageRoot, _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLED_SUITES_DIR */ .nj);
    const bundled = !node_path__WEBPACK_IMPORTED_MODULE_0__.relative(bundledRoot, location).startsWith('..');
    if (bundled || args.values.yes === true)
        return;
    const warning = `The suite at ${location} is code that runs with your privileges (its verifiers and the tools it enables are not sandboxed).`;
    const ask = (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .terminalAsker */ .p_)(io);
    if (ask === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${warning} Without a terminal Verdict refuses it: pass --yes to run it.`);
    }
    const answer = await ask(`${warning}\nRun it? [y/N] `);
    if (!/^y(es)?$/i.test(answer.trim()))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('not confirmed; nothing ran');
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

/***/ 7121:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ pathExists)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);

/** Whether anything is at `target`: a file, a directory, a link to either. */
async function pathExists(target) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined)) !== undefined;
}
//# sourceMappingURL=path-exists.js.map

/***/ }),

/***/ 8957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* reexport */ cassette_codec/* CASSETTE_EXTENSION */.X0),
  j$: () => (/* reexport */ cassette_codec_schema/* CASSETTE_FORMAT */.j$),
  YM: () => (/* binding */ cassettePath),
  S_: () => (/* reexport */ cassette_codec/* parseCassette */.S_),
  nn: () => (/* binding */ readCassette),
  fK: () => (/* binding */ upgradeCassette),
  mw: () => (/* binding */ writeCassette)
});

// UNUSED EXPORTS: CASSETTE_FORMATS, CassetteCallSchema, CassetteHeaderSchema, CassetteRefusedError, serializeCassette

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/provider/cassette-codec.js + 2 modules
var cassette_codec = __webpack_require__(2199);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-schema.js
var cassette_codec_schema = __webpack_require__(8452);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-delta.js
var cassette_codec_delta = __webpack_require__(6165);
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __webpack_require__(51);
;// CONCATENATED MODULE: ./lib/provider/cassette-refusals.js
/**
 * Why the cassette writer refuses (SPEC §4): a secret, or a cassette or its directory over its cap.
 * Messages name the line, field and rule, never the secret, and say how to raise a cap.
 */





/** Cassettes are committed and reviewed in diffs; a bigger one is a run that should be shortened. */
const MAX_CASSETTE_BYTES = 256 * 1024;
/** All cassettes of one directory (a suite's) together. */
const MAX_CASSETTE_DIR_BYTES = 2 * 1024 * 1024;
/**
 * Scans each line for what it stores (what a request keeps from its base was scanned on the base's
 * line), naming the decoded field (`fingerprint.messages[7].content`) on the line that writes it.
 */
async function findCassetteSecrets(header, calls, deltas, options) {
    const atLine = (line, findings) => findings.map((finding) => ({ line, ...finding }));
    const perLine = await Promise.all([
        (0,secret_scan/* scanForSecrets */.I$)(header, options).then((findings) => atLine(1, findings)),
        ...calls.map(async (call, index) => {
            const line = index + 2;
            const stored = storedView(call, deltas[index]);
            const { response } = call;
            if (response.kind !== 'sse') {
                return atLine(line, await (0,secret_scan/* scanForSecrets */.I$)({ ...stored, response }, options));
            }
            // A stream's events are scanned apart, so that a key split across them is seen whole too.
            const withoutEvents = {
                ...stored,
                response: { kind: response.kind, status: response.status },
            };
            const [outside, inEvents] = await Promise.all([
                (0,secret_scan/* scanForSecrets */.I$)(withoutEvents, options),
                (0,secret_scan/* scanStreamedEvents */.k5)(response.events, 'response.events', options),
            ]);
            return atLine(line, [...outside, ...inEvents]);
        }),
    ]);
    return perLine.flat();
}
/**
 * A call as its line stores it, decoded; kept entries are nulls, so appended ones keep their index.
 */
function storedView(call, delta) {
    const fingerprint = delta === undefined
        ? call.fingerprint
        : {
            endpoint: call.fingerprint.endpoint,
            ...(0,cassette_codec_delta/* storedRequest */.DA)(delta, (value) => value, ({ keep, append }) => [...new Array(keep).fill(null), ...append]),
        };
    return { call: call.call, sha256: call.sha256, fingerprint };
}
/** What is wrong with the size of a cassette of `bytes` written to `file`; empty when it fits. */
async function checkCassetteSize(file, bytes, caps = {}) {
    const problems = [];
    const maxBytes = caps.maxBytes ?? MAX_CASSETTE_BYTES;
    const maxDirBytes = caps.maxDirBytes ?? MAX_CASSETTE_DIR_BYTES;
    if (bytes > maxBytes) {
        const limit = caps.maxBytes === undefined ? 'the 256 KB limit' : 'the suite’s limit (cassettes.maxBytes)';
        problems.push({
            reason: `the cassette would be ${formatBytes(bytes)}, over ${limit} for one cassette (${formatBytes(maxBytes)})`,
            advice: `Record a shorter run (fewer turns, smaller tool outputs) or split the task, or raise the cap in suite.json: "cassettes": {"maxBytes": ${roundUpCap(bytes)}}.`,
        });
    }
    // The old version of this file is replaced, so only the new size counts for it.
    const total = (await sizeOfOtherCassettes(file)) + bytes;
    if (total > maxDirBytes) {
        const limit = caps.maxDirBytes === undefined
            ? 'the 2 MB limit'
            : 'the suite’s limit (cassettes.maxDirBytes)';
        problems.push({
            reason: `the cassettes in its directory would then take ${formatBytes(total)}, over ${limit} per directory (${formatBytes(maxDirBytes)})`,
            advice: `Delete the cassettes of tasks that no longer exist, or split the suite, or raise the cap in suite.json: "cassettes": {"maxDirBytes": ${roundUpCap(total)}}.`,
        });
    }
    return problems;
}
/** A cap to suggest: the size needed, rounded up to whole 64 KiB. */
const roundUpCap = (bytes) => Math.ceil(bytes / 65_536) * 65_536;
async function sizeOfOtherCassettes(file) {
    const dir = external_node_path_.dirname(file);
    const name = external_node_path_.basename(file);
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return 0; // no directory yet: nothing else in it
    }
    const others = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.jsonl') && entry.name !== name);
    const sizes = await Promise.all(others.map(async (entry) => (await (0,promises_.stat)(external_node_path_.join(dir, entry.name))).size));
    return sizes.reduce((sum, size) => sum + size, 0);
}
/** `<file>: line 3: <field>: looks like … (<rule>); nothing was written`, then what to do. */
function describeRefusal(file, findings, sizeProblems) {
    const reasons = [
        ...findings.map((finding) => `line ${finding.line}: ${finding.path}: ${finding.description} (${finding.rule})`),
        ...sizeProblems.map((problem) => problem.reason),
    ];
    const advice = [
        ...(findings.length === 0
            ? []
            : [
                'Remove the secret from the task (prompt, fixture) or from what the agent can read, then record again. The scan looks for known key shapes and your credentials only: review a cassette before committing it.',
            ]),
        ...sizeProblems.map((problem) => problem.advice),
    ];
    const summary = reasons.length === 1
        ? [`${file}: ${reasons[0]}; nothing was written`]
        : [
            `${file}: refused for ${reasons.length} reasons; nothing was written:`,
            ...reasons.map((reason) => `  - ${reason}`),
        ];
    return [...summary, ...advice].join('\n');
}
const formatBytes = (bytes) => `${(0,format/* formatCount */.B4)(bytes)} bytes`;
//# sourceMappingURL=cassette-refusals.js.map
;// CONCATENATED MODULE: ./lib/provider/cassette.js
/**
 * Cassette files (SPEC §4): where they live, reading, and writing atomically after the secret scan
 * and size caps. The format is the codec's (`cassette-codec.ts`), which touches no file.
 */










/** `<cassetteDir>/<taskId>.jsonl`; task ids are portable file names (see `IdSchema`). */
function cassettePath(cassetteDir, taskId) {
    return external_node_path_.join(cassetteDir, `${taskId}${cassette_codec/* CASSETTE_EXTENSION */.X0}`);
}
/** The `cassette/v2` text of a cassette; equal calls give equal bytes. */
function serializeCassette(header, calls) {
    return encodeCassette(header, calls).text;
}
/** Reads a cassette; a missing one is a configuration problem saying how to record it. */
async function readCassette(file, displayPath = file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            const message = `the cassette does not exist; record it with \`${(0,cassette_codec/* recordCommandFor */.ie)(displayPath)}\``;
            throw new errors/* ConfigError */.xL(`${displayPath}: ${message}`, [
                { file: displayPath, field: '(file)', message },
            ]);
        }
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    return (0,cassette_codec/* parseCassette */.S_)(text, displayPath);
}
/** The writer refused a cassette (a secret, or too large); nothing was written. */
class CassetteRefusedError extends errors/* InfrastructureError */.EN {
    findings;
    name = 'CassetteRefusedError';
    constructor(message, 
    /** Where each secret is; never the secret itself. */
    findings) {
        super(message);
        this.findings = findings;
    }
}
/** Writes `cassette/v2` atomically; refuses, writing nothing, on a secret or over a cap. */
async function writeCassette(file, header, calls, options) {
    const displayPath = options.displayPath ?? file;
    const { text, deltas } = (0,cassette_codec/* encodeCassette */.dV)(header, calls);
    const bytes = Buffer.byteLength(text, 'utf8');
    // The decoded calls are scanned, so findings name real fields, each where the file stores it.
    const findings = await findCassetteSecrets((0,cassette_codec/* orderHeader */.Im)(header), calls, deltas, {
        exactSecrets: options.secrets,
    });
    // Serialized per directory: the directory total must account for cassettes written concurrently.
    await inDirectoryQueue(external_node_path_.dirname(external_node_path_.resolve(file)), async () => {
        const sizeProblems = await checkCassetteSize(file, bytes, options.caps);
        if (findings.length > 0 || sizeProblems.length > 0) {
            throw new CassetteRefusedError(describeRefusal(displayPath, findings, sizeProblems), findings);
        }
        await writeAtomically(file, text, displayPath);
    });
    return { bytes };
}
/** Rewrites a `cassette/v1` file as `cassette/v2` through `writeCassette`; v2 is left alone. */
async function upgradeCassette(file, options) {
    const displayPath = options.displayPath ?? file;
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    const bytesBefore = Buffer.byteLength(text, 'utf8');
    const cassette = (0,cassette_codec/* parseCassette */.S_)(text, displayPath);
    if (cassette.header.format === cassette_codec_schema/* CASSETTE_FORMAT */.j$) {
        return { status: 'current', bytesBefore, bytesAfter: bytesBefore };
    }
    // A recording cannot be made again from here: check the new form gives back every call first.
    const decoded = (0,cassette_codec/* parseCassette */.S_)((0,cassette_codec/* encodeCassette */.dV)(cassette.header, cassette.calls).text, displayPath);
    const recomputed = cassette.calls.map((call) => ({
        ...call,
        sha256: decoded.calls[call.call - 1]?.sha256,
    }));
    if (!(0,external_node_util_.isDeepStrictEqual)(decoded.calls, recomputed)) {
        throw new errors/* InfrastructureError */.EN(`${displayPath}: the cassette/v2 form would not give back the same calls; left as cassette/v1 (please report this)`);
    }
    const { bytes } = await writeCassette(file, cassette.header, cassette.calls, {
        ...options,
        displayPath,
    });
    return { status: 'upgraded', bytesBefore, bytesAfter: bytes };
}
async function writeAtomically(file, text, displayPath) {
    const dir = external_node_path_.dirname(file);
    const temp = external_node_path_.join(dir, `.${external_node_path_.basename(file)}.${(0,external_node_crypto_.randomUUID)()}.tmp`);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.writeFile)(temp, text, { flag: 'wx' });
        await (0,promises_.rename)(temp, file);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot write the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
const directoryQueues = new Map();
async function inDirectoryQueue(dir, work) {
    const previous = directoryQueues.get(dir) ?? Promise.resolve();
    const current = previous.then(work);
    const settled = current.catch(() => undefined);
    directoryQueues.set(dir, settled);
    try {
        await current;
    }
    finally {
        if (directoryQueues.get(dir) === settled)
            directoryQueues.delete(dir);
    }
}
//# sourceMappingURL=cassette.js.map

/***/ }),

/***/ 578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ pinModels),
/* harmony export */   FM: () => (/* binding */ refuseUnpinnedModel),
/* harmony export */   cf: () => (/* binding */ requestedModel)
/* harmony export */ });
/* harmony import */ var _protocols_lenient_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(207);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2188);
/**
 * The model is pinned (SPEC §1): `requestedModel` reads the fields the upstream request is built
 * from, so the model checked is the model that would be sent.
 */


/** The model a call asks for: the route's, else the body's `model`; absent when it names none. */
function requestedModel(call) {
    return call.routeModel ?? (0,_protocols_lenient_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOr */ .JI)(call.body.model);
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
 * Each run's temporary directory: a copy of the task's fixture (the workspace), a fresh HOME and XDG
 * dirs (agents keep sessions there, which would leak between runs), the events file, and
 * `owner.json` naming the invocation, so that `--resume` can remove what a killed one left. A fixture
 * is prepared once per invocation (`FixtureTemplates`) and copied (reflinked where possible) per run.
 */







const RUN_DIRECTORY_PREFIX = 'verdict-run-';
/** In a run's root (not its workspace): which invocation made it, and from which process. */
const OWNER_FILE = 'owner.json';
/** 2000-01-01T00:00:00Z, the first fixture time, in seconds. */
const FIXTURE_EPOCH_SECONDS = 946_684_800;
/**
 * Gives the copy's entries fixed times, one second apart in path order: agents show times to the
 * model (Claude Code's Glob lists oldest first), and replay elsewhere would otherwise diverge.
 */
async function fixTimes(workspace) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(workspace, { recursive: true, withFileTypes: true });
    const times = entries
        .map((entry) => ({ path: node_path__WEBPACK_IMPORTED_MODULE_3__.join(entry.parentPath, entry.name), keptByCopy: entry.isFile() }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        .map((entry, index) => ({ ...entry, seconds: FIXTURE_EPOCH_SECONDS + index + 1 }));
    await setTimes([...times, { path: workspace, seconds: FIXTURE_EPOCH_SECONDS }]);
    // A copy that preserves timestamps keeps its files' times, not its directories' or links'.
    return [
        { path: '', seconds: FIXTURE_EPOCH_SECONDS },
        ...times
            .filter((entry) => !entry.keptByCopy)
            .map((entry) => ({ path: node_path__WEBPACK_IMPORTED_MODULE_3__.relative(workspace, entry.path), seconds: entry.seconds })),
    ];
}
/** Sets each path's times (links themselves): synchronously for a small tree, as `copyTree` does. */
async function setTimes(entries) {
    if (entries.length <= _workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .SMALL_TREE_ENTRIES */ .aX) {
        for (const entry of entries)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lutimesSync)(entry.path, entry.seconds, entry.seconds);
        return;
    }
    await Promise.all(entries.map((entry) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lutimes)(entry.path, entry.seconds, entry.seconds)));
}
/** The fixtures of one invocation, prepared on first use in an owned temp dir (cleaned up like runs). */
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
        return once(this.prepared, key, () => this.prepare(fixtureDir, git, this.prepared.size));
    }
    async prepare(fixtureDir, git, index) {
        this.root ??= makeOwnedTempDir(this.options);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_3__.join(await this.root, `fixture-${index}`);
        return { dir, lostTimes: await copyFixture(fixtureDir, dir, git) };
    }
    /**
     * A run directory with an empty workspace, given back as made by an earlier run or fresh: making and
     * removing one cost more than a prompt case's model call.
     */
    async empty(parent) {
        const spare = this.spares.get(parent ?? '')?.pop();
        if (spare !== undefined)
            return spare;
        return createRunDirectory({
            ...(this.options.runId === undefined ? {} : { runId: this.options.runId }),
            ...(parent === undefined ? {} : { parent }),
        });
    }
    /** Keeps a directory of `empty` for the next run when nothing in it changed; false otherwise. */
    giveBack(directory, parent) {
        if (!isAsMade(directory, this.options.runId !== undefined))
            return false;
        const key = parent ?? '';
        const spares = this.spares.get(key) ?? [];
        spares.push(directory);
        this.spares.set(key, spares);
        return true;
    }
    spares = new Map();
    async dispose() {
        const spares = [...this.spares.values()].flat();
        this.spares.clear();
        await Promise.all(spares.map((spare) => removeRunDirectory(spare)));
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
    await (0,_workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .copyTree */ .EL)(template.dir, workspace, { preserveTimestamps: true, clone: true });
    await setTimes(template.lostTimes.map((entry) => ({ ...entry, path: node_path__WEBPACK_IMPORTED_MODULE_3__.join(workspace, entry.path) })));
}
/** `make()`'s promise for `key`, made once however many ask; a failure is not kept. */
function once(made, key, make) {
    let value = made.get(key);
    if (value === undefined) {
        value = make();
        made.set(key, value);
        value.catch(() => made.delete(key));
    }
    return value;
}
/** Real paths of the parents asked for so far: every run asks, and the answer does not change. */
const realParents = new Map();
/** A fresh temp directory (real path) with the invocation's owner file in it. */
async function makeOwnedTempDir(options) {
    // The real path (macOS: /private/var/…): replay must name the workspace as the agent sees it.
    const wanted = options.parent ?? node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir();
    const parent = await once(realParents, wanted, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(wanted));
    // Synchronous calls here and in `createRunDirectory`: cheaper than a thread-pool round trip.
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
/** The fixture copied to `dir`, its times fixed and its git made; returns the times a copy loses. */
async function copyFixture(fixtureDir, dir, git) {
    await (0,_workspace_small_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .copyTree */ .EL)(fixtureDir, dir);
    const lostTimes = await fixTimes(dir);
    if (git)
        await initialiseGit(dir);
    return lostTimes;
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
    // Loaded here, not at start-up: only runs whose task asks for a git repository need it.
    const execFile = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(process.getBuiltinModule('node:child_process').execFile);
    const git = (...args) => execFile('git', args, { cwd: workspace, env });
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
        else
            await copyFixture(options.fixtureDir, workspace, options.fixtureGit === true);
        // Parents first: no recursive walk per directory, no EEXIST.
        const tmp = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'tmp');
        const dirs = [home, xdg.config, node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(xdg.data), xdg.cache, xdg.data, xdg.state, tmp];
        for (const dir of dirs)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
        const eventsFile = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'events.jsonl');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(eventsFile, '');
        return { root, workspace, home, xdg, eventsFile, tmp };
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(root, { recursive: true, force: true });
        throw error;
    }
}
/** Entries of an empty run directory as `createRunDirectory` makes it, each directory's sorted. */
const MADE_ENTRIES = [
    ['home', ['.cache', '.config', '.local']],
    [node_path__WEBPACK_IMPORTED_MODULE_3__.join('home', '.local'), ['share', 'state']],
    [node_path__WEBPACK_IMPORTED_MODULE_3__.join('home', '.cache'), []],
    [node_path__WEBPACK_IMPORTED_MODULE_3__.join('home', '.config'), []],
    [node_path__WEBPACK_IMPORTED_MODULE_3__.join('home', '.local', 'share'), []],
    [node_path__WEBPACK_IMPORTED_MODULE_3__.join('home', '.local', 'state'), []],
    ['tmp', []],
    ['work', []],
];
/** Whether an empty run directory holds what it was made with, and nothing else (an empty events file). */
function isAsMade(directory, owned) {
    try {
        const root = ['events.jsonl', 'home', ...(owned ? [OWNER_FILE] : []), 'tmp', 'work'];
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(directory.root).sort().join('/') !== root.join('/'))
            return false;
        for (const [dir, entries] of MADE_ENTRIES) {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(directory.root, dir)).sort().join('/') !== entries.join('/')) {
                return false;
            }
        }
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(directory.eventsFile).size === 0;
    }
    catch {
        return false;
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
 * Removes the run directories a killed invocation of `runId` left, and kills what still runs in
 * them; those of a process still alive are left alone.
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
        for (const pid of processes)
            (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .sendSignal */ .vG)(pid, 'SIGKILL');
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
 * Copying and removing the directory trees of runs. `copyTree` copies as `fs.promises.cp(src, dest,
 * { recursive: true, verbatimSymlinks: true })` does (a socket, FIFO or device stops it), but a tree
 * of at most `SMALL_TREE_ENTRIES` entries with synchronous calls: most fixtures are a handful of
 * files, where `fs.cp` spends its time in thread-pool round trips. Removal is never synchronous.
 */




/** Trees with at most this many entries (files, directories and links) are copied synchronously. */
const SMALL_TREE_ENTRIES = 256;
/** Bytes that may be read or written synchronously at once: cheaper than a thread-pool trip. */
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
 * Up to this many entries a tree is removed through the thread pool; above it (on a disk mounted
 * with `discard` each unlink waits) by the system's `rm` beside the process, which goes on.
 */
const REMOVED_AT_ONCE_ENTRIES = 32;
/**
 * The system's `rm`, looked for on the first large tree. Node's recursive `rm` waits for a busy main
 * thread: on a Codex run's directory (124 entries) it ended some 20 ms after the run's other work.
 */
let systemRm;
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
 * Removes `dir` as `rm(dir, { recursive: true, force: true, maxRetries })` does, falling back to
 * that when the quick way fails. Never synchronously: each removal waits on the file system's
 * journal, and a run's removal is deferred so that the next runs go on meanwhile.
 */
async function removeTree(dir, maxRetries = 3) {
    try {
        const entries = listSmallTree(dir);
        if (entries !== undefined && entries.length <= REMOVED_AT_ONCE_ENTRIES) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true, maxRetries });
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

/***/ }),

/***/ 669:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ snapshotTreeWithStamps),
/* harmony export */   Vq: () => (/* binding */ sha256OfFile),
/* harmony export */   Zv: () => (/* binding */ diffListings),
/* harmony export */   j_: () => (/* binding */ diffTrees),
/* harmony export */   nT: () => (/* binding */ listTree),
/* harmony export */   rF: () => (/* binding */ IGNORED_DIRECTORIES)
/* harmony export */ });
/* unused harmony exports isIgnoredPath, snapshotTree */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var _small_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8735);
/** Snapshots of a workspace tree, so a run can say which files the agent added, changed or deleted. */





/** Directories that are never part of a task's result (SPEC §2, tree-diff-within). */
const IGNORED_DIRECTORIES = new Set(['.git', 'node_modules']);
function isIgnoredPath(relativePath) {
    return relativePath.split('/').some((segment) => IGNORED_DIRECTORIES.has(segment));
}
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * How much of a walk is synchronous: the first `SMALL_TREE_ENTRIES` metadata calls and
 * `SMALL_FILE_BYTES` read (all of a fixture-sized tree); a large tree goes on through the pool.
 */
class SyncAllowance {
    calls = _small_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .SMALL_TREE_ENTRIES */ .aX;
    bytes = _small_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .SMALL_FILE_BYTES */ .XG;
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
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    // Read in one call up to this size; larger files are streamed through the hash.
    if (size !== undefined && size <= _small_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .SMALL_FILE_BYTES */ .XG) {
        return hash.update(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file)).digest('hex');
    }
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}
/** Records every file (by digest) and symlink (by target) below `root`; symlinks are not followed. */
async function snapshotTree(root) {
    return (await snapshotTreeWithStamps(root)).snapshot;
}
/**
 * `snapshotTree`, and each file's stamps: a file whose size, mtime, ctime and inode match `earlier`
 * keeps its digest unread. Timestamps are coarse, but a fixture copy's mtime is a fixed date long
 * past, so any write moves it, and setting it back moves the ctime past the agent's start.
 */
async function snapshotTreeWithStamps(root, earlier) {
    // Collected first: assigning `snapshot['__proto__']` would set the object's prototype.
    const found = [];
    const stamps = new Map();
    const allowance = new SyncAllowance();
    const walk = async (directory) => {
        const entries = allowance.call()
            ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(directory, { withFileTypes: true })
            : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(directory, { withFileTypes: true });
        entries.sort((a, b) => byName(a.name, b.name));
        for (const entry of entries) {
            if (IGNORED_DIRECTORIES.has(entry.name))
                continue;
            const full = node_path__WEBPACK_IMPORTED_MODULE_3__.join(directory, entry.name);
            const relative = node_path__WEBPACK_IMPORTED_MODULE_3__.relative(root, full).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
            if (entry.isSymbolicLink()) {
                const target = allowance.call() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(full) : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(full);
                found.push([relative, { type: 'symlink', target }]);
            }
            else if (entry.isDirectory()) {
                await walk(full);
            }
            else if (entry.isFile()) {
                const { size, mtimeMs, ctimeMs, ino } = allowance.call()
                    ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(full)
                    : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(full);
                const previous = earlier?.get(relative);
                const sha256 = previous !== undefined &&
                    previous.size === size &&
                    previous.mtimeMs === mtimeMs &&
                    previous.ctimeMs === ctimeMs &&
                    previous.ino === ino
                    ? previous.sha256
                    : allowance.read(size)
                        ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(full)).digest('hex')
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
    // Own keys only: a file named `constructor` or `toString` must not match Object.prototype's.
    const [was, now] = [before, after].map((tree) => new Map(Object.entries(tree)));
    return diffEntries(was, now, (file) => !isIgnoredPath(file), true);
}
/** What differs between two maps of path → entry (compared as JSON) among `kept` paths, by path. */
function diffEntries(before, after, kept, claimDeletions) {
    const changes = [];
    for (const [file, entry] of after) {
        if (!before.has(file))
            changes.push({ path: file, change: 'added' });
        else if (JSON.stringify(before.get(file)) !== JSON.stringify(entry)) {
            changes.push({ path: file, change: 'modified' });
        }
    }
    if (claimDeletions) {
        for (const file of before.keys()) {
            if (!after.has(file))
                changes.push({ path: file, change: 'deleted' });
        }
    }
    return changes.filter((change) => kept(change.path)).sort((a, b) => byName(a.path, b.path));
}
/**
 * Lists a tree by size and mtime, not content: cheap enough for a user's HOME before and after
 * every run. At `maxDepth` a directory's mtime stands for what changed below it.
 */
function listTree(root, options) {
    const entries = new Map();
    const excluded = (options.exclude ?? []).map((entry) => node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(entry));
    const isExcluded = (full) => excluded.some((entry) => full === entry || full.startsWith(`${entry}${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`));
    let truncatedAfter;
    // Synchronously: a tenth of the time through the thread pool (a round trip per entry).
    const walk = (directory, depth) => {
        let found;
        try {
            found = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(directory, { withFileTypes: true });
        }
        catch {
            found = [];
        }
        found.sort((a, b) => byName(a.name, b.name));
        for (const entry of found) {
            if (truncatedAfter !== undefined)
                return;
            const full = node_path__WEBPACK_IMPORTED_MODULE_3__.join(directory, entry.name);
            if (isExcluded(full))
                continue;
            const relative = node_path__WEBPACK_IMPORTED_MODULE_3__.relative(root, full).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
            let stats;
            try {
                stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
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
/** What differs between two listings, sorted by path, up to where the shorter walk reached. */
function diffListings(before, after) {
    const limit = [before.truncatedAfter, after.truncatedAfter]
        .filter((cut) => cut !== undefined)
        .sort()[0];
    // A cut-short walk may simply not have reached a path: deletions are only claimed from full walks.
    return diffEntries(before.entries, after.entries, (file) => limit === undefined || file <= limit, limit === undefined);
}
//# sourceMappingURL=snapshot.js.map

/***/ })

};
