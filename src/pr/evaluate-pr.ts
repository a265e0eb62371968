/**
 * The PR evaluation (SPEC §7), shared by the Action and `verdict pr`: base and head each in their
 * own worktree, each runs its optional setup and then its own suites — replay from its own
 * cassettes, live when asked and credentials exist — and each suite is compared side by side.
 * Suites run through the `verdict` CLI as child processes (`verdictCommand`), the same program a
 * maintainer runs locally; a side that cannot run is reported as infrastructure, never as a
 * regression. Before anything runs, a live plan larger than `maxRuns` is refused, and a pull
 * request that changes nothing under `paths` skips live.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ComparisonSchema, type Comparison } from '../compare/comparison-schema.js';
import { CONFIG_FILE_NAME } from '../config/config.js';
import { messageOf } from '../errors.js';
import { checkRunBudget, parseShard, plannedRunCount } from '../plan/plan.js';
import { runCommand } from '../process/run-command.js';
import { writeSecretsFile } from '../process/secrets-file.js';
import { ReportSchema, type Report } from '../report/report-schema.js';
import { findSuiteLocations } from '../suite/discover-suites.js';
import { loadSuite } from '../suite/load-suite.js';
import type { ModeSection, SideOutcome, SuiteOutcome } from './comment-model.js';
import { allowListedEnvironment, evaluatingCliEnvironment } from './allowed-env.js';
import { filesUnderGlobs } from './changed-paths.js';
import { addWorktree, changedFiles, ensureCommit, removeWorktree } from './git.js';
import { countStoredSince, readReused } from './base-reuse.js';
import { splitCommand } from './split-command.js';
import { sandboxWarningsOf } from './comment-sandbox.js';

export type EvaluationMode = 'replay' | 'live' | 'both';
export type Side = 'base' | 'head';

export interface LiveOptions {
  /** The OpenAI upstream (Chat Completions and Responses). */
  baseUrl?: string;
  /** The Anthropic Messages upstream; the live key goes to it as ANTHROPIC_API_KEY. */
  anthropicBaseUrl?: string;
  /** The Gemini upstream; the live key goes to it as GEMINI_API_KEY. */
  geminiBaseUrl?: string;
  model?: string;
  /** Absent or empty: live is skipped with a notice (a fork's PR gets no secrets). */
  apiKey?: string;
  inputRate?: string;
  outputRate?: string;
}

