// What every benchmark figure shares: timing a real child process from spawn to exit (and its peak
// resident memory when asked), medians, interleaved side-by-side sampling, temporary directories and
// a description of the machine. No figure measures anything but whole processes started here.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const verdictBin = path.join(repoRoot, 'bin', 'verdict.js');

/**
 * The environment the bench was started with, taken when this module loads: bench/run.mjs then
 * unsets NODE_EXTRA_CA_CERTS for every process it times, but what reaches the network (npm
 * installing promptfoo) needs the environment as it was.
 */
export const launchEnv = Object.freeze({ ...process.env });

/** GNU time, used for peak RSS (wait4's ru_maxrss) when the machine has it. */
const TIME_BIN = '/usr/bin/time';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function tempDir(prefix) {
  return mkdtemp(path.join(os.tmpdir(), `verdict-bench-${prefix}-`));
}

export const removeDir = (dir) => rm(dir, { recursive: true, force: true });

/**
 * Runs `command args` to its end and returns its wall time in milliseconds (spawn to exit, from
 * `performance.now()`), exit code and output. With `peakRss`, the process runs under GNU time and
 * `peakRssKb` is its peak resident set (or, without GNU time, the highest VmHWM seen polling /proc).
 */
export async function timeProcess(command, args, options = {}) {
  const { cwd = repoRoot, env = process.env, peakRss = false, check = true } = options;
  const timeFile = peakRss && existsSync(TIME_BIN) ? path.join(await tempDir('rss'), 'rss') : null;
  const [file, argv] =
    timeFile === null
      ? [command, args]
      : [TIME_BIN, ['-f', '%M', '-o', timeFile, command, ...args]];
  const stdout = [];
  const stderr = [];
  const started = performance.now();
  const child = spawn(file, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => stdout.push(chunk));
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  const poller = peakRss && timeFile === null ? pollVmHwm(child.pid) : null;
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  const ms = performance.now() - started;
  const result = {
    ms,
    code,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
  };
  if (timeFile !== null) {
    const text = await readFile(timeFile, 'utf8');
    result.peakRssKb = Number(text.trim().split('\n').at(-1));
    await removeDir(path.dirname(timeFile));
  } else if (poller !== null) {
    result.peakRssKb = poller.stop();
  }
  if (check && code !== 0) {
    const tail = result.stderr.trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${path.basename(command)} ${args.join(' ')} exited ${code}: ${tail}`);
  }
  return result;
}

/** Polls /proc/<pid>/status every 20 ms; `stop()` gives the highest VmHWM seen, in kB. */
function pollVmHwm(pid) {
  let highest = 0;
  const read = () => {
    readFile(`/proc/${pid}/status`, 'utf8').then(
      (text) => {
        const match = /VmHWM:\s+(\d+)/.exec(text);
        if (match !== null) highest = Math.max(highest, Number(match[1]));
      },
      () => {},
    );
  };
  const timer = globalThis.setInterval(read, 20);
  read();
  return {
    stop: () => {
      globalThis.clearInterval(timer);
      return highest;
    },
  };
}

/** `node <args>` timed, with the same Node that runs the bench. */
export const timeNode = (args, options) => timeProcess(process.execPath, args, options);

/**
 * Samples two or more sides in turn (a b a b …, the order rotating each repeat) so that drift of the
 * machine touches every side alike; returns each side's samples in milliseconds.
 */
export async function interleave(repeats, sides) {
  const names = Object.keys(sides);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const order = names.map((_, i) => names[(i + repeat) % names.length]);
    for (const name of order) samples[name].push(await sides[name](repeat));
  }
  return samples;
}

/** Rounds every sample to a tenth of a millisecond for results.json. */
export const roundSamples = (samples) =>
  Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [name, values.map((ms) => round(ms, 1))]),
  );

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms) => `${ms.toFixed(1)} ms`;

/** The distribution's name from /etc/os-release when there is one, else the OS type. */
function osName() {
  try {
    const text = readFileSync('/etc/os-release', 'utf8');
    const match = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(text);
    if (match !== null) return match[1];
  } catch {
    // not Linux, or no os-release
  }
  return os.type();
}

/**
 * Where `socat` is on PATH, or null: a bwrap box's bridge to the proxy is socat when the box has it
 * (docs/sandbox.md), else a Node process started in every box, which costs each run its start.
 */
export function socatPath() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir !== '' && existsSync(path.join(dir, 'socat'))) return path.join(dir, 'socat');
  }
  return null;
}

/** The bridge the boxes of this run use, for the methods of the figures that box an agent. */
export function bridgeText() {
  const socat = socatPath();
  return socat === null
    ? "the box's bridge to the proxy is a Node process (no socat on this machine), which every run starts"
    : `the box's bridge to the proxy is socat (${socat}), as docs/sandbox.md and .ci/run install it`;
}

/** The machine the figures were measured on. */
export function describeMachine() {
  const cpus = os.cpus();
  return {
    os: osName(),
    platform: process.platform,
    arch: process.arch,
    kernel: `${os.release()} (${os.version()})`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    availableParallelism: os.availableParallelism(),
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    socat: socatPath(),
  };
}
