import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { canonicalJson } from '../../src/json/canonical-json.js';
import {
  CASSETTE_FORMAT,
  parseCassette,
  serializeCassette,
  type CassetteCall,
  type CassetteHeader,
} from '../../src/provider/cassette.js';
import { CanonicalMeasure } from '../../src/provider/cassette-codec-canonical.js';
import { hashFingerprint } from '../../src/provider/fingerprint.js';
import { EndpointSchema, type Fingerprint } from '../../src/provider/types.js';

const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 20 });
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
/** JSON gives back what it was given, except -0 (written as 0): values go through it once. */
const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Object keys, the awkward ones often: the codec's own markers, prototype names, unicode. */
const key = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('__proto__', '$ref', '$lit', 'constructor', 'role', 'content', 'é', '🙂'),
);

const leaf = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Objects built with fromEntries: a `__proto__` key is an own key, as JSON.parse makes it. */
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('array'),
    tie('object'),
    tie('lookalike'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc
    .array(fc.tuple(key, tie('value')), { maxLength: 4 })
    .map((entries) => Object.fromEntries(entries)),
  // Values shaped like the codec's references and escapes, which must come back as literals.
  lookalike: fc.oneof(
    hex64.map((hash) => ({ $ref: hash })),
    tie('value').map((inner) => ({ $ref: inner })),
    tie('value').map((inner) => ({ $lit: inner })),
    tie('value').map((inner) => ({ $lit: { $ref: inner } })),
  ),
}));
const json = jsonValue.map(viaJson);

/** Large enough to be stored as a part (≥ 1 KiB of canonical JSON). */
const bigString = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 8 })
  .map((unit) => unit.repeat(Math.ceil(1_100 / unit.length)));
const bigValue = fc.oneof(
  bigString,
  fc.tuple(bigString, json).map(([content, extra]) => ({ role: 'user', content, extra })),
  fc.tuple(bigString, json).map(([big, extra]) => [extra, big]),
  bigString.map((big) => ({ $ref: big })),
  // A literal naming a real part: the sha256 the codec would give this string.
  bigString.map((big) => [big, { $ref: sha256(JSON.stringify(big)) }]),
  fc.tuple(bigString, bigString).map(([a, b]) => ({ a: { description: a }, b })),
);
const entry = fc.oneof({ weight: 2, arbitrary: json }, { weight: 1, arbitrary: bigValue });

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const headerArbitrary: fc.Arbitrary<CassetteHeader> = fc.record({
  format: fc.constant(CASSETTE_FORMAT),
  suiteId: id,
  suiteVersion: text,
  taskId: id,
  configHash: text,
  harnessVersion: text,
});

const answerControls = fc
  .array(fc.tuple(key, json), { maxLength: 3 })
  .map((entries) => Object.fromEntries(entries));

const responseArbitrary: fc.Arbitrary<CassetteCall['response']> = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), status: fc.integer(), body: json }),
  fc.record({
    kind: fc.constant('sse' as const),
    status: fc.integer(),
    events: fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }),
  }),
);

const withHash = (fingerprint: Fingerprint, index: number, response: CassetteCall['response']) => {
  // Each call its own objects, as a recording has them.
  const own = viaJson(fingerprint);
  return { call: index + 1, sha256: hashFingerprint(own), fingerprint: own, response };
};

/** Independent calls: every fingerprint field arbitrary. */
const independentCalls: fc.Arbitrary<CassetteCall[]> = fc
  .array(
    fc.record({
      fingerprint: fc.record({
        endpoint: fc.constantFrom(...EndpointSchema.options),
        model: fc.option(fc.string({ unit: 'binary' }), { nil: null }),
        instructions: json,
        messages: fc.array(entry, { maxLength: 4 }),
        tools: fc.array(json, { maxLength: 3 }),
        outputLimit: fc.option(fc.integer(), { nil: null }),
        nativeTools: fc.array(json, { maxLength: 2 }),
        reasoningEffort: fc.option(fc.string(), { nil: null }),
        answerControls,
      }),
      response: responseArbitrary,
    }),
    { maxLength: 4 },
  )
  .map((calls) => calls.map((call, index) => withHash(call.fingerprint, index, call.response)));

/**
 * Calls of one session: conversations that are prefixes of one another (or fork), tool lists and
 * instructions picked from a few (so they change and change back), large values repeated.
 */
