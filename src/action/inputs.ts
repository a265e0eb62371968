/** action.yml's inputs by one zod schema (camelCase keys); "" is absent; each problem names its input. */
import { z } from 'zod';
import { ConfigError, messageOf, type Problem } from '../errors.js';
import { parsePathGlobs } from '../pr/changed-paths.js';
import { DEFAULT_REUSE_MAX_AGE, parseReuseMaxAge } from '../pr/reuse-max-age.js';
import { FAIL_ON_VALUES } from '../pr/tally.js';
import { SANDBOX_CHOICES } from '../sandbox/sandbox.js';
import { DEFAULT_MAX_K, DEFAULT_MIN_K } from '../stats/safe-two-proportions.js';

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

const integerText = <T extends number | undefined>(min: number, fallback: T) =>
  optionalText.transform((text, context): number | T => {
    if (text === undefined) return fallback;
    if (isInteger(text, min)) return Number(text);
    return refuse(context, `expected an integer ≥ ${min}, got ${JSON.stringify(text)}`);
  });

const choice = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  optionalText.transform((text, context): T => {
    if (text === undefined) return fallback;
    const value = values.find((candidate) => candidate === text);
    if (value !== undefined) return value;
    return refuse(context, `expected ${values.join(', ')}, got ${JSON.stringify(text)}`);
  });

const shardText = optionalText.transform((text, context) => {
  if (text === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (match === null) {
    return refuse(context, `expected i/n, e.g. 1/4, got ${JSON.stringify(text)}`);
  }
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (!(index >= 1 && index <= count && Number.isSafeInteger(count))) {
    return refuse(context, `i must be between 1 and n, got ${JSON.stringify(text)}`);
  }
  return `${index}/${count}`;
});

const kText = optionalText.transform((text, context): number | 'auto' => {
  if (text === 'auto') return 'auto';
  if (text === undefined) return 5;
  if (isInteger(text, 1)) return Number(text);
  return refuse(context, `expected an integer ≥ 1 or auto, got ${JSON.stringify(text)}`);
});

/** `k: auto` becomes `adaptive` with `k` = max-k (what budgets count); stray min-k/max-k are refused. */
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
      context.addIssue({ code: 'custom', path: [stray], message: 'goes with k: auto' });
    }
    return { ...rest, k };
  }
  const min = minK ?? DEFAULT_MIN_K;
  const max = maxK ?? Math.max(DEFAULT_MAX_K, min);
  if (min > max) {
    context.addIssue({ code: 'custom', path: ['minK'], message: `${min} is above max-k ${max}` });
  }
  const suite = stopAt === 'suite' ? { stopAt } : {};
  return { ...rest, k: max, adaptive: { minK: min, maxK: max, ...suite } };
}

const EFFECTS = ['write', 'process', 'external', 'analysis'];

const INPUT_FIELDS = {
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
  mode: choice(['replay', 'live', 'both'], 'replay'),
  k: kText,
  minK: integerText(1, undefined),
  maxK: integerText(1, undefined),
  stopAt: optionalText.transform((text, context) => {
    if (text === undefined || text === 'tasks' || text === 'suite') return text;
    return refuse(context, `expected tasks or suite, got ${JSON.stringify(text)}`);
  }),
  seed: integerText(0, 0),
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
  comment: choice(['auto', 'always', 'never'], 'auto'),
  failOn: choice(FAIL_ON_VALUES, 'never'),
  // From the workflow only: a pull request's own verdict.config.json must not loosen the gate.
  quarantine: choice(['flaky', 'none'], 'none'),
  shard: shardText,
  command: choice(['evaluate', 'merge', 'post-comment'], 'evaluate'),
  baseRef: optionalText,
  headRef: optionalText,
  allow: optionalText.transform((text, context) => {
    const effects = (text ?? 'write,process')
      .split(',')
      .map((effect) => effect.trim())
      .filter(Boolean);
    const unknown = effects.filter((effect) => !EFFECTS.includes(effect));
    if (unknown.length === 0) return effects;
    return refuse(context, `unknown effect ${unknown.join(', ')} (expected ${EFFECTS.join(', ')})`);
  }),
  sandbox: choice(SANDBOX_CHOICES, 'auto'),
  // No budget when absent; live runs of both sides together otherwise, re-runs included.
  maxRuns: integerText(1, undefined),
  // No bound when absent; requests to the live upstream over the evaluation, retries included.
  maxCalls: integerText(1, undefined),
  paths: optionalText.transform((text) => parsePathGlobs(text)),
  // Milliseconds; 0 turns the reuse of stored base results off.
  reuseBaseMaxAge: optionalText.transform((text, context) => {
    const name = 'reuse-base-max-age';
    try {
      return parseReuseMaxAge(text ?? DEFAULT_REUSE_MAX_AGE, name);
    } catch (error) {
      // It names the input first (`reuse-base-max-age "x": …`): said once, as the others do.
      return refuse(context, messageOf(error).slice(name.length).trim());
    }
  }),
};

const ActionInputsSchema = z.object(INPUT_FIELDS).transform(withAdaptive);
export type ActionInputs = z.infer<typeof ActionInputsSchema>;

/** Each input's action.yml name, by its key. */
export const INPUT = Object.fromEntries(
  Object.keys(INPUT_FIELDS).map((key) => [
    key,
    key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  ]),
) as Record<keyof typeof INPUT_FIELDS, string>;

/** Reads and validates every input; all problems at once, each naming its input. */
export function readInputs(getInput: (name: string) => string): ActionInputs {
  const raw = Object.fromEntries(Object.entries(INPUT).map(([key, name]) => [key, getInput(name)]));
  const parsed = ActionInputsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems: Problem[] = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    return {
      file: 'action inputs',
      field: INPUT[key as keyof typeof INPUT] ?? key,
      message: issue.message,
    };
  });
  throw new ConfigError(
    `invalid action inputs:\n${problems.map((p) => `  - ${p.field}: ${p.message}`).join('\n')}`,
    problems,
  );
}
