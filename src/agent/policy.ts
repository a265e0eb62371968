/** The policy gate (SPEC §2 "Policy"): which effects a tool call may have. */
import { ConfigError } from '../errors.js';
import { DEFAULT_POLICY, PolicySchema, type Effect, type Policy } from '../suite/schema.js';
import { parseJsonVariable } from './config.js';
import { describeSchemaError } from './describe-schema-error.js';

/** Run it; deny it after an (unanswered, headless) approval request in `ask`; or refuse it. */
export type EffectDecision = 'granted' | 'approval-denied' | 'refused';

/** `readOnly` wins over every grant, `full` mode included: it only ever restricts. */
const READ_ONLY_DENIES: ReadonlySet<Effect> = new Set(['write', 'process']);

export function decideEffect(policy: Policy, effect: Effect): EffectDecision {
  const deniedByReadOnly = policy.readOnly === true && READ_ONLY_DENIES.has(effect);
  const granted =
    !deniedByReadOnly && (policy.mode === 'full' || (policy.allow ?? []).includes(effect));
  if (granted) return 'granted';
  return policy.mode === 'ask' ? 'approval-denied' : 'refused';
}

/** Reads `VERDICT_POLICY`; without it nothing with an effect is granted. */
export function parsePolicy(text: string | undefined): Policy {
  if (text === undefined || text.trim() === '') return DEFAULT_POLICY;
  const input = parseJsonVariable('VERDICT_POLICY', text);
  const parsed = PolicySchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    throw new ConfigError(
      `VERDICT_POLICY: ${describeSchemaError(parsed.error, input, { '': Object.keys(PolicySchema.shape) })}`,
    );
  }
  return parsed.data;
}
