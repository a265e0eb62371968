import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFirstDifference } from '../../src/provider/divergence.js';
import { hashFingerprint } from '../../src/provider/fingerprint.js';
import type { Fingerprint } from '../../src/provider/types.js';

type Segment = string | number;

const identifier = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,5}$/);
const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(identifier, tie('value'), { maxKeys: 3 }),
  ),
})).value;

const functionTools = fc
  .uniqueArray(fc.stringMatching(/^[a-z_]{1,8}$/), { maxLength: 4 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.record({
          type: fc.constant('function'),
          function: fc.record({
            name: fc.constant(name),
            description: fc.string(),
            parameters: json,
          }),
        }),
      ),
    ),
  );

const fingerprint: fc.Arbitrary<Fingerprint> = fc.record({
  endpoint: fc.constant('chat.completions' as const),
  model: fc.option(fc.string(), { nil: null }),
  instructions: fc.option(fc.string(), { nil: null }),
  messages: fc.array(fc.dictionary(identifier, json, { maxKeys: 4 }), { maxLength: 4 }),
  tools: functionTools,
  outputLimit: fc.option(fc.nat(), { nil: null }),
  nativeTools: fc.array(json, { maxLength: 2 }),
  reasoningEffort: fc.option(fc.string(), { nil: null }),
  answerControls: fc.dictionary(identifier, json, { maxKeys: 2 }),
});

/** Every string leaf, as the path of keys and indexes that reaches it. */
function stringLeaves(value: unknown, at: Segment[] = []): Segment[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeaves(item, [...at, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...at, key]));
  }
  return [];
}

function setLeaf(root: Fingerprint, at: Segment[], leaf: string): Fingerprint {
  const copy = structuredClone(root);
  let parent = copy as unknown as Record<Segment, unknown>;
  for (const segment of at.slice(0, -1)) parent = parent[segment] as Record<Segment, unknown>;
  parent[at[at.length - 1] as Segment] = leaf;
  return copy;
}

/** The path a person reads: tools by name with `function.` elided, everything else as written. */
function expectedField(root: Fingerprint, at: Segment[]): string {
  let rest = at;
  let field = String(at[0]);
  if (at[0] === 'tools') {
    const named = root.tools[at[1] as number] as { function: { name: string } };
    field = `tools[${named.function.name}]`;
    rest = at[2] === 'function' ? at.slice(2) : at.slice(1);
  }
  for (const segment of rest.slice(1)) {
    field += typeof segment === 'number' ? `[${segment}]` : `.${segment}`;
  }
  return field;
}

describe('findFirstDifference: properties', () => {
  it('finds nothing between a fingerprint and itself or a deep clone', () => {
    fc.assert(
      fc.property(fingerprint, (value) => {
        expect(findFirstDifference(value, value)).toBeUndefined();
        expect(findFirstDifference(value, structuredClone(value))).toBeUndefined();
      }),
    );
  });

  it('finds any single string-leaf change exactly at its path', () => {
    const mutation = fingerprint
      .map((value) => ({
        value,
        // A tool's name is its address: renaming it is an added and a removed tool (tested above).
        leaves: stringLeaves(value).filter((at) => !(at[0] === 'tools' && at[3] === 'name')),
      }))
      .filter(({ leaves }) => leaves.length > 0)
      .chain(({ value, leaves }) =>
        fc.record({ value: fc.constant(value), at: fc.constantFrom(...leaves), leaf: fc.string() }),
      );
    fc.assert(
      fc.property(mutation, ({ value, at, leaf }) => {
        const before = at.reduce<unknown>(
          (node, segment) => (node as Record<Segment, unknown>)[segment],
          value,
        );
        const after = leaf === before ? `${leaf}!` : leaf;
        const difference = findFirstDifference(value, setLeaf(value, at, after));
        expect(difference?.field).toBe(expectedField(value, at));
        // The excerpt shows a change, and each side's words come from that side.
        const parts = difference?.excerpt.hunks.flat() ?? [];
        expect(parts.some((part) => part.kind !== 'same')).toBe(true);
        for (const part of parts) {
          if (part.kind !== 'added') expect(before).toContain(part.text);
          if (part.kind !== 'removed') expect(after).toContain(part.text);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds a difference exactly when the hashes differ', () => {
    fc.assert(
      fc.property(fingerprint, fingerprint, fc.boolean(), (a, b, same) => {
        const other = same ? structuredClone(a) : b;
        const difference = findFirstDifference(a, other);
        expect(difference === undefined).toBe(hashFingerprint(a) === hashFingerprint(other));
      }),
    );
  });
});
