/**
 * What the gate needs to know beyond the comparison (issue [20/23]), gathered once per pull
 * request's evaluation: the acknowledgements file of the BASE checkout (the head's only to say
 * which entries it adds, which count once merged), and the history of the default branch — the
 * base side's reports of this evaluation appended to it (and the head's, when the head is a commit
 * of the default branch too, as on a push), then read back to say which tasks are flaky there.
 *
 * Nothing here fails an evaluation: an unreadable file or history is a problem line in the
 * comment, and the gate goes on without it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messageOf, type Problem } from '../errors.js';
import { headOnlyEntries, readAcknowledgements } from '../gate/acknowledgements.js';
import type { GateFacts, TaskHistoryFacts } from '../gate/task-standings.js';
import { readHistoryFacts } from '../gate/history-facts.js';
import { historyEntryFromReport } from '../history/history-schema.js';
import { appendHistory } from '../history/history-store.js';
import { ReportSchema } from '../report/report-schema.js';
import { hashTask } from '../suite/task-hash.js';
import type { Checkout } from './checkout.js';
import type { ModeSection } from './comment-model.js';
import type { Side } from './evaluation-options.js';
import { sideDirOf } from './run-side.js';

/** Where the acknowledgements file lives: beside the suites. */
export const ACKNOWLEDGED_FILE_NAME = 'verdict-acknowledged.json';

export interface HistoryOptions {
  /** The history of the default branch (`.verdict/history`, or the Action's cache). */
  dir: string;
  /** The sides whose commits are on the default branch: the base, and the head on a push. */
  sides: readonly Side[];
}

const COUNTS_FILE = 'acknowledged-counts.json';

const describe = (problem: Problem) => `${problem.file}: ${problem.field}: ${problem.message}`;

/** The acknowledgements of both checkouts, and the history with this evaluation added. */
export async function gatherGateFacts(input: {
  checkouts: Record<Side, Checkout>;
  suiteDir: string;
  sections: readonly ModeSection[];
  outDir: string;
  history?: HistoryOptions;
  evaluatedAt?: string;
}): Promise<GateFacts> {
  const relative = path.join(input.suiteDir, ACKNOWLEDGED_FILE_NAME);
  const read = (side: Side) =>
    readAcknowledgements(path.join(input.checkouts[side].dir, relative), `${relative} (${side})`);
  const base = await read('base');
  const head = await read('head');
  const problems = [...base.problems.map(describe)];
  if (input.history === undefined) {
    return {
      acknowledgements: base.entries,
      headOnly: headOnlyEntries(base.entries, head.entries),
      history: () => undefined,
      problems,
    };
  }
  const facts = new Map<string, TaskHistoryFacts>();
  const evaluatedAt = input.evaluatedAt ?? new Date().toISOString();
  for (const section of input.sections) {
    if (!('suites' in section)) continue;
    for (const suite of section.suites) {
      for (const side of input.history.sides) {
        const problem = await storeSide(input, side, section.mode, suite.suiteId, evaluatedAt);
        if (problem !== undefined) problems.push(problem);
      }
      const history = await readHistoryFacts(input.history.dir, suite.suiteId, section.mode);
      problems.push(...history.problems);
      for (const [task, known] of history.facts) {
        facts.set(`${suite.suiteId}\0${section.mode}\0${task}`, known);
      }
    }
  }
  return {
    acknowledgements: base.entries,
    headOnly: headOnlyEntries(base.entries, head.entries),
    history: (suite, mode, task) => facts.get(`${suite}\0${mode}\0${task}`),
    problems: problems.slice(0, 20),
    unmatchedCounts: await readUnmatchedCounts(input.history.dir),
  };
}

/** One side's report of one suite and mode into the history; a problem line when it could not be. */
async function storeSide(
  input: { checkouts: Record<Side, Checkout>; outDir: string; history?: HistoryOptions },
  side: Side,
  mode: 'replay' | 'live',
  suiteId: string,
  evaluatedAt: string,
): Promise<string | undefined> {
  const file = path.join(sideDirOf(input, side, mode, suiteId), 'report.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined; // the side did not run this suite: nothing to keep
  }
  try {
    const report = ReportSchema.parse(JSON.parse(text));
    const entry = historyEntryFromReport(report, input.checkouts[side].sha, evaluatedAt);
    const loaded = input.checkouts[side].suites.get(suiteId)?.loaded;
    const hashes = new Map<string, string>();
    for (const task of loaded?.tasks ?? []) hashes.set(task.id, await hashTask(task));
    const tasks = entry.tasks.map((task) => {
      const taskHash = hashes.get(task.task);
      return taskHash === undefined ? task : { ...task, taskHash };
    });
    const appended = await appendHistory(input.history!.dir, { ...entry, tasks });
    return appended.problems[0] === undefined ? undefined : describe(appended.problems[0]);
  } catch (error) {
    return `history: the ${side}'s ${mode} report of ${suiteId} was not kept (${messageOf(error)})`;
  }
}

/** The unmatched counts kept beside the history, and the head they were last counted for. */
async function readUnmatchedCounts(dir: string): Promise<Record<string, number>> {
  try {
    const data = JSON.parse(await readFile(path.join(dir, COUNTS_FILE), 'utf8')) as {
      counts?: unknown;
    };
    const counts = data.counts;
    if (typeof counts !== 'object' || counts === null) return {};
    return Object.fromEntries(
      Object.entries(counts).filter((pair): pair is [string, number] => Number.isInteger(pair[1])),
    );
  } catch {
    return {};
  }
}

/**
 * Keeps the counts after this evaluation, once per head commit: a re-run of the same push does
 * not count it again.
 */
export async function saveUnmatchedCounts(
  dir: string,
  headSha: string,
  counts: Readonly<Record<string, number>>,
): Promise<void> {
  const file = path.join(dir, COUNTS_FILE);
  let lastHead: unknown;
  try {
    lastHead = (JSON.parse(await readFile(file, 'utf8')) as { head?: unknown }).head;
  } catch {
    lastHead = undefined;
  }
  if (lastHead === headSha) return;
  await mkdir(dir, { recursive: true });
  await writeFile(file, `${JSON.stringify({ head: headSha, counts }, null, 2)}\n`);
}
