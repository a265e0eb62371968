/**
 * The cassette codec (SPEC §4): text ↔ `Cassette`, with no file and no HTTP in it. It reads
 * `cassette/v1` and `cassette/v2` and writes `cassette/v2`: a header line, then one line per call
 * whose request is a delta against an earlier call (`cassette-codec-delta.ts`), with large repeated
 * values stored once as parts (`cassette-codec-parts.ts`), and the response exactly as the agent
 * received it. Keys are written in a fixed order and nothing depends on the clock, so equal calls
 * give equal bytes and a harness change reads as a small diff.
 */
import path from 'node:path';
import type { z } from 'zod';
import { ConfigError, messageOf, type Problem } from '../errors.js';
import { describeIssue, formatFieldPath, valueAt } from '../suite/describe-issue.js';
import { describeCassetteProblems, problemsOfIssues } from './cassette-problems.js';
import {
  applyRequestDelta,
  planRequestDeltas,
  storedValuesOf,
  WHOLE_FIELDS,
  type RequestDelta,
  type WholeField,
} from './cassette-codec-delta.js';
import { CanonicalMeasure } from './cassette-codec-canonical.js';
import { PartReader, PartWriter, selectParts, type PathSegment } from './cassette-codec-parts.js';
import {
  CASSETTE_FORMAT,
  CASSETTE_FORMATS,
  CassetteCallSchema,
  CassetteHeaderSchema,
  MessagesDeltaSchema,
  REQUEST_FIELDS,
  StoredCallV2Schema,
  type Cassette,
  type CassetteCall,
  type CassetteFormat,
  type CassetteHeader,
  type StoredCallV2,
} from './cassette-codec-schema.js';
import { FingerprintSchema, type Fingerprint, type RecordedResponse } from './types.js';
import { isRecord } from '../json/is-record.js';
import { nestsDeeperThan, sharedNestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';

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
 * The `cassette/v2` call lines of calls in the order given (numbered from 1), each request a delta
 * against an earlier one with large repeated values stored once: what a cassette holds after its
 * header, and what a run's trace keeps of its model calls (`run-dir/trace-schema.ts`). `measure` may
 * come measured already (a run's trace measures each call while the agent runs): it only remembers.
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
export const orderResponse = (response: RecordedResponse): RecordedResponse =>
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
  const fields = new Map(delta.fields);
  const request: Record<string, unknown> = {};
  for (const field of REQUEST_FIELDS) {
    if (field === 'messages') {
      if (delta.messages === undefined) continue;
      const append = delta.messages.append.map((entry) => writer.encode(entry, parts));
      request.messages = delta.from === undefined ? append : { keep: delta.messages.keep, append };
    } else if (fields.has(field)) {
      request[field] = writer.encode(fields.get(field), parts);
    }
  }
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
function formatOf(header: unknown): CassetteFormat | undefined {
  if (!isRecord(header)) return undefined;
  const { format } = header;
  return CASSETTE_FORMATS.find((known) => known === format);
}

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
    // Not the parser's message: newer Node versions quote the text around the error, which can be
    // a secret or a wall of JSON.
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

/** The call lines of one cassette, in order: a v2 line needs the calls and parts before it. */
class CallLineReader {
  /** By call number − 1; undefined for a line that could not be read. */
  private readonly decoded: Array<CassetteCall | undefined> = [];
  private readonly measure = new CanonicalMeasure();
  /** How deep each object of the decoded requests nests, shared ones measured once. */
  private readonly heights = new WeakMap<object, number>();
  private readonly parts: PartReader;

  constructor(private readonly file: string) {
    this.parts = new PartReader();
  }

  calls(): CassetteCall[] {
    return this.decoded.filter((call): call is CassetteCall => call !== undefined);
  }

  skip(): void {
    this.decoded.push(undefined);
  }

  readV1(value: unknown, expectedCall: number, subject: string): Problem[] {
    const result = CassetteCallSchema.safeParse(value, { reportInput: true });
    if (!result.success) {
      this.decoded.push(undefined);
      return problemsOfIssues(result.error.issues, value, this.file, subject);
    }
    // The value as parsed, not zod's copy: zod drops a `__proto__` key that JSON.parse keeps.
    const call = value as CassetteCall;
    this.decoded.push(call);
    return call.call === expectedCall ? [] : [this.misnumbered(expectedCall, subject)];
  }

  readV2(value: unknown, expectedCall: number, subject: string): Problem[] {
    const problems: Problem[] = [];
    const report = (at: readonly PathSegment[], message: string): void => {
      problems.push({
        file: this.file,
        subject,
        field: formatFieldPath(at, (prefix) => valueAt(value, prefix)),
        message,
      });
    };
    const result = StoredCallV2Schema.safeParse(value, { reportInput: true });
    if (!result.success) {
      this.decoded.push(undefined);
      return problemsOfIssues(result.error.issues, value, this.file, subject);
    }
    const line = value as StoredCallV2; // as parsed (see readV1)
    if (line.call !== expectedCall) problems.push(this.misnumbered(expectedCall, subject));
    const partsOk = this.parts.defineParts(line.parts, report);
    const fingerprint = this.decodeRequest(line, expectedCall, report);
    if (fingerprint === undefined || !partsOk || problems.length > 0) {
      this.decoded.push(undefined);
      return problems;
    }
    if (sharedNestsDeeperThan(fingerprint, this.heights)) {
      // Each part is shallow enough, but parts that reference parts can still stack up.
      this.decoded.push(undefined);
      return [
        ...problems,
        { file: this.file, subject, field: 'request', message: TOO_DEEP_MESSAGE },
      ];
    }
    const checked = FingerprintSchema.safeParse(fingerprint, { reportInput: true });
    if (!checked.success) {
      this.decoded.push(undefined);
      return [...problems, ...this.requestProblems(checked.error.issues, fingerprint, subject)];
    }
    const decoded = fingerprint as Fingerprint; // checked, but not zod's copy (see readV1)
    // A stored sha256 that no longer matches means the request was edited by hand. It is not
    // refused here: replay recomputes every hash from the request as it now reads, so the edit
    // diverges and the diagnosis names the edited field (SPEC §4), as with `cassette/v1`.
    this.decoded.push({
      call: line.call,
      sha256: line.sha256,
      fingerprint: decoded,
      response: line.response,
    });
    return problems;
  }

  /** The full fingerprint of a line, or undefined when it cannot be built (reported, or its base failed). */
  private decodeRequest(
    line: StoredCallV2,
    number: number,
    report: (at: readonly PathSegment[], message: string) => void,
  ): Record<string, unknown> | undefined {
    let base: Fingerprint | undefined;
    if (line.from !== undefined) {
      if (line.from >= number) {
        report(
          ['from'],
          `must name an earlier call of this cassette (1 … ${number - 1}), not ${line.from === number ? 'the call itself' : `call ${line.from}, which comes later`}`,
        );
        return undefined;
      }
      base = this.decoded[line.from - 1]?.fingerprint;
      if (base === undefined) return undefined; // its own problems are reported on its line
    }
    const { request } = line;
    const fields = new Map<WholeField, unknown>();
    let ok = true;
    for (const field of WHOLE_FIELDS) {
      if (request[field] === undefined) {
        if (base === undefined) {
          report(['request', field], 'is required: a request with no "from" stores every field');
          ok = false;
        }
        continue;
      }
      const decoded = this.parts.decode(request[field], ['request', field], report);
      if (decoded === undefined) ok = false;
      else fields.set(field, decoded.value);
    }
    const messages = this.decodeMessages(request.messages, base, line.from, report);
    if (!ok || messages === 'failed') return undefined;
    return applyRequestDelta(line.endpoint, base, fields, messages);
  }

  private decodeMessages(
    stored: unknown,
    base: Fingerprint | undefined,
    from: number | undefined,
    report: (at: readonly PathSegment[], message: string) => void,
  ): Parameters<typeof applyRequestDelta>[3] | 'failed' {
    const at = ['request', 'messages'];
    if (stored === undefined) {
      if (base !== undefined) return undefined;
      report(at, 'is required: a request with no "from" stores every field');
      return 'failed';
    }
    if (base === undefined) {
      const decoded = this.parts.decode(stored, at, report);
      if (decoded === undefined) return 'failed';
      if (!Array.isArray(decoded.value)) {
        report(at, 'must be an array (the whole conversation): a request with no "from" stores it');
        return 'failed';
      }
      return decoded.value as unknown[];
    }
    const delta = MessagesDeltaSchema.safeParse(stored, { reportInput: true });
    if (!delta.success) {
      for (const issue of delta.error.issues) report([...at, ...issue.path], describeIssue(issue));
      return 'failed';
    }
    const { keep, append } = delta.data;
    if (keep > base.messages.length) {
      report(
        [...at, 'keep'],
        `is ${keep}, but the conversation of call ${from} has only ${base.messages.length} entr${base.messages.length === 1 ? 'y' : 'ies'}`,
      );
      return 'failed';
    }
    const decoded = this.parts.decode(append, [...at, 'append'], report);
    return decoded === undefined ? 'failed' : { keep, append: decoded.value as unknown[] };
  }

  private requestProblems(
    issues: readonly z.core.$ZodIssue[],
    fingerprint: unknown,
    subject: string,
  ): Problem[] {
    return problemsOfIssues(issues, fingerprint, this.file, subject).map((problem) => ({
      ...problem,
      field: problem.field === '(top level)' ? 'request' : `request.${problem.field}`,
    }));
  }

  private misnumbered(expectedCall: number, subject: string): Problem {
    return {
      file: this.file,
      subject,
      field: 'call',
      message: `must be ${expectedCall}: calls are numbered 1, 2, 3 … in file order`,
    };
  }
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
