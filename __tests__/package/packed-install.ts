/**
 * The package as a user gets it: `npm pack` of this checkout, installed into an empty project with
 * its dependencies from the registry, and commands run there as a user's shell would run them.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../helpers/run-cli.js';

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

export interface PackedFile {
  path: string;
}

export interface PackedInstall {
  /** The empty project the tarball is installed into. */
  project: string;
  packed: { filename: string; files: PackedFile[] };
  install: Result;
}

/**
 * The environment without what an enclosing `npm test` exports (`npm_config_local_prefix` names this
 * checkout): the npm run here reads the user's own configuration and cache, as a user's would.
 * `overrides` are laid over it (a variable set to undefined is removed).
 */
export function userEnvironment(
  root: string,
  overrides: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NO_COLOR: '1', VERDICT_CODE_CACHE: path.join(root, 'cache') };
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(name) && name !== 'CI') env[name] ??= value;
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export function runIn(
  root: string,
  command: string,
  args: string[],
  cwd: string,
  overrides: NodeJS.ProcessEnv = {},
): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env: userEnvironment(root, overrides), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Packs this checkout into `root` and installs the tarball into `root/<projectName>`. */
export async function packAndInstall(
  root: string,
  projectName = 'project',
): Promise<PackedInstall> {
  const project = path.join(root, projectName);
  // The global setup has just built lib/ and its bundle; `prepare` would build them again, in place,
  // under the other test files' feet.
  const pack = await runIn(
    root,
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', root],
    REPO_ROOT,
  );
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  const [packed] = JSON.parse(pack.stdout) as [PackedInstall['packed']];
  await mkdir(project);
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'empty-project', version: '1.0.0', private: true }),
  );
  // Scripts allowed and in the foreground: a `prepare` that npm ran would print its banner here
  // (and fail, with no TypeScript installed).
  const install = await runIn(
    root,
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--foreground-scripts',
      '--dangerously-allow-all-scripts',
      path.join(root, packed.filename),
    ],
    project,
  );
  if (install.code !== 0) throw new Error(`npm install failed:\n${install.stderr}`);
  return { project, packed, install };
}
