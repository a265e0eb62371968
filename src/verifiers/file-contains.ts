import { readFile, stat } from 'node:fs/promises';
import { fail, pass, quote, type CheckVerifier } from './types.js';
import { resolveInWorkspace } from './workspace-path.js';

export const checkFileContains: CheckVerifier<'file-contains'> = async (verifier, context) => {
  const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
  if (!resolved.ok) return resolved.outcome;
  const stats = await stat(resolved.absolute).catch(() => undefined);
  if (stats === undefined) return fail(`${verifier.path} does not exist`);
  if (!stats.isFile()) return fail(`${verifier.path} is not a regular file`);
  const content = await readFile(resolved.absolute, 'utf8');
  return content.includes(verifier.text)
    ? pass(`${verifier.path} contains ${quote(verifier.text)}`)
    : fail(`${verifier.path} does not contain ${quote(verifier.text)}`);
};
