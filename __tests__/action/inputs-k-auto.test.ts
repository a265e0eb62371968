/**
 * The Action's `k: auto` with `min-k` and `max-k` (SPEC §5 "Adaptive k", §7): `k` becomes max-k
 * (what the budgets count) and `adaptive` the rule's bounds; the bounds without `k: auto`, or
 * min-k above max-k, are refused naming the input.
 */
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';
import { ConfigError, type Problem } from '../../src/errors.js';

const read = (given: Record<string, string>) => readInputs((name) => given[name] ?? '');

function problemsOf(given: Record<string, string>): Problem[] {
  try {
    read(given);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  throw new Error(`readInputs accepted ${JSON.stringify(given)}`);
}

describe('action inputs: k auto', () => {
  it('reads k: auto with its defaults, and with min-k and max-k', () => {
    expect(read({ k: 'auto' })).toMatchObject({ k: 20, adaptive: { minK: 3, maxK: 20 } });
    expect(read({ k: 'auto', 'min-k': '2', 'max-k': '8' })).toMatchObject({
      k: 8,
      adaptive: { minK: 2, maxK: 8 },
    });
    const fixed = read({ k: '7' });
    expect(fixed.k).toBe(7);
    expect(fixed.adaptive).toBeUndefined();
    expect(read({}).k).toBe(5);
  });

  it('refuses min-k or max-k without k: auto, min-k above max-k, and a k that is neither', () => {
    expect(problemsOf({ 'min-k': '3' })).toEqual([
      expect.objectContaining({ field: 'min-k', message: 'goes with k: auto' }),
    ]);
    expect(problemsOf({ k: '5', 'max-k': '9' })).toEqual([
      expect.objectContaining({ field: 'max-k', message: 'goes with k: auto' }),
    ]);
    expect(problemsOf({ k: 'auto', 'min-k': '9', 'max-k': '4' })).toEqual([
      expect.objectContaining({ field: 'min-k', message: '9 is above max-k 4' }),
    ]);
    expect(problemsOf({ k: 'sometimes' })).toEqual([
      expect.objectContaining({
        field: 'k',
        message: 'expected an integer ≥ 1 or auto, got "sometimes"',
      }),
    ]);
    expect(problemsOf({ k: 'auto', 'max-k': '0' })).toEqual([
      expect.objectContaining({ field: 'max-k' }),
    ]);
  });

  it('reads stop-at with k: auto, and refuses it without k: auto or with another value', () => {
    expect(read({ k: 'auto', 'stop-at': 'suite' }).adaptive).toEqual({
      minK: 3,
      maxK: 20,
      stopAt: 'suite',
    });
    expect(read({ k: 'auto', 'stop-at': 'tasks' }).adaptive).toEqual({ minK: 3, maxK: 20 });
    expect(problemsOf({ 'stop-at': 'suite' })).toEqual([
      expect.objectContaining({ field: 'stop-at', message: 'goes with k: auto' }),
    ]);
    expect(problemsOf({ k: 'auto', 'stop-at': 'first' })).toEqual([
      expect.objectContaining({
        field: 'stop-at',
        message: 'expected tasks or suite, got "first"',
      }),
    ]);
  });
});
