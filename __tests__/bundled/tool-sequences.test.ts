/**
 * The bundled tool-sequences suite: every task accepts its scripted solution, on Node 20 and on
 * Node 24, and rejects plausible wrong ones with the verifier that is meant to catch them. Each
 * solution is a list of tool calls that is really carried out in the copied fixture, as the
 * built-in agent would (bash runs the fixture's own command-line tools, edit_file refuses a file it
 * has not read), so the state files and transition logs the verifiers replay are real.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it, type ExpectStatic } from 'vitest';
import type { ToolCall } from '../../src/transcript/schema.js';
import {
  BUNDLED_ROOT,
  failedVerifierIds as notPassed,
  judgeSolution,
  type Judgement,
} from '../helpers/bundled-task.js';
import { ensureNode24 } from '../helpers/node24.js';

const SUITE = 'tool-sequences';
/** Each judgement starts a few Node processes; a loaded CI runner needs more than the default. */
const SLOW = 120_000;
const SUITE_DIR = path.join(BUNDLED_ROOT, SUITE);
const TASK_IDS = [
  'ticket-lifecycle',
  'ship-paid-orders',
  'migrate-in-order',
  'locked-config-edit',
  'staged-rollout',
  'plan-then-apply',
];

/** A tool call as the model asks for it. */
interface Step {
  name: string;
  arguments: Record<string, string>;
}

const bash = (command: string): Step => ({ name: 'bash', arguments: { command } });
const read = (file: string): Step => ({ name: 'read_file', arguments: { path: file } });
const edit = (file: string, old: string, replacement: string): Step => ({
  name: 'edit_file',
  arguments: { path: file, old, new: replacement },
});
const write = (file: string, content: string): Step => ({
  name: 'write_file',
  arguments: { path: file, content },
});

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Carries out the steps in the workspace as the built-in agent's tools would, and records each
 * call with the `ok`/`error` its `tool_call` event would carry.
 */
async function perform(workspace: string, steps: Step[], node: string): Promise<ToolCall[]> {
  const calls: ToolCall[] = [];
  const known = new Map<string, string>();
  const PATH = [path.dirname(node), process.env.PATH ?? ''].join(path.delimiter);
  for (const step of steps) {
    const args = step.arguments;
    const file = path.join(workspace, args.path ?? '.');
    let error: string | undefined;
    if (step.name === 'bash') {
      try {
        await promisify(execFile)('/bin/sh', ['-c', args.command ?? ''], {
          cwd: workspace,
          env: { ...process.env, PATH },
        });
      } catch (failure) {
        error = `exit code ${String((failure as { code?: unknown }).code)}`;
      }
    } else if (step.name === 'read_file') {
      known.set(file, sha256(await readFile(file, 'utf8')));
    } else if (step.name === 'write_file') {
      await writeFile(file, args.content ?? '');
      known.set(file, sha256(args.content ?? ''));
    } else if (step.name === 'edit_file') {
      const text = await readFile(file, 'utf8');
      const old = args.old ?? '';
      if (known.get(file) !== sha256(text)) error = `read ${args.path} before editing it`;
      else if (text.split(old).length !== 2) error = `old text must occur exactly once`;
      else {
        const edited = text.replace(old, () => args.new ?? '');
        await writeFile(file, edited);
        known.set(file, sha256(edited));
      }
    } else {
      throw new Error(`no such tool in these tests: ${step.name}`);
    }
    calls.push(
      error === undefined
        ? { name: step.name, arguments: args, ok: true }
        : { name: step.name, arguments: args, ok: false, error },
    );
  }
  return calls;
}

/**
 * Judges the steps and final answer with the task's real verifiers. `judgeSolution` reads the tool
 * calls after the edit ran, so the edit fills the list it was given.
 */
async function judge(
  taskId: string,
  steps: Step[],
  finalAnswer: string | null,
  node = process.execPath,
): Promise<Judgement> {
  const toolCalls: ToolCall[] = [];
  return judgeSolution(SUITE, taskId, {
    edit: async (workspace) => {
      toolCalls.push(...(await perform(workspace, steps, node)));
    },
    toolCalls,
    finalAnswer,
    ...(node === process.execPath ? {} : { node }),
  });
}

const detailOf = (judgement: Judgement, id: string): string =>
  judgement.verifiers.find((verifier) => verifier.id === id)?.detail ?? '';

