export const id = 3771;
export const ids = [3771];
export const modules = {

/***/ 5587:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runRoots: () => (/* binding */ runRoots),
/* harmony export */   runsCommand: () => (/* binding */ runsCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _run_dir_list_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6666);
/* harmony import */ var _runner_saved_runs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7688);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3808);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1255);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8908);







/** The folders `runs` and `show` look in: `.verdict/runs`, then each `--dir`. */
function runRoots(args, io) {
    const given = args.values.dir;
    const dirs = Array.isArray(given) ? given.filter((dir) => typeof dir === 'string') : [];
    return [node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, _runner_saved_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .SAVED_RUNS_DIR */ .N), ...dirs.map((dir) => node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, dir))];
}
function renderTable(runs, cwd) {
    const rows = runs.map((run) => [
        run.runId,
        run.suiteId,
        run.mode,
        run.when.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
        `${run.passed}/${run.judged}${run.runs > run.judged ? ` (+${run.runs - run.judged} errored)` : ''}`,
        node_path__WEBPACK_IMPORTED_MODULE_0__.relative(cwd, run.dir) || '.',
    ]);
    return (0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .alignColumns */ .RM)([['RUN', 'SUITE', 'MODE', 'WHEN', 'PASSED', 'WHERE'], ...rows]);
}
const runsCommand = {
    name: 'runs',
    help: `Usage: verdict runs [--dir DIR]... [--limit N] [--json]

Lists recent runs, newest first: id, suite, mode, when it started, passed/judged runs (errored
runs are not judged) and where its folder is. Looks in .verdict/runs (where \`verdict run\` writes
unless --out says otherwise) and in each --dir: a run folder, or a folder of run folders.
\`verdict show <id>\` prints one.

Options:
  --dir DIR    look here too (repeatable)
  --limit N    list at most N runs (default 20; 0 lists all)`,
    options: { dir: { type: 'string', multiple: true }, limit: { type: 'string' } },
    async run(args, io) {
        const limit = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_4__/* .integerOption */ .ig)(args, 'limit', 20, 0);
        const { runs, problems } = await (0,_run_dir_list_runs_js__WEBPACK_IMPORTED_MODULE_2__/* .listRuns */ .v)(runRoots(args, io));
        const shown = limit === 0 ? runs : runs.slice(0, limit);
        for (const problem of problems) {
            io.stderr.write(`verdict: runs: skipped ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatProblem */ .Vw)(problem)}\n`);
        }
        if (args.values.json === true) {
            (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJson */ .GF)(io, { runs: shown, total: runs.length, problems });
            return 0;
        }
        if (runs.length === 0) {
            io.stdout.write('No runs found in .verdict/runs. `verdict run <suite>` writes one there; --dir DIR looks elsewhere.\n');
            return 0;
        }
        io.stdout.write(`${renderTable(shown, io.cwd)}\n`);
        if (shown.length < runs.length) {
            io.stdout.write(`(${runs.length - shown.length} older run(s) not shown: --limit 0 lists all)\n`);
        }
        return 0;
    },
};
//# sourceMappingURL=runs.js.map

/***/ }),

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

/***/ 6666:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ listRuns),
/* harmony export */   y: () => (/* binding */ nearestRunIds)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _path_exists_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7121);
/* harmony import */ var _conditions_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8104);
/* harmony import */ var _runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2390);
/**
 * The run directories below some folders, summed up: what `verdict runs` lists, and the ids
 * `verdict show` suggests for one that does not exist.
 */






/** The run directories at or just below `root` (a run directory holds conditions.json). */
async function findRunDirs(root) {
    if (await (0,_path_exists_js__WEBPACK_IMPORTED_MODULE_3__/* .pathExists */ .s)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, _conditions_file_js__WEBPACK_IMPORTED_MODULE_4__/* .CONDITIONS_FILE */ .ce)))
        return [root];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { withFileTypes: true }).catch(() => []);
    const dirs = entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name));
    const isRunDir = await Promise.all(dirs.map((dir) => (0,_path_exists_js__WEBPACK_IMPORTED_MODULE_3__/* .pathExists */ .s)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _conditions_file_js__WEBPACK_IMPORTED_MODULE_4__/* .CONDITIONS_FILE */ .ce))));
    return dirs.filter((_, index) => isRunDir[index]);
}
/** One run directory summed up, or a problem naming it. */
async function describeRunDir(dir) {
    try {
        const [{ runId, conditions }, started] = await Promise.all([
            (0,_conditions_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readConditionsFile */ .$j)(dir),
            (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _conditions_file_js__WEBPACK_IMPORTED_MODULE_4__/* .CONDITIONS_FILE */ .ce)),
        ]);
        const { records } = await (0,_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunRecords */ .Y$)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .RUNS_FILE */ .Ct)).catch(() => ({
            records: [],
        }));
        const judged = records.filter((record) => record.status !== 'error');
        return {
            runId,
            suiteId: conditions.suiteId,
            mode: conditions.mode,
            when: started.mtime.toISOString(),
            passed: judged.filter((record) => record.status === 'pass').length,
            judged: judged.length,
            runs: records.length,
            dir,
        };
    }
    catch (error) {
        return { file: dir, field: '(file)', message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error) };
    }
}
/** Every run directory below the roots, newest first, and those that could not be read. */
async function listRuns(roots) {
    const dirs = [...new Set((await Promise.all(roots.map(findRunDirs))).flat())];
    const described = await Promise.all(dirs.map(describeRunDir));
    const runs = described.filter((entry) => 'runId' in entry);
    runs.sort((a, b) => (a.when < b.when ? 1 : a.when > b.when ? -1 : a.dir < b.dir ? -1 : 1));
    return { runs, problems: described.filter((entry) => !('runId' in entry)) };
}
/** The `count` ids nearest to `wanted` (fewest edits; the newer first on a tie). */
function nearestRunIds(wanted, ids, count = 3) {
    return ids
        .map((id, order) => ({ id, order, distance: editDistance(wanted, id) }))
        .sort((a, b) => a.distance - b.distance || a.order - b.order)
        .slice(0, count)
        .map((entry) => entry.id);
}
/** Levenshtein distance, one row at a time. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length];
}
//# sourceMappingURL=list-runs.js.map

/***/ }),

/***/ 7688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ SAVED_RUNS_DIR),
/* harmony export */   d: () => (/* binding */ resolveSavedRun)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/** `verdict run` saves to `.verdict/runs/<runId>/`: commands that read a run take an id or a dir. */



const SAVED_RUNS_DIR = node_path__WEBPACK_IMPORTED_MODULE_1__.join('.verdict', 'runs');
/** A run id: one path segment, not `.` or `..`. */
const RUN_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;
const isDirectory = (candidate) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).then((stats) => stats.isDirectory(), () => false);
/** A run id names `.verdict/runs/<runId>` under `cwd`; anything else must be a run directory. */
async function resolveSavedRun(target, cwd, command) {
    if (RUN_ID.test(target)) {
        const saved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, SAVED_RUNS_DIR, target);
        if (await isDirectory(saved))
            return saved;
    }
    const direct = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, target);
    if (await isDirectory(direct))
        return direct;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${command}: no saved run ${JSON.stringify(target)}: neither ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(SAVED_RUNS_DIR, target)} nor a directory. ` +
        'Pass a run id from .verdict/runs/ or the --out directory of a run.');
}
//# sourceMappingURL=saved-runs.js.map

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


/***/ })

};
