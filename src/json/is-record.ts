/** A JSON object: not `null`, not an array. Request and response bodies are read through it. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
