import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_CHARS, renderComment } from '../../src/pr/render-comment.js';
import {
  COMPLETE,
  LINKS,
  MARKER,
  makeComparison,
  makeLiveTask,
  makeModel,
  makeReplayTask,
} from './comment-fixtures.js';

const replaySmoke = {
  suiteId: 'smoke-coding',
  base: COMPLETE,
  head: COMPLETE,
  comparison: makeComparison({
    mode: 'replay',
    tasks: [
      makeReplayTask('fix-add', 'unchanged'),
      makeReplayTask('rename-symbol', 'diverged'),
      makeReplayTask('parse-dates', 'unchanged'),
    ],
  }),
};

describe('renderComment', () => {
  it('a replay section with one diverged and two unchanged tasks', async () => {
    const model = makeModel({ sections: [{ mode: 'replay', suites: [replaySmoke] }] });
    await expect(renderComment(model)).toMatchFileSnapshot('__snapshots__/replay.md');
  });

  it('replay and live sections with improved, regressed, inconclusive and low power', async () => {
    const live = makeComparison({
      mode: 'live',
      tasks: [
        makeLiveTask('fix-add', [0, 5], [5, 5], 'Fix add in src/math.ts'),
        makeLiveTask('rename-symbol', [5, 5], [0, 5]),
        makeLiveTask('parse-dates', [3, 5], [4, 5]),
        makeLiveTask('pipe|task', [2, 3], [3, 4], 'Ping @octocat about #12 <b>now</b>'),
      ],
      head: { configHash: 'fedcba9876543210fedcba9876543210', model: 'qwen2.5-coder-14b' },
      notes: ['The configuration hashes differ.'],
    });
    const model = makeModel({
      sections: [
        {
          mode: 'replay',
          suites: [
            {
              suiteId: 'smoke-coding',
              base: COMPLETE,
              head: COMPLETE,
              comparison: makeComparison({
                mode: 'replay',
                tasks: [makeReplayTask('fix-add', 'unchanged'), makeReplayTask('lint', 'changed')],
              }),
            },
          ],
        },
        {
          mode: 'live',
          suites: [{ suiteId: 'smoke-coding', base: COMPLETE, head: COMPLETE, comparison: live }],
        },
      ],
      notices: ['k = 3 on pipe|task: fewer than 5 runs cannot claim a direction.'],
    });
    await expect(renderComment(model)).toMatchFileSnapshot('__snapshots__/replay-and-live.md');
  });

  it('an infrastructure failure and a suite whose version changed', async () => {
    const model = makeModel({
      sections: [
        {
          mode: 'replay',
          suites: [
            {
              suiteId: 'tool-sequences',
              base: { state: 'RUN_ERROR', problem: 'setup failed: `npm ci` exited with code 1' },
              head: COMPLETE,
            },
            {
              suiteId: 'long-context',
              base: COMPLETE,
              head: COMPLETE,
              notComparable:
                'the suite version changed (1.0.0 on base, 1.1.0 on head); compare refuses different versions',
            },
            { ...replaySmoke, head: { state: 'PARTIAL', problem: '1 run was cancelled' } },
          ],
        },
      ],
      notices: ['base could not run tool-sequences: setup failed.'],
    });
    const body = renderComment(model);
    expect(body).toContain('base: **RUN_ERROR** — setup failed: \\`npm ci\\` exited with code 1');
    expect(body).not.toMatch(/\*\*regressed\*\*/);
    await expect(body).toMatchFileSnapshot('__snapshots__/infrastructure.md');
  });

  it('says a suite added by the PR is not compared, without calling it an infrastructure problem', () => {
    const body = renderComment(
      makeModel({
        sections: [
          {
            mode: 'replay',
            suites: [
              {
                suiteId: 'brand-new',
                base: {
                  state: 'NOT_RUN',
                  problem: 'the suite does not exist on base (added by this pull request)',
                  absent: true,
                },
                head: COMPLETE,
              },
            ],
          },
        ],
      }),
    );
    expect(body).toContain(
      '**Not compared:** the suite does not exist on base (added by this pull request)',
    );
    expect(body).not.toMatch(/Infrastructure problem/);
  });

  it('a live section skipped on a fork', async () => {
    const model = makeModel({
      sections: [
        { mode: 'replay', suites: [replaySmoke] },
        {
          mode: 'live',
          skipped: 'no credentials on a fork (live runs need the protected environment).',
        },
      ],
      links: { run: LINKS.run },
      notices: ['Live was skipped: pull requests from forks get no secrets.'],
    });
    await expect(renderComment(model)).toMatchFileSnapshot('__snapshots__/fork.md');
  });

  it('escapes task text: no mention, no HTML, no link, no broken table', () => {
    const hostile = makeComparison({
      mode: 'live',
      tasks: [
        {
          ...makeLiveTask('@octocat <img src=x onerror=alert(1)>', [5, 5], [0, 5]),
          title: '[click](https://evil.example) | # heading\n- list',
          reason: 'see https://evil.example and cc @admin </details> `code` *bold*',
        },
      ],
      base: { model: '<script>@model</script>' },
    });
    const body = renderComment(
      makeModel({
        sections: [
          {
            mode: 'live',
            suites: [{ suiteId: 'x', base: COMPLETE, head: COMPLETE, comparison: hostile }],
          },
        ],
        notices: ['@everyone <!-- verdict:pr-comment -->'],
      }),
    );
    expect(body).not.toMatch(/@\w/);
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<script');
    expect(body).not.toContain('](https://evil');
    expect(body).not.toContain('https://evil');
    expect(body.split(MARKER)).toHaveLength(2);
    const row = body.split('\n').find((line) => line.includes('octocat'));
    expect(row?.match(/(?<!\\)\|/g)).toHaveLength(6);
  });

  it('folds the quiet tasks of a large suite, keeping the changes on screen', () => {
    const tasks = [
      ...Array.from({ length: 12 }, (_, index) => makeReplayTask(`same-${index}`, 'unchanged')),
      makeReplayTask('broken', 'diverged'),
    ];
    const body = renderComment(
      makeModel({
        sections: [
          {
            mode: 'replay',
            suites: [
              {
                suiteId: 's',
                base: COMPLETE,
                head: COMPLETE,
                comparison: makeComparison({ mode: 'replay', tasks }),
              },
            ],
          },
        ],
      }),
    );
    const fold = body.indexOf('<details><summary>12 unchanged</summary>');
    expect(fold).toBeGreaterThan(body.indexOf('| broken | **diverged**'));
    expect(body).not.toContain('not listed here');
  });

  it('counts quiet tasks instead of listing them when the comment would be too long', () => {
    const reason = 'x'.repeat(250);
    const tasks = [
      ...Array.from({ length: 400 }, (_, index) => ({
        ...makeReplayTask(`same-${index}`, 'unchanged'),
        reason,
      })),
      makeReplayTask('broken', 'diverged'),
      makeReplayTask('flipped', 'changed'),
    ];
    const body = renderComment(
      makeModel({
        sections: [
          {
            mode: 'replay',
            suites: [
              {
                suiteId: 's',
                base: COMPLETE,
                head: COMPLETE,
                comparison: makeComparison({ mode: 'replay', tasks }),
              },
            ],
          },
        ],
      }),
    );
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body).toContain('| broken | **diverged**');
    expect(body).toContain('| flipped | changed');
    expect(body).toContain('Not listed here: 400 unchanged.');
    expect(body).toContain(
      `… 400 more tasks not listed here: see the full report in the [artifact](${LINKS.artifact}).`,
    );
    expect(body.trimEnd().endsWith(`[Workflow run](${LINKS.run})`)).toBe(true);
  });

  it('cuts rows at a row boundary, regressions first, when even the changes do not fit', () => {
    const reason = 'y'.repeat(400);
    const tasks = [
      ...Array.from({ length: 300 }, (_, index) => ({
        ...makeLiveTask(`better-${index}`, [0, 5], [5, 5]),
        reason,
      })),
      ...Array.from({ length: 3 }, (_, index) => ({
        ...makeLiveTask(`worse-${index}`, [5, 5], [0, 5]),
        reason,
      })),
    ];
    const body = renderComment(
      makeModel({
        sections: [
          {
            mode: 'live',
            suites: [
              {
                suiteId: 's',
                base: COMPLETE,
                head: COMPLETE,
                comparison: makeComparison({ mode: 'live', tasks }),
              },
            ],
          },
        ],
        notices: ['a notice that must survive'],
      }),
    );
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.startsWith(MARKER)).toBe(true);
    for (const index of [0, 1, 2]) expect(body).toContain(`| worse-${index} | **regressed**`);
    expect(body).toMatch(/Not listed here: \d+ improved\./);
    expect(body).toMatch(/… \d+ more tasks not listed here/);
    expect(body).toContain('- a notice that must survive');
    expect(body).toContain('<details><summary>Conditions</summary>');
    // Every table line is a whole row.
    for (const line of body.split('\n').filter((l) => l.startsWith('|'))) {
      expect(line.endsWith(' |')).toBe(true);
    }
  });

  it('leaves long conditions to the full report rather than crowding out tasks', () => {
    const suites = Array.from({ length: 40 }, (_, index) => ({
      suiteId: `suite-${index}`,
      base: COMPLETE,
      head: COMPLETE,
      comparison: makeComparison({
        mode: 'live',
        tasks: [makeLiveTask(`worse-${index}`, [5, 5], [0, 5])],
        base: { model: 'b'.repeat(100) },
        head: { model: 'h'.repeat(100) },
      }),
    }));
    const body = renderComment(makeModel({ sections: [{ mode: 'live', suites }] }));
    expect(body).toContain('The conditions of 40 suites are in the full report.');
    expect(body).toContain('| worse-39 | **regressed**');
  });

  it('writes the same body for the same model', () => {
    const model = makeModel({ sections: [{ mode: 'replay', suites: [replaySmoke] }] });
    expect(renderComment(model)).toBe(renderComment(structuredClone(model)));
  });
});

describe('renderComment as a last resort', () => {
  it('cuts the body at a line boundary and keeps the closing notes, with absurdly many sections', () => {
    const notes = Array.from({ length: 10 }, (_, index) => `${index} ${'n'.repeat(290)}`);
    const section = {
      mode: 'live' as const,
      suites: [
        {
          suiteId: 's',
          base: COMPLETE,
          head: COMPLETE,
          comparison: makeComparison({ mode: 'live', tasks: [], notes }),
        },
      ],
    };
    const body = renderComment(
      makeModel({ sections: Array.from({ length: 30 }, () => section), notices: ['kept'] }),
    );
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.startsWith(`${MARKER}\n`)).toBe(true);
    expect(body).toContain(
      '… the rest of this comment was cut: see the full report in the artifact.',
    );
    expect(body).toContain('- kept');
    expect(body.trimEnd().endsWith(`[Workflow run](${LINKS.run})`)).toBe(true);
    expect(body.split('<details>').length).toBe(body.split('</details>').length);
  });
});
