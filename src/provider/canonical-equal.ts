/** `canonicalJson(a) === canonicalJson(b)` without writing either: replay's cheap match. */
import { canonicalJson } from '../json/canonical-json.js';

/** A value that is neither an array nor an object, as `canonicalJson` writes it. */
const leafText = (value: unknown): string => JSON.stringify(value) ?? 'null';

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object';

const sameKeys = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key, index) => key === b[index]);

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
