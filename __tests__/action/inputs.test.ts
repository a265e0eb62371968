import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INPUT, readInputs, type ActionInputs } from '../../src/action/inputs.js';
import { ConfigError, type Problem } from '../../src/errors.js';
import { FAIL_ON_VALUES } from '../../src/pr/tally.js';

/** What `core.getInput` gives: the value of each input that was set, "" for every other one. */
const inputsOf =
  (given: Record<string, string>) =>
  (name: string): string =>
    given[name] ?? '';

/** The problems `readInputs` reports for `given`, or a failure when it accepts them. */
function problemsOf(given: Record<string, string>): Problem[] {
  try {
    readInputs(inputsOf(given));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  throw new Error(`readInputs accepted ${JSON.stringify(given)}`);
}

const DEFAULTS: ActionInputs = {
  suiteDir: 'evals',
  sandbox: 'auto',
  suites: undefined,
  agentCommand: undefined,
  setup: undefined,
  mode: 'replay',
  k: 5,
  seed: 0,
  baseUrl: undefined,
  anthropicBaseUrl: undefined,
  geminiBaseUrl: undefined,
  model: undefined,
  apiKey: undefined,
  inputRate: undefined,
  outputRate: undefined,
  githubToken: undefined,
  commentAuthor: undefined,
  comment: 'auto',
  failOn: 'never',
  quarantine: 'none',
  shard: undefined,
  command: 'evaluate',
  baseRef: undefined,
  headRef: undefined,
  allow: ['write', 'process'],
  maxRuns: undefined,
  maxCalls: undefined,
  paths: undefined,
  reuseBaseMaxAge: 7 * 24 * 3_600_000,
};

describe('readInputs: defaults', () => {
  it('gives the documented default for every input that was not set', () => {
    expect(readInputs(() => '')).toStrictEqual(DEFAULTS);
  });

  it('reads "" and whitespace as absent, never as a value', () => {
    const blank = readInputs(() => '  \n ');
    expect(blank).toStrictEqual(DEFAULTS);
  });

  it('asks for exactly the inputs of INPUT, each by its action.yml name', () => {
    const asked: string[] = [];
    readInputs((name) => {
      asked.push(name);
      return '';
    });
    expect(asked.sort()).toEqual(Object.values(INPUT).sort());
  });

  it('keeps every text input as given, trimmed', () => {
    const inputs = readInputs(
      inputsOf({
        [INPUT.suiteDir]: ' suites/ ',
        [INPUT.agentCommand]: 'node dist/agent.js --fast',
        [INPUT.setup]: 'npm ci && npm run build',
        [INPUT.baseUrl]: 'http://127.0.0.1:8080/v1',
        [INPUT.model]: 'qwen2.5-coder-7b',
        [INPUT.apiKey]: 'sk-test',
        [INPUT.inputRate]: '0.15',
        [INPUT.outputRate]: '0.6',
        [INPUT.githubToken]: 'ghs_token',
        [INPUT.baseRef]: 'main',
        [INPUT.headRef]: 'HEAD',
      }),
    );
    expect(inputs).toMatchObject({
      suiteDir: 'suites/',
      agentCommand: 'node dist/agent.js --fast',
      setup: 'npm ci && npm run build',
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'qwen2.5-coder-7b',
      apiKey: 'sk-test',
      inputRate: '0.15',
      outputRate: '0.6',
      githubToken: 'ghs_token',
      baseRef: 'main',
      headRef: 'HEAD',
    });
  });
});

describe('readInputs: valid values', () => {
  it.each([
    [INPUT.mode, ['replay', 'live', 'both'], 'mode'],
    [INPUT.comment, ['auto', 'always', 'never'], 'comment'],
    [INPUT.failOn, [...FAIL_ON_VALUES], 'failOn'],
    [INPUT.command, ['evaluate', 'merge', 'post-comment'], 'command'],
  ] as const)('%s accepts each of its values', (name, values, key) => {
    for (const value of values) {
      expect(readInputs(inputsOf({ [name]: ` ${value} ` }))[key]).toBe(value);
    }
  });

  it('reads k and seed as integers', () => {
    expect(readInputs(inputsOf({ [INPUT.k]: '1', [INPUT.seed]: '0' }))).toMatchObject({
      k: 1,
      seed: 0,
    });
    expect(readInputs(inputsOf({ [INPUT.k]: '20', [INPUT.seed]: '12345' }))).toMatchObject({
      k: 20,
      seed: 12345,
    });
  });

  it('accepts every shard i/n with 1 ≤ i ≤ n', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 1_000 })
          .chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count))),
        ([index, count]) => {
          expect(readInputs(inputsOf({ [INPUT.shard]: `${index}/${count}` })).shard).toBe(
            `${index}/${count}`,
          );
        },
      ),
    );
  });

  it('splits suites on commas and newlines, trimmed, without empty names', () => {
    expect(readInputs(inputsOf({ [INPUT.suites]: 'a, b,,c' })).suites).toEqual(['a', 'b', 'c']);
    expect(readInputs(inputsOf({ [INPUT.suites]: 'a\nb\r\n c ,d\n' })).suites).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(readInputs(inputsOf({ [INPUT.suites]: 'smoke-coding' })).suites).toEqual([
      'smoke-coding',
    ]);
  });

  it('reads a suites list with no names as all suites (absent), not as none', () => {
    expect(readInputs(inputsOf({ [INPUT.suites]: ',' })).suites).toBeUndefined();
    expect(readInputs(inputsOf({ [INPUT.suites]: ' ,\n, ' })).suites).toBeUndefined();
  });

  it('splits any list of names back into the same names', () => {
    const name = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/);
    const separator = fc.constantFrom(',', '\n', ', ', ' ,\n', '\r\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(name, separator), { minLength: 1 }), (parts) => {
        const text = parts.map(([part, sep]) => `${part}${sep}`).join('');
        expect(readInputs(inputsOf({ [INPUT.suites]: text })).suites).toEqual(
          parts.map(([part]) => part),
        );
      }),
    );
  });

  it('reads allow as a list of effects', () => {
    expect(readInputs(inputsOf({ [INPUT.allow]: 'write' })).allow).toEqual(['write']);
    expect(
      readInputs(inputsOf({ [INPUT.allow]: ' write , process,external,analysis ' })).allow,
    ).toEqual(['write', 'process', 'external', 'analysis']);
  });
});

