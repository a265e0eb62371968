/**
 * What every protocol's `toolResults` shares: each says where results are, this what their text is.
 */
import { isRecord } from '../../json/is-record.js';
import { stringOr } from './lenient.js';
import type { ToolResult } from './protocol.js';

/** A result's content as text: a string as given, text blocks joined, anything else as JSON. */
export function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content) && content.every((block) => isRecord(block))) {
    const texts = content.filter((block) => typeof block.text === 'string');
    if (texts.length === content.length) return texts.map((block) => block.text).join('\n');
  }
  return JSON.stringify(content) ?? '';
}

/** A result with the id (and name) given, when they are strings. */
export function toolResultOf(id: unknown, output: unknown, name?: unknown): ToolResult {
  const idText = stringOr(id);
  const nameText = stringOr(name);
  return {
    ...(idText === undefined ? {} : { id: idText }),
    ...(nameText === undefined ? {} : { name: nameText }),
    output: resultText(output),
  };
}

/** The entries of a list field of a request, those that are objects. */
export function recordsOf(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter((entry) => isRecord(entry)) : [];
}
