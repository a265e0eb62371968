import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TASK_VERDICT_LABELS,
  type Comparison,
  type TaskComparison,
  type TaskSide,
  type TaskVerdict,
} from '../../src/compare/comparison-schema.js';
import type {
  CommentModel,
  ModeSection,
  SideOutcome,
  SuiteOutcome,
} from '../../src/pr/comment-model.js';
import { COMMENT_MAX_CHARS, renderComment } from '../../src/pr/render-comment.js';
import { wilsonInterval } from '../../src/stats/wilson.js';
import { COMPARISON_FOOTNOTE } from '../../src/stats/verdict.js';
import { LINKS, makeConditions } from './comment-fixtures.js';

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'@<>&|\\`*_[]#\n:/w.a'.split('')), maxLength: 40 }),
);
/** Long text, cheap to generate: a short piece repeated up to thousands of times. */
const longText = fc
  .tuple(text, fc.integer({ min: 0, max: 400 }))
  .map(([piece, times]) => piece.repeat(times));

const side: fc.Arbitrary<TaskSide | null> = fc.option(
  fc.tuple(fc.nat(12), fc.nat(12), fc.nat(3), fc.boolean()).map(([a, b, missing, live]) => {
    const [pass, observed] = a <= b ? [a, b] : [b, a];
    return {
      pass,
      observed,
      missing,
      interval: live ? wilsonInterval(pass, observed) : null,
      boundedInterval: null,
    };
  }),
  { nil: null },
);

const task: fc.Arbitrary<TaskComparison> = fc.record({
  taskId: text,
  title: fc.option(text, { nil: undefined }),
  verdict: fc.constantFrom(...(Object.keys(TASK_VERDICT_LABELS) as TaskVerdict[])),
  reason: fc.oneof(text, longText),
  baseline: side,
  candidate: side,
  deltas: fc.constant({ omitted: {} }),
});

/** Up to a few dozen distinct tasks, repeated up to 100 times: thousands of rows. */
const manyTasks = fc
  .tuple(fc.array(task, { maxLength: 30 }), fc.integer({ min: 1, max: 100 }))
  .map(([tasks, times]) => Array.from({ length: times }, () => tasks).flat());

function makeComparisonOf(tasks: TaskComparison[], model: string, notes: string[]): Comparison {
  const conditions = makeConditions({ model });
  return {
    format: 'comparison/v1',
    baseline: { runId: 'b', conditions },
    candidate: { runId: 'h', conditions: { ...conditions, configHash: 'ff' } },
    mode: 'live',
    tasks,
    summary: { counts: {}, verdict: 'inconclusive' },
    notes,
    footnote: COMPARISON_FOOTNOTE,
  };
}

const outcome = fc.record({
  state: fc.constantFrom<SideOutcome['state']>(
    'COMPLETE',
    'PARTIAL',
    'CANCELLED',
    'RUN_ERROR',
    'NOT_RUN',
  ),
  problem: fc.option(longText, { nil: undefined }),
});

function suiteWith(tasks: fc.Arbitrary<TaskComparison[]>): fc.Arbitrary<SuiteOutcome> {
  return fc
    .record({
      suiteId: text,
      base: outcome,
      head: outcome,
      tasks: fc.option(tasks, { nil: undefined }),
      model: text,
      notes: fc.array(longText, { maxLength: 15 }),
      notComparable: fc.option(longText, { nil: undefined }),
    })
    .map(({ tasks: compared, model, notes, ...suite }) => ({
      ...suite,
      ...(compared === undefined ? {} : { comparison: makeComparisonOf(compared, model, notes) }),
    }));
}

function sectionWith(suite: fc.Arbitrary<SuiteOutcome>): fc.Arbitrary<ModeSection> {
  return fc.oneof(
    fc.record({ mode: fc.constantFrom<ModeSection['mode']>('replay', 'live'), skipped: longText }),
    fc.record({
      mode: fc.constantFrom<ModeSection['mode']>('replay', 'live'),
      suites: fc.array(suite, { maxLength: 4 }),
    }),
  );
}

function modelWith(sections: fc.Arbitrary<ModeSection[]>): fc.Arbitrary<CommentModel> {
  return fc.record({
    marker: fc.stringMatching(/^[a-z0-9-]{1,30}$/).map((id) => `<!-- verdict:${id} -->`),
    baseSha: fc.oneof(fc.stringMatching(/^[0-9a-f]{40}$/), text),
    headSha: fc.oneof(fc.stringMatching(/^[0-9a-f]{40}$/), text),
    sections,
    links: fc.record(
      { run: fc.oneof(fc.webUrl(), longText), artifact: fc.oneof(fc.webUrl(), longText) },
      { requiredKeys: [] },
    ),
    notices: fc.array(longText, { maxLength: 30 }),
  });
}

describe('renderComment under the size limit', () => {
  it('stays under the cap and starts with the marker, whatever the model', () => {
    const model = modelWith(fc.array(sectionWith(suiteWith(manyTasks)), { maxLength: 3 }));
    fc.assert(
      fc.property(model, (m) => {
        const body = renderComment(m);
        expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
        expect(body.startsWith(`${m.marker}\n`)).toBe(true);
        expect(body.split(m.marker)).toHaveLength(2);
        if (m.links.run !== undefined) expect(body).toContain('Workflow run');
        if (m.notices.some((notice) => notice.trim() !== '')) expect(body).toContain('**Notices**');
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every regressed task id when they fit', () => {
    const regressed = fc
      .integer({ min: 0, max: 10 })
      .chain((count) =>
        fc.tuple(
          ...Array.from({ length: count }, (_, index) =>
            task.map((t) => ({ ...t, taskId: `reg-${index}`, verdict: 'regressed' as const })),
          ),
        ),
      );
    const tasks = fc
      .tuple(regressed, manyTasks)
      .map(([worse, others]) => [...others.filter((t) => t.verdict !== 'regressed'), ...worse]);
    const model = modelWith(
      fc
        .tuple(suiteWith(tasks), sectionWith(suiteWith(manyTasks)))
        .map(([suite, other]) => [{ mode: 'live' as const, suites: [suite] }, other]),
    );
    fc.assert(
      fc.property(model, (m) => {
        const body = renderComment(m);
        expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
        const first = m.sections[0];
        const compared = first !== undefined && 'suites' in first ? first.suites[0] : undefined;
        for (const t of compared?.comparison?.tasks ?? []) {
          if (t.verdict === 'regressed') expect(body).toContain(`| ${t.taskId} `);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('cuts whole suites, never the closing notes, when there are absurdly many', () => {
    const suite = suiteWith(fc.constant([]));
    const model = modelWith(
      fc
        .tuple(fc.array(suite, { minLength: 1, maxLength: 5 }), fc.integer({ min: 50, max: 200 }))
        .map(([suites, times]) => [
          { mode: 'replay' as const, suites: Array.from({ length: times }, () => suites).flat() },
        ]),
    ).map((m) => ({ ...m, links: LINKS }));
    fc.assert(
      fc.property(model, (m) => {
        const body = renderComment(m);
        expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
        expect(body.startsWith(m.marker)).toBe(true);
        expect(body.trimEnd().endsWith(`[Workflow run](${LINKS.run})`)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
