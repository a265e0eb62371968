/**
 * What a run's status is, from what was observed (SPEC §3): a pure function of the agent's end,
 * the proxy's stop, the agent's events, the budgets and the verifiers. A failure the model causes
 * is `fail`; a failure of the infrastructure is `error` and is never judged; a run over budget is
 * `budget_exceeded` whatever its verifiers say.
 *
 * It is decided in two steps, because the verifiers only run when the agent's end leaves the run
 * to be judged: `classifyAgentEnd` first, then `classifyVerified`. Highest first:
 *
 * 1. the sandbox could not start the agent: `error` (`sandbox_failed`);
 * 2. the agent could not start: `error` (`agent_start`);
 * 3. the run was cancelled: `error` (`cancelled`);
 * 4. the proxy stopped the run for the infrastructure (divergence, upstream, model not allowed,
 *    `max-calls` reached…): `error` with the stop's kind — unless the agent crashed before its
 *    first model call, whose consequence replay's "recorded call 1 was never made" then is;
 * 5. the agent declared a transient failure: `error` (`transient`), and the run is tried again;
 * 6. the agent exited non-zero (or was killed) before its first model call, no sandbox limit
 *    having stopped it: `error` (`agent_crashed`) in every mode, replay included — it produced no
 *    result about the model, and is neither a failure nor a divergence;
 * 7. a budget or sandbox limit was exceeded: `budget_exceeded`, whatever the verifiers say;
 * 8. a verifier failed: `fail`, even when another could not run (both are named);
 * 9. a verifier could not run, nothing having failed: `error` (`verifier`, or `sandbox_failed`);
 * 10. otherwise `pass`.
 *
 * Incidents are recorded beside the status and never change it.
 */
import type { RunStop } from '../provider/types.js';
import type { RunStatus } from '../stats/counts.js';
import type { VerifierStatus } from '../verifiers/types.js';

/**
 * A run is attempted at most this many times when the agent declares a transient error (SPEC §3);
 * a run budget (`max-runs`) counts every attempt a plan could make.
 */
export const MAX_RUN_ATTEMPTS = 4;

/** A run's status, why, and whether the run is worth another attempt. */
export interface RunClassification {
  status: RunStatus;
  reason?: string;
  error?: { kind: string; message: string; stop?: RunStop };
  /** The agent declared the failure transient: the whole run is attempted again (SPEC §3). */
  transient: boolean;
}

/** How the agent ended, as far as the status is concerned. */
export type AgentEnd =
  | { outcome: 'exited'; exitCode: number | null }
  | { outcome: 'timed-out' | 'aborted' }
  | { outcome: 'failed-to-start'; code: string };

export interface AgentEndFacts {
  end: AgentEnd;
  /** The agent's command, to name it when it cannot start. */
  command: readonly string[];
  /** Why the proxy stopped the run, when it did. */
  stop?: RunStop;
  /** The agent's events said its failure is transient (`transient_error`, `retryable: true`). */
  declaredTransient: boolean;
  /** The task's wall-clock budget, to say what a timeout was. */
  maxWallMs: number;
  /** A budget the finished run went past that only shows afterwards (tool calls, tokens). */
  exceededAfterwards?: string;
  /** The sandbox could not start one of the run's commands: its backend's message. */
  sandboxFailure?: string;
  /** A resource limit of the sandbox that ended the agent, named with its value. */
  limitHit?: string;
  /**
   * What the agent said as it ended with a failure before its first model call (`earlyExitOf`),
   * when it did.
   */
  earlyExit?: string;
}

/** An error of the infrastructure (never judged): its kind, its message, and its reason. */
export function errored(kind: string, message: string, reason = message): RunClassification {
  return { status: 'error', reason, error: { kind, message }, transient: false };
}

/** A run whose sandbox failed to start a command: an error of the infrastructure, never `fail`. */
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

/** What remains to be judged once the agent's end allows it: the over-budget reason, if any. */
export interface ToBeVerified {
  verify: true;
  overBudget?: string;
}

/**
 * The status the agent's end already decides (it could not start, was cancelled, the proxy stopped
 * it for an infrastructure reason, it declared a transient failure), or that the verifiers are to
 * run, with the budget the run went past if it did.
 */
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
      status: 'error',
      reason: stop.message,
      error: { kind: stop.kind, message: stop.message, stop },
      transient: false,
    };
  }
  if (facts.declaredTransient) {
    return {
      status: 'error',
      reason: 'the agent declared a transient error',
      error: { kind: 'transient', message: 'the agent declared a transient error (retryable)' },
      transient: true,
    };
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

/** One verifier's result, as far as the status is concerned. */
export interface VerifiedOutcome {
  id: string;
  status: VerifierStatus;
  detail: string;
}

/**
 * The status once the verifiers ran (SPEC §3): over budget wins; then any failure makes the run
 * `fail`, naming each failed verifier and, after them, each that could not run, because a definite
 * failure is a result whatever the others could not say; only when nothing failed does a verifier
 * that could not run, or a sandbox that could not start one (`sandboxFailure`), make it an `error`.
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
