/**
 * The suite format (SPEC §2), `suite.json` and the case-file form: the one source of
 * `schema/*.schema.json`. What needs the file system is checked by the loader; the rest here.
 */
import { z } from 'zod';
import { ResourceLimitsSchema } from '../sandbox/sandbox.js';
import { checkRelativePath } from './relative-path.js';
import { isSemverVersion } from './semver-version.js';

/** Ids become file names (cassettes, report folders), so they stay portable. */
export const IdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/,
    'must start with a letter or digit and use only letters, digits, ".", "_" and "-" (at most 128)',
  );

function isValidRegExp(pattern: string, flags?: string): boolean {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}

const RegExpSourceSchema = z
  .string()
  .min(1)
  .refine((pattern) => isValidRegExp(pattern), 'must be a valid JavaScript regular expression');

/** A path that stays inside a directory (lexically; symlinks are the loader's); maybe ending in "/". */
const relativePathSchema = (insideWhat: string, allowTrailingSlash = false) => {
  const problemOf = (value: string): string | undefined =>
    checkRelativePath(
      allowTrailingSlash && value.length > 1 ? value.replace(/\/$/, '') : value,
      insideWhat,
    );
  return z
    .string()
    .min(1)
    .refine((value) => problemOf(value) === undefined, {
      error: (issue) => problemOf(String(issue.input)),
    })
    .describe(`A relative path with "/" separators that stays inside the ${insideWhat}.`);
};

/** `fixture`: relative to the suite directory. */
export const SuitePathSchema = relativePathSchema('suite directory');
/** Verifier paths: relative to the task directory, which is the run's workspace. */
export const WorkspacePathSchema = relativePathSchema('task directory (the workspace)');

const PositiveIntSchema = z.number().int().positive();

export const BudgetSchema = z.strictObject({
  maxTurns: PositiveIntSchema.describe('Model calls of the main loop before the run stops.'),
  maxWallMs: PositiveIntSchema.describe('Wall-clock milliseconds before the run is stopped.'),
  maxTokens: PositiveIntSchema.optional().describe(
    'Provider-reported tokens; applies only when the provider reports usage.',
  ),
  maxToolCalls: PositiveIntSchema.optional(),
});
export type Budget = z.infer<typeof BudgetSchema>;

export const EFFECTS = ['write', 'process', 'external', 'analysis'] as const;
export const EffectSchema = z.enum(EFFECTS);
export type Effect = z.infer<typeof EffectSchema>;

export const PolicySchema = z.strictObject({
  mode: z.enum(['ask', 'auto', 'full']),
  allow: z
    .array(EffectSchema)
    .refine((effects) => new Set(effects).size === effects.length, 'must not repeat an effect')
    .optional(),
  readOnly: z.boolean().optional(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const DEFAULT_POLICY: Policy = { mode: 'auto', allow: [] };

const verifierBase = { id: IdSchema };

export const CommandVerifierSchema = z.strictObject({
  kind: z.literal('command'),
  ...verifierBase,
  command: z
    .array(z.string().min(1))
    .min(1)
    .describe('argv: the program and its arguments, run without a shell in the workspace.'),
  timeoutMs: PositiveIntSchema.max(600_000),
  expectExit: z.number().int().min(0).max(255).optional(),
  expectStdoutIncludes: z.array(z.string()).optional(),
});

/** A verifier of `kind` about one workspace `path`, with the fields of `shape`. */
const pathVerifierSchema = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.strictObject({ kind: z.literal(kind), ...verifierBase, path: WorkspacePathSchema, ...shape });

export const FileEqualsVerifierSchema = pathVerifierSchema('file-equals', {
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters (a sha256 digest)'),
});
export const FileContainsVerifierSchema = pathVerifierSchema('file-contains', {
  text: z.string().min(1),
});
export const FileAbsentVerifierSchema = pathVerifierSchema('file-absent', {});

export const TreeDiffWithinVerifierSchema = z.strictObject({
  kind: z.literal('tree-diff-within'),
  ...verifierBase,
  allowed: z
    .array(relativePathSchema('task directory (the workspace)', true))
    .describe('Files that may change; an entry ending in "/" allows a whole directory.'),
});

const ToolNameSchema = z.string().min(1);

export const ToolSequenceRuleSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('before'), first: ToolNameSchema, then: ToolNameSchema }),
  z.strictObject({ type: z.literal('never'), tool: ToolNameSchema }),
  z.strictObject({
    type: z.literal('max-calls'),
    tool: ToolNameSchema,
    max: z.number().int().min(0),
  }),
  z.strictObject({ type: z.literal('no-repeat-failure'), tool: ToolNameSchema }),
]);
export type ToolSequenceRule = z.infer<typeof ToolSequenceRuleSchema>;

export const ToolSequenceVerifierSchema = z.strictObject({
  kind: z.literal('tool-sequence'),
  ...verifierBase,
  rule: ToolSequenceRuleSchema,
});

/** A verifier of `kind` whose one field `key` is a non-empty list of non-empty strings. */
const listVerifierSchema = <K extends string, F extends string>(kind: K, key: F) =>
  z.strictObject({
    kind: z.literal(kind),
    ...verifierBase,
    ...({ [key]: z.array(z.string().min(1)).min(1) } as Record<F, z.ZodArray<z.ZodString>>),
  });

export const ResponseContainsVerifierSchema = listVerifierSchema('response-contains', 'texts');
export const ResponseNotContainsVerifierSchema = listVerifierSchema(
  'response-not-contains',
  'texts',
);

