/**
 * `runs.jsonl`: one run record per line, flushed as each run ends so that a killed process loses
 * only the runs in flight; read back so that a torn or invalid line costs only itself.
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
 * Appends are queued per file, or two long lines of concurrent runs could interleave; the lines
 * queued during one write and fsync go out together in the next.
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
 * Appends one record as one flushed line and returns it as written, every secret redacted (SPEC §7)
 * with an incident: what every later output must use. Validated first: a line that cannot be read
 * back would be lost at resume time instead of now.
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

/** A batch at a time until none is left; a failed batch fails its own lines. */
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
    // After a torn last line (a killed process), start on a fresh line so that only it is lost.
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
    // A write that failed part-way (a full disk) leaves no half record: cut back, which needs no space.
    await handle.truncate(size).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
}

/** Never throws on content: a torn or invalid line is skipped and named. A missing file is an fs error. */
export async function readRunRecords(
  file: string,
): Promise<{ records: RunRecord[]; problems: Problem[] }> {
  const text = await readFile(file, 'utf8');
  const { lines, problems } = parseJsonLines(text, file, () => RunRecordSchema, {
    tornLastLine: true,
  });
  return { records: lines.map((line) => line.value), problems };
}

/** Cuts a torn last line (one that is not JSON), so that new records do not strand it mid-file. */
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
