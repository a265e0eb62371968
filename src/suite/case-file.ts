/**
 * The simple form of a suite (SPEC §2): a JSON array of cases. Each case becomes a task with an empty
 * workspace whose verifiers are the case's `expect` assertions; a case with no assertions passes when
 * its run finishes.
 */
import { DEFAULT_POLICY, type Case, type Task, type Verifier } from './schema.js';

/** Budget of a case: cases are single prompts, so a generous turn count and five minutes. */
export const CASE_BUDGET = { maxTurns: 20, maxWallMs: 300_000 } as const;

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

const asList = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);

export function verifiersOfCase(testCase: Case): Verifier[] {
  const { contains, not_contains, matches, tool_called, tool_not_called } = testCase.expect ?? {};
  const verifiers: Array<Verifier | false> = [
    contains !== undefined && {
      kind: 'response-contains',
      id: 'contains',
      texts: asList(contains),
    },
    not_contains !== undefined && {
      kind: 'response-not-contains',
      id: 'not-contains',
      texts: asList(not_contains),
    },
    matches !== undefined && { kind: 'response-matches', id: 'matches', pattern: matches },
    tool_called !== undefined && {
      kind: 'tool-called',
      id: 'tool-called',
      tools: asList(tool_called),
    },
    tool_not_called !== undefined && {
      kind: 'tool-not-called',
      id: 'tool-not-called',
      tools: asList(tool_not_called),
    },
  ];
  return verifiers.filter((verifier) => verifier !== false);
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
