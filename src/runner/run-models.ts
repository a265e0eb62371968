/**
 * `run --models a,b,c`: the same plan and seeds against each model in turn, each into
 * `<out>/<model>/`, with `<out>/models.md` side by side. Only the conditions change, so every report
 * carries the same configHash.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { renderModelsMarkdown, type ModelReport } from '../report/render-models.js';
import { writeRedactedFile } from '../report/redact-files.js';
import type { RunSuiteResult } from './run-suite.js';

export const MODELS_MARKDOWN_FILE = 'models.md';

type ModelsMarkdown = { markdown: string; markdownFile: string };

/** A model name as a directory name: anything but letters, digits, `.`, `_` and `-` becomes `_`. */
export function modelDirName(model: string): string {
  const safe = model.replace(/[^A-Za-z0-9._-]/g, '_');
  return /^\.+$/.test(safe) ? safe.replace(/\./g, '_') : safe;
}

/** Parses `--models a,b,c`: at least one name, no duplicates, distinct directory names. */
export function parseModels(text: string): string[] {
  const models = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (models.length === 0) {
    throw new UsageError(`--models ${JSON.stringify(text)}: expected model names, e.g. a,b,c`);
  }
  const dirs = new Map<string, string>();
  for (const model of models) {
    const dir = modelDirName(model);
    const other = dirs.get(dir);
    if (other !== undefined) {
      throw new UsageError(
        other === model
          ? `--models: ${JSON.stringify(model)} is given twice`
          : `--models: ${JSON.stringify(other)} and ${JSON.stringify(model)} would share the report directory ${JSON.stringify(dir)}`,
      );
    }
    dirs.set(dir, model);
  }
  return models;
}

export async function runModels(options: {
  models: readonly string[];
  outDir: string;
  /** Runs the whole plan with `model` in the conditions, writing the report into `dir`. */
  runOne: (model: string, dir: string) => Promise<RunSuiteResult>;
}): Promise<{ runs: Array<ModelReport & { result: RunSuiteResult }> } & ModelsMarkdown> {
  await mkdir(options.outDir, { recursive: true });
  const runs: Array<ModelReport & { result: RunSuiteResult }> = [];
  for (const model of options.models) {
    const dir = modelDirName(model);
    const result = await options.runOne(model, path.join(options.outDir, dir));
    runs.push({ model, dir, report: result.report, result });
  }
  return { runs, ...(await writeModelsMarkdown(options.outDir, runs)) };
}

/** `<out>/models.md`: the models' reports side by side. */
export async function writeModelsMarkdown(
  outDir: string,
  reports: readonly ModelReport[],
): Promise<ModelsMarkdown> {
  const markdown = renderModelsMarkdown(reports);
  const markdownFile = path.join(outDir, MODELS_MARKDOWN_FILE);
  await writeRedactedFile(markdownFile, markdown);
  return { markdown, markdownFile };
}
