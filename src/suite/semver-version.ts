/**
 * Whether a string is a version as strict `semver.valid` reads it: one regular expression, where
 * the semver package builds about a hundred at start-up; a property test holds the two alike.
 */
const MAX_LENGTH = 256;

const NUMERIC = '0|[1-9]\\d*';
const PRERELEASE_IDENTIFIER = `(?:\\d*[a-zA-Z-][a-zA-Z0-9-]*|${NUMERIC})`;
const BUILD_IDENTIFIER = '[a-zA-Z0-9-]+';
const VERSION = new RegExp(
  `^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})` +
    `(?:-${PRERELEASE_IDENTIFIER}(?:\\.${PRERELEASE_IDENTIFIER})*)?` +
    `(?:\\+${BUILD_IDENTIFIER}(?:\\.${BUILD_IDENTIFIER})*)?$`,
);

export function isSemverVersion(version: string): boolean {
  if (version.length > MAX_LENGTH) return false;
  const match = VERSION.exec(version.trim());
  if (match === null) return false;
  return match.slice(1, 4).every((part) => Number(part) <= Number.MAX_SAFE_INTEGER);
}
