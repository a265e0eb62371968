/** One mode of a PR evaluation: per suite base, head, and their comparison; the caller makes the sides. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ComparisonSchema, type Comparison } from '../compare/comparison-schema.js';
import type { ModeSection, SideOutcome, SuiteOutcome } from './comment-model.js';
import type { Side } from './evaluation-options.js';
import { lastLines, runVerdict, type VerdictRunner } from './run-verdict.js';

export type ProduceSide = (
  side: Side,
  suiteId: string,
) => Promise<{ outcome: SideOutcome; dir: string }>;

export interface CompareOptions {
  /** `comparison/<mode>/<suite>/` go under it. */
  outDir: string;
  cwd: string;
  runner: VerdictRunner;
}

export async function evaluateSuites(
  mode: ModeSection['mode'],
  suiteIds: readonly string[],
  produceSide: ProduceSide,
  compare: CompareOptions,
): Promise<ModeSection> {
  const suites: SuiteOutcome[] = [];
  for (const suiteId of suiteIds) {
    const base = await produceSide('base', suiteId);
    const head = await produceSide('head', suiteId);
    const outcome: SuiteOutcome = { suiteId, base: base.outcome, head: head.outcome };
    if (base.outcome.state !== 'NOT_RUN' && head.outcome.state !== 'NOT_RUN') {
      const outDir = path.join(compare.outDir, 'comparison', mode, suiteId);
      Object.assign(
        outcome,
        await compareSides(base.dir, head.dir, outDir, compare.cwd, compare.runner),
      );
    }
    suites.push(outcome);
  }
  return { mode, suites };
}

/** The comparison, or why there is none; `more` are further options (`--adaptive FILE`). */
export async function compareSides(
  baseDir: string,
  headDir: string,
  outDir: string,
  cwd: string,
  runner: VerdictRunner,
  more: readonly string[] = [],
): Promise<{ comparison?: Comparison; notComparable?: string }> {
  const result = await runVerdict(
    ['compare', baseDir, headDir, '--out', outDir, ...more],
    cwd,
    runner,
  );
  try {
    const text = await readFile(path.join(outDir, 'comparison.json'), 'utf8');
    return { comparison: ComparisonSchema.parse(JSON.parse(text)) };
  } catch {
    return { notComparable: lastLines(result.stderr, 2) || `compare exited ${result.code}` };
  }
}
