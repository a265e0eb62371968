export const id = 9268;
export const ids = [9268,1762];
export const modules = {

/***/ 1762:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zr: () => (/* binding */ AdaptiveRecordSchema),
  QS: () => (/* binding */ AdaptiveRuleSchema),
  ki: () => (/* binding */ AdaptiveSuiteSchema),
  cA: () => (/* binding */ StopReasonSchema),
  pj: () => (/* binding */ TaskRoundSchema),
  hC: () => (/* binding */ adaptiveRule),
  uN: () => (/* binding */ addAdaptiveRound),
  qy: () => (/* binding */ nextRound),
  bJ: () => (/* binding */ openTasks),
  vb: () => (/* binding */ startAdaptive),
  Ek: () => (/* binding */ taskRuns)
});

// UNUSED EXPORTS: ADAPTIVE_FORMAT, AdaptiveTaskSchema, SUITE_E_METHOD, SuiteRoundSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/stats/safe-two-proportions.js + 2 modules
var safe_two_proportions = __webpack_require__(5011);
;// CONCATENATED MODULE: ./lib/stats/suite-e-process.js
/**
 * The suite's anytime-valid verdict under `--k auto` (SPEC §5 "Adaptive k"). Pure: no I/O.
 *
 * The suite's verdict is anytime-valid too: an e-process for the global null "no task changed"
 * (each task the same rate on both sides, rates free to differ between tasks), the average of two:
 *   E_suite = ½ ∏_j E_j + ½ P,
 * where ∏_j E_j is the product of the tasks' e-values (strong when a few tasks change a lot) and P
 * is the pooled e-process (strong when many change a little): every pair of one base and one head
 * run of any open task multiplies P by the test's factor of `safe-two-proportions.ts` with the
 * estimates θ_a, θ_b taken from ALL tasks' runs before the round (Beta(β, β) posterior means of
 * the pooled counts). Both are valid: any predictable estimates give a factor with conditional mean
 * at most 1 under every same-rate null (that module's header), runs of different tasks in a round
 * are independent given their rates, so each product over rounds and tasks is a test
 * supermartingale, and so is their average. Reaching 1/α is a claim that some task changed, with
 * error at most α under optional stopping and continuation (a continuation resumes P's counts and
 * value with the tasks' tests). Its direction is the sign of the mean observed difference; it
 * changes no task's verdict (the record of rounds, `adaptive-k.ts`, may stop the run on it).
 * Records written before P existed have no `pooled`: their suite e-value is the product alone.
 */


/** The pooled e-process P of the header: all tasks' runs so far, and log P. */
const PooledTestSchema = schemas/* strictObject */.rej({
    base: safe_two_proportions/* SideCountsSchema */.I$,
    head: safe_two_proportions/* SideCountsSchema */.I$,
    logEValue: schemas/* number */.aig(),
});
function startPooled() {
    return { base: { runs: 0, passes: 0 }, head: { runs: 0, passes: 0 }, logEValue: 0 };
}
/**
 * P after a round: each open task's runs multiply it by the test's factor with the estimates of
 * the pooled counts from before the round (the same for every task of the round).
 */
function addPooledRound(pooled, rounds, prior) {
    if (pooled === undefined)
        return undefined;
    let { logEValue } = pooled;
    const base = { ...pooled.base };
    const head = { ...pooled.head };
    for (const round of rounds) {
        if (round === undefined)
            continue;
        logEValue += (0,safe_two_proportions/* computeRoundLogFactor */.Bf)(pooled.base, pooled.head, round, prior);
        base.runs += round.base.runs;
        base.passes += round.base.passes;
        head.runs += round.head.runs;
        head.passes += round.head.passes;
    }
    return { base, head, logEValue };
}
/** E_suite = ½ ∏_j E_j + ½ P, or the product alone for a record without P. */
function suiteEValue(logProduct, pooled) {
    return pooled === undefined
        ? Math.exp(logProduct)
        : (Math.exp(logProduct) + Math.exp(pooled.logEValue)) / 2;
}
//# sourceMappingURL=suite-e-process.js.map
;// CONCATENATED MODULE: ./lib/stats/adaptive-k.js
/**
 * `--k auto` (SPEC §5 "Adaptive k"): the record of an adaptive comparison, round by round. Each
 * task has its safe test (`safe-two-proportions.ts`); after a round its outcomes are added and
 * `decideTask` says whether the task stops. The record is what a report keeps and what a re-run
 * resumes: the rule, every round's counts and e-values, and why each task stopped. Pure: no I/O.
 *
 * The multiplicity rule is e-BH over the tasks' stopped e-values (the header of
 * `safe-two-proportions.ts` gives it and what it controls: the false discovery rate, ≤ α, which is
 * the chance of any false claim when no task changed). After every round every task is judged
 * again: an open task stops with a direction once e-BH selects it (the k-th claim needs
 * e ≥ m/(α k)), else for no change within δ or at max-k, as `decideTask` says; a task that had
 * stopped otherwise keeps its frozen e-value and is claimed if a later e-BH selects it; a claimed
 * task stays claimed. Records written with `correction: 'bonferroni'` keep that rule (e ≥ m/α).
 *
 * The suite's verdict is anytime-valid too (`suite-e-process.ts` says how): by default it does not
 * stop the run, every task runs until its own rule stops it, because the per-task verdicts are
 * what a maintainer reads. With `stopAt: 'suite'` (`--stop-at suite`) it does: once the suite's
 * e-value reaches 1/α every task still open stops undecided (`stoppedBecause: 'suite'`), for an
 * owner who only needs the suite's answer; that is a stopping time like any other, so no claim
 * loses its validity.
 */



