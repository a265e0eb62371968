/**
 * Loads a suite (a directory with `suite.json`, or a case file). A user mistake is never thrown:
 * the result is the suite, or every problem at once, each naming the file, the task and the field.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { messageOf, problemsError, type Problem } from '../errors.js';
import { slugifyCaseName, taskOfCase } from './case-file.js';
import { describeIssue, formatFieldPath, valueAt, type FieldPath } from '../json/describe-issue.js';
import { findEscapingDataDirs } from './paths.js';
import {
  CaseFileSchema,
  DEFAULT_POLICY,
  IdSchema,
  SuiteFileSchema,
  type Policy,
  type CassetteCaps,
  type ReplayNormalizeRule,
  type Task,
} from './schema.js';
import type { ResourceLimitsInput } from '../sandbox/sandbox.js';
import { plural } from '../text/format.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';
import {
  checkTaskPaths,
  rawTasksOf,
  statOrUndefined,
  stringAt,
  type Subject,
} from './task-paths.js';

export const SUITE_FILE_NAME = 'suite.json';
/** Suite files are hand-written JSON; anything larger is almost certainly a mistake. */
const MAX_SUITE_FILE_BYTES = 5 * 1024 * 1024;

export interface LoadedTask extends Task {
  policy: Policy;
  /** Absolute, real path of the fixture directory; absent when the workspace starts empty. */
  fixtureDir?: string;
}

export interface LoadedSuite {
  kind: 'suite' | 'case-file';
  /** The suite file as the user would name it (relative to the working directory when inside it). */
  file: string;
  dir: string;
  suiteId: string;
  suiteVersion: string;
  description?: string;
  tasks: LoadedTask[];
  replayNormalize: ReplayNormalizeRule[];
  /** Raised cassette caps (`cassettes` in suite.json); the writer's defaults otherwise. */
  cassettes?: CassetteCaps;
  /** The suite's sandbox limits (`resources` in suite.json); a task's own replace them key by key. */
  resources?: ResourceLimitsInput;
  /** `--k auto`'s δ for every task without its own (`delta` in suite.json). */
  delta?: number;
}

export type LoadSuiteResult =
  { ok: true; suite: LoadedSuite } | { ok: false; file: string; problems: Problem[] };

/** `cwd`: what displayed file names are relative to; the process's by default. */
type LoadSuiteOptions = { cwd?: string };

const subjectOfItem =
  (noun: 'task' | 'case', items: unknown, key: 'id' | 'name'): Subject =>
  (index) => {
    const value = valueAt(items, [index, key]);
    return typeof value === 'string' && value !== ''
      ? `${noun} ${JSON.stringify(value)}`
      : `${noun} #${index + 1}`;
  };

/** Converts zod issues into problems: `tasks[i].…` becomes the subject `task "id"` and its field. */
function problemsOfIssues(
  file: string,
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
  listKey: FieldPath,
  subject: Subject,
): Problem[] {
  return issues.map((issue) => {
    const inList =
      listKey.every((key, index) => issue.path[index] === key) &&
      typeof issue.path[listKey.length] === 'number';
    const message = describeIssue(issue);
    if (!inList) {
      return { file, field: formatFieldPath(issue.path, (p) => valueAt(data, p)), message };
    }
    const itemPath = issue.path.slice(0, listKey.length + 1);
    const item = valueAt(data, itemPath);
    const fieldPath = issue.path.slice(listKey.length + 1);
    const field =
      fieldPath.length === 0 ? '(entry)' : formatFieldPath(fieldPath, (p) => valueAt(item, p));
    return { file, subject: subject(issue.path[listKey.length] as number), field, message };
  });
}

function duplicateProblems<T>(
  items: readonly T[],
  keyOf: (item: T) => string | undefined,
  report: (index: number, firstIndex: number, key: string) => Problem,
): Problem[] {
  const firstIndexByKey = new Map<string, number>();
  const problems: Problem[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined) return;
    const first = firstIndexByKey.get(key);
    if (first === undefined) firstIndexByKey.set(key, index);
    else problems.push(report(index, first, key));
  });
  return problems;
}

function loadSuiteFile(file: string, suiteDir: string, data: unknown): LoadSuiteResult {
  const parsed = SuiteFileSchema.safeParse(data, { reportInput: true });
  const taskSubject = subjectOfItem('task', valueAt(data, ['tasks']), 'id');
  const problems: Problem[] = parsed.success
    ? []
    : problemsOfIssues(file, data, parsed.error.issues, ['tasks'], taskSubject);

  const rawTasks = rawTasksOf(data, taskSubject);
  problems.push(
    ...duplicateProblems(
      rawTasks,
      (task) => task.id,
      (index, first, id) => ({
        file,
        subject: `task #${index + 1}`,
        field: 'id',
        message: `${JSON.stringify(id)} is already the id of task #${first + 1}; task ids must be unique`,
      }),
    ),
  );
  for (const task of rawTasks) {
    problems.push(
      ...duplicateProblems(
        task.verifiers,
        (verifier) => verifier.id,
        (index, first, id) => ({
          file,
          subject: task.subject,
          field: `verifiers[${index}].id`,
          message: `${JSON.stringify(id)} is already the id of verifiers[${first}]; verifier ids must be unique within a task`,
        }),
      ),
    );
  }

  const realSuiteDir = realpathSync(suiteDir);
  const fixtureDirs: Array<string | undefined> = [];
  for (const task of rawTasks) {
    const checked = checkTaskPaths(file, realSuiteDir, task);
    problems.push(...checked.problems);
    fixtureDirs.push(checked.fixtureDir);
  }
  for (const escaping of findEscapingDataDirs(realSuiteDir)) {
    problems.push({ file, field: escaping.dir, message: escaping.message });
  }
  if (!parsed.success || problems.length > 0) return { ok: false, file, problems };

  const suiteFile = parsed.data;
  const tasks: LoadedTask[] = suiteFile.tasks.map((task, index) => {
    const fixtureDir = fixtureDirs[index];
    return {
      ...task,
      policy: task.policy ?? { ...DEFAULT_POLICY },
      ...(fixtureDir === undefined ? {} : { fixtureDir }),
    };
  });
  return {
    ok: true,
    suite: {
      kind: 'suite',
      file,
      dir: realSuiteDir,
      suiteId: suiteFile.suiteId,
      suiteVersion: suiteFile.suiteVersion,
      ...(suiteFile.description === undefined ? {} : { description: suiteFile.description }),
      tasks,
      replayNormalize: suiteFile.replayNormalize ?? [],
      ...(suiteFile.cassettes === undefined ? {} : { cassettes: suiteFile.cassettes }),
      ...(suiteFile.resources === undefined ? {} : { resources: suiteFile.resources }),
      ...(suiteFile.delta === undefined ? {} : { delta: suiteFile.delta }),
    },
  };
}

