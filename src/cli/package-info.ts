import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout or package root: this file is `src/cli/package-info.ts` or `lib/cli/package-info.js`. */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The harness version that every report carries. */
export function packageVersion(root = PACKAGE_ROOT): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
