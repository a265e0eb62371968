/**
 * Milliseconds on a monotonic clock, as `monotonicMs()` gives them but from another origin: only
 * differences mean anything. `performance` is one of Node's lazily made globals, and its first
 * read loads perf_hooks (a millisecond or more of every short invocation); `process.hrtime` is
 * there from the start.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
