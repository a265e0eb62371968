/**
 * Whose agent does not start (SPEC §3): a side every run of which errored before its first model
 * call measured nothing about the model or the harness: never a regression, never a harness
 * change. Read from the reasons each side's report grouped, so a payload from a fork says it too.
 */
import type { ComparedSideName, ComparisonView } from '../compare/comparison-view.js';
import { AGENT_CANNOT_START } from '../runner/agent-reachable.js';
import { errorLineOfEarlyExit } from '../runner/early-exit.js';
import type { SideOutcome, SuiteOutcome } from './comment-model.js';

const AGENT_START_KINDS: ReadonlySet<string> = new Set(['agent_crashed', 'agent_start']);

export interface AgentNotStarting {
  /** Untrusted run output: each renderer escapes it. */
  errorLine: string;
  runs: number;
}

export interface AgentStart {
  base?: AgentNotStarting;
  head?: AgentNotStarting;
}

/**
 * The sides whose agent does not start: every run of a comparison's side ended before its first
 * model call, or the side did not run because its agent's program was not there (refused before
 * any run).
 */
export function findAgentsNotStarting(
  comparison: ComparisonView | undefined,
  outcome?: Pick<SuiteOutcome, 'base' | 'head'>,
): AgentStart {
  const base =
    sideRefused(outcome?.base) ??
    (comparison === undefined ? undefined : sideNotStarting(comparison, 'baseline'));
  const head =
    sideRefused(outcome?.head) ??
    (comparison === undefined ? undefined : sideNotStarting(comparison, 'candidate'));
  return { ...(base === undefined ? {} : { base }), ...(head === undefined ? {} : { head }) };
}

/** A side that did not run because its agent's program was not there: what the refusal named. */
function sideRefused(side: SideOutcome | undefined): AgentNotStarting | undefined {
  if (side?.state !== 'NOT_RUN' || side.problem === undefined) return undefined;
  const at = side.problem.indexOf(AGENT_CANNOT_START);
  if (at < 0) return undefined;
  // `… nothing ran: /   - verdict.config.json: agent "x": command: /p is not visible …`
  const detail = side.problem
    .slice(at + AGENT_CANNOT_START.length)
    .replace(/^[\s:/-]+/, '')
    .trim();
  return { errorLine: detail === '' ? AGENT_CANNOT_START : detail, runs: 0 };
}

function sideNotStarting(
  comparison: ComparisonView,
  side: ComparedSideName,
): AgentNotStarting | undefined {
  let runs = 0;
  let crashed = 0;
  let first: { reason: string; runs: number } | undefined;
  for (const row of comparison.rows) {
    const task = row[side];
    if (task === null) continue;
    runs += task.observed + task.missing;
    for (const group of task.failureReasons?.listed ?? []) {
      if (group.status !== 'error' || !AGENT_START_KINDS.has(group.errorKind ?? '')) continue;
      crashed += group.runs;
      // The reason most runs gave names the error.
      if (first === undefined || group.runs > first.runs) {
        first = { reason: group.reason ?? '', runs: group.runs };
      }
    }
  }
  if (runs === 0 || crashed !== runs || first === undefined) return undefined;
  return { errorLine: errorLineOf(first.reason), runs };
}

/**
 * The line of a crash's reason that names its error (`Error: Cannot find module …`); an agent
 * that could not be executed says it in its whole reason (`… cannot start: ENOENT`).
 */
function errorLineOf(reason: string): string {
  const line = errorLineOfEarlyExit(reason) ?? reason.trim();
  return line === '' ? 'no reason recorded' : line;
}
