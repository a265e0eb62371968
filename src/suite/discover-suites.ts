/**
 * Finds suites on disk: the bundled ones, and those under a directory the user names. A suite is a
 * directory holding `suite.json`, or a `.json` file holding an array (a case file).
 */
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { SUITE_FILE_NAME } from './load-suite.js';

/** Where the checkout and the package keep the bundled suites (SPEC §9), below their root. */
export const BUNDLED_SUITES_DIR = path.join('fixtures', 'eval');

async function isFile(target: string): Promise<boolean> {
  return (await stat(target).catch(() => undefined))?.isFile() ?? false;
}

/** A case file is a JSON array: peek at its first non-blank character instead of parsing it all. */
async function looksLikeCaseFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (handle === undefined) return false;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').trimStart().startsWith('[');
  } finally {
    await handle.close();
  }
}

/**
 * Suite locations under `root`: `root` itself when it is a suite (or a case file), otherwise its
 * direct children that are suites or case files, sorted by name.
 */
export async function findSuiteLocations(root: string): Promise<string[]> {
  const stats = await stat(root).catch(() => undefined);
  if (stats === undefined) return [];
  if (stats.isFile()) return [root];
  if (await isFile(path.join(root, SUITE_FILE_NAME))) return [root];
  const entries = await readdir(root, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const locations: string[] = [];
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory() && (await isFile(path.join(full, SUITE_FILE_NAME)))) {
      locations.push(full);
    } else if (entry.isFile() && entry.name.endsWith('.json') && (await looksLikeCaseFile(full))) {
      locations.push(full);
    }
  }
  return locations;
}

/** The bundled suites' directory names (their ids), sorted. Every bundled suite is a directory. */
export async function bundledSuiteNames(packageRoot: string): Promise<string[]> {
  const root = path.join(packageRoot, BUNDLED_SUITES_DIR);
  return (await findSuiteLocations(root))
    .filter((location) => location !== root && !location.endsWith('.json'))
    .map((location) => path.basename(location));
}

/** The directory of bundled suite `name`, else a UsageError that `refusal` words from the names. */
export async function findBundledSuite(
  packageRoot: string,
  name: string,
  refusal: (bundled: string) => string,
): Promise<string> {
  const names = await bundledSuiteNames(packageRoot);
  if (!names.includes(name)) throw new UsageError(refusal(names.join(', ') || 'none'));
  return path.join(packageRoot, BUNDLED_SUITES_DIR, name);
}
