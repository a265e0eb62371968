/**
 * Run ids: a UTC timestamp that sorts, then random hex so that two invocations in one second differ.
 */
import { randomBytes } from 'node:crypto';

export function newRunId(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}
