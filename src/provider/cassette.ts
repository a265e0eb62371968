/**
 * The `cassette/v1` format (SPEC §4): JSONL, one file per task. Line 1 is the header; then one line
 * per model call with its normalized fingerprint, the fingerprint's sha256 and the response exactly
 * as the agent received it. No timestamps: two recordings of the same scripted run are byte-identical.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, InfrastructureError, messageOf, type Problem } from '../errors.js';
import { IdSchema } from '../suite/schema.js';
import { describeCassetteProblems, problemsOfIssues } from './cassette-problems.js';
import {
  checkCassetteSize,
  describeRefusal,
  findCassetteSecrets,
  type CassetteSecretFinding,
} from './cassette-refusals.js';
import { FingerprintSchema, RecordedResponseSchema } from './types.js';

export const CASSETTE_FORMAT = 'cassette/v1';
export const CASSETTE_EXTENSION = '.jsonl';

export const CassetteHeaderSchema = z.strictObject({
  format: z.literal(CASSETTE_FORMAT),
  suiteId: IdSchema,
  suiteVersion: z.string().min(1),
  taskId: IdSchema,
  /** Hash of the measured configuration; replay warns when the current one differs. */
  configHash: z.string().min(1),
  harnessVersion: z.string().min(1),
});
export type CassetteHeader = z.infer<typeof CassetteHeaderSchema>;

export const CassetteCallSchema = z.strictObject({
  /** 1-based, in file order. */
  call: z.number().int().min(1),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits (the fingerprint’s sha256)'),
  fingerprint: FingerprintSchema,
  response: RecordedResponseSchema,
});
export type CassetteCall = z.infer<typeof CassetteCallSchema>;

export interface Cassette {
  header: CassetteHeader;
  calls: CassetteCall[];
}

/** `<cassetteDir>/<taskId>.jsonl`; task ids are portable file names (see `IdSchema`). */
export function cassettePath(cassetteDir: string, taskId: string): string {
  return path.join(cassetteDir, `${taskId}${CASSETTE_EXTENSION}`);
}

/**
 * One JSON object per line, `\n` line ends and a final newline; equal inputs give equal bytes. Keys
 * are placed in the format's order down to the fingerprint's and the response's own fields; what is
 * inside those keeps the order it came in: the response must stay exactly as the agent received it.
 */
export function serializeCassette(header: CassetteHeader, calls: readonly CassetteCall[]): string {
  return [orderHeader(header), ...calls.map(orderCall)]
    .map((line) => `${JSON.stringify(line)}\n`)
    .join('');
}

/** Parses a cassette, or throws a `ConfigError` naming every problem by line and field. */
export function parseCassette(text: string, file: string): Cassette {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop(); // the final newline ends the last line
  if (lines.length === 0) {
    problems.push({
      file,
      field: '(file)',
      message: `is empty: a cassette starts with its ${CASSETTE_FORMAT} header line`,
    });
  }
  let header: CassetteHeader | undefined;
  const calls: CassetteCall[] = [];
  let expectedCall = 0; // counts call lines, valid or not, so one bad line does not shift the rest
  lines.forEach((line, index) => {
    const subject = `line ${index + 1}`;
    if (index > 0 && line.trim() !== '') expectedCall += 1;
    const value = parseLine(line, (message) =>
      problems.push({ file, subject, field: '(line)', message }),
    );
    if (value === undefined) return;
    if (index === 0) {
      const result = CassetteHeaderSchema.safeParse(value, { reportInput: true });
      if (result.success) header = result.data;
      else problems.push(...problemsOfIssues(result.error.issues, value, file, subject));
      return;
    }
    const result = CassetteCallSchema.safeParse(value, { reportInput: true });
    if (!result.success) {
      problems.push(...problemsOfIssues(result.error.issues, value, file, subject));
      return;
    }
    if (result.data.call !== expectedCall) {
      problems.push({
        file,
        subject,
        field: 'call',
        message: `must be ${expectedCall}: calls are numbered 1, 2, 3 … in file order`,
      });
    }
    calls.push(result.data);
  });
  if (problems.length > 0 || header === undefined) {
    throw new ConfigError(describeCassetteProblems(file, problems), problems);
  }
  return { header, calls };
}

/** A line's JSON value, or undefined after reporting why it has none. */
function parseLine(line: string, report: (message: string) => void): unknown {
  if (line.trim() === '') {
    report('is empty (a cassette has one JSON object per line)');
    return undefined;
  }
  try {
    return JSON.parse(line) as unknown;
  } catch (error) {
    // Not the parser's message: newer Node versions quote the text around the error, which can be
    // a secret or a wall of JSON.
    const position = /position (\d+)/.exec(messageOf(error))?.[1];
    report(
      `is not valid JSON${position === undefined ? '' : ` (at column ${Number(position) + 1})`}`,
    );
    return undefined;
  }
}