describe('readInputs: invalid values', () => {
  it.each([
    [INPUT.mode, 'record'],
    [INPUT.mode, 'Replay'],
    [INPUT.k, '0'],
    [INPUT.k, '-1'],
    [INPUT.k, '2.5'],
    [INPUT.k, '1e3'],
    [INPUT.k, 'five'],
    [INPUT.k, '99999999999999999999'],
    [INPUT.seed, '-1'],
    [INPUT.seed, '0x10'],
    [INPUT.comment, 'sometimes'],
    [INPUT.failOn, 'diverged'],
    [INPUT.failOn, 'always'],
    [INPUT.shard, '0/4'],
    [INPUT.shard, '5/4'],
    [INPUT.shard, '1/0'],
    [INPUT.shard, '1'],
    [INPUT.shard, '1/4/2'],
    [INPUT.shard, '-1/4'],
    [INPUT.shard, 'one/four'],
    [INPUT.command, 'compare'],
    [INPUT.allow, 'write,network'],
  ])('%s: %j is one problem naming the input and the value', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'action inputs', field: name });
    expect(problems[0]?.message).toContain(value.split(',').at(-1) ?? value);
    // The field carries the name; the message does not repeat it.
    expect(problems[0]?.message.startsWith(`${name}:`)).toBe(false);
  });

  it('says which shard rule a value breaks', () => {
    expect(problemsOf({ [INPUT.shard]: 'abc' })[0]?.message).toMatch(/expected i\/n/);
    expect(problemsOf({ [INPUT.shard]: '5/4' })[0]?.message).toMatch(/between 1 and n/);
    expect(problemsOf({ [INPUT.shard]: '0/4' })[0]?.message).toMatch(/between 1 and n/);
  });

  it('rejects every shard i/n with i > n', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (count, extra) => {
          expect(problemsOf({ [INPUT.shard]: `${count + extra}/${count}` })).toHaveLength(1);
        },
      ),
    );
  });

  it('lists the accepted values of a choice', () => {
    expect(problemsOf({ [INPUT.failOn]: 'x' })[0]?.message).toBe(
      'expected never, divergence, regressed, incomplete, got "x"',
    );
    expect(problemsOf({ [INPUT.mode]: 'x' })[0]?.message).toBe(
      'expected replay, live, both, got "x"',
    );
  });

  it('reports every invalid input at once, each by its name, in one ConfigError', () => {
    const given = {
      [INPUT.mode]: 'record',
      [INPUT.k]: '0',
      [INPUT.seed]: '-3',
      [INPUT.comment]: 'sometimes',
      [INPUT.failOn]: 'diverged',
      [INPUT.shard]: '3/2',
      [INPUT.command]: 'compare',
      [INPUT.allow]: 'network',
    };
    let thrown: unknown;
    try {
      readInputs(inputsOf(given));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const error = thrown as ConfigError;
    expect(error.problems.map((problem) => problem.field).sort()).toEqual(
      Object.keys(given).sort(),
    );
    for (const name of Object.keys(given)) {
      expect(error.message).toContain(`  - ${name}: `);
    }
  });

  it('names every unknown effect of allow', () => {
    const [problem] = problemsOf({ [INPUT.allow]: 'write, network ,disk' });
    expect(problem?.field).toBe(INPUT.allow);
    expect(problem?.message).toContain('network, disk');
  });
});
