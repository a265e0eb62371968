import { mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileAtomically } from '../../src/run-dir/atomic-write.js';

describe('writeFileAtomically', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  async function fileHandlePrototype(dir: string): Promise<{ sync: () => Promise<void> }> {
    const handle = await open(path.join(dir, 'probe'), 'w');
    await handle.close();
    return Object.getPrototypeOf(handle) as { sync: () => Promise<void> };
  }

  it.each([
    ['flushes before the rename by default', {}, 1],
    ['does not flush a derived file (durable: false)', { durable: false }, 0],
  ])('replaces the file and %s', async (_, options, flushes) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-atomic-'));
    dirs.push(dir);
    const file = path.join(dir, 'report.json');
    await writeFile(file, 'old\n');
    const sync = vi.spyOn(await fileHandlePrototype(dir), 'sync');
    await writeFileAtomically(file, 'new\n', options);
    expect(await readFile(file, 'utf8')).toBe('new\n');
    expect(sync).toHaveBeenCalledTimes(flushes);
    // No temp file is left beside it.
    expect((await readdir(dir)).sort()).toEqual(['probe', 'report.json']);
  });
});
