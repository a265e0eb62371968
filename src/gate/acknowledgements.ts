/**
 * Acknowledged changes (SPEC §5 "Acknowledged and flaky", docs/required-check.md): entries of the
 * base's `acknowledged/v1` file keep a known change from failing the gate. A renewed entry (new
 * `until`) is a new `entryKey` and counts again from 0. A bad file acknowledges nothing: its
 * problems are returned for the caller to show, never thrown.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ConfigError, messageOf, type Problem } from '../errors.js';
import { parseWithSchema } from '../json/parse-with-schema.js';
import { IdSchema } from '../suite/schema.js';

export const ACKNOWLEDGEMENTS_FILE = 'evals/verdict-acknowledged.json';
export const ACKNOWLEDGED_FORMAT = 'acknowledged/v1';
/** How long an entry printed by `entryToAdd` or `renewEntry` counts, in days from today. */
export const ACKNOWLEDGEMENT_DAYS = 30;
/** Pushes in a row on which an entry acknowledges nothing before it is reported stale. */
export const UNMATCHED_PUSHES_BEFORE_STALE = 5;
/** The reason `entryToAdd` prints; the file refuses it until an owner writes the real one. */
export const REASON_PLACEHOLDER = '…why this change is intended…';

/** A task as `--tasks` names it: its id, or `suite/id`; each part a suite or task id. */
const TaskReferenceSchema = z
  .string()
  .refine(
    (value) => {
      const parts = value.split('/');
      return parts.length <= 2 && parts.every((part) => IdSchema.safeParse(part).success);
    },
    { message: 'must be a task id or suite/id (letters, digits, ".", "_" and "-")' },
  )
  .meta({ description: 'A task id, or suite/id.' });

export const AcknowledgedChangeSchema = z.enum(['regressed', 'improved', 'diverged', 'any']);
export type AcknowledgedChange = z.infer<typeof AcknowledgedChangeSchema>;

/** The verdicts `any` stands for: every verdict that says the task changed. */
const CHANGE_VERDICTS: readonly string[] = ['regressed', 'improved', 'diverged', 'changed'];

export const AcknowledgementSchema = z
  .strictObject({
    task: TaskReferenceSchema,
    change: AcknowledgedChangeSchema.meta({
      description: 'The verdict acknowledged; any: regressed, improved, diverged or changed.',
    }),
    reason: z
      .string()
      .regex(/\S/, 'must say why the change is intended (it is blank)')
      .refine((reason) => reason !== REASON_PLACEHOLDER, {
        message: 'is still the placeholder: say why the change is intended',
      })
      .meta({ description: 'Why the change is intended, shown with it.' }),
    until: z.iso
      .date({ error: 'must be a real calendar date, YYYY-MM-DD' })
      .meta({ description: 'The last day (UTC, inclusive) the entry counts.' }),
    suite: IdSchema.optional().meta({ description: 'The suite, when the task id is not enough.' }),
  })
  .refine((entry) => entry.suite === undefined || referenceOf(entry).suite === entry.suite, {
    path: ['task'],
    message: 'names a suite other than "suite": give the suite once',
  });
export type Acknowledgement = z.infer<typeof AcknowledgementSchema>;

export const AcknowledgementsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(ACKNOWLEDGED_FORMAT),
  acknowledged: z.array(AcknowledgementSchema),
});

export interface AcknowledgementsRead {
  entries: Acknowledgement[];
  /** Why the file was set aside, each naming the file, the entry and the field; empty when read. */
  problems: Problem[];
}

/** One task of a comparison; `verdict` is its task verdict (`regressed`, `no_change`, `changed`…). */
export interface TaskOutcome {
  suite: string;
  task: string;
  verdict: string;
}

export interface StaleAcknowledgement {
  entry: Acknowledgement;
  reason: 'expired' | 'unmatched';
  /** `unmatched`: the pushes in a row on which it acknowledged nothing. */
  pushes?: number;
}

function referenceOf(entry: { task: string; suite?: string }): { suite?: string; task: string } {
  const slash = entry.task.indexOf('/');
  if (slash === -1) return { suite: entry.suite, task: entry.task };
  return { suite: entry.task.slice(0, slash), task: entry.task.slice(slash + 1) };
}

/** The entry's identity for the unmatched counts: `suite/task/change/until`, `*` for any suite. */
export function entryKey(entry: Acknowledgement): string {
  const { suite, task } = referenceOf(entry);
  return [suite ?? '*', task, entry.change, entry.until].join('/');
}

/** The UTC date, `YYYY-MM-DD`. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The `until` of a printed entry: `ACKNOWLEDGEMENT_DAYS` after today (UTC days have no DST). */
function dueDate(today: Date): string {
  return utcDate(new Date(today.getTime() + ACKNOWLEDGEMENT_DAYS * 86_400_000));
}

