/** Whose agent does not start (SPEC §3): such a side measured nothing, so it is never a regression. */
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

/** Every run of the side ended before its first model call, or its agent's program was not there. */
export function findAgentsNotStarting(
  comparison: ComparisonView | undefined,
  outcome?: Pick<SuiteOutcome, 'base' | 'head'>,
): AgentStart {
  const find = (side: 'base' | 'head', compared: ComparedSideName) =>
    sideRefused(outcome?.[side]) ??
    (comparison === undefined ? undefined : sideNotStarting(comparison, compared));
  const base = find('base', 'baseline');
  const head = find('head', 'candidate');
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

/** The line of a crash's reason that names its error, else the whole reason. */
function errorLineOf(reason: string): string {
  const line = errorLineOfEarlyExit(reason) ?? reason.trim();
  return line === '' ? 'no reason recorded' : line;
}
