import { stat } from 'node:fs/promises';
import { sha256OfFile } from '../workspace/snapshot.js';
import { fail, pass, type CheckVerifier } from './types.js';
import { resolveInWorkspace } from './workspace-path.js';

export const checkFileEquals: CheckVerifier<'file-equals'> = async (verifier, context) => {
  const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
  if (!resolved.ok) return resolved.outcome;
  const stats = await stat(resolved.absolute).catch(() => undefined);
  if (stats === undefined) return fail(`${verifier.path} does not exist`);
  if (!stats.isFile()) return fail(`${verifier.path} is not a regular file`);
  const actual = await sha256OfFile(resolved.absolute);
  return actual === verifier.sha256
    ? pass(`${verifier.path} has the expected sha256`)
    : fail(
        `${verifier.path} has sha256 ${actual.slice(0, 12)}…, expected ${verifier.sha256.slice(0, 12)}…`,
      );
};
