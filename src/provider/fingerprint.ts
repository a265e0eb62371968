/** The fingerprint of a model call (SPEC §4): what changes the answer, per-run noise normalized. */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../json/canonical-json.js';
import { isRecord } from '../json/is-record.js';
import type { Normalize } from './normalize.js';
import { protocolOf } from './protocols/index.js';
import type { Fingerprint, ModelCall } from './types.js';

/** Never throws: a body that is not a JSON object (the agent is not ours to trust) reads as `{}`. */
export function fingerprintOf(call: ModelCall, normalize: Normalize): Fingerprint {
  const safe = isRecord(call.body) ? call : { ...call, body: {} };
  return protocolOf(call.protocol).fingerprint(safe, normalize);
}

/** sha256 (hex) of the canonical JSON, so the key order a request happened to use does not matter. */
export function hashFingerprint(fingerprint: Fingerprint): string {
  return createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');
}

/** `callOfResponse` remembering what it answered, which a fingerprint made with it depends on. */
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