export interface EvaluatePrOptions {
  /** The git repository (any directory inside it). */
  repoDir: string;
  baseRef: string;
  headRef: string;
  /** Where the suites are in each checkout, relative to its root. */
  suiteDir: string;
  /** Suite ids or directory names to evaluate; all of suiteDir when absent. */
  suites?: readonly string[];
  mode: EvaluationMode;
  k: number;
  seed: number;
  /** A shell command run in each checkout before its suites (e.g. `npm ci`). */
  setup?: string;
  /** The agent under test, run in each checkout (e.g. `node dist/agent.js`); the repo's config otherwise. */
  agentCommand?: string;
  live: LiveOptions;
  /** `i/n`: live runs only this shard of the plan. */
  shard?: string;
  /** Sharded jobs other than the first leave replay to the first. */
  skipReplay?: boolean;
  /**
   * At most this many live runs, both sides together (replay calls no model and is not counted):
   * a larger plan is refused (a UsageError) before any run.
   */
  maxRuns?: number;
  /** Globs (repository-relative): when the PR changes nothing under them, live is skipped. */
  paths?: readonly string[];
  /**
   * Reuse of the base side's live results (SPEC §7): stored in `reuse.dir` under their key and
   * reused by a later evaluation with the same key. Absent: the base always runs.
   */
  reuse?: BaseReuseOptions;
  /** Effects granted to the suites (default write and process). */
  grants?: readonly string[];
  /** `--sandbox` of every evaluating run (SPEC §1): the workflow's choice, never the checkout's. */
  sandbox?: string;
  /** base/, head/ and comparison/ go here. */
  outDir: string;
  /** How to run the `verdict` CLI: `[node, path/to/verdict.js]`. */
  verdictCommand: readonly string[];
  /** Progress lines (the Action's log, the CLI's stderr). */
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface BaseReuseOptions {
  /** The cache directory: one entry per key, made and read by `verdict run --reuse-dir`. */
  dir: string;
  /** Stored results older than this (ms) are not reused; 0 turns reuse off. */
  maxAgeMs: number;
  /** Where new results are made (e.g. the workflow run's URL): stored, and shown when reused. */
  origin?: string;
}

export interface PrEvaluation {
  baseSha: string;
  headSha: string;
  sections: ModeSection[];
  notices: string[];
  /** Base results reused, and how many entries this evaluation added to `reuse.dir`. */
  reuse: { reused: number; stored: number };
}

const SETUP_TIMEOUT_MS = 30 * 60_000;
const SUITE_TIMEOUT_MS = 60 * 60_000;
const AGENT_NAME = 'agent-under-test';

interface Checkout {
  side: Side;
  sha: string;
  dir: string;
  /** Set when setup failed: nothing runs on this side. */
  problem?: string;
  /** Suite id → its location in this checkout, and its task count (0 when it does not load). */
  suites: Map<string, { location: string; hasCassettes: boolean; taskCount: number }>;
  configFile?: string;
}

/** The end of a command's output, on one line and short enough for a comment row. */
function lastLines(text: string, count = 3): string {
  const tail = text.trim().split('\n').slice(-count).join(' / ');
  return tail.length > 500 ? `…${tail.slice(-499)}` : tail;
}

async function runSetup(checkout: Checkout, options: EvaluatePrOptions): Promise<void> {
  if (options.setup === undefined || options.setup.trim() === '') return;
  options.log(`${checkout.side}: setup: ${options.setup}`);
  const result = await runCommand(['bash', '-c', options.setup], {
    cwd: checkout.dir,
    timeoutMs: SETUP_TIMEOUT_MS,
    // The PR's own code: never the Action's inputs (the live key, the GitHub token) or a credential.
    env: allowListedEnvironment(options.env ?? process.env),
  });
  if (result.outcome === 'exited' && result.exitCode === 0) return;
  checkout.problem =
    result.outcome === 'exited'
      ? `setup failed (exit ${result.exitCode}): ${lastLines(result.stderr || result.stdout)}`
      : result.outcome === 'failed-to-start'
        ? `setup could not start: ${result.message}`
        : `setup ${result.outcome} after ${SETUP_TIMEOUT_MS / 60_000} min`;
}

async function hasCassettes(suiteDir: string): Promise<boolean> {
  const files = await readdir(path.join(suiteDir, 'cassettes')).catch(() => [] as string[]);
  return files.some((file) => file.endsWith('.jsonl'));
}

async function discoverSuites(checkout: Checkout, options: EvaluatePrOptions): Promise<void> {
  const root = path.join(checkout.dir, options.suiteDir);
  for (const location of await findSuiteLocations(root)) {
    const loaded = await loadSuite(location, { cwd: checkout.dir });
    // An invalid suite still gets a row: its id is the directory name, and `run` names the problem.
    const suiteId = loaded.ok ? loaded.suite.suiteId : path.basename(location, '.json');
    const wanted =
      options.suites === undefined ||
      options.suites.includes(suiteId) ||
      options.suites.includes(path.basename(location));
    if (!wanted) continue;
    const suiteRoot = loaded.ok ? loaded.suite.dir : location;
    checkout.suites.set(suiteId, {
      location,
      hasCassettes: await hasCassettes(suiteRoot),
      taskCount: loaded.ok ? loaded.suite.tasks.length : 0,
    });
  }
}

/** With an `agent-command`, a configuration naming it as the default agent, beside the repo's own. */
async function writeAgentConfig(checkout: Checkout, options: EvaluatePrOptions): Promise<void> {
  if (options.agentCommand === undefined || options.agentCommand.trim() === '') return;
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(
      await readFile(path.join(checkout.dir, CONFIG_FILE_NAME), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    // No config of its own: the agent command is the whole configuration.
  }
  const agents = (config.agents ?? {}) as Record<string, unknown>;
  config.agents = { ...agents, [AGENT_NAME]: { command: splitCommand(options.agentCommand) } };
  config.default = AGENT_NAME;
  checkout.configFile = path.join(checkout.dir, '.verdict-action.config.json');
  await writeFile(checkout.configFile, `${JSON.stringify(config, null, 2)}\n`);
}

interface CliOutcome {
  code: number | null;
  stderr: string;
  stdout: string;
}

type VerdictRunner = Pick<EvaluatePrOptions, 'verdictCommand' | 'env'>;

/**
 * Runs the `verdict` CLI with an allow-listed environment (SPEC §1): it runs the PR's agent, so it
 * gets no Action input, token or key by its environment; `secrets` (the live key, by variable
 * name) reach it in a 0600 file it deletes as it starts (`--secrets-file`).
 */
export async function runVerdict(
  args: string[],
  cwd: string,
  options: VerdictRunner,
  secrets: Record<string, string> = {},
): Promise<CliOutcome> {
  const [program, ...rest] = options.verdictCommand;
  if (program === undefined) throw new Error('verdictCommand is empty');
  const handover = Object.keys(secrets).length === 0 ? undefined : await writeSecretsFile(secrets);
  let result: Awaited<ReturnType<typeof runCommand>>;
  try {
    result = await runCommand(
      [
        program,
        ...rest,
        ...args,
        ...(handover === undefined ? [] : ['--secrets-file', handover.file]),
      ],
      {
        cwd,
        timeoutMs: SUITE_TIMEOUT_MS,
        env: { ...evaluatingCliEnvironment(options.env ?? process.env), CI: 'true' },
      },
    );
  } finally {
    await handover?.remove();
  }
  if (result.outcome === 'failed-to-start') {
    return { code: null, stderr: result.message, stdout: '' };
  }
  if (result.outcome !== 'exited') {
    return { code: null, stderr: `verdict ${result.outcome}`, stdout: result.stdout };
  }
  return { code: result.exitCode, stderr: result.stderr, stdout: result.stdout };
}

export async function readReport(dir: string): Promise<Report | undefined> {
  try {
    return ReportSchema.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));
  } catch {
    return undefined;
  }
}