export const ResponseMatchesVerifierSchema = z
  .strictObject({
    kind: z.literal('response-matches'),
    ...verifierBase,
    pattern: z.string().min(1),
    flags: z
      .string()
      .regex(/^[dgimsuvy]*$/, 'may only use the flags d, g, i, m, s, u, v and y')
      .optional(),
  })
  .refine((verifier) => isValidRegExp(verifier.pattern, verifier.flags), {
    message: 'must be a valid JavaScript regular expression (with its flags)',
    path: ['pattern'],
  });

export const ToolCalledVerifierSchema = listVerifierSchema('tool-called', 'tools');
export const ToolNotCalledVerifierSchema = listVerifierSchema('tool-not-called', 'tools');

export const VerifierSchema = z.discriminatedUnion('kind', [
  CommandVerifierSchema,
  FileEqualsVerifierSchema,
  FileContainsVerifierSchema,
  FileAbsentVerifierSchema,
  TreeDiffWithinVerifierSchema,
  ToolSequenceVerifierSchema,
  ResponseContainsVerifierSchema,
  ResponseNotContainsVerifierSchema,
  ResponseMatchesVerifierSchema,
  ToolCalledVerifierSchema,
  ToolNotCalledVerifierSchema,
]);
export type Verifier = z.infer<typeof VerifierSchema>;
export type VerifierKind = Verifier['kind'];
export type VerifierOfKind<K extends VerifierKind> = Extract<Verifier, { kind: K }>;

export const REPLAY_NORMALIZE_PRESETS = ['dates'] as const;

export const ReplayNormalizeRuleSchema = z.union([
  z.strictObject({
    pattern: RegExpSourceSchema.describe('A global regular expression applied before hashing.'),
    replace: z.string(),
  }),
  z.strictObject({
    preset: z.enum(REPLAY_NORMALIZE_PRESETS).describe('A named set of rules, e.g. "dates".'),
  }),
]);
export type ReplayNormalizeRule = z.infer<typeof ReplayNormalizeRuleSchema>;

/** The cassette writer's caps for this suite's cassettes (SPEC §4); each replaces its default. */
export const CassetteCapsSchema = z
  .strictObject({
    maxBytes: PositiveIntSchema.optional().describe(
      'Largest cassette, in bytes (default 262144: 256 KB).',
    ),
    maxDirBytes: PositiveIntSchema.optional().describe(
      'All cassettes of the cassette directory together, in bytes (default 2097152: 2 MB).',
    ),
  })
  .describe('Caps of the cassette writer, which refuses a larger cassette and writes nothing.');
export type CassetteCaps = z.infer<typeof CassetteCapsSchema>;

/** `--k auto`'s δ (SPEC §5 "Adaptive k"), in suite.json or a task. */
const DeltaSchema = z
  .number()
  .gt(0)
  .lt(1)
  .describe(
    '--k auto: the change of pass rate that matters (default 0.2); a task whose confidence sequence lies inside ±delta stops as "no change larger than delta".',
  );

export const TaskSchema = z.strictObject({
  id: IdSchema,
  title: z.string().optional().describe('A human name for reports; defaults to the id.'),
  prompt: z.string().min(1),
  fixture: SuitePathSchema.optional().describe(
    "Directory copied into each run's workspace, relative to the suite directory. Without it the workspace starts empty.",
  ),
  fixtureGit: z.boolean().optional().describe('Initialise a git repository in the workspace copy.'),
  agent: z.string().min(1).optional().describe('A named agent from verdict.config.json.'),
  budget: BudgetSchema,
  policy: PolicySchema.optional(),
  verifiers: z.array(VerifierSchema).min(1),
  tags: z.array(z.string().min(1)).optional(),
  replayNormalize: z.array(ReplayNormalizeRuleSchema).optional(),
  resources: ResourceLimitsSchema.optional(),
  delta: DeltaSchema.optional(),
});
export type Task = z.infer<typeof TaskSchema>;

export const SuiteFileSchema = z.strictObject({
  $schema: z.string().optional(),
  schemaVersion: z.literal(1),
  suiteId: IdSchema,
  suiteVersion: z
    .string()
    .refine((version) => isSemverVersion(version), 'must be a semver version such as 1.0.0'),
  description: z.string().optional(),
  tasks: z.array(TaskSchema).min(1),
  replayNormalize: z.array(ReplayNormalizeRuleSchema).optional(),
  cassettes: CassetteCapsSchema.optional(),
  resources: ResourceLimitsSchema.optional(),
  delta: DeltaSchema.optional(),
});
export type SuiteFile = z.infer<typeof SuiteFileSchema>;

const OneOrManyTextsSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

export const CaseSchema = z.strictObject({
  name: z.string().min(1),
  agent: z.string().min(1).optional(),
  prompt: z.string().min(1),
  expect: z
    .strictObject({
      contains: OneOrManyTextsSchema.optional(),
      not_contains: OneOrManyTextsSchema.optional(),
      matches: RegExpSourceSchema.optional(),
      tool_called: OneOrManyTextsSchema.optional(),
      tool_not_called: OneOrManyTextsSchema.optional(),
    })
    .optional(),
  recorded: z
    .unknown()
    .optional()
    .describe(
      'The answer that was right when the case was promoted, kept for whoever reads a failure.',
    ),
});
export type Case = z.infer<typeof CaseSchema>;

export const CaseFileSchema = z.array(CaseSchema).min(1);
