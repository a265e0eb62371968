/**
 * The fingerprint of a Gemini request (SPEC §4): the model from the route, each function
 * declaration one tool (`tools[read_file].description`), other `tools` native. Left out as noise:
 * sampling, `labels`, and `cachedContent` (a cache name minted anew each time; its text never
 * travels).
 */
import { normalizeEach, normalizeOrNull, normalizeShared, type Normalize } from '../normalize.js';
import type { Fingerprint, ModelCall } from '../types.js';
import { isRecord } from '../../json/is-record.js';
import { fieldsSet, numberOr, stringOr, withoutKey } from './lenient.js';

const GENERATION_CONTROLS = [
  'responseMimeType',
  'responseSchema',
  'responseJsonSchema',
  // The spelling of `responseJsonSchema` in older SDKs.
  '_responseJsonSchema',
  'responseModalities',
  'candidateCount',
  'stopSequences',
];

const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** `models/gemini-2.5-pro` and `gemini-2.5-pro` name the same model. */
export function stripModelsPrefix(model: string): string {
  return model.startsWith('models/') ? model.slice('models/'.length) : model;
}

/** Tool-call ids as `<CALL_n>` by first mention: gemini-cli builds them from the clock. */
function renameCallIds(contents: unknown[]): unknown[] {
  const names = new Map<string, string>();
  const rename = (id: string): string => {
    let name = names.get(id);
    if (name === undefined) {
      name = `<CALL_${names.size + 1}>`;
      names.set(id, name);
    }
    return name;
  };
  const renameIn = (part: unknown, key: 'functionCall' | 'functionResponse'): unknown => {
    if (!isRecord(part) || !isRecord(part[key]) || typeof part[key].id !== 'string') return part;
    return { ...part, [key]: { ...part[key], id: rename(part[key].id) } };
  };
  return contents.map((content) => {
    if (!isRecord(content) || !Array.isArray(content.parts)) return content;
    const given = content.parts as unknown[];
    const parts = given.map((part) => renameIn(renameIn(part, 'functionCall'), 'functionResponse'));
    // A content with no id to rename (most of a conversation) is kept as it is.
    return parts.every((part, index) => part === given[index]) ? content : { ...content, parts };
  });
}

/** `systemInstruction` without the `role` the SDKs add and the API ignores. */
const instructionsOf = (systemInstruction: unknown): unknown =>
  isRecord(systemInstruction) ? withoutKey(systemInstruction, 'role') : systemInstruction;

function splitTools(tools: unknown): { functions: unknown[]; native: unknown[] } {
  const functions: unknown[] = [];
  const native: unknown[] = [];
  for (const tool of Array.isArray(tools) ? (tools as unknown[]) : []) {
    if (!isRecord(tool)) {
      native.push(tool);
      continue;
    }
    const { functionDeclarations, ...rest } = tool;
    if (Array.isArray(functionDeclarations)) functions.push(...(functionDeclarations as unknown[]));
    else if (functionDeclarations !== undefined) rest.functionDeclarations = functionDeclarations;
    if (Object.keys(rest).length > 0) native.push(rest);
  }
  return { functions, native };
}

/** `thinkingLevel` (Gemini 3) or `thinkingBudget` (2.5) as one string; the rest of the config apart. */
function splitThinking(thinkingConfig: unknown): {
  effort: string | null;
  rest: Record<string, unknown>;
} {
  const { thinkingLevel, thinkingBudget, ...rest } = recordOf(thinkingConfig);
  const budget = numberOr(thinkingBudget);
  const effort = stringOr(thinkingLevel) ?? (budget === undefined ? null : String(budget));
  return { effort, rest };
}

export function fingerprintRequest(call: ModelCall, normalize: Normalize): Fingerprint {
  const body = recordOf(call.body);
  const generationConfig = recordOf(body.generationConfig);
  const contents = Array.isArray(body.contents) ? (body.contents as unknown[]) : [];
  const { functions, native } = splitTools(body.tools);
  const thinking = splitThinking(generationConfig.thinkingConfig);
  const controls = fieldsSet(generationConfig, GENERATION_CONTROLS);
  if (Object.keys(thinking.rest).length > 0) controls.thinkingConfig = thinking.rest;
  if (body.toolConfig !== undefined) controls.toolConfig = body.toolConfig;
  if (body.safetySettings !== undefined) controls.safetySettings = body.safetySettings;
  const model = call.routeModel ?? stringOr(body.model);
  return {
    endpoint: call.endpoint,
    // Configuration, not noise: never normalized (a dated snapshot name must stay distinct).
    model: model === undefined ? null : stripModelsPrefix(model),
    instructions: normalizeOrNull(instructionsOf(body.systemInstruction), normalize),
    messages: normalizeEach(renameCallIds(contents), normalize),
    tools: normalizeEach(functions, normalize),
    outputLimit: numberOr(generationConfig.maxOutputTokens) ?? null,
    nativeTools: normalizeEach(native, normalize),
    reasoningEffort: thinking.effort,
    answerControls: normalizeShared(controls, normalize),
  };
}
