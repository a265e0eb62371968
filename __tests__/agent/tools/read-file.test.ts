import { describe, expect, it } from 'vitest';
import { hashContent } from '../../../src/agent/tools/file-content.js';
import { readFileTool } from '../../../src/agent/tools/read-file.js';
import { createToolContext, runTool } from '../../helpers/agent-tools.js';
import { useTempDirs, writeTree } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('read_file', () => {
  it('returns the exact content and remembers its hash', async () => {
    const dir = await makeTempDir();
    await writeTree(dir, { 'src/a.ts': 'line 1\nline 2\n' });
    const context = await createToolContext(dir);
    const result = await runTool(readFileTool, { path: 'src/a.ts' }, context);
    expect(result).toEqual({ text: 'line 1\nline 2\n' });
    expect([...context.knownContent.values()]).toEqual([hashContent('line 1\nline 2\n')]);
  });

  it('pages by line and says where to read on', async () => {
    const dir = await makeTempDir();
    await writeTree(dir, { 'a.txt': 'one\ntwo\nthree\nfour\n' });
    const context = await createToolContext(dir);
    const middle = await runTool(readFileTool, { path: 'a.txt', offset: 2, limit: 2 }, context);
    expect(middle.text).toBe('two\nthree\n[lines 2-3 of 4 in a.txt; read on with offset=4]');
    const end = await runTool(readFileTool, { path: './a.txt', offset: 4 }, context);
    expect(end.text).toBe('four\n[lines 4-4 of 4 in a.txt]');
  });

  it('cuts at the output limit on a line boundary', async () => {
    const dir = await makeTempDir();
    const lines = Array.from({ length: 100 }, (_, index) => `line ${index + 1}`);
    await writeTree(dir, { 'long.txt': `${lines.join('\n')}\n` });
    const context = await createToolContext(dir, { maxOutputChars: 300 });
    const { text } = await runTool(readFileTool, { path: 'long.txt' }, context);
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text).toMatch(/^line 1\nline 2\n/);
    expect(text).toMatch(/\[lines 1-\d+ of 100 in long\.txt; read on with offset=\d+\]$/);
  });

  it('refuses what it cannot read as text, naming paths relatively', async () => {
    const dir = await makeTempDir();
    await writeTree(dir, { 'bin.dat': 'a\0b', 'src/x.ts': '' });
    const context = await createToolContext(dir);
    await expect(runTool(readFileTool, { path: 'missing.ts' }, context)).rejects.toThrow(
      /^missing\.ts does not exist$/,
    );
    await expect(runTool(readFileTool, { path: 'src' }, context)).rejects.toThrow(
      'src is a directory',
    );
    await expect(runTool(readFileTool, { path: 'bin.dat' }, context)).rejects.toThrow('binary');
    await expect(runTool(readFileTool, { path: 'src/x.ts', offset: 3 }, context)).resolves.toEqual({
      text: '[src/x.ts is empty]',
    });
  });

  it('rejects paths that leave the workspace', async () => {
    const dir = await makeTempDir();
    const context = await createToolContext(dir);
    await expect(runTool(readFileTool, { path: '../etc/passwd' }, context)).rejects.toThrow(
      'no ".."',
    );
    await expect(runTool(readFileTool, { path: '/etc/passwd' }, context)).rejects.toThrow(
      'not an absolute one',
    );
  });
});
