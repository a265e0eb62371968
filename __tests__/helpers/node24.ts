import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** The Node 24 release GitHub runs JavaScript actions on (`runs.using: node24`), pinned. */
export const NODE24_VERSION = '24.21.0';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PREFIX = path.join(ROOT, '.cache', `node-${NODE24_VERSION}`);
export const NODE24_BINARY = path.join(PREFIX, 'node_modules', '.bin', 'node');

/**
 * Installs the npm package `node@24` (a real Node 24 binary) into the ignored `.cache/` folder the
 * first time it is needed, and returns the binary's path. Not a devDependency: it would shadow the
 * system `node` in every npm script.
 */
export async function ensureNode24(): Promise<string> {
  try {
    await access(NODE24_BINARY);
    return NODE24_BINARY;
  } catch {
    await promisify(execFile)(
      'npm',
      [
        'install',
        '--prefix',
        PREFIX,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `node@${NODE24_VERSION}`,
      ],
      { cwd: ROOT },
    );
    await access(NODE24_BINARY);
    return NODE24_BINARY;
  }
}
