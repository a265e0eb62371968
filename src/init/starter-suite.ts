/**
 * The starter suite `verdict init` writes: one or two tasks of a bundled suite, fitted to the agent
 * under test. Pure: the caller reads the bundled suite and copies the files this names.
 */
import {
  EFFECTS,
  type Effect,
  type ReplayNormalizeRule,
  type SuiteFile,
  type Task,
  type Verifier,
} from '../suite/schema.js';
import { BUILTIN_AGENT_NAME, type ChosenAgent } from './agent-gallery.js';

/** The bundled suite the starter tasks come from unless `--from` names another. */
export const DEFAULT_STARTER_SOURCE = 'smoke-coding';
/** The starter suite's id and directory name, under the suite directory. */
export const STARTER_SUITE_ID = 'starter';
export const STARTER_SUITE_VERSION = '0.1.0';
const MAX_STARTER_TASKS = 2;

/** Verifier kinds that name the built-in agent's tools: for another agent they judge only naming. */
const TOOL_NAMING_KINDS: ReadonlySet<Verifier['kind']> = new Set([
  'tool-sequence',
  'tool-called',
  'tool-not-called',
]);

/** Kinds that judge the outcome itself; a starter task needs one (a scope check alone passes idle). */
const OUTCOME_KINDS: ReadonlySet<Verifier['kind']> = new Set([
  'command',
  'file-equals',
  'file-contains',
  'file-absent',
  'response-contains',
  'response-not-contains',
  'response-matches',
]);

/**
 * A task without the source's named agent and, for another agent than the built-in one, without
 * verifiers of tool names or a token budget (its own prompt and tools can be tens of thousands).
 */
function fitTask(task: Task, agent: ChosenAgent): Task {
  const fitted: Task = { ...task, budget: { ...task.budget } };
  delete fitted.agent;
  if (agent.kind === 'builtin') return fitted;
  delete fitted.budget.maxTokens;
  fitted.verifiers = task.verifiers.filter((verifier) => !TOOL_NAMING_KINDS.has(verifier.kind));
  return fitted;
}

/** Up to two fitted tasks with an outcome verifier: `coding` ones if any, `easy` ones first. */
export function pickStarterTasks(source: SuiteFile, agent: ChosenAgent): Task[] {
  const fitted = source.tasks
    .map((task) => fitTask(task, agent))
    .filter((task) => task.verifiers.some((verifier) => OUTCOME_KINDS.has(verifier.kind)));
  const coding = fitted.filter((task) => task.tags?.includes('coding') === true);
  const pool = coding.length > 0 ? coding : fitted;
  const easy = pool.filter((task) => task.tags?.includes('easy') === true);
  return [...easy, ...pool.filter((task) => !easy.includes(task))].slice(0, MAX_STARTER_TASKS);
}

/** Third-party agents put today's date in their prompts: normalized, or a replay diverges tomorrow. */
function replayNormalizeFor(source: SuiteFile, agent: ChosenAgent): ReplayNormalizeRule[] {
  const rules = [...(source.replayNormalize ?? [])];
  const hasDates = rules.some((rule) => 'preset' in rule && rule.preset === 'dates');
  if (agent.kind !== 'builtin' && !hasDates) rules.push({ preset: 'dates' });
  return rules;
}

export interface StarterSuiteInput {
  source: SuiteFile;
  tasks: readonly Task[];
  agent: ChosenAgent;
  /** `$schema`, relative to the suite's directory, when the package's schema is in reach. */
  schemaRef?: string;
}

/** The starter suite's `suite.json`. */
export function buildStarterSuite(input: StarterSuiteInput): SuiteFile {
  const { source, tasks, agent } = input;
  const replayNormalize = replayNormalizeFor(source, agent);
  const agentNote =
    agent.kind === 'builtin'
      ? ''
      : ' Verifiers that name the built-in agent’s tools were left out: your agent’s tools have other names.';
  return {
    ...(input.schemaRef === undefined ? {} : { $schema: input.schemaRef }),
    schemaVersion: 1,
    suiteId: STARTER_SUITE_ID,
    suiteVersion: STARTER_SUITE_VERSION,
    description: `Starter tasks from Verdict's bundled suite ${source.suiteId} ${source.suiteVersion}, written by verdict init: edit them, or add your own.${agentNote}`,
    tasks: [...tasks],
    ...(replayNormalize.length === 0 ? {} : { replayNormalize }),
    ...(source.cassettes === undefined ? {} : { cassettes: source.cassettes }),
    ...(source.resources === undefined ? {} : { resources: source.resources }),
  };
}

/** The effects the tasks ask for, to grant on the command line (`--allow-write`…), in order. */
export function effectsOf(tasks: readonly Task[]): Effect[] {
  const asked = new Set(tasks.flatMap((task) => task.policy?.allow ?? []));
  return EFFECTS.filter((effect) => asked.has(effect));
}

/** The starter suite's README: where its tasks came from and how its files are used. */
export function renderStarterReadme(input: {
  suiteDir: string;
  source: SuiteFile;
  tasks: readonly Task[];
  scripted: boolean;
  agentName: string;
}): string {
  const suitePath = `${input.suiteDir}/${STARTER_SUITE_ID}`;
  const lines = [
    `# ${STARTER_SUITE_ID}`,
    '',
    `Starter tasks for Verdict, from its bundled suite \`${input.source.suiteId}\` ${input.source.suiteVersion}`,
    `(\`verdict init\`): ${input.tasks.map((task) => `\`${task.id}\``).join(', ')}. Each task is a prompt, a`,
    'fixture (the small project in `fixtures/<task>/` that each run gets a fresh copy of) and',
    'verifiers that check the result by running code. Edit them, or add tasks of your own: the format',
    'is in `suite.json`’s `$schema`, and `npx verdict validate ' +
      suitePath +
      '` reports every problem.',
    '',
    `- \`cassettes/<task>.jsonl\`: written by \`npx verdict record ${suitePath}\`. Commit them: every`,
    '  pull request replays them (no model, no credentials) and compares base and head.',
  ];
  if (input.scripted) {
    lines.push(
      '- `scripts/<task>.json`: the turns of the scripted model (`record --provider scripted`), in',
      `  the tools of ${input.agentName === BUILTIN_AGENT_NAME ? 'the built-in agent' : input.agentName}: a recording without a model or a key.`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
