import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import type { AdaptiveRecord } from '../stats/adaptive-k.js';
import { runAdaptiveRounds, type Side } from './adaptive-rounds.js';
import type { RunSuiteResult } from './run-suite.js';
import { compareVariants, type RunVariantsResult, type VariantRunner } from './run-variants.js';

/**
 * `verdict variants --k auto` (SPEC §5): two variants in rounds, the first as the base, the record
 * written to `<out>/adaptive.json` after every round; the comparison reads its verdicts from it.
 */
export async function runAdaptiveVariants(options: {
  variants: readonly [VariantRunner, VariantRunner];
  record: AdaptiveRecord;
  seed: number;
  outDir: string;
  signal?: AbortSignal;
}): Promise<RunVariantsResult & { adaptive: AdaptiveRecord }> {
  const [base, head] = options.variants;
  const runners: Record<Side, VariantRunner> = { base, head };
  const records: Record<Side, RunRecord[]> = { base: [], head: [] };
  const results: Partial<Record<Side, RunSuiteResult>> = {};
  await mkdir(options.outDir, { recursive: true });
  const recordFile = path.join(options.outDir, ADAPTIVE_FILE);
  const adaptive = await runAdaptiveRounds({
    record: options.record,
    seed: options.seed,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    runRound: async (_round, plan, order) => {
      for (const side of order) {
        const result = await runners[side].run(plan, records[side]);
        records[side] = result.records;
        results[side] = result;
      }
      return records;
    },
    onRound: (record) => writeFileAtomically(recordFile, `${JSON.stringify(record, null, 2)}\n`),
  });
  await writeFileAtomically(recordFile, `${JSON.stringify(adaptive, null, 2)}\n`);
  const compared = await compareVariants(
    options.outDir,
    options.variants,
    [results.base, results.head],
    adaptive,
  );
  return { ...compared, adaptive };
}

/** Where `--k auto` keeps its record of rounds, beside the comparison. */
export const ADAPTIVE_FILE = 'adaptive.json';
