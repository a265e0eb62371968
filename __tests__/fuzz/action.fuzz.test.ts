/**
 * Fuzzing what the Action reads from outside: the comment payload a fork's run uploads
 * (`CommentPayloadSchema`, through `runPostCommentCommand` with a fake artifact store and comment
 * service) and the GitHub event (`readActionContext`). The valid payload is seeded from a real
 * comparison (a scripted run compared with itself); the events from the shapes GitHub sends. A
 * broken payload is refused with a ConfigError naming comment-payload.json and the field, nothing
 * is posted; an event never throws.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArtifactStore } from '../../src/action/artifacts.js';
import type { ActionEnvironment } from '../../src/action/action-environment.js';
import { readActionContext, type ActionContext } from '../../src/action/event.js';
import { readInputs } from '../../src/action/inputs.js';
import { runPostCommentCommand } from '../../src/action/post-comment.js';
import type { PullRequestComments, StepIo } from '../../src/action/services.js';
import { compareReports } from '../../src/compare/compare-reports.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { COMMENT_PAYLOAD_FILE, CommentPayloadSchema } from '../../src/pr/comment-payload.js';
import { commentMarker } from '../../src/pr/marker.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  awkwardJson,
  expectConfigRefusal,
  fuzzAsync,
  fuzzSync,
  mutatedText,
  randomBytes,
  systematicMutations,
  truncatedText,
  withInvalidUtf8,
} from '../helpers/fuzz.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { REPO_ROOT, runCliInProcess } from '../helpers/run-cli.js';

vi.setConfig({ testTimeout: FUZZ_TIMEOUT_MS });

const BASE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);
const RUN_ID = 4242;

let root: string;
let payloadDocument: unknown;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-fuzz-action-'));
  const suite = path.join(root, 'smoke-coding');
  await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), suite, { recursive: true });
  const out = path.join(root, 'run');
  const run = await runCliInProcess(
    [
      'run',
      suite,
      '--mode',
      'scripted',
      '--k',
      '1',
      '--tasks',
      'fix-add',
      '--yes',
      '--allow-write',
      '--allow-process',
      '--out',
      out,
    ],
    { cwd: root, env: { PATH: process.env.PATH } },
  );
  expect(run.code, run.stderr).toBe(0);
  const report = ReportSchema.parse(
    JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')),
  );
  const comparison = ComparisonSchema.parse(compareReports(report, report));
  payloadDocument = CommentPayloadSchema.parse({
    format: 'comment-payload/v3',
    model: {
      marker: commentMarker('evals', undefined),
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      sections: [
        {
          mode: 'replay',
          suites: [
            {
              suiteId: 'smoke-coding',
              base: { state: 'COMPLETE' },
              head: { state: 'PARTIAL', problem: '1 of 5 runs missing' },
              comparison,
            },
          ],
        },
        { mode: 'live', skipped: 'a fork: no credentials, live skipped' },
      ],
      links: { run: 'https://github.com/acme/agent/actions/runs/1' },
      notices: ['k is below 5: low power'],
    },
  });
}, 60_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Posted {
  bodies: string[];
  failures: string[];
}

/** The post-comment command against fakes: the artifact holds `content`, the PR is #7. */
async function postComment(content: string | Buffer): Promise<Posted & { error?: unknown }> {
  const workDir = path.join(root, 'work');
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const posted: Posted = { bodies: [], failures: [] };
  const artifacts = {
    async downloadArtifactFromRun(_from: unknown, destDir: string) {
      await mkdir(destDir, { recursive: true });
      await writeFile(path.join(destDir, COMMENT_PAYLOAD_FILE), content);
      return { downloadPath: destDir };
    },
  } as unknown as ArtifactStore;
  const comments: PullRequestComments = {
    upsert({ body }) {
      posted.bodies.push(body);
      return Promise.resolve({
        status: 'created',
        id: 1,
        url: 'https://github.com/acme/agent/pull/7#c1',
      });
    },
    pullRequestOfRun: () => Promise.resolve(7),
  };
  const io: StepIo = {
    info: () => undefined,
    notice: () => undefined,
    warning: () => undefined,
    setOutput: () => undefined,
    writeSummary: () => Promise.resolve(),
    setFailed: (message) => posted.failures.push(message),
  };
  const environment: ActionEnvironment = {
    inputs: readInputs((name) => (name === 'command' ? 'post-comment' : '')),
    context: readActionContext(
      { GITHUB_REPOSITORY: 'acme/agent', GITHUB_EVENT_NAME: 'workflow_run' },
      { workflow_run: { id: RUN_ID, head_sha: HEAD_SHA } },
    ),
    io,
    artifacts,
    comments,
    verdictCommand: [],
    workDir,
    env: {},
  };
  try {
    await runPostCommentCommand(environment);
    return posted;
  } catch (error) {
    return { ...posted, error };
  }
}

