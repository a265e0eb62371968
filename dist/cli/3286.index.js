export const id = 3286;
export const ids = [3286];
export const modules = {

/***/ 3286:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gateCommand: () => (/* binding */ gateCommand),
  quarantineOf: () => (/* binding */ quarantineOf)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/config.js
var config = __webpack_require__(8674);
// EXTERNAL MODULE: ./lib/config/repository-root.js
var repository_root = __webpack_require__(9613);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/gate/acknowledgements.js
var acknowledgements = __webpack_require__(8962);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/gate/evaluate-gate.js
/**
 * `verdict gate` (SPEC §6, reference 002): each rule ends PASS, FAIL (evidence below the threshold:
 * review the change) or INCOMPLETE (evidence absent: check the infrastructure). A bad invocation is
 * exit 2 before any evidence is read; then any INCOMPLETE rule decides (exit 5, even when another
 * rule fails), then any FAIL (exit 1). A replay divergence is an outcome, not absent evidence: it
 * fails `no-divergence`. Tasks the standings spare fail no rule; their absent runs still count.
 */


const RULE_HELP = 'no-regressions, no-divergence, min-rate=X (0 ≤ X ≤ 1), min-runs=N (N ≥ 1)';
/** Each `--require` value may hold several rules separated by commas. */
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
function evaluateGate(input, rules, spared = new Map()) {
    for (const rule of rules)
        assertApplicable(rule, input.kind);
    const results = rules.map((rule) => ({
        rule: formatGateRule(rule),
        ...(input.kind === 'report'
            ? evaluateOnReport(rule, input.report)
            : evaluateOnComparison(rule, input.comparison, spared)),
    }));
    const decider = results.find((result) => result.outcome === 'INCOMPLETE') ??
        results.find((result) => result.outcome === 'FAIL');
    if (decider === undefined) {
        const reason = `every rule passed (${results.length})`;
        return { decision: 'PASS', exitCode: errors/* ExitCode */.yU.ok, decidedBy: null, reason, rules: results };
    }
    const incomplete = decider.outcome === 'INCOMPLETE';
    return {
        decision: decider.outcome,
        exitCode: incomplete ? errors/* ExitCode */.yU.incomplete : errors/* ExitCode */.yU.failure,
        decidedBy: decider.rule,
        reason: incomplete
            ? `${decider.reason} — the evidence is absent, not bad: check the infrastructure`
            : decider.reason,
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
const divergedRunsOf = (task) => task.replay?.diverged ?? task.errors.replay_divergence ?? 0;
/** Absent evidence (divergences are outcomes) makes every rule incomplete; null when all there. */
function incompleteReport(report) {
    const diverged = report.summary.errors.replay_divergence ?? 0;
    const absent = report.summary.counts.missing - diverged;
    if (report.state === 'CANCELLED') {
        return { outcome: 'INCOMPLETE', reason: 'the run was cancelled (state CANCELLED)' };
    }
    if (absent > 0) {
        const errored = report.summary.counts.error - diverged;
        return {
            outcome: 'INCOMPLETE',
            reason: `${(0,format/* plural */.LS)(absent, 'planned run')} of ${report.summary.counts.total} not judged (${errored} errored, ${absent - errored} not run; state ${report.state})`,
        };
    }
    return null;
}
function evaluateOnReport(rule, report) {
    if (rule.name === 'no-divergence') {
        const tasks = report.tasks.filter((task) => divergedRunsOf(task) > 0);
        if (tasks.length > 0) {
            const diverged = tasks.reduce((sum, task) => sum + divergedRunsOf(task), 0);
            return {
                outcome: 'FAIL',
                reason: `${(0,format/* plural */.LS)(diverged, 'run')} diverged from the cassette (${tasks.map((task) => task.taskId).join(', ')})`,
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
                reason: `${(0,format/* plural */.LS)(short.length, 'task')} below ${rule.value} judged runs (${list}): run with --k ${rule.value} or more`,
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
            reason: `runs missing or errored on ${(0,format/* plural */.LS)(gaps.length, 'task')} (${gaps.join(', ')})`,
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
/** A FAIL naming the tasks in `ids` the standings do not spare, and a note naming those they do. */
function failUnspared(ids, spared, verb) {
    const named = ids.filter((id) => spared.has(id)).map((id) => `${id} ${spared.get(id)}`);
    const note = named.length === 0 ? '' : `; not counted: ${named.join(', ')}`;
    const failing = ids.filter((id) => !spared.has(id));
    const reason = `${(0,format/* plural */.LS)(failing.length, 'task')} ${verb} (${failing.join(', ')})${note}`;
    const fail = failing.length === 0 ? undefined : { outcome: 'FAIL', reason };
    return { fail, note };
}
function evaluateOnComparison(rule, comparison, spared) {
    if (rule.name === 'no-divergence') {
        const diverged = comparison.tasks
            .filter((task) => verdictOf(task) === 'diverged' ||
            (task.baseline?.diverged ?? 0) > 0 ||
            (task.candidate?.diverged ?? 0) > 0)
            .map((task) => task.taskId);
        const { fail, note } = failUnspared(diverged, spared, 'diverged');
        if (fail !== undefined)
            return fail;
        return (incompleteComparison(comparison) ?? { outcome: 'PASS', reason: `no task diverged${note}` });
    }
    if (comparison.tasks.length === 0) {
        return { outcome: 'INCOMPLETE', reason: 'the comparison has no task' };
    }
    const incomplete = incompleteComparison(comparison);
    if (incomplete !== null)
        return incomplete;
    if (rule.name === 'no-regressions') {
        const regressed = tasksWithVerdict(comparison, 'regressed');
        const { fail, note } = failUnspared(regressed, spared, 'regressed');
        if (fail !== undefined)
            return fail;
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
            reason: (details.length === 0 ? 'no task regressed' : `no task regressed (${details.join('; ')})`) +
                note,
        };
    }
    if (rule.name === 'min-runs') {
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
                reason: `${(0,format/* plural */.LS)(short.length, 'side')} below ${rule.value} judged runs (${short.join(', ')})`,
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
// EXTERNAL MODULE: ./lib/gate/acknowledged-counts.js
var acknowledged_counts = __webpack_require__(8900);
// EXTERNAL MODULE: ./lib/gate/history-facts.js
var history_facts = __webpack_require__(8209);
// EXTERNAL MODULE: ./lib/gate/task-standings.js
var task_standings = __webpack_require__(9250);
;// CONCATENATED MODULE: ./lib/gate/comparison-standings.js
/**
 * `verdict gate` on a comparison, task by task (docs/required-check.md): a PR's Gate block standings
 * from files named on the command line. It is not a push, so it counts no unmatched pushes. Nothing
 * read here fails the gate: an unreadable file or history is a problem line that spares no task.
 */








function identify(comparison) {
    return {
        suite: comparison.baseline?.conditions?.suiteId ?? 'unknown-suite',
        mode: comparison.mode ?? 'replay',
    };
}
const absent = (source, what) => source.explicit && !(0,external_node_fs_.existsSync)(source.path) ? [`${source.shown}: does not exist; ${what}`] : [];
async function gatherComparisonFacts(input) {
    const { suite, mode } = identify(input.comparison);
    const { acknowledged, history } = input;
    const read = acknowledged === undefined
        ? { entries: [], problems: [] }
        : await (0,acknowledgements/* readAcknowledgements */.Ky)(acknowledged.path, acknowledged.shown);
    const known = history === undefined || (mode !== 'replay' && mode !== 'live')
        ? undefined
        : await (0,history_facts/* readHistoryFacts */.c)(history.path, suite, mode);
    const problems = [
        ...(acknowledged === undefined ? [] : absent(acknowledged, 'nothing is acknowledged')),
        ...read.problems.map(errors/* formatProblem */.Vw),
        ...(history === undefined ? [] : absent(history, 'no task is known to be flaky')),
        ...(known?.problems ?? []),
    ];
    return {
        acknowledgements: read.entries,
        headOnly: [],
        history: (taskSuite, taskMode, task) => taskSuite === suite && taskMode === mode ? known?.facts.get(task) : undefined,
        problems: problems.slice(0, 20),
        ...(history === undefined ? {} : { unmatchedCounts: await (0,acknowledged_counts/* readUnmatchedCounts */.Q)(history.path) }),
    };
}
/** The `failOn` of the standings each rule stands for. */
const FAIL_ON_OF_RULE = {
    'no-regressions': 'regressed',
    'no-divergence': 'divergence',
};
/** Every task's standing under the rules, and the tasks `evaluateGate` must not fail. */
function standComparison(input) {
    const { suite, mode } = identify(input.comparison);
    const outcomes = input.comparison.tasks.map((task) => ({
        suite,
        mode: mode === 'live' ? 'live' : 'replay',
        task: task.taskId,
        verdict: verdictOf(task),
    }));
    const failOns = [...new Set(input.rules.flatMap((rule) => FAIL_ON_OF_RULE[rule.name] ?? []))];
    const reports = (failOns.length === 0 ? ['never'] : failOns).map((failOn) => (0,task_standings/* standTasks */.V3)({ ...input, outcomes, failOn }).report);
    const first = reports[0];
    const tasks = first.tasks.map((task, index) => reports.map((report) => report.tasks[index]).find((one) => one.standing === 'failed') ??
        task);
    const spared = new Map(tasks.flatMap((task) => task.standing === 'acknowledged' || task.standing === 'quarantined'
        ? [[task.task, task.standing]]
        : []));
    const report = { ...first, failOn: failOns.join(', ') || 'never', tasks };
    return { report, listed: tasks.map((task) => ({ ...task, mode })), spared };
}
const indent = (text, by) => text.replace(/^/gm, by);
/** The text of `verdict gate`'s per-task listing; `file` names the acknowledgements file. */
function renderStandings(report, file) {
    const counts = (0,task_standings/* countStandings */.tI)(report);
    const lines = [
        `tasks: ${counts.failed} failed, ${counts.acknowledged} acknowledged, ${counts.quarantined} quarantined, ${counts.passed} passed`,
    ];
    for (const task of report.tasks) {
        const flaky = task.flaky === undefined || task.standing === 'quarantined'
            ? []
            : [`flaky on the default branch: ${task.flaky}`];
        const why = [task.why ?? [], flaky].flat().join('; ');
        lines.push(`  ${task.standing.padEnd(13)} ${task.suite}/${task.task}  ${task.verdict}${why === '' ? '' : `  ${why}`}`);
        if (task.toAdd !== undefined) {
            lines.push(`    to acknowledge it, an owner writes the reason into this entry and commits it to ${file} on the default branch:`, indent(task.toAdd, '      '));
        }
    }
    if (report.stale.length > 0) {
        lines.push(`stale acknowledgements (${(0,format/* plural */.LS)(report.stale.length, 'entry', 'entries')}; renew or remove):`);
        for (const entry of report.stale) {
            lines.push(`  ${entry.why}; renewed:`, indent(entry.renew, '    '));
        }
    }
    for (const problem of report.problems)
        lines.push(`set aside: ${problem}`);
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=comparison-standings.js.map
// EXTERNAL MODULE: ./lib/json/parse-with-schema.js
var parse_with_schema = __webpack_require__(8780);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
// EXTERNAL MODULE: ./lib/report/report-files.js + 2 modules
var report_files = __webpack_require__(8844);
;// CONCATENATED MODULE: ./lib/gate/gate-input.js
/**
 * What `verdict gate` decides on: a report or a comparison, as a file or the directory holding it.
 * The comparison is read through a loose local schema of the fields the gate uses, so that the gate
 * does not break when compare adds fields.
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
const GateComparisonSchema = schemas/* looseObject */._H3({
    format: schemas/* literal */.euz('comparison/v1'),
    /** `replay`, `live` or `scripted`: with the suite, what the per-task standings name. */
    mode: schemas/* string */.YjP().optional(),
    baseline: schemas/* looseObject */._H3({ conditions: schemas/* looseObject */._H3({ suiteId: schemas/* string */.YjP() }).optional() })
        .optional(),
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
 * In a directory, `comparison.json` wins over `report.json`: with both, it is a comparison written
 * beside a report (variants), and the comparison is the decision-level file.
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
// EXTERNAL MODULE: ./lib/history/history-store.js
var history_store = __webpack_require__(6188);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/commands/gate.js













const COMPARISON_ONLY = ['acknowledged', 'history', 'quarantine'];
/** `--NAME`, else the repository's `fallback` when it exists, else none. */
function sourceOf(args, io, name, fallback) {
    const given = (0,command/* stringOption */.Pp)(args, name);
    const root = (0,repository_root/* findRepositoryRoot */.m)(io.cwd) ?? io.cwd;
    const file = given === undefined ? external_node_path_.join(root, fallback) : external_node_path_.resolve(io.cwd, given);
    const source = {
        path: file,
        shown: external_node_path_.relative(io.cwd, file) || file,
        explicit: given !== undefined,
    };
    return given === undefined && !(0,external_node_fs_.existsSync)(file) ? undefined : source;
}
/** `--quarantine`, checked before any evidence is read; undefined when not given. */
function givenQuarantine(args) {
    return (0,options/* choiceOption */.zu)(args, 'quarantine', config/* QUARANTINE_CHOICES */.WF, undefined, 'flaky or none');
}
/** `--quarantine`, else `quarantine` in verdict.config.json, else none. */
async function quarantineOf(args, io) {
    return (givenQuarantine(args) ??
        (await (0,config/* loadConfig */.Z9)(io.cwd, (0,command/* stringOption */.Pp)(args, 'config'))).config.quarantine ??
        'none');
}
const gateCommand = {
    name: 'gate',
    help: `Usage: verdict gate <report.json | comparison.json | dir> --require RULE... [--acknowledged FILE] [--history DIR] [--quarantine flaky|none] [--json]

Options:
  --require RULE   a rule the evidence must meet (required; repeat it, or separate rules with
                   commas)
  --acknowledged FILE  comparison: the acknowledged changes (acknowledged/v1) that count;
                   default evals/verdict-acknowledged.json of the repository, when it exists
  --history DIR    comparison: the default branch's history, which says which tasks are flaky;
                   default .verdict/history of the repository, when it exists
  --quarantine flaky|none  comparison: flaky: a task quarantined by the history never fails
                   the gate (default: "quarantine" in verdict.config.json, else none)

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
report.json.

On a comparison the gate also lists each task: failed (a rule fails it: no-regressions a
regressed task, no-divergence a diverged one; with the entry that would acknowledge it),
acknowledged (an entry of the acknowledgements file matches its change, with the reason),
quarantined (flaky on the default branch, with --quarantine flaky) or passed. Acknowledged
and quarantined tasks do not fail those two rules; stale entries (expired) are printed with
the entry that renews them, and a file that cannot be read is printed as a problem and
acknowledges nothing. --json adds tasks, stale and problems. A report has no task verdicts
to acknowledge: --acknowledged, --history and --quarantine on a report are refused (exit 2).
docs/required-check.md says how to acknowledge a change and what quarantine does.`,
    options: {
        require: { type: 'string', multiple: true },
        ...(0,options/* valueOptions */.kl)('acknowledged', 'history', 'quarantine'),
    },
    positionals: { min: 1, max: 1, names: '<report|comparison|dir>' },
    async run(args, io) {
        const required = args.values.require;
        const rules = parseGateRules(Array.isArray(required) ? required.map(String) : []);
        givenQuarantine(args);
        const input = await readGateInput(external_node_path_.resolve(io.cwd, args.positionals[0]));
        if (input.kind === 'report') {
            const given = COMPARISON_ONLY.filter((name) => (0,command/* stringOption */.Pp)(args, name) !== undefined);
            if (given.length > 0) {
                throw new errors/* UsageError */.eb(`gate: ${given.map((name) => `--${name}`).join(', ')}: a report has no task verdicts to acknowledge or quarantine; gate a comparison (comparison.json from \`verdict compare\`)`);
            }
        }
        const acknowledged = sourceOf(args, io, 'acknowledged', acknowledgements/* ACKNOWLEDGEMENTS_FILE */.LS);
        const history = sourceOf(args, io, 'history', history_store/* HISTORY_DIR */.rE);
        const standings = input.kind === 'comparison'
            ? standComparison({
                comparison: input.comparison,
                rules,
                quarantine: await quarantineOf(args, io),
                today: new Date(),
                facts: await gatherComparisonFacts({
                    comparison: input.comparison,
                    acknowledged,
                    history,
                }),
            })
            : undefined;
        const decision = evaluateGate(input, rules, standings?.spared);
        if (args.values.json === true) {
            (0,cli_io/* writeJson */.GF)(io, {
                file: input.file,
                kind: input.kind,
                ...decision,
                ...(standings === undefined
                    ? {}
                    : {
                        tasks: standings.listed,
                        stale: standings.report.stale,
                        problems: standings.report.problems,
                    }),
            });
            return decision.exitCode;
        }
        io.stdout.write(`gate on ${input.kind} ${external_node_path_.relative(io.cwd, input.file)}\n`);
        for (const result of decision.rules) {
            io.stdout.write(`  ${result.outcome.padEnd(10)} ${result.rule}: ${result.reason}\n`);
        }
        if (standings !== undefined) {
            io.stdout.write(renderStandings(standings.report, acknowledged?.shown ?? acknowledgements/* ACKNOWLEDGEMENTS_FILE */.LS));
        }
        const decidedBy = decision.decidedBy === null ? '' : ` (decided by ${decision.decidedBy})`;
        io.stdout.write(`${decision.decision}${decidedBy}: ${decision.reason}\n`);
        return decision.exitCode;
    },
};
//# sourceMappingURL=gate.js.map

/***/ }),

/***/ 8900:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readUnmatchedCounts),
/* harmony export */   r: () => (/* binding */ saveUnmatchedCounts)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/**
 * The pushes in a row on which each acknowledgement matched nothing, kept beside the default
 * branch's history once per head commit: a re-run of the same push does not count it again.
 */


const COUNTS_FILE = 'acknowledged-counts.json';
async function readCountsFile(dir) {
    try {
        return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, COUNTS_FILE), 'utf8'));
    }
    catch {
        return {};
    }
}
/** The counts kept in `dir`; none when absent or unreadable. */
async function readUnmatchedCounts(dir) {
    const { counts } = await readCountsFile(dir);
    if (typeof counts !== 'object' || counts === null)
        return {};
    return Object.fromEntries(Object.entries(counts).filter((pair) => Number.isInteger(pair[1])));
}
/** Keeps the counts after the evaluation of `headSha`, unless that head was counted already. */
async function saveUnmatchedCounts(dir, headSha, counts) {
    if ((await readCountsFile(dir)).head === headSha)
        return;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, COUNTS_FILE), `${JSON.stringify({ head: headSha, counts }, null, 2)}\n`);
}
//# sourceMappingURL=acknowledged-counts.js.map

/***/ }),

/***/ 8962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ky: () => (/* binding */ readAcknowledgements),
/* harmony export */   LS: () => (/* binding */ ACKNOWLEDGEMENTS_FILE),
/* harmony export */   Ls: () => (/* binding */ headOnlyEntries),
/* harmony export */   OP: () => (/* binding */ applyAcknowledgements),
/* harmony export */   X5: () => (/* binding */ entryToAdd),
/* harmony export */   kS: () => (/* binding */ renewEntry)
/* harmony export */ });
/* unused harmony exports ACKNOWLEDGED_FORMAT, ACKNOWLEDGEMENT_DAYS, UNMATCHED_PUSHES_BEFORE_STALE, REASON_PLACEHOLDER, AcknowledgedChangeSchema, AcknowledgementSchema, AcknowledgementsFileSchema, entryKey, utcDate, parseAcknowledgements, updateUnmatchedCounts */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4377);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8780);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6010);
/**
 * Acknowledged changes (SPEC §5 "Acknowledged and flaky", docs/required-check.md): entries of the
 * base's `acknowledged/v1` file keep a known change from failing the gate. A renewed entry (new
 * `until`) is a new `entryKey` and counts again from 0. A bad file acknowledges nothing: its
 * problems are returned for the caller to show, never thrown.
 */





