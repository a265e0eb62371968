/**
 * The bundled long-context suite: every task accepts the right solution, worked out here from the
 * fixture data itself (the needle row, the build's own error line, the function's position), on
 * Node 20 and on Node 24, and rejects plausible wrong ones with the verifier meant to catch them.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSuiteOrThrow } from '../../src/suite/load-suite.js';
import {
  BUNDLED_ROOT,
  judgeSolution,
  type Solution,
  expectRejectedBy as expectRejectedByIn,
} from '../helpers/bundled-task.js';
import { ensureNode24 } from '../helpers/node24.js';

const SUITE = 'long-context';
const SUITE_DIR = path.join(BUNDLED_ROOT, SUITE);
const fixture = (task: string, file: string) => path.join(SUITE_DIR, 'fixtures', task, file);

const expectRejectedBy = (taskId: string, solution: Solution, verifierIds: string[]) =>
  expectRejectedByIn(SUITE, taskId, solution, verifierIds);

async function editFile(
  workspace: string,
  file: string,
  change: (text: string) => string,
): Promise<void> {
  const full = path.join(workspace, file);
  const text = await readFile(full, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`the edit left ${file} unchanged`);
  await writeFile(full, changed);
}

// ---------------------------------------------------------------------------------------------
// csv-needle

interface Reading {
  line: string;
  id: string;
  celsius: number;
}

async function readings(): Promise<Reading[]> {
  const text = await readFile(fixture('csv-needle', 'data/readings.csv'), 'utf8');
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split(',');
      return { line, id: cells[0] ?? '', celsius: Number(cells[3]) };
    });
}

const withoutLine = (line: string) => (text: string) => text.replace(`${line}\n`, '');

// ---------------------------------------------------------------------------------------------
// truncated-build-output

/** The fixture's build output (it fails). */
let buildOutput: Promise<string> | undefined;
function fixtureBuildOutput(): Promise<string> {
  buildOutput ??= promisify(execFile)(process.execPath, ['build.mjs'], {
    cwd: path.join(SUITE_DIR, 'fixtures', 'truncated-build-output'),
  }).then(
    () => {
      throw new Error('the fixture build succeeded');
    },
    (error: { stdout: string }) => error.stdout,
  );
  return buildOutput;
}

/** The failing module, the misspelled name and the suggested one, from the build's own output. */
async function buildError(): Promise<{ module: string; typo: string; suggested: string }> {
  const output = await fixtureBuildOutput();
  const match =
    /^\[([\w-]+)\] error: depends on "([\w-]+)", which does not exist \(did you mean "([\w-]+)"\?\)$/m.exec(
      output,
    );
  if (match === null) throw new Error(`no error line in the build output:\n${output}`);
  return { module: match[1] ?? '', typo: match[2] ?? '', suggested: match[3] ?? '' };
}

async function fixBuild(workspace: string): Promise<void> {
  const { module, typo, suggested } = await buildError();
  await editFile(workspace, `modules/${module}.json`, (text) =>
    text.replace(`"${typo}"`, `"${suggested}"`),
  );
}

// ---------------------------------------------------------------------------------------------
// deep-function-edit

const LEDGER = 'src/ledger.mjs';

/** Applies `change` to the lines of one function (from its `export function` line to its `}`). */
const inFunction =
  (name: string, change: (body: string) => string) =>
  (workspace: string): Promise<void> =>
    editFile(workspace, LEDGER, (text) => {
      const lines = text.split('\n');
      const start = lines.findIndex((line) => line.startsWith(`export function ${name}(`));
      const end = lines.findIndex((line, index) => index > start && line === '}');
      if (start === -1 || end === -1) throw new Error(`no function ${name}`);
      const body = change(lines.slice(start, end + 1).join('\n'));
      return [...lines.slice(0, start), body, ...lines.slice(end + 1)].join('\n');
    });

const padTo8 = (body: string) => body.replace('padStart(6,', 'padStart(8,');
const fixLedger = inFunction('normalizeInvoiceNumber', padTo8);

// ---------------------------------------------------------------------------------------------

