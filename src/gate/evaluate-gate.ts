/**
 * `verdict gate` (SPEC §6, reference 002): each rule ends PASS, FAIL (evidence below the threshold:
 * review the change) or INCOMPLETE (evidence absent: check the infrastructure). A bad invocation is
 * exit 2 before any evidence is read; then any INCOMPLETE rule decides (exit 5, even when another
 * rule fails), then any FAIL (exit 1). A replay divergence is an outcome, not absent evidence: it
 * fails `no-divergence`. Tasks the standings spare fail no rule; their absent runs still count.
 */
import { ExitCode, UsageError } from '../errors.js';
import { plural } from '../text/format.js';
import type { Report } from '../report/report-schema.js';
import type { GateComparison, GateInput } from './gate-input.js';

export type GateRule =
  | { name: 'no-regressions' }
  | { name: 'no-divergence' }
  | { name: 'min-rate'; value: number }
  | { name: 'min-runs'; value: number };

export type GateOutcome = 'PASS' | 'FAIL' | 'INCOMPLETE';

export interface RuleResult {
  /** As the user would write it, e.g. `min-rate=0.8`. */
  rule: string;
  outcome: GateOutcome;
  reason: string;
}

export interface GateDecision {
  decision: GateOutcome;
  exitCode: ExitCode;
  /** The rule that decided; null when every rule passed. */
  decidedBy: string | null;
  reason: string;
  rules: RuleResult[];
}

const RULE_HELP = 'no-regressions, no-divergence, min-rate=X (0 ≤ X ≤ 1), min-runs=N (N ≥ 1)';

/** Each `--require` value may hold several rules separated by commas. */
export function parseGateRules(values: readonly string[]): GateRule[] {
  const texts = values
    .flatMap((value) => value.split(','))
    .map((text) => text.trim())
    .filter((text) => text !== '');
  if (texts.length === 0) {
    throw new UsageError(`gate: at least one --require rule is needed (${RULE_HELP})`);
  }
  return texts.map(parseGateRule);
}

function parseGateRule(text: string): GateRule {
  const [name = '', value] = text.split('=', 2) as [string, string | undefined];
  switch (name) {
    case 'no-regressions':
    case 'no-divergence':
      if (value !== undefined)
        throw new UsageError(`gate: rule ${name} takes no value ("${text}")`);
      return { name };
    case 'min-rate': {
      const rate = Number(value);
      if (value === undefined || value.trim() === '' || !(rate >= 0 && rate <= 1)) {
        throw new UsageError(
          `gate: min-rate needs a success rate between 0 and 1, e.g. min-rate=0.8 (got "${text}")`,
        );
      }
      return { name, value: rate };
    }
    case 'min-runs': {
      const runs = Number(value);
      if (value === undefined || !/^\d+$/.test(value.trim()) || runs < 1) {
        throw new UsageError(
          `gate: min-runs needs a whole number of judged runs ≥ 1, e.g. min-runs=5 (got "${text}")`,
        );
      }
      return { name, value: runs };
    }
    default:
      throw new UsageError(`gate: unknown rule "${text}"; known rules: ${RULE_HELP}`);
  }
}

export function formatGateRule(rule: GateRule): string {
  return 'value' in rule ? `${rule.name}=${rule.value}` : rule.name;
}

/** Task id to why the gate spares it: `acknowledged` or `quarantined`. */
export type SparedTasks = ReadonlyMap<string, string>;

/** Pure. Throws a UsageError (exit 2) for a rule that does not apply to the input's kind. */
export function evaluateGate(
  input: GateInput,
  rules: readonly GateRule[],
  spared: SparedTasks = new Map(),
): GateDecision {
  for (const rule of rules) assertApplicable(rule, input.kind);
  const results = rules.map((rule): RuleResult => ({
    rule: formatGateRule(rule),
    ...(input.kind === 'report'
      ? evaluateOnReport(rule, input.report)
      : evaluateOnComparison(rule, input.comparison, spared)),
  }));
  const decider =
    results.find((result) => result.outcome === 'INCOMPLETE') ??
    results.find((result) => result.outcome === 'FAIL');
  if (decider === undefined) {
    const reason = `every rule passed (${results.length})`;
    return { decision: 'PASS', exitCode: ExitCode.ok, decidedBy: null, reason, rules: results };
  }
  const incomplete = decider.outcome === 'INCOMPLETE';
  return {
    decision: decider.outcome,
    exitCode: incomplete ? ExitCode.incomplete : ExitCode.failure,
    decidedBy: decider.rule,
    reason: incomplete
      ? `${decider.reason} — the evidence is absent, not bad: check the infrastructure`
      : decider.reason,
    rules: results,
  };
}

