/**
 * `JSON.parse` reads any depth, but the walkers after it recurse, and a file nested thousands of
 * levels deep would overflow their stack, so readers refuse it up front. Real files nest a few dozen.
 */
export const MAX_JSON_DEPTH = 256;

/** True when `value` nests more than `max` arrays or objects deep; the walk stops at `max` + 1. */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  return heightOf(value, undefined, max + 1) > max;
}

/** `nestsDeeperThan` for values that share content (a cassette's requests): heights are kept. */
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
