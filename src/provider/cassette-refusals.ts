/**
 * Why the cassette writer refuses (SPEC §4): a secret, or a cassette or its directory over its cap.
 * Messages name the line, field and rule, never the secret, and say how to raise a cap.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { formatCount } from '../text/format.js';
import type { CassetteCaps } from '../suite/schema.js';
import { storedRequest, type RequestDelta } from './cassette-codec-delta.js';
import type { CassetteCall, CassetteHeader } from './cassette-codec-schema.js';
import {
  scanForSecrets,
  scanStreamedEvents,
  type ScanOptions,
  type SecretFinding,
} from './secret-scan.js';

/** Cassettes are committed and reviewed in diffs; a bigger one is a run that should be shortened. */
export const MAX_CASSETTE_BYTES = 256 * 1024;
/** All cassettes of one directory (a suite's) together. */
export const MAX_CASSETTE_DIR_BYTES = 2 * 1024 * 1024;

export interface CassetteSecretFinding extends SecretFinding {
  /** 1-based line of the cassette: the header is line 1, call n is line n + 1. */
  line: number;
}

/**
 * Scans each line for what it stores (what a request keeps from its base was scanned on the base's
 * line), naming the decoded field (`fingerprint.messages[7].content`) on the line that writes it.
 */
export async function findCassetteSecrets(
  header: CassetteHeader,
  calls: readonly CassetteCall[],
  deltas: readonly RequestDelta[],
  options: ScanOptions,
): Promise<CassetteSecretFinding[]> {
  const atLine = (line: number, findings: readonly SecretFinding[]): CassetteSecretFinding[] =>
    findings.map((finding) => ({ line, ...finding }));
  const perLine = await Promise.all([
    scanForSecrets(header, options).then((findings) => atLine(1, findings)),
    ...calls.map(async (call, index) => {
      const line = index + 2;
      const stored = storedView(call, deltas[index]);
      const { response } = call;
      if (response.kind !== 'sse') {
        return atLine(line, await scanForSecrets({ ...stored, response }, options));
      }
      // A stream's events are scanned apart, so that a key split across them is seen whole too.
      const withoutEvents = {
        ...stored,
        response: { kind: response.kind, status: response.status },
      };
      const [outside, inEvents] = await Promise.all([
        scanForSecrets(withoutEvents, options),
        scanStreamedEvents(response.events, 'response.events', options),
      ]);
      return atLine(line, [...outside, ...inEvents]);
    }),
  ]);
  return perLine.flat();
}

/**
 * A call as its line stores it, decoded; kept entries are nulls, so appended ones keep their index.
 */
function storedView(call: CassetteCall, delta: RequestDelta | undefined): Record<string, unknown> {
  const fingerprint =
    delta === undefined
      ? call.fingerprint
      : {
          endpoint: call.fingerprint.endpoint,
          ...storedRequest(
            delta,
            (value) => value,
            ({ keep, append }) => [...new Array<null>(keep).fill(null), ...append],
          ),
        };
  return { call: call.call, sha256: call.sha256, fingerprint };
}

export interface SizeProblem {
  reason: string;
  advice: string;
}

/** What is wrong with the size of a cassette of `bytes` written to `file`; empty when it fits. */
export async function checkCassetteSize(
  file: string,
  bytes: number,
  caps: CassetteCaps = {},
): Promise<SizeProblem[]> {
  const problems: SizeProblem[] = [];
  const maxBytes = caps.maxBytes ?? MAX_CASSETTE_BYTES;
  const maxDirBytes = caps.maxDirBytes ?? MAX_CASSETTE_DIR_BYTES;
  if (bytes > maxBytes) {
    const limit =
      caps.maxBytes === undefined ? 'the 256 KB limit' : 'the suite’s limit (cassettes.maxBytes)';
    problems.push({
      reason: `the cassette would be ${formatBytes(bytes)}, over ${limit} for one cassette (${formatBytes(maxBytes)})`,
      advice: `Record a shorter run (fewer turns, smaller tool outputs) or split the task, or raise the cap in suite.json: "cassettes": {"maxBytes": ${roundUpCap(bytes)}}.`,
    });
  }
  // The old version of this file is replaced, so only the new size counts for it.
  const total = (await sizeOfOtherCassettes(file)) + bytes;
  if (total > maxDirBytes) {
    const limit =
      caps.maxDirBytes === undefined
        ? 'the 2 MB limit'
        : 'the suite’s limit (cassettes.maxDirBytes)';
    problems.push({
      reason: `the cassettes in its directory would then take ${formatBytes(total)}, over ${limit} per directory (${formatBytes(maxDirBytes)})`,
      advice: `Delete the cassettes of tasks that no longer exist, or split the suite, or raise the cap in suite.json: "cassettes": {"maxDirBytes": ${roundUpCap(total)}}.`,
    });
  }
  return problems;
}

/** A cap to suggest: the size needed, rounded up to whole 64 KiB. */
const roundUpCap = (bytes: number): number => Math.ceil(bytes / 65_536) * 65_536;

async function sizeOfOtherCassettes(file: string): Promise<number> {
  const dir = path.dirname(file);
  const name = path.basename(file);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0; // no directory yet: nothing else in it
  }
  const others = entries.filter(
    (entry) => entry.isFile() && entry.name.endsWith('.jsonl') && entry.name !== name,
  );
  const sizes = await Promise.all(
    others.map(async (entry) => (await stat(path.join(dir, entry.name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** `<file>: line 3: <field>: looks like … (<rule>); nothing was written`, then what to do. */
export function describeRefusal(
  file: string,
  findings: readonly CassetteSecretFinding[],
  sizeProblems: readonly SizeProblem[],
): string {
  const reasons = [
    ...findings.map(
      (finding) =>
        `line ${finding.line}: ${finding.path}: ${finding.description} (${finding.rule})`,
    ),
    ...sizeProblems.map((problem) => problem.reason),
  ];
  const advice = [
    ...(findings.length === 0
      ? []
      : [
          'Remove the secret from the task (prompt, fixture) or from what the agent can read, then record again. The scan looks for known key shapes and your credentials only: review a cassette before committing it.',
        ]),
    ...sizeProblems.map((problem) => problem.advice),
  ];
  const summary =
    reasons.length === 1
      ? [`${file}: ${reasons[0]}; nothing was written`]
      : [
          `${file}: refused for ${reasons.length} reasons; nothing was written:`,
          ...reasons.map((reason) => `  - ${reason}`),
        ];
  return [...summary, ...advice].join('\n');
}

const formatBytes = (bytes: number): string => `${formatCount(bytes)} bytes`;
