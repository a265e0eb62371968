/**
 * Content-addressed parts of `cassette/v2` requests: a large value stored more than once is stored
 * on the line that first uses it, under the sha256 of its canonical JSON, and referred to as
 * `{"$ref": "<sha256>"}`. A literal object whose only key is `$ref` or `$lit` is escaped as
 * `{"$lit": {...}}`.
 */
import type { CanonicalMeasure } from './cassette-codec-canonical.js';
import { isRecord } from '../json/is-record.js';

const REFERENCE_KEY = '$ref';
const LITERAL_KEY = '$lit';

type Json = unknown;

/** A single `$ref` or `$lit` key: the shape of the codec's own markers. */
function looksLikeMarker(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === REFERENCE_KEY || keys[0] === LITERAL_KEY);
}

/** Large values met twice or more; one inside a repeated part counts once, as it is stored once. */
export function selectParts(storedValues: Iterable<Json>, measure: CanonicalMeasure): Set<string> {
  const seen = new Map<string, number>();
  const visit = (value: Json): void => {
    const id = measure.partIdOf(value);
    if (id === undefined) return; // small: nothing inside it is large either
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    if (count > 0) return;
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) Object.values(value).forEach(visit);
  };
  for (const value of storedValues) visit(value);
  return new Set([...seen].filter(([, count]) => count > 1).map(([id]) => id));
}

/** Encodes the values of a cassette's lines in order, defining each selected part on first use. */
export class PartWriter {
  private readonly defined = new Set<string>();

  constructor(
    private readonly selected: ReadonlySet<string>,
    private readonly measure: CanonicalMeasure,
  ) {}

  /** `value` with references to the selected parts; parts first used here are added to `lineParts`. */
  encode(value: Json, lineParts: Map<string, Json>): Json {
    const id = this.selected.size === 0 ? undefined : this.measure.partIdOf(value);
    if (id === undefined || !this.selected.has(id)) return this.encodeInside(value, lineParts);
    if (!this.defined.has(id)) {
      this.defined.add(id);
      // Set after its content: the parts inside a part come before it, in the order they are met.
      const content = this.encodeInside(value, lineParts);
      lineParts.set(id, content);
    }
    return { [REFERENCE_KEY]: id };
  }

  private encodeInside(value: Json, lineParts: Map<string, Json>): Json {
    if (Array.isArray(value)) return value.map((item) => this.encode(item, lineParts));
    if (!isRecord(value)) return value;
    // fromEntries defines own properties: a `__proto__` key stays a key.
    const encoded = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, this.encode(item, lineParts)]),
    );
    return looksLikeMarker(value) ? { [LITERAL_KEY]: encoded } : encoded;
  }
}

export type PathSegment = PropertyKey;

/** Where decoding reports a problem: the path inside the line, and what is wrong there. */
export type ReportProblem = (path: readonly PathSegment[], message: string) => void;

type KnownPart = { ok: true; value: Json } | { ok: false };

/** Decodes lines in order; a broken part fails the lines that use it without a second problem. */
export class PartReader {
  private readonly known = new Map<string, KnownPart>();

  /** Decodes and checks the parts a line defines. Returns false when any of them failed. */
  defineParts(parts: Readonly<Record<string, Json>> | undefined, report: ReportProblem): boolean {
    if (parts === undefined) return true;
    let ok = true;
    const inProgress = new Set<string>();
    const resolveHere = (id: string, path: readonly PathSegment[]): KnownPart | undefined => {
      const known = this.known.get(id);
      if (known !== undefined) return known;
      if (!Object.hasOwn(parts, id)) return undefined;
      if (inProgress.has(id)) {
        report(path, `part ${id} refers to itself through other parts`);
        return { ok: false };
      }
      inProgress.add(id);
      // A part edited by hand is used as it now reads: replay then names where it diverges.
      const decoded = decodeValue(parts[id], ['parts', id], resolveHere, report);
      const result: KnownPart =
        decoded === undefined ? { ok: false } : { ok: true, value: decoded.value };
      inProgress.delete(id);
      this.known.set(id, result);
      return result;
    };
    for (const id of Object.keys(parts)) {
      if (resolveHere(id, ['parts', id])?.ok !== true) ok = false;
    }
    return ok;
  }

  /** The decoded value of `encoded`; undefined, reported, when a reference cannot be resolved. */
  decode(
    encoded: Json,
    path: readonly PathSegment[],
    report: ReportProblem,
  ): { value: Json } | undefined {
    return decodeValue(encoded, path, (id) => this.known.get(id), report);
  }
}

function decodeValue(
  encoded: Json,
  path: readonly PathSegment[],
  resolve: (id: string, path: readonly PathSegment[]) => KnownPart | undefined,
  report: ReportProblem,
): { value: Json } | undefined {
  let failed = false;
  const walk = (value: Json, at: readonly PathSegment[]): Json => {
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...at, index]));
    if (!isRecord(value)) return value;
    if (looksLikeMarker(value)) {
      if (Object.hasOwn(value, REFERENCE_KEY)) return walkReference(value[REFERENCE_KEY], at);
      const literal = value[LITERAL_KEY];
      if (!isRecord(literal)) {
        report(
          [...at, LITERAL_KEY],
          'must be an object: `$lit` escapes an object whose only key is `$ref` or `$lit`',
        );
        failed = true;
        return null;
      }
      return walkMembers(literal, [...at, LITERAL_KEY]);
    }
    return walkMembers(value, at);
  };
  const walkMembers = (value: Record<string, unknown>, at: readonly PathSegment[]): Json =>
    Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...at, key])]));
  const walkReference = (id: unknown, at: readonly PathSegment[]): Json => {
    const where = [...at, REFERENCE_KEY];
    if (typeof id !== 'string' || !/^[0-9a-f]{64}$/.test(id)) {
      report(where, 'must be a part’s sha256 (64 lowercase hexadecimal digits)');
      failed = true;
      return null;
    }
    const part = resolve(id, where);
    if (part === undefined) {
      report(where, `refers to part ${id}, which no line up to this one defines`);
      failed = true;
      return null;
    }
    if (!part.ok) {
      failed = true; // reported where the part is defined
      return null;
    }
    return part.value;
  };
  const value = walk(encoded, path);
  return failed ? undefined : { value };
}
