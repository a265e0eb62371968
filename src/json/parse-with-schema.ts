/** Parsed JSON through a zod schema, else a `ConfigError` naming the file and each field. */
import type { z } from 'zod';
import { ConfigError, problemsError, type Problem } from '../errors.js';
import { describeIssue, formatFieldPath, valueAt } from './describe-issue.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from './nesting-depth.js';

export function parseWithSchema<T>(
  schema: z.ZodType<T>,
  data: unknown,
  file: string,
  what: string,
): T {
  if (nestsDeeperThan(data)) {
    const problem: Problem = { file, field: '(file)', message: TOO_DEEP_MESSAGE };
    throw new ConfigError(`${file}: not a valid ${what}: ${TOO_DEEP_MESSAGE}`, [problem]);
  }
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) return parsed.data;
  const problems: Problem[] = parsed.error.issues.map((issue) => ({
    file,
    field:
      issue.path.length === 0 ? '(file)' : formatFieldPath(issue.path, (p) => valueAt(data, p)),
    message: describeIssue(issue),
  }));
  throw problemsError(`${file}: not a valid ${what}`, problems);
}
