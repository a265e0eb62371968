/**
 * The Action on a runner that refuses bwrap, as GitHub's ubuntu-24.04 runners do (AppArmor stops
 * its user namespace: "bwrap: setting up uid map: Permission denied"): a fake `bwrap` first on
 * PATH fails the probe the same way. `sandbox: auto` then runs without a sandbox, as the CLI does,
 * and the step says so and why — a warning in the log, a line under the comment's headline and a
 * notice — from the reports' conditions and the CLI's own warning.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runEvaluateCommand } from '../../src/action/evaluate-action.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { createPrRepository } from '../helpers/action-harness.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { createInProcessStep } from '../helpers/in-process-step.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const REPOSITORY = 'acme/agent';
const PR = 12;
const REFUSAL = 'bwrap: setting up uid map: Permission denied';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

/** A directory holding a `bwrap` that fails as AppArmor makes the real one fail. */
async function refusingBwrap(): Promise<string> {
  const dir = path.join(await makeTempDir(), 'bin');
  await mkdir(dir);
  const bwrap = path.join(dir, 'bwrap');
  await writeFile(bwrap, `#!/bin/sh\necho '${REFUSAL}' >&2\nexit 1\n`);
  await chmod(bwrap, 0o755);
  return dir;
}

describe('the Action when bwrap is refused', () => {
  it('falls back as auto does, and says in the log and the comment that nothing was sandboxed, and why', async () => {
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'), {
      tasks: ['fix-add'],
    });
    const workDir = await makeTempDir();
    const step = createInProcessStep({
      repo,
      number: PR,
      inputs: { mode: 'replay', comment: 'always', 'github-token': 'ghs_x', sandbox: 'auto' },
      runId: '43',
      workDir,
      githubUrl: fake.url,
      env: { PATH: `${await refusingBwrap()}${path.delimiter}${process.env.PATH ?? ''}` },
    });

    await runEvaluateCommand(step.environment);

    expect(step.failed, step.info.join('\n')).toEqual([]);
    // Each side's report records that its runs had no sandbox.
    for (const side of ['base', 'head']) {
      const file = path.join(
        workDir,
        'verdict-report',
        side,
        'replay',
        'smoke-coding',
        'report.json',
      );
      const report = ReportSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      expect(report.conditions.sandbox?.backend).toBe('none');
    }
    // The log: once as the evaluation goes, once as a warning of the job.
    const why = `not sandboxed: bwrap cannot start a sandbox here: ${REFUSAL}`;
    expect(step.info.filter((line) => line.includes(why))).toEqual([
      expect.stringMatching(/^base: not sandboxed: /),
    ]);
    expect(step.warning).toEqual([expect.stringContaining(why)]);
    // The comment: under the headline, and why in the notices.
    const body = fake.comments(REPOSITORY, PR)[0]?.body ?? '';
    expect(body).toContain(
      '> **Not sandboxed: agents and verifiers ran as this user, with its files and network** (replay: base and head). The notices say why.',
    );
    expect(body).toMatch(new RegExp(`^- ${why}`, 'm'));
    expect(body).toMatch(/\| smoke-coding \| base = head \|.*\| none \|$/m);
  }, 300_000);
});
