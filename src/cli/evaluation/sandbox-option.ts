/**
 * `--sandbox` (SPEC §1, §6), else the config's `sandbox`, else `auto`. With
 * `--trusted-upstreams-only` (a pull request's checkout) the config's choice is ignored.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { configFileName, type LoadedConfig } from '../../config/config.js';
import { findRepositoryRoot } from '../../config/repository-root.js';
import { throwProblems } from '../../errors.js';
import { AGENT_CANNOT_START, findMissingPrograms } from '../../runner/agent-reachable.js';
import type { DirLabel } from '../../sandbox/host-mounts.js';
import {
  AGENT_CONFIG_TOKEN,
  REPOSITORY_TOKEN,
  USER_HOME_TOKEN,
} from '../../runner/agent-source-dirs.js';
import { openSandbox } from '../../sandbox/open-sandbox.js';
import { SANDBOX_CHOICES, type Sandbox, type SandboxChoice } from '../../sandbox/sandbox.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import type { ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import type { ResolvedAgent, SuiteAgents } from './agents.js';
import { choiceOption } from './options.js';

/** The description starts at `column`, where the command's other descriptions start. */
export function sandboxHelp(column = 25): string {
  const indent = ' '.repeat(column);
  return [
    `  --sandbox ${SANDBOX_CHOICES.join('|')}`,
    'what each run is contained in (docs/sandbox.md); default: "sandbox" in',
    "verdict.config.json, else auto (`verdict pr` never reads a checkout's).",
    'auto: bwrap when its probe box starts, else docker when the agent entry',
    'names an "image", else none with a warning. bwrap or docker, asked for',
    'by name, never falls back: exit 2 before any run when it cannot work',
  ].join(`\n${indent}`);
}

export function sandboxChoiceOf(args: ParsedArgs, loaded: LoadedConfig | undefined): SandboxChoice {
  const expected = `one of ${SANDBOX_CHOICES.join(', ')}`;
  const given = choiceOption(args, 'sandbox', SANDBOX_CHOICES, undefined, expected);
  if (given !== undefined) return given;
  if (args.values['trusted-upstreams-only'] === true) return 'auto';
  return loaded?.config.sandbox ?? 'auto';
}

interface SuiteSandboxInput {
  args: ParsedArgs;
  io: CliIo;
  suites: ReadonlyArray<{ suite: LoadedSuite; agents: SuiteAgents }>;
  loaded: LoadedConfig | undefined;
}

/**
 * Opens the invocation's sandbox, showing runs the suite, the config's directory, Verdict's package
 * and what each agent needs, never the user's HOME; then an agent program missing inside a box stops
 * the command (exit 2) before any run.
 */
export async function openSuiteSandbox(input: SuiteSandboxInput): Promise<Sandbox> {
  const { args, io, loaded } = input;
  const resolved = [
    ...new Set(
      input.suites.flatMap(({ suite, agents }) => suite.tasks.map((task) => agents.agentOf(task))),
    ),
  ];
  const agentDirs = resolved.flatMap((agent) => agent.reach?.shownDirs ?? []);
  const image = resolved.map((agent) => agent.entry?.image).find((name) => name !== undefined);
  const opened = await openSandbox({
    choice: sandboxChoiceOf(args, loaded),
    ...(image === undefined ? {} : { image }),
    pathVariable: io.env.PATH,
    readOnly: [
      ...input.suites.map(({ suite }) => suite.dir),
      ...(loaded === undefined ? [] : [loaded.dir]),
      io.packageRoot,
      ...agentDirs,
    ],
    ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
    labels: shownDirLabels(input, resolved),
  });
  if (opened.warning !== undefined) io.stderr.write(`warning: ${opened.warning}\n`);
  try {
    for (const agent of resolved) await checkAgentReach(opened.sandbox, agent, input);
  } catch (error) {
    await opened.sandbox.dispose();
    throw error;
  }
  return opened.sandbox;
}

/** What each shown directory is, so the conditions name it the same way on every machine. */
function shownDirLabels(input: SuiteSandboxInput, resolved: readonly ResolvedAgent[]): DirLabel[] {
  // A directory that is two things is named by the first: its role for the config before an install's.
  const configDir = input.loaded?.dir;
  const repository = configDir === undefined ? undefined : findRepositoryRoot(configDir);
  return [
    ...(configDir === undefined ? [] : [{ dir: configDir, token: AGENT_CONFIG_TOKEN }]),
    ...(repository === undefined ? [] : [{ dir: repository, token: REPOSITORY_TOKEN }]),
    ...input.suites.map(({ suite }) => ({ dir: suite.dir, token: '<SUITE>' })),
    { dir: input.io.packageRoot, token: '<VERDICT>' },
    ...resolved.flatMap((agent) => agent.spec.sourceDirs ?? []),
    ...(input.io.env.HOME === undefined
      ? []
      : [{ dir: input.io.env.HOME, token: USER_HOME_TOKEN }]),
  ];
}

async function checkAgentReach(
  sandbox: Sandbox,
  agent: ResolvedAgent,
  input: SuiteSandboxInput,
): Promise<void> {
  if (agent.reach === undefined) return;
  const { programs, pathVariable } = agent.reach;
  const missing = await findMissingPrograms(sandbox, programs, pathVariable);
  if (missing === undefined || missing.length === 0) return;
  const file = configFileName(input.loaded, input.io.cwd);
  const where = sandbox.backend === 'none' ? 'here' : `inside its ${sandbox.backend} box`;
  throwProblems(
    AGENT_CANNOT_START,
    missing.map((program) => ({
      file,
      subject: `agent ${JSON.stringify(agent.name)}`,
      field: 'command',
      message: missingProgramAdvice(program, where, sandbox.backend),
    })),
  );
}

function missingProgramAdvice(program: string, where: string, backend: string): string {
  if (!program.includes('/')) {
    return `${JSON.stringify(program)} is not on the PATH ${where}: install it, or name its full path in the agent's command`;
  }
  if (backend === 'none' || !existsSync(program)) {
    return `${program} does not exist ${where}: install the agent there, or correct its command`;
  }
  const reads = `name the directory it needs in the agent entry's "reads" (e.g. "reads": [${JSON.stringify(path.dirname(program))}])`;
  const advice = backend === 'docker' ? `put it in the image, or ${reads}` : reads;
  return `${program} is not visible ${where}, which shows only the system's directories, PATH's, the suite, the config's folder and repository and each program's own directory (docs/sandbox.md): ${advice}`;
}
