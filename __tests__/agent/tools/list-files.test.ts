import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFilesTool } from '../../../src/agent/tools/list-files.js';
import { createToolContext, runTool } from '../../helpers/agent-tools.js';
import { useTempDirs, writeTree } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

async function setUp() {
  const dir = await makeTempDir();
  await writeTree(dir, {
    'b.txt': '',
    'a-c.txt': '',
    'a/z.txt': '',
    'a/b/y.txt': '',
    'B.txt': '',
    '.git/HEAD': '',
    'node_modules/x/index.js': '',
    'src/.env': '',
  });
  await mkdir(path.join(dir, 'empty'));
  return { dir, context: await createToolContext(dir) };
}

describe('list_files', () => {
  it('lists a directory, sorted by code unit, directories marked, .git and node_modules skipped', async () => {
    const { context } = await setUp();
    const { text } = await runTool(listFilesTool, {}, context);
    expect(text.split('\n')).toEqual(['B.txt', 'a-c.txt', 'a/', 'b.txt', 'empty/', 'src/']);
  });

  it('lists recursively, with paths relative to the workspace root', async () => {
    const { context } = await setUp();
    const all = await runTool(listFilesTool, { recursive: true }, context);
    expect(all.text.split('\n')).toEqual([
      'B.txt',
      'a-c.txt',
      'a/b/y.txt',
      'a/z.txt',
      'b.txt',
      'src/.env',
    ]);
    const below = await runTool(listFilesTool, { path: './a', recursive: true }, context);
    expect(below.text).toBe('a/b/y.txt\na/z.txt');
  });

  it('says when a directory is empty, and names a file as itself', async () => {
    const { context } = await setUp();
    await expect(runTool(listFilesTool, { path: 'empty' }, context)).resolves.toEqual({
      text: '[empty is empty]',
    });
    await expect(runTool(listFilesTool, { path: 'a/z.txt' }, context)).resolves.toEqual({
      text: 'a/z.txt',
    });
    await expect(runTool(listFilesTool, { path: 'nope' }, context)).rejects.toThrow(
      'nope does not exist',
    );
  });

  it('lists a symlink without following it, and refuses one that leads out', async () => {
    const outside = await makeTempDir();
    await writeTree(outside, { 'secret.txt': '' });
    const { dir, context } = await setUp();
    await symlink(outside, path.join(dir, 'out'));
    const { text } = await runTool(listFilesTool, { recursive: true }, context);
    expect(text.split('\n')).toContain('out');
    expect(text).not.toContain('secret');
    await expect(runTool(listFilesTool, { path: 'out' }, context)).rejects.toThrow('symbolic link');
  });
});
