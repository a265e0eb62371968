/**
 * The cases `verdict add` writes under `.verdict/cases` (`<suite>.json` or `<suite>/suite.json`).
 * Suite and id are checked against the id pattern and looked up in the file, never taken as a path.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ZodType } from 'zod';
import { DEFAULT_CASES_DIR, grantFlagsOf } from '../cases/add-case.js';
import { messageOf } from '../errors.js';
import { slugifyCaseName } from '../suite/case-file.js';
import {
  CaseFileSchema,
  DEFAULT_POLICY,
  IdSchema,
  SuiteFileSchema,
  type Policy,
} from '../suite/schema.js';

export type CaseForm = 'suite' | 'file';

export interface CaseRef {
  form: CaseForm;
  suite: string;
  caseId: string;
}

export interface CaseFileEntry {
  /** Relative to where `verdict view` runs, as `verdict add` names it. */
  path: string;
  bytes: number;
}

export interface PromotedCase extends CaseRef {
  /** A case's `name`, a task's `title`. */
  name: string;
  definition: unknown;
  /** The case file, or the suite's folder (relative to cwd). */
  runTarget: string;
  /** `--allow-write`, …, as `verdict add` prints them. */
  grants: string[];
  files: CaseFileEntry[];
}

const MAX_LISTED_FILES = 200;

export function casesDirOf(cwd: string): string {
  return path.join(cwd, DEFAULT_CASES_DIR);
}

const isId = (text: string): boolean => IdSchema.safeParse(text).success;

async function sizeOf(file: string): Promise<number | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() === true ? stats.size : undefined;
}

export async function listCaseSuites(cwd: string): Promise<string[]> {
  const dir = casesDirOf(cwd);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry.isFile() && entry.name.endsWith('.json')) {
      const name = entry.name.slice(0, -'.json'.length);
      if (isId(name)) names.add(name);
    } else if (entry.isDirectory() && isId(entry.name)) {
      if ((await sizeOf(path.join(dir, entry.name, 'suite.json'))) !== undefined) {
        names.add(entry.name);
      }
    }
  }
  return [...names].sort();
}

async function listTree(dir: string, cwd: string): Promise<CaseFileEntry[]> {
  const found: CaseFileEntry[] = [];
  const visit = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (found.length >= MAX_LISTED_FILES) return;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) {
        found.push({ path: path.relative(cwd, full), bytes: (await sizeOf(full)) ?? 0 });
      }
    }
  };
  await visit(dir);
  return found;
}

async function filesOf(candidates: readonly string[], cwd: string): Promise<CaseFileEntry[]> {
  const entries: CaseFileEntry[] = [];
  for (const file of candidates) {
    const bytes = await sizeOf(file);
    if (bytes !== undefined) entries.push({ path: path.relative(cwd, file), bytes });
  }
  return entries;
}

export type CaseLookup =
  { kind: 'found'; promoted: PromotedCase } | { kind: 'missing'; message: string };

export async function readPromotedCase(ref: CaseRef, cwd: string): Promise<CaseLookup> {
  if (!isId(ref.suite) || !isId(ref.caseId)) {
    return { kind: 'missing', message: 'A case is named by its suite and its id.' };
  }
  const dir = casesDirOf(cwd);
  const shown = (file: string) => path.relative(cwd, file);
  const missing = (message: string): CaseLookup => ({ kind: 'missing', message });
  const result = (
    name: string,
    definition: unknown,
    runTarget: string,
    policy: Policy,
    files: CaseFileEntry[],
  ): CaseLookup => ({
    kind: 'found',
    promoted: {
      ...ref,
      name,
      definition,
      runTarget: shown(runTarget),
      grants: grantFlagsOf(policy),
      files,
    },
  });
  const parse = async <T>(file: string, schema: ZodType<T>, what: string): Promise<T | string> => {
    try {
      const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      return parsed.success ? parsed.data : `${shown(file)} is not a valid ${what}.`;
    } catch (error) {
      return `${shown(file)} does not read: ${messageOf(error)}`;
    }
  };
  if (ref.form === 'suite') {
    const suiteDir = path.join(dir, ref.suite);
    const file = path.join(suiteDir, 'suite.json');
    const suite = await parse(file, SuiteFileSchema, 'suite');
    if (typeof suite === 'string') return missing(suite);
    const task = suite.tasks.find((candidate) => candidate.id === ref.caseId);
    if (task === undefined) return missing(`${shown(file)} has no task ${ref.caseId}.`);
    const files = [
      ...(await filesOf([file], cwd)),
      ...(await listTree(path.join(suiteDir, 'fixtures', ref.caseId), cwd)),
      ...(await filesOf(
        [
          path.join(suiteDir, 'recorded', `${ref.caseId}.json`),
          path.join(suiteDir, 'cassettes', `${ref.caseId}.jsonl`),
          path.join(suiteDir, 'scripts', `${ref.caseId}.json`),
        ],
        cwd,
      )),
    ];
    return result(task.title ?? task.id, task, suiteDir, task.policy ?? DEFAULT_POLICY, files);
  }
  const file = path.join(dir, `${ref.suite}.json`);
  const cases = await parse(file, CaseFileSchema, 'case file');
  if (typeof cases === 'string') return missing(cases);
  const found = cases.find((item, index) => slugifyCaseName(item.name, index) === ref.caseId);
  if (found === undefined) return missing(`${shown(file)} has no case ${ref.caseId}.`);
  const files = await filesOf(
    [
      file,
      path.join(dir, 'cassettes', `${ref.caseId}.jsonl`),
      path.join(dir, 'scripts', `${ref.caseId}.json`),
    ],
    cwd,
  );
  return result(found.name, found, file, DEFAULT_POLICY, files);
}
