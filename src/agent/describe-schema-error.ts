import type { z } from 'zod';
import { describeIssue, formatFieldPath, valueAt } from '../json/describe-issue.js';

/**
 * Turns zod issues into one line (`limits.maxContextChar: unknown field …; stream: must be …`):
 * configuration mistakes are reported on one line of stderr, and tool-argument mistakes in the
 * tool result the model reads. `knownKeys` (by dotted path) names the keys accepted where one is
 * unknown, so a typo can be fixed without reading our code.
 */
export function describeSchemaError(
  error: z.ZodError,
  input: unknown,
  knownKeys: Readonly<Record<string, readonly string[]>> = {},
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
