/**
 * Scripted answers and converted streams read by the official `openai` SDK. The SDK is given a
 * `fetch` that answers with the bytes the proxy would write (no network): what it parses, and what
 * its stream accumulator accepts or rejects, is the SDK's own code.
 */
import OpenAI from 'openai';
import type { ResponseStreamEvent } from 'openai/resources/responses/responses';
import { describe, expect, it } from 'vitest';
import type { ScriptedAnswer } from '../../../src/provider/protocols/protocol.js';
import { responsesProtocol as protocol } from '../../../src/provider/protocols/responses.js';
import type { ModelCall } from '../../../src/provider/types.js';

type Json = Record<string, unknown>;

function callOf(body: Json): ModelCall {
  return {
    protocol: 'responses',
    endpoint: 'responses',
    index: 0,
    body,
    stream: body.stream === true,
  };
}

/** A client whose every request is answered with what `answer` returns for the request's body. */
function clientAnswering(answer: (body: Json) => { json?: unknown; events?: string[] }): {
  client: OpenAI;
  requests: Json[];
} {
  const requests: Json[] = [];
  const fetchAnswer = (_url: unknown, init?: { body?: unknown }): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as Json;
    requests.push(body);
    const { json, events } = answer(body);
    if (events !== undefined) {
      const text = events.map((event) => protocol.formatEvent(event)).join('');
      return Promise.resolve(
        new Response(text, { headers: { 'content-type': 'text/event-stream' } }),
      );
    }
    return Promise.resolve(Response.json(json));
  };
  const client = new OpenAI({
    apiKey: 'verdict-run-token',
    baseURL: 'http://127.0.0.1:9/v1',
    maxRetries: 0,
    fetch: fetchAnswer as unknown as typeof fetch,
  });
  return { client, requests };
}

const answer: ScriptedAnswer = {
  call: 2,
  content: 'Reading both files.',
  toolCalls: [
    { id: 'call_s1', name: 'read_file', arguments: '{"path":"a.txt"}' },
    // The scripted provider passes a script's string arguments as they are (freeform tools).
    { id: 'call_s2', name: 'apply_patch', arguments: '*** Begin Patch\n*** End Patch\n' },
  ],
  usage: { inputTokens: 40, outputTokens: 12 },
  model: 'gpt-test',
};

const request: Json = {
  model: 'gpt-test',
  input: [{ role: 'user', content: 'Read a.txt' }],
  tools: [
    { type: 'function', name: 'read_file', parameters: { type: 'object' }, strict: false },
    { type: 'custom', name: 'apply_patch', description: 'Freeform patch.' },
  ],
};

/** What the scripted provider serves: the body, or its stream when the agent streams. */
function scripted(body: Json): { json?: unknown; events?: string[] } {
  const rendered = protocol.renderScripted(answer, callOf(body));
  return body.stream === true
    ? { events: protocol.eventsFromJson(rendered, callOf(body)) }
    : { json: rendered };
}

