/** `--k N`, or `--k auto` with `--min-k`, `--max-k`, `--delta` and `--stop-at` (SPEC §5). */
import { UsageError } from '../../errors.js';
import type { Mode } from '../../run-dir/record-schema.js';
import { MAX_PLANNED_RUNS } from '../../report/rebuild-report.js';
import { DEFAULT_DELTA, DEFAULT_MAX_K, DEFAULT_MIN_K } from '../../stats/safe-two-proportions.js';
import { firstGiven, stringOption, type ParsedArgs } from '../command.js';
import { choiceOption, integerOption, valueOptions } from './options.js';

/** `--min-k N --max-k N`: the bounds of `--k auto`, and of one round of it (`--round`). */
export const K_BOUNDS_OPTIONS = valueOptions('min-k', 'max-k');

export const K_AUTO_OPTIONS = { ...K_BOUNDS_OPTIONS, ...valueOptions('delta', 'stop-at') };

export const K_AUTO_HELP = `  --k auto               live: run in rounds of one run per side and stop each task when an
                         anytime-valid test decides it (regressed/improved, or no change larger
                         than --delta), else at --max-k; docs/adaptive-k.md
  --min-k N, --max-k N   with --k auto: rounds before "no change" may stop a task (default ${DEFAULT_MIN_K}),
                         and at most (default ${DEFAULT_MAX_K}); --max-runs counts max-k
  --delta D              with --k auto: the change that matters, 0 < D < 1 (default ${DEFAULT_DELTA},
                         or the suite's or task's "delta")
  --stop-at tasks|suite  with --k auto: what stops a task (default tasks: its own rule); suite:
                         also the suite's anytime-valid verdict, once it is reached`;

export type KChoice =
  | { kind: 'fixed'; k: number }
  | { kind: 'auto'; minK: number; maxK: number; delta?: number; stopAt?: 'suite' };

/** The k a command runs with; `fallback` is its fixed default (5 live, 1 otherwise). */
export function kOption(args: ParsedArgs, fallback: number): KChoice {
  if (stringOption(args, 'k') !== 'auto') {
    const autoOnly = firstGiven(args, ['min-k', 'max-k', 'delta', 'stop-at']);
    if (autoOnly !== undefined) throw new UsageError(`--${autoOnly} goes with --k auto`);
    return { kind: 'fixed', k: integerOption(args, 'k', fallback, 1, MAX_PLANNED_RUNS) };
  }
  const minK = integerOption(args, 'min-k', DEFAULT_MIN_K, 1, MAX_PLANNED_RUNS);
  const maxK = integerOption(args, 'max-k', Math.max(DEFAULT_MAX_K, minK), 1, MAX_PLANNED_RUNS);
  if (minK > maxK) throw new UsageError(`--min-k ${minK} is above --max-k ${maxK}`);
  const stopAtText = choiceOption(args, 'stop-at', ['tasks', 'suite'], 'tasks', 'tasks or suite');
  const stopAt = stopAtText === 'suite' ? { stopAt: 'suite' as const } : {};
  const deltaText = stringOption(args, 'delta');
  if (deltaText === undefined) return { kind: 'auto', minK, maxK, ...stopAt };
  const delta = Number(deltaText);
  if (!/^(0?\.\d+)$/.test(deltaText.trim()) || !(delta > 0 && delta < 1)) {
    throw new UsageError(
      `--delta ${JSON.stringify(deltaText)}: expected a difference of pass rates between 0 and 1, e.g. 0.2`,
    );
  }
  return { kind: 'auto', minK, maxK, delta, ...stopAt };
}

/** `--k auto` is live only: replay and scripted runs are deterministic. */
export function checkAutoIsLive(mode: Mode): void {
  if (mode !== 'live') {
    throw new UsageError(
      `--k auto is live only: ${mode} runs are deterministic, so there is nothing to stop early; give --k N`,
    );
  }
}

/** The most runs per task and side: k, or max-k. */
export function maxRepetitions(choice: KChoice): number {
  return choice.kind === 'fixed' ? choice.k : choice.maxK;
}
