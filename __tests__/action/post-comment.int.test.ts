/**
 * `command: post-comment` refuses what a fork's run could have tampered with (SPEC §7). The fork's
 * artifact is uploaded by the real `@actions/artifact` client into Azurite (through the
 * results-service double), with the payload each case needs; the Action then runs as GitHub runs
 * it — a Node 24 process, `INPUT_*` variables, a `workflow_run` event file — from the compiled
 * sources (`lib/action/index.js`, built by the global setup, so that this tests the source and not
 * the committed bundle), against the fake GitHub. Each refusal must fail the step with a message
 * naming the run and what is wrong (never a raw ENOENT or a stack trace) and post nothing.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActionsArtifactStore } from '../../src/action/artifacts.js';
import {
  COMMENT_PAYLOAD_ARTIFACT,
  COMMENT_PAYLOAD_FILE,
  COMMENT_PAYLOAD_FORMAT,
  COMMENT_PAYLOAD_MAX_BYTES,
} from '../../src/pr/comment-payload.js';
import { commentMarker } from '../../src/pr/marker.js';
import { parseOutputs, REPOSITORY, TOKEN, useActionHarness } from '../helpers/action-harness.js';
import type { FakeWorkflowRun } from '../helpers/fake-results-service.js';
import { ensureNode24 } from '../helpers/node24.js';
import { recordReliability } from '../helpers/reliability.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const harness = useActionHarness();
const ACTION_FROM_SOURCE = path.join(REPO_ROOT, 'lib', 'action', 'index.js');
const HEAD_SHA = 'c'.repeat(40);
const BASE_SHA = 'b'.repeat(40);
const PR_NUMBER = 21;
const MARKER = commentMarker('evals', undefined);

function validPayload(overrides: Record<string, unknown> = {}) {
  return {
    format: COMMENT_PAYLOAD_FORMAT,
    model: {
      marker: MARKER,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      sections: [{ mode: 'replay', skipped: 'no cassettes in this suite set' }],
      links: {},
      notices: ['live skipped: a fork gets no API key'],
      ...overrides,
    },
  };
}

/** The keys `run.env()` sets, restored after each upload so that no test leaks into another. */
const uploadEnvKeys = new Set<string>();
afterEach(() => {
  for (const key of uploadEnvKeys) delete process.env[key];
  vi.restoreAllMocks();
});

/**
 * A fork's finished run that uploaded `files` (relative path → content; a `null` content makes a
 * folder) as the payload artifact — or no artifact at all when `files` is undefined — and the PR
 * whose head it ran on, as the API lists them.
 */
async function forkRunWith(files: Record<string, string | Buffer | null> | undefined) {
  const run = harness.results.createRun();
  harness.github.addWorkflowRun({
    repository: REPOSITORY,
    id: run.runId,
    headSha: HEAD_SHA,
    headRepository: 'someone/agent',
  });
  harness.github.addPullRequest({
    repository: REPOSITORY,
    number: PR_NUMBER,
    headSha: HEAD_SHA,
    headRepository: 'someone/agent',
    listedByCommit: false,
  });
  if (files !== undefined) await uploadAsFork(run, files);
  return run;
}

async function uploadAsFork(run: FakeWorkflowRun, files: Record<string, string | Buffer | null>) {
  const dir = await harness.makeTempDir();
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(dir, relative);
    if (content === null) {
      await mkdir(full, { recursive: true });
      await writeFile(path.join(full, 'inside.txt'), 'a folder, not the payload');
      continue;
    }
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
  const env = run.env({ apiUrl: harness.github.url });
  for (const key of Object.keys(env)) uploadEnvKeys.add(key);
  Object.assign(process.env, env);
  // The toolkit logs each step as workflow commands on stdout: kept out of the test output.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    return await createActionsArtifactStore().uploadDirectory(COMMENT_PAYLOAD_ARTIFACT, dir);
  } finally {
    vi.restoreAllMocks();
  }
}

