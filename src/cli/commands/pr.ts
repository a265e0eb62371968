import { attachDivergences } from '../../pr/attach-divergences.js';
import path from 'node:path';
import { UsageError } from '../../errors.js';
import type { CommentModel } from '../../pr/comment-model.js';
import { parsePathGlobs } from '../../pr/changed-paths.js';
import { DEFAULT_REUSE_MAX_AGE, parseReuseMaxAge } from '../../pr/reuse-max-age.js';
import { evaluatePullRequest } from '../../pr/evaluate-pr.js';
import type { EvaluationMode } from '../../pr/evaluation-options.js';
import { defaultBase, repositoryRoot } from '../../pr/git.js';
import { commentMarker } from '../../pr/marker.js';
import { secretsRedactedNotice, writeEvaluation } from '../../pr/write-evaluation.js';
import { renderRedactedComment } from '../../pr/render-comment.js';
import { standTasks } from '../../gate/task-standings.js';
import { HISTORY_DIR } from '../../history/history-store.js';
import { saveUnmatchedCounts } from '../../gate/acknowledged-counts.js';
import { decideFailOn, FAIL_ON_VALUES, gateOutcomes, tallySections } from '../../pr/tally.js';
import { stringOption, type Command, type ParsedArgs } from '../command.js';
import { grantsOf } from '../evaluation/grants.js';
import {
  choiceOption,
  givenOptions,
  integerOption,
  outDirOption,
  valueOptions,
} from '../evaluation/options.js';
import {
  K_AUTO_HELP,
  K_AUTO_OPTIONS,
  kOption,
  maxRepetitions,
  type KChoice,
} from '../evaluation/k-option.js';
import { newRunId } from '../evaluation/run-id.js';
import { selfCommand, writeJson } from '../io.js';
import { sandboxChoiceOf, sandboxHelp } from '../evaluation/sandbox-option.js';
import { quarantineOf } from './gate.js';

export const DEFAULT_SUITE_DIR = 'evals';
const MODES: readonly EvaluationMode[] = ['replay', 'live', 'both'];

function missingBase(): never {
  throw new UsageError('no default branch found to compare with: pass --base REF');
}

/** The --allow-* flags given; like `verdict ci`, write and process when none is. */
function prGrants(args: ParsedArgs): string[] {
  const granted = [...grantsOf(args).allow];
  return granted.length > 0 ? granted : ['write', 'process'];
}

/** The live key: OpenAI's, else that of the family whose upstream the command line names. */
function liveKeyOf(env: NodeJS.ProcessEnv, args: ParsedArgs): string | undefined {
  if (env.OPENAI_API_KEY !== undefined && env.OPENAI_API_KEY !== '') return env.OPENAI_API_KEY;
  if (stringOption(args, 'anthropic-base-url') !== undefined) return env.ANTHROPIC_API_KEY;
  if (stringOption(args, 'gemini-base-url') !== undefined) return env.GEMINI_API_KEY;
  return undefined;
}

/** `--k auto`'s settings, without the kind. */
function autoSettings({ kind: _, ...settings }: Extract<KChoice, { kind: 'auto' }>) {
  return settings;
}

