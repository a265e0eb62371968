import { lstat } from 'node:fs/promises';
import { fail, pass, type CheckVerifier } from './types.js';
import { resolveInWorkspace } from './workspace-path.js';

export const checkFileAbsent: CheckVerifier<'file-absent'> = async (verifier, context) => {
  const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
  if (!resolved.ok) return resolved.outcome;
  const stats = await lstat(resolved.absolute).catch(() => undefined);
  if (stats === undefined) return pass(`${verifier.path} does not exist`);
  const what = stats.isDirectory()
    ? 'a directory'
    : stats.isSymbolicLink()
      ? 'a symlink'
      : 'a file';
  return fail(`${verifier.path} exists (${what})`);
};