describe('responsesProtocol.renderScripted through the openai SDK', () => {
  it('is a complete response body, deterministic, with ids built from the call and tool-call ids', () => {
    const first = protocol.renderScripted(answer, callOf(request));
    expect(JSON.stringify(protocol.renderScripted(answer, callOf(request)))).toBe(
      JSON.stringify(first),
    );
    expect(first).toMatchObject({
      id: 'resp_scripted_2',
      object: 'response',
      created_at: 0,
      status: 'completed',
      model: 'gpt-test',
      output: [
        { id: 'msg_scripted_2', type: 'message', role: 'assistant' },
        { id: 'fc_scripted_call_s1', type: 'function_call', call_id: 'call_s1', name: 'read_file' },
        // A tool the agent declared freeform gets its raw text, as Codex's apply_patch expects.
        {
          id: 'ctc_scripted_call_s2',
          type: 'custom_tool_call',
          call_id: 'call_s2',
          input: '*** Begin Patch\n*** End Patch\n',
        },
      ],
      usage: { input_tokens: 40, output_tokens: 12, total_tokens: 52 },
    });
    expect(protocol.assembleJson(first)).toEqual({
      content: 'Reading both files.',
      toolCalls: [
        { id: 'call_s1', name: 'read_file', arguments: '{"path":"a.txt"}' },
        { id: 'call_s2', name: 'apply_patch', arguments: '*** Begin Patch\n*** End Patch\n' },
      ],
      finishReason: 'completed',
      usage: { inputTokens: 40, outputTokens: 12, cachedInputTokens: 0 },
      responseId: 'resp_scripted_2',
    });
  });

  it('parses as the SDK Response of responses.create', async () => {
    const { client, requests } = clientAnswering(scripted);
    const response = await client.responses.create(request as never);
    expect(requests[0]).toEqual(request);
    expect(response.id).toBe('resp_scripted_2');
    expect(response.output_text).toBe('Reading both files.');
    const calls = response.output.filter((item) => item.type === 'function_call');
    expect(
      calls.map((item) => [item.call_id, item.name, JSON.parse(item.arguments) as unknown]),
    ).toEqual([['call_s1', 'read_file', { path: 'a.txt' }]]);
    expect(response.usage?.input_tokens_details.cached_tokens).toBe(0);
  });

  it('streams through responses.create({stream: true}) as numbered, named events', async () => {
    const { client } = clientAnswering(scripted);
    const stream = await client.responses.create({ ...request, stream: true } as never);
    const events: ResponseStreamEvent[] = [];
    for await (const event of stream as unknown as AsyncIterable<ResponseStreamEvent>) {
      events.push(event);
    }
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_, i) => i));
    const text = events
      .filter((event) => event.type === 'response.output_text.delta')
      .map((event) => event.delta)
      .join('');
    expect(text).toBe('Reading both files.');
    const done = events.filter((event) => event.type === 'response.output_item.done');
    expect(done.map((event) => event.item.type)).toEqual([
      'message',
      'function_call',
      'custom_tool_call',
    ]);
    const last = events.at(-1);
    expect(last?.type).toBe('response.completed');
    // What Codex CLI reads from the final event: the response id and the full usage.
    if (last?.type === 'response.completed') {
      expect(last.response.id).toBe('resp_scripted_2');
      expect(last.response.usage?.total_tokens).toBe(52);
    }
  });

  it('is accumulated by responses.stream into the same final response', async () => {
    const { client } = clientAnswering(scripted);
    const deltas: string[] = [];
    const stream = client.responses.stream(request as never);
    stream.on('response.function_call_arguments.delta', (event) => deltas.push(event.snapshot));
    const final = await stream.finalResponse();
    expect(final.output_text).toBe('Reading both files.');
    // The stream helper adds its own `parsed` fields (null without a parser) to what it accumulated.
    expect(final.output).toMatchObject(
      (protocol.renderScripted(answer, callOf(request)) as { output: Json[] }).output,
    );
    expect(deltas).toEqual(['{"path":"a.txt"}']);
  });

  it('converts a recorded stream for an agent that does not stream, and the reverse', async () => {
    const recordedBody = protocol.renderScripted(answer, callOf(request));
    const recordedEvents = protocol.eventsFromJson(
      recordedBody,
      callOf({ ...request, stream: true }),
    );
    const { client } = clientAnswering((body) =>
      body.stream === true
        ? { events: protocol.eventsFromJson(protocol.jsonFromEvents(recordedEvents), callOf(body)) }
        : { json: protocol.jsonFromEvents(recordedEvents) },
    );
    const plain = await client.responses.create(request as never);
    const streamed = await client.responses.stream(request as never).finalResponse();
    expect(streamed.output).toMatchObject(plain.output);
    expect(streamed.id).toBe(plain.id);
  });

  it('lets the SDK reject what findMalformedEvent flags: an error event mid-stream', async () => {
    const events = protocol.eventsFromJson(
      protocol.renderScripted(answer, callOf(request)),
      callOf({}),
    );
    const broken = [
      ...events.slice(0, 3),
      JSON.stringify({
        type: 'error',
        code: 'server_error',
        message: 'boom',
        param: null,
        sequence_number: 3,
      }),
    ];
    expect(protocol.findMalformedEvent(broken)).toEqual({ index: 3, reason: 'is an error: boom' });
    const { client } = clientAnswering(() => ({ events: broken }));
    await expect(client.responses.stream(request as never).finalResponse()).rejects.toThrow(/boom/);
  });
});
