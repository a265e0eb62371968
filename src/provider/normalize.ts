/**
 * Per-run noise in a model request (workspace, HOME, temp dirs, ids, with the `dates` preset the
 * date), rewritten to stable tokens before fingerprinting (SPEC §4) so that a replay matches its
 * recording.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ReplayNormalizeRule } from '../suite/schema.js';

export type Normalize = (text: string) => string;

export interface NormalizeContext {
  /** The agent's cwd. */
  workspaceDir: string;
  homeDir?: string;
  tempDirs?: string[];
  /** Where the agent comes from on this machine, unlike the recording's (`findAgentSourceDirs`). */
  sourceDirs?: ReadonlyArray<{ dir: string; token: string }>;
  /**
   * Strings of this machine that agents print (Claude Code's `OS Version: Linux <os.release()>`).
   */
  hostStrings?: ReadonlyArray<{ text: string; token: string }>;
  /** Suite rules, then task rules, applied in order after the built-in rewrites. */
  rules?: readonly ReplayNormalizeRule[];
}

type PatternRule = Extract<ReplayNormalizeRule, { pattern: string }>;

const WORKSPACE_TOKEN = '<WORKSPACE>';
const HOME_TOKEN = '<HOME>';
const DATE_TOKEN = '<DATE>';

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const WEEKDAY =
  '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues|Tue|Wed|Thurs|Thur|Thu|Fri|Sat|Sun)\\.?';
const DAY = '(?:3[01]|[12]\\d|0?[1-9])(?:st|nd|rd|th)?';
const ISO_DAY = '\\d{4}-(?:0[1-9]|1[0-2])-(?:3[01]|[12]\\d|0[1-9])';
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?';
const ISO_ZONE = '(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)';
/** A time as `Date#toString` and friends print it; recent ICU puts U+202F before AM/PM. */
const SPOKEN_TIME = `(?:,? (?:at )?${CLOCK}(?:[ \\u202f]?[AaPp][Mm])?(?: (?:GMT|UTC)(?:[+-]\\d{2}:?\\d{2})?(?: \\([^()\\n]*\\))?)?)?`;

/**
 * The `dates` preset: ISO, English (`Sun Nov 29 2026`, `29 November 2026`…) and `11/29/2026` dates.
 * An ISO date glued to a word by `-` stays: `gpt-4o-2024-08-06` names a model snapshot.
 */
export const DATE_PRESET: readonly PatternRule[] = [
  {
    pattern: `(?<![\\w-])${ISO_DAY}(?:[T ]${CLOCK}${ISO_ZONE}?)?(?![\\w-])`,
    replace: DATE_TOKEN,
  },
  {
    pattern: `\\b(?:${WEEKDAY},? )?(?:${MONTH} ${DAY},? |${DAY} ${MONTH},? )\\d{4}${SPOKEN_TIME}(?!\\w)`,
    replace: DATE_TOKEN,
  },
  {
    pattern: `(?<![\\w/.-])(?:3[01]|[12]\\d|0?[1-9])/(?:3[01]|[12]\\d|0?[1-9])/\\d{4}${SPOKEN_TIME}(?![\\w/])`,
    replace: DATE_TOKEN,
  },
];

const PRESETS: Record<
  Extract<ReplayNormalizeRule, { preset: string }>['preset'],
  readonly PatternRule[]
> = {
  dates: DATE_PRESET,
};

/** Any version, any case: agents mint session, request and message ids as UUIDs. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** A labelled process id (`PGID: 48213`, `pid=48213`, `PIDs: 1, 2`), never a bare number. */
const PROCESS_ID = /\b(pg?ids?)(\s*[:=]\s*|[ \t]+)\d+(?:,[ \t]*\d+)*\b/gi;

/** What Codex CLI's shell tool prints anew each run; the label stays, so renaming it diverges. */
const TOOL_OUTPUT_NOISE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bChunk ID: [0-9a-f]{4,}\b/g, 'Chunk ID: <CHUNK_ID>'],
  [/\bWall time: \d+(?:\.\d+)? seconds\b/g, 'Wall time: <DURATION> seconds'],
  [/\bProcess running with session ID \d+\b/g, 'Process running with session ID <SESSION>'],
];

/**
 * Passes repeat until nothing changes (`/tmp/x.2026-11-29` becomes `<TMP>.<DATE>` only once the
 * date is gone), so normalizing twice changes nothing. The built-in rewrites converge; the cap is
 * for suite rules (`a` → `aa`).
 */
const MAX_PASSES = 8;