function assertApplicable(rule: GateRule, kind: GateInput['kind']): void {
  if (rule.name === 'no-regressions' && kind === 'report') {
    throw new UsageError(
      'gate: no-regressions needs a comparison (comparison.json from `verdict compare`), not a report',
    );
  }
  if (rule.name === 'min-rate' && kind === 'comparison') {
    throw new UsageError(
      `gate: ${formatGateRule(rule)} needs a report (report.json), not a comparison: gate each side's report`,
    );
  }
}

type Evaluation = Omit<RuleResult, 'rule'>;

const divergedRunsOf = (task: Report['tasks'][number]): number =>
  task.replay?.diverged ?? task.errors.replay_divergence ?? 0;

/** Absent evidence (divergences are outcomes) makes every rule incomplete; null when all there. */
function incompleteReport(report: Report): Evaluation | null {
  const diverged = report.summary.errors.replay_divergence ?? 0;
  const absent = report.summary.counts.missing - diverged;
  if (report.state === 'CANCELLED') {
    return { outcome: 'INCOMPLETE', reason: 'the run was cancelled (state CANCELLED)' };
  }
  if (absent > 0) {
    const errored = report.summary.counts.error - diverged;
    return {
      outcome: 'INCOMPLETE',
      reason: `${plural(absent, 'planned run')} of ${report.summary.counts.total} not judged (${errored} errored, ${absent - errored} not run; state ${report.state})`,
    };
  }
  return null;
}

function evaluateOnReport(rule: GateRule, report: Report): Evaluation {
  if (rule.name === 'no-divergence') {
    const tasks = report.tasks.filter((task) => divergedRunsOf(task) > 0);
    if (tasks.length > 0) {
      const diverged = tasks.reduce((sum, task) => sum + divergedRunsOf(task), 0);
      return {
        outcome: 'FAIL',
        reason: `${plural(diverged, 'run')} diverged from the cassette (${tasks.map((task) => task.taskId).join(', ')})`,
      };
    }
    return (
      incompleteReport(report) ?? {
        outcome: 'PASS',
        reason:
          report.conditions.mode === 'replay'
            ? 'no run diverged from its cassette'
            : `no divergence possible: mode ${report.conditions.mode}, not replay`,
      }
    );
  }
  const incomplete = incompleteReport(report);
  if (incomplete !== null) return incomplete;
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
        reason: `${plural(short.length, 'task')} below ${rule.value} judged runs (${list}): run with --k ${rule.value} or more`,
      };
    }
    return {
      outcome: 'PASS',
      reason: `every task has ≥ ${rule.value} judged runs (fewest: ${Math.min(...report.tasks.map((task) => task.counts.observed))})`,
    };
  }
  /* c8 ignore next: no-regressions is rejected for reports by assertApplicable */
  throw new UsageError(`gate: ${formatGateRule(rule)} does not apply to a report`);
}

