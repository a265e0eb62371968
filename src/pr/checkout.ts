/** A side of a PR evaluation: a worktree of its commit, its setup, suites and agent configuration. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_FILE_NAME } from '../config/config.js';
import { messageOf } from '../errors.js';
import { runCommand } from '../process/run-command.js';
import { findSuiteLocations } from '../suite/discover-suites.js';
import { loadSuite, type LoadedSuite } from '../suite/load-suite.js';
import { allowListedEnvironment } from './allowed-env.js';
import type { EvaluatePrOptions, Side } from './evaluation-options.js';
import { addWorktree } from './git.js';
import { lastLines } from './run-verdict.js';
import { splitCommand } from './split-command.js';

const SETUP_TIMEOUT_MS = 30 * 60_000;
const AGENT_NAME = 'agent-under-test';

export interface CheckoutSuite {
  location: string;
  hasCassettes: boolean;
  taskCount: number;
  loaded?: LoadedSuite;
}

export interface Checkout {
  side: Side;
  sha: string;
  dir: string;
  /** Set when the side could not be prepared (its setup failed, say): nothing runs on it. */
  problem?: string;
  /** Suite id → its location in this checkout, and its tasks (none when it does not load). */
  suites: Map<string, CheckoutSuite>;
  configFile?: string;
}

/** A side that cannot be prepared keeps its `problem` (also a notice) and runs nothing. */
export async function prepareCheckout(
  checkout: Checkout,
  options: EvaluatePrOptions,
  notices: string[],
): Promise<void> {
  options.log(`${checkout.side}: worktree of ${checkout.sha.slice(0, 12)}`);
  await addWorktree(options.repoDir, checkout.dir, checkout.sha);
  await runSetup(checkout, options);
  if (checkout.problem !== undefined) {
    notices.push(`${checkout.side}: ${checkout.problem}`);
    return;
  }
  try {
    await discoverSuites(checkout, options);
    await writeAgentConfig(checkout, options);
  } catch (error) {
    checkout.problem = messageOf(error);
    notices.push(`${checkout.side}: ${checkout.problem}`);
  }
}

async function runSetup(checkout: Checkout, options: EvaluatePrOptions): Promise<void> {
  if (options.setup === undefined || options.setup.trim() === '') return;
  options.log(`${checkout.side}: setup: ${options.setup}`);
  const result = await runCommand(['bash', '-c', options.setup], {
    cwd: checkout.dir,
    timeoutMs: SETUP_TIMEOUT_MS,
    // The PR's own code: never the Action's inputs (the live key, the GitHub token) or a credential.
    env: allowListedEnvironment(options.env ?? process.env),
  });
  if (result.outcome === 'exited' && result.exitCode === 0) return;
  checkout.problem =
    result.outcome === 'exited'
      ? `setup failed (exit ${result.exitCode}): ${lastLines(result.stderr || result.stdout)}`
      : result.outcome === 'failed-to-start'
        ? `setup could not start: ${result.message}`
        : `setup ${result.outcome} after ${SETUP_TIMEOUT_MS / 60_000} min`;
}

async function hasCassettes(suiteDir: string): Promise<boolean> {
  const files = await readdir(path.join(suiteDir, 'cassettes')).catch(() => [] as string[]);
  return files.some((file) => file.endsWith('.jsonl'));
}

async function discoverSuites(checkout: Checkout, options: EvaluatePrOptions): Promise<void> {
  const root = path.join(checkout.dir, options.suiteDir);
  for (const location of await findSuiteLocations(root)) {
    const loaded = await loadSuite(location, { cwd: checkout.dir });
    // An invalid suite still gets a row: its id is the directory name, and `run` names the problem.
    const suiteId = loaded.ok ? loaded.suite.suiteId : path.basename(location, '.json');
    const wanted =
      options.suites === undefined ||
      options.suites.includes(suiteId) ||
      options.suites.includes(path.basename(location));
    if (!wanted) continue;
    const suiteRoot = loaded.ok ? loaded.suite.dir : location;
    checkout.suites.set(suiteId, {
      location,
      hasCassettes: await hasCassettes(suiteRoot),
      taskCount: loaded.ok ? loaded.suite.tasks.length : 0,
      ...(loaded.ok ? { loaded: loaded.suite } : {}),
    });
  }
}

/** With an `agent-command`, a configuration naming it as the default agent, beside the repo's own. */
async function writeAgentConfig(checkout: Checkout, options: EvaluatePrOptions): Promise<void> {
  if (options.agentCommand === undefined || options.agentCommand.trim() === '') return;
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(
      await readFile(path.join(checkout.dir, CONFIG_FILE_NAME), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    // No config of its own: the agent command is the whole configuration.
  }
  const agents = (config.agents ?? {}) as Record<string, unknown>;
  config.agents = { ...agents, [AGENT_NAME]: { command: splitCommand(options.agentCommand) } };
  config.default = AGENT_NAME;
  checkout.configFile = path.join(checkout.dir, '.verdict-action.config.json');
  await writeFile(checkout.configFile, `${JSON.stringify(config, null, 2)}\n`);
}
