/**
 * The simple form of a suite (SPEC §2): a JSON array of cases. Each case becomes a task with an empty
 * workspace whose verifiers are the case's `expect` assertions; a case with no assertions passes when
 * its run finishes.
 */
import type { Case, Task, Verifier } from './schema.js';
import { DEFAULT_POLICY } from './schema.js';

/** Budget of a case: cases are single prompts, so a generous turn count and five minutes. */
export const CASE_BUDGET = { maxTurns: 20, maxWallMs: 300_000 } as const;

const asList = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);

/** A task id from a case name: "What is the price?" becomes "what-is-the-price". */
export function slugifyCaseName(name: string, index: number): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug === '' ? `case-${index + 1}` : slug;
}

/** `[make(value)]` when the case sets that `expect` key, else nothing. */
const when = <T>(value: T | undefined, make: (value: T) => Verifier): Verifier[] =>
  value === undefined ? [] : [make(value)];

export function verifiersOfCase(testCase: Case): Verifier[] {
  const expect = testCase.expect ?? {};
  return [
    ...when(expect.contains, (texts) => ({
      kind: 'response-contains',
      id: 'contains',
      texts: asList(texts),
    })),
    ...when(expect.not_contains, (texts) => ({
      kind: 'response-not-contains',
      id: 'not-contains',
      texts: asList(texts),
    })),
    ...when(expect.matches, (pattern) => ({ kind: 'response-matches', id: 'matches', pattern })),
    ...when(expect.tool_called, (tools) => ({
      kind: 'tool-called',
      id: 'tool-called',
      tools: asList(tools),
    })),
    ...when(expect.tool_not_called, (tools) => ({
      kind: 'tool-not-called',
      id: 'tool-not-called',
      tools: asList(tools),
    })),
  ];
}

export function taskOfCase(testCase: Case, index: number): Task {
  return {
    id: slugifyCaseName(testCase.name, index),
    title: testCase.name,
    prompt: testCase.prompt,
    ...(testCase.agent === undefined ? {} : { agent: testCase.agent }),
    budget: { ...CASE_BUDGET },
    policy: { ...DEFAULT_POLICY },
    verifiers: verifiersOfCase(testCase),
  };
}
