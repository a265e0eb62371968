import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hostEntries,
  MASKED_ETC,
  outermostDirs,
  pathProgramDirs,
  socketMasks,
  socketsBelow,
} from '../../src/sandbox/host-mounts.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const SENSITIVE = ['/', '/run', '/var', '/var/run', '/tmp', '/home', '/root', '/proc', '/sys'];

describe('outermostDirs', () => {
  it('keeps the outermost of nested directories, resolved through links, once each', async () => {
    const dir = await realpath(await makeTempDir());
    await mkdir(path.join(dir, 'a', 'b', 'c'), { recursive: true });
    await mkdir(path.join(dir, 'd'));
    await symlink(path.join(dir, 'a', 'b'), path.join(dir, 'link-to-b'));
    expect(
      outermostDirs(
        [
          path.join(dir, 'a', 'b', 'c'),
          path.join(dir, 'link-to-b'),
          path.join(dir, 'a'),
          path.join(dir, 'd'),
          path.join(dir, 'd'),
          path.join(dir, 'missing'),
        ],
        [],
      ),
    ).toEqual([path.join(dir, 'a'), path.join(dir, 'd')]);
  });

  it('drops what the system entries already cover', () => {
    expect(outermostDirs(['/usr/bin', '/usr/lib', '/etc'], ['/usr', '/etc'])).toEqual([]);
  });

  it('never binds /, /run, /var, /tmp, /home or /root, whoever asks', () => {
    expect(outermostDirs(SENSITIVE, [])).toEqual([]);
    // Not even as the outer directory that would swallow a legitimate one below it.
    expect(outermostDirs(['/tmp', '/usr/bin'], [])).toEqual(['/usr/bin']);
  });

  it('keeps a directory below one never bound (a suite in /tmp when PATH names /tmp)', async () => {
    const suite = await realpath(await makeTempDir());
    expect(outermostDirs(['/tmp', suite, '/home', '/'], [])).toEqual([suite]);
  });

  it('refuses a directory that is or holds a refused one (the user’s HOME)', async () => {
    const dir = await realpath(await makeTempDir());
    const home = path.join(dir, 'users', 'me');
    await mkdir(path.join(home, '.local', 'bin'), { recursive: true });
    await mkdir(path.join(dir, 'tools'));
    expect(
      outermostDirs(
        [path.join(dir, 'users'), home, path.join(home, '.local', 'bin'), path.join(dir, 'tools')],
        [],
        [home],
      ),
    ).toEqual([path.join(dir, 'tools'), path.join(home, '.local', 'bin')]);
  });
});

describe('pathProgramDirs', () => {
  it('binds node_modules for node_modules/.bin, a prefix for its bin, and a link’s package', async () => {
    const dir = await realpath(await makeTempDir());
    await writeTree(dir, {
      'project/node_modules/.bin/.keep': '',
      'prefix/bin/.keep': '',
      'prefix/lib/node_modules/.keep': '',
      'tools/bin/.keep': '',
      'pkg/package.json': '{}',
      'pkg/dist/cli.js': '',
    });
    await symlink(path.join(dir, 'pkg', 'dist', 'cli.js'), path.join(dir, 'tools', 'bin', 'cli'));
    const pathVariable = [
      path.join(dir, 'project', 'node_modules', '.bin'),
      path.join(dir, 'prefix', 'bin'),
      path.join(dir, 'tools', 'bin'),
      'relative/bin',
      '',
      path.join(dir, 'missing'),
    ].join(':');
    expect(pathProgramDirs(pathVariable)).toEqual([
      path.join(dir, 'project', 'node_modules'),
      path.join(dir, 'prefix'),
      path.join(dir, 'tools', 'bin'),
      path.join(dir, 'pkg'),
    ]);
    expect(pathProgramDirs(undefined)).toEqual([]);
  });
});

describe('hostEntries', () => {
  it('binds the system directories, masks /etc’s secrets, and never a sensitive directory', async () => {
    const dir = await realpath(await makeTempDir());
    const home = path.join(dir, 'home');
    await mkdir(home);
    await writeFile(path.join(home, '.secret'), 'x');
    const entries = hostEntries([path.join(dir)], [...SENSITIVE, home, '/usr/bin'].join(':'), [
      home,
    ]);
    const bound = entries.filter((entry) => entry.kind === 'dir').map((entry) => entry.path);
    expect(bound).toContain('/usr');
    expect(bound).toContain('/etc');
    for (const sensitive of SENSITIVE) expect(bound).not.toContain(sensitive);
    // The caller's directory holds the HOME: it is not bound either.
    expect(bound).not.toContain(dir);
    expect(bound).not.toContain(home);
    const masked = entries
      .filter((entry) => entry.kind === 'mask-file' || entry.kind === 'mask-dir')
      .map((entry) => entry.path);
    for (const secret of masked) expect(MASKED_ETC).toContain(secret);
    // Masks come after /etc is bound, or they would be hidden by it.
    const etc = entries.findIndex((entry) => entry.kind === 'dir' && entry.path === '/etc');
    for (const secret of masked) {
      expect(entries.findIndex((entry) => entry.path === secret)).toBeGreaterThan(etc);
    }
  });
});

describe('socketsBelow', () => {
  const listenOn = (file: string): Promise<net.Server> =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.listen(file, () => resolve(server));
    });

  it('finds the sockets of a readable tree (to mask them), but not in node_modules or .git', async () => {
    const dir = await realpath(await makeTempDir());
    await writeTree(dir, { 'a/b/file.txt': 'x', 'node_modules/p/index.js': '', '.git/HEAD': '' });
    const files = ['top.sock', 'a/b/deep.sock', 'node_modules/p/skip.sock', '.git/skip.sock'];
    const servers = await Promise.all(files.map((file) => listenOn(path.join(dir, file))));
    try {
      expect(await socketsBelow([dir])).toEqual([
        path.join(dir, 'a', 'b', 'deep.sock'),
        path.join(dir, 'top.sock'),
      ]);
      // Only the directories bound besides the system's are walked.
      const entries = hostEntries([dir], '');
      expect(await socketMasks(entries)).toEqual([
        { kind: 'mask-file', path: path.join(dir, 'a', 'b', 'deep.sock') },
        { kind: 'mask-file', path: path.join(dir, 'top.sock') },
      ]);
      // The walk is bounded: past the limit it enters no further level.
      expect(await socketsBelow([dir], 1)).toEqual([path.join(dir, 'top.sock')]);
    } finally {
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    }
  });
});
