import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import {
  parseCassette,
  serializeCassette,
  type CassetteCall,
  type CassetteHeader,
} from '../../src/provider/cassette.js';
import type { Fingerprint } from '../../src/provider/types.js';

const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 20 });
/** JSON values as JSON gives them back (fast-check may generate -0, which JSON writes as 0). */
const json = fc
  .jsonValue({ maxDepth: 3 })
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

const headerArbitrary: fc.Arbitrary<CassetteHeader> = fc.record({
  format: fc.constant('cassette/v1' as const),
  suiteId: id,
  suiteVersion: text,
  taskId: id,
  configHash: text,
  harnessVersion: text,
});

const fingerprintArbitrary: fc.Arbitrary<Fingerprint> = fc.record({
  endpoint: fc.constant('chat.completions' as const),
  model: fc.option(fc.string({ unit: 'binary' }), { nil: null }),
  instructions: fc.option(fc.string({ unit: 'binary' }), { nil: null }),
  messages: fc.array(json, { maxLength: 4 }),
  tools: fc.array(json, { maxLength: 3 }),
  outputLimit: fc.option(fc.integer(), { nil: null }),
  nativeTools: fc.array(json, { maxLength: 2 }),
  reasoningEffort: fc.option(fc.string(), { nil: null }),
  answerControls: fc.dictionary(fc.string(), json, { maxKeys: 2 }),
});

const responseArbitrary: fc.Arbitrary<CassetteCall['response']> = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), status: fc.integer(), body: json }),
  fc.record({
    kind: fc.constant('sse' as const),
    status: fc.integer(),
    events: fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }),
  }),
);

const callsArbitrary: fc.Arbitrary<CassetteCall[]> = fc
  .array(
    fc.record({
      sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
      fingerprint: fingerprintArbitrary,
      response: responseArbitrary,
    }),
    { maxLength: 4 },
  )
  .map((calls) => calls.map((call, index) => ({ call: index + 1, ...call })));

describe('cassette round trip', () => {
  it('parses back exactly what it serialized, and re-serializes byte for byte', () => {
    fc.assert(
      fc.property(headerArbitrary, callsArbitrary, (header, calls) => {
        const serialized = serializeCassette(header, calls);
        const parsed = parseCassette(serialized, 'c.jsonl');
        expect(parsed).toEqual({ header, calls });
        expect(serializeCassette(parsed.header, parsed.calls)).toBe(serialized);
        expect(serialized.endsWith('\n')).toBe(true);
        expect(serialized.split('\n')).toHaveLength(calls.length + 2);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects any damaged line with a ConfigError that names a line', () => {
    fc.assert(
      fc.property(
        headerArbitrary,
        callsArbitrary,
        fc.nat(),
        fc.string(),
        (header, calls, at, junk) => {
          const lines = serializeCassette(header, calls).split('\n');
          const index = at % (lines.length - 1);
          lines[index] = `${junk}${lines[index]?.slice(1) ?? ''}`;
          const damaged = lines.join('\n');
          let parsed: unknown;
          try {
            parsed = parseCassette(damaged, 'c.jsonl');
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
        },
      ),
      { numRuns: 200 },
    );
  });
});
