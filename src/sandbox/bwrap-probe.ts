/**
 * bwrap's probe: whether a box starts here, by starting the smallest one (10–25 ms), started as
 * early as bin/verdict.js knows the command boxes its runs; the first open takes its answer. Node
 * modules only, named imports: bin/verdict.js's loader bundles this file.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { delimiter, isAbsolute, join } from 'node:path';

/** Where the kernel lists the Unix sockets bound in this network namespace, with their paths. */
export const UNIX_SOCKET_TABLE = '/proc/net/unix';

const PROBE_TIMEOUT_MS = 15_000;

/** The first `name` on PATH, or undefined. */
export function findProgram(name: string, pathVariable: string | undefined): string | undefined {
  for (const dir of (pathVariable ?? '/usr/local/bin:/usr/bin:/bin').split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue;
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Runs `file`; whether it succeeded, and what it said. */
export function runProgram(
  file: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: PROBE_TIMEOUT_MS, env }, (error, stdout, stderr) => {
      resolve({ ok: error === null, output: `${stderr}${stdout}`.trim() });
    });
  });
}

/** Why bwrap cannot box a run here (its own words), or undefined when it can. */
export async function probeBwrap(pathVariable: string | undefined): Promise<string | undefined> {
  const bwrap = findProgram('bwrap', pathVariable);
  if (bwrap === undefined)
    return 'bwrap is not installed (Debian and Ubuntu: apt-get install bubblewrap)';
  if (findProgram('prlimit', pathVariable) === undefined)
    return 'prlimit (util-linux) is not installed';
  try {
    accessSync(UNIX_SOCKET_TABLE, constants.R_OK);
  } catch {
    return `${UNIX_SOCKET_TABLE} cannot be read, so the host's sockets could not be masked in a box`;
  }
  const probeArgs =
    '--unshare-all --die-with-parent --cap-drop ALL --ro-bind /usr /usr --symlink usr/bin /bin ' +
    '--symlink usr/lib /lib --symlink usr/lib64 /lib64 --proc /proc --dev /dev -- prlimit --nproc=64 -- true';
  // The box's own environment: nothing of this process's (its keys) reaches even the probe.
  const probe = await runProgram(bwrap, probeArgs.split(' '), {
    PATH: pathVariable ?? '/usr/bin:/bin',
  });
  if (probe.ok) return undefined;
  return `bwrap cannot start a sandbox here: ${probe.output.split('\n')[0] ?? 'it failed'}`;
}

/** Shared by the loader's copy of this module and the bundle's: one process, one probe. */
const SLOT = Symbol.for('verdict.early-bwrap-probe');
const slots = globalThis as typeof globalThis & {
  [SLOT]?: { pathVariable: string | undefined; problem: Promise<string | undefined> };
};

/** The answer of the probe started early for `pathVariable`, once; else a probe started now. */
export function takeBwrapProbe(pathVariable: string | undefined): Promise<string | undefined> {
  const early = slots[SLOT];
  delete slots[SLOT];
  return early !== undefined && early.pathVariable === pathVariable
    ? early.problem
    : probeBwrap(pathVariable);
}

/** The commands that box their runs (their `opensSandbox`), as bin/verdict.js sees them. */
export const BOXING_COMMANDS: ReadonlySet<string> = new Set([
  'run',
  'record',
  'variants',
  'diagnose',
  'ci',
]);

/** Starts the probe from bin/verdict.js's unparsed command line, for a command that boxes. */
export function startBwrapProbeFor(argv: readonly string[], env: NodeJS.ProcessEnv): void {
  if (!BOXING_COMMANDS.has(argv[0] ?? '')) return;
  const at = argv.indexOf('--sandbox');
  const given =
    at >= 0
      ? argv[at + 1]
      : argv.find((arg) => arg.startsWith('--sandbox='))?.slice('--sandbox='.length);
  startBwrapProbeUnless(given, env.PATH);
}

/** Starts the probe now, unless `--sandbox` names another backend or one is under way. */
export function startBwrapProbeUnless(
  given: string | undefined,
  pathVariable: string | undefined,
): void {
  if (given !== undefined && given !== 'auto' && given !== 'bwrap') return;
  if (slots[SLOT]?.pathVariable === pathVariable) return;
  slots[SLOT] = { pathVariable, problem: probeBwrap(pathVariable) };
}
