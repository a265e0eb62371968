/**
 * The real `@actions/artifact` client, through `createActionsArtifactStore`, against a double of
 * the results service (Twirp) and of the REST artifact routes, with the blobs in a real Azurite.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite, type AzuriteBlob } from '../helpers/azurite.js';
import {
  startFakeResultsService,
  type FakeResultsService,
  type FakeWorkflowRun,
} from '../helpers/fake-results-service.js';
import { useToolkitInProcess } from '../helpers/toolkit-in-process.js';
import type * as ArtifactsModule from '../../src/action/artifacts.js';

/** Everything the client reads from the environment, saved before and restored after. */
const toolkit = useToolkitInProcess('@actions/artifact', [
  'ACTIONS_RESULTS_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'GITHUB_API_URL',
  'GITHUB_RUN_ID',
  'GITHUB_REPOSITORY',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'GITHUB_RETENTION_DAYS',
]);

const READ_TOKEN = 'ghs_fake-actions-read-token';
let azurite: AzuriteBlob | undefined;
let service: FakeResultsService;
let prRun: FakeWorkflowRun;
let forkRun: FakeWorkflowRun;
let artifacts: typeof ArtifactsModule;
let scratch: string;
let source: string;

/** Makes `run`'s job the "current" one: the client reads these variables on every call. */
function enterJob(run: FakeWorkflowRun, job = 'job'): void {
  toolkit.clearEnv();
  Object.assign(process.env, run.env({ job }));
}

async function newDir(label: string): Promise<string> {
  return mkdtemp(path.join(scratch, `${label}-`));
}

/** Relative path → bytes, of every file below `root`. */
async function readTree(root: string): Promise<Map<string, Buffer>> {
  const tree = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    tree.set(path.relative(root, full).split(path.sep).join('/'), await readFile(full));
  }
  return tree;
}

async function expectSameTree(actualRoot: string, expectedRoot: string): Promise<void> {
  const [actual, expected] = await Promise.all([readTree(actualRoot), readTree(expectedRoot)]);
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, bytes] of expected) {
    const got = actual.get(file);
    expect(got?.length, `${file}: length`).toBe(bytes.length);
    expect(got !== undefined && bytes.equals(got), `${file}: bytes`).toBe(true);
  }
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'verdict-artifacts-'));
  azurite = await startAzurite();
  service = await startFakeResultsService({ azurite, restToken: READ_TOKEN });
  prRun = service.createRun({ repository: 'octo-org/verdict-demo' });
  forkRun = service.createRun({ repository: 'octo-org/verdict-demo' });
  // `@actions/github` reads GITHUB_API_URL once, when first imported: set it, then import.
  enterJob(prRun);
  artifacts = await import('../../src/action/artifacts.js');

  source = await newDir('source');
  const files: Record<string, string | Buffer> = {
    'comparison.md':
      '# Verdict\n\n| task | base | head |\n|---|---|---|\n| fix-add | 3/5 | 5/5 ✓ |\n',
    'comparison.json': JSON.stringify({ verdict: 'improved', tasks: ['fix-add'] }, null, 2),
    'base/report.json': JSON.stringify({ suite: 'smoke', runs: 5 }),
    'head/report.json': JSON.stringify({ suite: 'smoke', runs: 5, note: 'ünïcödé' }),
    'head/runs/fix-add/run-1/transcript.jsonl': '{"role":"user"}\n'.repeat(2000),
    'head/runs/fix-add/run-1/empty.log': '',
    'base/runs/deeply/nested/folder/with spaces/trace.bin': randomBytes(256 * 1024),
    'base/runs/deeply/nested/folder/zeros.bin': Buffer.alloc(64 * 1024),
  };
  for (const [relative, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(source, relative)), { recursive: true });
    await writeFile(path.join(source, relative), content);
  }
}, 300_000);

afterAll(async () => {
  await service?.close();
  await azurite?.stop();
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
});

