/**
 * Chooses and opens an invocation's sandbox (SPEC §1): the backend asked for, or for `auto` bwrap
 * when its probe works, else docker when an engine answers (and the agent names an image), else
 * `none` with one warning, never silently. A backend asked for by name that cannot work here is a
 * usage error (exit 2) before any run, with the backend's own message.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { bwrapContainment } from './bwrap.js';
import { dockerContainment } from './docker.js';
import { findProgram, runProgram as run, takeBwrapProbe } from './bwrap-probe.js';
import {
  hostEntries,
  isBelowOrAt,
  labelDirs,
  outermostDirs,
  realpathOr,
  type DirLabel,
} from './host-mounts.js';
import { networkCountersFile } from './network-attempts.js';
import { noContainment } from './none.js';
import { createRunBox } from './run-box.js';
import type { Containment } from '../process/containment.js';
import type { RunBoxSpec, Sandbox, SandboxBackend, SandboxChoice } from './sandbox.js';

export interface SandboxRequest {
  choice: SandboxChoice;
  /** docker: the image the agent entry names. */
  image?: string;
  /** The PATH agents get: where the box's programs come from, and where backends are looked for. */
  pathVariable: string | undefined;
  /** Host directories runs may read: the suite, the agent's configuration and install. */
  readOnly: readonly string[];
  /** The user's HOME: a directory that is or holds it is never bound (its secrets live there). */
  userHome?: string;
  /** What the shown directories are, for the conditions (`labelDirs`): the suite, the repository… */
  labels?: readonly DirLabel[];
}

export interface OpenedSandbox {
  sandbox: Sandbox;
  /** Said once on stderr: why `auto` fell back, or that nothing is sandboxed. */
  warning?: string;
}

/** The docker (or podman) program whose engine answers, or why there is none. */
export async function probeDocker(
  pathVariable: string | undefined,
): Promise<{ program: string } | { problem: string }> {
  const problems: string[] = [];
  for (const name of ['docker', 'podman']) {
    const program = findProgram(name, pathVariable);
    if (program === undefined) continue;
    const info = await run(program, ['info', '--format', '{{.ServerVersion}}']);
    if (info.ok) return { program };
    problems.push(`${name}: ${info.output.split('\n').slice(-1)[0] ?? 'no engine'}`);
  }
  return {
    problem: problems.length === 0 ? 'neither docker nor podman is installed' : problems.join('; '),
  };
}

const realOrResolved = (dir: string): string => realpathOr(dir) ?? path.resolve(dir);

/** The private directories of the sandboxes this process opened and has not removed yet. */
const privateDirs = new Set<string>();
let removedAtExit = false;

/**
 * Where the proxy's socket goes: a private directory of the invocation (0700), outside every
 * box, removed when its command ends (`removePrivateDirs`) or, at the latest, when the process
 * exits.
 */
async function privateTempDir(parent: string, prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, prefix));
  privateDirs.add(dir);
  if (!removedAtExit) {
    removedAtExit = true;
    process.once('exit', () => {
      for (const each of privateDirs) rmSync(each, { recursive: true, force: true });
    });
  }
  return dir;
}

/**
 * Removes the private directories of every sandbox opened so far: the command that opened them has
 * ended. A process that runs commands one after another (the tests, a host of the CLI) would keep
 * them until it exits, and one that is killed never gets there. Commands of one process run in
 * turn, never side by side: one ending would take the other's bridge away.
 */
