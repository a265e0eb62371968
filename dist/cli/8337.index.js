export const id = 8337;
export const ids = [8337,2981];
export const modules = {

/***/ 6685:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ciCommand: () => (/* binding */ ciCommand),
/* harmony export */   formatCiSummary: () => (/* binding */ formatCiSummary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8674);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9164);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8957);
/* harmony import */ var _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6907);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6248);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_cassettes_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5431);
/* harmony import */ var _evaluation_grants_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5318);
/* harmony import */ var _evaluation_invocation_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7490);
/* harmony import */ var _evaluation_sandbox_option_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6054);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1255);
/* harmony import */ var _evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9480);
/* harmony import */ var _evaluation_trust_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3091);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(8908);
/* harmony import */ var _monotonic_clock_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(548);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8132);



















async function tasksWithCassettes(dir, taskIds) {
    const files = new Set(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []));
    return taskIds.filter((id) => files.has(`${id}${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_5__/* .CASSETTE_EXTENSION */ .X0}`));
}
/** Why a replayed run did not pass, in one line: the divergence, or the verifiers that said no. */
function whyNotPassed(record) {
    if (record.error !== undefined)
        return record.error.message.split('\n')[0] ?? record.error.kind;
    const failed = (record.verifiers ?? []).filter((verifier) => verifier.outcome !== 'pass');
    if (failed.length > 0) {
        return failed
            .map((verifier) => `${verifier.id} ${verifier.outcome}: ${verifier.detail.split('\n')[0]}`)
            .join('; ');
    }
    return record.reason?.split('\n')[0] ?? record.status;
}
/** SPEC §9 and the reference's "replay in CI": 2 on divergence, 1 on a failure or on nothing replayed. */
function exitCodeOf(records) {
    if (records.length === 0)
        return 1;
    if (records.some((record) => record.error?.kind === 'replay_divergence'))
        return 2;
    return records.every((record) => record.status === 'pass') ? 0 : 1;
}
/** The short, readable end of `verdict ci`: a line per suite, a verdict line, where the reports are. */
function formatCiSummary(summary, cwd) {
    const shown = (file) => node_path__WEBPACK_IMPORTED_MODULE_1__.relative(cwd, file) || file;
    const width = Math.max(...summary.suites.map((suite) => suite.suiteId.length), 5);
    const lines = [
        'Replay of the recorded cassettes: measures the harness, not the model.',
        ...describeSandboxes(summary.suites),
        '',
    ];
    let replayed = 0;
    let passed = 0;
    let diverged = 0;
    for (const suite of summary.suites) {
        const name = suite.suiteId.padEnd(width);
        if ('skipped' in suite) {
            lines.push(`  ${name}  skipped: ${suite.skipped}`);
            continue;
        }
        replayed += suite.replayed;
        passed += suite.passed;
        diverged += suite.diverged;
        const partial = suite.withoutCassette.length === 0
            ? ''
            : ` (${suite.withoutCassette.length} of ${suite.tasks} tasks have no cassette)`;
        lines.push(`  ${name}  ${suite.passed}/${suite.replayed} passed  ${suite.suiteVersion}${partial}`);
        for (const problem of suite.problems)
            lines.push(`    ✗ ${problem}`);
    }
    lines.push('');
    const seconds = (summary.wallMs / 1000).toFixed(1);
    if (summary.cancelled === true) {
        lines.push(`CANCELLED: stopped by a signal after ${replayed} replayed task(s), ${passed} passed (${seconds} s); the report of the suite in flight is partial.`);
    }
    else if (replayed === 0) {
        lines.push('FAIL: nothing was replayed (no suite has cassettes); record some with `verdict record <suite>`.');
    }
    else if (summary.exitCode === 0) {
        lines.push(`PASS: ${passed} of ${replayed} replayed tasks passed, no divergence (${seconds} s).`);
    }
    else {
        const what = [
            ...(diverged > 0 ? [`${diverged} diverged from the cassette`] : []),
            ...(replayed - passed - diverged > 0 ? [`${replayed - passed - diverged} did not pass`] : []),
        ].join(', ');
        lines.push(`FAIL: ${passed} of ${replayed} replayed tasks passed; ${what} (${seconds} s).`);
    }
    const reports = summary.suites.flatMap((suite) => ('skipped' in suite ? [] : [suite]));
    if (reports.length > 0) {
        lines.push('Reports (report.md, with report.json and runs.jsonl beside it):');
        for (const suite of reports)
            lines.push(`  ${shown(suite.reportFile)}`);
    }
    return `${lines.join('\n')}\n`;
}
/** The sandbox in one line, or one per distinct sandbox (suites' own limits), naming its suites. */
function describeSandboxes(suites) {
    const bySandbox = new Map();
    for (const suite of suites) {
        if ('skipped' in suite)
            continue;
        const line = (0,_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_17__/* .describeSandbox */ .hT)(suite.sandbox);
        bySandbox.set(line, [...(bySandbox.get(line) ?? []), suite.suiteId]);
    }
    const sentence = (line) => `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
    if (bySandbox.size <= 1)
        return [...bySandbox.keys()].map(sentence);
    return [...bySandbox].map(([line, ids]) => `${ids.join(', ')}: ${sentence(line)}`);
}
/** The suites to replay: the bundled ones, or those of --suite-dir (trusted first). */
async function suiteLocations(args, io) {
    const suiteDir = (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(args, 'suite-dir');
    const root = suiteDir === undefined
        ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(io.packageRoot, _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_6__/* .BUNDLED_SUITES_DIR */ .nj)
        : node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, suiteDir);
    const locations = await (0,_suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_6__/* .findSuiteLocations */ .Ob)(root);
    if (suiteDir !== undefined) {
        if (locations.length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--suite-dir ${suiteDir}: no suite.json (or case file) there`);
        }
        await (0,_evaluation_trust_js__WEBPACK_IMPORTED_MODULE_15__/* .trustSuite */ .N)(root, args, io);
    }
    else if (locations.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`no bundled suites in ${root}: the package ships them there (reinstall it), or pass --suite-dir DIR`);
    }
    return locations;
}
async function loadAll(locations, io) {
    const suites = [];
    const problems = [];
    for (const location of locations) {
        const loaded = await (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_7__/* .loadSuite */ .bu)(location, { cwd: io.cwd });
        if (loaded.ok)
            suites.push(loaded.suite);
        else
            problems.push(...loaded.problems);
    }
    (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .throwProblems */ .Jh)('invalid suite; nothing ran', problems);
    return suites;
}
const ciCommand = {
    name: 'ci',
    help: `Usage: verdict ci [--suite-dir DIR] [--cassette-dir DIR] [--out DIR] [--config FILE]

Replays, with no provider, no credentials and no network, every task that has a cassette in every
bundled suite (shipped in the package) or in the suites of --suite-dir, with the built-in agent and
an empty configuration (unless --config FILE names one). It grants itself --allow-write and
--allow-process, the effects the bundled suites were recorded with. Suites without cassettes are
listed as skipped. Replay measures the harness, not the model.

  --suite-dir DIR      a suite, or a directory of suites, instead of the bundled ones (asks for
                       trust like \`run\`)
  --yes                run a suite of --suite-dir without asking (required without a terminal)
  --allow-suite-full   allow tasks with policy mode "full"
  --cassette-dir DIR   cassettes to replay instead of <suite>/cassettes (one suite only)
  --out DIR            where <suite>/report.json and report.md go (default .verdict/ci/<run id>)
  --concurrency N      runs at a time (default: the number of CPUs)
  --spawn-agent        the built-in agent as its own process per run (as for \`verdict run\`)
${(0,_evaluation_sandbox_option_js__WEBPACK_IMPORTED_MODULE_12__/* .sandboxHelp */ .f4)(23)}

SIGINT or SIGTERM stops the runs in flight, writes the suite's CANCELLED partial report and skips
the suites not yet started.

Exit codes: 0 every replayed task passed; 2 a replay diverged (the task, call and field are
named), or an invalid suite; 1 a replayed task did not pass, a run errored, nothing was replayed,
or the replay was cancelled.`,
    options: {
        ...(0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_13__/* .valueOptions */ .kl)('suite-dir', 'cassette-dir', 'out', 'concurrency', 'sandbox'),
        yes: { type: 'boolean' },
        'allow-suite-full': { type: 'boolean' },
        'spawn-agent': { type: 'boolean' },
    },
    opensSandbox: true,
    async run(args, io) {
        const started = (0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_18__/* .monotonicMs */ .d)();
        const locations = await suiteLocations(args, io);
        const cassetteOption = (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(args, 'cassette-dir');
        if (cassetteOption !== undefined && locations.length !== 1) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--cassette-dir needs exactly one suite; found ${locations.length}: pass --suite-dir with a single suite`);
        }
        const suites = await loadAll(locations, io);
        // The bundled cassettes were recorded with these grants; replay needs the same ones.
        const grants = (0,_evaluation_grants_js__WEBPACK_IMPORTED_MODULE_10__/* .grantsOf */ .R)({
            ...args,
            values: { ...args.values, 'allow-write': true, 'allow-process': true },
        });
        const configOption = (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(args, 'config');
        const loadedConfig = configOption === undefined
            ? { dir: io.cwd, config: {} }
            : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(io.cwd, configOption);
        const opened = await (0,_evaluation_invocation_js__WEBPACK_IMPORTED_MODULE_11__/* .openSuites */ .Yn)({ args, io, grants, loadedConfig }, suites, 'replay');
        const { context } = opened;
        const runId = (0,_evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_14__/* .newRunId */ .F)();
        const outRoot = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_13__/* .outDirOption */ .L2)(args, io, node_path__WEBPACK_IMPORTED_MODULE_1__.join('.verdict', 'ci', runId));
        const records = [];
        const outcomes = [];
        await context.cancellable(async () => {
            for (const { suite, invocation } of opened.suites) {
                if (context.signal.aborted) {
                    outcomes.push({ suiteId: suite.suiteId, skipped: 'cancelled before it started' });
                    continue;
                }
                const allTasks = suite.tasks.map((task) => task.id);
                const taskIds = await tasksWithCassettes((0,_evaluation_cassettes_js__WEBPACK_IMPORTED_MODULE_9__/* .cassetteDirOf */ .z)(args, suite, io), allTasks);
                if (taskIds.length === 0) {
                    outcomes.push({ suiteId: suite.suiteId, skipped: 'no cassettes (live-only)' });
                    continue;
                }
                (0,_evaluation_grants_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSuiteGrants */ .Q)({ ...suite, tasks: suite.tasks.filter((task) => taskIds.includes(task.id)) }, grants);
                const inv = invocation(taskIds);
                const source = await inv.source();
                const outDir = node_path__WEBPACK_IMPORTED_MODULE_1__.join(outRoot, suite.suiteId);
                const conditions = inv.conditions(source, 1);
                const result = await inv.runSuite({
                    providerFor: source.providerFor,
                    outDir,
                    runId,
                    plan: (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .buildPlan */ .Gg)({ taskIds, k: 1, seed: 0 }),
                    conditions,
                    onRun: (record, done, total) => {
                        if (context.json)
                            return;
                        inv.progress.update({ ...record, taskId: `${suite.suiteId}/${record.taskId}` }, done, total);
                        if (record.error?.kind === 'replay_divergence') {
                            inv.progress.finish();
                            io.stderr.write(`  ${suite.suiteId}/${record.taskId}: ${record.error.message}\n`);
                        }
                    },
                });
                inv.progress.finish();
                records.push(...result.records);
                const notPassed = result.records.filter((record) => record.status !== 'pass');
                outcomes.push({
                    suiteId: suite.suiteId,
                    suiteVersion: suite.suiteVersion,
                    tasks: allTasks.length,
                    replayed: result.records.length,
                    passed: result.records.length - notPassed.length,
                    diverged: notPassed.filter((record) => record.error?.kind === 'replay_divergence').length,
                    withoutCassette: allTasks.filter((id) => !taskIds.includes(id)),
                    problems: notPassed.map((record) => `${record.taskId}: ${whyNotPassed(record)}`),
                    reportFile: node_path__WEBPACK_IMPORTED_MODULE_1__.join(outDir, 'report.md'),
                    sandbox: conditions.sandbox,
                });
            }
        });
        const cancelled = context.signal.aborted;
        const summary = {
            suites: outcomes,
            ...(cancelled ? { cancelled } : {}),
            outDir: outRoot,
            wallMs: Math.round((0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_18__/* .monotonicMs */ .d)() - started),
            exitCode: cancelled ? Math.max(1, exitCodeOf(records)) : exitCodeOf(records),
        };
        if (context.json)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .writeJson */ .GF)(io, { mode: 'replay', ...summary });
        else
            io.stdout.write(formatCiSummary(summary, io.cwd));
        return summary.exitCode;
    },
};
//# sourceMappingURL=ci.js.map

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
