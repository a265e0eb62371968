/**
 * Gemini streams both ways: each chunk is a whole `GenerateContentResponse` with the next parts of
 * candidate 0; the last carries `finishReason` and the final `usageMetadata`. There is no `[DONE]`.
 */
import { parseJson } from '../../json/parse-json.js';
import { firstCandidateOf, partsOf } from './gemini-wire.js';
import { isRecord } from '../../json/is-record.js';

/** Keys a text piece may hold and still be one more piece of the text part before it. */
const TEXT_PIECE_KEYS = new Set(['text', 'thought', 'thoughtSignature']);

const isTextPiece = (part: Record<string, unknown>): boolean =>
  typeof part.text === 'string' && Object.keys(part).every((key) => TEXT_PIECE_KEYS.has(key));

/** Plain text of one kind, and `last` not yet closed by a thought signature. */
function continuesText(last: Record<string, unknown> | undefined, piece: Record<string, unknown>) {
  return (
    last !== undefined &&
    isTextPiece(last) &&
    isTextPiece(piece) &&
    last.thoughtSignature === undefined &&
    (last.thought === true) === (piece.thought === true)
  );
}

function appendPart(parts: Record<string, unknown>[], piece: Record<string, unknown>): void {
  const last = parts.at(-1);
  if (last !== undefined && continuesText(last, piece)) {
    parts[parts.length - 1] = {
      ...last,
      ...piece,
      text: `${String(last.text)}${String(piece.text)}`,
    };
  } else {
    parts.push({ ...piece });
  }
}

/** The body equivalent to a stream: text pieces joined, the last fields of each kind kept. */
export function jsonFromEvents(events: readonly string[]): unknown {
  const body: Record<string, unknown> = {};
  const candidate: Record<string, unknown> = {};
  const parts: Record<string, unknown>[] = [];
  let role: unknown;
  let sawCandidate = false;
  for (const payload of events) {
    const parsed = parseJson(payload);
    if (!parsed.ok || !isRecord(parsed.value)) continue;
    const chunk = parsed.value;
    for (const [key, value] of Object.entries(chunk)) {
      if (key === 'candidates') continue;
      if (key === 'usageMetadata' || key === 'promptFeedback' || !(key in body)) body[key] = value;
    }
    const chunkCandidate = firstCandidateOf(chunk);
    if (chunkCandidate === undefined) continue;
    sawCandidate = true;
    for (const [key, value] of Object.entries(chunkCandidate)) {
      if (key !== 'content') candidate[key] = value;
    }
    if (isRecord(chunkCandidate.content) && chunkCandidate.content.role !== undefined) {
      role = chunkCandidate.content.role;
    }
    for (const part of partsOf(chunkCandidate)) appendPart(parts, part);
  }
  if (!sawCandidate) return body;
  const content = { role: role ?? 'model', parts };
  // Field order as Gemini writes it: candidates first.
  const { usageMetadata, ...rest } = body;
  return {
    candidates: [{ content, ...candidate }],
    ...(usageMetadata === undefined ? {} : { usageMetadata }),
    ...rest,
  };
}

/** The stream a server would have sent: a chunk per part, the final fields on the last. */
export function eventsFromJson(body: unknown): string[] {
  if (!isRecord(body)) return [JSON.stringify(body)];
  const candidate = firstCandidateOf(body);
  const parts = partsOf(candidate);
  if (candidate === undefined || parts.length === 0) return [JSON.stringify(body)];
  const { usageMetadata, promptFeedback, ...head } = body;
  delete head.candidates;
  const { content, finishReason, index, ...candidateRest } = candidate;
  const role = isRecord(content) && content.role !== undefined ? content.role : 'model';
  return parts.map((part, position) => {
    const first = position === 0;
    const last = position === parts.length - 1;
    const chunkCandidate = {
      content: { role, parts: [part] },
      ...(last ? { finishReason, ...candidateRest } : {}),
      ...(index === undefined ? {} : { index }),
    };
    return JSON.stringify({
      candidates: [chunkCandidate],
      ...(first && promptFeedback !== undefined ? { promptFeedback } : {}),
      ...(last && usageMetadata !== undefined ? { usageMetadata } : {}),
      ...head,
    });
  });
}

/** One `data:` line, CRLF-terminated: clients parse the rest of it as JSON. */
export function formatEvent(data: string): string {
  return `data: ${data.replace(/\r\n|\r|\n/g, ' ')}\r\n\r\n`;
}

/** Whether a chunk ends the answer: a candidate with a finish reason, or a blocked prompt. */
export function isFinalEvent(data: string): boolean {
  const parsed = parseJson(data);
  if (!parsed.ok || !isRecord(parsed.value)) return false;
  const { candidates, promptFeedback } = parsed.value;
  if (isRecord(promptFeedback) && typeof promptFeedback.blockReason === 'string') return true;
  return (
    Array.isArray(candidates) &&
    candidates.some(
      (candidate) => isRecord(candidate) && typeof candidate.finishReason === 'string',
    )
  );
}
