/**
 * What a replay divergence shows of the value that differs (SPEC §4): each changed region with a
 * few words of context, capped, with a count of the rest. Built once here; the terminal, the
 * comment and the HTML only format it. jsdiff finds the changes; a non-string is compared as
 * indented canonical JSON.
 * A changed word (a run of non-blanks) is always shown whole, so a secret is never split across
 * parts, where redaction could not recognize it.
 */
import type { ArrayChange } from 'diff';
// The array diff alone: the package's index would bring every other diff and the patch code in.
import { diffArrays } from 'diff/lib/diff/array.js';
import { z } from 'zod';
import { canonicalJson } from '../json/canonical-json.js';

/** Context on each side of a change: at most this many words (the blanks between are free)… */
const CONTEXT_WORDS = 8;
const CONTEXT_CHARS = 80;
const CONTEXT_LINES = 2;
/** A removed or added run is shown up to this many characters and line breaks. */
const CHANGED_CHARS = 200;
const CHANGED_LINES = 10;
/** Changes closer than this share one hunk, with what lies between them shown whole. */
const MERGE_WORDS = 2 * CONTEXT_WORDS;
const MERGE_CHARS = 2 * CONTEXT_CHARS;
const MAX_CHANGES_PER_HUNK = 6;
export const MAX_HUNKS = 3;
/** Characters shown over all hunks before the remaining changes are only counted. */
const SHOWN_CHARS = 1_000;
/** jsdiff gives up past these: then lines are diffed, and failing that both starts are shown. */
const MAX_EDIT_TOKENS = 500;
const MAX_DIFF_MS = 1_000;

/** Bounds for text from a fork's payload, with slack for redaction's `<redacted:RULE>`. */
const MAX_PART_CHARS = 4_000;
const MAX_PATH_CHARS = 1_000;
const MAX_PARTS_PER_HUNK = 2 + 3 * MAX_CHANGES_PER_HUNK;

const ExcerptPartSchema = z.strictObject({
  /** `same` is context, `removed` only in the recording, `added` what the harness sent. */
  kind: z.enum(['same', 'removed', 'added']),
  text: z.string().max(MAX_PART_CHARS),
  /** Text of this run left out before `text` (a hunk's leading context). */
  cutBefore: z.literal(true).optional(),
  /** Text of this run left out after `text`. */
  cutAfter: z.literal(true).optional(),
});
export type ExcerptPart = z.infer<typeof ExcerptPartSchema>;

export const ChangeExcerptSchema = z.strictObject({
  /** The JSON path of the value compared, e.g. `messages[3].content`. */
  path: z.string().max(MAX_PART_CHARS),
  /** The changed regions shown, in order, each with its context. */
  hunks: z.array(z.array(ExcerptPartSchema).max(MAX_PARTS_PER_HUNK)).max(MAX_HUNKS),
  /** Changed regions found after those shown. */
  moreChanges: z.number().int().min(1).optional(),
  /** Too different to align: `hunks` holds one change, the start of each side. */
  unaligned: z.literal(true).optional(),
});
export type ChangeExcerpt = z.infer<typeof ChangeExcerptSchema>;

/** A newline, a run of other blanks, or a word. */
const WORD_TOKENS = /\n|[^\S\n]+|\S+/g;
/** A line with its newline. */
const LINE_TOKENS = /[^\n]*\n|[^\n]+/g;

const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Moves a cut off the middle of a surrogate pair, so that no part holds half a character. */
function alignCut(text: string, index: number, direction: -1 | 1): number {
  return index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index))
    ? index + direction
    : index;
}

const lineBreaks = (text: string): number => text.split('\n').length - 1;
const isWord = (token: string): boolean => /\S/.test(token);
const wordsIn = (tokens: readonly string[]): number => tokens.filter(isWord).length;

/** A string as it is; anything else as canonical JSON (sorted keys) indented by two spaces. */
function textOf(value: unknown, asJson: boolean): string {
  if (value === undefined) return '';
  if (!asJson) return value as string;
  return JSON.stringify(JSON.parse(canonicalJson(value)), null, 2);
}

/** The same text run, or a region that differs: what the recording had there and what was sent. */
type Segment = { same: string[] } | { removed: string[]; added: string[] };

