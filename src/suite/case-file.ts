/**
 * The simple form of a suite (SPEC §2): a JSON array of cases, each a task with an empty workspace
 * whose verifiers are its `expect` assertions (none: it passes when its run finishes).
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

/** Each `expect` key, in the order its verifier is listed: the verifier's kind, id and field. */
const EXPECT_VERIFIERS = [
  ['contains', 'response-contains', 'contains', 'texts'],
  ['not_contains', 'response-not-contains', 'not-contains', 'texts'],
  ['matches', 'response-matches', 'matches', 'pattern'],
  ['tool_called', 'tool-called', 'tool-called', 'tools'],
  ['tool_not_called', 'tool-not-called', 'tool-not-called', 'tools'],
] as const;

export function verifiersOfCase(testCase: Case): Verifier[] {
  const expect = testCase.expect ?? {};
  return EXPECT_VERIFIERS.flatMap(([key, kind, id, field]): Verifier[] => {
    const value = expect[key];
    if (value === undefined) return [];
    return [{ kind, id, [field]: field === 'pattern' ? value : asList(value) } as Verifier];
  });
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
