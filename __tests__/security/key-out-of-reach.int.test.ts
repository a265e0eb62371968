/**
 * SPEC §1: the process that starts agents never holds a live key or a token in its environment.
 * Keys are read once, then removed from `process.env` and from the block the kernel shows in
 * /proc/<pid>/environ; `verdict pr` and the Action start the evaluating CLI with an allow-listed
 * environment and hand it the key in a 0600 file that it deletes as it reads it.
 *
 * These checks hold with `--sandbox none` too, where an agent running as the same user can read
 * every ancestor's /proc/<pid>/environ: that is what the hostile agent below does.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVerdict } from '../../src/pr/run-verdict.js';
import { takeSecretsFile, writeSecretsFile } from '../../src/process/secrets-file.js';
import { createPrRepository } from '../helpers/action-harness.js';
import { fakeChars } from '../helpers/fake-secrets.js';
import { FakeUpstream } from '../helpers/fake-upstream.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const liveKey = `sk-live-${fakeChars(30, 41)}`;
const githubToken = `ghp_${fakeChars(36, 42)}`;
const inputKey = `input-${fakeChars(24, 43)}`;

/** Every encoding a hostile agent might print a secret in. */
function encodings(secret: string): string[] {
  const bytes = Buffer.from(secret);
  return [secret, bytes.toString('base64'), bytes.toString('hex'), bytes.toString('base64url')];
}

function findSecrets(text: string): string[] {
  const found: string[] = [];
  for (const [name, secret] of Object.entries({ liveKey, githubToken, inputKey })) {
    if (encodings(secret).some((form) => text.includes(form))) found.push(name);
  }
  return found;
}

function execNode(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: REPO_ROOT, env },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr });
      },
    );
  });
}

describe('scrubbing a process of its credentials', () => {
  it('leaves nothing in process.env, in /proc/<pid>/environ, or in what a child inherits', async () => {
    // lib/ is what bin/verdict.js runs (built by `npm ci`).
    const script = `
      import { execFileSync } from 'node:child_process';
      import { readFileSync } from 'node:fs';
      const { captureAndScrubCredentials } = await import('./lib/process/scrub-environment.js');
      const { env, problem } = captureAndScrubCredentials();
      const child = execFileSync('/bin/sh', ['-c', 'cat /proc/$PPID/environ; echo; env'], { encoding: 'latin1' });
      process.stdout.write(JSON.stringify({
        captured: env.OPENAI_API_KEY === ${JSON.stringify(liveKey)} && env['INPUT_API-KEY'] === ${JSON.stringify(inputKey)},
        inProcessEnv: Object.keys(process.env).filter((name) => /KEY|TOKEN/.test(name)),
        ownEnviron: readFileSync('/proc/self/environ', 'latin1'),
        child,
        problem: problem ?? null,
      }));
    `;
    const result = await execNode(script, {
      PATH: process.env.PATH,
      OPENAI_API_KEY: liveKey,
      GITHUB_TOKEN: githubToken,
      'INPUT_API-KEY': inputKey,
      KEEP_ME: 'visible',
    });
    expect(result.code, result.stderr).toBe(0);
    const seen = JSON.parse(result.stdout) as {
      captured: boolean;
      inProcessEnv: string[];
      ownEnviron: string;
      child: string;
      problem: string | null;
    };
    expect(seen.problem).toBeNull();
    expect(seen.captured).toBe(true);
    expect(seen.inProcessEnv).toEqual([]);
    expect(findSecrets(seen.ownEnviron)).toEqual([]);
    expect(findSecrets(seen.child)).toEqual([]);
    // What is not a credential stays, for the child and in the kernel's copy.
    expect(seen.child).toContain('KEEP_ME=visible');
    expect(seen.ownEnviron).toContain('KEEP_ME=visible');
  });
});

