/**
 * The top of an evaluation's output directory, beside base/, head/ and comparison/: the comment as
 * Markdown (`comparison.md`) and the model it was rendered from (`comparison.json`), so the artifact
 * holds exactly what the comment said and the numbers behind it.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CommentModel } from './comment-model.js';

export const EVALUATION_MARKDOWN_FILE = 'comparison.md';
export const EVALUATION_JSON_FILE = 'comparison.json';

export async function writeEvaluation(
  outDir: string,
  model: CommentModel,
  body: string,
): Promise<void> {
  await writeFile(
    path.join(outDir, EVALUATION_MARKDOWN_FILE),
    body.endsWith('\n') ? body : `${body}\n`,
  );
  await writeFile(
    path.join(outDir, EVALUATION_JSON_FILE),
    `${JSON.stringify({ format: 'pr-evaluation/v1', ...model }, null, 2)}\n`,
  );
}
