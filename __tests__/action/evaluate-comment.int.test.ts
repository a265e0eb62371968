/**
 * The Action's evaluate command in process, against a real git repository whose head rewords one
 * task's prompt (so its replay diverges) and the fake GitHub: the comment says it is evaluating
 * while the runs go, then shows the harness change with its diff and re-record command, and keeps
 * the earlier push in its history. The CLI runs from the compiled lib/ (`npm run build`).
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runEvaluateCommand } from '../../src/action/evaluate-action.js';
import { readHistory } from '../../src/pr/comment-history.js';
import { commentMarker } from '../../src/pr/marker.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { createPrRepository, KEEP_SMALL } from '../helpers/action-harness.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { createInProcessStep } from '../helpers/in-process-step.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { makeModel } from '../pr/comment-fixtures.js';

const makeTempDir = useTempDirs();
const REPOSITORY = 'acme/agent';
const PR = 7;
const EARLIER = '9'.repeat(40);

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

describe('the evaluate command and its comment', () => {
  it('marks the comment in progress, then shows the harness change and keeps the earlier push', async () => {
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'));
    const marker = commentMarker('evals', undefined);
    fake.addComment(
      REPOSITORY,
      PR,
      renderComment(
        makeModel({ marker, headSha: EARLIER, evaluatedAt: '2026-12-01T09:00:00.000Z' }),
      ),
      'github-actions[bot]',
    );
    const { environment, bodies } = createInProcessStep({
      repo,
      number: PR,
      inputs: { mode: 'replay', comment: 'auto', 'github-token': 'ghs_x' },
      runId: '42',
      workDir: await makeTempDir(),
      githubUrl: fake.url,
    });

    await runEvaluateCommand(environment);

    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain(`evaluating \`${repo.headSha.slice(0, 7)}\`…`);
    const comments = fake.comments(REPOSITORY, PR);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).not.toContain('evaluating');
    expect(body).toContain('**replay:** **1 harness change** · 2 unchanged');
    expect(body).not.toContain('Infrastructure problem (reported as such');
    expect(body).toMatch(/\| fix-add \| \*\*diverged\*\* \| 1\/1 \| diverged \(1 of 1 runs\)/);
    expect(body).toMatch(
      /<details><summary>fix-add — call 1, .+ \(1 run diverged here\)<\/summary>/,
    );
    const diff = /```diff\n([\s\S]*?)\n```/.exec(body)?.[1] ?? '';
    // An insertion: the harness's side, the inserted words marked; nothing recorded was removed.
    expect(diff).toMatch(/^\+ .*\{\+ ?Keep the change small\.\+\}/m);
    for (const line of diff.split('\n').filter((candidate) => candidate.startsWith('- '))) {
      expect(line).not.toContain(KEEP_SMALL.trim());
    }
    expect(body).toContain(
      'npx verdict record evals/smoke --tasks fix-add --allow-write --allow-process',
    );
    expect(body).toContain('[artifact](https://github.com/acme/agent/actions/runs/42/artifacts/5)');
    expect(body).toContain('<summary>Earlier pushes (1)</summary>');
    const history = readHistory(body);
    expect(history?.current?.sha).toBe(repo.headSha);
    expect(history?.earlier).toEqual([
      { sha: EARLIER, at: '2026-12-01T09:00:00.000Z', headline: 'nothing evaluated' },
    ]);
  }, 300_000);
});
