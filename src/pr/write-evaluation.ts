/** The comment as `comparison.md` and its model as `comparison.json`, both redacted (SPEC §7). */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { secretsRedactedNote } from '../report/build-report.js';
import { redactJson, redactText } from '../provider/secret-redact.js';
import { CommentModelSchema, type CommentModel } from './comment-model.js';

export const EVALUATION_MARKDOWN_FILE = 'comparison.md';
export const EVALUATION_JSON_FILE = 'comparison.json';
export const EVALUATION_FORMAT = 'pr-evaluation/v1';

/** `comparison.json`: the comment model, versioned. The merge job validates each shard's with it. */
export const EvaluationFileSchema = CommentModelSchema.extend({
  format: z.literal(EVALUATION_FORMAT),
});
export type EvaluationFile = z.infer<typeof EvaluationFileSchema>;

export async function writeEvaluation(
  outDir: string,
  model: CommentModel,
  body: string,
): Promise<void> {
  const { text } = await redactText(body);
  const { value } = await redactJson({ format: EVALUATION_FORMAT, ...model });
  await writeFile(
    path.join(outDir, EVALUATION_MARKDOWN_FILE),
    text.endsWith('\n') ? text : `${text}\n`,
  );
  await writeFile(path.join(outDir, EVALUATION_JSON_FILE), `${JSON.stringify(value, null, 2)}\n`);
}

/** The comment's sentence when reports below `outDir` had secrets redacted; undefined when none. */
export async function secretsRedactedNotice(outDir: string): Promise<string | undefined> {
  const entries = await readdir(outDir, { recursive: true }).catch(() => []);
  let count = 0;
  for (const entry of entries) {
    if (path.basename(entry) !== 'report.json') continue;
    try {
      const report = JSON.parse(await readFile(path.join(outDir, entry), 'utf8')) as {
        summary?: { secretsRedacted?: unknown };
      };
      const redacted = report.summary?.secretsRedacted;
      if (typeof redacted === 'number' && Number.isInteger(redacted) && redacted > 0)
        count += redacted;
    } catch {
      // Not a report this evaluation wrote whole; its side already says what went wrong.
    }
  }
  return count === 0 ? undefined : secretsRedactedNote(count);
}