function grantFlags(options: EvaluatePrOptions): string[] {
  return (options.grants ?? ['write', 'process']).map((effect) => `--allow-${effect}`);
}

/** Runs one suite on one side in one mode; the outcome says how it went, the report is on disk. */
async function runSide(
  checkout: Checkout,
  suiteId: string,
  mode: 'replay' | 'live',
  options: EvaluatePrOptions,
  sandboxWarnings: Set<string>,
): Promise<{ outcome: SideOutcome; dir: string }> {
  const dir = path.join(options.outDir, checkout.side, mode, suiteId);
  const suite = checkout.suites.get(suiteId);
  if (checkout.problem !== undefined) {
    return { outcome: { state: 'NOT_RUN', problem: checkout.problem }, dir };
  }
  if (suite === undefined) {
    return {
      outcome: {
        state: 'NOT_RUN',
        problem: `the suite does not exist on ${checkout.side} (${checkout.side === 'base' ? 'added' : 'removed'} by this pull request)`,
        absent: true,
      },
      dir,
    };
  }
  const { args, secrets } = runArguments(checkout, suite.location, mode, dir, options);
  options.log(`${checkout.side}: ${mode} ${suiteId}`);
  const result = await runVerdict(args, checkout.dir, options, secrets);
  // Why the run was not sandboxed (or not by bwrap) is only in the CLI's stderr: logged once.
  for (const warning of sandboxWarningsOf(result.stderr)) {
    if (!sandboxWarnings.has(warning)) options.log(`${checkout.side}: ${warning}`);
    sandboxWarnings.add(warning);
  }
  const outcome = await sideOutcomeOf(dir, 'verdict run', result);
  const reused = mode === 'live' ? await readReused(dir) : undefined;
  if (reused !== undefined) {
    outcome.reused = {
      runId: reused.runId,
      storedAt: reused.storedAt,
      ...(reused.origin === undefined ? {} : { origin: reused.origin.slice(0, 2_000) }),
    };
  }
  return { outcome, dir };
}

/** Whether this side's live runs may reuse stored results (the base's, when reuse is on). */
function reusesOn(checkout: Checkout, options: EvaluatePrOptions): boolean {
  return checkout.side === 'base' && options.reuse !== undefined && options.reuse.maxAgeMs > 0;
}

