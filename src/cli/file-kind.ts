import { stat } from 'node:fs/promises';

// Both are false also when `file` cannot be read.
export async function isDirectory(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isDirectory() === true;
}

export async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() === true;
}
