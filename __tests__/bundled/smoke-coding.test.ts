/**
 * The bundled smoke-coding suite: every task accepts a right solution, on Node 20 and on Node 24,
 * and rejects plausible wrong ones (special cases for the visible test, edits outside the scope,
 * a name left behind, a stale edit repeated) with the verifier that is meant to catch them.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ToolCall } from '../../src/transcript/schema.js';
import {
  BUNDLED_ROOT,
  judgeSolution,
  type Solution,
  expectRejectedBy as expectRejectedByIn,
  failedVerifierIds as notPassed,
} from '../helpers/bundled-task.js';
import { ensureNode24 } from '../helpers/node24.js';

const SUITE = 'smoke-coding';
const SUITE_DIR = path.join(BUNDLED_ROOT, SUITE);

/** A tool call as the agent's events report it: succeeded unless an error is given. */
function call(name: string, args: Record<string, unknown>, error?: string): ToolCall {
  return error === undefined
    ? { name, arguments: args, ok: true }
    : { name, arguments: args, ok: false, error };
}

/** Replaces `old` (which must occur) in a workspace file, as an edit would. */
async function replaceIn(
  workspace: string,
  file: string,
  old: string | RegExp,
  replacement: string,
): Promise<void> {
  const full = path.join(workspace, file);
  const text = await readFile(full, 'utf8');
  const edited = text.replace(old, replacement);
  if (edited === text) throw new Error(`${String(old)} not found in ${file}`);
  await writeFile(full, edited);
}

async function writeIn(workspace: string, file: string, content: string): Promise<void> {
  await writeFile(path.join(workspace, file), content);
}

async function runNode(workspace: string, script: string, node = process.execPath): Promise<void> {
  await promisify(execFile)(node, [script], { cwd: workspace });
}

const expectRejectedBy = (taskId: string, solution: Solution, verifierIds: string[]) =>
  expectRejectedByIn(SUITE, taskId, solution, verifierIds);

// ---------------------------------------------------------------------------------------------
// The right solution of each task: what the task's script does, applied directly.

const READ_EDIT_RUN = (file: string): ToolCall[] => [
  call('read_file', { path: file }),
  call('edit_file', { path: file, old: '…', new: '…' }),
  call('bash', { command: 'node check.mjs' }),
];

const fixAdd = (workspace: string) =>
  replaceIn(workspace, 'src/math.mjs', 'return a - b;', 'return a + b;');

const SLUGIFY = `export function slugify(title) {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\\u0300-\\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}`;
const slugifyWith = (body: string) => (workspace: string) =>
  replaceIn(workspace, 'src/slug.mjs', /export function slugify\(title\) \{\n[^}]*\}/, body);

const PAD = `export function padLeft(text, width, fill = ' ') {
  const value = String(text);
  return value.length >= width ? value : fill.repeat(width - value.length) + value;
}

export function padRight(text, width, fill = ' ') {
  const value = String(text);
  return value.length >= width ? value : value + fill.repeat(width - value.length);
}
`;

const RENAME_FILES = [
  'src/users.mjs',
  'src/greeting.mjs',
  'src/report.mjs',
  'src/admin/audit.mjs',
  'src/index.mjs',
];
/** Renames in every file under src/, except where `skip` says. */
const renameWith =
  (pattern: RegExp, skip: (file: string, line: string) => boolean = () => false) =>
  async (workspace: string) => {
    for (const file of RENAME_FILES) {
      const full = path.join(workspace, file);
      const lines = (await readFile(full, 'utf8')).split('\n');
      const renamed = lines.map((line) =>
        skip(file, line) ? line : line.replace(pattern, 'displayName'),
      );
      await writeFile(full, renamed.join('\n'));
    }
  };
const renameRight = renameWith(/\bgetUserName\b/g);
const RENAME_CALLS: ToolCall[] = [
  call('search', { pattern: '\\bgetUserName\\b', path: 'src' }),
  ...RENAME_FILES.map((file) => call('read_file', { path: file })),
  call('edit_file', { path: 'src/users.mjs', old: 'getUserName(user) {', new: '…' }),
  call(
    'edit_file',
    { path: 'src/greeting.mjs', old: 'getUserName(user)', new: 'displayName(user)' },
    'old text occurs 2 times in src/greeting.mjs',
  ),
  call('edit_file', { path: 'src/greeting.mjs', old: 'Hello, ${getUserName(user)}', new: '…' }),
  call('write_file', { path: 'src/report.mjs', content: '…' }),
  call('bash', { command: 'node check.mjs' }),
];

