/**
 * How deeply a parsed JSON value nests. `JSON.parse` reads any depth, but the walkers after it
 * (schemas, canonical JSON, the cassette codec, divergence diagnosis) recurse, and a file nested
 * thousands of levels deep would overflow their stack. Readers refuse such a file up front, with
 * a problem that names it, instead. Real files nest a few dozen levels at most (JSON Schemas of
 * tool parameters are the deepest).
 */
export const MAX_JSON_DEPTH = 256;

/** True when `value` nests more than `max` arrays or objects deep. Iterative: any depth is safe. */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const item of Object.values(current)) {
      if (item !== null && typeof item === 'object') stack.push([item, depth + 1]);
    }
  }
  return false;
}

/** The problem message for a value that nests too deeply. */
export const TOO_DEEP_MESSAGE = `nests more than ${MAX_JSON_DEPTH} arrays or objects deep; no Verdict file does`;
