export const id = 9775;
export const ids = [9775,2981];
export const modules = {

/***/ 6083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   variantsCommand: () => (/* binding */ variantsCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9164);
/* harmony import */ var _runner_run_variants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4698);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_adaptive_pair_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9513);
/* harmony import */ var _evaluation_call_budget_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1351);
/* harmony import */ var _evaluation_invocation_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7490);
/* harmony import */ var _evaluation_k_option_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9896);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1255);
/* harmony import */ var _evaluation_overridden_agents_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2536);
/* harmony import */ var _evaluation_sandbox_option_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6054);
/* harmony import */ var _evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9480);
/* harmony import */ var _evaluation_trust_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3091);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8908);















const variantsCommand = (0,_evaluation_invocation_js__WEBPACK_IMPORTED_MODULE_7__/* .suiteCommand */ .m0)({
    name: 'variants',
    help: `Usage: verdict variants <suite> --variants compare.json [--mode live|scripted] [--k N] [options]

compare.json names the suite and two or more variants, each a set of overrides of the measured
configuration (dotted keys):

  {"suite": "smoke-coding", "variants": [
    {"id": "baseline", "overrides": {}},
    {"id": "early-compaction", "overrides": {"compaction.threshold": 0.6}}]}

Only keys of the measured configuration are accepted: an unknown key, or one outside the
configuration hash (provider, model, paths), rejects the file before the first run. To compare
models use \`verdict run --models a,b\`. Every variant runs the same tasks, repetitions and seeds,
interleaved (A, B, then B, A …), which spreads provider drift over the variants without removing it.

Writes <out>/<variantId>/ (runs.jsonl, report.json, report.md, report.html) per variant, and
comparison.json / .md / .html at the root: the first variant is the baseline. With more than two
variants, also comparison-<id>.json / .md / .html for each other variant (comparison.json is the
first pair).

  --variants FILE        the variants file (required)
  --mode MODE            live (default) or scripted; replay is refused (a cassette is one
                         configuration)
  --k N                  repetitions per task and variant (default 5 live, 1 scripted)
${_evaluation_k_option_js__WEBPACK_IMPORTED_MODULE_8__/* .K_AUTO_HELP */ .SD}
                         (two variants only; the record of rounds is <out>/adaptive.json)
  --tasks id,id, --seed N, --concurrency N, --script-dir DIR, --keep, --out DIR,
  --suite-dir DIR, --yes, --allow-suite-full, --spawn-agent
                         as for \`verdict run\`
  --cassette-dir DIR     accepted as \`verdict run\` accepts it, and unused: replay is refused
  --max-runs N           live: refuse (exit 2, before any model call) a plan of more than N
                         runs (tasks × k × variants)
${_evaluation_call_budget_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_CALLS_HELP */ .d}
${(0,_evaluation_sandbox_option_js__WEBPACK_IMPORTED_MODULE_11__/* .sandboxHelp */ .f4)()}

Exit codes: 0 finished (whatever passed), 1 a run errored (reports are still written),
2 invalid invocation, suite or variants file (nothing ran).`,
    options: { ...(0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .valueOptions */ .kl)('mode', 'k', 'variants'), ..._evaluation_k_option_js__WEBPACK_IMPORTED_MODULE_8__/* .K_AUTO_OPTIONS */ .NA },
    async run(args, io) {
        const mode = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .modeOption */ .dB)(args, 'live or scripted');
        if (mode === 'replay') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('variants cannot replay: a cassette was recorded with one configuration, so every variant would replay the same answers. Use --mode live (or scripted).');
        }
        const variantsArg = (0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .stringOption */ .Pp)(args, 'variants');
        if (variantsArg === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('variants: missing --variants FILE (the compare.json to run)');
        const kChoice = (0,_evaluation_k_option_js__WEBPACK_IMPORTED_MODULE_8__/* .kOption */ .XI)(args, mode === 'live' ? 5 : 1);
        if (kChoice.kind === 'auto' && mode !== 'live') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--k auto is for live runs: a scripted run gives the same answer every time, so there is nothing to stop early');
        }
        const k = (0,_evaluation_k_option_js__WEBPACK_IMPORTED_MODULE_8__/* .maxRepetitions */ .zM)(kChoice);
        const file = await (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_3__/* .readVariantsFile */ .t4)(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, variantsArg), variantsArg);
        const suite = await (0,_evaluation_trust_js__WEBPACK_IMPORTED_MODULE_13__/* .resolveSuite */ .Z)(args, io);
        const suiteName = args.positionals[0];
        if (file.suite !== suite.suiteId && file.suite !== suiteName) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${variantsArg}: names suite ${JSON.stringify(file.suite)}, but the command runs ${JSON.stringify(suite.suiteId)}`);
        }
        if (kChoice.kind === 'auto' && file.variants.length !== 2) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${variantsArg}: --k auto compares two variants (the first as the base), and the file has ${file.variants.length}`);
        }
        const inv = await (0,_evaluation_invocation_js__WEBPACK_IMPORTED_MODULE_7__/* .openInvocation */ .Jt)(args, io, suite, mode);
        const { taskIds, seed } = inv;
        // Every agent the selected tasks use gets the overrides; each is checked before the first run.
        (0,_evaluation_overridden_agents_js__WEBPACK_IMPORTED_MODULE_10__/* .checkAgentOverrides */ .P)(suite, inv.agents, taskIds, file, variantsArg);
        inv.checkBudget({
            k,
            kAdjustable: true,
            times: { count: file.variants.length, of: 'variants' },
        });
        const source = await inv.source();
        const outDir = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .outDirOption */ .L2)(args, io, node_path__WEBPACK_IMPORTED_MODULE_0__.join('.verdict', 'variants', (0,_evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_12__/* .newRunId */ .F)()));
        const plan = (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .buildPlan */ .Gg)({ taskIds, k, seed });
        const total = plan.length * file.variants.length;
        let done = 0;
        const runners = file.variants.map((variant) => {
            const agents = (0,_evaluation_overridden_agents_js__WEBPACK_IMPORTED_MODULE_10__/* .overriddenAgents */ .b)(suite, inv.agents, variant.overrides);
            const showRun = inv.showRun({ variant: variant.id });
            return (0,_evaluation_adaptive_pair_js__WEBPACK_IMPORTED_MODULE_5__/* .sideRunner */ .cH)(inv, variant.id, node_path__WEBPACK_IMPORTED_MODULE_0__.join(outDir, variant.id), {
                agentOf: agents.agentOf,
                providerFor: source.providerFor,
                conditions: inv.conditions(source, kChoice, { measured: agents }),
                // One count over every variant's runs, not the batch's.
                onRun: (record) => {
                    done += 1;
                    showRun(record, done, total);
                },
            });
        });
        return inv.cancellable(async () => {
            const result = kChoice.kind === 'auto'
                ? await (0,_evaluation_adaptive_pair_js__WEBPACK_IMPORTED_MODULE_5__/* .runAdaptivePair */ .S6)(inv, runners, kChoice, outDir)
                : await (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_3__/* .runVariants */ .gB)({
                    variants: runners,
                    plan,
                    batchSize: inv.concurrency,
                    outDir,
                    signal: inv.signal,
                });
            inv.progress.finish();
            for (const variant of result.variants) {
                if (inv.json) {
                    (0,_io_js__WEBPACK_IMPORTED_MODULE_14__/* .writeJson */ .GF)(io, {
                        type: 'variant_report',
                        variant: variant.id,
                        outDir: variant.outDir,
                        report: variant.report,
                    });
                }
                else {
                    io.stderr.write(`${variant.id} (${variant.report.conditions.configHash}): ${(0,_io_js__WEBPACK_IMPORTED_MODULE_14__/* .reportLine */ .BS)(variant.report, node_path__WEBPACK_IMPORTED_MODULE_0__.join(variant.outDir, 'report.md'), io.cwd)}\n`);
                }
            }
            for (const comparison of result.comparisons) {
                if (inv.json)
                    (0,_evaluation_adaptive_pair_js__WEBPACK_IMPORTED_MODULE_5__/* .writeComparisonJson */ .R5)(io, comparison);
                else
                    io.stdout.write(comparison.markdown);
            }
            return inv.exitCode(result.variants.flatMap((variant) => variant.records));
        });
    },
});
//# sourceMappingURL=variants.js.map

