/**
 * Reads a zod schema's plan (`schema-plan.ts`) off its definition: what `npm run schema` writes into
 * `schema-plans.ts`, and what the test that keeps those current compares them with. Only what the
 * formats use is modelled; anything else (a transform that is not a named one, a default, a string
 * format, a custom check that is not a named one) throws, naming where it is, so that a schema
 * that cannot have a plan is found when the plans are generated, not at run time.
 */
import type { z } from 'zod';
import { namedStepOf, type NamedStep } from './named-checks.js';
import type { PlanCheck, PlanField, PlanLiteral, PlanNode, SchemaPlan } from './schema-plan.js';

interface ZodInternals {
  def: Record<string, unknown> & { type: string; checks?: unknown[] };
  optin?: string;
  optout?: string;
  values?: Set<unknown>;
  propValues?: Record<string, Set<unknown>>;
}

const internalsOf = (schema: unknown): ZodInternals => (schema as { _zod: ZodInternals })._zod;

/** The plan of `schema`; throws when part of it cannot be planned. */
export function planOf(schema: z.ZodType): SchemaPlan {
  const { roots, defs } = shareRepeats([planNode(schema, '(root)')]);
  return { root: roots[0] as PlanNode, defs };
}

/**
 * The plans of `schemas`, sharing one table of the parts they repeat (the conditions inside the
 * report and the conditions file, the policy inside the suite and the record, …): `roots` by name,
 * each a plan with `defs`.
 */
export function plansOf<K extends string>(
  schemas: Record<K, z.ZodType>,
): { roots: Record<K, PlanNode>; defs: PlanNode[] } {
  const names = Object.keys(schemas) as K[];
  const { roots, defs } = shareRepeats(names.map((name) => planNode(schemas[name], name)));
  return {
    roots: Object.fromEntries(names.map((name, index) => [name, roots[index]])) as Record<
      K,
      PlanNode
    >,
    defs,
  };
}

/** A definition's value in a message. */
const shown = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? typeof value);

function unsupported(where: string, what: string): never {
  throw new Error(`no schema plan for ${where}: ${what} is not modelled (see plan-from-zod.ts)`);
}

function planNode(schema: unknown, where: string): PlanNode {
  const zod = internalsOf(schema);
  const { def } = zod;
  if (def.coerce === true) unsupported(where, 'coercion');
  const checks = planChecks(def.checks, where);
  const withChecks = <N extends PlanNode>(node: N): N =>
    checks.length === 0 ? node : { ...node, checks };
  const noChecks = (node: PlanNode): PlanNode => {
    if (checks.length > 0) unsupported(where, `checks on ${def.type}`);
    return node;
  };
  switch (def.type) {
    case 'string':
      if (def.format !== undefined) unsupported(where, `the string format ${shown(def.format)}`);
      return withChecks({ type: 'string' });
    case 'number':
      if (def.format !== undefined && def.format !== 'safeint') {
        unsupported(where, `the number format ${shown(def.format)}`);
      }
      return withChecks({ type: 'number' });
    case 'boolean':
      return noChecks({ type: 'boolean' });
    case 'null':
      return noChecks({ type: 'null' });
    case 'unknown':
    case 'any':
      return noChecks({ type: 'unknown' });
    case 'literal':
      return noChecks({ type: 'literal', values: literalValues(zod, where) });
    case 'enum':
      return noChecks({
        type: 'enum',
        values: literalValues(zod, where).map((value) => {
          if (typeof value !== 'string' && typeof value !== 'number') {
            unsupported(where, 'an enum value that is not a string or number');
          }
          return value;
        }),
      });
    case 'optional':
      return noChecks({ type: 'optional', inner: planNode(def.innerType, where) });
    case 'nullable':
      return noChecks({ type: 'nullable', inner: planNode(def.innerType, where) });
    case 'array':
      return withChecks({ type: 'array', element: planNode(def.element, `${where}[]`) });
    case 'object':
      return withChecks(planObject(def, where));
    case 'record': {
      if (def.mode !== undefined && def.mode !== 'strict')
        unsupported(where, `a ${shown(def.mode)} record`);
      const keyType = internalsOf(def.keyType);
      if (keyType.def.type !== 'string') unsupported(where, 'a record key that is not a string');
      return withChecks({
        type: 'record',
        key: planNode(def.keyType, `${where}{key}`),
        value: planNode(def.valueType, `${where}{}`),
      });
    }
    case 'union':
      return withChecks(planUnion(def, where));
    case 'pipe': {
      const input = internalsOf(def.in);
      const step = input.def.type === 'transform' ? namedStepOf(input.def.transform) : undefined;
      if (step === undefined) unsupported(where, 'a pipe that is not a named preprocessing step');
      return noChecks({ type: 'preprocess', transform: step, schema: planNode(def.out, where) });
    }
    default:
      return unsupported(where, `the zod type ${def.type}`);
  }
}

function literalValues(zod: ZodInternals, where: string): PlanLiteral[] {
  const values = [...(zod.values ?? [])];
  for (const value of values) {
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      unsupported(where, `the literal ${shown(value)}`);
    }
  }
  return values as PlanLiteral[];
}

