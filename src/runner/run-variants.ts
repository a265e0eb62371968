/**
 * `verdict variants`: variants of the measured configuration (dotted-key overrides, each with its
 * own configHash) on the same tasks, repetitions and seeds, interleaved in batches (A, B, then B, A)
 * to spread provider drift; the first is the baseline of every comparison.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AgentConfigSchema, safeParseAgentConfig } from '../agent/config.js';
import { applyAdaptive } from '../compare/compare-adaptive.js';
import { compareReports } from '../compare/compare-reports.js';
import { ComparisonSchema, type Comparison } from '../compare/comparison-schema.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';
import { renderComparisonHtml } from '../compare/render-comparison-html.js';
import { renderComparisonMarkdown } from '../compare/render-comparison.js';
import { ConfigError, messageOf, problemsError, throwProblems, type Problem } from '../errors.js';
import type { PlannedRun } from '../plan/plan.js';
import { problemsOfIssues } from '../provider/cassette-problems.js';
import type { Report } from '../report/report-schema.js';
import { writeRedactedFile } from '../report/redact-files.js';
import { readDivergences, redactHtml } from '../report/report-files.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import type { AdaptiveRecord } from '../stats/adaptive-k.js';
import type { RunSuiteResult } from './run-suite.js';

export const VariantSchema = z.strictObject({
  id: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
      'a variant id names a directory: letters, digits, ".", "_" and "-"',
    ),
  overrides: z.record(z.string().min(1), z.unknown()),
});
export type Variant = z.infer<typeof VariantSchema>;

export const VariantsFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    suite: z.string().min(1),
    variants: z.array(VariantSchema).min(2, 'give at least 2 variants to compare'),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.variants.forEach((variant, index) => {
      if (seen.has(variant.id)) {
        context.addIssue({
          code: 'custom',
          path: ['variants', index, 'id'],
          message: `${JSON.stringify(variant.id)} is used by another variant: ids must be unique`,
        });
      }
      seen.add(variant.id);
    });
  });
export type VariantsFile = z.infer<typeof VariantsFileSchema>;

/**
 * Reads and validates a variant file (`diagnose`'s intervention) or a variants file (compare.json);
 * every problem is a ConfigError naming the file.
 */
