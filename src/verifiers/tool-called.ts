import { fail, pass, type CheckVerifier } from './types.js';

export const checkToolCalled: CheckVerifier<'tool-called'> = (verifier, context) => {
  const called = new Set(context.transcript.toolCalls.map((call) => call.name));
  const missing = verifier.tools.filter((tool) => !called.has(tool));
  return missing.length === 0
    ? pass(`called ${verifier.tools.join(', ')}`)
    : fail(`never called ${missing.join(', ')}`);
};

export const checkToolNotCalled: CheckVerifier<'tool-not-called'> = (verifier, context) => {
  const counts = new Map<string, number>();
  for (const call of context.transcript.toolCalls) {
    counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
  }
  const called = verifier.tools.filter((tool) => counts.has(tool));
  return called.length === 0
    ? pass(`never called ${verifier.tools.join(', ')}`)
    : fail(`called ${called.map((tool) => `${tool} (${counts.get(tool)}×)`).join(', ')}`);
};