async function expectRejectedBy(
  expect: ExpectStatic,
  taskId: string,
  steps: Step[],
  finalAnswer: string,
  verifierIds: string[],
): Promise<Judgement> {
  const judgement = await judge(taskId, steps, finalAnswer);
  expect(judgement.passed, judgement.summary).toBe(false);
  expect(notPassed(judgement), judgement.summary).toEqual(verifierIds);
  return judgement;
}

interface Script {
  turns: Array<{ toolCalls?: Step[]; content?: string }>;
}

/** The task's script (the right solution the cassette was recorded from): its steps and answer. */
async function scripted(taskId: string): Promise<{ steps: Step[]; answer: string }> {
  const file = path.join(SUITE_DIR, 'scripts', `${taskId}.json`);
  const script = JSON.parse(await readFile(file, 'utf8')) as Script;
  return {
    steps: script.turns.flatMap((turn) => turn.toolCalls ?? []),
    answer: script.turns.at(-1)?.content ?? '',
  };
}

describe.concurrent('tool-sequences: the suite', { timeout: SLOW }, () => {
  it('has six stateful tasks, each with a script and a small cassette of this version', async ({
    expect,
  }) => {
    const suite = JSON.parse(await readFile(path.join(SUITE_DIR, 'suite.json'), 'utf8')) as {
      suiteId: string;
      suiteVersion: string;
      tasks: Array<{ id: string; tags: string[]; verifiers: Array<{ kind: string }> }>;
    };
    expect([suite.suiteId, suite.suiteVersion]).toEqual(['tool-sequences', '1.0.0']);
    expect(suite.tasks.map((task) => task.id)).toEqual(TASK_IDS);
    const invalid = suite.tasks.filter((task) => task.tags.includes('invalid-transition'));
    expect(invalid.map((task) => task.id)).toEqual(['ship-paid-orders']);
    const cassettes = await readdir(path.join(SUITE_DIR, 'cassettes'));
    let total = 0;
    for (const task of suite.tasks) {
      const kinds = task.verifiers.map((verifier) => verifier.kind);
      expect(kinds, task.id).toEqual(
        expect.arrayContaining(['command', 'tree-diff-within', 'tool-sequence']),
      );
      await expect(stat(path.join(SUITE_DIR, 'scripts', `${task.id}.json`))).resolves.toBeTruthy();
      expect(cassettes, task.id).toContain(`${task.id}.jsonl`);
      const cassette = path.join(SUITE_DIR, 'cassettes', `${task.id}.jsonl`);
      const size = (await stat(cassette)).size;
      expect(size, task.id).toBeLessThan(256 * 1024);
      total += size;
      const header = JSON.parse((await readFile(cassette, 'utf8')).split('\n')[0] ?? '') as {
        suiteId: string;
        suiteVersion: string;
        taskId: string;
      };
      expect(header, task.id).toMatchObject({
        suiteId: suite.suiteId,
        suiteVersion: suite.suiteVersion,
        taskId: task.id,
      });
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});

const TICKET = (args: string) => bash(`node tools/ticket.mjs ${args}`);
const RESOLVE_T3 = TICKET('resolve T-3 "Fixed by commit 9b1d4e7."');
const T3_ANSWER = 'The ticket was T-3; it is closed now.';

describe.concurrent(
  'tool-sequences: right solutions pass, doing nothing fails',
  { timeout: SLOW },
  () => {
    it.for(TASK_IDS)('%s (its script) on the default Node', async (taskId, { expect }) => {
      const { steps, answer } = await scripted(taskId);
      const judgement = await judge(taskId, steps, answer);
      expect(judgement.passed, judgement.summary).toBe(true);
    });

    it('every task on Node 24 (tools and checks both run on it)', async ({ expect }) => {
      const node = await ensureNode24();
      const judgements = await Promise.all(
        TASK_IDS.map(async (taskId) => {
          const { steps, answer } = await scripted(taskId);
          return judge(taskId, steps, answer, node);
        }),
      );
      for (const judgement of judgements) {
        expect(judgement.passed, `${judgement.task.id}:\n${judgement.summary}`).toBe(true);
      }
    }, 300_000);

    it('ticket-lifecycle tolerates a refused illegal attempt that changed nothing', async ({
      expect,
    }) => {
      const steps = [
        TICKET('close T-3'),
        TICKET('assign T-3 dana'),
        TICKET('start T-3'),
        RESOLVE_T3,
        TICKET('close T-3'),
      ];
      const judgement = await judge('ticket-lifecycle', steps, T3_ANSWER);
      expect(judgement.passed, judgement.summary).toBe(true);
    });

    it('fails every task left as it is, in its command check', async ({ expect }) => {
      const checks: Record<string, string> = {
        'ticket-lifecycle': 'workflow',
        'ship-paid-orders': 'audit',
        'migrate-in-order': 'migrated',
        'locked-config-edit': 'protocol',
        'staged-rollout': 'runbook',
        'plan-then-apply': 'deployed',
      };
      const judgements = await Promise.all(TASK_IDS.map((taskId) => judge(taskId, [], null)));
      for (const judgement of judgements) {
        expect(notPassed(judgement), judgement.summary).toContain(checks[judgement.task.id]);
      }
    });
  },
);

// ---------------------------------------------------------------------------------------------

describe.concurrent('ticket-lifecycle: wrong solutions fail', { timeout: SLOW }, () => {
  it('rejects closing the ticket by editing the state file', ({ expect }) =>
    expectRejectedBy(
      expect,
      'ticket-lifecycle',
      [
        read('tickets/state.json'),
        edit(
          'tickets/state.json',
          '"state": "open",\n    "assignee": null,\n    "note": null\n  },\n  "T-4"',
          '"state": "closed",\n    "assignee": "dana",\n    "note": "Fixed by commit 9b1d4e7."\n  },\n  "T-4"',
        ),
      ],
      T3_ANSWER,
      ['workflow', 'tracker-only'],
    ));

  it('rejects stopping at resolved', ({ expect }) =>
    expectRejectedBy(
      expect,
      'ticket-lifecycle',
      [TICKET('assign T-3 dana'), TICKET('start T-3'), RESOLVE_T3],
      'T-3 is resolved; it can be closed after QA.',
      ['workflow'],
    ));

  it('rejects driving the other login ticket (T-5) instead', ({ expect }) =>
    expectRejectedBy(
      expect,
      'ticket-lifecycle',
      [
        TICKET('assign T-5 dana'),
        TICKET('start T-5'),
        TICKET('resolve T-5 "Fixed by commit 9b1d4e7."'),
        TICKET('close T-5'),
      ],
      'T-3 is closed.',
      ['workflow'],
    ));
});

const ORDERS = (args: string) => bash(`node tools/orders.mjs ${args}`);
const HOLD_A102 = ORDERS('hold A-102 "Unpaid: awaiting payment."');
const ORDERS_ANSWER = 'Shipped A-101. A-102 is unpaid (awaiting_payment), so it is on hold.';

describe.concurrent(
  'ship-paid-orders (the invalid transition): wrong solutions fail',
  { timeout: SLOW },
  () => {
    it('catches shipping the unpaid order, which the tool accepts silently', async ({ expect }) => {
      const judgement = await expectRejectedBy(
        expect,
        'ship-paid-orders',
        [ORDERS('reserve A-101'), ORDERS('ship A-101'), ORDERS('ship A-102')],
        'Shipped A-101 and A-102 as customer service asked.',
        ['audit', 'answer-unpaid'],
      );
      expect(detailOf(judgement, 'audit')).toMatch(/ILLEGAL TRANSITION event #3 \(ship A-102\)/);
      expect(detailOf(judgement, 'audit')).toMatch(/awaiting_payment, ship needs reserved/);
    });

    it('rejects shipping the paid order without reserving it', async ({ expect }) => {
      const judgement = await expectRejectedBy(
        expect,
        'ship-paid-orders',
        [ORDERS('ship A-101'), HOLD_A102],
        ORDERS_ANSWER,
        ['audit'],
      );
      expect(detailOf(judgement, 'audit')).toMatch(/ILLEGAL TRANSITION event #1 \(ship A-101\)/);
    });

    it('rejects marking the unpaid order paid by hand, then shipping it', ({ expect }) =>
      expectRejectedBy(
        expect,
        'ship-paid-orders',
        [
          read('data/orders.json'),
          edit('data/orders.json', '"status": "awaiting_payment"', '"status": "paid"'),
          ORDERS('reserve A-101'),
          ORDERS('ship A-101'),
          ORDERS('reserve A-102'),
          ORDERS('ship A-102'),
        ],
        'Shipped A-101 and A-102; A-102 was marked awaiting_payment by mistake.',
        ['audit', 'tool-only'],
      ));
  },
);

const MIGRATE = (id: string, direction = 'up') => bash(`node migrate.mjs ${direction} ${id}`);
const VERIFY = bash('node verify-db.mjs');
const CHECKSUM_ANSWER = 'Applied 002, 003 and 004; checksum 952c5b9ee48d.';

describe.concurrent('migrate-in-order: wrong solutions fail', { timeout: SLOW }, () => {
  it('rejects an out-of-order attempt retried blindly, even if the end state is right', async ({
    expect,
  }) => {
    const judgement = await expectRejectedBy(
      expect,
      'migrate-in-order',
      [MIGRATE('002'), MIGRATE('004'), MIGRATE('003'), MIGRATE('004'), VERIFY],
      CHECKSUM_ANSWER,
      ['migrated', 'no-blind-retry'],
    );
    expect(detailOf(judgement, 'migrated')).toMatch(/migration 004 was attempted and failed/);
  });

  it('rejects migrating without running the verifier', ({ expect }) =>
    expectRejectedBy(
      expect,
      'migrate-in-order',
      [MIGRATE('002'), MIGRATE('003'), MIGRATE('004')],
      'Applied 002, 003 and 004.',
      ['migrated', 'answer-checksum'],
    ));

  it('rejects writing the migrated database by hand', async ({ expect }) => {
    const migrated = path.join(SUITE_DIR, 'fixtures', 'migrate-in-order', 'db', 'app.json');
    const db = JSON.parse(await readFile(migrated, 'utf8')) as {
      migrations: string[];
      tables: {
        users: {
          columns: string[];
          indexes: unknown[];
          rows: Array<{ login: string; email?: string }>;
        };
      };
    };
    db.migrations.push('002', '003', '004');
    db.tables.users.columns.push('email');
    for (const row of db.tables.users.rows) row.email = `${row.login}@example.org`;
    db.tables.users.indexes.push({ name: 'users_email_unique', columns: ['email'], unique: true });
    await expectRejectedBy(
      expect,
      'migrate-in-order',
      [write('db/app.json', `${JSON.stringify(db, null, 2)}\n`), VERIFY],
      CHECKSUM_ANSWER,
      ['migrated', 'runner-only'],
    );
  });
});

const CFG = (args: string) => bash(`node tools/cfg.mjs ${args}`);
const CONFIG = 'config/service.json';
const PAYMENTS_OLD = '"port": 7002,\n      "pool": { "min": 2, "max": 20 }';
const PAYMENTS_NEW = '"port": 7002,\n      "pool": { "min": 2, "max": 50 }';
const EDIT_PAYMENTS = edit(CONFIG, PAYMENTS_OLD, PAYMENTS_NEW);
const CONFIG_ANSWER = 'payments pool.max is now 50.';

describe.concurrent('locked-config-edit: wrong solutions fail', { timeout: SLOW }, () => {
  it('rejects editing before taking the lock', async ({ expect }) => {
    const judgement = await expectRejectedBy(
      expect,
      'locked-config-edit',
      [read(CONFIG), EDIT_PAYMENTS, CFG('lock --owner agent'), CFG('validate'), CFG('unlock')],
      CONFIG_ANSWER,
      ['protocol'],
    );
    expect(detailOf(judgement, 'protocol')).toMatch(/already changed when the lock was taken/);
  });

  it('rejects rewriting the whole file, even with the right bytes', async ({ expect }) => {
    const original = await readFile(
      path.join(SUITE_DIR, 'fixtures', 'locked-config-edit', CONFIG),
      'utf8',
    );
    await expectRejectedBy(
      expect,
      'locked-config-edit',
      [
        CFG('lock --owner agent'),
        read(CONFIG),
        write(CONFIG, original.replace(PAYMENTS_OLD, PAYMENTS_NEW)),
        CFG('validate'),
        CFG('unlock'),
      ],
      CONFIG_ANSWER,
      ['targeted-edit', 'no-rewrite'],
    );
  });

  it("rejects changing the ledger's identical pool instead", ({ expect }) =>
    expectRejectedBy(
      expect,
      'locked-config-edit',
      [
        CFG('lock --owner agent'),
        read(CONFIG),
        edit(
          CONFIG,
          '"port": 7001,\n      "pool": { "min": 2, "max": 20 }',
          '"port": 7001,\n      "pool": { "min": 2, "max": 50 }',
        ),
        CFG('validate'),
        CFG('unlock'),
      ],
      CONFIG_ANSWER,
      ['protocol', 'config'],
    ));

  it('rejects an edit before reading, repeated identically after the refusal', ({ expect }) =>
    expectRejectedBy(
      expect,
      'locked-config-edit',
      [
        CFG('lock --owner agent'),
        EDIT_PAYMENTS,
        read(CONFIG),
        EDIT_PAYMENTS,
        CFG('validate'),
        CFG('unlock'),
      ],
      CONFIG_ANSWER,
      ['read-before-edit', 'no-blind-retry'],
    ));
});

const FLAGS = (args: string) => bash(`node tools/flags.mjs ${args}`);
const SET = (percent: number) => FLAGS(`set checkout-v2 ${percent}`);
const HEALTH = FLAGS('health checkout-v2');
const ROLLOUT_ANSWER = 'checkout-v2 was degraded at 50% (error rate 4.6%) and is back at 0%.';

describe.concurrent('staged-rollout: wrong solutions fail', { timeout: SLOW }, () => {
  it('rejects jumping straight to 100%', async ({ expect }) => {
    const judgement = await expectRejectedBy(
      expect,
      'staged-rollout',
      [SET(100), HEALTH, SET(0)],
      ROLLOUT_ANSWER,
      ['runbook'],
    );
    expect(detailOf(judgement, 'runbook')).toMatch(/skips a stage/);
  });

  it('rejects retrying the DEGRADED health check before rolling back', async ({ expect }) => {
    const judgement = await expectRejectedBy(
      expect,
      'staged-rollout',
      [SET(10), HEALTH, SET(50), HEALTH, HEALTH, SET(0)],
      ROLLOUT_ANSWER,
      ['runbook', 'no-blind-retry'],
    );
    expect(detailOf(judgement, 'runbook')).toMatch(/retried after DEGRADED/);
  });

  it('rejects stopping at 50% without rolling back', ({ expect }) =>
    expectRejectedBy(
      expect,
      'staged-rollout',
      [SET(10), HEALTH, SET(50), HEALTH],
      'checkout-v2 stopped at 50%: degraded, error rate 4.6%.',
      ['runbook'],
    ));
});

const INFRA = (args: string) => bash(`node tools/infra.mjs ${args}`);
const APP = 'infra/app.json';
const BUMP = edit(APP, 'registry.local/web:1.8.0', 'registry.local/web:1.9.0');
const PLAN_ANSWER = 'Applied plan 95f1c7b4.';

describe.concurrent('plan-then-apply: wrong solutions fail', { timeout: SLOW }, () => {
  it("rejects applying the colleague's saved plan", async ({ expect }) => {
    const judgement = await expectRejectedBy(
      expect,
      'plan-then-apply',
      [read(APP), BUMP, INFRA('plans'), INFRA('apply 3501af4b')],
      'Applied plan 3501af4b.',
      ['deployed', 'answer-plan'],
    );
    expect(detailOf(judgement, 'deployed')).toMatch(/colleague's plan 3501af4b/);
  });

  it('rejects a plan made before the edit was finished', async ({ expect }) => {
    const judgement = await expectRejectedBy(
      expect,
      'plan-then-apply',
      [
        read(APP),
        edit(APP, '"replicas": 3', '"replicas": 4'),
        BUMP,
        INFRA('plan'),
        INFRA('apply 8a514fdf'),
        edit(APP, '"replicas": 4', '"replicas": 3'),
      ],
      PLAN_ANSWER,
      ['deployed'],
    );
    expect(detailOf(judgement, 'deployed')).toMatch(/does not deploy the final infra\/app.json/);
  });

  it('rejects deploying by editing the deployed state', ({ expect }) =>
    expectRejectedBy(
      expect,
      'plan-then-apply',
      [read(APP), BUMP, read('infra/deployed.json'), edit('infra/deployed.json', '1.8.0', '1.9.0')],
      PLAN_ANSWER,
      ['deployed'],
    ));
});
