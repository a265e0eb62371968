/** The Action's thin shell: inputs and event in, real edges wired, any error one failed step. */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import { messageOf, VerdictError } from '../errors.js';
import { captureAndScrubCredentials } from '../process/scrub-environment.js';
import type { ActionEnvironment } from './action-environment.js';
import { createActionsArtifactStore } from './artifacts.js';
import { learnCommentIdentity, type CommentIdentity } from './comment-identity.js';
import { ACTIONS_CACHE } from './cached-directory.js';
import { runEvaluateCommand } from './evaluate-action.js';
import { readActionContext } from './event.js';
import { createGitHubClient } from './github-client.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { runPostCommentCommand } from './post-comment.js';
import { findPullRequestForRun } from './pull-request-of.js';
import { lendingRuntimeToken } from './runtime-token.js';
import type { PullRequestComments, StepIo } from './services.js';
import { runMergeCommand } from './shards.js';
import { upsertStickyComment } from './sticky-comment.js';

const stepIo: StepIo = {
  info: (message) => core.info(message),
  notice: (message) => core.notice(message),
  warning: (message) => core.warning(message),
  setOutput: (name, value) => core.setOutput(name, value),
  writeSummary: async (markdown) => {
    await core.summary.addRaw(markdown, true).write();
  },
  setFailed: (message) => core.setFailed(message),
};

/** `dist/cli/index.js` beside this bundle, or `bin/verdict.js` when run from `lib/action/`. */
function verdictCommand(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'cli', 'index.js');
  if (existsSync(bundled)) return [process.execPath, bundled];
  return [process.execPath, path.resolve(here, '..', '..', 'bin', 'verdict.js')];
}

function commentsFor(inputs: ActionInputs, owner: string, repo: string): PullRequestComments {
  const token = inputs.githubToken;
  const client = token === undefined ? undefined : createGitHubClient({ token });
  // Learned once, on the first comment call, and used by every lookup after it.
  let identity: Promise<CommentIdentity> | undefined;
  return {
    async upsert(request) {
      if (client === undefined)
        return { status: 'skipped', message: 'no github-token: no comment' };
      if (identity === undefined) {
        identity = learnCommentIdentity(client, inputs.commentAuthor);
        identity.then(
          ({ login, learnedFrom }) => core.info(`comments as ${login} (from ${learnedFrom})`),
          () => {},
        );
      }
      let author: string;
      try {
        author = (await identity).login;
      } catch (error) {
        return { status: 'skipped', message: messageOf(error) };
      }
      return upsertStickyComment({ ...request, client, owner, repo, author });
    },
    async pullRequestOfRun(runId) {
      if (client === undefined) return undefined;
      const found = await findPullRequestForRun({ client, owner, repo, runId });
      if (found.number === null) core.info(found.reason);
      return found.number ?? undefined;
    },
  };
}

async function readPayload(file: string | undefined): Promise<unknown> {
  if (file === undefined || file === '') return {};
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return {};
  }
}

export async function run(): Promise<void> {
  try {
    const inputs = readInputs((name) => core.getInput(name));
    // Read first, then out of this process's environment (its /proc copy included) before
    // anything is spawned: an agent must not find the key or a token there (SPEC §1).
    const { env, problem } = captureAndScrubCredentials();
    if (problem !== undefined) {
      core.warning(
        `the inputs and tokens are removed from this process's environment, but ${problem}; an agent run without a sandbox may read them there`,
      );
    }
    const context = readActionContext(env, await readPayload(env.GITHUB_EVENT_PATH));
    if (inputs.apiKey !== undefined) core.setSecret(inputs.apiKey);
    const environment: ActionEnvironment = {
      inputs,
      context,
      io: stepIo,
      artifacts: lendingRuntimeToken(createActionsArtifactStore(), env),
      cache: lendingRuntimeToken(ACTIONS_CACHE, env),
      comments: commentsFor(inputs, context.owner, context.repo),
      verdictCommand: verdictCommand(),
      workDir: await mkdtemp(path.join(env.RUNNER_TEMP ?? os.tmpdir(), 'verdict-')),
      env,
    };
    if (inputs.command === 'merge') await runMergeCommand(environment);
    else if (inputs.command === 'post-comment') await runPostCommentCommand(environment);
    else await runEvaluateCommand(environment);
  } catch (error) {
    core.setFailed(
      error instanceof VerdictError ? error.message : `unexpected error: ${messageOf(error)}`,
    );
    if (!(error instanceof VerdictError) && error instanceof Error && error.stack !== undefined) {
      core.debug(error.stack);
    }
  }
}
