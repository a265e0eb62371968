import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FixtureTemplates } from '../../src/runner/run-directory.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('FixtureTemplates: empty run directories', () => {
  it('gives a directory back to the next run when nothing in it changed', async () => {
    const parent = await makeTempDir();
    const templates = new FixtureTemplates({ runId: 'run-1' });
    const first = await templates.empty(parent);
    expect(await readdir(first.workspace)).toEqual([]);
    expect(JSON.parse(await readFile(path.join(first.root, 'owner.json'), 'utf8'))).toMatchObject({
      runId: 'run-1',
    });
    expect(templates.giveBack(first, parent)).toBe(true);
    const second = await templates.empty(parent);
    expect(second.root).toBe(first.root);
    // Taken: the next one asked for is another directory.
    const third = await templates.empty(parent);
    expect(third.root).not.toBe(first.root);
    expect((await readdir(parent)).length).toBe(2);
    await templates.dispose();
  });

  it.each([
    ['a file in the workspace', (root: string) => writeFile(path.join(root, 'work', 'a.txt'), 'x')],
    ['an event', (root: string) => writeFile(path.join(root, 'events.jsonl'), '{}\n')],
    ['a cache entry', (root: string) => mkdir(path.join(root, 'home', '.cache', 'npm'))],
    ['a file in tmp', (root: string) => writeFile(path.join(root, 'tmp', 't'), '')],
    ['a file in the root', (root: string) => writeFile(path.join(root, 'x'), '')],
    ['a dot file in home', (root: string) => writeFile(path.join(root, 'home', '.bashrc'), '')],
  ])('refuses one that holds %s', async (_what, change) => {
    const parent = await makeTempDir();
    const templates = new FixtureTemplates({ runId: 'run-1' });
    const directory = await templates.empty(parent);
    await change(directory.root);
    expect(templates.giveBack(directory, parent)).toBe(false);
    const next = await templates.empty(parent);
    expect(next.root).not.toBe(directory.root);
    await templates.dispose();
  });

  it('removes the directories given back when disposed', async () => {
    const parent = await makeTempDir();
    const templates = new FixtureTemplates({ runId: 'run-1' });
    const directories = await Promise.all([templates.empty(parent), templates.empty(parent)]);
    for (const directory of directories) expect(templates.giveBack(directory, parent)).toBe(true);
    await templates.dispose();
    for (const directory of directories) expect(existsSync(directory.root)).toBe(false);
    expect(await readdir(parent)).toEqual([]);
  });
});
