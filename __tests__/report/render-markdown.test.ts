import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build-report.js';
import { renderReportMarkdown } from '../../src/report/render-markdown.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { liveConditions, makeInput, makeRecord, makeRecords, repeatStatus } from './run-records.js';

const titles = [
  { id: 'fix-add', title: 'Fix add in src/math.ts' },
  { id: 'rename-symbol', title: 'Rename a symbol across files' },
  { id: 'parse-dates' },
];
const taskIds = titles.map((task) => task.id);
const limits = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
const bwrapConditions = { ...liveConditions, sandbox: { backend: 'bwrap' as const, limits } };

function withUsage(record: RunRecord, usage: RunRecord['measured']['usage']): RunRecord {
  const measured = { ...record.measured };
  if (usage === undefined) delete measured.usage;
  else measured.usage = usage;
  return { ...record, measured };
}

function renderLiveMixed(): string {
  const records = [
    ...makeRecords('fix-add', repeatStatus('pass', 5)),
    ...makeRecords('rename-symbol', ['pass', 'fail', 'pass', 'budget_exceeded', 'pass']),
    ...makeRecords('parse-dates', repeatStatus('fail', 5)),
  ].map((record, index): RunRecord => {
    // Each run's three turns, and a small side model's title call for every other run.
    const upstreamModels: Record<string, number> =
      index % 2 === 0 ? { 'gpt-4o-mini': 3, 'gpt-4o-nano': 1 } : { 'gpt-4o-mini': 3 };
    return { ...record, measured: { ...record.measured, upstreamModels } };
  });
  return renderReportMarkdown(
    buildReport(makeInput(taskIds, records, { conditions: bwrapConditions, tasks: titles })),
  );
}

describe('renderReportMarkdown snapshots', () => {
  it('a live report with mixed results', async () => {
    await expect(renderLiveMixed()).toMatchFileSnapshot('__snapshots__/live-mixed.md');
  });

  it('a replay report', async () => {
    const conditions = {
      ...liveConditions,
      mode: 'replay' as const,
      k: 1,
      sandbox: { backend: 'none' as const, limits },
    };
    const records = [
      makeRecord('fix-add', 1, 'pass', { mode: 'replay' }),
      makeRecord('rename-symbol', 1, 'fail', { mode: 'replay', reason: 'check failed' }),
      makeRecord('parse-dates', 1, 'error', {
        mode: 'replay',
        error: {
          kind: 'replay_divergence',
          message: 'the harness asked something else',
          stop: {
            kind: 'replay_divergence',
            call: 3,
            field: 'tools[edit_file].description',
            message: 'recorded "Replace text" but got "Replace exact text"',
          },
        },
      }),
    ];
    const report = buildReport(makeInput(taskIds, records, { conditions, tasks: titles }));
    await expect(renderReportMarkdown(report)).toMatchFileSnapshot('__snapshots__/replay.md');
  });

  it('a partial report with errors and missing runs', async () => {
    const conditions = {
      ...liveConditions,
      concurrency: 4,
      shard: '1/2',
      tasks: ['fix-add', 'rename-symbol'],
    };
    const records = [
      ...makeRecords('fix-add', ['pass', 'pass', 'fail', 'error', 'pass']),
      makeRecord('rename-symbol', 1, 'pass', { incidents: [{ kind: 'approval_denied' }] }),
      withUsage(makeRecord('rename-symbol', 2, 'fail'), undefined),
      makeRecord('rename-symbol', 3, 'error', {
        error: { kind: 'fixture', message: 'could not copy the fixture' },
      }),
    ];
    records[0]!.measured.retries = 2;
    const input = makeInput(['fix-add', 'rename-symbol'], records, {
      conditions,
      tasks: titles,
      rates: { inputRate: 3, outputRate: 15 },
    });
    await expect(renderReportMarkdown(buildReport(input))).toMatchFileSnapshot(
      '__snapshots__/partial.md',
    );
  });

  it('a report with an estimated cost', async () => {
    const cached = { inputTokens: 12_000, outputTokens: 900, cachedInputTokens: 3_000 };
    const records = [
      ...makeRecords('fix-add', repeatStatus('pass', 5)).map((record) => withUsage(record, cached)),
      ...makeRecords('rename-symbol', ['pass', 'pass', 'pass', 'fail', 'pass']),
    ];
    const input = makeInput(['fix-add', 'rename-symbol'], records, {
      tasks: titles,
      rates: { inputRate: 0.15, outputRate: 0.6 },
    });
    await expect(renderReportMarkdown(buildReport(input))).toMatchFileSnapshot(
      '__snapshots__/estimated.md',
    );
  });
});

