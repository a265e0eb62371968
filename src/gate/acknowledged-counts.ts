/**
 * The pushes in a row on which each acknowledgement matched nothing, kept beside the default
 * branch's history once per head commit: a re-run of the same push does not count it again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const COUNTS_FILE = 'acknowledged-counts.json';

interface CountsFile {
  head?: unknown;
  counts?: unknown;
}

async function readCountsFile(dir: string): Promise<CountsFile> {
  try {
    return JSON.parse(await readFile(path.join(dir, COUNTS_FILE), 'utf8')) as CountsFile;
  } catch {
    return {};
  }
}

/** The counts kept in `dir`; none when absent or unreadable. */
export async function readUnmatchedCounts(dir: string): Promise<Record<string, number>> {
  const { counts } = await readCountsFile(dir);
  if (typeof counts !== 'object' || counts === null) return {};
  return Object.fromEntries(
    Object.entries(counts).filter((pair): pair is [string, number] => Number.isInteger(pair[1])),
  );
}

/** Keeps the counts after the evaluation of `headSha`, unless that head was counted already. */
export async function saveUnmatchedCounts(
  dir: string,
  headSha: string,
  counts: Readonly<Record<string, number>>,
): Promise<void> {
  if ((await readCountsFile(dir)).head === headSha) return;
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, COUNTS_FILE),
    `${JSON.stringify({ head: headSha, counts }, null, 2)}\n`,
  );
}
