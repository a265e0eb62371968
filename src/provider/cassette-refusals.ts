/**
 * Why the cassette writer refuses (SPEC §4): a secret (a known key shape, or one of the user's exact
 * credentials), a cassette over 256 KB, or a cassette directory over 2 MB. Messages name the line,
 * the field and the rule, never the secret.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CassetteCall, CassetteHeader } from './cassette.js';
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

/** Scans the lines as they will be written: the header and each call, with its line number. */
export async function findCassetteSecrets(
  header: CassetteHeader,
  calls: readonly CassetteCall[],
  options: ScanOptions,
): Promise<CassetteSecretFinding[]> {
  const atLine = (line: number, findings: readonly SecretFinding[]): CassetteSecretFinding[] =>
    findings.map((finding) => ({ line, ...finding }));
  const perLine = await Promise.all([
    scanForSecrets(header, options).then((findings) => atLine(1, findings)),
    ...calls.map(async (call, index) => {
      const line = index + 2;
      const { response } = call;
      if (response.kind !== 'sse') return atLine(line, await scanForSecrets(call, options));
      // A stream's events are scanned apart, so that a key split across them is seen whole too.
      const withoutEvents = { ...call, response: { kind: response.kind, status: response.status } };
      const [outside, inEvents] = await Promise.all([
        scanForSecrets(withoutEvents, options),
        scanStreamedEvents(response.events, 'response.events', options),
      ]);
      return atLine(line, [...outside, ...inEvents]);
    }),
  ]);
  return perLine.flat();
}

export interface SizeProblem {
  reason: string;
  advice: string;
}

/** What is wrong with the size of a cassette of `bytes` written to `file`; empty when it fits. */
export async function checkCassetteSize(file: string, bytes: number): Promise<SizeProblem[]> {
  const problems: SizeProblem[] = [];
  if (bytes > MAX_CASSETTE_BYTES) {
    problems.push({
      reason: `the cassette would be ${formatBytes(bytes)}, over the 256 KB limit for one cassette (${formatBytes(MAX_CASSETTE_BYTES)})`,
      advice: 'Record a shorter run (fewer turns, smaller tool outputs) or split the task.',
    });
  }
  // The old version of this file is replaced, so only the new size counts for it.
  const total = (await sizeOfOtherCassettes(file)) + bytes;
  if (total > MAX_CASSETTE_DIR_BYTES) {
    problems.push({
      reason: `the cassettes in its directory would then take ${formatBytes(total)}, over the 2 MB limit per directory (${formatBytes(MAX_CASSETTE_DIR_BYTES)})`,
      advice: 'Delete the cassettes of tasks that no longer exist, or split the suite.',
    });
  }
  return problems;
}

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

/**
 * `<file>: line 3: response.body.choices[0].message.content: looks like an OpenAI API key
 * (@secretlint/secretlint-rule-openai); nothing was written`, then what to do. Several reasons are
 * listed one per line.
 */
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

const formatBytes = (bytes: number): string => `${bytes.toLocaleString('en-US')} bytes`;
