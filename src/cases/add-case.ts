/**
 * `verdict add` (SPEC §6): promotes a run that passed into a regression case of a case file (SPEC §2).
 * The case asserts the tools the run used (and any words the user names), never the exact answer: two
 * runs of one prompt never give the same sentence, and a test that insists on it is muted within a
 * week. The good answer is kept under `recorded`, for whoever reads a failure. A run that did not pass
 * is refused: promoting it would freeze the failure as the expectation.
 *
 * The pure core (choosing the run, building the case, naming it) is separate from the file I/O
 * (`addCase`), so that each rule is tested without a disk.
 *
 * Where the prompt comes from: a run record does not store its prompt, so it is read from the suite
 * the run came from — `--from SUITE` when given, otherwise the suite named by the record's `suiteId`,
 * looked for in `--suite-dir`, the bundled suites (`fixtures/eval/<suiteId>`) and the working
 * directory, in that order. `--prompt TEXT` overrides all of that. Without any, the command stops and
 * says how to give it (exit 2): a case with a guessed prompt would test something else.
 */
import { resolveSavedRun } from '../runner/saved-runs.js';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, UsageError, messageOf, type Problem } from '../errors.js';
import { readCassette, writeCassette, cassettePath } from '../provider/cassette.js';
import { credentialsFromEnvironment } from '../provider/secret-scan.js';
import { readRunRecords, RUNS_FILE, writeFileAtomically } from '../report/runs-file.js';
import type { RunRecord } from '../runner/run-record.js';
import { slugifyCaseName } from '../suite/case-file.js';
import { BUNDLED_SUITES_DIR } from '../suite/discover-suites.js';
import { loadSuite, type LoadedSuite } from '../suite/load-suite.js';
import { CaseFileSchema, IdSchema, type Case } from '../suite/schema.js';

/** The suite of promoted cases when `--suite` is not given. */
export const DEFAULT_RECORDED_SUITE = 'recorded';
/** Where case files go when `--suite-dir` is not given, relative to the working directory. */
export const DEFAULT_CASES_DIR = path.join('.verdict', 'cases');
/** Saved runs: `.verdict/runs/<runId>/`. */
/** Case names longer than this are cut (with "…"): a name is a label, the prompt is kept whole. */
export const MAX_CASE_NAME_LENGTH = 60;

export const REFUSAL_REASON = 'promoting a failure would freeze it as the expectation';

// ---------------------------------------------------------------------------------------------
// Pure core
// ---------------------------------------------------------------------------------------------

/** `--contains "a,b"`: comma-separated words, trimmed, blanks dropped, repeats removed. */
export function parseContains(text: string | undefined): string[] {
  if (text === undefined) return [];
  const words = [
    ...new Set(
      text
        .split(',')
        .map((word) => word.trim())
        .filter((word) => word !== ''),
    ),
  ];
  if (words.length === 0) {
    throw new UsageError(`--contains ${JSON.stringify(text)}: expected words separated by commas`);
  }
  return words;
}

/** The distinct tool names a run called, in the order of their first call. */
export function distinctTools(record: RunRecord): string[] {
  return [...new Set(record.toolCalls.map((call) => call.name))];
}

export type RunChoice =
  { kind: 'chosen'; record: RunRecord } | { kind: 'refused'; message: string; record?: RunRecord };

const describeRun = (record: RunRecord): string =>
  `${record.taskId} #${record.repetition} is ${record.status}${record.reason === undefined ? '' : ` (${record.reason})`}`;

/**
 * Chooses the run to promote. With `repetition`, that run (the last record of it, should a resumed
 * directory hold two); without, the first repetition that passed. An unknown task or repetition is a
 * usage error (exit 2) that lists what the run directory holds; a run that did not pass is refused.
 */