export const prCommand: Command = {
  name: 'pr',
  help: `Usage: verdict pr [--base REF] [--head REF] [--suite-dir DIR] [options]

Evaluates two commits of the repository in the current directory as the GitHub Action does on a
pull request, without GitHub: each commit in its own git worktree (uncommitted changes are not
included), its optional --setup, then its own suites — replay from its own cassettes, live with
--mode live|both when a live key is set (OPENAI_API_KEY; ANTHROPIC_API_KEY with
--anthropic-base-url, GEMINI_API_KEY with --gemini-base-url) — compared task by task.
Prints the Markdown of the comment the bot would post, and writes base/, head/, comparison/,
comparison.md and comparison.json into --out DIR (default .verdict/pr/<run id>).

  --base REF            default: the merge base of --head and the default branch
  --head REF            default: HEAD
  --suite-dir DIR       where the suites are in each checkout (default ${DEFAULT_SUITE_DIR})
  --suites a,b          only these suites (ids or directory names)
  --mode replay|live|both   (default replay)
  --k N  --seed N       live repetitions (default 5) and seed (default 0)
${K_AUTO_HELP}
                         (each round is a verdict run --k auto --round R per side; the record
                         of rounds is in comparison/live/<suite>/adaptive.json; with
                         --reuse-dir the base's stored runs of round r (an earlier --k auto
                         evaluation of the same base, commit and rule) replace its live runs
                         there, and the record is kept too: a later evaluation of the same two
                         commits continues each task's test from it)
  --setup CMD           a shell command run in each checkout first (e.g. "npm ci")
  --agent-command CMD   the agent under test, run in each checkout (default: the repo's config)
  --input-rate USD --output-rate USD
                        USD per million tokens, both or neither: passed to the live runs, whose
                        reports then have an Estimated block
  --max-runs N          refuse (exit 2, before any model call) a live plan of more than N runs,
                        base and head together (tasks × k of every suite on each side), each run
                        counted with the re-runs a transient error may cause; replay runs call
                        no model and are not counted
  --max-calls N         at most N requests to the live upstream over the whole evaluation (base
                        and head, every suite), each retry of a failed one counted too; then
                        further calls are refused and the runs left end as errors, which the
                        comment shows (max_calls_reached); the count is in <out>/upstream-calls.json
  --paths GLOBS         comma-separated globs (e.g. "src/**,prompts/**", "!src/**/*.md" excludes):
                        when head changes nothing under them since the merge base, live is
                        skipped with a notice; replay still runs
  --reuse-base-max-age AGE  reuse the base's live results stored by an earlier evaluation
                        with the same key (base commit, suite and version, configuration, agent,
                        model, k, seed, setup) when no older than AGE (default ${DEFAULT_REUSE_MAX_AGE};
                        e.g. 36h, 90m; 0 turns reuse off): the model is then called for the head
                        only, and the comment says what was reused and from when
  --reuse-dir DIR       where base results are stored (default .verdict/base-cache in the
                        repository)
  --fail-on never|divergence|regressed|incomplete
                        exit 1 as the Action's step fails (default never); a task the BASE's
                        <suite-dir>/verdict-acknowledged.json acknowledges, or --quarantine flaky
                        holds, does not count: the comment's Gate block says (docs/required-check.md)
  --quarantine flaky|none  default: "quarantine" in verdict.config.json, else none
  --history-dir DIR     the default branch's history, which the base's results join and which
                        says which tasks are flaky (default .verdict/history in the repository)
  --no-history          neither read nor add to the history
  --out DIR
${sandboxHelp(24)}

Exit codes: 0 evaluated (whatever the verdicts, unless --fail-on matched), 1 --fail-on matched
or an infrastructure error, 2 bad invocation.`,
  options: {
    ...valueOptions('base', 'head', 'suite-dir', 'suites', 'mode', 'k', 'seed', 'setup'),
    ...valueOptions('agent-command', 'out', 'input-rate', 'output-rate', 'paths', 'sandbox'),
    ...valueOptions('reuse-base-max-age', 'reuse-dir', 'fail-on', 'quarantine', 'history-dir'),
    ...K_AUTO_OPTIONS,
    ...valueOptions('max-runs', 'max-calls'),
    'no-history': { type: 'boolean' },
  },
  async run(args, io) {
    const mode = choiceOption(args, 'mode', MODES, 'replay', 'replay, live or both');
    const failOn = choiceOption(args, 'fail-on', FAIL_ON_VALUES, 'never');
    const repoDir = await repositoryRoot(io.cwd);
    const quarantine = await quarantineOf(args, io);
    const historyDir = stringOption(args, 'history-dir') ?? path.join(repoDir, HISTORY_DIR);
    const history =
      args.values['no-history'] === true
        ? undefined
        : { dir: path.resolve(io.cwd, historyDir), sides: ['base'] as const };
    const headRef = stringOption(args, 'head') ?? 'HEAD';
    const baseRef =
      stringOption(args, 'base') ?? (await defaultBase(repoDir, headRef)) ?? missingBase();
    const suiteDir = stringOption(args, 'suite-dir') ?? DEFAULT_SUITE_DIR;
    const suites = stringOption(args, 'suites')
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const kChoice = kOption(args, 5);
    const maxRuns = integerOption(args, 'max-runs', undefined, 1);
    const maxCalls = integerOption(args, 'max-calls', undefined, 1);
    const paths = parsePathGlobs(stringOption(args, 'paths'));
    const reuseMaxAgeMs = parseReuseMaxAge(
      stringOption(args, 'reuse-base-max-age') ?? DEFAULT_REUSE_MAX_AGE,
      '--reuse-base-max-age',
    );
    const reuseDir = path.resolve(
      io.cwd,
      stringOption(args, 'reuse-dir') ?? path.join(repoDir, '.verdict', 'base-cache'),
    );
    const outDir = outDirOption(args, io, path.join('.verdict', 'pr', newRunId()));
    const grants = prGrants(args);
    const apiKey = liveKeyOf(io.env, args);
    const evaluation = await evaluatePullRequest({
      repoDir,
      baseRef,
      headRef,
      suiteDir,
      ...(suites === undefined ? {} : { suites }),
      mode,
      k: maxRepetitions(kChoice),
      ...(kChoice.kind === 'auto' ? { adaptive: autoSettings(kChoice) } : {}),
      seed: integerOption(args, 'seed', 0, 0),
      ...givenOptions(args, { setup: 'setup', agentCommand: 'agent-command' }),
      live: {
        ...givenOptions(args, {
          baseUrl: 'base-url',
          anthropicBaseUrl: 'anthropic-base-url',
          geminiBaseUrl: 'gemini-base-url',
          model: 'model',
        }),
        ...(apiKey === undefined ? {} : { apiKey }),
        ...givenOptions(args, { inputRate: 'input-rate', outputRate: 'output-rate' }),
      },
      ...(maxRuns === undefined ? {} : { maxRuns }),
      ...(maxCalls === undefined ? {} : { maxCalls }),
      ...(paths === undefined ? {} : { paths }),
      ...(reuseMaxAgeMs === 0 ? {} : { reuse: { dir: reuseDir, maxAgeMs: reuseMaxAgeMs } }),
      grants,
      sandbox: sandboxChoiceOf(args, undefined),
      ...(history === undefined ? {} : { history }),
      outDir,
      verdictCommand: selfCommand(io),
      log: (line) => io.stderr.write(`verdict pr: ${line}\n`),
      env: io.env,
    });
    // Only the base's acknowledgements count; the history is the default branch's (with the base).
    const standings = standTasks({
      outcomes: gateOutcomes(evaluation.sections),
      failOn,
      quarantine,
      facts: evaluation.gate,
      today: new Date(),
    });
    if (history !== undefined) {
      await saveUnmatchedCounts(history.dir, evaluation.headSha, standings.unmatchedCounts);
    }
    const unredacted: CommentModel = {
      marker: commentMarker(suiteDir, suites),
      baseSha: evaluation.baseSha,
      headSha: evaluation.headSha,
      // The head's divergences, with what was recorded and what was sent, as the Action shows them.
      sections: await attachDivergences(evaluation.sections, {
        outDir,
        repoDir,
        suiteDir,
        grants,
      }),
      links: {},
      notices: evaluation.notices,
      evaluatedAt: new Date().toISOString(),
      gate: standings.report,
    };
    // As the Action does: say that runs had secrets redacted, then redact the comment itself.
    const notice = await secretsRedactedNotice(outDir);
    const { model, body } = await renderRedactedComment(
      notice === undefined
        ? unredacted
        : { ...unredacted, notices: [...unredacted.notices.slice(0, 49), notice] },
    );
    await writeEvaluation(outDir, model, body);
    const tally = tallySections(model.sections);
    const decision = decideFailOn(failOn, tally, standings.report);
    if (args.values.json === true) writeJson(io, { outDir, tally, decision, model });
    else {
      io.stdout.write(body.endsWith('\n') ? body : `${body}\n`);
      io.stderr.write(
        `verdict pr: ${tally.verdict}; files in ${path.relative(io.cwd, outDir) || outDir}\n`,
      );
      if (failOn !== 'never') io.stderr.write(`verdict pr: ${decision.reason}\n`);
    }
    return decision.decision === 'fail' ? 1 : 0;
  },
};
