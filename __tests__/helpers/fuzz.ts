/**
 * The fuzzers' shared parameters and generators (`__tests__/fuzz/`). CI runs every property on a
 * fixed seed with a modest number of runs, so a failure reproduces exactly; a longer run on demand
 * overrides both:
 *
 *   VERDICT_FUZZ_RUNS=20000 VERDICT_FUZZ_SEED=7 npx vitest run __tests__/fuzz
 *
 * A failing property prints its seed and shrunk counterexample; set the same seed to replay it.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { ConfigError, VerdictError, type Problem } from '../../src/errors.js';
import type { CliResult } from './run-cli.js';

function integerFromEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${text}`);
  return value;
}

/** The seed every property uses unless `VERDICT_FUZZ_SEED` says otherwise. */
export const FUZZ_SEED = integerFromEnv('VERDICT_FUZZ_SEED') ?? 20_261_201;
/** Inputs per loader property (CI default), unless `VERDICT_FUZZ_RUNS` says otherwise. */
export const FUZZ_RUNS = Math.max(1, integerFromEnv('VERDICT_FUZZ_RUNS') ?? 60);
/** Inputs that also go through the CLI: spawning commands is slower, so a sample of the runs. */
export const FUZZ_CLI_RUNS = Math.max(1, Math.ceil(FUZZ_RUNS / 5));

/** A test's time limit: the default 30 s for the CI run, growing with a longer one. */
export const FUZZ_TIMEOUT_MS = 30_000 + FUZZ_RUNS * 100;

/** fast-check parameters for `runs` inputs on the shared seed. */
export function fuzzParameters<T>(runs: number = FUZZ_RUNS): fc.Parameters<T> {
  return { seed: FUZZ_SEED, numRuns: runs, endOnFailure: true };
}

/**
 * What a property did with its inputs, for the reliability ledger (`{ ...tally }`): how many inputs
 * it was to be checked on, how many it was, and what each check said became of its input. An input
 * a precondition (`fc.pre`) skipped counts nowhere: fast-check draws another in its place, until
 * `planned` inputs were checked.
 */
export interface FuzzTally {
  planned: number;
  tried: number;
  accountedFor: Record<string, number>;
}

function countOutcome(tally: FuzzTally, outcome: string): void {
  tally.tried += 1;
  tally.accountedFor[outcome] = (tally.accountedFor[outcome] ?? 0) + 1;
}

/**
 * Runs an async property on the shared seed. `check` asserts what must hold for one input and
 * returns what became of it (`'read'`, `'refused'`…), which the returned tally counts.
 */
export async function fuzzAsync<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<string>,
  runs: number = FUZZ_RUNS,
): Promise<FuzzTally> {
  const tally: FuzzTally = { planned: runs, tried: 0, accountedFor: {} };
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => countOutcome(tally, await check(value))),
    fuzzParameters<[T]>(runs),
  );
  return tally;
}

/** The synchronous form of `fuzzAsync`. */
export function fuzzSync<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => string,
  runs: number = FUZZ_RUNS,
): FuzzTally {
  const tally: FuzzTally = { planned: runs, tried: 0, accountedFor: {} };
  fc.assert(
    fc.property(arbitrary, (value) => countOutcome(tally, check(value))),
    fuzzParameters<[T]>(runs),
  );
  return tally;
}

// ------------------------------------------------------------------------------------------------
// Generators

/** Keys that break naive code: prototype names, the cassette codec's markers, unicode, NUL. */
const awkwardKey = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'prototype',
    '$ref',
    '$lit',
    '',
    '\u0000',
    'é',
    '🙂',
    'id',
    'kind',
    'format',
  ),
);

/** Strings that break naive code: NUL, lone surrogates, line separators, RTL marks, emoji. */
export const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF',
    '\u2028\u2029',
    '\u202Eevil',
    '🙂'.repeat(3),
    '../../etc/passwd',
    '/abs/path',
    'C:\\x',
    '%s%n',
    '<script>',
    '@everyone',
    'NaN',
    'Infinity',
    'constructor',
    'toString',
    '__proto__',
    '-1',
    '1e999',
  ),
);