describe('the Actions artifact store, current run (Twirp + blob storage)', () => {
  let uploaded: { id: number; size: number; digest: string | undefined };

  it('uploads a directory tree as one artifact, with its size and digest recorded', async () => {
    enterJob(prRun);
    const store = artifacts.createActionsArtifactStore();
    uploaded = await store.uploadDirectory('verdict-report', source, { retentionDays: 7 });

    expect(uploaded.id).toBeGreaterThan(0);
    expect(uploaded.size).toBeGreaterThan(256 * 1024); // random bytes do not compress
    expect(uploaded.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    const [stored] = service.artifacts(prRun.runId);
    expect(stored).toMatchObject({
      id: uploaded.id,
      name: 'verdict-report',
      size: uploaded.size,
      digest: uploaded.digest,
      mimeType: 'application/zip',
      version: 7,
    });
    expect(stored?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  it('lists it', async () => {
    enterJob(prRun);
    const listed = await artifacts.createActionsArtifactStore().listArtifacts();
    expect(listed).toEqual([
      {
        id: uploaded.id,
        name: 'verdict-report',
        size: uploaded.size,
        digest: uploaded.digest,
        createdAt: expect.any(Date) as Date,
      },
    ]);
  });

  it('downloads it by name and by id, every file byte for byte (GITHUB_WORKSPACE unset)', async () => {
    enterJob(prRun);
    expect(process.env['GITHUB_WORKSPACE']).toBeUndefined();
    const store = artifacts.createActionsArtifactStore();

    const byName = path.join(await newDir('by-name'), 'not-yet-created');
    expect(await store.downloadArtifact('verdict-report', byName)).toEqual({
      id: uploaded.id,
      name: 'verdict-report',
      path: byName,
    });
    await expectSameTree(byName, source);

    const byId = await newDir('by-id');
    await store.downloadArtifact(uploaded.id, byId);
    await expectSameTree(byId, source);
    expect((await readFile(path.join(byId, 'head/runs/fix-add/run-1/empty.log'))).length).toBe(0);
  });

  it('names the missing artifact and the run', async () => {
    enterJob(prRun);
    const store = artifacts.createActionsArtifactStore();
    const missing = store.downloadArtifact('verdict-shard-3-of-2', await newDir('missing'));
    await expect(missing).rejects.toBeInstanceOf(artifacts.ArtifactNotFoundError);
    await expect(missing).rejects.toMatchObject({
      artifact: 'verdict-shard-3-of-2',
      runId: prRun.runId,
      message: expect.stringContaining(
        `Artifact "verdict-shard-3-of-2" was not found in workflow run ${prRun.runId}`,
      ) as string,
    });
    await expect(store.downloadArtifact(999_999, await newDir('missing-id'))).rejects.toThrow(
      `Artifact with id 999999 was not found in workflow run ${prRun.runId}`,
    );
  });

  it('refuses an empty directory before calling the backend', async () => {
    enterJob(prRun);
    const store = artifacts.createActionsArtifactStore();
    await expect(store.uploadDirectory('nothing', await newDir('empty'))).rejects.toThrow(
      /Could not upload artifact "nothing": .* holds no files/,
    );
  });
});

describe('the shard case: jobs of one run upload, the merge job lists and downloads', () => {
  it('lists both shards by prefix and downloads each', async () => {
    const shardRun = service.createRun({ repository: 'octo-org/verdict-demo' });
    const shards: Record<string, string> = {};
    for (const i of [1, 2]) {
      const dir = await newDir(`shard-${i}`);
      await mkdir(path.join(dir, 'runs', `task-${i}`), { recursive: true });
      await writeFile(path.join(dir, 'runs', `task-${i}`, 'run.json'), `{"shard":${i}}`);
      await writeFile(path.join(dir, `blob-${i}.bin`), randomBytes(40 * 1024));
      enterJob(shardRun, `shard-${i}`);
      await artifacts.createActionsArtifactStore().uploadDirectory(`verdict-shard-${i}-of-2`, dir);
      shards[`verdict-shard-${i}-of-2`] = dir;
    }
    enterJob(shardRun, 'merge');
    const store = artifacts.createActionsArtifactStore();
    await store.uploadDirectory('verdict-other', shards['verdict-shard-1-of-2'] ?? '');

    const listed = await store.listArtifacts({ namePrefix: 'verdict-shard-' });
    expect(listed.map((artifact) => artifact.name)).toEqual([
      'verdict-shard-1-of-2',
      'verdict-shard-2-of-2',
    ]);
    expect(
      service.artifacts(shardRun.runId).map((artifact) => [artifact.name, artifact.job]),
    ).toEqual([
      ['verdict-shard-1-of-2', 'shard-1'],
      ['verdict-shard-2-of-2', 'shard-2'],
      ['verdict-other', 'merge'],
    ]);
    for (const artifact of listed) {
      const into = await newDir('merged');
      await store.downloadArtifact(artifact.name, into);
      await expectSameTree(into, shards[artifact.name] ?? '');
    }
  });

  it('refuses a second upload under the same name, saying why', async () => {
    const run = service.createRun();
    enterJob(run, 'shard-1');
    const store = artifacts.createActionsArtifactStore();
    await store.uploadDirectory('verdict-shard-1-of-2', source);
    const again = store.uploadDirectory('verdict-shard-1-of-2', source);
    await expect(again).rejects.toBeInstanceOf(artifacts.ArtifactTransferError);
    await expect(again).rejects.toThrow(/\(409\).*unique per workflow run/s);
  });
});

describe('another run through the REST API (the fork / workflow_run flow)', () => {
  let forkUpload: { id: number };

  beforeAll(async () => {
    enterJob(forkRun);
    forkUpload = await artifacts
      .createActionsArtifactStore()
      .uploadDirectory('verdict-comment-payload', source);
  });

  const fromFork = (name: string, runId = forkRun.runId) => ({
    name,
    runId,
    owner: 'octo-org',
    repo: 'verdict-demo',
    token: READ_TOKEN,
  });

  it(`downloads it byte for byte via findBy, never via Twirp (content-type@3 on Node ${process.versions.node})`, async () => {
    enterJob(prRun);
    const store = artifacts.createActionsArtifactStore();
    const into = await newDir('from-fork');
    const callsBefore = service.calls.length;

    expect(await store.downloadArtifactFromRun(fromFork('verdict-comment-payload'), into)).toEqual({
      id: forkUpload.id,
      name: 'verdict-comment-payload',
      path: into,
    });
    await expectSameTree(into, source);

    const calls = service.calls.slice(callsBefore);
    expect(calls.every((call) => call.api === 'rest')).toBe(true);
    expect(calls.map((call) => [call.route, call.status])).toEqual([
      [`GET /repos/octo-org/verdict-demo/actions/runs/${forkRun.runId}/artifacts`, 200],
      [`GET /repos/octo-org/verdict-demo/actions/artifacts/${forkUpload.id}/zip`, 302],
    ]);
  });

  it('names the missing artifact and the run', async () => {
    enterJob(prRun);
    const store = artifacts.createActionsArtifactStore();
    const missing = store.downloadArtifactFromRun(fromFork('verdict-report'), await newDir('x'));
    await expect(missing).rejects.toBeInstanceOf(artifacts.ArtifactNotFoundError);
    await expect(missing).rejects.toThrow(
      `Artifact "verdict-report" was not found in workflow run ${forkRun.runId} of octo-org/verdict-demo`,
    );
  });

  it('says when the run itself is unknown, or the token may not read it', async () => {
    enterJob(prRun);
    const store = artifacts.createActionsArtifactStore();
    const unknownRun = store.downloadArtifactFromRun(
      fromFork('verdict-comment-payload', 424242),
      await newDir('y'),
    );
    await expect(unknownRun).rejects.toMatchObject({
      name: 'ArtifactNotFoundError',
      artifact: 'verdict-comment-payload',
      runId: 424242,
      message: expect.stringContaining('GitHub knows no workflow run 424242') as string,
    });
  });

  it('refuses a download whose bytes differ from the uploaded digest', async () => {
    enterJob(forkRun);
    const store = artifacts.createActionsArtifactStore();
    const small = await newDir('small');
    await writeFile(path.join(small, 'payload.json'), '{"comment":"original"}');
    const { id } = await store.uploadDirectory('verdict-tampered', small);
    // Swap the stored zip for another valid zip, as a storage fault or an attacker could.
    const container = new BlobServiceClient(
      azurite?.blobUrl ?? '',
      new StorageSharedKeyCredential(azurite?.accountName ?? '', azurite?.accountKey ?? ''),
    ).getContainerClient('actions-results');
    const stored = service.artifacts(forkRun.runId);
    const tampered = stored.find((artifact) => artifact.id === id);
    const other = stored.find((artifact) => artifact.name === 'verdict-comment-payload');
    const otherZip = await container.getBlobClient(other?.blobName ?? '').downloadToBuffer();
    await container
      .getBlockBlobClient(tampered?.blobName ?? '')
      .uploadData(otherZip, { blobHTTPHeaders: { blobContentType: 'application/zip' } });

    enterJob(prRun);
    const download = store.downloadArtifactFromRun(fromFork('verdict-tampered'), await newDir('z'));
    await expect(download).rejects.toBeInstanceOf(artifacts.ArtifactTransferError);
    await expect(download).rejects.toThrow(/SHA-256 differs from the uploaded sha256:[0-9a-f]{64}/);
  });

  it('keeps the fake honest: the zip endpoint redirects to a URL that serves the zip', async () => {
    const zipRoute = `${service.url}/repos/octo-org/verdict-demo/actions/artifacts/${forkUpload.id}/zip`;
    const unauthenticated = await fetch(zipRoute, { redirect: 'manual' });
    expect(unauthenticated.status).toBe(401);
    const redirect = await fetch(zipRoute, {
      redirect: 'manual',
      headers: { authorization: `token ${READ_TOKEN}` },
    });
    expect(redirect.status).toBe(302);
    const zip = Buffer.from(
      await (await fetch(redirect.headers.get('location') ?? '')).arrayBuffer(),
    );
    expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
    const [stored] = service.artifacts(forkRun.runId);
    expect(`sha256:${sha256(zip)}`).toBe(stored?.digest);
    expect(zip.length).toBe(stored?.size);
  });
});
