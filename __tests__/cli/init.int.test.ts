/**
 * `verdict init` in a fresh git repository: what it writes for each way of naming the agent, that
 * what it writes is valid (the config loads, the suite loads, the workflows keep least privilege),
 * that it never overwrites, and that the starter suite records and replays.
 */
import { execFile } from 'node:child_process';
import { access, chmod, constants, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { loadSuite } from '../../src/suite/load-suite.js';
import { runCliInProcess, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { checkWorkflow } from '../security/workflow-rules.js';

const makeTempDir = useTempDirs();

async function freshRepository(): Promise<{ repo: string; env: NodeJS.ProcessEnv }> {
  const root = await makeTempDir();
  const repo = path.join(root, 'repo');
  const home = path.join(root, 'home');
  await mkdir(home);
  await mkdir(repo);
  await promisify(execFile)('git', ['init', '-q'], { cwd: repo });
  // A HOME and PATH with no agent in them: what is found is what the test puts there.
  return { repo, env: { HOME: home, PATH: '' } };
}

/** A PATH directory holding a stand-in executable for each command, as an install would put. */
async function binWith(commands: string[]): Promise<string> {
  const bin = path.join(await makeTempDir(), 'bin');
  await mkdir(bin);
  for (const command of commands) {
    await writeFile(path.join(bin, command), '#!/bin/sh\nexit 0\n');
    await chmod(path.join(bin, command), 0o755);
  }
  return bin;
}

/** Every file below `dir` but .git/, with its content. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full);
    if (!entry.isFile() || relative.startsWith(`.git${path.sep}`)) continue;
    files[relative] = await readFile(full, 'utf8');
  }
  return files;
}

const WORKFLOWS = ['.github/workflows/verdict.yml', '.github/workflows/verdict-post-comment.yml'];

describe('verdict init', () => {
  it('with --yes and no agent found: the built-in agent, a starter suite with scripts, the workflows', async () => {
    const { repo, env } = await freshRepository();
    const result = await runCliInProcess(['init', '--yes'], { cwd: repo, env });
    expect(result.code, result.stderr).toBe(0);
    expect(Object.keys(await snapshot(repo)).sort()).toEqual([
      ...WORKFLOWS.slice().reverse(),
      'evals/starter/README.md',
      'evals/starter/fixtures/fix-add/check.mjs',
      'evals/starter/fixtures/fix-add/src/math.mjs',
      'evals/starter/fixtures/implement-slugify/check.mjs',
      'evals/starter/fixtures/implement-slugify/src/slug.mjs',
      'evals/starter/scripts/fix-add.json',
      'evals/starter/scripts/implement-slugify.json',
      'evals/starter/suite.json',
      'verdict.config.json',
    ]);
    const config = await loadConfig(repo);
    expect(config.config).toEqual({ config: {} });
    const suite = await loadSuite(path.join(repo, 'evals', 'starter'), { cwd: repo });
    expect(suite.ok && suite.suite.tasks.map((task) => task.id)).toEqual([
      'fix-add',
      'implement-slugify',
    ]);
    for (const file of WORKFLOWS) {
      expect(checkWorkflow(file, await readFile(path.join(repo, file), 'utf8'))).toEqual([]);
    }
    expect(result.stdout).toContain('Agent: the built-in agent');
    expect(result.stdout).toMatch(
      /Next:\n {2}1\. .*\n {5}npx verdict record evals\/starter --provider scripted --yes --allow-write --allow-process\n {2}2\. .*\n {5}npx verdict run evals\/starter --mode replay --yes --allow-write --allow-process\n {2}3\. .*\n {5}git switch -c verdict && git add verdict.config.json evals .github /,
    );

    // The starter suite records with the scripted model and replays: the first two commands.
    const grants = ['--yes', '--allow-write', '--allow-process'];
    const recorded = await runCliProcess(
      ['record', 'evals/starter', '--provider', 'scripted', ...grants],
      { cwd: repo },
    );
    expect(recorded.code, recorded.stderr).toBe(0);
    const replayed = await runCliProcess(['run', 'evals/starter', '--mode', 'replay', ...grants], {
      cwd: repo,
    });
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stdout).toContain('2/2 judged runs passed');
  });

  it('never overwrites: a second init names what exists and changes nothing', async () => {
    const { repo, env } = await freshRepository();
    expect((await runCliInProcess(['init', '--agent', 'builtin'], { cwd: repo, env })).code).toBe(
      0,
    );
    await writeFile(path.join(repo, 'verdict.config.json'), '{"default": "edited"}\n');
    const before = await snapshot(repo);
    const again = await runCliInProcess(['init', '--agent', 'codex'], { cwd: repo, env });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(
      'init: these exist and would be overwritten: .github/workflows/verdict-post-comment.yml, .github/workflows/verdict.yml, evals/starter/, verdict.config.json. Nothing was written',
    );
    expect(again.stdout).toBe('');
    expect(await snapshot(repo)).toEqual(before);
  });

  it('sets up a gallery agent found in the repository, through the gallery’s wrapper', async () => {
    const { repo, env: bare } = await freshRepository();
    const env = { ...bare, PATH: await binWith(['claude']) };
    await mkdir(path.join(repo, '.claude'));
    const result = await runCliInProcess(['init', '--yes'], { cwd: repo, env });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'Agent: Claude Code (.claude in this repository, `claude` on PATH)',
    );
    expect(result.stdout).not.toContain('not installed');
    const loaded = await loadConfig(repo);
    expect(loaded.config.default).toBe('claude-code');
    const command = loaded.config.agents?.['claude-code']?.command ?? [];
    expect(command).toEqual(['./evals/agents/claude-code/claude-agent.sh']);
    await access(path.join(repo, command[0] ?? ''), constants.X_OK);
    await access(path.join(repo, 'evals/agents/claude-code/settings.json'));
    const files = Object.keys(await snapshot(repo));
    expect(files.filter((file) => file.includes('/scripts/'))).toEqual([]);
    const workflow = await readFile(path.join(repo, WORKFLOWS[0] ?? ''), 'utf8');
    expect(workflow).toContain('run: npm install -g @anthropic-ai/claude-code@2.1.332');
    expect(workflow).toContain('anthropic-base-url: ${{ vars.MODEL_BASE_URL }}');
    expect(result.stdout).toContain(
      'ANTHROPIC_API_KEY=… npx verdict record evals/starter --anthropic-base-url https://your-endpoint --model NAME',
    );
    // The wrapper's folder is not a suite: `evals` lists the starter suite alone.
    const listed = await runCliInProcess(['list', '--suite-dir', 'evals', '--json'], {
      cwd: repo,
      env,
    });
    const suites = (
      JSON.parse(listed.stdout) as { suites: Array<{ source: string; suiteId: string }> }
    ).suites;
    expect(
      suites.filter((suite) => suite.source === 'suite-dir').map((suite) => suite.suiteId),
    ).toEqual(['starter']);
  });

  it('never takes with --yes an agent found only by its configuration: names it not installed, with its install command', async () => {
    const { repo, env: bare } = await freshRepository();
    // ~/.claude and .claude/ left behind, and a PATH with other commands but no `claude`.
    const env = { ...bare, PATH: await binWith(['git-lfs']) };
    await mkdir(path.join(bare.HOME ?? '', '.claude'));
    await mkdir(path.join(repo, '.claude'));
    const result = await runCliInProcess(['init', '--yes'], { cwd: repo, env });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Agent: the built-in agent');
    expect(result.stdout).toContain(
      'Found, not installed: Claude Code (.claude in this repository, ~/.claude): not installed, no `claude` on PATH; install it with: npm install -g @anthropic-ai/claude-code@2.1.332',
    );
    expect((await loadConfig(repo)).config).toEqual({ config: {} });
    // The next command it prints can work: the scripted model plays the built-in agent.
    expect(result.stdout).toMatch(
      /Next:\n {2}1\. .*\n {5}npx verdict record evals\/starter --provider scripted/,
    );

    // Named all the same, it is set up, and installing it is the first next step.
    const named = await freshRepository();
    const chosen = await runCliInProcess(['init', '--agent', 'claude-code'], {
      cwd: named.repo,
      env: { ...named.env, PATH: env.PATH },
    });
    expect(chosen.code, chosen.stderr).toBe(0);
    expect((await loadConfig(named.repo)).config.default).toBe('claude-code');
    expect(chosen.stdout).toContain('Agent: Claude Code (not installed: install it first, step 1)');
    expect(chosen.stdout).toMatch(
      /Next:\n {2}1\. Install Claude Code .*\n {5}npm install -g @anthropic-ai\/claude-code@2\.1\.332\n {2}2\. .*\n {5}ANTHROPIC_API_KEY=… npx verdict record/,
    );
  });

  it('with --command, names your agent and builds it in each checkout with the repository’s scripts', async () => {
    const { repo, env } = await freshRepository();
    await writeFile(
      path.join(repo, 'package.json'),
      JSON.stringify({ name: 'mine', scripts: { build: 'tsc' } }),
    );
    await writeFile(path.join(repo, 'package-lock.json'), '{}');
    const result = await runCliInProcess(
      ['init', '--command', 'node dist/agent.js --quiet', '--json'],
      { cwd: repo, env },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      agent: { kind: 'command', command: ['node', 'dist/agent.js', '--quiet'] },
      suite: { path: 'evals/starter', tasks: ['fix-add', 'implement-slugify'], scripted: false },
    });
    expect((await loadConfig(repo)).config).toEqual({
      agents: { mine: { command: ['node', 'dist/agent.js', '--quiet'] } },
      default: 'mine',
    });
    const workflow = await readFile(path.join(repo, WORKFLOWS[0] ?? ''), 'utf8');
    expect(workflow.match(/setup: npm ci && npm run build/g)).toHaveLength(2);
  });

  it('refuses, writing nothing: without a terminal or --yes, below the repository root, an unknown --from', async () => {
    const { repo, env } = await freshRepository();
    const noTerminal = await runCliInProcess(['init'], { cwd: repo, env });
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain('no terminal to ask which agent to evaluate: pass --yes');
    const sub = path.join(repo, 'packages', 'app');
    await mkdir(sub, { recursive: true });
    const below = await runCliInProcess(['init', '--yes'], { cwd: sub, env });
    expect(below.code).toBe(2);
    expect(below.stderr).toContain(`init: run it at the root of the repository, ${repo}`);
    const from = await runCliInProcess(['init', '--yes', '--from', 'nope'], { cwd: repo, env });
    expect(from.code).toBe(2);
    expect(from.stderr).toContain(
      'no bundled suite by that name (bundled: long-context, long-context-stress, smoke-coding, tool-sequences)',
    );
    expect(await snapshot(repo)).toEqual({});
  });

  it('takes the starter tasks from another bundled suite with --from', async () => {
    const { repo, env } = await freshRepository();
    const result = await runCliInProcess(['init', '--yes', '--from', 'tool-sequences'], {
      cwd: repo,
      env,
    });
    expect(result.code, result.stderr).toBe(0);
    const suite = await loadSuite(path.join(repo, 'evals', 'starter'), { cwd: repo });
    expect(suite.ok, JSON.stringify(suite)).toBe(true);
    expect(result.stdout).toContain('2 starter tasks from tool-sequences');
  });
});
