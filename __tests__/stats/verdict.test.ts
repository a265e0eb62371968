import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRuns, type RunCounts, type RunStatus } from '../../src/stats/counts.js';
import {
  COMPARISON_FOOTNOTE,
  VERDICT_LABELS,
  VerdictDecisionSchema,
  decideVerdict,
  locateInterval,
  type Verdict,
} from '../../src/stats/verdict.js';

interface Tally {
  pass: number;
  fail: number;
  error?: number;
  /** Planned runs with no record at all (cancelled, or a shard not merged). */
  notRun?: number;
}

function side({ pass, fail, error = 0, notRun = 0 }: Tally): { counts: RunCounts } {
  const statuses: RunStatus[] = [
    ...Array.from({ length: pass }, (): RunStatus => 'pass'),
    ...Array.from({ length: fail }, (): RunStatus => 'fail'),
    ...Array.from({ length: error }, (): RunStatus => 'error'),
  ];
  return { counts: countRuns(statuses, statuses.length + notRun) };
}

const MIRRORED: Record<Verdict, Verdict> = {
  improved: 'regressed',
  regressed: 'improved',
  inconclusive: 'inconclusive',
  low_power: 'low_power',
  not_comparable: 'not_comparable',
  no_change: 'no_change',
};

const sideArbitrary = fc
  .record({ pass: fc.nat(25), fail: fc.nat(25), error: fc.nat(4), notRun: fc.nat(2) })
  .map((tally) => side(tally));

describe('decideVerdict', () => {
  it('calls 0/5 against 5/5 improved, and the reverse regressed', () => {
    const none = side({ pass: 0, fail: 5 });
    const all = side({ pass: 5, fail: 0 });
    const improved = decideVerdict(none, all);
    expect(improved.verdict).toBe('improved');
    expect(improved.reason).toBe(
      'the intervals are disjoint: baseline [0.0 %, 43.4 %], candidate [56.6 %, 100.0 %]',
    );
    expect(decideVerdict(all, none).verdict).toBe('regressed');
    expect(VerdictDecisionSchema.parse(improved)).toEqual(improved);
  });

  it('calls 1/5 against 5/5 inconclusive: the intervals overlap', () => {
    expect(decideVerdict(side({ pass: 1, fail: 4 }), side({ pass: 5, fail: 0 }))).toEqual({
      verdict: 'inconclusive',
      reason: 'the intervals overlap: baseline [3.6 %, 62.4 %], candidate [56.6 %, 100.0 %]',
    });
  });

  it('claims no direction with fewer than five judged runs on a side, whatever the rates', () => {
    expect(decideVerdict(side({ pass: 0, fail: 4 }), side({ pass: 5, fail: 0 }))).toEqual({
      verdict: 'low_power',
      reason: 'baseline has 4 judged runs; at least 5 per side are needed to claim a direction',
    });
    expect(decideVerdict(side({ pass: 0, fail: 1 }), side({ pass: 0, fail: 0 })).reason).toBe(
      'baseline has 1 judged run and candidate has 0 judged runs; at least 5 per side are needed to claim a direction',
    );
  });

  it('does not count errored runs as judged', () => {
    const decision = decideVerdict(
      side({ pass: 0, fail: 5 }),
      side({ pass: 4, fail: 0, error: 1 }),
    );
    expect(decision.verdict).toBe('low_power');
  });

  it('keeps a direction that holds with the missing runs counted either way', () => {
    // Bounded baseline with one missing run: [0 %, Wilson high of 1/6 = 56.3 %], still below 56.6 %.
    const decision = decideVerdict(
      side({ pass: 0, fail: 5, error: 1 }),
      side({ pass: 5, fail: 0 }),
    );
    expect(decision).toEqual({
      verdict: 'improved',
      reason:
        'the intervals are disjoint: baseline [0.0 %, 43.4 %], candidate [56.6 %, 100.0 %]; ' +
        'it holds with the 1 missing run on baseline counted either way',
    });
  });

  it('is not comparable when missing runs could close the gap', () => {
    // Bounded baseline with two missing runs reaches the Wilson high of 2/7 = 64.1 %.
    const decision = decideVerdict(
      side({ pass: 0, fail: 5, error: 2 }),
      side({ pass: 5, fail: 0 }),
    );
    expect(decision).toEqual({
      verdict: 'not_comparable',
      reason:
        'the observed intervals say improved (baseline [0.0 %, 43.4 %], candidate [56.6 %, 100.0 %]), ' +
        'but with the 2 missing runs on baseline the bounded intervals overlap: ' +
        'baseline [0.0 %, 64.1 %], candidate [56.6 %, 100.0 %]',
    });
  });

  it('treats planned runs that never ran like errored ones', () => {
    const decision = decideVerdict(
      side({ pass: 5, fail: 0 }),
      side({ pass: 0, fail: 5, notRun: 2 }),
    );
    expect(decision.verdict).toBe('not_comparable');
    expect(decision.reason).toContain('2 missing runs on candidate');
  });

  it('stays inconclusive when missing runs are present but the intervals already overlap', () => {
    const decision = decideVerdict(
      side({ pass: 2, fail: 3, error: 3 }),
      side({ pass: 3, fail: 2 }),
    );
    expect(decision.verdict).toBe('inconclusive');
  });
});

