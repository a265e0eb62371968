/** zod issues as the sentences a suite author reads: "is required", "must be one of …". */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
export type FieldPath = ReadonlyArray<PropertyKey>;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
};

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return TYPE_NAMES[typeof value] ?? typeof value;
}

const article = (expected: string): string =>
  ({ array: 'an array', object: 'an object', int: 'an integer' })[expected] ?? `a ${expected}`;

function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** A sentence (without the field) saying what is wrong with the value at the issue's path. */
export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${article(issue.expected)}, not ${typeName(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${quoteList(issue.keys)} (check the spelling)`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${quoteList(issue.values)}`;
    case 'invalid_union':
      if ('options' in issue && Array.isArray(issue.options)) {
        return `must be one of ${quoteList(issue.options)}`;
      }
      return 'does not match any accepted form';
    case 'too_small':
      if (issue.origin === 'array') return `must have at least ${String(issue.minimum)} item(s)`;
      if (issue.origin === 'string') return 'must not be empty';
      return issue.inclusive === false
        ? `must be greater than ${String(issue.minimum)}`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `must have at most ${String(issue.maximum)} item(s)`;
      if (issue.origin === 'string')
        return `must be at most ${String(issue.maximum)} characters long`;
      return issue.inclusive === false
        ? `must be less than ${String(issue.maximum)}`
        : `must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.message.startsWith('Invalid') ? `has an invalid format` : issue.message;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message;
  }
}

/** A field path as a suite author points at it: `budget.maxTurns`, `verifiers[check].timeoutMs`. */
export function formatFieldPath(path: FieldPath, itemAt: (path: FieldPath) => unknown): string {
  let rendered = '';
  path.forEach((key, index) => {
    if (typeof key === 'number') {
      const item = itemAt(path.slice(0, index + 1));
      const id =
        item !== null && typeof item === 'object' && 'id' in item && typeof item.id === 'string'
          ? item.id
          : undefined;
      const parent = path[index - 1];
      rendered += parent === 'verifiers' && id !== undefined && id !== '' ? `[${id}]` : `[${key}]`;
    } else {
      rendered += rendered === '' ? String(key) : `.${String(key)}`;
    }
  });
  return rendered === '' ? '(top level)' : rendered;
}

/** Reads the value at a path inside parsed JSON, or undefined when any step is missing. */
export function valueAt(root: unknown, path: FieldPath): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
