import path from 'node:path';
import { UsageError } from '../../errors.js';
import {
  describeAgent,
  GALLERY_AGENTS,
  BUILTIN_AGENT_NAME,
  installCommand,
} from '../../init/agent-gallery.js';
import { chooseAgent, describeFound, isInstalledHere } from '../../init/choose-agent.js';
import { detectAgents, type DetectedAgent } from '../../init/detect-agents.js';
import { planInit, SUITE_DIR, type InitPlan } from '../../init/plan-init.js';
import { findRepositoryRoot } from '../../config/repository-root.js';
import { DEFAULT_STARTER_SOURCE } from '../../init/starter-suite.js';
import { LIVE_ENVIRONMENT, LIVE_LABEL, WORKFLOWS_DIR } from '../../init/workflows.js';
import { writeNewFiles } from '../../init/write-new-files.js';
import { stringOption, type Command } from '../command.js';
import { valueOptions } from '../evaluation/options.js';
import { terminalAsker, writeJson } from '../io.js';

/** One line per thing written: the folders as one line each, the rest by file. */
function describeWritten(plan: InitPlan): Array<[string, string]> {
  const agent = plan.agent;
  const rows: Array<[string, string]> = [
    [
      'verdict.config.json',
      agent.kind === 'builtin'
        ? 'the agent: the built-in one (no agent entry); its configuration goes in "config"'
        : `the agent: ${describeAgent(agent)}, the default`,
    ],
    [
      `${plan.suitePath}/`,
      `${plan.taskIds.length === 1 ? 'a starter task' : `${plan.taskIds.length} starter tasks`} from ${plan.from}: ${plan.taskIds.join(', ')}, with their fixtures${plan.scripted ? ' and scripts' : ''}`,
    ],
  ];
  if (agent.kind === 'gallery') {
    rows.push([
      `${SUITE_DIR}/agents/${agent.agent.name}/`,
      `the gallery's wrapper for ${agent.agent.title} and what it reads (its README says why)`,
    ]);
  }
  rows.push(
    [
      `${WORKFLOWS_DIR}/verdict.yml`,
      `replay on every pull request; live on a PR labelled ${LIVE_LABEL}, in the ${LIVE_ENVIRONMENT} environment`,
    ],
    [
      `${WORKFLOWS_DIR}/verdict-post-comment.yml`,
      "a fork's comment, posted by the base repository",
    ],
  );
  return rows;
}

function renderSummary(
  plan: InitPlan,
  detected: readonly DetectedAgent[],
  inRepository: boolean,
): string {
  const found = detected.find(
    (candidate) => plan.agent.kind === 'gallery' && candidate.agent === plan.agent.agent,
  );
  const about = [
    ...(found === undefined ? [] : [found.signs.map((sign) => sign.what).join(', ')]),
    ...(plan.agentInstalled ? [] : ['not installed: install it first, step 1']),
  ];
  const lines = [
    `Agent: ${describeAgent(plan.agent)}${about.length === 0 ? '' : ` (${about.join('; ')})`}`,
  ];
  for (const other of detected.filter((candidate) => candidate !== found && !candidate.installed)) {
    lines.push(`Found, not installed: ${describeFound(other)}`);
  }
  lines.push('', `Wrote ${plan.files.length} files:`);
  const rows = describeWritten(plan);
  const width = Math.max(...rows.map(([file]) => file.length));
  for (const [file, what] of rows) lines.push(`  ${file.padEnd(width)}  ${what}`);
  lines.push('');
  if (plan.actionRef.placeholder) {
    lines.push(
      `The workflows use ${plan.actionRef.ref}: replace its owner/name with where the Verdict action lives.`,
    );
  }
  lines.push(
    `Live runs: create the ${LIVE_ENVIRONMENT} environment (Settings > Environments) with required reviewers, the secret MODEL_API_KEY and the variables MODEL_BASE_URL and MODEL_NAME.`,
  );
  if (!inRepository) {
    lines.push('This directory is not a git repository yet: `git init` it, and push it to GitHub.');
  }
  lines.push('', 'Next:');
  plan.next.forEach((step, index) => {
    lines.push(`  ${index + 1}. ${step.why}`, `     ${step.command}`);
  });
  return `${lines.join('\n')}\n`;
}

