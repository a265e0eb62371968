/**
 * The `paths` filter of a PR evaluation (SPEC §7): globs, relative to the repository root, that
 * say which changes call for a live evaluation. When a pull request changes nothing under them,
 * live is skipped with a notice (replay still runs). Like GitHub's own `paths` filter, the globs
 * are read in order and a later `!glob` takes matching files out again.
 */
import picomatch from 'picomatch';

/**
 * Splits newline- or comma-separated globs, trimmed, without empty ones; a comma inside braces
 * (`src/**\/*.{ts,js}`) belongs to its glob. No glob at all is no filter (undefined).
 */
export function parsePathGlobs(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const globs: string[] = [];
  let current = '';
  let depth = 0;
  for (const character of text) {
    if (character === '{') depth += 1;
    if (character === '}') depth = Math.max(0, depth - 1);
    if (character === '\n' || (character === ',' && depth === 0)) {
      globs.push(current);
      current = '';
      if (character === '\n') depth = 0;
      continue;
    }
    current += character;
  }
  globs.push(current);
  const cleaned = globs
    .map((glob) => glob.trim())
    .map((glob) => (glob.startsWith('./') ? glob.slice(2) : glob))
    .filter((glob) => glob !== '' && glob !== '!');
  return cleaned.length === 0 ? undefined : cleaned;
}

/**
 * One compiled matcher per glob. Wildcards match dot files and dot directories too (`src/**`
 * covers `src/.env`): a change there is a change under `src/`.
 */
const matchers = new Map<string, (file: string) => boolean>();

function matchesWithDots(file: string, glob: string): boolean {
  let matcher = matchers.get(glob);
  if (matcher === undefined) {
    matcher = picomatch(glob, { dot: true });
    matchers.set(glob, matcher);
  }
  return matcher(file);
}

/** Whether `file` (repository-relative, `/`-separated) is under the globs. */
export function isUnderGlobs(file: string, globs: readonly string[]): boolean {
  // Only exclusions: everything else is included, as `**` followed by them would be.
  let included = globs.every((glob) => glob.startsWith('!'));
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      if (included && matchesWithDots(file, glob.slice(1))) included = false;
    } else if (!included && matchesWithDots(file, glob)) {
      included = true;
    }
  }
  return included;
}

export function filesUnderGlobs(files: readonly string[], globs: readonly string[]): string[] {
  return files.filter((file) => isUnderGlobs(file, globs));
}
