/**
 * The PR comment's failure reasons (the top three per task and side, the rest linked) and tool use
 * that changed, from comparisons built by the real `buildReport` and `compareReports`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import type { Comparison, TaskComparison } from '../../src/compare/comparison-schema.js';
import {
  CommentPayloadSchema,
  fitPayloadModel,
  withoutUnverifiedLinks,
} from '../../src/pr/comment-payload.js';
import type { CommentModel } from '../../src/pr/comment-model.js';
import { COMMENT_MAX_CHARS, renderComment } from '../../src/pr/render-comment.js';
import {
  reasonsComparison,
  withoutCodeSpans,
  HOSTILE_REASON,
} from '../compare/reasons-fixtures.js';
import { makeReport } from '../compare/reports.js';
import { COMPLETE, LINKS, MARKER, makeModel } from './comment-fixtures.js';

function liveModel(comparison: Comparison, links: CommentModel['links'] = LINKS): CommentModel {
  return makeModel({
    sections: [
      {
        mode: 'live',
        suites: [{ suiteId: 'smoke-coding', base: COMPLETE, head: COMPLETE, comparison }],
      },
    ],
    links,
  });
}

describe('the comment’s failure reasons and tool use', () => {
  it('lists the top reasons per task and side and the tools whose use changed', async () => {
    const body = renderComment(liveModel(reasonsComparison()));
    await expect(body).toMatchFileSnapshot('__snapshots__/reasons-and-tool-use.md');
    expect(body).toContain(
      '- fix-greeting, head: 3 of 10 failed, 1 errored — check: \\`node check.mjs\\` exited 1, expected exit 0 (3) · errored: upstream unavailable after 4 attempts: 503 Service Unavailable (1)',
    );
    expect(body).toContain(
      '- fix-greeting: `read_file` 10/10 → 3/9 runs, 3.0 → 0.8 calls per run (−66.7 pp)',
    );
  });

  it('shows at most three reasons of a side and links the rest to the artifact', () => {
    const body = renderComment(liveModel(reasonsComparison()));
    const line = body.split('\n').find((text) => text.startsWith('- parse-dates, head:'));
    expect(line?.match(/ \(\d+\)(?= ·|$)/g)).toHaveLength(3);
    expect(line).toContain(`1 more reason (1 run) in the [artifact](${LINKS.artifact})`);
  });

  it('links the rest to the HTML report when the comment has one, and to nothing it cannot trust', () => {
    const report = 'https://acme.github.io/agent/verdict/comparison.html';
    const withReport = renderComment(liveModel(reasonsComparison(), { ...LINKS, report }));
    expect(withReport).toContain(`1 more reason (1 run) in the [HTML report](${report})`);
    const none = renderComment(liveModel(reasonsComparison(), {}));
    expect(none).toContain('1 more reason (1 run) in the full report');
    // A fork's payload loses its links: the trusted job puts its own.
    const forked = withoutUnverifiedLinks(
      liveModel(reasonsComparison(), { artifact: 'https://evil.example/x' }),
      { run: LINKS.run },
    );
    const body = renderComment(forked);
    expect(body).not.toContain('evil.example');
    expect(body).toContain(
      `1 more reason (1 run) in the artifact of the [workflow run](${LINKS.run})`,
    );
  });

  it('cannot mention, link, hide text or break the comment with a hostile reason or tool name', () => {
    const body = renderComment(liveModel(reasonsComparison()));
    const outsideCode = withoutCodeSpans(body);
    // `pass@k` is the comment's own words.
    expect(outsideCode).not.toMatch(/@(?!&#8203;|k\b)\w/);
    expect(outsideCode).not.toContain('@someone');
    expect(outsideCode).not.toContain('@root');
    expect(outsideCode).not.toContain('<img');
    // The only comments are the marker and the history region's.
    expect(outsideCode).not.toMatch(/<!--(?! verdict:)/);
    expect(body.split(MARKER)).toHaveLength(2);
    // Every link is one the comment made.
    const links = [...outsideCode.matchAll(/(?<!\\)\]\(([^)]*)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(Object.values(LINKS)).toContain(link);
    // The hostile reason stays on its line, and its heading is no heading.
    const line = body.split('\n').find((text) => text.startsWith('- hostile, head:'));
    expect(line).toContain('@&#8203;someone');
    expect(line).toContain('&lt;!-- hidden --&gt;');
    expect(body).not.toMatch(/^# heading/m);
    // Every code span of a listed line closes on that line: none swallows what follows.
    const listed = body.split('\n').filter((text) => text.startsWith('- '));
    expect(listed.some((text) => text.includes('`` `rm -rf`'))).toBe(true);
    for (const text of listed) expect(withoutCodeSpans(text)).not.toMatch(/(?<!\\)`/);
    expect(HOSTILE_REASON).toContain('@someone');
  });

  it('gives up reasons beyond the top three and unchanged tools first when a payload is too big, showing the same', () => {
    const model = {
      ...liveModel(reasonsComparison()),
      marker: '<!-- verdict:pr-comment:0123456789ab -->',
    };
    const bytes = (m: CommentModel) =>
      Buffer.byteLength(JSON.stringify({ format: 'comment-payload/v3', model: m }));
    const fitted = fitPayloadModel(model, bytes(model) - 1);
    expect(bytes(fitted)).toBeLessThan(bytes(model));
    expect(
      CommentPayloadSchema.safeParse({ format: 'comment-payload/v3', model: fitted }).success,
    ).toBe(true);
    const task = (m: CommentModel, id: string): TaskComparison | undefined => {
      const section = m.sections[0];
      const suite = section !== undefined && 'suites' in section ? section.suites[0] : undefined;
      return suite?.comparison?.tasks.find((t) => t.taskId === id);
    };
    expect(task(fitted, 'parse-dates')?.candidate?.failureReasons).toEqual({
      listed: task(model, 'parse-dates')?.candidate?.failureReasons?.listed.slice(0, 3),
      unlisted: { reasons: 1, runs: 1 },
    });
    expect(task(fitted, 'parse-dates')?.toolUse?.tools).toEqual([]);
    expect(renderComment(fitted)).toBe(renderComment(model));
  });
});

describe('the comment’s reasons in replay', () => {
  it('says a diverged run diverged, not that it was an infrastructure error', () => {
    const diverged = 'call 1 diverged at messages[1].content: …{+ Keep the change small.+}';
    const replay = { conditions: { mode: 'replay' as const, k: 1 } };
    const comparison = compareReports(
      makeReport({ 'fix-add': ['pass'] }, replay),
      makeReport(
        { 'fix-add': ['error'] },
        {
          ...replay,
          mapRecord: (record) => ({
            ...record,
            reason: diverged,
            error: { kind: 'replay_divergence', message: diverged },
          }),
        },
      ),
    );
    const body = renderComment(
      makeModel({
        sections: [
          {
            mode: 'replay',
            suites: [{ suiteId: 'smoke-coding', base: COMPLETE, head: COMPLETE, comparison }],
          },
        ],
      }),
    );
    expect(body).toContain('| fix-add | **diverged** |');
    expect(body).toContain(
      '- fix-add, head: 1 of 1 diverged — diverged: call 1 diverged at messages\\[1\\].content: …{+ Keep the change small.+} (1)',
    );
    expect(body).not.toMatch(/- fix-add, head: .*errored/);
  });
});

describe('the comment with reasons, for any size', () => {
  const reason = fc.string({ minLength: 1, maxLength: 300 });
  const task = (index: number) =>
    fc
      .record({
        reasons: fc.array(fc.tuple(reason, fc.integer({ min: 1, max: 9 })), {
          minLength: 1,
          maxLength: 10,
        }),
        tools: fc.array(fc.string({ minLength: 1, maxLength: 100 }), { maxLength: 8 }),
      })
      .map(({ reasons, tools }): TaskComparison => {
        const [base] = reasonsComparison().tasks;
        if (base === undefined) throw new Error('no task');
        const candidate = base.candidate;
        if (candidate === null) throw new Error('no candidate');
        return {
          ...base,
          taskId: `task-${index}`,
          verdict: 'regressed',
          candidate: {
            ...candidate,
            failureReasons: {
              listed: reasons.map(([text, runs]) => ({ status: 'fail', reason: text, runs })),
            },
          },
          toolUse: {
            runs: { baseline: 10, candidate: 10 },
            tools: [...new Set(tools)].map((name) => ({
              name,
              baseline: { runs: 10, calls: 10 },
              candidate: { runs: 0, calls: 0 },
              change: 'disappeared' as const,
            })),
          },
        };
      });
  const tasks = fc
    .integer({ min: 1, max: 120 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => task(index))));

  it('stays under the size limit and keeps the marker once', () => {
    fc.assert(
      fc.property(tasks, (list) => {
        const comparison = { ...reasonsComparison(), tasks: list };
        const body = renderComment(liveModel(comparison));
        expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
        expect(body.split(MARKER)).toHaveLength(2);
        expect(withoutCodeSpans(body)).not.toMatch(/@(?!&#8203;|k\b)\w/);
      }),
      { numRuns: 15 },
    );
  });
});
