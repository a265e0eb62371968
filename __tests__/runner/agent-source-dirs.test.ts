import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AGENT_CONFIG_TOKEN,
  AGENT_INSTALL_TOKEN,
  findAgentSourceDirs,
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