function loadCaseFile(
  file: string,
  absoluteFile: string,
  data: unknown[],
  text: string,
): LoadSuiteResult {
  const caseSubject = subjectOfItem('case', data, 'name');
  const parsed = CaseFileSchema.safeParse(data, { reportInput: true });
  const problems: Problem[] = parsed.success
    ? []
    : problemsOfIssues(file, data, parsed.error.issues, [], caseSubject);

  const suiteId = path.basename(absoluteFile).replace(/\.json$/i, '');
  if (!IdSchema.safeParse(suiteId).success) {
    problems.push({
      file,
      field: '(file name)',
      message:
        'names the suite, so it must start with a letter or digit and use only letters, digits, ".", "_" and "-"',
    });
  }
  problems.push(
    ...duplicateProblems(
      data.map((testCase, index) => {
        const name = stringAt(testCase, 'name');
        return name === undefined ? undefined : slugifyCaseName(name, index);
      }),
      (id) => id,
      (index, first, id) => ({
        file,
        subject: caseSubject(index),
        field: 'name',
        message: `gives the task id ${JSON.stringify(id)}, like case #${first + 1}; rename one of them`,
      }),
    ),
  );
  if (!parsed.success || problems.length > 0) return { ok: false, file, problems };

  const tasks = parsed.data.map((testCase, index) => taskOfCase(testCase, index));
  // A case file has no version of its own: its content hash, as semver build metadata, stands in,
  // so that compare refuses to mix two different versions of the same file.
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return {
    ok: true,
    suite: {
      kind: 'case-file',
      file,
      dir: path.dirname(absoluteFile),
      suiteId,
      suiteVersion: `0.0.0+${digest}`,
      tasks: tasks.map((task) => ({ ...task, policy: task.policy ?? { ...DEFAULT_POLICY } })),
      replayNormalize: [],
    },
  };
}

/** `absolute` relative to `cwd` when it is inside it, as a user would type it. */
export function displayPath(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? relative
    : absolute;
}

/** `location`: a directory holding `suite.json`, a `suite.json` file, or a case file. */
export function loadSuite(
  location: string,
  options: LoadSuiteOptions = {},
): Promise<LoadSuiteResult> {
  return new Promise((resolve) => resolve(readSuite(location, options)));
}

function readSuite(location: string, options: LoadSuiteOptions): LoadSuiteResult {
  const cwd = options.cwd ?? process.cwd();
  const absolute = path.resolve(cwd, location);
  const fail = (file: string, message: string): LoadSuiteResult => ({
    ok: false,
    file,
    problems: [{ file, field: '(file)', message }],
  });

  // Synchronous reads: a suite loads before anything else runs, and thread-pool trips cost more.
  const stats = statOrUndefined(absolute);
  if (stats === undefined) return fail(displayPath(absolute, cwd), 'does not exist');
  const absoluteFile = stats.isDirectory() ? path.join(absolute, SUITE_FILE_NAME) : absolute;
  const file = displayPath(absoluteFile, cwd);

  let text: string;
  try {
    const fileStats = statSync(absoluteFile);
    if (fileStats.size > MAX_SUITE_FILE_BYTES) {
      return fail(file, `is ${fileStats.size} bytes; a suite file may be at most 5 MiB`);
    }
    text = readFileSync(absoluteFile, 'utf8');
  } catch (error) {
    return stats.isDirectory()
      ? fail(file, `does not exist: a suite directory holds a ${SUITE_FILE_NAME}`)
      : fail(file, `cannot be read (${messageOf(error)})`);
  }

  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fail(file, `is not valid JSON: ${messageOf(error)}`);
  }
  if (nestsDeeperThan(data)) return fail(file, TOO_DEEP_MESSAGE);
  if (Array.isArray(data)) return loadCaseFile(file, absoluteFile, data, text);
  return loadSuiteFile(file, path.dirname(absoluteFile), data);
}

/** Like `loadSuite`, for callers that stop on an invalid suite: throws a `ConfigError` listing every problem. */
export async function loadSuiteOrThrow(
  location: string,
  options: LoadSuiteOptions = {},
): Promise<LoadedSuite> {
  const result = await loadSuite(location, options);
  if (result.ok) return result.suite;
  throw problemsError(
    `${result.file}: ${plural(result.problems.length, 'problem')}`,
    result.problems,
  );
}
