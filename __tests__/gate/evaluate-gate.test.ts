import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../../src/errors.js';
import { evaluateGate, parseGateRules } from '../../src/gate/evaluate-gate.js';
import {
  GateComparisonSchema,
  type GateComparison,
  type GateInput,
} from '../../src/gate/gate-input.js';
import { buildReport } from '../../src/report/build-report.js';
import type { RunStatus } from '../../src/stats/counts.js';
import {
  liveConditions,
  makeInput,
  makeRecord,
  makeRecords,
  repeatStatus,
} from '../report/run-records.js';
import { makeAdaptiveComparison, type AdaptiveTaskRuns } from '../compare/adaptive-comparison.js';

function reportInput(byTask: Record<string, RunStatus[]>): GateInput {
  const records = Object.entries(byTask).flatMap(([taskId, statuses]) =>
    makeRecords(taskId, statuses),
  );
  return {
    kind: 'report',
    file: 'report.json',
    report: buildReport(makeInput(Object.keys(byTask), records)),
  };
}

function comparisonInput(tasks: GateComparison['tasks']): GateInput {
  return {
    kind: 'comparison',
    file: 'comparison.json',
    comparison: { format: 'comparison/v1', tasks },
  };
}

const side = (observed: number, missing = 0, diverged?: number) => ({
  observed,
  missing,
  ...(diverged === undefined ? {} : { diverged }),
});

const gate = (input: GateInput, rules: string) => evaluateGate(input, parseGateRules([rules]));

describe('parseGateRules', () => {
  it('reads repeated and comma-separated rules', () => {
    expect(parseGateRules(['no-regressions,min-rate=0.8', 'min-runs=5'])).toEqual([
      { name: 'no-regressions' },
      { name: 'min-rate', value: 0.8 },
      { name: 'min-runs', value: 5 },
    ]);
  });

  it.each([
    'fast',
    'min-rate=1.5',
    'min-rate=',
    'min-rate',
    'min-runs=0',
    'min-runs=2.5',
    'no-divergence=1',
  ])('refuses %s as a bad invocation (exit 2)', (rule) => {
    expect(() => parseGateRules([rule])).toThrow(UsageError);
  });

  it('needs at least one rule', () => {
    expect(() => parseGateRules([])).toThrow(/at least one --require/);
  });
});

describe('evaluateGate on a report', () => {
  it('passes (exit 0) when every rule holds', () => {
    const decision = gate(
      reportInput({ a: repeatStatus('pass', 5), b: ['pass', 'pass', 'pass', 'pass', 'fail'] }),
      'min-rate=0.8,min-runs=5,no-divergence',
    );
    expect(decision).toMatchObject({ decision: 'PASS', exitCode: ExitCode.ok, decidedBy: null });
    expect(decision.rules.map((rule) => rule.outcome)).toEqual(['PASS', 'PASS', 'PASS']);
  });

  it('fails (exit 1) when the rate is below the threshold, naming the rule', () => {
    const decision = gate(
      reportInput({ a: ['pass', 'pass', 'fail', 'fail', 'pass'] }),
      'min-runs=5,min-rate=0.8',
    );
    expect(decision).toMatchObject({
      decision: 'FAIL',
      exitCode: ExitCode.failure,
      decidedBy: 'min-rate=0.8',
    });
    expect(decision.reason).toMatch(/success rate 60 % \(3\/5 judged runs\) < 80 %/);
  });

  it('fails min-runs when the plan itself has fewer judged runs than required', () => {
    const decision = gate(reportInput({ a: repeatStatus('pass', 5) }), 'min-runs=10');
    // k = 5 planned and all judged: more runs are needed, nothing is absent.
    expect(decision.exitCode).toBe(ExitCode.failure);
  });

  it('is incomplete (exit 5), not failed, when runs errored — even if a rule fails', () => {
    const decision = gate(
      reportInput({ a: ['pass', 'fail', 'fail', 'error', 'error'] }),
      'min-rate=0.8',
    );
    expect(decision).toMatchObject({
      decision: 'INCOMPLETE',
      exitCode: ExitCode.incomplete,
      decidedBy: 'min-rate=0.8',
    });
    expect(decision.reason).toMatch(
      /2 planned runs of 5 not judged \(2 errored, 0 not run; state PARTIAL\).*check the infrastructure/,
    );
  });

  it('is incomplete when planned runs have no record, or the run was cancelled', () => {
    const records = makeRecords('a', ['pass', 'pass']);
    const partial = buildReport(makeInput(['a'], records));
    expect(
      evaluateGate({ kind: 'report', file: 'r', report: partial }, [{ name: 'min-runs', value: 1 }])
        .exitCode,
    ).toBe(5);
    const cancelled = buildReport(
      makeInput(['a'], makeRecords('a', repeatStatus('pass', 5)), { state: 'CANCELLED' }),
    );
    expect(
      evaluateGate({ kind: 'report', file: 'r', report: cancelled }, [{ name: 'no-divergence' }])
        .decision,
    ).toBe('INCOMPLETE');
  });

  it('fails no-divergence on a replay divergence: an outcome, not absent evidence', () => {
    const conditions = { ...liveConditions, mode: 'replay' as const, k: 2 };
    const divergence = { kind: 'replay_divergence', message: 'messages[3].content differs' };
    const records = [
      makeRecord('a', 1, 'pass', { mode: 'replay' }),
      makeRecord('a', 2, 'error', { mode: 'replay', error: divergence }),
    ];
    const report = buildReport(
      makeInput(['a'], records, {
        conditions,
        plannedRuns: [
          { taskId: 'a', repetition: 1 },
          { taskId: 'a', repetition: 2 },
        ],
      }),
    );
    const decision = evaluateGate(
      { kind: 'report', file: 'r', report },
      parseGateRules(['no-divergence']),
    );
    expect(decision).toMatchObject({ decision: 'FAIL', exitCode: 1, decidedBy: 'no-divergence' });
    expect(decision.reason).toMatch(/1 run diverged from the cassette \(a\)/);
  });

  it('refuses no-regressions on a report (exit 2)', () => {
    expect(() => gate(reportInput({ a: repeatStatus('pass', 5) }), 'no-regressions')).toThrow(
      UsageError,
    );
  });
});

