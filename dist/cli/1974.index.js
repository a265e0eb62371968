export const id = 1974;
export const ids = [1974,2981];
export const modules = {

/***/ 1972:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/report/build-report.js + 2 modules
var build_report = __webpack_require__(4480);
// EXTERNAL MODULE: ./lib/report/rebuild-report.js
var rebuild_report = __webpack_require__(196);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
;// CONCATENATED MODULE: ./lib/report/merge-shards.js
/**
 * `verdict merge <dir>...`: `--shard i/n` runs of one plan joined into one report. Shards share
 * every condition but `shard` and `concurrency`, and no run is in two. The merged plan is the
 * unsharded one, so a shard never run or merged leaves holes named and counted as missing.
 */






/** How a plan was split and run, not what was measured. */
const MAY_DIFFER = new Set(['shard', 'concurrency']);
function mergeShards(shards, runId) {
    const [first] = shards;
    if (first === undefined)
        throw new RangeError('mergeShards needs at least one shard');
    const conflicts = [
        ...findConditionConflicts(first, shards.slice(1)),
        ...findDuplicateRuns(shards),
    ];
    (0,errors/* throwProblems */.Jh)('merge: the shards are not one plan, so they cannot share a report; nothing was written', conflicts);
    const conditions = mergedConditions(shards.map((shard) => shard.started.conditions));
    const started = { runId, conditions };
    const records = shards.flatMap((shard) => shard.records);
    const { report, unrecorded } = (0,rebuild_report/* rebuildReport */.K$)(started, records, mergeHints(shards));
    return { started, records, report, unrecorded };
}
function findConditionConflicts(first, others) {
    const reference = first.started.conditions;
    const fields = (conditions) => Object.keys(conditions);
    return others.flatMap((shard) => {
        const conditions = shard.started.conditions;
        const names = [...new Set([...fields(reference), ...fields(conditions)])].filter((name) => !MAY_DIFFER.has(name));
        return names.flatMap((name) => {
            const expected = JSON.stringify(reference[name]) ?? 'unset';
            const actual = JSON.stringify(conditions[name]) ?? 'unset';
            if (expected === actual)
                return [];
            return [
                {
                    file: external_node_path_.join(shard.dir, conditions_file/* CONDITIONS_FILE */.ce),
                    field: `conditions.${name}`,
                    message: `is ${actual}, but ${first.dir} has ${expected}`,
                },
            ];
        });
    });
}
/** Within one shard, the last record of a run wins (resume). */
function findDuplicateRuns(shards) {
    const owner = new Map();
    const problems = [];
    for (const shard of shards) {
        const keys = new Map(shard.records.map((record) => [(0,build_report/* runKey */.r7)(record.taskId, record.repetition), record]));
        for (const [key, record] of keys) {
            const previous = owner.get(key);
            if (previous === undefined) {
                owner.set(key, shard.dir);
                continue;
            }
            problems.push({
                file: external_node_path_.join(shard.dir, runs_jsonl/* RUNS_FILE */.Ct),
                subject: `run ${record.taskId} #${record.repetition}`,
                field: '(run)',
                message: `also recorded in ${previous}: a run belongs to exactly one shard`,
            });
        }
    }
    return problems;
}
/** Without `shard`; `concurrency` kept only when every shard used the same. */
function mergedConditions(all) {
    const [first] = all;
    const rest = { ...first };
    delete rest.shard;
    delete rest.concurrency;
    const concurrency = first.concurrency;
    const sameConcurrency = all.every((conditions) => conditions.concurrency === concurrency);
    return sameConcurrency && concurrency !== undefined ? { ...rest, concurrency } : rest;
}
/** Rates only when every shard has the same. */
function mergeHints(shards) {
    const tasks = new Map();
    for (const shard of shards) {
        for (const task of shard.hints.tasks ?? [])
            if (!tasks.has(task.id))
                tasks.set(task.id, task);
    }
    const rates = shards.map((shard) => JSON.stringify(shard.hints.rates));
    const sameRates = rates.every((value) => value === rates[0]);
    const firstRates = shards[0]?.hints.rates;
    return {
        tasks: [...tasks.values()],
        ...(sameRates && firstRates !== undefined ? { rates: firstRates } : {}),
    };
}
//# sourceMappingURL=merge-shards.js.map
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
// EXTERNAL MODULE: ./lib/report/redact-files.js
var redact_files = __webpack_require__(3903);
;// CONCATENATED MODULE: ./lib/report/merge-traces.js
/**
 * Shards' traces copied into the merged directory, redacted. A shard is the PR's code in the
 * Action, so its record's path is never followed: only the path the run's own key gives, and only
 * a regular file.
 */




const isRegularFile = async (file) => (await (0,promises_.lstat)(file).catch(() => undefined))?.isFile() === true;
const keyOf = (run) => JSON.stringify([run.variant ?? null, run.taskId, run.repetition]);
/** A trace that cannot be copied is named, never fatal: the report renders without. */
async function copyShardTraces(shards, merged, outDir) {
    const shardOf = new Map();
    for (const shard of shards) {
        for (const record of shard.records)
            shardOf.set(keyOf(record), shard.dir);
    }
    let copied = 0;
    const missing = [];
    for (const record of merged) {
        if (record.trace === undefined)
            continue;
        const from = shardOf.get(keyOf(record));
        const source = from === undefined || record.trace !== (0,trace_file/* traceFileOf */.jt)(record)
            ? undefined
            : (0,trace_file/* traceFileIn */.Vj)(from, record);
        const target = (0,trace_file/* traceFileIn */.Vj)(outDir, record);
        if (source === undefined || target === undefined || !(await isRegularFile(source))) {
            missing.push(`${record.taskId} #${record.repetition}`);
            continue;
        }
        await (0,promises_.mkdir)(external_node_path_.dirname(target), { recursive: true });
        await (0,redact_files/* writeRedactedFile */.c)(target, await (0,promises_.readFile)(source, 'utf8'));
        copied += 1;
    }
    return { copied, missing };
}
//# sourceMappingURL=merge-traces.js.map
// EXTERNAL MODULE: ./lib/report/report-files.js + 2 modules
var report_files = __webpack_require__(8844);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/commands/merge.js













const mergeCommand = {
    name: 'merge',
    help: `Usage: verdict merge <dir>... [--out DIR] [--json]

Joins the run directories of \`verdict run --shard i/n\` into one report. Refuses (exit 2,
nothing written) shards whose conditions differ in anything but shard and concurrency
(configHash included), and a run recorded by two shards. The merged plan is the
unsharded plan: runs no shard recorded (a shard not run or not given) are named and
counted as missing, never dropped.

Writes runs.jsonl, conditions.json (without shard), report.json, report.md and each run's
trace (traces/, copied from the shard that recorded it) to --out
(default .verdict/runs/<new run id>), which must not already hold a run.

Options:
  --out DIR   where the merged run goes (default .verdict/runs/<new run id>)`,
    options: { out: { type: 'string' } },
    positionals: { min: 1, max: Number.POSITIVE_INFINITY, names: '<dir>...' },
    async run(args, io) {
        const dirs = args.positionals.map((dir) => external_node_path_.resolve(io.cwd, dir));
        const shards = await Promise.all(dirs.map(rebuild_report/* readRunDirectory */.rF));
        const runId = (0,run_id/* newRunId */.F)();
        const merged = mergeShards(shards, runId);
        const outDir = external_node_path_.resolve(io.cwd, (0,command/* stringOption */.Pp)(args, 'out') ?? external_node_path_.join('.verdict', 'runs', runId));
        for (const name of [runs_jsonl/* RUNS_FILE */.Ct, conditions_file/* CONDITIONS_FILE */.ce]) {
            const exists = await (0,promises_.access)(external_node_path_.join(outDir, name)).then(() => true, () => false);
            if (exists) {
                throw new errors/* UsageError */.eb(`merge: ${outDir} already holds ${name}; choose an empty --out directory (a shard is never overwritten)`);
            }
        }
        for (const shard of shards) {
            for (const problem of shard.problems)
                io.stderr.write(`warning: ${(0,errors/* formatProblem */.Vw)(problem)}\n`);
        }
        // Each run's trace first, from the shard that recorded it: the report opens them.
        const traces = await copyShardTraces(shards, merged.records, outDir);
        if (traces.missing.length > 0) {
            io.stderr.write(`warning: merge: no trace to copy for ${traces.missing.length} run(s) whose record names one: ${traces.missing.join(', ')}\n`);
        }
        // The report then: it is the file readers look for.
        const files = await (0,report_files/* writeReportFiles */.t4)(outDir, merged.report, { records: merged.records });
        await (0,redact_files/* writeRedactedFile */.c)(external_node_path_.join(outDir, runs_jsonl/* RUNS_FILE */.Ct), merged.records.map((record) => `${JSON.stringify(record)}\n`).join(''));
        await (0,redact_files/* writeRedactedFile */.c)(external_node_path_.join(outDir, conditions_file/* CONDITIONS_FILE */.ce), `${JSON.stringify(merged.started, null, 2)}\n`);
        if (args.values.json === true) {
            (0,cli_io/* writeJson */.GF)(io, { outDir, report: merged.report, unrecorded: merged.unrecorded });
            return 0;
        }
        io.stdout.write(`merged ${shards.length} shard(s): ${merged.report.state}: ${(0,cli_io/* reportLine */.BS)(merged.report, files.markdown, io.cwd)}\n`);
        if (merged.unrecorded.length > 0) {
            io.stdout.write(`${merged.unrecorded.length} planned run(s) in no shard, counted as missing: ${merged.unrecorded.map((run) => `${run.taskId} #${run.repetition}`).join(', ')}\n`);
        }
        return 0;
    },
};
//# sourceMappingURL=merge.js.map

/***/ }),

