/**
 * Real published agents for the gallery tests: installed on demand, pinned, into a per-user cache
 * (see `scripts/test-agents.mjs`, which CI also runs to install them early), and run where they can
 * reach nothing but loopback.
 */
import { spawnSync } from 'node:child_process';

export {
  agentCacheRoot,
  ensureAgent,
  TEST_AGENTS,
  type AgentPackage,
  type InstalledAgent,
} from '../../scripts/test-agents.mjs';

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
