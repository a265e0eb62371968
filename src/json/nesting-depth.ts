/**
 * How deeply a parsed JSON value nests. `JSON.parse` reads any depth, but the walkers after it
 * (schemas, canonical JSON, the cassette codec, divergence diagnosis) recurse, and a file nested
 * thousands of levels deep would overflow their stack. Readers refuse such a file up front, with
 * a problem that names it, instead. Real files nest a few dozen levels at most (JSON Schemas of
 * tool parameters are the deepest).
 */
export const MAX_JSON_DEPTH = 256;

/**
 * True when `value` nests more than `max` arrays or objects deep. The walk goes no deeper than
 * `max` + 1 levels, so a value nested past any limit cannot overflow the stack.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  return heightOf(value, undefined, max + 1) > max;
}

/**
 * `nestsDeeperThan` for values that share much of their content (the decoded requests of a
 * cassette keep their base's entries): each object's height is kept in `heights`, so a shared one
 * is walked once.
 */
export function sharedNestsDeeperThan(
  value: unknown,
  heights: WeakMap<object, number>,
  max: number = MAX_JSON_DEPTH,
): boolean {
  return heightOf(value, heights, max + 1) > max;
}

/** Levels of arrays and objects in `value` (a scalar is 0); Infinity past `room` levels. */
function heightOf(
  value: unknown,
  heights: WeakMap<object, number> | undefined,
  room: number,
): number {
  if (value === null || typeof value !== 'object') return 0;
  const known = heights?.get(value);
  if (known !== undefined) return known;
  if (room <= 0) return Infinity;
  let height = 0;
  for (const item of Object.values(value)) {
    const below = heightOf(item, heights, room - 1);
    if (below === Infinity) return Infinity;
    if (below > height) height = below;
  }
  heights?.set(value, height + 1);
  return height + 1;
}

/** The problem message for a value that nests too deeply. */
export const TOO_DEEP_MESSAGE = `nests more than ${MAX_JSON_DEPTH} arrays or objects deep; no Verdict file does`;
