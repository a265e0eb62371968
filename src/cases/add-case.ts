/**
 * `verdict add` (SPEC §6): promotes a run that passed into a regression case (rules in
 * `promote-run.ts`), or into a suite when a case file cannot say its task. Whatever can refuse the
 * promotion is read before anything is written.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { UsageError, messageOf } from '../errors.js';
import { readRunRecords, RUNS_FILE } from '../run-dir/runs-jsonl.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { resolveSavedRun } from '../runner/saved-runs.js';
import { slugifyCaseName } from '../suite/case-file.js';
import { CaseFileSchema, IdSchema, type Case, type Policy } from '../suite/schema.js';
import { displayPath, SUITE_FILE_NAME } from '../suite/load-suite.js';
import { needsSuiteForm, resolveOrigin, type CaseOrigin } from './case-origin.js';
import { pathExists } from '../path-exists.js';
import { readExistingFile } from './read-existing.js';
import { promoteCassette, type CassetteOutcome, type ReplayCheck } from './promote-cassette.js';
import { findRunConfig } from './run-config.js';
import { readRunConversation } from './trace-cassette.js';
import {
  buildCase,
  distinctTools,
  nameBaseOf,
  wordsMissingFromAnswer,
  chooseRun,
} from './promote-run.js';
import {
  appendPromotedTask,
  buildPromotedTask,
  readPromotedSuite,
  uniqueTaskName,
  writePromotedSuite,
} from './promoted-suite.js';

/** The suite of promoted cases when `--suite` is not given. */
export const DEFAULT_RECORDED_SUITE = 'recorded';
/** Where case files go when `--suite-dir` is not given, relative to the working directory. */
export const DEFAULT_CASES_DIR = path.join('.verdict', 'cases');

export * from './promote-run.js';

export interface AddCaseOptions {
  /** A run id under `.verdict/runs/`, or a run directory. */
  target: string;
  taskId: string;
  repetition?: number;
  /** Case-file (or promoted suite) name without `.json`; default `recorded`. */
  suite?: string;
  contains?: readonly string[];
  /** Where the case file lives; default `.verdict/cases` under `cwd`. */
  suiteDir?: string;
  /** The suite the run came from, for records that do not keep their origin. */
  from?: string;
  prompt?: string;
  /** `--config FILE`: where the run's config is (its bytes must be the run's). */
  config?: string;
  cwd: string;
  /** Root of the Verdict checkout (where `fixtures/eval` lives). */
  packageRoot: string;
  env: NodeJS.ProcessEnv;
  /** Replays the promoted case against the candidate cassette; without it no cassette is kept. */
  replayCheck?: ReplayCheck;
}

export type AddCaseOutcome =
  | {
      kind: 'added';
      /** `case-file`: `<suite-dir>/<suite>.json`; `suite`: `<suite-dir>/<suite>/suite.json`. */
      form: 'case-file' | 'suite';
      file: string;
      /** What to pass to `verdict run`: the case file, or the suite's directory. */
      runTarget: string;
      suite: string;
      created: boolean;
      testCase: Case;
      caseId: string;
      tools: string[];
      record: RunRecord;
      promptSource: string;
      fixture?: { from: string; to: string };
      /** The task's `script/v1` file copied for the case's scripted runs. */
      script?: { from: string; to: string };
      cassette: CassetteOutcome;
      grants: string[];
      warnings: string[];
    }
  | { kind: 'refused'; message: string };

async function readRecords(runDir: string, cwd: string): Promise<RunRecord[]> {
  const file = path.join(runDir, RUNS_FILE);
  try {
    return (await readRunRecords(file)).records;
  } catch (error) {
    throw new UsageError(
      `add: cannot read ${displayPath(file, cwd)}: ${messageOf(error)} (is it a Verdict run directory?)`,
    );
  }
}

/** `--allow-write` and the like: what `verdict run` must grant for the case's policy. */
export function grantFlagsOf(policy: Policy): string[] {
  return [
    ...(policy.allow ?? []).map((effect) => `--allow-${effect}`),
    ...(policy.mode === 'full' ? ['--allow-suite-full'] : []),
  ];
}

/** The task's script (`<suite>/scripts/<task>.json`), copied for the case; never overwritten. */
async function copyScript(
  origin: CaseOrigin,
  record: RunRecord,
  targetSuiteDir: string,
  caseId: string,
  cwd: string,
): Promise<{ from: string; to: string } | undefined> {
  if (origin.suiteDir === undefined) return undefined;
  const source = path.join(origin.suiteDir, 'scripts', `${record.taskId}.json`);
  const target = path.join(targetSuiteDir, 'scripts', `${caseId}.json`);
  if (!(await pathExists(source)) || (await pathExists(target))) return undefined;
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(source, target);
  return { from: displayPath(source, cwd), to: displayPath(target, cwd) };
}

