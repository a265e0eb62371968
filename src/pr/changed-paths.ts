/** The `paths` filter (SPEC §7), read in order as GitHub's is: a later `!glob` takes files out. */
import picomatch from 'picomatch';

/** Newline- or comma-separated globs (a comma inside braces is the glob's); none is no filter. */
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

/** One compiled matcher per glob; wildcards match dot files too (`src/**` covers `src/.env`). */
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
