/** Sides of a suite compared, each with its own runner (`variants`, `run --models a,b --k auto`). */
import { runAdaptiveVariants } from '../../runner/adaptive-variants.js';
import type { ComparisonFile, VariantRunner } from '../../runner/run-variants.js';
import { adaptiveRule, startAdaptive } from '../../stats/adaptive-k.js';
import { deltaOfTasks } from '../../suite/task-delta.js';
import { writeJson, type CliIo } from '../io.js';
import type { Invocation } from './invocation.js';
import type { KChoice } from './k-option.js';
import { newRunId } from './run-id.js';

/** A side whose report goes to `outDir`, under a run id of its own. */
export function sideRunner(
  inv: Invocation,
  id: string,
  outDir: string,
  run: Omit<Parameters<Invocation['runSuite']>[0], 'outDir' | 'runId' | 'plan' | 'previous'>,
): VariantRunner {
  const runId = newRunId();
  return {
    id,
    runId,
    outDir,
    run: (plan, previous) => inv.runSuite({ ...run, outDir, runId, plan, previous }),
  };
}

/** `--k auto` (SPEC §5 "Adaptive k"): the two sides in rounds, the first as the base. */
export function runAdaptivePair(
  inv: Invocation,
  sides: readonly VariantRunner[],
  kChoice: Extract<KChoice, { kind: 'auto' }>,
  outDir: string,
): ReturnType<typeof runAdaptiveVariants> {
  return runAdaptiveVariants({
    variants: sides as [VariantRunner, VariantRunner],
    record: startAdaptive(adaptiveRule(inv.taskIds.length, kChoice), inv.taskIds, {
      deltaOf: deltaOfTasks(inv.suite, kChoice.delta),
    }),
    seed: inv.seed,
    outDir,
    signal: inv.signal,
  });
}

/** A comparison's `--json` line. */
export function writeComparisonJson(io: CliIo, comparison: ComparisonFile): void {
  writeJson(io, {
    type: 'comparison',
    baseline: comparison.baselineId,
    candidate: comparison.candidateId,
    file: comparison.json,
    comparison: comparison.comparison,
  });
}
