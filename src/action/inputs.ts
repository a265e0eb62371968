/**
 * Every key of action.yml, spelled once (inputs and outputs), and the inputs parsed into settings
 * by one zod schema. `readInputs` takes a getter so tests pass plain objects; an empty input is
 * absent (Actions passes "" for an input that was not given).
 */
import { z } from 'zod';
import { ConfigError, messageOf, type Problem } from '../errors.js';
import { parsePathGlobs } from '../pr/changed-paths.js';
import { DEFAULT_REUSE_MAX_AGE, parseReuseMaxAge } from '../pr/reuse-max-age.js';
import { FAIL_ON_VALUES } from '../pr/tally.js';
import { SANDBOX_CHOICES } from '../sandbox/sandbox.js';
import { DEFAULT_MAX_K, DEFAULT_MIN_K } from '../stats/safe-two-proportions.js';

export const INPUT = {
  suiteDir: 'suite-dir',
  suites: 'suites',
  agentCommand: 'agent-command',
  setup: 'setup',
  mode: 'mode',
  k: 'k',
  minK: 'min-k',
  maxK: 'max-k',
  stopAt: 'stop-at',
  seed: 'seed',
  baseUrl: 'base-url',
  anthropicBaseUrl: 'anthropic-base-url',
  geminiBaseUrl: 'gemini-base-url',
  model: 'model',
  apiKey: 'api-key',
  inputRate: 'input-rate',
  outputRate: 'output-rate',
  githubToken: 'github-token',
  commentAuthor: 'comment-author',
  comment: 'comment',
  failOn: 'fail-on',
  shard: 'shard',
  command: 'command',
  baseRef: 'base-ref',
  headRef: 'head-ref',
  allow: 'allow',
  maxRuns: 'max-runs',
  maxCalls: 'max-calls',
  paths: 'paths',
  reuseBaseMaxAge: 'reuse-base-max-age',
  sandbox: 'sandbox',
  quarantine: 'quarantine',
} as const;

export const OUTPUT = {
  verdict: 'verdict',
  regressed: 'regressed',
  improved: 'improved',
  inconclusive: 'inconclusive',
  lowPower: 'low-power',
  noChange: 'no-change',
  diverged: 'diverged',
  reportDir: 'report-dir',
  commentUrl: 'comment-url',
  decision: 'decision',
  decisionTasks: 'decision-tasks',
} as const;

const optionalText = z
  .string()
  .transform((text) => text.trim())
  .transform((text) => (text === '' ? undefined : text))
  .optional();

function refuse(context: z.RefinementCtx, message: string): never {
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

// Digits only (no sign, exponent or fraction), and small enough to stay exact.
const isInteger = (text: string, min: number) =>
  /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) && Number(text) >= min;

const integerText = <T extends number | undefined>(name: string, min: number, fallback: T) =>
  optionalText.transform((text, context): number | T => {
    if (text === undefined) return fallback;
    if (isInteger(text, min)) return Number(text);
    return refuse(context, `${name}: expected an integer ≥ ${min}, got ${JSON.stringify(text)}`);
  });

const choice = <T extends string>(name: string, values: readonly [T, ...T[]], fallback: T) =>
  optionalText.transform((text, context): T => {
    if (text === undefined) return fallback;
    const value = values.find((candidate) => candidate === text);
    if (value !== undefined) return value;
    return refuse(context, `${name}: expected ${values.join(', ')}, got ${JSON.stringify(text)}`);
  });

