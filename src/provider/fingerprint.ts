/**
 * The fingerprint of a model call (SPEC §4): what the harness asked, in the fields that change what
 * the model would answer, with per-run noise normalized. Each wire protocol reads its own request
 * shape (`protocols/`); headers, stream flags and sampling or bookkeeping fields are left out: they
 * differ between runs or agents' versions without changing the question.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../json/canonical-json.js';
import type { Normalize } from './normalize.js';
import { protocolOf } from './protocols/index.js';
import type { Fingerprint, ModelCall } from './types.js';

/** Never throws: a body that is not a JSON object (the agent is not ours to trust) reads as `{}`. */
export function fingerprintOf(call: ModelCall, normalize: Normalize): Fingerprint {
  const body: unknown = call.body;
  const safe =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? call
      : { ...call, body: {} };
  return protocolOf(call.protocol).fingerprint(safe, normalize);
}

/** sha256 (hex) of the canonical JSON, so the key order a request happened to use does not matter. */
export function hashFingerprint(fingerprint: Fingerprint): string {
  return createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');
}

/**
 * `callOfResponse` that remembers each response id it was asked for and what it answered: what a
 * fingerprint made with it depends on, so a later reader can tell whether it still holds.
 */
export function rememberingLookups(callOfResponse: (responseId: string) => number | undefined): {
  callOfResponse: (responseId: string) => number | undefined;
  asked: Map<string, number | undefined>;
} {
  const asked = new Map<string, number | undefined>();
  return {
    callOfResponse: (responseId) => {
      const number = callOfResponse(responseId);
      asked.set(responseId, number);
      return number;
    },
    asked,
  };
}
