/**
 * The agent `verdict init` sets up. An agent found only by its configuration, its command not on
 * PATH, is offered last with its install command, and never taken by `--yes`: the commands init
 * prints next could not run it.
 */
import { UsageError } from '../errors.js';
import { splitCommand } from '../pr/split-command.js';
import {
  BUILTIN_AGENT_NAME,
  describeAgent,
  findGalleryAgent,
  GALLERY_AGENTS,
  installCommand,
  type ChosenAgent,
} from './agent-gallery.js';
import type { DetectedAgent } from './detect-agents.js';

interface ChooseAgentInput {
  agentOption?: string;
  commandOption?: string;
  yes: boolean;
  detected: readonly DetectedAgent[];
  /** Absent without a terminal. */
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

/** A found agent as a user reads it: its signs, and how to install it when it is not. */
export function describeFound(found: DetectedAgent): string {
  const signs = `${found.agent.title} (${found.signs.map((sign) => sign.what).join(', ')})`;
  return found.installed
    ? signs
    : `${signs}: not installed, no \`${found.agent.bin}\` on PATH; install it with: ${installCommand(found.agent)}`;
}

function choiceOf(found: DetectedAgent): Choice {
  return {
    agent: { kind: 'gallery', agent: found.agent },
    name: found.agent.name,
    label: describeFound(found),
  };
}

/** Installed agents found, the built-in one, those not installed: Enter and `--yes` take the first. */
function choicesOf(detected: readonly DetectedAgent[]): Choice[] {
  return [
    ...detected.filter((found) => found.installed).map(choiceOf),
    {
      agent: { kind: 'builtin' } as const,
      name: BUILTIN_AGENT_NAME,
      label: `${describeAgent({ kind: 'builtin' })}: needs nothing installed, records without a key`,
    },
    ...detected.filter((found) => !found.installed).map(choiceOf),
  ];
}

/** Whether the agent runs here: a gallery agent when on PATH; the others always. */
export function isInstalledHere(agent: ChosenAgent, detected: readonly DetectedAgent[]): boolean {
  if (agent.kind !== 'gallery') return true;
  return detected.some((found) => found.agent === agent.agent && found.installed);
}

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