describe('the secrets file', () => {
  it('is 0600 in a 0700 directory, and gone once read', async () => {
    const written = await writeSecretsFile({ OPENAI_API_KEY: liveKey });
    try {
      expect((await stat(written.file)).mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(written.file))).mode & 0o777).toBe(0o700);
      expect(takeSecretsFile(written.file)).toEqual({ OPENAI_API_KEY: liveKey });
      await expect(stat(written.file)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await written.remove();
    }
    await expect(stat(path.dirname(written.file))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a file that is not an object of variable names, deleting it all the same', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'secrets.json');
    await writeFile(file, JSON.stringify({ 'not a name': liveKey }));
    expect(() => takeSecretsFile(file)).toThrow(/variable names/);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is a usage error (exit 2) naming the option when it cannot be read, printing no value', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'secrets.json');
    await writeFile(file, `{"OPENAI_API_KEY": ${JSON.stringify(liveKey)}`);
    const result = await runCliProcess(['run', 'nowhere', '--secrets-file', file], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--secrets-file .* is not JSON/);
    expect(findSecrets(result.stderr + result.stdout)).toEqual([]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const missing = await runCliProcess(
      ['run', 'nowhere', '--secrets-file', path.join(dir, 'gone.json')],
      { cwd: dir },
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--secrets-file .*gone\.json.* cannot be read \(ENOENT\)/);
  });
});

describe('an agent that reads every ancestor’s environment (--sandbox none)', () => {
  it('finds neither the key nor the token, in any encoding', async () => {
    const dir = await makeTempDir();
    const dumps = path.join(dir, 'dumps');
    // The hostile part: walk up the process tree and copy each ancestor's environment and command
    // line out, base64-encoded (so redaction could not catch it on the way).
    const agent = `
      import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
      const out = process.env.DUMPS;
      mkdirSync(out, { recursive: true });
      let pid = process.pid;
      for (let depth = 0; depth < 6 && pid > 1; depth += 1) {
        const stat = readFileSync('/proc/' + pid + '/stat', 'latin1');
        pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        for (const part of ['environ', 'cmdline']) {
          try {
            const bytes = readFileSync('/proc/' + pid + '/' + part);
            writeFileSync(out + '/' + depth + '-' + part, bytes.toString('base64'));
          } catch {}
        }
      }
      writeFileSync('out.txt', 'ok');
    `;
    await writeFile(path.join(dir, 'agent.mjs'), agent);
    await writeFile(
      path.join(dir, 'verdict.config.json'),
      JSON.stringify({
        agents: { hostile: { command: ['node', './agent.mjs'], env: { DUMPS: dumps } } },
        default: 'hostile',
      }),
    );
    const suite = path.join(dir, 'suite');
    await writeTree(suite, {
      'suite.json': JSON.stringify({
        schemaVersion: 1,
        suiteId: 'key-reach',
        suiteVersion: '1.0.0',
        tasks: [
          {
            id: 'read-ancestors',
            prompt: 'Read what you can.',
            fixture: 'fixtures/t',
            budget: { maxTurns: 2, maxWallMs: 20_000 },
            policy: { mode: 'auto', allow: ['write', 'process'] },
            verifiers: [{ kind: 'file-contains', id: 'done', path: 'out.txt', text: 'ok' }],
          },
        ],
      }),
      'fixtures/t/README.md': '# t\n',
      'scripts/read-ancestors.json': JSON.stringify({
        format: 'script/v1',
        turns: [{ content: 'unused' }],
      }),
    });
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      [
        ...['run', suite, '--mode', 'scripted', '--yes', '--sandbox', 'none'],
        ...['--allow-write', '--allow-process', '--out', out],
      ],
      {
        cwd: dir,
        env: { OPENAI_API_KEY: liveKey, GITHUB_TOKEN: githubToken, 'INPUT_API-KEY': inputKey },
      },
    );
    expect(result.code, result.stderr).toBe(0);
    const names = await readdir(dumps);
    // It did reach Verdict's own process (its parent) and read it.
    expect(names).toContain('0-environ');
    const texts = await Promise.all(
      names.map(async (name) =>
        Buffer.from(await readFile(path.join(dumps, name), 'utf8'), 'base64').toString('latin1'),
      ),
    );
    const parentCommand = texts[names.indexOf('0-cmdline')] ?? '';
    expect(parentCommand).toContain('verdict');
    expect(findSecrets(texts.join('\n'))).toEqual([]);
    // The conditions say it ran unsandboxed, as asked.
    const conditions = JSON.parse(await readFile(path.join(out, 'conditions.json'), 'utf8')) as {
      conditions: { sandbox?: { backend: string } };
    };
    expect(conditions.conditions.sandbox?.backend).toBe('none');
  });
});