/** The `verdict run` command line (and the keys, by variable name) of one suite on one side. */
function runArguments(
  checkout: Checkout,
  location: string,
  mode: 'replay' | 'live',
  dir: string,
  options: EvaluatePrOptions,
): { args: string[]; secrets: Record<string, string> } {
  const args = ['run', location, '--yes', '--mode', mode, '--out', dir, ...grantFlags(options)];
  // Always given: a checkout's own verdict.config.json must not switch its sandbox off.
  args.push('--sandbox', options.sandbox ?? 'auto');
  if (checkout.configFile !== undefined) args.push('--config', checkout.configFile);
  const secrets: Record<string, string> = {};
  const apiKey = options.live.apiKey ?? '';
  if (mode === 'live') {
    args.push('--k', String(options.k), '--seed', String(options.seed), '--trusted-upstreams-only');
    const reuse = options.reuse;
    if (reuse !== undefined && reusesOn(checkout, options)) {
      args.push(
        '--reuse-dir',
        reuse.dir,
        '--reuse-max-age',
        `${Math.floor(reuse.maxAgeMs / 1000)}s`,
        '--reuse-commit',
        checkout.sha,
        // The setup shapes what the agent is (e.g. which version it installs).
        '--reuse-key',
        JSON.stringify({ setup: options.setup ?? '', suiteDir: options.suiteDir }),
      );
      if (reuse.origin !== undefined) args.push('--reuse-origin', reuse.origin);
    }
    if (options.live.baseUrl !== undefined) args.push('--base-url', options.live.baseUrl);
    if (options.live.anthropicBaseUrl !== undefined) {
      args.push('--anthropic-base-url', options.live.anthropicBaseUrl);
      secrets.ANTHROPIC_API_KEY = apiKey;
    }
    if (options.live.geminiBaseUrl !== undefined) {
      args.push('--gemini-base-url', options.live.geminiBaseUrl);
      secrets.GEMINI_API_KEY = apiKey;
    }
    if (options.live.model !== undefined) args.push('--model', options.live.model);
    if (options.live.inputRate !== undefined && options.live.outputRate !== undefined) {
      args.push('--input-rate', options.live.inputRate, '--output-rate', options.live.outputRate);
    }
    if (options.shard !== undefined) args.push('--shard', options.shard);
    secrets.OPENAI_API_KEY = apiKey;
  }
  return { args, secrets };
}

/** The answer of `verdict run --reuse-check --json`: one JSON object. */
function saysReusable(stdout: string): boolean {
  try {
    const answer = JSON.parse(stdout) as { reusable?: unknown };
    return answer.reusable === true;
  } catch {
    return false;
  }
}

/**
 * The base's suites whose live results will be reused (`verdict run --reuse-check` with the very
 * command line the run will have): they call no model, so the budget does not count them.
 */
async function reusableBaseSuites(
  checkout: Checkout,
  options: EvaluatePrOptions,
): Promise<Set<string>> {
  const reusable = new Set<string>();
  if (checkout.problem !== undefined || !reusesOn(checkout, options)) return reusable;
  const scratch = path.join(options.outDir, '.reuse-check');
  for (const [suiteId, suite] of checkout.suites) {
    const { args, secrets } = runArguments(checkout, suite.location, 'live', scratch, options);
    const result = await runVerdict(
      [...args, '--reuse-check', '--json'],
      checkout.dir,
      options,
      secrets,
    );
    if (result.code === 0 && saysReusable(result.stdout)) reusable.add(suiteId);
  }
  await rm(scratch, { recursive: true, force: true });
  return reusable;
}

/** How a side went, from the report the command left in `dir` (or its exit when there is none). */
export async function sideOutcomeOf(
  dir: string,
  what: string,
  result: CliOutcome,
): Promise<SideOutcome> {
  const report = await readReport(dir);
  if (report === undefined) {
    return {
      state: 'NOT_RUN',
      problem: `${what} exited ${result.code ?? 'abnormally'}: ${lastLines(result.stderr)}`,
    };
  }
  const sandbox = report.conditions.sandbox;
  const contained = sandbox === undefined ? {} : { sandbox };
  if (report.state === 'COMPLETE') return { state: report.state, ...contained };
  const errors = Object.entries(report.summary.errors)
    .map(([kind, count]) => `${kind} ×${count}`)
    .join(', ');
  return {
    state: report.state,
    problem: `${report.summary.counts.missing} of ${report.summary.counts.total} runs missing${errors === '' ? '' : ` (${errors})`}`,
    ...contained,
  };
}