function planObject(def: ZodInternals['def'], where: string): PlanNode {
  const shape = def.shape as Record<string, unknown>;
  const fields: PlanField[] = Object.keys(shape).map((key) => {
    const field = internalsOf(shape[key]);
    if (field.optin !== undefined && field.optin !== 'optional') {
      unsupported(`${where}.${key}`, `a ${field.optin} field`);
    }
    return {
      key,
      schema: planNode(shape[key], `${where}.${key}`),
      ...(field.optin === 'optional' ? { optin: 'optional' as const } : {}),
      ...(field.optout === 'optional' ? { optout: 'optional' as const } : {}),
    };
  });
  if (def.catchall === undefined) return { type: 'object', fields, unknownKeys: 'strip' };
  if (internalsOf(def.catchall).def.type === 'never') {
    return { type: 'object', fields, unknownKeys: 'reject' };
  }
  return unsupported(where, 'an object with a catchall');
}

function planUnion(def: ZodInternals['def'], where: string): PlanNode {
  const options = def.options as unknown[];
  if (def.unionFallback === true) unsupported(where, 'a discriminated union with a fallback');
  if (typeof def.discriminator !== 'string') {
    if (def.inclusive === false) unsupported(where, 'an exclusive union');
    return {
      type: 'union',
      options: options.map((option, index) => planNode(option, `${where}|${index}`)),
    };
  }
  const key = def.discriminator;
  const tagged: Array<[PlanLiteral, PlanNode]> = [];
  for (const [index, option] of options.entries()) {
    const tags = internalsOf(option).propValues?.[key];
    if (tags === undefined) unsupported(where, `option ${index} without the tag ${key}`);
    const node = planNode(option, `${where}<${index}>`);
    for (const tag of tags) {
      if (tag !== null && !['string', 'number', 'boolean'].includes(typeof tag)) {
        unsupported(where, `the tag ${shown(tag)}`);
      }
      tagged.push([tag as PlanLiteral, node]);
    }
  }
  return { type: 'tagged', key, options: tagged };
}

function planChecks(checks: unknown[] | undefined, where: string): PlanCheck[] {
  return (checks ?? []).map((check) => {
    const def = internalsOf(check).def as Record<string, unknown> & { check?: string };
    switch (def.check) {
      case 'min_length':
        return { check: 'min_length', minimum: def.minimum as number };
      case 'max_length':
        return { check: 'max_length', maximum: def.maximum as number };
      case 'length_equals':
        return { check: 'length_equals', length: def.length as number };
      case 'greater_than':
        return {
          check: 'greater_than',
          value: def.value as number,
          inclusive: def.inclusive === true,
        };
      case 'less_than':
        return {
          check: 'less_than',
          value: def.value as number,
          inclusive: def.inclusive === true,
        };
      case 'number_format':
        if (def.format !== 'safeint') unsupported(where, `the number format ${shown(def.format)}`);
        return { check: 'safeint' };
      case 'string_format': {
        const pattern = def.pattern;
        if (def.format !== 'regex' || !(pattern instanceof RegExp)) {
          unsupported(where, `the string format ${shown(def.format)}`);
        }
        return { check: 'regex', source: pattern.source, flags: pattern.flags };
      }
      case 'custom': {
        const step: NamedStep | undefined = namedStepOf(def.fn);
        if (step === undefined || def.when !== undefined) {
          unsupported(where, 'a refinement that is not a named check');
        }
        return { check: 'named', name: step.name, args: step.args };
      }
      default:
        return unsupported(where, `the check ${shown(def.check)}`);
    }
  });
}

/**
 * Parts that occur more than once among `roots` and are big enough to matter are written once, in
 * `defs`, and referred to (a root too, when another plan holds it).
 */
function shareRepeats(roots: PlanNode[]): { roots: PlanNode[]; defs: PlanNode[] } {
  const counts = new Map<string, number>();
  const count = (node: PlanNode): void => {
    const key = JSON.stringify(node);
    if (key.length >= SHARED_MIN_CHARS) counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const child of childrenOf(node)) count(child);
  };
  for (const root of roots) count(root);
  const defs: PlanNode[] = [];
  const ids = new Map<string, number>();
  const rewrite = (node: PlanNode): PlanNode => {
    const key = JSON.stringify(node);
    if ((counts.get(key) ?? 0) < 2) return mapChildren(node, rewrite);
    let id = ids.get(key);
    if (id === undefined) {
      id = defs.length;
      ids.set(key, id);
      defs.push(node);
      defs[id] = mapChildren(node, rewrite);
    }
    return { type: 'ref', id };
  };
  return { roots: roots.map(rewrite), defs };
}

const SHARED_MIN_CHARS = 100;

function childrenOf(node: PlanNode): PlanNode[] {
  switch (node.type) {
    case 'optional':
    case 'nullable':
      return [node.inner];
    case 'array':
      return [node.element];
    case 'object':
      return node.fields.map((field) => field.schema);
    case 'record':
      return [node.key, node.value];
    case 'union':
      return node.options;
    case 'tagged':
      return node.options.map(([, option]) => option);
    case 'preprocess':
      return [node.schema];
    default:
      return [];
  }
}

function mapChildren(node: PlanNode, map: (child: PlanNode) => PlanNode): PlanNode {
  switch (node.type) {
    case 'optional':
    case 'nullable':
      return { ...node, inner: map(node.inner) };
    case 'array':
      return { ...node, element: map(node.element) };
    case 'object':
      return {
        ...node,
        fields: node.fields.map((field) => ({ ...field, schema: map(field.schema) })),
      };
    case 'record':
      return { ...node, key: map(node.key), value: map(node.value) };
    case 'union':
      return { ...node, options: node.options.map(map) };
    case 'tagged':
      return {
        ...node,
        options: node.options.map(([tag, option]): [PlanLiteral, PlanNode] => [tag, map(option)]),
      };
    case 'preprocess':
      return { ...node, schema: map(node.schema) };
    default:
      return node;
  }
}
