/**
 * Writes new files into a directory, all or none: when any path exists nothing is written and the
 * error names each. Files are created exclusively, and a write that fails halfway removes what it
 * created.
 */
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';

export interface NewFile {
  /** Relative to the target directory, with "/" separators. */
  path: string;
  /** The text to write, or the file to copy (its mode, an executable bit included, is kept). */
  source: { text: string } | { copyOf: string };
}

export interface NewFiles {
  files: readonly NewFile[];
  /** Directories (relative, "/" separators) that must not exist yet: a suite, a wrapper's folder. */
  newDirs?: readonly string[];
}

/** Every regular file below `dir`, as paths relative to it with "/" separators, sorted. */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

async function kindAt(target: string): Promise<'file' | 'dir' | undefined> {
  const found = await lstat(target).catch(() => undefined);
  if (found === undefined) return undefined;
  return found.isDirectory() ? 'dir' : 'file';
}

/** The planned paths that already exist, or that a file in the way would stop, as the user reads them. */
async function findConflicts(targetDir: string, plan: NewFiles): Promise<string[]> {
  const conflicts = new Set<string>();
  const takenDirs: string[] = [];
  for (const dir of plan.newDirs ?? []) {
    if ((await kindAt(path.join(targetDir, dir))) === undefined) continue;
    conflicts.add(`${dir}/`);
    takenDirs.push(`${dir}/`);
  }
  for (const file of plan.files) {
    // Below a directory that is named already, its files say nothing more.
    if (takenDirs.some((dir) => file.path.startsWith(dir))) continue;
    if ((await kindAt(path.join(targetDir, file.path))) !== undefined) conflicts.add(file.path);
    // A file where a parent directory must go (`.github` as a file) stops the write too.
    const parts = file.path.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const parent = parts.slice(0, depth).join('/');
      if ((await kindAt(path.join(targetDir, parent))) === 'file') conflicts.add(parent);
    }
  }
  return [...conflicts].sort();
}

/** `what` starts the refusal, e.g. `init`. */
export async function writeNewFiles(
  targetDir: string,
  plan: NewFiles,
  what: string,
): Promise<void> {
  const conflicts = await findConflicts(targetDir, plan);
  if (conflicts.length > 0) {
    throw new UsageError(
      `${what}: ${conflicts.length === 1 ? 'this exists' : 'these exist'} and would be overwritten: ${conflicts.join(', ')}. Nothing was written; move ${conflicts.length === 1 ? 'it' : 'them'} aside, or remove ${conflicts.length === 1 ? 'it' : 'them'}, and run it again.`,
    );
  }
  const createdDirs: string[] = [];
  const createdFiles: string[] = [];
  try {
    for (const file of plan.files) {
      const target = path.join(targetDir, file.path);
      const firstCreated = await mkdir(path.dirname(target), { recursive: true });
      if (firstCreated !== undefined) createdDirs.push(firstCreated);
      if ('text' in file.source) {
        await writeFile(target, file.source.text, { flag: 'wx' });
      } else {
        await copyFile(file.source.copyOf, target, constants.COPYFILE_EXCL);
      }
      createdFiles.push(target);
    }
  } catch (error) {
    for (const file of createdFiles.reverse()) await rm(file, { force: true });
    for (const dir of createdDirs.reverse()) await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
