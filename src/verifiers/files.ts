import { lstat, readFile, stat } from 'node:fs/promises';
import { sha256OfFile } from '../workspace/snapshot.js';
import { fail, pass, quote, type CheckVerifier, type VerifierContext } from './types.js';
import { resolveInWorkspace, type WorkspacePath } from './workspace-path.js';

/** The verifier's path as a regular file of the workspace, or the outcome saying why it is not. */
async function regularFile(path: string, context: VerifierContext): Promise<WorkspacePath> {
  const resolved = await resolveInWorkspace(context.transcript.workspace.dir, path);
  if (!resolved.ok) return resolved;
  const stats = await stat(resolved.absolute).catch(() => undefined);
  if (stats === undefined) return { ok: false, outcome: fail(`${path} does not exist`) };
  if (!stats.isFile()) return { ok: false, outcome: fail(`${path} is not a regular file`) };
  return resolved;
}

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

export const checkFileContains: CheckVerifier<'file-contains'> = async (verifier, context) => {
  const file = await regularFile(verifier.path, context);
  if (!file.ok) return file.outcome;
  const content = await readFile(file.absolute, 'utf8');
  return content.includes(verifier.text)
    ? pass(`${verifier.path} contains ${quote(verifier.text)}`)
    : fail(`${verifier.path} does not contain ${quote(verifier.text)}`);
};

export const checkFileEquals: CheckVerifier<'file-equals'> = async (verifier, context) => {
  const file = await regularFile(verifier.path, context);
  if (!file.ok) return file.outcome;
  const actual = await sha256OfFile(file.absolute);
  return actual === verifier.sha256
    ? pass(`${verifier.path} has the expected sha256`)
    : fail(
        `${verifier.path} has sha256 ${actual.slice(0, 12)}…, expected ${verifier.sha256.slice(0, 12)}…`,
      );
};
