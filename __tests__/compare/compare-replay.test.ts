import { describe, expect, it } from 'vitest';
import { REPLAY_COMPARISON_NOTE } from '../../src/compare/compare-conditions.js';
import { compareReports } from '../../src/compare/compare-reports.js';
import { MAX_LISTED_CHANGES } from '../../src/compare/compare-replay.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { ReportSchema, type Report } from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { makeReport, type TaskRuns } from './reports.js';

const replay = { conditions: { mode: 'replay' as const, k: 1 } };

const tools = (...names: string[]): RunRecord['toolCalls'] =>
  names.map((name) => ({ name, arguments: {} }));

const verifier = (id: string, outcome: 'pass' | 'fail' | 'error') => ({
  id,
  kind: 'command',
  outcome,
  detail: '',
  durationMs: 5,
});

/** Replay reports of the same runs; `change` alters the candidate's records. */
function compareReplay(
  runs: TaskRuns,
  change: (record: RunRecord) => RunRecord,
  candidateRuns: TaskRuns = runs,
) {
  const withTools = (record: RunRecord) => ({
    ...record,
    toolCalls: tools('read_file', 'edit_file'),
  });
  const baseline = makeReport(runs, { ...replay, runId: 'base', mapRecord: withTools });
  const candidate = makeReport(candidateRuns, {
    ...replay,
    runId: 'cand',
    mapRecord: (record) => change(withTools(record)),
  });
  const comparison = compareReports(baseline, candidate);
  expect(ComparisonSchema.parse(comparison)).toEqual(comparison);
  return comparison;
}

/** A report as written before reports carried their runs. */
function withoutRuns(report: Report): Report {
  return { ...report, tasks: report.tasks.map(({ runs: _runs, ...task }) => task) };
}

describe('report.json carries the runs replay compares', () => {
  it('in replay: repetition, status, every verifier outcome and the tool names in order', () => {
    const report = makeReport(
      { t: ['pass', 'fail'] },
      {
        conditions: { mode: 'replay', k: 2 },
        mapRecord: (record) => ({
          ...record,
          verifiers: [
            verifier('tests', 'pass'),
            verifier('lint', record.status === 'pass' ? 'pass' : 'fail'),
          ],
          toolCalls: tools('read_file', 'edit_file', 'read_file'),
        }),
      },
    );
    expect(ReportSchema.parse(report)).toEqual(report);
    expect(report.tasks[0]?.runs).toEqual([
      {
        repetition: 1,
        status: 'pass',
        verifiers: { tests: 'pass', lint: 'pass' },
        tools: ['read_file', 'edit_file', 'read_file'],
      },
      {
        repetition: 2,
        status: 'fail',
        verifiers: { tests: 'pass', lint: 'fail' },
        tools: ['read_file', 'edit_file', 'read_file'],
      },
    ]);
  });

  it('not in live, and a report without them still parses', () => {
    const live = makeReport({ t: ['pass'] });
    expect(live.tasks[0]?.runs).toBeUndefined();
    const old = withoutRuns(makeReport({ t: ['pass'] }, replay));
    expect(ReportSchema.parse(old).tasks[0]?.runs).toBeUndefined();
  });
});

