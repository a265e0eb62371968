/** The commands `verdict init` ends with: install (when missing), record, replay, open a PR. Pure. */
import type { Effect } from '../suite/schema.js';
import { installCommand, protocolOf, UPSTREAM_OPTION, type ChosenAgent } from './agent-gallery.js';

export interface NextStep {
  /** What the command is for, one line. */
  why: string;
  command: string;
}

/** The live upstream's example URL and the key's variable for each protocol family. */
const LIVE = {
  openai: { url: 'https://your-endpoint/v1', key: 'OPENAI_API_KEY' },
  anthropic: { url: 'https://your-endpoint', key: 'ANTHROPIC_API_KEY' },
  gemini: { url: 'https://your-endpoint', key: 'GEMINI_API_KEY' },
} as const;

export interface NextStepsInput {
  /** The starter suite, relative to the repository, e.g. `evals/starter`. */
  suitePath: string;
  agent: ChosenAgent;
  /** Whether every starter task has a script for the scripted model in the agent's tools. */
  scripted: boolean;
  effects: readonly Effect[];
  /** What to `git add`, e.g. `verdict.config.json evals .github`. */
  paths: readonly string[];
  /** Whether the agent's command is on this machine's PATH (see `isInstalledHere`). */
  installed: boolean;
}

export function nextSteps(input: NextStepsInput): NextStep[] {
  // The suite is the user's own, just written: --yes trusts it without asking.
  const grants = ['--yes', ...input.effects.map((effect) => `--allow-${effect}`)].join(' ');
  const family = protocolOf(input.agent);
  const live = { ...LIVE[family], option: `--${UPSTREAM_OPTION[family]}` };
  const record = input.scripted
    ? {
        why: 'Record a cassette of each task, with the scripted model (no key, no network):',
        command: `npx verdict record ${input.suitePath} --provider scripted ${grants}`,
      }
    : {
        why: 'Record a cassette of each task, live against your model (the key stays in Verdict’s proxy):',
        command: `${live.key}=… npx verdict record ${input.suitePath} ${live.option} ${live.url} --model NAME ${grants}`,
      };
  const install =
    input.agent.kind === 'gallery' && !input.installed
      ? [
          {
            why: `Install ${input.agent.agent.title} (\`${input.agent.agent.bin}\` is not on PATH; recording runs it, the workflows install their own):`,
            command: installCommand(input.agent.agent),
          },
        ]
      : [];
  return [
    ...install,
    record,
    {
      why: 'Replay it, as every pull request will (no model, no credentials):',
      command: `npx verdict run ${input.suitePath} --mode replay ${grants}`,
    },
    {
      why: 'Commit it and open a pull request: the workflow replays base and head and comments.',
      command: `git switch -c verdict && git add ${input.paths.join(' ')} && git commit -m "Evaluate the agent with Verdict" && git push -u origin verdict`,
    },
  ];
}
