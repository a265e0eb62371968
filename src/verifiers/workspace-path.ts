import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { staysInsideThroughLinks } from '../suite/paths.js';
import { checkRelativePath, isInside } from '../suite/relative-path.js';
import { error, fail, type VerifierOutcome } from './types.js';

export type WorkspacePath =
  { ok: true; absolute: string } | { ok: false; outcome: VerifierOutcome };

/**
 * Resolves a file check's path inside the run's workspace. A path the suite got wrong is `error`; one
 * leading out through a link is `fail`: the loader refused such links, so the agent made it (SPEC §3).
 */
export async function resolveInWorkspace(
  workspaceDir: string,
  relativePath: string,
): Promise<WorkspacePath> {
  const shown = JSON.stringify(relativePath);
  const lexical = checkRelativePath(relativePath, 'workspace');
  if (lexical !== undefined) return { ok: false, outcome: error(`path ${shown} ${lexical}`) };
  const realWorkspace = await realpath(workspaceDir);
  const link = firstLinkOut(realWorkspace, relativePath);
  if (link !== undefined) {
    const where = link === relativePath ? 'is' : `goes through ${JSON.stringify(link)},`;
    return {
      ok: false,
      outcome: fail(
        `path ${shown} ${where} a link out of the workspace (made during the run; not followed)`,
      ),
    };
  }
  const absolute = path.join(realWorkspace, relativePath);
  return isInside(realWorkspace, absolute)
    ? { ok: true, absolute }
    : { ok: false, outcome: error(`path ${shown} is outside the workspace`) };
}

/** The shortest leading part of `relativePath` that resolves outside the workspace, if one does. */
function firstLinkOut(realWorkspace: string, relativePath: string): string | undefined {
  if (staysInsideThroughLinks(realWorkspace, relativePath)) return undefined;
  const segments = relativePath.split('/');
  for (let count = 1; count < segments.length; count += 1) {
    const leading = segments.slice(0, count).join('/');
    if (!staysInsideThroughLinks(realWorkspace, leading)) return leading;
  }
  return relativePath;
}
