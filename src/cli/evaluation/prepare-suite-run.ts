/**
 * What every command that runs a suite does once the suite is found: the policy gate, the task
 * selection, the configuration and the agents.
 */
import { loadConfig, type LoadedConfig } from '../../config/config.js';
import { selectTasks } from '../../plan/plan.js';
import type { Grants } from '../../runner/policy-gate.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { builtinAgentMode, resolveSuiteAgents, type SuiteAgents } from './agents.js';
import { checkSuiteGrants, grantsOf } from './grants.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import { openSuiteSandbox } from './sandbox-option.js';

export interface SuiteRunSetup {
  grants: Grants;
  /** `--tasks` resolved against the suite (all tasks without it). */
  taskIds: string[];
  loadedConfig: LoadedConfig;
  agents: SuiteAgents;
  /** The invocation's sandbox, open (SPEC §1). */
  sandbox: Sandbox;
}

/**
 * What every command that runs a suite does once the suite is found, in this order: the policy gate
 * (nothing runs when a task asks for more than was granted), the task selection, the configuration
 * and the agent of every task.
 */
export async function prepareSuiteRun(
  args: ParsedArgs,
  io: CliIo,
  suite: LoadedSuite,
): Promise<SuiteRunSetup> {
  const grants = grantsOf(args);
  checkSuiteGrants(suite, grants);
  const taskIds = selectTasks(
    suite.suiteId,
    suite.tasks.map((task) => task.id),
    stringOption(args, 'tasks'),
  );
  const loadedConfig = await loadConfig(io.cwd, stringOption(args, 'config'));
  const agents = resolveSuiteAgents(loadedConfig, io, suite, builtinAgentMode(args, io));
  return {
    grants,
    taskIds,
    loadedConfig,
    agents,
    sandbox: await openSuiteSandbox({
      args,
      io,
      suites: [{ suite, agents }],
      loaded: loadedConfig,
    }),
  };
}
