import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Integration tests run the real `bin/verdict.js`, which loads the compiled `lib/`: compile it once
 * before any test so they never exercise a stale build.
 */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
