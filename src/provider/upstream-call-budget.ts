/**
 * `--max-calls` (SPEC §6): at most N upstream requests, retries included, across the runs that
 * share it; past it a call is refused before it leaves the machine (`max_calls_reached`, an
 * infrastructure error). Other processes' counts come in as `spent` and go out by `onSpend` before
 * a request is sent, so a count is never behind.
 */
import { z } from 'zod';
import type { RunStop } from './types.js';
import { plural } from '../text/format.js';

export const UpstreamCallCountSchema = z.strictObject({
  /** Requests sent to an upstream, retries included. */
  calls: z.number().int().min(0),
  /** Of them, the retries of a transient failure. */
  retries: z.number().int().min(0),
});
export type UpstreamCallCount = z.infer<typeof UpstreamCallCountSchema>;

export class UpstreamCallBudget {
  private count: UpstreamCallCount;

  constructor(
    readonly maxCalls: number,
    spent: UpstreamCallCount = { calls: 0, retries: 0 },
    private readonly onSpend?: (count: UpstreamCallCount) => void,
  ) {
    this.count = { ...spent };
  }

  get spent(): UpstreamCallCount {
    return { ...this.count };
  }

  /** Takes one request or returns the refusal; synchronous, so no two runs take the last one. */
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
      message: `max-calls ${this.maxCalls} reached: ${plural(calls, 'upstream call')} (${plural(retries, 'retry', 'retries')}); the proxy refuses further model calls, so this run cannot be judged`,
    };
  }
}
