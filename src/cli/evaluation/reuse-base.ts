/**
 * `verdict run --reuse-dir DIR`: results already made under the same key (SPEC §7) are copied from
 * DIR instead of calling the model; a complete new run is stored there. `verdict pr` passes it for
 * the base side, whose commit does not change between the pushes of a pull request.
 */
import path from 'node:path';
import { messageOf, UsageError } from '../../errors.js';
import type { ReuseKeyParts, ReuseLookup } from '../../pr/base-reuse.js';
import type { PlannedRun } from '../../plan/plan.js';
import type { RunRecord } from '../../run-dir/record-schema.js';
import { DEFAULT_REUSE_MAX_AGE, parseReuseMaxAge } from '../../pr/reuse-max-age.js';
import type { UpstreamFamily } from '../../provider/protocols/protocol.js';
import type { ReportConditions } from '../../run-dir/conditions-file.js';
import type { Grants } from '../../runner/policy-gate.js';
import { firstGiven, stringOption, type ParsedArgs } from '../command.js';
import { writeJson, type CliIo } from '../io.js';
import type { ResolvedAgent } from './agents.js';
import { valueOptions } from './options.js';
import type { LiveSettings } from './live-provider.js';

export const REUSE_OPTIONS = {
  ...valueOptions('reuse-dir', 'reuse-max-age', 'reuse-commit', 'reuse-key', 'reuse-origin'),
  'reuse-check': { type: 'boolean' },
} as const;

export const REUSE_HELP = `  --reuse-dir DIR        live only: reuse the results of an earlier run with the same key
                         (commit, suite and version, configuration, agent, model, k, seed…)
                         stored in DIR instead of calling the model, and store complete new
                         ones there (verdict pr uses it for the base side); with --k auto
                         --round R: the stored runs of repetition R, the rest run live, and
                         the rounds so far stored back after each round; with:
  --reuse-commit SHA     the commit whose code runs (required with --reuse-dir)
  --reuse-max-age AGE    reuse results no older than AGE (default ${DEFAULT_REUSE_MAX_AGE}; 0 stores but never reuses)
  --reuse-key TEXT       anything else the results depend on
  --reuse-origin TEXT    where they were made, shown when reused
  --reuse-check          only say REUSABLE or NOT REUSABLE: why; run nothing`;

interface ReuseRequest {
  dir: string;
  maxAgeMs: number;
  commit: string;
  extra?: string;
  origin?: string;
  checkOnly: boolean;
}

/** Undefined without `--reuse-dir`. */
export function reuseRequestOf(
  args: ParsedArgs,
  io: CliIo,
  conflicts: { mode: string; resume: boolean; models: boolean },
): ReuseRequest | undefined {
  const dir = stringOption(args, 'reuse-dir');
  const checkOnly = args.values['reuse-check'] === true;
  if (dir === undefined) {
    const other =
      firstGiven(args, ['reuse-max-age', 'reuse-commit', 'reuse-key', 'reuse-origin']) ??
      (checkOnly ? 'reuse-check' : undefined);
    if (other !== undefined) throw new UsageError(`--${other} needs --reuse-dir DIR`);
    return undefined;
  }
  if (conflicts.mode !== 'live') {
    throw new UsageError('--reuse-dir reuses live results: replay and scripted runs cost nothing');
  }
  if (conflicts.resume) throw new UsageError('--reuse-dir and --resume go separately');
  if (conflicts.models) throw new UsageError('--reuse-dir and --models go separately');
  const commit = stringOption(args, 'reuse-commit');
  if (commit === undefined || commit.trim() === '') {
    throw new UsageError('--reuse-dir needs --reuse-commit SHA: the commit whose code runs');
  }
  const extra = stringOption(args, 'reuse-key');
  const origin = stringOption(args, 'reuse-origin');
  return {
    dir: path.resolve(io.cwd, dir),
    maxAgeMs: parseReuseMaxAge(
      stringOption(args, 'reuse-max-age') ?? DEFAULT_REUSE_MAX_AGE,
      '--reuse-max-age',
    ),
    commit: commit.trim(),
    checkOnly,
    ...(extra === undefined ? {} : { extra }),
    ...(origin === undefined ? {} : { origin }),
  };
}

interface ReusePartsInput {
  request: ReuseRequest;
  conditions: ReportConditions;
  agents: readonly ResolvedAgent[];
  settings: LiveSettings;
  grants: Grants;
  rates?: { inputRate: number; outputRate: number };
}

/** Never the key. */
function upstreamsOf(settings: LiveSettings): Record<string, string> {
  const upstreams: Record<string, string> = {};
  for (const family of Object.keys(settings.upstreams).sort() as UpstreamFamily[]) {
    const upstream = settings.upstreams[family];
    if (upstream !== undefined) upstreams[family] = upstream.baseUrl;
  }
  return upstreams;
}

