/**
 * Everything `verdict init` will write, gathered before anything is: the configuration (and a
 * gallery agent's wrapper), the starter suite with its fixtures and scripts, the two workflows.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_FILE_NAME, type VerdictConfig } from '../config/config.js';
import { ConfigError, UsageError } from '../errors.js';
import { pathExists } from '../path-exists.js';
import { findBundledSuite } from '../suite/discover-suites.js';
import { SUITE_FILE_NAME } from '../suite/load-suite.js';
import { SuiteFileSchema, type SuiteFile } from '../suite/schema.js';
import { actionRefOf, type ActionRef } from './action-ref.js';
import { suiteSchemaRef } from './copy-bundled-suite.js';
import { defaultBranchOf } from './default-branch.js';
import { describeAgent, GALLERY_DIR, type ChosenAgent } from './agent-gallery.js';
import { nextSteps, type NextStep } from './next-steps.js';
import {
  buildStarterSuite,
  effectsOf,
  pickStarterTasks,
  renderStarterReadme,
  STARTER_SUITE_ID,
} from './starter-suite.js';
import {
  POST_COMMENT_WORKFLOW_FILE,
  renderPostCommentWorkflow,
  renderVerdictWorkflow,
  VERDICT_WORKFLOW_FILE,
  WORKFLOWS_DIR,
} from './workflows.js';
import { filesBelow, type NewFile, type NewFiles } from './write-new-files.js';

/** Where the suites go: the Action's and `verdict pr`'s default `suite-dir`. */
export const SUITE_DIR = 'evals';
/** Where a gallery agent's wrapper goes, below the suite directory (not a suite itself). */
const AGENTS_DIR = `${SUITE_DIR}/agents`;
const OWN_AGENT_NAME = 'mine';

interface InitInput {
  /** The repository's root, where everything is written. */
  targetDir: string;
  /** The Verdict package (or checkout) that is running: its bundled suites, gallery and manifest. */
  packageRoot: string;
  agent: ChosenAgent;
  /** Whether the agent's command is on this machine's PATH; when not, installing it is step 1. */
  agentInstalled: boolean;
  /** The bundled suite the starter tasks come from. */
  from: string;
}

export interface InitPlan extends NewFiles, Pick<InitInput, 'agent' | 'agentInstalled' | 'from'> {
  suitePath: string;
  taskIds: string[];
  scripted: boolean;
  actionRef: ActionRef;
  next: NextStep[];
}

async function readSourceSuite(from: string, packageRoot: string): Promise<[string, SuiteFile]> {
  const dir = await findBundledSuite(
    packageRoot,
    from,
    (bundled) =>
      `init: --from ${JSON.stringify(from)}: no bundled suite by that name (bundled: ${bundled})`,
  );
  const file = path.join(dir, SUITE_FILE_NAME);
  const parsed = SuiteFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new ConfigError(`${file}: the bundled suite is invalid; run \`verdict validate ${dir}\``);
  }
  return [dir, parsed.data];
}

function wrapperPath(agent: Extract<ChosenAgent, { kind: 'gallery' }>): string {
  return `${AGENTS_DIR}/${agent.agent.name}/${agent.agent.files[0]}`;
}

/** `verdict.config.json`: the agent as the default, or none (the built-in agent). */
export function configFor(agent: ChosenAgent): VerdictConfig {
  switch (agent.kind) {
    case 'builtin':
      return { config: {} };
    case 'gallery':
      return {
        agents: { [agent.agent.name]: { command: [`./${wrapperPath(agent)}`] } },
        default: agent.agent.name,
      };
    case 'command':
      return {
        agents: { [OWN_AGENT_NAME]: { command: [...agent.command] } },
        default: OWN_AGENT_NAME,
      };
  }
}

/** The Action's `setup`: only your own agent needs one, from the repository's npm scripts. */
async function setupFor(agent: ChosenAgent, targetDir: string): Promise<string | undefined> {
  if (agent.kind !== 'command') return undefined;
  const manifest = await readFile(path.join(targetDir, 'package.json'), 'utf8').then(
    (text) => JSON.parse(text) as { scripts?: Record<string, unknown> },
    () => undefined,
  );
  if (manifest === undefined) return undefined;
  const install = (await pathExists(path.join(targetDir, 'package-lock.json')))
    ? 'npm ci'
    : 'npm install';
  return typeof manifest.scripts?.build === 'string' ? `${install} && npm run build` : install;
}

