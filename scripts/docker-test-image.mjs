#!/usr/bin/env node
// Makes the image the docker backend's tests run in, from this host's own files (nothing is
// pulled: CI machines reach no registry of images), and prints its name.
//
// The image holds only what a box's commands need: a shell and the few programs the sandbox tests
// and the bridge start (coreutils, util-linux's setsid and mount, socat when the host has it), the
// Node that runs this script at the same path (`process.execPath`: the tests start it by that path,
// and the bridge falls back to it without socat), the shared libraries `ldd` names for each, the
// merged-/usr symlinks (/bin -> usr/bin, …) and /etc's passwd, group, nsswitch.conf and the loader's
// files; no secrets (/etc/shadow and the like are never read). Small on purpose: with the vfs
// storage driver every container starts with a full copy of its image.
//
// The name is keyed by content, `verdict-test:node<version>-<hash>` of the list with each file's
// size and time: a second run finds it and builds nothing; a change to any file (a Node upgrade)
// makes a new one. Two runs at once build it once (a lock directory in the temp dir).
// Usage: node scripts/docker-test-image.mjs [--docker PROGRAM]   (default: docker, else podman)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** Bump when what goes in changes in a way the file list does not show. */
const RECIPE = 1;
const PROGRAMS = [
  'sh',
  'dash',
  'bash',
  'env',
  'cat',
  'echo',
  'printf',
  'true',
  'false',
  'test',
  'pwd',
  'ls',
  'mkdir',
  'rm',
  'cp',
  'mv',
  'ln',
  'chmod',
  'touch',
  'sleep',
  'seq',
  'wc',
  'head',
  'tail',
  'tr',
  'cut',
  'sort',
  'uniq',
  'tee',
  'id',
  'uname',
  'date',
  'basename',
  'dirname',
  'readlink',
  'realpath',
  'stat',
  'kill',
  'timeout',
  'setsid',
  'nohup',
  'mount',
  'umount',
  'grep',
  'sed',
  'socat',
];
const ETC = ['passwd', 'group', 'nsswitch.conf', 'ld.so.cache', 'ld.so.conf', 'ld.so.conf.d'];
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

const { values: options } = parseArgs({ options: { docker: { type: 'string' } } });

function fail(message) {
  process.stderr.write(`docker-test-image: ${message}\n`);
  process.exit(1);
}