const AdaptiveRuleSchema = schemas/* strictObject */.rej({
    alpha: schemas/* number */.aig().gt(0).lt(1),
    delta: schemas/* number */.aig().gt(0).lt(1),
    minK: schemas/* number */.aig().int().min(1),
    maxK: schemas/* number */.aig().int().min(1),
    /** safestats' Beta(β, β) prior: the test of records without `alternative`, and the suite's P. */
    prior: schemas/* number */.aig().positive(),
    /** The test's mixture (`safe-two-proportions.ts`); absent in records written before it. */
    alternative: safe_two_proportions/* ShiftAlternativeSchema */.rb.optional(),
    /**
     * The confidence sequence's own Beta(β_cs, β_cs) prior; absent in records written before it had
     * one, whose sequences used `prior`.
     */
    confidencePrior: schemas/* number */.aig().positive().optional(),
    /** Tasks in the comparison (m, fixed before the first round). */
    tasks: schemas/* number */.aig().int().min(1),
    /**
     * How the per-task level is corrected for the number of tasks: `e-bh`, the k-th claim needs
     * e ≥ tasks/(alpha k) (false discovery rate ≤ alpha); `bonferroni`, every claim needs
     * e ≥ tasks/alpha (expected false claims ≤ alpha).
     */
    correction: schemas/* enum */.k5n(['e-bh', 'bonferroni']),
    /**
     * What may stop a task: `tasks` (the default, absent in older records), its own rule alone;
     * `suite`, also the suite's verdict: once the suite's e-value reaches 1/α every open task stops
     * (`stoppedBecause: 'suite'`, inconclusive on its own).
     */
    stopAt: schemas/* enum */.k5n(['tasks', 'suite']).optional(),
});
function adaptiveRule(tasks, settings = {}) {
    return AdaptiveRuleSchema.parse({
        ...(settings.stopAt === 'suite' ? { stopAt: 'suite' } : {}),
        alpha: settings.alpha ?? safe_two_proportions/* DEFAULT_ALPHA */.pO,
        delta: settings.delta ?? safe_two_proportions/* DEFAULT_DELTA */.dH,
        minK: settings.minK ?? safe_two_proportions/* DEFAULT_MIN_K */.xj,
        maxK: settings.maxK ?? safe_two_proportions/* DEFAULT_MAX_K */.BE,
        prior: safe_two_proportions/* DEFAULT_PRIOR */.ts,
        alternative: safe_two_proportions/* DEFAULT_ALTERNATIVE */.y7,
        confidencePrior: safe_two_proportions/* DEFAULT_CONFIDENCE_PRIOR */.CW,
        tasks,
        correction: settings.correction ?? 'e-bh',
    });
}
const count = schemas/* number */.aig().int().min(0);
/** One round of one task: its runs' counts and the task's e-value after it. */
const TaskRoundSchema = safe_two_proportions/* RoundSchema */.Wg.extend({
    round: schemas/* number */.aig().int().min(1),
    eValue: schemas/* number */.aig().min(0),
});
/** Why a task stopped (or `open`: it would run another round). */
const StopReasonSchema = schemas/* enum */.k5n(['e_value', 'within_delta', 'max_k', 'suite', 'open']);
const AdaptiveTaskSchema = schemas/* strictObject */.rej({
    taskId: schemas/* string */.YjP(),
    /** Per task: δ may be a task's own setting. */
    delta: schemas/* number */.aig().gt(0).lt(1),
    state: safe_two_proportions/* TaskStateSchema */.Wr,
    stoppedBecause: StopReasonSchema,
    /** The e-process, resumable by a later run. */
    test: safe_two_proportions/* SafeTestStateSchema */.eB,
    /** Rounds in `test` before this run began (a continuation); min-k and max-k count from there. */
    roundsBefore: count,
    eValue: schemas/* number */.aig().min(0),
    /**
     * The e-value a direction needed when the task was last judged: with e-BH, tasks/(alpha k) for a
     * claimed task, k the claims then; tasks/(alpha (k + 1)) for another. With Bonferroni, tasks/alpha.
     */
    threshold: schemas/* number */.aig().positive(),
    /** The task's 95 % confidence sequence for head − base; null when every value was rejected. */
    interval: schemas/* strictObject */.rej({ low: schemas/* number */.aig(), high: schemas/* number */.aig() }).nullable(),
    /** This run's rounds (earlier runs' rounds are in their own reports). */
    rounds: schemas/* array */.YOg(TaskRoundSchema),
});
const SuiteRoundSchema = schemas/* strictObject */.rej({
    round: schemas/* number */.aig().int().min(1),
    /** Tasks that ran in this round. */
    open: count,
    eValue: schemas/* number */.aig().min(0),
});
const AdaptiveSuiteSchema = schemas/* strictObject */.rej({
    verdict: schemas/* enum */.k5n(['improved', 'regressed', 'inconclusive']),
    /** ½ (product of the tasks' e-values) + ½ P; the product alone in records without `pooled`. */
    eValue: schemas/* number */.aig().min(0),
    /** The product of the tasks' e-values. */
    productEValue: schemas/* number */.aig().min(0).optional(),
    pooled: PooledTestSchema.optional(),
    threshold: schemas/* number */.aig().positive(),
    /** Mean over the tasks of head − base observed rates (judged runs). */
    meanDifference: schemas/* number */.aig().min(-1).max(1).nullable(),
    method: schemas/* string */.YjP(),
    rounds: schemas/* array */.YOg(SuiteRoundSchema),
});
const ADAPTIVE_FORMAT = 'adaptive/v1';
const AdaptiveRecordSchema = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(ADAPTIVE_FORMAT),
    rule: AdaptiveRuleSchema,
    tasks: schemas/* array */.YOg(AdaptiveTaskSchema),
    suite: AdaptiveSuiteSchema,
    /** Runs made on both sides (judged or not), and what fixed k = max-k would have made. */
    runs: schemas/* strictObject */.rej({ spent: count, fixedK: count }),
});
const SUITE_E_METHOD = 'average of the product of the tasks’ e-values and a pooled e-process over all tasks’ runs (tasks independent), against 1/α: a claim that some task changed, valid under optional stopping and continuation; its direction is the mean observed difference';
/** A new record for `taskIds`; `resumed` tasks continue their stored e-process. */
function startAdaptive(rule, taskIds, options = {}) {
    const fresh = taskIds.map((taskId) => {
        const test = options.resumed?.get(taskId) ??
            (0,safe_two_proportions/* createSafeTestState */.b3)(rule.prior, rule.confidencePrior ?? rule.prior, rule.alternative ?? null);
        return {
            taskId,
            delta: options.deltaOf?.(taskId) ?? rule.delta,
            state: 'open',
            stoppedBecause: 'open',
            test,
            roundsBefore: test.rounds,
            eValue: 1,
            threshold: rule.tasks / rule.alpha,
            interval: null,
            rounds: [],
        };
    });
    const tasks = judgeTasks(rule, fresh);
    return summarize({
        format: ADAPTIVE_FORMAT,
        rule,
        tasks,
        suite: {
            verdict: 'inconclusive',
            eValue: 1,
            pooled: options.resumedPooled ?? startPooled(),
            threshold: 1,
            meanDifference: null,
            method: '',
            rounds: [],
        },
        runs: { spent: 0, fixedK: 0 },
    });
}
/** Tasks that run another round. */
function openTasks(record) {
    return record.tasks.filter((task) => task.state === 'open').map((task) => task.taskId);
}
/** The round number this run's next round has (1 for a fresh run). */
function nextRound(record) {
    return Math.max(0, ...record.tasks.map((task) => task.test.rounds - task.roundsBefore)) + 1;
}
/**
 * The record after one round: `outcomes` holds each open task's judged runs of that round (a task
 * absent from it ran nothing judged, which adds no evidence but counts as a round); `spent` counts
 * every run the round made, judged or not.
 */
