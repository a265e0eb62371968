import { createHash } from 'node:crypto';
import path from 'node:path';

/** One comment per suite set, however `suites` is ordered or the directory spelled (`./evals/`). */
export function commentMarker(suiteDir: string, suites: readonly string[] | undefined): string {
  return `<!-- verdict:pr-comment:${suiteSetKey(suiteDir, suites)} -->`;
}

/** The suite set's 12-hex key: in the marker, and in the names of its artifacts. */
export function suiteSetKey(suiteDir: string, suites: readonly string[] | undefined): string {
  const dir = path.posix.normalize(suiteDir).replace(/(.)\/+$/, '$1');
  const names = [...new Set(suites ?? [])].sort();
  return createHash('sha256')
    .update(`${dir}|${names.join(',')}`)
    .digest('hex')
    .slice(0, 12);
}
