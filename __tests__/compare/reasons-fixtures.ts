/**
 * Comparisons with failure reasons and tool use, built from run records by the real `buildReport`
 * and `compareReports`, for the tests of comparison.md, comparison.html and the PR comment; and a
 * reader of inline code spans, to check what hostile text outside them can do.
 */
import { compareReports } from '../../src/compare/compare-reports.js';
import { ComparisonSchema, type Comparison } from '../../src/compare/comparison-schema.js';
import type { Report } from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { RunStatus } from '../../src/stats/counts.js';
import { makeReport, times } from './reports.js';

export const CHECK_FAILED = 'check: `node check.mjs` exited 1, expected exit 0';
export const HOSTILE_REASON =
  'check: ping @someone <!-- hidden --> [x](http://x) ](http://x) ``` `` ` | #12 <img src=x onerror=alert(1)>\n# heading';
export const HOSTILE_TOOL = '`rm -rf` @root <!-- x --> [a](http://x)';

/** Repetition → what that run did, per task; runs not named passed and called nothing. */
type Script = Record<string, Record<number, { reason?: string; tools?: string[] }>>;

function scripted(script: Script, defaults: Record<string, string[]>) {
  return (record: RunRecord): RunRecord => {
    const run = script[record.taskId]?.[record.repetition];
    const tools = run?.tools ?? defaults[record.taskId] ?? [];
    return {
      ...record,
      ...(run?.reason === undefined ? {} : { reason: run.reason }),
      ...(record.status === 'error' && run?.reason !== undefined
        ? { error: { kind: 'upstream_unavailable', message: run.reason } }
        : {}),
      toolCalls: tools.map((name) => ({ name, arguments: {} })),
    };
  };
}

const readThenEdit = ['read_file', 'read_file', 'read_file', 'edit_file'];

/**
 * fix-greeting: the head stops reading before it edits, and 3 of its 10 runs fail the check (one
 * more errors); parse-dates: the head fails five ways; hostile: reasons and a tool name written to
 * break the comment.
 */
export function reasonsReports(): { base: Report; head: Report } {
  const base = makeReport(
    {
      'fix-greeting': times('pass', 10),
      'parse-dates': times('pass', 10),
      hostile: [...times('pass', 9), 'fail'],
    },
    {
      runId: 'base-run',
      conditions: { k: 10 },
      mapRecord: scripted(
        { hostile: { 10: { reason: 'scope: changes outside the allowed paths: README.md' } } },
        {
          'fix-greeting': readThenEdit,
          'parse-dates': ['read_file', 'edit_file'],
          hostile: ['read_file'],
        },
      ),
    },
  );
  const failThree = (from: number): Record<number, { reason: string; tools: string[] }> =>
    Object.fromEntries(
      [from, from + 1, from + 2].map((rep) => [
        rep,
        { reason: CHECK_FAILED, tools: ['edit_file'] },
      ]),
    );
  const head = makeReport(
    {
      'fix-greeting': [...times('pass', 6), 'fail', 'fail', 'fail', 'error'] as RunStatus[],
      'parse-dates': [
        ...times('pass', 3),
        ...times('fail', 3),
        ...times('budget_exceeded', 2),
        ...times('fail', 2),
      ],
      hostile: [...times('fail', 2), ...times('pass', 8)],
    },
    {
      runId: 'head-run',
      conditions: { k: 10 },
      mapRecord: scripted(
        {
          'fix-greeting': {
            1: { tools: readThenEdit },
            2: { tools: readThenEdit },
            3: { tools: ['read_file', 'edit_file'] },
            ...failThree(7),
            10: { reason: 'upstream unavailable after 4 attempts: 503 Service Unavailable' },
          },
          'parse-dates': {
            4: { reason: 'check: parseDate("2024-02-30") returned a date, expected null' },
            5: { reason: 'check: parseDate("2024-02-30") returned a date, expected null' },
            6: { reason: 'check: parseDate("2024-02-30") returned a date, expected null' },
            7: { reason: 'budget maxTokens (20000) exceeded: 20417 tokens' },
            8: { reason: 'budget maxTokens (20000) exceeded: 23001 tokens' },
            9: { reason: 'scope: changes outside the allowed paths: check.mjs' },
            10: { reason: 'check: `node check.mjs` did not finish within 30000 ms and was killed' },
          },
          hostile: {
            1: { reason: HOSTILE_REASON, tools: [HOSTILE_TOOL] },
            2: { reason: HOSTILE_REASON, tools: [HOSTILE_TOOL] },
          },
        },
        { 'fix-greeting': ['edit_file'], 'parse-dates': ['read_file', 'edit_file'], hostile: [] },
      ),
    },
  );
  return { base, head };
}

export function reasonsComparison(): Comparison {
  const { base, head } = reasonsReports();
  return ComparisonSchema.parse(compareReports(base, head));
}

/**
 * The text outside inline code spans, as CommonMark reads them: a run of n backticks opens a span
 * that the next run of exactly n backticks closes; an unmatched run is literal text.
 */
export function withoutCodeSpans(markdown: string): string {
  let out = '';
  let index = 0;
  while (index < markdown.length) {
    // A backslash-escaped backtick is literal text.
    if (markdown[index] === '\\') {
      out += markdown.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (markdown[index] !== '`') {
      out += markdown[index];
      index += 1;
      continue;
    }
    let end = index;
    while (markdown[end] === '`') end += 1;
    const fence = markdown.slice(index, end);
    const close = findClosingFence(markdown, end, fence.length);
    if (close === -1) {
      out += fence;
      index = end;
      continue;
    }
    out += '␣';
    index = close + fence.length;
  }
  return out;
}

function findClosingFence(text: string, from: number, length: number): number {
  let index = from;
  while (index < text.length) {
    if (text[index] !== '`') {
      index += 1;
      continue;
    }
    let end = index;
    while (text[end] === '`') end += 1;
    if (end - index === length) return index;
    index = end;
  }
  return -1;
}
