/** Every string from a suite, a run or a report is escaped before it is placed in a page. */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Inert in HTML text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Control characters (other than tab) become spaces, so a message cannot break its layout. */
export function escapeLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return escapeHtml(text.replace(/[\u0000-\u0008\u000a-\u001f\u007f]+/g, ' '));
}

/** For a `<pre>`: newlines and tabs kept, other control characters shown as `�`. */
export function escapeBlock(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return escapeHtml(text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '\ufffd'));
}

/** A `<redacted:RULE>` marker would read as an unknown element and vanish: written back as text. */
export function escapeRedactionMarkers(html: string): string {
  return html.replace(/<(redacted:[a-z0-9-]+)>/g, '&lt;$1&gt;');
}
