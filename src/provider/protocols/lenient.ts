/**
 * Reading upstream JSON leniently: a field of the wrong type reads as absent. Each reader gives
 * what `lenient(schema)` gives (a test holds it to that), without zod's cost on every chunk.
 */
import type { z } from 'zod';
import { isRecord } from '../../json/is-record.js';
import { parseJson } from '../../json/parse-json.js';
import { formatSseEvent } from '../../sse/sse-framing.js';
import type { Usage } from '../types.js';

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

export const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/** A token count (or an index), `lenient(z.number().int().min(0))`: a safe integer, never negative. */
export const tokenCountOr = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

/** `lenient(z.looseObject(…))` before its fields are read: any object that is not an array. */
export const recordOr = (value: unknown): Record<string, unknown> | undefined =>
  isRecord(value) ? value : undefined;

export const arrayOr = (value: unknown): readonly unknown[] | undefined =>
  Array.isArray(value) ? (value as unknown[]) : undefined;

/** `lenient(z.record(z.string(), z.unknown()))`: what zod calls a plain object. */
export function plainRecordOr(value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const constructor: unknown = value.constructor;
  if (typeof constructor !== 'function') return value;
  const prototype: unknown = (constructor as { prototype?: unknown }).prototype;
  return isRecord(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf')
    ? value
    : undefined;
}

/** What `WireProtocol.servedModel` reads: a non-empty string, else undefined. */
export function modelNamedIn(body: unknown, field: string): string | undefined {
  const name = isRecord(body) ? stringOr(body[field]) : undefined;
  return name === undefined || name === '' ? undefined : name;
}

/** The fields of `record` named in `keys` that are set, in `keys` order. */
export function fieldsSet(
  record: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const key of keys) if (record[key] !== undefined) set[key] = record[key];
  return set;
}

/** A tool call's arguments as a JSON value; `{}` when they are not JSON. */
export function argumentsValue(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : {};
}

/** The `type` a stream payload names (Responses and Messages events), or undefined. */
export function eventTypeOf(data: string): string | undefined {
  const parsed = parseJson(data);
  return parsed.ok && isRecord(parsed.value) ? stringOr(parsed.value.type) : undefined;
}

/** A payload framed as an SSE event named by its own `type`, as Responses and Messages servers send it. */
export function formatTypedEvent(data: string): string {
  const event = eventTypeOf(data);
  return formatSseEvent(event === undefined ? { data } : { event, data });
}

/** `Usage`, with `cachedInputTokens` only when it was reported. */
export function usageOf(inputTokens: number, outputTokens: number, cached?: number): Usage {
  return cached === undefined
    ? { inputTokens, outputTokens }
    : { inputTokens, outputTokens, cachedInputTokens: cached };
}