function addAdaptiveRound(record, outcomes, spent) {
    const round = nextRound(record);
    const played = record.tasks.map((task) => {
        if (task.state !== 'open')
            return task;
        const counts = outcomes.get(task.taskId) ?? {
            base: { runs: 0, passes: 0 },
            head: { runs: 0, passes: 0 },
        };
        const test = (0,safe_two_proportions/* addRound */.i_)(task.test, counts);
        return {
            ...task,
            test,
            rounds: [...task.rounds, { round, ...counts, eValue: Math.exp(test.logEValue) }],
        };
    });
    const judged = judgeTasks(record.rule, played, record.tasks);
    const pooled = addPooledRound(record.suite.pooled, record.tasks.filter((task) => task.state === 'open').map((task) => outcomes.get(task.taskId)), record.rule.prior);
    const open = record.tasks.filter((task) => task.state === 'open').length;
    const summarized = summarize({
        ...record,
        suite: { ...record.suite, ...(pooled === undefined ? {} : { pooled }) },
        tasks: judged,
        runs: { ...record.runs, spent: record.runs.spent + spent },
    });
    const next = record.rule.stopAt === 'suite' && summarized.suite.verdict !== 'inconclusive'
        ? { ...summarized, tasks: judged.map(stopWithSuite) }
        : summarized;
    return {
        ...next,
        suite: {
            ...next.suite,
            rounds: [...record.suite.rounds, { round, open, eValue: next.suite.eValue }],
        },
    };
}
/** An open task when the suite's verdict stops the run: undecided on its own. */
function stopWithSuite(task) {
    return task.state === 'open' ? { ...task, state: 'inconclusive', stoppedBecause: 'suite' } : task;
}
const isClaim = (state) => state === 'regressed' || state === 'improved';
/**
 * Every task after a round (`before`: the states before it; absent for a new record). Bonferroni
 * judges the open tasks alone. e-BH runs over all tasks' e-values — open ones at their current
 * value, stopped ones at their frozen value, −∞ for one whose data give no direction — and judges
 * the open tasks and the stopped-unclaimed ones it selects; nothing else changes.
 */