const payloadText = (): string => JSON.stringify(payloadDocument);
const generations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
  'arbitrary JSON': () =>
    awkwardJson.map(
      (value) =>
        JSON.stringify(
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? { format: 'comment-payload/v3', model: value }
            : value,
        ) ?? 'null',
    ),
  'one field mutated': () => mutatedText(payloadDocument),
  truncated: () => truncatedText(payloadText()),
  'random bytes': () => randomBytes,
  'invalid UTF-8': () => withInvalidUtf8(payloadText()),
};

/** Posted exactly once from a valid payload, or refused naming the file and posting nothing. */
function expectPostedOrRefused(
  outcome: Posted & { error?: unknown },
  content: string | Buffer,
): boolean {
  if (outcome.error === undefined) {
    // Only a payload that passes the schema is ever posted.
    expect(CommentPayloadSchema.safeParse(JSON.parse(content.toString())).success).toBe(true);
    expect(outcome.bodies).toHaveLength(1);
    expect(outcome.bodies[0]).toContain(commentMarker('evals', undefined));
    return true;
  }
  expectConfigRefusal(outcome.error, 'run 4242');
  expect(outcome.bodies).toEqual([]);
  return false;
}

describe('comment payload (post-comment)', () => {
  it('the seed is posted (the fuzzer starts from a payload the trusted side accepts)', async () => {
    const outcome = await postComment(payloadText());
    expect(outcome.error).toBeUndefined();
    expect(outcome.bodies).toHaveLength(1);
  });

  for (const [generation, make] of Object.entries(generations)) {
    it(`${generation}: posted once when valid, else refused naming the field; nothing posted`, async () => {
      const tally = await fuzzAsync(
        make(),
        async (content) => {
          const outcome = await postComment(content);
          if (expectPostedOrRefused(outcome, content)) return 'posted once';
          const message = (outcome.error as Error).message;
          expect(message).toMatch(/comment-payload|payload/);
          // A schema refusal names where: `model.sections.0…: message`.
          if (/not a valid/.test(message)) expect(message).toMatch(/\((\(payload\)|[\w.$-]+): /);
          return 'refused, nothing posted';
        },
        Math.ceil(FUZZ_RUNS / 2),
      );
      expect(tally.accountedFor['refused, nothing posted']).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'comment payload',
        case: generation,
        ...tally,
        outcome: 'refused naming the field, nothing posted; no uncaught exception',
      });
    });
  }

  it('every field set to deep nesting, huge numbers, a prototype name: posted or refused', async () => {
    const texts = systematicMutations(payloadDocument, 20);
    const outcomes: string[] = [];
    for (const { text } of texts) {
      // A crash, a post of an invalid payload, or a refusal that posts: each fails here.
      const posted = expectPostedOrRefused(await postComment(text), text);
      outcomes.push(posted ? 'posted once' : 'refused, nothing posted');
    }
    recordReliability({
      section: 'inputs',
      subject: 'comment payload',
      case: 'every field systematically',
      tried: outcomes.length,
      planned: texts.length,
      accountedFor: countBy(outcomes),
      outcome: 'refused naming the field, nothing posted; no uncaught exception',
    });
  });

  it('any payload the schema accepts renders without throwing', () => {
    const tally = fuzzSync(mutatedText(payloadDocument), (text) => {
      const parsed = CommentPayloadSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return 'refused by the schema';
      expect(renderComment(parsed.data.model)).toContain('verdict');
      return 'rendered';
    });
    recordReliability({
      section: 'inputs',
      subject: 'comment payload',
      case: 'valid after mutation, rendered',
      ...tally,
      outcome: 'rendered; no uncaught exception',
    });
  });
});