const shardText = optionalText.transform((text, context) => {
  if (text === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (match === null) {
    return refuse(context, `shard: expected i/n, e.g. 1/4, got ${JSON.stringify(text)}`);
  }
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (!(index >= 1 && index <= count && Number.isSafeInteger(count))) {
    return refuse(context, `shard: i must be between 1 and n, got ${JSON.stringify(text)}`);
  }
  return `${index}/${count}`;
});

const kText = optionalText.transform((text, context): number | 'auto' => {
  if (text === 'auto') return 'auto';
  if (text === undefined) return 5;
  if (isInteger(text, 1)) return Number(text);
  return refuse(
    context,
    `${INPUT.k}: expected an integer ≥ 1 or auto, got ${JSON.stringify(text)}`,
  );
});

/**
 * `k: auto` becomes `adaptive` ({minK, maxK}) with `k` = max-k, the most a task may run (what
 * budgets count); `min-k` and `max-k` without it, or min-k above max-k, are refused.
 */
function withAdaptive<
  T extends { k: number | 'auto'; minK?: number; maxK?: number; stopAt?: 'tasks' | 'suite' },
>(
  inputs: T,
  context: z.RefinementCtx,
): Omit<T, 'k' | 'minK' | 'maxK' | 'stopAt'> & {
  k: number;
  adaptive?: { minK: number; maxK: number; stopAt?: 'suite' };
} {
  const { k, minK, maxK, stopAt, ...rest } = inputs;
  if (k !== 'auto') {
    const stray = (['minK', 'maxK', 'stopAt'] as const).find((key) => inputs[key] !== undefined);
    if (stray !== undefined) {
      context.addIssue({
        code: 'custom',
        path: [stray],
        message: `${INPUT[stray]}: goes with k: auto`,
      });
    }
    return { ...rest, k };
  }
  const min = minK ?? DEFAULT_MIN_K;
  const max = maxK ?? Math.max(DEFAULT_MAX_K, min);
  if (min > max) {
    context.addIssue({
      code: 'custom',
      path: ['minK'],
      message: `${INPUT.minK}: ${min} is above max-k ${max}`,
    });
  }
  const suite = stopAt === 'suite' ? { stopAt } : {};
  return { ...rest, k: max, adaptive: { minK: min, maxK: max, ...suite } };
}

const ActionInputsSchema = z
  .object({
    suiteDir: optionalText.transform((text) => text ?? 'evals'),
    // A list with no names (e.g. ",") means all suites, like an absent input, not none.
    suites: optionalText.transform((text) => {
      const names = text
        ?.split(/[,\n]/)
        .map((name) => name.trim())
        .filter(Boolean);
      return names === undefined || names.length === 0 ? undefined : names;
    }),
    agentCommand: optionalText,
    setup: optionalText,
    mode: choice(INPUT.mode, ['replay', 'live', 'both'], 'replay'),
    k: kText,
    minK: integerText(INPUT.minK, 1, undefined),
    maxK: integerText(INPUT.maxK, 1, undefined),
    stopAt: optionalText.transform((text, context) => {
      if (text === undefined || text === 'tasks' || text === 'suite') return text;
      return refuse(
        context,
        `${INPUT.stopAt}: expected tasks or suite, got ${JSON.stringify(text)}`,
      );
    }),
    seed: integerText(INPUT.seed, 0, 0),
    baseUrl: optionalText,
    anthropicBaseUrl: optionalText,
    geminiBaseUrl: optionalText,
    model: optionalText,
    apiKey: optionalText,
    inputRate: optionalText,
    outputRate: optionalText,
    githubToken: optionalText,
    // Absent: learned from the token (comment-identity.ts).
    commentAuthor: optionalText,
    comment: choice(INPUT.comment, ['auto', 'always', 'never'], 'auto'),
    failOn: choice(INPUT.failOn, FAIL_ON_VALUES, 'never'),
    // From the workflow only: a pull request's own verdict.config.json must not loosen the gate.
    quarantine: choice(INPUT.quarantine, ['flaky', 'none'], 'none'),
    shard: shardText,
    command: choice(INPUT.command, ['evaluate', 'merge', 'post-comment'], 'evaluate'),
    baseRef: optionalText,
    headRef: optionalText,
    allow: optionalText.transform((text, context) => {
      const effects = (text ?? 'write,process')
        .split(',')
        .map((effect) => effect.trim())
        .filter(Boolean);
      const unknown = effects.filter(
        (effect) => !['write', 'process', 'external', 'analysis'].includes(effect),
      );
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `allow: unknown effect ${unknown.join(', ')} (expected write, process, external, analysis)`,
        });
      }
      return effects;
    }),
    sandbox: choice(INPUT.sandbox, SANDBOX_CHOICES, 'auto'),
    // No budget when absent; live runs of both sides together otherwise, re-runs included.
    maxRuns: integerText(INPUT.maxRuns, 1, undefined),
    // No bound when absent; requests to the live upstream over the evaluation, retries included.
    maxCalls: integerText(INPUT.maxCalls, 1, undefined),
    paths: optionalText.transform((text) => parsePathGlobs(text)),
    // Milliseconds; 0 turns the reuse of stored base results off.
    reuseBaseMaxAge: optionalText.transform((text, context) => {
      try {
        return parseReuseMaxAge(text ?? DEFAULT_REUSE_MAX_AGE, INPUT.reuseBaseMaxAge);
      } catch (error) {
        // parseReuseMaxAge names the input first (`reuse-base-max-age "x": …`): said once, as the others do.
        const message = messageOf(error);
        const detail = message.startsWith(INPUT.reuseBaseMaxAge)
          ? message.slice(INPUT.reuseBaseMaxAge.length).trim()
          : message;
        return refuse(context, `${INPUT.reuseBaseMaxAge}: ${detail}`);
      }
    }),
  })
  .transform(withAdaptive);
export type ActionInputs = z.infer<typeof ActionInputsSchema>;

/** Reads and validates every input; all problems at once, each naming its input. */
export function readInputs(getInput: (name: string) => string): ActionInputs {
  const raw = Object.fromEntries(Object.entries(INPUT).map(([key, name]) => [key, getInput(name)]));
  const parsed = ActionInputsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems: Problem[] = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const name = INPUT[key as keyof typeof INPUT] ?? key;
    return {
      file: 'action inputs',
      field: name,
      message: issue.message.startsWith(`${name}:`)
        ? issue.message.slice(name.length + 1).trim()
        : issue.message,
    };
  });
  throw new ConfigError(
    `invalid action inputs:\n${problems.map((p) => `  - ${p.field}: ${p.message}`).join('\n')}`,
    problems,
  );
}
