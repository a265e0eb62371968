import { mkdir, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hostEntries,
  MASKED_ETC,
  outermostDirs,
  pathProgramDirs,
  socketMasks,
  socketPathsOf,
} from '../../src/sandbox/host-mounts.js';
import { UNIX_SOCKET_TABLE } from '../../src/sandbox/bwrap-probe.js';
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
  it('binds the target of an install’s linked node_modules, and nothing for one inside', async () => {
    const dir = await realpath(await makeTempDir());
    await writeTree(dir, {
      'linked/install/bin/agent.js': '',
      'store/modules/dep/index.js': '',
      'plain/install/node_modules/dep/index.js': '',
    });
    await symlink(path.join(dir, 'store/modules'), path.join(dir, 'linked/install/node_modules'));
    const bound = (extra: string) =>
      hostEntries([extra], '')
        .filter((entry) => entry.kind === 'dir')
        .map((entry) => entry.path);
    expect(bound(path.join(dir, 'linked/install'))).toEqual(
      expect.arrayContaining([path.join(dir, 'linked/install'), path.join(dir, 'store/modules')]),
    );
    const plain = bound(path.join(dir, 'plain/install'));
    expect(plain).toContain(path.join(dir, 'plain/install'));
    expect(plain.filter((entry) => entry.startsWith(dir))).toHaveLength(1);
  });
});

describe('socketMasks', () => {
  const listenOn = (file: string): Promise<net.Server> =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.listen(file, () => resolve(server));
    });

  it('reads the paths of the kernel table, abstract and unbound sockets left out', () => {
    const table = [
      'Num       RefCount Protocol Flags    Type St Inode Path',
      '0000000000000000: 00000002 00000000 00010000 0001 01 27511 /run/systemd/notify',
      '0000000000000000: 00000002 00000000 00010000 0001 01 31337 @/tmp/.X11-unix/X0',
      '0000000000000000: 00000003 00000000 00000000 0001 03 40001',
      '0000000000000000: 00000002 00000000 00010000 0005 01 40002 /srv/a dir/with spaces.sock',
      '',
    ].join('\n');
    expect(socketPathsOf(table)).toEqual(['/run/systemd/notify', '/srv/a dir/with spaces.sock']);
  });

  it('masks every host socket the kernel lists in what a box binds, at any depth', async () => {
    const dir = await realpath(await makeTempDir());
    await writeTree(dir, { 'a/b/c/d/e/file.txt': 'x', 'node_modules/p/index.js': '', 'etc/x': '' });
    const files = ['top.sock', 'a/b/c/d/e/deep.sock', 'node_modules/p/in-a-package.sock'];
    const servers = await Promise.all(files.map((file) => listenOn(path.join(dir, file))));
    const outside = await realpath(await makeTempDir());
    const elsewhere = await listenOn(path.join(outside, 'elsewhere.sock'));
    try {
      const table = await readFile(UNIX_SOCKET_TABLE, 'utf8');
      const entries = hostEntries([dir], '');
      expect(socketMasks(entries, table)).toEqual(
        [...files].sort().map((file) => ({ kind: 'mask-file', path: path.join(dir, file) })),
      );
      // None below a directory already masked (bwrap could not bind over what a tmpfs hides).
      const hidden = [...entries, { kind: 'mask-dir' as const, path: path.join(dir, 'a') }];
      expect(socketMasks(hidden, table).map((entry) => entry.path)).not.toContain(
        path.join(dir, 'a/b/c/d/e/deep.sock'),
      );
    } finally {
      await Promise.all(
        [...servers, elsewhere].map(
          (server) => new Promise<void>((resolve) => server.close(() => resolve())),
        ),
      );
    }
    // A socket file left behind by a server that is gone is not in the table: nothing to mask.
    const table = await readFile(UNIX_SOCKET_TABLE, 'utf8');
    expect(socketMasks(hostEntries([dir], ''), table)).toEqual([]);
  });
});
