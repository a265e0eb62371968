import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AGENT_CONFIG_TOKEN,
  AGENT_INSTALL_TOKEN,
  agentShownDirs,
  findAgentSourceDirs,
  programDirOf,
  programsNamedBy,
  REPOSITORY_TOKEN,
  USER_HOME_TOKEN,
} from '../../src/runner/agent-source-dirs.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** An npm install laid out as `npm install --prefix` leaves it: a package and its bin link. */
async function installPackage(prefix: string): Promise<string> {
  const packageDir = path.join(prefix, 'node_modules', '@acme', 'agent');
  await mkdir(path.join(packageDir, 'bin'), { recursive: true });
  await writeFile(path.join(packageDir, 'package.json'), '{"name":"@acme/agent"}');
  await writeFile(path.join(packageDir, 'bin', 'agent.js'), '#!/usr/bin/env node\n', {
    mode: 0o755,
  });
  await mkdir(path.join(prefix, 'node_modules', '.bin'), { recursive: true });
  await symlink('../@acme/agent/bin/agent.js', path.join(prefix, 'node_modules', '.bin', 'acme'));
  return packageDir;
}

describe('findAgentSourceDirs', () => {
  it('finds the install of a command on PATH, the config dir, its repository and the real HOME', async () => {
    const root = await makeTempDir();
    const prefix = path.join(root, 'cache', 'acme@1.0.0');
    const packageDir = await installPackage(prefix);
    const repository = path.join(root, 'checkout');
    const configDir = path.join(repository, 'examples', 'acme');
    await mkdir(path.join(repository, '.git'), { recursive: true });
    await mkdir(configDir, { recursive: true });
    const dirs = findAgentSourceDirs({
      command: ['acme', '--headless'],
      configDir,
      pathVariable: [path.join(prefix, 'node_modules', '.bin'), '/usr/bin'].join(path.delimiter),
      userHome: path.join(root, 'home-of-user'),
    });
    expect(dirs).toEqual([
      { dir: prefix, token: AGENT_INSTALL_TOKEN },
      { dir: packageDir, token: AGENT_INSTALL_TOKEN },
      { dir: configDir, token: AGENT_CONFIG_TOKEN },
      { dir: repository, token: REPOSITORY_TOKEN },
      { dir: path.join(root, 'home-of-user'), token: USER_HOME_TOKEN },
    ]);
  });

  it('never takes a system directory for the agent, and survives a command that does not exist', () => {
    const dirs = findAgentSourceDirs({
      command: ['no-such-agent-anywhere'],
      pathVariable: '/usr/local/bin:/usr/bin',
      userHome: '/',
    });
    expect(dirs).toEqual([]);
  });
});

describe('agentShownDirs: what a box shows for an agent', () => {
  it('shows an installed program’s prefix, the config’s folder and repository, and its reads — never a missing ancestor .bin’s directory', async () => {
    const root = await makeTempDir();
    const prefix = path.join(root, 'cache', 'acme@1.0.0');
    await installPackage(prefix);
    const repository = path.join(root, 'home', 'src', 'checkout');
    await mkdir(path.join(repository, '.git'), { recursive: true });
    await mkdir(path.join(repository, 'node_modules', '.bin'), { recursive: true });
    const reads = path.join(root, 'data');
    await mkdir(reads);
    // npx's PATH: every ancestor's node_modules/.bin, most of which do not exist.
    const ancestors = ['home/src/checkout', 'home/src', 'home', ''].map((dir) =>
      path.join(root, dir, 'node_modules', '.bin'),
    );
    const pathVariable = [...ancestors, path.join(prefix, 'node_modules', '.bin'), '/usr/bin'].join(
      path.delimiter,
    );
    const shown = agentShownDirs({
      command: ['acme'],
      configDir: repository,
      pathVariable,
      reads: [reads],
    });
    expect(shown).toEqual([prefix, repository, reads]);
    // The same PATH, for normalizing requests only, still names them.
    expect(findAgentSourceDirs({ command: ['acme'], pathVariable }).length).toBeGreaterThan(0);
  });

  it('shows a program outside npm as its nearest package, else its own directory', async () => {
    const root = await makeTempDir();
    await writeFile(path.join(root, 'loose.mjs'), '');
    await mkdir(path.join(root, 'pkg', 'lib', 'deep'), { recursive: true });
    await writeFile(path.join(root, 'pkg', 'package.json'), '{}');
    await writeFile(path.join(root, 'pkg', 'lib', 'deep', 'main.mjs'), '');
    expect(programDirOf(path.join(root, 'loose.mjs'))).toBe(root);
    expect(programDirOf(path.join(root, 'pkg', 'lib', 'deep', 'main.mjs'))).toBe(
      path.join(root, 'pkg'),
    );
    expect(programDirOf(path.join(root, 'missing.mjs'))).toBeUndefined();
    expect(programDirOf('/bin/sh')).toBeUndefined();
    expect(programsNamedBy(['node', path.join(root, 'loose.mjs'), '/no/such/file', '-e'])).toEqual([
      'node',
      path.join(root, 'loose.mjs'),
    ]);
  });
});
