/** The reading side of the codec: call lines decoded, problems named by line and field. */
import type { z } from 'zod';
import type { Problem } from '../errors.js';
import { describeIssue, formatFieldPath, valueAt } from '../json/describe-issue.js';
import { problemsOfIssues } from './cassette-problems.js';
import { applyRequestDelta, WHOLE_FIELDS, type WholeField } from './cassette-codec-delta.js';
import { CanonicalMeasure } from './cassette-codec-canonical.js';
import { PartReader, type PathSegment } from './cassette-codec-parts.js';
import {
  CassetteCallSchema,
  MessagesDeltaSchema,
  StoredCallV2Schema,
  type CassetteCall,
  type StoredCallV2,
} from './cassette-codec-schema.js';
import { FingerprintSchema, type Fingerprint } from './types.js';
import { sharedNestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';
import { plural } from '../text/format.js';

/** The call lines of one cassette, in order: a v2 line needs the calls and parts before it. */
export class CallLineReader {
  /** By call number − 1; undefined for a line that could not be read. */
  private readonly decoded: Array<CassetteCall | undefined> = [];
  private readonly measure = new CanonicalMeasure();
  /** How deep each object of the decoded requests nests, shared ones measured once. */
  private readonly heights = new WeakMap<object, number>();
  private readonly parts = new PartReader();

  constructor(private readonly file: string) {}

  calls(): CassetteCall[] {
    return this.decoded.filter((call): call is CassetteCall => call !== undefined);
  }

  skip(): void {
    this.failed([]);
  }

  private failed(problems: Problem[]): Problem[] {
    this.decoded.push(undefined);
    return problems;
  }

  readV1(value: unknown, expectedCall: number, subject: string): Problem[] {
    const result = CassetteCallSchema.safeParse(value, { reportInput: true });
    if (!result.success) {
      return this.failed(problemsOfIssues(result.error.issues, value, this.file, subject));
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
      return this.failed(problemsOfIssues(result.error.issues, value, this.file, subject));
    }
    const line = value as StoredCallV2; // as parsed (see readV1)
    if (line.call !== expectedCall) problems.push(this.misnumbered(expectedCall, subject));
    const partsOk = this.parts.defineParts(line.parts, report);
    const fingerprint = this.decodeRequest(line, expectedCall, report);
    if (fingerprint === undefined || !partsOk || problems.length > 0) return this.failed(problems);
    if (sharedNestsDeeperThan(fingerprint, this.heights)) {
      // Each part is shallow enough, but parts that reference parts can still stack up.
      return this.failed([
        { file: this.file, subject, field: 'request', message: TOO_DEEP_MESSAGE },
      ]);
    }
    const checked = FingerprintSchema.safeParse(fingerprint, { reportInput: true });
    if (!checked.success) {
      return this.failed(this.requestProblems(checked.error.issues, fingerprint, subject));
    }
    const decoded = fingerprint as Fingerprint; // checked, but not zod's copy (see readV1)
    // A stale sha256 (a hand edit) is not refused: replay recomputes every hash, so the edit
    // diverges and the diagnosis names the edited field (SPEC §4).
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
        `is ${keep}, but the conversation of call ${from} has only ${plural(base.messages.length, 'entry', 'entries')}`,
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
