/**
 * The bundled long-context-stress suite: every task, the five chain-walk-rules instances included,
 * accepts the right solution, worked out here from the fixture data (walking the chains, applying
 * the edits, summing the logs), on Node 20 and on Node 24, and rejects plausible wrong ones with
 * the verifier meant to catch them: for the instances, one wrong solution per pinned rule, each
 * failing that rule's verifier alone.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOverrides, checkOverrides, readVariantsFile } from '../../src/runner/run-variants.js';
import { AgentConfigSchema } from '../../src/agent/config.js';
import { loadSuiteOrThrow, type LoadedTask } from '../../src/suite/load-suite.js';
import {
  BUNDLED_ROOT,
  judgeSolution,
  type Solution,
  expectRejectedBy as expectRejectedByIn,
} from '../helpers/bundled-task.js';
import { ensureNode24 } from '../helpers/node24.js';

const SUITE = 'long-context-stress';
const SUITE_DIR = path.join(BUNDLED_ROOT, SUITE);
const fixtureDir = (task: string) => path.join(SUITE_DIR, 'fixtures', task);
const INSTANCES = [1, 2, 3, 4, 5].map((n) => `chain-walk-rules-0${n}`);
const LONG_TASKS = ['chain-walk', 'sequential-edits', 'frozen-vendor', 'running-totals'];

const expectRejectedBy = (taskId: string, solution: Solution, verifierIds: string[]) =>
  expectRejectedByIn(SUITE, taskId, solution, verifierIds);

const writeIn = async (workspace: string, file: string, content: string): Promise<void> => {
  await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
  await writeFile(path.join(workspace, file), content);
};

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

let tasks: Promise<LoadedTask[]> | undefined;
async function taskOf(id: string): Promise<LoadedTask> {
  tasks ??= loadSuiteOrThrow(SUITE_DIR).then((suite) => suite.tasks);
  const task = (await tasks).find((candidate) => candidate.id === id);
  if (task === undefined) throw new Error(`no task ${id}`);
  return task;
}

// ---------------------------------------------------------------------------------------------
// chain-walk

/** Follows NEXT lines from maze/entry.txt; returns the last file and its FINAL VALUE. */
async function walkMaze(): Promise<{ path: string; value: string; hops: number }> {
  let current = 'maze/entry.txt';
  for (let hops = 0; hops < 1000; hops += 1) {
    const text = await readFile(path.join(fixtureDir('chain-walk'), current), 'utf8');
    const next = /^NEXT: (\S+)$/m.exec(text);
    if (next === null) {
      const value = /^FINAL VALUE: (\S+)$/m.exec(text);
      if (value === null) throw new Error(`${current} has neither NEXT nor FINAL VALUE`);
      return { path: current, value: value[1] ?? '', hops };
    }
    current = next[1] ?? '';
  }
  throw new Error('the maze does not end');
}

