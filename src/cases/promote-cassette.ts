/**
 * The cassette of a promoted case: the task's cassette (`<suite>/cassettes/<task>.jsonl`) renamed for
 * the case, kept only when it replays the promoted case end to end. A cassette that diverges would
 * turn the first `verdict run --mode replay` of the case into an error, so it is tried first, in a
 * temporary directory, by a replay the caller supplies (`ReplayCheck`), and copied only when that
 * replay passed. Never overwrites, and never makes the command fail: a cassette not copied is a
 * reason in the outcome.
 */
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messageOf } from '../errors.js';
import { cassettePath, readCassette, writeCassette } from '../provider/cassette.js';
import { credentialsFromEnvironment } from '../provider/secret-scan.js';
import type { Policy } from '../suite/schema.js';
import { displayPath } from './case-origin.js';

export type CassetteOutcome =
  { kind: 'copied'; from: string; to: string } | { kind: 'skipped'; reason: string };

export interface ReplayCheckInput {
  /** The suite (directory or case file) holding the promoted case. */
  suite: string;
  taskId: string;
  /** A directory holding only the candidate cassette, `<taskId>.jsonl`. */
  cassetteDir: string;
  /** The case's policy: the grants the replay needs are the ones the promoted run had. */
  policy: Policy;
}

/** Replays one case once against `cassetteDir`: `passed`, or why not (divergence, failure, error). */
export type ReplayCheck = (
  input: ReplayCheckInput,
) => Promise<{ passed: true } | { passed: false; reason: string }>;

export interface PromoteCassetteInput {
  /** The run's suite directory; undefined when the prompt was given by hand. */
  sourceSuiteDir: string | undefined;
  sourceTaskId: string;
  /** Where the promoted case's cassettes live (`<its suite dir>/cassettes`). */
  targetDir: string;
  suiteName: string;
  caseId: string;
  /** The suite location to replay. */
  suite: string;
  policy: Policy;
  replayCheck: ReplayCheck | undefined;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

const exists = (candidate: string): Promise<boolean> =>
  stat(candidate).then(
    () => true,
    () => false,
  );

export async function promoteCassette(input: PromoteCassetteInput): Promise<CassetteOutcome> {
  const shown = (file: string) => displayPath(file, input.cwd);
  if (input.sourceSuiteDir === undefined) {
    return { kind: 'skipped', reason: 'no source suite (--prompt given)' };
  }
  const source = cassettePath(path.join(input.sourceSuiteDir, 'cassettes'), input.sourceTaskId);
  if (!(await exists(source))) {
    return { kind: 'skipped', reason: `the task has no cassette (${shown(source)})` };
  }
  const target = cassettePath(input.targetDir, input.caseId);
  if (await exists(target)) {
    return { kind: 'skipped', reason: `${shown(target)} already exists; not overwritten` };
  }
  if (input.replayCheck === undefined) {
    return { kind: 'skipped', reason: 'it could not be checked to replay the case' };
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'verdict-add-'));
  try {
    const candidate = cassettePath(scratch, input.caseId);
    const cassette = await readCassette(source, shown(source));
    await writeCassette(
      candidate,
      { ...cassette.header, suiteId: input.suiteName, taskId: input.caseId },
      cassette.calls,
      { secrets: credentialsFromEnvironment(input.env), displayPath: shown(target) },
    );
    const replayed = await input.replayCheck({
      suite: input.suite,
      taskId: input.caseId,
      cassetteDir: scratch,
      policy: input.policy,
    });
    if (!replayed.passed) {
      return {
        kind: 'skipped',
        reason: `${shown(source)} does not replay the case end to end (${replayed.reason})`,
      };
    }
    await mkdir(input.targetDir, { recursive: true });
    await copyFile(candidate, target);
    return { kind: 'copied', from: shown(source), to: shown(target) };
  } catch (error) {
    return { kind: 'skipped', reason: messageOf(error) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
