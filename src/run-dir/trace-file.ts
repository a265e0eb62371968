/**
 * A run's trace file: written once when the run ends, capped and redacted (SPEC §7); read back line
 * by line, so that a corrupt line costs only itself.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../errors.js';
import { redactJson } from '../provider/secret-redact.js';
import { writeFileAtomically } from './atomic-write.js';
import { parseJsonLines } from './json-lines.js';
import { secretIncidents } from './runs-jsonl.js';
import {
  TRACES_DIR,
  TraceHeaderSchema,
  TraceLineSchema,
  type TraceCut,
  type TraceEvent,
  type TraceHeader,
} from './trace-schema.js';

/** Where a run's trace goes, relative to its run directory: `traces/<taskId>/<repetition>.jsonl`. */
export function traceFileOf(run: { taskId: string; repetition: number; variant?: string }): string {
  const name = `${run.variant === undefined ? '' : `${run.variant}.`}${run.repetition}.jsonl`;
  return path.posix.join(TRACES_DIR, run.taskId, name);
}

/** The trace `record` names in `dir`, or undefined when it leaves `dir` (runs.jsonl may be an artifact's). */
export function traceFileIn(
  dir: string,
  record: { taskId: string; repetition: number; variant?: string; trace?: string },
): string | undefined {
  const root = path.resolve(dir);
  const file = path.resolve(root, record.trace ?? traceFileOf(record));
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

/** Events a cut leaves out first: the conversation, which is most of a trace's bytes. */
const isConversation = (event: TraceEvent): boolean =>
  event.type === 'model_call' || event.type === 'tool_call';

const lineBytes = (line: unknown): number => Buffer.byteLength(JSON.stringify(line)) + 1;

/** The message a cut trace carries, which `verdict add` repeats when it refuses one. */
export function cutMessage(maxBytes: number): string {
  return `the trace of this run was cut at ${formatBytes(maxBytes)}: raise trace.maxBytes and run again`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * The events that fit in `maxBytes`: all but the conversation, and of the conversation a prefix
 * (each request is a delta against an earlier one), then a `cut` line for the rest.
 */
export function capTrace(
  header: TraceHeader,
  events: readonly TraceEvent[],
  maxBytes: number,
): TraceEvent[] {
  const sizes = events.map(lineBytes);
  const total = lineBytes(header) + sizes.reduce((sum, size) => sum + size, 0);
  if (total <= maxBytes) return [...events];
  const cutLine = (droppedEvents: number, droppedBytes: number): TraceCut => ({
    type: 'cut',
    maxBytes,
    droppedEvents,
    droppedBytes,
    message: cutMessage(maxBytes),
  });
  let room =
    maxBytes -
    lineBytes(header) -
    lineBytes(cutLine(events.length, total)) -
    events.reduce((sum, event, index) => sum + (isConversation(event) ? 0 : sizes[index]!), 0);
  const kept: TraceEvent[] = [];
  let cut: TraceCut | undefined;
  for (const [index, event] of events.entries()) {
    const size = sizes[index]!;
    if (!isConversation(event)) {
      kept.push(event);
    } else if (cut === undefined && size <= room) {
      room -= size;
      kept.push(event);
    } else if (cut === undefined) {
      cut = cutLine(1, size);
      kept.push(cut);
    } else {
      cut.droppedEvents += 1;
      cut.droppedBytes += size;
    }
  }
  // What is always kept may itself be over the cap (a huge verifier detail): the last lines go.
  let size = lineBytes(header) + kept.reduce((sum, event) => sum + lineBytes(event), 0);
  while (size > maxBytes && kept.length > 1) {
    const index = kept.findLastIndex((event) => event.type !== 'cut');
    if (index === -1) break;
    const [removed] = kept.splice(index, 1);
    size -= lineBytes(removed);
    if (cut === undefined) {
      cut = cutLine(1, lineBytes(removed));
      kept.push(cut);
      size += lineBytes(cut);
    } else {
      cut.droppedEvents += 1;
      cut.droppedBytes += lineBytes(removed);
    }
  }
  return kept;
}

/**
 * The traces this process wrote, as written (capped, redacted), up to `maxBytes` of their text: the
 * report's transcripts are made from them without reading each file back.
 */
export class KeptTraces {
  private readonly byFile = new Map<string, readonly TraceEvent[]>();
  private room: number;

  constructor(maxBytes: number) {
    this.room = maxBytes;
  }

  add(file: string, events: readonly TraceEvent[], bytes: number): void {
    if (bytes > this.room) return;
    this.room -= bytes;
    this.byFile.set(file, events);
  }

  /** The events of the trace at `file`, relative to its run directory, when this process wrote it. */
  get(file: string): readonly TraceEvent[] | undefined {
    return this.byFile.get(file);
  }
}

/** Writes a run's trace under `runDir`, capped, then redacted: each secret an incident line. */
export async function writeTrace(
  runDir: string,
  header: TraceHeader,
  events: readonly TraceEvent[],
  keptTraces?: KeptTraces,
): Promise<{ file: string; bytes: number; cut: boolean; redacted: number }> {
  const relative = traceFileOf(header);
  const kept = capTrace(header, events, header.maxBytes);
  const { value, findings } = await redactJson([header, ...kept]);
  const incidents = secretIncidents(findings).map((incident) => ({
    type: 'incident',
    ...incident,
  }));
  const lines: unknown[] = [...value, ...incidents];
  const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  const file = path.join(runDir, relative);
  await writeCreatingParent(file, text);
  const bytes = Buffer.byteLength(text);
  keptTraces?.add(relative, lines.slice(1) as TraceEvent[], bytes);
  return {
    file: relative,
    bytes,
    cut: kept.some((event) => event.type === 'cut'),
    redacted: findings.length,
  };
}

/**
 * Makes the task's folder only when the write finds it missing. No fsync: the record appended
 * after it is what a resume trusts.
 */
async function writeCreatingParent(file: string, text: string): Promise<void> {
  try {
    await writeFileAtomically(file, text, { durable: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomically(file, text, { durable: false });
  }
}

export interface TraceRead {
  /** Absent when the first line is not a valid header (a problem says why). */
  header?: TraceHeader;
  events: TraceEvent[];
  /** Lines that were skipped, each named by its number. */
  problems: Problem[];
}

/** Never throws on content: a bad line is skipped and named. A missing file is an fs error. */
export async function readTrace(file: string): Promise<TraceRead> {
  const text = await readFile(file, 'utf8');
  const { lines, problems } = parseJsonLines(text, file, (index) =>
    index === 0 ? TraceHeaderSchema : TraceLineSchema,
  );
  const events: TraceEvent[] = [];
  let header: TraceHeader | undefined;
  for (const { value } of lines) {
    if (value.type === 'header') header ??= value;
    else events.push(value);
  }
  return { ...(header === undefined ? {} : { header }), events, problems };
}
