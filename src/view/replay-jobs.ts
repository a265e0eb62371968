/**
 * Run it again: `verdict run --mode replay --tasks ID --yes` in a child process (the click was the
 * asking). The server never waits on it; closing it ends the children's process trees.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { killProcessTree } from '../process/process-tree.js';
import { shellWord } from '../process/shell-word.js';
import type { CaseRef, PromotedCase } from './promoted-cases.js';

export interface ReplayJob {
  id: string;
  ref: CaseRef;
  /** As a user would type it. */
  command: string;
  startedAt: Date;
  state: 'running' | 'done';
  /** Null when a signal ended it. */
  code?: number | null;
  stdout: string;
  stderr: string;
  /** Absolute, read from the line `verdict run` ends with. */
  outDir?: string;
}

export interface ReplayJobsOptions {
  /** `node bin/verdict.js`, or the bundle. */
  selfCommand: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  onEnd: (job: ReplayJob) => void;
}

/** The last characters of a child's output are kept. */
const MAX_OUTPUT_CHARS = 64 * 1024;

export function replayArguments(promoted: PromotedCase): string[] {
  return [
    'run',
    promoted.runTarget,
    ...promoted.grants,
    '--mode',
    'replay',
    '--tasks',
    promoted.caseId,
    '--yes',
  ];
}

/** `verdict run` ends with `STATE: … — <out>/report.md`. */
export function outDirOf(stdout: string, cwd: string): string | undefined {
  const match = /— (.+)\/report\.md\s*$/.exec(stdout);
  return match?.[1] === undefined ? undefined : path.resolve(cwd, match[1]);
}

const refKey = (ref: CaseRef): string => `${ref.form}/${ref.suite}/${ref.caseId}`;

export function createReplayJobs(options: ReplayJobsOptions) {
  const jobs = new Map<string, ReplayJob>();
  const children = new Map<string, { child: ChildProcess; exited: Promise<void> }>();

  const append = (text: string, chunk: string): string => (text + chunk).slice(-MAX_OUTPUT_CHARS);

  return {
    /** Or gives the one of it still running. */
    start(promoted: PromotedCase): ReplayJob {
      const running = this.runningFor(promoted);
      if (running !== undefined) return running;
      const args = replayArguments(promoted);
      const job: ReplayJob = {
        id: randomBytes(8).toString('hex'),
        ref: { form: promoted.form, suite: promoted.suite, caseId: promoted.caseId },
        command: ['verdict', ...args.map(shellWord)].join(' '),
        startedAt: new Date(),
        state: 'running',
        stdout: '',
        stderr: '',
      };
      jobs.set(job.id, job);
      const [program = process.execPath, ...prefix] = options.selfCommand;
      const child = spawn(program, [...prefix, ...args], {
        cwd: options.cwd,
        env: { ...options.env, NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so that closing the server ends its whole tree.
        detached: true,
      });
      for (const stream of ['stdout', 'stderr'] as const) {
        child[stream].setEncoding('utf8').on('data', (chunk: string) => {
          job[stream] = append(job[stream], chunk);
        });
      }
      const exited = new Promise<void>((resolve) => {
        const end = (code: number | null, failure?: Error) => {
          if (job.state === 'done') return;
          if (failure !== undefined) job.stderr = append(job.stderr, `${failure.message}\n`);
          job.state = 'done';
          job.code = code;
          const outDir = outDirOf(job.stdout, options.cwd);
          if (outDir !== undefined) job.outDir = outDir;
          children.delete(job.id);
          options.onEnd(job);
          resolve();
        };
        child.on('error', (error) => end(null, error));
        child.on('close', (code) => end(code));
      });
      children.set(job.id, { child, exited });
      return job;
    },
    runningFor(ref: CaseRef): ReplayJob | undefined {
      return [...jobs.values()].find(
        (job) => job.state === 'running' && refKey(job.ref) === refKey(ref),
      );
    },
    get(id: string): ReplayJob | undefined {
      return jobs.get(id);
    },
    async close(): Promise<void> {
      await Promise.all(
        [...children.values()].map(async ({ child, exited }) => {
          if (child.pid !== undefined) await killProcessTree(child.pid, { graceMs: 2000 });
          await exited;
        }),
      );
    },
  };
}

export type ReplayJobs = ReturnType<typeof createReplayJobs>;
