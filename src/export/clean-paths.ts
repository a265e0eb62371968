/**
 * Replaces absolute paths in text with `<home>`, `<run-dir>`, `<tmp>` or `<path>` before a run is
 * shared (SPEC §8). Paths are found by pattern (POSIX, drive, UNC): a safety net, not a guarantee.
 */
const PLACEHOLDERS = {
  home: '<home>',
  runDir: '<run-dir>',
  tmp: '<tmp>',
  path: '<path>',
} as const;

export interface PathContext {
  /** Each as given and its real path. */
  home: string | readonly string[];
  runDir: string | readonly string[];
  /** `os.tmpdir()` and its real path; the common prefixes below are always added. */
  tmpDirs: readonly string[];
}

/** Whatever this machine's `os.tmpdir()` says. */
const COMMON_TEMP_PREFIXES: readonly string[] = [
  '/tmp',
  '/var/tmp',
  '/private/tmp',
  '/private/var/tmp',
  '/dev/shm',
];

/** macOS per-user temp dirs, and `verdict-run-XXXXXX` dirs that may come from another machine. */
const TEMP_PATTERNS: readonly RegExp[] = [
  /^(?:\/private)?\/var\/folders\/[^/\\]+\/[^/\\]+\/[TC](?=$|[/\\])/u,
  /^.*?[/\\]verdict-run-[A-Za-z0-9]+(?=$|[/\\])/u,
];

/** Markdown escapes (`\_`) count, as report.md escapes paths; `:` and `,` end a path. */
const SEGMENT = String.raw`(?:[\p{L}\p{N}_.~@+%\-]|\\[_*~\x60|\[\]])+`;
/** Not inside a word, relative path or URL, nor after a placeholder; but after `file://`. */
const BOUNDARY = String.raw`(?:(?<=file://)|(?<![\p{L}\p{N}_.~\-/\\])(?<!<(?:home|run-dir|tmp|path)>))`;
const POSIX_PATH = String.raw`/(?!/)${SEGMENT}(?:/${SEGMENT})*/?`;
const DRIVE_PATH = String.raw`[A-Za-z]:[\\/]+(?:${SEGMENT}(?:[\\/]+${SEGMENT})*[\\/]?)?`;
const UNC_PATH = String.raw`\\\\${SEGMENT}(?:\\+${SEGMENT})+\\?`;

interface Prefix {
  text: string;
  placeholder: string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const escapeMarkdownPath = (text: string): string => text.replace(/[\\`*_[\]|~]/g, '\\$&');
const toList = (value: string | readonly string[]): readonly string[] =>
  typeof value === 'string' ? [value] : value;

/** `/home/u/` → `/home/u`; a root (`/`, `C:\`) or empty prefix would swallow everything: dropped. */
function normalizePrefix(text: string): string | undefined {
  const trimmed = text.replace(/[/\\]+$/, '');
  if (trimmed === '' || /^[A-Za-z]:$/.test(trimmed)) return undefined;
  return trimmed;
}

function knownPrefixes(context: PathContext): Prefix[] {
  const groups: Array<[readonly string[], string]> = [
    [toList(context.runDir), PLACEHOLDERS.runDir],
    [toList(context.home), PLACEHOLDERS.home],
    [[...context.tmpDirs, ...COMMON_TEMP_PREFIXES], PLACEHOLDERS.tmp],
  ];
  const prefixes = new Map<string, string>();
  for (const [texts, placeholder] of groups) {
    for (const raw of texts) {
      const text = normalizePrefix(raw);
      if (text === undefined) continue;
      const variants = [text, text.replaceAll('\\', '/'), escapeMarkdownPath(text)];
      // The first group to name a prefix keeps it: a run directory that is also a temp dir is the run.
      for (const variant of variants)
        if (!prefixes.has(variant)) prefixes.set(variant, placeholder);
    }
  }
  return [...prefixes].map(([text, placeholder]) => ({ text, placeholder }));
}

interface Cleaner {
  pattern: RegExp;
  prefixes: Prefix[];
}

/** Compiled once per context: exporting walks every string of a bundle with the same context. */
const cleaners = new WeakMap<PathContext, Cleaner>();

function cleanerFor(context: PathContext): Cleaner {
  const cached = cleaners.get(context);
  if (cached !== undefined) return cached;
  const prefixes = knownPrefixes(context).sort((a, b) => b.text.length - a.text.length);
  // Known prefixes first, literally: a home with a space in it is not a pattern's idea of a path.
  const known = prefixes.map(({ text }) => escapeRegExp(text));
  const knownPath =
    known.length === 0
      ? []
      : [
          String.raw`(?:${known.join('|')})(?![\p{L}\p{N}_.~@+%\-]|\\[_*~\x60|\[\]])(?:[\\/]+${SEGMENT})*[\\/]?`,
        ];
  const pattern = new RegExp(
    `${BOUNDARY}(?:${[...knownPath, DRIVE_PATH, UNC_PATH, POSIX_PATH].join('|')})`,
    'gu',
  );
  const cleaner = { pattern, prefixes };
  cleaners.set(context, cleaner);
  return cleaner;
}

const startsWithPrefix = (path: string, prefix: string): boolean =>
  path.startsWith(prefix) &&
  (path.length === prefix.length || path[prefix.length] === '/' || path[prefix.length] === '\\');

/** The longest prefix recognised becomes its placeholder. */
function replacePath(path: string, prefixes: readonly Prefix[]): string {
  let best: { length: number; placeholder: string } | undefined;
  for (const { text, placeholder } of prefixes) {
    if (startsWithPrefix(path, text) && (best === undefined || text.length > best.length))
      best = { length: text.length, placeholder };
  }
  for (const pattern of TEMP_PATTERNS) {
    const match = pattern.exec(path);
    if (match !== null && (best === undefined || match[0].length > best.length))
      best = { length: match[0].length, placeholder: PLACEHOLDERS.tmp };
  }
  if (best === undefined) return PLACEHOLDERS.path;
  return best.placeholder + path.slice(best.length);
}

export function cleanPaths(text: string, context: PathContext): string {
  const { pattern, prefixes } = cleanerFor(context);
  return text.replace(pattern, (path) => replacePath(path, prefixes));
}
