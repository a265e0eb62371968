/**
 * The built-in agent's configuration, part of the measured configuration (SPEC §1). Strict, so that
 * a typo such as `limits.maxContextChar` is refused instead of silently measuring the default.
 */
import { z } from 'zod';
import { ConfigError, messageOf } from '../errors.js';
import { describeSchemaError } from './describe-schema-error.js';

const LimitsSchema = z.strictObject({
  /** Size of the conversation (characters) that compaction keeps it under. */
  maxContextChars: z.number().int().positive().default(120_000),
  /** Longest tool result the model sees; longer output is cut with a note saying so. */
  maxToolOutputChars: z.number().int().positive().default(20_000),
});

const CompactionSchema = z.strictObject({
  /** Compaction runs when the conversation exceeds `threshold * limits.maxContextChars`. */
  threshold: z.number().gt(0).max(1).default(0.8),
  /** Messages kept verbatim at the end of the conversation (widened to keep tool pairs whole). */
  keepRecentMessages: z.number().int().min(0).default(6),
});

export const AgentConfigSchema = z.strictObject({
  systemPrompt: z.string().min(1).optional(),
  temperature: z.number().min(0).max(2).optional(),
  maxOutputTokens: z.number().int().positive().optional(),
  stream: z.boolean().default(true),
  limits: LimitsSchema.default(() => LimitsSchema.parse({})),
  compaction: CompactionSchema.default(() => CompactionSchema.parse({})),
});

/** The keys accepted at each level, to name them when a key is unknown. */
const KNOWN_KEYS: Record<string, readonly string[]> = {
  '': Object.keys(AgentConfigSchema.shape),
  limits: Object.keys(LimitsSchema.shape),
  compaction: Object.keys(CompactionSchema.shape),
};

export type AgentConfig = z.infer<typeof AgentConfigSchema>;

/** What `AgentConfigSchema.parse({})` gives, key order included (a test keeps them equal). */
export function defaultAgentConfig(): AgentConfig {
  return {
    stream: true,
    limits: { maxContextChars: 120_000, maxToolOutputChars: 20_000 },
    compaction: { threshold: 0.8, keepRecentMessages: 6 },
  };
}

/** `AgentConfigSchema.safeParse(input)`, sparing the schema for the empty configuration. */
export function safeParseAgentConfig(
  input: unknown,
  params?: z.core.ParseContext<z.core.$ZodIssue>,
): ReturnType<typeof AgentConfigSchema.safeParse> {
  if (isEmptyObject(input)) return { success: true, data: defaultAgentConfig() };
  return AgentConfigSchema.safeParse(input, params);
}

function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0;
}

/** Parses a JSON value given in the environment variable `variable`, or throws a one-line ConfigError. */
export function parseJsonVariable(variable: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ConfigError(`${variable} is not valid JSON (${messageOf(error)})`);
  }
}

/** Absent or empty means every default. */
export function parseAgentConfig(text: string | undefined): AgentConfig {
  const input =
    text === undefined || text.trim() === '' ? {} : parseJsonVariable('VERDICT_CONFIG', text);
  const parsed = safeParseAgentConfig(input, { reportInput: true });
  if (!parsed.success) {
    throw new ConfigError(
      `VERDICT_CONFIG: ${describeSchemaError(parsed.error, input, KNOWN_KEYS)}`,
    );
  }
  return parsed.data;
}
