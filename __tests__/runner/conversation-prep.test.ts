/**
 * The trace's conversation made while the agent runs (`ConversationPrep` in
 * src/runner/run-trace.ts): whatever was made early, the events are those made at the end from the
 * transcript, also when concurrent calls were recorded out of order and a request named a response
 * the run then attributed to another call.
 */
import { describe, expect, it } from 'vitest';
import { fingerprintOf, rememberingLookups } from '../../src/provider/fingerprint.js';
import { createNormalizer, createPathTokens } from '../../src/provider/normalize.js';
import { ENDPOINT_OF } from '../../src/provider/protocols/index.js';
import type { ProxyCallRecord } from '../../src/provider/proxy-run.js';
import { ConversationPrep, conversationEvents } from '../../src/runner/run-trace.js';

const WORKSPACE = '/tmp/verdict-run-prep/work';
const normalize = createNormalizer({
  workspaceDir: WORKSPACE,
  tempDirs: ['/tmp/verdict-run-prep'],
});
const tokenize = createPathTokens({ workspaceDir: WORKSPACE }).tokenize;

/** A Responses call: `input` items, chained to an earlier response when `previous` names one. */
function call(number: number, responseId: string, previous?: string): ProxyCallRecord {
  const text = `step ${number} in ${WORKSPACE}/src/app.mjs`;
  return {
    call: number,
    purpose: 'main',
    protocol: 'responses',
    model: 'gpt-test',
    startedMs: number * 10,
    durationMs: 5,
    request: {
      model: 'gpt-test',
      instructions: 'You are a coding agent.',
      input: [{ role: 'user', content: `Fix ${WORKSPACE}/src/app.mjs (${number})` }],
      ...(previous === undefined ? {} : { previous_response_id: previous }),
    },
    response: {
      kind: 'json',
      status: 200,
      body: {
        id: responseId,
        object: 'response',
        status: 'completed',
        output: [
          {
            type: 'message',
            role: 'assistant',
            content: [{ type: 'output_text', text }],
          },
        ],
      },
    },
    attempts: 0,
    assembled: { content: text, toolCalls: [], finishReason: 'stop', responseId },
  };
}

const transcriptOf = (calls: ProxyCallRecord[]) => ({
  calls,
  turns: calls.length,
  toolCalls: 0,
  compactionCalls: 0,
  usage: {
    inputTokens: 0,
    outputTokens: 0,
    callsReporting: 0,
    callsAnswered: calls.length,
    callsReportingCached: 0,
  },
});

/** Lets every turn of the event loop the prep asked for run. */
async function drain(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('the conversation made while the agent runs', () => {
  const calls = [call(1, 'resp_a'), call(2, 'resp_b', 'resp_a'), call(3, 'resp_c', 'resp_b')];
  /** The conversation's events, made at the end from `records` and whatever `prep` made before. */
  const eventsOf = (records: ProxyCallRecord[], prep?: ConversationPrep) =>
    conversationEvents({
      transcript: transcriptOf(records),
      toolCalls: [],
      normalize,
      tokenize,
      ...(prep === undefined ? {} : { prep }),
    });
  const atTheEnd = eventsOf(calls);

  it('names earlier responses by call number, and paths as tokens (what the cases below rest on)', () => {
    const requests = atTheEnd.map((event) =>
      event.type === 'model_call' ? JSON.stringify(event.cassette.request) : '',
    );
    expect(requests[1]).toContain('"previous_response_id":"<call 1>"');
    expect(requests[2]).toContain('"previous_response_id":"<call 2>"');
    expect(requests.join('\n')).toContain('<WORKSPACE>/src/app.mjs');
    expect(requests.join('\n')).not.toContain(WORKSPACE);
  });

  it('is the same when every call was prepared as it was recorded', async () => {
    const known = new Map<string, number>();
    const prep = new ConversationPrep(normalize, tokenize, (id) => known.get(id));
    for (const record of calls) {
      known.set(record.assembled!.responseId!, record.call);
      prep.add(record);
      await drain();
    }
    expect(eventsOf(calls, prep)).toEqual(atTheEnd);
  });

  it('is the same when the end comes before the prepared turns ran', () => {
    const prep = new ConversationPrep(normalize, tokenize);
    for (const record of calls) prep.add(record);
    expect(eventsOf(calls, prep)).toEqual(atTheEnd);
  });

  it('makes again a call whose request named a response the transcript attributes otherwise', async () => {
    // Prepared while the run knew `resp_a` as call 3's (recorded first, out of order).
    const prep = new ConversationPrep(normalize, tokenize, (id) => (id === 'resp_a' ? 3 : 2));
    for (const record of calls) prep.add(record);
    await drain();
    expect(eventsOf(calls, prep)).toEqual(atTheEnd);
  });

  /** The call as the proxy records it when the provider fingerprinted it, knowing `known`. */
  function fingerprinted(record: ProxyCallRecord, known: Map<string, number>): ProxyCallRecord {
    const lookups = rememberingLookups((id) => known.get(id));
    const fingerprint = fingerprintOf(
      {
        protocol: record.protocol,
        endpoint: ENDPOINT_OF[record.protocol],
        index: record.call - 1,
        body: record.request,
        stream: false,
        purpose: record.purpose,
        callOfResponse: lookups.callOfResponse,
      },
      normalize,
    );
    return { ...record, fingerprinted: { fingerprint, responseIds: lookups.asked } };
  }

  it("takes the provider's fingerprint, and makes its own when the provider's read another call", async () => {
    const inOrder = new Map(calls.map((record) => [record.assembled!.responseId!, record.call]));
    const wrong = new Map([...inOrder].map(([id, number]) => [id, number + 1]));
    for (const known of [inOrder, wrong]) {
      const records = calls.map((record) => fingerprinted(record, known));
      const prep = new ConversationPrep(normalize, tokenize);
      for (const record of records) prep.add(record);
      await drain();
      expect(eventsOf(records, prep)).toEqual(atTheEnd);
    }
  });
});
