/**
 * What the wire-protocol readers share to read upstream JSON leniently. A body or stream chunk is
 * whatever a server sent, not something Verdict wrote, so a field of the wrong type reads as
 * absent instead of throwing and failing a run over a detail the transcript does not need.
 */
import { z } from 'zod';

/** A field that reads as `undefined` when it is missing or of the wrong type. */
export function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** A token count (or an index): a whole number, never negative. */
export const TokenCountSchema = z.number().int().min(0);
