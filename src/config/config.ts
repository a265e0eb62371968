/**
 * `verdict.config.json`: agents, provider settings and the measured configuration. Relative paths in
 * an agent's command resolve against the file's directory, so a PR's base and head each run their own
 * build.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, formatProblem, type Problem } from '../errors.js';
import { describeIssue, formatFieldPath, valueAt } from '../json/describe-issue.js';
import { canonicalJson } from '../json/canonical-json.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';
import { SANDBOX_CHOICES } from '../sandbox/sandbox.js';

export const CONFIG_FILE_NAME = 'verdict.config.json';
/** `quarantine`: whether a task flaky on the default branch can fail the gate. */
export const QUARANTINE_CHOICES = ['flaky', 'none'] as const;

const AgentEntrySchema = z.strictObject({
  command: z.array(z.string().min(1)).min(1),
  env: z.record(z.string(), z.string()).optional(),
  answerFrom: z.enum(['proxy', 'stdout']).optional(),
  /** The agent's measured configuration, passed as VERDICT_CONFIG and hashed into reports. */
  config: z.record(z.string(), z.unknown()).optional(),
  /** `--sandbox docker`: the image the agent's runs start in. */
  image: z.string().min(1).optional(),
  /** Models besides the run's that live mode lets the agent call, e.g. a small side model (SPEC §1). */
  models: z.array(z.string().min(1)).optional(),
  /** Directories a sandboxed run shows read-only (SPEC §1, `agent-reads.ts`). */
  reads: z.array(z.string().min(1)).optional(),
});
const ApiKeyEnvSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
  .optional();
/** One protocol family's live upstream. */
const UpstreamSchema = z.strictObject({
  baseUrl: z.string().url().optional(),
  /** Name of the environment variable holding the key (never the key itself). */
  apiKeyEnv: ApiKeyEnvSchema,
});

export const VerdictConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  agents: z.record(z.string(), AgentEntrySchema).optional(),
  default: z.string().optional(),
  provider: z
    .strictObject({
      baseUrl: z.string().url().optional(),
      model: z.string().min(1).optional(),
      /** Name of the environment variable holding the key (never the key itself). */
      apiKeyEnv: ApiKeyEnvSchema,
    })
    .optional(),
  /** Live upstreams per protocol family (SPEC §4); `provider.baseUrl` is the OpenAI one too. */
  providers: z
    .strictObject({
      openai: UpstreamSchema.optional(),
      anthropic: UpstreamSchema.optional(),
      gemini: UpstreamSchema.optional(),
    })
    .optional(),
  /** Measured configuration of the built-in agent. */
  config: z.record(z.string(), z.unknown()).optional(),
  /** The sandbox of every run (SPEC §1); `--sandbox` overrides it. */
  sandbox: z.enum(SANDBOX_CHOICES).optional(),
  /** Each run's trace (`traces/` beside runs.jsonl): its cap in bytes, default 1 MB (docs/traces.md). */
  trace: z.strictObject({ maxBytes: z.number().int().min(4096).optional() }).optional(),
  /** The Action never reads it: a pull request's own config must not loosen the gate. */
  quarantine: z.enum(QUARANTINE_CHOICES).optional(),
});

export type VerdictConfig = z.infer<typeof VerdictConfigSchema>;
export type AgentEntry = NonNullable<VerdictConfig['agents']>[string];

export interface LoadedConfig {
  file?: string;
  dir: string;
  config: VerdictConfig;
  /** sha256 of the file's bytes: a run record names it, so `verdict add` can tell a changed file. */
  sha256?: string;
}

/** The configuration file as messages name it: relative to `cwd`, or its default name. */
export function configFileName(
  loaded: Pick<LoadedConfig, 'file'> | undefined,
  cwd: string,
): string {
  return loaded?.file === undefined
    ? 'verdict.config.json'
    : path.relative(cwd, loaded.file) || loaded.file;
}

/** Reads `--config FILE`, else `verdict.config.json` in `cwd` when present, else the defaults. */
export async function loadConfig(cwd: string, explicit?: string): Promise<LoadedConfig> {
  const file =
    explicit === undefined ? path.join(cwd, CONFIG_FILE_NAME) : path.resolve(cwd, explicit);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    if (explicit !== undefined) {
      throw new ConfigError(`${explicit}: the config file does not exist`, [
        { file: explicit, field: '(file)', message: 'does not exist' },
      ]);
    }
    return { dir: cwd, config: {} };
  }
  const shown = path.relative(cwd, file) || file;
  const fileError = (message: string): ConfigError => {
    const problem: Problem = { file: shown, field: '(file)', message };
    return new ConfigError(formatProblem(problem), [problem]);
  };
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw fileError(`is not valid JSON: ${String(error)}`);
  }
  if (nestsDeeperThan(data)) throw fileError(TOO_DEEP_MESSAGE);
  const parsed = VerdictConfigSchema.safeParse(data, { reportInput: true });
  // Agents are looked up by names from files (`default`, a task's `agent`): with no prototype,
  // a name such as "constructor" or "toString" finds nothing instead of an Object method.
  if (parsed.success && parsed.data.agents !== undefined) {
    parsed.data.agents = Object.assign(Object.create(null) as object, parsed.data.agents);
  }
  const problems: Problem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        file: shown,
        field: formatFieldPath(issue.path, (p) => valueAt(data, p)),
        message: describeIssue(issue),
      }));
  if (
    parsed.success &&
    parsed.data.default !== undefined &&
    parsed.data.agents?.[parsed.data.default] === undefined
  ) {
    problems.push({ file: shown, field: 'default', message: `names no agent in "agents"` });
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`${shown}: ${problems.map(formatProblem).join('\n')}`, problems);
  }
  return {
    file,
    dir: path.dirname(file),
    config: parsed.data,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** The hash of what is measured: the agent as configured (not as resolved), its configuration. */
export function hashConfiguration(
  agentName: string,
  entry: AgentEntry | undefined,
  measured: unknown,
): string {
  const identity = {
    agent: agentName,
    command: entry?.command ?? null,
    env: entry?.env ?? null,
    config: measured ?? null,
    // Only when set, so that the hash of an entry without them is what it always was.
    ...(entry?.models === undefined ? {} : { models: [...entry.models].sort() }),
  };
  return createHash('sha256').update(canonicalJson(identity)).digest('hex').slice(0, 16);
}

/** An agent's argv with relative paths (`./x`, `../x`) resolved against the config's directory. */
export function resolveAgentCommand(command: readonly string[], configDir: string): string[] {
  return command.map((part) =>
    part.startsWith('./') || part.startsWith('../') ? path.resolve(configDir, part) : part,
  );
}
