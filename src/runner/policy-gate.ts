/**
 * The policy gate (SPEC §2): a task asking for an effect not granted is rejected, never trimmed
 * silently; `mode: "full"` also needs `--allow-suite-full`.
 */
import type { Problem } from '../errors.js';
import type { LoadedSuite } from '../suite/load-suite.js';
import type { Effect, Policy } from '../suite/schema.js';

export interface Grants {
  allow: ReadonlySet<Effect>;
  readOnly: boolean;
  allowSuiteFull: boolean;
}

const FLAG: Record<Effect, string> = {
  write: '--allow-write',
  process: '--allow-process',
  external: '--allow-external',
  analysis: '--allow-analysis',
};

export function checkGrants(suite: LoadedSuite, grants: Grants): Problem[] {
  const problems: Problem[] = [];
  for (const task of suite.tasks) {
    const subject = `task ${JSON.stringify(task.id)}`;
    const missing = (task.policy.allow ?? []).filter((effect) => !grants.allow.has(effect));
    if (missing.length > 0) {
      problems.push({
        file: suite.file,
        subject,
        field: 'policy.allow',
        message: `asks for ${missing.map((effect) => JSON.stringify(effect)).join(', ')}, which was not granted (pass ${missing.map((effect) => FLAG[effect]).join(' ')})`,
      });
    }
    if (task.policy.mode === 'full' && !grants.allowSuiteFull) {
      problems.push({
        file: suite.file,
        subject,
        field: 'policy.mode',
        message: 'is "full", which also needs --allow-suite-full',
      });
    }
  }
  return problems;
}

/** The policy the agent receives: the task's, restricted by the caller's read-only flag. */
export function effectivePolicy(policy: Policy, grants: Grants): Policy {
  const readOnly = policy.readOnly === true || grants.readOnly;
  return {
    mode: policy.mode,
    allow: [...(policy.allow ?? [])],
    ...(readOnly ? { readOnly: true } : {}),
  };
}
