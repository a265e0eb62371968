/**
 * opencode for the gallery test: the published `opencode-ai` release from the per-user agent cache,
 * and a ripgrep for its glob and grep tools. opencode runs `rg` from PATH and, without one,
 * downloads it on first use (which a loopback-only run cannot, and the glob and grep tools then
 * fail). A machine's own `rg` is used when there is one; otherwise the one that qwen-code's npm
 * package ships inside it, from the same cache (the qwen-code gallery test installs that release).
 */
import { execFile, spawnSync } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureAgent, TEST_AGENTS, type InstalledAgent } from './agent-install.js';

export interface OpencodeSetup {
  opencode: InstalledAgent;
  /** A directory holding an `rg` executable, to put on PATH. */
  ripgrepDir: string;
}

/** The directory of the `rg` on PATH, if any. */
function ripgrepOnPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' });
  const file = found.stdout.trim();
  return found.status === 0 && path.isAbsolute(file) ? path.dirname(file) : undefined;
}

/** qwen-code's npm package ships ripgrep for each platform in `vendor/ripgrep/<arch>-<platform>/`. */
async function ripgrepFromQwenCode(): Promise<string> {
  const qwen = await ensureAgent(TEST_AGENTS['qwen-code']);
  const dir = path.join(
    qwen.packageDir,
    'vendor',
    'ripgrep',
    `${process.arch}-${process.platform}`,
  );
  await access(path.join(dir, 'rg')).catch(() => {
    throw new Error(`${dir} has no rg: install ripgrep (rg on PATH) to run opencode's test`);
  });
  return dir;
}

/** Installs opencode the first time it is needed and finds an `rg` for it: both go on PATH. */
export async function ensureOpencode(): Promise<OpencodeSetup> {
  const opencode = await ensureAgent(TEST_AGENTS.opencode);
  const ripgrepDir = ripgrepOnPath() ?? (await ripgrepFromQwenCode());
  const { stdout } = await promisify(execFile)(path.join(ripgrepDir, 'rg'), ['--version']);
  if (!stdout.startsWith('ripgrep ')) throw new Error(`${ripgrepDir}/rg is not ripgrep: ${stdout}`);
  return { opencode, ripgrepDir };
}