function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(1))} %`;
}

type ComparedTask = GateComparison['tasks'][number];
type Side = NonNullable<ComparedTask['baseline']>;

/** Normalized so that `low power` and `low_power` read alike. */
export function verdictOf(task: Pick<ComparedTask, 'verdict'>): string {
  return task.verdict
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function absentRunsOfSide(side: Side | null | undefined): number {
  if (side === null || side === undefined) return 0;
  return Math.max(0, (side.missing ?? 0) - (side.diverged ?? 0));
}

function incompleteComparison(comparison: GateComparison): Evaluation | null {
  const gaps = comparison.tasks.flatMap((task) => {
    const absent = absentRunsOfSide(task.baseline) + absentRunsOfSide(task.candidate);
    return absent > 0 ? [`${task.taskId} ${absent}`] : [];
  });
  if (gaps.length > 0) {
    return {
      outcome: 'INCOMPLETE',
      reason: `runs missing or errored on ${plural(gaps.length, 'task')} (${gaps.join(', ')})`,
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

function tasksWithVerdict(comparison: GateComparison, verdict: string): string[] {
  return comparison.tasks.filter((task) => verdictOf(task) === verdict).map((task) => task.taskId);
}

/** A FAIL naming the tasks in `ids` the standings do not spare, and a note naming those they do. */
function failUnspared(ids: readonly string[], spared: SparedTasks, verb: string) {
  const named = ids.filter((id) => spared.has(id)).map((id) => `${id} ${spared.get(id)}`);
  const note = named.length === 0 ? '' : `; not counted: ${named.join(', ')}`;
  const failing = ids.filter((id) => !spared.has(id));
  const reason = `${plural(failing.length, 'task')} ${verb} (${failing.join(', ')})${note}`;
  const fail: Evaluation | undefined =
    failing.length === 0 ? undefined : { outcome: 'FAIL', reason };
  return { fail, note };
}

function evaluateOnComparison(
  rule: GateRule,
  comparison: GateComparison,
  spared: SparedTasks,
): Evaluation {
  if (rule.name === 'no-divergence') {
    const diverged = comparison.tasks
      .filter(
        (task) =>
          verdictOf(task) === 'diverged' ||
          (task.baseline?.diverged ?? 0) > 0 ||
          (task.candidate?.diverged ?? 0) > 0,
      )
      .map((task) => task.taskId);
    const { fail, note } = failUnspared(diverged, spared, 'diverged');
    if (fail !== undefined) return fail;
    return (
      incompleteComparison(comparison) ?? { outcome: 'PASS', reason: `no task diverged${note}` }
    );
  }
  if (comparison.tasks.length === 0) {
    return { outcome: 'INCOMPLETE', reason: 'the comparison has no task' };
  }
  const incomplete = incompleteComparison(comparison);
  if (incomplete !== null) return incomplete;
  if (rule.name === 'no-regressions') {
    const regressed = tasksWithVerdict(comparison, 'regressed');
    const { fail, note } = failUnspared(regressed, spared, 'regressed');
    if (fail !== undefined) return fail;
    const undecided = ['inconclusive', 'low_power']
      .map((verdict) => [verdict, tasksWithVerdict(comparison, verdict).length] as const)
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
      reason:
        (details.length === 0 ? 'no task regressed' : `no task regressed (${details.join('; ')})`) +
        note,
    };
  }
  if (rule.name === 'min-runs') {
    const short: string[] = [];
    // Under --k auto a task the rule decided (a direction, or no change larger than δ) has the
    // evidence min-runs asks for, however few runs that took: the rule is what required power.
    const decided = comparison.tasks.filter(
      (task) =>
        task.adaptive?.stoppedBecause === 'e_value' ||
        task.adaptive?.stoppedBecause === 'within_delta',
    );
    for (const task of comparison.tasks) {
      if (decided.includes(task)) continue;
      for (const [name, side] of [
        ['baseline', task.baseline],
        ['candidate', task.candidate],
      ] as const) {
        if (side === null || side === undefined || side.observed === undefined) {
          return {
            outcome: 'INCOMPLETE',
            reason: `${task.taskId}: no judged-run count on the ${name} side`,
          };
        }
        if (side.observed < rule.value) short.push(`${task.taskId} ${name} ${side.observed}`);
      }
    }
    return short.length > 0
      ? {
          outcome: 'FAIL',
          reason: `${plural(short.length, 'side')} below ${rule.value} judged runs (${short.join(', ')})`,
        }
      : {
          outcome: 'PASS',
          reason:
            decided.length === 0
              ? `every task has ≥ ${rule.value} judged runs on both sides`
              : `every task has ≥ ${rule.value} judged runs on both sides or was decided by adaptive k's rule (${decided.map((task) => task.taskId).join(', ')})`,
        };
  }
  /* c8 ignore next: min-rate is rejected for comparisons by assertApplicable */
  throw new UsageError(`gate: ${formatGateRule(rule)} does not apply to a comparison`);
}