const NORMALIZED_EDIT = {
  old: '  retries: 3,\n  timeoutMs: 5000,\n',
  new: "  retries: 5,\n  timeoutMs: 5000,\n  userAgent: 'verdict-smoke/1.0',\n",
};
const STALE_EDIT = { path: 'src/settings.mjs', old: '"retries":3,', new: '"retries":5,' };
const STALE = 'src/settings.mjs changed since you last read it; read it again before editing';
const normalizeThenEdit = async (workspace: string, node?: string) => {
  await runNode(workspace, 'scripts/normalize.mjs', node);
  await replaceIn(workspace, 'src/settings.mjs', NORMALIZED_EDIT.old, NORMALIZED_EDIT.new);
};
const NORMALIZE_CALLS: ToolCall[] = [
  call('read_file', { path: 'src/settings.mjs' }),
  call('bash', { command: 'node scripts/normalize.mjs' }),
  call('edit_file', STALE_EDIT, STALE),
  call('read_file', { path: 'src/settings.mjs' }),
  call('edit_file', { path: 'src/settings.mjs', ...NORMALIZED_EDIT }),
  call('bash', { command: 'node scripts/normalize.mjs && node check.mjs' }),
];

const WINDOWS_LOOP = 'for (let start = 0; start < items.length - size; start += 1) {';
const fixWindows = (workspace: string) =>
  replaceIn(
    workspace,
    'src/lists.mjs',
    WINDOWS_LOOP,
    'for (let start = 0; start + size <= items.length; start += 1) {',
  );
const OFF_BY_ONE_CALLS: ToolCall[] = [
  call('bash', { command: 'node test/lists.test.mjs' }, 'exit code 1'),
  call('read_file', { path: 'src/lists.mjs' }),
  call('edit_file', { path: 'src/lists.mjs', old: WINDOWS_LOOP, new: '…' }),
  call('bash', { command: 'node test/lists.test.mjs && node check.mjs' }),
];

const LRU_GET = '  get(key) {\n    return this.#entries.get(key);\n  }';
const lruGet = (body: string) => (workspace: string) =>
  replaceIn(workspace, 'src/lru.mjs', LRU_GET, `  get(key) {\n${body}\n  }`);
const fixLru = lruGet(
  [
    '    if (!this.#entries.has(key)) return undefined;',
    '    const value = this.#entries.get(key);',
    '    this.#entries.delete(key);',
    '    this.#entries.set(key, value);',
    '    return value;',
  ].join('\n'),
);
const LRU_CALLS: ToolCall[] = [
  call('read_file', { path: 'src/lru.mjs' }),
  call('read_file', { path: 'src/memo.mjs' }),
  call('edit_file', { path: 'src/lru.mjs', old: LRU_GET, new: '…' }),
  call('bash', { command: 'node check.mjs' }),
];

const RIGHT: Record<string, Solution> = {
  'fix-add': { edit: fixAdd, toolCalls: READ_EDIT_RUN('src/math.mjs') },
  'implement-slugify': { edit: slugifyWith(SLUGIFY), toolCalls: READ_EDIT_RUN('src/slug.mjs') },
  'create-pad-module': {
    edit: (workspace) => writeIn(workspace, 'src/pad.mjs', PAD),
    toolCalls: [
      call('read_file', { path: 'src/table.mjs' }),
      call('write_file', { path: 'src/pad.mjs', content: PAD }),
      call('bash', { command: 'node check.mjs' }),
    ],
  },
  'rename-across-files': { edit: renameRight, toolCalls: RENAME_CALLS },
  'edit-after-normalize': { edit: normalizeThenEdit, toolCalls: NORMALIZE_CALLS },
  'off-by-one-hidden': { edit: fixWindows, toolCalls: OFF_BY_ONE_CALLS },
  'lru-eviction': { edit: fixLru, toolCalls: LRU_CALLS },
};
const TASK_IDS = Object.keys(RIGHT);

