import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** The qwen-code release the agent integration test evaluates, pinned: the last that runs on Node 20. */
export const QWEN_CODE_VERSION = '0.15.10';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PREFIX = path.join(ROOT, '.cache', `qwen-code-${QWEN_CODE_VERSION}`);
/** Holds the `qwen` command the package declares: put it first on PATH to run that qwen. */
export const QWEN_CODE_BIN_DIR = path.join(PREFIX, 'node_modules', '.bin');
export const QWEN_CODE_CLI = path.join(PREFIX, 'node_modules', '@qwen-code', 'qwen-code', 'cli.js');

/**
 * Installs the npm package `@qwen-code/qwen-code` into the ignored `.cache/` folder the first time
 * it is needed, and returns the path of its `cli.js`. Not a devDependency: 55 MB that only this
 * test uses, and `npm ci` would fetch it for everyone.
 */
export async function ensureQwenCode(): Promise<string> {
  try {
    await Promise.all([access(QWEN_CODE_CLI), access(path.join(QWEN_CODE_BIN_DIR, 'qwen'))]);
    return QWEN_CODE_CLI;
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
        `@qwen-code/qwen-code@${QWEN_CODE_VERSION}`,
      ],
      { cwd: ROOT },
    );
    await access(QWEN_CODE_CLI);
    return QWEN_CODE_CLI;
  }
}
