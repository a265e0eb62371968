/**
 * Whether an agent's programs are there inside a box (SPEC §1), asked once before the first run: a
 * missing one would fail every run with an error that reads as something else.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../process/run-command.js';
import { DEFAULT_LIMITS, type Sandbox } from '../sandbox/sandbox.js';

/** How the refusal's message begins: `verdict pr` reads it back from a side that did not run. */
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

/** The programs a box does not have; undefined when it could not answer (the runs then say why). */
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
