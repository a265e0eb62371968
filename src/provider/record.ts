/**
 * Record mode: another provider (live, or scripted) answers, and each call's fingerprint and
 * response (paths as tokens) is written as the task's cassette when the run ends. A run whose
 * provider failed writes nothing: a cassette must never hold half a conversation.
 */
import { messageOf } from '../errors.js';
import { canonicalJson } from '../json/canonical-json.js';
import { writeCassette, type CassetteCaps, type CassetteHeader } from './cassette.js';
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
  caps?: CassetteCaps;
}

interface Captured {
  index: number;
  fingerprint: Fingerprint;
  response: RecordedResponse;
}

/** A conversation's identity: its instructions and first entry (the system prompt, in chat). */
function threadOf(fingerprint: Fingerprint): string {
  return canonicalJson([fingerprint.instructions ?? null, fingerprint.messages[0] ?? null]);
}

/** The earlier call a request continues (`previous_response_id`, fingerprinted as `<call N>`). */
function continuedCall(fingerprint: Fingerprint): number | undefined {
  const reference = fingerprint.answerControls.previous_response_id;
  const number = typeof reference === 'string' ? /^<call (\d+)>$/.exec(reference)?.[1] : undefined;
  return number === undefined ? undefined : Number(number);
}

/**
 * An order that is the same on every recording (a side request races the main call): conversations
 * in the order they started, each in arrival order, then one-call groups (side requests) in content
 * order.
 */
function orderForCassette(captured: readonly Captured[]): Captured[] {
  const byArrival = [...captured].sort((a, b) => a.index - b.index);
  const threadOfCall = new Map<number, string>();
  const threads = new Map<string, Captured[]>();
  for (const entry of byArrival) {
    const continued = continuedCall(entry.fingerprint);
    const key =
      (continued === undefined ? undefined : threadOfCall.get(continued)) ??
      threadOf(entry.fingerprint);
    threadOfCall.set(entry.index + 1, key);
    threads.set(key, [...(threads.get(key) ?? []), entry]);
  }
  const groups = [...threads.entries()];
  const sides = groups
    .filter(([, entries]) => entries.length === 1)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [...groups.filter(([, entries]) => entries.length > 1), ...sides].flatMap(
    ([, entries]) => entries,
  );
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
    call.fingerprinted?.(fingerprint);
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
    // No call (the agent crashed first): a header-only cassette would replace a good recording.
    if (this.captured.length === 0) return undefined;
    const calls = orderForCassette(this.captured).map((entry, position) => ({
      call: position + 1,
      sha256: hashFingerprint(entry.fingerprint),
      fingerprint: entry.fingerprint,
      response: entry.response,
    }));
    try {
      await writeCassette(this.options.file, this.options.header, calls, {
        secrets: this.options.secrets,
        ...(this.options.caps === undefined ? {} : { caps: this.options.caps }),
      });
    } catch (error) {
      throw new RunStopError({ kind: 'provider_error', message: messageOf(error) });
    }
    return undefined;
  }
}