describe('smoke-coding: the suite', () => {
  it('has three easy and four hard coding tasks, each with a script and a small cassette', async () => {
    const suite = JSON.parse(await readFile(path.join(SUITE_DIR, 'suite.json'), 'utf8')) as {
      suiteVersion: string;
      tasks: Array<{ id: string; tags: string[]; verifiers: Array<{ kind: string }> }>;
    };
    expect(suite.tasks.map((task) => task.id).sort()).toEqual([...TASK_IDS].sort());
    const tagged = (tag: string) => suite.tasks.filter((task) => task.tags.includes(tag)).length;
    expect([tagged('easy'), tagged('hard'), tagged('coding')]).toEqual([3, 4, 7]);
    const cassettes = await readdir(path.join(SUITE_DIR, 'cassettes'));
    for (const task of suite.tasks) {
      const kinds = task.verifiers.map((verifier) => verifier.kind);
      expect(kinds, task.id).toEqual(expect.arrayContaining(['command', 'tree-diff-within']));
      await expect(stat(path.join(SUITE_DIR, 'scripts', `${task.id}.json`))).resolves.toBeTruthy();
      expect(cassettes, task.id).toContain(`${task.id}.jsonl`);
      const cassette = path.join(SUITE_DIR, 'cassettes', `${task.id}.jsonl`);
      expect((await stat(cassette)).size, task.id).toBeLessThan(256 * 1024);
      const header = JSON.parse((await readFile(cassette, 'utf8')).split('\n')[0] ?? '') as {
        suiteVersion: string;
        taskId: string;
      };
      expect(header, task.id).toMatchObject({ suiteVersion: suite.suiteVersion, taskId: task.id });
    }
  });

  it('records the refused stale edit in the edit-after-normalize cassette', async () => {
    const cassette = await readFile(
      path.join(SUITE_DIR, 'cassettes', 'edit-after-normalize.jsonl'),
      'utf8',
    );
    expect(cassette).toContain(`error: ${STALE}`);
  });
});

describe('smoke-coding: right solutions pass', () => {
  it.each(TASK_IDS)('%s on the default Node', async (taskId) => {
    const judgement = await judgeSolution(SUITE, taskId, RIGHT[taskId] as Solution);
    expect(judgement.passed, judgement.summary).toBe(true);
  });

  it('every task on Node 24', async () => {
    const node = await ensureNode24();
    const judgements = await Promise.all(
      TASK_IDS.map((taskId) =>
        judgeSolution(SUITE, taskId, {
          ...RIGHT[taskId],
          // The normalizer the agent runs must work on Node 24 too.
          ...(taskId === 'edit-after-normalize'
            ? { edit: (workspace: string) => normalizeThenEdit(workspace, node) }
            : {}),
          node,
        }),
      ),
    );
    for (const judgement of judgements) {
      expect(judgement.passed, `${judgement.task.id}:\n${judgement.summary}`).toBe(true);
    }
  }, 300_000);

  it('fails every task left as it is', async () => {
    for (const taskId of TASK_IDS) {
      const judgement = await judgeSolution(SUITE, taskId, {});
      expect(notPassed(judgement), `${taskId}:\n${judgement.summary}`).toContain('check');
    }
  });
});

