/**
 * What a PR evaluation says about the sandbox (SPEC §1, §7): read from the reports' conditions,
 * never guessed, and said near the top. Why is known only to `verdict run`, whose one `warning:`
 * line goes to the log and the notices.
 */
import type { ReportConditions } from '../run-dir/conditions-file.js';
import { describeSandbox, type SandboxConditions } from '../sandbox/sandbox.js';
import type { ModeSection, SuiteOutcome } from './comment-model.js';
import { escapeMarkdownText } from './escape-markdown.js';

/** `open-sandbox.ts`'s warnings as `sandbox-option.ts` prints them: a fallback, or no sandbox. */
const SANDBOX_WARNING = /^warning: ((?:not sandboxed|sandbox): .+)$/;
const MAX_WARNING_CHARS = 600;

export function sandboxWarningsOf(stderr: string): string[] {
  return stderr.split('\n').flatMap((line) => {
    const match = SANDBOX_WARNING.exec(line.trim());
    return match?.[1] === undefined ? [] : [match[1].slice(0, MAX_WARNING_CHARS)];
  });
}

/** A notice that says why runs were not sandboxed (or not by bwrap): also a warning in the log. */
export function isSandboxNotice(notice: string): boolean {
  return /^(?:not sandboxed|sandbox): /.test(notice);
}

/** The sandbox of one side of a suite: its report's, else the one its comparison carries. */
function sandboxOf(suite: SuiteOutcome, side: 'base' | 'head'): SandboxConditions | undefined {
  const conditions = suite.comparison?.[side === 'base' ? 'baseline' : 'candidate'].conditions;
  return suite[side].sandbox ?? conditions?.sandbox;
}

/** The comment's line when any side ran without a sandbox; undefined otherwise. */
export function describeUnsandboxed(
  sections: readonly ModeSection[],
  notices: readonly string[],
): string | undefined {
  let none: SandboxConditions | undefined;
  const where: string[] = [];
  for (const section of sections) {
    if ('skipped' in section) continue;
    const sides = (['base', 'head'] as const).filter((side) =>
      section.suites.some((suite) => {
        const sandbox = sandboxOf(suite, side);
        if (sandbox?.backend !== 'none') return false;
        none = sandbox;
        return true;
      }),
    );
    if (sides.length > 0) where.push(`${section.mode}: ${sides.join(' and ')}`);
  }
  if (none === undefined) return undefined;
  const line = describeSandbox(none);
  const sentence = `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
  const why = notices.some(isSandboxNotice) ? ' The notices say why.' : '';
  return `> **${escapeMarkdownText(sentence, 300)}** (${where.join('; ')}).${why}`;
}

/** The conditions table's cell: the backend (and docker's image), `none`, or `—` when unrecorded. */
export function describeSandboxCell(conditions: ReportConditions): string {
  const sandbox = conditions.sandbox;
  if (sandbox === undefined) return '—';
  return sandbox.image === undefined ? sandbox.backend : `${sandbox.backend} ${sandbox.image}`;
}