/** `command: post-comment` on the `workflow_run` event of `forkRun`, in a run of its own. */
async function postComment(forkRun: FakeWorkflowRun, headSha = HEAD_SHA) {
  const node = await ensureNode24();
  const dir = await harness.makeTempDir();
  const files = {
    event: path.join(dir, 'event.json'),
    output: path.join(dir, 'output.txt'),
    summary: path.join(dir, 'summary.md'),
  };
  await writeFile(
    files.event,
    JSON.stringify({
      workflow_run: { id: forkRun.runId, head_sha: headSha, event: 'pull_request' },
    }),
  );
  await writeFile(files.output, '');
  await writeFile(files.summary, '');
  const env = {
    PATH: process.env.PATH,
    HOME: dir,
    INPUT_COMMAND: 'post-comment',
    'INPUT_GITHUB-TOKEN': TOKEN,
    ...harness.results.createRun().env({ apiUrl: harness.github.url }),
    GITHUB_EVENT_NAME: 'workflow_run',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_WORKSPACE: dir,
    GITHUB_SERVER_URL: 'https://github.localhost',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: dir,
  };
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(node, [ACTION_FROM_SOURCE], { cwd: dir, env }, (error, out, err) =>
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout: `${out}${err}` }),
    );
  });
  return { code, stdout, outputs: parseOutputs(await readFile(files.output, 'utf8')) };
}

/** The refusals a step printed: its `::error::` lines that say it refused. */
function refusalsIn(result: { stdout: string }): number {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::') && /refused/.test(line)).length;
}

/** The step failed with one `::error::` line matching `message`, and nothing was posted. */
function expectRefused(result: { code: number; stdout: string }, message: RegExp): string {
  expect(result.code, result.stdout).not.toBe(0);
  const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error::'));
  expect(errors, result.stdout).toHaveLength(1);
  const error = errors[0] ?? '';
  expect(error).toMatch(message);
  expect(error).toMatch(/refused/);
  expect(error).not.toMatch(/ENOENT|unexpected error/);
  expect(result.stdout).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(harness.github.comments(REPOSITORY, PR_NUMBER)).toHaveLength(0);
  expect(harness.github.requestsTo('POST', /\/issues\/\d+\/comments$/)).toHaveLength(0);
  return error;
}

/** REST calls that fetched an artifact's bytes (the zip redirect) since `from`. */
function zipDownloadsSince(from: number): number {
  return harness.results.calls
    .slice(from)
    .filter((call) => call.api === 'rest' && /\/artifacts\/\d+\/zip$/.test(call.route)).length;
}

