// The real published agents that the gallery tests evaluate (examples/agents/), pinned, and how
// they are installed: on demand, never as devDependencies (each is 300–420 MB that only its own
// test uses), into a per-user cache keyed by package name and version
// (`$XDG_CACHE_HOME/verdict-test-agents/<name>@<version>`, else `~/.cache/…`), so that a fresh
// clone on the same machine reuses them. Concurrent installers of one agent wait for each other
// through a lock directory; an install goes to a staging prefix renamed into place, so a
// half-finished one is never taken for a whole one.
//
//   node scripts/test-agents.mjs install [name…]   installs them (two at a time); CI runs this
//                                                  early, in the background, while it typechecks
import { execFile } from 'node:child_process';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const TEST_AGENTS = {
  codex: { name: '@openai/codex', version: '0.171.0', bin: 'codex' },
  'claude-code': { name: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude' },
  opencode: { name: 'opencode-ai', version: '1.18.33', bin: 'opencode' },
  'qwen-code': { name: '@qwen-code/qwen-code', version: '0.15.10', bin: 'qwen' },
  'gemini-cli': { name: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
};

export function agentCacheRoot() {
  const base = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  return path.join(base, 'verdict-test-agents');
}

const prefixOf = (agent, root = agentCacheRoot()) =>
  path.join(root, `${agent.name.replace('/', '+')}@${agent.version}`);

function installedOf(agent, prefix = prefixOf(agent)) {
  const binDir = path.join(prefix, 'node_modules', '.bin');
  return {
    binDir,
    command: path.join(binDir, agent.bin),
    packageDir: path.join(prefix, 'node_modules', ...agent.name.split('/')),
  };
}

const exists = (file) =>
  access(file).then(
    () => true,
    () => false,
  );

const sleep = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/** Takes `lock` (a directory), breaking one older than `staleMs` (a crashed installer's). */
async function withLock(lock, work, staleMs = 15 * 60_000) {
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
 * Installs `agent` ({name, version, bin}) the first time it is needed, under `root` (the per-user
 * cache unless given); returns where it is. npm runs with `env` (the bench passes the environment
 * it was started with: it unsets NODE_EXTRA_CA_CERTS, which npm may need to reach the registry).
 */
export async function ensureAgent(agent, root = agentCacheRoot(), env = process.env) {
  const prefix = prefixOf(agent, root);
  const installed = installedOf(agent, prefix);
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
      { cwd: staging, env, maxBuffer: 64 * 1024 * 1024 },
    );
    if (!(await exists(installedOf(agent, staging).command))) {
      throw new Error(`${agent.name}@${agent.version} installed, but declares no \`${agent.bin}\``);
    }
    await rm(prefix, { recursive: true, force: true });
    await rename(staging, prefix);
    return installed;
  });
}

async function installAll(names) {
  const unknown = names.filter((name) => !(name in TEST_AGENTS));
  if (unknown.length > 0) throw new Error(`unknown test agent(s): ${unknown.join(', ')}`);
  const queue = (names.length > 0 ? names : Object.keys(TEST_AGENTS)).map((name) => [
    name,
    TEST_AGENTS[name],
  ]);
  const started = Date.now();
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [name, agent] = next;
      const began = Date.now();
      const installed = await ensureAgent(agent);
      console.log(
        `${name} ${agent.version}: ${installed.command} (${((Date.now() - began) / 1000).toFixed(1)} s)`,
      );
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`test agents ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [verb, ...names] = process.argv.slice(2);
  if (verb !== 'install') {
    console.error('usage: node scripts/test-agents.mjs install [name…]');
    process.exit(2);
  }
  try {
    await installAll(names);
  } catch (error) {
    console.error(`test agents: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
