/**
 * The refinements and preprocessing steps of the zod schemas, as named functions of plain
 * JavaScript. A schema refers to one through `namedCheck` or `namedTransform`, which return a
 * function zod calls and remember its name and arguments; `plan-from-zod.ts` writes that name into
 * the schema's plan, and `schema-plan.ts` calls the same function by name, without zod.
 *
 * No zod here: this module is on the path of every parse that a plan answers.
 */
import { checkRelativePath } from '../suite/relative-path.js';
import { isSemverVersion } from '../suite/semver-version.js';

/** True when `pattern` (with `flags`) compiles as a JavaScript regular expression. */
function isValidRegExp(pattern: string, flags?: string): boolean {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why `value` is not a relative path inside `insideWhat`, or undefined. With `allowTrailingSlash`,
 * one trailing "/" (a whole directory) is allowed.
 */
export function relativePathProblem(
  value: string,
  insideWhat: string,
  allowTrailingSlash: boolean,
): string | undefined {
  const candidate = allowTrailingSlash && value.length > 1 ? value.replace(/\/$/, '') : value;
  return checkRelativePath(candidate, insideWhat);
}

/** Each check gets the value zod checks (already of the schema's type) and the name's arguments. */
const CHECKS = {
  semverVersion: (value: string) => isSemverVersion(value),
  regExpSource: (value: string) => isValidRegExp(value),
  regExpWithFlags: (value: { pattern: string; flags?: string | undefined }) =>
    isValidRegExp(value.pattern, value.flags),
  distinctItems: (value: readonly unknown[]) => new Set(value).size === value.length,
  relativePath: (value: string, insideWhat: string, allowTrailingSlash: boolean) =>
    relativePathProblem(value, insideWhat, allowTrailingSlash) === undefined,
} satisfies Record<string, (value: never, ...args: never[]) => boolean>;

/** Each transform gets the raw input and returns what the inner schema parses. */
const TRANSFORMS = {
  /** A copy of an object without `key` (a field older files have and newer ones ignore). */
  withoutKey: (value: unknown, key: string): unknown => {
    if (value === null || typeof value !== 'object' || !(key in value)) return value;
    const rest: Record<string, unknown> = { ...value };
    delete rest[key];
    return rest;
  },
} satisfies Record<string, (value: unknown, ...args: never[]) => unknown>;

export type CheckName = keyof typeof CHECKS;
export type TransformName = keyof typeof TRANSFORMS;
type ArgsOf<F> = F extends (value: never, ...args: infer A) => unknown ? A : never;
type ValueOf<F> = F extends (value: infer V, ...args: never[]) => unknown ? V : never;

/** A function's name and arguments, for the plan. */
export interface NamedStep {
  name: string;
  args: Array<string | number | boolean>;
}

const named = new WeakMap<object, NamedStep>();

/** A refinement for `.refine(…)` that a plan can name. */
export function namedCheck<N extends CheckName>(
  name: N,
  ...args: ArgsOf<(typeof CHECKS)[N]>
): (value: ValueOf<(typeof CHECKS)[N]>) => boolean {
  const check = CHECKS[name] as (value: unknown, ...rest: unknown[]) => boolean;
  const fn = (value: ValueOf<(typeof CHECKS)[N]>): boolean => check(value, ...args);
  named.set(fn, { name, args: args as NamedStep['args'] });
  return fn;
}

/** A preprocessing step for `z.preprocess(…)` that a plan can name. */
export function namedTransform<N extends TransformName>(
  name: N,
  ...args: ArgsOf<(typeof TRANSFORMS)[N]>
): (value: unknown) => unknown {
  const transform = TRANSFORMS[name] as (value: unknown, ...rest: unknown[]) => unknown;
  const fn = (value: unknown): unknown => transform(value, ...args);
  named.set(fn, { name, args: args });
  return fn;
}

/** The name and arguments `fn` was made with, or undefined for any other function. */
export function namedStepOf(fn: unknown): NamedStep | undefined {
  return typeof fn === 'function' ? named.get(fn) : undefined;
}

/** Runs the named check on `value`; an unknown name is a stale plan, and throws. */
export function runNamedCheck(step: NamedStep, value: unknown): boolean {
  const check = (CHECKS as Record<string, (value: unknown, ...args: unknown[]) => boolean>)[
    step.name
  ];
  if (check === undefined) throw new Error(`unknown named check in a schema plan: ${step.name}`);
  return check(value, ...step.args);
}

/** Runs the named transform on `value`; an unknown name is a stale plan, and throws. */
export function runNamedTransform(step: NamedStep, value: unknown): unknown {
  const transform = (TRANSFORMS as Record<string, (value: unknown, ...args: unknown[]) => unknown>)[
    step.name
  ];
  if (transform === undefined) {
    throw new Error(`unknown named transform in a schema plan: ${step.name}`);
  }
  return transform(value, ...step.args);
}
