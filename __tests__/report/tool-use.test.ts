import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolUseSchema } from '../../src/report/report-schema.js';
import { tallyToolUse } from '../../src/report/tool-use.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { RunStatus } from '../../src/stats/counts.js';
import { makeRecord } from './run-records.js';

function run(status: RunStatus, tools: readonly string[], repetition = 1): RunRecord {
  return makeRecord('fix-greeting', repetition, status, {
    toolCalls: tools.map((name) => ({ name, arguments: {} })),
  });
}

describe('tallyToolUse', () => {
  it('counts a tool once per run that called it, and every call', () => {
    const use = tallyToolUse([
      run('pass', ['read_file', 'read_file', 'edit_file'], 1),
      run('fail', ['write_file'], 2),
      run('pass', ['read_file', 'edit_file', 'read_file', 'read_file'], 3),
    ]);
    expect(use).toEqual({
      runs: 3,
      tools: [
        { name: 'read_file', runs: 2, calls: 5 },
        { name: 'edit_file', runs: 2, calls: 2 },
        { name: 'write_file', runs: 1, calls: 1 },
      ],
    });
  });

  it('leaves errored runs out, as every rate does', () => {
    const use = tallyToolUse([run('pass', ['read_file'], 1), run('error', ['bash', 'bash'], 2)]);
    expect(use).toEqual({ runs: 1, tools: [{ name: 'read_file', runs: 1, calls: 1 }] });
  });

  it('counts the tools beyond the cap, the least used', () => {
    const use = tallyToolUse(
      [run('pass', ['a', 'b', 'b', 'c', 'c', 'c'], 1), run('pass', ['c'], 2)],
      2,
    );
    expect(use.tools.map((tool) => tool.name)).toEqual(['c', 'b']);
    expect(use.unlisted).toBe(1);
  });

  it('cuts an absurd tool name', () => {
    const [tool] = tallyToolUse([run('pass', ['t'.repeat(500)])]).tools;
    expect([...(tool?.name ?? '')]).toHaveLength(100);
  });
});

describe('tallyToolUse, for any runs', () => {
  const names = fc.constantFrom('read_file', 'edit_file', 'write_file', 'bash', 'search');
  const runs = fc
    .array(
      fc.tuple(
        fc.constantFrom<RunStatus>('pass', 'fail', 'budget_exceeded', 'error'),
        fc.array(names, { maxLength: 8 }),
      ),
      { maxLength: 30 },
    )
    .map((list) => list.map(([status, tools], index) => run(status, tools, index + 1)));

  it('gives shares in [0, 1] and at least one call per run that called, within its schema', () => {
    fc.assert(
      fc.property(runs, (records) => {
        const use = tallyToolUse(records);
        expect(use.runs).toBe(records.filter((record) => record.status !== 'error').length);
        for (const tool of use.tools) {
          expect(tool.runs / use.runs).toBeGreaterThan(0);
          expect(tool.runs / use.runs).toBeLessThanOrEqual(1);
          expect(tool.calls).toBeGreaterThanOrEqual(tool.runs);
        }
        const calls = records
          .filter((record) => record.status !== 'error')
          .reduce((sum, record) => sum + record.toolCalls.length, 0);
        expect(use.tools.reduce((sum, tool) => sum + tool.calls, 0)).toBe(calls);
        expect(ToolUseSchema.safeParse(use).success).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the runs', () => {
    fc.assert(
      fc.property(
        runs.chain((records) =>
          fc.tuple(
            fc.constant(records),
            fc.shuffledSubarray(records, { minLength: records.length }),
          ),
        ),
        ([records, shuffled]) => {
          expect(tallyToolUse(shuffled)).toEqual(tallyToolUse(records));
        },
      ),
    );
  });
});