function judgeTasks(rule, tasks, before = tasks) {
    const open = (index) => before[index]?.state === 'open';
    if (rule.correction === 'bonferroni') {
        return tasks.map((task, index) => (open(index) ? judge(rule, task) : task));
    }
    const logEValues = tasks.map((task) => (0,safe_two_proportions/* claimDirection */.Oq)(task.test, rule.alpha) === null ? -Infinity : task.test.logEValue);
    const claims = (0,safe_two_proportions/* countEBHClaims */.gF)(logEValues, rule.tasks, rule.alpha);
    const m = Math.max(rule.tasks, tasks.length);
    return tasks.map((task, index) => {
        const selected = claims > 0 && (logEValues[index] ?? -Infinity) >= Math.log(m / (rule.alpha * claims));
        if (!open(index) && (isClaim(task.state) || !selected))
            return task;
        return judge(rule, task, m / (rule.alpha * (selected ? claims : claims + 1)));
    });
}
function judge(rule, task, threshold) {
    const decision = (0,safe_two_proportions/* decideTask */.aG)({
        state: task.test,
        tasks: rule.tasks,
        threshold,
        alpha: rule.alpha,
        delta: task.delta,
        minK: rule.minK,
        maxK: rule.maxK,
        roundsBefore: task.roundsBefore,
    });
    return {
        ...task,
        state: decision.state,
        stoppedBecause: stopReasonOf(decision.state),
        eValue: decision.eValue,
        threshold: decision.threshold,
        interval: decision.interval,
    };
}
function stopReasonOf(state) {
    if (isClaim(state))
        return 'e_value';
    if (state === 'no_change_within_delta')
        return 'within_delta';
    if (state === 'open')
        return 'open';
    return 'max_k';
}
/** The suite's e-value, verdict and the runs fixed k would have made. */
function summarize(record) {
    const { rule } = record;
    const logProduct = record.tasks.reduce((sum, task) => sum + task.test.logEValue, 0);
    const { pooled } = record.suite;
    const eValue = suiteEValue(logProduct, pooled);
    const differences = record.tasks
        .filter((task) => task.test.base.runs > 0 && task.test.head.runs > 0)
        .map((task) => task.test.head.passes / task.test.head.runs - task.test.base.passes / task.test.base.runs);
    const meanDifference = differences.length === 0
        ? null
        : differences.reduce((sum, value) => sum + value, 0) / differences.length;
    const threshold = 1 / rule.alpha;
    const verdict = eValue >= threshold && meanDifference !== null && meanDifference !== 0
        ? meanDifference < 0
            ? 'regressed'
            : 'improved'
        : 'inconclusive';
    return {
        ...record,
        suite: {
            verdict,
            eValue,
            ...(pooled === undefined ? {} : { productEValue: Math.exp(logProduct), pooled }),
            threshold,
            meanDifference,
            method: SUITE_E_METHOD,
            rounds: record.suite.rounds,
        },
        runs: { spent: record.runs.spent, fixedK: record.tasks.length * rule.maxK * 2 },
    };
}
/** Runs a task made on both sides in this run. */
function taskRuns(task) {
    return task.rounds.reduce((sum, round) => ({ base: sum.base + round.base.runs, head: sum.head + round.head.runs }), { base: 0, head: 0 });
}
//# sourceMappingURL=adaptive-k.js.map

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