export async function readVariantFile<T>(
  file: string,
  shown: string,
  schema: z.ZodType<T>,
  noun: 'variant' | 'variants',
): Promise<T> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${shown}: cannot read the ${noun} file (${messageOf(error)})`, [
      { file: shown, field: '(file)', message: messageOf(error) },
    ]);
  }
  const heading = `${shown}: not a valid ${noun} file; nothing ran`;
  if (nestsDeeperThan(data)) {
    throw problemsError(heading, [{ file: shown, field: '(file)', message: TOO_DEEP_MESSAGE }]);
  }
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    throw problemsError(heading, problemsOfIssues(parsed.error.issues, data, shown, noun));
  }
  return parsed.data;
}

/** Reads and validates compare.json. */
export function readVariantsFile(file: string, shown: string): Promise<VariantsFile> {
  return readVariantFile(file, shown, VariantsFileSchema, 'variants');
}

/** Settings that change what runs but are not part of the measured configuration (nor of its hash). */
const OUTSIDE_THE_HASH = new Set([
  'provider',
  'baseUrl',
  'model',
  'apiKey',
  'apiKeyEnv',
  'paths',
  'plugins',
  'mcp',
  'command',
  'env',
  'answerFrom',
  'agent',
]);

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Why a dotted key is not a key of the built-in agent's measured configuration, or undefined. */
function builtinKeyProblem(key: string): string | undefined {
  const parts = key.split('.');
  if (OUTSIDE_THE_HASH.has(parts[0] ?? '')) {
    return `is outside the measured configuration (it does not enter the configuration hash); variants change only measured settings${parts[0] === 'model' ? ' — to compare models use `verdict run --models a,b`' : ''}`;
  }
  let schema: z.ZodType = AgentConfigSchema;
  for (const [index, part] of parts.entries()) {
    const object = unwrap(schema);
    if (!(object instanceof z.ZodObject)) {
      return `is not a key of the measured configuration: ${parts.slice(0, index).join('.')} has no sub-keys`;
    }
    const shape = object.shape as Record<string, z.ZodType>;
    const next = Object.hasOwn(shape, part) ? shape[part] : undefined;
    if (next === undefined) {
      const prefix = parts.slice(0, index).join('.');
      const known = Object.keys(shape).map((name) => (prefix === '' ? name : `${prefix}.${name}`));
      return `is not a key of the measured configuration (known here: ${known.join(', ')})`;
    }
    schema = next;
  }
  return undefined;
}

/** Dotted-key parts that would reach Object.prototype through a setter: refused in every key. */
const OBJECT_BUILT_INS = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets an own property, even one named `__proto__`, so that no key reaches a prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of `config` with each dotted key set (intermediate objects created as needed). */
export function applyOverrides(
  config: unknown,
  overrides: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const copy = structuredClone(
    typeof config === 'object' && config !== null ? config : {},
  ) as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const parts = key.split('.');
    let target = copy;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(target, part) ? target[part] : undefined;
      if (typeof next !== 'object' || next === null || Array.isArray(next))
        setOwn(target, part, {});
      target = target[part] as Record<string, unknown>;
    }
    setOwn(target, parts[parts.length - 1] as string, structuredClone(value));
  }
  return copy;
}

/**
 * Every override checked before the first run: against the built-in agent's schema, or, for a
 * command agent's opaque configuration, only for keys outside the hash.
 */
export function checkOverrides(
  file: VariantsFile,
  shown: string,
  baseConfig: unknown,
  builtin: boolean,
  fieldOf: (index: number) => string = (index) => `variants[${index}].overrides`,
): void {
  const problems: Problem[] = [];
  for (const [index, variant] of file.variants.entries()) {
    const refuse = (key: string, message: string): void => {
      const field = `${fieldOf(index)}[${JSON.stringify(key)}]`;
      problems.push({
        file: shown,
        subject: `variant ${JSON.stringify(variant.id)}`,
        field,
        message,
      });
    };
    const before = problems.length;
    for (const key of Object.keys(variant.overrides)) {
      const problem = key.split('.').some((part) => OBJECT_BUILT_INS.has(part))
        ? 'names a built-in property of every object (__proto__, constructor, prototype), not a configuration key'
        : builtin
          ? builtinKeyProblem(key)
          : OUTSIDE_THE_HASH.has(key.split('.')[0] ?? '')
            ? 'is outside the measured configuration (it does not enter the configuration hash)'
            : key.split('.').some((part) => part === '')
              ? 'is not a dotted key'
              : undefined;
      if (problem !== undefined) refuse(key, `${JSON.stringify(key)} ${problem}`);
    }
    if (!builtin || problems.length > before) continue;
    const parsed = safeParseAgentConfig(applyOverrides(baseConfig, variant.overrides));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      refuse(issue.path.join('.'), issue.message);
    }
  }
  throwProblems(`${shown}: invalid overrides; nothing ran`, problems);
}

/** The configHash of a suite whose tasks may use several agents, as `resolveSuiteAgents` makes it. */
export function combineHashes(hashes: readonly string[]): string {
  const unique = [...new Set(hashes)].sort();
  return unique.length === 1 && unique[0] !== undefined
    ? unique[0]
    : createHash('sha256').update(unique.join(',')).digest('hex').slice(0, 16);
}

/** Batch `index` runs the variants in order when even, reversed when odd: A, B, then B, A. */
export function variantOrder(batch: number, count: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  return batch % 2 === 0 ? order : order.reverse();
}

export interface VariantRunner {
  id: string;
  runId: string;
  outDir: string;
  /** Runs `plan` for this variant (its agents and conditions) after `previous`, rewriting its report. */
  run: (plan: readonly PlannedRun[], previous: readonly RunRecord[]) => Promise<RunSuiteResult>;
}

export interface VariantResult {
  id: string;
  outDir: string;
  report: Report;
  records: RunRecord[];
}

/** Each variant's result (one that ran nothing still writes its report), compared to the first. */
export async function compareVariants(
  outDir: string,
  variants: readonly VariantRunner[],
  results: ReadonlyArray<RunSuiteResult | undefined>,
  adaptive?: AdaptiveRecord,
): Promise<RunVariantsResult> {
  const done: VariantResult[] = [];
  for (const [index, { id, outDir: dir, run }] of variants.entries()) {
    const { report, records } = results[index] ?? (await run([], []));
    done.push({ id, outDir: dir, report, records });
  }
  return { variants: done, comparisons: await writeComparisons(outDir, done, adaptive) };
}

export interface ComparisonFile {
  baselineId: string;
  candidateId: string;
  comparison: Comparison;
  markdown: string;
  json: string;
  markdownFile: string;
}

export interface RunVariantsResult {
  variants: VariantResult[];
  comparisons: ComparisonFile[];
}

/** Runs the plan for every variant, interleaved in batches of `batchSize`, then compares. */
export async function runVariants(options: {
  variants: readonly VariantRunner[];
  plan: readonly PlannedRun[];
  batchSize: number;
  outDir: string;
  signal?: AbortSignal;
}): Promise<RunVariantsResult> {
  const { variants } = options;
  const records: RunRecord[][] = variants.map(() => []);
  const results: (RunSuiteResult | undefined)[] = variants.map(() => undefined);
  const size = Math.max(1, options.batchSize);
  for (let start = 0, batch = 0; start < options.plan.length; start += size, batch += 1) {
    if (options.signal?.aborted === true) break;
    const slice = options.plan.slice(start, start + size);
    for (const index of variantOrder(batch, variants.length)) {
      const result = await (variants[index] as VariantRunner).run(slice, records[index] ?? []);
      records[index] = result.records;
      results[index] = result;
    }
  }
  return compareVariants(options.outDir, variants, results);
}

/** Writes comparison.json / .md / .html of each variant against the first (adaptive: its verdicts). */
async function writeComparisons(
  outDir: string,
  variants: readonly VariantResult[],
  adaptive?: AdaptiveRecord,
): Promise<ComparisonFile[]> {
  await mkdir(outDir, { recursive: true });
  const [baseline, ...others] = variants as [VariantResult, ...VariantResult[]];
  const files: ComparisonFile[] = [];
  for (const [index, candidate] of others.entries()) {
    const compared = compareReports(baseline.report, candidate.report);
    const comparison = ComparisonSchema.parse(
      adaptive === undefined ? compared : applyAdaptive(compared, adaptive),
    );
    const markdown = renderComparisonMarkdown(comparison);
    const divergences = await readDivergences(candidate.outDir, candidate.records);
    const html = await redactHtml(renderComparisonHtml(comparison, { divergences }));
    const names = index === 0 ? ['comparison'] : [];
    if (others.length > 1) names.push(`comparison-${candidate.id}`);
    for (const name of names) {
      await writeRedactedFile(
        path.join(outDir, `${name}.json`),
        `${JSON.stringify(comparison, null, 2)}\n`,
      );
      await writeRedactedFile(path.join(outDir, `${name}.md`), markdown);
      await writeFileAtomically(path.join(outDir, `${name}.html`), html);
    }
    const name = names[names.length - 1] as string;
    files.push({
      baselineId: baseline.id,
      candidateId: candidate.id,
      comparison,
      markdown,
      json: path.join(outDir, `${name}.json`),
      markdownFile: path.join(outDir, `${name}.md`),
    });
  }
  return files;
}