/***/ 9480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ newRunId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/** A UTC timestamp that sorts, then random hex so that two invocations in one second differ. */
function newRunId() {
    const stamp = new Date()
        .toISOString()
        .replace(/[:.]/g, '-')
        .replace(/-\d{3}Z$/, 'Z');
    return `${stamp}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}`;
}
//# sourceMappingURL=run-id.js.map

/***/ }),

/***/ 3903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ writeRedactedFile)
/* harmony export */ });
/* unused harmony export redactFilesIn */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _html_escape_html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6130);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6403);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5176);
/**
 * The last net before a directory leaves the machine (SPEC §7): every file redacted in place,
 * JSON kept valid. A file with a NUL byte is redacted as bytes: one NUL must not hide a key.
 */





async function redactFilesIn(dir) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const findings = [];
    for (const entry of entries) {
        if (!entry.isFile())
            continue;
        const file = path.join(entry.parentPath, entry.name);
        const relative = path.relative(dir, file);
        const bytes = await readFile(file);
        const binary = bytes.includes(0);
        const redacted = binary
            ? await redactBytes(bytes)
            : await redactFileText(relative, bytes.toString('utf8'));
        if (redacted.findings.length === 0)
            continue;
        await writeFileAtomically(file, binary ? Buffer.from(redacted.text, 'latin1') : redacted.text);
        findings.push(...redacted.findings.map((finding) => ({ ...finding, path: `${relative}: ${finding.path}` })));
    }
    return findings;
}
/** As latin1, so every byte outside a secret is written back unchanged; UTF-16 searched too. */
async function redactBytes(bytes) {
    const single = await redactText(bytes.toString('latin1'));
    const wide = await redactWideText(single.text);
    return { text: wide.text, findings: [...single.findings, ...wide.findings] };
}
/** Secrets in UTF-16LE (`k\0e\0y\0`): found with the NULs removed, written back with them. */
async function redactWideText(text) {
    let result = text;
    const findings = [];
    // Last to first, so that each replacement leaves the earlier offsets valid.
    for (const run of [...text.matchAll(/(?:[\x20-\x7e]\0){8,}/g)].reverse()) {
        const start = run.index;
        const redacted = await redactText(run[0].replace(/\0/g, ''));
        if (redacted.findings.length === 0)
            continue;
        findings.push(...redacted.findings);
        const widened = `${[...redacted.text].join('\0')}\0`;
        result = result.slice(0, start) + widened + result.slice(start + run[0].length);
    }
    return { text: result, findings };
}
/** Redacted as `redactFilesIn` would, by its name; for outputs that are not records or reports. */
async function writeRedactedFile(file, content) {
    const redacted = await redactFileText(node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file), content);
    await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomically */ .l)(file, redacted.findings.length === 0 ? content : redacted.text);
}
async function redactFileText(name, text) {
    if (name.endsWith('.jsonl')) {
        const findings = [];
        const lines = [];
        for (const [index, line] of text.split('\n').entries()) {
            const result = await redactJsonText(line);
            lines.push(result.text);
            findings.push(...result.findings.map((finding) => ({
                ...finding,
                path: `line ${index + 1} ${finding.path}`,
            })));
        }
        return { text: lines.join('\n'), findings };
    }
    if (name.endsWith('.json')) {
        const result = await redactJsonText(text.trimEnd());
        return { text: `${result.text}\n`, findings: result.findings };
    }
    if (name.endsWith('.html')) {
        // A marker would read as an unknown element and vanish: it is written back as text.
        const result = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
        return { text: (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRedactionMarkers */ .o0)(result.text), findings: result.findings };
    }
    return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
}
async function redactJsonText(text) {
    if (text.trim() === '')
        return { text, findings: [] };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
    }
    const result = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactJson */ .Kp)(value);
    if (result.findings.length === 0)
        return { text, findings: [] };
    const indent = text.includes('\n') ? 2 : undefined;
    return { text: JSON.stringify(result.value, null, indent), findings: result.findings };
}
//# sourceMappingURL=redact-files.js.map

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
