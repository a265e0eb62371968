// How the bench installs a tool it compares against (promptfoo): pinned, into the ignored
// .cache/bench/<name>@<version>, on first use, and atomically. npm installs into a staging
// directory of this process (`<prefix>.staging-<pid>`); only once the package is there at the
// pinned version with its command does the staging directory get a marker and get renamed into
// place, so a half-done install (killed, out of disk, refused by the registry) is never taken for a
// done one: a prefix counts as installed only with its marker. Installers of one package wait for
// each other through a lock directory; staging directories left by dead processes are removed.
//
// npm runs with the environment the bench was started with (`launchEnv`): the bench unsets
// NODE_EXTRA_CA_CERTS for the processes it times, and without it npm cannot verify the registry
// where a proxy re-signs TLS (the install failed with SELF_SIGNED_CERT_IN_CHAIN).
import { execFile } from 'node:child_process';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchEnv } from './lib.mjs';

const MARKER = '.bench-installed.json';
/** A lock older than this belongs to an installer that died without removing it. */
const STALE_LOCK_MS = 30 * 60_000;

const exists = (file) =>
  access(file).then(
    () => true,
    () => false,
  );

const sleep = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/** Whether process `pid` is alive (on this machine). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/** Where `pkg` ({name, version, bin}) goes under `root`, and its command there. */
export function installLayout(pkg, root) {
  const prefix = path.join(root, `${pkg.name.replace('/', '+')}@${pkg.version}`);
  return { prefix, ...within(pkg, prefix) };
}

function within(pkg, prefix) {
  return {
    command: path.join(prefix, 'node_modules', '.bin', pkg.bin),
    packageJson: path.join(prefix, 'node_modules', ...pkg.name.split('/'), 'package.json'),
    marker: path.join(prefix, MARKER),
  };
}

/** Whether `prefix` holds a finished install of `pkg`: its marker, the pinned version, the command. */
async function isInstalled(pkg, prefix) {
  const files = within(pkg, prefix);
  try {
    const marker = JSON.parse(await readFile(files.marker, 'utf8'));
    if (marker.name !== pkg.name || marker.version !== pkg.version) return false;
    return await exists(files.command);
  } catch {
    return false;
  }
}

async function withLock(lock, work) {
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => 'NaN'));
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      const dead = Number.isInteger(holder) && holder > 0 && !alive(holder);
      if (dead || age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Removes `<prefix>.staging-<pid>` directories whose process is gone. */
async function removeDeadStaging(prefix) {
  const dir = path.dirname(prefix);
  const stem = `${path.basename(prefix)}.staging-`;
  for (const entry of await readdir(dir).catch(() => [])) {
    if (!entry.startsWith(stem)) continue;
    const pid = Number(entry.slice(stem.length));
    if (!Number.isInteger(pid) || !alive(pid) || pid === process.pid) {
      await rm(path.join(dir, entry), { recursive: true, force: true });
    }
  }
}

/** `npm install` into `staging`; a failure names npm's own error lines, not only its command. */
function npmInstall(staging, spec, env) {
  const args = ['install', '--prefix', staging, '--no-save', '--no-audit', '--no-fund'];
  args.push('--no-package-lock', '--no-update-notifier', spec);
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      args,
      { cwd: staging, env, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error === null) {
          resolve();
          return;
        }
        const lines = String(stderr)
          .split('\n')
          .filter((line) => /^npm (error|ERR!)/.test(line))
          .filter((line) => !/complete log of this run/.test(line));
        const why = lines.length > 0 ? lines.slice(0, 4).join(' | ') : error.message;
        reject(new Error(`npm install ${spec} failed: ${why}`));
      },
    );
  });
}

/**
 * Installs `pkg` ({name, version, bin}) under `root` unless it is there already; returns
 * `{ prefix, command }`. `spec` is what npm installs (default `name@version`; a test gives a local
 * tarball), `env` the environment npm runs with (default: the one the bench was started with).
 */
export async function ensurePackage(pkg, { root, spec = `${pkg.name}@${pkg.version}`, env } = {}) {
  const layout = installLayout(pkg, root);
  if (await isInstalled(pkg, layout.prefix)) return layout;
  return withLock(`${layout.prefix}.lock`, async () => {
    if (await isInstalled(pkg, layout.prefix)) return layout;
    await removeDeadStaging(layout.prefix);
    const staging = `${layout.prefix}.staging-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    try {
      await npmInstall(staging, spec, env ?? launchEnv);
      const files = within(pkg, staging);
      const installed = JSON.parse(await readFile(files.packageJson, 'utf8').catch(() => '{}'));
      if (installed.version !== pkg.version) {
        throw new Error(
          `npm install ${spec} gave ${pkg.name} ${installed.version ?? '(none)'}, not the pinned ${pkg.version}`,
        );
      }
      if (!(await exists(files.command))) {
        throw new Error(`${pkg.name}@${pkg.version} installed, but declares no \`${pkg.bin}\``);
      }
      await writeFile(
        files.marker,
        `${JSON.stringify({ name: pkg.name, version: pkg.version, installedAt: new Date().toISOString() })}\n`,
      );
      // A prefix without a marker is an install of another kind (an earlier bench's): replaced.
      await rm(layout.prefix, { recursive: true, force: true });
      await rename(staging, layout.prefix);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    return layout;
  });
}
