/** The `paths` filter: how globs are read, and which changed files fall under them. */
import { describe, expect, it } from 'vitest';
import { filesUnderGlobs, isUnderGlobs, parsePathGlobs } from '../../src/pr/changed-paths.js';

describe('parsePathGlobs', () => {
  it('splits on newlines and commas, trimmed, keeping commas inside braces', () => {
    expect(parsePathGlobs(' src/** ,\nprompts/*.md\n\n, ./lib/**/*.{ts,js}\n')).toEqual([
      'src/**',
      'prompts/*.md',
      'lib/**/*.{ts,js}',
    ]);
  });

  it('reads no glob at all as no filter', () => {
    expect(parsePathGlobs(undefined)).toBeUndefined();
    expect(parsePathGlobs(' , \n ')).toBeUndefined();
  });
});

describe('isUnderGlobs', () => {
  it('matches repository-relative paths, dot files included', () => {
    expect(isUnderGlobs('src/agent/run.ts', ['src/**'])).toBe(true);
    expect(isUnderGlobs('src/.env.example', ['src/**'])).toBe(true);
    expect(isUnderGlobs('src/.config/x.json', ['src/**/*.json'])).toBe(true);
    expect(isUnderGlobs('.github/workflows/ci.yml', ['.github/**'])).toBe(true);
    expect(isUnderGlobs('docs/guide.md', ['src/**'])).toBe(false);
    expect(isUnderGlobs('lib/src/x.ts', ['src/**'])).toBe(false);
    expect(isUnderGlobs('src/x.js', ['src/**/*.{ts,js}'])).toBe(true);
  });

  it('reads the globs in order: a later !glob takes files out, a later glob puts them back', () => {
    const globs = ['src/**', '!src/**/*.md', 'src/prompts/*.md'];
    expect(isUnderGlobs('src/a.ts', globs)).toBe(true);
    expect(isUnderGlobs('src/README.md', globs)).toBe(false);
    expect(isUnderGlobs('src/prompts/system.md', globs)).toBe(true);
    // Only exclusions: everything else counts.
    expect(isUnderGlobs('src/a.ts', ['!docs/**'])).toBe(true);
    expect(isUnderGlobs('docs/a.md', ['!docs/**'])).toBe(false);
  });

  it('keeps the changed files that fall under the globs', () => {
    expect(filesUnderGlobs(['docs/a.md', 'src/b.ts', 'README.md'], ['src/**', '*.md'])).toEqual([
      'src/b.ts',
      'README.md',
    ]);
  });
});
