import { describe, expect, it } from 'vitest';
import { REPLAY_NOTE, buildReport } from '../../src/report/build-report.js';
import { ReportSchema, type Report, type TaskReport } from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { RunStatus } from '../../src/stats/counts.js';
import type { Interval } from '../../src/stats/wilson.js';
import { liveConditions, makeInput, makeRecord, makeRecords, repeatStatus } from './run-records.js';

function build(...args: Parameters<typeof makeInput>): Report {
  const report = buildReport(makeInput(...args));
  // Every report built here must also be a valid report.json.
  expect(ReportSchema.parse(report)).toEqual(report);
  return report;
}

function onlyTask(report: Report): TaskReport {
  expect(report.tasks).toHaveLength(1);
  return report.tasks[0] as TaskReport;
}

/** Percent with one decimal, as SPEC §5 writes its examples. */
function asPercent(interval: Interval | null): [number, number] | null {
  if (interval === null) return null;
  return [Math.round(interval.low * 1000) / 10, Math.round(interval.high * 1000) / 10];
}

function taskWith(statuses: RunStatus[]): TaskReport {
  return onlyTask(build(['t'], makeRecords('t', statuses)));
}

describe('buildReport: rates', () => {
  it.each([
    [3, [23.1, 88.2]],
    [4, [37.6, 96.4]],
    [1, [3.6, 62.4]],
    [5, [56.6, 100]],
  ] as const)('reproduces the SPEC Wilson example %i/5', (passes, expected) => {
    const task = taskWith([...repeatStatus('pass', passes), ...repeatStatus('fail', 5 - passes)]);
    expect(task.successRate).toBeCloseTo(passes / 5, 12);
    expect(asPercent(task.interval)).toEqual(expected);
    // Nothing missing: the bounded interval is the observed one.
    expect(task.boundedInterval).toEqual(task.interval);
  });

  it('bounds an errored run: 3 pass, 1 fail, 1 error of 5 planned', () => {
    const task = taskWith(['pass', 'pass', 'fail', 'error', 'pass']);
    expect(task.counts).toEqual({
      total: 5,
      observed: 4,
      missing: 1,
      pass: 3,
      fail: 1,
      budgetExceeded: 0,
      error: 1,
    });
    expect(task.successRate).toBe(0.75);
    expect(asPercent(task.interval)).toEqual([30.1, 95.4]);
    // Low end: 3/5 (the error as a failure); high end: 4/5 (the error as a pass).
    expect(asPercent(task.boundedInterval)).toEqual([23.1, 96.4]);
  });

  it('counts a planned run without a record as missing, not as a smaller denominator', () => {
    const records = makeRecords('t', ['pass', 'pass', 'pass', 'fail']);
    const task = onlyTask(build(['t'], records));
    expect(task.counts).toMatchObject({ total: 5, observed: 4, missing: 1, error: 0 });
    expect(asPercent(task.boundedInterval)).toEqual([23.1, 96.4]);
  });

  it('gives no rate and the whole [0, 1] when nothing was judged', () => {
    const task = taskWith(repeatStatus('error', 5));
    expect(task.successRate).toBeNull();
    expect(task.interval).toEqual({ low: 0, high: 1 });
    expect(task.passAtK).toBeNull();
    expect(task.lowPower).toBe(true);
  });

  it('counts budget_exceeded as judged and not passed', () => {
    const task = taskWith(['pass', 'budget_exceeded', 'pass', 'pass', 'budget_exceeded']);
    expect(task.counts).toMatchObject({ observed: 5, pass: 3, budgetExceeded: 2 });
    expect(task.successRate).toBe(0.6);
  });
});

