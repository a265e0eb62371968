/**
 * Lexical path rules for suites (SPEC §2): fixture and verifier paths are relative and stay inside
 * their directory. Pure functions; symlinks are checked in `paths.ts`.
 */
import path from 'node:path';

export function checkRelativePath(candidate: string, insideWhat: string): string | undefined {
  if (candidate.length === 0) return 'must not be empty';
  if (candidate.includes('\0')) return 'must not contain a NUL character';
  if (candidate.includes('\\')) return 'must use "/" as the separator, not "\\"';
  if (candidate.startsWith('/') || /^[A-Za-z]:/.test(candidate) || candidate.startsWith('~')) {
    return `must be a relative path inside the ${insideWhat}, not an absolute one`;
  }
  if (candidate.split('/').includes('..')) return `must stay inside the ${insideWhat} (no "..")`;
  return undefined;
}

/** True when `child` is `parent` or lies below it (both absolute and already resolved). */
export function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}
