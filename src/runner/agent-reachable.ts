/**
 * Whether an agent's programs are there inside a box (SPEC §1, [18/23]), asked once before the
 * first run: a program the box does not show would fail every run with an error that reads as
 * something else (`Cannot find module …` cut from the report, `No such file or directory`).
 * One box of the invocation's sandbox runs `sh`, which looks for each program as the agent's
 * start would: a path must exist, a bare name must be on the box's PATH.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../process/run-command.js';
import { DEFAULT_LIMITS, type Sandbox } from '../sandbox/sandbox.js';

/**
 * How the command that refuses an agent whose program is not there begins its message: `verdict pr`
 * reads it back from a side that did not run, to say the agent does not start.
 */
export const AGENT_CANNOT_START = 'the agent cannot start; nothing ran';

/** Prints each argument that is not a program the box has, one per line. */
const LOOK_FOR_PROGRAMS = `for p do
  case "$p" in
    */*) [ -e "$p" ] || printf '%s\\n' "$p" ;;
    *) command -v "$p" > /dev/null 2>&1 || printf '%s\\n' "$p" ;;
  esac
done`;

/** Long enough for a docker engine on a slow storage driver to start a container. */
const CHECK_TIMEOUT_MS = 60_000;

/**
 * The programs of `programs` that a box of `sandbox` does not have, in their order; undefined
 * when the box could not answer (no `sh` in a docker image, a sandbox that failed to start): the
 * runs then say why themselves.
 */
export async function findMissingPrograms(
  sandbox: Sandbox,
  programs: readonly string[],
  pathVariable: string | undefined,
): Promise<string[] | undefined> {
  if (programs.length === 0) return [];
  const root = await mkdtemp(path.join(sandbox.runsParent ?? os.tmpdir(), 'verdict-check-'));
  try {
    const tmp = path.join(root, 'tmp');
    await mkdir(tmp);
    const box = sandbox.forRun({ root, tmp, readOnly: [], limits: DEFAULT_LIMITS }, 0);
    const result = await runCommand(['/bin/sh', '-c', LOOK_FOR_PROGRAMS, 'sh', ...programs], {
      cwd: root,
      timeoutMs: CHECK_TIMEOUT_MS,
      env: { PATH: pathVariable ?? '/usr/local/bin:/usr/bin:/bin', LC_ALL: 'C' },
      contain: box,
      ownedPaths: [root],
    });
    if (result.outcome !== 'exited' || result.exitCode !== 0) return undefined;
    const missing = new Set(result.stdout.split('\n').filter((line) => line !== ''));
    return programs.filter((program) => missing.has(program));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
