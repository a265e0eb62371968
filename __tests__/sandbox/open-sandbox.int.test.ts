/**
 * How an invocation's sandbox is chosen (SPEC §1): `auto` is bwrap when its probe works, else
 * docker when an engine answers and has the image the agent names, else `none` with one warning; a
 * backend asked for by name that cannot work here, or an unknown one, is a usage error (exit 2)
 * before any run. The probe's failure is made real: a PATH without bwrap, or a fake `bwrap` that
 * fails as Ubuntu 24.04's does when unprivileged user namespaces are restricted by AppArmor.
 */
import { chmod, cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { openSandbox } from '../../src/sandbox/open-sandbox.js';
import { describeSandbox } from '../../src/sandbox/sandbox.js';
import { dockerTestImage, skipWithoutDocker } from '../helpers/docker-image.js';
import { REPO_ROOT, runCliInProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const bwrapProblem = await probeBwrap(process.env.PATH);
const docker = await dockerTestImage();
const UBUNTU_MESSAGE = 'bwrap: setting up uid map: Permission denied';

/** A directory holding a `bwrap` that fails as Ubuntu 24.04's does, first on PATH. */
async function failingBwrapPath(): Promise<string> {
  const dir = path.join(await makeTempDir(), 'bin');
  await mkdir(dir);
  const fake = path.join(dir, 'bwrap');
  await writeFile(fake, `#!/bin/sh\necho '${UBUNTU_MESSAGE}' >&2\nexit 1\n`);
  await chmod(fake, 0o755);
  return `${dir}:${process.env.PATH ?? ''}`;
}

/** A PATH with neither bwrap nor docker nor podman: an empty directory. */
async function emptyPath(): Promise<string> {
  const dir = path.join(await makeTempDir(), 'empty');
  await mkdir(dir);
  return dir;
}

describe('openSandbox', () => {
  it('auto falls back to none with one warning when bwrap is not installed', async () => {
    const opened = await openSandbox({
      choice: 'auto',
      pathVariable: await emptyPath(),
      readOnly: [],
    });
    expect(opened.sandbox.backend).toBe('none');
    expect(opened.sandbox.bridgeSocket).toBeUndefined();
    expect(opened.warning).toMatch(/^not sandboxed: bwrap is not installed/);
    expect(opened.warning).toMatch(/--sandbox none says you mean it/);
  });

  it('auto falls back to none, saying why, when bwrap cannot make a user namespace', async () => {
    const pathVariable = await failingBwrapPath();
    expect(await probeBwrap(pathVariable)).toBe(
      `bwrap cannot start a sandbox here: ${UBUNTU_MESSAGE}`,
    );
    // An image is named, but no engine answers (or none is installed): still none.
    const opened = await openSandbox({
      choice: 'auto',
      pathVariable,
      readOnly: [],
      image: 'agent:1',
    });
    expect(opened.sandbox.backend).toBe('none');
    expect(opened.warning).toContain(UBUNTU_MESSAGE);
    expect(
      describeSandbox(opened.sandbox.conditions({ memoryMb: 64, processes: 8, cpuSeconds: 1 })),
    ).toMatch(/^not sandboxed/);
  });

  it('--sandbox bwrap that cannot work here is a usage error with bwrap’s own words', async () => {
    await expect(
      openSandbox({ choice: 'bwrap', pathVariable: await failingBwrapPath(), readOnly: [] }),
    ).rejects.toThrow(
      new UsageError(`--sandbox bwrap: bwrap cannot start a sandbox here: ${UBUNTU_MESSAGE}`),
    );
    await expect(
      openSandbox({ choice: 'bwrap', pathVariable: await emptyPath(), readOnly: [] }),
    ).rejects.toThrow(/--sandbox bwrap: bwrap is not installed/);
  });

  it('--sandbox docker without an image, or without an engine, is a usage error', async () => {
    const noImage = openSandbox({ choice: 'docker', pathVariable: process.env.PATH, readOnly: [] });
    await expect(noImage).rejects.toBeInstanceOf(UsageError);
    await expect(noImage).rejects.toThrow(/needs an image/);
    await expect(
      openSandbox({
        choice: 'docker',
        pathVariable: await emptyPath(),
        readOnly: [],
        image: 'a:1',
      }),
    ).rejects.toThrow(/--sandbox docker: neither docker nor podman is installed/);
  });

  it('--sandbox none is none, without a warning', async () => {
    const opened = await openSandbox({
      choice: 'none',
      pathVariable: await emptyPath(),
      readOnly: [],
    });
    expect(opened.sandbox.backend).toBe('none');
    expect(opened.warning).toBeUndefined();
  });

  it.skipIf(bwrapProblem !== undefined)(
    'auto is bwrap when its probe works, with a bridge socket',
    async () => {
      const opened = await openSandbox({
        choice: 'auto',
        pathVariable: process.env.PATH,
        readOnly: [],
      });
      try {
        expect(opened.warning).toBeUndefined();
        expect(opened.sandbox.backend).toBe('bwrap');
        expect(opened.sandbox.bridgeSocket).toMatch(/verdict-bridge-.*\/proxy\.sock$/);
        expect(opened.sandbox.conditions({ memoryMb: 64, processes: 8, cpuSeconds: 1 })).toEqual({
          backend: 'bwrap',
          limits: { memoryMb: 64, processes: 8, cpuSeconds: 1 },
          shows: expect.arrayContaining(['/etc', '/usr']) as unknown,
        });
        expect(opened.sandbox.shownDirs).toEqual(expect.arrayContaining(['/etc', '/usr']));
        expect(opened.sandbox.runsParent).toBeUndefined();
      } finally {
        await opened.sandbox.dispose();
      }
    },
  );
});

describe('auto where bwrap cannot start and a docker engine answers', () => {
  skipWithoutDocker(docker);

  it('is docker when the agent’s image is here, saying why not bwrap', async () => {
    const image = 'image' in docker ? docker.image : '';
    const opened = await openSandbox({
      choice: 'auto',
      pathVariable: await failingBwrapPath(),
      readOnly: [],
      image,
    });
    try {
      expect(opened.sandbox.backend).toBe('docker');
      expect(opened.warning).toBe(
        `sandbox: bwrap cannot start a sandbox here: ${UBUNTU_MESSAGE}; using docker (${image})`,
      );
    } finally {
      await opened.sandbox.dispose();
    }
  });

  it('is none, naming the image, when the agent’s image is not here (never a throw)', async () => {
    const missing = `verdict-no-such-image:${process.pid}`;
    const opened = await openSandbox({
      choice: 'auto',
      pathVariable: await failingBwrapPath(),
      readOnly: [],
      image: missing,
    });
    expect(opened.sandbox.backend).toBe('none');
    expect(opened.warning).toMatch(/^not sandboxed: bwrap cannot start a sandbox here: /);
    expect(opened.warning).toContain(
      `; docker: the image ${JSON.stringify(missing)} does not exist here`,
    );
    expect(opened.warning).toMatch(/--sandbox none says you mean it/);
    // Asked for by name, the same image is a usage error.
    await expect(
      openSandbox({
        choice: 'docker',
        pathVariable: process.env.PATH,
        readOnly: [],
        image: missing,
      }),
    ).rejects.toThrow(/--sandbox docker: the image .* does not exist here/);
  });
});

describe('the --sandbox option, through the CLI', () => {
  async function suite(): Promise<string> {
    const dir = await makeTempDir();
    await writeTree(dir, {
      'suite/suite.json': JSON.stringify({
        schemaVersion: 1,
        suiteId: 'sandbox-option',
        suiteVersion: '1.0.0',
        tasks: [
          {
            id: 'answer',
            prompt: 'Say hi.',
            fixture: 'fixtures/empty',
            budget: { maxTurns: 2, maxWallMs: 20_000 },
            verifiers: [{ kind: 'response-contains', id: 'hi', texts: ['hi'] }],
          },
        ],
      }),
      'suite/fixtures/empty/README.md': '# empty\n',
      'suite/scripts/answer.json': JSON.stringify({
        format: 'script/v1',
        turns: [{ content: 'hi' }],
      }),
    });
    return dir;
  }

  it('refuses an unknown backend with exit 2, naming the choices', async () => {
    const dir = await suite();
    const result = await runCliInProcess(
      ['run', 'suite', '--mode', 'scripted', '--yes', '--sandbox', 'firejail', '--out', 'out'],
      { cwd: dir, env: { PATH: process.env.PATH ?? '' } },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '--sandbox "firejail": expected one of auto, bwrap, docker, none',
    );
  });

  it('auto says once that nothing is sandboxed, and the report says it too', async () => {
    const dir = await suite();
    const result = await runCliInProcess(
      ['run', 'suite', '--mode', 'scripted', '--yes', '--k', '3', '--out', 'out'],
      { cwd: dir, env: { PATH: await failingBwrapPath(), HOME: dir } },
    );
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('not sandboxed'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(UBUNTU_MESSAGE);
    const { readFile } = await import('node:fs/promises');
    const report = await readFile(path.join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toMatch(/Not sandboxed: agents and verifiers ran as this user/);
  });
});

describe('the private directories of an invocation’s sandbox', () => {
  it.skipIf(bwrapProblem !== undefined)(
    'are removed when its command ends, not only when the process exits',
    async () => {
      const dir = await makeTempDir();
      const suite = path.join(dir, 'suite');
      await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), suite, { recursive: true });
      // The bridge's directory goes to the temp directory: one of this test's own.
      const tmp = path.join(dir, 'tmp');
      await mkdir(tmp);
      const previous = process.env.TMPDIR;
      process.env.TMPDIR = tmp;
      try {
        const result = await runCliInProcess(
          ['run', suite, '--mode', 'replay', '--tasks', 'fix-add', '--sandbox', 'bwrap'].concat([
            '--allow-write',
            '--allow-process',
            '--yes',
            '--out',
            path.join(dir, 'out'),
          ]),
          { cwd: dir, env: { PATH: process.env.PATH } },
        );
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout).toMatch(/1\/1 judged runs passed/);
        // This process goes on (as a test worker, or any host of the CLI, does): nothing is left.
        expect(await readdir(tmp)).toEqual([]);
      } finally {
        if (previous === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = previous;
      }
    },
  );
});