const ACKNOWLEDGEMENTS_FILE = 'evals/verdict-acknowledged.json';
const ACKNOWLEDGED_FORMAT = 'acknowledged/v1';
/** How long an entry printed by `entryToAdd` or `renewEntry` counts, in days from today. */
const ACKNOWLEDGEMENT_DAYS = 30;
/** Pushes in a row on which an entry acknowledges nothing before it is reported stale. */
const UNMATCHED_PUSHES_BEFORE_STALE = 5;
/** The reason `entryToAdd` prints; the file refuses it until an owner writes the real one. */
const REASON_PLACEHOLDER = '…why this change is intended…';
/** A task as `--tasks` names it: its id, or `suite/id`; each part a suite or task id. */
const TaskReferenceSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .refine((value) => {
    const parts = value.split('/');
    return parts.length <= 2 && parts.every((part) => _suite_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .IdSchema */ .N$.safeParse(part).success);
}, { message: 'must be a task id or suite/id (letters, digits, ".", "_" and "-")' })
    .meta({ description: 'A task id, or suite/id.' });
const AcknowledgedChangeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['regressed', 'improved', 'diverged', 'any']);
/** The verdicts `any` stands for: every verdict that says the task changed. */
const CHANGE_VERDICTS = ['regressed', 'improved', 'diverged', 'changed'];
const AcknowledgementSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    task: TaskReferenceSchema,
    change: AcknowledgedChangeSchema.meta({
        description: 'The verdict acknowledged; any: regressed, improved, diverged or changed.',
    }),
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/\S/, 'must say why the change is intended (it is blank)')
        .refine((reason) => reason !== REASON_PLACEHOLDER, {
        message: 'is still the placeholder: say why the change is intended',
    })
        .meta({ description: 'Why the change is intended, shown with it.' }),
    until: zod__WEBPACK_IMPORTED_MODULE_5__/* .date */ .p6({ error: 'must be a real calendar date, YYYY-MM-DD' })
        .meta({ description: 'The last day (UTC, inclusive) the entry counts.' }),
    suite: _suite_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .IdSchema */ .N$.optional().meta({ description: 'The suite, when the task id is not enough.' }),
})
    .refine((entry) => entry.suite === undefined || referenceOf(entry).suite === entry.suite, {
    path: ['task'],
    message: 'names a suite other than "suite": give the suite once',
});
const AcknowledgementsFileSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    format: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(ACKNOWLEDGED_FORMAT),
    acknowledged: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(AcknowledgementSchema),
});
function referenceOf(entry) {
    const slash = entry.task.indexOf('/');
    if (slash === -1)
        return { suite: entry.suite, task: entry.task };
    return { suite: entry.task.slice(0, slash), task: entry.task.slice(slash + 1) };
}
/** The entry's identity for the unmatched counts: `suite/task/change/until`, `*` for any suite. */
function entryKey(entry) {
    const { suite, task } = referenceOf(entry);
    return [suite ?? '*', task, entry.change, entry.until].join('/');
}
/** The UTC date, `YYYY-MM-DD`. */
function utcDate(now) {
    return now.toISOString().slice(0, 10);
}
/** The `until` of a printed entry: `ACKNOWLEDGEMENT_DAYS` after today (UTC days have no DST). */
function dueDate(today) {
    return utcDate(new Date(today.getTime() + ACKNOWLEDGEMENT_DAYS * 86_400_000));
}
/** A file set aside whole: no entries, and why. */
const setAside = (shown, message) => ({
    entries: [],
    problems: [{ file: shown, field: '(file)', message }],
});
function parseAcknowledgements(text, shown) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return setAside(shown, `is not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)})`);
    }
    try {
        const file = (0,_json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWithSchema */ .f)(AcknowledgementsFileSchema, data, shown, 'acknowledgements file');
        return { entries: file.acknowledged, problems: [] };
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL)
            return { entries: [], problems: [...error.problems] };
        throw error;
    }
}
async function readAcknowledgements(file, shown = file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { entries: [], problems: [] };
        return setAside(shown, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)})`);
    }
    return parseAcknowledgements(text, shown);
}
function matches(entry, outcome) {
    const { suite, task } = referenceOf(entry);
    if (task !== outcome.task || (suite !== undefined && suite !== outcome.suite))
        return false;
    return entry.change === 'any'
        ? CHANGE_VERDICTS.includes(outcome.verdict)
        : entry.change === outcome.verdict;
}
/** The counts after one more push: 0 for a matched entry, +1 for the others; gone ones dropped. */
function updateUnmatchedCounts(previous, entries, matchedKeys) {
    const counts = {};
    for (const key of new Set(entries.map(entryKey))) {
        counts[key] = matchedKeys.has(key) ? 0 : (previous[key] ?? 0) + 1;
    }
    return counts;
}
/** Which outcomes the entries acknowledge on `today`, which are stale, and the counts to keep. */
function applyAcknowledgements(input) {
    const today = utcDate(input.today);
    const current = input.entries.filter((entry) => entry.until >= today);
    const matchedKeys = new Set();
    const outcomes = input.outcomes.map((outcome) => {
        const matching = current.filter((entry) => matches(entry, outcome));
        for (const entry of matching)
            matchedKeys.add(entryKey(entry));
        return matching[0] === undefined ? { ...outcome } : { ...outcome, acknowledgedBy: matching[0] };
    });
    const counts = updateUnmatchedCounts(input.unmatchedCounts ?? {}, input.entries, matchedKeys);
    const limit = input.unmatchedLimit ?? UNMATCHED_PUSHES_BEFORE_STALE;
    const stale = input.entries.flatMap((entry) => {
        if (entry.until < today)
            return [{ entry, reason: 'expired' }];
        const pushes = counts[entryKey(entry)] ?? 0;
        return pushes >= limit ? [{ entry, reason: 'unmatched', pushes }] : [];
    });
    return { outcomes, stale, matchedKeys, unmatchedCounts: counts };
}
/** The entry (JSON) an owner would add to acknowledge this outcome; none for a non-change. */
function entryToAdd(outcome, today) {
    if (!CHANGE_VERDICTS.includes(outcome.verdict))
        return undefined;
    const change = outcome.verdict === 'changed' ? 'any' : AcknowledgedChangeSchema.parse(outcome.verdict);
    const entry = {
        task: `${outcome.suite}/${outcome.task}`,
        change,
        reason: REASON_PLACEHOLDER,
        until: dueDate(today),
    };
    return JSON.stringify(entry, null, 2);
}
/** An expired entry as it would read renewed: the same, counting `ACKNOWLEDGEMENT_DAYS` from today. */
function renewEntry(entry, today) {
    return JSON.stringify({ ...entry, until: dueDate(today) }, null, 2);
}
/** Entries in the head's file that the base's lacks: they count only once merged. */
function headOnlyEntries(baseEntries, headEntries) {
    const inBase = new Set(baseEntries.map(entryKey));
    return headEntries.filter((entry) => !inBase.has(entryKey(entry)));
}
//# sourceMappingURL=acknowledgements.js.map

/***/ }),

/***/ 8209:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ readHistoryFacts)
/* harmony export */ });
/* unused harmony export historyFactsOf */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _history_flaky_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3345);
/* harmony import */ var _history_history_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6188);
/**
 * What the default branch's history says of each task, for the gate: flaky (with the rule's line),
 * quarantined, released by the last evaluation, its trend. Content that does not read comes back
 * as problem lines, never thrown.
 */



function historyFactsOf(entries) {
    const last = entries.at(-1)?.commit;
    return new Map((0,_history_flaky_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyTasks */ .vu)(entries).map((status) => {
        const known = {
            quarantined: status.quarantined,
            ...(status.status === 'flaky' || status.quarantined ? { flaky: status.reason } : {}),
            ...(status.releasedAt !== undefined && status.releasedAt === last
                ? { released: true }
                : {}),
            ...(entries.length >= 2 ? { trend: (0,_history_flaky_js__WEBPACK_IMPORTED_MODULE_1__/* .sparkline */ .KM)((0,_history_flaky_js__WEBPACK_IMPORTED_MODULE_1__/* .trendOf */ .RS)(entries, status.task)) } : {}),
        };
        return [status.task, known];
    }));
}
/** The facts of one suite and mode stored under `dir`; none, without a problem, when absent. */
async function readHistoryFacts(dir, suite, mode) {
    const history = await (0,_history_history_store_js__WEBPACK_IMPORTED_MODULE_2__/* .readHistory */ .Lu)(dir, { suite, mode });
    return {
        facts: historyFactsOf(history.entries),
        problems: history.problems.map(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw),
    };
}
//# sourceMappingURL=history-facts.js.map

/***/ }),

/***/ 9250:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ STANDINGS),
/* harmony export */   V3: () => (/* binding */ standTasks),
/* harmony export */   dj: () => (/* binding */ GateReportSchema),
/* harmony export */   tI: () => (/* binding */ countStandings)
/* harmony export */ });
/* unused harmony exports TaskStandingSchema, NO_GATE_FACTS, failingVerdicts, gateHasNews */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _acknowledgements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8962);
/**
 * What the gate decided, task by task (SPEC §5, docs/required-check.md). Pure: the caller gathers
 * the facts. Acknowledgement wins over quarantine: it is the owner's word on this very change.
 */


const STANDINGS = ['failed', 'acknowledged', 'quarantined', 'passed'];
const line = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(2_000);
const TaskStandingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(200),
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['replay', 'live']),
    task: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(200),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(40),
    standing: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(STANDINGS),
    /** Why: the acknowledgement's reason and date, or the flaky rule's line. */
    why: line.optional(),
    /** A failed task: the entry that would acknowledge it (JSON). */
    toAdd: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1_000).optional(),
    /** Flaky on the default branch: the rule's line (quarantined or not). */
    flaky: line.optional(),
    /** The task's pass rates over the default branch's last evaluations (a sparkline). */
    trend: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(60).optional(),
});
const GateReportSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    failOn: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(40),
    quarantine: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['flaky', 'none']),
    /** Every compared task (bounded like the comment's suites). */
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TaskStandingSchema).max(2_000),
    /** Entries that acknowledge nothing any more, each with the entry that renews it. */
    stale: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ why: line, renew: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1_000) })).max(50),
    /** Entries only in the head's file: they count once merged. */
    headOnly: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(line).max(50),
    /** Tasks released from quarantine by this evaluation of the default branch. */
    released: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(line).max(50),
    /** The acknowledgements file or the history could not be read: what was set aside. */
    problems: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(line).max(20),
});
const NO_GATE_FACTS = {
    acknowledgements: [],
    headOnly: [],
    history: () => undefined,
    problems: [],
};
function failingVerdicts(failOn) {
    return failOn === 'regressed' ? ['regressed'] : failOn === 'divergence' ? ['diverged'] : [];
}
/** Every compared task's standing, and what else the gate has to say. */
function standTasks(input) {
    const { facts, today } = input;
    const applied = (0,_acknowledgements_js__WEBPACK_IMPORTED_MODULE_0__/* .applyAcknowledgements */ .OP)({
        entries: facts.acknowledgements,
        outcomes: input.outcomes,
        today,
        ...(facts.unmatchedCounts === undefined ? {} : { unmatchedCounts: facts.unmatchedCounts }),
    });
    const failing = failingVerdicts(input.failOn);
    const released = [];
    const tasks = applied.outcomes.map(({ acknowledgedBy, ...outcome }) => {
        const history = facts.history(outcome.suite, outcome.mode, outcome.task);
        if (history?.released === true)
            released.push(`${outcome.suite}/${outcome.task}`);
        const shown = {
            ...outcome,
            ...(history?.flaky === undefined ? {} : { flaky: history.flaky }),
            ...(history?.trend === undefined ? {} : { trend: history.trend }),
        };
        if (acknowledgedBy !== undefined) {
            const why = `${acknowledgedBy.reason} (until ${acknowledgedBy.until})`;
            return { ...shown, standing: 'acknowledged', why };
        }
        if (input.quarantine === 'flaky' && history?.quarantined === true) {
            return {
                ...shown,
                standing: 'quarantined',
                why: history.flaky ?? 'flaky on the default branch',
            };
        }
        if (!failing.includes(outcome.verdict))
            return { ...shown, standing: 'passed' };
        const toAdd = (0,_acknowledgements_js__WEBPACK_IMPORTED_MODULE_0__/* .entryToAdd */ .X5)(outcome, today);
        return { ...shown, standing: 'failed', ...(toAdd === undefined ? {} : { toAdd }) };
    });
    const stale = applied.stale.map(({ entry, reason, pushes }) => ({
        why: reason === 'expired'
            ? `${entry.task} (${entry.change}) expired on ${entry.until}`
            : `${entry.task} (${entry.change}) has matched nothing for ${pushes ?? 0} pushes`,
        renew: (0,_acknowledgements_js__WEBPACK_IMPORTED_MODULE_0__/* .renewEntry */ .kS)(entry, today),
    }));
    return {
        report: {
            failOn: input.failOn,
            quarantine: input.quarantine,
            tasks,
            stale,
            headOnly: facts.headOnly.map((entry) => `${entry.task} (${entry.change}): ${entry.reason}`),
            released,
            problems: [...facts.problems],
        },
        unmatchedCounts: applied.unmatchedCounts,
    };
}
function countStandings(report) {
    const zeros = STANDINGS.map((standing) => [standing, 0]);
    const counts = Object.fromEntries(zeros);
    for (const task of report.tasks)
        counts[task.standing] += 1;
    return counts;
}
/** Whether the gate report says more than "every task passed": worth showing. */
function gateHasNews(report) {
    return (report.tasks.some((task) => task.standing !== 'passed' || task.flaky !== undefined) ||
        [report.stale, report.headOnly, report.released, report.problems].some((list) => list.length > 0));
}
//# sourceMappingURL=task-standings.js.map

/***/ })

};
