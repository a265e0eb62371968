/**
 * A run's status from what was observed (SPEC §3), in two steps because the verifiers run only when
 * the agent's end leaves the run to be judged (`classifyAgentEnd`, then `classifyVerified`).
 * Highest first:
 *
 * 1. the sandbox could not start the agent: `error` (`sandbox_failed`);
 * 2. the agent could not start: `error` (`agent_start`);
 * 3. the run was cancelled: `error` (`cancelled`);
 * 4. the proxy stopped the run for the infrastructure: `error` with the stop's kind, unless the
 *    agent crashed before its first model call (then that crash is the cause);
 * 5. the agent declared a transient failure: `error` (`transient`), and the run is tried again;
 * 6. the agent exited non-zero or was killed before its first model call, no sandbox limit having
 *    stopped it: `error` (`agent_crashed`) in every mode, replay included;
 * 7. a budget or sandbox limit was exceeded: `budget_exceeded`, whatever the verifiers say;
 * 8. a verifier failed: `fail`, even when another could not run (both are named);
 * 9. a verifier could not run, nothing having failed: `error` (`verifier`, or `sandbox_failed`);
 * 10. otherwise `pass`. Incidents never change the status.
 */
import type { RunStop } from '../provider/types.js';
import type { RunStatus } from '../stats/counts.js';
import type { VerifierStatus } from '../verifiers/types.js';

/** Attempts of a run whose agent declares transient errors (SPEC §3); `max-runs` counts them all. */
export const MAX_RUN_ATTEMPTS = 4;

export interface RunClassification {
  status: RunStatus;
  reason?: string;
  error?: { kind: string; message: string; stop?: RunStop };
  /** The agent declared the failure transient: the whole run is attempted again (SPEC §3). */
  transient: boolean;
}

export type AgentEnd =
  | { outcome: 'exited'; exitCode: number | null }
  | { outcome: 'timed-out' | 'aborted' }
  | { outcome: 'failed-to-start'; code: string };

export interface AgentEndFacts {
  end: AgentEnd;
  command: readonly string[];
  stop?: RunStop;
  /** An event `transient_error` with `retryable: true`. */
  declaredTransient: boolean;
  maxWallMs: number;
  /** A budget the finished run went past that only shows afterwards (tool calls, tokens). */
  exceededAfterwards?: string;
  /** The sandbox could not start one of the run's commands: its backend's message. */
  sandboxFailure?: string;
  /** A resource limit of the sandbox that ended the agent, named with its value. */
  limitHit?: string;
  /** What the agent said as it failed before its first model call (`earlyExitOf`). */
  earlyExit?: string;
}

/** An error of the infrastructure (never judged). */
export function errored(kind: string, message: string, reason = message): RunClassification {
  return { status: 'error', reason, error: { kind, message }, transient: false };
}

function sandboxFailed(message: string): RunClassification {
  return errored('sandbox_failed', `the sandbox failed: ${message}`);
}

/** Stops that are the infrastructure's doing: the run is not evidence about the agent. */
const INFRASTRUCTURE_STOPS: ReadonlySet<RunStop['kind']> = new Set([
  'replay_divergence',
  'upstream_unavailable',
  'provider_error',
  'script_exhausted',
  'model_not_allowed',
  // The evaluation's bound on upstream calls was reached: the run was not allowed to finish.
  'max_calls_reached',
]);

/** The verifiers are to run; a budget the run went past already decides the status. */
export interface ToBeVerified {
  verify: true;
  overBudget?: string;
}

/** Steps 1–7 of the header: the status the agent's end decides, or that the verifiers are to run. */
export function classifyAgentEnd(facts: AgentEndFacts): RunClassification | ToBeVerified {
  const { end, stop } = facts;
  if (facts.sandboxFailure !== undefined) return sandboxFailed(facts.sandboxFailure);
  if (end.outcome === 'failed-to-start') {
    return errored(
      'agent_start',
      `the agent \`${facts.command.join(' ')}\` cannot start: ${end.code}`,
    );
  }
  // Stopped for a sandbox limit (the processes it counts) is the run's own doing, not a cancel.
  if (end.outcome === 'aborted' && facts.limitHit === undefined) {
    return errored('cancelled', 'the run was cancelled', 'cancelled');
  }
  // A sandbox limit that ended the agent is its budget, not a crash.
  const crashed = facts.limitHit === undefined ? facts.earlyExit : undefined;
  if (stop !== undefined && INFRASTRUCTURE_STOPS.has(stop.kind) && crashed === undefined) {
    return {
      ...errored(stop.kind, stop.message),
      error: { kind: stop.kind, message: stop.message, stop },
    };
  }
  if (facts.declaredTransient) {
    const message = 'the agent declared a transient error';
    return { ...errored('transient', `${message} (retryable)`, message), transient: true };
  }
  if (crashed !== undefined) return errored('agent_crashed', crashed);
  const overBudget =
    stop?.kind === 'budget_exceeded'
      ? stop.message
      : facts.limitHit !== undefined
        ? `sandbox limit ${facts.limitHit} exceeded: the agent was stopped`
        : end.outcome === 'timed-out'
          ? `budget maxWallMs (${facts.maxWallMs}) exceeded: the agent was stopped`
          : facts.exceededAfterwards;
  return overBudget === undefined ? { verify: true } : { verify: true, overBudget };
}

export interface VerifiedOutcome {
  id: string;
  status: VerifierStatus;
  detail: string;
}

/**
 * Steps 7–10 of the header. A failure names each failed verifier and then each that could not run:
 * a definite failure is a result whatever the others could not say.
 */
export function classifyVerified(
  judged: ToBeVerified,
  verifiers: readonly VerifiedOutcome[],
  sandboxFailure?: string,
): RunClassification {
  if (judged.overBudget !== undefined) {
    return { status: 'budget_exceeded', reason: judged.overBudget, transient: false };
  }
  const failed = verifiers.filter((verifier) => verifier.status === 'fail');
  const unrun = verifiers
    .filter((verifier) => verifier.status === 'error')
    .map((verifier) => `verifier ${verifier.id} could not run: ${firstLine(verifier.detail)}`);
  // The verifiers that could not run say why themselves; the sandbox is named when none does.
  if (sandboxFailure !== undefined && unrun.length === 0) {
    unrun.push(`the sandbox failed: ${sandboxFailure}`);
  }
  if (failed.length > 0) {
    const failures = failed.map((verifier) => `${verifier.id}: ${firstLine(verifier.detail)}`);
    const alsoUnrun = unrun.length === 0 ? '' : `; and ${unrun.join('; ')}`;
    return { status: 'fail', reason: `${failures.join('; ')}${alsoUnrun}`, transient: false };
  }
  if (sandboxFailure !== undefined) return sandboxFailed(sandboxFailure);
  if (unrun.length > 0) return errored('verifier', unrun.join('; '));
  return { status: 'pass', transient: false };
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}
