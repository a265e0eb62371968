/**
 * `cassette/v2` requests as deltas (SPEC §4) against an earlier call, their base: a field equal to
 * the base's is left out, the conversation becomes "keep the first n entries, append these",
 * another changed field is stored whole. Equality is by canonical JSON, as the fingerprint's hash
 * sees it.
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

/** A request as the canonical JSON of each field and entry: compared by it, sized by it. */
interface Profile {
  fields: Map<WholeField, string>;
  messages: string[];
  /** `suffix[k]`: canonical characters of the entries from k on. */
  suffix: number[];
  whole: number;
}

function profileOf(fingerprint: Fingerprint, measure: CanonicalMeasure): Profile {
  const digest = (value: unknown): string => measure.entryCanonicalOf(value);
  const fields = new Map(WHOLE_FIELDS.map((field) => [field, digest(fingerprint[field])]));
  const messages = fingerprint.messages.map(digest);
  const suffix = new Array<number>(messages.length + 1).fill(0);
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    suffix[index] = (suffix[index + 1] ?? 0) + (messages[index]?.length ?? 0);
  }
  const fieldChars = [...fields.values()].reduce((sum, field) => sum + field.length, 0);
  return { fields, messages, suffix, whole: fieldChars + (suffix[0] ?? 0) };
}

function sharedPrefix(a: readonly string[], b: readonly string[]): number {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a[index] === b[index]) index += 1;
  return index;
}

/** Canonical characters of `request` that `base` does not give it, and their shared prefix. */
function unsharedWith(request: Profile, base: Profile): { chars: number; prefix: number } {
  let chars = 0;
  for (const [field, digest] of request.fields) {
    if (base.fields.get(field) !== digest) chars += digest.length;
  }
  const prefix = sharedPrefix(request.messages, base.messages);
  chars += request.suffix[prefix] ?? 0;
  return { chars, prefix };
}

/**
 * Each request's base is the earlier call that leaves the least to store, so a concurrent side
 * request neither breaks the main chain nor is stored against it; ties go to the longer shared
 * conversation, then the latest call.
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
        (field) => baseProfile.fields.get(field) !== profile.fields.get(field),
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
 * The request a delta stores, in format order, its values as `valueOf` and `messagesOf` give them.
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
