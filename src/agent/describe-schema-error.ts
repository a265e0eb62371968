import type { z } from 'zod';
import { describeIssue, formatFieldPath, valueAt } from '../json/describe-issue.js';

/**
 * Zod issues as one line (`limits.maxContextChar: unknown field …; stream: must be …`); `knownKeys`
 * (by dotted path) names the keys accepted where one is unknown.
 */
export function describeSchemaError(
  error: z.ZodError,
  input: unknown,
  knownKeys: Readonly<Record<string, readonly string[]>>,
): string {
  return error.issues
    .map((issue) => {
      const field = formatFieldPath(issue.path, (path) => valueAt(input, path));
      const known = knownKeys[issue.path.join('.')];
      const hint =
        issue.code === 'unrecognized_keys' && known !== undefined
          ? `; known keys here: ${known.join(', ')}`
          : '';
      return `${field}: ${describeIssue(issue)}${hint}`;
    })
    .join('; ');
}