describe('GitHub event', () => {
  const PULL_REQUEST_EVENT = {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      base: { sha: BASE_SHA, ref: 'main', repo: { full_name: 'acme/agent', fork: false } },
      head: { sha: HEAD_SHA, ref: 'feature', repo: { full_name: 'someone/agent', fork: true } },
    },
    repository: { full_name: 'acme/agent' },
  };
  const WORKFLOW_RUN_EVENT = {
    action: 'completed',
    workflow_run: { id: RUN_ID, head_sha: HEAD_SHA, event: 'pull_request', conclusion: 'success' },
  };
  const events = [PULL_REQUEST_EVENT, WORKFLOW_RUN_EVENT];
  const whatContext = (context: ActionContext): string =>
    context.pullRequest !== undefined
      ? 'a context with a pull request'
      : context.triggeringRun !== undefined
        ? 'a context with a triggering run'
        : 'a context without either';
  const env = fc.record(
    {
      GITHUB_REPOSITORY: fc.oneof(
        fc.constant('acme/agent'),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
      GITHUB_EVENT_NAME: fc.constantFrom('pull_request', 'workflow_run', 'push', ''),
      GITHUB_RUN_ID: fc.oneof(fc.constant('1'), fc.string({ maxLength: 5 })),
      GITHUB_SERVER_URL: fc.oneof(fc.constant(''), fc.webUrl()),
    },
    { requiredKeys: [] },
  );
  const payloads: Record<string, fc.Arbitrary<unknown>> = {
    'arbitrary JSON': awkwardJson,
    'one field mutated': fc
      .constantFrom(...events)
      .chain((event) => mutatedText(event))
      .map((text) => JSON.parse(text) as unknown),
  };

  for (const [generation, payload] of Object.entries(payloads)) {
    it(`${generation}: a context, never an exception; the PR fields only when they are well-typed`, () => {
      const tally = fuzzSync(
        fc.tuple(env, payload),
        ([variables, event]) => {
          const context = readActionContext(variables, event);
          expect(typeof context.owner).toBe('string');
          if (context.pullRequest !== undefined) {
            expect(Number.isInteger(context.pullRequest.number)).toBe(true);
            expect(typeof context.pullRequest.baseSha).toBe('string');
            expect(typeof context.pullRequest.headSha).toBe('string');
            expect(typeof context.pullRequest.fromFork).toBe('boolean');
          }
          if (context.triggeringRun !== undefined) {
            expect(Number.isInteger(context.triggeringRun.id)).toBe(true);
            expect(typeof context.triggeringRun.headSha).toBe('string');
          }
          return whatContext(context);
        },
        FUZZ_RUNS * 3,
      );
      recordReliability({
        section: 'inputs',
        subject: 'GitHub event',
        case: generation,
        ...tally,
        outcome: 'a context; PR fields only when well-typed; no exception',
      });
    });
  }

  it('every field set to deep nesting, huge numbers, a prototype name: a context, never an exception', () => {
    const texts = events.flatMap((event) => systematicMutations(event));
    const outcomes: string[] = [];
    for (const { label, text } of texts) {
      let context: ActionContext | undefined;
      expect(() => {
        context = readActionContext({ GITHUB_REPOSITORY: 'acme/agent' }, JSON.parse(text));
      }, label).not.toThrow();
      outcomes.push(whatContext(context as ActionContext));
    }
    recordReliability({
      section: 'inputs',
      subject: 'GitHub event',
      case: 'every field systematically',
      tried: outcomes.length,
      planned: texts.length,
      accountedFor: countBy(outcomes),
      outcome: 'a context; no exception',
    });
  });

  it('a pull request whose head repository is the base is not a fork; a missing or other head is', () => {
    const same = readActionContext(
      { GITHUB_REPOSITORY: 'acme/agent' },
      {
        pull_request: {
          ...PULL_REQUEST_EVENT.pull_request,
          head: { sha: HEAD_SHA, repo: { full_name: 'acme/agent' } },
        },
      },
    );
    expect(same.pullRequest?.fromFork).toBe(false);
    expect(readActionContext({}, PULL_REQUEST_EVENT).pullRequest?.fromFork).toBe(true);
    expect(
      readActionContext(
        {},
        {
          pull_request: { ...PULL_REQUEST_EVENT.pull_request, head: { sha: HEAD_SHA, repo: null } },
        },
      ).pullRequest?.fromFork,
    ).toBe(true);
  });
});