describe('buildReport: pass@k, pass^k, flaky and low power', () => {
  it('solved: every run passed', () => {
    const task = taskWith(repeatStatus('pass', 5));
    expect(task).toMatchObject({ passAtK: 1, passHatK: 1, flaky: false, lowPower: false });
  });

  it('flaky: passed at least once but not every time', () => {
    const task = taskWith(['pass', 'fail', 'pass', 'fail', 'pass']);
    expect(task).toMatchObject({ passAtK: 1, passHatK: 0, flaky: true });
  });

  it('never passed: not flaky', () => {
    const task = taskWith(repeatStatus('fail', 5));
    expect(task).toMatchObject({ passAtK: 0, passHatK: 0, flaky: false });
  });

  it('with fewer than k judged runs gives what is already known, and warns of low power', () => {
    // 4 judged of k = 5 (one errored): a pass and a failure are both judged.
    const task = taskWith(['pass', 'fail', 'pass', 'pass', 'error']);
    expect(task).toMatchObject({ passAtK: 1, passHatK: 0, flaky: true, lowPower: true });
  });

  it.each([
    ['2 judged of 5, one pass and one failure', ['pass', 'fail'], 1, 0, true],
    ['one failure judged', ['fail'], null, 0, false],
    ['3 passes judged of 5', ['pass', 'pass', 'pass'], 1, null, false],
    ['nothing judged (errors only)', ['error', 'error'], null, null, false],
  ] as const)(
    'reports pass@k once a pass is judged and pass^k once a failure is (%s)',
    (_, statuses, atK, hatK, flaky) => {
      // The remaining planned runs of k = 5 never produced a record (cancelled, not yet run).
      const task = taskWith([...statuses]);
      expect(task.counts.total).toBe(5);
      expect(task.counts.missing).toBe(5 - statuses.filter((s) => s !== 'error').length);
      expect(task).toMatchObject({ passAtK: atK, passHatK: hatK, flaky });
    },
  );

  it('summarizes flaky and fully passing tasks', () => {
    const report = build(
      ['solid', 'shaky', 'broken'],
      [
        ...makeRecords('solid', repeatStatus('pass', 5)),
        ...makeRecords('shaky', ['pass', 'fail', 'pass', 'pass', 'pass']),
        ...makeRecords('broken', repeatStatus('fail', 5)),
      ],
    );
    expect(report.summary).toMatchObject({ tasks: 3, tasksPassedAll: 1, flakyTasks: 1 });
    expect(report.summary.counts).toMatchObject({ total: 15, observed: 15, pass: 9 });
    expect(report.summary.lowPower).toBe(false);
    expect(asPercent(report.summary.interval)).toEqual([35.7, 80.2]);
  });
});

describe('buildReport: state', () => {
  it('is COMPLETE when every planned run was judged', () => {
    expect(build(['t'], makeRecords('t', ['pass', 'fail', 'pass', 'pass', 'fail'])).state).toBe(
      'COMPLETE',
    );
  });

  it('is PARTIAL when a run errored', () => {
    expect(build(['t'], makeRecords('t', ['pass', 'error', 'pass', 'pass', 'fail'])).state).toBe(
      'PARTIAL',
    );
  });

  it('is PARTIAL when a planned run has no record', () => {
    expect(build(['t'], makeRecords('t', ['pass'])).state).toBe('PARTIAL');
  });

  it('is RUN_ERROR when nothing could be judged', () => {
    expect(build(['t'], makeRecords('t', repeatStatus('error', 5))).state).toBe('RUN_ERROR');
    expect(build(['t'], []).state).toBe('RUN_ERROR');
  });

  it('is CANCELLED when the caller says so, whatever ran', () => {
    const records = makeRecords('t', repeatStatus('pass', 2));
    expect(build(['t'], records, { state: 'CANCELLED' }).state).toBe('CANCELLED');
  });
});