/**
 * Every spelling of `dir` an agent may print: `paths` (with the macOS `/private` realpath) and
 * `mangled` per-project dir names (`/`, `/._` or every non-alphanumeric character as `-`).
 */
function spellPath(dir: string): { paths: string[]; mangled: string[] } {
  const lexical = dir.includes('\\')
    ? dir.replace(/[\\/]+$/, '')
    : path.posix.normalize(dir).replace(/\/+$/, '');
  // A root dir would tokenize every slash, and a relative one means nothing without its base.
  const isRunDir =
    lexical !== '' &&
    !/^[A-Za-z]:$/.test(lexical) &&
    (path.posix.isAbsolute(lexical) || path.win32.isAbsolute(lexical));
  if (!isRunDir) return { paths: [], mangled: [] };
  const paths = new Set([lexical]);
  const privateTwin = /^\/private(\/(?:tmp|var|etc)(?:\/|$).*)$/.exec(lexical)?.[1];
  if (privateTwin !== undefined) paths.add(privateTwin);
  else if (/^\/(?:tmp|var|etc)(?:\/|$)/.test(lexical)) paths.add(`/private${lexical}`);
  if (lexical.includes('\\')) paths.add(lexical.replace(/\\/g, '/'));
  const mangled = [...paths].flatMap((spelling) => [
    spelling.replace(/[\\/]/g, '-'),
    spelling.replace(/[\\/._]/g, '-'),
    spelling.replace(/[^A-Za-z0-9]/g, '-'),
  ]);
  return { paths: [...paths], mangled: [...new Set(mangled)].filter((name) => !paths.has(name)) };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regex for all per-run paths, longest first; a path never matches inside a longer name. */
function rewriteSpellings(tokens: ReadonlyMap<string, string>): Normalize {
  if (tokens.size === 0) return (text) => text;
  const alternatives = [...tokens.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const regex = new RegExp(`(?<![\\w.-])(?:${alternatives.join('|')})(?!\\.?[\\w-])`, 'g');
  return (text) => text.replace(regex, (match) => tokens.get(match) ?? match);
}

function createPathRewrite(context: NormalizeContext): Normalize {
  const tokens = new Map<string, string>();
  const add = (dir: string | undefined, token: string, withHash = false): void => {
    if (dir === undefined) return;
    const { paths, mangled } = spellPath(dir);
    for (const spelling of [...paths, ...mangled])
      if (!tokens.has(spelling)) tokens.set(spelling, token);
    // qwen-code and gemini-cli keep per-project temp files under `sha256(cwd)` in hex.
    if (!withHash) return;
    for (const spelling of paths) {
      const hash = createHash('sha256').update(spelling).digest('hex');
      if (!tokens.has(hash)) tokens.set(hash, '<WORKSPACE_HASH>');
    }
  };
  add(context.workspaceDir, WORKSPACE_TOKEN, true);
  add(context.homeDir, HOME_TOKEN);
  for (const dir of context.tempDirs ?? []) add(dir, '<TMP>');
  for (const source of context.sourceDirs ?? []) add(source.dir, source.token);
  for (const { text, token } of context.hostStrings ?? []) {
    if (text.trim() !== '' && !tokens.has(text)) tokens.set(text, token);
  }
  return rewriteSpellings(tokens);
}

/**
 * Workspace and HOME in model responses (tool arguments name absolute paths): a cassette keeps
 * `<WORKSPACE>` and `<HOME>`, replay expands them. A mangled name cannot be rebuilt, so it stays.
 */
export interface PathTokens {
  tokenize: Normalize;
  expand: Normalize;
}

export function createPathTokens(context: { workspaceDir: string; homeDir?: string }): PathTokens {
  const tokens = new Map<string, string>();
  const targets = new Map<string, string>();
  const add = (dir: string | undefined, token: string): void => {
    if (dir === undefined) return;
    const { paths } = spellPath(dir);
    if (paths[0] === undefined) return;
    targets.set(token, paths[0]);
    for (const spelling of paths) if (!tokens.has(spelling)) tokens.set(spelling, token);
  };
  add(context.workspaceDir, WORKSPACE_TOKEN);
  add(context.homeDir, HOME_TOKEN);
  const tokenRegex = new RegExp([...targets.keys()].map(escapeRegExp).join('|') || '(?!)', 'g');
  return {
    tokenize: rewriteSpellings(tokens),
    // Every token starts with `<`: most strings of an answer have none, and are spared the regex.
    expand: (text) =>
      text.includes('<') ? text.replace(tokenRegex, (token) => targets.get(token) ?? token) : text,
  };
}

function createRuleRewrite(rule: PatternRule): Normalize {
  const regex = new RegExp(rule.pattern, 'g');
  return (text) => text.replace(regex, rule.replace);
}

/** One run's normalizer: paths, UUIDs, pids and tool noise, then the `replayNormalize` rules. */
export function createNormalizer(context: NormalizeContext): Normalize {
  const rewrites: Normalize[] = [
    createPathRewrite(context),
    (text) => text.replace(UUID, '<UUID>'),
    (text) => text.replace(PROCESS_ID, '$1$2<PID>'),
    (text) =>
      TOOL_OUTPUT_NOISE.reduce(
        (current, [pattern, token]) => current.replace(pattern, token),
        text,
      ),
    // Presets expand in place, keeping the order the suite and task listed them in.
    ...(context.rules ?? [])
      .flatMap((rule) => ('preset' in rule ? PRESETS[rule.preset] : [rule]))
      .map(createRuleRewrite),
  ];
  const rewriteOnce = (text: string): string =>
    rewrites.reduce((current, rewrite) => rewrite(current), text);
  const normalize = (text: string): string => {
    let current = text;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const next = rewriteOnce(current);
      if (next === current) return current;
      current = next;
    }
    return current;
  };
  return remembering(normalize);
}

/** Per run; about twice that in bytes. */
const REMEMBERED_MAX_CHARS = 16 * 1024 * 1024;
const REMEMBERED_MAX_STRINGS = 100_000;

/** Agents resend the whole conversation every turn; normalizing is pure, so remember it. */
function remembering(normalize: Normalize): Normalize {
  const remembered = new Map<string, string>();
  let chars = 0;
  return (text) => {
    const known = remembered.get(text);
    if (known !== undefined) return known;
    const result = normalize(text);
    if (chars + text.length <= REMEMBERED_MAX_CHARS && remembered.size < REMEMBERED_MAX_STRINGS) {
      remembered.set(text, result);
      chars += text.length;
    }
    return result;
  };
}

/** A deep copy with every string normalized; keys are kept (rewriting could merge two). */
export function normalizeValue(value: unknown, normalize: Normalize): unknown {
  if (typeof value === 'string') return normalize(value);
  if (Array.isArray(value)) return value.map((item) => normalizeValue(item, normalize));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(record))
      setOwn(copy, key, normalizeValue(record[key], normalize));
    return copy;
  }
  return value;
}

