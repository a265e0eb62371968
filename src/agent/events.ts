/** Events the agent appends to `VERDICT_EVENTS` (SPEC §1), one JSON object per line. */
import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import { EffectSchema } from '../suite/schema.js';

export const AgentEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('tool_call'),
    name: z.string(),
    ok: z.boolean(),
    error: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('approval_request'), effect: EffectSchema }),
  z.strictObject({ type: z.literal('incident'), kind: z.string() }),
  z.strictObject({ type: z.literal('compaction') }),
  z.strictObject({ type: z.literal('transient_error'), retryable: z.literal(true) }),
]);
export type AgentEvent = z.infer<typeof AgentEventSchema>;

export interface EventSink {
  emit(event: AgentEvent): Promise<void>;
}

/** Used when no events file was given: the transcript the proxy saw is then all there is. */
export const DISCARD_EVENTS: EventSink = { emit: () => Promise.resolve() };

/**
 * Appends each event as it happens, so a killed run leaves every event until then; synchronously
 * (a few dozen bytes, in order). Once a write fails, every later emit rejects with its error.
 */
export function createFileEventSink(file: string): EventSink {
  let failure: Error | undefined;
  return {
    emit(event) {
      if (failure === undefined) {
        try {
          appendFileSync(file, `${JSON.stringify(event)}\n`, 'utf8');
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
      }
      return failure === undefined ? Promise.resolve() : Promise.reject(failure);
    },
  };
}

/** Keeps events in memory (tests, and callers that want them as values). */
export function createMemoryEventSink(): EventSink & { events: AgentEvent[] } {
  const events: AgentEvent[] = [];
  return {
    events,
    emit(event) {
      events.push(event);
      return Promise.resolve();
    },
  };
}