/** Numbers a schema must bound: negatives, zero, fractions, huge, unsafe integers. */
export const awkwardNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1e308,
    -1e308,
    2 ** 31 - 1,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER - 2,
  ),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  awkwardString,
  awkwardNumber,
  fc.boolean(),
  fc.constant(null),
);

/** Arbitrary JSON with awkward keys; objects from `fromEntries`, so `__proto__` is an own key as JSON.parse makes it. */
export const awkwardJson: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: Record<string, unknown>;
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc
    .array(fc.tuple(awkwardKey, tie('value')), { maxLength: 5 })
    .map((entries) => Object.fromEntries(entries)),
})).value;

type Segment = string | number;
export type JsonPath = readonly Segment[];

/** Every path into a JSON document, the document itself first. */
export function pathsOf(document: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(document)) {
    document.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  } else if (document !== null && typeof document === 'object') {
    for (const [key, value] of Object.entries(document)) {
      paths.push(...pathsOf(value, [...prefix, key]));
    }
  }
  return paths;
}

/** Placeholders replaced in the serialized text by numbers JSON.stringify cannot write. */
const RAW_NUMBERS = {
  '"\\u0000raw:huge"': '1e999',
  '"\\u0000raw:-huge"': '-1e999',
  '"\\u0000raw:tiny"': '1e-400',
  '"\\u0000raw:unsafe"': '9007199254740993',
  '"\\u0000raw:-zero"': '-0',
} as const;
const rawNumber = fc.constantFrom(
  ...Object.keys(RAW_NUMBERS).map((key) => JSON.parse(key) as string),
);

export type MutationKind =
  | 'wrong type'
  | 'missing'
  | 'extra field'
  | 'huge string'
  | 'deep nesting'
  | 'unicode or NUL'
  | 'awkward number'
  | 'duplicate entry';

