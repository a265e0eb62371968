/**
 * An agent that ended with a failure before any model call (a wrapper whose binary is missing says
 * `codex: not found` and exits 127; Node says `Error: Cannot find module …` and a stack): what it
 * said on its way out, for the run's incident, its reason and the `record` command's message — a
 * bare exit code tells a new user nothing. Such a run produced no result about the model: it is
 * `error` (`agent_crashed`) in every mode (SPEC §3), decided by `classifyAgentEnd`.
 *
 * The excerpt keeps the line that names the error first, then the last lines: the last lines alone
 * of a Node crash are `requireStack: [] | } | Node.js v20`, which say nothing.
 */
import type { RunCommandResult } from '../process/run-command.js';
import type { RunClassification } from './classify-run.js';
import { lastBytes } from './run-trace.js';

/** Lines of the agent's stderr a message quotes after the error line. */
const EARLY_EXIT_LINES = 3;
/** The excerpt's bound, in UTF-8 bytes: the error line and the last lines together. */
export const EARLY_EXIT_BYTES = 2048;
/** The error line takes at most half of it, so the last lines always have room. */
const ERROR_LINE_BYTES = EARLY_EXIT_BYTES / 2;
/** A line that names what went wrong (`Error: …`, `sh: 1: codex: not found`, `Permission denied`). */
const ERROR_LINE = /Error|error:|not found|No such file|denied|cannot/;
/**
 * A line that starts as a thrown error's header does (`Error: …`, `TypeError: …`, `Error
 * [ERR_MODULE_NOT_FOUND]: …`, Python's `ModuleNotFoundError: …`). Preferred: above the header of an
 * uncaught throw Node echoes the source line, `throw new Error(message);`, which matches
 * `ERROR_LINE` but names no error.
 */
const ERROR_HEADER = /^[\w$.]*(?:Error|Exception)\b[^:]*:/;
const SEPARATOR = ' | ';
/** Stands for the lines between the error line and the last lines, when some were left out. */
const GAP = '…';
/** What comes before the excerpt in the sentence, and what `errorLineOfEarlyExit` looks for. */
const STDERR_LEAD = ' before any model call; its stderr: ';

/**
 * The excerpt of an agent's stderr a message quotes: the first line that names an error
 * (`indexOfErrorLine`; else the first line), then the last `EARLY_EXIT_LINES` lines after it, joined by ` | ` (with `…` where
 * lines were left out between them), within `EARLY_EXIT_BYTES`. Blank lines are skipped and each
 * line is trimmed; an empty stderr gives ''.
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

/** The line that names the error: an error's header, else any line naming one; -1 for none. */
export function indexOfErrorLine(lines: readonly string[]): number {
  const header = lines.findIndex((line) => ERROR_HEADER.test(line));
  return header === -1 ? lines.findIndex((line) => ERROR_LINE.test(line)) : header;
}

/** The start of `text` within `limit` bytes, ending in `…` when it was cut (never a broken character). */
function firstBytes(text: string, limit: number): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= limit) return text;
  const kept = bytes.subarray(0, limit - Buffer.byteLength(GAP)).toString('utf8');
  return `${kept.replace(/\uFFFD+$/, '')}${GAP}`;
}

/**
 * What an agent that ended with a failure before any model call said on its way out (a wrapper's
 * `codex: not found`): its exit code and its stderr's excerpt (`excerptStderr`), else undefined.
 */
export function earlyExitOf(result: RunCommandResult, modelCalls: number): string | undefined {
  if (modelCalls > 0 || result.outcome !== 'exited') return undefined;
  if (result.exitCode === 0 && result.signal === null) return undefined;
  const how =
    result.signal === null
      ? `exited with code ${result.exitCode}`
      : `was killed by ${result.signal}`;
  // Past the output cap, the kept text is the start (where the error line usually is) and the
  // cut's end holds the last lines.
  const stderr =
    result.cut === undefined ? result.stderr : `${result.stderr}\n${result.cut.stderr.end}`;
  const excerpt = excerptStderr(stderr);
  return excerpt === ''
    ? `the agent ${how} before any model call; its stderr was empty`
    : `the agent ${how}${STDERR_LEAD}${excerpt}`;
}

/**
 * The line that names the error in an early exit's sentence (`earlyExitOf`), e.g. `Error: Cannot
 * find module '/srv/agents/mine/agent.mjs'`, read back from a run's reason; undefined when the
 * reason is not such a sentence or the agent's stderr was empty.
 */
export function errorLineOfEarlyExit(reason: string): string | undefined {
  const at = reason.indexOf(STDERR_LEAD);
  if (at === -1) return undefined;
  const line = reason
    .slice(at + STDERR_LEAD.length)
    .split(SEPARATOR, 1)[0]
    ?.trim();
  return line === undefined || line === '' ? undefined : line;
}

/** The classification with the agent's early exit added to its reason, when it failed or errored. */
export function withEarlyExit<T extends RunClassification>(
  classified: T,
  earlyExit: string | undefined,
): T {
  // A pass needs no excuse, and an over-budget run's reason is its budget.
  if (earlyExit === undefined || classified.status === 'pass') return classified;
  if (classified.status === 'budget_exceeded') return classified;
  // A crash's reason is the early exit itself.
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
