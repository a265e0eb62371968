// Fails when the committed dist/ (what GitHub runs: action.yml → dist/index.js) is not what the
// sources build to. Rebuilds both ncc bundles into a temp dir from lib/ (run `npm run build` first;
// `npm ci` does) and compares every file byte for byte. Fix with `npm run bundle` and commit dist/.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const NCC = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const BUNDLES = [
  ['lib/action/index.js', '.'],
  ['lib/cli/run-main.js', 'cli'],
];

async function filesBelow(dir, prefix = '') {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = [];
  for (const entry of entries) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory())
      files.push(...(await filesBelow(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files.sort();
}

const out = await mkdtemp(path.join(os.tmpdir(), 'verdict-check-dist-'));
try {
  for (const [entry, sub] of BUNDLES) {
    await promisify(execFile)(
      process.execPath,
      [NCC, 'build', entry, '-o', path.join(out, sub), '--license', 'licenses.txt', '--quiet'],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
  }
  const built = await filesBelow(out);
  const committed = await filesBelow(path.join(ROOT, 'dist'));
  const stale = [];
  for (const file of new Set([...built, ...committed])) {
    const a = await readFile(path.join(out, file)).catch(() => undefined);
    const b = await readFile(path.join(ROOT, 'dist', file)).catch(() => undefined);
    if (a === undefined) stale.push(`dist/${file}: committed, but the sources no longer build it`);
    else if (b === undefined) stale.push(`dist/${file}: missing (the sources build it)`);
    else if (!a.equals(b)) stale.push(`dist/${file}: differs from what the sources build`);
  }
  if (stale.length > 0) {
    console.error(
      `check-dist: dist/ is stale:\n  ${stale.join('\n  ')}\nRun npm run bundle and commit dist/.`,
    );
    process.exit(1);
  }
  console.log(`check-dist: dist/ matches the sources (${built.length} files)`);
} finally {
  await rm(out, { recursive: true, force: true });
}
