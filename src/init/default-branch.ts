/**
 * The branch a new workflow's `push` trigger watches: the remote's default branch when the clone
 * knows it (`origin/HEAD`), else the branch checked out, else `main`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

async function gitLine(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await execFileAsync('git', args, { cwd });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function defaultBranchOf(dir: string): Promise<string> {
  const symbolicRef = (ref: string) => gitLine(dir, ['symbolic-ref', '--quiet', '--short', ref]);
  const remote = await symbolicRef('refs/remotes/origin/HEAD');
  if (remote !== undefined) return remote.replace(/^origin\//, '');
  return (await symbolicRef('HEAD')) ?? 'main';
}