function onPath(name, pathVariable = `${process.env.PATH ?? ''}:${SYSTEM_PATH}`) {
  for (const dir of pathVariable.split(':')) {
    if (dir === '' || !path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

const docker =
  options.docker ??
  onPath('docker') ??
  onPath('podman') ??
  fail('neither docker nor podman is installed');

/** Every path the image holds (absolute, no directory symlink in them), and their parents. */
const paths = new Set();
function addParents(file) {
  for (let dir = path.dirname(file); dir !== '/'; dir = path.dirname(dir)) paths.add(dir);
}
/** `file` (its directory resolved), and the file each symlink of its chain points to. */
function addFile(file) {
  let dir;
  try {
    dir = realpathSync(path.dirname(file));
  } catch {
    return;
  }
  const full = path.join(dir, path.basename(file));
  if (paths.has(full) || !existsSync(full)) return;
  paths.add(full);
  addParents(full);
  const stat = lstatSync(full);
  if (stat.isSymbolicLink()) addFile(path.resolve(dir, readlinkSync(full)));
  else if (stat.isDirectory()) {
    for (const entry of execFileSync('ls', ['-A', full], { encoding: 'utf8' }).split('\n')) {
      if (entry !== '') addFile(path.join(full, entry));
    }
  }
}
/** The shared libraries `ldd` names for `files` (one ldd for all: a static or non-ELF file has none). */
function librariesOf(files) {
  const result = spawnSync('ldd', files, { encoding: 'utf8' });
  return [...(result.stdout ?? '').matchAll(/(?:=>\s*|^\s+)(\/\S+)\s+\(0x/gm)].map(
    (match) => match[1],
  );
}

// The merged-/usr links at the root, as symlinks (they are directories on an older layout).
for (const top of ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32']) {
  const full = `/${top}`;
  if (existsSync(full) && lstatSync(full).isSymbolicLink()) paths.add(full);
}
const programs = [
  process.execPath,
  ...PROGRAMS.map((name) => onPath(name)).filter((file) => file !== undefined),
];
for (const program of programs) addFile(program);
for (const library of librariesOf(programs.map((program) => realpathSync(program)))) {
  addFile(library);
}
for (const name of ETC) addFile(path.join('/etc', name));
paths.add('/tmp');

const list = [...paths].sort();
const hash = createHash('sha256').update(`recipe ${RECIPE}\n`);
for (const file of list) {
  const stat = lstatSync(file);
  const what = stat.isSymbolicLink()
    ? `-> ${readlinkSync(file)}`
    : stat.isDirectory()
      ? 'dir'
      : `${stat.size} ${Math.round(stat.mtimeMs)} ${stat.mode}`;
  hash.update(`${file} ${what}\n`);
}
const image = `verdict-test:node${process.versions.node}-${hash.digest('hex').slice(0, 12)}`;

const exists = () =>
  spawnSync(docker, ['image', 'inspect', '--format', '{{.Id}}', image], { stdio: 'ignore' })
    .status === 0;

/** Holds a lock directory while `build` runs; waits while another live run holds it. */
async function withLock(build) {
  const lock = path.join(os.tmpdir(), `${image.replace(/[^\w.-]/g, '-')}.lock`);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > 600_000) {
        fail(`another build of ${image} has held ${lock} for 10 minutes`);
      } else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  // Also when fail() exits mid-build.
  process.once('exit', () => rmSync(lock, { recursive: true, force: true }));
  if (!exists()) await build();
}

/** Whether the run that made `lock` still runs (a lock without its pid yet is being made). */
function holderAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return Date.now() - made < 5_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function build() {
  const started = Date.now();
  // Imported under a name of its own, named the image only once whole: a failed tar still makes
  // an (empty) image, which must never be found under the key.
  const building = `${image}-building-${process.pid}`;
  const untag = () => spawnSync(docker, ['image', 'rm', building], { stdio: 'ignore' });
  // Relative to /, without recursion: exactly the list, directories as entries of their own.
  const tar = spawn(
    'tar',
    ['--create', '--directory=/', '--no-recursion', '--null', '--files-from=-'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const importer = spawn(
    docker,
    [
      'import',
      '--change',
      `ENV PATH=${SYSTEM_PATH}`,
      '--change',
      'CMD ["/bin/sh"]',
      '--message',
      'verdict test image, made by scripts/docker-test-image.mjs',
      '-',
      building,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  tar.stdout.pipe(importer.stdin);
  const said = { tar: '', importer: '' };
  tar.stderr.on('data', (chunk) => (said.tar += chunk));
  importer.stderr.on('data', (chunk) => (said.importer += chunk));
  tar.stdin.end(list.map((file) => `${file.slice(1)}\0`).join(''));
  const ended = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const [tarCode, importCode] = await Promise.all([ended(tar), ended(importer)]);
  if (tarCode !== 0 || importCode !== 0) {
    untag();
    fail(
      tarCode !== 0
        ? `tar exited ${tarCode}: ${said.tar.trim()}`
        : `${docker} import exited ${importCode}: ${said.importer.trim()}`,
    );
  }
  const tagged = spawnSync(docker, ['tag', building, image], { encoding: 'utf8' });
  untag();
  if (tagged.status !== 0) fail(`${docker} tag exited ${tagged.status}: ${tagged.stderr.trim()}`);
  process.stderr.write(
    `docker-test-image: made ${image} from ${list.length} host paths in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

if (!exists()) await withLock(build);
process.stdout.write(`${image}\n`);