describe('smoke-coding: wrong solutions fail', () => {
  describe('fix-add', () => {
    it('rejects special-casing the visible cases', () =>
      expectRejectedBy(
        'fix-add',
        {
          edit: (workspace) =>
            replaceIn(
              workspace,
              'src/math.mjs',
              'return a - b;',
              'if (a === 2 && b === 3) return 5;\n  if (b === 1) return 0;\n  if (a === 0.5) return 0.75;\n  return a - b;',
            ),
          toolCalls: READ_EDIT_RUN('src/math.mjs'),
        },
        ['check'],
      ));

    it('rejects editing the check instead of the code', () =>
      expectRejectedBy(
        'fix-add',
        {
          edit: (workspace) => writeIn(workspace, 'check.mjs', "console.log('add: ok');\n"),
          toolCalls: READ_EDIT_RUN('check.mjs'),
        },
        ['scope'],
      ));

    it('rejects an edit made before reading the file', () =>
      expectRejectedBy(
        'fix-add',
        {
          edit: fixAdd,
          toolCalls: [
            call('edit_file', { path: 'src/math.mjs', old: 'a - b', new: 'a + b' }),
            call('read_file', { path: 'src/math.mjs' }),
          ],
        },
        ['read-first'],
      ));
  });

  describe('implement-slugify', () => {
    const calls = READ_EDIT_RUN('src/slug.mjs');

    it('rejects a slug that keeps accented letters out instead of stripping their accents', () =>
      expectRejectedBy(
        'implement-slugify',
        {
          edit: slugifyWith(
            "export function slugify(title) {\n  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');\n}",
          ),
          toolCalls: calls,
        },
        ['check'],
      ));

    it('rejects a slug that keeps leading and trailing dashes', () =>
      expectRejectedBy(
        'implement-slugify',
        {
          edit: slugifyWith(
            "export function slugify(title) {\n  return title.toLowerCase().normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').replace(/[^a-z0-9]+/g, '-');\n}",
          ),
          toolCalls: calls,
        },
        ['check'],
      ));

    it('rejects a right slugify that puts a helper in a new file', () =>
      expectRejectedBy(
        'implement-slugify',
        {
          edit: async (workspace) => {
            await slugifyWith(SLUGIFY)(workspace);
            await writeIn(workspace, 'src/strip-accents.mjs', 'export const strip = (s) => s;\n');
          },
          toolCalls: calls,
        },
        ['scope'],
      ));
  });

  describe('create-pad-module', () => {
    const padWith = (body: string) => (workspace: string) =>
      writeIn(workspace, 'src/pad.mjs', body);

    it('rejects padding that does not turn numbers into text', () =>
      expectRejectedBy(
        'create-pad-module',
        {
          edit: padWith(
            "export const padLeft = (text, width, fill = ' ') => text.padStart(width, fill);\n" +
              "export const padRight = (text, width, fill = ' ') => text.padEnd(width, fill);\n",
          ),
        },
        ['check'],
      ));

    it('rejects padding that cuts text longer than the width', () =>
      expectRejectedBy(
        'create-pad-module',
        {
          edit: padWith(
            "export const padLeft = (text, width, fill = ' ') => String(text).padStart(width, fill).slice(-width || undefined);\n" +
              "export const padRight = (text, width, fill = ' ') => String(text).padEnd(width, fill).slice(0, width);\n",
          ),
        },
        ['check'],
      ));

    it('rejects defining the functions in table.mjs instead of creating pad.mjs', () =>
      expectRejectedBy(
        'create-pad-module',
        {
          edit: (workspace) =>
            replaceIn(
              workspace,
              'src/table.mjs',
              "import { padLeft, padRight } from './pad.mjs';",
              PAD.replaceAll('export ', ''),
            ),
        },
        ['check', 'scope'],
      ));

    it('rejects a right pad.mjs with an unasked change to table.mjs', () =>
      expectRejectedBy(
        'create-pad-module',
        {
          edit: async (workspace) => {
            await writeIn(workspace, 'src/pad.mjs', PAD);
            await replaceIn(
              workspace,
              'src/table.mjs',
              "from './pad.mjs';",
              "from './pad.mjs'; // created for this table",
            );
          },
        },
        ['scope'],
      ));
  });

  describe('rename-across-files', () => {
    it('rejects keeping the old name as an alias', () =>
      expectRejectedBy(
        'rename-across-files',
        {
          edit: async (workspace) => {
            await renameRight(workspace);
            const users = path.join(workspace, 'src/users.mjs');
            await writeFile(
              users,
              `${await readFile(users, 'utf8')}\n/** @deprecated */\nexport const getUserName = displayName;\n`,
            );
          },
          toolCalls: RENAME_CALLS,
        },
        ['check'],
      ));

    it('rejects missing the namespace use in admin/audit.mjs', () =>
      expectRejectedBy(
        'rename-across-files',
        {
          edit: renameWith(/\bgetUserName\b/g, (file) => file === 'src/admin/audit.mjs'),
          toolCalls: RENAME_CALLS,
        },
        ['check'],
      ));

    it('rejects leaving the old name in a comment', () =>
      expectRejectedBy(
        'rename-across-files',
        {
          edit: renameWith(/\bgetUserName\b/g, (_file, line) => line.includes('sorted by')),
          toolCalls: RENAME_CALLS,
        },
        ['check'],
      ));

    it('rejects a blind replace that also renames getUserNameParts', () =>
      expectRejectedBy(
        'rename-across-files',
        { edit: renameWith(/getUserName/g), toolCalls: RENAME_CALLS },
        ['check'],
      ));

    it('rejects a right rename that also changes the check', () =>
      expectRejectedBy(
        'rename-across-files',
        {
          edit: async (workspace) => {
            await renameRight(workspace);
            await replaceIn(
              workspace,
              'check.mjs',
              "console.log('rename: ok');",
              "console.log('rename: ok'); // done",
            );
          },
          toolCalls: RENAME_CALLS,
        },
        ['scope'],
      ));

    it('rejects repeating an edit_file call that was refused', () =>
      expectRejectedBy(
        'rename-across-files',
        {
          edit: renameRight,
          toolCalls: [
            ...RENAME_CALLS.slice(0, 8),
            call(
              'edit_file',
              { path: 'src/greeting.mjs', old: 'getUserName(user)', new: 'displayName(user)' },
              'old text occurs 2 times in src/greeting.mjs',
            ),
            ...RENAME_CALLS.slice(8),
          ],
        },
        ['no-repeated-failed-edit'],
      ));
  });

  describe('edit-after-normalize', () => {
    it('rejects editing the file without normalizing it', () =>
      expectRejectedBy(
        'edit-after-normalize',
        {
          edit: async (workspace) => {
            await replaceIn(workspace, 'src/settings.mjs', '"retries":3,', '"retries":5,');
            await replaceIn(
              workspace,
              'src/settings.mjs',
              '"verbose":false,',
              '"verbose":false,\n  "userAgent": "verdict-smoke/1.0",',
            );
          },
          toolCalls: [
            call('read_file', { path: 'src/settings.mjs' }),
            call('edit_file', STALE_EDIT),
          ],
        },
        ['check'],
      ));

    it('rejects a new key that breaks the sorted order', () =>
      expectRejectedBy(
        'edit-after-normalize',
        {
          edit: async (workspace) => {
            await runNode(workspace, 'scripts/normalize.mjs');
            await replaceIn(workspace, 'src/settings.mjs', 'retries: 3,', 'retries: 5,');
            await replaceIn(
              workspace,
              'src/settings.mjs',
              '  verbose: false,\n',
              "  verbose: false,\n  userAgent: 'verdict-smoke/1.0',\n",
            );
          },
          toolCalls: NORMALIZE_CALLS,
        },
        ['check'],
      ));

    it('rejects repeating the refused stale edit, even when the file ends right', () =>
      expectRejectedBy(
        'edit-after-normalize',
        {
          edit: normalizeThenEdit,
          toolCalls: [
            call('read_file', { path: 'src/settings.mjs' }),
            call('bash', { command: 'node scripts/normalize.mjs' }),
            call('edit_file', STALE_EDIT, STALE),
            call('edit_file', STALE_EDIT, STALE),
            call('write_file', { path: 'src/settings.mjs', content: '…' }),
          ],
        },
        ['no-repeated-failed-edit'],
      ));

    it('rejects an edit attempted before any read', () =>
      expectRejectedBy(
        'edit-after-normalize',
        {
          edit: normalizeThenEdit,
          toolCalls: [
            call('bash', { command: 'node scripts/normalize.mjs' }),
            call(
              'edit_file',
              { path: 'src/settings.mjs', ...NORMALIZED_EDIT },
              'read src/settings.mjs with read_file before editing it',
            ),
            call('read_file', { path: 'src/settings.mjs' }),
            call('edit_file', { path: 'src/settings.mjs', old: 'retries: 3,', new: '…' }),
          ],
        },
        ['read-first'],
      ));

    it('rejects a right file with a backup left beside it', () =>
      expectRejectedBy(
        'edit-after-normalize',
        {
          edit: async (workspace) => {
            await writeIn(
              workspace,
              'src/settings.mjs.bak',
              await readFile(path.join(workspace, 'src/settings.mjs'), 'utf8'),
            );
            await normalizeThenEdit(workspace);
          },
          toolCalls: NORMALIZE_CALLS,
        },
        ['scope'],
      ));
  });

  describe('off-by-one-hidden', () => {
    it('rejects special-casing the failing test', () =>
      expectRejectedBy(
        'off-by-one-hidden',
        {
          edit: (workspace) =>
            replaceIn(
              workspace,
              'src/lists.mjs',
              '  const result = [];\n  for (let start = 0; start < items.length - size',
              '  if (items.length === 4 && size === 3) return [items.slice(0, 3), items.slice(1)];\n  const result = [];\n  for (let start = 0; start < items.length - size',
            ),
          toolCalls: OFF_BY_ONE_CALLS,
        },
        ['check'],
      ));

    it('rejects changing the test to expect the buggy result', () =>
      expectRejectedBy(
        'off-by-one-hidden',
        {
          edit: (workspace) =>
            replaceIn(
              workspace,
              'test/lists.test.mjs',
              "[['a', 'b', 'c'], ['b', 'c', 'd']]",
              "[['a', 'b', 'c']]",
            ),
          toolCalls: [
            call('bash', { command: 'node test/lists.test.mjs' }, 'exit code 1'),
            call('read_file', { path: 'test/lists.test.mjs' }),
            call('edit_file', { path: 'test/lists.test.mjs', old: '…', new: '…' }),
          ],
        },
        ['check', 'scope'],
      ));

    it('rejects overshooting by one window', () =>
      expectRejectedBy(
        'off-by-one-hidden',
        {
          edit: (workspace) =>
            replaceIn(
              workspace,
              'src/lists.mjs',
              WINDOWS_LOOP,
              'for (let start = 0; start <= items.length - size + 1; start += 1) {',
            ),
          toolCalls: OFF_BY_ONE_CALLS,
        },
        ['check'],
      ));

    it('rejects a right fix that also breaks chunk', () =>
      expectRejectedBy(
        'off-by-one-hidden',
        {
          edit: async (workspace) => {
            await fixWindows(workspace);
            await replaceIn(
              workspace,
              'src/lists.mjs',
              'for (let start = 0; start < items.length; start += size) {',
              'for (let start = 0; start + size <= items.length; start += size) {',
            );
          },
          toolCalls: OFF_BY_ONE_CALLS,
        },
        ['check'],
      ));
  });

  describe('lru-eviction', () => {
    const UNINDENTED = {
      path: 'src/lru.mjs',
      old: 'get(key) {\nreturn this.#entries.get(key);\n}',
      new: '…',
    };

    it('rejects a refresh that skips falsy values', () =>
      expectRejectedBy(
        'lru-eviction',
        {
          edit: lruGet(
            [
              '    const value = this.#entries.get(key);',
              '    if (value) {',
              '      this.#entries.delete(key);',
              '      this.#entries.set(key, value);',
              '    }',
              '    return value;',
            ].join('\n'),
          ),
          toolCalls: LRU_CALLS,
        },
        ['check'],
      ));

    it('rejects a refresh that inserts keys that were missing', () =>
      expectRejectedBy(
        'lru-eviction',
        {
          edit: lruGet(
            [
              '    const value = this.#entries.get(key);',
              '    this.#entries.delete(key);',
              '    this.#entries.set(key, value);',
              '    return value;',
            ].join('\n'),
          ),
          toolCalls: LRU_CALLS,
        },
        ['check'],
      ));

    it('rejects refreshing in has() instead of get()', () =>
      expectRejectedBy(
        'lru-eviction',
        {
          edit: (workspace) =>
            replaceIn(
              workspace,
              'src/lru.mjs',
              '  has(key) {\n    return this.#entries.has(key);\n  }',
              '  has(key) {\n    if (!this.#entries.has(key)) return false;\n    const value = this.#entries.get(key);\n    this.#entries.delete(key);\n    this.#entries.set(key, value);\n    return true;\n  }',
            ),
          toolCalls: LRU_CALLS,
        },
        ['check'],
      ));

    it('rejects working around the cache in memo.mjs', () =>
      expectRejectedBy(
        'lru-eviction',
        {
          edit: (workspace) =>
            replaceIn(
              workspace,
              'src/memo.mjs',
              'if (cache.has(arg)) return cache.get(arg);',
              'if (cache.has(arg)) {\n      const value = cache.get(arg);\n      cache.set(arg, value);\n      return value;\n    }',
            ),
          toolCalls: LRU_CALLS,
        },
        ['check', 'scope'],
      ));

    it('rejects repeating an edit_file call that was refused', () =>
      expectRejectedBy(
        'lru-eviction',
        {
          edit: fixLru,
          toolCalls: [
            ...LRU_CALLS.slice(0, 2),
            call('edit_file', UNINDENTED, 'old text not found in src/lru.mjs'),
            call('edit_file', UNINDENTED, 'old text not found in src/lru.mjs'),
            ...LRU_CALLS.slice(2),
          ],
        },
        ['no-repeated-failed-edit'],
      ));
  });
});
