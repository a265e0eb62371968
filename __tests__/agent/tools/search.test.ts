import { describe, expect, it } from 'vitest';
import { searchTool } from '../../../src/agent/tools/search.js';
import { createToolContext, runTool } from '../../helpers/agent-tools.js';
import { useTempDirs, writeTree } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

async function setUp(files: Record<string, string>) {
  const dir = await makeTempDir();
  await writeTree(dir, files);
  return createToolContext(dir);
}

describe('search', () => {
  it('returns "file:line: text", sorted by file then line', async () => {
    const context = await setUp({
      'src/b.ts': 'const total = 1;\nfunction add() {}\n',
      'src/a.ts': 'function add(a, b) {\r\n  return a - b;\r\n}\r\n',
      'README.md': 'Call add() to sum.\n',
      'node_modules/x/add.js': 'function add() {}\n',
      '.git/add': 'function add\n',
      'bin.dat': 'function add\0',
    });
    const { text } = await runTool(searchTool, { pattern: 'add\\(' }, context);
    expect(text).toBe(
      [
        'README.md:1: Call add() to sum.',
        'src/a.ts:1: function add(a, b) {',
        'src/b.ts:2: function add() {}',
      ].join('\n'),
    );
  });

  it('searches below a path or in one file', async () => {
    const context = await setUp({ 'a/x.txt': 'hit\n', 'b/x.txt': 'hit\n' });
    await expect(runTool(searchTool, { pattern: 'hit', path: 'b' }, context)).resolves.toEqual({
      text: 'b/x.txt:1: hit',
    });
    await expect(runTool(searchTool, { pattern: '^h', path: 'a/x.txt' }, context)).resolves.toEqual(
      { text: 'a/x.txt:1: hit' },
    );
    await expect(runTool(searchTool, { pattern: 'miss' }, context)).resolves.toEqual({
      text: '[no matches]',
    });
  });

  it('caps the matches and says so', async () => {
    const context = await setUp({ 'many.txt': 'x\n'.repeat(500) });
    const { text } = await runTool(searchTool, { pattern: 'x' }, context);
    const lines = text.split('\n');
    expect(lines).toHaveLength(201);
    expect(lines.at(-1)).toBe('[stopped after 200 matches; narrow the pattern or the path]');
  });

  it('reports an invalid pattern and a path outside the workspace', async () => {
    const context = await setUp({});
    await expect(runTool(searchTool, { pattern: '(' }, context)).rejects.toThrow(
      'Invalid regular expression',
    );
    await expect(runTool(searchTool, { pattern: 'x', path: '../' }, context)).rejects.toThrow(
      'no ".."',
    );
  });
});