function diffTokens(recorded: string, actual: string, tokens: RegExp): Segment[] | undefined {
  const changes: ArrayChange<string>[] | undefined = diffArrays(
    recorded.match(tokens) ?? [],
    actual.match(tokens) ?? [],
    { maxEditLength: MAX_EDIT_TOKENS, timeout: MAX_DIFF_MS },
  );
  if (changes === undefined) return undefined;
  const segments: Segment[] = [];
  for (const change of changes) {
    const last = segments[segments.length - 1];
    if (!change.added && !change.removed) segments.push({ same: change.value });
    else if (last !== undefined && !('same' in last)) {
      // Tokens are pushed one by one: a spread of 100,000 of them would overflow the stack.
      for (const token of change.value) (change.added ? last.added : last.removed).push(token);
    } else {
      segments.push(
        change.added
          ? { removed: [], added: [...change.value] }
          : { removed: [...change.value], added: [] },
      );
    }
  }
  return segments;
}

/** Every change between the values at `fieldPath` (`undefined` where a side has none). */
export function excerptChange(
  fieldPath: string,
  recorded: unknown,
  actual: unknown,
): ChangeExcerpt {
  // Keys are cut where the path is built, but a deep value still makes a long path.
  const path =
    fieldPath.length <= MAX_PATH_CHARS
      ? fieldPath
      : `${fieldPath.slice(0, alignCut(fieldPath, MAX_PATH_CHARS - 1, -1))}…`;
  const asJson = [recorded, actual].some((side) => side !== undefined && typeof side !== 'string');
  const before = textOf(recorded, asJson);
  const after = textOf(actual, asJson);
  const segments = diffTokens(before, after, WORD_TOKENS) ?? diffTokens(before, after, LINE_TOKENS);
  if (segments === undefined) {
    const parts = [
      changedPart('removed', before.match(WORD_TOKENS) ?? []),
      changedPart('added', after.match(WORD_TOKENS) ?? []),
    ].filter((part) => part !== undefined);
    return { path, hunks: [parts], unaligned: true };
  }
  return { path, ...selectHunks(segments) };
}

/** The hunks to show: changes with their context, merged when close, until the caps say stop. */
function selectHunks(segments: readonly Segment[]): Pick<ChangeExcerpt, 'hunks' | 'moreChanges'> {
  const hunks: ExcerptPart[][] = [];
  const changes = segments.filter((segment) => !('same' in segment)).length;
  let shownChanges = 0;
  let shownChars = 0;
  let hunk: ExcerptPart[] | undefined;
  let changesInHunk = 0;
  const add = (parts: readonly ExcerptPart[]) => {
    for (const part of parts) shownChars += part.text.length;
    hunk?.push(...parts);
  };
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] as Segment;
    if ('same' in segment) {
      const next = segments[index + 1];
      if (hunk === undefined || next === undefined) continue;
      // Every token is a character at least: a long run is not close, whatever its words.
      const close =
        segment.same.length <= MERGE_CHARS &&
        wordsIn(segment.same) <= MERGE_WORDS &&
        segment.same.join('').length <= MERGE_CHARS;
      if (close && changesInHunk < MAX_CHANGES_PER_HUNK && shownChars < SHOWN_CHARS) {
        add([{ kind: 'same', text: segment.same.join('') }]);
        continue;
      }
      add(contextPart(segment.same, 'after'));
      hunk = undefined;
      // Changes this close together past the caps are counted: a new hunk would repeat this text.
      if (close) break;
      continue;
    }
    if (hunk === undefined) {
      if (hunks.length === MAX_HUNKS || shownChars >= SHOWN_CHARS) break;
      hunk = [];
      hunks.push(hunk);
      changesInHunk = 0;
      const previous = segments[index - 1];
      if (previous !== undefined && 'same' in previous) add(contextPart(previous.same, 'before'));
    }
    add(
      [changedPart('removed', segment.removed), changedPart('added', segment.added)].filter(
        (part) => part !== undefined,
      ),
    );
    changesInHunk += 1;
    shownChanges += 1;
  }
  const last = segments[segments.length - 1];
  if (hunk !== undefined && last !== undefined && 'same' in last)
    add(contextPart(last.same, 'after'));
  return {
    hunks,
    ...(changes > shownChanges ? { moreChanges: changes - shownChanges } : {}),
  };
}

