/**
 * The cassette of a promoted case (docs/traces.md): from the run's trace, else the task's cassette.
 * One that diverged would make the case's first replay an error, so it is written by the cassette
 * writer to a temporary directory, replayed there, and copied only when that passed. Never
 * overwrites, never fails the command: a cassette not kept is a reason in the outcome.
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messageOf } from '../errors.js';
import {
  CASSETTE_FORMAT,
  cassettePath,
  readCassette,
  writeCassette,
  type CassetteCall,
} from '../provider/cassette.js';
import { credentialsFromEnvironment } from '../provider/secret-scan.js';
import type { Policy } from '../suite/schema.js';
import { displayPath } from '../suite/load-suite.js';
import { pathExists } from '../path-exists.js';
import type { RunAgentChoice } from './run-config.js';
import type { RecordingFacts, TraceConversation } from './trace-cassette.js';

/** Where the promoted cassette comes from: the run's trace, or (a run without one) the task's. */
export type CassetteSource =
  | { kind: 'trace'; conversation: TraceConversation }
  | {
      kind: 'task-cassette';
      /** The run's suite directory; undefined when the prompt was given by hand. */
      suiteDir: string | undefined;
      taskId: string;
    };

export type CassetteOutcome =
  /** Made from the run's trace: `calls` kept, `leftOut` the trace's unanswered calls. */
  | { kind: 'made'; from: string; to: string; calls: number; leftOut: number[] }
  /** The task's cassette, for a run that kept no trace. */
  | { kind: 'copied'; from: string; to: string }
  | { kind: 'skipped'; source: CassetteSource['kind']; reason: string };

export interface ReplayCheckInput {
  suite: string;
  taskId: string;
  /** A directory holding only the candidate cassette, `<taskId>.jsonl`. */
  cassetteDir: string;
  /** The case's policy: the grants the replay needs are the ones the promoted run had. */
  policy: Policy;
  /** The run's agent and config file (`findRunConfig`); absent for records that do not name them. */
  runAgent?: RunAgentChoice;
}

/** Replays one case once against `cassetteDir`: `passed`, or why not (divergence, failure, error). */
export type ReplayCheck = (
  input: ReplayCheckInput,
) => Promise<{ passed: true } | { passed: false; reason: string }>;

export interface PromoteCassetteInput {
  source: CassetteSource;
  /** Where the promoted case's cassettes live (`<its suite dir>/cassettes`). */
  targetDir: string;
  suiteName: string;
  caseId: string;
  suite: string;
  policy: Policy;
  runAgent?: RunAgentChoice;
  replayCheck: ReplayCheck | undefined;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

type Candidate =
  | { kind: 'calls'; from: string; recording: RecordingFacts; calls: CassetteCall[] }
  | { kind: 'none'; reason: string };

const callList = (numbers: readonly number[]): string =>
  `call${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`;

async function candidateOf(input: PromoteCassetteInput): Promise<Candidate> {
  const shown = (file: string) => displayPath(file, input.cwd);
  const { source } = input;
  if (source.kind === 'trace') {
    const { conversation } = source;
    if (conversation.calls.length === 0) {
      return {
        kind: 'none',
        reason:
          conversation.leftOut.length === 0
            ? `the run made no model call (${conversation.file}), so there is nothing to replay`
            : `no model call of the run got a whole answer (${callList(conversation.leftOut)} of ${conversation.file} were abandoned)`,
      };
    }
    const { file: from, recording, calls } = conversation;
    return { kind: 'calls', from, recording, calls };
  }
  if (source.suiteDir === undefined) {
    return { kind: 'none', reason: 'no source suite (--prompt given)' };
  }
  const file = cassettePath(path.join(source.suiteDir, 'cassettes'), source.taskId);
  if (!(await pathExists(file))) {
    return {
      kind: 'none',
      reason: `the run kept no trace and the task has no cassette (${shown(file)})`,
    };
  }
  const cassette = await readCassette(file, shown(file));
  return { kind: 'calls', from: shown(file), recording: cassette.header, calls: cassette.calls };
}

export async function promoteCassette(input: PromoteCassetteInput): Promise<CassetteOutcome> {
  const shown = (file: string) => displayPath(file, input.cwd);
  const skipped = (reason: string): CassetteOutcome => ({
    kind: 'skipped',
    source: input.source.kind,
    reason,
  });
  const target = cassettePath(input.targetDir, input.caseId);
  let candidate: Candidate;
  try {
    candidate = await candidateOf(input);
  } catch (error) {
    return skipped(messageOf(error));
  }
  if (candidate.kind === 'none') return skipped(candidate.reason);
  if (await pathExists(target)) return skipped(`${shown(target)} already exists; not overwritten`);
  if (input.replayCheck === undefined) {
    return skipped('it could not be checked to replay the case');
  }
  const leftOut = input.source.kind === 'trace' ? input.source.conversation.leftOut : [];
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'verdict-add-'));
  try {
    const written = cassettePath(scratch, input.caseId);
    await writeCassette(
      written,
      {
        format: CASSETTE_FORMAT,
        suiteId: input.suiteName,
        suiteVersion: candidate.recording.suiteVersion,
        taskId: input.caseId,
        configHash: candidate.recording.configHash,
        harnessVersion: candidate.recording.harnessVersion,
      },
      candidate.calls,
      { secrets: credentialsFromEnvironment(input.env), displayPath: shown(target) },
    );
    const replayed = await input.replayCheck({
      suite: input.suite,
      taskId: input.caseId,
      cassetteDir: scratch,
      policy: input.policy,
      ...(input.runAgent === undefined ? {} : { runAgent: input.runAgent }),
    });
    if (!replayed.passed) {
      const abandoned =
        leftOut.length === 0
          ? ''
          : `; ${callList(leftOut)} of the trace, abandoned before their answer, were left out`;
      return skipped(
        `${candidate.from} does not replay the case end to end (${replayed.reason}${abandoned})`,
      );
    }
    await mkdir(input.targetDir, { recursive: true });
    await copyFile(written, target);
  } catch (error) {
    return skipped(messageOf(error));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const moved = { from: candidate.from, to: shown(target) };
  return input.source.kind === 'trace'
    ? { kind: 'made', ...moved, calls: candidate.calls.length, leftOut }
    : { kind: 'copied', ...moved };
}
