export const id = 6763;
export const ids = [6763,2981];
export const modules = {

/***/ 6934:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMPARISON_JSON_FILE: () => (/* binding */ COMPARISON_JSON_FILE),
/* harmony export */   compareCommand: () => (/* binding */ compareCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(263);
/* harmony import */ var _compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2198);
/* harmony import */ var _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5268);
/* harmony import */ var _compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6283);
/* harmony import */ var _compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2649);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9066);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6403);
/* harmony import */ var _report_report_schema_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9524);
/* harmony import */ var _report_report_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8844);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5176);
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4456);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1255);
/* harmony import */ var _file_kind_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(8345);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8908);


















const COMPARISON_JSON_FILE = 'comparison.json';
const compareCommand = {
    name: 'compare',
    help: `Usage: verdict compare <baseline> <candidate> [--out DIR] [--adaptive FILE] [--json]

Each side is a report.json or a directory containing one. Per task, a verdict from the 95 %
Wilson intervals: improved / regressed only when both sides have at least 5 judged runs and the
intervals are disjoint (also with missing runs counted either way); otherwise inconclusive, low
power or not comparable. In replay: changed, unchanged or diverged. Inconclusive tasks get a
sample-size hint (an estimate). Reports of different modes (e.g. replay against live) are
compared, but every task is not comparable; reports with different compaction settings keep
their success verdicts, but their token and cost deltas are not comparable.

Writes comparison.json, comparison.md and comparison.html (self-contained: plots, a sortable
table, and the candidate's divergences from the runs.jsonl beside its report) into --out DIR
(default: the current directory) and prints the comparison as Markdown (or JSON with --json).

Options:
  --out DIR   where comparison.json, .md and .html go (default: the current directory)
  --adaptive FILE
              the adaptive/v1 record of a --k auto comparison (verdict pr --k auto writes it
              beside the comparison): each task's verdict is then its anytime-valid test's
              (stopped regressed/improved, no change larger than δ, or inconclusive at max-k),
              with the runs it took and why it stopped (docs/adaptive-k.md)

Exit codes: 0 compared (whatever the verdicts), 2 bad invocation or unreadable report,
3 incompatible reports (different suite id or suite version).`,
    options: (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_15__/* .valueOptions */ .kl)('out', 'adaptive'),
    positionals: { min: 2, max: 2, names: '<baseline> <candidate>' },
    async run(args, io) {
        const [baselineArg, candidateArg] = args.positionals;
        const baseline = (await readReport(io, baselineArg)).report;
        const { report: candidate, file: candidateFile } = await readReport(io, candidateArg);
        const adaptiveFile = (0,_command_js__WEBPACK_IMPORTED_MODULE_14__/* .stringOption */ .Pp)(args, 'adaptive');
        const adaptive = adaptiveFile === undefined ? undefined : await readAdaptiveRecord(io, adaptiveFile);
        const compared = (0,_compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_3__/* .compareReports */ .ll)(baseline, candidate);
        // Redacted on the way out, a second net behind the run records (SPEC §7).
        const comparison = _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .ComparisonSchema */ .tV.parse((await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_9__/* .redactJson */ .Kp)(adaptive === undefined ? compared : (0,_compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_2__/* .applyAdaptive */ .H)(compared, adaptive)))
            .value);
        const { text: markdown } = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_9__/* .redactText */ .Rd)((0,_compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_6__/* .renderComparisonMarkdown */ .h)(comparison));
        const divergences = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .readDivergences */ .sd)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(candidateFile), undefined);
        const html = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .redactHtml */ .JU)((0,_compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_5__/* .renderComparisonHtml */ .r)(comparison, { divergences }));
        const out = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_14__/* .stringOption */ .Pp)(args, 'out') ?? '.');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(out, { recursive: true });
        const files = {
            json: node_path__WEBPACK_IMPORTED_MODULE_1__.join(out, COMPARISON_JSON_FILE),
            markdown: node_path__WEBPACK_IMPORTED_MODULE_1__.join(out, 'comparison.md'),
            html: node_path__WEBPACK_IMPORTED_MODULE_1__.join(out, 'comparison.html'),
        };
        await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFileAtomically */ .l)(files.json, `${JSON.stringify(comparison, null, 2)}\n`);
        await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFileAtomically */ .l)(files.markdown, markdown);
        await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFileAtomically */ .l)(files.html, html);
        io.stderr.write(`verdict compare: wrote ${files.json}, ${files.markdown} and ${files.html}\n`);
        if (args.values.json === true)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_17__/* .writeJson */ .GF)(io, comparison);
        else
            io.stdout.write(markdown);
        return 0;
    },
};
/** A report.json, or a directory holding one, and its file; unreadable: a ConfigError. */
async function readReport(io, location) {
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, location);
    const inDirectory = await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_16__/* .isDirectory */ .w)(resolved);
    const file = inDirectory ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(resolved, _report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .REPORT_JSON_FILE */ .t_) : resolved;
    const shown = inDirectory ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(location, _report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .REPORT_JSON_FILE */ .t_) : location;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`${shown}: cannot read the report (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)}). Give a report.json or the run directory that contains one.`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`${shown}: not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)})`);
    }
    return {
        report: parseOrThrow(_report_report_schema_js__WEBPACK_IMPORTED_MODULE_10__/* .ReportSchema */ .M9, data, shown, 'report', `${shown}: not a valid report/v1`),
        file,
    };
}
/** `data` as `schema` reads it, else a ConfigError: `what`, the first problem, how many more. */
function parseOrThrow(schema, data, shown, subject, what) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const problems = (0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_8__/* .problemsOfIssues */ .g)(parsed.error.issues, data, shown, subject);
    const first = problems[0];
    const detail = first === undefined ? '' : `: ${first.field}: ${first.message}`;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`${what}${detail}${more}`, problems);
}
/** An `adaptive/v1` record; anything unreadable or invalid is a ConfigError naming file and field. */
async function readAdaptiveRecord(io, location) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, location);
    let data;
    try {
        data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`--adaptive ${location}: cannot read it as JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)})`);
    }
    return parseOrThrow(_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_13__/* .AdaptiveRecordSchema */ .zr, data, location, 'adaptive record', `--adaptive ${location}: not a valid adaptive/v1`);
}
//# sourceMappingURL=compare.js.map

/***/ }),

/***/ 8345:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isFile),
/* harmony export */   w: () => (/* binding */ isDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);

// Both are false also when `file` cannot be read.
async function isDirectory(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isDirectory() === true;
}
async function isFile(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isFile() === true;
}
//# sourceMappingURL=file-kind.js.map

/***/ }),

/***/ 3752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mulberry32)
/* harmony export */ });
/**
 * mulberry32: a small, well-known seeded generator of numbers in [0, 1). The same seed gives the
 * same sequence on every machine, so a plan's order and a Monte Carlo p-value can be repeated.
 */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
}
//# sourceMappingURL=mulberry32.js.map

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
