/**
 * Schema plans: what a zod schema checks, written out as data (`plan-from-zod.ts` reads it off the
 * schema; `schema-plans.ts` holds the generated plans), and a reader that parses a value by its
 * plan without zod. A command that parses each of its files once spends more building zod's
 * schemas than parsing with them; a plan costs nothing to build.
 *
 * A plan's reader gives zod's own result or none: the parsed value (the same value, keys in the
 * same order, optional keys absent or present as zod leaves them) when zod would accept the input,
 * `INVALID` when zod would reject it, and it gives up (`undefined` from `readByPlan`) on anything it
 * does not model exactly, such as a `__proto__` key or an object that is not plain. The caller
 * then asks zod, which also words every error. A property test holds each plan to its schema.
 *
 * No zod here: this module is on the path of every parse that a plan answers.
 */
import { isRecord } from './is-record.js';
import { runNamedCheck, runNamedTransform, type NamedStep } from './named-checks.js';

export type PlanCheck =
  | { check: 'min_length'; minimum: number }
  | { check: 'max_length'; maximum: number }
  | { check: 'length_equals'; length: number }
  | { check: 'regex'; source: string; flags: string }
  | { check: 'greater_than'; value: number; inclusive: boolean }
  | { check: 'less_than'; value: number; inclusive: boolean }
  /** zod's `.int()`: a safe integer. */
  | { check: 'safeint' }
  | ({ check: 'named' } & NamedStep);

export type PlanLiteral = string | number | boolean | null;

/** One field of an object: zod's `optin` and `optout` decide whether an absent key is fine. */
export interface PlanField {
  key: string;
  schema: PlanNode;
  optin?: 'optional';
  optout?: 'optional';
}

export type PlanNode =
  | { type: 'string'; checks?: PlanCheck[] }
  | { type: 'number'; checks?: PlanCheck[] }
  | { type: 'boolean' }
  | { type: 'null' }
  | { type: 'unknown' }
  | { type: 'literal'; values: PlanLiteral[] }
  | { type: 'enum'; values: Array<string | number> }
  | { type: 'optional'; inner: PlanNode }
  | { type: 'nullable'; inner: PlanNode }
  | { type: 'array'; element: PlanNode; checks?: PlanCheck[] }
  | {
      type: 'object';
      fields: PlanField[];
      /** `reject`: a strict object; `strip`: unknown keys are left out of the result. */
      unknownKeys: 'reject' | 'strip';
      checks?: PlanCheck[];
    }
  | { type: 'record'; key: PlanNode; value: PlanNode; checks?: PlanCheck[] }
  /** The first option that accepts the value gives the result. */
  | { type: 'union'; options: PlanNode[]; checks?: PlanCheck[] }
  /** A discriminated union: `options` by the value of `key`. */
  | { type: 'tagged'; key: string; options: Array<[PlanLiteral, PlanNode]>; checks?: PlanCheck[] }
  | { type: 'preprocess'; transform: NamedStep; schema: PlanNode }
  /** A plan shared by several places of the same plan (`defs` of the top-level plan). */
  | { type: 'ref'; id: number };

/** A generated plan: its root and the nodes it shares. */
export interface SchemaPlan {
  root: PlanNode;
  defs: PlanNode[];
}

/** What a reader returns for a value zod would reject. */
export const INVALID: unique symbol = Symbol('invalid');

/** Thrown inside a reader that cannot model the value exactly; `readByPlan` turns it into undefined. */
class GiveUp extends Error {}
const GIVE_UP = new GiveUp('the plan does not model this value');

type Reader = (value: unknown) => unknown;

const compiled = new WeakMap<SchemaPlan, Reader>();

/**
 * `{ value }` with what zod would parse `input` into, `INVALID` when zod would reject it, or
 * undefined when the plan cannot tell: then ask zod.
 */
export function readByPlan(
  plan: SchemaPlan,
  input: unknown,
): { value: unknown } | typeof INVALID | undefined {
  let reader = compiled.get(plan);
  if (reader === undefined) {
    reader = compilePlan(plan);
    compiled.set(plan, reader);
  }
  try {
    const value = reader(input);
    return value === INVALID ? INVALID : { value };
  } catch (error) {
    if (error === GIVE_UP) return undefined;
    throw error;
  }
}

/** Readers of the shared parts, compiled on first use, once for all the plans that share them. */
const compiledDefs = new WeakMap<PlanNode[], Array<Reader | undefined>>();