const sessionCalls: fc.Arbitrary<CassetteCall[]> = fc
  .record({
    entries: fc.array(entry, { minLength: 1, maxLength: 8 }),
    toolLists: fc.array(fc.array(entry, { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
    instructions: fc.array(fc.oneof(json, bigValue), { minLength: 1, maxLength: 3 }),
    calls: fc.array(
      fc.record({
        endpoint: fc.constantFrom(...EndpointSchema.options),
        keep: fc.nat(),
        extra: fc.option(entry, { nil: undefined }),
        tools: fc.nat(),
        instructions: fc.nat(),
        model: fc.constantFrom('big', 'small'),
        outputLimit: fc.option(fc.constantFrom(1024, 32), { nil: null }),
        answerControls,
        response: responseArbitrary,
      }),
      { minLength: 1, maxLength: 7 },
    ),
  })
  .map(({ entries, toolLists, instructions, calls }) =>
    calls.map((call, index) =>
      withHash(
        {
          endpoint: call.endpoint,
          model: call.model,
          instructions: instructions[call.instructions % instructions.length],
          messages: [
            ...entries.slice(0, call.keep % (entries.length + 1)),
            ...(call.extra === undefined ? [] : [call.extra]),
          ],
          tools: toolLists[call.tools % toolLists.length] ?? [],
          outputLimit: call.outputLimit,
          nativeTools: [],
          reasoningEffort: null,
          answerControls: call.answerControls,
        },
        index,
        call.response,
      ),
    ),
  );

const anyCalls = fc.oneof(independentCalls, sessionCalls);

const lineObjects = (serialized: string): Array<Record<string, unknown>> =>
  serialized
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Every `{"$ref": …}` of the encoded form, markers and escapes read as the decoder reads them. */
function referencesIn(encoded: unknown, found: string[] = []): string[] {
  if (Array.isArray(encoded)) encoded.forEach((item) => referencesIn(item, found));
  else if (encoded !== null && typeof encoded === 'object') {
    const keys = Object.keys(encoded);
    const record = encoded as Record<string, unknown>;
    if (keys.length === 1 && keys[0] === '$ref') found.push(record.$ref as string);
    else if (keys.length === 1 && keys[0] === '$lit') {
      Object.values(record.$lit as object).forEach((item) => referencesIn(item, found));
    } else Object.values(record).forEach((item) => referencesIn(item, found));
  }
  return found;
}

describe('cassette/v2 round trip', () => {
  it('decodes exactly the calls it encoded, and re-encodes them byte for byte', () => {
    fc.assert(
      fc.property(headerArbitrary, anyCalls, (header, calls) => {
        const serialized = serializeCassette(header, calls);
        const parsed = parseCassette(serialized, 'c.jsonl');
        expect(parsed).toEqual({ header, calls });
        expect(serializeCassette(parsed.header, parsed.calls)).toBe(serialized);
        expect(serialized.endsWith('\n')).toBe(true);
        expect(serialized.split('\n')).toHaveLength(calls.length + 2);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: equal calls in other objects give the same bytes', () => {
    fc.assert(
      fc.property(headerArbitrary, anyCalls, (header, calls) => {
        expect(serializeCassette(viaJson(header), viaJson(calls))).toBe(
          serializeCassette(header, calls),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('gives every line the sha256 of the fingerprint it decodes to (hashFingerprint)', () => {
    fc.assert(
      fc.property(headerArbitrary, anyCalls, (header, calls) => {
        const serialized = serializeCassette(header, calls);
        const decoded = parseCassette(serialized, 'c.jsonl').calls;
        const lines = lineObjects(serialized).slice(1);
        expect(lines.map((line) => line.sha256)).toEqual(
          decoded.map((call) => hashFingerprint(call.fingerprint)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('defines each part once, on or before the first line that refers to it, under its sha256', () => {
    let sawParts = false;
    fc.assert(
      fc.property(headerArbitrary, sessionCalls, (header, calls) => {
        const defined = new Map<string, unknown>();
        for (const line of lineObjects(serializeCassette(header, calls)).slice(1)) {
          const parts = (line.parts ?? {}) as Record<string, unknown>;
          for (const partId of Object.keys(parts)) {
            expect(defined.has(partId), `part ${partId} defined twice`).toBe(false);
            defined.set(partId, parts[partId]);
          }
          for (const reference of referencesIn([line.request, Object.values(parts)])) {
            expect(defined.has(reference), `part ${reference} used before it is defined`).toBe(
              true,
            );
          }
          sawParts ||= Object.keys(parts).length > 0;
        }
      }),
      { numRuns: 200 },
    );
    expect(sawParts).toBe(true); // the arbitrary does repeat large values
  });

  it('still reads cassette/v1, whose lines hold the whole fingerprint', () => {
    fc.assert(
      fc.property(headerArbitrary, independentCalls, (header, calls) => {
        const v1Header = { ...header, format: 'cassette/v1' as const };
        const v1 = [v1Header, ...calls].map((line) => `${JSON.stringify(line)}\n`).join('');
        expect(parseCassette(v1, 'c.jsonl')).toEqual({ header: v1Header, calls });
      }),
      { numRuns: 100 },
    );
  });

  it('rejects any damaged line with a ConfigError that names a line', () => {
    fc.assert(
      fc.property(headerArbitrary, anyCalls, fc.nat(), fc.string(), (header, calls, at, junk) => {
        const lines = serializeCassette(header, calls).split('\n');
        const index = at % (lines.length - 1);
        lines[index] = `${junk}${lines[index]?.slice(1) ?? ''}`;
        let parsed: unknown;
        try {
          parsed = parseCassette(lines.join('\n'), 'c.jsonl');
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          const { problems } = error as ConfigError;
          expect(problems.length).toBeGreaterThan(0);
          for (const problem of problems) {
            expect(problem.file).toBe('c.jsonl');
            expect(problem.subject ?? '').toMatch(/^(line \d+)?$/);
            expect(problem.field.length).toBeGreaterThan(0);
          }
          return;
        }
        // Replacing `{` by a junk string that happens to be `{` leaves the cassette valid.
        expect(parsed).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });
});

describe('CanonicalMeasure', () => {
  it('writes exactly canonicalJson, and hashes a fingerprint exactly as hashFingerprint', () => {
    fc.assert(
      fc.property(json, independentCalls, (value, calls) => {
        const measure = new CanonicalMeasure();
        expect(measure.canonicalOf(value)).toBe(canonicalJson(value));
        for (const call of calls) {
          expect(measure.fingerprintSha256(call.fingerprint)).toBe(
            hashFingerprint(call.fingerprint),
          );
          // Again, from what it kept.
          expect(measure.fingerprintSha256(call.fingerprint)).toBe(call.sha256);
        }
      }),
      { numRuns: 200 },
    );
  });
});
