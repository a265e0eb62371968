import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareToolUse, decideToolChange } from '../../src/compare/compare-tool-use.js';
import { ToolUseComparisonSchema } from '../../src/compare/comparison-schema.js';
import type { ToolUse } from '../../src/report/report-schema.js';

const side = (runs: number, calls = runs) => ({ runs, calls });

describe('decideToolChange', () => {
  it.each([
    ['10/10 → 3/10 moved', 10, 10, 3, 10, 'moved'],
    ['7/10 → 4/10 is exactly 30 points: moved', 7, 10, 4, 10, 'moved'],
    ['4/10 → 7/10 is exactly 30 points the other way: moved', 4, 10, 7, 10, 'moved'],
    ['7/10 → 5/10 is 20 points: said nothing', 7, 10, 5, 10, undefined],
    ['3/3 → 7/10 is 30 points across different run counts', 3, 3, 7, 10, 'moved'],
    ['0/10 → 1/10 appeared', 0, 10, 1, 10, 'appeared'],
    ['1/10 → 0/10 disappeared', 1, 10, 0, 10, 'disappeared'],
    ['no judged run on a side: no share, nothing said', 0, 0, 5, 5, undefined],
  ] as const)('%s', (_, baseRuns, baseOf, candRuns, candOf, expected) => {
    expect(decideToolChange(side(baseRuns), baseOf, side(candRuns), candOf)).toBe(expected);
  });

  it('says moved exactly when the share moved by 30 points or more (compared as fractions)', () => {
    const counts = fc
      .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }))
      .chain(([baseOf, candOf]) =>
        fc.tuple(
          fc.integer({ min: 1, max: baseOf }),
          fc.constant(baseOf),
          fc.integer({ min: 1, max: candOf }),
          fc.constant(candOf),
        ),
      );
    fc.assert(
      fc.property(counts, ([baseRuns, baseOf, candRuns, candOf]) => {
        const change = decideToolChange(side(baseRuns), baseOf, side(candRuns), candOf);
        // Both shares are used by at least one run: only `moved` can be said.
        const movedBy = Math.abs(candRuns * baseOf - baseRuns * candOf) / (baseOf * candOf);
        if (Math.abs(movedBy - 0.3) > 1e-9) expect(change === 'moved').toBe(movedBy > 0.3);
        else expect(change).toBe('moved');
        // Swapping the sides says the same.
        expect(decideToolChange(side(candRuns), candOf, side(baseRuns), baseOf)).toBe(change);
      }),
    );
  });
});

describe('compareToolUse', () => {
  const use = (runs: number, tools: ToolUse['tools'], unlisted?: number): ToolUse => ({
    runs,
    tools,
    ...(unlisted === undefined ? {} : { unlisted }),
  });

  it('sets every tool of either side beside the other, changed ones first', () => {
    const compared = compareToolUse(
      use(10, [
        { name: 'read_file', runs: 10, calls: 30 },
        { name: 'edit_file', runs: 10, calls: 12 },
        { name: 'bash', runs: 2, calls: 2 },
      ]),
      use(10, [
        { name: 'edit_file', runs: 9, calls: 9 },
        { name: 'read_file', runs: 3, calls: 3 },
        { name: 'write_file', runs: 1, calls: 1 },
        { name: 'bash', runs: 1, calls: 1 },
      ]),
    );
    expect(compared).toEqual({
      runs: { baseline: 10, candidate: 10 },
      tools: [
        {
          name: 'read_file',
          baseline: side(10, 30),
          candidate: side(3, 3),
          change: 'moved',
        },
        { name: 'write_file', baseline: side(0, 0), candidate: side(1, 1), change: 'appeared' },
        { name: 'bash', baseline: side(2, 2), candidate: side(1, 1) },
        { name: 'edit_file', baseline: side(10, 12), candidate: side(9, 9) },
      ],
    });
    expect(ToolUseComparisonSchema.safeParse(compared).success).toBe(true);
  });

  it('leaves out a tool a side may have called but did not list (its list was cut)', () => {
    const compared = compareToolUse(
      use(5, [{ name: 'read_file', runs: 5, calls: 5 }], 3),
      use(5, [{ name: 'grep', runs: 1, calls: 1 }]),
    );
    expect(compared?.tools.map((tool) => tool.name)).toEqual(['read_file']);
    expect(compared?.tools[0]?.change).toBe('disappeared');
  });

  it('says nothing when a report predates tool use', () => {
    expect(compareToolUse(undefined, use(5, []))).toBeUndefined();
  });
});
