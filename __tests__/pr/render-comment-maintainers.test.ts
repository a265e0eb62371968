import { describe, expect, it } from 'vitest';
import { CommentModelSchema, type SuiteOutcome } from '../../src/pr/comment-model.js';
import { excerptChange } from '../../src/provider/divergence-excerpt.js';
import { CommentPayloadSchema, fitPayloadModel } from '../../src/pr/comment-payload.js';
import { COMMENT_MAX_CHARS, renderComment } from '../../src/pr/render-comment.js';
import { tallySections } from '../../src/pr/tally.js';
import { COMPARISON_FOOTNOTE } from '../../src/stats/verdict.js';
import {
  COMPLETE,
  makeComparison,
  makeLiveTask,
  makeModel,
  makeReplayTask,
} from './comment-fixtures.js';

const RE_RECORD =
  'npx verdict record evals/smoke-coding --tasks read-config,rename-symbol,summarize-file --allow-write --allow-process --provider scripted';

/** A PR whose harness change (a prefix added to what read_file returns) makes 3 of 6 tasks diverge. */
function harnessChangeSuite(): SuiteOutcome {
  return {
    suiteId: 'smoke-coding',
    base: COMPLETE,
    head: { state: 'PARTIAL', problem: '3 of 6 runs missing (replay_divergence ×3)' },
    comparison: makeComparison({
      mode: 'replay',
      tasks: [
        makeReplayTask('fix-add', 'unchanged'),
        makeReplayTask('rename-symbol', 'diverged'),
        makeReplayTask('parse-dates', 'unchanged'),
        makeReplayTask('read-config', 'diverged'),
        makeReplayTask('lint', 'unchanged'),
        makeReplayTask('summarize-file', 'diverged'),
      ],
    }),
    divergences: ['read-config', 'rename-symbol', 'summarize-file'].map((taskId) => ({
      taskId,
      repetition: 1,
      runs: 1,
      call: 2,
      field: 'messages[3].content',
      excerpt: excerptChange(
        'messages[3].content',
        'export const add = (a, b) => a + b;',
        '[read_file v2] export const add = (a, b) => a + b;',
      ),
      message: `${taskId}: call 2 diverged at messages[3].content`,
    })),
    reRecord: RE_RECORD,
  };
}

