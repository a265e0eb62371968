/**
 * The depth check that readers run before any recursive walker (src/json/nesting-depth.ts): the
 * walk and the one that remembers shared objects (a cassette's decoded requests) agree with a plain
 * measure of depth on every value, shared or not, and neither overflows the stack on a value nested
 * past any limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan, sharedNestsDeeperThan } from '../../src/json/nesting-depth.js';
import { FUZZ_SEED } from '../helpers/fuzz.js';

/** Levels of arrays and objects, measured the plain way (test values are shallow). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/** A value nested exactly `levels` arrays deep (`[[[…]]]`), built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

describe('nesting depth', () => {
  it('says the same with and without remembering, at every limit', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        expect(sharedNestsDeeperThan(value, new WeakMap(), max)).toBe(nestsDeeperThan(value, max));
        expect(nestsDeeperThan(value, max)).toBe(depthOf(value) > max);
      }),
      { seed: FUZZ_SEED, numRuns: 1_000 },
    );
  });

  it('counts a shared object where it sits deepest, across calls that share one memory', () => {
    const heights = new WeakMap<object, number>();
    const shared = { entries: [{ text: 'a' }, { text: 'b' }] }; // 3 levels
    // Measured first near the top, then found again under 3 more levels.
    expect(sharedNestsDeeperThan({ shared }, heights, 4)).toBe(false);
    const deeper = { a: { b: [shared] } };
    expect(sharedNestsDeeperThan(deeper, heights, 5)).toBe(nestsDeeperThan(deeper, 5));
    expect(sharedNestsDeeperThan(deeper, heights, 5)).toBe(true);
    expect(sharedNestsDeeperThan(deeper, heights, 6)).toBe(false);
  });

  it('stops at the limit on a value nested 100,000 levels deep', () => {
    const deep = nested(100_000);
    expect(nestsDeeperThan(deep)).toBe(true);
    expect(sharedNestsDeeperThan(deep, new WeakMap())).toBe(true);
    expect(sharedNestsDeeperThan(nested(256), new WeakMap())).toBe(false);
    expect(sharedNestsDeeperThan(nested(257), new WeakMap())).toBe(true);
    expect(nestsDeeperThan(nested(256))).toBe(false);
    expect(nestsDeeperThan(nested(257))).toBe(true);
  });
});
