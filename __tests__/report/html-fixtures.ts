/**
 * Fixed inputs for the HTML reports' tests (snapshots and the browser test): a live report with
 * hostile strings in its task ids, titles and notes, a replay report whose runs diverged with
 * excerpts, and live and replay comparisons built by the real `compareReports`.
 */
import { compareReports } from '../../src/compare/compare-reports.js';
import type { Comparison } from '../../src/compare/comparison-schema.js';
import { describeDivergence } from '../../src/provider/divergence.js';
import { excerptChange } from '../../src/provider/divergence-excerpt.js';
import { buildReport } from '../../src/report/build-report.js';
import { divergencesOf, type DivergenceExcerpt } from '../../src/run-dir/divergences.js';
import type { Report } from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { makeReport, times } from '../compare/reports.js';
import { liveConditions, makeInput, makeRecord, makeRecords } from './run-records.js';

/** Strings that would be markup, an attribute break or a mention if they were not escaped. */
export const HOSTILE_ID = 'evil"<id>';
export const HOSTILE_TITLE = `<script>alert('x')</script> & "quoted" @user`;
export const HOSTILE_NOTE = '<img src=x onerror=alert(1)> see @octocat #12';

const limits = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
const bwrap = { backend: 'bwrap' as const, limits };

const titles = [
  { id: 'fix-add', title: 'Fix add in src/math.ts' },
  { id: HOSTILE_ID, title: HOSTILE_TITLE },
  { id: 'parse-dates' },
  { id: 'flaky-io', title: 'Reads a file twice' },
];

/** Four live tasks: 5/5, 3/5 (hostile), 1/5 with a budget overrun, and 3/4 judged with an error. */
export function liveRecords(): RunRecord[] {
  return [
    ...makeRecords('fix-add', times('pass', 5)),
    ...makeRecords(HOSTILE_ID, ['pass', 'fail', 'pass', 'fail', 'pass']),
    ...makeRecords('parse-dates', ['fail', 'fail', 'budget_exceeded', 'fail', 'pass']),
    ...makeRecords('flaky-io', ['pass', 'fail', 'error', 'pass', 'pass']),
  ];
}

export function liveReport(): Report {
  const report = buildReport(
    makeInput(
      titles.map((task) => task.id),
      liveRecords(),
      {
        conditions: { ...liveConditions, sandbox: bwrap },
        tasks: titles,
        rates: { inputRate: 0.15, outputRate: 0.6 },
        runId: 'run-live-1',
      },
    ),
  );
  return { ...report, notes: [...report.notes, HOSTILE_NOTE] };
}

/** A run that diverged at call 3, its stop as the replay writes it (`excerptChange`). */
export function divergedRecord(
  taskId: string,
  repetition: number,
  recorded: string,
  actual: string,
) {
  const difference = {
    field: 'messages[3].content',
    excerpt: excerptChange('messages[3].content', recorded, actual),
  };
  return makeRecord(taskId, repetition, 'error', {
    mode: 'replay',
    error: {
      kind: 'replay_divergence',
      message: 'the harness asked something else',
      stop: {
        kind: 'replay_divergence',
        call: 3,
        ...difference,
        message: describeDivergence(3, difference),
      },
    },
  });
}

/** Replay runs: one pass, one fail, and a task whose two runs diverged the same way. */
export function replayRecords(): RunRecord[] {
  const recorded = 'export function add(a, b) {\n  return a - b;\n}';
  const actual =
    '[file: src/math.ts]\nexport function add(a, b) {\n  return a - b;\n}</pre><script>';
  return [
    makeRecord('fix-add', 1, 'pass', { mode: 'replay' }),
    makeRecord('rename-symbol', 1, 'fail', { mode: 'replay', reason: 'check failed' }),
    divergedRecord('read-twice', 1, recorded, actual),
    divergedRecord('read-twice', 2, recorded, actual),
  ];
}

export function replayReport(): Report {
  const conditions = {
    ...liveConditions,
    mode: 'replay' as const,
    k: 2,
    model: 'recorded',
    sandbox: { backend: 'none' as const, limits },
  };
  const records = replayRecords();
  return buildReport(
    makeInput(['fix-add', 'rename-symbol', 'read-twice'], records, {
      conditions,
      runId: 'run-replay-1',
      plannedRuns: records.map(({ taskId, repetition }) => ({ taskId, repetition })),
    }),
  );
}

export function replayDivergences(): DivergenceExcerpt[] {
  return divergencesOf(replayRecords());
}

/** A live comparison with a regression, an improvement, identical rates and a low-power task. */
export function liveComparison(): Comparison {
  const rates = { inputRate: 0.15, outputRate: 0.6 };
  const taskTitles = { [HOSTILE_ID]: HOSTILE_TITLE, 'fix-add': 'Fix add in src/math.ts' };
  const baseline = makeReport(
    {
      'fix-add': times('pass', 5),
      'rename-symbol': times('fail', 5),
      same: times('pass', 5),
      [HOSTILE_ID]: ['pass', 'fail', 'pass', 'fail', 'pass'],
      short: times('pass', 3),
    },
    { runId: 'base-run', titles: taskTitles, rates, conditions: { sandbox: bwrap } },
  );
  const candidate = makeReport(
    {
      'fix-add': times('fail', 5),
      'rename-symbol': times('pass', 5),
      same: times('pass', 5),
      [HOSTILE_ID]: ['pass', 'pass', 'fail', 'pass', 'pass'],
      short: times('pass', 3),
    },
    {
      runId: 'cand-run',
      titles: taskTitles,
      rates,
      conditions: {
        configHash: 'ffffffffffffffffffffffffffffffff',
        model: 'gpt-4o',
        sandbox: bwrap,
      },
    },
  );
  const comparison = compareReports(baseline, candidate);
  return { ...comparison, notes: [...comparison.notes, HOSTILE_NOTE] };
}

/** A replay comparison: the candidate's runs of one task diverged. */
export function replayComparison(): Comparison {
  const baseline = buildReport(
    makeInput(
      ['fix-add', 'rename-symbol', 'read-twice'],
      [
        makeRecord('fix-add', 1, 'pass', { mode: 'replay' }),
        makeRecord('rename-symbol', 1, 'pass', { mode: 'replay' }),
        makeRecord('read-twice', 1, 'pass', { mode: 'replay' }),
        makeRecord('read-twice', 2, 'pass', { mode: 'replay' }),
      ],
      {
        conditions: { ...liveConditions, mode: 'replay', k: 2, model: 'recorded' },
        runId: 'base-replay',
        plannedRuns: [
          { taskId: 'fix-add', repetition: 1 },
          { taskId: 'rename-symbol', repetition: 1 },
          { taskId: 'read-twice', repetition: 1 },
          { taskId: 'read-twice', repetition: 2 },
        ],
      },
    ),
  );
  return compareReports(baseline, replayReport());
}
