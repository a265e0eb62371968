/**
 * The pure core of `verdict add`: choosing the run, building and naming the case. The case asserts
 * the tools the run used (and words the user names), never the exact answer: two runs never give
 * the same sentence. A run that did not pass is refused.
 */
import { UsageError } from '../errors.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { slugifyCaseName } from '../suite/case-file.js';
import type { Case } from '../suite/schema.js';

/** Case names longer than this are cut (with "…"): a name is a label, the prompt is kept whole. */
export const MAX_CASE_NAME_LENGTH = 60;

export const REFUSAL_REASON = 'promoting a failure would freeze it as the expectation';

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

export function distinctTools(record: RunRecord): string[] {
  return [...new Set(record.toolCalls.map((call) => call.name))];
}

export type RunChoice =
  { kind: 'chosen'; record: RunRecord } | { kind: 'refused'; message: string; record?: RunRecord };

const describeRun = (record: RunRecord): string =>
  `${record.taskId} #${record.repetition} is ${record.status}${record.reason === undefined ? '' : ` (${record.reason})`}`;

/** With `repetition`, that run; else the first that passed. Unknown ones are usage errors. */
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
  // A resumed directory may hold two records of a repetition: the last one counts.
  const lastOf = (rep: number) => ofTask.findLast((record) => record.repetition === rep);
  if (repetition !== undefined) {
    const record = lastOf(repetition);
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
  const lastByRepetition = repetitions.map((rep) => lastOf(rep)!);
  const passing = lastByRepetition.find((record) => record.status === 'pass');
  if (passing !== undefined) return { kind: 'chosen', record: passing };
  const statuses = lastByRepetition.map((record) => `#${record.repetition} ${record.status}`);
  return {
    kind: 'refused',
    message: `task ${JSON.stringify(taskId)} has no passing repetition (${statuses.join(', ')}): refused, ${REFUSAL_REASON}`,
  };
}

export function shortenPrompt(prompt: string): string {
  const firstLine = prompt.trim().split(/\r?\n/)[0]?.trim().replace(/\s+/g, ' ') ?? '';
  if (firstLine.length <= MAX_CASE_NAME_LENGTH) return firstLine;
  return `${firstLine.slice(0, MAX_CASE_NAME_LENGTH - 1).trimEnd()}…`;
}

/** What a case or task is named before it is made free: the shortened prompt, else `<task> #<rep>`. */
export function nameBaseOf(record: RunRecord, prompt: string): string {
  return shortenPrompt(prompt) || `${record.taskId} #${record.repetition}`;
}

/** `base`, `base (2)`, …: the first free as a name and as the task id slugged from it. */
export function uniqueName(
  base: string,
  names: ReadonlySet<string>,
  ids: ReadonlySet<string>,
  index: number,
): string {
  const free = (name: string) => !names.has(name) && !ids.has(slugifyCaseName(name, index));
  if (free(base)) return base;
  // A slug is cut at 64 characters, which could cut a suffix off: keep the base short enough.
  const cut = base.length > 48 ? `${base.slice(0, 47).trimEnd()}…` : base;
  for (let n = 2; ; n += 1) {
    const candidate = `${cut} (${n})`;
    if (free(candidate)) return candidate;
  }
}

/** A case name unique in the file: the shortened prompt, else `<taskId> #<rep>`, made free. */
export function uniqueCaseName(base: string, existing: readonly Case[]): string {
  const names = new Set(existing.map((item) => item.name));
  const ids = new Set(existing.map((item, i) => slugifyCaseName(item.name, i)));
  return uniqueName(base, names, ids, existing.length);
}

export function buildCase(input: {
  record: RunRecord;
  prompt: string;
  agent?: string;
  contains: readonly string[];
  existing: readonly Case[];
}): Case {
  const { record, prompt, contains } = input;
  const tools = distinctTools(record);
  const name = uniqueCaseName(nameBaseOf(record, prompt), input.existing);
  const expect: NonNullable<Case['expect']> = {
    ...(contains.length > 0 ? { contains: [...contains] } : {}),
    ...(tools.length > 0 ? { tool_called: tools } : {}),
  };
  const recorded = {
    answer: record.finalAnswer,
    runId: record.runId,
    suiteId: record.suiteId,
    taskId: record.taskId,
    repetition: record.repetition,
    model: record.model,
    mode: record.mode,
    // Every tool call of the run, in order (repeats kept); `expect.tool_called` has the distinct ones.
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

/** `--contains` words not in the answer (case-insensitively, as the verifier checks them). */
export function wordsMissingFromAnswer(
  answer: string | null,
  contains: readonly string[],
): string[] {
  const lower = (answer ?? '').toLowerCase();
  return contains.filter((word) => !lower.includes(word.toLowerCase()));
}
