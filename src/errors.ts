/**
 * Named error classes. They carry what went wrong, never an exit code: the mapping from error to
 * exit code lives in one place, `exitCodeOf` below, so that every command agrees on it (SPEC §6).
 */

/** One thing wrong with a user's file, named precisely enough to fix without reading our code. */
export interface Problem {
  /** As the user would type it, e.g. `my-suite/suite.json`. */
  file: string;
  /** `task "fix-add"` or `case "refund"`; absent for suite-level problems. */
  subject?: string;
  /** Dotted field path inside the subject, e.g. `verifiers[1].timeoutMs`; `(file)` for the file as a whole. */
  field: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  const subject = problem.subject === undefined ? '' : `${problem.subject}: `;
  return `${problem.file}: ${subject}${problem.field}: ${problem.message}`;
}

/**
 * Each class names itself: the name is the `kind` of a `--json` error, and the bundled CLI is
 * minified, so the name of its constructor is not the class's.
 */
export abstract class VerdictError extends Error {
  abstract override readonly name: string;
}

/** The invocation itself is wrong (unknown option, missing argument): nothing ran. */
export class UsageError extends VerdictError {
  override readonly name: string = 'UsageError';
}

/** A suite, case file or configuration is invalid: nothing ran. Carries every problem found. */
export class ConfigError extends VerdictError {
  override readonly name: string = 'ConfigError';
  constructor(
    message: string,
    readonly problems: readonly Problem[] = [],
  ) {
    super(message);
  }
}

/** A ConfigError listing every problem under `heading`. */
export function problemsError(heading: string, problems: readonly Problem[]): ConfigError {
  const listed = problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
  return new ConfigError(`${heading}:\n${listed}`, problems);
}

/** Throws `problemsError` when there is a problem. */
export function throwProblems(heading: string, problems: readonly Problem[]): void {
  if (problems.length > 0) throw problemsError(heading, problems);
}

/** Something outside the agent's control failed (fixture copy, provider network, a verifier that cannot start). */
export class InfrastructureError extends VerdictError {
  override readonly name: string = 'InfrastructureError';
}

/** Two reports cannot be compared (different suite id or version). */
export class IncompatibleError extends VerdictError {
  override readonly name: string = 'IncompatibleError';
}

export const ExitCode = {
  ok: 0,
  /** Infrastructure error, a run that errored, or a gate that decided FAIL. */
  failure: 1,
  /** Invalid invocation or configuration where nothing ran; also a replay divergence. */
  invalid: 2,
  incompatible: 3,
  incomplete: 5,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

const exitCodeByError: ReadonlyArray<readonly [new (...args: never[]) => VerdictError, ExitCode]> =
  [
    [UsageError, ExitCode.invalid],
    [ConfigError, ExitCode.invalid],
    [IncompatibleError, ExitCode.incompatible],
    [InfrastructureError, ExitCode.failure],
  ];

/** Unknown errors are failures. */
export function exitCodeOf(error: unknown): ExitCode {
  for (const [errorClass, code] of exitCodeByError) {
    if (error instanceof errorClass) return code;
  }
  return ExitCode.failure;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
