/** Replacing a file so that a reader sees the old content or the new, never half of either. */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Temp file in the same directory (rename is atomic only within a file system), fsync, rename.
 * `durable: false` skips the fsync, which guards only against the machine stopping: for files
 * rebuilt from others (the reports).
 */
export async function writeFileAtomically(
  file: string,
  content: string | Uint8Array,
  options: { durable?: boolean } = {},
): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(content);
      if (options.durable !== false) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