/** Every FINAL VALUE in maze/, by file, in sorted path order (what a grep finds). */
async function finalValues(): Promise<Array<{ path: string; value: string }>> {
  const root = fixtureDir('chain-walk');
  const files = (await readdir(path.join(root, 'maze'), { recursive: true }))
    .filter((file) => file.endsWith('.txt'))
    .map((file) => `maze/${file.split(path.sep).join('/')}`)
    .sort();
  const found: Array<{ path: string; value: string }> = [];
  for (const file of files) {
    const value = /^FINAL VALUE: (\S+)$/m.exec(await readFile(path.join(root, file), 'utf8'));
    if (value !== null) found.push({ path: file, value: value[1] ?? '' });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// sequential-edits

const CONF = 'config/app.conf';

/** The config as lines, with a way to find and change `section.key` entries in place. */
class Conf {
  constructor(readonly lines: string[]) {}

  static async read(dir: string): Promise<Conf> {
    return new Conf((await readFile(path.join(dir, CONF), 'utf8')).split('\n'));
  }

  /** Index of the line of `section.key`, or of the first `key` anywhere when section is '*'. */
  find(section: string, key: string): number {
    let current = '';
    for (const [index, line] of this.lines.entries()) {
      const header = /^\[(.+)\]$/.exec(line);
      if (header !== null) current = header[1] ?? '';
      else if ((section === '*' || current === section) && line.startsWith(`${key} = `)) {
        return index;
      }
    }
    throw new Error(`no ${section}.${key}`);
  }

  get(section: string, key: string): number {
    return Number((this.lines[this.find(section, key)] ?? '').split(' = ')[1]);
  }

  set(section: string, key: string, value: number): void {
    this.lines[this.find(section, key)] = `${key} = ${value}`;
  }

  rename(section: string, from: string, to: string): void {
    const index = this.find(section, from);
    this.lines[index] = (this.lines[index] ?? '').replace(`${from} = `, `${to} = `);
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/**
 * The eight steps of the prompt. `read` gives the values the steps compute from: the current ones
 * (right), or the original file's (the wrong, non-sequential reading). `section` maps the section
 * a step names to the one edited ('*' edits the first occurrence of the key anywhere).
 */
function applySteps(
  conf: Conf,
  read: Conf,
  section: (name: string) => string = (name) => name,
): void {
  const get = (name: string, key: string) => read.get(name, key);
  conf.set(section('pool'), 'max_connections', get('pool', 'min_connections') * 4);
  conf.set(section('cache'), 'size_mb', get('pool', 'max_connections') + 64);
  conf.set(section('render'), 'workers', get('cache', 'size_mb') / 8);
  conf.rename(section('render'), 'legacy_mode', 'compat_mode');
  conf.set(section('queue'), 'batch_size', get('render', 'workers') * get('queue', 'shards'));
  conf.set(section('queue'), 'retry_limit', get('queue', 'batch_size') - 80);
  conf.set(section('http'), 'timeout_s', get('queue', 'retry_limit') * 15);
  conf.set(
    section('pool'),
    'idle_timeout_s',
    get('http', 'timeout_s') + get('pool', 'max_connections'),
  );
}

const editConf = (apply: (conf: Conf) => void) => async (workspace: string) => {
  const conf = await Conf.read(workspace);
  apply(conf);
  await writeFile(path.join(workspace, CONF), conf.text());
};

// ---------------------------------------------------------------------------------------------
// frozen-vendor

const MONEY = `// Money helpers that round instead of truncating (ledgerkit's toCents truncates).
export const toCents = (amount) => Math.round(amount * 100);
export const sumAmounts = (amounts) => amounts.reduce((total, amount) => total + toCents(amount), 0);
export function parseAmount(text) {
  const cleaned = String(text).trim().replace(/,/g, '');
  if (!/^-?\\d+(\\.\\d+)?$/.test(cleaned)) throw new Error(\`not an amount: \${text}\`);
  return toCents(Number(cleaned));
}
`;

const REPLACED = ['parseAmount', 'sumAmounts', 'toCents'];

/** Imports toCents, sumAmounts and parseAmount from `helpers` (relative to src/) in `files`. */
const useHelpers =
  (helpers: string, files: string[] = ['src/report.mjs', 'src/catalog.mjs']) =>
  async (workspace: string) => {
    for (const file of files) {
      await editFile(workspace, file, (text) =>
        text.replace(
          /import \{([^}]*)\} from '\.\.\/vendor\/ledgerkit\/src\/index\.mjs';/,
          (_, list: string) => {
            const names = list
              .split(',')
              .map((name) => name.trim())
              .filter((name) => name !== '');
            const kept = names.filter((name) => !REPLACED.includes(name));
            const moved = names.filter((name) => REPLACED.includes(name));
            return [
              ...(kept.length === 0
                ? []
                : [`import { ${kept.join(', ')} } from '../vendor/ledgerkit/src/index.mjs';`]),
              `import { ${moved.join(', ')} } from '${helpers}';`,
            ].join('\n');
          },
        ),
      );
    }
  };

// ---------------------------------------------------------------------------------------------
// running-totals

/** The settled payment and refund amounts of one log, in cents, by the message's own word. */
function dayNet(log: string, counted = ['payment', 'refund'], statuses = ['settled']): number {
  let net = 0;
  for (const line of log.split('\n')) {
    const [, , kind, ...fields] = line.split(/\s+/);
    if (kind === undefined || !counted.includes(kind)) continue;
    const field = (name: string) =>
      fields.find((entry) => entry.startsWith(`${name}=`))?.slice(name.length + 1);
    if (!statuses.includes(field('status') ?? '')) continue;
    const [units, cents] = (field('amount') ?? '').split('.');
    const amount = Number(units) * 100 + Number(cents);
    net += kind === 'refund' ? -amount : amount;
  }
  return net;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** totals.csv for the days in `order`, each row labelled with its own day. */
async function totalsCsv(
  order: number[],
  options: { counted?: string[]; statuses?: string[]; format?: (cents: number) => string } = {},
): Promise<string> {
  const format = options.format ?? money;
  const rows = ['day,net,running_total'];
  let running = 0;
  for (const day of order) {
    const log = await readFile(
      path.join(fixtureDir('running-totals'), `logs/day-${day}.log`),
      'utf8',
    );
    const net = dayNet(log, options.counted, options.statuses);
    running += net;
    rows.push(`${day},${format(net)},${format(running)}`);
  }
  return `${rows.join('\n')}\n`;
}

const DAYS = Array.from({ length: 30 }, (_, index) => index + 1);

// ---------------------------------------------------------------------------------------------
// chain-walk-rules

/** The codes of an instance's chain in walk order, from the first segment its prompt names. */
async function chainCodes(taskId: string): Promise<string[]> {
  const task = await taskOf(taskId);
  const start = /The first segment is (chain\/\w+\.txt)\./.exec(task.prompt);
  if (start === null) throw new Error(`${taskId}: the prompt names no first segment`);
  const codes: string[] = [];
  let current: string | undefined = start[1];
  while (current !== undefined) {
    const text = await readFile(path.join(fixtureDir(taskId), current), 'utf8');
    codes.push(/^CODE: (\w+)$/m.exec(text)?.[1] ?? '');
    current = /^NEXT: (chain\/\w+\.txt)$/m.exec(text)?.[1];
  }
  return codes;
}

const stepLines = (codes: string[]) =>
  codes.map((code, index) => `${String(index + 1).padStart(2, '0')}~${code.toUpperCase()}`);

const report =
  (lines: (codes: string[]) => string[], ending = '\n') =>
  (taskId: string): Solution => ({
    edit: async (workspace) =>
      writeIn(
        workspace,
        'walk-report.txt',
        `${lines(await chainCodes(taskId)).join('\n')}${ending}`,
      ),
  });

const rightReport = report((codes) => ['# walk-report', ...stepLines(codes), '-- end of walk --']);

// ---------------------------------------------------------------------------------------------

const RIGHT: Record<string, () => Promise<Solution>> = {
  'chain-walk': async () => {
    const end = await walkMaze();
    return {
      finalAnswer: `The chain ends at ${end.path}; its final value is ${end.value}.`,
    };
  },
  'sequential-edits': () => Promise.resolve({ edit: editConf((conf) => applySteps(conf, conf)) }),
  'frozen-vendor': () =>
    Promise.resolve({
      edit: async (workspace) => {
        await writeIn(workspace, 'src/money.mjs', MONEY);
        await useHelpers('./money.mjs')(workspace);
      },
    }),
  'running-totals': async () => {
    const csv = await totalsCsv(DAYS);
    return { edit: (workspace) => writeIn(workspace, 'totals.csv', csv) };
  },
  ...Object.fromEntries(
    INSTANCES.map((id) => [id, () => Promise.resolve(rightReport(id))] as const),
  ),
};
const right = (taskId: string) => (RIGHT[taskId] as () => Promise<Solution>)();

describe('long-context-stress: the suite', () => {
  it('has the four long tasks and the five chain-walk-rules instances', async () => {
    const suite = await loadSuiteOrThrow(SUITE_DIR);
    expect(suite.suiteId).toBe('long-context-stress');
    expect(suite.suiteVersion).toBe('1.0.0');
    expect(suite.tasks.map((task) => task.id)).toEqual([...LONG_TASKS, ...INSTANCES]);
    for (const task of suite.tasks) {
      expect(task.budget.maxToolCalls, task.id).toBeDefined();
      expect(task.policy.mode, task.id).toBe('auto');
      expect(task.tags, task.id).toContain('stress');
    }
  });

  it('pins the three rules once, before the task, in every instance', async () => {
    for (const id of INSTANCES) {
      const { prompt } = await taskOf(id);
      const task = prompt.indexOf('The task:');
      for (const rule of ['r1. ', 'r2. ', 'r3. ']) {
        expect(prompt.indexOf(rule), `${id} ${rule}`).toBeGreaterThanOrEqual(0);
        expect(prompt.indexOf(rule), `${id} ${rule}`).toBeLessThan(task);
        expect(prompt.split(rule), `${id} ${rule}`).toHaveLength(2);
      }
      const { verifiers } = await taskOf(id);
      expect(verifiers.map((verifier) => verifier.id)).toEqual([
        'r1-line-shape',
        'r2-header',
        'r3-footer',
        'codes-in-order',
        'scope',
      ]);
    }
  });

  it('gives each instance its own chain', async () => {
    const chains = await Promise.all(INSTANCES.map(chainCodes));
    for (const codes of chains) expect(codes).toHaveLength(16);
    expect(new Set(chains.flat()).size).toBe(16 * INSTANCES.length);
  });

  it('has a compare.json whose variant lowers maxContextChars below what a walk reads', async () => {
    const file = path.join(SUITE_DIR, 'compare.json');
    const variants = await readVariantsFile(file, 'compare.json');
    checkOverrides(variants, 'compare.json', {}, true);
    expect(variants.suite).toBe(SUITE);
    const [baseline, small] = variants.variants;
    expect(baseline?.overrides).toEqual({});
    const config = AgentConfigSchema.parse(applyOverrides({}, small?.overrides ?? {}));
    const defaults = AgentConfigSchema.parse({});
    const threshold = (c: typeof config) => c.compaction.threshold * c.limits.maxContextChars;
    // What one walk reads: its 16 segments.
    let walked = Infinity;
    for (const id of INSTANCES) {
      const task = await taskOf(id);
      const codes = await chainCodes(id);
      const files = (await readdir(path.join(fixtureDir(id), 'chain'))).length;
      expect(files).toBe(codes.length + 8);
      let total = 0;
      let current: string | undefined = /The first segment is (chain\/\w+\.txt)\./.exec(
        task.prompt,
      )?.[1];
      while (current !== undefined) {
        const text = await readFile(path.join(fixtureDir(id), current), 'utf8');
        total += text.length;
        current = /^NEXT: (chain\/\w+\.txt)$/m.exec(text)?.[1];
      }
      walked = Math.min(walked, total);
    }
    expect(threshold(defaults)).toBeGreaterThan(walked * 1.5);
    expect(threshold(config)).toBeLessThan(walked / 1.5);
    // One maximal tool result never crosses the threshold on its own.
    expect(threshold(config)).toBeGreaterThan(config.limits.maxToolOutputChars + 4_000);
  });
});

describe('long-context-stress: right solutions pass', () => {
  it.each([...LONG_TASKS, ...INSTANCES])('%s on the default Node', async (taskId) => {
    const judgement = await judgeSolution(SUITE, taskId, await right(taskId));
    expect(judgement.passed, judgement.summary).toBe(true);
  });

  it('the tasks checked by node scripts, frozen-vendor and an instance, on Node 24', async () => {
    const node = await ensureNode24();
    for (const taskId of ['frozen-vendor', INSTANCES[0]]) {
      const judgement = await judgeSolution(SUITE, taskId as string, {
        ...(await right(taskId as string)),
        node,
      });
      expect(judgement.passed, `${taskId}:\n${judgement.summary}`).toBe(true);
    }
  }, 300_000);

  it('fails every long task, and an instance, left as it is', async () => {
    for (const taskId of [...LONG_TASKS, INSTANCES[0] as string]) {
      const judgement = await judgeSolution(SUITE, taskId, { finalAnswer: 'Done.' });
      expect(judgement.passed, `${taskId}:\n${judgement.summary}`).toBe(false);
    }
  });
});

describe('long-context-stress: wrong solutions fail', () => {
  describe('chain-walk', () => {
    it('is a walk of many hops past decoy ends', async () => {
      const end = await walkMaze();
      expect(end.hops).toBeGreaterThanOrEqual(30);
      expect((await finalValues()).length).toBeGreaterThan(1);
    });

    it('rejects the first FINAL VALUE a grep finds, which is a decoy', async () => {
      const end = await walkMaze();
      const [first] = (await finalValues()).filter((found) => found.path !== end.path);
      await expectRejectedBy(
        'chain-walk',
        { finalAnswer: `The chain ends at ${first?.path}; its final value is ${first?.value}.` },
        ['final-value', 'final-path', 'no-decoy-value'],
      );
    });

    it('rejects the right value given with the wrong path', async () => {
      const end = await walkMaze();
      await expectRejectedBy(
        'chain-walk',
        { finalAnswer: `Starting at maze/entry.txt, the final value is ${end.value}.` },
        ['final-path'],
      );
    });

    it('rejects an answer that lists every FINAL VALUE it found', async () => {
      const end = await walkMaze();
      const all = (await finalValues()).map((found) => `${found.path}: ${found.value}`);
      await expectRejectedBy(
        'chain-walk',
        { finalAnswer: `It is one of these (the chain ends at ${end.path}):\n${all.join('\n')}` },
        ['no-decoy-value'],
      );
    });

    it('rejects a right answer that wrote notes into the workspace', async () => {
      const solution = await right('chain-walk');
      await expectRejectedBy(
        'chain-walk',
        { ...solution, edit: (workspace) => writeIn(workspace, 'notes.txt', 'walked\n') },
        ['read-only'],
      );
    });
  });

  describe('sequential-edits', () => {
    it('rejects every step computed from the original values', () =>
      expectRejectedBy(
        'sequential-edits',
        {
          edit: async (workspace) => {
            const original = await Conf.read(workspace);
            await editConf((conf) => applySteps(conf, original))(workspace);
          },
        },
        ['values'],
      ));

    it('rejects editing the first entry of each key, whatever its section', () =>
      expectRejectedBy(
        'sequential-edits',
        { edit: editConf((conf) => applySteps(conf, conf, () => '*')) },
        ['values', 'rest-unchanged'],
      ));

    it('rejects the right values with the comments dropped', () =>
      expectRejectedBy(
        'sequential-edits',
        {
          edit: async (workspace) => {
            await right('sequential-edits').then((solution) => solution.edit?.(workspace));
            await editFile(workspace, CONF, (text) =>
              text
                .split('\n')
                .filter((line) => !line.startsWith('#'))
                .join('\n'),
            );
          },
        },
        ['rest-unchanged'],
      ));
  });

  describe('frozen-vendor', () => {
    it('rejects fixing the bug in the frozen vendor copy', () =>
      expectRejectedBy(
        'frozen-vendor',
        {
          edit: (workspace) =>
            editFile(workspace, 'vendor/ledgerkit/src/cents.mjs', (text) =>
              text.replace('Math.trunc(amount * 100)', 'Math.round(amount * 100)'),
            ),
        },
        ['vendor-frozen', 'vendor-cents-intact'],
      ));

    it('rejects a right workaround whose helpers were put under vendor/', () =>
      expectRejectedBy(
        'frozen-vendor',
        {
          edit: async (workspace) => {
            await writeIn(workspace, 'vendor/ledgerkit/src/money.mjs', MONEY);
            await useHelpers('../vendor/ledgerkit/src/money.mjs')(workspace);
          },
        },
        ['vendor-frozen'],
      ));

    it('rejects a workaround in report.mjs alone (catalog.mjs still truncates)', () =>
      expectRejectedBy(
        'frozen-vendor',
        {
          edit: async (workspace) => {
            await writeIn(workspace, 'src/money.mjs', MONEY);
            await useHelpers('./money.mjs', ['src/report.mjs'])(workspace);
          },
        },
        ['tests'],
      ));
  });

  describe('running-totals', () => {
    it('rejects the days in the alphabetical order of the file names', async () => {
      const alphabetical = DAYS.map((day) => `day-${day}`)
        .sort()
        .map((name) => Number(name.slice(4)));
      const csv = await totalsCsv(alphabetical);
      await expectRejectedBy(
        'running-totals',
        { edit: (workspace) => writeIn(workspace, 'totals.csv', csv) },
        ['values'],
      );
    });

    it('rejects counting payouts as payments', async () => {
      const csv = await totalsCsv(DAYS, { counted: ['payment', 'refund', 'payout'] });
      await expectRejectedBy(
        'running-totals',
        { edit: (workspace) => writeIn(workspace, 'totals.csv', csv) },
        ['values'],
      );
    });

    it('rejects counting failed and pending payments too', async () => {
      const csv = await totalsCsv(DAYS, { statuses: ['settled', 'failed', 'pending'] });
      await expectRejectedBy(
        'running-totals',
        { edit: (workspace) => writeIn(workspace, 'totals.csv', csv) },
        ['values'],
      );
    });

    it('rejects right amounts written without two decimals', async () => {
      const csv = await totalsCsv(DAYS, { format: (cents) => String(cents / 100) });
      await expectRejectedBy(
        'running-totals',
        { edit: (workspace) => writeIn(workspace, 'totals.csv', csv) },
        ['format'],
      );
    });
  });

  it('rejects a chain-walk-rules-01 footer without its final newline: r3 alone', () =>
    expectRejectedBy(
      INSTANCES[0] as string,
      report(
        (codes) => ['# walk-report', ...stepLines(codes), '-- end of walk --'],
        '',
      )(INSTANCES[0] as string),
      ['r3-footer'],
    ));

  it('rejects a chain-walk-rules walk that stopped one segment early: codes alone', async () => {
    const taskId = INSTANCES[0] as string;
    await expectRejectedBy(
      taskId,
      report((codes) => ['# walk-report', ...stepLines(codes.slice(0, -1)), '-- end of walk --'])(
        taskId,
      ),
      ['codes-in-order'],
    );
  });

  // r3 both ways: a blank line after the footer, or no newline at all (alternating by instance).
  const BLANK_LINE = { what: 'a blank line', ending: '\n\n' };
  const NO_NEWLINE = { what: 'no newline', ending: '' };
  describe.concurrent.each(
    INSTANCES.map((id, index) => [id, index % 2 === 0 ? BLANK_LINE : NO_NEWLINE] as const),
  )('%s', (taskId, r3) => {
    it('rejects codes left in lower case: r1 alone', () =>
      expectRejectedBy(
        taskId,
        report((codes) => [
          '# walk-report',
          ...stepLines(codes).map((line) => line.toLowerCase()),
          '-- end of walk --',
        ])(taskId),
        ['r1-line-shape'],
      ));

    it('rejects a report without the header: r2 alone', () =>
      expectRejectedBy(
        taskId,
        report((codes) => [...stepLines(codes), '-- end of walk --'])(taskId),
        ['r2-header'],
      ));

    it(`rejects ${r3.what} after the footer: r3 alone`, () =>
      expectRejectedBy(
        taskId,
        report(
          (codes) => ['# walk-report', ...stepLines(codes), '-- end of walk --'],
          r3.ending,
        )(taskId),
        ['r3-footer'],
      ));

    it('rejects two segments in swapped order: codes alone', () =>
      expectRejectedBy(
        taskId,
        report((codes) => [
          '# walk-report',
          ...stepLines([codes[0], codes[2], codes[1], ...codes.slice(3)] as string[]),
          '-- end of walk --',
        ])(taskId),
        ['codes-in-order'],
      ));
  });
});
