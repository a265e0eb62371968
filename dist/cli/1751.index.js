export const id = 1751;
export const ids = [1751];
export const modules = {

/***/ 1751:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
;// CONCATENATED MODULE: ./lib/init/agent-gallery.js
/**
 * The agents `verdict init` knows by name: the built-in one and the gallery tested in
 * `examples/agents/<name>/`, each run through a wrapper that points it at Verdict's proxy (init
 * copies it into the repository), and the signs that a repository or machine uses each.
 */

/** The live upstream's option for each family: `--NAME` of the CLI, input `NAME` of the Action. */
const UPSTREAM_OPTION = {
    openai: 'base-url',
    anthropic: 'anthropic-base-url',
    gemini: 'gemini-base-url',
};
// Data, one entry per agent: alike in shape by design, as no field follows from another.
const GALLERY_AGENTS = [
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
            external_node_path_.join('bin', 'rg'),
            'README.md',
        ],
        repositorySigns: ['opencode.json', 'opencode.jsonc', '.opencode'],
        homeSigns: [external_node_path_.join('.config', 'opencode')],
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
const BUILTIN_AGENT_NAME = 'builtin';
/** Where the package keeps the gallery's wrappers, below its root. */
const GALLERY_DIR = external_node_path_.join('examples', 'agents');
/** The command that puts the agent on PATH, at the version the gallery is tested with. */
function installCommand(agent) {
    return `npm install -g ${agent.package.name}@${agent.package.version}`;
}
function findGalleryAgent(name) {
    return GALLERY_AGENTS.find((agent) => agent.name === name);
}
/** How the chosen agent is named in messages. */
function describeAgent(agent) {
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
function protocolOf(agent) {
    return agent.kind === 'gallery' ? agent.agent.protocol : 'openai';
}
//# sourceMappingURL=agent-gallery.js.map
// EXTERNAL MODULE: ./lib/pr/split-command.js
var split_command = __webpack_require__(3022);
;// CONCATENATED MODULE: ./lib/init/choose-agent.js
/**
 * The agent `verdict init` sets up. An agent found only by its configuration, its command not on
 * PATH, is offered last with its install command, and never taken by `--yes`: the commands init
 * prints next could not run it.
 */



const NAMES = [BUILTIN_AGENT_NAME, ...GALLERY_AGENTS.map((agent) => agent.name)];
function byName(name) {
    if (name === BUILTIN_AGENT_NAME)
        return { kind: 'builtin' };
    const agent = findGalleryAgent(name);
    if (agent === undefined) {
        throw new errors/* UsageError */.eb(`init: --agent ${JSON.stringify(name)}: expected one of ${NAMES.join(', ')}; or --command "…" for your own`);
    }
    return { kind: 'gallery', agent };
}
/** A found agent as a user reads it: its signs, and how to install it when it is not. */
function describeFound(found) {
    const signs = `${found.agent.title} (${found.signs.map((sign) => sign.what).join(', ')})`;
    return found.installed
        ? signs
        : `${signs}: not installed, no \`${found.agent.bin}\` on PATH; install it with: ${installCommand(found.agent)}`;
}
function choiceOf(found) {
    return {
        agent: { kind: 'gallery', agent: found.agent },
        name: found.agent.name,
        label: describeFound(found),
    };
}
/** Installed agents found, the built-in one, those not installed: Enter and `--yes` take the first. */
function choicesOf(detected) {
    return [
        ...detected.filter((found) => found.installed).map(choiceOf),
        {
            agent: { kind: 'builtin' },
            name: BUILTIN_AGENT_NAME,
            label: `${describeAgent({ kind: 'builtin' })}: needs nothing installed, records without a key`,
        },
        ...detected.filter((found) => !found.installed).map(choiceOf),
    ];
}
/** Whether the agent runs here: a gallery agent when on PATH; the others always. */
function isInstalledHere(agent, detected) {
    if (agent.kind !== 'gallery')
        return true;
    return detected.some((found) => found.agent === agent.agent && found.installed);
}
function renderAgentQuestion(detected) {
    const choices = choicesOf(detected);
    const found = detected.length === 0
        ? 'No agent of the gallery (Codex CLI, Claude Code, gemini-cli, opencode, qwen-code) was found here.'
        : 'Agents found:';
    const lines = choices.map((choice, index) => `  ${index + 1}) ${choice.label}`);
    return `${found}\n${lines.join('\n')}\n(Your own agent: run \`verdict init --command "…"\` instead.)\nWhich agent will Verdict evaluate? [1] `;
}
async function chooseAgent(input) {
    if (input.agentOption !== undefined && input.commandOption !== undefined) {
        throw new errors/* UsageError */.eb('init: --agent and --command both name the agent; give one of them');
    }
    if (input.agentOption !== undefined)
        return byName(input.agentOption);
    if (input.commandOption !== undefined) {
        return { kind: 'command', command: (0,split_command/* splitCommand */.G)(input.commandOption) };
    }
    const choices = choicesOf(input.detected);
    const likeliest = choices[0];
    if (input.yes)
        return likeliest.agent;
    if (input.ask === undefined) {
        throw new errors/* UsageError */.eb(`init: no terminal to ask which agent to evaluate: pass --yes (takes ${describeAgent(likeliest.agent)}), --agent NAME (${NAMES.join(', ')}) or --command "…". Nothing was written.`);
    }
    const answer = (await input.ask(renderAgentQuestion(input.detected))).trim();
    if (answer === '')
        return likeliest.agent;
    const numbered = /^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined;
    const chosen = numbered ?? choices.find((choice) => choice.name === answer);
    if (chosen !== undefined)
        return chosen.agent;
    if (NAMES.includes(answer))
        return byName(answer);
    throw new errors/* UsageError */.eb(`init: ${JSON.stringify(answer)} is none of the choices (1-${choices.length}, or ${NAMES.join(', ')}). Nothing was written.`);
}
//# sourceMappingURL=choose-agent.js.map
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/path-exists.js
var path_exists = __webpack_require__(7121);
;// CONCATENATED MODULE: ./lib/init/detect-agents.js
/**
 * Which gallery agents a repository or machine uses, from their signs: a configuration in the
 * repository, the command on PATH (then it is installed), a configuration in HOME. Tests give the
 * probe a made-up machine.
 */




const fileSystemProbe = {
    exists: path_exists/* pathExists */.s,
    async isExecutable(target) {
        const found = await (0,promises_.stat)(target).catch(() => undefined);
        if (found?.isFile() !== true)
            return false;
        return (0,promises_.access)(target, promises_.constants.X_OK).then(() => true, () => false);
    },
};
/** Where a sign was seen, strongest first: a repository that uses an agent says most. */
const SIGN_RANK = { repository: 0, path: 1, home: 2 };
async function isOnPath(bin, pathVariable, probe) {
    for (const dir of (pathVariable ?? '').split(external_node_path_.delimiter)) {
        if (external_node_path_.isAbsolute(dir) && (await probe.isExecutable(external_node_path_.join(dir, bin))))
            return true;
    }
    return false;
}
async function signsOf(agent, input) {
    const probe = input.probe ?? fileSystemProbe;
    const signs = [];
    for (const sign of agent.repositorySigns) {
        if (await probe.exists(external_node_path_.join(input.repositoryDir, sign))) {
            signs.push({ where: 'repository', what: `${sign} in this repository` });
        }
    }
    if (await isOnPath(agent.bin, input.env.PATH, probe)) {
        signs.push({ where: 'path', what: `\`${agent.bin}\` on PATH` });
    }
    const home = input.env.HOME;
    if (home !== undefined && external_node_path_.isAbsolute(home)) {
        for (const sign of agent.homeSigns) {
            if (await probe.exists(external_node_path_.join(home, sign))) {
                signs.push({ where: 'home', what: `~/${sign}` });
            }
        }
    }
    return signs;
}
/** The agents with a sign, by their strongest sign, then in the gallery's order. */
async function detectAgents(input) {
    const detected = [];
    for (const agent of GALLERY_AGENTS) {
        const signs = await signsOf(agent, input);
        const installed = signs.some((sign) => sign.where === 'path');
        if (signs.length > 0)
            detected.push({ agent, signs, installed });
    }
    const strongest = (found) => Math.min(...found.signs.map((sign) => SIGN_RANK[sign.where]));
    // Array.prototype.sort is stable: equal ranks keep the gallery's order.
    return detected.sort((a, b) => strongest(a) - strongest(b));
}
//# sourceMappingURL=detect-agents.js.map
// EXTERNAL MODULE: ./lib/config/config.js
var config = __webpack_require__(8674);
// EXTERNAL MODULE: ./lib/suite/discover-suites.js
var discover_suites = __webpack_require__(6907);
// EXTERNAL MODULE: ./lib/suite/load-suite.js + 1 modules
var load_suite = __webpack_require__(6248);
// EXTERNAL MODULE: ./lib/suite/schema.js + 1 modules
var schema = __webpack_require__(6010);
;// CONCATENATED MODULE: ./lib/init/action-ref.js
/**
 * The action the generated workflows use: the manifest's GitHub `repository` at the tag of the
 * version that wrote them (`vX.Y.Z`, never moved), else a placeholder the user must replace.
 */
/** The examples' stand-in for the action's repository (`examples/workflows/`). */
const ACTION_REPOSITORY_PLACEHOLDER = 'your-org/verdict';
/** `owner/name` of a manifest's `repository` when it is on GitHub, else undefined. */
function gitHubRepositoryOf(repository) {
    const url = typeof repository === 'string'
        ? repository
        : typeof repository === 'object' && repository !== null && 'url' in repository
            ? repository.url
            : undefined;
    if (typeof url !== 'string')
        return undefined;
    const match = /^(?:github:)?([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+?)$/.exec(url) ??
        /^(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com[/:]([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(url);
    return match === null ? undefined : `${match[1]}/${match[2]}`;
}
function actionRefOf(manifest) {
    const repository = gitHubRepositoryOf(manifest.repository);
    return {
        ref: `${repository ?? ACTION_REPOSITORY_PLACEHOLDER}@v${manifest.version}`,
        placeholder: repository === undefined,
    };
}
//# sourceMappingURL=action-ref.js.map
// EXTERNAL MODULE: ./lib/init/copy-bundled-suite.js
var copy_bundled_suite = __webpack_require__(6533);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./lib/init/default-branch.js
/**
 * The branch a new workflow's `push` trigger watches: the remote's default branch when the clone
 * knows it (`origin/HEAD`), else the branch checked out, else `main`.
 */


const execFileAsync = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
async function gitLine(cwd, args) {
    try {
        const { stdout } = await execFileAsync('git', args, { cwd });
        return stdout.trim() || undefined;
    }
    catch {
        return undefined;
    }
}
async function defaultBranchOf(dir) {
    const symbolicRef = (ref) => gitLine(dir, ['symbolic-ref', '--quiet', '--short', ref]);
    const remote = await symbolicRef('refs/remotes/origin/HEAD');
    if (remote !== undefined)
        return remote.replace(/^origin\//, '');
    return (await symbolicRef('HEAD')) ?? 'main';
}
//# sourceMappingURL=default-branch.js.map
;// CONCATENATED MODULE: ./lib/init/next-steps.js

/** The live upstream's example URL and the key's variable for each protocol family. */
const LIVE = {
    openai: { url: 'https://your-endpoint/v1', key: 'OPENAI_API_KEY' },
    anthropic: { url: 'https://your-endpoint', key: 'ANTHROPIC_API_KEY' },
    gemini: { url: 'https://your-endpoint', key: 'GEMINI_API_KEY' },
};
function nextSteps(input) {
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
    const install = input.agent.kind === 'gallery' && !input.installed
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
//# sourceMappingURL=next-steps.js.map
;// CONCATENATED MODULE: ./lib/init/starter-suite.js
/**
 * The starter suite `verdict init` writes: one or two tasks of a bundled suite, fitted to the agent
 * under test. Pure: the caller reads the bundled suite and copies the files this names.
 */


/** The bundled suite the starter tasks come from unless `--from` names another. */
const DEFAULT_STARTER_SOURCE = 'smoke-coding';
/** The starter suite's id and directory name, under the suite directory. */
const STARTER_SUITE_ID = 'starter';
const STARTER_SUITE_VERSION = '0.1.0';
const MAX_STARTER_TASKS = 2;
/** Verifier kinds that name the built-in agent's tools: for another agent they judge only naming. */
const TOOL_NAMING_KINDS = new Set([
    'tool-sequence',
    'tool-called',
    'tool-not-called',
]);
/** Kinds that judge the outcome itself; a starter task needs one (a scope check alone passes idle). */
const OUTCOME_KINDS = new Set([
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
function fitTask(task, agent) {
    const fitted = { ...task, budget: { ...task.budget } };
    delete fitted.agent;
    if (agent.kind === 'builtin')
        return fitted;
    delete fitted.budget.maxTokens;
    fitted.verifiers = task.verifiers.filter((verifier) => !TOOL_NAMING_KINDS.has(verifier.kind));
    return fitted;
}
/** Up to two fitted tasks with an outcome verifier: `coding` ones if any, `easy` ones first. */
function pickStarterTasks(source, agent) {
    const fitted = source.tasks
        .map((task) => fitTask(task, agent))
        .filter((task) => task.verifiers.some((verifier) => OUTCOME_KINDS.has(verifier.kind)));
    const coding = fitted.filter((task) => task.tags?.includes('coding') === true);
    const pool = coding.length > 0 ? coding : fitted;
    const easy = pool.filter((task) => task.tags?.includes('easy') === true);
    return [...easy, ...pool.filter((task) => !easy.includes(task))].slice(0, MAX_STARTER_TASKS);
}
/** Third-party agents put today's date in their prompts: normalized, or a replay diverges tomorrow. */
function replayNormalizeFor(source, agent) {
    const rules = [...(source.replayNormalize ?? [])];
    const hasDates = rules.some((rule) => 'preset' in rule && rule.preset === 'dates');
    if (agent.kind !== 'builtin' && !hasDates)
        rules.push({ preset: 'dates' });
    return rules;
}
/** The starter suite's `suite.json`. */
function buildStarterSuite(input) {
    const { source, tasks, agent } = input;
    const replayNormalize = replayNormalizeFor(source, agent);
    const agentNote = agent.kind === 'builtin'
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
function effectsOf(tasks) {
    const asked = new Set(tasks.flatMap((task) => task.policy?.allow ?? []));
    return schema/* EFFECTS */.tQ.filter((effect) => asked.has(effect));
}
/** The starter suite's README: where its tasks came from and how its files are used. */
function renderStarterReadme(input) {
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
        lines.push('- `scripts/<task>.json`: the turns of the scripted model (`record --provider scripted`), in', `  the tools of ${input.agentName === BUILTIN_AGENT_NAME ? 'the built-in agent' : input.agentName}: a recording without a model or a key.`);
    }
    lines.push('');
    return lines.join('\n');
}
//# sourceMappingURL=starter-suite.js.map
;// CONCATENATED MODULE: ./lib/init/workflows.js
/**
 * The two workflows `verdict init` writes (pure): `verdict.yml` and `verdict-post-comment.yml`, as
 * the example workflows in `examples/workflows/` with the least privilege those are tested for.
 */

const WORKFLOWS_DIR = '.github/workflows';
const VERDICT_WORKFLOW_FILE = 'verdict.yml';
const POST_COMMENT_WORKFLOW_FILE = 'verdict-post-comment.yml';
/** The workflow's name: the post-comment companion follows runs of the workflow with this name. */
const VERDICT_WORKFLOW_NAME = 'verdict';
/** The protected environment that holds the live key, and the label that asks for live runs. */
const LIVE_ENVIRONMENT = 'model-eval';
const LIVE_LABEL = 'eval-live';
const SANDBOX_STEP = `      # bwrap sandboxes every run; ubuntu-24.04's AppArmor refuses it a user namespace unless it
      # has a profile of its own (without one, runs are not sandboxed).
      - name: Let bwrap sandbox the runs
        run: |
          sudo apt-get update
          sudo apt-get install -y bubblewrap socat
          sudo tee /etc/apparmor.d/bwrap > /dev/null <<'EOF'
          abi <abi/4.0>,
          include <tunables/global>
          profile bwrap /usr/bin/bwrap flags=(unconfined) {
            userns,
            include if exists <local/bwrap>
          }
          EOF
          sudo apparmor_parser -r /etc/apparmor.d/bwrap
`;
/** The steps before the action: the checkout (both sides), Node, the agent's CLI, the sandbox. */
function setupSteps(input) {
    const agent = input.agent;
    const install = agent.kind === 'gallery'
        ? `      # The agent under test, at the version the gallery's wrapper is tested with.
      - name: Install ${agent.agent.title}
        run: ${installCommand(agent.agent)}
`
        : '';
    return `    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false # no token left in .git/config for the code that runs next
          fetch-depth: 0 # base and head are checked out as worktrees
      - uses: actions/setup-node@v4
        with:
          node-version: 24
${install}${SANDBOX_STEP}`;
}
function actionInputs(input) {
    const setup = input.setup !== undefined
        ? `          setup: ${input.setup}\n`
        : input.agent.kind === 'command'
            ? `          # setup: make build   # the command that builds your agent, run in each checkout\n`
            : '';
    return `          suite-dir: ${input.suiteDir}\n${setup}`;
}
function renderVerdictWorkflow(input) {
    const upstream = UPSTREAM_OPTION[protocolOf(input.agent)];
    return `# Written by ${input.writtenBy}. Replay on every pull request: base and head each replay their
# own committed cassettes, no credentials needed, so it also runs on forks (their comment comes from
# ${POST_COMMENT_WORKFLOW_FILE}). Live against your model in a second job, only on a pull request
# labelled ${LIVE_LABEL} and only once a reviewer of the ${LIVE_ENVIRONMENT} environment approves it
# (Settings > Environments: required reviewers, the secret MODEL_API_KEY, the variables
# MODEL_BASE_URL and MODEL_NAME). Forks never run live. Never use pull_request_target here.
name: ${VERDICT_WORKFLOW_NAME}

on:
  pull_request:
    types: [opened, synchronize, reopened, labeled]
  # Each push to the default branch is replayed too: the history the gate reads for flaky tasks
  # and trends (docs/required-check.md).
  push:
    branches: [${JSON.stringify(input.defaultBranch ?? 'main')}]

# Read-only by default; each job that comments asks for its one write itself.
permissions:
  contents: read

jobs:
  replay:
    if: github.event.action != 'labeled'
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write # the sticky comment; without it the verdict is still in the job summary
${setupSteps(input)}      - uses: ${input.actionRef}
        with:
${actionInputs(input)}          # fail-on: divergence   # informational by default; the owner decides

  live:
    if: >-
      contains(github.event.pull_request.labels.*.name, '${LIVE_LABEL}') &&
      (github.event.action != 'labeled' || github.event.label.name == '${LIVE_LABEL}')
    runs-on: ubuntu-latest
    environment: ${LIVE_ENVIRONMENT}
    permissions:
      contents: read
      pull-requests: write # the sticky comment
${setupSteps(input)}      - uses: ${input.actionRef}
        with:
${actionInputs(input)}          mode: both # replay and live, in separate sections of one comment
          k: 5
          ${upstream}: \${{ vars.MODEL_BASE_URL }}
          model: \${{ vars.MODEL_NAME }}
          api-key: \${{ secrets.MODEL_API_KEY }}
`;
}
function renderPostCommentWorkflow(input) {
    return `# Written by ${input.writtenBy}. A fork's pull_request run has no secrets and a read-only
# token: it uploads the comment's data as the artifact verdict-comment-payload. This workflow runs
# in the base repository after it, with a write token, and never checks out or runs the PR's code:
# it validates the payload (schema, size), renders the comment itself, finds the PR from the API
# for the run's head SHA, and posts it.
name: verdict-post-comment

on:
  workflow_run:
    workflows: [${VERDICT_WORKFLOW_NAME}]
    types: [completed]

# Nothing by default; the one job asks for exactly what it uses. No contents: it checks nothing out.
permissions: {}

jobs:
  post:
    if: github.event.workflow_run.event == 'pull_request'
    runs-on: ubuntu-latest
    permissions:
      actions: read # download the triggering run's artifact
      pull-requests: write # post the comment
    steps:
      - uses: ${input.actionRef}
        with:
          command: post-comment
          suite-dir: ${input.suiteDir} # the verdict workflow's suite set: it picks the comment to edit
`;
}
//# sourceMappingURL=workflows.js.map
// EXTERNAL MODULE: ./lib/init/write-new-files.js
var write_new_files = __webpack_require__(9552);
;// CONCATENATED MODULE: ./lib/init/plan-init.js
/**
 * Everything `verdict init` will write, gathered before anything is: the configuration (and a
 * gallery agent's wrapper), the starter suite with its fixtures and scripts, the two workflows.
 */
















/** Where the suites go: the Action's and `verdict pr`'s default `suite-dir`. */
const SUITE_DIR = 'evals';
/** Where a gallery agent's wrapper goes, below the suite directory (not a suite itself). */
const AGENTS_DIR = `${SUITE_DIR}/agents`;
const OWN_AGENT_NAME = 'mine';
async function readSourceSuite(from, packageRoot) {
    const dir = await (0,discover_suites/* findBundledSuite */.qF)(packageRoot, from, (bundled) => `init: --from ${JSON.stringify(from)}: no bundled suite by that name (bundled: ${bundled})`);
    const file = external_node_path_.join(dir, load_suite/* SUITE_FILE_NAME */.oR);
    const parsed = schema/* SuiteFileSchema */.Qk.safeParse(JSON.parse(await (0,promises_.readFile)(file, 'utf8')));
    if (!parsed.success) {
        throw new errors/* ConfigError */.xL(`${file}: the bundled suite is invalid; run \`verdict validate ${dir}\``);
    }
    return [dir, parsed.data];
}
function wrapperPath(agent) {
    return `${AGENTS_DIR}/${agent.agent.name}/${agent.agent.files[0]}`;
}
/** `verdict.config.json`: the agent as the default, or none (the built-in agent). */
function configFor(agent) {
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
async function setupFor(agent, targetDir) {
    if (agent.kind !== 'command')
        return undefined;
    const manifest = await (0,promises_.readFile)(external_node_path_.join(targetDir, 'package.json'), 'utf8').then((text) => JSON.parse(text), () => undefined);
    if (manifest === undefined)
        return undefined;
    const install = (await (0,path_exists/* pathExists */.s)(external_node_path_.join(targetDir, 'package-lock.json')))
        ? 'npm ci'
        : 'npm install';
    return typeof manifest.scripts?.build === 'string' ? `${install} && npm run build` : install;
}
const plan_init_text = (value) => ({ text: value });
const json = (value) => plan_init_text(`${JSON.stringify(value, null, 2)}\n`);
async function planInit(input) {
    const { agent, targetDir, packageRoot } = input;
    const [sourceDir, source] = await readSourceSuite(input.from, packageRoot);
    const tasks = pickStarterTasks(source, agent);
    if (tasks.length === 0) {
        throw new errors/* UsageError */.eb(`init: --from ${input.from}: no task of it has a verifier of its outcome left for ${describeAgent(agent)}; try --from smoke-coding`);
    }
    const suitePath = `${SUITE_DIR}/${STARTER_SUITE_ID}`;
    const scriptOf = (id) => external_node_path_.join(sourceDir, 'scripts', `${id}.json`);
    // Scripts play the built-in agent's tools; another agent's tools have other names.
    const scripted = agent.kind === 'builtin' &&
        (await Promise.all(tasks.map((task) => (0,path_exists/* pathExists */.s)(scriptOf(task.id))))).every(Boolean);
    const schemaRef = (0,copy_bundled_suite/* suiteSchemaRef */.VS)(packageRoot, targetDir, external_node_path_.join(targetDir, suitePath));
    const suite = buildStarterSuite({
        source,
        tasks,
        agent,
        ...(schemaRef === undefined ? {} : { schemaRef }),
    });
    const files = [
        { path: config/* CONFIG_FILE_NAME */.au, source: json(configFor(agent)) },
        { path: `${suitePath}/${load_suite/* SUITE_FILE_NAME */.oR}`, source: json(suite) },
        {
            path: `${suitePath}/README.md`,
            source: plan_init_text(renderStarterReadme({
                suiteDir: SUITE_DIR,
                source,
                tasks,
                scripted,
                agentName: describeAgent(agent),
            })),
        },
    ];
    for (const task of tasks) {
        if (task.fixture === undefined)
            continue;
        for (const file of await (0,write_new_files/* filesBelow */.D)(external_node_path_.join(sourceDir, task.fixture))) {
            files.push({
                path: `${suitePath}/${task.fixture}/${file}`,
                source: { copyOf: external_node_path_.join(sourceDir, task.fixture, file) },
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
        const galleryDir = external_node_path_.join(packageRoot, GALLERY_DIR, agent.agent.name);
        const agentDir = `${AGENTS_DIR}/${agent.agent.name}`;
        newDirs.push(agentDir);
        for (const file of agent.agent.files) {
            files.push({
                path: `${agentDir}/${file.split(external_node_path_.sep).join('/')}`,
                source: { copyOf: external_node_path_.join(galleryDir, file) },
            });
        }
    }
    const manifest = JSON.parse(await (0,promises_.readFile)(external_node_path_.join(packageRoot, 'package.json'), 'utf8'));
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
    files.push({
        path: `${WORKFLOWS_DIR}/${VERDICT_WORKFLOW_FILE}`,
        source: plan_init_text(renderVerdictWorkflow(workflows)),
    }, {
        path: `${WORKFLOWS_DIR}/${POST_COMMENT_WORKFLOW_FILE}`,
        source: plan_init_text(renderPostCommentWorkflow(workflows)),
    });
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
            paths: [config/* CONFIG_FILE_NAME */.au, SUITE_DIR, WORKFLOWS_DIR.split('/')[0]],
            installed: input.agentInstalled,
        }),
    };
}
//# sourceMappingURL=plan-init.js.map
// EXTERNAL MODULE: ./lib/config/repository-root.js
var repository_root = __webpack_require__(9613);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/commands/init.js













/** One line per thing written: the folders as one line each, the rest by file. */
function describeWritten(plan) {
    const agent = plan.agent;
    const rows = [
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
    rows.push([
        `${WORKFLOWS_DIR}/verdict.yml`,
        `replay on every pull request; live on a PR labelled ${LIVE_LABEL}, in the ${LIVE_ENVIRONMENT} environment`,
    ], [
        `${WORKFLOWS_DIR}/verdict-post-comment.yml`,
        "a fork's comment, posted by the base repository",
    ]);
    return rows;
}
function renderSummary(plan, detected, inRepository) {
    const found = detected.find((candidate) => plan.agent.kind === 'gallery' && candidate.agent === plan.agent.agent);
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
    for (const [file, what] of rows)
        lines.push(`  ${file.padEnd(width)}  ${what}`);
    lines.push('');
    if (plan.actionRef.placeholder) {
        lines.push(`The workflows use ${plan.actionRef.ref}: replace its owner/name with where the Verdict action lives.`);
    }
    lines.push(`Live runs: create the ${LIVE_ENVIRONMENT} environment (Settings > Environments) with required reviewers, the secret MODEL_API_KEY and the variables MODEL_BASE_URL and MODEL_NAME.`);
    if (!inRepository) {
        lines.push('This directory is not a git repository yet: `git init` it, and push it to GitHub.');
    }
    lines.push('', 'Next:');
    plan.next.forEach((step, index) => {
        lines.push(`  ${index + 1}. ${step.why}`, `     ${step.command}`);
    });
    return `${lines.join('\n')}\n`;
}
const initCommand = {
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
    options: { ...(0,options/* valueOptions */.kl)('agent', 'command', 'from'), yes: { type: 'boolean' } },
    async run(args, io) {
        const targetDir = external_node_path_.resolve(io.cwd);
        const repositoryRoot = (0,repository_root/* findRepositoryRoot */.m)(targetDir);
        if (repositoryRoot !== undefined && repositoryRoot !== targetDir) {
            throw new errors/* UsageError */.eb(`init: run it at the root of the repository, ${repositoryRoot}: GitHub reads ${WORKFLOWS_DIR}/ there. Nothing was written.`);
        }
        const agentOption = (0,command/* stringOption */.Pp)(args, 'agent');
        const commandOption = (0,command/* stringOption */.Pp)(args, 'command');
        // With --agent too: whether its command is on PATH decides the first next step.
        const detected = commandOption === undefined
            ? await detectAgents({ repositoryDir: targetDir, env: io.env })
            : [];
        const ask = (0,cli_io/* terminalAsker */.p_)(io);
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
            from: (0,command/* stringOption */.Pp)(args, 'from') ?? DEFAULT_STARTER_SOURCE,
        });
        await (0,write_new_files/* writeNewFiles */.z)(targetDir, plan, 'init');
        if (args.values.json === true) {
            (0,cli_io/* writeJson */.GF)(io, {
                agent: plan.agent.kind === 'gallery'
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
        }
        else {
            io.stdout.write(renderSummary(plan, detected, repositoryRoot !== undefined));
        }
        return 0;
    },
};
//# sourceMappingURL=init.js.map

/***/ }),

/***/ 1255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ givenOptions),
/* harmony export */   L2: () => (/* binding */ outDirOption),
/* harmony export */   QW: () => (/* binding */ EVALUATION_OPTIONS),
/* harmony export */   dB: () => (/* binding */ modeOption),
/* harmony export */   ig: () => (/* binding */ integerOption),
/* harmony export */   kl: () => (/* binding */ valueOptions),
/* harmony export */   q4: () => (/* binding */ SUITE_RUN_OPTIONS),
/* harmony export */   zu: () => (/* binding */ choiceOption)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9859);
/** The options of the commands that run a suite, and how they read them alike. */



/** Options that each take a value (`--name VALUE`), for a command's `options`. */
function valueOptions(...names) {
    const option = { type: 'string' };
    return Object.fromEntries(names.map((name) => [name, option]));
}
/** The string options of `names` that were given, each under its key (`{ baseUrl: 'base-url' }`). */
function givenOptions(args, names) {
    const given = {};
    for (const [key, name] of Object.entries(names)) {
        const value = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
        if (value !== undefined)
            given[key] = value;
    }
    return given;
}
/** Options of every command that runs a suite's tasks (`diagnose`'s), besides the global ones. */
const SUITE_RUN_OPTIONS = {
    ...valueOptions('script-dir', 'out', 'suite-dir', 'concurrency', 'sandbox'),
    ...valueOptions('max-calls', 'calls-file'),
    keep: { type: 'boolean' },
    yes: { type: 'boolean' },
    'allow-suite-full': { type: 'boolean' },
    'spawn-agent': { type: 'boolean' },
};
/** Those of `run`, `record` and `variants`, which also choose the tasks, seed and cassettes. */
const EVALUATION_OPTIONS = {
    ...SUITE_RUN_OPTIONS,
    ...valueOptions('tasks', 'seed', 'cassette-dir', 'max-runs'),
};
/** `--name VALUE` when it is one of `choices`, else `fallback`; `expected` words them for the error. */
function choiceOption(args, name, choices, fallback, expected = choices.join(', ')) {
    const value = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
    if (value === undefined)
        return fallback;
    if (choices.includes(value))
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} ${JSON.stringify(value)}: expected ${expected}`);
}
/** `--name N` in [min, max], else `fallback` (undefined: an option with no default). */
function integerOption(args, name, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const text = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
    if (text === undefined)
        return fallback;
    if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
    }
    return Number(text);
}
/** `--out DIR` against the working directory, else `fallback` (relative to it too). */
function outDirOption(args, io, fallback) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, 'out') ?? fallback);
}
/** `--mode MODE` (default live); `expected` names the modes the command takes, for the error. */
function modeOption(args, expected) {
    return choiceOption(args, 'mode', ['live', 'replay', 'scripted'], 'live', expected);
}
//# sourceMappingURL=options.js.map

/***/ }),

/***/ 8674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S3: () => (/* binding */ configFileName),
/* harmony export */   WF: () => (/* binding */ QUARANTINE_CHOICES),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   au: () => (/* binding */ CONFIG_FILE_NAME),
/* harmony export */   b5: () => (/* binding */ hashConfiguration),
/* harmony export */   bp: () => (/* binding */ resolveAgentCommand)
/* harmony export */ });
/* unused harmony export VerdictConfigSchema */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4775);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(247);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8416);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8132);
/**
 * `verdict.config.json`: agents, provider settings and the measured configuration. Relative paths in
 * an agent's command resolve against the file's directory, so a PR's base and head each run their own
 * build.
 */









const CONFIG_FILE_NAME = 'verdict.config.json';
/** `quarantine`: whether a task flaky on the default branch can fail the gate. */
const QUARANTINE_CHOICES = ['flaky', 'none'];
const AgentEntrySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).min(1),
    env: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).optional(),
    answerFrom: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['proxy', 'stdout']).optional(),
    /** The agent's measured configuration, passed as VERDICT_CONFIG and hashed into reports. */
    config: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()).optional(),
    /** `--sandbox docker`: the image the agent's runs start in. */
    image: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
    /** Models besides the run's that live mode lets the agent call, e.g. a small side model (SPEC §1). */
    models: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
    /** Directories a sandboxed run shows read-only (SPEC §1, `agent-reads.ts`). */
    reads: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
});
const ApiKeyEnvSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional();
/** One protocol family's live upstream. */
const UpstreamSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
    /** Name of the environment variable holding the key (never the key itself). */
    apiKeyEnv: ApiKeyEnvSchema,
});
const VerdictConfigSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    agents: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), AgentEntrySchema).optional(),
    default: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
        /** Name of the environment variable holding the key (never the key itself). */
        apiKeyEnv: ApiKeyEnvSchema,
    })
        .optional(),
    /** Live upstreams per protocol family (SPEC §4); `provider.baseUrl` is the OpenAI one too. */
    providers: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        openai: UpstreamSchema.optional(),
        anthropic: UpstreamSchema.optional(),
        gemini: UpstreamSchema.optional(),
    })
        .optional(),
    /** Measured configuration of the built-in agent. */
    config: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()).optional(),
    /** The sandbox of every run (SPEC §1); `--sandbox` overrides it. */
    sandbox: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__/* .SANDBOX_CHOICES */ .Lg).optional(),
    /** Each run's trace (`traces/` beside runs.jsonl): its cap in bytes, default 1 MB (docs/traces.md). */
    trace: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ maxBytes: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(4096).optional() }).optional(),
    /** The Action never reads it: a pull request's own config must not loosen the gate. */
    quarantine: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(QUARANTINE_CHOICES).optional(),
});
/** The configuration file as messages name it: relative to `cwd`, or its default name. */
function configFileName(loaded, cwd) {
    return loaded?.file === undefined
        ? 'verdict.config.json'
        : node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, loaded.file) || loaded.file;
}
/** Reads `--config FILE`, else `verdict.config.json` in `cwd` when present, else the defaults. */
async function loadConfig(cwd, explicit) {
    const file = explicit === undefined ? node_path__WEBPACK_IMPORTED_MODULE_2__.join(cwd, CONFIG_FILE_NAME) : node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, explicit);
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
    }
    catch {
        if (explicit !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${explicit}: the config file does not exist`, [
                { file: explicit, field: '(file)', message: 'does not exist' },
            ]);
        }
        return { dir: cwd, config: {} };
    }
    const shown = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, file) || file;
    const fileError = (message) => {
        const problem = { file: shown, field: '(file)', message };
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem), [problem]);
    };
    let data;
    try {
        data = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        throw fileError(`is not valid JSON: ${String(error)}`);
    }
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .nestsDeeperThan */ .ix)(data))
        throw fileError(_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .TOO_DEEP_MESSAGE */ .AB);
    const parsed = VerdictConfigSchema.safeParse(data, { reportInput: true });
    // Agents are looked up by names from files (`default`, a task's `agent`): with no prototype,
    // a name such as "constructor" or "toString" finds nothing instead of an Object method.
    if (parsed.success && parsed.data.agents !== undefined) {
        parsed.data.agents = Object.assign(Object.create(null), parsed.data.agents);
    }
    const problems = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            file: shown,
            field: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .valueAt */ .fK)(data, p)),
            message: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .describeIssue */ .n6)(issue),
        }));
    if (parsed.success &&
        parsed.data.default !== undefined &&
        parsed.data.agents?.[parsed.data.default] === undefined) {
        problems.push({ file: shown, field: 'default', message: `names no agent in "agents"` });
    }
    if (!parsed.success || problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${shown}: ${problems.map(_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw).join('\n')}`, problems);
    }
    return {
        file,
        dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file),
        config: parsed.data,
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex'),
    };
}
/** The hash of what is measured: the agent as configured (not as resolved), its configuration. */
function hashConfiguration(agentName, entry, measured) {
    const identity = {
        agent: agentName,
        command: entry?.command ?? null,
        env: entry?.env ?? null,
        config: measured ?? null,
        // Only when set, so that the hash of an entry without them is what it always was.
        ...(entry?.models === undefined ? {} : { models: [...entry.models].sort() }),
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .d)(identity)).digest('hex').slice(0, 16);
}
/** An agent's argv with relative paths (`./x`, `../x`) resolved against the config's directory. */
function resolveAgentCommand(command, configDir) {
    return command.map((part) => part.startsWith('./') || part.startsWith('../') ? node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(configDir, part) : part);
}
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 9613:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ findRepositoryRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);


/**
 * The nearest directory at or above `dir` that holds `.git` (a directory, or a worktree's file),
 * found without running git; undefined outside a repository.
 */
function findRepositoryRoot(dir) {
    for (let current = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);; current = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(current)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(current, '.git')))
            return current;
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(current) === current)
            return undefined;
    }
}
//# sourceMappingURL=repository-root.js.map

/***/ }),

/***/ 6533:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VS: () => (/* binding */ suiteSchemaRef),
/* harmony export */   Zj: () => (/* binding */ planSuiteCopy)
/* harmony export */ });
/* unused harmony export repointSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6907);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6248);
/* harmony import */ var _write_new_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9552);
/** `verdict suites copy NAME DIR`: a bundled suite, whole, copied to edit. */





/**
 * `$schema` for a suite in `suiteDir`: the package's schema when it is installed below `root` (only
 * there does the reference stay where it points), else none.
 */
function suiteSchemaRef(packageRoot, root, suiteDir) {
    const schemaFile = node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, 'schema', 'suite.schema.json');
    if (node_path__WEBPACK_IMPORTED_MODULE_1__.relative(root, schemaFile).startsWith('..'))
        return undefined;
    return node_path__WEBPACK_IMPORTED_MODULE_1__.relative(suiteDir, schemaFile).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/** `suite.json`'s text with its `$schema` set to `ref`, or removed when `ref` is undefined. */
function repointSchema(suiteText, ref) {
    const line = /^([ \t]*)"\$schema"[ \t]*:[ \t]*"(?:[^"\\]|\\.)*"[ \t]*,?[ \t]*\r?\n/m;
    return suiteText.replace(line, (_match, indent) => ref === undefined ? '' : `${indent}"$schema": ${JSON.stringify(ref)},\n`);
}
/**
 * The copy of bundled suite `name` into `dir` (relative to `cwd`): `dir/name` when `dir` is an
 * existing directory that is not a suite, as `cp -r` does, else `dir` itself.
 */
async function planSuiteCopy(input) {
    const sourceDir = await (0,_suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__/* .findBundledSuite */ .qF)(input.packageRoot, input.name, (bundled) => `suites copy: no bundled suite ${JSON.stringify(input.name)} (bundled: ${bundled}). See \`verdict list\`.`);
    const target = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(input.cwd, input.dir);
    const isDir = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined))?.isDirectory() === true;
    // A directory that is a suite already is the destination (and refused), never its parent.
    const isSuite = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(target, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)).catch(() => undefined)) !== undefined;
    const dest = isDir && !isSuite ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(target, input.name) : target;
    const schemaRef = suiteSchemaRef(input.packageRoot, input.cwd, dest);
    const shown = (node_path__WEBPACK_IMPORTED_MODULE_1__.relative(input.cwd, dest) || '.').split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    const files = [];
    for (const file of await (0,_write_new_files_js__WEBPACK_IMPORTED_MODULE_4__/* .filesBelow */ .D)(sourceDir)) {
        const from = node_path__WEBPACK_IMPORTED_MODULE_1__.join(sourceDir, file);
        files.push({
            path: `${shown}/${file}`,
            source: file === _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR
                ? { text: repointSchema(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(from, 'utf8'), schemaRef) }
                : { copyOf: from },
        });
    }
    return {
        dest: shown,
        files,
        newDirs: [shown],
        hasCassettes: files.some((file) => file.path.startsWith(`${shown}/cassettes/`)),
    };
}
//# sourceMappingURL=copy-bundled-suite.js.map

