/**
 * The built-in agent run inside Verdict's own process: the same `main` as `verdict agent`, given
 * the same environment and prompt, talking to the proxy over loopback with the same client, so the
 * requests are byte for byte those of the spawned agent — without a Node start per run. Its result
 * has the shape of a finished command, so the runner treats both paths alike.
 *
 * Nothing here touches process-wide state: the workspace is a parameter (never `process.chdir`),
 * the environment is the one given (never `process.env`), and output goes to buffers.
 */
import type { RunCommandResult } from '../process/run-command.js';
import { main } from './run-agent.js';
import type { ToolContext } from './tools/tool.js';
import { monotonicMs } from '../monotonic-clock.js';

/** `beforeCommand`, `leftovers` and `contain` are passed to the tools (`ToolContext`). */
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

/**
 * After the deadline, the agent gets this long to notice (its model call and command are aborted
 * at once) before the run is given up on; a tool busy on the CPU cannot be interrupted.
 */
const STOP_GRACE_MS = 5_000;

class TextBuffer {
  private text = '';
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
  toString(): string {
    return this.text;
  }
}

export async function runAgentInProcess(input: InProcessAgentInput): Promise<RunCommandResult> {
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
  const timer = setTimeout(() => stop('timed-out'), input.timeoutMs);
  const onAbort = (): void => stop('aborted');
  input.signal?.addEventListener('abort', onAbort, { once: true });
  if (input.signal?.aborted === true) stop('aborted');

  const stdout = new TextBuffer();
  const stderr = new TextBuffer();
  // What a spawned agent reads on stdin; the contract also carries it in VERDICT_PROMPT.
  const prompt = [input.prompt];
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
      main(input.env, prompt, stdout, stderr, input.cwd, {
        signal: controller.signal,
        ...(input.beforeCommand === undefined ? {} : { beforeCommand: input.beforeCommand }),
        ...(input.leftovers === undefined ? {} : { leftovers: input.leftovers }),
        ...(input.contain === undefined ? {} : { contain: input.contain }),
      }),
      givenUp,
    ]);
    const output = {
      stdout: stdout.toString(),
      stderr: stderr.toString(),
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
    input.signal?.removeEventListener('abort', onAbort);
  }
}
