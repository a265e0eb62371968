/**
 * Judges a hand-made solution of a bundled task with the task's own verifiers, without an agent or a
 * model: the fixture is copied as the runner copies it, the solution edits the copy, and the
 * verifiers see the workspace before and after plus the tool calls and final answer the solution
 * claims. Used to show that every bundled task accepts a right solution and rejects wrong ones.
 */
import path from 'node:path';
import { expect } from 'vitest';
import { createRunDirectory, removeRunDirectory } from '../../src/runner/run-directory.js';
import { loadSuiteOrThrow, type LoadedTask } from '../../src/suite/load-suite.js';
import type { ToolCall } from '../../src/transcript/schema.js';
import { runVerifiers, type VerifierResult } from '../../src/verifiers/index.js';
import { snapshotTree } from '../../src/workspace/snapshot.js';
import { REPO_ROOT } from './run-cli.js';

export const BUNDLED_ROOT = path.join(REPO_ROOT, 'fixtures', 'eval');

export interface Solution {
  /** Changes the workspace copy as the agent would have. */
  edit?: (workspace: string) => Promise<void>;
  /** The tool calls the agent made (names and arguments); `ok` as its events would say. */
  toolCalls?: ToolCall[];
  finalAnswer?: string | null;
  /** Absolute path of the `node` binary the `command` verifiers should find first on PATH. */
  node?: string;
}

export interface Judgement {
  task: LoadedTask;
  verifiers: VerifierResult[];
  /** True when every verifier passed. */
  passed: boolean;
  /** `id: status — detail` per verifier, for assertion messages. */
  summary: string;
}

export async function judgeSolution(
  suiteName: string,
  taskId: string,
  solution: Solution,
  options: { suitesRoot?: string } = {},
): Promise<Judgement> {
  const suite = await loadSuiteOrThrow(path.join(options.suitesRoot ?? BUNDLED_ROOT, suiteName));
  const task = suite.tasks.find((candidate) => candidate.id === taskId);
  if (task === undefined) throw new Error(`suite ${suiteName} has no task ${taskId}`);
  const directory = await createRunDirectory({
    ...(task.fixtureDir === undefined ? {} : { fixtureDir: task.fixtureDir }),
    fixtureGit: task.fixtureGit === true,
  });
  try {
    const before = await snapshotTree(directory.workspace);
    await solution.edit?.(directory.workspace);
    const pathDirs = [
      ...(solution.node === undefined ? [] : [path.dirname(solution.node)]),
      process.env.PATH ?? '',
    ];
    const toolCalls = solution.toolCalls ?? [];
    const verifiers = await runVerifiers(task.verifiers, {
      transcript: {
        toolCalls,
        toolEventsAvailable: toolCalls.some((call) => call.ok !== undefined),
        finalAnswer: solution.finalAnswer ?? null,
        workspace: {
          dir: directory.workspace,
          before,
          after: await snapshotTree(directory.workspace),
        },
      },
      env: {
        PATH: pathDirs.join(path.delimiter),
        HOME: directory.home,
        LANG: 'C.UTF-8',
        TZ: 'UTC',
      },
    });
    return {
      task,
      verifiers,
      passed: verifiers.every((verifier) => verifier.status === 'pass'),
      summary: verifiers
        .map((verifier) => `${verifier.id}: ${verifier.status} — ${verifier.detail}`)
        .join('\n'),
    };
  } finally {
    await removeRunDirectory(directory);
  }
}

/** Ids of the verifiers that did not pass. */
export const failedVerifierIds = (judgement: Judgement): string[] =>
  judgement.verifiers.filter((verifier) => verifier.status !== 'pass').map((v) => v.id);

/** Asserts that exactly `verifierIds` (in the task's order) reject the solution. */
export async function expectRejectedBy(
  suiteName: string,
  taskId: string,
  solution: Solution,
  verifierIds: string[],
): Promise<void> {
  const judgement = await judgeSolution(suiteName, taskId, solution);
  expect(judgement.passed, judgement.summary).toBe(false);
  expect(failedVerifierIds(judgement), judgement.summary).toEqual(verifierIds);
}
