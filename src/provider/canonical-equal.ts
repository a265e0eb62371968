/**
 * Whether two values have the same canonical JSON (`canonicalJson`), without writing either: replay
 * matches a call's fingerprint against the recorded ones this way, which is what comparing their
 * hashes decided, at a fraction of the cost (serializing and hashing the whole conversation on every
 * call). Objects whose keys come in another order fall back to comparing their canonical texts.
 */
import { canonicalJson } from '../json/canonical-json.js';

/** A value that is neither an array nor an object, as `canonicalJson` writes it. */
const leafText = (value: unknown): string => JSON.stringify(value) ?? 'null';

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object';

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

function sameRecords(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (!sameKeys(keys, Object.keys(b))) return canonicalJson(a) === canonicalJson(b);
  for (const key of keys) {
    const left = a[key];
    const right = b[key];
    // `canonicalJson` leaves out keys whose value is undefined.
    if (left === undefined || right === undefined) {
      if (left !== right) return false;
    } else if (!sameCanonicalJson(left, right)) {
      return false;
    }
  }
  return true;
}

/** `canonicalJson(a) === canonicalJson(b)`. */
export function sameCanonicalJson(a: unknown, b: unknown): boolean {
  if (!isContainer(a) || !isContainer(b)) {
    if (isContainer(a) || isContainer(b)) return false; // `[…]` or `{…}` against a leaf
    if (a === b && typeof a !== 'bigint') return true;
    return leafText(a) === leafText(b);
  }
  const aIsArray = Array.isArray(a);
  if (aIsArray !== Array.isArray(b)) return false;
  if (aIsArray) {
    const left = a as unknown[];
    const right = b as unknown[];
    if (left.length !== right.length) return false;
    for (let index = 0; index < left.length; index += 1) {
      if (!sameCanonicalJson(left[index], right[index])) return false;
    }
    return true;
  }
  return sameRecords(a as Record<string, unknown>, b as Record<string, unknown>);
}
