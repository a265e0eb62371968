/**
 * The config a run was made with (`cases/run-config.ts`): how a record names it (its path in its
 * repository, the sha256 of its bytes), and how `verdict add` finds it again — from anywhere in
 * the checkout, by `--config`, or not at all, refusing with the config, its hash and the agent.
 */
import { createHash } from 'node:crypto';
import { mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeConfigFile, findRunConfig } from '../../src/cases/run-config.js';
import { loadConfig } from '../../src/config/config.js';
import { ConfigError, UsageError } from '../../src/errors.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { makeRecord } from '../report/run-records.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const CONFIG = `${JSON.stringify({ agents: { fake: { command: ['node', './agent.mjs'] } }, default: 'fake' })}\n`;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A repository (its `.git` is all `findRepositoryRoot` looks for) with its config in `evals/`. */
async function repository(): Promise<string> {
  const root = await realpath(await makeTempDir());
  await mkdir(path.join(root, '.git'));
  await writeTree(root, { 'evals/verdict.config.json': CONFIG, 'evals/sub/.keep': '' });
  return root;
}

const recordOf = (agent: RunRecord['agent']): RunRecord =>
  makeRecord('greet', 2, 'pass', agent === undefined ? {} : { agent });

const made = {
  name: 'fake',
  configFile: { path: 'evals/verdict.config.json', sha256: sha256(CONFIG) },
};

describe('describeConfigFile', () => {
  it('names the config by its path in its repository and the sha256 of its bytes', async () => {
    const root = await repository();
    const loaded = await loadConfig(path.join(root, 'evals'));
    expect(loaded.sha256).toBe(sha256(CONFIG));
    expect(await describeConfigFile(loaded)).toEqual(made.configFile);
    // The hash is of the file's bytes, not of what they parse to: a space changes it.
    await writeFile(path.join(root, 'evals', 'verdict.config.json'), ` ${CONFIG}`);
    const spaced = await describeConfigFile(await loadConfig(path.join(root, 'evals')));
    expect(spaced?.sha256).toBe(sha256(` ${CONFIG}`));
  });

  it('names a config in no repository by its absolute path, and none when there is no file', async () => {
    const dir = await realpath(await makeTempDir());
    await writeFile(path.join(dir, 'verdict.config.json'), CONFIG);
    expect(await describeConfigFile(await loadConfig(dir))).toEqual({
      path: path.join(dir, 'verdict.config.json'),
      sha256: sha256(CONFIG),
    });
    await rm(path.join(dir, 'verdict.config.json'));
    expect(await describeConfigFile(await loadConfig(dir))).toBeUndefined();
  });
});

describe('findRunConfig', () => {
  it("finds the run's config from a subdirectory of the checkout, and from the run directory's", async () => {
    const root = await repository();
    const file = path.join(root, 'evals', 'verdict.config.json');
    const fromSub = await findRunConfig({
      record: recordOf(made),
      runDir: path.join(root, '.verdict', 'runs', 'r1'),
      cwd: path.join(root, 'evals', 'sub'),
    });
    expect(fromSub).toEqual({ kind: 'found', agent: 'fake', configFile: file });
    const elsewhere = await realpath(await makeTempDir());
    const fromRunDir = await findRunConfig({
      record: recordOf(made),
      runDir: path.join(root, '.verdict', 'runs', 'r1'),
      cwd: elsewhere,
    });
    expect(fromRunDir).toEqual({ kind: 'found', agent: 'fake', configFile: file });
  });

  it('checks a record without an agent as before, and the built-in agent with no file', async () => {
    const cwd = await makeTempDir();
    expect(await findRunConfig({ record: recordOf(undefined), runDir: cwd, cwd })).toEqual({
      kind: 'unnamed',
    });
    expect(
      await findRunConfig({ record: recordOf({ name: 'builtin' }), runDir: cwd, cwd }),
    ).toEqual({ kind: 'found', agent: 'builtin' });
    // --config names a file the run did not have: refused, not used.
    await expect(
      findRunConfig({
        record: recordOf({ name: 'builtin' }),
        runDir: cwd,
        cwd,
        explicit: 'x.json',
      }),
    ).rejects.toThrow(UsageError);
  });

  it('refuses a changed config, naming it, both hashes and the agent', async () => {
    const root = await repository();
    await writeFile(
      path.join(root, 'evals', 'verdict.config.json'),
      CONFIG.replace('fake', 'fake2'),
    );
    const found = findRunConfig({ record: recordOf(made), runDir: root, cwd: root });
    await expect(found).rejects.toThrow(ConfigError);
    const error = (await found.catch((e: unknown) => e)) as ConfigError;
    expect(error.message).toContain('agent "fake"');
    expect(error.message).toContain('evals/verdict.config.json');
    expect(error.message).toContain(sha256(CONFIG).slice(0, 12));
    expect(error.message).toContain(sha256(CONFIG.replace('fake', 'fake2')).slice(0, 12));
    expect(error.message).toMatch(/--config FILE/);
    expect(error.problems[0]?.file).toBe(path.join('evals', 'verdict.config.json'));
  });

  it('refuses a config that is gone, saying where it looked', async () => {
    const root = await repository();
    await rm(path.join(root, 'evals', 'verdict.config.json'));
    const found = findRunConfig({
      record: recordOf(made),
      runDir: root,
      cwd: path.join(root, 'evals'),
    });
    await expect(found).rejects.toThrow(UsageError);
    await expect(found).rejects.toThrow(
      /agent "fake" of the config evals\/verdict.config.json \(sha256 [0-9a-f]{12}\).*there is no verdict.config.json/,
    );
    const outside = await makeTempDir();
    await expect(
      findRunConfig({ record: recordOf(made), runDir: outside, cwd: outside }),
    ).rejects.toThrow(/neither the working directory nor the run directory is in a git repository/);
  });

  it("takes --config when its bytes are the run's, and refuses it otherwise", async () => {
    const root = await repository();
    const elsewhere = await realpath(await makeTempDir());
    await writeFile(path.join(elsewhere, 'copy.json'), CONFIG);
    await writeFile(path.join(elsewhere, 'other.json'), `${CONFIG}\n`);
    const input = { record: recordOf(made), runDir: root, cwd: elsewhere };
    expect(await findRunConfig({ ...input, explicit: 'copy.json' })).toEqual({
      kind: 'found',
      agent: 'fake',
      configFile: path.join(elsewhere, 'copy.json'),
    });
    await expect(findRunConfig({ ...input, explicit: 'other.json' })).rejects.toThrow(ConfigError);
    await expect(findRunConfig({ ...input, explicit: 'absent.json' })).rejects.toThrow(UsageError);
  });

  it('refuses a config whose bytes match but that has no such agent', async () => {
    const root = await repository();
    const record = recordOf({ ...made, name: 'gone' });
    await expect(findRunConfig({ record, runDir: root, cwd: root })).rejects.toThrow(
      /has no agent "gone"/,
    );
  });
});