const text = (value: string): NewFile['source'] => ({ text: value });
const json = (value: unknown): NewFile['source'] => text(`${JSON.stringify(value, null, 2)}\n`);

export async function planInit(input: InitInput): Promise<InitPlan> {
  const { agent, targetDir, packageRoot } = input;
  const [sourceDir, source] = await readSourceSuite(input.from, packageRoot);
  const tasks = pickStarterTasks(source, agent);
  if (tasks.length === 0) {
    throw new UsageError(
      `init: --from ${input.from}: no task of it has a verifier of its outcome left for ${describeAgent(agent)}; try --from smoke-coding`,
    );
  }
  const suitePath = `${SUITE_DIR}/${STARTER_SUITE_ID}`;
  const scriptOf = (id: string) => path.join(sourceDir, 'scripts', `${id}.json`);
  // Scripts play the built-in agent's tools; another agent's tools have other names.
  const scripted =
    agent.kind === 'builtin' &&
    (await Promise.all(tasks.map((task) => pathExists(scriptOf(task.id))))).every(Boolean);
  const schemaRef = suiteSchemaRef(packageRoot, targetDir, path.join(targetDir, suitePath));
  const suite = buildStarterSuite({
    source,
    tasks,
    agent,
    ...(schemaRef === undefined ? {} : { schemaRef }),
  });

  const files: NewFile[] = [
    { path: CONFIG_FILE_NAME, source: json(configFor(agent)) },
    { path: `${suitePath}/${SUITE_FILE_NAME}`, source: json(suite) },
    {
      path: `${suitePath}/README.md`,
      source: text(
        renderStarterReadme({
          suiteDir: SUITE_DIR,
          source,
          tasks,
          scripted,
          agentName: describeAgent(agent),
        }),
      ),
    },
  ];
  for (const task of tasks) {
    if (task.fixture === undefined) continue;
    for (const file of await filesBelow(path.join(sourceDir, task.fixture))) {
      files.push({
        path: `${suitePath}/${task.fixture}/${file}`,
        source: { copyOf: path.join(sourceDir, task.fixture, file) },
      });
    }
    if (scripted) {
      files.push({
        path: `${suitePath}/scripts/${task.id}.json`,
        source: { copyOf: scriptOf(task.id) },
      });
    }
  }
  const newDirs = [suitePath];
  if (agent.kind === 'gallery') {
    const galleryDir = path.join(packageRoot, GALLERY_DIR, agent.agent.name);
    const agentDir = `${AGENTS_DIR}/${agent.agent.name}`;
    newDirs.push(agentDir);
    for (const file of agent.agent.files) {
      files.push({
        path: `${agentDir}/${file.split(path.sep).join('/')}`,
        source: { copyOf: path.join(galleryDir, file) },
      });
    }
  }

  const manifest = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
    repository?: unknown;
  };
  const actionRef = actionRefOf(manifest);
  const setup = await setupFor(agent, targetDir);
  const workflows = {
    actionRef: actionRef.ref,
    suiteDir: SUITE_DIR,
    agent,
    ...(setup === undefined ? {} : { setup }),
    writtenBy: `verdict init (Verdict ${manifest.version})`,
    defaultBranch: await defaultBranchOf(targetDir),
  };
  files.push(
    {
      path: `${WORKFLOWS_DIR}/${VERDICT_WORKFLOW_FILE}`,
      source: text(renderVerdictWorkflow(workflows)),
    },
    {
      path: `${WORKFLOWS_DIR}/${POST_COMMENT_WORKFLOW_FILE}`,
      source: text(renderPostCommentWorkflow(workflows)),
    },
  );

  return {
    files,
    newDirs,
    agent,
    agentInstalled: input.agentInstalled,
    from: input.from,
    suitePath,
    taskIds: tasks.map((task) => task.id),
    scripted,
    actionRef,
    next: nextSteps({
      suitePath,
      agent,
      scripted,
      effects: effectsOf(tasks),
      paths: [CONFIG_FILE_NAME, SUITE_DIR, WORKFLOWS_DIR.split('/')[0] as string],
      installed: input.agentInstalled,
    }),
  };
}
