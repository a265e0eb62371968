/**
 * Fixtures of the tests of fewer model calls (SPEC §7: `max-runs`, `paths`, reused base results),
 * through `verdict pr` and the Action alike: a pull request whose head, on branch `change`,
 * rewords every prompt (so each request to the model says which side sent it), a real model
 * server on 127.0.0.1 that answers at once and counts every request, and `verdict pr` on them.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createPrRepository, type Repository } from './action-harness.js';
import { KeyedModelServer } from './keyed-model-server.js';
import { runCliProcess, type CliResult } from './run-cli.js';

/** What the head appends to every task's prompt. */
export const HEAD_SUFFIX = ' Reworded by the pull request.';
export const HEAD_BRANCH = 'change';
/** Two bundled tasks: each live run of a side is one request. */
export const PR_TASKS: readonly string[] = ['fix-add', 'implement-slugify'];

export interface BranchRepositoryOptions {
  /** Whether head rewords every prompt with HEAD_SUFFIX (default true). */
  reword?: boolean;
  /** Files (relative path → content) head adds. */
  headFiles?: Readonly<Record<string, string>>;
}

/** A repository with PR_TASKS on main and the pull request's head on HEAD_BRANCH. */
export async function createBranchRepository(
  dir: string,
  { reword = true, headFiles = {} }: BranchRepositoryOptions = {},
): Promise<Repository> {
  for (const file of Object.keys(headFiles)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  }
  return createPrRepository(dir, {
    tasks: PR_TASKS,
    headPromptSuffixes: reword
      ? Object.fromEntries(PR_TASKS.map((task) => [task, HEAD_SUFFIX]))
      : {},
    headBranch: HEAD_BRANCH,
    headFiles,
  });
}

/** A model that answers every request at once with text (the task's check then fails). */
export function startCountingModel(): Promise<KeyedModelServer> {
  return KeyedModelServer.start(() => ({ kind: 'text', text: 'Done.' }));
}

/** `startCountingModel` for a test file: each server is closed after its test. */
export function useCountingModels(): () => Promise<KeyedModelServer> {
  const servers: KeyedModelServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return async () => {
    const server = await startCountingModel();
    servers.push(server);
    return server;
  };
}

/** The model's requests since `from`, by the side whose prompt they carry. */
export function sidesOf(server: KeyedModelServer, from: number): { base: number; head: number } {
  const requests = server.requests.slice(from);
  const head = requests.filter((request) => request.prompt.includes(HEAD_SUFFIX)).length;
  return { base: requests.length - head, head };
}

/** `verdict pr` of main against HEAD_BRANCH in `repo`, at k 1 on the counting model. */
export function runPr(
  repo: Repository,
  server: KeyedModelServer,
  { out, env }: { out: string; env: Record<string, string> },
  ...more: string[]
): Promise<CliResult> {
  return runCliProcess(
    [
      'pr',
      '--base',
      'main',
      '--head',
      HEAD_BRANCH,
      '--k',
      '1',
      '--base-url',
      server.baseUrl,
      '--model',
      'counted-model',
      '--out',
      out,
      ...more,
    ],
    { cwd: repo.dir, env },
  );
}