export function chooseRun(
  records: readonly RunRecord[],
  taskId: string,
  repetition: number | undefined,
): RunChoice {
  const ofTask = records.filter((record) => record.taskId === taskId);
  if (ofTask.length === 0) {
    const tasks = [...new Set(records.map((record) => record.taskId))];
    throw new UsageError(
      `--task ${JSON.stringify(taskId)}: the run has no such task` +
        (tasks.length === 0 ? ' (it holds no runs)' : ` (it has ${tasks.join(', ')})`),
    );
  }
  const repetitions = [...new Set(ofTask.map((record) => record.repetition))].sort((a, b) => a - b);
  if (repetition !== undefined) {
    const matching = ofTask.filter((record) => record.repetition === repetition);
    const record = matching[matching.length - 1];
    if (record === undefined) {
      throw new UsageError(
        `--rep ${repetition}: task ${JSON.stringify(taskId)} has no such repetition (it has ${repetitions.join(', ')})`,
      );
    }
    if (record.status !== 'pass') {
      return {
        kind: 'refused',
        record,
        message: `${describeRun(record)}: refused, ${REFUSAL_REASON}`,
      };
    }
    return { kind: 'chosen', record };
  }
  const lastByRepetition = repetitions.map((rep) => {
    const matching = ofTask.filter((record) => record.repetition === rep);
    return matching[matching.length - 1] as RunRecord;
  });
  const passing = lastByRepetition.find((record) => record.status === 'pass');
  if (passing !== undefined) return { kind: 'chosen', record: passing };
  const statuses = lastByRepetition.map((record) => `#${record.repetition} ${record.status}`);
  return {
    kind: 'refused',
    message: `task ${JSON.stringify(taskId)} has no passing repetition (${statuses.join(', ')}): refused, ${REFUSAL_REASON}`,
  };
}

/** The prompt's first line, cut to `MAX_CASE_NAME_LENGTH` characters with "…". */
export function shortenPrompt(prompt: string): string {
  const firstLine = prompt.trim().split(/\r?\n/)[0]?.trim().replace(/\s+/g, ' ') ?? '';
  if (firstLine.length <= MAX_CASE_NAME_LENGTH) return firstLine;
  return `${firstLine.slice(0, MAX_CASE_NAME_LENGTH - 1).trimEnd()}…`;
}

/**
 * A name unique in the file, both as a name and as the task id it becomes (the loader refuses two
 * cases with one id): the shortened prompt, else `<taskId> #<rep>`, then " (2)", " (3)", … until
 * both are free.
 */
export function uniqueCaseName(base: string, existing: readonly Case[]): string {
  const index = existing.length;
  const names = new Set(existing.map((item) => item.name));
  const ids = new Set(existing.map((item, i) => slugifyCaseName(item.name, i)));
  const free = (name: string) => !names.has(name) && !ids.has(slugifyCaseName(name, index));
  if (free(base)) return base;
  // A slug is cut at 64 characters, which could cut a suffix off: keep the base short enough.
  const cut = base.length > 48 ? `${base.slice(0, 47).trimEnd()}…` : base;
  for (let n = 2; ; n += 1) {
    const candidate = `${cut} (${n})`;
    if (free(candidate)) return candidate;
  }
}

export interface RecordedAnswer {
  answer: string | null;
  runId: string;
  suiteId: string;
  taskId: string;
  repetition: number;
  model: string;
  mode: RunRecord['mode'];
  /** Every tool call of the run, in order (repeats kept); `expect.tool_called` has the distinct ones. */
  tools: string[];
}

export interface BuildCaseInput {
  record: RunRecord;
  prompt: string;
  agent?: string;
  contains: readonly string[];
  existing: readonly Case[];
}

/** The case for a passing run, named uniquely among `existing`. */
export function buildCase(input: BuildCaseInput): Case {
  const { record, prompt, contains } = input;
  const tools = distinctTools(record);
  const base = shortenPrompt(prompt);
  const name = uniqueCaseName(
    base === '' ? `${record.taskId} #${record.repetition}` : base,
    input.existing,
  );
  const expect: NonNullable<Case['expect']> = {
    ...(contains.length > 0 ? { contains: [...contains] } : {}),
    ...(tools.length > 0 ? { tool_called: tools } : {}),
  };
  const recorded: RecordedAnswer = {
    answer: record.finalAnswer,
    runId: record.runId,
    suiteId: record.suiteId,
    taskId: record.taskId,
    repetition: record.repetition,
    model: record.model,
    mode: record.mode,
    tools: record.toolCalls.map((call) => call.name),
  };
  return {
    name,
    ...(input.agent === undefined ? {} : { agent: input.agent }),
    prompt,
    ...(Object.keys(expect).length > 0 ? { expect } : {}),
    recorded,
  };
}

