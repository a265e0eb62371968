/**
 * The history of earlier pushes kept inside the sticky comment: base64 JSON in a hidden HTML
 * comment (it cannot close the comment or inject Markdown) beside a folded list. The previous body
 * read is only ever one the action's identity wrote; what it holds is validated, bounded, escaped.
 */
import { z } from 'zod';
import { escapeMarkdownText, formatShortSha } from './escape-markdown.js';

/** Earlier pushes kept; older ones are dropped. */
export const MAX_HISTORY_ENTRIES = 10;
const MAX_HEADLINE_CHARS = 300;
/** The whole region (hidden data and folded list) never exceeds this: the renderer reserves it. */
export const HISTORY_MAX_CHARS = 8_000;

const BEGIN = '<!-- verdict:history ';
const END = '<!-- verdict:history-end -->';
const REGION =
  /<!-- verdict:history ([A-Za-z0-9+/=]{0,12000}) -->[\s\S]*?<!-- verdict:history-end -->/;

const EntrySchema = z.strictObject({
  sha: z.string().regex(/^[0-9a-f]{40}$/),
  at: z.iso.datetime().optional(),
  headline: z.string().max(MAX_HEADLINE_CHARS),
});
export type HistoryEntry = z.infer<typeof EntrySchema>;

const HistorySchema = z.strictObject({
  /** The result this body shows; absent while an evaluation is in progress. */
  current: EntrySchema.optional(),
  earlier: z.array(EntrySchema).max(MAX_HISTORY_ENTRIES),
});
export type CommentHistory = z.infer<typeof HistorySchema>;

/** The region as a body carries it: hidden data, then the fold (when there is anything to fold). */
export function renderHistoryRegion(history: CommentHistory): string {
  let earlier = history.earlier.slice(0, MAX_HISTORY_ENTRIES);
  let text = layout({ ...history, earlier });
  while (text.length > HISTORY_MAX_CHARS && earlier.length > 0) {
    earlier = earlier.slice(0, -1);
    text = layout({ ...history, earlier });
  }
  return text;
}

function layout(history: CommentHistory): string {
  const data = Buffer.from(JSON.stringify(history), 'utf8').toString('base64');
  const parts = [`${BEGIN}${data} -->`];
  if (history.earlier.length > 0) {
    const lines = history.earlier.map((entry) => {
      const at = entry.at === undefined ? '' : ` · ${escapeMarkdownText(entry.at, 40)}`;
      return `- ${formatShortSha(entry.sha)}${at} · ${escapeMarkdownText(entry.headline, MAX_HEADLINE_CHARS)}`;
    });
    const count = history.earlier.length;
    parts.push(
      `<details><summary>Earlier pushes (${count})</summary>\n\n${lines.join('\n')}\n\n</details>`,
    );
  }
  parts.push(END);
  return parts.join('\n\n');
}

export function isHistoryRegion(text: string): boolean {
  return text.startsWith(BEGIN) && text.endsWith(END);
}

/** The history a body carries; an absent, malformed or oversized block reads as none. */
export function readHistory(body: string | undefined): CommentHistory | undefined {
  if (body === undefined) return undefined;
  const match = REGION.exec(body);
  if (match === null) return undefined;
  try {
    const data: unknown = JSON.parse(Buffer.from(match[1] ?? '', 'base64').toString('utf8'));
    const parsed = HistorySchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `next` with `previous`'s result and earlier pushes carried into its region, bounded. */
export function carryHistory(previous: string | undefined, next: string): string {
  const mine = readHistory(next);
  const before = readHistory(previous);
  if (mine === undefined || before === undefined) return next;
  const entries = [
    ...(before.current === undefined ? [] : [before.current]),
    ...before.earlier,
    ...mine.earlier,
  ];
  // Each commit once, the first seen kept, and never the one this body shows.
  const earlier = entries.filter(
    (entry, index) =>
      entry.sha !== mine.current?.sha &&
      entries.findIndex((other) => other.sha === entry.sha) === index,
  );
  const region = renderHistoryRegion({
    ...(mine.current === undefined ? {} : { current: mine.current }),
    earlier: earlier.slice(0, MAX_HISTORY_ENTRIES),
  });
  return next.replace(REGION, () => region);
}
