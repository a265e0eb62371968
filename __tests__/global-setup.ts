import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startReliabilityRun } from './helpers/reliability-run.js';

/**
 * Integration tests run the real `bin/verdict.js`, which loads the compiled `lib/` through its
 * bundle (`lib/cli/verdict.cjs`): compile and bundle it once before any test, as `npm run build`
 * does, so they never exercise a stale build. Type errors are the typecheck step's to report (tsc
 * still emits), so they only warn here.
 *
 * It also starts the reliability ledger's run (see helpers/reliability-run.ts): one id for this
 * invocation and the commit under test, provided to every worker, and a directory for its entries.
 */
export default function setup(project: TestProject): void {
  const run = startReliabilityRun();
  const root = path.resolve(import.meta.dirname, '..');
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(`warning: tsc reported errors while building lib/:\n${result.stdout}`);
  }
  const bundle = spawnSync(process.execPath, [path.join(root, 'scripts', 'bundle-cli.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (bundle.status !== 0) throw new Error(`scripts/bundle-cli.mjs failed:\n${bundle.stderr}`);
  project.provide('reliabilityRun', run);
}
