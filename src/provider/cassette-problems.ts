/** Zod issues on a cassette line as problems naming the line and field (`line 3: response…`). */
import type { z } from 'zod';
import { formatProblem, type Problem } from '../errors.js';
import { describeIssue, formatFieldPath, valueAt } from '../json/describe-issue.js';
import { plural } from '../text/format.js';

type Issue = z.core.$ZodIssue;

/** A long broken file would bury the first problems; the full list stays on the error. */
const MAX_LISTED_PROBLEMS = 20;

export function problemsOfIssues(
  issues: readonly Issue[],
  line: unknown,
  file: string,
  subject: string,
): Problem[] {
  return expandUnionIssues(issues, []).map((issue) => ({
    file,
    subject,
    field: formatFieldPath(issue.path, (prefix) => valueAt(line, prefix)),
    message: describeIssue(issue),
  }));
}

export function describeCassetteProblems(file: string, problems: readonly Problem[]): string {
  const listed = problems
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((problem) => `  - ${formatProblem(problem)}`);
  const more = problems.length - listed.length;
  if (more > 0) listed.push(`  … and ${more} more`);
  return `${file}: ${plural(problems.length, 'problem')}:\n${listed.join('\n')}\n(re-record the task, or fix the cassette by hand)`;
}

/** A union's issues are its matching branch's (by `kind`), else one listing the accepted values. */
function expandUnionIssues(issues: readonly Issue[], prefix: readonly PropertyKey[]): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
    const meant = issue.errors.find((branch) => !branch.some(isLiteralMismatch));
    if (meant !== undefined) return expandUnionIssues(meant, path);
    const mismatches = issue.errors.flatMap((branch) => branch.filter(isLiteralMismatch));
    const first = mismatches[0];
    if (first === undefined || first.code !== 'invalid_value') return [{ ...issue, path }];
    const samePath = mismatches.filter((mismatch) => mismatch.path[0] === first.path[0]);
    return [
      {
        ...first,
        path: [...path, ...first.path],
        values: samePath.flatMap((mismatch) =>
          mismatch.code === 'invalid_value' ? mismatch.values : [],
        ),
      },
    ];
  });
}

const isLiteralMismatch = (issue: Issue): boolean =>
  issue.code === 'invalid_value' && issue.path.length === 1;
