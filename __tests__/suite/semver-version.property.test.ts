import fc from 'fast-check';
import validSemver from 'semver/functions/valid.js';
import { describe, expect, it } from 'vitest';
import { isSemverVersion } from '../../src/suite/semver-version.js';

// isSemverVersion replaced `semver.valid(v) !== null` in the suite schema; it must agree on every
// string, including the near misses.
const piece = fc.constantFrom(
  '0',
  '1',
  '7',
  '10',
  '01',
  '00',
  '9007199254740991',
  '9007199254740992',
  '.',
  '.',
  '.',
  '-',
  '+',
  'v',
  'V',
  '=',
  'a',
  'Z',
  '-rc',
  'beta',
  'x',
  '*',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\ufeff',
  '_',
  'é',
);
const candidate = fc.oneof(
  fc.array(piece, { maxLength: 14 }).map((parts) => parts.join('')),
  fc
    .tuple(
      fc.constantFrom('', 'v', ' ', 'v '),
      fc.nat(20),
      fc.nat(20),
      fc.nat(20),
      fc.array(fc.constantFrom('0', '1', '01', 'rc', 'a-1', '-', '1a', ''), { maxLength: 3 }),
      fc.array(fc.constantFrom('0', '01', 'build', 'x-y', ''), { maxLength: 3 }),
      fc.constantFrom('', ' ', '\n'),
    )
    .map(([lead, major, minor, patch, pre, build, trail]) => {
      const prerelease = pre.length > 0 ? `-${pre.join('.')}` : '';
      const metadata = build.length > 0 ? `+${build.join('.')}` : '';
      return `${lead}${major}.${minor}.${patch}${prerelease}${metadata}${trail}`;
    }),
  fc.string({ maxLength: 12 }),
);

describe('isSemverVersion', () => {
  it('agrees with semver.valid on any string', () => {
    fc.assert(
      fc.property(candidate, (version) => {
        expect(isSemverVersion(version)).toBe(validSemver(version) !== null);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on the examples the suite format names and on the limits', () => {
    const examples = [
      '1.0.0',
      'v1.2.3',
      ' 1.2.3 ',
      '1.2.3-rc.1+build.5',
      '1.2',
      '1.2.3.4',
      '01.2.3',
      '1.2.3-01',
      '=1.2.3',
      `1.2.${'9'.repeat(16)}`,
      `9007199254740991.0.0`,
      `9007199254740992.0.0`,
      `1.0.0-${'a'.repeat(249)}`,
      `1.0.0-${'a'.repeat(250)}`,
      ` ${'1.0.0'.padEnd(255)}`,
    ];
    for (const version of examples) {
      expect(isSemverVersion(version), version).toBe(validSemver(version) !== null);
    }
    expect(isSemverVersion('1.0.0')).toBe(true);
    expect(isSemverVersion('1.2')).toBe(false);
  });
});
