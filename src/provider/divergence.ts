/**
 * Where a replayed call departs from its recording (SPEC §4), said so that a person can act on it:
 * the first differing field as a readable path (`messages[3].content`,
 * `tools[edit_file].description`) and short excerpts of both sides around the first difference.
 */
import { canonicalJson } from '../json/canonical-json.js';
import type { Fingerprint, RunStop } from './types.js';
import { isRecord } from '../json/is-record.js';

export type Difference = Pick<
  Extract<RunStop, { kind: 'replay_divergence' }>,
  'field' | 'recorded' | 'actual'
>;

/**
 * The order in which top-level fields are compared: the settings that shape the whole call first,
 * because a changed model or tool schema explains every later difference, and the messages (long,
 * and often changed only as a consequence) last. `satisfies` keeps the list complete.
 */
const FIELD_RANK = {
  endpoint: 0,
  model: 1,
  instructions: 2,
  reasoningEffort: 3,
  outputLimit: 4,
  answerControls: 5,
  tools: 6,
  nativeTools: 7,
  messages: 8,
} satisfies Record<keyof Fingerprint, number>;

/**
 * An excerpt is about 60 characters from 20 before the first difference (both sides from the same
 * character), or from earlier when the longer side ends sooner: a short text is shown whole, and
 * text appended at the end shows with what came before it.
 */
const EXCERPT_WIDTH = 60;
const EXCERPT_BEFORE = 20;
/** Non-string values are shown as compact JSON, at most this long. */
const VALUE_CAP = EXCERPT_WIDTH;

/** An own property only: `object["__proto__"]` would otherwise answer with the prototype. */
const own = (object: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(object, key) ? object[key] : undefined;

const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Moves a cut off the middle of a surrogate pair, so an excerpt never holds half a character. */
const alignCut = (text: string, index: number, direction: -1 | 1): number =>
  index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index))
    ? index + direction
    : index;

function firstDifferingIndex(recorded: string, actual: string): number {
  let index = 0;
  while (index < recorded.length && recorded[index] === actual[index]) index += 1;
  return index;
}

/** A JSON string literal (so quotes and newlines stay on one line) of `text` from `start`. */
function excerptFrom(text: string, start: number): string {
  const from = alignCut(text, start, -1);
  const to = alignCut(text, Math.min(text.length, from + EXCERPT_WIDTH), 1);
  const head = from > 0 ? '…' : '';
  const tail = to < text.length ? '…' : '';
  return JSON.stringify(`${head}${text.slice(from, to)}${tail}`);
}

function excerptValue(value: unknown): string {
  if (typeof value === 'string') return excerptFrom(value, 0);
  const json = canonicalJson(value);
  if (json.length <= VALUE_CAP) return json;
  return `${json.slice(0, alignCut(json, VALUE_CAP - 1, -1))}…`;
}

function differenceAt(field: string, recorded: unknown, actual: unknown): Difference {
  if (typeof recorded === 'string' && typeof actual === 'string') {
    const index = firstDifferingIndex(recorded, actual);
    const longer = Math.max(recorded.length, actual.length);
    const start = Math.max(0, Math.min(index - EXCERPT_BEFORE, longer - EXCERPT_WIDTH));
    return { field, recorded: excerptFrom(recorded, start), actual: excerptFrom(actual, start) };
  }
  return {
    field,
    ...(recorded === undefined ? {} : { recorded: excerptValue(recorded) }),
    ...(actual === undefined ? {} : { actual: excerptValue(actual) }),
  };
}

/** Field paths end up in messages and comments: a key the agent chose (a 1 MB tool name) is cut. */
const MAX_KEY_SHOWN = 64;
const shownKey = (key: string): string =>
  key.length <= MAX_KEY_SHOWN ? key : `${key.slice(0, 48)}…(${key.length} chars)`;

const joinKey = (field: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) && key.length <= MAX_KEY_SHOWN
    ? `${field}.${key}`
    : `${field}[${JSON.stringify(shownKey(key))}]`;

/**
 * Walks both values in canonical order (object keys sorted as `canonicalJson` sorts them, arrays by
 * index), so it finds a difference exactly when the two hashes differ.
 */
function findIn(recorded: unknown, actual: unknown, field: string): Difference | undefined {
  if (recorded === undefined || actual === undefined) {
    return recorded === actual ? undefined : differenceAt(field, recorded, actual);
  }
  if (Array.isArray(recorded) && Array.isArray(actual)) {
    for (let index = 0; index < Math.max(recorded.length, actual.length); index += 1) {
      // `canonicalJson` writes a hole or `undefined` in an array as null; past the end is absent.
      const recordedItem =
        index < recorded.length ? ((recorded[index] as unknown) ?? null) : undefined;
      const actualItem = index < actual.length ? ((actual[index] as unknown) ?? null) : undefined;
      const difference = findIn(recordedItem, actualItem, `${field}[${index}]`);
      if (difference !== undefined) return difference;
    }
    return undefined;
  }
  if (isRecord(recorded) && isRecord(actual)) return findInObjects(recorded, actual, field);
  return canonicalJson(recorded) === canonicalJson(actual)
    ? undefined
    : differenceAt(field, recorded, actual);
}

