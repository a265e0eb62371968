import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/json/canonical-json.js';
import { fuzzParameters } from '../helpers/fuzz.js';

/** The plain definition: entries without undefined, sorted by key, each written canonically. */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${reference(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

describe('canonicalJson', () => {
  it('is the plain definition, for any JSON value with or without undefined members', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything(), (json, anything) => {
        expect(canonicalJson(json)).toBe(reference(json));
        expect(canonicalJson(anything)).toBe(reference(anything));
      }),
      fuzzParameters(500),
    );
  });

  it('does not depend on key order, and parses back to the value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
        expect(JSON.parse(canonicalJson(record))).toEqual(JSON.parse(JSON.stringify(record)));
      }),
      fuzzParameters(300),
    );
  });
});