export async function compareSides(
  baseDir: string,
  headDir: string,
  outDir: string,
  cwd: string,
  options: VerdictRunner,
): Promise<{ comparison?: Comparison; notComparable?: string }> {
  const result = await runVerdict(['compare', baseDir, headDir, '--out', outDir], cwd, options);
  try {
    const text = await readFile(path.join(outDir, 'comparison.json'), 'utf8');
    return { comparison: ComparisonSchema.parse(JSON.parse(text)) };
  } catch {
    return { notComparable: lastLines(result.stderr, 2) || `compare exited ${result.code}` };
  }
}

async function evaluateMode(
  mode: 'replay' | 'live',
  checkouts: Record<Side, Checkout>,
  options: EvaluatePrOptions,
  sandboxWarnings: Set<string>,
): Promise<ModeSection> {
  const ids = [...new Set([...checkouts.base.suites.keys(), ...checkouts.head.suites.keys()])]
    .filter(
      (id) =>
        mode === 'live' ||
        checkouts.base.suites.get(id)?.hasCassettes === true ||
        checkouts.head.suites.get(id)?.hasCassettes === true,
    )
    .sort();
  if (ids.length === 0) {
    return {
      mode,
      skipped:
        mode === 'replay'
          ? `no suite in ${options.suiteDir} has cassettes on either side`
          : `no suite in ${options.suiteDir}`,
    };
  }
  const suites: SuiteOutcome[] = [];
  for (const suiteId of ids) {
    const base = await runSide(checkouts.base, suiteId, mode, options, sandboxWarnings);
    const head = await runSide(checkouts.head, suiteId, mode, options, sandboxWarnings);
    const outcome: SuiteOutcome = { suiteId, base: base.outcome, head: head.outcome };
    if (base.outcome.state !== 'NOT_RUN' && head.outcome.state !== 'NOT_RUN') {
      Object.assign(
        outcome,
        await compareSides(
          base.dir,
          head.dir,
          path.join(options.outDir, 'comparison', mode, suiteId),
          checkouts.head.dir,
          options,
        ),
      );
    }
    suites.push(outcome);
  }
  return { mode, suites };
}

/**
 * Refuses a live plan of more than `maxRuns` runs on both sides together: each side runs each of
 * its suites' tasks k times (or its shard's slice), as `runSide` will.
 */
async function checkLiveBudget(
  checkouts: Record<Side, Checkout>,
  options: EvaluatePrOptions,
): Promise<void> {
  if (options.maxRuns === undefined) return;
  const shard = options.shard === undefined ? undefined : parseShard(options.shard);
  // Reused base results call no model. (At another k the key differs: nothing would be reused.)
  const reused = await reusableBaseSuites(checkouts.base, options);
  const runsOf = (checkout: Checkout, k: number): number =>
    checkout.problem === undefined
      ? [...checkout.suites.entries()].reduce(
          (sum, [suiteId, suite]) =>
            checkout.side === 'base' && reused.has(suiteId) && k === options.k
              ? sum
              : sum + plannedRunCount(suite.taskCount, k, shard),
          0,
        )
      : 0;
  const suiteCount = new Set([...checkouts.base.suites.keys(), ...checkouts.head.suites.keys()])
    .size;
  checkRunBudget({
    maxRuns: options.maxRuns,
    budgetName: 'max-runs',
    k: options.k,
    runsAt: (k) => runsOf(checkouts.base, k) + runsOf(checkouts.head, k),
    breakdown: `live, base ${runsOf(checkouts.base, options.k)} + head ${runsOf(checkouts.head, options.k)}: ${suiteCount} suite(s) at k ${options.k}${options.shard === undefined ? '' : `, shard ${options.shard}`}${reused.size === 0 ? '' : `; base results of ${reused.size} suite(s) reused`}`,
    kName: 'k',
    otherWays: [
      'fewer suites (suites a,b)',
      ...(options.shard === undefined ? ['a slice per job (shard i/n)'] : []),
    ],
  });
}

/**
 * Why the paths filter skips live (the PR changes nothing under `paths`), or undefined. When the
 * changed files cannot be listed, live runs and a notice says why.
 */
