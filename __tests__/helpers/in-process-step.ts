/**
 * The Action's evaluate step in the test process (`runEvaluateCommand`), on a pull request of
 * `acme/agent` from a repository made by `createPrRepository`: an `ActionEnvironment` whose step
 * output (info, warnings, summary, failures) and comment bodies are collected for the test, whose
 * artifacts are kept nowhere, and whose CLI is the compiled one (`npm run build`).
 */
import path from 'node:path';
import type { CacheService } from '../../src/action/base-cache.js';
import type { ActionEnvironment } from '../../src/action/action-environment.js';
import { readInputs } from '../../src/action/inputs.js';
import { upsertStickyComment } from '../../src/action/sticky-comment.js';
import { createTestClient } from '../action/github-test-client.js';
import type { Repository } from './action-harness.js';
import { REPO_ROOT } from './run-cli.js';

export interface InProcessStepOptions {
  repo: Repository;
  /** The pull request's number. */
  number: number;
  /** The step's inputs by their action.yml names, over `suite-dir: evals`. */
  inputs: Record<string, string>;
  runId: string;
  /** A fresh directory for the step's files. */
  workDir: string;
  /** The head evaluated (default: `repo.headSha`). */
  headSha?: string;
  /** The fake GitHub the sticky comment is upserted to; without it any upsert rejects. */
  githubUrl?: string;
  /** More environment for the CLI, beside PATH and HOME. */
  env?: Record<string, string>;
  /** Where base results are kept (default: the Actions cache, as the Action does). */
  cache?: CacheService;
}

export interface InProcessStep {
  environment: ActionEnvironment;
  info: string[];
  warning: string[];
  /** Everything written to the step summary. */
  summary: string;
  failed: string[];
  /** Every comment body upserted, in order. */
  bodies: string[];
}

export function createInProcessStep(options: InProcessStepOptions): InProcessStep {
  const { repo, workDir, githubUrl } = options;
  const inputs = readInputs((name) => ({ 'suite-dir': 'evals', ...options.inputs })[name] ?? '');
  const client = githubUrl === undefined ? undefined : createTestClient(githubUrl).client;
  const step: Omit<InProcessStep, 'environment'> = {
    info: [],
    warning: [],
    summary: '',
    failed: [],
    bodies: [],
  };
  const environment: ActionEnvironment = {
    inputs,
    context: {
      owner: 'acme',
      repo: 'agent',
      workspace: repo.dir,
      serverUrl: 'https://github.com',
      apiUrl: githubUrl ?? 'http://127.0.0.1:9',
      eventName: 'pull_request',
      runId: options.runId,
      pullRequest: {
        number: options.number,
        baseSha: repo.baseSha,
        headSha: options.headSha ?? repo.headSha,
        fromFork: false,
      },
    },
    io: {
      info: (message) => step.info.push(message),
      notice: () => {},
      warning: (message) => step.warning.push(message),
      setOutput: () => {},
      writeSummary: (markdown) => {
        step.summary += markdown;
        return Promise.resolve();
      },
      setFailed: (message) => step.failed.push(message),
    },
    artifacts: {
      uploadDirectory: () => Promise.resolve({ id: 5, size: 1, digest: undefined }),
      listArtifacts: () => Promise.resolve([]),
      downloadArtifact: () => Promise.reject(new Error('not used')),
      downloadArtifactFromRun: () => Promise.reject(new Error('not used')),
    },
    comments: {
      upsert: (upsert) => {
        if (client === undefined) return Promise.reject(new Error('not used'));
        step.bodies.push(upsert.body);
        return upsertStickyComment({
          client,
          owner: 'acme',
          repo: 'agent',
          author: 'github-actions[bot]',
          ...upsert,
        });
      },
      pullRequestOfRun: () => Promise.resolve(undefined),
    },
    verdictCommand: [process.execPath, path.join(REPO_ROOT, 'bin', 'verdict.js')],
    workDir,
    env: { PATH: process.env.PATH ?? '', HOME: workDir, ...options.env },
    ...(options.cache === undefined ? {} : { cache: options.cache }),
  };
  return Object.assign(step, { environment });
}