describe('buildReport: records and plan', () => {
  it('keeps the last record of a run (resume may rewrite it)', () => {
    const records = [
      makeRecord('t', 1, 'error'),
      ...makeRecords('t', repeatStatus('pass', 5)).slice(1),
      makeRecord('t', 1, 'pass'),
    ];
    const task = onlyTask(build(['t'], records));
    expect(task.counts).toMatchObject({ total: 5, observed: 5, pass: 5, error: 0, missing: 0 });
    expect(task.errors).toEqual({});
  });

  it('ignores records outside the plan and says so', () => {
    const records = [
      ...makeRecords('t', repeatStatus('pass', 5)),
      makeRecord('t', 6, 'fail'),
      makeRecord('elsewhere', 1, 'fail'),
    ];
    const report = build(['t'], records);
    expect(onlyTask(report).counts).toMatchObject({ total: 5, observed: 5, fail: 0 });
    expect(report.notes).toContain(
      '2 run records were ignored: outside this plan (another shard, task or repetition).',
    );
  });

  it('leaves out tasks with no planned run (another shard) and keeps the given order', () => {
    const input = makeInput(['b', 'a'], makeRecords('a', ['pass']), {
      tasks: [{ id: 'b', title: 'Task B' }, { id: 'c' }, { id: 'a' }],
      plannedRuns: [
        { taskId: 'a', repetition: 1 },
        { taskId: 'b', repetition: 1 },
      ],
    });
    const report = buildReport(input);
    expect(report.tasks.map((task) => [task.taskId, task.title])).toEqual([
      ['b', 'Task B'],
      ['a', undefined],
    ]);
  });

  it('rejects a plan that names an unknown task', () => {
    expect(() =>
      buildReport(makeInput(['t'], [], { plannedRuns: [{ taskId: 'x', repetition: 1 }] })),
    ).toThrow('planned run of task "x"');
  });

  it('counts a run planned twice once (a resume lists earlier runs beside the remaining ones)', () => {
    const records = makeRecords('t', ['error', 'pass']);
    const input = makeInput(['t'], records, {
      plannedRuns: [
        { taskId: 't', repetition: 1 },
        { taskId: 't', repetition: 2 },
        { taskId: 't', repetition: 1 },
      ],
    });
    expect(onlyTask(buildReport(input)).counts).toMatchObject({ total: 2, observed: 1 });
  });

  it('counts errors and incidents by kind, and retries', () => {
    const records = [
      makeRecord('t', 1, 'pass', {
        incidents: [{ kind: 'usage_unreported' }, { kind: 'approval_denied' }],
        attempts: 2,
      }),
      makeRecord('t', 2, 'error', { error: { kind: 'fixture', message: 'copy failed' } }),
      makeRecord('t', 3, 'error'),
      makeRecord('t', 4, 'error'),
      makeRecord('t', 5, 'fail', { incidents: [{ kind: 'approval_denied' }] }),
    ];
    records[0]!.measured.retries = 3;
    const report = build(['t'], records);
    expect(report.summary.errors).toEqual({ fixture: 1, upstream_unavailable: 2 });
    expect(Object.keys(report.summary.incidents)).toEqual(['approval_denied', 'usage_unreported']);
    expect(report.summary.incidents).toEqual({ approval_denied: 2, usage_unreported: 1 });
    expect(report.summary.retries).toEqual({ upstream: 3, run: 1 });
    expect(onlyTask(report).errors).toEqual(report.summary.errors);
  });

  it('adds up the models the upstream served, errored runs included (the key was spent)', () => {
    const served = (upstreamModels: Record<string, number>) => (record: RunRecord) => ({
      ...record,
      measured: { ...record.measured, upstreamModels },
    });
    const records = [
      served({ 'gpt-x': 3, 'gpt-x-mini': 1 })(makeRecord('t', 1, 'pass')),
      served({ 'gpt-x': 2 })(makeRecord('t', 2, 'error')),
      served({})(makeRecord('t', 3, 'error')),
      // Recorded before models were counted: adds nothing.
      makeRecord('t', 4, 'pass'),
    ];
    const report = build(['t'], records);
    expect(report.summary.upstreamModels).toEqual({ 'gpt-x': 5, 'gpt-x-mini': 1 });
    expect(Object.keys(report.summary.upstreamModels ?? {})).toEqual(['gpt-x', 'gpt-x-mini']);
    ReportSchema.parse(report);
  });

  it('says nothing of served models when no run counted them (replay, scripted, older runs)', () => {
    expect(build(['t'], [makeRecord('t', 1, 'pass')]).summary.upstreamModels).toBeUndefined();
  });
});