describe('verdict pr and the Action start the evaluating CLI', () => {
  it('with an allow-listed environment, and the key in a file it must delete', async () => {
    const dir = await makeTempDir();
    const report = path.join(dir, 'seen.json');
    // Stands in for `verdict`: it reports what it was given, and reads the secrets file as the real
    // CLI does (and so deletes it).
    const fake = path.join(dir, 'fake-verdict.mjs');
    await writeFile(
      fake,
      `
      import { readFileSync, rmSync, writeFileSync } from 'node:fs';
      const args = process.argv.slice(2);
      const at = args.indexOf('--secrets-file');
      const file = at === -1 ? undefined : args[at + 1];
      const secrets = file === undefined ? undefined : JSON.parse(readFileSync(file, 'utf8'));
      if (file !== undefined) rmSync(file);
      writeFileSync(${JSON.stringify(report)}, JSON.stringify({
        args, file, secrets, env: process.env, environ: readFileSync('/proc/self/environ', 'latin1'),
      }));
      `,
    );
    const result = await runVerdict(
      ['run', 'suite', '--mode', 'live'],
      dir,
      {
        verdictCommand: [process.execPath, fake],
        env: {
          PATH: process.env.PATH,
          HOME: '/home/runner',
          GITHUB_TOKEN: githubToken,
          'INPUT_API-KEY': inputKey,
          'INPUT_GITHUB-TOKEN': githubToken,
          ACTIONS_RUNTIME_TOKEN: githubToken,
          OPENAI_API_KEY: liveKey,
          GITHUB_REPOSITORY: 'o/r',
          VERDICT_DEBUG: '1',
          SOMETHING_ELSE: 'dropped',
        },
      },
      { OPENAI_API_KEY: liveKey },
    );
    expect(result.code, result.stderr).toBe(0);
    const seen = JSON.parse(await readFile(report, 'utf8')) as {
      args: string[];
      file: string;
      secrets: Record<string, string>;
      env: Record<string, string>;
      environ: string;
    };
    expect(seen.secrets).toEqual({ OPENAI_API_KEY: liveKey });
    expect(findSecrets(JSON.stringify(seen.env))).toEqual([]);
    expect(findSecrets(seen.environ)).toEqual([]);
    expect(Object.keys(seen.env)).not.toContain('SOMETHING_ELSE');
    expect(seen.env).toMatchObject({
      PATH: process.env.PATH,
      HOME: '/home/runner',
      GITHUB_REPOSITORY: 'o/r',
      VERDICT_DEBUG: '1',
      CI: 'true',
    });
    expect(Object.keys(seen.env).filter((name) => /^INPUT_|TOKEN|KEY/i.test(name))).toEqual([]);
    // The file was outside the working directory, and its directory is gone.
    expect(seen.file.startsWith(dir)).toBe(false);
    await expect(stat(path.dirname(seen.file))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('verdict pr --mode live, with an agent that reads every ancestor (--sandbox none)', () => {
  it('finds the key in neither verdict pr nor the verdict run it starts, in any encoding', async () => {
    const dumps = path.join(await makeTempDir(), 'dumps');
    const agentFile = path.join(await makeTempDir(), 'agent.mjs');
    await writeFile(
      agentFile,
      `
      import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
      const out = ${JSON.stringify(dumps)} + '/' + process.pid;
      mkdirSync(out, { recursive: true });
      let pid = process.pid;
      for (let depth = 0; depth < 8 && pid > 1; depth += 1) {
        const stat = readFileSync('/proc/' + pid + '/stat', 'latin1');
        pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        for (const part of ['environ', 'cmdline']) {
          try {
            writeFileSync(out + '/' + depth + '-' + part, readFileSync('/proc/' + pid + '/' + part).toString('hex'));
          } catch {}
        }
      }
      `,
    );
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'), {
      tasks: ['fix-add'],
      headBranch: 'change',
    });
    const upstream = await FakeUpstream.start([], {
      kind: 'json',
      body: { error: { message: 'this test calls no model' } },
      status: 400,
    });
    try {
      const result = await runCliProcess(
        [
          ...['pr', '--base', repo.baseSha, '--head', 'change', '--mode', 'live', '--k', '1'],
          ...['--base-url', upstream.baseUrl, '--model', 'm', '--sandbox', 'none'],
          ...['--agent-command', `node ${agentFile}`],
          ...['--out', path.join(await makeTempDir(), 'out')],
        ],
        {
          cwd: repo.dir,
          env: { OPENAI_API_KEY: liveKey, GITHUB_TOKEN: githubToken, 'INPUT_API-KEY': inputKey },
        },
      );
      expect(result.code, result.stderr).toBe(0);
    } finally {
      await upstream.close();
    }
    const runs = await readdir(dumps);
    // Base and head each ran the agent once.
    expect(runs).toHaveLength(2);
    const texts: string[] = [];
    const commands: string[] = [];
    for (const run of runs) {
      for (const name of await readdir(path.join(dumps, run))) {
        const text = Buffer.from(
          await readFile(path.join(dumps, run, name), 'utf8'),
          'hex',
        ).toString('latin1');
        texts.push(text);
        if (name.endsWith('cmdline')) commands.push(text.replaceAll('\0', ' '));
      }
    }
    // It read both the `verdict run` that started it and the `verdict pr` above that.
    expect(commands.some((line) => /verdict\.js run /.test(line))).toBe(true);
    expect(commands.some((line) => /verdict\.js pr /.test(line))).toBe(true);
    expect(findSecrets(texts.join('\n'))).toEqual([]);
  }, 180_000);
});
