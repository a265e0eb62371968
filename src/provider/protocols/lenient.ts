/**
 * What the wire-protocol readers share to read upstream JSON leniently. A body or stream chunk is
 * whatever a server sent, not something Verdict wrote, so a field of the wrong type reads as
 * absent instead of throwing and failing a run over a detail the transcript does not need.
 *
 * Two forms of the same reading: `lenient(…)` schemas for the stream readers, and single-field reads
 * (`stringOr`, `tokenCountOr`…) for the readers on the proxy's path to every answer (assembling the
 * transcript's message from a body). Each field read gives what the `lenient(…)` schema of the same
 * type gives — the value when it has the type, else undefined — without building a parse result,
 * which for a whole body costs more than the rest of a replayed call.
 */
import type { z } from 'zod';
import { isRecord } from '../../json/is-record.js';

/** A field that reads as `undefined` when it is missing or of the wrong type. */
export function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

export const stringOr = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** `lenient(z.number())`: a finite number. */
export const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export const booleanOr = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

/** A token count (or an index), `lenient(z.number().int().min(0))`: a safe integer, never negative. */
export const tokenCountOr = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

/** `lenient(z.looseObject(…))` before its fields are read: any object that is not an array. */
export const recordOr = (value: unknown): Record<string, unknown> | undefined =>
  isRecord(value) ? value : undefined;

export const arrayOr = (value: unknown): readonly unknown[] | undefined =>
  Array.isArray(value) ? (value as unknown[]) : undefined;

/**
 * `lenient(z.record(z.string(), z.unknown()))` before its entries are copied: a record whose
 * constructor, if it has one, is an ordinary class's (what zod calls a plain object).
 */
export function plainRecordOr(value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const constructor: unknown = value.constructor;
  if (typeof constructor !== 'function') return value;
  const prototype: unknown = (constructor as { prototype?: unknown }).prototype;
  return isRecord(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf')
    ? value
    : undefined;
}

/**
 * The model a response body names in `field` (`model`; Gemini's `modelVersion`): a non-empty string,
 * else undefined. What `WireProtocol.servedModel` reads.
 */
export function modelNamedIn(body: unknown, field: string): string | undefined {
  const name = isRecord(body) ? stringOr(body[field]) : undefined;
  return name === undefined || name === '' ? undefined : name;
}
