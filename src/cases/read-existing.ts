import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { ConfigError, UsageError, messageOf, type Problem } from '../errors.js';

/**
 * Reads a file `verdict add` is about to extend (a case file, a promoted suite), validated, or
 * undefined when it does not exist yet. A broken file is refused, never appended to.
 */
export async function readExistingFile<T>(
  file: string,
  shown: string,
  schema: z.ZodType<T>,
  what: string,
): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw new UsageError(`add: cannot read ${shown}: ${messageOf(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `add: ${shown} is not valid JSON (${messageOf(error)}); nothing written`,
      [{ file: shown, field: '(file)', message: 'is not valid JSON' }],
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems: Problem[] = parsed.error.issues.map((issue) => ({
      file: shown,
      field: issue.path.join('.') || '(file)',
      message: issue.message,
    }));
    throw new ConfigError(
      `add: ${shown} is not a valid ${what} (run \`verdict validate ${shown}\`); nothing written`,
      problems,
    );
  }
  return parsed.data;
}
