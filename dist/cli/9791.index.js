export const id = 9791;
export const ids = [9791,8965];
export const modules = {

/***/ 7807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/report/markdown-text.js
var markdown_text = __webpack_require__(5265);
;// CONCATENATED MODULE: ./lib/gate/evaluate-gate.js
/**
 * `verdict gate`: a decision from a report or a comparison, as an exit code (SPEC §6, reference 002).
 *
 * Each rule ends PASS, FAIL (the evidence is below the threshold: review the change) or INCOMPLETE
 * (the evidence is absent — runs missing or errored, or the execution not finished: check the
 * infrastructure). Precedence, from reference 002 ("a gate on an incomplete execution ends 5, not 1"):
 *
 *   1. a bad invocation (unknown rule, bad value, rule not applicable to the file) is exit 2, before
 *      any evidence is read;
 *   2. any INCOMPLETE rule → exit 5, decided by the first such rule: an incomplete execution is never
 *      reported as a failure of the change, even when another rule fails on what was measured;
 *   3. any FAIL → exit 1, decided by the first failing rule;
 *   4. otherwise PASS, exit 0.
 *
 * A replay divergence is not absent evidence: in replay it is the outcome being measured (the harness
 * asked something different from its recording), so it fails `no-divergence` instead of making the
 * gate incomplete. Every other errored or unrecorded run is absent evidence for every rule.
 */


const RULE_HELP = 'no-regressions, no-divergence, min-rate=X (0 ≤ X ≤ 1), min-runs=N (N ≥ 1)';
/** Parses `--require` values; each may hold several rules separated by commas. */
function parseGateRules(values) {
    const texts = values
        .flatMap((value) => value.split(','))
        .map((text) => text.trim())
        .filter((text) => text !== '');
    if (texts.length === 0) {
        throw new errors/* UsageError */.eb(`gate: at least one --require rule is needed (${RULE_HELP})`);
    }
    return texts.map(parseGateRule);
}
function parseGateRule(text) {
    const [name = '', value] = text.split('=', 2);
    switch (name) {
        case 'no-regressions':
        case 'no-divergence':
            if (value !== undefined)
                throw new errors/* UsageError */.eb(`gate: rule ${name} takes no value ("${text}")`);
            return { name };
        case 'min-rate': {
            const rate = Number(value);
            if (value === undefined || value.trim() === '' || !(rate >= 0 && rate <= 1)) {
                throw new errors/* UsageError */.eb(`gate: min-rate needs a success rate between 0 and 1, e.g. min-rate=0.8 (got "${text}")`);
            }
            return { name, value: rate };
        }
        case 'min-runs': {
            const runs = Number(value);
            if (value === undefined || !/^\d+$/.test(value.trim()) || runs < 1) {
                throw new errors/* UsageError */.eb(`gate: min-runs needs a whole number of judged runs ≥ 1, e.g. min-runs=5 (got "${text}")`);
            }
            return { name, value: runs };
        }
        default:
            throw new errors/* UsageError */.eb(`gate: unknown rule "${text}"; known rules: ${RULE_HELP}`);
    }
}
function formatGateRule(rule) {
    return 'value' in rule ? `${rule.name}=${rule.value}` : rule.name;
}
/** Pure. Throws a UsageError (exit 2) for a rule that does not apply to the input's kind. */
function evaluateGate(input, rules) {
    for (const rule of rules)
        assertApplicable(rule, input.kind);
    const results = rules.map((rule) => ({
        rule: formatGateRule(rule),
        ...(input.kind === 'report'
            ? evaluateOnReport(rule, input.report)
            : evaluateOnComparison(rule, input.comparison)),
    }));
    const incomplete = results.find((result) => result.outcome === 'INCOMPLETE');
    if (incomplete !== undefined) {
        return {
            decision: 'INCOMPLETE',
            exitCode: errors/* ExitCode */.yU.incomplete,
            decidedBy: incomplete.rule,
            reason: `${incomplete.reason} — the evidence is absent, not bad: check the infrastructure`,
            rules: results,
        };
    }
    const failed = results.find((result) => result.outcome === 'FAIL');
    if (failed !== undefined) {
        return {
            decision: 'FAIL',
            exitCode: errors/* ExitCode */.yU.failure,
            decidedBy: failed.rule,
            reason: failed.reason,
            rules: results,
        };
    }
    return {
        decision: 'PASS',
        exitCode: errors/* ExitCode */.yU.ok,
        decidedBy: null,
        reason: `every rule passed (${results.length})`,
        rules: results,
    };
}
function assertApplicable(rule, kind) {
    if (rule.name === 'no-regressions' && kind === 'report') {
        throw new errors/* UsageError */.eb('gate: no-regressions needs a comparison (comparison.json from `verdict compare`), not a report');
    }
    if (rule.name === 'min-rate' && kind === 'comparison') {
        throw new errors/* UsageError */.eb(`gate: ${formatGateRule(rule)} needs a report (report.json), not a comparison: gate each side's report`);
    }
}
// ---- report ----------------------------------------------------------------------------------
/** Planned runs without a judged outcome, replay divergences excepted (they are outcomes). */
function absentRunsOfReport(report) {
    const diverged = report.summary.errors.replay_divergence ?? 0;
    return report.summary.counts.missing - diverged;
}
function divergedRunsOfReport(report) {
    return report.tasks.reduce((sum, task) => sum + (task.replay?.diverged ?? task.errors.replay_divergence ?? 0), 0);
}
/** Absent evidence makes every rule incomplete; null when the evidence is all there. */
function incompleteReport(report) {
    const absent = absentRunsOfReport(report);
    if (report.state === 'CANCELLED') {
        return { outcome: 'INCOMPLETE', reason: 'the run was cancelled (state CANCELLED)' };
    }
    if (absent > 0) {
        const errored = report.summary.counts.error - (report.summary.errors.replay_divergence ?? 0);
        return {
            outcome: 'INCOMPLETE',
            reason: `${(0,markdown_text/* plural */.LS)(absent, 'planned run')} of ${report.summary.counts.total} not judged (${errored} errored, ${absent - errored} not run; state ${report.state})`,
        };
    }
    return null;
}
function evaluateOnReport(rule, report) {
    if (rule.name === 'no-divergence') {
        const diverged = divergedRunsOfReport(report);
        if (diverged > 0) {
            const tasks = report.tasks
                .filter((task) => (task.replay?.diverged ?? task.errors.replay_divergence ?? 0) > 0)
                .map((task) => task.taskId);
            return {
                outcome: 'FAIL',
                reason: `${(0,markdown_text/* plural */.LS)(diverged, 'run')} diverged from the cassette (${tasks.join(', ')})`,
            };
        }
        return (incompleteReport(report) ?? {
            outcome: 'PASS',
            reason: report.conditions.mode === 'replay'
                ? 'no run diverged from its cassette'
                : `no divergence possible: mode ${report.conditions.mode}, not replay`,
        });
    }
    const incomplete = incompleteReport(report);
    if (incomplete !== null)
        return incomplete;
    if (rule.name === 'min-rate') {
        const { successRate, counts } = report.summary;
        if (successRate === null) {
            return { outcome: 'INCOMPLETE', reason: 'no judged run: there is no success rate to read' };
        }
        const rate = `success rate ${formatRate(successRate)} (${counts.pass}/${counts.observed} judged runs)`;
        return successRate >= rule.value
            ? { outcome: 'PASS', reason: `${rate} ≥ ${formatRate(rule.value)}` }
            : { outcome: 'FAIL', reason: `${rate} < ${formatRate(rule.value)}` };
    }
    if (rule.name === 'min-runs') {
        const short = report.tasks.filter((task) => task.counts.observed < rule.value);
        if (report.tasks.length === 0) {
            return { outcome: 'INCOMPLETE', reason: 'the report has no task' };
        }
        if (short.length > 0) {
            const list = short.map((task) => `${task.taskId} ${task.counts.observed}`).join(', ');
            return {
                outcome: 'FAIL',
                reason: `${(0,markdown_text/* plural */.LS)(short.length, 'task')} below ${rule.value} judged runs (${list}): run with --k ${rule.value} or more`,
            };
        }
        return {
            outcome: 'PASS',
            reason: `every task has ≥ ${rule.value} judged runs (fewest: ${Math.min(...report.tasks.map((task) => task.counts.observed))})`,
        };
    }
    /* c8 ignore next: no-regressions is rejected for reports by assertApplicable */
    throw new errors/* UsageError */.eb(`gate: ${formatGateRule(rule)} does not apply to a report`);
}
function formatRate(rate) {
    return `${Number((rate * 100).toFixed(1))} %`;
}
/** Normalized so that `low power` and `low_power` read alike. */
function verdictOf(task) {
    return task.verdict
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
}
function absentRunsOfSide(side) {
    if (side === null || side === undefined)
        return 0;
    return Math.max(0, (side.missing ?? 0) - (side.diverged ?? 0));
}
function incompleteComparison(comparison) {
    const gaps = comparison.tasks.flatMap((task) => {
        const absent = absentRunsOfSide(task.baseline) + absentRunsOfSide(task.candidate);
        return absent > 0 ? [`${task.taskId} ${absent}`] : [];
    });
    if (gaps.length > 0) {
        return {
            outcome: 'INCOMPLETE',
            reason: `runs missing or errored on ${(0,markdown_text/* plural */.LS)(gaps.length, 'task')} (${gaps.join(', ')})`,
        };
    }
    const notComparable = comparison.tasks.filter((task) => verdictOf(task) === 'not_comparable');
    if (notComparable.length > 0) {
        const list = notComparable
            .map((task) => (task.reason === undefined ? task.taskId : `${task.taskId}: ${task.reason}`))
            .join('; ');
        return { outcome: 'INCOMPLETE', reason: `not comparable: ${list}` };
    }
    return null;
}
function tasksWithVerdict(comparison, verdict) {
    return comparison.tasks.filter((task) => verdictOf(task) === verdict).map((task) => task.taskId);
}
function evaluateOnComparison(rule, comparison) {
    if (rule.name === 'no-divergence') {
        const diverged = comparison.tasks
            .filter((task) => verdictOf(task) === 'diverged' ||
            (task.baseline?.diverged ?? 0) > 0 ||
            (task.candidate?.diverged ?? 0) > 0)
            .map((task) => task.taskId);
        if (diverged.length > 0) {
            return {
                outcome: 'FAIL',
                reason: `${(0,markdown_text/* plural */.LS)(diverged.length, 'task')} diverged (${diverged.join(', ')})`,
            };
        }
        return incompleteComparison(comparison) ?? { outcome: 'PASS', reason: 'no task diverged' };
    }
    if (comparison.tasks.length === 0) {
        return { outcome: 'INCOMPLETE', reason: 'the comparison has no task' };
    }
    if (rule.name === 'no-regressions') {
        const incomplete = incompleteComparison(comparison);
        if (incomplete !== null)
            return incomplete;
        const regressed = tasksWithVerdict(comparison, 'regressed');
        if (regressed.length > 0) {
            return {
                outcome: 'FAIL',
                reason: `${(0,markdown_text/* plural */.LS)(regressed.length, 'task')} regressed (${regressed.join(', ')})`,
            };
        }
        const undecided = ['inconclusive', 'low_power']
            .map((verdict) => [verdict, tasksWithVerdict(comparison, verdict).length])
            .filter(([, count]) => count > 0)
            .map(([verdict, count]) => `${count} ${verdict.replace('_', ' ')}`);
        // `--k auto`'s finding that a task moved less than δ: decided, unlike the two above.
        const noChange = tasksWithVerdict(comparison, 'no_change').length;
        const details = [
            ...(noChange === 0 ? [] : [`${noChange} with no change larger than δ`]),
            ...(undecided.length === 0
                ? []
                : [`${undecided.join(', ')}: no direction claimed; add min-runs to require power`]),
        ];
        return {
            outcome: 'PASS',
            reason: details.length === 0 ? 'no task regressed' : `no task regressed (${details.join('; ')})`,
        };
    }
    if (rule.name === 'min-runs') {
        const incomplete = incompleteComparison(comparison);
        if (incomplete !== null)
            return incomplete;
        const short = [];
        // Under --k auto a task the rule decided (a direction, or no change larger than δ) has the
        // evidence min-runs asks for, however few runs that took: the rule is what required power.
        const decided = comparison.tasks.filter((task) => task.adaptive?.stoppedBecause === 'e_value' ||
            task.adaptive?.stoppedBecause === 'within_delta');
        for (const task of comparison.tasks) {
            if (decided.includes(task))
                continue;
            for (const [name, side] of [
                ['baseline', task.baseline],
                ['candidate', task.candidate],
            ]) {
                if (side === null || side === undefined || side.observed === undefined) {
                    return {
                        outcome: 'INCOMPLETE',
                        reason: `${task.taskId}: no judged-run count on the ${name} side`,
                    };
                }
                if (side.observed < rule.value)
                    short.push(`${task.taskId} ${name} ${side.observed}`);
            }
        }
        return short.length > 0
            ? {
                outcome: 'FAIL',
                reason: `${(0,markdown_text/* plural */.LS)(short.length, 'side')} below ${rule.value} judged runs (${short.join(', ')})`,
            }
            : {
                outcome: 'PASS',
                reason: decided.length === 0
                    ? `every task has ≥ ${rule.value} judged runs on both sides`
                    : `every task has ≥ ${rule.value} judged runs on both sides or was decided by adaptive k's rule (${decided.map((task) => task.taskId).join(', ')})`,
            };
    }
    /* c8 ignore next: min-rate is rejected for comparisons by assertApplicable */
    throw new errors/* UsageError */.eb(`gate: ${formatGateRule(rule)} does not apply to a comparison`);
}
//# sourceMappingURL=evaluate-gate.js.map
// EXTERNAL MODULE: ./lib/json/parse-with-schema.js
var parse_with_schema = __webpack_require__(8780);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
// EXTERNAL MODULE: ./lib/report/report-files.js + 7 modules
var report_files = __webpack_require__(8738);
;// CONCATENATED MODULE: ./lib/gate/gate-input.js
/**
 * What `verdict gate` decides on: a report (`report/v1`) or a comparison (`comparison/v1`), given as
 * the file or the directory that holds it. The comparison is read loosely, through a local schema of
 * only the fields the gate uses, so that the gate does not break when compare adds fields.
 */







const COMPARISON_JSON_FILE = 'comparison.json';
const count = schemas/* number */.aig().int().min(0);
/** One side of one task; null when the task is not in that side's report. */
const GateComparisonSideSchema = schemas/* looseObject */._H3({
    observed: count.optional(),
    missing: count.optional(),
    /** Replay only: runs that diverged from their cassette. */
    diverged: count.optional(),
});
/** The part of `comparison.json` the gate reads. */
const GateComparisonSchema = schemas/* looseObject */._H3({
    format: schemas/* literal */.euz('comparison/v1'),
    tasks: schemas/* array */.YOg(schemas/* looseObject */._H3({
        taskId: schemas/* string */.YjP(),
        /**
         * `improved`, `regressed`, `inconclusive`, `low_power`, `not_comparable`, `no_change`
         * (`--k auto`), `changed`, `unchanged`, `diverged`.
         */
        verdict: schemas/* string */.YjP(),
        reason: schemas/* string */.YjP().optional(),
        baseline: GateComparisonSideSchema.nullable().optional(),
        candidate: GateComparisonSideSchema.nullable().optional(),
        /** `--k auto`: why the task stopped (`e_value`, `within_delta`, `max_k`, `open`). */
        adaptive: schemas/* looseObject */._H3({ stoppedBecause: schemas/* string */.YjP() }).optional(),
    })),
});
/**
 * Reads a report or comparison. In a directory, `comparison.json` is preferred over `report.json`:
 * a directory with both is a comparison written beside a report (variants), and the comparison is
 * the decision-level file. Unreadable or invalid files are configuration errors naming the field.
 */
async function readGateInput(location) {
    const file = await resolveGateFile(location);
    let data;
    try {
        data = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
    }
    catch {
        throw new errors/* ConfigError */.xL(`${file}: not readable JSON`, [
            { file, field: '(file)', message: 'not readable JSON' },
        ]);
    }
    const format = data?.format;
    if (format === 'comparison/v1') {
        return {
            kind: 'comparison',
            file,
            comparison: (0,parse_with_schema/* parseWithSchema */.f)(GateComparisonSchema, data, file, 'comparison'),
        };
    }
    if (format === 'report/v1') {
        return { kind: 'report', file, report: (0,parse_with_schema/* parseWithSchema */.f)(report_schema/* ReportSchema */.M9, data, file, 'report') };
    }
    throw new errors/* ConfigError */.xL(`${file}: format is ${typeof format === 'string' ? JSON.stringify(format) : format === undefined ? 'absent' : `not a string (${format === null ? 'null' : typeof format})`}; gate reads report/v1 or comparison/v1`, [{ file, field: 'format', message: 'expected "report/v1" or "comparison/v1"' }]);
}
async function resolveGateFile(location) {
    const info = await (0,promises_.stat)(location).catch(() => undefined);
    if (info === undefined)
        throw new errors/* UsageError */.eb(`gate: ${location}: no such file or directory`);
    if (!info.isDirectory())
        return location;
    for (const name of [COMPARISON_JSON_FILE, report_files/* REPORT_JSON_FILE */.t_]) {
        const candidate = external_node_path_.join(location, name);
        if ((await (0,promises_.stat)(candidate).catch(() => undefined))?.isFile() === true)
            return candidate;
    }
    throw new errors/* UsageError */.eb(`gate: ${location} holds neither ${COMPARISON_JSON_FILE} nor ${report_files/* REPORT_JSON_FILE */.t_}`);
}
//# sourceMappingURL=gate-input.js.map
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/commands/gate.js




const gateCommand = {
    name: 'gate',
    help: `Usage: verdict gate <report.json | comparison.json | dir> --require RULE... [--json]

Options:
  --require RULE   a rule the evidence must meet (required; repeat it, or separate rules with
                   commas)

Rules:
  no-regressions   comparison: no task regressed
  no-divergence    no run diverged from its cassette (report or comparison)
  min-rate=X       report: summary success rate ≥ X (0 ≤ X ≤ 1)
  min-runs=N       every task has ≥ N judged runs (both sides of a comparison)

Each rule prints PASS, FAIL or INCOMPLETE and why, then the rule that decided.
Exit codes: 0 PASS; 1 FAIL (the evidence is below a threshold: review the change);
5 INCOMPLETE (runs missing or errored, or the run not finished: the evidence is absent,
not bad — check the infrastructure); 2 bad invocation (unknown rule, bad value, rule not
applicable to the file). INCOMPLETE takes precedence over FAIL: an incomplete execution
is never reported as a failure of the change. A replay divergence is an outcome, not
absent evidence: it fails no-divergence. In a directory, comparison.json is read before
report.json.`,
    options: { require: { type: 'string', multiple: true } },
    positionals: { min: 1, max: 1, names: '<report|comparison|dir>' },
    async run(args, io) {
        const required = args.values.require;
        const rules = parseGateRules(Array.isArray(required) ? required.map(String) : []);
        const input = await readGateInput(external_node_path_.resolve(io.cwd, args.positionals[0]));
        const decision = evaluateGate(input, rules);
        if (args.values.json === true) {
            (0,cli_io/* writeJson */.G)(io, { file: input.file, kind: input.kind, ...decision });
            return decision.exitCode;
        }
        io.stdout.write(`gate on ${input.kind} ${external_node_path_.relative(io.cwd, input.file)}\n`);
        for (const result of decision.rules) {
            io.stdout.write(`  ${result.outcome.padEnd(10)} ${result.rule}: ${result.reason}\n`);
        }
        const decidedBy = decision.decidedBy === null ? '' : ` (decided by ${decision.decidedBy})`;
        io.stdout.write(`${decision.decision}${decidedBy}: ${decision.reason}\n`);
        return decision.exitCode;
    },
};
//# sourceMappingURL=gate.js.map

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