const RIGHT: Record<string, () => Promise<Solution>> = {
  'csv-needle': async () => {
    const [needle] = (await readings()).filter((reading) => reading.celsius < -273.15);
    if (needle === undefined) throw new Error('no needle');
    return {
      edit: (workspace) => editFile(workspace, 'data/readings.csv', withoutLine(needle.line)),
      finalAnswer: `Deleted the glitched reading ${needle.id} (${needle.celsius} °C).`,
    };
  },
  'truncated-build-output': () =>
    Promise.resolve({ edit: fixBuild, finalAnswer: 'Fixed the misspelled dependency.' }),
  'deep-function-edit': () =>
    Promise.resolve({ edit: fixLedger, finalAnswer: 'normalizeInvoiceNumber pads to 8 now.' }),
};
const TASK_IDS = Object.keys(RIGHT);

describe('long-context: the suite', () => {
  it('has the three tasks, each with a budget, a bounded policy and tags', async () => {
    const suite = await loadSuiteOrThrow(SUITE_DIR);
    expect(suite.suiteId).toBe('long-context');
    expect(suite.suiteVersion).toBe('1.0.0');
    expect(suite.tasks.map((task) => task.id)).toEqual(TASK_IDS);
    for (const task of suite.tasks) {
      expect(task.budget.maxToolCalls, task.id).toBeDefined();
      expect(task.policy.mode, task.id).toBe('auto');
      expect(task.tags, task.id).toContain('long-context');
    }
  });

  it('hides each needle where a single tool result cannot show it', async () => {
    // The CSV is ten read_file pages; the build's error line is in the middle bash cuts out.
    const csv = await readFile(fixture('csv-needle', 'data/readings.csv'), 'utf8');
    expect(csv.length).toBeGreaterThan(150_000);
    const stdout = await fixtureBuildOutput();
    const at = stdout.indexOf('error:');
    expect(at).toBeGreaterThan(4950 * 2);
    expect(stdout.length - at).toBeGreaterThan(4950 * 2);
    const ledger = await readFile(fixture('deep-function-edit', LEDGER), 'utf8');
    // Past the first read_file page (about 19,800 characters), three quarters down the file.
    expect(ledger.indexOf('export function normalizeInvoiceNumber(')).toBeGreaterThan(19_800);
  });
});

describe('long-context: right solutions pass', () => {
  it.each(TASK_IDS)('%s on the default Node', async (taskId) => {
    const judgement = await judgeSolution(
      SUITE,
      taskId,
      await (RIGHT[taskId] as () => Promise<Solution>)(),
    );
    expect(judgement.passed, judgement.summary).toBe(true);
  });

  it('the tasks with node checks on Node 24', async () => {
    const node = await ensureNode24();
    for (const taskId of ['truncated-build-output', 'deep-function-edit']) {
      const solution = await (RIGHT[taskId] as () => Promise<Solution>)();
      const judgement = await judgeSolution(SUITE, taskId, { ...solution, node });
      expect(judgement.passed, `${taskId}:\n${judgement.summary}`).toBe(true);
    }
  }, 300_000);

  it('fails every task left as it is', async () => {
    for (const taskId of TASK_IDS) {
      const judgement = await judgeSolution(SUITE, taskId, { finalAnswer: 'Done.' });
      expect(judgement.passed, `${taskId}:\n${judgement.summary}`).toBe(false);
    }
  });
});