export function reusePartsOf(input: ReusePartsInput): ReuseKeyParts {
  const { conditions, request } = input;
  const agents = new Map<string, ReuseKeyParts['agents'][number]>();
  for (const agent of input.agents) {
    // As configured, not resolved: a checkout's path differs between evaluations.
    agents.set(agent.name, {
      name: agent.name,
      ...(agent.entry === undefined ? {} : { command: [...agent.entry.command] }),
    });
  }
  const grants: string[] = [...input.grants.allow].sort();
  if (input.grants.readOnly) grants.push('read-only');
  if (input.grants.allowSuiteFull) grants.push('suite-full');
  return {
    commit: request.commit,
    suiteId: conditions.suiteId,
    suiteVersion: conditions.suiteVersion,
    harnessVersion: conditions.harnessVersion,
    configHash: conditions.configHash,
    agents: [...agents.values()].sort((a, b) => a.name.localeCompare(b.name)),
    provider: conditions.provider,
    upstreams: upstreamsOf(input.settings),
    model: conditions.model,
    k: conditions.k,
    ...(conditions.adaptive === undefined ? {} : { adaptive: { ...conditions.adaptive } }),
    seed: conditions.seed,
    ...(conditions.shard === undefined ? {} : { shard: conditions.shard }),
    ...(conditions.tasks === undefined ? {} : { tasks: [...conditions.tasks] }),
    grants,
    ...(input.rates === undefined
      ? {}
      : { rates: { input: input.rates.inputRate, output: input.rates.outputRate } }),
    ...(request.extra === undefined ? {} : { extra: request.extra }),
  };
}

export interface Reuse {
  request: ReuseRequest;
  parts: ReuseKeyParts;
}

// Loaded only when a run asks for reuse: building their schemas costs start-up time.
const baseReuse = () => import('../../pr/base-reuse.js');
const adaptiveBaseReuse = () => import('../../pr/adaptive-base-reuse.js');

/** Undefined when the invocation is over. */
type AfterReuse = { taken: RunRecord[]; remaining: PlannedRun[] } | undefined;

/**
 * What `--reuse-dir` does before the first run: `--reuse-check` only says REUSABLE or why not.
 * `--round R` takes the stored runs of its (task, R)s (`pr/adaptive-base-reuse.ts`), a `fresh`
 * directory first seeded with the key's entry. Otherwise stored results are copied and nothing runs.
 */
export async function reuseBeforeRuns(
  { request, parts }: Reuse,
  run: { outDir: string; plan: PlannedRun[]; fresh: boolean; round?: number; json: boolean },
  io: CliIo,
): Promise<AfterReuse> {
  const { outDir, plan, round } = run;
  const all = { taken: [], remaining: plan };
  if (request.maxAgeMs === 0 && !request.checkOnly) return all;
  const { copyReused, findReusable } = await baseReuse();
  const found: ReuseLookup | undefined =
    request.maxAgeMs === 0
      ? { found: false, why: 'reuse is off (maximum age 0)' }
      : round === undefined || run.fresh || request.checkOnly
        ? await findReusable(request.dir, parts, request.maxAgeMs)
        : undefined;
  if (request.checkOnly) {
    const lookup =
      found?.found === false ? { reusable: false, why: found.why } : { reusable: true };
    if (run.json) writeJson(io, { type: 'reuse-check', ...lookup });
    else io.stdout.write(lookup.why === undefined ? 'REUSABLE\n' : `NOT REUSABLE: ${lookup.why}\n`);
    return undefined;
  }
  if (round !== undefined) {
    if (found?.found === false) {
      io.stderr.write(`reuse: every round runs: ${found.why}\n`);
      return all;
    }
    const { seedStoredRounds, takeStoredRuns } = await adaptiveBaseReuse();
    if (found !== undefined) {
      const reused = await seedStoredRounds(found, outDir);
      io.stderr.write(
        `reuse: the stored rounds of run ${reused.runId} (since ${reused.storedAt}) seed this directory: same commit ${parts.commit.slice(0, 12)}, suite, configuration, agent, model, rule and seed\n`,
      );
    }
    const result = await takeStoredRuns(outDir, plan);
    if (result.taken.length > 0) {
      io.stderr.write(
        `reuse: round ${round}: ${result.taken.length} stored run(s) taken, ${result.remaining.length} to run\n`,
      );
    }
    return result;
  }
  if (found?.found !== true) {
    io.stderr.write(`reuse: running: ${found?.why}\n`);
    return all;
  }
  const reused = await copyReused(found, outDir);
  io.stderr.write(
    `reuse: results of run ${reused.runId} (${reused.storedAt}${reused.origin === undefined ? '' : `, ${reused.origin}`}) reused: same commit ${parts.commit.slice(0, 12)}, suite, configuration, agent, model, k and seed; no model was called\n`,
  );
  if (run.json) writeJson(io, { type: 'reused', outDir, reused });
  else io.stdout.write(`REUSED: results of run ${reused.runId} (${reused.storedAt})\n`);
  return undefined;
}

/** Stores a finished run (`rounds`: the rounds so far) for later; a failure is only a warning. */
export async function storeForReuse(
  { request, parts }: Reuse,
  rounds: boolean,
  reportDir: string,
  runId: string,
  io: CliIo,
): Promise<void> {
  const options = {
    runId,
    maxAgeMs: request.maxAgeMs,
    ...(request.origin === undefined ? {} : { origin: request.origin }),
  };
  try {
    if (rounds) {
      const { storeRounds } = await adaptiveBaseReuse();
      await storeRounds(request.dir, parts, reportDir, options);
    } else {
      const { storeReusable } = await baseReuse();
      await storeReusable(request.dir, parts, reportDir, options);
      io.stderr.write(`reuse: stored these results for later evaluations of the same key\n`);
    }
  } catch (error) {
    io.stderr.write(
      `verdict: warning: could not store ${rounds ? 'the rounds' : 'the results'} for reuse in ${request.dir}: ${messageOf(error)}\n`,
    );
  }
}
