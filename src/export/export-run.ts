/** `verdict export`'s effects around the pure bundle, written only if the secret scan is clean. */
import { resolveSavedRun } from '../runner/saved-runs.js';
import { mkdir, readFile, realpath, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, UsageError, type Problem } from '../errors.js';
import { problemsOfIssues } from '../provider/cassette-problems.js';
import {
  credentialsFromEnvironment,
  scanForSecrets,
  type SecretFinding,
} from '../provider/secret-scan.js';
import { ReportSchema } from '../report/report-schema.js';
import { REPORT_JSON_FILE, REPORT_MARKDOWN_FILE } from '../report/report-files.js';
import { RUNS_FILE, readRunRecords } from '../run-dir/runs-jsonl.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import { buildExportBundle, type ExportBundle, type ExportInput } from './bundle.js';
import type { PathContext } from './clean-paths.js';

interface SavedRun {
  input: ExportInput;
  /** runs.jsonl lines that were skipped (torn or invalid). */
  problems: Problem[];
}

async function readRunFile(runDir: string, name: string): Promise<string> {
  const file = path.join(runDir, name);
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new ConfigError(
      `export: ${file} is missing or unreadable; a saved run has ${REPORT_JSON_FILE}, ${REPORT_MARKDOWN_FILE} and ${RUNS_FILE}`,
    );
  }
}

export async function readSavedRun(runDir: string): Promise<SavedRun> {
  const reportFile = path.join(runDir, REPORT_JSON_FILE);
  const reportText = await readRunFile(runDir, REPORT_JSON_FILE);
  let data: unknown;
  try {
    data = JSON.parse(reportText);
  } catch {
    throw new ConfigError(`export: ${reportFile} is not valid JSON`);
  }
  const parsed = ReportSchema.safeParse(data);
  if (!parsed.success) {
    throw new ConfigError(
      `export: ${reportFile} is not a valid report`,
      problemsOfIssues(parsed.error.issues, data, reportFile, 'report'),
    );
  }
  const markdown = await readRunFile(runDir, REPORT_MARKDOWN_FILE);
  await readRunFile(runDir, RUNS_FILE);
  const { records, problems } = await readRunRecords(path.join(runDir, RUNS_FILE));
  return { input: { report: parsed.data, runs: records, markdown }, problems };
}

export async function pathContextFor(runDir: string, env: NodeJS.ProcessEnv): Promise<PathContext> {
  const withRealPath = async (given: string): Promise<string[]> => {
    const real = await realpath(given).catch(() => given);
    return real === given ? [given] : [given, real];
  };
  const home = env.HOME ?? env.USERPROFILE ?? os.homedir();
  return {
    home: await withRealPath(home),
    runDir: await withRealPath(runDir),
    tmpDirs: await withRealPath(os.tmpdir()),
  };
}

export type ExportOutcome =
  | { kind: 'written'; file: string; bundle: ExportBundle; problems: Problem[] }
  | { kind: 'refused'; findings: SecretFinding[] };

export interface ExportOptions {
  target: string;
  out: string;
  force: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** A secret anywhere refuses the whole export: cutting it out would hide that the run holds one. */
export async function exportRun(options: ExportOptions): Promise<ExportOutcome> {
  const file = path.resolve(options.cwd, options.out);
  const existing = await stat(file).catch(() => undefined);
  if (!options.force && existing !== undefined) {
    throw new UsageError(
      `export: ${options.out} already exists; pass --force to overwrite it, or choose another --out`,
    );
  }
  if (existing?.isDirectory() === true) {
    throw new UsageError(`export: --out ${options.out} is a directory; give a file name`);
  }
  const runDir = await resolveSavedRun(options.target, options.cwd, 'export');
  const { input, problems } = await readSavedRun(runDir);
  const bundle = buildExportBundle(input, await pathContextFor(runDir, options.env));
  const findings = await scanForSecrets(bundle, {
    exactSecrets: credentialsFromEnvironment(options.env),
  });
  if (findings.length > 0) return { kind: 'refused', findings };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomically(file, `${JSON.stringify(bundle, null, 2)}\n`);
  return { kind: 'written', file, bundle, problems };
}
