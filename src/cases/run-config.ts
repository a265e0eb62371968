/**
 * The config a run was made with (SPEC §6 `verdict add`). Every run record names it — its path in
 * its repository and the sha256 of its bytes — with the agent entry's name (`RunAgentSchema`), so
 * that `verdict add` can check a promoted case with the run's own agent.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/config.js';
import { findRepositoryRoot } from '../init/repository-root.js';
import type { RunConfigFile } from '../run-dir/record-schema.js';

const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * How a run record names `loaded`'s file: its path relative to its repository (`/`-separated;
 * absolute for a file in no repository) and the sha256 of its bytes; undefined when no file was
 * read (the defaults).
 */
export async function describeConfigFile(loaded: LoadedConfig): Promise<RunConfigFile | undefined> {
  if (loaded.file === undefined) return undefined;
  const file = path.resolve(loaded.file);
  const sha256 = loaded.sha256 ?? sha256Of(await readFile(file));
  const root = await findRepositoryRoot(path.dirname(file));
  return {
    path: root === undefined ? file : path.relative(root, file).split(path.sep).join('/'),
    sha256,
  };
}