/**
 * Reads and parses a cassette. `displayPath` is the file as the user would name it (defaults to
 * `file`). A missing cassette is a configuration problem that says how to record it.
 */
export async function readCassette(file: string, displayPath = file): Promise<Cassette> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) {
      const message = `the cassette does not exist; record it with \`${recordCommandFor(displayPath)}\``;
      throw new ConfigError(`${displayPath}: ${message}`, [
        { file: displayPath, field: '(file)', message },
      ]);
    }
    throw new InfrastructureError(`${displayPath}: cannot read the cassette: ${messageOf(error)}`);
  }
  return parseCassette(text, displayPath);
}

function recordCommandFor(cassetteFile: string): string {
  const taskId = path.basename(cassetteFile, CASSETTE_EXTENSION);
  const cassetteDir = path.dirname(cassetteFile);
  if (path.basename(cassetteDir) === 'cassettes') {
    return `verdict record ${path.dirname(cassetteDir)} --tasks ${taskId}`;
  }
  return `verdict record <suite> --tasks ${taskId} --cassette-dir ${cassetteDir}`;
}

const isMissingFile = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The writer refused a cassette (a secret, or too large); nothing was written. */
export class CassetteRefusedError extends InfrastructureError {
  constructor(
    message: string,
    /** Where each secret is; never the secret itself. */
    readonly findings: readonly CassetteSecretFinding[],
  ) {
    super(message);
  }
}

export interface WriteCassetteOptions {
  /** Exact credentials (environment, profile) that must never be written. */
  secrets: readonly string[];
  /** The file as the user would name it in messages; defaults to `file`. */
  displayPath?: string;
}

/**
 * Writes a cassette atomically (a temp file renamed over the old one), creating its directory.
 * Refuses, writing nothing, when the scan finds a secret or the cassette is over 256 KB, or when the
 * directory's cassettes would then exceed 2 MB in all.
 */
export async function writeCassette(
  file: string,
  header: CassetteHeader,
  calls: readonly CassetteCall[],
  options: WriteCassetteOptions,
): Promise<void> {
  const displayPath = options.displayPath ?? file;
  const text = serializeCassette(header, calls);
  // Scanned as written: the same objects, in the same key order, as the serialized lines.
  const findings = await findCassetteSecrets(orderHeader(header), calls.map(orderCall), {
    exactSecrets: options.secrets,
  });
  // Serialized per directory: the directory total must account for cassettes written concurrently.
  await inDirectoryQueue(path.dirname(path.resolve(file)), async () => {
    const sizeProblems = await checkCassetteSize(file, Buffer.byteLength(text, 'utf8'));
    if (findings.length > 0 || sizeProblems.length > 0) {
      throw new CassetteRefusedError(
        describeRefusal(displayPath, findings, sizeProblems),
        findings,
      );
    }
    await writeAtomically(file, text, displayPath);
  });
}

async function writeAtomically(file: string, text: string, displayPath: string): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, text, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw new InfrastructureError(`${displayPath}: cannot write the cassette: ${messageOf(error)}`);
  }
}

const directoryQueues = new Map<string, Promise<void>>();

async function inDirectoryQueue(dir: string, work: () => Promise<void>): Promise<void> {
  const previous = directoryQueues.get(dir) ?? Promise.resolve();
  const current = previous.then(work);
  const settled = current.catch(() => undefined);
  directoryQueues.set(dir, settled);
  try {
    await current;
  } finally {
    if (directoryQueues.get(dir) === settled) directoryQueues.delete(dir);
  }
}

const orderHeader = (header: CassetteHeader): CassetteHeader => ({
  format: header.format,
  suiteId: header.suiteId,
  suiteVersion: header.suiteVersion,
  taskId: header.taskId,
  configHash: header.configHash,
  harnessVersion: header.harnessVersion,
});

const orderCall = ({ call, sha256, fingerprint, response }: CassetteCall): CassetteCall => ({
  call,
  sha256,
  fingerprint: {
    endpoint: fingerprint.endpoint,
    model: fingerprint.model,
    instructions: fingerprint.instructions,
    messages: fingerprint.messages,
    tools: fingerprint.tools,
    outputLimit: fingerprint.outputLimit,
    nativeTools: fingerprint.nativeTools,
    reasoningEffort: fingerprint.reasoningEffort,
    answerControls: fingerprint.answerControls,
  },
  response:
    response.kind === 'json'
      ? { kind: response.kind, status: response.status, body: response.body }
      : { kind: response.kind, status: response.status, events: response.events },
});
