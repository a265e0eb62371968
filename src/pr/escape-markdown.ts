/** Untrusted text made safe for a bot's PR comment: no mentions, references, HTML, links or broken tables. */
import { escapeMarkdown, truncateText } from '../text/markdown.js';

/** Long ids and reasons are cut, so one task cannot take the whole comment. */
const DEFAULT_CELL_CHARS = 300;

const ZERO_WIDTH_SPACE = '&#8203;';
const SHORT_SHA_LENGTH = 7;
/** Far above any real run or artifact URL; a longer one is not a link we made. */
const MAX_URL_CHARS = 2_000;

/** Inert inline Markdown; with `maxChars`, the source is cut (never an entity in half) until it fits. */
export function escapeMarkdownText(text: string, maxChars?: number): string {
  if (maxChars === undefined) return escapeWhole(text);
  let sourceChars = Math.max(1, maxChars);
  let escaped = escapeWhole(truncateText(text, sourceChars));
  // `@` grows eightfold, so a fixed source length cannot bound the result; shrink in proportion.
  while (escaped.length > maxChars && sourceChars > 1) {
    sourceChars = Math.max(
      1,
      Math.min(sourceChars - 1, Math.floor((sourceChars * maxChars) / escaped.length)),
    );
    escaped = escapeWhole(truncateText(text, sourceChars));
  }
  // Only below 8 characters, the length of one escaped `@`.
  return escaped.length <= maxChars ? escaped : '';
}

/** Text for one cell of a GFM table, at most `maxChars` long. A pipe becomes `\|`, part of the cell. */
export function escapeTableCell(text: string, maxChars = DEFAULT_CELL_CHARS): string {
  return escapeMarkdownText(text, maxChars);
}

function escapeWhole(text: string): string {
  const escaped = escapeMarkdown(
    // GitHub does not break lines on these, but other Markdown readers of the same text do.
    text.replace(/[\u0085\u2028\u2029]/g, ' '),
  )
    // Autolinks need the literal `://` or `www.`; a zero-width space keeps the text readable.
    .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
    .replace(/\b(www)\./gi, `$1${ZERO_WIDTH_SPACE}.`)
    // `GH-12` cross-references issue 12 just like `#12`.
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZERO_WIDTH_SPACE}-`);
  return escapeLineStart(escaped);
}

/** A caller may put escaped text first on a line, where `# `, `- ` or `1. ` starts a block. */
function escapeLineStart(text: string): string {
  if (/^[#+=-]/.test(text)) return `\\${text}`;
  return text.replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

/** A commit as GitHub shows it; anything that is not hex is escaped text, never a code span. */
export function formatShortSha(sha: string): string {
  if (/^[0-9a-f]{4,64}$/i.test(sha)) return `\`${sha.slice(0, SHORT_SHA_LENGTH)}\``;
  return escapeMarkdownText(sha, SHORT_SHA_LENGTH * 2) || 'unknown';
}

/** A Markdown link to an http(s) URL (`label` trusted); any other URL is shown escaped, not followed. */
export function formatLink(label: string, url: string): string {
  const safe = toSafeUrl(url);
  if (safe === undefined) return `${label} (${escapeMarkdownText(url, 200)})`;
  return `[${label}](${safe})`;
}

function toSafeUrl(url: string): string | undefined {
  if (url.length > MAX_URL_CHARS || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  // `href` percent-encodes spaces, quotes and angle brackets, but not the parentheses that would
  // end a Markdown link destination.
  return parsed.href.replace(/[()]/g, (char) => (char === '(' ? '%28' : '%29'));
}
