/**
 * The agents `verdict init` knows by name: the built-in one and the gallery tested in
 * `examples/agents/<name>/`, each run through a wrapper that points it at Verdict's proxy (init
 * copies it into the repository), and the signs that a repository or machine uses each.
 */
import path from 'node:path';

/** The protocol family an agent talks, which decides its live upstream option and key variable. */
export type ProtocolFamily = 'openai' | 'anthropic' | 'gemini';

/** The live upstream's option for each family: `--NAME` of the CLI, input `NAME` of the Action. */
export const UPSTREAM_OPTION = {
  openai: 'base-url',
  anthropic: 'anthropic-base-url',
  gemini: 'gemini-base-url',
} as const satisfies Record<ProtocolFamily, string>;

export interface GalleryAgent {
  /** The agent's name in `verdict.config.json` and its directory in `examples/agents/`. */
  name: string;
  title: string;
  /** The command it installs on PATH. */
  bin: string;
  /** The npm package and version the gallery is tested with (`scripts/test-agents.mjs`). */
  package: { name: string; version: string };
  protocol: ProtocolFamily;
  /** The wrapper Verdict runs, then the files it reads beside itself (and its README). */
  files: readonly string[];
  /** Files or directories in a repository that say it uses this agent. */
  repositorySigns: readonly string[];
  /** Files or directories in HOME (`~/…`) that say this machine has used it. */
  homeSigns: readonly string[];
}

// Data, one entry per agent: alike in shape by design, as no field follows from another.
export const GALLERY_AGENTS: readonly GalleryAgent[] = [
  {
    name: 'codex',
    title: 'Codex CLI',
    bin: 'codex',
    package: { name: '@openai/codex', version: '0.171.0' },
    protocol: 'openai',
    files: ['codex-agent.sh', 'README.md'],
    repositorySigns: ['.codex'],
    homeSigns: ['.codex'],
  },
  {
    name: 'claude-code',
    title: 'Claude Code',
    bin: 'claude',
    package: { name: '@anthropic-ai/claude-code', version: '2.1.332' },
    protocol: 'anthropic',
    files: ['claude-agent.sh', 'settings.json', 'README.md'],
    repositorySigns: ['.claude', 'CLAUDE.md'],
    homeSigns: ['.claude', '.claude.json'],
  },
  {
    name: 'gemini-cli',
    title: 'gemini-cli',
    bin: 'gemini',
    package: { name: '@google/gemini-cli', version: '0.61.0' },
    protocol: 'gemini',
    files: ['gemini-agent.sh', 'settings.json', 'README.md'],
    repositorySigns: ['.gemini', 'GEMINI.md'],
    homeSigns: ['.gemini'],
  },
  {
    name: 'opencode',
    title: 'opencode',
    bin: 'opencode',
    package: { name: 'opencode-ai', version: '1.18.33' },
    protocol: 'openai',
    files: [
      'opencode-agent.sh',
      'opencode.json',
      'config-dir-lock.json',
      path.join('bin', 'rg'),
      'README.md',
    ],
    repositorySigns: ['opencode.json', 'opencode.jsonc', '.opencode'],
    homeSigns: [path.join('.config', 'opencode')],
  },
  {
    name: 'qwen-code',
    title: 'qwen-code',
    bin: 'qwen',
    package: { name: '@qwen-code/qwen-code', version: '0.15.10' },
    protocol: 'openai',
    files: ['qwen-agent.sh', 'settings.json', 'README.md'],
    repositorySigns: ['.qwen', 'QWEN.md'],
    homeSigns: ['.qwen'],
  },
];

/** `--agent builtin`: Verdict's own reference agent, the default when a config names no agent. */
export const BUILTIN_AGENT_NAME = 'builtin';

/** Where the package keeps the gallery's wrappers, below its root. */
export const GALLERY_DIR = path.join('examples', 'agents');

/** The agent under test, as init writes it into `verdict.config.json`. */
export type ChosenAgent =
  | { kind: 'builtin' }
  | { kind: 'gallery'; agent: GalleryAgent }
  | { kind: 'command'; command: readonly string[] };

/** The command that puts the agent on PATH, at the version the gallery is tested with. */
export function installCommand(agent: GalleryAgent): string {
  return `npm install -g ${agent.package.name}@${agent.package.version}`;
}

export function findGalleryAgent(name: string): GalleryAgent | undefined {
  return GALLERY_AGENTS.find((agent) => agent.name === name);
}

/** How the chosen agent is named in messages. */
export function describeAgent(agent: ChosenAgent): string {
  switch (agent.kind) {
    case 'builtin':
      return 'the built-in agent (verdict agent)';
    case 'gallery':
      return agent.agent.title;
    case 'command':
      return `your command \`${agent.command.join(' ')}\``;
  }
}

/** The family whose live upstream the agent needs: the built-in agent and your own talk OpenAI's. */
export function protocolOf(agent: ChosenAgent): ProtocolFamily {
  return agent.kind === 'gallery' ? agent.agent.protocol : 'openai';
}
