/**
 * Where a replayed call departs from its recording (SPEC §4): the first differing field as a
 * readable path (`tools[edit_file].description`) and the excerpt of the changes there.
 */
import { canonicalJson } from '../json/canonical-json.js';
import { isRecord } from '../json/is-record.js';
import { excerptChange, type ChangeExcerpt, type ExcerptPart } from './divergence-excerpt.js';
import { stringOr } from './protocols/lenient.js';
import type { Fingerprint } from './types.js';
import { plural } from '../text/format.js';

export interface Difference {
  field: string;
  /** Every change of the value there (of its parent object when a key is on one side only). */
  excerpt: ChangeExcerpt;
}

/** The call's settings first (they explain every later difference), the messages last. */
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

/** An own property only: `object["__proto__"]` would otherwise answer with the prototype. */
const own = (object: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(object, key) ? object[key] : undefined;

function differenceAt(field: string, recorded: unknown, actual: unknown): Difference {
  return { field, excerpt: excerptChange(field, recorded, actual) };
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
 * Walks both values in `canonicalJson` order, so it finds a difference exactly when the hashes do.
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
    const recordedValue = own(recorded, key);
    const actualValue = own(actual, key);
    if ((recordedValue === undefined) !== (actualValue === undefined)) {
      // A key on one side only is shown among its siblings: a renamed key reads as one change.
      return { field: joinKey(field, key), excerpt: excerptChange(field, recorded, actual) };
    }
    const difference = findIn(recordedValue, actualValue, joinKey(field, key));
    if (difference !== undefined) return difference;
  }
  return undefined;
}

/** A chat tool names itself in `function.name`; Responses, Messages and Gemini tools in `name`. */
function toolNameOf(tool: unknown): string | undefined {
  if (!isRecord(tool)) return undefined;
  return stringOr(isRecord(tool.function) ? tool.function.name : tool.name);
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
 * Tools are addressed by name (adding one must not shift every other), eliding a chat tool's
 * `function.` level; the wrapper's own keys (`type`) come after.
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

/** One line: the field, then a word diff (`[-recorded-]{+sent+}`). `call` is 1-based. */
export function describeDivergence(call: number, difference: Difference): string {
  const { field, excerpt } = difference;
  const where = excerpt.path === field ? field : `${field}; in ${excerpt.path}`;
  return `call ${call} diverged at ${where}: ${formatExcerptLine(excerpt)}`;
}

/** The excerpt on one line, `…a quick [-brown-]{+red+} fox…`: hunks apart, the rest counted. */
export function formatExcerptLine(excerpt: ChangeExcerpt): string {
  const hunks = excerpt.hunks.map((parts) => parts.map(formatPartInline).join(''));
  const more = excerpt.moreChanges ?? 0;
  const counted = more === 0 ? '' : ` (… ${plural(more, 'more change')})`;
  return `${hunks.join(' ')}${counted}`;
}

const INLINE_MARKS = { same: ['', ''], removed: ['[-', '-]'], added: ['{+', '+}'] } as const;

function formatPartInline(part: ExcerptPart): string {
  const [open, close] = INLINE_MARKS[part.kind];
  const text = `${part.cutBefore === true ? '…' : ''}${escapeControls(part.text)}${part.cutAfter === true ? '…' : ''}`;
  return `${open}${text}${close}`;
}

const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Line breaks and control characters (a terminal escape sequence included) as visible escapes. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function escapeControls(text: string): string {
  return text.replace(
    CONTROL_CHARACTERS,
    (char) => CONTROL_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A recorded call the harness never made (the run ended first). `call` is 1-based. */
export function missingCallMessage(call: number, total: number): string {
  return `recorded call ${call} of ${total} was never made: the harness finished without asking it`;
}

/** A call with no recorded counterpart left: every recorded call was already answered. */
export function extraCallMessage(call: number, total: number): string {
  return `call ${call} is beyond the recording: the harness asked more than the ${plural(total, 'call')} recorded`;
}
