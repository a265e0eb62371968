/**
 * `runs.jsonl` of a run directory: one run record per line, appended and flushed as each run ends so
 * that a killed process loses only the runs in flight, and read back line by line so that a torn or
 * invalid line costs only itself.
 */
import { open, readFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../errors.js';
import {
  redactJson,
  SECRET_REDACTED_INCIDENT,
  type RedactionFinding,
} from '../provider/secret-redact.js';
import { parseJsonLines } from './json-lines.js';
import { RunRecordSchema, type Incident, type RunRecord } from './record-schema.js';

export const RUNS_FILE = 'runs.jsonl';

/**
 * Appends are queued per file: concurrent runs end at arbitrary moments, and two writes of one
 * long line each could otherwise interleave. The lines that queue up while one write and its fsync
 * are under way go out together in the next: one write and one fsync for all of them, in order.
 */
interface AppendQueue {
  lines: string[];
  settle: Array<{ resolve: () => void; reject: (error: unknown) => void }>;
  writing: boolean;
}
const appendQueues = new Map<string, AppendQueue>();

/** Each secret a redaction replaced, as an incident naming the rule and where (never the value). */
export function secretIncidents(findings: readonly RedactionFinding[]): Incident[] {
  return findings.map((finding) => ({
    kind: SECRET_REDACTED_INCIDENT,
    detail: `${finding.rule} in ${finding.path}`,
  }));
}

/**
 * Appends one record as one JSON line and fsyncs it before resolving, and returns the record as
 * written: with every secret the agent or the model put in it replaced by `<redacted:RULE>` (SPEC
 * §7), each one a `secret_redacted` incident, which is what every later output must use. The
 * record is validated first: a line that cannot be read back would be lost at resume time instead
 * of now.
 */
export async function appendRunRecord(file: string, record: RunRecord): Promise<RunRecord> {
  const { value, findings } = await redactJson(record);
  const written = RunRecordSchema.parse(
    findings.length === 0
      ? record
      : { ...value, incidents: [...value.incidents, ...secretIncidents(findings)] },
  );
  await queueLine(file, `${JSON.stringify(written)}\n`);
  return written;
}

/** Resolves once `line` is in `file` and flushed, with whatever lines queued beside it. */
function queueLine(file: string, line: string): Promise<void> {
  const key = path.resolve(file);
  let queue = appendQueues.get(key);
  if (queue === undefined) {
    queue = { lines: [], settle: [], writing: false };
    appendQueues.set(key, queue);
  }
  const queued = queue;
  return new Promise<void>((resolve, reject) => {
    queued.lines.push(line);
    queued.settle.push({ resolve, reject });
    if (!queued.writing) void drain(key, file, queued);
  });
}

/** Writes the queue's lines, a batch at a time, until none is left; a failed batch fails its own. */
async function drain(key: string, file: string, queue: AppendQueue): Promise<void> {
  queue.writing = true;
  while (queue.lines.length > 0) {
    const lines = queue.lines.splice(0);
    const settle = queue.settle.splice(0);
    try {
      await appendLine(file, lines.join(''));
      for (const { resolve } of settle) resolve();
    } catch (error) {
      for (const { reject } of settle) reject(error);
    }
  }
  queue.writing = false;
  appendQueues.delete(key);
}

async function appendLine(file: string, line: string): Promise<void> {
  const handle = await open(file, 'a+');
  let size = 0;
  try {
    // A process killed mid-write leaves a torn last line; start on a fresh line so that only the
    // torn line is lost, not the record appended after it.
    ({ size } = await handle.stat());
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    await handle.appendFile(prefix + line);
    await handle.sync();
  } catch (error) {
    // A write that failed part-way (a full disk) must not leave half a record behind: cut the
    // file back to where it was, which needs no space, so that every line in it stays whole.
    await handle.truncate(size).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
}

export interface RunRecordsRead {
  records: RunRecord[];
  /** Lines that were skipped, each named by line number and field. */
  problems: Problem[];
}

/**
 * Reads `runs.jsonl`. Never throws on content: a torn last line (a process killed mid-write) or an
 * invalid line is skipped and reported, because the other records are still good evidence. A missing
 * file is an fs error for the caller to word.
 */
export async function readRunRecords(file: string): Promise<RunRecordsRead> {
  const text = await readFile(file, 'utf8');
  const { lines, problems } = parseJsonLines(text, file, () => RunRecordSchema, {
    tornLastLine: true,
  });
  return { records: lines.map((line) => line.value), problems };
}

/**
 * Cuts a torn last line (a process killed mid-write) from runs.jsonl, so that the records appended
 * now do not leave it stranded mid-file. Only a last line that is not JSON is cut.
 */
export async function cutTornLastLine(file: string): Promise<boolean> {
  const text = await readFile(file).catch(() => undefined);
  if (text === undefined || text.length === 0 || text[text.length - 1] === 0x0a) return false;
  const start = text.lastIndexOf(0x0a) + 1;
  try {
    JSON.parse(text.subarray(start).toString('utf8'));
    return false;
  } catch {
    await truncate(file, start);
    return true;
  }
}
