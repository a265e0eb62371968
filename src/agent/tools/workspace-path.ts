/**
 * Paths the model names stay inside the workspace. Messages name them relatively, so a tool result
 * is the same in every run's workspace (replay compares requests byte for byte).
 */
import path from 'node:path';
import { staysInsideThroughLinks } from '../../suite/paths.js';
import { checkRelativePath } from '../../suite/relative-path.js';
import { ToolError } from './tool.js';

export interface WorkspacePath {
  absolute: string;
  /** Normalized, "/"-separated, "." for the workspace itself: how results name the path. */
  relative: string;
}

/** The workspace path `candidate` names, or a rejection (a `ToolError`) saying why it may not. */
export function resolveWorkspacePath(workspace: string, candidate: string): Promise<WorkspacePath> {
  return new Promise((resolve) => resolve(workspacePathOf(workspace, candidate)));
}

function workspacePathOf(workspace: string, candidate: string): WorkspacePath {
  const problem = checkRelativePath(candidate, 'workspace');
  if (problem !== undefined) throw new ToolError(`path ${JSON.stringify(candidate)} ${problem}`);
  const relative = path.posix.normalize(candidate).replace(/\/+$/, '') || '.';
  if (!staysInsideThroughLinks(workspace, relative)) {
    throw new ToolError(`${relative} leads outside the workspace through a symbolic link`);
  }
  return { absolute: path.join(workspace, relative), relative };
}

/** Joins workspace-relative paths the way results print them (`src/a.ts`, never `./src/a.ts`). */
export function joinRelative(parent: string, name: string): string {
  return parent === '.' ? name : `${parent}/${name}`;
}

/** A file-system failure as a sentence about the relative path (Node's name the absolute one). */
export function describeFileError(error: unknown, relative: string): ToolError {
  if (error instanceof ToolError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    ENOENT: `${relative} does not exist`,
    EISDIR: `${relative} is a directory, not a file`,
    ENOTDIR: `${relative} is not a directory (or a part of it is a file)`,
    EACCES: `permission denied: ${relative}`,
    EPERM: `operation not permitted: ${relative}`,
    ENAMETOOLONG: `the path is too long: ${relative}`,
    ELOOP: `too many symbolic links in ${relative}`,
  };
  return new ToolError(
    (code !== undefined && reasons[code]) ||
      `cannot access ${relative} (${code ?? 'unknown error'})`,
  );
}
