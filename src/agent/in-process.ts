/**
 * The built-in agent inside Verdict's own process: the same `main`, environment and client as the
 * spawned agent (byte-identical requests) without a Node start per run, with a finished command's
 * result. No process-wide state: no `process.chdir`, no `process.env`, output to buffers.
 */
import type { RunCommandResult } from '../process/run-command.js';
import { main } from './run-agent.js';
import type { ToolContext } from './tools/tool.js';
import { monotonicMs } from '../monotonic-clock.js';

export interface InProcessAgentInput extends Pick<
  ToolContext,
  'beforeCommand' | 'leftovers' | 'contain'
> {
  /** The agent contract's environment, exactly as a spawned agent would get it. */
  env: NodeJS.ProcessEnv;
  prompt: string;
  cwd: string;
  timeoutMs: number;
  /** Cancels the run (SIGINT, SIGTERM): the agent stops as on a timeout. */
  signal?: AbortSignal;
}

/** How long after the deadline the agent gets to notice (a tool busy on the CPU cannot be stopped). */
const STOP_GRACE_MS = 5_000;

export async function runAgentInProcess(input: InProcessAgentInput): Promise<RunCommandResult> {
  const { env, prompt, cwd, timeoutMs, signal, ...commandHooks } = input;
  const started = monotonicMs();
  const elapsed = (): number => Math.round(monotonicMs() - started);
  const controller = new AbortController();
  let stopReason: 'timed-out' | 'aborted' | undefined;
  const stop = (reason: 'timed-out' | 'aborted'): void => {
    if (stopReason !== undefined) return;
    stopReason = reason;
    controller.abort(
      new Error(reason === 'timed-out' ? 'the run timed out' : 'the run was cancelled'),
    );
  };
  const timer = setTimeout(() => stop('timed-out'), timeoutMs);
  const onAbort = (): void => stop('aborted');
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted === true) stop('aborted');

  const stdout: string[] = [];
  const stderr: string[] = [];
  let graceTimer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<'given-up'>((resolve) => {
    const startGrace = (): void => {
      graceTimer = setTimeout(() => resolve('given-up'), STOP_GRACE_MS);
      graceTimer.unref();
    };
    // A signal aborted before the run started has already stopped it: the grace starts now.
    if (controller.signal.aborted) startGrace();
    else controller.signal.addEventListener('abort', startGrace, { once: true });
  });
  try {
    const exitCode = await Promise.race([
      main(
        env,
        // What a spawned agent reads on stdin; the contract also carries it in VERDICT_PROMPT.
        [prompt],
        { write: (text: string) => stdout.push(text) },
        { write: (text: string) => stderr.push(text) },
        cwd,
        { signal: controller.signal, ...commandHooks },
      ),
      givenUp,
    ]);
    const output = {
      stdout: stdout.join(''),
      stderr: stderr.join(''),
      truncated: false,
      durationMs: elapsed(),
    };
    if (stopReason !== undefined) return { outcome: stopReason, ...output };
    return {
      outcome: 'exited',
      exitCode: exitCode === 'given-up' ? null : exitCode,
      signal: null,
      ...output,
      outlived: 0,
    };
  } finally {
    clearTimeout(timer);
    if (graceTimer !== undefined) clearTimeout(graceTimer);
    signal?.removeEventListener('abort', onAbort);
  }
}
