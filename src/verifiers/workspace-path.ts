import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { staysInsideThroughLinks } from '../suite/paths.js';
import { checkRelativePath, isInside } from '../suite/relative-path.js';

export type WorkspacePath = { ok: true; absolute: string } | { ok: false; reason: string };

/**
 * Resolves a verifier's path inside the run's workspace. The loader already checked the fixture, but
 * the agent ran since then and may have planted a symlink that leads out: that is an `error` (the
 * verifier cannot judge a file outside the workspace), never a read of the user's files.
 */
export async function resolveInWorkspace(
  workspaceDir: string,
  relativePath: string,
): Promise<WorkspacePath> {
  const lexical = checkRelativePath(relativePath, 'workspace');
  if (lexical !== undefined)
    return { ok: false, reason: `path ${JSON.stringify(relativePath)} ${lexical}` };
  const realWorkspace = await realpath(workspaceDir);
  if (!staysInsideThroughLinks(realWorkspace, relativePath)) {
    return {
      ok: false,
      reason: `path ${JSON.stringify(relativePath)} leaves the workspace through a symlink`,
    };
  }
  const absolute = path.join(realWorkspace, relativePath);
  return isInside(realWorkspace, absolute)
    ? { ok: true, absolute }
    : { ok: false, reason: `path ${JSON.stringify(relativePath)} is outside the workspace` };
}