/** A file set aside whole: no entries, and why. */
const setAside = (shown: string, message: string): AcknowledgementsRead => ({
  entries: [],
  problems: [{ file: shown, field: '(file)', message }],
});

export function parseAcknowledgements(text: string, shown: string): AcknowledgementsRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return setAside(shown, `is not valid JSON (${messageOf(error)})`);
  }
  try {
    const file = parseWithSchema(AcknowledgementsFileSchema, data, shown, 'acknowledgements file');
    return { entries: file.acknowledged, problems: [] };
  } catch (error) {
    if (error instanceof ConfigError) return { entries: [], problems: [...error.problems] };
    throw error;
  }
}

export async function readAcknowledgements(
  file: string,
  shown: string = file,
): Promise<AcknowledgementsRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], problems: [] };
    return setAside(shown, `cannot be read (${messageOf(error)})`);
  }
  return parseAcknowledgements(text, shown);
}

function matches(entry: Acknowledgement, outcome: TaskOutcome): boolean {
  const { suite, task } = referenceOf(entry);
  if (task !== outcome.task || (suite !== undefined && suite !== outcome.suite)) return false;
  return entry.change === 'any'
    ? CHANGE_VERDICTS.includes(outcome.verdict)
    : entry.change === outcome.verdict;
}

/** The counts after one more push: 0 for a matched entry, +1 for the others; gone ones dropped. */
export function updateUnmatchedCounts(
  previous: Readonly<Record<string, number>>,
  entries: readonly Acknowledgement[],
  matchedKeys: ReadonlySet<string>,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of new Set(entries.map(entryKey))) {
    counts[key] = matchedKeys.has(key) ? 0 : (previous[key] ?? 0) + 1;
  }
  return counts;
}

/** Which outcomes the entries acknowledge on `today`, which are stale, and the counts to keep. */
export function applyAcknowledgements<O extends TaskOutcome>(input: {
  entries: readonly Acknowledgement[];
  outcomes: readonly O[];
  today: Date;
  unmatchedCounts?: Readonly<Record<string, number>>;
  unmatchedLimit?: number;
}): {
  outcomes: Array<O & { acknowledgedBy?: Acknowledgement }>;
  stale: StaleAcknowledgement[];
  matchedKeys: Set<string>;
  unmatchedCounts: Record<string, number>;
} {
  const today = utcDate(input.today);
  const current = input.entries.filter((entry) => entry.until >= today);
  const matchedKeys = new Set<string>();
  const outcomes = input.outcomes.map((outcome) => {
    const matching = current.filter((entry) => matches(entry, outcome));
    for (const entry of matching) matchedKeys.add(entryKey(entry));
    return matching[0] === undefined ? { ...outcome } : { ...outcome, acknowledgedBy: matching[0] };
  });
  const counts = updateUnmatchedCounts(input.unmatchedCounts ?? {}, input.entries, matchedKeys);
  const limit = input.unmatchedLimit ?? UNMATCHED_PUSHES_BEFORE_STALE;
  const stale = input.entries.flatMap((entry): StaleAcknowledgement[] => {
    if (entry.until < today) return [{ entry, reason: 'expired' }];
    const pushes = counts[entryKey(entry)] ?? 0;
    return pushes >= limit ? [{ entry, reason: 'unmatched', pushes }] : [];
  });
  return { outcomes, stale, matchedKeys, unmatchedCounts: counts };
}

/** The entry (JSON) an owner would add to acknowledge this outcome; none for a non-change. */
export function entryToAdd(outcome: TaskOutcome, today: Date): string | undefined {
  if (!CHANGE_VERDICTS.includes(outcome.verdict)) return undefined;
  const change =
    outcome.verdict === 'changed' ? 'any' : AcknowledgedChangeSchema.parse(outcome.verdict);
  const entry: Acknowledgement = {
    task: `${outcome.suite}/${outcome.task}`,
    change,
    reason: REASON_PLACEHOLDER,
    until: dueDate(today),
  };
  return JSON.stringify(entry, null, 2);
}

/** An expired entry as it would read renewed: the same, counting `ACKNOWLEDGEMENT_DAYS` from today. */
export function renewEntry(entry: Acknowledgement, today: Date): string {
  return JSON.stringify({ ...entry, until: dueDate(today) }, null, 2);
}

/** Entries in the head's file that the base's lacks: they count only once merged. */
export function headOnlyEntries(
  baseEntries: readonly Acknowledgement[],
  headEntries: readonly Acknowledgement[],
): Acknowledgement[] {
  const inBase = new Set(baseEntries.map(entryKey));
  return headEntries.filter((entry) => !inBase.has(entryKey(entry)));
}
