/**
 * What the gate needs beyond the comparison: the BASE's acknowledgements (the head's only for what
 * it adds), and the default branch's history, after appending the reports of the sides on it.
 * Nothing here fails an evaluation: a problem is a line in the comment.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatProblem, messageOf } from '../errors.js';
import { readUnmatchedCounts } from '../gate/acknowledged-counts.js';
import {
  headOnlyEntries,
  parseAcknowledgements,
  readAcknowledgements,
  type AcknowledgementsRead,
} from '../gate/acknowledgements.js';
import type { GateFacts, TaskHistoryFacts } from '../gate/task-standings.js';
import { readHistoryFacts } from '../gate/history-facts.js';
import { historyEntryFromReport } from '../history/history-schema.js';
import { appendHistory } from '../history/history-store.js';
import { ReportSchema } from '../report/report-schema.js';
import { hashTask } from '../suite/task-hash.js';
import type { Checkout } from './checkout.js';
import type { ModeSection } from './comment-model.js';
import type { Side } from './evaluation-options.js';
import { readFileAt } from './git.js';
import { sideDirOf } from './run-side.js';

/** Where the acknowledgements file lives: beside the suites. */
export const ACKNOWLEDGED_FILE_NAME = 'verdict-acknowledged.json';

export interface HistoryOptions {
  /** The history of the default branch (`.verdict/history`, or the Action's cache). */
  dir: string;
  /** The sides whose commits are on the default branch: the base, and the head on a push. */
  sides: readonly Side[];
}

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
  const acknowledged = { base: await read('base'), head: await read('head') };
  const evaluatedAt = input.evaluatedAt ?? new Date().toISOString();
  const stored: string[] = [];
  for (const section of input.sections) {
    if (!('suites' in section)) continue;
    for (const suite of section.suites) {
      for (const side of input.history?.sides ?? []) {
        const problem = await storeSide(input, side, section.mode, suite.suiteId, evaluatedAt);
        if (problem !== undefined) stored.push(problem);
      }
    }
  }
  return factsOf(acknowledged, input, stored);
}

/** The same facts for the merge of shards: the files as the commits hold them, the history only read. */
export async function gatherCommittedGateFacts(input: {
  repoDir: string;
  shas: Record<Side, string>;
  suiteDir: string;
  sections: readonly ModeSection[];
  historyDir?: string;
}): Promise<GateFacts> {
  const relative = path.posix.join(
    input.suiteDir.split(path.sep).join('/'),
    ACKNOWLEDGED_FILE_NAME,
  );
  const read = async (side: Side) => {
    const text = await readFileAt(input.repoDir, input.shas[side], relative);
    const shown = `${relative} (${side})`;
    return text === undefined ? { entries: [], problems: [] } : parseAcknowledgements(text, shown);
  };
  const history =
    input.historyDir === undefined ? {} : { history: { dir: input.historyDir, sides: [] } };
  return factsOf({ base: await read('base'), head: await read('head') }, { ...input, ...history });
}

async function factsOf(
  read: Record<Side, AcknowledgementsRead>,
  input: { sections: readonly ModeSection[]; history?: HistoryOptions },
  storeProblems: readonly string[] = [],
): Promise<GateFacts> {
  const { base, head } = read;
  const problems = [...base.problems.map(formatProblem)];
  const acknowledgements = {
    acknowledgements: base.entries,
    headOnly: headOnlyEntries(base.entries, head.entries),
  };
  if (input.history === undefined) {
    return { ...acknowledgements, history: () => undefined, problems };
  }
  problems.push(...storeProblems);
  const facts = new Map<string, TaskHistoryFacts>();
  for (const section of input.sections) {
    if (!('suites' in section)) continue;
    for (const suite of section.suites) {
      const history = await readHistoryFacts(input.history.dir, suite.suiteId, section.mode);
      problems.push(...history.problems);
      for (const [task, known] of history.facts) {
        facts.set(`${suite.suiteId}\0${section.mode}\0${task}`, known);
      }
    }
  }
  return {
    ...acknowledgements,
    history: (suite, mode, task) => facts.get(`${suite}\0${mode}\0${task}`),
    problems: problems.slice(0, 20),
    unmatchedCounts: await readUnmatchedCounts(input.history.dir),
  };
}

/** A problem line when the report could not be kept. */
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
    return appended.problems[0] === undefined ? undefined : formatProblem(appended.problems[0]);
  } catch (error) {
    return `history: the ${side}'s ${mode} report of ${suiteId} was not kept (${messageOf(error)})`;
  }
}