/** Writes nothing when refused. */
export async function addCase(options: AddCaseOptions): Promise<AddCaseOutcome> {
  const suiteName = options.suite ?? DEFAULT_RECORDED_SUITE;
  if (!IdSchema.safeParse(suiteName).success) {
    throw new UsageError(
      `--suite ${JSON.stringify(suiteName)}: names the case file, so it must start with a letter or digit and use only letters, digits, ".", "_" and "-"`,
    );
  }
  const contains = [...(options.contains ?? [])];
  const runDir = await resolveSavedRun(options.target, options.cwd, 'add');
  const records = await readRecords(runDir, options.cwd);
  const suitePrefix = records[0] === undefined ? undefined : `${records[0].suiteId}/`;
  const taskId =
    suitePrefix !== undefined && options.taskId.startsWith(suitePrefix)
      ? options.taskId.slice(suitePrefix.length)
      : options.taskId;

  const choice = chooseRun(records, taskId, options.repetition);
  if (choice.kind === 'refused') return { kind: 'refused', message: choice.message };
  const { record } = choice;

  const missing = wordsMissingFromAnswer(record.finalAnswer, contains);
  if (missing.length > 0) {
    throw new UsageError(
      `--contains: the answer that passed does not mention ${missing.map((word) => JSON.stringify(word)).join(', ')}, ` +
        'so the case would fail on the very run it was made from; nothing written',
    );
  }

  const conversation = await readRunConversation(runDir, record, options.cwd);
  if (conversation.kind === 'refused') return { kind: 'refused', message: conversation.message };
  // The case is checked with the run's agent or not at all.
  const runConfig = await findRunConfig({
    record,
    runDir,
    cwd: options.cwd,
    ...(options.config === undefined ? {} : { explicit: options.config }),
  });

  const origin = await resolveOrigin(options, record);
  const caseDir = path.resolve(options.cwd, options.suiteDir ?? DEFAULT_CASES_DIR);
  const writeForm = needsSuiteForm(origin) ? writeSuiteForm : writeCaseFileForm;
  const written = await writeForm(options, { record, origin, caseDir, suiteName, contains });

  const script = await copyScript(origin, record, written.suiteDir, written.caseId, options.cwd);
  const cassette = await promoteCassette({
    source:
      conversation.kind === 'trace'
        ? { kind: 'trace', conversation }
        : { kind: 'task-cassette', suiteDir: origin.suiteDir, taskId: record.taskId },
    targetDir: path.join(written.suiteDir, 'cassettes'),
    suiteName,
    caseId: written.caseId,
    suite: written.runTarget,
    policy: origin.policy,
    ...(runConfig.kind === 'found'
      ? {
          runAgent: {
            agent: runConfig.agent,
            ...(runConfig.configFile === undefined ? {} : { configFile: runConfig.configFile }),
          },
        }
      : {}),
    replayCheck: options.replayCheck,
    cwd: options.cwd,
    env: options.env,
  });
  return {
    kind: 'added',
    form: written.form,
    file: displayPath(written.file, options.cwd),
    runTarget: displayPath(written.runTarget, options.cwd),
    suite: suiteName,
    created: written.created,
    testCase: written.testCase,
    caseId: written.caseId,
    tools: distinctTools(record),
    record,
    promptSource: origin.source,
    ...(written.fixture === undefined ? {} : { fixture: written.fixture }),
    ...(script === undefined ? {} : { script }),
    cassette,
    grants: grantFlagsOf(origin.policy),
    warnings: origin.warnings,
  };
}

interface WrittenCase {
  form: 'case-file' | 'suite';
  file: string;
  runTarget: string;
  /** The directory the case's `cassettes/` and `scripts/` are read from. */
  suiteDir: string;
  created: boolean;
  testCase: Case;
  caseId: string;
  fixture?: { from: string; to: string };
}

interface CaseSource {
  record: RunRecord;
  origin: CaseOrigin;
  caseDir: string;
  suiteName: string;
  contains: readonly string[];
}

/** The run's case, named free of `existing`. */
function caseOf({ record, origin, contains }: CaseSource, existing: readonly Case[]): Case {
  const agent = origin.agent === undefined ? {} : { agent: origin.agent };
  return buildCase({ record, prompt: origin.prompt, ...agent, contains, existing });
}

async function writeCaseFileForm(
  options: AddCaseOptions,
  source: CaseSource,
): Promise<WrittenCase> {
  const { caseDir, suiteName } = source;
  const file = path.join(caseDir, `${suiteName}.json`);
  const shown = displayPath(file, options.cwd);
  const existing = (await readExistingFile(file, shown, CaseFileSchema, 'case file')) ?? [];
  const testCase = caseOf(source, existing);
  // Validated before writing: `verdict run` must load what `add` wrote.
  const cases = CaseFileSchema.parse([...existing, testCase]);
  const caseId = slugifyCaseName(testCase.name, existing.length);
  await mkdir(caseDir, { recursive: true });
  await writeFileAtomically(file, `${JSON.stringify(cases, null, 2)}\n`);
  return {
    form: 'case-file',
    file,
    runTarget: file,
    suiteDir: caseDir,
    created: existing.length === 0,
    testCase,
    caseId,
  };
}

async function writeSuiteForm(options: AddCaseOptions, source: CaseSource): Promise<WrittenCase> {
  const { record, origin, contains } = source;
  const dir = path.join(source.caseDir, source.suiteName);
  const file = path.join(dir, SUITE_FILE_NAME);
  const existing = await readPromotedSuite(file, options.cwd);
  const testCase = caseOf(source, []);
  const { id, name } = uniqueTaskName(nameBaseOf(record, origin.prompt), existing?.tasks ?? []);
  const task = buildPromotedTask({ id, name, origin, tools: distinctTools(record), contains });
  const suite = appendPromotedTask(existing, source.suiteName, task);
  const { fixture } = await writePromotedSuite(dir, suite, task, origin, options.cwd);
  await writeRecordedAnswer(dir, id, testCase.recorded);
  return {
    form: 'suite',
    file,
    runTarget: dir,
    suiteDir: dir,
    created: existing === undefined,
    testCase: { ...testCase, name },
    caseId: id,
    ...(fixture === undefined ? {} : { fixture }),
  };
}

/** A suite task has no `recorded` field: the answer that passed is kept beside it instead. */
async function writeRecordedAnswer(dir: string, caseId: string, recorded: unknown): Promise<void> {
  const file = path.join(dir, 'recorded', `${caseId}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomically(file, `${JSON.stringify(recorded, null, 2)}\n`);
}