describe('post-comment refuses an untrusted payload with a clear message', () => {
  afterEach(() => harness.github.reset());

  it('posts a valid payload (the baseline every refusal below differs from by one thing)', async () => {
    const run = await forkRunWith({ [COMMENT_PAYLOAD_FILE]: JSON.stringify(validPayload()) });
    const result = await postComment(run);
    expect(result.code, result.stdout).toBe(0);
    const comments = harness.github.comments(REPOSITORY, PR_NUMBER);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body.startsWith(MARKER)).toBe(true);
    expect(comments[0]?.body).toContain('a fork gets no API key');
    expect(result.outputs['comment-url']).toMatch(/issuecomment|comments/);
  }, 120_000);

  it('drops every link it cannot verify: a reused base origin, the artifact and report links', async () => {
    const evil = 'https://evil.example/login';
    const suite = {
      suiteId: 'smoke',
      base: {
        state: 'COMPLETE',
        reused: { runId: 'r-1', storedAt: '2026-01-01T00:00:00.000Z', origin: evil },
      },
      head: {
        state: 'COMPLETE',
        reused: { runId: 'r-2', storedAt: '2026-01-01T00:00:00.000Z', origin: `${evil}?head` },
      },
    };
    const run = await forkRunWith({
      [COMMENT_PAYLOAD_FILE]: JSON.stringify(
        validPayload({
          sections: [{ mode: 'live', suites: [suite] }],
          links: { run: evil, artifact: `${evil}/artifact`, report: `${evil}/report` },
        }),
      ),
    });
    const result = await postComment(run);
    expect(result.code, result.stdout).toBe(0);
    const body = harness.github.comments(REPOSITORY, PR_NUMBER)[0]?.body ?? '';
    expect(body).toContain('r-1');
    expect(body).not.toContain('evil.example');
    expect(body).toContain(`https://github.localhost/${REPOSITORY}/actions/runs/${run.runId}`);
  }, 120_000);

  it('refuses a payload for another head commit than the run ran on', async () => {
    const variants = [
      'd'.repeat(40), // another commit
      HEAD_SHA.slice(0, 39) + 'd', // one character off
    ];
    let refused = 0;
    for (const headSha of variants) {
      const run = await forkRunWith({
        [COMMENT_PAYLOAD_FILE]: JSON.stringify(validPayload({ headSha })),
      });
      const result = await postComment(run);
      const error = expectRefused(result, /names head d{12}|names head c{12}/);
      expect(error).toContain(`run ${run.runId} ran on ${HEAD_SHA.slice(0, 12)}`);
      refused += refusalsIn(result);
      harness.github.reset();
    }
    recordReliability({
      section: 'attacks',
      subject: 'post-comment payload',
      case: 'payload for another head SHA',
      tried: variants.length,
      planned: variants.length,
      accountedFor: { 'step failed, nothing posted': refused },
      outcome: 'step failed, nothing posted',
    });
  }, 120_000);

  it('refuses a payload that is not JSON or not the schema, naming the field', async () => {
    const variants: Array<[string, string | Buffer, RegExp]> = [
      ['not JSON', '{"format": "comment-payload/v1", "model": ', /is not JSON; refused/],
      ['binary', randomBytes(512), /is not JSON; refused/],
      [
        'another format',
        JSON.stringify({ ...validPayload(), format: 'v0' }),
        /is a "v0" payload, but this action reads comment-payload\/v3/,
      ],
      [
        'a v1 payload (an older workflow)',
        JSON.stringify({ ...validPayload(), format: 'comment-payload/v1' }),
        /is a "comment-payload\/v1" payload, but this action reads comment-payload\/v3/,
      ],
      [
        'a v2 payload (before reasons and tool use)',
        JSON.stringify({ ...validPayload(), format: 'comment-payload/v2' }),
        /is a "comment-payload\/v2" payload, but this action reads comment-payload\/v3/,
      ],
      [
        'a pre-rendered body smuggled in',
        JSON.stringify({ ...validPayload(), body: '@org/everyone <img src=x>' }),
        /\(payload\): Unrecognized key/i,
      ],
      [
        'a PR number smuggled in the model',
        JSON.stringify(validPayload({ issueNumber: 1 })),
        /model: Unrecognized key/i,
      ],
      [
        'a javascript: link',
        JSON.stringify(validPayload({ links: { artifact: 'javascript:alert(1)' } })),
        /model\.links\.artifact:/,
      ],
      [
        'a forged marker shape',
        JSON.stringify(validPayload({ marker: '<!-- verdict:pr-comment:x --> @admins' })),
        /model\.marker: .*marker/,
      ],
      [
        'a 40-char non-hex SHA',
        JSON.stringify(validPayload({ headSha: 'z'.repeat(40) })),
        /model\.headSha: a full commit SHA/,
      ],
      ['an array', '[]', /is an unversioned payload/],
    ];
    let refused = 0;
    for (const [, content, message] of variants) {
      const run = await forkRunWith({ [COMMENT_PAYLOAD_FILE]: content });
      const result = await postComment(run);
      const error = expectRefused(result, message);
      expect(error).toContain(`${COMMENT_PAYLOAD_FILE} of run ${run.runId}`);
      refused += refusalsIn(result);
      harness.github.reset();
    }
    recordReliability({
      section: 'attacks',
      subject: 'post-comment payload',
      case: 'invalid JSON or schema',
      tried: variants.length,
      planned: variants.length,
      accountedFor: { 'step failed naming the field': refused },
      outcome: 'step failed naming the field',
    });
  }, 300_000);

  it('refuses an oversized artifact before downloading it, from the size the API lists', async () => {
    // Random bytes do not compress: the zip itself is over the cap.
    const noise = randomBytes(Math.ceil(COMMENT_PAYLOAD_MAX_BYTES * 1.1)).toString('base64');
    const run = await forkRunWith({
      [COMMENT_PAYLOAD_FILE]: JSON.stringify(validPayload({ notices: [noise] })),
    });
    const listed = harness.results.artifacts(run.runId)[0];
    expect(listed?.size).toBeGreaterThan(COMMENT_PAYLOAD_MAX_BYTES);
    const callsBefore = harness.results.calls.length;
    const result = await postComment(run);
    const error = expectRefused(result, /over the \d+-byte cap; refused before download/);
    expect(error).toContain(`${listed?.size} bytes`);
    expect(zipDownloadsSince(callsBefore)).toBe(0);
    recordReliability({
      section: 'attacks',
      subject: 'post-comment payload',
      case: 'oversized artifact (listed size)',
      tried: 1,
      planned: 1,
      accountedFor: { 'refused before download': refusalsIn(result) },
      outcome: 'refused before download',
    });
  }, 120_000);

  it('refuses a small zip that extracts to an oversized payload, after download', async () => {
    // Whitespace compresses about a thousandfold: the zip passes the listed-size check.
    const padded = JSON.stringify(validPayload()).replace(
      '{',
      `{${' '.repeat(COMMENT_PAYLOAD_MAX_BYTES + 1024)}`,
    );
    const run = await forkRunWith({ [COMMENT_PAYLOAD_FILE]: padded });
    expect(harness.results.artifacts(run.runId)[0]?.size).toBeLessThan(COMMENT_PAYLOAD_MAX_BYTES);
    const callsBefore = harness.results.calls.length;
    const result = await postComment(run);
    const error = expectRefused(result, /bytes once extracted, over the/);
    expect(error).toContain(`${Buffer.byteLength(padded)} bytes`);
    expect(zipDownloadsSince(callsBefore)).toBe(1);
    recordReliability({
      section: 'attacks',
      subject: 'post-comment payload',
      case: 'zip inflating past the cap',
      tried: 1,
      planned: 1,
      accountedFor: { 'refused after extraction': refusalsIn(result) },
      outcome: 'refused after extraction',
    });
  }, 120_000);

  it('refuses an artifact that holds no payload file, or a folder in its place', async () => {
    const variants: Array<Record<string, string | null>> = [
      { 'other.json': JSON.stringify(validPayload()) },
      { [`nested/${COMMENT_PAYLOAD_FILE}`]: JSON.stringify(validPayload()) },
      { [COMMENT_PAYLOAD_FILE]: null },
    ];
    let refused = 0;
    for (const files of variants) {
      const run = await forkRunWith(files);
      const result = await postComment(run);
      expectRefused(
        result,
        new RegExp(
          `artifact of run ${run.runId} holds no ${COMMENT_PAYLOAD_FILE.replace('.', '\\.')}`,
        ),
      );
      refused += refusalsIn(result);
      harness.github.reset();
    }
    recordReliability({
      section: 'attacks',
      subject: 'post-comment payload',
      case: 'payload file missing from the artifact',
      tried: variants.length,
      planned: variants.length,
      accountedFor: { 'step failed, nothing posted': refused },
      outcome: 'step failed, nothing posted',
    });
  }, 180_000);

  it('posts nothing, and does not fail, when the run uploaded no payload artifact', async () => {
    const run = await forkRunWith(undefined);
    const result = await postComment(run);
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `run ${run.runId} uploaded no ${COMMENT_PAYLOAD_ARTIFACT} artifact .*nothing to post`,
      ),
    );
    expect(result.stdout).not.toMatch(/::error::|ENOENT/);
    expect(harness.github.comments(REPOSITORY, PR_NUMBER)).toHaveLength(0);
  }, 120_000);
});
