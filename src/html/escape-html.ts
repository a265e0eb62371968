/**
 * Escaping for the HTML reports (`report.html`, `comparison.html`). Every string that came from a
 * suite, a run or a report (ids, titles, messages, excerpts, notes) goes through `escapeHtml` before
 * it is placed in a page, in text or in an attribute: a task title is not markup.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made inert in HTML text and in double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * Text for one line of a page: control characters (other than tab) become spaces, so that a
 * message cannot break the layout it sits in. Excerpts keep their newlines (see `escapeBlock`).
 */
export function escapeLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return escapeHtml(text.replace(/[\u0000-\u0008\u000a-\u001f\u007f]+/g, ' '));
}

/** Text for a `<pre>` block: newlines and tabs kept, other control characters shown as `�`. */
export function escapeBlock(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return escapeHtml(text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '\ufffd'));
}

/**
 * The last net puts `<redacted:RULE>` in place of a secret it finds in a rendered page; in HTML
 * that would read as an unknown element and vanish, so the marker is written back as text.
 */
export function escapeRedactionMarkers(html: string): string {
  return html.replace(/<(redacted:[a-z0-9-]+)>/g, '&lt;$1&gt;');
}
