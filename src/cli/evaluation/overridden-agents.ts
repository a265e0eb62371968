/**
 * The agents of a variant (`verdict variants`) or an intervention (`verdict diagnose`): every
 * task's agent with the same overrides of its measured configuration, checked before the first run.
 */
import { hashConfiguration } from '../../config/config.js';
import {
  applyOverrides,
  checkOverrides,
  combineHashes,
  type VariantsFile,
} from '../../runner/run-variants.js';
import type { LoadedSuite, LoadedTask } from '../../suite/load-suite.js';
import type { ResolvedAgent, SuiteAgents } from './agents.js';

/**
 * Checks `file`'s overrides against every agent the tasks `taskIds` use, as `checkOverrides` does:
 * an unknown key, or one outside the configuration hash, is refused before the first run.
 */
export function checkAgentOverrides(
  suite: LoadedSuite,
  agents: SuiteAgents,
  taskIds: readonly string[],
  file: VariantsFile,
  shown: string,
  fieldOf?: (index: number) => string,
): void {
  const used = new Map<string, ResolvedAgent>();
  for (const task of suite.tasks.filter((candidate) => taskIds.includes(candidate.id))) {
    const agent = agents.agentOf(task);
    used.set(agent.name, agent);
  }
  for (const agent of used.values()) {
    checkOverrides(file, shown, agent.config, agent.entry === undefined, fieldOf);
  }
}

/** Every task's agent with `overrides` applied (one per agent), and the hash over them all. */
export function overriddenAgents(
  suite: LoadedSuite,
  agents: SuiteAgents,
  overrides: Readonly<Record<string, unknown>>,
): SuiteAgents {
  const derived = new Map<string, ResolvedAgent>();
  const agentOf = (task: LoadedTask): ResolvedAgent => {
    const base = agents.agentOf(task);
    let agent = derived.get(base.name);
    if (agent === undefined) {
      const config = applyOverrides(base.config, overrides);
      agent = { ...base, config, configHash: hashConfiguration(base.name, base.entry, config) };
      derived.set(base.name, agent);
    }
    return agent;
  };
  return {
    agentOf,
    configHash: combineHashes(suite.tasks.map((task) => agentOf(task).configHash)),
  };
}
