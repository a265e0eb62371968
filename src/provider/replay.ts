/**
 * Replay mode: answers from a cassette, matching each call's fingerprint against the recorded calls
 * not yet used (concurrent calls may come in any order). No match, a call beyond the recording or
 * one never made stops the run with `replay_divergence`, diagnosed against the next unused call.
 */
import type { CassetteCall } from './cassette.js';
import {
  describeDivergence,
  extraCallMessage,
  findFirstDifference,
  missingCallMessage,
} from './divergence.js';
import { excerptChange } from './divergence-excerpt.js';
import { sameCanonicalJson } from './canonical-equal.js';
import { fingerprintOf } from './fingerprint.js';
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

export class ReplayProvider implements ModelProvider {
  readonly mode = 'replay' as const;
  private readonly used = new Set<number>();
  private diverged = false;

  /** `expand` puts this run's paths in place of `<WORKSPACE>` / `<HOME>` (`createPathTokens`). */
  constructor(
    private readonly calls: readonly CassetteCall[],
    private readonly normalize: Normalize,
    private readonly expand: Normalize = (text) => text,
  ) {}

  complete(call: ModelCall): Promise<ModelResponse> {
    return new Promise((resolve) => resolve(this.answerNow(call)));
  }

  answerNow(call: ModelCall): ModelResponse {
    const fingerprint = fingerprintOf(call, this.normalize);
    // Never by the stated `sha256`: a hand edit must not match by a stale digest.
    const match = this.calls.findIndex(
      (recorded, index) =>
        !this.used.has(index) && sameCanonicalJson(recorded.fingerprint, fingerprint),
    );
    if (match !== -1) {
      this.used.add(match);
      const recorded = this.calls[match] as CassetteCall;
      // The recorded fingerprint shares the entries its calls repeat: the trace measures it cheaply.
      call.fingerprinted?.(recorded.fingerprint);
      return serveRecorded(
        rewriteRecorded(recorded.response, this.expand),
        call,
        protocolOf(call.protocol),
      );
    }
    this.diverged = true;
    const number = call.index + 1;
    const next = this.calls.findIndex((_, index) => !this.used.has(index));
    if (next === -1) {
      throw new RunStopError({
        kind: 'replay_divergence',
        call: number,
        field: '(call)',
        message: extraCallMessage(number, this.calls.length),
      });
    }
    const recorded = this.calls[next] as CassetteCall;
    const difference = findFirstDifference(recorded.fingerprint, fingerprint) ?? {
      field: '(fingerprint)',
      excerpt: excerptChange('(fingerprint)', recorded.fingerprint, fingerprint),
    };
    throw new RunStopError({
      kind: 'replay_divergence',
      call: number,
      field: difference.field,
      excerpt: difference.excerpt,
      message: describeDivergence(number, difference),
    });
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
