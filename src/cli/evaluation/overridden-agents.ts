/** The agents of a variant or an intervention: every task's agent with the same overrides. */
import { hashConfiguration } from '../../config/config.js';
import {
  applyOverrides,
  checkOverrides,
  combineHashes,
  type VariantsFile,
} from '../../runner/run-variants.js';
import type { LoadedSuite, LoadedTask } from '../../suite/load-suite.js';
import type { ResolvedAgent, SuiteAgents } from './agents.js';

/** Checks `file`'s overrides against every agent the tasks `taskIds` use (`checkOverrides`). */
export function checkAgentOverrides(
  suite: LoadedSuite,
  agents: SuiteAgents,
  taskIds: readonly string[],
  file: VariantsFile,
  shown: string,
  fieldOf?: (index: number) => string,
): void {
  const used = suite.tasks
    .filter((task) => taskIds.includes(task.id))
    .map((task) => agents.agentOf(task));
  for (const agent of new Map(used.map((each) => [each.name, each])).values()) {
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
    const known = derived.get(base.name);
    if (known !== undefined) return known;
    const config = applyOverrides(base.config, overrides);
    const agent = { ...base, config, configHash: hashConfiguration(base.name, base.entry, config) };
    derived.set(base.name, agent);
    return agent;
  };
  return {
    agentOf,
    configHash: combineHashes(suite.tasks.map((task) => agentOf(task).configHash)),
  };
}
