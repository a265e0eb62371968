import { randomBytes } from 'node:crypto';

/** A UTC timestamp that sorts, then random hex so that two invocations in one second differ. */
export function newRunId(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}
