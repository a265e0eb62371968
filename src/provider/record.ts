/**
 * Record mode: another provider (live, or scripted for the bundled cassettes) answers, and every call
 * is kept — its normalized fingerprint and the response as the agent received it, with the run's
 * workspace and HOME paths as tokens — then written as
 * the task's cassette when the run ends. A run whose provider failed writes nothing: a cassette must
 * never hold half a conversation.
 */
import { messageOf } from '../errors.js';
import { writeCassette, type CassetteHeader } from './cassette.js';
import { fingerprintOf, hashFingerprint } from './fingerprint.js';
import type { Normalize } from './normalize.js';
import { protocolOf } from './protocols/index.js';
import { captureResponse, tokenizeRecorded } from './recorded-response.js';
import {
  RunStopError,
  type Fingerprint,
  type ModelCall,
  type ModelProvider,
  type ModelResponse,
  type RecordedResponse,
  type RunStop,
} from './types.js';

export interface RecordProviderOptions {
  /** Where the cassette goes: `<suite>/cassettes/<taskId>.jsonl` unless `--cassette-dir` says otherwise. */
  file: string;
  header: CassetteHeader;
  normalize: Normalize;
  /** This run's workspace and HOME paths → tokens, in the responses kept (see `createPathTokens`). */
  tokenize?: Normalize;
  /** Exact credentials that must never end up in a cassette. */
  secrets: string[];
}

interface Captured {
  index: number;
  fingerprint: Fingerprint;
  response: RecordedResponse;
}

export class RecordProvider implements ModelProvider {
  readonly mode = 'record' as const;
  private readonly captured: Captured[] = [];
  private failure: string | undefined;

  constructor(
    private readonly inner: ModelProvider,
    private readonly options: RecordProviderOptions,
  ) {}

  async complete(
    call: ModelCall,
    signal: AbortSignal,
  ): Promise<ModelResponse & { attempts?: number }> {
    const fingerprint = fingerprintOf(call, this.options.normalize);
    let answer: ModelResponse & { attempts?: number };
    try {
      answer = await this.inner.complete(call, signal);
    } catch (error) {
      this.failure ??= messageOf(error);
      throw error;
    }
    const captured = captureResponse(
      answer,
      (response) =>
        this.captured.push({
          index: call.index,
          fingerprint,
          response:
            this.options.tokenize === undefined
              ? response
              : tokenizeRecorded(response, this.options.tokenize, protocolOf(call.protocol)),
        }),
      (error) => {
        this.failure ??= messageOf(error);
      },
    );
    return answer.attempts === undefined ? captured : { ...captured, attempts: answer.attempts };
  }

  async finish(): Promise<RunStop | undefined> {
    const stop = await this.inner.finish?.();
    if (stop !== undefined) return stop;
    if (this.failure !== undefined) return undefined; // the run is already marked; nothing to keep
    // An agent that never reached the model (it crashed first) leaves nothing to replay; writing a
    // header-only cassette would silently replace a good recording.
    if (this.captured.length === 0) return undefined;
    const calls = [...this.captured]
      .sort((a, b) => a.index - b.index)
      .map((entry, position) => ({
        call: position + 1,
        sha256: hashFingerprint(entry.fingerprint),
        fingerprint: entry.fingerprint,
        response: entry.response,
      }));
    try {
      await writeCassette(this.options.file, this.options.header, calls, {
        secrets: this.options.secrets,
      });
    } catch (error) {
      throw new RunStopError({ kind: 'provider_error', message: messageOf(error) });
    }
    return undefined;
  }
}