/** The context before a change (its end) or after one (its start), cut at a word, not a blank. */
function contextPart(tokens: readonly string[], side: 'before' | 'after'): ExcerptPart[] {
  const from = side === 'before' ? 'end' : 'start';
  const { text, cut } = takeTokens(tokens, from, CONTEXT_WORDS, CONTEXT_CHARS, CONTEXT_LINES);
  const shown = cut ? text.replace(side === 'before' ? /^\s+/ : /\s+$/, '') : text;
  if (shown === '') return [];
  const cutMark = side === 'before' ? { cutBefore: true as const } : { cutAfter: true as const };
  return [{ kind: 'same', text: shown, ...(cut ? cutMark : {}) }];
}

function changedPart(
  kind: 'removed' | 'added',
  tokens: readonly string[],
): ExcerptPart | undefined {
  if (tokens.length === 0) return undefined;
  const { text, cut } = takeTokens(tokens, 'start', Infinity, CHANGED_CHARS, CHANGED_LINES);
  return { kind, text, ...(cut ? { cutAfter: true as const } : {}) };
}

/**
 * Whole tokens from the start (or end) while the caps allow; only a too-long first token is cut.
 */
function takeTokens(
  tokens: readonly string[],
  from: 'start' | 'end',
  maxWords: number,
  maxChars: number,
  maxLines: number,
): { text: string; cut: boolean } {
  let text = '';
  let taken = 0;
  let words = 0;
  while (taken < tokens.length) {
    const token = tokens[from === 'start' ? taken : tokens.length - 1 - taken] as string;
    if (isWord(token) && words === maxWords) break;
    const candidate = from === 'start' ? `${text}${token}` : `${token}${text}`;
    if (candidate.length > maxChars || lineBreaks(candidate) > maxLines) {
      if (taken === 0) {
        text =
          from === 'start'
            ? candidate.slice(0, alignCut(candidate, maxChars, -1))
            : candidate.slice(alignCut(candidate, candidate.length - maxChars, 1));
      }
      return { text, cut: true };
    }
    text = candidate;
    taken += 1;
    if (isWord(token)) words += 1;
  }
  return { text, cut: taken < tokens.length };
}

/** One line of one side of a hunk, as the comment and the HTML reports lay an excerpt out. */
export interface ExcerptLine {
  /** `-` the recording's side, `+` the side the harness sent. */
  sign: '-' | '+';
  /** The line in runs of text: `changed` runs are the removed (or the added) words. */
  runs: Array<{ text: string; changed: boolean }>;
}

/** A changed line break, shown where it was, since a line break alone is invisible. */
const CHANGED_BREAK = '⏎';

/**
 * A hunk as its sides, line by line: recorded if words were removed, sent if added; cuts as `…`.
 */
export function excerptLines(hunk: readonly ExcerptPart[]): ExcerptLine[] {
  const lines: ExcerptLine[] = [];
  for (const [sign, shown] of [
    ['-', 'removed'],
    ['+', 'added'],
  ] as const) {
    if (!hunk.some((part) => part.kind === shown)) continue;
    const side: ExcerptLine[] = [{ sign, runs: [] }];
    for (const part of hunk) {
      if (part.kind !== 'same' && part.kind !== shown) continue;
      const changed = part.kind === shown;
      const text = `${part.cutBefore === true ? '…' : ''}${part.text}${part.cutAfter === true ? '…' : ''}`;
      // A CR before a line break is part of the break (CRLF text reads as lines, not as `\r`).
      text.split(/\r?\n/).forEach((piece, index, pieces) => {
        if (index > 0) side.push({ sign, runs: [] });
        const run = changed && index < pieces.length - 1 ? `${piece}${CHANGED_BREAK}` : piece;
        if (run !== '') side[side.length - 1]?.runs.push({ text: run, changed });
      });
    }
    while (side.length > 1 && side[side.length - 1]?.runs.length === 0) side.pop();
    lines.push(...side);
  }
  return lines;
}
