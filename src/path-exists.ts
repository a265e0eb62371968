import { stat } from 'node:fs/promises';

/** Whether anything is at `target`: a file, a directory, a link to either. */
export async function pathExists(target: string): Promise<boolean> {
  return (await stat(target).catch(() => undefined)) !== undefined;
}
