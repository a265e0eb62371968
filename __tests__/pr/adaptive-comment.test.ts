/**
 * The PR comment of an adaptive comparison (`--k auto`): the live headline and summary say the runs
 * spent against fixed k, each task row says why the task stopped, the suite line is the
 * anytime-valid verdict, `no change larger than δ` is quiet (folded with the other quiet
 * verdicts) and counted in the tally, the Action's outputs and `fail-on`. The comparisons are made
 * by the real rule, reports and `applyAdaptive`.
 */
import { describe, expect, it } from 'vitest';
import { writeOutputs } from '../../src/action/finish-evaluation.js';
import type { StepIo } from '../../src/action/services.js';
import type { Comparison } from '../../src/compare/comparison-schema.js';
import { SuiteOutcomeSchema, type SuiteOutcome } from '../../src/pr/comment-model.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { decideFailOn, tallySections } from '../../src/pr/tally.js';
import { escapeMarkdown } from '../../src/text/markdown.js';
import { describeStop } from '../../src/stats/adaptive-k-text.js';
import { SUITE_VERDICT_FOOTNOTE } from '../../src/stats/suite-verdict.js';
import {
  ADAPTIVE_TASKS,
  makeAdaptiveComparison,
  type AdaptiveTaskRuns,
} from '../compare/adaptive-comparison.js';
import { COMPLETE, makeModel } from './comment-fixtures.js';

function suiteOf(comparison: Comparison, suiteId = 'smoke-coding'): SuiteOutcome {
  return { suiteId, base: COMPLETE, head: COMPLETE, comparison };
}

const liveModel = (...suites: SuiteOutcome[]) =>
  makeModel({ sections: [{ mode: 'live', suites }] });

/** Tasks that pass on both sides every time: each stops early with no change larger than δ. */
function steadyTasks(count: number): Record<string, AdaptiveTaskRuns> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `steady-${String(index + 1).padStart(2, '0')}`,
      { base: 'pass', head: 'pass' } satisfies AdaptiveTaskRuns,
    ]),
  );
}

describe('the PR comment of an adaptive comparison', () => {
  it('snapshot', async () => {
    const { comparison } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    // What a fork's payload carries is read back by the same schema.
    expect(SuiteOutcomeSchema.safeParse(suiteOf(comparison)).success).toBe(true);
    await expect(renderComment(liveModel(suiteOf(comparison)))).toMatchFileSnapshot(
      '__snapshots__/adaptive.md',
    );
  });

  it('says the runs spent against fixed k in the headline and the summary', () => {
    const { comparison, record } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const body = renderComment(liveModel(suiteOf(comparison)));
    const { spent, fixedK } = record.runs;
    const counts =
      '**1 regressed** · 1 improved · 2 inconclusive · 2 no change larger than 20 pts · 2 flaky · ' +
      `suite ${record.suite.verdict} · ${spent} runs where fixed k = 20 would have made ${fixedK} ` +
      `(${Math.round((spent / fixedK) * 100)} %)`;
    expect(body).toContain(`**live:** ${counts}`);
    expect(body).toContain(`**Summary:** ${counts}`);
    expect(body).toContain('Live runs call the model on both sides in rounds (adaptive k)');
    expect(body).not.toContain('a direction is claimed only when the intervals are disjoint');
  });

  it('shows in each task row why the task stopped', () => {
    const { comparison, record } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const body = renderComment(liveModel(suiteOf(comparison)));
    for (const task of record.tasks) {
      const row = body
        .split('\n')
        .find((line) => line.startsWith(`| ${escapeMarkdown(task.taskId)} |`));
      expect(row, task.taskId).toContain(escapeMarkdown(describeStop(task)));
    }
    expect(body).toMatch(/\| steady \| no change larger than 20 pts \| (\d+)\/\1 /);
  });

  it('says the anytime-valid suite verdict, with its footnote instead of the permutation test’s', () => {
    const { comparison, record } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const body = renderComment(liveModel(suiteOf(comparison)));
    expect(body).not.toContain(SUITE_VERDICT_FOOTNOTE);
    expect(body.split(record.suite.method)).toHaveLength(2);
  });

  it('adds up the runs of several suites', () => {
    const one = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const two = makeAdaptiveComparison(steadyTasks(3));
    const body = renderComment(
      liveModel(suiteOf(one.comparison, 'one'), suiteOf(two.comparison, 'two')),
    );
    const spent = one.record.runs.spent + two.record.runs.spent;
    const fixedK = one.record.runs.fixedK + two.record.runs.fixedK;
    expect(fixedK).toBe((6 + 3) * 20 * 2);
    expect(body).toContain(
      `${spent} runs where fixed k = 20 would have made ${fixedK} (${Math.round((spent / fixedK) * 100)} %)`,
    );
  });

  it('folds no change larger than δ with the quiet verdicts in a suite of many tasks', () => {
    const { comparison } = makeAdaptiveComparison({
      'fix-add': { base: 'pass', head: 'fail' },
      ...steadyTasks(11),
    });
    const body = renderComment(liveModel(suiteOf(comparison)));
    expect(body).toContain('<details><summary>11 no change larger than 20 pts</summary>');
    expect(body.indexOf('| fix-add | **regressed** |')).toBeLessThan(
      body.indexOf('<details><summary>11 no change larger than 20 pts</summary>'),
    );
  });
});

describe('no change larger than δ in the tally, the outputs and fail-on', () => {
  function recordOutputs(): { io: StepIo; outputs: Map<string, string | number> } {
    const outputs = new Map<string, string | number>();
    const io: StepIo = {
      info: () => undefined,
      notice: () => undefined,
      warning: () => undefined,
      setOutput: (name, value) => outputs.set(name, value),
      writeSummary: () => Promise.resolve(),
      setFailed: () => undefined,
    };
    return { io, outputs };
  }

  it('counts it apart: not a regression, not inconclusive', () => {
    const { comparison } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const tally = tallySections(liveModel(suiteOf(comparison)).sections);
    expect(tally).toStrictEqual({
      verdict: 'regressed',
      regressed: 1,
      improved: 1,
      inconclusive: 2,
      lowPower: 0,
      noChange: 2,
      diverged: 0,
      changed: 0,
      incomplete: 0,
    });
    const { io, outputs } = recordOutputs();
    writeOutputs(io, tally, '/tmp/report');
    expect(outputs.get('no-change')).toBe(2);
    expect(outputs.get('inconclusive')).toBe(2);
    expect(outputs.get('regressed')).toBe(1);
  });

  it('is the overall word when every task is one, and never fails fail-on: regressed', () => {
    const { comparison } = makeAdaptiveComparison(steadyTasks(4));
    const tally = tallySections(liveModel(suiteOf(comparison)).sections);
    expect(tally).toMatchObject({ verdict: 'no_change', noChange: 4, inconclusive: 0 });
    expect(decideFailOn('regressed', tally).decision).toBe('pass');
    expect(decideFailOn('incomplete', tally).decision).toBe('pass');
    const { io, outputs } = recordOutputs();
    writeOutputs(io, tally, '/tmp/report');
    expect(outputs.get('verdict')).toBe('no_change');
  });

  it('gives way to inconclusive: a task that could not be told apart outranks one that did not move', () => {
    const { comparison } = makeAdaptiveComparison({
      ...steadyTasks(2),
      coin: { base: ['pass', 'fail'], head: ['fail', 'pass'] },
    });
    const tally = tallySections(liveModel(suiteOf(comparison)).sections);
    expect(tally).toMatchObject({ verdict: 'inconclusive', noChange: 2, inconclusive: 1 });
  });
});