async function pathsSkipReason(
  options: EvaluatePrOptions,
  shas: { base: string; head: string },
  notices: string[],
): Promise<string | undefined> {
  const globs = options.paths;
  if (globs === undefined || globs.length === 0) return undefined;
  let files: string[];
  try {
    files = await changedFiles(options.repoDir, shas.base, shas.head);
  } catch (error) {
    notices.push(`paths: could not list the changed files, so live ran: ${messageOf(error)}`);
    return undefined;
  }
  const under = filesUnderGlobs(files, globs);
  options.log(
    `paths: ${under.length} of ${files.length} changed file(s) under ${globs.join(', ')}`,
  );
  if (under.length > 0) return undefined;
  return `the PR changes nothing under paths: ${globs.join(', ')}`;
}

/** Why live does not run, or undefined when it does. */
function liveSkipReason(options: EvaluatePrOptions): string | undefined {
  if (options.mode === 'replay') return 'mode is replay';
  if (options.live.apiKey === undefined || options.live.apiKey === '') {
    return 'no API key: a pull request from a fork gets no secrets, so only replay ran';
  }
  const { baseUrl, anthropicBaseUrl, geminiBaseUrl } = options.live;
  if (baseUrl === undefined && anthropicBaseUrl === undefined && geminiBaseUrl === undefined) {
    return "no trusted base URL: give the base-url (or anthropic-base-url, gemini-base-url) input; live endpoints never come from a checkout's verdict.config.json";
  }
  return undefined;
}

export async function evaluatePullRequest(options: EvaluatePrOptions): Promise<PrEvaluation> {
  const baseSha = await ensureCommit(options.repoDir, options.baseRef);
  const headSha = await ensureCommit(options.repoDir, options.headRef);
  await mkdir(options.outDir, { recursive: true });
  const work = await mkdtemp(path.join(os.tmpdir(), 'verdict-pr-'));
  const checkouts: Record<Side, Checkout> = {
    base: { side: 'base', sha: baseSha, dir: path.join(work, 'base'), suites: new Map() },
    head: { side: 'head', sha: headSha, dir: path.join(work, 'head'), suites: new Map() },
  };
  const notices: string[] = [];
  // Each said once in the notices: the comment's "not sandboxed" line points to them.
  const sandboxWarnings = new Set<string>();
  const startedAt = Date.now();
  try {
    for (const checkout of [checkouts.base, checkouts.head]) {
      options.log(`${checkout.side}: worktree of ${checkout.sha.slice(0, 12)}`);
      await addWorktree(options.repoDir, checkout.dir, checkout.sha);
      await runSetup(checkout, options);
      if (checkout.problem !== undefined) {
        notices.push(`${checkout.side}: ${checkout.problem}`);
        continue;
      }
      try {
        await discoverSuites(checkout, options);
        await writeAgentConfig(checkout, options);
      } catch (error) {
        checkout.problem = messageOf(error);
        notices.push(`${checkout.side}: ${checkout.problem}`);
      }
    }
    const skipLive =
      liveSkipReason(options) ??
      (await pathsSkipReason(options, { base: baseSha, head: headSha }, notices));
    // Refused before replay too: an evaluation that cannot finish as asked does not start.
    if (skipLive === undefined) await checkLiveBudget(checkouts, options);
    const sections: ModeSection[] = [];
    if (options.mode !== 'live' && options.skipReplay !== true) {
      sections.push(await evaluateMode('replay', checkouts, options, sandboxWarnings));
    }
    if (skipLive === undefined) {
      if (options.k < 5) {
        notices.push(`k = ${options.k} is below 5: every live verdict is low power`);
      }
      sections.push(await evaluateMode('live', checkouts, options, sandboxWarnings));
    } else if (options.mode !== 'replay') {
      notices.push(`live skipped: ${skipLive}`);
      sections.push({ mode: 'live', skipped: skipLive });
    }
    notices.push(...sandboxWarnings);
    const reused = sections
      .flatMap((section) => ('suites' in section ? section.suites : []))
      .filter((suite) => suite.base.reused !== undefined).length;
    const stored =
      options.reuse === undefined ? 0 : await countStoredSince(options.reuse.dir, startedAt);
    return { baseSha, headSha, sections, notices, reuse: { reused, stored } };
  } finally {
    await removeWorktree(options.repoDir, checkouts.base.dir);
    await removeWorktree(options.repoDir, checkouts.head.dir);
    await rm(work, { recursive: true, force: true });
  }
}