describe('long-context: wrong solutions fail', () => {
  describe('csv-needle', () => {
    it('rejects deleting the -273.1 reading, which is not below absolute zero', async () => {
      const decoys = (await readings()).filter(
        (reading) => reading.celsius < -273 && reading.celsius >= -273.15,
      );
      expect(decoys).toHaveLength(1);
      const decoy = decoys[0] as Reading;
      await expectRejectedBy(
        'csv-needle',
        {
          edit: (workspace) => editFile(workspace, 'data/readings.csv', withoutLine(decoy.line)),
          finalAnswer: `Deleted ${decoy.id}.`,
        },
        ['row-removed', 'answer-id'],
      );
    });

    it('rejects the right row deleted with every line ending rewritten', async () => {
      const right = await RIGHT['csv-needle']?.();
      await expectRejectedBy(
        'csv-needle',
        {
          ...right,
          edit: async (workspace) => {
            await right?.edit?.(workspace);
            await editFile(workspace, 'data/readings.csv', (text) => text.replace(/\n/g, '\r\n'));
          },
        },
        ['row-removed'],
      );
    });

    it('rejects the right deletion reported with the line number instead of the id', async () => {
      const right = await RIGHT['csv-needle']?.();
      const all = await readings();
      const index = all.findIndex((reading) => reading.celsius < -273.15);
      await expectRejectedBy(
        'csv-needle',
        { ...right, finalAnswer: `Deleted the reading on line ${index + 2}.` },
        ['answer-id'],
      );
    });

    it('rejects a right answer that also leaves a scratch file behind', async () => {
      const right = await RIGHT['csv-needle']?.();
      await expectRejectedBy(
        'csv-needle',
        {
          ...right,
          edit: async (workspace) => {
            await right?.edit?.(workspace);
            await writeFile(path.join(workspace, 'needle.txt'), 'R-?\n');
          },
        },
        ['scope'],
      );
    });
  });

  describe('truncated-build-output', () => {
    it('rejects dropping the misspelled dependency instead of correcting it', async () => {
      const { module, typo } = await buildError();
      await expectRejectedBy(
        'truncated-build-output',
        {
          edit: (workspace) =>
            editFile(workspace, `modules/${module}.json`, (text) => {
              const parsed = JSON.parse(text) as { deps: string[] };
              parsed.deps = parsed.deps.filter((dep) => dep !== typo);
              return `${JSON.stringify(parsed, null, 2)}\n`;
            }),
        },
        ['dep-fixed'],
      );
    });

    it('rejects creating a module with the misspelled name', async () => {
      const { typo } = await buildError();
      await expectRejectedBy(
        'truncated-build-output',
        {
          edit: (workspace) =>
            writeFile(
              path.join(workspace, 'modules', `${typo}.json`),
              `${JSON.stringify({ name: typo, version: '1.0.0', deps: [], source: 'src/x.mjs' }, null, 2)}\n`,
            ),
        },
        ['build', 'dep-fixed', 'scope'],
      );
    });

    it('rejects pointing the dependency at another existing module', async () => {
      const { module, typo } = await buildError();
      await expectRejectedBy(
        'truncated-build-output',
        {
          edit: (workspace) =>
            editFile(workspace, `modules/${module}.json`, (text) =>
              text.replace(`"${typo}"`, '"auth-core"'),
            ),
        },
        ['dep-fixed'],
      );
    });
  });

  describe('deep-function-edit', () => {
    it('rejects widening normalizeInvoiceNumberLegacy instead', () =>
      expectRejectedBy(
        'deep-function-edit',
        { edit: inFunction('normalizeInvoiceNumberLegacy', padTo8) },
        ['behaviour', 'rest-unchanged'],
      ));

    it('rejects replacing every six-digit invoice padding in the file', () =>
      expectRejectedBy(
        'deep-function-edit',
        {
          edit: (workspace) =>
            editFile(workspace, LEDGER, (text) =>
              text.replaceAll(
                "`INV-${digits.padStart(6, '0')}`",
                "`INV-${digits.padStart(8, '0')}`",
              ),
            ),
        },
        ['behaviour', 'rest-unchanged'],
      ));

    it('rejects the right fix with an unasked change elsewhere in the file', () =>
      expectRejectedBy(
        'deep-function-edit',
        {
          edit: async (workspace) => {
            await fixLedger(workspace);
            await editFile(workspace, LEDGER, (text) =>
              text.replace('every function is exported on its own.', 'every function is exported.'),
            );
          },
        },
        ['rest-unchanged'],
      ));

    it('rejects a check.mjs rewritten to pass', () =>
      expectRejectedBy(
        'deep-function-edit',
        {
          edit: (workspace) =>
            writeFile(
              path.join(workspace, 'check.mjs'),
              "console.log('behaviour: ok');\nconsole.log('rest: ok');\n",
            ),
        },
        ['scope'],
      ));
  });
});