describe('renderReportMarkdown', () => {
  it('says the sandbox in one line, a warning when there was none', () => {
    const render = (conditions: typeof liveConditions) =>
      renderReportMarkdown(
        buildReport(makeInput(['fix-add'], makeRecords('fix-add', ['pass']), { conditions })),
      );
    const header = (markdown: string) => markdown.slice(0, markdown.indexOf('## Tasks'));
    expect(header(render(bwrapConditions))).toContain(
      '\n\nSandboxed (bwrap): only the proxy reachable, 4096 MiB memory and 1800 s CPU per process, 512 processes.\n\n',
    );
    const none = { ...liveConditions, sandbox: { backend: 'none' as const, limits } };
    expect(header(render(none))).toContain(
      '\n\n> **Not sandboxed: agents and verifiers ran as this user, with its files and network.**\n\n',
    );
    const docker = {
      ...liveConditions,
      sandbox: { backend: 'docker' as const, limits, image: 'agent_*image*' },
    };
    expect(header(render(docker))).toContain('Sandboxed (docker agent\\_\\*image\\*)');
    expect(header(render(liveConditions))).toContain('\n\nSandbox not recorded.\n\n');
  });

  it('states the measurement conditions in the header', () => {
    const markdown = renderLiveMixed();
    const header = markdown.slice(0, markdown.indexOf('## Tasks'));
    for (const condition of [
      'smoke-coding@1.2.0',
      '0.1.0',
      '3f2a9c1b4d5e',
      'openai-compatible',
      'gpt-4o-mini',
      'live',
      '| 5 | 42 |',
    ]) {
      expect(header).toContain(condition);
    }
    expect(header).not.toContain('3f2a9c1b4d5e6f70');
  });

  it('warns of low power only where fewer than 5 runs were judged', () => {
    expect(renderLiveMixed()).not.toContain('Low power');
    const records = [
      ...makeRecords('fix-add', ['pass', 'pass', 'error', 'pass', 'pass']),
      ...makeRecords('parse-dates', repeatStatus('pass', 5)),
    ];
    const markdown = renderReportMarkdown(
      buildReport(makeInput(['fix-add', 'parse-dates'], records)),
    );
    expect(markdown).toContain('> **Low power**: fewer than 5 judged runs in task fix-add. The');
  });

  it('writes "not reported" for omitted tokens, never 0', () => {
    const records = makeRecords('fix-add', repeatStatus('pass', 5)).map((record) =>
      withUsage(record, undefined),
    );
    const markdown = renderReportMarkdown(buildReport(makeInput(['fix-add'], records)));
    const measured = markdown.slice(
      markdown.indexOf('## Measured'),
      markdown.indexOf('## Estimated'),
    );
    expect(measured).toContain('| not reported | not reported |');
    expect(measured).not.toMatch(/\| 0 \| 0 \|/);
    expect(markdown).toContain('Not estimated: tokens were not measured');
  });

  it('escapes text that came from tasks and runs', () => {
    const hostile = 'x | y `code` <img src=x onerror=alert(1)> @octocat #12 [link](http://a) *b*';
    const records = makeRecords('fix-add', repeatStatus('error', 5)).map((record) => ({
      ...record,
      error: { kind: hostile, message: 'm' },
      incidents: [{ kind: '@everyone\nsee #3' }],
    }));
    const input = makeInput(['fix-add'], records, { tasks: [{ id: 'fix-add', title: hostile }] });
    const markdown = renderReportMarkdown(buildReport(input));
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toContain('@octocat');
    expect(markdown).not.toContain('@everyone');
    expect(markdown).not.toContain('#12');
    expect(markdown).not.toContain(' | y');
    expect(markdown).not.toContain(' `code`');
    expect(markdown).toContain(
      'x \\| y \\`code\\` &lt;img src=x onerror=alert(1)&gt; @&#8203;octocat &#35;12 \\[link\\](http://a) \\*b\\*',
    );
    expect(markdown).toContain('| @&#8203;everyone see &#35;3 | 5 |');
  });
});
