/**
 * The compaction settings of a report's conditions (SPEC §5), from the measured configuration: the
 * built-in agent's with its defaults, a command agent's as far as it names the same keys.
 */
import { z } from 'zod';
import { safeParseAgentConfig } from '../agent/config.js';
import { isRecord } from '../json/is-record.js';

export const CompactionSettingsSchema = z.strictObject({
  /** `limits.maxContextChars`: the conversation size compaction keeps it under. */
  maxContextChars: z.number().optional(),
  /** `compaction.threshold`: compaction runs past `threshold × maxContextChars`. */
  threshold: z.number().optional(),
  /** `compaction.keepRecentMessages`. */
  keepRecentMessages: z.number().optional(),
});
export type CompactionSettings = z.infer<typeof CompactionSettingsSchema>;

export interface MeasuredAgent {
  /** `builtin` for the built-in agent, whose configuration has defaults. */
  name: string;
  config: unknown;
}

/**
 * The settings shared by every agent of a run; undefined when no agent names any, or when the
 * agents of one suite disagree (then no single setting describes the run).
 */
export function compactionSettingsOf(
  agents: readonly MeasuredAgent[],
): CompactionSettings | undefined {
  const all = agents.map(settingsOfAgent);
  const first = all[0];
  if (first === undefined) return undefined;
  const same = all.every((settings) => JSON.stringify(settings) === JSON.stringify(first));
  return same ? first : undefined;
}

function settingsOfAgent(agent: MeasuredAgent): CompactionSettings | undefined {
  if (agent.name === 'builtin') {
    const parsed = safeParseAgentConfig(agent.config ?? {});
    if (parsed.success) {
      const { limits, compaction } = parsed.data;
      return {
        maxContextChars: limits.maxContextChars,
        threshold: compaction.threshold,
        keepRecentMessages: compaction.keepRecentMessages,
      };
    }
  }
  const config = isRecord(agent.config) ? agent.config : {};
  const limits = isRecord(config.limits) ? config.limits : {};
  const compaction = isRecord(config.compaction) ? config.compaction : {};
  const named = Object.entries({
    maxContextChars: limits.maxContextChars,
    threshold: compaction.threshold,
    keepRecentMessages: compaction.keepRecentMessages,
  }).filter(([, value]) => typeof value === 'number');
  return named.length === 0 ? undefined : Object.fromEntries(named);
}

/** `maxContextChars 120000, threshold 0.8, keepRecentMessages 6`, or `not recorded`. */
export function describeCompaction(settings: CompactionSettings | undefined): string {
  if (settings === undefined) return 'not recorded';
  const parts = (['maxContextChars', 'threshold', 'keepRecentMessages'] as const).flatMap((key) =>
    settings[key] === undefined ? [] : [`${key} ${settings[key]}`],
  );
  return parts.length === 0 ? 'not recorded' : parts.join(', ');
}

/** `{ compaction }` for a report's conditions, or nothing when the settings are not known. */
export function compactionCondition(agents: readonly MeasuredAgent[]): {
  compaction?: CompactionSettings;
} {
  const compaction = compactionSettingsOf(agents);
  return compaction === undefined ? {} : { compaction };
}