/***/ }),

/***/ 9552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ filesBelow),
/* harmony export */   z: () => (/* binding */ writeNewFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/**
 * Writes new files into a directory, all or none: when any path exists nothing is written and the
 * error names each. Files are created exclusively, and a write that fails halfway removes what it
 * created.
 */




/** Every regular file below `dir`, as paths relative to it with "/" separators, sorted. */
async function filesBelow(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    return entries
        .filter((entry) => entry.isFile())
        .map((entry) => node_path__WEBPACK_IMPORTED_MODULE_2__.relative(dir, node_path__WEBPACK_IMPORTED_MODULE_2__.join(entry.parentPath, entry.name)).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/'))
        .sort();
}
async function kindAt(target) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(target).catch(() => undefined);
    if (found === undefined)
        return undefined;
    return found.isDirectory() ? 'dir' : 'file';
}
/** The planned paths that already exist, or that a file in the way would stop, as the user reads them. */
async function findConflicts(targetDir, plan) {
    const conflicts = new Set();
    const takenDirs = [];
    for (const dir of plan.newDirs ?? []) {
        if ((await kindAt(node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, dir))) === undefined)
            continue;
        conflicts.add(`${dir}/`);
        takenDirs.push(`${dir}/`);
    }
    for (const file of plan.files) {
        // Below a directory that is named already, its files say nothing more.
        if (takenDirs.some((dir) => file.path.startsWith(dir)))
            continue;
        if ((await kindAt(node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, file.path))) !== undefined)
            conflicts.add(file.path);
        // A file where a parent directory must go (`.github` as a file) stops the write too.
        const parts = file.path.split('/').slice(0, -1);
        for (let depth = 1; depth <= parts.length; depth += 1) {
            const parent = parts.slice(0, depth).join('/');
            if ((await kindAt(node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, parent))) === 'file')
                conflicts.add(parent);
        }
    }
    return [...conflicts].sort();
}
/** `what` starts the refusal, e.g. `init`. */
async function writeNewFiles(targetDir, plan, what) {
    const conflicts = await findConflicts(targetDir, plan);
    if (conflicts.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${what}: ${conflicts.length === 1 ? 'this exists' : 'these exist'} and would be overwritten: ${conflicts.join(', ')}. Nothing was written; move ${conflicts.length === 1 ? 'it' : 'them'} aside, or remove ${conflicts.length === 1 ? 'it' : 'them'}, and run it again.`);
    }
    const createdDirs = [];
    const createdFiles = [];
    try {
        for (const file of plan.files) {
            const target = node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, file.path);
            const firstCreated = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(target), { recursive: true });
            if (firstCreated !== undefined)
                createdDirs.push(firstCreated);
            if ('text' in file.source) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(target, file.source.text, { flag: 'wx' });
            }
            else {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(file.source.copyOf, target, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_EXCL);
            }
            createdFiles.push(target);
        }
    }
    catch (error) {
        for (const file of createdFiles.reverse())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
        for (const dir of createdDirs.reverse())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        throw error;
    }
}
//# sourceMappingURL=write-new-files.js.map

/***/ }),

/***/ 247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/** JSON with sorted keys, for hashing and comparing values whose key order carries no meaning. */
function canonicalJson(value) {
    if (Array.isArray(value)) {
        let text = '[';
        for (let index = 0; index < value.length; index += 1) {
            if (index > 0)
                text += ',';
            text += canonicalJson(value[index]);
        }
        return `${text}]`;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        // Code-unit order, as `<` compares: the default sort of strings.
        const keys = Object.keys(record).sort();
        let text = '{';
        for (const key of keys) {
            const item = record[key];
            if (item === undefined)
                continue;
            if (text.length > 1)
                text += ',';
            text += `${JSON.stringify(key)}:${canonicalJson(item)}`;
        }
        return `${text}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
//# sourceMappingURL=canonical-json.js.map

/***/ }),

