/**
 * What an agent that failed before any model call said on its way out (`codex: not found`, Node's
 * `Error: Cannot find module …`), for its incident and reason: a bare exit code tells a new user
 * nothing. The excerpt keeps the error line first, because a Node crash's last lines alone are
 * `requireStack: [] | } | Node.js v20`.
 */
import type { RunCommandResult } from '../process/run-command.js';
import type { RunClassification } from './classify-run.js';
import { lastBytes } from './run-trace.js';

/** Lines of stderr quoted after the error line. */
const EARLY_EXIT_LINES = 3;
/** The excerpt's bound in UTF-8 bytes; the error line takes at most half. */
export const EARLY_EXIT_BYTES = 2048;
const ERROR_LINE_BYTES = EARLY_EXIT_BYTES / 2;
const ERROR_LINE = /Error|error:|not found|No such file|denied|cannot/;
/**
 * A thrown error's header (`TypeError: …`, Python's `ModuleNotFoundError: …`), preferred: Node echoes
 * the source line `throw new Error(message);` above it, which matches `ERROR_LINE` but names nothing.
 */
const ERROR_HEADER = /^[\w$.]*(?:Error|Exception)\b[^:]*:/;
const SEPARATOR = ' | ';
const GAP = '…';
/** What comes before the excerpt in the sentence, and what `errorLineOfEarlyExit` looks for. */
const STDERR_LEAD = ' before any model call; its stderr: ';

/**
 * The error line (else the first), then the last `EARLY_EXIT_LINES` after it, trimmed and joined by
 * ` | ` (`…` where lines were left out), within `EARLY_EXIT_BYTES`; '' for an empty stderr.
 */
export function excerptStderr(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return '';
  const errorAt = Math.max(0, indexOfErrorLine(lines));
  const head = firstBytes(lines[errorAt] as string, ERROR_LINE_BYTES);
  const tailFrom = Math.max(errorAt + 1, lines.length - EARLY_EXIT_LINES);
  const tail = lines.slice(tailFrom);
  if (tail.length === 0) return head;
  const gap = tailFrom > errorAt + 1 ? `${GAP}${SEPARATOR}` : '';
  const lead = `${head}${SEPARATOR}${gap}`;
  return `${lead}${lastBytes(tail.join(SEPARATOR), EARLY_EXIT_BYTES - Buffer.byteLength(lead))}`;
}

/** An error's header, else any line naming an error; -1 for none. */
export function indexOfErrorLine(lines: readonly string[]): number {
  const header = lines.findIndex((line) => ERROR_HEADER.test(line));
  return header === -1 ? lines.findIndex((line) => ERROR_LINE.test(line)) : header;
}

/** The start of `text` within `limit` bytes, ending in `…` when cut. */
function firstBytes(text: string, limit: number): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= limit) return text;
  const kept = bytes.subarray(0, limit - Buffer.byteLength(GAP)).toString('utf8');
  return `${kept.replace(/\uFFFD+$/, '')}${GAP}`;
}

/** How an agent that failed before any model call ended, with its stderr's excerpt. */
export function earlyExitOf(result: RunCommandResult, modelCalls: number): string | undefined {
  if (modelCalls > 0 || result.outcome !== 'exited') return undefined;
  if (result.exitCode === 0 && result.signal === null) return undefined;
  const how =
    result.signal === null
      ? `exited with code ${result.exitCode}`
      : `was killed by ${result.signal}`;
  // Past the output cap, the kept start usually holds the error line and the cut's end the last lines.
  const stderr =
    result.cut === undefined ? result.stderr : `${result.stderr}\n${result.cut.stderr.end}`;
  const excerpt = excerptStderr(stderr);
  return excerpt === ''
    ? `the agent ${how} before any model call; its stderr was empty`
    : `the agent ${how}${STDERR_LEAD}${excerpt}`;
}

/** The error line of an `earlyExitOf` sentence, read back from a run's reason. */
export function errorLineOfEarlyExit(reason: string): string | undefined {
  const at = reason.indexOf(STDERR_LEAD);
  if (at === -1) return undefined;
  const line = (reason.slice(at + STDERR_LEAD.length).split(SEPARATOR, 1)[0] ?? '').trim();
  return line === '' ? undefined : line;
}

/** The classification with the agent's early exit added to its reason, when it failed or errored. */
export function withEarlyExit<T extends RunClassification>(
  classified: T,
  earlyExit: string | undefined,
): T {
  // A pass needs no excuse, an over-budget run's reason is its budget, a crash's is the exit itself.
  if (earlyExit === undefined || classified.status === 'pass') return classified;
  if (classified.status === 'budget_exceeded') return classified;
  if (classified.error?.kind === 'agent_crashed') return classified;
  const join = (text: string | undefined): string =>
    text === undefined || text === '' ? earlyExit : `${text}; ${earlyExit}`;
  return {
    ...classified,
    reason: join(classified.reason),
    ...(classified.error === undefined
      ? {}
      : { error: { ...classified.error, message: join(classified.error.message) } }),
  };
}
