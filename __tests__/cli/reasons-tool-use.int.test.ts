/**
 * Failure reasons and tool use end to end: `verdict pr --mode live` on a real git repository
 * against a real model server on 127.0.0.1, whose head stops reading the file before it writes it
 * (the seed's "stopped opening the file and started reciting from memory"). comparison.md and the
 * comment must say why the head's runs failed and that read_file disappeared.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { createPrRepository } from '../helpers/action-harness.js';
import { KeyedModelServer, type KeyedRequest } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import type { ScriptedReply } from '../helpers/scripted-model-server.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const HEAD_SUFFIX = ' Answer from memory.';

/** Base reads src/math.mjs, then fixes it; head writes it at once, from "memory", wrongly. */
function respond(request: KeyedRequest): ScriptedReply {
  const head = request.prompt.includes(HEAD_SUFFIX);
  const base: ScriptedReply[] = [
    { kind: 'tools', calls: [{ name: 'read_file', arguments: { path: 'src/math.mjs' } }] },
    {
      kind: 'tools',
      calls: [
        {
          name: 'edit_file',
          arguments: { path: 'src/math.mjs', old: 'return a - b;', new: 'return a + b;' },
        },
      ],
    },
    { kind: 'text', text: 'Fixed add in src/math.mjs.' },
  ];
  const fromMemory: ScriptedReply[] = [
    {
      kind: 'tools',
      calls: [
        {
          name: 'write_file',
          arguments: {
            path: 'src/math.mjs',
            content: 'export function add(a, b) {\n  return a * b;\n}\n',
          },
        },
      ],
    },
    { kind: 'text', text: 'Rewrote add.' },
  ];
  return (head ? fromMemory : base)[request.turn] ?? { kind: 'error', status: 500 };
}

describe('verdict pr: why runs failed, and what tool use changed', () => {
  it('says both in comparison.md and in the comment, and keeps them in comparison.json', async () => {
    const server = await KeyedModelServer.start(respond);
    servers.push(server);
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'), {
      tasks: ['fix-add'],
      headPromptSuffixes: { 'fix-add': HEAD_SUFFIX },
      headBranch: 'change',
    });
    const out = path.join(await makeTempDir(), 'out');
    const result = await runCliProcess(
      [
        'pr',
        '--base',
        'main',
        '--head',
        'change',
        '--mode',
        'live',
        '--k',
        '5',
        '--base-url',
        server.baseUrl,
        '--model',
        'keyed-model',
        '--out',
        out,
      ],
      { cwd: repo.dir, env: { OPENAI_API_KEY: 'sk-test-reasons-key-0123456789' } },
    );
    expect(result.code, result.stderr).toBe(0);
    // 5 base runs of three calls, 5 head runs of two.
    expect(server.requests).toHaveLength(25);

    const dir = path.join(out, 'comparison', 'live', 'smoke-coding');
    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'comparison.json'), 'utf8')),
    );
    const [task] = comparison.tasks;
    expect(task?.verdict).toBe('regressed');
    const headReasons = task?.candidate?.failureReasons?.listed ?? [];
    expect(headReasons).toHaveLength(1);
    expect(headReasons[0]).toMatchObject({ status: 'fail', runs: 5 });
    // The first line of the check's detail: the same in every run, so one reason of 5 runs.
    expect(headReasons[0]?.reason).toBe('check: `node check.mjs` exited 1, expected exit 0');
    expect(task?.baseline?.failureReasons).toEqual({ listed: [] });
    expect(task?.toolUse?.tools).toEqual([
      {
        name: 'edit_file',
        baseline: { runs: 5, calls: 5 },
        candidate: { runs: 0, calls: 0 },
        change: 'disappeared',
      },
      {
        name: 'read_file',
        baseline: { runs: 5, calls: 5 },
        candidate: { runs: 0, calls: 0 },
        change: 'disappeared',
      },
      {
        name: 'write_file',
        baseline: { runs: 0, calls: 0 },
        candidate: { runs: 5, calls: 5 },
        change: 'appeared',
      },
    ]);

    const markdown = await readFile(path.join(dir, 'comparison.md'), 'utf8');
    const escapedReason = 'check: \\`node check.mjs\\` exited 1, expected exit 0';
    expect(markdown).toContain(
      `## Why runs failed\n\nWhy runs did not pass, per task and side: identical reasons counted together.`,
    );
    expect(markdown).toContain(
      `- fix-add — candidate: 5 of 5 failed\n  - ${escapedReason} (5 runs)`,
    );
    expect(markdown).toContain(
      '  - `read_file`: 5/5 → 0/5 runs, 1.0 → 0.0 calls per run (disappeared)',
    );
    expect(markdown).toContain(
      '  - `write_file`: 0/5 → 5/5 runs, 0.0 → 1.0 calls per run (appeared)',
    );

    // The comment: printed, and written beside the evaluation.
    const comment = result.stdout;
    expect(await readFile(path.join(out, 'comparison.md'), 'utf8')).toBe(comment);
    expect(comment).toMatch(/\| fix-add \| \*\*regressed\*\* \|/);
    expect(comment).toContain('**Why runs failed**');
    expect(comment).toContain(`\n- fix-add, head: 5 of 5 failed — ${escapedReason} (5)\n`);
    expect(comment).toContain('**Tool use that changed**');
    expect(comment).toContain(
      '- fix-add: `edit_file` 5/5 → 0/5 runs, 1.0 → 0.0 calls per run (disappeared) · ' +
        '`read_file` 5/5 → 0/5 runs, 1.0 → 0.0 calls per run (disappeared) · ' +
        '`write_file` 0/5 → 5/5 runs, 0.0 → 1.0 calls per run (appeared)',
    );
    // The base passed every run: it has no reasons to give.
    expect(comment).not.toMatch(/- fix-add, base:/);
  }, 240_000);
});
