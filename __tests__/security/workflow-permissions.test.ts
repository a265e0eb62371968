/**
 * Least privilege for every workflow we ship (`.github/workflows/`) and every example users copy
 * (`examples/workflows/`), checked by rules of our own: no workflow linter installs offline here.
 *
 * The rules (each names the workflow, the job and what to change):
 * 1. The workflow sets `permissions` at the top level, and grants no write there: a job that needs
 *    to write says so itself, so that a job added later starts read-only.
 * 2. The only write a job may have is `pull-requests: write`, and only a job that comments: one
 *    that runs the Verdict action as `post-comment`, `merge`, or `evaluate` that is not a shard and
 *    whose `comment` is not `never`. No `write-all`.
 * 3. No `pull_request_target`: it runs with a write token and secrets on a fork's PR, so checking
 *    out or running the PR's code there hands both to the fork. Verdict's fork flow is
 *    `pull_request` + `workflow_run` instead.
 * 4. A `workflow_run` workflow (the post-comment companion) never checks out and never runs
 *    commands: the run it follows may be a fork's, and its artifact is data only.
 * 5. A secret (other than `GITHUB_TOKEN`) is only used in a job gated by an `environment`, so that
 *    it is released to runs a maintainer approved.
 * 6. Every `uses:` is pinned: a local path, a full commit SHA, or a release tag (`v4`, `v4.2`,
 *    `v4.2.2`) — never a branch (`@main`) or no ref at all. We choose tags over SHAs for the actions
 *    GitHub publishes and for Verdict's own, whose major tags their owners move only to releases;
 *    a SHA is accepted everywhere and is what a third-party action should use.
 * 7. No `${{ github.event.* }}` or `${{ github.head_ref }}` inside a `run:` script: a PR title or
 *    branch name would be spliced into the shell (pass it through `env:` instead).
 * 8. Every `actions/checkout` sets `persist-credentials: false`: otherwise the token stays in
 *    `.git/config`, where the setup, the agent and any step after them can read it.
 * 9. A job that runs the checked-out action (`uses: ./`: on a pull request, the PR's own `dist/`)
 *    grants no write: a PR could otherwise change the code that holds the write token.
 *
 * Each rule is also tried against a workflow that breaks it, so that a rule which never fires
 * cannot pass unnoticed.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordReliability } from '../helpers/reliability.js';
import { checkWorkflow, stepsOf, writesOf, type Mapping } from './workflow-rules.js';
import { parseWorkflowYaml } from './workflow-yaml.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const WORKFLOW_DIRS = ['.github/workflows', 'examples/workflows'];

async function shippedWorkflows(): Promise<Array<{ file: string; source: string }>> {
  const found: Array<{ file: string; source: string }> = [];
  for (const dir of WORKFLOW_DIRS) {
    for (const name of (await readdir(path.join(ROOT, dir))).sort()) {
      if (!/\.ya?ml$/.test(name)) continue;
      const file = `${dir}/${name}`;
      found.push({ file, source: await readFile(path.join(ROOT, file), 'utf8') });
    }
  }
  return found;
}

describe('every shipped workflow follows least privilege', () => {
  it('finds the workflows and reads them as GitHub would', async () => {
    const workflows = await shippedWorkflows();
    expect(workflows.map((workflow) => workflow.file)).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        'examples/workflows/verdict-post-comment.yml',
        'examples/workflows/verdict-replay.yml',
        'examples/workflows/verdict-live.yml',
        'examples/workflows/verdict-sharded.yml',
      ]),
    );
    const replay = parseWorkflowYaml(
      workflows.find((workflow) => workflow.file.endsWith('verdict-replay.yml'))?.source ?? '',
    ) as Mapping;
    expect(replay['name']).toBe('verdict');
    const job = (replay['jobs'] as Mapping)['replay'] as Mapping;
    expect(stepsOf(job).map((step) => step['uses'] ?? step['name'])).toEqual([
      'actions/checkout@v4',
      'actions/setup-node@v4',
      'Let bwrap sandbox the runs',
      'your-org/verdict@v1',
    ]);
    // The AppArmor profile that lets bwrap sandbox the runs on ubuntu-24.04 (docs/sandbox.md).
    expect(stepsOf(job)[2]?.['run']).toContain('sudo apparmor_parser -r /etc/apparmor.d/bwrap');
    expect((stepsOf(job)[3]?.['with'] as Mapping)['setup']).toBe('npm ci && npm run build');
  });

  it('breaks none of the rules', async () => {
    const workflows = await shippedWorkflows();
    const problems = workflows.flatMap(({ file, source }) => checkWorkflow(file, source));
    expect(problems).toEqual([]);
  });

  it('gives pull-requests: write only to the jobs that comment', async () => {
    const granted: string[] = [];
    for (const { file, source } of await shippedWorkflows()) {
      const jobs = (parseWorkflowYaml(source, file) as Mapping)['jobs'] as Mapping;
      for (const [name, job] of Object.entries(jobs)) {
        if (writesOf((job as Mapping)['permissions']).includes('pull-requests')) {
          granted.push(`${file}#${name}`);
        }
      }
    }
    expect(granted.sort()).toEqual([
      'examples/workflows/verdict-live.yml#live',
      'examples/workflows/verdict-post-comment.yml#post',
      'examples/workflows/verdict-replay.yml#replay',
      'examples/workflows/verdict-sharded.yml#merge',
    ]);
  });
});

describe('each rule fires on a workflow that breaks it', () => {
  const base = (
    jobs: string,
    top = 'permissions:\n  contents: read\n',
    on = 'on:\n  pull_request:\n',
  ) => `name: t\n${on}${top}jobs:\n${jobs}`;
  const verdictJob = (extra = '', permissions = '') =>
    `  eval:\n    runs-on: ubuntu-latest\n${permissions}${extra}    steps:\n      - uses: actions/checkout@v4\n        with:\n          persist-credentials: false\n      - uses: your-org/verdict@v1\n`;
  const cases: Array<[string, string, RegExp]> = [
    ['no top-level permissions', base(verdictJob(), ''), /no top-level permissions/],
    [
      'a top-level write',
      base(verdictJob(), 'permissions:\n  contents: read\n  pull-requests: write\n'),
      /top-level permissions grant pull-requests: write/,
    ],
    ['write-all', base(verdictJob(), 'permissions: write-all\n'), /grant write-all: write/],
    [
      'contents: write in a job',
      base(verdictJob('', '    permissions:\n      contents: write\n')),
      /grants contents: write/,
    ],
    [
      'pull-requests: write in a shard job',
      base(
        `  shard:\n    runs-on: ubuntu-latest\n    permissions:\n      pull-requests: write\n    steps:\n      - uses: your-org/verdict@v1\n        with:\n          shard: 1/2\n`,
      ),
      /grants pull-requests: write but does not comment/,
    ],
    [
      'pull_request_target checking out the PR',
      base(
        `  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          ref: \${{ github.event.pull_request.head.sha }}\n      - run: npm test\n`,
        'permissions:\n  contents: read\n',
        'on:\n  pull_request_target:\n',
      ),
      /pull_request_target/,
    ],
    [
      'workflow_run checking out and running the fork',
      base(
        `  post:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: node evil.js\n`,
        'permissions:\n  actions: read\n',
        'on:\n  workflow_run:\n    workflows: [verdict]\n    types: [completed]\n',
      ),
      /checks out code in a workflow_run workflow[\s\S]*runs commands in a workflow_run/,
    ],
    [
      'a secret without an environment',
      base(
        `  live:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: your-org/verdict@v1\n        with:\n          api-key: \${{ secrets.MODEL_API_KEY }}\n`,
      ),
      /secrets\.MODEL_API_KEY without an environment gate/,
    ],
    [
      'a checkout that keeps the token in .git/config',
      base(`  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n`),
      /actions\/checkout@v4 persists the token .*persist-credentials: false/,
    ],
    [
      "the PR's own action (uses: ./) with a write token",
      base(
        `  self:\n    runs-on: ubuntu-latest\n    permissions:\n      pull-requests: write\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          persist-credentials: false\n      - uses: ./\n`,
      ),
      /runs the checked-out action \(uses: \.\/.*\) with pull-requests: write/,
    ],
    [
      'an action on a branch',
      base(`  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: someone/action@main\n`),
      /someone\/action@main is not pinned/,
    ],
    [
      'an action without a ref',
      base(`  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: someone/action\n`),
      /someone\/action is not pinned/,
    ],
    [
      'event data spliced into a script',
      base(
        `  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: |\n          echo "\${{ github.event.pull_request.title }}" # a title can hold $(rm -rf ~)\n`,
      ),
      /splices event data into a run script/,
    ],
  ];

  it.each(cases)('%s', (_name, source, expected) => {
    expect(checkWorkflow('bad.yml', source).join('\n')).toMatch(expected);
  });

  it('accepts a least-privilege workflow (the rules are not simply always on)', () => {
    const good = base(
      verdictJob('', '    permissions:\n      contents: read\n      pull-requests: write\n'),
    );
    expect(checkWorkflow('good.yml', good)).toEqual([]);
    recordReliability({
      section: 'attacks',
      subject: 'workflows',
      case: 'least-privilege rule breaches',
      tried: cases.length,
      planned: cases.length,
      accountedFor: {
        'breach named': cases.filter(([, source, expected]) =>
          expected.test(checkWorkflow('bad.yml', source).join('\n')),
        ).length,
      },
      outcome: 'each breach named; shipped ones clean',
    });
  });

  it('refuses YAML it does not understand rather than misreading it', () => {
    expect(() => parseWorkflowYaml('a: &anchor b\nc: *anchor\n', 'x.yml')).toThrow(
      /x\.yml:1: .*anchors/,
    );
    expect(() => parseWorkflowYaml('a: b\n  c: d\n', 'x.yml')).toThrow(/x\.yml:2/);
  });
});
