/**
 * Replay mode: answers from a cassette, with no provider and no credentials. Each call is matched by
 * its normalized fingerprint against the recorded calls not yet used (so concurrent calls may arrive
 * in any order); when none matches, the run stops with `replay_divergence` and a diagnosis against the
 * next unused recorded call: the call number, the first differing field and excerpts of both sides.
 * Recorded calls never made, and calls beyond the recording, diverge too.
 */
import type { CassetteCall } from './cassette.js';
import {
  describeDivergence,
  extraCallMessage,
  findFirstDifference,
  missingCallMessage,
} from './divergence.js';
import { fingerprintOf, hashFingerprint } from './fingerprint.js';
import type { Normalize } from './normalize.js';
import { protocolOf } from './protocols/index.js';
import { rewriteRecorded, serveRecorded } from './recorded-response.js';
import {
  RunStopError,
  type ModelCall,
  type ModelProvider,
  type ModelResponse,
  type RunStop,
} from './types.js';

/**
 * Each recorded call's hash, computed once per call as read (every repetition of a task replays the
 * same cassette), from its fingerprint: a hand-edited cassette never matches by a stale digest.
 */
const recordedHashes = new WeakMap<CassetteCall, string>();

function recordedHash(recorded: CassetteCall): string {
  let hash = recordedHashes.get(recorded);
  if (hash === undefined) {
    hash = hashFingerprint(recorded.fingerprint);
    recordedHashes.set(recorded, hash);
  }
  return hash;
}

export class ReplayProvider implements ModelProvider {
  readonly mode = 'replay' as const;
  private readonly used = new Set<number>();
  /** Hashes of the recorded fingerprints, recomputed: a hand-edited cassette must not match by a stale digest. */
  private readonly hashes: string[];
  private diverged = false;

  /**
   * `expand` puts this run's paths in place of the `<WORKSPACE>` / `<HOME>` tokens a recorded
   * response holds (see `createPathTokens`).
   */
  constructor(
    private readonly calls: readonly CassetteCall[],
    private readonly normalize: Normalize,
    private readonly expand: Normalize = (text) => text,
  ) {
    this.hashes = calls.map(recordedHash);
  }

  complete(call: ModelCall): Promise<ModelResponse> {
    const fingerprint = fingerprintOf(call, this.normalize);
    const sha256 = hashFingerprint(fingerprint);
    const match = this.hashes.findIndex((hash, index) => !this.used.has(index) && hash === sha256);
    if (match !== -1) {
      this.used.add(match);
      const recorded = (this.calls[match] as CassetteCall).response;
      return Promise.resolve(
        serveRecorded(rewriteRecorded(recorded, this.expand), call, protocolOf(call.protocol)),
      );
    }
    this.diverged = true;
    const number = call.index + 1;
    const next = this.calls.findIndex((_, index) => !this.used.has(index));
    if (next === -1) {
      return Promise.reject(
        new RunStopError({
          kind: 'replay_divergence',
          call: number,
          field: '(call)',
          message: extraCallMessage(number, this.calls.length),
        }),
      );
    }
    const recorded = this.calls[next] as CassetteCall;
    const difference = findFirstDifference(recorded.fingerprint, fingerprint) ?? {
      field: '(fingerprint)',
    };
    return Promise.reject(
      new RunStopError({
        kind: 'replay_divergence',
        call: number,
        field: difference.field,
        ...(difference.recorded === undefined ? {} : { recorded: difference.recorded }),
        ...(difference.actual === undefined ? {} : { actual: difference.actual }),
        message: describeDivergence(number, difference),
      }),
    );
  }

  finish(): Promise<RunStop | undefined> {
    if (this.diverged) return Promise.resolve(undefined); // already stopped with its diagnosis
    const missing = this.calls.findIndex((_, index) => !this.used.has(index));
    if (missing === -1) return Promise.resolve(undefined);
    return Promise.resolve({
      kind: 'replay_divergence',
      call: missing + 1,
      field: '(call)',
      message: missingCallMessage(missing + 1, this.calls.length),
    });
  }
}