/**
 * `--contains` words must be in the answer that passed (case-insensitively, as the verifier checks
 * them); otherwise the new case would fail on the very run it was made from.
 */
export function wordsMissingFromAnswer(
  answer: string | null,
  contains: readonly string[],
): string[] {
  const lower = (answer ?? '').toLowerCase();
  return contains.filter((word) => !lower.includes(word.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------
// File I/O
// ---------------------------------------------------------------------------------------------

export interface AddCaseOptions {
  /** A run id under `.verdict/runs/`, or a run directory. */
  target: string;
  taskId: string;
  repetition?: number;
  /** Case-file name without `.json`; default `recorded`. */
  suite?: string;
  contains?: readonly string[];
  /** Where the case file lives; default `.verdict/cases` under `cwd`. */
  suiteDir?: string;
  /** The suite the run came from, when it cannot be found by its id. */
  from?: string;
  /** The prompt, when the suite is not at hand. */
  prompt?: string;
  cwd: string;
  /** Root of the Verdict checkout (where `fixtures/eval` lives). */
  packageRoot: string;
  env: NodeJS.ProcessEnv;
}

export type CassetteOutcome =
  | { kind: 'copied'; from: string; to: string; sameRun: boolean }
  | { kind: 'skipped'; reason: string };

export type AddCaseOutcome =
  | {
      kind: 'added';
      /** The case file as the user would type it. */
      file: string;
      suite: string;
      created: boolean;
      testCase: Case;
      caseId: string;
      tools: string[];
      record: RunRecord;
      /** Where the prompt was read from (a suite file, or `--prompt`). */
      promptSource: string;
      cassette: CassetteOutcome;
      warnings: string[];
    }
  | { kind: 'refused'; message: string };

const exists = (candidate: string): Promise<boolean> =>
  stat(candidate).then(
    () => true,
    () => false,
  );

const display = (absolute: string, cwd: string): string => {
  const relative = path.relative(cwd, absolute);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? relative
    : absolute;
};

async function readRecords(runDir: string, cwd: string): Promise<RunRecord[]> {
  const file = path.join(runDir, RUNS_FILE);
  try {
    return (await readRunRecords(file)).records;
  } catch (error) {
    throw new UsageError(
      `add: cannot read ${display(file, cwd)}: ${messageOf(error)} (is it a Verdict run directory?)`,
    );
  }
}

/** Suite locations to try for the run's suite, in order. */
function suiteCandidates(options: AddCaseOptions, suiteId: string): string[] {
  if (options.from !== undefined) return [path.resolve(options.cwd, options.from)];
  const dirs = [
    ...(options.suiteDir === undefined ? [] : [path.resolve(options.cwd, options.suiteDir)]),
    path.join(options.packageRoot, BUNDLED_SUITES_DIR),
    options.cwd,
  ];
  return dirs.flatMap((dir) => [path.join(dir, suiteId), path.join(dir, `${suiteId}.json`)]);
}

interface PromptSource {
  prompt: string;
  agent?: string;
  source: string;
  suite?: LoadedSuite;
  warnings: string[];
}

async function findPrompt(options: AddCaseOptions, record: RunRecord): Promise<PromptSource> {
  if (options.prompt !== undefined) {
    return { prompt: options.prompt, source: '--prompt', warnings: [] };
  }
  const tried: string[] = [];
  for (const candidate of suiteCandidates(options, record.suiteId)) {
    if (!(await exists(candidate))) continue;
    tried.push(display(candidate, options.cwd));
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
    const task = loaded.suite.tasks.find((item) => item.id === record.taskId);
    if (task === undefined) continue;
    const warnings =
      loaded.suite.suiteId === record.suiteId
        ? []
        : [
            `the run is of suite "${record.suiteId}" but the prompt was read from suite "${loaded.suite.suiteId}"`,
          ];
    return {
      prompt: task.prompt,
      ...(task.agent === undefined ? {} : { agent: task.agent }),
      source: loaded.suite.file,
      suite: loaded.suite,
      warnings,
    };
  }
  const looked = tried.length === 0 ? '' : ` (looked in ${tried.join(', ')})`;
  throw new UsageError(
    `add: cannot find the prompt of task "${record.taskId}" of suite "${record.suiteId}"${looked}: ` +
      'run records do not store prompts. Pass --from <suite> (the suite the run came from) or --prompt TEXT.',
  );
}

/** Reads the existing case file (validated), or none. A broken file is not appended to. */
async function readCaseFile(file: string, shown: string): Promise<Case[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw new UsageError(`add: cannot read ${shown}: ${messageOf(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `add: ${shown} is not valid JSON (${messageOf(error)}); nothing written`,
      [{ file: shown, field: '(file)', message: 'is not valid JSON' }],
    );
  }
  const parsed = CaseFileSchema.safeParse(data);
  if (!parsed.success) {
    const problems: Problem[] = parsed.error.issues.map((issue) => ({
      file: shown,
      field: issue.path.join('.') || '(file)',
      message: issue.message,
    }));
    throw new ConfigError(
      `add: ${shown} is not a valid case file (run \`verdict validate ${shown}\`); nothing written`,
      problems,
    );
  }
  return parsed.data;
}

/**
 * Best effort: the cassette of the run's task (`<suite>/cassettes/<taskId>.jsonl`), copied for the
 * new case as `<suite-dir>/cassettes/<case-id>.jsonl` with its header renamed. Never overwrites, and
 * never makes the command fail: whatever goes wrong is a reason in the outcome.
 */
async function copyCassette(
  suite: LoadedSuite | undefined,
  record: RunRecord,
  caseDir: string,
  suiteName: string,
  caseId: string,
  options: AddCaseOptions,
): Promise<CassetteOutcome> {
  if (suite === undefined) return { kind: 'skipped', reason: 'no source suite (--prompt given)' };
  const source = cassettePath(path.join(suite.dir, 'cassettes'), record.taskId);
  if (!(await exists(source))) {
    return {
      kind: 'skipped',
      reason: `the task has no cassette (${display(source, options.cwd)})`,
    };
  }
  const target = cassettePath(path.join(caseDir, 'cassettes'), caseId);
  if (await exists(target)) {
    return {
      kind: 'skipped',
      reason: `${display(target, options.cwd)} already exists; not overwritten`,
    };
  }
  try {
    const cassette = await readCassette(source, display(source, options.cwd));
    await writeCassette(
      target,
      { ...cassette.header, suiteId: suiteName, taskId: caseId },
      cassette.calls,
      {
        secrets: credentialsFromEnvironment(options.env),
        displayPath: display(target, options.cwd),
      },
    );
    return {
      kind: 'copied',
      from: display(source, options.cwd),
      to: display(target, options.cwd),
      sameRun: record.mode === 'replay',
    };
  } catch (error) {
    return { kind: 'skipped', reason: messageOf(error) };
  }
}

/** Promotes a passing run into a case of `<suite-dir>/<suite>.json`; writes nothing when refused. */
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

  const source = await findPrompt(options, record);
  const caseDir = path.resolve(options.cwd, options.suiteDir ?? DEFAULT_CASES_DIR);
  const file = path.join(caseDir, `${suiteName}.json`);
  const shown = display(file, options.cwd);
  const existing = (await readCaseFile(file, shown)) ?? [];

  const testCase = buildCase({
    record,
    prompt: source.prompt,
    ...(source.agent === undefined ? {} : { agent: source.agent }),
    contains,
    existing,
  });
  // Validated before writing: `verdict run` must load what `add` wrote.
  const cases = CaseFileSchema.parse([...existing, testCase]);
  const caseId = slugifyCaseName(testCase.name, existing.length);

  await mkdir(caseDir, { recursive: true });
  await writeFileAtomically(file, `${JSON.stringify(cases, null, 2)}\n`);

  const cassette = await copyCassette(source.suite, record, caseDir, suiteName, caseId, options);
  return {
    kind: 'added',
    file: shown,
    suite: suiteName,
    created: existing.length === 0,
    testCase,
    caseId,
    tools: distinctTools(record),
    record,
    promptSource: source.source,
    cassette,
    warnings: source.warnings,
  };
}
