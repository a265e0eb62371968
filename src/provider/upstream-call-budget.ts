/**
 * `--max-calls` (SPEC §6): at most N upstream requests, retries included, across every run that
 * shares the budget. Once none is left the call is refused before anything leaves the machine, and
 * the run stops as an infrastructure error (`max_calls_reached`), never a failure.
 *
 * A budget lives in one process. `spent` starts it from what other processes of the same
 * evaluation already sent, and `onSpend` hands each new count on before the request is sent (the
 * CLI keeps it in a file, `--calls-file`), so a count is never behind the requests made.
 */
import { z } from 'zod';
import type { RunStop } from './types.js';

export const UpstreamCallCountSchema = z.strictObject({
  /** Requests sent to an upstream, retries included. */
  calls: z.number().int().min(0),
  /** Of them, the retries of a transient failure. */
  retries: z.number().int().min(0),
});
export type UpstreamCallCount = z.infer<typeof UpstreamCallCountSchema>;

const NOTHING_SPENT: UpstreamCallCount = { calls: 0, retries: 0 };

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export class UpstreamCallBudget {
  private count: UpstreamCallCount;

  constructor(
    readonly maxCalls: number,
    spent: UpstreamCallCount = NOTHING_SPENT,
    private readonly onSpend?: (count: UpstreamCallCount) => void,
  ) {
    this.count = { ...spent };
  }

  get spent(): UpstreamCallCount {
    return { ...this.count };
  }

  /**
   * Takes one upstream request (`retry`: it repeats a failed attempt of the same call), or returns
   * the refusal once the bound is reached; a refused request is not counted and must not be sent.
   * Synchronous, so that concurrent runs can never take the same last request.
   */
  take(retry: boolean): RunStop | undefined {
    if (this.count.calls >= this.maxCalls) return this.refusal();
    const next = {
      calls: this.count.calls + 1,
      retries: this.count.retries + (retry ? 1 : 0),
    };
    // Handed on first: a count that cannot be kept leaves the request unsent.
    this.onSpend?.(next);
    this.count = next;
    return undefined;
  }

  private refusal(): RunStop {
    const { calls, retries } = this.count;
    return {
      kind: 'max_calls_reached',
      maxCalls: this.maxCalls,
      calls,
      retries,
      message: `max-calls ${this.maxCalls} reached: ${plural(calls, 'upstream call', 'upstream calls')} (${plural(retries, 'retry', 'retries')}); the proxy refuses further model calls, so this run cannot be judged`,
    };
  }
}
