/**
 * An agent that ended with a failure before any model call (a wrapper whose binary is missing says
 * `codex: not found` and exits 127): what it said on its way out, for the run's incident, its
 * reason and the `record` command's message — a bare exit code tells a new user nothing.
 */
import type { RunCommandResult } from '../process/run-command.js';
import type { RunClassification } from './classify-run.js';
import { lastBytes } from './run-trace.js';

/** Lines of the agent's stderr a message quotes when it ended before any model call. */
const EARLY_EXIT_LINES = 3;

/**
 * What an agent that ended with a failure before any model call said on its way out (a wrapper's
 * `codex: not found`): its exit code and the last lines of its stderr, else undefined.
 */
export function earlyExitOf(result: RunCommandResult, modelCalls: number): string | undefined {
  if (modelCalls > 0 || result.outcome !== 'exited') return undefined;
  if (result.exitCode === 0 && result.signal === null) return undefined;
  const how =
    result.signal === null
      ? `exited with code ${result.exitCode}`
      : `was killed by ${result.signal}`;
  const stderr = lastBytes(result.cut?.stderr.end || result.stderr, 2048)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-EARLY_EXIT_LINES)
    .join(' | ');
  return `the agent ${how} before any model call; ${stderr === '' ? 'its stderr was empty' : `its stderr ends: ${stderr}`}`;
}

/** The classification with the agent's early exit added to its reason, when it failed or errored. */
export function withEarlyExit<T extends RunClassification>(
  classified: T,
  earlyExit: string | undefined,
): T {
  // A pass needs no excuse, and an over-budget run's reason is its budget.
  if (earlyExit === undefined || classified.status === 'pass') return classified;
  if (classified.status === 'budget_exceeded') return classified;
  const join = (text: string | undefined): string =>
    text === undefined || text === '' ? earlyExit : `${text}; ${earlyExit}`;
  return {
    ...classified,
    reason: join(classified.reason),
    ...(classified.error === undefined
      ? {}
      : { error: { ...classified.error, message: join(classified.error.message) } }),
  };
}
