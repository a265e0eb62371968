/**
 * Real published agents for the gallery tests, installed on demand, pinned, into a per-user cache
 * keyed by package name and version (`$XDG_CACHE_HOME/verdict-test-agents/<name>@<version>`, else
 * `~/.cache/…`), so that a fresh clone on the same machine reuses them. Never devDependencies: each
 * is 300–420 MB that only its own test uses. Concurrent test files installing the same agent wait
 * for one another through a lock directory.
 */
import { execFile, spawnSync } from 'node:child_process';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface AgentPackage {
  /** npm package name, e.g. `@openai/codex`. */
  name: string;
  /** Exact version: the test evaluates this release and no other. */
  version: string;
  /** The command the package declares in `bin`, e.g. `codex`. */
  bin: string;
}

export interface InstalledAgent {
  /** Put first on PATH to run this release. */
  binDir: string;
  /** Absolute path of the declared command. */
  command: string;
  /** The installed package's own directory (`…/node_modules/<name>`). */
  packageDir: string;
}

export function agentCacheRoot(): string {
  const base = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  return path.join(base, 'verdict-test-agents');
}

function prefixOf(agent: AgentPackage): string {
  return path.join(agentCacheRoot(), `${agent.name.replace('/', '+')}@${agent.version}`);
}

function installedOf(agent: AgentPackage, prefix = prefixOf(agent)): InstalledAgent {
  const binDir = path.join(prefix, 'node_modules', '.bin');
  return {
    binDir,
    command: path.join(binDir, agent.bin),
    packageDir: path.join(prefix, 'node_modules', ...agent.name.split('/')),
  };
}

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes `lock` (a directory), breaking one older than `staleMs` (a crashed installer's). */
async function withLock<T>(lock: string, work: () => Promise<T>, staleMs = 15 * 60_000): Promise<T> {
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > staleMs) await rm(lock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Installs `agent` the first time it is needed and returns where it is. The install goes to a
 * temporary prefix renamed into place, so a half-finished install is never taken for a whole one.
 */
export async function ensureAgent(agent: AgentPackage): Promise<InstalledAgent> {
  const prefix = prefixOf(agent);
  const installed = installedOf(agent);
  if (await exists(installed.command)) return installed;
  return withLock(`${prefix}.lock`, async () => {
    if (await exists(installed.command)) return installed;
    const staging = `${prefix}.staging-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await promisify(execFile)(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        `${agent.name}@${agent.version}`,
      ],
      { cwd: staging, maxBuffer: 64 * 1024 * 1024 },
    );
    if (!(await exists(installedOf(agent, staging).command))) {
      throw new Error(`${agent.name}@${agent.version} installed, but declares no \`${agent.bin}\``);
    }
    await rm(prefix, { recursive: true, force: true });
    await rename(staging, prefix);
    return installed;
  });
}

/**
 * Whether this machine can run a command in a network namespace of its own that has only loopback
 * (`unshare -n`, as root): the proof that an agent reaches nothing but 127.0.0.1.
 */
export function canIsolateNetwork(): boolean {
  const probe = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
  return probe.status === 0;
}

/**
 * argv that runs `argv` inside a new loopback-only network namespace. Verdict's proxy and the agent
 * must both be inside it (the proxy listens on the namespace's own 127.0.0.1), so wrap the whole
 * `verdict` command, not only the agent.
 */
export function loopbackOnly(argv: readonly string[]): string[] {
  return ['unshare', '-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'loopback-only', ...argv];
}
