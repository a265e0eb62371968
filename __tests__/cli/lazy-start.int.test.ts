import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BIN, REPO_ROOT } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const REGISTER = path.join(REPO_ROOT, '__tests__/fixtures/load-trace/register.mjs');

/** The module URLs `verdict <argv>` loads, from module hooks in the real process. */
async function modulesLoadedBy(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const trace = path.join(await makeTempDir(), 'loaded.txt');
  await promisify(execFile)(process.execPath, ['--import', REGISTER, BIN, ...argv], {
    cwd: REPO_ROOT,
    env: { ...process.env, VERDICT_LOAD_TRACE: trace, ...env },
  });
  const text = await readFile(trace, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('file:'))
    .map((url) => path.relative(REPO_ROOT, new URL(url).pathname));
}

const commandModules = (loaded: readonly string[]): string[] =>
  loaded.filter(
    (file) => file.startsWith('lib/cli/commands/') && file !== 'lib/cli/commands/index.js',
  );

describe('a lazy start', () => {
  it('loads no command, no schema library and no secret scanner for --help', async () => {
    const loaded = await modulesLoadedBy(['--help']);
    expect(loaded).toContain('lib/cli/main.js');
    expect(commandModules(loaded)).toEqual([]);
    expect(loaded.filter((file) => file.includes('node_modules/'))).toEqual([]);
  });

  it('loads no module of lib/ or of a dependency for --version and -v', async () => {
    for (const argv of [['--version'], ['-v']]) {
      const loaded = await modulesLoadedBy(argv);
      expect(loaded, argv.join(' ')).toContain('bin/verdict.js');
      expect(
        loaded.filter((file) => file.startsWith('lib/') || file.includes('node_modules/')),
        argv.join(' '),
      ).toEqual([]);
    }
  });

  it('loads only the command it runs, from lib/ without the bundle', async () => {
    const loaded = await modulesLoadedBy(['gate', '--help'], { VERDICT_BUNDLE: '0' });
    expect(commandModules(loaded)).toEqual(['lib/cli/commands/gate.js']);
  });

  it('loads no ES module of lib/ when the bundle runs the command', async () => {
    // Inside the bundle, each command's modules still start only when it runs (they are wrapped).
    const loaded = await modulesLoadedBy(['gate', '--help']);
    expect(loaded.filter((file) => file.startsWith('lib/'))).toEqual([]);
  });
});
