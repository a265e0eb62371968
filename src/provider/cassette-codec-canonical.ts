/**
 * `canonicalJson`'s text for the codec, built bottom-up so every object inside is measured on the
 * way (with the sha256 of those large enough to be parts). Entries and fields keep their text by
 * identity, so hashing every call's fingerprint costs the bytes hashed, not a canonical rebuild.
 */
import { createHash } from 'node:crypto';
import type { Fingerprint } from './types.js';
import { isRecord } from '../json/is-record.js';

/** Values whose canonical JSON is shorter than this stay inline: a reference would save little. */
const PART_MIN_CHARS = 1024;

const sha256Of = (text: string): string => createHash('sha256').update(text).digest('hex');

const byCodeUnits = ([a]: [string, unknown], [b]: [string, unknown]): number =>
  a < b ? -1 : a > b ? 1 : 0;

export class CanonicalMeasure {
  private readonly partIds = new WeakMap<object, string | undefined>();
  private readonly stringPartIds = new Map<string, string>();
  private readonly texts = new WeakMap<object, string>();
  private readonly textsByJson = new Map<string, string>();
  private readonly fingerprintHashes = new WeakMap<Fingerprint, string>();

  /** The part id (sha256 of the canonical JSON) of a large value; undefined for a small one. */
  partIdOf(value: unknown): string | undefined {
    if (typeof value === 'string') {
      // JSON.stringify adds at least the two quotes: a shorter string can never reach the threshold.
      if (value.length + 2 < PART_MIN_CHARS) return undefined;
      let id = this.stringPartIds.get(value);
      if (id === undefined) {
        const json = JSON.stringify(value);
        if (json.length < PART_MIN_CHARS) return undefined;
        id = sha256Of(json);
        this.stringPartIds.set(value, id);
      }
      return id;
    }
    if (value === null || typeof value !== 'object') return undefined;
    if (!this.partIds.has(value)) this.canonicalOf(value);
    return this.partIds.get(value);
  }

  /** The canonical JSON of `value`, measuring every object inside it on the way. */
  canonicalOf(value: unknown): string {
    if (Array.isArray(value)) {
      return this.remember(value, `[${value.map((item) => this.canonicalOf(item)).join(',')}]`);
    }
    if (isRecord(value)) {
      const members = Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(byCodeUnits)
        .map(([key, item]) => `${JSON.stringify(key)}:${this.canonicalOf(item)}`);
      return this.remember(value, `{${members.join(',')}}`);
    }
    return JSON.stringify(value) ?? 'null';
  }

  /** `canonicalOf` for repeated entries and fields, kept by identity and by plain JSON text. */
  entryCanonicalOf(value: unknown): string {
    if (value === null || typeof value !== 'object') return this.canonicalOf(value);
    let text = this.texts.get(value);
    if (text === undefined) {
      const json = JSON.stringify(value);
      text = this.textsByJson.get(json);
      if (text === undefined) {
        text = this.canonicalOf(value);
        this.textsByJson.set(json, text);
      }
      this.texts.set(value, text);
    }
    return text;
  }

  /** `hashFingerprint(fingerprint)`, from the entries' and fields' kept texts; kept by identity. */
  fingerprintSha256(fingerprint: Fingerprint): string {
    let sha256 = this.fingerprintHashes.get(fingerprint);
    if (sha256 === undefined) {
      sha256 = this.hashFingerprint(fingerprint);
      this.fingerprintHashes.set(fingerprint, sha256);
    }
    return sha256;
  }

  private hashFingerprint(fingerprint: Fingerprint): string {
    const hash = createHash('sha256');
    const members = Object.entries(fingerprint)
      .filter(([, item]) => item !== undefined)
      .sort(byCodeUnits);
    hash.update('{');
    members.forEach(([key, item], index) => {
      hash.update(`${index === 0 ? '' : ','}${JSON.stringify(key)}:`);
      if (key !== 'messages' || !Array.isArray(item)) {
        hash.update(this.entryCanonicalOf(item));
        return;
      }
      hash.update('[');
      item.forEach((entry: unknown, position) => {
        hash.update(`${position === 0 ? '' : ','}${this.entryCanonicalOf(entry)}`);
      });
      hash.update(']');
    });
    hash.update('}');
    return hash.digest('hex');
  }

  private remember(value: object, json: string): string {
    if (!this.partIds.has(value)) {
      this.partIds.set(value, json.length < PART_MIN_CHARS ? undefined : sha256Of(json));
    }
    return json;
  }
}