export interface Mutation {
  kind: MutationKind;
  path: JsonPath;
  value?: unknown;
  key?: string;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function parentOf(document: unknown, path: JsonPath): unknown {
  let current = document;
  for (const segment of path.slice(0, -1)) current = (current as Record<Segment, unknown>)[segment];
  return current;
}

/** Applies a mutation to a copy of `document`; `undefined` at the root means "the file is empty JSON". */
export function applyMutation(document: unknown, mutation: Mutation): unknown {
  const copy = clone(document);
  const { path } = mutation;
  if (path.length === 0) {
    if (mutation.kind === 'missing') return null;
    if (mutation.kind === 'extra field' && copy !== null && typeof copy === 'object') {
      Object.defineProperty(copy, mutation.key ?? 'extra', {
        value: mutation.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return copy;
    }
    if (mutation.kind === 'duplicate entry' && Array.isArray(copy) && copy.length > 0) {
      return [...(copy as unknown[]), copy[0] as unknown];
    }
    return mutation.value;
  }
  const parent = parentOf(copy, path) as Record<Segment, unknown>;
  const last = path[path.length - 1] as Segment;
  const current = parent[last];
  switch (mutation.kind) {
    case 'missing':
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last];
      return copy;
    case 'extra field':
      if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
        Object.defineProperty(current, mutation.key ?? 'extra', {
          value: mutation.value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      } else if (Array.isArray(current)) {
        current.push(mutation.value);
      } else {
        parent[last] = mutation.value;
      }
      return copy;
    case 'duplicate entry':
      if (Array.isArray(parent)) parent.splice(last as number, 0, clone(current));
      else if (Array.isArray(current) && current.length > 0) current.push(clone(current[0]));
      else parent[last] = mutation.value;
      return copy;
    default:
      parent[last] = mutation.value;
      return copy;
  }
}

/** The value a mutation of `kind` puts in place. */
function valueFor(kind: MutationKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'wrong type':
      return fc.oneof(
        fc.constantFrom(0, 1, -1, 1.5, '', 'x', true, false, null, [], {}, [null], { '': 0 }),
        awkwardJson,
      );
    case 'huge string':
      return fc
        .tuple(fc.integer({ min: 10_000, max: 100_000 }), fc.constantFrom('x', 'é', '\u0000', '🙂'))
        .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
    case 'deep nesting':
      // A placeholder that `serialize` writes as the nested text: JSON.stringify itself would
      // overflow its stack on the deepest ones, and readers must not.
      return fc
        .tuple(
          fc.oneof(fc.integer({ min: 50, max: 500 }), fc.constantFrom(5_000, 100_000)),
          fc.boolean(),
        )
        .map(([depth, inObjects]) => `\u0000deep:${depth}:${inObjects ? 'object' : 'array'}`);
    case 'unicode or NUL':
      return awkwardString;
    case 'awkward number':
      return fc.oneof(awkwardNumber, rawNumber);
    default:
      return awkwardJson;
  }
}

const MUTATION_KINDS: readonly MutationKind[] = [
  'wrong type',
  'missing',
  'extra field',
  'huge string',
  'deep nesting',
  'unicode or NUL',
  'awkward number',
  'duplicate entry',
];

/**
 * One mutation of `document`. The depth is chosen first, then a path at that depth, so that the
 * few top-level fields are hit as often as the many leaves of a long conversation.
 */
export function mutationOf(document: unknown, kinds = MUTATION_KINDS): fc.Arbitrary<Mutation> {
  const byDepth: JsonPath[][] = [];
  for (const path of pathsOf(document)) (byDepth[path.length] ??= []).push(path);
  const depths = byDepth.flatMap((paths, depth) => (paths.length > 0 ? [depth] : []));
  return fc
    .tuple(
      fc.constantFrom(...kinds),
      fc.constantFrom(...depths).chain((depth) => fc.constantFrom(...(byDepth[depth] ?? [[]]))),
    )
    .chain(([kind, path]) =>
      fc
        .record({ value: valueFor(kind), key: awkwardKey })
        .map(({ value, key }) => ({ kind, path, value, key })),
    );
}

/** The JSON text of a document, with the raw-number placeholders written as the numbers they stand for. */
export function serialize(document: unknown, space?: number): string {
  let text = JSON.stringify(document, null, space) ?? '';
  for (const [placeholder, raw] of Object.entries(RAW_NUMBERS)) {
    text = text.split(placeholder).join(raw);
  }
  return text.replace(/"\\u0000deep:(\d+):(array|object)"/g, (_, depth: string, kind: string) =>
    kind === 'array'
      ? `${'['.repeat(Number(depth))}0${']'.repeat(Number(depth))}`
      : `${'{"a":'.repeat(Number(depth))}0${'}'.repeat(Number(depth))}`,
  );
}

/** The JSON text of `document` after one mutation. */
export function mutatedText(document: unknown, space?: number): fc.Arbitrary<string> {
  return mutationOf(document).map((mutation) =>
    serialize(applyMutation(document, mutation), space),
  );
}

/** A prefix of `text` cut anywhere (never the whole text). */
export function truncatedText(text: string): fc.Arbitrary<string> {
  return fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((end) => text.slice(0, end));
}

/** Random bytes, sometimes starting like JSON so that the parser gets further in. */
export const randomBytes: fc.Arbitrary<Buffer> = fc
  .tuple(fc.constantFrom('', '{', '[', '{"', '\uFEFF{'), fc.uint8Array({ maxLength: 2_000 }))
  .map(([start, bytes]) => Buffer.concat([Buffer.from(start), Buffer.from(bytes)]));

/** A valid text with invalid UTF-8 sequences (lone continuation, overlong, truncated) spliced in. */
export function withInvalidUtf8(text: string): fc.Arbitrary<Buffer> {
  const bytes = Buffer.from(text);
  return fc
    .array(
      fc.tuple(
        fc.integer({ min: 0, max: bytes.length }),
        fc.constantFrom(
          [0xff],
          [0xfe, 0xff],
          [0x80],
          [0xc0, 0xaf],
          [0xe2, 0x82],
          [0xed, 0xa0, 0x80],
        ),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((insertions) => {
      let result = bytes;
      for (const [at, inserted] of [...insertions].sort((a, b) => b[0] - a[0])) {
        result = Buffer.concat([
          result.subarray(0, at),
          Buffer.from(inserted),
          result.subarray(at),
        ]);
      }
      return result;
    });
}

export interface DamagedLines {
  text: string;
  /** Lines of the original left whole (each still a line of `text`), by original index. */
  intact: number[];
  operation: string;
}

/**
 * A line format (JSONL) damaged the ways concurrent or killed writers damage it: a torn line, two
 * lines interleaved, a line duplicated, dropped or moved, CRLF endings, blank lines, a missing
 * final newline. `intact` names the lines a reader must still read.
 */
export function damagedLines(lines: readonly string[]): fc.Arbitrary<DamagedLines> {
  const count = lines.length;
  const index = fc.integer({ min: 0, max: Math.max(0, count - 1) });
  const all = (except: number[] = []): number[] =>
    lines.map((_, i) => i).filter((i) => !except.includes(i));
  const join = (items: string[], final = '\n'): string => items.join('\n') + final;
  return fc.oneof(
    fc.tuple(index, fc.double({ min: 0.01, max: 0.99, noNaN: true })).map(([at, fraction]) => {
      const line = lines[at] ?? '';
      const torn = line.slice(0, Math.floor(line.length * fraction));
      return {
        text: join([...lines.slice(0, at), torn, ...lines.slice(at + 1)]),
        intact: all([at]),
        operation: `line ${at + 1} torn`,
      };
    }),
    fc.tuple(index, fc.double({ min: 0.01, max: 0.99, noNaN: true })).map(([at, fraction]) => {
      const line = lines[at] ?? '';
      const torn = line.slice(0, Math.floor(line.length * fraction));
      return {
        text: join([...lines.slice(0, at), torn], ''),
        intact: all().filter((i) => i < at),
        operation: `torn last line ${at + 1}, no final newline`,
      };
    }),
    fc
      .tuple(index, index, fc.double({ min: 0.01, max: 0.99, noNaN: true }))
      .filter(([a, b]) => a !== b)
      .map(([a, b, fraction]) => {
        const first = lines[a] ?? '';
        const cut = Math.floor(first.length * fraction);
        const interleaved = `${first.slice(0, cut)}${lines[b] ?? ''}${first.slice(cut)}`;
        const kept = lines
          .map((line, i) => (i === a ? interleaved : line))
          .filter((_, i) => i !== b);
        return {
          text: join(kept),
          intact: all([a, b]),
          operation: `lines ${a + 1}+${b + 1} interleaved`,
        };
      }),
    index.map((at) => ({
      text: join([...lines.slice(0, at + 1), lines[at] ?? '', ...lines.slice(at + 1)]),
      intact: all(),
      operation: `line ${at + 1} duplicated`,
    })),
    index.map((at) => ({
      text: join(lines.filter((_, i) => i !== at)),
      intact: all([at]),
      operation: `line ${at + 1} dropped`,
    })),
    fc
      .tuple(index, index)
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => {
        const swapped = [...lines];
        [swapped[a], swapped[b]] = [swapped[b] as string, swapped[a] as string];
        return {
          text: join(swapped),
          intact: all(),
          operation: `lines ${a + 1} and ${b + 1} swapped`,
        };
      }),
    fc.constant({ text: lines.join('\r\n') + '\r\n', intact: all(), operation: 'CRLF line ends' }),
    index.map((at) => ({
      text: join([...lines.slice(0, at), '', '   ', ...lines.slice(at)]),
      intact: all(),
      operation: `blank lines before line ${at + 1}`,
    })),
  );
}

// ------------------------------------------------------------------------------------------------
// Assertions

const STACK_FRAME = /\n\s+at .+[:(]\d+/;

/** A loader's refusal: a `ConfigError` whose message names the file and whose problems each name a field. */
export function expectConfigRefusal(error: unknown, file: string): asserts error is ConfigError {
  if (!(error instanceof ConfigError)) {
    throw new Error(
      `expected a ConfigError naming ${file}, got ${error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error)}`,
    );
  }
  expect(error.message).toContain(file);
  expect(error.message).not.toMatch(STACK_FRAME);
  for (const problem of error.problems) expectProblemNamed(problem, file);
}

/** A problem names its file, a non-empty field and a message. */
export function expectProblemNamed(problem: Problem, file: string): void {
  expect(problem.file).toContain(file);
  expect(problem.field.length).toBeGreaterThan(0);
  expect(problem.message.length).toBeGreaterThan(0);
  expect(problem.message).not.toMatch(STACK_FRAME);
}

/** Calls `load`; it may succeed, or refuse with a `ConfigError` naming `file`. Anything else fails the property. */
export async function loadOrRefusal<T>(
  load: () => Promise<T> | T,
  file: string,
): Promise<{ ok: true; value: T } | { ok: false; error: ConfigError }> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    expectConfigRefusal(error, file);
    return { ok: false, error };
  }
}

/** Any thrown value that is not one of Verdict's named errors is a crash. */
export function isCrash(error: unknown): boolean {
  return !(error instanceof VerdictError);
}

/**
 * The CLI refused cleanly: the documented exit code, the file named on stderr, no "unexpected
 * error" and no stack trace.
 */
export function expectCliRefusal(result: CliResult, code: number, file: string): void {
  const context = `exit ${result.code}\nstderr: ${result.stderr.slice(0, 2_000)}`;
  expect(result.stderr, context).not.toContain('unexpected error');
  expect(result.stderr, context).not.toMatch(STACK_FRAME);
  expect(result.code, context).toBe(code);
  expect(result.stderr, context).toContain(file);
}

/** The CLI did not crash, whatever it decided: no "unexpected error", no stack trace, a documented code. */
export function expectCliNoCrash(result: CliResult, codes: readonly number[]): void {
  const context = `exit ${result.code}\nstderr: ${result.stderr.slice(0, 2_000)}`;
  expect(result.stderr, context).not.toContain('unexpected error');
  expect(result.stderr, context).not.toMatch(STACK_FRAME);
  expect(codes, context).toContain(result.code);
}

/** The values `systematicMutations` puts at every field: the ones random sampling hits too rarely. */
const SYSTEMATIC_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['100,000 nested arrays', '\u0000deep:100000:array'],
  ['100,000 nested objects', '\u0000deep:100000:object'],
  ['2^31 - 1', 2 ** 31 - 1],
  ['1e999 (Infinity once parsed)', JSON.parse('"\\u0000raw:huge"')],
  ['"constructor"', 'constructor'],
];

/**
 * Every one of the `maxPaths` shallowest fields of `document` (the document itself included) set
 * to each of a few values that random sampling hits too rarely and that break readers: deep
 * nesting, huge numbers, a prototype name. Deterministic, so CI covers each field on a short run.
 */
export function systematicMutations(
  document: unknown,
  maxPaths = 30,
): Array<{ label: string; text: string }> {
  const paths = [...pathsOf(document)].sort((a, b) => a.length - b.length).slice(0, maxPaths);
  return paths.flatMap((path) =>
    SYSTEMATIC_VALUES.map(([name, value]) => ({
      label: `${path.length === 0 ? '(document)' : path.join('.')} = ${name}`,
      text: serialize(applyMutation(document, { kind: 'wrong type', path, value })),
    })),
  );
}
