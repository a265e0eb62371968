import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AdaptiveRecordSchema,
  addAdaptiveRound,
  adaptiveRule,
  nextRound,
  openTasks,
  startAdaptive,
  type AdaptiveRecord,
} from '../../src/stats/adaptive-k.js';
import { describeStop, formatEValue } from '../../src/stats/adaptive-k-text.js';
import { mulberry32 } from '../../src/stats/mulberry32.js';
import {
  DEFAULT_ALTERNATIVE,
  computeEValue,
  computeRoundLogFactor,
  horizonOf,
  type Round,
} from '../../src/stats/safe-two-proportions.js';
import { claimDirection, countEBHClaims } from '../../src/stats/task-decision.js';

const round = (basePasses: number, headPasses: number): Round => ({
  base: { runs: 1, passes: basePasses },
  head: { runs: 1, passes: headPasses },
});

function play(record: AdaptiveRecord, outcomes: Record<string, Round>, spent = 2): AdaptiveRecord {
  return addAdaptiveRound(record, new Map(Object.entries(outcomes)), spent);
}

describe('startAdaptive / addAdaptiveRound', () => {
  it('stops a task that separates at e ≥ tasks/α and keeps the unchanged one open until min-k', () => {
    const rule = adaptiveRule(2, { minK: 3, maxK: 20 });
    let record = startAdaptive(rule, ['drop', 'same']);
    expect(openTasks(record)).toEqual(['drop', 'same']);
    const rounds: Round[] = [];
    for (let index = 0; index < 7 && openTasks(record).includes('drop'); index += 1) {
      rounds.push(round(1, 0));
      record = play(record, { drop: round(1, 0), same: round(1, 1) });
    }
    const drop = record.tasks[0]!;
    // 2 tasks at α = 0.05: a direction needs e ≥ 40. Before max-k the e-value is ½ of the
    // mixture, which perfect separation brings to 55.0 after five rounds and 140.7 after six (the
    // header of safe-two-proportions.ts): e = 27.5, then 70.4, so it stops at round 6.
    expect(drop.state).toBe('regressed');
    expect(drop.stoppedBecause).toBe('e_value');
    expect(drop.rounds).toHaveLength(6);
    expect(drop.threshold).toBe(40);
    expect(drop.eValue).toBeCloseTo(
      computeEValue(rounds, DEFAULT_ALTERNATIVE, horizonOf(20, 2)),
      10,
    );
    expect(drop.eValue).toBeCloseTo(140.7375 / 2, 3);
    expect(describeStop(drop)).toBe('stopped after 6 + 6 runs: regressed, e = 70 ≥ 40');
    expect(record.runs).toEqual({ spent: 12, fixedK: 2 * 20 * 2 });
    expect(record.suite.rounds.map((one) => one.open)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(openTasks(record)).toEqual(['same']);
    // The next round goes to the open task only; the stopped one keeps its rounds.
    const after = play(record, { same: round(1, 1) }, 2);
    expect(after.tasks[0]!.rounds).toHaveLength(6);
    expect(after.tasks[1]!.rounds).toHaveLength(7);
    expect(nextRound(after)).toBe(8);
    expect(AdaptiveRecordSchema.parse(after)).toEqual(after);
  });

  it('says "no change larger than δ" for a task at 100 % on both sides, before max-k', () => {
    let record = startAdaptive(adaptiveRule(1, { maxK: 20 }), ['same']);
    while (openTasks(record).length > 0) record = play(record, { same: round(1, 1) });
    const same = record.tasks[0]!;
    expect(same.state).toBe('no_change_within_delta');
    expect(same.stoppedBecause).toBe('within_delta');
    expect(same.rounds.length).toBeLessThan(20);
    expect(same.interval!.low).toBeGreaterThan(-0.2);
    expect(same.interval!.high).toBeLessThan(0.2);
    expect(describeStop(same)).toMatch(
      /^stopped after (\d+) \+ \1 runs: no change larger than 20 pts \(−\d+ to \+\d+\)$/,
    );
  });

  it('ends at max-k: inconclusive when the threshold was reachable, low power when it was not', () => {
    const alternate = (tasks: number, maxK: number) => {
      let record = startAdaptive(adaptiveRule(tasks, { maxK }), ['t']);
      for (let index = 0; openTasks(record).length > 0; index += 1) {
        record = play(record, { t: index % 2 === 0 ? round(1, 0) : round(0, 1) });
      }
      return record.tasks[0]!;
    };
    const reachable = alternate(1, 8);
    expect(reachable.state).toBe('inconclusive');
    expect(reachable.rounds).toHaveLength(8);
    expect(describeStop(reachable)).toMatch(
      /^ran to max-k \(8 \+ 8 runs\): inconclusive, e = .* < 20$/,
    );
    // 100 tasks need e ≥ 2000; three rounds of perfect separation give 10.3 at most.
    const hopeless = alternate(100, 3);
    expect(hopeless.state).toBe('low_power');
  });

  it('a round with no judged run adds no evidence but counts toward max-k', () => {
    let record = startAdaptive(adaptiveRule(1, { minK: 1, maxK: 2 }), ['t']);
    record = play(record, {}, 2);
    record = play(record, {}, 2);
    // ½ of the mixture's 1; the horizon's test at round 2 has no runs to reject on.
    expect(record.tasks[0]!.eValue).toBeCloseTo(1 / 2, 12);
    expect(record.tasks[0]!.state).toBe('low_power');
    expect(record.runs.spent).toBe(4);
  });

  it('continues a stored e-process: min-k and max-k count from where the earlier run ended', () => {
    let first = startAdaptive(adaptiveRule(1, { maxK: 3 }), ['t']);
    for (const outcome of [round(1, 0), round(1, 1), round(1, 0)]) {
      first = play(first, { t: outcome });
    }
    expect(first.tasks[0]!.state).not.toBe('open');
    const stored = new Map([['t', first.tasks[0]!.test]]);
    let second = startAdaptive(adaptiveRule(1, { maxK: 3 }), ['t'], { resumed: stored });
    expect(second.tasks[0]!.roundsBefore).toBe(3);
    expect(openTasks(second)).toEqual(['t']);
    second = play(second, { t: round(1, 0) });
    expect(second.tasks[0]!.rounds[0]!.round).toBe(1);
    // The horizon stays the first run's (round 3, where 3 passes against 1 did not reject).
    expect(second.tasks[0]!.test.horizon?.rounds).toBe(3);
    expect(second.tasks[0]!.eValue).toBeCloseTo(
      computeEValue(
        [round(1, 0), round(1, 1), round(1, 0), round(1, 0)],
        DEFAULT_ALTERNATIVE,
        horizonOf(3, 1),
      ),
      10,
    );
  });

  it('the suite e-value is ½ the product of the tasks’ + ½ the pooled one, improved or regressed at 1/α', () => {
    let record = startAdaptive(adaptiveRule(3, { maxK: 4 }), ['a', 'b', 'c']);
    const rounds = { a: round(1, 0), b: round(1, 0), c: round(1, 1) };
    for (let index = 0; index < 4; index += 1) record = play(record, rounds);
    const product = record.tasks.reduce((value, task) => value * task.eValue, 1);
    // P by another route: the test's e-value of one sequence of rounds made of each round's
    // three pairs, where the estimates only change between rounds of the suite.
    let pooled = 1;
    let before = { base: { runs: 0, passes: 0 }, head: { runs: 0, passes: 0 } };
    for (let index = 0; index < 4; index += 1) {
      for (const pair of Object.values(rounds)) {
        pooled *= Math.exp(computeRoundLogFactor(before.base, before.head, pair));
      }
      before = {
        base: { runs: before.base.runs + 3, passes: before.base.passes + 3 },
        head: { runs: before.head.runs + 3, passes: before.head.passes + 1 },
      };
    }
    expect(record.suite.productEValue).toBeCloseTo(product, 8);
    expect(record.suite.pooled?.base).toEqual(before.base);
    expect(record.suite.pooled?.head).toEqual(before.head);
    expect(record.suite.eValue).toBeCloseTo((product + pooled) / 2, 8);
    expect(record.suite.eValue).toBeGreaterThanOrEqual(20);
    expect(record.suite.verdict).toBe('regressed');
    expect(record.suite.meanDifference).toBeCloseTo(-2 / 3, 10);
  });

  it('with stopAt suite, the round the suite’s e-value reaches 1/α stops every open task', () => {
    // Five tasks each a little worse: no task alone reaches 5/α = 100 in three rounds, the
    // product of their e-values reaches 1/α = 20 first.
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const drop = Object.fromEntries(ids.map((id) => [id, round(1, 0)]));
    const rounds = (stopAt: 'tasks' | 'suite') => {
      const played: AdaptiveRecord[] = [];
      let record = startAdaptive(adaptiveRule(5, { stopAt }), ids);
      while (openTasks(record).length > 0 && played.length < 20) {
        record = play(record, drop, 2 * openTasks(record).length);
        played.push(record);
      }
      return played;
    };
    const bySuite = rounds('suite');
    const last = bySuite.at(-1)!;
    const crossed = bySuite.findIndex((record) => record.suite.eValue >= 20);
    expect(crossed).toBe(bySuite.length - 1);
    expect(last.rule.stopAt).toBe('suite');
    expect(last.suite.verdict).toBe('regressed');
    expect(last.tasks.every((task) => task.stoppedBecause === 'suite')).toBe(true);
    expect(last.tasks.every((task) => task.state === 'inconclusive')).toBe(true);
    expect(describeStop(last.tasks[0]!)).toMatch(
      /^stopped with the suite after \d+ \+ \d+ runs: inconclusive on its own, e = [\d.]+ < 100$/,
    );
    // Without it the tasks run on until their own rule claims them, and spend more.
    const byTasks = rounds('tasks');
    expect(byTasks.at(-1)!.tasks.every((task) => task.state === 'regressed')).toBe(true);
    expect(byTasks.at(-1)!.runs.spent).toBeGreaterThan(last.runs.spent);
    expect(adaptiveRule(5).stopAt).toBeUndefined();
    expect(AdaptiveRecordSchema.parse(last)).toEqual(last);
  });

  it('a task’s own δ is used for its stop', () => {
    const record = startAdaptive(adaptiveRule(2), ['a', 'b'], {
      deltaOf: (taskId) => (taskId === 'a' ? 0.5 : undefined),
    });
    expect(record.tasks.map((task) => task.delta)).toEqual([0.5, 0.2]);
  });

  it('property: the record always parses, spends what it was told, and only open tasks run', () => {
    const outcome = fc.record({
      base: fc.record({ runs: fc.constant(1), passes: fc.integer({ min: 0, max: 1 }) }),
      head: fc.record({ runs: fc.constant(1), passes: fc.integer({ min: 0, max: 1 }) }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(outcome, outcome), { minLength: 1, maxLength: 25 }),
        fc.constantFrom('e-bh' as const, 'bonferroni' as const),
        (rounds, correction) => {
          let record = startAdaptive(adaptiveRule(2, { maxK: 10, correction }), ['a', 'b']);
          let spent = 0;
          for (const [a, b] of rounds) {
            const open = openTasks(record);
            if (open.length === 0) break;
            const before = record;
            record = play(record, { a, b }, open.length * 2);
            spent += open.length * 2;
            before.tasks.forEach((task, index) => {
              if (task.state === 'open') return;
              // A stopped task runs no more; only e-BH may still claim it (never un-claim it).
              const after = record.tasks[index]!;
              expect(after.test).toEqual(task.test);
              expect(after.rounds).toEqual(task.rounds);
              if (correction === 'bonferroni' || after.state === task.state) {
                expect(after).toEqual(task);
              } else {
                expect(['regressed', 'improved']).toContain(after.state);
              }
            });
          }
          expect(record.runs.spent).toBe(spent);
          expect(AdaptiveRecordSchema.safeParse(record).success).toBe(true);
          for (const task of record.tasks) expect(task.rounds.length).toBeLessThanOrEqual(10);
        },
      ),
      { numRuns: 200, seed: 2026 },
    );
  });
});

describe('e-BH over the tasks (the default rule)', () => {
  const isClaim = (state: string) => state === 'regressed' || state === 'improved';

  it('claims three separating tasks of four at e ≥ 4/(α·3) = 26.7, a round before Bonferroni', () => {
    const run = (correction: 'e-bh' | 'bonferroni') => {
      let record = startAdaptive(adaptiveRule(4, { correction }), ['a', 'b', 'c', 'd']);
      for (let index = 0; index < 5; index += 1) {
        record = play(record, { a: round(1, 0), b: round(1, 0), c: round(1, 0), d: round(1, 1) });
      }
      return record;
    };
    const ebh = run('e-bh');
    expect(ebh.rule.correction).toBe('e-bh');
    // Five rounds of perfect separation: e = ½ · 55.0 = 27.5 ≥ 26.7 (three claims), < 80 (one
    // claim). Bonferroni has no horizon: its e = 55.0 < 80.
    expect(ebh.tasks.slice(0, 3).map((task) => task.state)).toEqual([
      'regressed',
      'regressed',
      'regressed',
    ]);
    expect(ebh.tasks[0]!.threshold).toBeCloseTo(4 / (0.05 * 3), 10);
    expect(describeStop(ebh.tasks[0]!)).toBe('stopped after 5 + 5 runs: regressed, e = 27 ≥ 27');
    // The unchanged task would need 4/(α·4) = 20 to join them.
    expect(ebh.tasks[3]!.state).toBe('open');
    expect(ebh.tasks[3]!.threshold).toBeCloseTo(20, 10);
    const bonferroni = run('bonferroni');
    expect(bonferroni.tasks.slice(0, 3).map((task) => task.state)).toEqual([
      'open',
      'open',
      'open',
    ]);
    expect(bonferroni.tasks[0]!.threshold).toBe(80);
  });

  it('at max-k claims two tasks of 20 at 13 passes of 20, as fixed k = 20 does, and not one alone', () => {
    // Each falls to 13 of 20 in the last seven rounds: the mixture alone is 53, and the horizon's
    // test at level α/m = 0.0025 rejects (p = 0.0024), so e = ½ · 53 + ½ · 400 = 226.5: e-BH's
    // bar for two claims (200), not for one (400). The other tasks stay at 100 % on both sides.
    const evaluate = (dropping: number) => {
      const ids = Array.from({ length: 20 }, (_, index) => `t${index}`);
      let record = startAdaptive(adaptiveRule(20), ids);
      for (let index = 0; openTasks(record).length > 0; index += 1) {
        const outcomes = Object.fromEntries(
          openTasks(record).map((id) => {
            const drops = Number(id.slice(1)) < dropping && index >= 13;
            return [id, drops ? round(1, 0) : round(1, 1)];
          }),
        );
        record = play(record, outcomes, 2 * openTasks(record).length);
      }
      return record.tasks.slice(0, dropping);
    };
    const pair = evaluate(2);
    expect(pair.map((task) => task.state)).toEqual(['regressed', 'regressed']);
    expect(pair[0]!.rounds).toHaveLength(20);
    expect(pair[0]!.eValue).toBeCloseTo(226.48, 1);
    expect(pair[0]!.threshold).toBeCloseTo(200, 10);
    const [alone] = evaluate(1);
    expect(alone!.state).toBe('inconclusive');
    expect(alone!.eValue).toBeCloseTo(226.48, 1);
  });

  it('claims a task at m/(α·2) once a second one reaches it, and keeps both on resuming', () => {
    // m = 2, max-k 5. Push 1: "a" separates four rounds, then has no judged run; at max-k the
    // horizon's test (level α/2) rejects 4 passes against 0, so e = ½ · 21.5 + ½ · 40 = 30.7 < 40;
    // "b" had no judged run (e = ½).
    const rule = adaptiveRule(2, { maxK: 5 });
    let first = startAdaptive(rule, ['a', 'b']);
    for (let index = 0; index < 5; index += 1) {
      first = play(first, index < 4 ? { a: round(1, 0) } : {});
    }
    expect(first.tasks.map((task) => task.state)).toEqual(['inconclusive', 'inconclusive']);
    expect(first.tasks[0]!.eValue).toBeCloseTo(21.47516416 / 2 + 20, 6);
    // Push 2 resumes both (their horizons are spent); now "a" has no judged run and "b"
    // separates: after five rounds it is at ½ · 55.0 = 27.5, which reaches 2/(α·2) = 20 but not
    // 40, and so does "a"'s 30.7.
    let second = startAdaptive(rule, ['a', 'b'], {
      resumed: new Map(first.tasks.map((task) => [task.taskId, task.test])),
    });
    while (openTasks(second).length > 0 && !isClaim(second.tasks[1]!.state)) {
      second = play(second, { b: round(1, 0) });
    }
    const [a, b] = second.tasks;
    expect(b!.state).toBe('regressed');
    expect(b!.eValue).toBeGreaterThanOrEqual(20);
    expect(b!.eValue).toBeLessThan(40);
    expect(b!.rounds).toHaveLength(5);
    expect(a!.eValue).toBeCloseTo(first.tasks[0]!.eValue, 10);
    expect(a!.state).toBe('regressed');
    expect([a!.threshold, b!.threshold]).toEqual([20, 20]);
    // Resuming the claimed pair claims them again at once, before any round.
    const third = startAdaptive(rule, ['a', 'b'], {
      resumed: new Map(second.tasks.map((task) => [task.taskId, task.test])),
    });
    expect(third.tasks.map((task) => task.state)).toEqual(['regressed', 'regressed']);
    expect(openTasks(third)).toEqual([]);
  });

  it('property: the claims are never withdrawn and are e-BH of the stopped e-values at the end', () => {
    const outcome = fc.record({
      base: fc.record({ runs: fc.constant(1), passes: fc.integer({ min: 0, max: 1 }) }),
      head: fc.record({ runs: fc.constant(1), passes: fc.integer({ min: 0, max: 1 }) }),
    });
    const ids = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(outcome, outcome, outcome), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.double({ min: 0.05, max: 0.95, noNaN: true }), {
          minLength: 3,
          maxLength: 3,
        }),
        (rounds, tasks, deltas) => {
          const rule = adaptiveRule(tasks, { minK: 1, maxK: 12 });
          let record = startAdaptive(rule, ids, {
            deltaOf: (taskId) => deltas[ids.indexOf(taskId)],
          });
          const ever = new Set<string>();
          for (const outcomes of rounds) {
            if (openTasks(record).length === 0) break;
            record = play(
              record,
              Object.fromEntries(ids.map((id, index) => [id, outcomes[index]!])),
            );
            const claimed = record.tasks.filter((task) => isClaim(task.state));
            for (const id of ever) expect(claimed.map((task) => task.taskId)).toContain(id);
            for (const task of claimed) {
              ever.add(task.taskId);
              // Self-consistent: each claim's e-value reaches m/(α · claims).
              expect(task.test.logEValue).toBeGreaterThanOrEqual(
                Math.log(tasks / (0.05 * claimed.length)) - 1e-12,
              );
            }
          }
          const values = record.tasks.map((task) =>
            claimDirection(task.test) === null ? -Infinity : task.test.logEValue,
          );
          expect(record.tasks.filter((task) => isClaim(task.state))).toHaveLength(
            countEBHClaims(values, tasks),
          );
        },
      ),
      { numRuns: 150, seed: 2026 },
    );
  });

  it('keeps false claims per comparison under α under the null with a later push (seeded)', () => {
    // 120 comparisons of 10 tasks, rates 5–95 % on both sides, max-k 10, two pushes resuming.
    const random = mulberry32(38);
    let falseClaims = 0;
    const comparisons = 120;
    for (let comparison = 0; comparison < comparisons; comparison += 1) {
      const rates = Array.from({ length: 10 }, () => 0.05 + 0.9 * random());
      const ids = rates.map((_, index) => `t${index}`);
      const rule = adaptiveRule(ids.length, { maxK: 10 });
      const claimed = new Set<string>();
      let resumed = new Map<string, AdaptiveRecord['tasks'][number]['test']>();
      for (let push = 0; push < 2; push += 1) {
        let record = startAdaptive(rule, ids, { resumed });
        while (openTasks(record).length > 0) {
          const outcomes = Object.fromEntries(
            openTasks(record).map((id) => {
              const rate = rates[ids.indexOf(id)]!;
              const pass = () => (random() < rate ? 1 : 0);
              return [id, round(pass(), pass())];
            }),
          );
          record = play(record, outcomes);
        }
        for (const task of record.tasks) if (isClaim(task.state)) claimed.add(task.taskId);
        resumed = new Map(record.tasks.map((task) => [task.taskId, task.test]));
      }
      falseClaims += claimed.size;
    }
    expect(falseClaims / comparisons).toBeLessThanOrEqual(0.05);
  });
});

describe('formatEValue', () => {
  it('reads as a reader expects', () => {
    expect(formatEValue(41.2)).toBe('41');
    expect(formatEValue(3.0112)).toBe('3');
    expect(formatEValue(0.52)).toBe('0.52');
    expect(formatEValue(135.4)).toBe('135');
    expect(formatEValue(1_234_567)).toBe('1.2e6');
    expect(formatEValue(20)).toBe('20');
  });
});