describe('compareReports in replay, run by run', () => {
  it('same status but a verifier outcome changed: changed, with the sentence', () => {
    const comparison = compareReplay({ t: ['fail'] }, (record) => ({
      ...record,
      verifiers: [verifier('check', 'fail')],
    }));
    const task = comparison.tasks[0];
    expect(task?.verdict).toBe('changed');
    expect(task?.changes).toEqual(['run 1: verifier check pass → fail']);
    expect(task?.reason).toBe(
      "1 of 1 run differs from the baseline's run of the same repetition (verifier outcomes)",
    );
    expect(comparison.notes).not.toContain(REPLAY_COMPARISON_NOTE);
  });

  it('a verifier run on one side only is a change', () => {
    const comparison = compareReplay({ t: ['pass'] }, (record) => ({
      ...record,
      verifiers: [...record.verifiers, verifier('constructor', 'pass')],
    }));
    expect(comparison.tasks[0]?.changes).toEqual(['run 1: verifier constructor not run → pass']);
  });

  it('tool sequence changed: changed, with both sequences', () => {
    const comparison = compareReplay({ t: ['pass'] }, (record) => ({
      ...record,
      toolCalls: tools('read_file', 'write_file'),
    }));
    const task = comparison.tasks[0];
    expect(task?.verdict).toBe('changed');
    expect(task?.changes).toEqual(['run 1: tools read_file, edit_file → read_file, write_file']);
    expect(task?.reason).toContain('(tool sequence)');
    expect(comparison.summary.verdict).toBe('changed');
  });

  it('a long tool sequence is described from its first difference', () => {
    const long = Array.from({ length: 12 }, (_, index) => `tool_${index}`);
    const both = compareReports(
      makeReport(
        { t: ['pass'] },
        { ...replay, mapRecord: (r) => ({ ...r, toolCalls: tools(...long) }) },
      ),
      makeReport(
        { t: ['pass'] },
        {
          ...replay,
          mapRecord: (r) => ({
            ...r,
            toolCalls: tools(...long.slice(0, 4), 'other', ...long.slice(5, 11)),
          }),
        },
      ),
    );
    expect(both.tasks[0]?.changes).toEqual([
      'run 1: tools differ from call 5 (tool_4 → other; 12 → 11 calls)',
    ]);
  });

  it('a status change is named with the run, and a missing run is a change', () => {
    const comparison = compareReplay(
      { t: ['pass', 'pass', 'pass'] },
      (record) =>
        record.repetition === 3
          ? { ...record, status: 'budget_exceeded', reason: 'over budget' }
          : record,
      { t: ['pass', 'pass', 'pass'] },
    );
    expect(comparison.tasks[0]?.changes).toEqual(['run 3: status pass → budget exceeded']);
    expect(comparison.tasks[0]?.reason).toBe(
      "1 of 3 runs differs from the baseline's run of the same repetition (status)",
    );

    const shorter = compareReplay({ t: ['pass', 'pass'] }, (record) => record, { t: ['pass'] });
    expect(shorter.tasks[0]?.verdict).toBe('changed');
    expect(shorter.tasks[0]?.changes).toEqual(['run 2: status pass → missing']);
  });

  it('identical runs: unchanged, without changes or the status-only note', () => {
    const comparison = compareReplay({ a: ['pass', 'fail'], b: ['pass'] }, (record) => record);
    expect(comparison.tasks.map((task) => task.verdict)).toEqual(['unchanged', 'unchanged']);
    expect(comparison.tasks[0]?.changes).toBeUndefined();
    expect(comparison.tasks[0]?.reason).toBe(
      'same status, verifier outcomes and tool sequence in every run ' +
        '(2 runs: 1 pass, 1 fail, 0 budget exceeded, 0 error, 0 missing)',
    );
    expect(comparison.notes).not.toContain(REPLAY_COMPARISON_NOTE);
    expect(comparison.summary.verdict).toBe('unchanged');
  });

  it('caps the list of changes, the last saying how many more', () => {
    const ids = Array.from({ length: 14 }, (_, index) => `v${index}`);
    const comparison = compareReports(
      makeReport(
        { t: ['pass'] },
        {
          ...replay,
          mapRecord: (r) => ({ ...r, verifiers: ids.map((id) => verifier(id, 'pass')) }),
        },
      ),
      makeReport(
        { t: ['fail'] },
        {
          ...replay,
          mapRecord: (r) => ({ ...r, verifiers: ids.map((id) => verifier(id, 'fail')) }),
        },
      ),
    );
    const changes = comparison.tasks[0]?.changes ?? [];
    expect(changes).toHaveLength(MAX_LISTED_CHANGES);
    expect(changes[0]).toBe('run 1: status pass → fail');
    expect(changes[1]).toBe('run 1: verifier v0 pass → fail');
    // 1 status + 14 verifiers = 15 changes: 9 listed, then the 6 others counted.
    expect(changes[MAX_LISTED_CHANGES - 1]).toBe('and 6 more');
    expect(comparison.tasks[0]?.reason).toContain('(status, verifier outcomes)');
  });

  it('a divergence still trumps a change', () => {
    const comparison = compareReplay(
      { t: ['pass'] },
      (record) => ({
        ...record,
        error: {
          kind: 'replay_divergence',
          message: 'asked something else',
          stop: { kind: 'replay_divergence', call: 1, field: 'messages[1].content', message: 'x' },
        },
      }),
      { t: ['error'] },
    );
    expect(comparison.tasks[0]?.verdict).toBe('diverged');
    expect(comparison.tasks[0]?.changes).toBeUndefined();
  });
});

describe('compareReports in replay, reports without their runs', () => {
  it('compares run statuses only, and says so in the note', () => {
    const baseline = makeReport({ t: ['fail'], u: ['pass'] }, { ...replay, runId: 'base' });
    const candidate = makeReport(
      { t: ['fail'], u: ['fail'] },
      {
        ...replay,
        runId: 'cand',
        mapRecord: (record) => ({ ...record, verifiers: [verifier('check', 'fail')] }),
      },
    );
    const comparison = compareReports(withoutRuns(baseline), candidate);
    expect(ComparisonSchema.parse(comparison)).toEqual(comparison);
    // The verifier outcome of t changed, but an old report cannot show it.
    expect(comparison.tasks.map((task) => task.verdict)).toEqual(['unchanged', 'changed']);
    expect(comparison.tasks[0]?.reason).toBe(
      'same run statuses on both sides: 0 pass, 1 fail, 0 budget exceeded, 0 error, 0 missing',
    );
    expect(comparison.tasks[1]?.reason).toContain('run statuses differ');
    expect(comparison.tasks.every((task) => task.changes === undefined)).toBe(true);
    expect(comparison.notes).toContain(REPLAY_COMPARISON_NOTE);
  });
});