describe('evaluateGate on a comparison', () => {
  it('passes no-regressions with inconclusive tasks, saying no direction was claimed', () => {
    const decision = gate(
      comparisonInput([
        { taskId: 'a', verdict: 'improved', baseline: side(5), candidate: side(5) },
        { taskId: 'b', verdict: 'inconclusive', baseline: side(5), candidate: side(5) },
      ]),
      'no-regressions',
    );
    expect(decision.exitCode).toBe(0);
    expect(decision.rules[0]?.reason).toMatch(/1 inconclusive: no direction claimed/);
  });

  it('fails no-regressions on a regressed task (exit 1)', () => {
    const decision = gate(
      comparisonInput([
        { taskId: 'a', verdict: 'regressed', baseline: side(5), candidate: side(5) },
      ]),
      'no-regressions',
    );
    expect(decision).toMatchObject({ decision: 'FAIL', exitCode: 1, decidedBy: 'no-regressions' });
  });

  it('is incomplete (exit 5) with missing runs or a not comparable task', () => {
    const missing = gate(
      comparisonInput([
        { taskId: 'a', verdict: 'regressed', baseline: side(5), candidate: side(3, 2) },
      ]),
      'no-regressions',
    );
    expect(missing.exitCode).toBe(5);
    expect(missing.reason).toMatch(/runs missing or errored on 1 task \(a 2\)/);
    const notComparable = gate(
      comparisonInput([
        {
          taskId: 'a',
          verdict: 'not comparable',
          reason: 'bounded intervals overlap',
          baseline: side(5),
          candidate: side(5),
        },
      ]),
      'no-regressions',
    );
    expect(notComparable.exitCode).toBe(5);
  });

  it('fails no-divergence on a diverged task and checks min-runs on both sides', () => {
    expect(
      gate(
        comparisonInput([
          { taskId: 'a', verdict: 'diverged', baseline: side(1), candidate: side(0, 1, 1) },
        ]),
        'no-divergence',
      ).exitCode,
    ).toBe(1);
    const short = gate(
      comparisonInput([
        { taskId: 'a', verdict: 'low_power', baseline: side(4), candidate: side(5) },
      ]),
      'min-runs=5',
    );
    expect(short).toMatchObject({ exitCode: 1 });
    expect(short.reason).toMatch(/a baseline 4/);
  });

  it('refuses min-rate on a comparison (exit 2)', () => {
    expect(() => gate(comparisonInput([]), 'min-rate=0.5')).toThrow(/needs a report/);
  });
});

describe('evaluateGate on an adaptive comparison (--k auto)', () => {
  /** comparison.json as `verdict compare` writes it, read back as the gate reads it. */
  function adaptiveInput(tasks: Record<string, AdaptiveTaskRuns>): GateInput {
    const { comparison } = makeAdaptiveComparison(tasks);
    const data: unknown = JSON.parse(JSON.stringify(comparison));
    return {
      kind: 'comparison',
      file: 'comparison.json',
      comparison: GateComparisonSchema.parse(data),
    };
  }
  const steady: Record<string, AdaptiveTaskRuns> = {
    steady: { base: 'pass', head: 'pass' },
    never: { base: 'fail', head: 'fail' },
  };

  it('passes no-regressions on tasks with no change larger than δ, saying so', () => {
    const decision = gate(
      adaptiveInput({ ...steady, coin: { base: ['pass', 'fail'], head: ['fail', 'pass'] } }),
      'no-regressions',
    );
    expect(decision).toMatchObject({ decision: 'PASS', exitCode: 0 });
    expect(decision.rules[0]?.reason).toBe(
      'no task regressed (2 with no change larger than δ; 1 inconclusive: no direction claimed; add min-runs to require power)',
    );
  });

  it('min-runs counts a task the rule decided, however few runs it took, and not one it left open', () => {
    const decided = gate(
      adaptiveInput({ ...steady, 'fix-add': { base: 'pass', head: 'fail' } }),
      'min-runs=10',
    );
    expect(decided).toMatchObject({ decision: 'PASS', exitCode: 0 });
    expect(decided.rules[0]?.reason).toMatch(
      /^every task has ≥ 10 judged runs on both sides or was decided by adaptive k's rule \((steady|never|fix-add)(, (steady|never|fix-add)){2}\)$/,
    );
    const open = gate(
      adaptiveInput({ ...steady, coin: { base: ['pass', 'fail'], head: ['fail', 'pass'] } }),
      'min-runs=30',
    );
    expect(open).toMatchObject({ decision: 'FAIL', exitCode: 1 });
    expect(open.rules[0]?.reason).toMatch(
      /^2 sides below 30 judged runs \(coin baseline \d+, coin candidate \d+\)$/,
    );
  });

  it('fails no-regressions on the task the rule stopped as regressed', () => {
    const decision = gate(
      adaptiveInput({ ...steady, 'fix-add': { base: 'pass', head: 'fail' } }),
      'no-regressions',
    );
    expect(decision).toMatchObject({ decision: 'FAIL', exitCode: 1 });
    expect(decision.reason).toBe('1 task regressed (fix-add)');
  });
});