function liveSuite(tasks: ReturnType<typeof makeLiveTask>[]): SuiteOutcome {
  return {
    suiteId: 'smoke-coding',
    base: COMPLETE,
    head: COMPLETE,
    comparison: makeComparison({ mode: 'live', tasks }),
  };
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('the comment maintainers read', () => {
  it('a harness change that makes 3 of 6 tasks diverge: shown as such, with the diff and the re-record command', async () => {
    const model = makeModel({
      sections: [{ mode: 'replay', suites: [harnessChangeSuite()] }],
      evaluatedAt: '2026-12-01T12:00:00.000Z',
    });
    const body = renderComment(model);
    await expect(body).toMatchFileSnapshot('__snapshots__/harness-change.md');
    expect(body).not.toContain('Infrastructure problem (reported as such');
    expect(body).not.toContain('with an infrastructure problem');
    expect(body).not.toContain('runs missing');
    expect(body).toContain('**replay:** **3 harness changes** · 3 unchanged');
    expect(body).toContain('diverged (1 of 1 runs)');
    expect(body).not.toContain('0/0');
    expect(body).toContain('+ {+[read_file v2] +}export const add = (a, b) => a…');
    expect(body).toContain(RE_RECORD);
    expect(countOf(body, '<details>')).toBe(countOf(body, '</details>'));
    expect(tallySections(model.sections)).toMatchObject({ diverged: 3, incomplete: 0 });
  });

  it('keeps untrusted excerpts inert: a fence they cannot close, no mention outside code', () => {
    const suite = harnessChangeSuite();
    suite.divergences = [
      {
        taskId: 'rename-symbol',
        repetition: 1,
        runs: 2,
        call: 3,
        field: 'messages[1].content',
        excerpt: excerptChange(
          'messages[1].content',
          'ok',
          '```\n@octocat </details> <img src=x>\n```',
        ),
        message: 'diverged',
      },
    ];
    const body = renderComment(makeModel({ sections: [{ mode: 'replay', suites: [suite] }] }));
    const fence = body.indexOf('````diff');
    expect(fence).toBeGreaterThan(0);
    const closing = body.indexOf('\n````\n', fence);
    expect(body.indexOf('@octocat')).toBeGreaterThan(fence);
    expect(body.indexOf('@octocat')).toBeLessThan(closing);
    expect(body.indexOf('<img')).toBeLessThan(closing);
    expect(body.lastIndexOf('@octocat')).toBe(body.indexOf('@octocat'));
  });

  it('identical live results read apart from rates that differ without evidence', async () => {
    const same = (taskId: string, pass: number) => ({
      ...makeLiveTask(taskId, [pass, 5], [pass, 5]),
      sameObservedRate: true as const,
    });
    const model = makeModel({
      sections: [
        {
          mode: 'live',
          suites: [
            liveSuite([
              same('always-passes', 5),
              same('never-passes', 0),
              makeLiveTask('parse-dates', [3, 5], [4, 5]),
            ]),
          ],
        },
      ],
    });
    const body = renderComment(model);
    await expect(body).toMatchFileSnapshot('__snapshots__/identical-live.md');
    expect(body).toContain('no change seen (passes on both: 5/5 vs 5/5)');
    expect(body).toContain('no change seen (fails on both: 0/5 vs 0/5)');
    expect(body).toContain('**live:** 3 inconclusive (2 same observed rate)');
    const parseDates = body.split('\n').find((line) => line.startsWith('| parse-dates'));
    expect(parseDates).toContain('the intervals overlap');
  });

  it('a regression, with interval strips whose numbers are beside them', async () => {
    const model = makeModel({
      sections: [
        {
          mode: 'live',
          suites: [
            liveSuite([
              makeLiveTask('rename-symbol', [5, 5], [0, 5]),
              makeLiveTask('fix-add', [4, 5], [4, 5]),
            ]),
          ],
        },
      ],
    });
    const body = renderComment(model);
    await expect(body).toMatchFileSnapshot('__snapshots__/regression.md');
    expect(body).toContain('**live:** **1 regressed** · 1 inconclusive');
    const strips = body.split('\n').filter((line) => / {2}(base|head) {2}/.test(line));
    expect(strips).toHaveLength(4);
    for (const strip of strips)
      expect(strip).toMatch(/\d+\/\d+ = \d+\.\d % \[\d+\.\d–\d+\.\d %\]$/);
    expect(strips[0]).toContain('5/5 = 100.0 % [56.6–100.0 %]');
    expect(strips[1]).toContain('0/5 = 0.0 % [0.0–43.4 %]');
    // The bar is 40 cells of 2.5 %: the head's interval [0, 43.4 %] fills the first 18.
    expect(strips[1]).toMatch(/head {2}│▒{17}░{22} {2}/);
  });

  it('calls out flaky tasks, on the side where they are flaky', async () => {
    const model = makeModel({
      sections: [
        {
          mode: 'live',
          suites: [
            liveSuite([
              {
                ...makeLiveTask('parse-dates', [3, 5], [2, 5]),
                flaky: { baseline: true, candidate: true },
              },
              {
                ...makeLiveTask('fix-add', [5, 5], [4, 5]),
                flaky: { baseline: false, candidate: true },
              },
              makeLiveTask('lint', [5, 5], [5, 5]),
            ]),
          ],
        },
      ],
    });
    const body = renderComment(model);
    await expect(body).toMatchFileSnapshot('__snapshots__/flaky.md');
    expect(body).toContain(
      '**Flaky:** parse-dates (base, head), fix-add (head) — passed in some runs but not in every run (pass@k, not pass^k).',
    );
    expect(body.split('\n').find((line) => line.startsWith('| fix-add'))).toContain(
      'flaky on head',
    );
  });

  it('says the footnote once and folds the conditions once, however many sections and suites', () => {
    const suite = harnessChangeSuite();
    const live = liveSuite([makeLiveTask('rename-symbol', [5, 5], [0, 5])]);
    const body = renderComment(
      makeModel({
        sections: [
          { mode: 'replay', suites: [suite, { ...suite, suiteId: 'other' }] },
          { mode: 'live', suites: [live, { ...live, suiteId: 'other' }] },
        ],
      }),
    );
    expect(countOf(body, COMPARISON_FOOTNOTE.slice(0, 40))).toBe(1);
    expect(countOf(body, '<summary>Conditions</summary>')).toBe(1);
    expect(body.indexOf('**live:**')).toBeLessThan(body.indexOf('**replay:**'));
    expect(body.indexOf('**live:**')).toBeLessThan(body.indexOf('### Replay'));
  });

  it('links the artifact and the HTML report', () => {
    const body = renderComment(
      makeModel({
        links: {
          run: 'https://github.com/acme/agent/actions/runs/42',
          artifact: 'https://github.com/acme/agent/actions/runs/42/artifacts/7',
          report: 'https://acme.github.io/agent/verdict/comparison.html',
        },
      }),
    );
    expect(body).toContain('[HTML report](https://acme.github.io/agent/verdict/comparison.html)');
    expect(body).toContain('[artifact](https://github.com/acme/agent/actions/runs/42/artifacts/7)');
    expect(body).toContain('`comparison.html`');
    expect(body).toContain('`report.html`');
  });

  it('stays under the limit with many divergences, and the payload carrying them validates', () => {
    const excerpt = excerptChange('messages[3].content', 'r '.repeat(2_000), 's '.repeat(2_000));
    const suites = Array.from({ length: 30 }, (_, index) => {
      const suite = harnessChangeSuite();
      return {
        ...suite,
        suiteId: `suite-${index}`,
        divergences: Array.from({ length: 20 }, (_, call) => ({
          taskId: 'rename-symbol',
          repetition: 1,
          runs: 1,
          call: call + 1,
          field: 'messages[3].content',
          excerpt,
          message: 'm'.repeat(2_000),
        })),
      };
    });
    const model = makeModel({
      marker: '<!-- verdict:pr-comment:0123456789ab -->',
      sections: [{ mode: 'replay', suites }],
    });
    const body = renderComment(model);
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(CommentPayloadSchema.safeParse({ format: 'comment-payload/v3', model }).success).toBe(
      true,
    );
    const tooMany = {
      ...suites[0],
      divergences: [...(suites[0]?.divergences ?? []), ...(suites[0]?.divergences ?? [])],
    };
    expect(
      CommentModelSchema.safeParse({ ...model, sections: [{ mode: 'replay', suites: [tooMany] }] })
        .success,
    ).toBe(false);
  });

  it('gives up divergence excerpts, then divergences, before a payload outgrows its cap', () => {
    const model = makeModel({
      marker: '<!-- verdict:pr-comment:0123456789ab -->',
      sections: [{ mode: 'replay', suites: [harnessChangeSuite()] }],
    });
    expect(fitPayloadModel(model)).toBe(model);
    const bytes = (m: typeof model) =>
      Buffer.byteLength(JSON.stringify({ format: 'comment-payload/v3', model: m }));
    const small = fitPayloadModel(model, bytes(model) - 1);
    const suite =
      small.sections[0] !== undefined && 'suites' in small.sections[0]
        ? small.sections[0].suites[0]
        : undefined;
    expect(suite?.divergences?.[0]).not.toHaveProperty('excerpt');
    expect(suite?.divergences?.[0]?.field).toBe('messages[3].content');
    expect(suite?.reRecord).toBe(RE_RECORD);
    const tiny = fitPayloadModel(model, bytes(small) - 1);
    const bare =
      tiny.sections[0] !== undefined && 'suites' in tiny.sections[0]
        ? tiny.sections[0].suites[0]
        : undefined;
    expect(bare?.divergences).toBeUndefined();
    expect(
      CommentPayloadSchema.safeParse({ format: 'comment-payload/v3', model: tiny }).success,
    ).toBe(true);
  });
});
