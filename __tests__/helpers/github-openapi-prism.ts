/**
 * Stoplight Prism in proxy mode in front of the fake GitHub, validating every request and response
 * against GitHub's own OpenAPI description (`@octokit/openapi`, generated from
 * github/rest-api-description). Prism is stateless; the fake behind it keeps the state.
 *
 * Both packages are pinned and installed on demand into the ignored `.cache/` folder (like
 * `node24.ts`): not devDependencies, since @octokit/openapi alone is ~385 MB.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureNode24, NODE24_BINARY } from './node24.js';

export const PRISM_VERSION = '5.16.0';
export const OCTOKIT_OPENAPI_VERSION = '23.0.2';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PRISM_PREFIX = path.join(ROOT, '.cache', `prism-cli-${PRISM_VERSION}`);
const OPENAPI_PREFIX = path.join(ROOT, '.cache', `octokit-openapi-${OCTOKIT_OPENAPI_VERSION}`);
const PRISM_CLI = path.join(PRISM_PREFIX, 'node_modules/@stoplight/prism-cli/dist/index.js');
/** The description of api.github.com (OpenAPI 3.0, `$ref`s kept; the `.deref` twin is 73 MB). */
const GITHUB_DESCRIPTION = path.join(
  OPENAPI_PREFIX,
  'node_modules/@octokit/openapi/generated/api.github.com.json',
);

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** True when everything (Prism, the description, Node 24) is cached or npm's registry answers. */
export async function canInstallPrismTools(): Promise<boolean> {
  const cached = [PRISM_CLI, GITHUB_DESCRIPTION, NODE24_BINARY];
  if ((await Promise.all(cached.map(exists))).every(Boolean)) return true;
  try {
    await promisify(execFile)('npm', ['ping'], { cwd: ROOT, timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

async function npmInstall(prefix: string, spec: string): Promise<void> {
  await promisify(execFile)(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', spec],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
}

/** Installs (once) the pinned Prism CLI and GitHub description; returns their paths. */
export async function ensurePrismTools(): Promise<{ prismCli: string; description: string }> {
  if (!(await exists(PRISM_CLI))) {
    await npmInstall(PRISM_PREFIX, `@stoplight/prism-cli@${PRISM_VERSION}`);
  }
  if (!(await exists(GITHUB_DESCRIPTION))) {
    await npmInstall(OPENAPI_PREFIX, `@octokit/openapi@${OCTOKIT_OPENAPI_VERSION}`);
  }
  return { prismCli: PRISM_CLI, description: GITHUB_DESCRIPTION };
}

/**
 * GitHub's description cut to `paths` plus every component they reference, unchanged: validation
 * of those operations is identical, Prism starts in seconds instead of a minute, and a call to any
 * other endpoint fails loudly (Prism answers 404 for a path it does not know).
 */
export async function writeDescriptionSubset(
  description: string,
  paths: readonly string[],
  target: string,
): Promise<string> {
  const spec = JSON.parse(await readFile(description, 'utf8')) as {
    'x-webhooks'?: unknown;
    paths: Record<string, unknown>;
    components: Record<string, Record<string, unknown>>;
  };
  const kept: Record<string, unknown> = {};
  for (const route of paths) {
    if (spec.paths[route] === undefined) throw new Error(`GitHub's description has no ${route}`);
    kept[route] = spec.paths[route];
  }
  const components: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  const pending: unknown[] = [kept];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key !== '$ref' || typeof child !== 'string') {
        pending.push(child);
        continue;
      }
      if (seen.has(child)) continue;
      seen.add(child);
      const [, section = '', name = ''] = child.replace(/^#\//, '').split('/');
      const component = spec.components[section]?.[name];
      (components[section] ??= {})[name] = component;
      pending.push(component);
    }
  }
  // Webhook payloads describe what GitHub sends, not what it answers: not needed, and they
  // reference components dropped above.
  const subset = { ...spec, paths: kept, components };
  delete subset['x-webhooks'];
  await writeFile(target, JSON.stringify(subset));
  return target;
}

export interface PrismViolation {
  severity: 'error' | 'warning';
  /** Prism's log line, e.g. `… post /repos/o/r/issues/1/comments ✖ error Request terminated …`. */
  line: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export class PrismProxy {
  /** Every violation Prism logged: errors (answered 422/500 instead of proxying) and warnings. */
  readonly violations: PrismViolation[] = [];
  readonly log: string[] = [];

  private markers = 0;
  private onMarker: { marker: string; resolve: () => void } | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  /** `prism proxy <spec> <upstream> --errors` on a loopback port, under Node 24 (Prism 5.16 needs it). */
  static async start(options: {
    prismCli: string;
    spec: string;
    upstream: string;
  }): Promise<PrismProxy> {
    const node = await ensureNode24();
    const port = await freePort();
    const child = spawn(
      node,
      [options.prismCli, 'proxy', options.spec, options.upstream, '--errors'].concat([
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
      ]),
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prism = new PrismProxy(child, `http://127.0.0.1:${port}`);
    await new Promise<void>((resolve, reject) => {
      let partial = '';
      const onLine = (chunk: Buffer) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (line.trim() === '') continue;
          prism.log.push(line);
          if (/✖\s+error/.test(line)) prism.violations.push({ severity: 'error', line });
          else if (/Violation:/.test(line)) prism.violations.push({ severity: 'warning', line });
          if (line.includes('Prism is listening on')) resolve();
          if (
            prism.onMarker !== undefined &&
            /✖\s+error/.test(line) &&
            line.includes(prism.onMarker.marker)
          ) {
            prism.onMarker.resolve();
          }
        }
      };
      child.stdout?.on('data', onLine);
      child.stderr?.on('data', onLine);
      child.once('exit', (code) =>
        reject(new Error(`prism exited (${code}) before listening:\n${prism.log.join('\n')}`)),
      );
    });
    return prism;
  }

  /**
   * Every violation so far, once Prism has logged all answered requests: its log trails its
   * answers, so this sends a marker request and waits for the marker's own log line.
   */
  async settledViolations(): Promise<PrismViolation[]> {
    const marker = `/__verdict-log-marker/${++this.markers}`;
    const logged = new Promise<void>((resolve) => (this.onMarker = { marker, resolve }));
    await fetch(`${this.url}${marker}`).then((response) => response.arrayBuffer());
    await logged;
    return this.violations.filter(
      (violation) => !violation.line.includes('/__verdict-log-marker/'),
    );
  }

  /** Settles, then forgets every violation so far (between tests sharing one Prism). */
  async forgetViolations(): Promise<void> {
    await this.settledViolations();
    this.violations.length = 0;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    await exited;
  }
}
