/**
 * Chooses and opens an invocation's sandbox (SPEC §1): the backend asked for (a usage error before
 * any run when it cannot work here), or for `auto` bwrap, else docker with an image, else `none`
 * with one warning, never silently.
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

/** A private directory (0700) outside every box, removed by `removePrivateDirs` or at exit. */
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
 * Removes the private directories of every sandbox opened so far, once their command has ended
 * (a process running commands in turn, never side by side: one would take the other's bridge).
 */
export async function removePrivateDirs(): Promise<void> {
  const dirs = [...privateDirs];
  privateDirs.clear();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Directories never bound: the user's HOME (its secrets live there) and any that holds it. */
function refusedDirs(request: SandboxRequest): string[] {
  return request.userHome === undefined ? [] : [request.userHome];
}

/** The outermost existing directories asked for, resolved, none never bound. */
function readableDirs(request: SandboxRequest): string[] {
  return outermostDirs(request.readOnly, [], refusedDirs(request));
}

/**
 * Where runs' directories go (SPEC §1, [18/23]): the temp directory, unless a box shows it (every
 * box would show the other runs, and bwrap's tmpfs hiding them would hide the agent beside them):
 * then a private directory under `/tmp`.
 */
async function runsParentFor(shown: readonly string[]): Promise<string | undefined> {
  const inShown = (dir: string): boolean => shown.some((outer) => isBelowOrAt(dir, outer));
  if (!inShown(realOrResolved(os.tmpdir()))) return undefined;
  const tmp = realOrResolved('/tmp');
  const refuse = (why: string): UsageError =>
    new UsageError(
      `the temp directory ${os.tmpdir()} lies in a directory every run's box shows, and ${why}: set TMPDIR to a directory outside the suite, the config's folder and the agent's install`,
    );
  if (inShown(tmp)) throw refuse('so does /tmp');
  try {
    return await privateTempDir(tmp, 'verdict-runs-');
  } catch (error) {
    throw refuse(`${tmp} is not writable (${String(error)})`);
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

/** A bwrap sandbox, or why not: the probe runs while the host's entries are read. */
async function openBwrap(request: SandboxRequest): Promise<Sandbox | { problem: string }> {
  const probing = takeBwrapProbe(request.pathVariable);
  // The Node that runs Verdict: the bridge's forwarder when the box has no socat.
  const nodePrefix = path.dirname(path.dirname(realOrResolved(process.execPath)));
  const entries = hostEntries(
    [...readableDirs(request), nodePrefix],
    request.pathVariable,
    refusedDirs(request),
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
  let dockerProblem = '';
  if (request.image !== undefined) {
    const docker = await probeDocker(request.pathVariable);
    if ('program' in docker) {
      try {
        return {
          sandbox: await openDocker(docker.program, request.image, request),
          warning: `sandbox: ${bwrap.problem}; using docker (${request.image})`,
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
    warning: `not sandboxed: ${bwrap.problem}${dockerProblem}. Agents and verifiers run as this user, with its files and network (see docs/sandbox.md; --sandbox none says you mean it)`,
  };
}
