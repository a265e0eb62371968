/**
 * Every verifier kind of SPEC §2, one module each, registered in one map that the type checker holds
 * to the schema: adding a kind to the schema without its check does not compile.
 */
import type { Verifier, VerifierKind } from '../suite/schema.js';
import { messageOf } from '../errors.js';
import { checkCommand } from './command.js';
import { checkFileAbsent, checkFileContains, checkFileEquals } from './files.js';
import {
  checkResponseContains,
  checkResponseMatches,
  checkResponseNotContains,
} from './response-text.js';
import { checkToolCalled, checkToolNotCalled } from './tool-called.js';
import { checkToolSequence } from './tool-sequence.js';
import { checkTreeDiffWithin } from './tree-diff-within.js';
import type { CheckVerifier, VerifierContext, VerifierResult } from './types.js';
import { monotonicMs } from '../monotonic-clock.js';

export const verifierChecks = {
  command: checkCommand,
  'file-equals': checkFileEquals,
  'file-contains': checkFileContains,
  'file-absent': checkFileAbsent,
  'tree-diff-within': checkTreeDiffWithin,
  'tool-sequence': checkToolSequence,
  'response-contains': checkResponseContains,
  'response-not-contains': checkResponseNotContains,
  'response-matches': checkResponseMatches,
  'tool-called': checkToolCalled,
  'tool-not-called': checkToolNotCalled,
} satisfies { [K in VerifierKind]: CheckVerifier<K> };

/** Runs one verifier. An unexpected exception becomes `error` with its message: it is not the agent's fault. */
export async function runVerifier(
  verifier: Verifier,
  context: VerifierContext,
): Promise<VerifierResult> {
  const started = monotonicMs();
  // Keyed by kind, so the check always matches the verifier it is given.
  const check = verifierChecks[verifier.kind] as CheckVerifier<VerifierKind>;
  let outcome;
  try {
    outcome = await check(verifier, context);
  } catch (cause) {
    outcome = {
      status: 'error' as const,
      detail: `the verifier could not run: ${messageOf(cause)}`,
    };
  }
  return {
    id: verifier.id,
    kind: verifier.kind,
    ...outcome,
    durationMs: Math.round(monotonicMs() - started),
  };
}

/** Runs a task's verifiers in order (commands may depend on the same workspace, so not in parallel). */
export async function runVerifiers(
  verifiers: readonly Verifier[],
  context: VerifierContext,
): Promise<VerifierResult[]> {
  const results: VerifierResult[] = [];
  for (const verifier of verifiers) results.push(await runVerifier(verifier, context));
  return results;
}

export type { VerifierContext, VerifierResult } from './types.js';
