import { z } from 'zod';
import { runCommand, SANDBOX_FAILED_CODE } from '../../process/run-command.js';
import { defineTool, ToolError } from './tool.js';

export const DEFAULT_COMMAND_TIMEOUT_MS = 60_000;
export const MAX_COMMAND_TIMEOUT_MS = 600_000;
/** Bytes kept of each stream before cutting: enough to show both the head and the tail. */
const MIN_CAPTURE_BYTES = 1024 * 1024;

/** Keeps the start and the end of long output, where commands print what matters. */
export function cutMiddle(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const half = Math.floor(maxChars / 2);
  const cut = text.length - 2 * half;
  return `${text.slice(0, half)}\n[… ${cut} characters cut …]\n${text.slice(text.length - half)}`;
}

export const bashTool = defineTool({
  name: 'bash',
  description:
    'Run a shell command (/bin/sh -c) in the workspace root and return its exit code, stdout and ' +
    'stderr. Everything the command starts is killed when it exits or times out; nothing runs in ' +
    'the background between calls. Long output keeps its start and its end.',
  effect: 'process',
  parameters: z.strictObject({
    command: z.string().min(1).describe('The command line, e.g. "npm test".'),
    timeoutMs: z
      .number()
      .int()
      .min(1)
      .max(MAX_COMMAND_TIMEOUT_MS)
      .optional()
      .describe(
        `Milliseconds before the command is killed. Default ${DEFAULT_COMMAND_TIMEOUT_MS}.`,
      ),
  }),
  async run(args, context) {
    const timeoutMs = args.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    await context.beforeCommand?.();
    const result = await runCommand(['/bin/sh', '-c', args.command], {
      cwd: context.workspace,
      timeoutMs,
      env: context.commandEnv,
      maxOutputBytes: Math.max(MIN_CAPTURE_BYTES, 4 * context.maxOutputChars),
      signal: context.signal,
      sweep: context.leftovers,
      contain: context.contain,
    });
    if (result.outcome === 'failed-to-start') {
      throw new ToolError(
        result.code === SANDBOX_FAILED_CODE
          ? `the sandbox could not start the shell: ${result.message}`
          : `the shell could not start (${result.code})`,
      );
    }
    // The run is over (its deadline passed): nothing more reaches the model.
    context.signal?.throwIfAborted();
    // Each stream gets half the room, so a flood on one does not hide the other.
    const room = Math.max(Math.floor((context.maxOutputChars - 200) / 2), 100);
    const sections = [
      result.stdout === '' ? '' : `stdout:\n${cutMiddle(result.stdout, room)}`,
      result.stderr === '' ? '' : `stderr:\n${cutMiddle(result.stderr, room)}`,
    ].filter((section) => section !== '');
    let status: string;
    let error: string | undefined;
    if (result.outcome === 'exited') {
      status =
        result.exitCode === null
          ? `killed by signal ${result.signal ?? 'unknown'}`
          : `exit code ${result.exitCode}`;
      if (result.exitCode !== 0) error = status;
    } else {
      status = `timed out after ${timeoutMs} ms; the command and everything it started were killed`;
      error = `timed out after ${timeoutMs} ms`;
    }
    const text = [status, ...(sections.length === 0 ? ['(no output)'] : sections)].join('\n');
    return error === undefined ? { text } : { text, error };
  },
});