/***/ }),

/***/ 2536:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ checkAgentOverrides),
/* harmony export */   b: () => (/* binding */ overriddenAgents)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8674);
/* harmony import */ var _runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4698);
/** The agents of a variant or an intervention: every task's agent with the same overrides. */


/** Checks `file`'s overrides against every agent the tasks `taskIds` use (`checkOverrides`). */
function checkAgentOverrides(suite, agents, taskIds, file, shown, fieldOf) {
    const used = suite.tasks
        .filter((task) => taskIds.includes(task.id))
        .map((task) => agents.agentOf(task));
    for (const agent of new Map(used.map((each) => [each.name, each])).values()) {
        (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__/* .checkOverrides */ .yk)(file, shown, agent.config, agent.entry === undefined, fieldOf);
    }
}
/** Every task's agent with `overrides` applied (one per agent), and the hash over them all. */
function overriddenAgents(suite, agents, overrides) {
    const derived = new Map();
    const agentOf = (task) => {
        const base = agents.agentOf(task);
        const known = derived.get(base.name);
        if (known !== undefined)
            return known;
        const config = (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__/* .applyOverrides */ .iu)(base.config, overrides);
        const agent = { ...base, config, configHash: (0,_config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .hashConfiguration */ .b5)(base.name, base.entry, config) };
        derived.set(base.name, agent);
        return agent;
    };
    return {
        agentOf,
        configHash: (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__/* .combineHashes */ .K1)(suite.tasks.map((task) => agentOf(task).configHash)),
    };
}
//# sourceMappingURL=overridden-agents.js.map

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
