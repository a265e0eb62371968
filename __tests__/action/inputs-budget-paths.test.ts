/**
 * The inputs `max-runs` (a budget of live runs), `max-calls` (a bound on upstream requests),
 * `paths` (globs that call for live) and
 * `reuse-base-max-age` (how old stored base results may be and still be reused).
 */
import { describe, expect, it } from 'vitest';
import { INPUT, readInputs } from '../../src/action/inputs.js';
import { ConfigError } from '../../src/errors.js';

const read = (given: Record<string, string>) => readInputs((name) => given[name] ?? '');

describe('max-runs', () => {
  it('is no budget when absent, an integer ≥ 1 otherwise', () => {
    expect(read({}).maxRuns).toBeUndefined();
    expect(read({ [INPUT.maxRuns]: ' 40 ' }).maxRuns).toBe(40);
  });

  it.each(['0', '-3', '2.5', 'ten', '1e3'])('refuses %j, naming the input', (value) => {
    expect(() => read({ [INPUT.maxRuns]: value })).toThrow(ConfigError);
    expect(() => read({ [INPUT.maxRuns]: value })).toThrow(
      `max-runs: expected an integer ≥ 1, got ${JSON.stringify(value)}`,
    );
  });
});

describe('max-calls', () => {
  it('is no bound when absent, an integer ≥ 1 otherwise', () => {
    expect(read({}).maxCalls).toBeUndefined();
    expect(read({ [INPUT.maxCalls]: ' 200 ' }).maxCalls).toBe(200);
  });

  it.each(['0', '-3', '2.5', 'ten', '1e3'])('refuses %j, naming the input', (value) => {
    expect(() => read({ [INPUT.maxCalls]: value })).toThrow(
      `max-calls: expected an integer ≥ 1, got ${JSON.stringify(value)}`,
    );
  });
});

describe('paths', () => {
  it('is no filter when absent or empty', () => {
    expect(read({}).paths).toBeUndefined();
    expect(read({ [INPUT.paths]: ' ,\n ' }).paths).toBeUndefined();
  });

  it('splits newline- or comma-separated globs, keeping a brace list whole', () => {
    expect(
      read({ [INPUT.paths]: 'src/**\nprompts/*.md, !src/**/*.md\nlib/*.{ts,js}' }).paths,
    ).toEqual(['src/**', 'prompts/*.md', '!src/**/*.md', 'lib/*.{ts,js}']);
  });
});

describe('reuse-base-max-age', () => {
  it('is 7 days when absent, a duration in milliseconds otherwise, and 0 turns reuse off', () => {
    expect(read({}).reuseBaseMaxAge).toBe(7 * 86_400_000);
    expect(read({ [INPUT.reuseBaseMaxAge]: ' 36h ' }).reuseBaseMaxAge).toBe(36 * 3_600_000);
    expect(read({ [INPUT.reuseBaseMaxAge]: '0' }).reuseBaseMaxAge).toBe(0);
  });

  it.each(['7', '-1d', 'week', '400d'])('refuses %j, naming the input once', (value) => {
    let error: unknown;
    try {
      read({ [INPUT.reuseBaseMaxAge]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const [problem] = (error as ConfigError).problems;
    expect(problem?.field).toBe('reuse-base-max-age');
    expect(problem?.message).toContain(JSON.stringify(value));
    expect(problem?.message).not.toContain('reuse-base-max-age');
  });
});
