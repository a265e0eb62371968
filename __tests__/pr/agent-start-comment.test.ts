/**
 * The comment when an agent does not start (SPEC §3, [18/23]): every run of a side ended before its
 * first model call. Only the head's: the headline says so with its error line (the change broke
 * it). Both sides alike: an infrastructure problem of the environment. Never "harness changes",
 * never "record the cassettes again". Comparisons are built by the real `buildReport` and
 * `compareReports` from records whose reason is what the runner writes for Node's crash.
 */
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import type { SideOutcome } from '../../src/pr/comment-model.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { tallySections } from '../../src/pr/tally.js';
import type { RunCommandResult } from '../../src/process/run-command.js';
import type { Report } from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { earlyExitOf } from '../../src/runner/early-exit.js';
import { makeReport, times } from '../compare/reports.js';
import { NODE_MISSING_MODULE } from '../helpers/agent-stderr.js';
import { makeModel } from './comment-fixtures.js';

const ERROR_LINE = "Error: Cannot find module '/srv/agents/mine/agent.mjs'";

/** The runner's own sentence for that crash. */
const CRASH = earlyExitOf(
  {
    outcome: 'exited',
    exitCode: 1,
    signal: null,
    stdout: '',
    stderr: NODE_MISSING_MODULE,
    outlived: 0,
    truncated: false,
  } as unknown as RunCommandResult,
  0,
) as string;

const TASKS = ['fix-add', 'rename-symbol', 'parse-dates'];

/** A replay report of three tasks, two runs each: all passed, or all crashed before any call. */
function replayReport(runId: string, crashed: boolean): Report {
  const crash = (record: RunRecord): RunRecord => ({
    ...record,
    reason: CRASH,
    error: { kind: 'agent_crashed', message: CRASH },
    verifiers: [],
    measured: { ...record.measured, turns: 0, toolCalls: 0 },
    agentExitCode: 1,
  });
  return makeReport(
    Object.fromEntries(TASKS.map((id) => [id, times(crashed ? 'error' : 'pass', 2)])),
    {
      runId,
      conditions: { mode: 'replay', k: 2 },
      mapRecord: (record) => ({
        ...(crashed ? crash(record) : record),
        mode: 'replay',
        measured: { ...record.measured, usage: undefined },
      }),
    },
  );
}

/** A side as `sideOutcomeOf` reads it from its report. */
function outcomeOf(report: Report): SideOutcome {
  if (report.state === 'COMPLETE') return { state: 'COMPLETE' };
  const errors = Object.entries(report.summary.errors)
    .map(([kind, count]) => `${kind} ×${count}`)
    .join(', ');
  return {
    state: report.state,
    problem: `${report.summary.counts.missing} of ${report.summary.counts.total} runs missing (${errors})`,
  };
}

function modelOf(base: Report, head: Report) {
  return makeModel({
    sections: [
      {
        mode: 'replay',
        suites: [
          {
            suiteId: 'smoke-coding',
            base: outcomeOf(base),
            head: outcomeOf(head),
            comparison: ComparisonSchema.parse(compareReports(base, head)),
          },
        ],
      },
    ],
  });
}

function expectNoHarnessChange(body: string): void {
  expect(body).not.toMatch(/\d+ harness change/);
  expect(body).not.toContain('**Harness change:**');
  expect(body).not.toMatch(/record (these tasks' )?(the )?cassettes again/);
  expect(body).not.toContain('diverged (');
}

describe('the comment when an agent does not start', () => {
  it('only the head’s, refused before any run: the headline names what the refusal said', () => {
    const base = replayReport('base-run', false);
    // What `sideOutcomeOf` makes of the head's `verdict run`, which looked for the agent's
    // program in a box and exited 2 (`checkAgentReach`).
    const refusal =
      'verdict: the agent cannot start; nothing ran: /   - verdict.config.json: agent "mine": command: /srv/agents/mine/agent.mjs is not visible inside its bwrap box';
    const model = makeModel({
      sections: [
        {
          mode: 'replay',
          suites: [
            {
              suiteId: 'smoke-coding',
              base: outcomeOf(base),
              head: { state: 'NOT_RUN', problem: `head exited 2: ${refusal}` },
            },
          ],
        },
      ],
    });
    const body = renderComment(model);
    const headline = body.split('\n\n')[2];
    expect(headline).toContain(
      '**The head\'s agent does not start:** `verdict.config.json: agent "mine": command: /srv/agents/mine/agent.mjs is not visible inside its bwrap box`',
    );
    expect(body).toContain(
      'its program is not there: no run started, so nothing was measured on head',
    );
    expect(body).not.toContain('with an infrastructure problem');
    expectNoHarnessChange(body);
  });

  it('only the head’s: the headline names its error line, as the change that broke it', async () => {
    const model = modelOf(replayReport('base-run', false), replayReport('head-run', true));
    const body = renderComment(model);
    await expect(body).toMatchFileSnapshot('__snapshots__/agent-does-not-start-head.md');
    const headline = body.split('\n\n')[2];
    expect(headline).toBe(
      `**The head's agent does not start:** \`${ERROR_LINE}\` — **replay:** 3 changed`,
    );
    expect(body).toContain(
      `**The head's agent does not start:** \`${ERROR_LINE}\` — each of its 6 runs`,
    );
    // The change's doing, not the environment's: no infrastructure problem is claimed for it.
    expect(body).not.toContain('with an infrastructure problem');
    expect(body).not.toContain('Infrastructure problem');
    expectNoHarnessChange(body);
    // Still incomplete for `fail-on`: nothing was measured on the head.
    expect(tallySections(model.sections)).toMatchObject({ verdict: 'incomplete', diverged: 0 });
  });

  it('both sides alike: an infrastructure problem of the environment, not harness changes', async () => {
    const model = modelOf(replayReport('base-run', true), replayReport('head-run', true));
    const body = renderComment(model);
    await expect(body).toMatchFileSnapshot('__snapshots__/agent-does-not-start-both.md');
    const headline = body.split('\n\n')[2];
    expect(headline).toContain(
      `**The agent does not start on base or head:** \`${ERROR_LINE}\`, an infrastructure problem of the environment`,
    );
    expect(body).toContain('**Infrastructure problem of the environment:**');
    expect(body).not.toContain("the head's agent does not start");
    expectNoHarnessChange(body);
  });
});
