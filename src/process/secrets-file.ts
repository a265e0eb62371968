/**
 * How `verdict pr` and the Action hand the live key to the CLI they start (SPEC §1): not in its
 * environment (readable from /proc) but in a 0600 file in a fresh 0700 temp directory, which the
 * child deletes at start-up, before any run.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** `{ "OPENAI_API_KEY": "…" }`: each entry is read as if it were that environment variable. */
export const SecretsFileSchema = z.record(
  z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name'),
  z.string(),
);
export type SecretsFile = z.infer<typeof SecretsFileSchema>;

export interface WrittenSecretsFile {
  file: string;
  /** Removes the file (if the child has not) and its directory. */
  remove(): Promise<void>;
}

export async function writeSecretsFile(secrets: SecretsFile): Promise<WrittenSecretsFile> {
  // mkdtemp makes the directory 0700; `wx` refuses a file that is somehow there already.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-secrets-'));
  const file = path.join(dir, 'secrets.json');
  try {
    await writeFile(file, JSON.stringify(SecretsFileSchema.parse(secrets)), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Reads a secrets file and deletes it; an Error says what is wrong (never a value). */
export function takeSecretsFile(file: string): SecretsFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`cannot be read (${code ?? 'error'})`, { cause: error });
  }
  rmSync(file, { force: true });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('is not JSON: expected {"OPENAI_API_KEY": "…"}');
  }
  const parsed = SecretsFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where =
      issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
    throw new Error(
      `is not an object of variable names to strings${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
