/**
 * scripts/import-graph.mjs --check, run as a real child process on small trees of .ts files in a
 * temp directory, each with its own docs/architecture.md: a clean tree passes; an import up the
 * layers (static, re-exported or dynamic), a circle of files (type imports counted), a folder the
 * list leaves out and a listed folder with no files each fail, naming the import or the folder.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'import-graph.mjs');
const newTempDir = useTempDirs();

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

function importGraph(root: string, args: string[]): Promise<Result> {
  const paths = ['--src', path.join(root, 'src'), '--layers', path.join(root, 'docs', 'arch.md')];
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args, ...paths], (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}

const LAYERS = `# Layers

Some words first; a list elsewhere is not read:

1. \`src/high/\` — not a layer: outside the section.

## The layers, lowest first

1. \`src/*.ts\` — the root files.
2. \`src/low/\` — below.
3. \`src/high/\` — above.

## After

1. \`src/other/\` — not a layer either.
`;

/** A tree that keeps the rules, in every way an import can be written. */
const CLEAN: Record<string, string> = {
  'docs/arch.md': LAYERS,
  'src/errors.ts': 'export class Oops extends Error {}\n',
  'src/low/format.ts': [
    "import { Oops } from '../errors.js';",
    '// A comment is no import: import { view } from "../high/view.js";',
    'const text = "import { view } from \'../high/view.js\'";',
    'export const format = (n: number): string => (n < 0 ? String(new Oops()) : `${n}${text}`);',
    'export interface Shape { n: number }',
    '',
  ].join('\n'),
  'src/high/view.ts': [
    "import type { Shape } from '../low/format.js';",
    "import { format } from '../low/format.js';",
    "export { format as formatAgain } from '../low/format.js';",
    'export const view = (shape: Shape): string => format(shape.n);',
    "export const later = async (): Promise<unknown> => import('./later.js');",
    '',
  ].join('\n'),
  'src/high/page.ts': "import { view } from './view.js';\nexport const page = view({ n: 1 });\n",
  'src/high/later.ts': 'export type Later = number;\n',
};

// Each case starts the script (and TypeScript's parser) a few times: slow on a busy machine.
describe('import-graph --check', { timeout: 120_000 }, () => {
  it('passes a tree whose files import only from their own folder or below, with no circle', async () => {
    const root = await newTempDir();
    await writeTree(root, CLEAN);
    const result = await importGraph(root, ['--check']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('5 files, 4 imports, 3 layers');
    expect(result.stdout).toContain('no import up the layers, no circle of files');
    expect(result.code).toBe(0);
  });

  it('fails on an import up the layers, naming each import and the rule, however it is written', async () => {
    const root = await newTempDir();
    await writeTree(root, {
      ...CLEAN,
      'src/low/uses-view.ts': "import { view } from '../high/view.js';\nexport const v = view;\n",
      'src/low/passes-page.ts': "export { page } from '../high/page.js';\n",
      'src/low/loads-page.ts': "export const load = () => import('../high/page.js');\n",
      'src/errors.ts': "import type { Later } from './high/later.js';\nexport type L = Later;\n",
    });
    const result = await importGraph(root, ['--check']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('import check failed');
    expect(result.stderr).toContain(
      'imports up the layers (a file imports only from its own folder or folders below it): 4',
    );
    for (const line of [
      'src/low/uses-view.ts -> src/high/view.ts (src/low/ is layer 2, src/high/ layer 3)',
      'src/low/passes-page.ts -> src/high/page.ts (src/low/ is layer 2, src/high/ layer 3)',
      'src/low/loads-page.ts -> src/high/page.ts (src/low/ is layer 2, src/high/ layer 3)',
      'src/errors.ts -> src/high/later.ts (src/*.ts is layer 1, src/high/ layer 3)',
    ]) {
      expect(result.stderr).toContain(`  ${line}\n`);
    }
    expect(result.stderr).not.toContain('circles of files');
  });

  it('fails on a circle of files, type imports counted, naming each import of the circle', async () => {
    const root = await newTempDir();
    await writeTree(root, {
      ...CLEAN,
      // page.ts imports view.ts; a type import back closes a circle inside high/.
      'src/high/view.ts': `${CLEAN['src/high/view.ts']}import type { Page } from './page.js';\nexport type P = Page;\n`,
      'src/high/page.ts': `${CLEAN['src/high/page.ts']}export type Page = string;\n`,
    });
    const result = await importGraph(root, ['--check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'circles of files (no files import each other in a circle, type imports counted): 1\n' +
        '  src/high/page.ts, src/high/view.ts:\n' +
        '    src/high/page.ts -> src/high/view.ts\n' +
        '    src/high/view.ts -> src/high/page.ts\n',
    );
    expect(result.stderr).not.toContain('imports up the layers');

    // The report sees the circle only when told to count type imports.
    const runtime = await importGraph(root, []);
    expect(runtime.stdout).toContain('circles of files: 0');
    const typed = await importGraph(root, ['--types']);
    expect(typed.stdout).toContain(
      'circles of files (type imports counted): 1\n  high/page.ts, high/view.ts\n',
    );
  });

  it('fails when the list leaves a folder out or names one that has no files', async () => {
    const root = await newTempDir();
    await writeTree(root, {
      ...CLEAN,
      'docs/arch.md': LAYERS.replace('3. `src/high/` — above.', '3. `src/gone/` — left behind.'),
    });
    const result = await importGraph(root, ['--check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /folders not in the layers \(add each to the list in .*arch\.md, above what it imports\): 1\n {2}src\/high\/\n/,
    );
    expect(result.stderr).toMatch(
      /layers with no files \(remove each from the list in .*arch\.md\): 1\n {2}src\/gone\/\n/,
    );
  });

  it('fails with a clear message when the layers cannot be read', async () => {
    const root = await newTempDir();
    await writeTree(root, { ...CLEAN, 'docs/arch.md': '# Layers\n\nNone listed.\n' });
    const empty = await importGraph(root, ['--check']);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('has no list of layers: a "## The layers" section');

    await writeTree(root, {
      'docs/arch.md': `${LAYERS.replace('2. `src/low/`', '2. `src/high/`')}`,
    });
    const twice = await importGraph(root, ['--check']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('src/high/ is listed twice');

    const bare = await newTempDir();
    await writeTree(bare, { 'src/errors.ts': 'export {};\n' });
    const missing = await importGraph(bare, ['--check']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /^import check failed:\ncannot read the layers from .*arch\.md: ENOENT/,
    );

    const nowhere = await importGraph(path.join(bare, 'nowhere'), ['--check']);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toMatch(/^cannot read the sources in .*nowhere.src: ENOENT/);
  });
});
