/**
 * Where a promoted case comes from: the task a run was made of, from its record's `origin` (SPEC
 * §6), else from its suite (`--from SUITE`, or found by id), else `--prompt TEXT` alone.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, UsageError } from '../errors.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { pathExists } from '../path-exists.js';
import { BUNDLED_SUITES_DIR } from '../suite/discover-suites.js';
import { displayPath, loadSuite } from '../suite/load-suite.js';
import {
  DEFAULT_POLICY,
  type Budget,
  type Policy,
  type ReplayNormalizeRule,
} from '../suite/schema.js';

export interface CaseOrigin {
  prompt: string;
  title?: string;
  agent?: string;
  /** Where the prompt was read from, for the output: the run record, a suite file, or `--prompt`. */
  source: string;
  /** The directory of the run's suite (its `cassettes/` and `scripts/`); absent with `--prompt`. */
  suiteDir?: string;
  /** Absolute fixture directory; absent when the task's workspace started empty. */
  fixtureDir?: string;
  fixtureGit?: boolean;
  policy: Policy;
  /** Absent with `--prompt`: a case gets the case-file budget. */
  budget?: Budget;
  replayNormalize: ReplayNormalizeRule[];
  warnings: string[];
}

export interface OriginOptions {
  /** The suite the run came from, when the record does not say (or to override it). */
  from?: string;
  prompt?: string;
  suiteDir?: string;
  cwd: string;
  packageRoot: string;
}

/**
 * A case file has only the default policy, an empty workspace and no replay rules (without a
 * suite's, the promoted cassette would not replay): anything else needs a suite.
 */
export function needsSuiteForm(origin: CaseOrigin): boolean {
  const policy = origin.policy;
  const defaultPolicy =
    policy.mode === DEFAULT_POLICY.mode &&
    (policy.allow ?? []).length === 0 &&
    policy.readOnly !== true;
  return origin.fixtureDir !== undefined || !defaultPolicy || origin.replayNormalize.length > 0;
}

export async function resolveOrigin(
  options: OriginOptions,
  record: RunRecord,
): Promise<CaseOrigin> {
  if (options.prompt !== undefined) {
    return {
      prompt: options.prompt,
      source: '--prompt',
      policy: { ...DEFAULT_POLICY },
      replayNormalize: [],
      warnings: [],
    };
  }
  if (options.from === undefined && record.origin !== undefined) {
    return originOfRecord(record, options.cwd);
  }
  return originOfSuite(options, record);
}

async function originOfRecord(record: RunRecord, cwd: string): Promise<CaseOrigin> {
  const origin = record.origin as NonNullable<RunRecord['origin']>;
  let fixtureDir: string | undefined;
  if (origin.fixture !== undefined) {
    fixtureDir = path.join(origin.suiteDir, origin.fixture);
    if ((await stat(fixtureDir).catch(() => undefined))?.isDirectory() !== true) {
      throw new UsageError(
        `add: the fixture of task "${record.taskId}" (${displayPath(fixtureDir, cwd)}) no longer exists, ` +
          'so the case could not start from it. Pass --from <suite> (where the suite is now).',
      );
    }
  }
  return {
    prompt: origin.prompt,
    ...(origin.title === undefined ? {} : { title: origin.title }),
    ...(origin.agent === undefined ? {} : { agent: origin.agent }),
    source: `the run record (suite ${record.suiteId} ${origin.suiteVersion})`,
    suiteDir: origin.suiteDir,
    ...(fixtureDir === undefined ? {} : { fixtureDir }),
    ...(origin.fixtureGit === true ? { fixtureGit: true } : {}),
    policy: origin.policy,
    budget: origin.budget,
    replayNormalize: origin.replayNormalize,
    warnings: [],
  };
}

function suiteCandidates(options: OriginOptions, suiteId: string): string[] {
  if (options.from !== undefined) return [path.resolve(options.cwd, options.from)];
  const dirs = [
    ...(options.suiteDir === undefined ? [] : [path.resolve(options.cwd, options.suiteDir)]),
    path.join(options.packageRoot, BUNDLED_SUITES_DIR),
    options.cwd,
  ];
  return dirs.flatMap((dir) => [path.join(dir, suiteId), path.join(dir, `${suiteId}.json`)]);
}

async function originOfSuite(options: OriginOptions, record: RunRecord): Promise<CaseOrigin> {
  const tried: string[] = [];
  for (const candidate of suiteCandidates(options, record.suiteId)) {
    if (!(await pathExists(candidate))) continue;
    tried.push(displayPath(candidate, options.cwd));
    const loaded = await loadSuite(candidate, { cwd: options.cwd });
    if (!loaded.ok) {
      if (options.from !== undefined) {
        throw new ConfigError(
          `add: --from ${options.from}: the suite is invalid (run \`verdict validate ${options.from}\`)`,
          loaded.problems,
        );
      }
      continue;
    }
    const { suite } = loaded;
    const task = suite.tasks.find((item) => item.id === record.taskId);
    if (task === undefined) continue;
    const warnings =
      suite.suiteId === record.suiteId
        ? []
        : [
            `the run is of suite "${record.suiteId}" but the prompt was read from suite "${suite.suiteId}"`,
          ];
    return {
      prompt: task.prompt,
      ...(task.title === undefined ? {} : { title: task.title }),
      ...(task.agent === undefined ? {} : { agent: task.agent }),
      source: suite.file,
      suiteDir: suite.dir,
      ...(task.fixtureDir === undefined ? {} : { fixtureDir: task.fixtureDir }),
      ...(task.fixtureGit === true ? { fixtureGit: true } : {}),
      policy: task.policy,
      budget: task.budget,
      replayNormalize: [...suite.replayNormalize, ...(task.replayNormalize ?? [])],
      warnings,
    };
  }
  const looked = tried.length === 0 ? '' : ` (looked in ${tried.join(', ')})`;
  throw new UsageError(
    `add: cannot find the prompt of task "${record.taskId}" of suite "${record.suiteId}"${looked}: ` +
      'the run record is older than the ones that keep their prompt. Pass --from <suite> (the ' +
      'suite the run came from) or --prompt TEXT.',
  );
}
