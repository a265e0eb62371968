/** `reuse-base-max-age` (SPEC §7): `7d`, `36h`, `90m`, `45s`, or `0` (no reuse). */
import { UsageError } from '../errors.js';

export const DEFAULT_REUSE_MAX_AGE = '7d';

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The age in milliseconds; 0 means "never reuse". `name` names the option in the error. */
export function parseReuseMaxAge(text: string, name = 'reuse-base-max-age'): number {
  const trimmed = text.trim();
  if (trimmed === '0') return 0;
  const match = /^(\d+(?:\.\d+)?)\s*([smhd])$/.exec(trimmed);
  const unit = match?.[2] === undefined ? undefined : UNIT_MS[match[2]];
  const amount = Number(match?.[1]);
  if (unit === undefined || !Number.isFinite(amount)) {
    throw new UsageError(
      `${name} ${JSON.stringify(text)}: expected a duration such as 7d, 36h, 90m or 45s (0 turns reuse off)`,
    );
  }
  const ms = Math.round(amount * unit);
  if (ms > 366 * UNIT_MS.d!) {
    throw new UsageError(`${name} ${JSON.stringify(text)}: at most a year (366d)`);
  }
  return ms;
}
