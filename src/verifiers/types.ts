import type { Containment } from '../process/containment.js';
import type { LeftoverSweep } from '../process/process-tree.js';
import { z } from 'zod';
import type { VerifierKind, VerifierOfKind } from '../suite/schema.js';
import type { RunTranscript } from '../transcript/schema.js';

/** `error` means the verifier could not run; it is neither pass nor fail (SPEC §2). */
export const VerifierStatusSchema = z.enum(['pass', 'fail', 'error']);
export type VerifierStatus = z.infer<typeof VerifierStatusSchema>;

export interface VerifierOutcome {
  status: VerifierStatus;
  /** A sentence a maintainer can act on, e.g. `src/math.ts does not contain "a + b"`. */
  detail: string;
}

export interface VerifierResult extends VerifierOutcome {
  id: string;
  kind: string;
  durationMs: number;
}

export interface VerifierContext {
  transcript: RunTranscript;
  /** Environment for `command` verifiers; the runner passes a cleaned one. */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Collects what `command` verifiers leave behind when their process group is gone, for one sweep. */
  leftovers?: LeftoverSweep;
  /** The run's sandbox box: `command` verifiers run in it, as the agent did (they are suite code). */
  contain?: Containment;
}

export type CheckVerifier<K extends VerifierKind> = (
  verifier: VerifierOfKind<K>,
  context: VerifierContext,
) => Promise<VerifierOutcome> | VerifierOutcome;

export const pass = (detail: string): VerifierOutcome => ({ status: 'pass', detail });
export const fail = (detail: string): VerifierOutcome => ({ status: 'fail', detail });
export const error = (detail: string): VerifierOutcome => ({ status: 'error', detail });

/** Quotes a text for a detail line, shortened so one verifier cannot flood a report. */
export function quote(text: string, max = 80): string {
  const shown = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return JSON.stringify(shown);
}
