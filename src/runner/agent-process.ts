/**
 * Starting the agent (SPEC §1), the built-in one in this process, any other in the run's box with
 * its process tree counted; and what its end says about the process itself.
 */
import { LeftoverSweep } from '../process/process-tree.js';
import { runCommand, type RunCommandResult } from '../process/run-command.js';
import type { Incident } from '../run-dir/record-schema.js';
import type { RunBox } from '../sandbox/sandbox.js';
import type { RunAttempt } from './run-types.js';

export async function startAgent(
  { input, directory, box }: RunAttempt,
  env: NodeJS.ProcessEnv,
  beforeCommand: () => Promise<unknown>,
  onTooManyProcesses: () => void,
): Promise<RunCommandResult> {
  if (input.agent.builtin === 'in-process') {
    const { runAgentInProcess } = await import('../agent/in-process.js');
    let ranCommand = false;
    // One sweep after the agent finds what any of its commands left running.
    const leftovers = new LeftoverSweep([directory.root]);
    const result = await runAgentInProcess({
      env,
      prompt: input.task.prompt,
      cwd: directory.workspace,
      timeoutMs: input.task.budget.maxWallMs,
      beforeCommand: () => {
        ranCommand = true;
        return beforeCommand();
      },
      leftovers,
      contain: box,
      signal: input.signal,
    });
    if (!ranCommand) return result;
    const outlived = await leftovers.kill();
    return result.outcome === 'exited' ? { ...result, outlived } : result;
  }
  // The agent's whole tree is counted while it runs: RLIMIT_NPROC does not bind the host's root.
  const stopping = new AbortController();
  const stop = (): void => stopping.abort();
  input.signal.addEventListener('abort', stop, { once: true });
  if (input.signal.aborted) stop();
  let watch: { stop: () => void } | undefined;
  try {
    return await runCommand(input.agent.command, {
      cwd: directory.workspace,
      timeoutMs: input.task.budget.maxWallMs,
      env,
      stdin: input.task.prompt,
      ownedPaths: [directory.root],
      signal: stopping.signal,
      contain: box,
      bridge: true,
      onSpawn: (pid) => {
        watch = box.watchProcesses(pid, () => {
          onTooManyProcesses();
          stop();
        });
      },
    });
  } finally {
    watch?.stop();
    input.signal.removeEventListener('abort', stop);
  }
}

export function sandboxLimitOf(
  box: RunBox,
  result: RunCommandResult,
  tooManyProcesses: boolean,
  processes: number,
): { limitHit?: string } {
  if (tooManyProcesses) return { limitHit: `processes ${processes}` };
  if (result.outcome !== 'exited') return {};
  const hit = box.limitHit(result);
  return hit === undefined ? {} : { limitHit: hit };
}

/** Incidents about the agent process itself: a signal that ended it, leftovers, cut output. */
export function processIncidents(result: RunCommandResult): Incident[] {
  const incidents: Incident[] = [];
  if (result.outcome === 'failed-to-start') return incidents;
  if (result.outcome === 'exited' && result.signal !== null) {
    incidents.push({ kind: 'agent_crashed', detail: `the agent was killed by ${result.signal}` });
  }
  if (result.outcome === 'exited' && result.outlived > 0) {
    incidents.push({
      kind: 'processes_outlived_agent',
      detail: `${result.outlived} process(es) the agent started were still running when it exited, and were killed`,
    });
  }
  if (result.truncated) {
    incidents.push({
      kind: 'agent_output_truncated',
      detail: 'the agent wrote more than the output cap; the rest was counted, not kept',
    });
  }
  return incidents;
}