export async function removePrivateDirs(): Promise<void> {
  const dirs = [...privateDirs];
  privateDirs.clear();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * The directories a docker box binds from the host: those asked for that exist, resolved, the
 * outermost of them, without any never bound or that is or holds the user's HOME.
 */
function readableDirs(request: SandboxRequest): string[] {
  return outermostDirs(
    request.readOnly,
    [],
    request.userHome === undefined ? [] : [request.userHome],
  );
}

/**
 * Where runs' directories go (SPEC §1, [18/23]): the system's temp directory, unless it lies in a
 * directory the box shows (`TMPDIR` inside the config's folder, say). Then every box would show the
 * other runs, and bwrap's tmpfs that hides them would hide what lies beside them too (the agent):
 * runs go to a private directory of the invocation under `/tmp` instead, removed at exit.
 */
async function runsParentFor(shown: readonly string[]): Promise<string | undefined> {
  const inShown = (dir: string): boolean => shown.some((outer) => isBelowOrAt(dir, outer));
  if (!inShown(realOrResolved(os.tmpdir()))) return undefined;
  const tmp = realOrResolved('/tmp');
  if (inShown(tmp)) {
    throw new UsageError(
      `the temp directory ${os.tmpdir()} lies in a directory every run's box shows, and so does /tmp: set TMPDIR to a directory outside the suite, the config's folder and the agent's install`,
    );
  }
  try {
    return await privateTempDir(tmp, 'verdict-runs-');
  } catch (error) {
    throw new UsageError(
      `the temp directory ${os.tmpdir()} lies in a directory every run's box shows, and ${tmp} is not writable (${String(error)}): set TMPDIR to a directory outside the suite, the config's folder and the agent's install`,
    );
  }
}

interface BoxedSandbox {
  backend: Exclude<SandboxBackend, 'none'>;
  containmentFor: (socket: string, spec: RunBoxSpec, port: number) => Containment;
  image?: string;
  shownDirs: readonly string[];
  request: SandboxRequest;
}

async function openBoxed(boxed: BoxedSandbox): Promise<Sandbox> {
  const { backend, containmentFor, image, shownDirs } = boxed;
  const bridgeDir = await privateTempDir(os.tmpdir(), 'verdict-bridge-');
  const socket = path.join(bridgeDir, 'proxy.sock');
  const runsParent = await runsParentFor(shownDirs);
  const shows = labelDirs(shownDirs, [
    ...(runsParent === undefined ? [] : [{ dir: runsParent, token: '<RUNS>' }]),
    ...(boxed.request.labels ?? []).map((label) => ({ ...label, dir: realOrResolved(label.dir) })),
  ]);
  return {
    backend,
    bridgeSocket: socket,
    confinesWrites: true,
    shownDirs,
    runsParent,
    conditions: (limits) => ({
      backend,
      limits,
      ...(image === undefined ? {} : { image }),
      shows,
    }),
    forRun: (spec, port) =>
      createRunBox(
        backend,
        containmentFor(socket, spec, port),
        spec.limits,
        networkCountersFile(spec.root),
      ),
    dispose: async () => {
      await rm(bridgeDir, { recursive: true, force: true });
      if (runsParent !== undefined) await rm(runsParent, { recursive: true, force: true });
    },
  };
}

export function openNone(): Sandbox {
  return {
    backend: 'none',
    bridgeSocket: undefined,
    confinesWrites: false,
    shownDirs: [],
    runsParent: undefined,
    conditions: (limits) => ({ backend: 'none', limits }),
    forRun: (spec) => createRunBox('none', noContainment, spec.limits),
    dispose: () => Promise.resolve(),
  };
}

/**
 * A bwrap sandbox, or why bwrap cannot box a run here. Its probe (the early one when it is for this
 * PATH) runs while what of the host a box binds is read: once per invocation (a walk of PATH and
 * the readable dirs).
 */
async function openBwrap(request: SandboxRequest): Promise<Sandbox | { problem: string }> {
  const probing = takeBwrapProbe(request.pathVariable);
  // The Node that runs Verdict: the bridge's forwarder when the box has no socat.
  const nodePrefix = path.dirname(path.dirname(realOrResolved(process.execPath)));
  const entries = hostEntries(
    [...readableDirs(request), nodePrefix],
    request.pathVariable,
    request.userHome === undefined ? [] : [request.userHome],
  );
  const problem = await probing;
  if (problem !== undefined) return { problem };
  const program = findProgram('bwrap', request.pathVariable) as string;
  return openBoxed({
    backend: 'bwrap',
    containmentFor: (socket, spec, port) =>
      bwrapContainment({
        program,
        hostEntries: entries,
        run: { ...spec, readOnly: [] },
        bridge: { socket, port },
      }),
    shownDirs: entries.flatMap((entry) => (entry.kind === 'dir' ? [entry.path] : [])),
    request,
  });
}

async function openDocker(
  program: string,
  image: string,
  request: SandboxRequest,
): Promise<Sandbox> {
  const inspect = await run(program, ['image', 'inspect', '--format', '{{.Id}}', image]);
  if (!inspect.ok) {
    throw new UsageError(
      `--sandbox docker: the image ${JSON.stringify(image)} does not exist here (${path.basename(program)} image inspect: ${inspect.output.split('\n')[0] ?? ''}); pull or build it first`,
    );
  }
  const readOnly = readableDirs(request);
  return openBoxed({
    backend: 'docker',
    containmentFor: (socket, spec, port) =>
      dockerContainment(
        { program, image, run: { ...spec, readOnly }, bridge: { socket, port } },
        () => `verdict-${randomUUID()}`,
      ),
    image,
    shownDirs: readOnly,
    request,
  });
}

export async function openSandbox(request: SandboxRequest): Promise<OpenedSandbox> {
  const { choice } = request;
  if (choice === 'none') return { sandbox: openNone() };
  if (choice === 'docker') {
    if (request.image === undefined) {
      throw new UsageError(
        '--sandbox docker needs an image: name it in the agent entry of verdict.config.json ("image": "…")',
      );
    }
    const docker = await probeDocker(request.pathVariable);
    if ('problem' in docker) throw new UsageError(`--sandbox docker: ${docker.problem}`);
    return { sandbox: await openDocker(docker.program, request.image, request) };
  }
  const bwrap = await openBwrap(request);
  if (!('problem' in bwrap)) return { sandbox: bwrap };
  if (choice === 'bwrap') throw new UsageError(`--sandbox bwrap: ${bwrap.problem}`);
  const bwrapProblem = bwrap.problem;
  let dockerProblem = '';
  if (request.image !== undefined) {
    const docker = await probeDocker(request.pathVariable);
    if ('program' in docker) {
      try {
        return {
          sandbox: await openDocker(docker.program, request.image, request),
          warning: `sandbox: ${bwrapProblem}; using docker (${request.image})`,
        };
      } catch (error) {
        // An engine without the agent's image is no sandbox for `auto`: fall back, saying why.
        if (!(error instanceof UsageError)) throw error;
        dockerProblem = `; ${error.message.replace(/^--sandbox docker: /, 'docker: ')}`;
      }
    }
  }
  return {
    sandbox: openNone(),
    warning: `not sandboxed: ${bwrapProblem}${dockerProblem}. Agents and verifiers run as this user, with its files and network (see docs/sandbox.md; --sandbox none says you mean it)`,
  };
}
