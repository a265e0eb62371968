/**
 * `cassette/v2` requests as deltas (SPEC §4): each request is stored against an earlier call of the
 * same cassette, its base, as what it adds or changes. A field equal to the base's is left out; the
 * conversation becomes "keep the base's first n entries, then append these"; any other field that
 * changed is stored whole. Equality is by canonical JSON, as the fingerprint's hash sees it.
 */
import { REQUEST_FIELDS, type MessagesDelta, type RequestField } from './cassette-codec-schema.js';
import type { CanonicalMeasure } from './cassette-codec-canonical.js';
import type { Endpoint, Fingerprint } from './types.js';

export type WholeField = Exclude<RequestField, 'messages'>;
export const WHOLE_FIELDS = REQUEST_FIELDS.filter(
  (field): field is WholeField => field !== 'messages',
);

export interface RequestDelta {
  /** 1-based number of the base call; absent for a request stored whole. */
  from?: number;
  /** The fields stored (all of them without a base, those that changed with one), in format order. */
  fields: Array<[WholeField, unknown]>;
  /** The conversation; absent when it equals the base's. Without a base, `keep` is 0. */
  messages?: MessagesDelta;
}

/** A request reduced to what comparing it needs: the digest and size of each field and entry. */
interface Profile {
  fields: Map<WholeField, Digest>;
  messages: Digest[];
  /** `suffix[k]`: canonical characters of the entries from k on. */
  suffix: number[];
  whole: number;
}

/**
 * A field's or entry's canonical JSON, which is both what it is compared by and its size. The
 * measure keeps one string per distinct text (`entryCanonicalOf`), so the entries a conversation
 * repeats call after call compare as one string with itself; no digest is needed to compare them.
 */
interface Digest {
  id: string;
  length: number;
}

function profileOf(fingerprint: Fingerprint, measure: CanonicalMeasure): Profile {
  const digest = (value: unknown): Digest => {
    const json = measure.entryCanonicalOf(value);
    return { id: json, length: json.length };
  };
  const fields = new Map(WHOLE_FIELDS.map((field) => [field, digest(fingerprint[field])]));
  const messages = fingerprint.messages.map(digest);
  const suffix = new Array<number>(messages.length + 1).fill(0);
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    suffix[index] = (suffix[index + 1] ?? 0) + (messages[index]?.length ?? 0);
  }
  const fieldChars = [...fields.values()].reduce((sum, field) => sum + field.length, 0);
  return { fields, messages, suffix, whole: fieldChars + (suffix[0] ?? 0) };
}

function sharedPrefix(a: readonly Digest[], b: readonly Digest[]): number {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a[index]?.id === b[index]?.id) index += 1;
  return index;
}

/** Canonical characters of `request` that `base` does not give it, and their shared prefix. */
function unsharedWith(request: Profile, base: Profile): { chars: number; prefix: number } {
  let chars = 0;
  for (const [field, digest] of request.fields) {
    if (base.fields.get(field)?.id !== digest.id) chars += digest.length;
  }
  const prefix = sharedPrefix(request.messages, base.messages);
  chars += request.suffix[prefix] ?? 0;
  return { chars, prefix };
}

/**
 * The delta of every request. The base of a request is the earlier call that leaves the least to
 * store — in a growing conversation, the one sharing the longest prefix — so that a concurrent side
 * request (opencode's title call) neither breaks the main chain nor is stored against it; ties go to
 * the longer shared conversation, then to the latest call. A request that shares nothing is whole.
 */
export function planRequestDeltas(
  fingerprints: readonly Fingerprint[],
  measure: CanonicalMeasure,
): RequestDelta[] {
  const profiles = fingerprints.map((fingerprint) => profileOf(fingerprint, measure));
  return fingerprints.map((fingerprint, index) => {
    const profile = profiles[index] as Profile;
    let best: { base: number; chars: number; prefix: number } | undefined;
    for (let base = index - 1; base >= 0; base -= 1) {
      const candidate = unsharedWith(profile, profiles[base] as Profile);
      if (
        best === undefined ||
        candidate.chars < best.chars ||
        (candidate.chars === best.chars && candidate.prefix > best.prefix)
      ) {
        best = { base, ...candidate };
      }
    }
    if (best === undefined || best.chars >= profile.whole) {
      return {
        fields: WHOLE_FIELDS.map((field) => [field, fingerprint[field]]),
        messages: { keep: 0, append: fingerprint.messages },
      };
    }
    const baseProfile = profiles[best.base] as Profile;
    const sameConversation =
      best.prefix === profile.messages.length && best.prefix === baseProfile.messages.length;
    return {
      from: best.base + 1,
      fields: WHOLE_FIELDS.filter(
        (field) => baseProfile.fields.get(field)?.id !== profile.fields.get(field)?.id,
      ).map((field) => [field, fingerprint[field]]),
      ...(sameConversation
        ? {}
        : {
            messages: {
              keep: best.prefix,
              append: fingerprint.messages.slice(best.prefix),
            },
          }),
    };
  });
}

/**
 * The request a delta stores, its fields in format order: the conversation as `messagesOf` gives
 * it, every other field stored as `valueOf` gives it.
 */
export function storedRequest(
  delta: RequestDelta,
  valueOf: (value: unknown) => unknown,
  messagesOf: (messages: MessagesDelta) => unknown,
): Record<string, unknown> {
  const fields = new Map(delta.fields);
  const request: Record<string, unknown> = {};
  for (const field of REQUEST_FIELDS) {
    if (field === 'messages') {
      if (delta.messages !== undefined) request.messages = messagesOf(delta.messages);
    } else if (fields.has(field)) {
      request[field] = valueOf(fields.get(field));
    }
  }
  return request;
}

/** The values a delta stores (what its base does not give): where parts and secrets are looked for. */
export function storedValuesOf(delta: RequestDelta): unknown[] {
  return [...delta.fields.map(([, value]) => value), ...(delta.messages?.append ?? [])];
}

/** The full fingerprint a delta describes, against its decoded base (undefined for a whole one). */
export function applyRequestDelta(
  endpoint: Endpoint,
  base: Fingerprint | undefined,
  fields: ReadonlyMap<WholeField, unknown>,
  messages: MessagesDelta | unknown[] | undefined,
): Record<string, unknown> {
  const conversation = Array.isArray(messages)
    ? messages
    : messages === undefined
      ? base?.messages
      : [...(base?.messages ?? []).slice(0, messages.keep), ...messages.append];
  return {
    endpoint,
    ...Object.fromEntries(
      REQUEST_FIELDS.map((field) => [
        field,
        field === 'messages' ? conversation : fields.has(field) ? fields.get(field) : base?.[field],
      ]),
    ),
  };
}
