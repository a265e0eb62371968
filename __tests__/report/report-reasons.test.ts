import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build-report.js';
import { renderReportMarkdown } from '../../src/report/render-markdown.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { liveConditions, makeInput, makeRecord } from './run-records.js';

const CHECK_FAILED = 'check: `node check.mjs` exited 1, expected exit 0';
const EARLY_EXIT =
  'the agent exited with code 127 before any model call; its stderr ends: codex: not found @ops <b>';

function records(): RunRecord[] {
  const tools = (...names: string[]) => names.map((name) => ({ name, arguments: {} }));
  return [
    makeRecord('fix-greeting', 1, 'pass', { toolCalls: tools('read_file', 'edit_file') }),
    makeRecord('fix-greeting', 2, 'fail', { reason: CHECK_FAILED, toolCalls: tools('write_file') }),
    makeRecord('fix-greeting', 3, 'fail', {
      reason: `${CHECK_FAILED}\n`,
      toolCalls: tools('write_file'),
    }),
    makeRecord('fix-greeting', 4, 'budget_exceeded', {
      reason: 'budget maxToolCalls (30) exceeded: 31 tool calls',
    }),
    makeRecord('fix-greeting', 5, 'error', {
      reason: EARLY_EXIT,
      error: { kind: 'agent_start', message: EARLY_EXIT },
      toolCalls: tools('bash'),
    }),
    ...[1, 2, 3, 4, 5].map((repetition) => makeRecord('steady', repetition, 'pass')),
  ];
}

describe('a report’s failure reasons and tool use', () => {
  it('are in report.json, per task, and parse', () => {
    const report = ReportSchema.parse(
      buildReport(makeInput(['fix-greeting', 'steady'], records())),
    );
    const [task, steady] = report.tasks;
    expect(task?.failureReasons).toEqual({
      listed: [
        { status: 'fail', reason: CHECK_FAILED, runs: 2 },
        {
          status: 'budget_exceeded',
          reason: 'budget maxToolCalls (30) exceeded: N tool calls',
          runs: 1,
        },
        {
          status: 'error',
          reason: EARLY_EXIT,
          errorKind: 'agent_start',
          runs: 1,
        },
      ],
    });
    // The errored run's bash call is not counted: it is out of every rate.
    expect(task?.toolUse).toEqual({
      runs: 4,
      tools: [
        { name: 'write_file', runs: 2, calls: 2 },
        { name: 'edit_file', runs: 1, calls: 1 },
        { name: 'read_file', runs: 1, calls: 1 },
      ],
    });
    expect(steady?.failureReasons).toEqual({ listed: [] });
  });

  it('are listed in report.md, errors apart, escaped', () => {
    const markdown = renderReportMarkdown(
      buildReport(makeInput(['fix-greeting', 'steady'], records())),
    );
    expect(markdown).toContain(
      [
        '## Why runs failed',
        '',
        'Why runs did not pass, per task: identical reasons counted together. Failed runs are results; errored runs (infrastructure) and diverged runs (replay: the harness left its cassette) are not, and are excluded from every rate.',
        '',
        '- fix-greeting: 3 of 5 failed, 1 errored',
        '  - check: \\`node check.mjs\\` exited 1, expected exit 0 (2 runs)',
        '  - budget maxToolCalls (30) exceeded: N tool calls (1 run)',
        '  - errored (infrastructure): the agent exited with code 127 before any model call; its stderr ends: codex: not found @&#8203;ops &lt;b&gt; (1 run)',
        '',
        '## Measured',
      ].join('\n'),
    );
    expect(markdown).not.toMatch(/- steady:/);
  });

  it('say a replay divergence is one, not an infrastructure error', () => {
    const conditions = { ...liveConditions, mode: 'replay' as const, k: 2 };
    const diverged = 'call 1 diverged at messages[1].content: …{+ Keep it small.+}';
    const report = buildReport(
      makeInput(
        ['fix-add'],
        [
          makeRecord('fix-add', 1, 'error', {
            mode: 'replay',
            reason: diverged,
            error: { kind: 'replay_divergence', message: diverged },
          }),
          makeRecord('fix-add', 2, 'error', {
            mode: 'replay',
            reason: 'the proxy could not start',
            error: { kind: 'provider_error', message: 'the proxy could not start' },
          }),
        ],
        { conditions },
      ),
    );
    expect(renderReportMarkdown(report)).toContain(
      '- fix-add: 1 of 2 errored, 1 diverged\n' +
        '  - errored (infrastructure): the proxy could not start (1 run)\n' +
        '  - diverged from the cassette: call 1 diverged at messages\\[1\\].content: …{+ Keep it small.+} (1 run)',
    );
  });
});
