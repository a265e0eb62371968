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

export const TEST_AGENTS: Record<
  'codex' | 'claude-code' | 'opencode' | 'qwen-code' | 'gemini-cli',
  AgentPackage
>;
export function agentCacheRoot(): string;
export function ensureAgent(
  agent: AgentPackage,
  root?: string,
  env?: NodeJS.ProcessEnv,
): Promise<InstalledAgent>;