describe('decideVerdict properties', () => {
  it('is antisymmetric: swapping the sides swaps improved and regressed', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (a, b) => {
        expect(decideVerdict(b, a).verdict).toBe(MIRRORED[decideVerdict(a, b).verdict]);
      }),
    );
  });

  it('claims a direction only with five judged runs a side, and in the direction of the rates', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (base, candidate) => {
        const { verdict } = decideVerdict(base, candidate);
        if (verdict !== 'improved' && verdict !== 'regressed') return;
        expect(base.counts.observed).toBeGreaterThanOrEqual(5);
        expect(candidate.counts.observed).toBeGreaterThanOrEqual(5);
        const baseRate = base.counts.pass / base.counts.observed;
        const candidateRate = candidate.counts.pass / candidate.counts.observed;
        expect(verdict === 'improved' ? candidateRate > baseRate : candidateRate < baseRate).toBe(
          true,
        );
      }),
    );
  });

  it('is not comparable only when a side has missing runs', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (base, candidate) => {
        if (decideVerdict(base, candidate).verdict !== 'not_comparable') return;
        expect(base.counts.missing + candidate.counts.missing).toBeGreaterThan(0);
      }),
    );
  });
});

describe('locateInterval', () => {
  it('counts touching intervals as overlapping, in either order', () => {
    const lower = { low: 0.2, high: 0.5 };
    const upper = { low: 0.5, high: 0.9 };
    expect(locateInterval(upper, lower)).toBe('overlap');
    expect(locateInterval(lower, upper)).toBe('overlap');
  });

  it('claims a direction only across a strict gap', () => {
    const lower = { low: 0.2, high: 0.5 };
    const upper = { low: 0.5000001, high: 0.9 };
    expect(locateInterval(upper, lower)).toBe('above');
    expect(locateInterval(lower, upper)).toBe('below');
  });
});

describe('labels and footnote', () => {
  it('spell the verdicts as SPEC §5 does', () => {
    expect(Object.values(VERDICT_LABELS)).toEqual([
      'improved',
      'regressed',
      'inconclusive',
      'low power',
      'not comparable',
      'no change larger than δ',
    ]);
  });

  it('states every limit SPEC §5 requires', () => {
    for (const limit of [
      'a conservative filter, not a significance test',
      'Repetitions are assumed independent',
      "Holm's correction for the number of tasks",
      'errored runs are excluded',
    ]) {
      expect(COMPARISON_FOOTNOTE).toContain(limit);
    }
  });
});
