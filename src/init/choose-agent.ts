/**
 * The agent `verdict init` sets up: the one `--agent` or `--command` names, else one of those
 * found, chosen on a terminal or, with `--yes`, the most likely one (the built-in agent when none
 * is found). Without a terminal and without `--yes`, init asks for one of the three.
 */
import { UsageError } from '../errors.js';
import { splitCommand } from '../pr/split-command.js';
import {
  BUILTIN_AGENT_NAME,
  describeAgent,
  findGalleryAgent,
  GALLERY_AGENTS,
  type ChosenAgent,
} from './agent-gallery.js';
import type { DetectedAgent } from './detect-agents.js';

export interface ChooseAgentInput {
  agentOption?: string;
  commandOption?: string;
  yes: boolean;
  detected: readonly DetectedAgent[];
  /** Asks on a terminal and returns the answer; absent without one. */
  ask?: (question: string) => Promise<string>;
}

interface Choice {
  agent: ChosenAgent;
  name: string;
  label: string;
}

const NAMES = [BUILTIN_AGENT_NAME, ...GALLERY_AGENTS.map((agent) => agent.name)];

function byName(name: string): ChosenAgent {
  if (name === BUILTIN_AGENT_NAME) return { kind: 'builtin' };
  const agent = findGalleryAgent(name);
  if (agent === undefined) {
    throw new UsageError(
      `init: --agent ${JSON.stringify(name)}: expected one of ${NAMES.join(', ')}; or --command "…" for your own`,
    );
  }
  return { kind: 'gallery', agent };
}

/** What was found, the most likely first, then the built-in agent. */
function choicesOf(detected: readonly DetectedAgent[]): Choice[] {
  return [
    ...detected.map((found) => ({
      agent: { kind: 'gallery', agent: found.agent } as const,
      name: found.agent.name,
      label: `${found.agent.title} (${found.signs.map((sign) => sign.what).join(', ')})`,
    })),
    {
      agent: { kind: 'builtin' } as const,
      name: BUILTIN_AGENT_NAME,
      label: `${describeAgent({ kind: 'builtin' })}: needs nothing installed, records without a key`,
    },
  ];
}

/** The question asked on a terminal: the choices, numbered. */
export function renderAgentQuestion(detected: readonly DetectedAgent[]): string {
  const choices = choicesOf(detected);
  const found =
    detected.length === 0
      ? 'No agent of the gallery (Codex CLI, Claude Code, gemini-cli, opencode, qwen-code) was found here.'
      : 'Agents found:';
  const lines = choices.map((choice, index) => `  ${index + 1}) ${choice.label}`);
  return `${found}\n${lines.join('\n')}\n(Your own agent: run \`verdict init --command "…"\` instead.)\nWhich agent will Verdict evaluate? [1] `;
}

export async function chooseAgent(input: ChooseAgentInput): Promise<ChosenAgent> {
  if (input.agentOption !== undefined && input.commandOption !== undefined) {
    throw new UsageError('init: --agent and --command both name the agent; give one of them');
  }
  if (input.agentOption !== undefined) return byName(input.agentOption);
  if (input.commandOption !== undefined) {
    return { kind: 'command', command: splitCommand(input.commandOption) };
  }
  const choices = choicesOf(input.detected);
  const likeliest = choices[0] as Choice;
  if (input.yes) return likeliest.agent;
  if (input.ask === undefined) {
    throw new UsageError(
      `init: no terminal to ask which agent to evaluate: pass --yes (takes ${describeAgent(likeliest.agent)}), --agent NAME (${NAMES.join(', ')}) or --command "…". Nothing was written.`,
    );
  }
  const answer = (await input.ask(renderAgentQuestion(input.detected))).trim();
  if (answer === '') return likeliest.agent;
  const numbered = /^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined;
  const chosen = numbered ?? choices.find((choice) => choice.name === answer);
  if (chosen !== undefined) return chosen.agent;
  if (NAMES.includes(answer)) return byName(answer);
  throw new UsageError(
    `init: ${JSON.stringify(answer)} is none of the choices (1-${choices.length}, or ${NAMES.join(', ')}). Nothing was written.`,
  );
}
