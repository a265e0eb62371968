import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/agent/tools/tool.js';
import {
  describeFileError,
  resolveWorkspacePath,
} from '../../../src/agent/tools/workspace-path.js';
import { createToolContext } from '../../helpers/agent-tools.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('resolveWorkspacePath', () => {
  it('normalizes relative paths and names the root "."', async () => {
    const { workspace } = await createToolContext(await makeTempDir());
    await expect(resolveWorkspacePath(workspace, './src//a.ts')).resolves.toEqual({
      absolute: path.join(workspace, 'src/a.ts'),
      relative: 'src/a.ts',
    });
    await expect(resolveWorkspacePath(workspace, './')).resolves.toMatchObject({ relative: '.' });
    await expect(resolveWorkspacePath(workspace, 'src/')).resolves.toMatchObject({
      relative: 'src',
    });
  });

  it.each([
    ['..', 'no ".."'],
    ['a/../../b', 'no ".."'],
    ['/etc/passwd', 'not an absolute one'],
    ['~/x', 'not an absolute one'],
    ['', 'must not be empty'],
    ['a\\b', 'separator'],
  ])('rejects %j', async (candidate, reason) => {
    const { workspace } = await createToolContext(await makeTempDir());
    await expect(resolveWorkspacePath(workspace, candidate)).rejects.toThrow(reason);
    await expect(resolveWorkspacePath(workspace, candidate)).rejects.toBeInstanceOf(ToolError);
  });

  it('rejects a symlink that leads out, also below a new name, and accepts one that stays', async () => {
    const outside = await makeTempDir();
    const dir = await makeTempDir();
    await writeFile(path.join(outside, 'secret.txt'), 'secret');
    await symlink(outside, path.join(dir, 'out'));
    await mkdir(path.join(dir, 'real'));
    await symlink('real', path.join(dir, 'alias'));
    const { workspace } = await createToolContext(dir);
    await expect(resolveWorkspacePath(workspace, 'out/secret.txt')).rejects.toThrow(
      'out/secret.txt leads outside the workspace through a symbolic link',
    );
    await expect(resolveWorkspacePath(workspace, 'out/new/file.txt')).rejects.toThrow(
      'symbolic link',
    );
    await expect(resolveWorkspacePath(workspace, 'alias/x.txt')).resolves.toMatchObject({
      relative: 'alias/x.txt',
    });
  });
});

describe('describeFileError', () => {
  it('names the relative path, never the absolute one', () => {
    const error = Object.assign(new Error("ENOENT: no such file, open '/tmp/ws/a'"), {
      code: 'ENOENT',
    });
    expect(describeFileError(error, 'a').message).toBe('a does not exist');
    expect(describeFileError(new Error('odd'), 'a').message).toBe(
      'cannot access a (unknown error)',
    );
  });
});
