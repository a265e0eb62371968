/**
 * Reading workspace files as text, and remembering the sha256 of what the agent saw: `edit_file`
 * never lands on text the model has not seen.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { SMALL_FILE_BYTES } from '../../workspace/small-tree.js';
import { ToolError, type ToolContext } from './tool.js';
import { describeFileError, type WorkspacePath } from './workspace-path.js';

/** Files larger than this are refused rather than loaded whole into the agent's memory. */
export const MAX_TEXT_FILE_BYTES = 10 * 1024 * 1024;

export function hashContent(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

/** A NUL byte near the start is how grep and git tell binary from text too. */
export function looksBinary(content: Buffer): boolean {
  return content.subarray(0, 8000).includes(0);
}

/** Reads a text file of the workspace, with errors phrased for the model. */
export async function readTextFile(
  target: WorkspacePath,
): Promise<{ text: string; bytes: Buffer }> {
  let bytes: Buffer;
  try {
    const info = statSync(target.absolute);
    if (info.isDirectory()) {
      throw new ToolError(`${target.relative} is a directory; use list_files to see what it holds`);
    }
    if (info.size > MAX_TEXT_FILE_BYTES) {
      throw new ToolError(
        `${target.relative} is too large to read (${info.size} bytes; at most ${MAX_TEXT_FILE_BYTES})`,
      );
    }
    bytes =
      info.size <= SMALL_FILE_BYTES
        ? readFileSync(target.absolute)
        : await readFile(target.absolute);
  } catch (error) {
    throw describeFileError(error, target.relative);
  }
  if (looksBinary(bytes)) throw new ToolError(`${target.relative} looks like a binary file`);
  return { text: bytes.toString('utf8'), bytes };
}

/** Writes `text` to `file`, synchronously when small (`SMALL_FILE_BYTES`, four bytes a character). */
export async function writeTextFile(file: string, text: string): Promise<void> {
  if (text.length <= SMALL_FILE_BYTES / 4) writeFileSync(file, text, 'utf8');
  else await writeFile(file, text, 'utf8');
}

export function rememberContent(
  context: ToolContext,
  target: WorkspacePath,
  content: Buffer | string,
): void {
  context.knownContent.set(target.absolute, hashContent(content));
}

/** Splits text into lines that keep their terminators, so that joining them gives the text back. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
