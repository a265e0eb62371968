/**
 * The merge job trusts nothing a shard wrote (SPEC §7): shard jobs run the PR's code. Each shard's
 * `comparison.json` is validated against its schema — a tampered one is refused with a named error
 * and nothing is posted — and the marker that picks the comment to edit is recomputed from the
 * merge job's own inputs. The merge command runs in process against the fake GitHub; the shards'
 * artifacts are folders written by the test.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  shardArtifactPrefix,
  type ActionEnvironment,
} from '../../src/action/action-environment.js';
import type { ArtifactStore } from '../../src/action/artifacts.js';
import { readInputs } from '../../src/action/inputs.js';
import { InvalidShardError, runMergeCommand } from '../../src/action/shards.js';
import { upsertStickyComment } from '../../src/action/sticky-comment.js';
import type { CommentModel } from '../../src/pr/comment-model.js';
import { commentMarker } from '../../src/pr/marker.js';
import { EVALUATION_FORMAT, EVALUATION_JSON_FILE } from '../../src/pr/write-evaluation.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { createTestClient } from './github-test-client.js';

const makeTempDir = useTempDirs();
const REPOSITORY = 'acme/agent';
const PR = 12;
const BASE_SHA = 'b'.repeat(40);
const HEAD_SHA = 'c'.repeat(40);
const MARKER = commentMarker('evals', undefined);

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

/** A shard's evaluation as a shard job writes it; both modes skipped, so nothing is spawned. */
function shardEvaluation(overrides: Record<string, unknown> = {}) {
  const model: CommentModel = {
    marker: MARKER,
    baseSha: BASE_SHA,
    headSha: HEAD_SHA,
    sections: [
      { mode: 'replay', skipped: 'no cassettes in this suite set' },
      { mode: 'live', skipped: 'mode is replay' },
    ],
    links: {},
    notices: [],
  };
  return { format: EVALUATION_FORMAT, ...model, ...overrides };
}

/** The merge job's environment, whose run holds one shard artifact per evaluation given. */
async function mergeEnvironment(
  shards: readonly unknown[],
): Promise<{ environment: ActionEnvironment; failed: string[]; uploads: string[] }> {
  const failed: string[] = [];
  const uploads: string[] = [];
  const client = createTestClient(fake.url).client;
  const inputs = readInputs((name) => ({ 'suite-dir': 'evals', command: 'merge' })[name] ?? '');
  const names = shards.map(
    (_, index) => `${shardArtifactPrefix(inputs)}${index + 1}-of-${shards.length}`,
  );
  const artifacts: ArtifactStore = {
    uploadDirectory: (name) => {
      uploads.push(name);
      return Promise.resolve({ id: 9, size: 1, digest: undefined });
    },
    listArtifacts: () =>
      Promise.resolve(
        names.map((name, id) => ({ id, name, size: 1, digest: undefined, createdAt: undefined })),
      ),
    downloadArtifact: async (id, destDir) => {
      await mkdir(destDir, { recursive: true });
      await writeFile(path.join(destDir, EVALUATION_JSON_FILE), JSON.stringify(shards[Number(id)]));
      return { id: Number(id), name: names[Number(id)] ?? '', path: destDir };
    },
    downloadArtifactFromRun: () => Promise.reject(new Error('not used')),
  };
  const environment: ActionEnvironment = {
    inputs,
    context: {
      owner: 'acme',
      repo: 'agent',
      workspace: await makeTempDir(),
      serverUrl: 'https://github.localhost',
      apiUrl: fake.url,
      eventName: 'pull_request',
      runId: '31',
      pullRequest: { number: PR, baseSha: BASE_SHA, headSha: HEAD_SHA, fromFork: false },
    },
    io: {
      info: () => {},
      notice: () => {},
      warning: () => {},
      setOutput: () => {},
      writeSummary: () => Promise.resolve(),
      setFailed: (message) => failed.push(message),
    },
    artifacts,
    comments: {
      upsert: (upsert) =>
        upsertStickyComment({
          client,
          owner: 'acme',
          repo: 'agent',
          author: 'github-actions[bot]',
          ...upsert,
        }),
      pullRequestOfRun: () => Promise.resolve(undefined),
    },
    verdictCommand: [process.execPath, '-e', 'process.exit(9)'],
    workDir: await makeTempDir(),
    env: { PATH: process.env.PATH ?? '' },
  };
  return { environment, failed, uploads };
}

describe('the merge job and a tampered shard', () => {
  it('refuses a comparison.json that fails the schema, naming the shard and field, and posts nothing', async () => {
    fake.addComment(REPOSITORY, PR, `${MARKER}\nan earlier result`, 'github-actions[bot]');
    const tampered = [
      shardEvaluation({ marker: '<!-- x --> @octo-org/everyone' }),
      shardEvaluation({ notices: ['x'.repeat(5_000)] }),
      shardEvaluation({ links: { run: 'javascript:alert(1)' } }),
      shardEvaluation({ body: '@octo-org/everyone' }),
      { ...shardEvaluation(), format: undefined },
    ];
    for (const evaluation of tampered) {
      const { environment } = await mergeEnvironment([shardEvaluation(), evaluation]);
      const error = await runMergeCommand(environment).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(evaluation).slice(0, 120)).toBeInstanceOf(InvalidShardError);
      expect((error as Error).name).toBe('InvalidShardError');
      expect((error as Error).message).toMatch(
        /comparison\.json of shard artifact verdict-shard-[0-9a-f]{12}-2-of-2 is not a valid evaluation \(.+\); refused, nothing posted/,
      );
    }
    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(fake.comments(REPOSITORY, PR).map((comment) => comment.body)).toEqual([
      `${MARKER}\nan earlier result`,
    ]);
  });

  it('posts under the marker it computes itself, not one a shard names', async () => {
    const otherMarker = commentMarker('elsewhere', undefined);
    const { environment, failed } = await mergeEnvironment([
      shardEvaluation({ marker: otherMarker }),
      shardEvaluation({ marker: otherMarker }),
    ]);
    await runMergeCommand(environment);
    expect(failed).toEqual([]);
    const bodies = fake.comments(REPOSITORY, PR).map((comment) => comment.body);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.split('\n')[0]).toBe(MARKER);
    expect(bodies[0]).not.toContain(otherMarker);
  });
});
