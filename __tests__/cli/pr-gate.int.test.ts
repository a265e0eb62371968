/**
 * `verdict pr --fail-on regressed` with acknowledgements, end to end: a real git repository, each
 * side in its own worktree, a real model server on 127.0.0.1. Head rewords fix-add's prompt and the
 * model then writes it wrongly from memory (5/5 → 0/5: regressed). Only the base's
 * `evals/verdict-acknowledged.json` counts: the same entry in the head's file is listed as added by
 * the pull request, and the gate fails.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrRepository } from '../helpers/action-harness.js';
import { FROM_MEMORY, respondFixAdd } from '../helpers/fix-add-model.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const git = async (cwd: string, ...args: string[]): Promise<string> => {
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@localhost' };
  const identity = { GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@localhost' };
  const run = promisify(execFile)('git', args, { cwd, env: { ...env, ...identity } });
  return (await run).stdout.trim();
};

const REASON = 'fix-add is answered from memory on purpose while the tools are reworked';
const ACKNOWLEDGED = JSON.stringify({
  format: 'acknowledged/v1',
  acknowledged: [
    { task: 'smoke-coding/fix-add', change: 'regressed', reason: REASON, until: '2999-12-31' },
  ],
});

/** Commits the acknowledgements file on `branch`; returns the new commit. */
async function commitAcknowledgement(dir: string, branch: string): Promise<string> {
  await git(dir, 'checkout', '--quiet', branch);
  await writeFile(path.join(dir, 'evals', 'verdict-acknowledged.json'), ACKNOWLEDGED);
  await git(dir, 'add', 'evals/verdict-acknowledged.json');
  await git(dir, 'commit', '--quiet', '-m', 'acknowledge fix-add');
  return git(dir, 'rev-parse', 'HEAD');
}

describe('verdict pr --fail-on regressed', () => {
  it("passes on the base's acknowledgement, and fails on one only the head adds", async () => {
    const server = await KeyedModelServer.start(respondFixAdd);
    servers.push(server);
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'), {
      tasks: ['fix-add'],
      headPromptSuffixes: { 'fix-add': FROM_MEMORY },
      headBranch: 'change',
    });
    const acknowledgedBase = await commitAcknowledgement(repo.dir, 'main');
    const acknowledgedHead = await commitAcknowledgement(repo.dir, 'change');
    const evaluate = async (base: string, head: string) => {
      const history = path.join(await makeTempDir(), 'history');
      const result = await runCliProcess(
        [
          'pr',
          ...['--base', base, '--head', head, '--mode', 'live', '--k', '5'],
          ...['--base-url', server.baseUrl, '--model', 'keyed-model'],
          ...['--fail-on', 'regressed', '--history-dir', history],
          ...['--out', path.join(await makeTempDir(), 'out')],
        ],
        { cwd: repo.dir, env: { OPENAI_API_KEY: 'sk-test-pr-gate-key-0123456789' } },
      );
      return { ...result, history };
    };

    const acknowledged = await evaluate(acknowledgedBase, repo.headSha);
    expect(acknowledged.code, acknowledged.stderr).toBe(0);
    expect(acknowledged.stdout).toMatch(/\| fix-add \| \*\*regressed\*\*/);
    expect(acknowledged.stdout).toMatch(/\*\*Gate \(fail-on: regressed\): PASS\*\*/);
    expect(acknowledged.stdout).toMatch(
      new RegExp(`smoke-coding/fix-add \\(live\\) \\| regressed \\| ☑️ acknowledged \\| ${REASON}`),
    );
    expect(acknowledged.stderr).toMatch(
      /verdict pr: fail-on: regressed did not match \(1 acknowledged, 0 quarantined\)/,
    );
    // The base's results joined the history of the default branch.
    const stored = await readFile(
      path.join(acknowledged.history, 'smoke-coding.live.jsonl'),
      'utf8',
    );
    expect(stored).toContain(acknowledgedBase);

    const headOnly = await evaluate(repo.baseSha, acknowledgedHead);
    expect(headOnly.code).toBe(1);
    expect(headOnly.stdout).toMatch(/\*\*Gate \(fail-on: regressed\): FAIL\*\*/);
    expect(headOnly.stdout).toContain('added by this pull request');
    expect(headOnly.stdout).toContain(`smoke-coding/fix-add (regressed): ${REASON}`);
    expect(headOnly.stdout).toContain('"task": "smoke-coding/fix-add"');
    expect(headOnly.stderr).toMatch(/verdict pr: fail-on: regressed: 1 task\(s\) regressed/);
    expect(headOnly.stderr).not.toMatch(/\n\s+at /);
  }, 300_000);
});