function compilePlan(plan: SchemaPlan): Reader {
  const readers = compiledDefs.get(plan.defs) ?? plan.defs.map(() => undefined);
  compiledDefs.set(plan.defs, readers);
  const compileNode = (node: PlanNode): Reader => {
    switch (node.type) {
      case 'ref': {
        const def = plan.defs[node.id];
        if (def === undefined) throw new Error(`schema plan: no def ${node.id}`);
        return (value) => {
          let reader = readers[node.id];
          if (reader === undefined) {
            reader = compileNode(def);
            readers[node.id] = reader;
          }
          return reader(value);
        };
      }
      case 'string':
        return withChecks(node.checks, (value) => (typeof value === 'string' ? value : INVALID));
      case 'number':
        return withChecks(node.checks, (value) =>
          typeof value === 'number' && Number.isFinite(value) ? value : INVALID,
        );
      case 'boolean':
        return (value) => (typeof value === 'boolean' ? value : INVALID);
      case 'null':
        return (value) => (value === null ? value : INVALID);
      case 'unknown':
        return (value) => value;
      case 'literal':
      case 'enum': {
        const values = new Set<unknown>(node.values);
        return (value) => (values.has(value) ? value : INVALID);
      }
      case 'optional': {
        const inner = compileNode(node.inner);
        return (value) => (value === undefined ? value : inner(value));
      }
      case 'nullable': {
        const inner = compileNode(node.inner);
        return (value) => (value === null ? value : inner(value));
      }
      case 'array': {
        const element = compileNode(node.element);
        return withChecks(node.checks, (value) => {
          if (!Array.isArray(value)) return INVALID;
          const result = new Array<unknown>(value.length);
          for (let index = 0; index < value.length; index += 1) {
            const item = element(value[index]);
            if (item === INVALID) return INVALID;
            result[index] = item;
          }
          return result;
        });
      }
      case 'object':
        return withChecks(node.checks, compileObject(node.fields, node.unknownKeys, compileNode));
      case 'record': {
        const key = compileNode(node.key);
        const valueReader = compileNode(node.value);
        return withChecks(node.checks, (value) => {
          if (!isReadableObject(value)) return INVALID;
          const result: Record<string, unknown> = {};
          for (const name of Reflect.ownKeys(value)) {
            if (typeof name !== 'string' || name === '__proto__') throw GIVE_UP;
            if (!Object.prototype.propertyIsEnumerable.call(value, name)) throw GIVE_UP;
            // A key zod rejects is retried as a number when it looks like one: not modelled.
            if (key(name) === INVALID) {
              if (/^-?\d+(?:\.\d+)?$/.test(name)) throw GIVE_UP;
              return INVALID;
            }
            const item = valueReader(value[name]);
            if (item === INVALID) return INVALID;
            result[name] = item;
          }
          return result;
        });
      }
      case 'union': {
        const options = node.options.map(compileNode);
        return withChecks(node.checks, (value) => {
          for (const option of options) {
            const result = option(value);
            if (result !== INVALID) return result;
          }
          return INVALID;
        });
      }
      case 'tagged': {
        const options = new Map<unknown, Reader>(
          node.options.map(([tag, option]) => [tag, compileNode(option)]),
        );
        const { key } = node;
        return withChecks(node.checks, (value) => {
          if (!isRecord(value)) return INVALID;
          const option = options.get(value[key]);
          return option === undefined ? INVALID : option(value);
        });
      }
      case 'preprocess': {
        const inner = compileNode(node.schema);
        const { transform } = node;
        return (value) => inner(runNamedTransform(transform, value));
      }
    }
  };
  return compileNode(plan.root);
}

/**
 * Whether `value` is an object for an object or record reader (zod's `isObject`: not null, not an
 * array); gives up on one whose prototype is neither Object's nor none, which no reader models.
 */
function isReadableObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) throw GIVE_UP;
  return true;
}

function compileObject(
  fields: readonly PlanField[],
  unknownKeys: 'reject' | 'strip',
  compileNode: (node: PlanNode) => Reader,
): Reader {
  const readers = fields.map((field) => ({ ...field, read: compileNode(field.schema) }));
  const known = new Set(fields.map((field) => field.key));
  return (value) => {
    if (!isReadableObject(value)) return INVALID;
    const input = value;
    const result: Record<string, unknown> = {};
    for (const field of readers) {
      const { key } = field;
      if (key === '__proto__') throw GIVE_UP;
      const present = key in input;
      const optionalOut = field.optout === 'optional';
      if (!present && optionalOut && field.optin === 'optional') continue;
      const item = field.read(input[key]);
      if (item === INVALID) {
        if (field.optin !== undefined && optionalOut && !present) continue;
        return INVALID;
      }
      if (!present && field.optin === undefined) return INVALID;
      if (item === undefined) {
        if (present) result[key] = undefined;
      } else result[key] = item;
    }
    for (const key in input) {
      if (known.has(key)) continue;
      if (key === '__proto__') throw GIVE_UP;
      if (unknownKeys === 'reject') return INVALID;
    }
    return result;
  };
}

function withChecks(checks: readonly PlanCheck[] | undefined, read: Reader): Reader {
  if (checks === undefined || checks.length === 0) return read;
  const tests = checks.map(compileCheck);
  return (value) => {
    const result = read(value);
    if (result === INVALID) return INVALID;
    for (const test of tests) if (!test(result)) return INVALID;
    return result;
  };
}

function compileCheck(check: PlanCheck): (value: unknown) => boolean {
  switch (check.check) {
    case 'min_length':
      return (value) => (value as { length: number }).length >= check.minimum;
    case 'max_length':
      return (value) => (value as { length: number }).length <= check.maximum;
    case 'length_equals':
      return (value) => (value as { length: number }).length === check.length;
    case 'regex': {
      const pattern = new RegExp(check.source, check.flags);
      return (value) => {
        pattern.lastIndex = 0;
        return pattern.test(value as string);
      };
    }
    case 'greater_than':
      return check.inclusive
        ? (value) => (value as number) >= check.value
        : (value) => (value as number) > check.value;
    case 'less_than':
      return check.inclusive
        ? (value) => (value as number) <= check.value
        : (value) => (value as number) < check.value;
    case 'safeint':
      return (value) => Number.isSafeInteger(value);
    case 'named':
      return (value) => runNamedCheck(check, value);
  }
}
