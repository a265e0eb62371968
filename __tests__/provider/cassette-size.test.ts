/**
 * SPEC §4: a `cassette/v2` file grows with the conversation, not with its square — at most
 * 1.25 × (first request + bytes later requests added + responses), where
 *
 * - "first request" is the canonical JSON bytes of the first call's fingerprint;
 * - "bytes a later request added" are, for each later call, the canonical JSON bytes of what it
 *   does not share with its base: every top-level fingerprint field whose canonical JSON differs
 *   from the base's, whole, plus the conversation entries after the longest prefix it shares with the
 *   base's — where the base is whichever earlier call leaves the fewest such bytes (the whole
 *   request when no earlier call shares anything);
 * - "responses" are the JSON bytes of each response as stored (`{kind, status, body|events}`).
 *
 * This is computed here, independently of the codec, from the decoded calls alone.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/json/canonical-json.js';
import {
  parseCassette,
  serializeCassette,
  type CassetteCall,
} from '../../src/provider/cassette.js';
import { MAX_CASSETTE_BYTES } from '../../src/provider/cassette-refusals.js';
import type { Fingerprint } from '../../src/provider/types.js';
import { chatSession, headerV2, responsesSession } from './cassette-synthetic-sessions.js';

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
const canonicalBytes = (value: unknown): number => bytes(canonicalJson(value));

const FIELDS = [
  'endpoint',
  'model',
  'instructions',
  'tools',
  'outputLimit',
  'nativeTools',
  'reasoningEffort',
  'answerControls',
] as const;

function unsharedBytes(request: Fingerprint, base: Fingerprint): number {
  let total = 0;
  for (const field of FIELDS) {
    const mine = canonicalJson(request[field]);
    if (mine !== canonicalJson(base[field])) total += bytes(mine);
  }
  let prefix = 0;
  while (
    prefix < Math.min(request.messages.length, base.messages.length) &&
    canonicalJson(request.messages[prefix]) === canonicalJson(base.messages[prefix])
  ) {
    prefix += 1;
  }
  for (const entry of request.messages.slice(prefix)) total += canonicalBytes(entry);
  return total;
}

interface Bound {
  firstRequest: number;
  laterAdded: number;
  responses: number;
  limit: number;
}

function boundOf(calls: readonly CassetteCall[]): Bound {
  const fingerprints = calls.map((call) => call.fingerprint);
  const firstRequest = canonicalBytes(fingerprints[0]);
  let laterAdded = 0;
  fingerprints.slice(1).forEach((request, index) => {
    const candidates = fingerprints.slice(0, index + 1).map((base) => unsharedBytes(request, base));
    laterAdded += Math.min(canonicalBytes(request), ...candidates);
  });
  const responses = calls.reduce((sum, call) => sum + bytes(JSON.stringify(call.response)), 0);
  return {
    firstRequest,
    laterAdded,
    responses,
    limit: 1.25 * (firstRequest + laterAdded + responses),
  };
}

/** What `cassette/v1` stored: the whole fingerprint again on every line. */
function v1BytesOf(calls: readonly CassetteCall[]): number {
  return calls.reduce(
    (sum, call) =>
      sum +
      bytes(
        JSON.stringify({
          call: call.call,
          sha256: call.sha256,
          fingerprint: call.fingerprint,
          response: call.response,
        }),
      ) +
      1,
    bytes(JSON.stringify(headerV2)) + 1,
  );
}

function measure(calls: CassetteCall[]): { v2: number; v1: number; bound: Bound } {
  const text = serializeCassette(headerV2, calls);
  // The size is worth nothing if the calls do not come back whole.
  expect(parseCassette(text, 'session.jsonl').calls).toEqual(calls);
  return { v2: bytes(text), v1: v1BytesOf(calls), bound: boundOf(calls) };
}

const realistic = { systemChars: 30_000, tools: 16, toolChars: 1_600, titleEvery: 5 };

describe('cassette/v2 size on long sessions', () => {
  it('a 30-call Chat Completions session with title calls fits well under 256 KB, within the bound', () => {
    const calls = chatSession({ calls: 30, ...realistic });
    expect(canonicalBytes(calls[0]?.fingerprint)).toBeGreaterThan(40_000);
    expect(canonicalBytes(calls[0]?.fingerprint)).toBeLessThan(65_000);
    expect(calls.filter((call) => call.fingerprint.model === 'small-model').length).toBe(5);
    const { v2, v1, bound } = measure(calls);
    console.info(
      `30-call chat session: v1 ${v1} bytes, v2 ${v2} bytes, bound ${Math.round(bound.limit)} (${JSON.stringify(bound)})`,
    );
    expect(v2).toBeLessThanOrEqual(bound.limit);
    expect(v2).toBeLessThan(0.75 * MAX_CASSETTE_BYTES);
    expect(v1).toBeGreaterThan(4 * MAX_CASSETTE_BYTES); // the quadratic form it replaces
  });

  it('a 60-call session whose tool list changes and changes back stays within the bound', () => {
    const calls = chatSession({ calls: 60, ...realistic, titleEvery: 4, toolsChangeAt: [20, 35] });
    const { v2, v1, bound } = measure(calls);
    console.info(
      `60-call chat session: v1 ${v1} bytes, v2 ${v2} bytes, bound ${Math.round(bound.limit)} (${JSON.stringify(bound)})`,
    );
    expect(v2).toBeLessThanOrEqual(bound.limit);
    // The changed-back list is not stored again: well under the bound, which counts it twice.
    expect(v2).toBeLessThan(bound.limit / 1.25 - 20_000);
  });

  it('a 30-call Responses session whose instructions change once stays within the bound', () => {
    const calls = responsesSession(30, 12);
    expect(canonicalBytes(calls[0]?.fingerprint)).toBeGreaterThan(40_000);
    const { v2, v1, bound } = measure(calls);
    console.info(
      `30-call Responses session: v1 ${v1} bytes, v2 ${v2} bytes, bound ${Math.round(bound.limit)} (${JSON.stringify(bound)})`,
    );
    expect(v2).toBeLessThanOrEqual(bound.limit);
    expect(v2).toBeLessThan(MAX_CASSETTE_BYTES);
  });

  it('a 60-call Responses session stays within the bound', () => {
    const calls = responsesSession(60, 40);
    const { v2, bound } = measure(calls);
    expect(v2).toBeLessThanOrEqual(bound.limit);
  });
});
