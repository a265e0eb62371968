import { describe, expect, it } from 'vitest';
import { REPLAY_COMPARISON_NOTE } from '../../src/compare/compare-conditions.js';
import { compareReports } from '../../src/compare/compare-reports.js';
import { renderComparisonMarkdown } from '../../src/compare/render-comparison.js';
import { COMPARISON_FOOTNOTE } from '../../src/stats/verdict.js';
import { makeReport, times } from './reports.js';

function liveComparison() {
  const titles = {
    'fix-add': 'Fix add in src/math.ts',
    'pipe|task': 'Title with | and @someone #12',
  };
  const rates = { inputRate: 0.15, outputRate: 0.6 };
  const baseline = makeReport(
    {
      'fix-add': times('pass', 5),
      'rename-symbol': times('fail', 5),
      'parse-dates': ['pass', 'fail', 'pass', 'fail', 'pass'],
      'pipe|task': times('pass', 5),
      errored: times('pass', 5),
      retired: times('pass', 5),
      steady: times('pass', 5),
      never: times('fail', 5),
    },
    { runId: 'base-run', titles, rates },
  );
  const candidate = makeReport(
    {
      'fix-add': times('fail', 5),
      'rename-symbol': times('pass', 5),
      'parse-dates': times('pass', 5),
      'pipe|task': times('pass', 4),
      errored: [...times('fail', 5), ...times('error', 5)],
      added: times('pass', 5),
      steady: times('pass', 5),
      never: times('fail', 5),
    },
    {
      runId: 'cand-run',
      titles,
      rates,
      conditions: { configHash: 'ffffffffffffffffffffffffffffffff', model: 'gpt-4o' },
    },
  );
  return compareReports(baseline, candidate);
}

describe('renderComparisonMarkdown', () => {
  it('a live comparison with every verdict', async () => {
    await expect(renderComparisonMarkdown(liveComparison())).toMatchFileSnapshot(
      '__snapshots__/live.md',
    );
  });

  it('a replay comparison, with what changed run by run', async () => {
    const replay = { conditions: { mode: 'replay' as const, k: 1 } };
    const tools = (...names: string[]) => names.map((name) => ({ name, arguments: {} }));
    const comparison = compareReports(
      makeReport(
        { same: ['pass'], flipped: ['pass'], checked: ['pass'], 'tool|swap': ['pass'] },
        {
          ...replay,
          mapRecord: (record) => ({ ...record, toolCalls: tools('read_file', 'edit_file') }),
        },
      ),
      makeReport(
        { same: ['pass'], flipped: ['fail'], checked: ['pass'], 'tool|swap': ['pass'] },
        {
          ...replay,
          mapRecord: (record) => ({
            ...record,
            toolCalls:
              record.taskId === 'tool|swap'
                ? tools('read_file', 'write_file')
                : tools('read_file', 'edit_file'),
            verifiers:
              record.taskId === 'checked'
                ? record.verifiers.map((verifier) => ({ ...verifier, outcome: 'fail' as const }))
                : record.verifiers,
          }),
        },
      ),
    );
    await expect(renderComparisonMarkdown(comparison)).toMatchFileSnapshot(
      '__snapshots__/replay.md',
    );
  });

  it('keeps the status-only note for a replay report that does not carry its runs', () => {
    const replay = { conditions: { mode: 'replay' as const, k: 1 } };
    const old = makeReport({ t: ['pass'] }, replay);
    const comparison = compareReports(
      { ...old, tasks: old.tasks.map(({ runs: _runs, ...task }) => task) },
      makeReport({ t: ['pass'] }, replay),
    );
    const markdown = renderComparisonMarkdown(comparison);
    expect(markdown).toContain(`## Notes\n\n- ${REPLAY_COMPARISON_NOTE}`);
    expect(markdown).toContain('same run statuses on both sides');
  });

  it('escapes task text and ends with the footnote', () => {
    const markdown = renderComparisonMarkdown(liveComparison());
    expect(markdown).toContain('pipe\\|task');
    expect(markdown).toContain('@&#8203;someone &#35;12');
    expect(markdown).not.toContain('@someone');
    expect(markdown.trimEnd().endsWith(`_${COMPARISON_FOOTNOTE}_`)).toBe(true);
  });
});
