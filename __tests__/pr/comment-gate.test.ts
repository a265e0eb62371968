/**
 * The comment's Gate block ([20/23]): a PR that regresses one acknowledged task, one flaky task in
 * quarantine and one failed task, with a stale entry, one the PR adds, one released task and
 * trends — as a snapshot, and the decision it prints agrees with `decideFailOn`.
 */
import { describe, expect, it } from 'vitest';
import { NO_GATE_FACTS, standTasks } from '../../src/gate/task-standings.js';
import { CommentModelSchema } from '../../src/pr/comment-model.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { decideFailOn, gateOutcomes, tallySections } from '../../src/pr/tally.js';
import { COMPLETE, makeComparison, makeLiveTask, makeModel } from './comment-fixtures.js';

const entry = (task: string, until: string, reason: string) => ({
  task,
  change: 'regressed' as const,
  reason,
  until,
});

function gateModel(quarantine: 'flaky' | 'none') {
  const sections = [
    {
      mode: 'live' as const,
      suites: [
        {
          suiteId: 'smoke',
          base: COMPLETE,
          head: COMPLETE,
          comparison: makeComparison({
            mode: 'live',
            tasks: [
              makeLiveTask('prompt-change', [10, 10], [0, 10]),
              makeLiveTask('wobbly', [10, 10], [1, 10]),
              makeLiveTask('fix-add', [10, 10], [2, 10]),
              makeLiveTask('lint', [9, 10], [9, 10]),
            ],
          }),
        },
      ],
    },
  ];
  const trends: Record<string, object> = {
    wobbly: {
      quarantined: true,
      flaky: 'pass rate 0 %–100 % over the last 6 evaluations',
      trend: '▁█▁█▁█',
    },
    lint: { quarantined: false, released: true, trend: '▁█▁█████' },
    'fix-add': { quarantined: false, trend: '██████' },
  };
  const { report } = standTasks({
    outcomes: gateOutcomes(sections),
    failOn: 'regressed',
    quarantine,
    facts: {
      ...NO_GATE_FACTS,
      acknowledgements: [
        entry('smoke/prompt-change', '2027-01-31', 'the new system prompt drops this on purpose'),
        entry('old-task', '2026-11-30', 'a migration, done since'),
      ],
      headOnly: [entry('fix-add', '2027-02-01', 'trying to wave it through')],
      history: (_suite, _mode, task) => trends[task] as never,
    },
    today: new Date('2026-12-05T00:00:00Z'),
  });
  const model = makeModel({ sections, gate: report });
  CommentModelSchema.shape.gate.parse(model.gate);
  return model;
}

describe('the Gate block of the PR comment', () => {
  it('snapshot: acknowledged, quarantined, failed, stale, added by the PR, released, trends', async () => {
    const model = gateModel('flaky');
    const body = renderComment(model);
    await expect(body).toMatchFileSnapshot('__snapshots__/gate.md');
    expect(body).toContain(
      '**Gate (fail-on: regressed, quarantine: flaky): FAIL** · 1 failed · 1 acknowledged · 1 quarantined · 1 passed',
    );
    expect(body).toContain('the new system prompt drops this on purpose');
    expect(body).toContain('To acknowledge');
    expect(body).toContain('Stale acknowledgements');
    expect(body).toContain('added by this pull request');
    expect(body).toContain('Released from quarantine');
    const decision = decideFailOn('regressed', tallySections(model.sections), model.gate);
    expect(decision).toEqual({
      decision: 'fail',
      reason: 'fail-on: regressed: 1 task(s) regressed (1 acknowledged, 1 quarantined)',
    });
  });

  it('without quarantine the flaky task fails too, and the decision counts it', () => {
    const model = gateModel('none');
    expect(renderComment(model)).toContain(
      '**Gate (fail-on: regressed): FAIL** · 2 failed · 1 acknowledged',
    );
    expect(decideFailOn('regressed', tallySections(model.sections), model.gate).reason).toBe(
      'fail-on: regressed: 2 task(s) regressed (1 acknowledged, 0 quarantined)',
    );
  });
});
