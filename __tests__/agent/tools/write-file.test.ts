import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileTool } from '../../../src/agent/tools/write-file.js';
import { createToolContext, runTool } from '../../helpers/agent-tools.js';
import { useTempDirs, writeTree } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('write_file', () => {
  it('creates parent directories, then overwrites', async () => {
    const dir = await makeTempDir();
    const context = await createToolContext(dir);
    await expect(
      runTool(writeFileTool, { path: 'a/b/c.txt', content: 'one\ntwo\n' }, context),
    ).resolves.toEqual({ text: 'created a/b/c.txt (2 lines)' });
    await expect(
      runTool(writeFileTool, { path: 'a/b/c.txt', content: 'x' }, context),
    ).resolves.toEqual({ text: 'overwrote a/b/c.txt (1 line)' });
    expect(await readFile(path.join(dir, 'a/b/c.txt'), 'utf8')).toBe('x');
  });

  it('refuses a directory, the workspace itself, and paths that leave it', async () => {
    const outside = await makeTempDir();
    const dir = await makeTempDir();
    await writeTree(dir, { 'src/keep.txt': '' });
    await symlink(outside, path.join(dir, 'escape'));
    const context = await createToolContext(dir);
    await expect(runTool(writeFileTool, { path: 'src', content: '' }, context)).rejects.toThrow(
      'src is a directory',
    );
    await expect(runTool(writeFileTool, { path: '.', content: '' }, context)).rejects.toThrow(
      'not the workspace',
    );
    await expect(
      runTool(writeFileTool, { path: 'escape/x.txt', content: 'x' }, context),
    ).rejects.toThrow('symbolic link');
    await expect(
      runTool(writeFileTool, { path: '/tmp/x.txt', content: 'x' }, context),
    ).rejects.toThrow('absolute');
  });
});
