/**
 * Reading upstream JSON leniently: a field of the wrong type reads as absent. Each reader gives
 * what `lenient(schema)` gives (a test holds it to that), without zod's cost on every chunk.
 */
import type { z } from 'zod';
import { isRecord } from '../../json/is-record.js';
import { parseJson } from '../../json/parse-json.js';
import { formatSseEvent } from '../../sse/sse-framing.js';
import type { AssembledMessage, Usage } from '../types.js';

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

/** A position in a list: an integer, never negative (unlike `tokenCountOr`, past 2^53 too). */
export const indexOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

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

/** A copy of `record` without its own `key`, or `record` itself when it has none. */
export const withoutKey = (
  record: Record<string, unknown>,
  key: string,
): Record<string, unknown> =>
  Object.hasOwn(record, key)
    ? Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))
    : record;

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

/** `message` with `usage` set (last, as a spread would put it) when there is one. */
export function withUsage(message: AssembledMessage, usage: Usage | undefined): AssembledMessage {
  if (usage !== undefined) message.usage = usage;
  return message;
}

/** `Usage`, with `cachedInputTokens` only when it was reported. */
export function usageOf(inputTokens: number, outputTokens: number, cached?: number): Usage {
  return cached === undefined
    ? { inputTokens, outputTokens }
    : { inputTokens, outputTokens, cachedInputTokens: cached };
}
