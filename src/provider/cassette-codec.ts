/**
 * The cassette codec (SPEC §4): text ↔ `Cassette`, no file, no HTTP. Keys in a fixed order and no
 * clock, so equal calls give equal bytes and a harness change reads as a small diff.
 */
import path from 'node:path';
import { ConfigError, messageOf, type Problem } from '../errors.js';
import { describeCassetteProblems, problemsOfIssues } from './cassette-problems.js';
import {
  planRequestDeltas,
  storedRequest,
  storedValuesOf,
  type RequestDelta,
} from './cassette-codec-delta.js';
import { CanonicalMeasure } from './cassette-codec-canonical.js';
import { PartWriter, selectParts } from './cassette-codec-parts.js';
import { CallLineReader } from './cassette-codec-reader.js';
import {
  CASSETTE_FORMAT,
  CASSETTE_FORMATS,
  CassetteHeaderSchema,
  type Cassette,
  type CassetteCall,
  type CassetteFormat,
  type CassetteHeader,
  type StoredCallV2,
} from './cassette-codec-schema.js';
import type { Fingerprint, RecordedResponse } from './types.js';
import { isRecord } from '../json/is-record.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';

export const CASSETTE_EXTENSION = '.jsonl';

export interface EncodedCassette {
  text: string;
  /** Each call's request as stored: what its base does not give it (the writer scans these). */
  deltas: RequestDelta[];
}

/** The `cassette/v2` text of a cassette: one JSON object per line, `\n` line ends, a final newline. */
export function encodeCassette(
  header: CassetteHeader,
  calls: readonly CassetteCall[],
): EncodedCassette {
  const { lines, deltas } = encodeCallLines(calls);
  const text = [orderHeader(header), ...lines].map((line) => `${JSON.stringify(line)}\n`).join('');
  return { text, deltas };
}

/** A call as `encodeCallLines` takes it: a call whose answer never came has no response. */
export interface CallToEncode {
  fingerprint: Fingerprint;
  response?: RecordedResponse;
}

/** A stored line of `encodeCallLines`: a `cassette/v2` call line, without a response if it had none. */
export type EncodedCallLine = Omit<StoredCallV2, 'response'> & { response?: RecordedResponse };

/**
 * The `cassette/v2` call lines (numbered from 1), each request a delta against an earlier one,
 * large repeated values stored once: a cassette after its header, and a run's trace. `measure` may
 * come filled already: it only remembers.
 */
export function encodeCallLines(
  calls: readonly CallToEncode[],
  measure = new CanonicalMeasure(),
): {
  lines: EncodedCallLine[];
  deltas: RequestDelta[];
} {
  const deltas = planRequestDeltas(
    calls.map((call) => call.fingerprint),
    measure,
  );
  const writer = new PartWriter(selectParts(deltas.flatMap(storedValuesOf), measure), measure);
  const lines = calls.map((call, index) =>
    storedLine(index + 1, call, deltas[index] as RequestDelta, writer, measure),
  );
  return { lines, deltas };
}

export const orderHeader = (header: CassetteHeader): CassetteHeader => ({
  format: CASSETTE_FORMAT,
  suiteId: header.suiteId,
  suiteVersion: header.suiteVersion,
  taskId: header.taskId,
  configHash: header.configHash,
  harnessVersion: header.harnessVersion,
});

/** The response's own fields in the format's order; what is inside them is kept as it came. */
const orderResponse = (response: RecordedResponse): RecordedResponse =>
  response.kind === 'json'
    ? { kind: response.kind, status: response.status, body: response.body }
    : { kind: response.kind, status: response.status, events: response.events };