/***/ 7121:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ pathExists)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);

/** Whether anything is at `target`: a file, a directory, a link to either. */
async function pathExists(target) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined)) !== undefined;
}
//# sourceMappingURL=path-exists.js.map

/***/ }),

/***/ 3022:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ splitCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/** A command line as argv, split as a POSIX shell splits words and quotes, with nothing expanded. */

function splitCommand(line) {
    const words = [];
    let current = '';
    let inWord = false;
    let quote;
    for (let index = 0; index < line.length; index += 1) {
        const char = line[index];
        if (quote !== undefined) {
            if (char === quote)
                quote = undefined;
            else if (char === '\\' && quote === '"' && /["\\$`]/.test(line[index + 1] ?? '')) {
                current += line[index + 1];
                index += 1;
            }
            else
                current += char;
            continue;
        }
        if (char === '"' || char === "'") {
            quote = char;
            inWord = true;
        }
        else if (char === '\\' && index + 1 < line.length) {
            current += line[index + 1];
            index += 1;
            inWord = true;
        }
        else if (/\s/.test(char)) {
            if (inWord)
                words.push(current);
            current = '';
            inWord = false;
        }
        else {
            current += char;
            inWord = true;
        }
    }
    if (quote !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unclosed ${quote} in command: ${line}`);
    if (inWord)
        words.push(current);
    if (words.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('the command is empty');
    return words;
}
//# sourceMappingURL=split-command.js.map

/***/ }),

/***/ 6907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ob: () => (/* binding */ findSuiteLocations),
/* harmony export */   nj: () => (/* binding */ BUNDLED_SUITES_DIR),
/* harmony export */   qF: () => (/* binding */ findBundledSuite)
/* harmony export */ });
/* unused harmony export bundledSuiteNames */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _load_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6248);
/**
 * Finds suites on disk: the bundled ones, and those under a directory the user names. A suite is a
 * directory holding `suite.json`, or a `.json` file holding an array (a case file).
 */




/** Where the checkout and the package keep the bundled suites (SPEC §9), below their root. */
const BUNDLED_SUITES_DIR = node_path__WEBPACK_IMPORTED_MODULE_1__.join('fixtures', 'eval');
async function isFile(target) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined))?.isFile() ?? false;
}
/** A case file is a JSON array: peek at its first non-blank character instead of parsing it all. */
async function looksLikeCaseFile(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r').catch(() => undefined);
    if (handle === undefined)
        return false;
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
        return buffer.subarray(0, bytesRead).toString('utf8').trimStart().startsWith('[');
    }
    finally {
        await handle.close();
    }
}
/**
 * Suite locations under `root`: `root` itself when it is a suite (or a case file), otherwise its
 * direct children that are suites or case files, sorted by name.
 */
async function findSuiteLocations(root) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).catch(() => undefined);
    if (stats === undefined)
        return [];
    if (stats.isFile())
        return [root];
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, _load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)))
        return [root];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const locations = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name);
        if (entry.isDirectory() && (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(full, _load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)))) {
            locations.push(full);
        }
        else if (entry.isFile() && entry.name.endsWith('.json') && (await looksLikeCaseFile(full))) {
            locations.push(full);
        }
    }
    return locations;
}
/** The bundled suites' directory names (their ids), sorted. Every bundled suite is a directory. */
async function bundledSuiteNames(packageRoot) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR);
    return (await findSuiteLocations(root))
        .filter((location) => location !== root && !location.endsWith('.json'))
        .map((location) => node_path__WEBPACK_IMPORTED_MODULE_1__.basename(location));
}
/** The directory of bundled suite `name`, else a UsageError that `refusal` words from the names. */
async function findBundledSuite(packageRoot, name, refusal) {
    const names = await bundledSuiteNames(packageRoot);
    if (!names.includes(name))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(refusal(names.join(', ') || 'none'));
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR, name);
}
//# sourceMappingURL=discover-suites.js.map

/***/ })

};
