/**
 * The reading loop of every JSON Lines file: a line that is not JSON, nests too deep or fails its
 * schema is skipped and named instead of failing the read: the other lines are still good evidence.
 */
import type { z } from 'zod';
import type { Problem } from '../errors.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';
import { problemsOfIssues } from '../provider/cassette-problems.js';

interface JsonLinesRead<T> {
  /** Each valid line's value with its 0-based line number. */
  lines: Array<{ index: number; value: T }>;
  problems: Problem[];
}

export function parseJsonLines<T>(
  text: string,
  file: string,
  schemaOf: (index: number) => z.ZodType<T>,
  options: { tornLastLine?: boolean } = {},
): JsonLinesRead<T> {
  const all = text.split('\n');
  const lines: JsonLinesRead<T>['lines'] = [];
  const problems: Problem[] = [];
  all.forEach((line, index) => {
    if (line.trim() === '') return;
    const subject = `line ${index + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch {
      const message =
        options.tornLastLine === true && index === all.length - 1
          ? 'torn last line (the process was probably stopped mid-write); skipped'
          : 'not valid JSON; skipped';
      problems.push({ file, subject, field: '(line)', message });
      return;
    }
    if (nestsDeeperThan(data)) {
      problems.push({ file, subject, field: '(line)', message: `${TOO_DEEP_MESSAGE}; skipped` });
      return;
    }
    const parsed = schemaOf(index).safeParse(data);
    if (parsed.success) lines.push({ index, value: parsed.data });
    else problems.push(...problemsOfIssues(parsed.error.issues, data, file, subject));
  });
  return { lines, problems };
}
