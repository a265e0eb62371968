import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canonicalJson } from '../../src/json/canonical-json.js';
import { sameCanonicalJson } from '../../src/provider/canonical-equal.js';
import {
  lenient,
  arrayOr,
  booleanOr,
  numberOr,
  plainRecordOr,
  recordOr,
  stringOr,
  tokenCountOr,
} from '../../src/provider/protocols/lenient.js';
import { assembleFromJson, readCompletion, readUsage } from '../../src/provider/chat-completion.js';
import { readPart } from '../../src/provider/protocols/gemini-wire.js';
import { normalizeShared, normalizeValue } from '../../src/provider/normalize.js';
import { requestTargetOf } from '../../src/provider/request-target.js';

/** A token count (or an index), as the readers' schemas read one. */
const TokenCountSchema = z.number().int().min(0);

// The proxy's hot path reads requests and answers without `URL`, hashes or zod; each reader must
// give exactly what the thing it replaced gave.

const key = fc.constantFrom('a', 'b', 'c', '__proto__', 'constructor', '0', '10');
const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 3 }),
    fc.constantFrom(0, -0, 1, 1.5, -2, 2 ** 53, NaN, Infinity),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .array(fc.tuple(key, tie('value')), { maxLength: 3 })
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value;

/** The same value with the keys of every object in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

describe('sameCanonicalJson', () => {
  it('says what comparing canonical texts says, for any two values', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(sameCanonicalJson(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('matches a value against itself with its keys in another order', () => {
    fc.assert(
      fc.property(json, (a) => {
        expect(sameCanonicalJson(a, reversed(a))).toBe(true);
        expect(sameCanonicalJson(a, structuredClone(a))).toBe(
          canonicalJson(a) === canonicalJson(structuredClone(a)),
        );
      }),
    );
  });
});

describe('requestTargetOf', () => {
  const target = fc
    .array(
      fc.constantFrom(
        '/',
        '/',
        'v1',
        '.',
        '..',
        '%2e',
        ':',
        '-',
        '~',
        '?',
        '=',
        'key',
        '#',
        '\\',
        ' ',
        'é',
        '@',
      ),
      {
        maxLength: 8,
      },
    )
    .map((pieces) => pieces.join(''));

  it('reads the pathname and query as URL does', () => {
    fc.assert(
      fc.property(target, (text) => {
        let url: URL;
        try {
          url = new URL(text, 'http://127.0.0.1');
        } catch {
          expect(() => requestTargetOf(text)).toThrow(); // `//` names a host, and none is there
          return;
        }
        const read = requestTargetOf(text);
        expect(read.pathname).toBe(url.pathname);
        expect(read.query.toString()).toBe(url.searchParams.toString());
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the agents’ own targets without URL', () => {
    for (const text of [
      '/v1/chat/completions',
      '/v1beta/models/gemini-2.5-flash:generateContent',
    ]) {
      expect(requestTargetOf(text)).toEqual({ pathname: text, query: new URLSearchParams() });
    }
  });
});

describe('the lenient field readers', () => {
  const anything = fc.oneof(
    json,
    fc.constant(Object.create(null) as unknown),
    fc.constant(new Date(0) as unknown),
    fc.constant(Object.create({ isPrototypeOf: null }) as unknown),
  );
  const readers: Array<[string, (value: unknown) => unknown, z.ZodType]> = [
    ['stringOr', stringOr, lenient(z.string())],
    ['booleanOr', booleanOr, lenient(z.boolean())],
    ['numberOr', numberOr, lenient(z.number())],
    ['tokenCountOr', tokenCountOr, lenient(TokenCountSchema)],
    ['arrayOr', arrayOr, lenient(z.array(z.unknown()))],
    ['recordOr', recordOr, lenient(z.looseObject({}))],
    ['plainRecordOr', plainRecordOr, lenient(z.record(z.string(), z.unknown()))],
  ];

  for (const [name, read, schema] of readers) {
    it(`${name} accepts what its schema accepts`, () => {
      fc.assert(
        fc.property(anything, (value) => {
          const parsed = schema.parse(value);
          expect(read(value) === undefined).toBe(parsed === undefined);
          if (parsed !== undefined && typeof parsed !== 'object') expect(read(value)).toBe(parsed);
        }),
        { numRuns: 1000 },
      );
    });
  }

  it('reads a Gemini functionCall only with an args field, as the schema did', () => {
    const schema = lenient(
      z.looseObject({ id: lenient(z.string()), name: lenient(z.string()), args: z.unknown() }),
    );
    fc.assert(
      fc.property(json, (functionCall) => {
        const parsed = schema.parse(functionCall) as Record<string, unknown> | undefined;
        const read = readPart({ functionCall }).functionCall;
        expect(read === undefined).toBe(parsed === undefined);
        if (read !== undefined && parsed !== undefined) {
          expect(read).toEqual({ id: parsed.id, name: parsed.name, args: parsed.args });
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('readCompletion', () => {
  // The zod schemas readCompletion replaced (they ran on every chunk of every answer).
  const WireToolCallSchema = z.looseObject({
    index: lenient(TokenCountSchema),
    id: lenient(z.string()),
    function: lenient(z.looseObject({ name: lenient(z.string()), arguments: lenient(z.string()) })),
  });
  const WireMessageSchema = z.looseObject({
    content: lenient(z.string()),
    tool_calls: lenient(z.array(lenient(WireToolCallSchema))),
  });
  const WireChoiceSchema = z.looseObject({
    index: lenient(TokenCountSchema),
    message: lenient(WireMessageSchema),
    delta: lenient(WireMessageSchema),
    finish_reason: lenient(z.string()),
  });
  const WireCompletionSchema = z.looseObject({
    id: lenient(z.string()),
    created: lenient(z.number()),
    model: lenient(z.string()),
    system_fingerprint: lenient(z.string()),
    choices: lenient(z.array(lenient(WireChoiceSchema))),
    usage: lenient(z.record(z.string(), z.unknown())),
  });
  const viaSchema = (value: unknown): unknown => {
    const parsed = WireCompletionSchema.safeParse(value);
    return parsed.success ? parsed.data : {};
  };

  /** The fields readCompletion reads (the schema also passed every other key through). */
  const FIELDS: Record<string, readonly string[]> = {
    completion: ['id', 'created', 'model', 'system_fingerprint', 'choices', 'usage'],
    choice: ['index', 'message', 'delta', 'finish_reason'],
    message: ['content', 'tool_calls'],
    call: ['index', 'id', 'function'],
    function: ['name', 'arguments'],
  };
  const CHILDREN: Record<string, Record<string, string>> = {
    completion: { choices: 'choice[]' },
    choice: { message: 'message', delta: 'message' },
    message: { tool_calls: 'call[]' },
    call: { function: 'function' },
  };
  function project(value: unknown, level: string): unknown {
    if (value === undefined || value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const field of FIELDS[level] ?? []) {
      if (record[field] === undefined) continue;
      const child = CHILDREN[level]?.[field];
      if (child === undefined) out[field] = record[field];
      else if (child.endsWith('[]')) {
        out[field] = (record[field] as unknown[]).map((item) => project(item, child.slice(0, -2)));
      } else out[field] = project(record[field], child);
    }
    return out;
  }

  const call = fc.record(
    { index: json, id: json, function: fc.oneof(json, fc.record({ name: json, arguments: json })) },
    { requiredKeys: [] },
  );
  const message = fc.record(
    { content: json, tool_calls: fc.oneof(json, fc.array(fc.oneof(call, json), { maxLength: 3 })) },
    { requiredKeys: [] },
  );
  const choice = fc.record(
    {
      index: json,
      message: fc.oneof(message, json),
      delta: fc.oneof(message, json),
      finish_reason: json,
    },
    { requiredKeys: [] },
  );
  const completion = fc.oneof(
    json,
    fc.record(
      {
        id: json,
        created: json,
        model: json,
        system_fingerprint: json,
        choices: fc.oneof(json, fc.array(fc.oneof(choice, json), { maxLength: 3 })),
        usage: json,
        extra: json,
      },
      { requiredKeys: [] },
    ),
  );

  it('reads every field as the zod schema it replaced did', () => {
    fc.assert(
      fc.property(completion, (value) => {
        const read = readCompletion(value);
        // The one difference, on purpose: zod's record lost an own "__proto__" key (it assigned it,
        // which sets the prototype); usage is passed on as sent, so the reader keeps it.
        if (read.usage !== undefined && Object.hasOwn(read.usage, '__proto__')) {
          read.usage = Object.fromEntries(
            Object.entries(read.usage).filter(([name]) => name !== '__proto__'),
          );
        }
        expect(read).toEqual(project(viaSchema(value), 'completion'));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives assembleFromJson the message the zod schema read out of a body', () => {
    type Read = {
      choices?: Array<
        | {
            index?: number;
            message?: {
              content?: string;
              tool_calls?: Array<
                { id?: string; function?: { name?: string; arguments?: string } } | undefined
              >;
            };
            finish_reason?: string;
          }
        | undefined
      >;
      usage?: Record<string, unknown>;
    };
    fc.assert(
      fc.property(completion, (value) => {
        const read = project(viaSchema(value), 'completion') as Read;
        const choice = (read.choices ?? []).find(
          (candidate) => candidate !== undefined && (candidate.index ?? 0) === 0,
        );
        const usage = readUsage(read.usage);
        expect(assembleFromJson(value)).toEqual({
          content: choice?.message?.content ?? null,
          toolCalls: (choice?.message?.tool_calls ?? []).flatMap((call) =>
            call === undefined
              ? []
              : [
                  {
                    id: call.id ?? '',
                    name: call.function?.name ?? '',
                    arguments: call.function?.arguments ?? '',
                  },
                ],
          ),
          finishReason: choice?.finish_reason ?? null,
          ...(usage === undefined ? {} : { usage }),
        });
      }),
      { numRuns: 3000 },
    );
  });

  it('passes usage on as sent, an own "__proto__" key included', () => {
    const usage = JSON.parse('{"__proto__": 1, "prompt_tokens": 1}') as Record<string, unknown>;
    expect(JSON.stringify(readCompletion({ usage }).usage)).toBe(
      '{"__proto__":1,"prompt_tokens":1}',
    );
  });

  it('copies usage rather than sharing it', () => {
    const usage = { prompt_tokens: 1, completion_tokens: 2 };
    const read = readCompletion({ usage });
    expect(read.usage).toEqual(usage);
    expect(read.usage).not.toBe(usage);
  });
});

describe('normalizeShared', () => {
  /** Rewrites some strings and not others, as a run's normalizer or `expand` does. */
  const rewrite = (text: string): string => text.replace(/a/g, '<A>');
  /** What `normalizeValue` gives and keeps: the JSON texts and the value's own keys. */
  const shapeOf = (value: unknown) => ({
    json: JSON.stringify(value),
    canonical: canonicalJson(value),
    keys: value !== null && typeof value === 'object' ? Object.keys(value) : undefined,
  });

  it("gives normalizeValue's JSON, to the byte, and leaves its input as it was", () => {
    fc.assert(
      fc.property(json, (value) => {
        const before = shapeOf(value);
        const shared = normalizeShared(value, rewrite);
        expect(shapeOf(shared)).toEqual(shapeOf(normalizeValue(value, rewrite)));
        expect(shapeOf(value)).toEqual(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives back the value itself when no string of it changes', () => {
    fc.assert(
      fc.property(json, (value) => {
        const unchanged = canonicalJson(normalizeValue(value, rewrite)) === canonicalJson(value);
        if (unchanged) expect(normalizeShared(value, rewrite)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a __proto__ key an ordinary property in what it copies', () => {
    const value = JSON.parse('{"__proto__":{"x":"a"},"b":"a"}') as unknown;
    const shared = normalizeShared(value, rewrite) as Record<string, unknown>;
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(JSON.stringify(shared)).toBe('{"__proto__":{"x":"<A>"},"b":"<A>"}');
  });
});
