/** The inputs `max-runs` (a budget of live runs) and `paths` (globs that call for live). */
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
