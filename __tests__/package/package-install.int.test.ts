/**
 * What `npm install agent-verdict` gives a user: the packed tarball, installed into an empty project
 * with its dependencies from the registry. The package ships lib/ compiled and bundled, so nothing
 * is built on install (npm runs a dependency's `prepare` only for git and linked installs), and its
 * runtime dependencies are what the CLI loads: the Action's (@actions/*, the Octokit plugins) are
 * bundled into dist/ by ncc, and are development dependencies. Installed, it was 236 MB in 280
 * packages, TypeScript compilers included; it is now some 21 MB in 14, with the bundled suites
 * (3.6 MB on disk) and the gallery's wrappers (0.2 MB). A new user's first steps with it are in
 * first-steps.int.test.ts.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNode24 } from '../helpers/node24.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { packAndInstall, runIn, type PackedInstall, type Result } from './packed-install.js';

const MAX_INSTALLED_BYTES = 40 * 1024 * 1024;
const PACKAGE_JSON = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
};

let root = '';
let project = '';
let packed: PackedInstall['packed'];
let install: Result;

const run = (command: string, args: string[], cwd: string) => runIn(root, command, args, cwd);

const installed = (...parts: string[]) =>
  path.join(project, 'node_modules', PACKAGE_JSON.name, ...parts);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-package-'));
  ({ project, packed, install } = await packAndInstall(root));
}, 300_000);

afterAll(async () => {
  if (root !== '') await rm(root, { recursive: true, force: true });
});

/** Every file below `dir` (relative to it) whose name ends with `suffix`. */
async function filesBelow(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The packages that compiled ES modules import (statically or on demand), by name. */
async function importedPackages(dir: string): Promise<Set<string>> {
  const statement =
    /^\s*(?:import|export)\b[^'"]*?\bfrom\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;
  const names = new Set<string>();
  for (const file of await filesBelow(dir, '.js')) {
    const source = await readFile(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(statement)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
    }
  }
  return names;
}

describe('the npm package, installed from its tarball into an empty project', () => {
  it('holds bin/, the compiled lib/ with the bundle and its loader, the bundled suites and the gallery’s wrappers, and neither src/, tests nor the Action', async () => {
    const files = packed.files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'bin/verdict.js',
        'bin/verdict-agent.js',
        'bin/package.json',
        'lib/cli/verdict.cjs',
        'lib/cli/bundle-loader.cjs',
      ]),
    );
    const sources = (await filesBelow(path.join(REPO_ROOT, 'src'), '.ts')).filter(
      (file) => !file.endsWith('.d.ts') && !file.startsWith(`action${path.sep}`),
    );
    const compiled = sources.map((file) => `lib/${file.replace(/\.ts$/, '.js')}`);
    expect(compiled.filter((file) => !files.includes(file))).toEqual([]);
    const shipped =
      /^(bin|lib|schema|fixtures\/eval|examples\/agents)\/|^(package\.json|README\.md|LICENSE)$/;
    expect(files.filter((file) => !shipped.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('lib/action/'))).toEqual([]);
    // The bundled suites whole (fixtures, scripts, cassettes), for `ci`, `list`, `init` and
    // `suites copy`; of the gallery, the wrappers `init` copies, not the gallery's own suites.
    const suites = (await filesBelow(path.join(REPO_ROOT, 'fixtures', 'eval'), '')).map((file) =>
      path.posix.join('fixtures/eval', file.split(path.sep).join('/')),
    );
    expect(files.filter((file) => file.startsWith('fixtures/eval/')).sort()).toEqual(suites.sort());
    expect(files).toEqual(
      expect.arrayContaining([
        'fixtures/eval/smoke-coding/cassettes/fix-add.jsonl',
        'examples/agents/codex/codex-agent.sh',
        'examples/agents/opencode/bin/rg',
      ]),
    );
    expect(
      files.filter((file) =>
        /^examples\/agents\/[^/]+\/(suite\/|verdict\.config\.json$)/.test(file),
      ),
    ).toEqual([]);
  });

  it('installs without building anything, and `npx verdict --version` prints the version', async () => {
    expect(install.stdout + install.stderr).not.toMatch(/^> \S+ prepare$/m);
    await expect(readdir(path.join(project, 'node_modules', 'typescript'))).rejects.toThrow();
    const result = await run('npx', ['--no', '--', 'verdict', '--version'], project);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(PACKAGE_JSON.version);
  });

  it('takes at most 40 MB of node_modules, in a handful of packages, none of them the Action’s', async () => {
    const du = await run('du', ['-sk', 'node_modules'], project);
    const bytes = Number.parseInt(du.stdout, 10) * 1024;
    const lock = JSON.parse(
      await readFile(path.join(project, 'node_modules', '.package-lock.json'), 'utf8'),
    ) as { packages: Record<string, unknown> };
    const packages = Object.keys(lock.packages).map((key) =>
      key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length),
    );
    const measured = `${(bytes / 1024 / 1024).toFixed(1)} MB in ${packages.length} packages: ${packages.join(', ')}`;
    expect(bytes, measured).toBeLessThanOrEqual(MAX_INSTALLED_BYTES);
    expect(
      packages.filter((name) => /^@actions\/|^@octokit\/|^typescript$/.test(name)),
      measured,
    ).toEqual([]);
  });

  it('depends on exactly the packages its CLI imports', async () => {
    const imported = new Set([
      ...(await importedPackages(installed('lib'))),
      ...(await importedPackages(installed('bin'))),
    ]);
    expect([...imported].sort()).toEqual(Object.keys(PACKAGE_JSON.dependencies).sort());
  });

  it('`npx verdict ci` replays the bundled suites the package ships, as in a checkout', async () => {
    const result = await run('npx', ['--no', '--', 'verdict', 'ci'], project);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/smoke-coding\s+7\/7 passed/);
    expect(result.stdout).toMatch(/tool-sequences\s+6\/6 passed/);
    expect(result.stdout).toMatch(/^PASS: 13 of 13 replayed tasks passed, no divergence/m);
  });

  // npm writes each installed file with the time it extracted it, in the tarball's order: the
  // bundle must not be judged stale by those times (bin/verdict.js checks them only in a checkout).
  it('runs its commands from the bundle, which writes a code cache', async () => {
    const cache = path.join(root, 'cache');
    const result = await run('npx', ['--no', '--', 'verdict', 'list'], project);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^smoke-coding\s+1\.0\.0\s+7\s+bundled\s+node_modules\//m);
    expect(await readdir(cache).catch(() => [])).not.toEqual([]);
  });

  it('runs on Node 24', { timeout: 180_000 }, async () => {
    const node24 = await ensureNode24();
    const version = await run(node24, [installed('bin', 'verdict.js'), '--version'], project);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(PACKAGE_JSON.version);
    const ci = await run(node24, [installed('bin', 'verdict.js'), 'ci'], project);
    expect(ci.code, ci.stderr).toBe(0);
  });
});
