/**
 * Reading Gemini `GenerateContentResponse` bodies and stream chunks. Whatever a Gemini-compatible
 * server sent is read leniently: a field of the wrong type counts as absent instead of throwing.
 * Schemas only read; responses that are passed on (a stream turned into a body and back) are built
 * from the raw objects, so fields Verdict does not know survive the conversion.
 */
import { z } from 'zod';
import type { Usage } from '../types.js';
import { lenient, TokenCountSchema } from './lenient.js';
import { isRecord } from '../../json/is-record.js';

/**
 * Gemini's JSON is proto3 JSON: a count of zero is left out, so an absent count inside a reported
 * `usageMetadata` means 0.
 */
const WireUsageSchema = z.looseObject({
  promptTokenCount: lenient(TokenCountSchema),
  candidatesTokenCount: lenient(TokenCountSchema),
  thoughtsTokenCount: lenient(TokenCountSchema),
  toolUsePromptTokenCount: lenient(TokenCountSchema),
  cachedContentTokenCount: lenient(TokenCountSchema),
  totalTokenCount: lenient(TokenCountSchema),
});

const WireFunctionCallSchema = z.looseObject({
  id: lenient(z.string()),
  name: lenient(z.string()),
  args: z.unknown(),
});

export const WirePartSchema = z.looseObject({
  text: lenient(z.string()),
  /** A thought summary (`includeThoughts`): the model's reasoning, not its answer. */
  thought: lenient(z.boolean()),
  thoughtSignature: lenient(z.string()),
  functionCall: lenient(WireFunctionCallSchema),
});
export type WirePart = z.infer<typeof WirePartSchema>;

const WireCandidateSchema = z.looseObject({
  index: lenient(TokenCountSchema),
  content: lenient(z.looseObject({ parts: lenient(z.array(z.unknown())) })),
  finishReason: lenient(z.string()),
});

const WireResponseSchema = z.looseObject({
  candidates: lenient(z.array(z.unknown())),
  promptFeedback: lenient(z.looseObject({ blockReason: lenient(z.string()) })),
  usageMetadata: lenient(z.unknown()),
});

/** The raw candidate an agent reads as its answer: the one with `index` 0 (the first when none says). */
export function firstCandidateOf(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  const candidates = WireResponseSchema.parse(body).candidates ?? [];
  const records = candidates.filter(isRecord);
  return (
    records.find((candidate) => WireCandidateSchema.parse(candidate).index === 0) ?? records[0]
  );
}

/** The raw parts of a candidate's content, objects only. */
export function partsOf(candidate: Record<string, unknown> | undefined): Record<string, unknown>[] {
  if (candidate === undefined) return [];
  return (WireCandidateSchema.parse(candidate).content?.parts ?? []).filter(isRecord);
}

export const readPart = (part: Record<string, unknown>): WirePart => WirePartSchema.parse(part);

export function finishReasonOf(body: unknown): string | undefined {
  const candidate = firstCandidateOf(body);
  const finishReason =
    candidate === undefined ? undefined : WireCandidateSchema.parse(candidate).finishReason;
  if (finishReason !== undefined) return finishReason;
  // A prompt the safety filters refuse gets a 200 without candidates: the refusal ends the answer.
  return isRecord(body) ? WireResponseSchema.parse(body).promptFeedback?.blockReason : undefined;
}

/**
 * Token usage from a `usageMetadata` object, undefined when none was reported. Input is the prompt
 * (cached tokens included, as `cachedContentTokenCount` is a part of `promptTokenCount`) plus the
 * results of server-side tools (`toolUsePromptTokenCount`); output is the answer plus the thinking
 * tokens (`thoughtsTokenCount`), which Gemini bills as output and which OpenAI's and Anthropic's
 * output counts include too.
 */
export function readUsage(usageMetadata: unknown): Usage | undefined {
  if (!isRecord(usageMetadata)) return undefined;
  const usage = WireUsageSchema.parse(usageMetadata);
  const { promptTokenCount, candidatesTokenCount, totalTokenCount } = usage;
  if ([promptTokenCount, candidatesTokenCount, totalTokenCount].every((n) => n === undefined)) {
    return undefined;
  }
  const inputTokens = (promptTokenCount ?? 0) + (usage.toolUsePromptTokenCount ?? 0);
  const outputTokens = (candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0);
  return usage.cachedContentTokenCount === undefined
    ? { inputTokens, outputTokens }
    : { inputTokens, outputTokens, cachedInputTokens: usage.cachedContentTokenCount };
}

export function usageMetadataOf(body: unknown): unknown {
  return isRecord(body) ? WireResponseSchema.parse(body).usageMetadata : undefined;
}