/** `copy[key] = item`, keeping a `__proto__` key an ordinary property, as JSON.parse makes it. */
function setOwn(copy: Record<string, unknown>, key: string, item: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(copy, key, {
      value: item,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    copy[key] = item;
  }
}

function normalizeSharedArray(array: readonly unknown[], normalize: Normalize): unknown[] {
  let copy: unknown[] | undefined;
  for (let index = 0; index < array.length; index += 1) {
    const item = array[index];
    const rewritten = normalizeShared(item, normalize);
    if (copy === undefined) {
      if (Object.is(rewritten, item)) continue;
      copy = array.slice(0, index);
    }
    copy.push(rewritten);
  }
  return copy ?? (array as unknown[]);
}

function normalizeSharedRecord(
  record: Record<string, unknown>,
  normalize: Normalize,
): Record<string, unknown> {
  const keys = Object.keys(record);
  let copy: Record<string, unknown> | undefined;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    const item = record[key];
    const rewritten = normalizeShared(item, normalize);
    if (copy === undefined) {
      if (Object.is(rewritten, item)) continue;
      copy = {};
      for (let before = 0; before < index; before += 1) {
        const kept = keys[before] as string;
        setOwn(copy, kept, record[kept]);
      }
    }
    setOwn(copy, key, rewritten);
  }
  return copy ?? record;
}

/** `normalizeShared`, with an absent value (undefined or null) as null. */
export const normalizeOrNull = (value: unknown, normalize: Normalize): unknown =>
  value === undefined || value === null ? null : normalizeShared(value, normalize);

/**
 * `normalizeValue` copying only what leads to a changed string (same JSON), for values that nothing
 * mutates afterwards (a served answer, a fingerprint).
 */
export function normalizeShared<T>(value: T, normalize: Normalize): T {
  if (typeof value === 'string') return normalize(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return normalizeSharedArray(value, normalize) as T;
  return normalizeSharedRecord(value as Record<string, unknown>, normalize) as T;
}

export function normalizeEach(values: readonly unknown[], normalize: Normalize): unknown[] {
  return values.map((value) => normalizeShared(value, normalize));
}
