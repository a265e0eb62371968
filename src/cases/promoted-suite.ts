/**
 * The suite form of promoted cases, `<suite-dir>/<suite>/suite.json`, for a task a case file cannot
 * say (SPEC §2). The task keeps the run's prompt, a copy of its fixture, its policy, budget and
 * replay rules, so that a replay asks what the recording asked.
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { UsageError } from '../errors.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import { CASE_BUDGET, slugifyCaseName } from '../suite/case-file.js';
import { SuiteFileSchema, type SuiteFile, type Task, type Verifier } from '../suite/schema.js';
import { displayPath, SUITE_FILE_NAME } from '../suite/load-suite.js';
import type { CaseOrigin } from './case-origin.js';
import { pathExists } from '../path-exists.js';
import { uniqueName } from './promote-run.js';
import { readExistingFile } from './read-existing.js';

export const PROMOTED_SUITE_DESCRIPTION =
  'Regression cases promoted from passing runs by verdict add.';

/** Reads `<dir>/suite.json` (validated), or none. A broken file is not appended to. */
export async function readPromotedSuite(file: string, cwd: string): Promise<SuiteFile | undefined> {
  return readExistingFile(file, displayPath(file, cwd), SuiteFileSchema, 'suite');
}

/**
 * The verifiers of a promoted task. A suite task needs one; with nothing to assert (no tools, no
 * words) it passes when its run finishes, as a case without `expect` does.
 */
export function promotedVerifiers(
  tools: readonly string[],
  contains: readonly string[],
): Verifier[] {
  const verifiers: Verifier[] = [];
  if (tools.length > 0) {
    verifiers.push({ kind: 'tool-called', id: 'tool-called', tools: [...tools] });
  }
  if (contains.length > 0) {
    verifiers.push({ kind: 'response-contains', id: 'contains', texts: [...contains] });
  }
  return verifiers.length > 0
    ? verifiers
    : [{ kind: 'response-matches', id: 'finished', pattern: '[\\s\\S]*' }];
}

export function buildPromotedTask(input: {
  id: string;
  name: string;
  origin: CaseOrigin;
  tools: readonly string[];
  contains: readonly string[];
}): Task {
  const { origin } = input;
  return {
    id: input.id,
    title: input.name,
    prompt: origin.prompt,
    ...(origin.fixtureDir === undefined ? {} : { fixture: `fixtures/${input.id}` }),
    ...(origin.fixtureGit === true ? { fixtureGit: true } : {}),
    ...(origin.agent === undefined ? {} : { agent: origin.agent }),
    budget: origin.budget ?? { ...CASE_BUDGET },
    policy: origin.policy,
    verifiers: promotedVerifiers(input.tools, input.contains),
    ...(origin.replayNormalize.length === 0 ? {} : { replayNormalize: origin.replayNormalize }),
    tags: ['recorded'],
  };
}

/** The suite with `task` appended; a changed suite gets a new version (compare refuses to mix them). */
export function appendPromotedTask(
  existing: SuiteFile | undefined,
  suiteId: string,
  task: Task,
): SuiteFile {
  if (existing === undefined) {
    return SuiteFileSchema.parse({
      schemaVersion: 1,
      suiteId,
      suiteVersion: '1.0.0',
      description: PROMOTED_SUITE_DESCRIPTION,
      tasks: [task],
    });
  }
  const version = semver.inc(existing.suiteVersion, 'patch') ?? existing.suiteVersion;
  return SuiteFileSchema.parse({
    ...existing,
    suiteVersion: version,
    tasks: [...existing.tasks, task],
  });
}

export function uniqueTaskName(
  base: string,
  existing: readonly Task[],
): { id: string; name: string } {
  const ids = new Set(existing.map((task) => task.id));
  const names = new Set(existing.map((task) => task.title ?? task.id));
  const name = uniqueName(base, names, ids, existing.length);
  return { id: slugifyCaseName(name, existing.length), name };
}

/** Copies the fixture, then writes suite.json; when that fails, the copy is removed again. */
export async function writePromotedSuite(
  dir: string,
  suite: SuiteFile,
  task: Task,
  origin: CaseOrigin,
  cwd: string,
): Promise<{ fixture?: { from: string; to: string } }> {
  await mkdir(dir, { recursive: true });
  let fixture: { from: string; to: string } | undefined;
  let copied: string | undefined;
  if (origin.fixtureDir !== undefined && task.fixture !== undefined) {
    const target = path.join(dir, task.fixture);
    if (await pathExists(target)) {
      throw new UsageError(
        `add: ${displayPath(target, cwd)} already exists; not overwritten (remove it, or choose another --suite)`,
      );
    }
    await cp(origin.fixtureDir, target, { recursive: true, errorOnExist: true, force: false });
    copied = target;
    fixture = { from: displayPath(origin.fixtureDir, cwd), to: displayPath(target, cwd) };
  }
  try {
    await writeFileAtomically(
      path.join(dir, SUITE_FILE_NAME),
      `${JSON.stringify(suite, null, 2)}\n`,
    );
  } catch (error) {
    if (copied !== undefined) await rm(copied, { recursive: true, force: true });
    throw error;
  }
  return fixture === undefined ? {} : { fixture };
}
