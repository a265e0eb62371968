/**
 * What the fault and load tests share: a suite whose tasks each run their own tiny `sh` agent (the
 * agent contract needs no model call: the scripted provider is there, unused), and the checks every
 * fault ends with: which processes still mention the test, which run directories remain, what
 * runs.jsonl holds.
 */
import { randomInt } from 'node:crypto';
import { readdir, readFile, readlink, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ReportSchema, type Report } from '../../src/report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { writeTree } from '../helpers/temp-dir.js';

export interface ShTask {
  id: string;
  /** The agent: `sh -c SCRIPT` in the run's workspace. */
  sh: string;
  maxWallMs?: number;
  /** Default: `done.txt` contains `ok`. */
  verifiers?: unknown[];
}

export const DONE_VERIFIER = { kind: 'file-contains', id: 'done', path: 'done.txt', text: 'ok' };

/**
 * A number no other process on the machine has in its command line: agents sleep for
 * `9<MARK>` seconds, so that a leftover is recognisable even after it cleared its environment.
 */
export function newMark(): string {
  return String(randomInt(100_000, 999_999));
}

/**
 * Writes the suite (`<root>/suite` unless `suiteDir`; one fixture and one script per task) and
 * `<root>/verdict.config.json`, whose agent per task is the task's `sh` script.
 */
export async function writeShSuite(
  root: string,
  tasks: readonly ShTask[],
  options: { suiteId?: string; env?: Record<string, string>; suiteDir?: string } = {},
): Promise<string> {
  const suite = options.suiteDir ?? path.join(root, 'suite');
  const inSuite = path.relative(root, suite);
  const files: Record<string, string> = {
    [`${inSuite}/suite.json`]: JSON.stringify({
      schemaVersion: 1,
      suiteId: options.suiteId ?? 'faults',
      suiteVersion: '1.0.0',
      tasks: tasks.map((task) => ({
        id: task.id,
        prompt: `Do ${task.id}.`,
        fixture: `fixtures/${task.id}`,
        agent: task.id,
        budget: { maxTurns: 3, maxWallMs: task.maxWallMs ?? 20_000 },
        verifiers: task.verifiers ?? [DONE_VERIFIER],
      })),
    }),
    'verdict.config.json': JSON.stringify({
      agents: Object.fromEntries(
        tasks.map((task) => [
          task.id,
          {
            command: ['sh', '-c', task.sh],
            ...(options.env === undefined ? {} : { env: options.env }),
          },
        ]),
      ),
    }),
  };
  for (const task of tasks) {
    files[`${inSuite}/fixtures/${task.id}/README.md`] = `# ${task.id}\n`;
    files[`${inSuite}/scripts/${task.id}.json`] = JSON.stringify({
      format: 'script/v1',
      turns: [{ content: 'done' }],
    });
  }
  await writeTree(root, files);
  return suite;
}

export interface RunsFile {
  records: RunRecord[];
  /** Lines that are not JSON (a torn line). */
  torn: number;
}

export async function readRunsFile(out: string): Promise<RunsFile> {
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8').catch(() => '');
  const records: RunRecord[] = [];
  let torn = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      records.push(RunRecordSchema.parse(JSON.parse(line)));
    } catch {
      torn += 1;
    }
  }
  return { records, torn };
}

export async function readReport(out: string): Promise<Report> {
  return ReportSchema.parse(JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')));
}

/** Every planned (task, repetition) exactly once, and nothing else. */
export function expectEachRunOnce(
  records: readonly RunRecord[],
  taskIds: readonly string[],
  k: number,
): void {
  const keys = records.map((record) => `${record.taskId}#${record.repetition}`).sort();
  const planned = taskIds
    .flatMap((id) => Array.from({ length: k }, (_, index) => `${id}#${index + 1}`))
    .sort();
  expect(keys).toEqual(planned);
}

/** The report's counts add up: total = observed + missing, per task and for the summary. */
export function expectCountsAddUp(report: Report): void {
  for (const counts of [report.summary.counts, ...report.tasks.map((task) => task.counts)]) {
    expect(counts.total).toBe(counts.observed + counts.missing);
  }
}

/** Live processes (not zombies, not this one) whose command line, environment or cwd mentions a needle. */
export async function processesMentioning(needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const cmdline = (await readFile(`/proc/${entry}/cmdline`)).toString('utf8');
      const environ = (await readFile(`/proc/${entry}/environ`)).toString('utf8');
      const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => '');
      if (
        needles.some(
          (needle) => cmdline.includes(needle) || environ.includes(needle) || cwd.includes(needle),
        )
      ) {
        found.push(`${entry}: ${cmdline.replaceAll('\0', ' ').trim()}`);
      }
    } catch {
      // ended while we looked
    }
  }
  return found;
}

/** Waits (briefly) until no process mentions a needle; returns what is still there. */
export async function orphansAfterSettling(
  needles: readonly string[],
  timeoutMs = 3_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await processesMentioning(needles);
    if (found.length === 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Run directories (`verdict-run-*` in the temp dir) that an invocation of `runId` left behind. */
export async function runDirectoriesOf(runId: string): Promise<string[]> {
  const base = await realpath(os.tmpdir());
  const left: string[] = [];
  for (const entry of await readdir(base)) {
    if (!entry.startsWith('verdict-run-')) continue;
    const owner = await readFile(path.join(base, entry, 'owner.json'), 'utf8').catch(() => '');
    if (owner.includes(`"runId":"${runId}"`)) left.push(entry);
  }
  return left;
}
