import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, mkdtemp, rename, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The Azurite release the blob tests run, pinned. 3.35.0 is the last one whose `engines` accepts
 * Node 20 (3.36 asks for 21, 3.37 for 22); it runs on Node 24 too. It predates the storage API
 * version `@azure/storage-blob` sends, hence `--skipApiVersionCheck` below.
 */
export const AZURITE_VERSION = '3.35.0';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PREFIX = path.join(ROOT, '.cache', `azurite-${AZURITE_VERSION}`);
const BLOB_MAIN = path.join(PREFIX, 'node_modules', 'azurite', 'dist', 'src', 'blob', 'main.js');

/** Azurite's well-known development account (published in its README; not a secret). */
export const AZURITE_ACCOUNT_NAME = 'devstoreaccount1';
export const AZURITE_ACCOUNT_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** A running `azurite-blob`. */
export interface AzuriteBlob {
  /** The account's blob endpoint, path style: `http://127.0.0.1:<port>/devstoreaccount1`. */
  blobUrl: string;
  accountName: string;
  accountKey: string;
  /** For `BlobServiceClient.fromConnectionString`. */
  connectionString: string;
  /** Stops the process and deletes its temp folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartAzuriteOptions {
  /** A fixed port; by default the OS picks a free one. */
  port?: number;
  /** A file Azurite writes its debug log to (every request), for diagnosing a failing test. */
  debugLog?: string;
  /** How long to wait for Azurite to answer; the default is generous for a cold, busy machine. */
  startTimeoutMs?: number;
}

/**
 * Installs the npm package `azurite` (pinned) into the ignored `.cache/` folder the first time it
 * is needed (about a minute, ~190 MB), and returns the path of the `azurite-blob` entry point. Not a
 * devDependency: only the artifact tests need it, and it is large. It is installed into a temp
 * folder first and renamed into place, so that test files starting at once never see half of it.
 */
export function ensureAzurite(): Promise<string> {
  installing ??= install().finally(() => (installing = undefined));
  return installing;
}

let installing: Promise<string> | undefined;

async function install(): Promise<string> {
  try {
    await access(BLOB_MAIN);
    return BLOB_MAIN;
  } catch {
    const staging = `${PREFIX}.staging-${process.pid}-${randomUUID()}`;
    try {
      await promisify(execFile)(
        'npm',
        [
          'install',
          '--prefix',
          staging,
          '--no-save',
          '--no-audit',
          '--no-fund',
          '--no-package-lock',
          `azurite@${AZURITE_VERSION}`,
        ],
        { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      );
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new Error(`npm could not install azurite@${AZURITE_VERSION}: ${String(error)}`, {
        cause: error,
      });
    }
    try {
      await rename(staging, PREFIX);
    } catch {
      // Another test file won the race: keep its install.
      await rm(staging, { recursive: true, force: true });
    }
    await access(BLOB_MAIN);
    return BLOB_MAIN;
  }
}

/**
 * Starts `azurite-blob` on 127.0.0.1 (an IP, not `localhost`: the storage SDK reads the account
 * from the path only for IP hosts or its known ports) with a fresh temp folder, and resolves once
 * it answers HTTP. Stop it in `afterAll`.
 */
export async function startAzurite(options: StartAzuriteOptions = {}): Promise<AzuriteBlob> {
  const main = await ensureAzurite();
  const location = await mkdtemp(path.join(os.tmpdir(), 'verdict-azurite-'));
  const args = [
    main,
    '--blobHost',
    '127.0.0.1',
    '--blobPort',
    String(options.port ?? 0),
    '--location',
    location,
    '--skipApiVersionCheck',
    '--loose',
    '--disableTelemetry',
    ...(options.debugLog === undefined ? ['--silent'] : ['--debug', options.debugLog]),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (output += chunk));

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const killLater = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killLater);
      }
      await rm(location, { recursive: true, force: true });
    })());

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`azurite-blob did not start within timeout:\n${output}`)),
        options.startTimeoutMs ?? 60_000,
      );
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const listening = /successfully listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (listening?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`azurite-blob exited (${code ?? signal}) before listening:\n${output}`));
      });
    });
    const blobUrl = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT_NAME}`;
    await waitUntilAnswering(blobUrl, options.startTimeoutMs ?? 60_000);
    return {
      blobUrl,
      accountName: AZURITE_ACCOUNT_NAME,
      accountKey: AZURITE_ACCOUNT_KEY,
      connectionString:
        `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT_NAME};` +
        `AccountKey=${AZURITE_ACCOUNT_KEY};BlobEndpoint=${blobUrl};`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Any HTTP answer (an unsigned request gets 403) means the server is up. */
async function waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const probe = request(`${url}?comp=list`, { method: 'GET' }, (response) => {
        response.resume();
        resolve(true);
      });
      probe.on('error', () => resolve(false));
      probe.end();
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`azurite-blob at ${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