describe('buildReport: measured and estimated', () => {
  const rates = { inputRate: 3, outputRate: 15 };

  it('sums the tokens of judged runs and estimates a cost with both rates', () => {
    const report = build(['t'], makeRecords('t', ['pass', 'pass', 'fail', 'pass', 'error']), {
      rates,
    });
    expect(report.measured.tokens).toEqual({ input: 4000, output: 800 });
    expect(report.measured.tokensPerSuccess).toBe(1600);
    expect(report.estimated).toEqual({
      costUsd: (4000 * 3 + 800 * 15) / 1_000_000,
      rates,
    });
    expect(report.notes).toEqual([]);
  });

  it('omits tokens, never zero, when a judged run lacks usage', () => {
    const records = makeRecords('t', repeatStatus('pass', 5));
    delete records[2]!.measured.usage;
    const report = build(['t'], records, { rates });
    expect(report.measured.tokens).toBeUndefined();
    expect(report.measured.tokensOmitted).toBe(
      'usage not reported on every turn in 1 of 5 judged runs',
    );
    expect(onlyTask(report).measured.tokens).toBeUndefined();
    expect(report.estimated).toBeUndefined();
    expect(report.notes).toEqual([
      'No cost estimated: token usage was not measured on every judged run.',
    ]);
  });

  it('ignores the usage of errored runs, as every rate does', () => {
    const records = makeRecords('t', ['pass', 'pass', 'pass', 'pass', 'error']);
    delete records[4]!.measured.usage;
    expect(build(['t'], records).measured.tokens).toEqual({ input: 4000, output: 800 });
  });

  it('estimates nothing with one rate', () => {
    const report = build(['t'], makeRecords('t', repeatStatus('pass', 5)), {
      rates: { inputRate: 3 },
    });
    expect(report.estimated).toBeUndefined();
    expect(report.notes).toEqual([
      'No cost estimated: both the input and the output rate are needed.',
    ]);
  });

  it('keeps the cached input ratio per task where it was reported', () => {
    const cached = { inputTokens: 1000, outputTokens: 10, cachedInputTokens: 250 };
    const records = [
      ...makeRecords('t', repeatStatus('pass', 5)).map((record) => ({
        ...record,
        measured: { ...record.measured, usage: cached },
      })),
      ...makeRecords('u', repeatStatus('pass', 5)),
    ];
    const report = build(['t', 'u'], records);
    expect(report.tasks[0]?.measured.cachedInput?.ratio).toBe(0.25);
    expect(report.tasks[1]?.measured.cachedInput).toBeUndefined();
    expect(report.measured.cachedInput).toMatchObject({ runsReporting: 5, runsJudged: 10 });
  });
});

describe('buildReport: replay', () => {
  const replay = { ...liveConditions, mode: 'replay' as const, k: 1 };

  it('computes no interval and claims no power, and says it measures the harness', () => {
    const input = makeInput(['a', 'b'], [makeRecord('a', 1, 'pass'), makeRecord('b', 1, 'fail')], {
      conditions: replay,
    });
    const report = buildReport(input);
    ReportSchema.parse(report);
    for (const figures of [...report.tasks, report.summary]) {
      expect(figures).toMatchObject({ interval: null, boundedInterval: null, lowPower: false });
    }
    expect(report.summary.successRate).toBe(0.5);
    expect(report.tasks[0]).toMatchObject({ passAtK: 1, passHatK: 1 });
    expect(report.notes).toContain(REPLAY_NOTE);
  });

  it('lists the divergences of each task', () => {
    const diverged = makeRecord('a', 1, 'error', {
      mode: 'replay',
      error: {
        kind: 'replay_divergence',
        message: 'diverged',
        stop: {
          kind: 'replay_divergence',
          call: 2,
          field: 'messages[3].content',
          message: 'messages[3].content differs',
        },
      },
    });
    const report = buildReport(makeInput(['a'], [diverged], { conditions: replay }));
    expect(onlyTask(report).replay).toEqual({
      diverged: 1,
      divergences: [
        {
          repetition: 1,
          call: 2,
          field: 'messages[3].content',
          message: 'messages[3].content differs',
        },
      ],
    });
    expect(report.state).toBe('RUN_ERROR');
  });

  it('has no replay block in live mode', () => {
    expect(onlyTask(build(['t'], [])).replay).toBeUndefined();
  });
});
