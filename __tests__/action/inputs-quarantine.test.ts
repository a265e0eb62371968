/**
 * The Action's `quarantine` input ([20/23]): `flaky` or `none` (the default), from the workflow
 * only; anything else is refused naming the input and the values it takes.
 */
import { describe, expect, it } from 'vitest';
import { INPUT, readInputs } from '../../src/action/inputs.js';
import { ConfigError } from '../../src/errors.js';

const read = (given: Record<string, string>) => readInputs((name) => given[name] ?? '');

describe('action inputs: quarantine', () => {
  it('is none unless the workflow says flaky', () => {
    expect(read({}).quarantine).toBe('none');
    expect(read({ [INPUT.quarantine]: '  ' }).quarantine).toBe('none');
    expect(read({ [INPUT.quarantine]: 'none' }).quarantine).toBe('none');
    expect(read({ [INPUT.quarantine]: ' flaky ' }).quarantine).toBe('flaky');
  });

  it.each(['Flaky', 'true', 'all', 'flaky,none'])('refuses %j, naming the values', (value) => {
    let thrown: unknown;
    try {
      read({ [INPUT.quarantine]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toEqual([
      {
        file: 'action inputs',
        field: 'quarantine',
        message: `expected flaky, none, got ${JSON.stringify(value)}`,
      },
    ]);
  });
});
