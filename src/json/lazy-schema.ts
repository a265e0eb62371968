/**
 * zod schemas built on first use. Building a zod schema costs far more than parsing one small file
 * with it, and a command builds every schema of every module it imports: a replayed run imported
 * the suite, cassette, run-record and report schemas, and built them all before its first turn.
 *
 * `lazySchema(build)` stands for the schema `build` returns and is used exactly like it (it is a
 * Proxy that builds the schema the first time anything is asked of it). `lazySchema(build, plan)`
 * also answers `parse` and `safeParse` from the schema's plan (`schema-plan.ts`) when the plan can,
 * so that a valid file is parsed without building the schema at all; anything else (an invalid
 * value, for zod's messages, or one the plan does not model) goes to the schema itself.
 */
import { globalRegistry } from 'zod';
import { INVALID, readByPlan, type SchemaPlan } from './schema-plan.js';

let built = 0;

/** How many lazy schemas this process has built: a replayed run should build none. */
export function lazySchemasBuilt(): number {
  return built;
}

export function lazySchema<T extends object>(build: () => T, plan?: SchemaPlan): T {
  let schema: T | undefined;
  const real = (): T => {
    if (schema === undefined) {
      schema = build();
      built += 1;
      // `.describe()` and `.meta()` register the built schema; JSON Schema generation looks the
      // stand-in up.
      const meta = globalRegistry.get(schema as never);
      if (meta !== undefined) globalRegistry.add(standIn as never, meta);
    }
    return schema;
  };
  const planned =
    plan === undefined
      ? undefined
      : {
          parse: (data: unknown, params?: unknown): unknown => {
            const read = readByPlan(plan, data);
            if (read !== undefined && read !== INVALID) return read.value;
            return (real() as unknown as { parse: (d: unknown, p?: unknown) => unknown }).parse(
              data,
              params,
            );
          },
          safeParse: (data: unknown, params?: unknown): unknown => {
            const read = readByPlan(plan, data);
            if (read !== undefined && read !== INVALID) return { success: true, data: read.value };
            return (
              real() as unknown as { safeParse: (d: unknown, p?: unknown) => unknown }
            ).safeParse(data, params);
          },
        };
  const standIn = new Proxy({} as T, {
    get: (_, key) => {
      if (planned !== undefined && (key === 'parse' || key === 'safeParse')) return planned[key];
      const target = real();
      return Reflect.get(target, key, target) as unknown;
    },
    has: (_, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A Proxy may not report a property its own (empty) target lacks as non-configurable.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    set: (_, key, value) => Reflect.set(real(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
  });
  return standIn;
}
