/** Reading Gemini bodies and chunks leniently (`lenient.ts`). */
import type { Usage } from '../types.js';
import { arrayOr, booleanOr, recordOr, stringOr, tokenCountOr, usageOf } from './lenient.js';
import { isRecord } from '../../json/is-record.js';

interface WirePart {
  text?: string;
  /** A thought summary (`includeThoughts`): the model's reasoning, not its answer. */
  thought?: boolean;
  thoughtSignature?: string;
  /** Only when the part's `functionCall` is an object with an `args` field (even undefined). */
  functionCall?: { id?: string; name?: string; args: unknown };
}

/** The raw candidate an agent reads as its answer: the one with `index` 0 (the first when none says). */
export function firstCandidateOf(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  const records = (arrayOr(body.candidates) ?? []).filter(isRecord);
  return records.find((candidate) => tokenCountOr(candidate.index) === 0) ?? records[0];
}

export function partsOf(candidate: Record<string, unknown> | undefined): Record<string, unknown>[] {
  if (candidate === undefined) return [];
  return (arrayOr(recordOr(candidate.content)?.parts) ?? []).filter(isRecord);
}

export function readPart(part: Record<string, unknown>): WirePart {
  const call = recordOr(part.functionCall);
  return {
    text: stringOr(part.text),
    thought: booleanOr(part.thought),
    thoughtSignature: stringOr(part.thoughtSignature),
    functionCall:
      call !== undefined && 'args' in call
        ? { id: stringOr(call.id), name: stringOr(call.name), args: call.args }
        : undefined,
  };
}

export function finishReasonOf(body: unknown): string | undefined {
  const candidate = firstCandidateOf(body);
  const finishReason = stringOr(candidate?.finishReason);
  if (finishReason !== undefined) return finishReason;
  // A prompt the safety filters refuse gets a 200 without candidates: the refusal ends the answer.
  return isRecord(body) ? stringOr(recordOr(body.promptFeedback)?.blockReason) : undefined;
}

/**
 * Input is the prompt (cached included) plus server tool results; output the answer plus thinking
 * (billed as output, as elsewhere). Proto3 JSON leaves zeros out: an absent count means 0.
 */
export function readUsage(usageMetadata: unknown): Usage | undefined {
  if (!isRecord(usageMetadata)) return undefined;
  const promptTokenCount = tokenCountOr(usageMetadata.promptTokenCount);
  const candidatesTokenCount = tokenCountOr(usageMetadata.candidatesTokenCount);
  const totalTokenCount = tokenCountOr(usageMetadata.totalTokenCount);
  if ([promptTokenCount, candidatesTokenCount, totalTokenCount].every((n) => n === undefined)) {
    return undefined;
  }
  return usageOf(
    (promptTokenCount ?? 0) + (tokenCountOr(usageMetadata.toolUsePromptTokenCount) ?? 0),
    (candidatesTokenCount ?? 0) + (tokenCountOr(usageMetadata.thoughtsTokenCount) ?? 0),
    tokenCountOr(usageMetadata.cachedContentTokenCount),
  );
}
