import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { plansOf } from '../../src/json/plan-from-zod.js';
import { PLANNED_SCHEMAS } from '../../src/json/planned-schemas.js';
import { INVALID, readByPlan, type PlanNode, type SchemaPlan } from '../../src/json/schema-plan.js';
import * as SCHEMA_PLANS from '../../src/json/schema-plans.js';

// Every plan must give zod's own answer: the value zod parses an input into (same keys, in the same
// order, undefined where zod keeps it), INVALID exactly when zod rejects it, or nothing (the caller
// then asks zod). Inputs are drawn from each plan itself, near misses included, and from the
// repository's suites and cassettes.

const PLANS = SCHEMA_PLANS as unknown as Record<string, SchemaPlan>;
const NAMES = Object.keys(PLANNED_SCHEMAS) as Array<keyof typeof PLANNED_SCHEMAS>;

/** zod's own parse, never the plan: `z.safeParse` runs the schema, not the stand-in's `safeParse`. */
const zodParse = (schema: z.ZodType, input: unknown) => z.safeParse(schema, input);

/** Equal as parsed values: same keys in the same order, same primitives (`Object.is`). */
function sameParse(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameParse(item, b[index]))
    );
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    return (
      keysA.length === keysB.length &&
      keysA.every(
        (key, index) =>
          key === keysB[index] &&
          sameParse((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return Object.is(a, b);
}

interface Tally {
  accepted: number;
  rejected: number;
  gaveUp: number;
}

/** Checks the plan against zod on `input`; returns what the plan did. */
function agree(name: string, input: unknown): keyof Tally {
  const schema = PLANNED_SCHEMAS[name as keyof typeof PLANNED_SCHEMAS] as z.ZodType;
  const plan = PLANS[name]!;
  const read = readByPlan(plan, input);
  if (read === undefined) return 'gaveUp';
  const parsed = zodParse(schema, input);
  if (read === INVALID) {
    if (parsed.success) {
      throw new Error(`${name}: the plan rejected what zod accepts: ${JSON.stringify(input)}`);
    }
    return 'rejected';
  }
  if (!parsed.success) {
    throw new Error(
      `${name}: the plan accepted what zod rejects (${parsed.error.issues[0]?.message}): ${JSON.stringify(input)}`,
    );
  }
  if (!sameParse(read.value, parsed.data)) {
    throw new Error(
      `${name}: the plan parsed ${JSON.stringify(read.value)}, zod ${JSON.stringify(parsed.data)}`,
    );
  }
  return 'accepted';
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

const STRING_SEEDS = [
  '',
  'a',
  'task-1',
  '-x',
  'a/b.txt',
  'src/',
  '/',
  '../up',
  'a/../b',
  '/abs/path',
  'C:/x',
  '~/home',
  'a\\b',
  'nul\0',
  '1.0.0',
  '1.0',
  '1.0.0-rc.1',
  'v1.0.0',
  '(',
  'a+',
  '[a-',
  'gim',
  'x',
  'dgimsuvy',
  'q',
  'a'.repeat(128),
  'a'.repeat(129),
  '0'.repeat(64),
  'f'.repeat(64),
  'F'.repeat(64),
  '2/4',
  '0/0',
  'replay',
  'live',
  'pass',
  'chat.completions',
  'cassette/v2',
  'run/v1',
  'report/v1',
  'toString',
];
const NUMBER_SEEDS = [0, 1, -1, 2, 0.5, 1.5, 255, 256, 600_000, 600_001, 2 ** 53, -(2 ** 53), 1e21];

function stringArbitrary(
  node: Extract<PlanNode, { type: 'string' }>,
  noisy: boolean,
): fc.Arbitrary<string> {
  const patterns = (node.checks ?? []).flatMap((check) =>
    check.check === 'regex' ? [new RegExp(check.source, check.flags.replace('g', ''))] : [],
  );
  const seeds = fc.constantFrom(...STRING_SEEDS);
  if (!noisy && patterns.length > 0) return fc.oneof(...patterns.map((p) => fc.stringMatching(p)));
  const any = fc.oneof(
    seeds,
    fc.string({ maxLength: 8 }),
    ...patterns.map((p) => fc.stringMatching(p)),
  );
  return noisy ? any : any.filter((value) => passes(node, value));
}

/** True when `value` passes `node` on its own (a leaf: a string or a number with its checks). */
const passes = (node: PlanNode, value: unknown): boolean => {
  const read = readByPlan({ root: node, defs: [] }, value);
  return read !== undefined && read !== INVALID;
};

/**
 * Values of `node`'s shape; when `noisy`, with near misses everywhere (any part is sometimes any
 * JSON value, a key is dropped or undefined, an unknown key is added, numbers are anything).
 */
function arbitraryOf(node: PlanNode, plan: SchemaPlan, noisy: boolean): fc.Arbitrary<unknown> {
  const valid = validArbitraryOf(node, plan, noisy);
  if (!noisy || node.type === 'ref' || node.type === 'optional') return valid;
  return fc.oneof({ weight: 20, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

function validArbitraryOf(node: PlanNode, plan: SchemaPlan, noisy: boolean): fc.Arbitrary<unknown> {
  const arbitraryOf_ = (child: PlanNode) => arbitraryOf(child, plan, noisy);
  switch (node.type) {
    case 'ref':
      return arbitraryOf_(plan.defs[node.id]!);
    case 'string':
      return stringArbitrary(node, noisy);
    case 'number':
      return noisy
        ? fc.oneof(
            fc.constantFrom(...NUMBER_SEEDS),
            fc.integer({ min: -3, max: 20 }),
            fc.double({ noNaN: false }),
          )
        : fc
            .oneof(fc.constantFrom(0, 1, 0.5, 5, 255), fc.integer({ min: 1, max: 20 }))
            .filter((value) => passes(node, value));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
      return noisy ? fc.oneof(anyJson, fc.constant(undefined)) : anyJson;
    case 'literal':
    case 'enum':
      return fc.constantFrom(...node.values);
    case 'optional':
      return fc.option(arbitraryOf_(node.inner), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(arbitraryOf_(node.inner), { nil: null, freq: 3 });
    case 'array': {
      const minimum = node.checks?.find((check) => check.check === 'min_length');
      const minLength = noisy || minimum?.check !== 'min_length' ? 0 : minimum.minimum;
      return fc.array(arbitraryOf_(node.element), { minLength, maxLength: Math.max(3, minLength) });
    }
    case 'record':
      return fc.dictionary(
        arbitraryOf_(node.key) as fc.Arbitrary<string>,
        arbitraryOf_(node.value),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...node.options.map((option) => arbitraryOf_(option)));
    case 'tagged':
      return fc.oneof(...node.options.map(([, option]) => arbitraryOf_(option)));
    case 'preprocess':
      return fc
        .tuple(arbitraryOf_(node.schema), fc.boolean())
        .map(([value, eligible]) =>
          eligible && value !== null && typeof value === 'object' && !Array.isArray(value)
            ? { eligible: 3, ...value }
            : value,
        );
    case 'object':
      return fc
        .tuple(
          ...node.fields.map((field) =>
            fc.tuple(
              fc.constant(field.key),
              arbitraryOf_(field.schema),
              // Present, absent, or present as undefined.
              noisy
                ? fc.constantFrom('present', 'present', 'present', 'present', 'absent', 'undefined')
                : fc.constantFrom('present', field.optin === undefined ? 'present' : 'absent'),
            ),
          ),
        )
        .chain((entries) =>
          fc
            .record({
              reversed: fc.boolean(),
              extra: noisy
                ? fc.option(fc.tuple(fc.constantFrom('extra', 'toString', 'kind'), anyJson), {
                    freq: 8,
                  })
                : fc.constant(null),
            })
            .map(({ reversed, extra }) => {
              const value: Record<string, unknown> = {};
              const ordered = reversed ? [...entries].reverse() : entries;
              for (const [key, item, presence] of ordered) {
                if (presence === 'absent' || (presence === 'present' && item === undefined)) {
                  continue;
                }
                value[key] = presence === 'undefined' ? undefined : item;
              }
              if (extra !== null) value[extra[0]] = extra[1];
              return value;
            }),
        );
  }
}

type Mutation = 'replace' | 'delete' | 'add' | 'undefined';

/** `value` with one change at the `at`-th object or array inside it (in depth-first order). */
function mutate(value: unknown, at: number, kind: Mutation, replacement: unknown): unknown {
  const containers: Array<Record<string, unknown> | unknown[]> = [];
  const collect = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    containers.push(node as Record<string, unknown>);
    for (const child of Object.values(node)) collect(child);
  };
  const copy = structuredClone(value);
  collect(copy);
  const target = containers[at % Math.max(1, containers.length)];
  if (target === undefined) return replacement;
  const keys = Object.keys(target);
  const key = keys[at % Math.max(1, keys.length)];
  if (Array.isArray(target)) {
    if (key !== undefined && kind !== 'add') target[Number(key)] = replacement;
    else target.push(replacement);
  } else if (kind === 'add' || key === undefined) target[`extra${at % 3}`] = replacement;
  else if (kind === 'delete') delete target[key];
  else target[key] = kind === 'undefined' ? undefined : replacement;
  return copy;
}

/** Valid values, values with exactly one thing wrong, and values with many. */
function inputsOf(plan: SchemaPlan): fc.Arbitrary<unknown> {
  const clean = arbitraryOf(plan.root, plan, false);
  return fc.oneof(
    { weight: 2, arbitrary: clean },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          clean,
          fc.nat(200),
          fc.constantFrom<Mutation>('replace', 'delete', 'add', 'undefined'),
          anyJson,
        )
        .map(([value, at, kind, replacement]) => mutate(value, at, kind, replacement)),
    },
    { weight: 1, arbitrary: arbitraryOf(plan.root, plan, true) },
  );
}

/** JSON files (and JSON lines) under `dir`, parsed: real suites, cassettes and scripts. */
function repositoryJson(dir: string, matches: (file: string) => boolean): unknown[] {
  const found: unknown[] = [];
  const visit = (at: string): void => {
    for (const name of readdirSync(at)) {
      const child = path.join(at, name);
      if (statSync(child).isDirectory()) visit(child);
      else if (matches(child)) {
        const text = readFileSync(child, 'utf8');
        if (child.endsWith('.jsonl')) {
          for (const line of text.split('\n')) if (line.trim() !== '') found.push(JSON.parse(line));
        } else found.push(JSON.parse(text));
      }
    }
  };
  visit(dir);
  return found;
}

const root = path.resolve(import.meta.dirname, '..', '..');

describe('schema plans', () => {
  const fresh = plansOf(PLANNED_SCHEMAS);
  it.each(NAMES)('%s is the plan of its schema (run `npm run schema` when this fails)', (name) => {
    expect(PLANS[name]).toEqual({ root: fresh.roots[name], defs: fresh.defs });
  });

  it.each(NAMES)('%s gives zod’s answer on values of its shape and near misses', (name) => {
    const tally: Tally = { accepted: 0, rejected: 0, gaveUp: 0 };
    fc.assert(
      fc.property(inputsOf(PLANS[name]!), (input) => {
        tally[agree(name, input)] += 1;
      }),
      { numRuns: 800, seed: 4242 },
    );
    // The plan answers nearly everything itself, and sees both answers.
    expect(tally.gaveUp).toBeLessThan(20);
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.rejected).toBeGreaterThan(10);
  });

  it('answers every suite, case file and cassette line of the repository itself', () => {
    const suites = repositoryJson(path.join(root, 'fixtures', 'eval'), (file) =>
      file.endsWith('suite.json'),
    );
    const lines = repositoryJson(path.join(root, 'fixtures', 'eval'), (file) =>
      file.endsWith('.jsonl'),
    );
    const cases = repositoryJson(path.join(root, 'fixtures', 'cases'), (file) =>
      file.endsWith('.json'),
    );
    expect(suites.length).toBeGreaterThan(2);
    expect(lines.length).toBeGreaterThan(20);
    for (const suite of suites) expect(agree('SuiteFilePlan', suite)).toBe('accepted');
    for (const file of cases) expect(agree('CaseFilePlan', file)).not.toBe('gaveUp');
    let headers = 0;
    let calls = 0;
    for (const [index, line] of lines.entries()) {
      const isHeader = index === 0 || (line as { format?: unknown }).format !== undefined;
      if (isHeader && agree('CassetteHeaderPlan', line) === 'accepted') headers += 1;
      else if (agree('StoredCallV2Plan', line) === 'accepted') calls += 1;
    }
    expect(headers).toBeGreaterThan(2);
    expect(calls).toBeGreaterThan(20);
  });

  it('gives up, for zod to answer, on a __proto__ key and on objects that are not plain', () => {
    const plan = PLANS.PolicyPlan!;
    expect(readByPlan(plan, JSON.parse('{"mode":"auto","__proto__":{"x":1}}'))).toBeUndefined();
    expect(readByPlan(plan, Object.assign(new (class Policy {})(), { mode: 'auto' }))).toBe(
      undefined,
    );
    expect(readByPlan(plan, { mode: 'auto' })).toEqual({ value: { mode: 'auto' } });
    expect(readByPlan(plan, { mode: 'sometimes' })).toBe(INVALID);
  });
});