function storedLine(
  number: number,
  call: CallToEncode,
  delta: RequestDelta,
  writer: PartWriter,
  measure: CanonicalMeasure,
): EncodedCallLine {
  const parts = new Map<string, unknown>();
  const request = storedRequest(
    delta,
    (value) => writer.encode(value, parts),
    ({ keep, append }) => {
      const encoded = append.map((entry) => writer.encode(entry, parts));
      return delta.from === undefined ? encoded : { keep, append: encoded };
    },
  );
  return {
    call: number,
    endpoint: call.fingerprint.endpoint,
    // Recomputed, never copied: the match key is by definition the hash of the request stored.
    sha256: measure.fingerprintSha256(call.fingerprint),
    ...(delta.from === undefined ? {} : { from: delta.from }),
    ...(parts.size === 0 ? {} : { parts: Object.fromEntries(parts) }),
    request,
    ...(call.response === undefined ? {} : { response: orderResponse(call.response) }),
  };
}

/** Parses a `cassette/v1` or `cassette/v2` text, or throws a `ConfigError` naming every problem. */
export function parseCassette(text: string, file: string): Cassette {
  const problems: Problem[] = [];
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines.at(-1) === '') lines.pop(); // the final newline ends the last line
  if (lines.length === 0) {
    problems.push({
      file,
      field: '(file)',
      message: `is empty: a cassette starts with its ${CASSETTE_FORMAT} header line`,
    });
  }
  let header: CassetteHeader | undefined;
  let format: CassetteFormat | undefined;
  const reader = new CallLineReader(file);
  let expectedCall = 0; // counts call lines, valid or not, so one bad line does not shift the rest
  lines.forEach((line, index) => {
    const subject = `line ${index + 1}`;
    if (index > 0 && line.trim() !== '') expectedCall += 1;
    const value = parseLine(line, (message) =>
      problems.push({ file, subject, field: '(line)', message }),
    );
    if (index === 0) {
      format = formatOf(value);
      if (value === undefined) return;
      const result = CassetteHeaderSchema.safeParse(value, { reportInput: true });
      if (result.success) header = result.data;
      else problems.push(...problemsOfIssues(result.error.issues, value, file, subject));
      return;
    }
    if (value === undefined) {
      if (line.trim() !== '') reader.skip(); // a call line, unreadable: later calls keep their number
      return;
    }
    format ??= isRecord(value) && 'fingerprint' in value ? 'cassette/v1' : CASSETTE_FORMAT;
    const read =
      format === 'cassette/v1'
        ? reader.readV1(value, expectedCall, subject)
        : reader.readV2(value, expectedCall, subject);
    problems.push(...read);
  });
  if (problems.length > 0 || header === undefined) {
    throw new ConfigError(describeCassetteProblems(file, problems), problems);
  }
  return { header, calls: reader.calls() };
}

/** The header's format when it names one we read; the call lines are read by its rules. */
const formatOf = (header: unknown): CassetteFormat | undefined =>
  isRecord(header) ? CASSETTE_FORMATS.find((known) => known === header.format) : undefined;

/** A line's JSON value, or undefined after reporting why it has none. */
function parseLine(line: string, report: (message: string) => void): unknown {
  if (line.trim() === '') {
    report('is empty (a cassette has one JSON object per line)');
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(line) as unknown;
  } catch (error) {
    // Not the parser's message: newer Node quotes the text around the error (maybe a secret).
    const position = /position (\d+)/.exec(messageOf(error))?.[1];
    report(
      `is not valid JSON${position === undefined ? '' : ` (at column ${Number(position) + 1})`}`,
    );
    return undefined;
  }
  if (nestsDeeperThan(value)) {
    report(TOO_DEEP_MESSAGE);
    return undefined;
  }
  return value;
}

/** How to record a cassette again, for messages: the suite's own directory when it is `cassettes/`. */
export function recordCommandFor(cassetteFile: string): string {
  const taskId = path.basename(cassetteFile, CASSETTE_EXTENSION);
  const cassetteDir = path.dirname(cassetteFile);
  if (path.basename(cassetteDir) === 'cassettes') {
    return `verdict record ${path.dirname(cassetteDir)} --tasks ${taskId}`;
  }
  return `verdict record <suite> --tasks ${taskId} --cassette-dir ${cassetteDir}`;
}
