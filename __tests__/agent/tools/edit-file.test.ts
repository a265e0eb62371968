import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countOccurrences, editFileTool } from '../../../src/agent/tools/edit-file.js';
import { readFileTool } from '../../../src/agent/tools/read-file.js';
import { writeFileTool } from '../../../src/agent/tools/write-file.js';
import { createToolContext, runTool } from '../../helpers/agent-tools.js';
import { useTempDirs, writeTree } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

async function setUp(files: Record<string, string>) {
  const dir = await makeTempDir();
  await writeTree(dir, files);
  const context = await createToolContext(dir);
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  return { dir, context, read };
}

describe('edit_file', () => {
  it('replaces the one occurrence of old, after a read', async () => {
    const { context, read } = await setUp({ 'm.js': 'const a = 1;\nconst b = 2;\n' });
    await runTool(readFileTool, { path: 'm.js' }, context);
    const result = await runTool(
      editFileTool,
      { path: 'm.js', old: 'const b = 2;', new: 'const b = 3;' },
      context,
    );
    expect(result).toEqual({ text: 'edited m.js' });
    expect(await read('m.js')).toBe('const a = 1;\nconst b = 3;\n');
  });

  it('keeps "$" patterns in the new text literal', async () => {
    const { context, read } = await setUp({ 'm.js': 'x\n' });
    await runTool(readFileTool, { path: 'm.js' }, context);
    await runTool(editFileTool, { path: 'm.js', old: 'x', new: "'$&' $1 $$" }, context);
    expect(await read('m.js')).toBe("'$&' $1 $$\n");
  });

  it('may edit again after its own edit, without reading back', async () => {
    const { context, read } = await setUp({ 'm.js': 'a b\n' });
    await runTool(readFileTool, { path: 'm.js' }, context);
    await runTool(editFileTool, { path: 'm.js', old: 'a', new: 'A' }, context);
    await runTool(editFileTool, { path: 'm.js', old: 'b', new: 'B' }, context);
    expect(await read('m.js')).toBe('A B\n');
  });

  it('may edit a file it wrote itself', async () => {
    const { context, read } = await setUp({});
    await runTool(writeFileTool, { path: 'new.txt', content: 'hello\n' }, context);
    await runTool(editFileTool, { path: 'new.txt', old: 'hello', new: 'bye' }, context);
    expect(await read('new.txt')).toBe('bye\n');
  });

  it('refuses a file it never read', async () => {
    const { context, read } = await setUp({ 'm.js': 'a\n' });
    await expect(
      runTool(editFileTool, { path: 'm.js', old: 'a', new: 'b' }, context),
    ).rejects.toThrow('read m.js with read_file before editing it');
    expect(await read('m.js')).toBe('a\n');
  });

  it('refuses a file that changed since it was read, until it is read again', async () => {
    const { dir, context, read } = await setUp({ 'm.js': 'a\n' });
    await runTool(readFileTool, { path: 'm.js' }, context);
    await writeFile(path.join(dir, 'm.js'), 'a\nchanged by someone else\n');
    await expect(
      runTool(editFileTool, { path: 'm.js', old: 'a', new: 'b' }, context),
    ).rejects.toThrow('m.js changed since you last read it; read it again before editing');
    expect(await read('m.js')).toBe('a\nchanged by someone else\n');
    await runTool(readFileTool, { path: 'm.js' }, context);
    await runTool(editFileTool, { path: 'm.js', old: 'a\n', new: 'b\n' }, context);
    expect(await read('m.js')).toBe('b\nchanged by someone else\n');
  });

  it('refuses an ambiguous or missing match and changes nothing', async () => {
    const { context, read } = await setUp({ 'm.js': 'x = 1;\nx = 1;\n' });
    await runTool(readFileTool, { path: 'm.js' }, context);
    await expect(
      runTool(editFileTool, { path: 'm.js', old: 'x = 1;', new: 'x = 2;' }, context),
    ).rejects.toThrow('old text occurs 2 times in m.js; include more of the surrounding text');
    await expect(
      runTool(editFileTool, { path: 'm.js', old: 'y = 1;', new: 'x = 2;' }, context),
    ).rejects.toThrow('old text not found in m.js');
    await expect(
      runTool(editFileTool, { path: 'm.js', old: '', new: 'x' }, context),
    ).rejects.toThrow('old must not be empty');
    await expect(
      runTool(editFileTool, { path: 'm.js', old: 'x', new: 'x' }, context),
    ).rejects.toThrow('nothing to change');
    expect(await read('m.js')).toBe('x = 1;\nx = 1;\n');
  });

  it('rejects a path that leaves the workspace', async () => {
    const { context } = await setUp({});
    await expect(
      runTool(editFileTool, { path: '../m.js', old: 'a', new: 'b' }, context),
    ).rejects.toThrow('no ".."');
  });
});

describe('countOccurrences', () => {
  it('counts overlapping occurrences, which makes them ambiguous', () => {
    expect(countOccurrences('aaa', 'aa')).toBe(2);
    expect(countOccurrences('abc', 'd')).toBe(0);
    expect(countOccurrences('abcabc', 'abc')).toBe(2);
  });
});
