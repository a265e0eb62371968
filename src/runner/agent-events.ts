/** The agent's tool calls and final answer, from the proxy's transcript and its `VERDICT_EVENTS`. */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ProxyRunTranscript } from '../provider/proxy-run.js';
import type { ToolCall } from '../transcript/schema.js';

/** One line of the agent's events file, as far as Verdict reads it: the agent's word, unchecked. */
export type AgentEvent = Partial<
  Record<'type' | 'name' | 'ok' | 'error' | 'kind' | 'retryable', unknown>
>;

/** The agent's events, skipping lines that are not objects; one stat spares reading an empty file. */
export async function readEvents(file: string): Promise<AgentEvent[]> {
  if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) === 0) return [];
  const text = await readFile(file, 'utf8').catch(() => '');
  const events: AgentEvent[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const event = JSON.parse(line) as unknown;
      if (event !== null && typeof event === 'object') events.push(event);
    } catch {
      // a torn or foreign line: events are the agent's word, not ours to fail on
    }
  }
  return events;
}

/** A tool call's arguments: parsed JSON when they parse, else the raw string. */
export function parseArguments(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Tool calls in order from what the proxy saw, with ok/error from the agent's events where known. */
export function collectToolCalls(transcript: ProxyRunTranscript, events: AgentEvent[]): ToolCall[] {
  const calls: ToolCall[] = transcript.calls
    .filter((call) => call.purpose === 'main')
    .flatMap((call) =>
      (call.assembled?.toolCalls ?? []).map((toolCall) => ({
        name: toolCall.name,
        arguments: parseArguments(toolCall.arguments),
      })),
    );
  // The n-th event about a tool is about the n-th call of that tool.
  const seen = new Map<string, number>();
  for (const event of events) {
    if (event.type !== 'tool_call' || typeof event.name !== 'string') continue;
    const nth = seen.get(event.name) ?? 0;
    seen.set(event.name, nth + 1);
    const call = calls.filter((candidate) => candidate.name === event.name)[nth];
    if (call === undefined) continue;
    if (typeof event.ok === 'boolean') call.ok = event.ok;
    if (typeof event.error === 'string') call.error = event.error;
  }
  return calls;
}

export function finalAnswerOf(transcript: ProxyRunTranscript): string | null {
  const answered = transcript.calls.filter(
    (call) =>
      call.purpose === 'main' &&
      call.assembled !== undefined &&
      call.assembled.toolCalls.length === 0,
  );
  return answered.at(-1)?.assembled?.content ?? null;
}