function findInObjects(
  recorded: Record<string, unknown>,
  actual: Record<string, unknown>,
  field: string,
  skipKey?: string,
): Difference | undefined {
  const keys = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort();
  for (const key of keys) {
    if (key === skipKey) continue;
    const difference = findIn(own(recorded, key), own(actual, key), joinKey(field, key));
    if (difference !== undefined) return difference;
  }
  return undefined;
}

/** A chat tool names itself in `function.name`; Responses, Messages and Gemini tools in `name`. */
function toolNameOf(tool: unknown): string | undefined {
  if (!isRecord(tool)) return undefined;
  if (isRecord(tool.function)) {
    return typeof tool.function.name === 'string' ? tool.function.name : undefined;
  }
  return typeof tool.name === 'string' ? tool.name : undefined;
}

/** Tools by name, or undefined when a name is missing or repeated (then tools go by index). */
function nameTools(tools: readonly unknown[]): Map<string, Record<string, unknown>> | undefined {
  const named = new Map<string, Record<string, unknown>>();
  for (const tool of tools) {
    const name = toolNameOf(tool);
    if (name === undefined || named.has(name) || !isRecord(tool)) return undefined;
    named.set(name, tool);
  }
  return named;
}

const toolField = (name: string): string =>
  /^[\w-]+$/.test(name) && name.length <= MAX_KEY_SHOWN
    ? `tools[${name}]`
    : `tools[${JSON.stringify(shownKey(name))}]`;

/**
 * Function tools are addressed by name, not index (adding one tool must not shift every other), and
 * a chat tool's `function.` level is elided: `tools[edit_file].parameters…` rather than
 * `tools[edit_file].function.parameters…`. The wrapper's own keys (`type`) come after.
 */
function findInTools(
  recorded: readonly unknown[],
  actual: readonly unknown[],
): Difference | undefined {
  const recordedByName = nameTools(recorded);
  const actualByName = nameTools(actual);
  if (recordedByName === undefined || actualByName === undefined) {
    return findIn(recorded, actual, 'tools');
  }
  for (const [name, recordedTool] of recordedByName) {
    const field = toolField(name);
    const actualTool = actualByName.get(name);
    const difference =
      actualTool === undefined
        ? differenceAt(field, recordedTool, undefined)
        : isRecord(recordedTool.function) || isRecord(actualTool.function)
          ? (findIn(recordedTool.function, actualTool.function, field) ??
            findInObjects(recordedTool, actualTool, field, 'function'))
          : findInObjects(recordedTool, actualTool, field);
    if (difference !== undefined) return difference;
  }
  for (const [name, actualTool] of actualByName) {
    if (!recordedByName.has(name)) return differenceAt(toolField(name), undefined, actualTool);
  }
  // The same tools in another order: the order is part of the request, and of its hash.
  const recordedNames = [...recordedByName.keys()];
  const actualNames = [...actualByName.keys()];
  return recordedNames.every((name, index) => name === actualNames[index])
    ? undefined
    : differenceAt('tools', recordedNames, actualNames);
}

/** The first field in which `actual` departs from `recorded`, or undefined when they are the same call. */
export function findFirstDifference(
  recorded: Fingerprint,
  actual: Fingerprint,
): Difference | undefined {
  const rankOf = (key: string): number =>
    Object.hasOwn(FIELD_RANK, key) ? FIELD_RANK[key as keyof Fingerprint] : Infinity;
  const keys = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort(
    (a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  for (const key of keys) {
    const recordedValue = own(recorded, key);
    const actualValue = own(actual, key);
    const difference =
      key === 'tools' && Array.isArray(recordedValue) && Array.isArray(actualValue)
        ? findInTools(recordedValue, actualValue)
        : findIn(recordedValue, actualValue, key);
    if (difference !== undefined) return difference;
  }
  return undefined;
}

/** One line for the run's stop and the command's output. `call` is 1-based. */
export function describeDivergence(call: number, difference: Difference): string {
  const { field, recorded, actual } = difference;
  const what =
    recorded !== undefined && actual !== undefined
      ? `recorded ${recorded} but the harness sent ${actual}`
      : recorded !== undefined
        ? `recorded ${recorded} but the harness sent nothing there`
        : actual !== undefined
          ? `the recording has nothing there but the harness sent ${actual}`
          : 'the recording and the request differ';
  return `call ${call} diverged at ${field}: ${what}`;
}

const calls = (count: number): string => `${count} ${count === 1 ? 'call' : 'calls'}`;

/** A recorded call the harness never made (the run ended first). `call` is 1-based. */
export function missingCallMessage(call: number, total: number): string {
  return `recorded call ${call} of ${total} was never made: the harness finished without asking it`;
}

/** A call with no recorded counterpart left: every recorded call was already answered. */
export function extraCallMessage(call: number, total: number): string {
  return `call ${call} is beyond the recording: the harness asked more than the ${calls(total)} recorded`;
}
