export const id = 7314;
export const ids = [7314,2981];
export const modules = {

/***/ 1255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ givenOptions),
/* harmony export */   L2: () => (/* binding */ outDirOption),
/* harmony export */   QW: () => (/* binding */ EVALUATION_OPTIONS),
/* harmony export */   dB: () => (/* binding */ modeOption),
/* harmony export */   ig: () => (/* binding */ integerOption),
/* harmony export */   kl: () => (/* binding */ valueOptions),
/* harmony export */   q4: () => (/* binding */ SUITE_RUN_OPTIONS),
/* harmony export */   zu: () => (/* binding */ choiceOption)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9859);
/** The options of the commands that run a suite, and how they read them alike. */



/** Options that each take a value (`--name VALUE`), for a command's `options`. */
function valueOptions(...names) {
    const option = { type: 'string' };
    return Object.fromEntries(names.map((name) => [name, option]));
}
/** The string options of `names` that were given, each under its key (`{ baseUrl: 'base-url' }`). */
function givenOptions(args, names) {
    const given = {};
    for (const [key, name] of Object.entries(names)) {
        const value = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
        if (value !== undefined)
            given[key] = value;
    }
    return given;
}
/** Options of every command that runs a suite's tasks (`diagnose`'s), besides the global ones. */
const SUITE_RUN_OPTIONS = {
    ...valueOptions('script-dir', 'out', 'suite-dir', 'concurrency', 'sandbox'),
    ...valueOptions('max-calls', 'calls-file'),
    keep: { type: 'boolean' },
    yes: { type: 'boolean' },
    'allow-suite-full': { type: 'boolean' },
    'spawn-agent': { type: 'boolean' },
};
/** Those of `run`, `record` and `variants`, which also choose the tasks, seed and cassettes. */
const EVALUATION_OPTIONS = {
    ...SUITE_RUN_OPTIONS,
    ...valueOptions('tasks', 'seed', 'cassette-dir', 'max-runs'),
};
/** `--name VALUE` when it is one of `choices`, else `fallback`; `expected` words them for the error. */
function choiceOption(args, name, choices, fallback, expected = choices.join(', ')) {
    const value = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
    if (value === undefined)
        return fallback;
    if (choices.includes(value))
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} ${JSON.stringify(value)}: expected ${expected}`);
}
/** `--name N` in [min, max], else `fallback` (undefined: an option with no default). */
function integerOption(args, name, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const text = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
    if (text === undefined)
        return fallback;
    if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
    }
    return Number(text);
}
/** `--out DIR` against the working directory, else `fallback` (relative to it too). */
function outDirOption(args, io, fallback) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, 'out') ?? fallback);
}
/** `--mode MODE` (default live); `expected` names the modes the command takes, for the error. */
function modeOption(args, expected) {
    return choiceOption(args, 'mode', ['live', 'replay', 'scripted'], 'live', expected);
}
//# sourceMappingURL=options.js.map

/***/ }),

/***/ 8674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S3: () => (/* binding */ configFileName),
/* harmony export */   WF: () => (/* binding */ QUARANTINE_CHOICES),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   au: () => (/* binding */ CONFIG_FILE_NAME),
/* harmony export */   b5: () => (/* binding */ hashConfiguration),
/* harmony export */   bp: () => (/* binding */ resolveAgentCommand)
/* harmony export */ });
/* unused harmony export VerdictConfigSchema */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4775);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(247);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8416);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8132);
/**
 * `verdict.config.json`: agents, provider settings and the measured configuration. Relative paths in
 * an agent's command resolve against the file's directory, so a PR's base and head each run their own
 * build.
 */









const CONFIG_FILE_NAME = 'verdict.config.json';
/** `quarantine`: whether a task flaky on the default branch can fail the gate. */
const QUARANTINE_CHOICES = ['flaky', 'none'];
const AgentEntrySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).min(1),
    env: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).optional(),
    answerFrom: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['proxy', 'stdout']).optional(),
    /** The agent's measured configuration, passed as VERDICT_CONFIG and hashed into reports. */
    config: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()).optional(),
    /** `--sandbox docker`: the image the agent's runs start in. */
    image: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
    /** Models besides the run's that live mode lets the agent call, e.g. a small side model (SPEC §1). */
    models: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
    /** Directories a sandboxed run shows read-only (SPEC §1, `agent-reads.ts`). */
    reads: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
});
const ApiKeyEnvSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional();
/** One protocol family's live upstream. */
const UpstreamSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
    /** Name of the environment variable holding the key (never the key itself). */
    apiKeyEnv: ApiKeyEnvSchema,
});
const VerdictConfigSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    agents: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), AgentEntrySchema).optional(),
    default: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
        /** Name of the environment variable holding the key (never the key itself). */
        apiKeyEnv: ApiKeyEnvSchema,
    })
        .optional(),
    /** Live upstreams per protocol family (SPEC §4); `provider.baseUrl` is the OpenAI one too. */
    providers: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        openai: UpstreamSchema.optional(),
        anthropic: UpstreamSchema.optional(),
        gemini: UpstreamSchema.optional(),
    })
        .optional(),
    /** Measured configuration of the built-in agent. */
    config: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()).optional(),
    /** The sandbox of every run (SPEC §1); `--sandbox` overrides it. */
    sandbox: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__/* .SANDBOX_CHOICES */ .Lg).optional(),
    /** Each run's trace (`traces/` beside runs.jsonl): its cap in bytes, default 1 MB (docs/traces.md). */
    trace: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ maxBytes: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(4096).optional() }).optional(),
    /** The Action never reads it: a pull request's own config must not loosen the gate. */
    quarantine: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(QUARANTINE_CHOICES).optional(),
});
/** The configuration file as messages name it: relative to `cwd`, or its default name. */
function configFileName(loaded, cwd) {
    return loaded?.file === undefined
        ? 'verdict.config.json'
        : node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, loaded.file) || loaded.file;
}
/** Reads `--config FILE`, else `verdict.config.json` in `cwd` when present, else the defaults. */
async function loadConfig(cwd, explicit) {
    const file = explicit === undefined ? node_path__WEBPACK_IMPORTED_MODULE_2__.join(cwd, CONFIG_FILE_NAME) : node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, explicit);
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
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
    const fileError = (message) => {
        const problem = { file: shown, field: '(file)', message };
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem), [problem]);
    };
    let data;
    try {
        data = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        throw fileError(`is not valid JSON: ${String(error)}`);
    }
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .nestsDeeperThan */ .ix)(data))
        throw fileError(_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .TOO_DEEP_MESSAGE */ .AB);
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
            field: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .valueAt */ .fK)(data, p)),
            message: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .describeIssue */ .n6)(issue),
        }));
    if (parsed.success &&
        parsed.data.default !== undefined &&
        parsed.data.agents?.[parsed.data.default] === undefined) {
        problems.push({ file: shown, field: 'default', message: `names no agent in "agents"` });
    }
    if (!parsed.success || problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${shown}: ${problems.map(_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw).join('\n')}`, problems);
    }
    return {
        file,
        dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file),
        config: parsed.data,
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex'),
    };
}
/** The hash of what is measured: the agent as configured (not as resolved), its configuration. */
function hashConfiguration(agentName, entry, measured) {
    const identity = {
        agent: agentName,
        command: entry?.command ?? null,
        env: entry?.env ?? null,
        config: measured ?? null,
        // Only when set, so that the hash of an entry without them is what it always was.
        ...(entry?.models === undefined ? {} : { models: [...entry.models].sort() }),
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .d)(identity)).digest('hex').slice(0, 16);
}
/** An agent's argv with relative paths (`./x`, `../x`) resolved against the config's directory. */
function resolveAgentCommand(command, configDir) {
    return command.map((part) => part.startsWith('./') || part.startsWith('../') ? node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(configDir, part) : part);
}
//# sourceMappingURL=config.js.map

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