export const initCommand: Command = {
  name: 'init',
  help: `Usage: verdict init [--agent NAME | --command "…"] [--from SUITE] [--yes] [--json]

Starts a repository; run it at the repository's root. It writes:
  verdict.config.json       the agent under test
  ${SUITE_DIR}/starter/            one or two starter tasks of a bundled suite, with their fixtures
                            (and, for the built-in agent, the scripted model's scripts)
  ${SUITE_DIR}/agents/NAME/        for a gallery agent: the gallery's wrapper and what it reads
  ${WORKFLOWS_DIR}/verdict.yml
                            replay on every pull request; live on a PR labelled ${LIVE_LABEL}, in
                            a job gated by the protected environment ${LIVE_ENVIRONMENT}
  ${WORKFLOWS_DIR}/verdict-post-comment.yml
                            a fork's comment, posted by the base repository
then prints the next three commands: record, replay, open a pull request. It never overwrites:
when any of these exists it names each one and writes nothing.

  --agent NAME      ${BUILTIN_AGENT_NAME} (Verdict's own agent), or one of the gallery's:
                    ${GALLERY_AGENTS.map((agent) => agent.name).join(', ')}
  --command "…"     your own agent's command, run in each task's workspace (the agent contract
                    is in Verdict's docs/evaluate-your-own-agent.md)
  --from SUITE      the bundled suite the starter tasks come from (default ${DEFAULT_STARTER_SOURCE};
                    see \`verdict list\`)
  --yes             do not ask: without --agent or --command, take the first installed agent
                    found (its command on PATH; one found only by its configuration is listed as
                    not installed, with its install command, never taken), else the built-in agent

Without --agent, --command or --yes, init asks on a terminal which of the agents it found to
evaluate, and without a terminal refuses.`,
  options: { ...valueOptions('agent', 'command', 'from'), yes: { type: 'boolean' } },
  async run(args, io) {
    const targetDir = path.resolve(io.cwd);
    const repositoryRoot = findRepositoryRoot(targetDir);
    if (repositoryRoot !== undefined && repositoryRoot !== targetDir) {
      throw new UsageError(
        `init: run it at the root of the repository, ${repositoryRoot}: GitHub reads ${WORKFLOWS_DIR}/ there. Nothing was written.`,
      );
    }
    const agentOption = stringOption(args, 'agent');
    const commandOption = stringOption(args, 'command');
    // With --agent too: whether its command is on PATH decides the first next step.
    const detected =
      commandOption === undefined
        ? await detectAgents({ repositoryDir: targetDir, env: io.env })
        : [];
    const ask = terminalAsker(io);
    const agent = await chooseAgent({
      ...(agentOption === undefined ? {} : { agentOption }),
      ...(commandOption === undefined ? {} : { commandOption }),
      yes: args.values.yes === true,
      detected,
      ...(ask === undefined ? {} : { ask }),
    });
    const plan = await planInit({
      targetDir,
      packageRoot: io.packageRoot,
      agent,
      agentInstalled: isInstalledHere(agent, detected),
      from: stringOption(args, 'from') ?? DEFAULT_STARTER_SOURCE,
    });
    await writeNewFiles(targetDir, plan, 'init');
    if (args.values.json === true) {
      writeJson(io, {
        agent:
          plan.agent.kind === 'gallery'
            ? { kind: 'gallery', name: plan.agent.agent.name }
            : plan.agent,
        agentInstalled: plan.agentInstalled,
        found: detected.map((other) => ({
          name: other.agent.name,
          signs: other.signs.map((sign) => sign.what),
          installed: other.installed,
          ...(other.installed ? {} : { install: installCommand(other.agent) }),
        })),
        suite: { path: plan.suitePath, tasks: plan.taskIds, scripted: plan.scripted },
        files: plan.files.map((file) => file.path),
        action: plan.actionRef,
        next: plan.next,
      });
    } else {
      io.stdout.write(renderSummary(plan, detected, repositoryRoot !== undefined));
    }
    return 0;
  },
};
