/**
 * The two workflows `verdict init` writes (pure): `verdict.yml` and `verdict-post-comment.yml`, as
 * the example workflows in `examples/workflows/` with the least privilege those are tested for.
 */
import { installCommand, protocolOf, UPSTREAM_OPTION, type ChosenAgent } from './agent-gallery.js';

export const WORKFLOWS_DIR = '.github/workflows';
export const VERDICT_WORKFLOW_FILE = 'verdict.yml';
export const POST_COMMENT_WORKFLOW_FILE = 'verdict-post-comment.yml';
/** The workflow's name: the post-comment companion follows runs of the workflow with this name. */
const VERDICT_WORKFLOW_NAME = 'verdict';
/** The protected environment that holds the live key, and the label that asks for live runs. */
export const LIVE_ENVIRONMENT = 'model-eval';
export const LIVE_LABEL = 'eval-live';

export interface WorkflowsInput {
  /** `owner/name@vX.Y.Z`: the Verdict action, pinned to the version that wrote the files. */
  actionRef: string;
  suiteDir: string;
  agent: ChosenAgent;
  /** The Action's `setup`, run in each checkout (base and head) before its suites. */
  setup?: string;
  /** Said in the header, e.g. `verdict init (Verdict 0.1.0)`. */
  writtenBy: string;
  /** The branch whose pushes are replayed for its history (default `main`). */
  defaultBranch?: string;
}

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
function setupSteps(input: WorkflowsInput): string {
  const agent = input.agent;
  const install =
    agent.kind === 'gallery'
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

function actionInputs(input: WorkflowsInput): string {
  const setup =
    input.setup !== undefined
      ? `          setup: ${input.setup}\n`
      : input.agent.kind === 'command'
        ? `          # setup: make build   # the command that builds your agent, run in each checkout\n`
        : '';
  return `          suite-dir: ${input.suiteDir}\n${setup}`;
}

export function renderVerdictWorkflow(input: WorkflowsInput): string {
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

export function renderPostCommentWorkflow(input: WorkflowsInput): string {
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
