import type { ToolSequenceRule } from '../suite/schema.js';
import { canonicalJson } from '../json/canonical-json.js';
import type { ToolCall } from '../transcript/schema.js';
import { error, fail, pass, type CheckVerifier, type VerifierOutcome } from './types.js';

/** 1-based call numbers, as a person counts them in a transcript. */
const callNumber = (index: number): string => `#${index + 1}`;

function checkRule(
  rule: ToolSequenceRule,
  calls: readonly ToolCall[],
  eventsAvailable: boolean,
): VerifierOutcome {
  switch (rule.type) {
    case 'before': {
      const firstIndex = calls.findIndex((call) => call.name === rule.first);
      const thenIndexes = calls.flatMap((call, index) => (call.name === rule.then ? [index] : []));
      if (thenIndexes.length === 0) return pass(`${rule.then} was never called`);
      const early = thenIndexes.filter((index) => firstIndex === -1 || index < firstIndex);
      if (early.length === 0)
        return pass(
          `${rule.first} (call ${callNumber(firstIndex)}) came before every ${rule.then}`,
        );
      return fail(
        firstIndex === -1
          ? `${rule.then} was called (call ${callNumber(early[0] ?? 0)}) but ${rule.first} never was`
          : `${rule.then} was called at ${early.map(callNumber).join(', ')}, before ${rule.first} (call ${callNumber(firstIndex)})`,
      );
    }
    case 'never': {
      const indexes = calls.flatMap((call, index) => (call.name === rule.tool ? [index] : []));
      return indexes.length === 0
        ? pass(`${rule.tool} was never called`)
        : fail(
            `${rule.tool} was called ${indexes.length}× (calls ${indexes.map(callNumber).join(', ')})`,
          );
    }
    case 'max-calls': {
      const count = calls.filter((call) => call.name === rule.tool).length;
      return count <= rule.max
        ? pass(`${rule.tool} was called ${count}× (at most ${rule.max})`)
        : fail(`${rule.tool} was called ${count}×, more than ${rule.max}`);
    }
    case 'no-repeat-failure': {
      if (!eventsAvailable) {
        return error(
          `no-repeat-failure needs the agent's tool_call events (ok/error), and the agent wrote none`,
        );
      }
      const failed = new Map<string, number>();
      for (const [index, call] of calls.entries()) {
        if (call.name !== rule.tool) continue;
        const key = canonicalJson(call.arguments);
        const earlierFailure = failed.get(key);
        if (earlierFailure !== undefined) {
          return fail(
            `${rule.tool} call ${callNumber(index)} repeated call ${callNumber(earlierFailure)} with identical arguments after it failed${calls[earlierFailure]?.error === undefined ? '' : ` (${calls[earlierFailure]?.error})`}`,
          );
        }
        if (call.ok === false) failed.set(key, index);
      }
      return pass(`no failed ${rule.tool} call was repeated identically`);
    }
  }
}

export const checkToolSequence: CheckVerifier<'tool-sequence'> = (verifier, context) =>
  checkRule(verifier.rule, context.transcript.toolCalls, context.transcript.toolEventsAvailable);
