import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, QUARANTINE_CHOICES } from '../../config/config.js';
import { findRepositoryRoot } from '../../config/repository-root.js';
import { UsageError } from '../../errors.js';
import { ACKNOWLEDGEMENTS_FILE } from '../../gate/acknowledgements.js';
import {
  gatherComparisonFacts,
  renderStandings,
  standComparison,
  type GateSource,
  type Quarantine,
} from '../../gate/comparison-standings.js';
import { evaluateGate, parseGateRules } from '../../gate/evaluate-gate.js';
import { readGateInput } from '../../gate/gate-input.js';
import { HISTORY_DIR } from '../../history/history-store.js';
import { stringOption, type Command, type ParsedArgs } from '../command.js';
import { choiceOption, valueOptions } from '../evaluation/options.js';
import { writeJson, type CliIo } from '../io.js';

const COMPARISON_ONLY = ['acknowledged', 'history', 'quarantine'] as const;

/** `--NAME`, else the repository's `fallback` when it exists, else none. */
function sourceOf(args: ParsedArgs, io: CliIo, name: string, fallback: string) {
  const given = stringOption(args, name);
  const root = findRepositoryRoot(io.cwd) ?? io.cwd;
  const file = given === undefined ? path.join(root, fallback) : path.resolve(io.cwd, given);
  const source: GateSource = {
    path: file,
    shown: path.relative(io.cwd, file) || file,
    explicit: given !== undefined,
  };
  return given === undefined && !existsSync(file) ? undefined : source;
}

/** `--quarantine`, checked before any evidence is read; undefined when not given. */
function givenQuarantine(args: ParsedArgs): Quarantine | undefined {
  return choiceOption(args, 'quarantine', QUARANTINE_CHOICES, undefined, 'flaky or none');
}

/** `--quarantine`, else `quarantine` in verdict.config.json, else none. */
export async function quarantineOf(args: ParsedArgs, io: CliIo): Promise<Quarantine> {
  return (
    givenQuarantine(args) ??
    (await loadConfig(io.cwd, stringOption(args, 'config'))).config.quarantine ??
    'none'
  );
}

export const gateCommand: Command = {
  name: 'gate',
  help: `Usage: verdict gate <report.json | comparison.json | dir> --require RULE... [--acknowledged FILE] [--history DIR] [--quarantine flaky|none] [--json]

Options:
  --require RULE   a rule the evidence must meet (required; repeat it, or separate rules with
                   commas)
  --acknowledged FILE  comparison: the acknowledged changes (acknowledged/v1) that count;
                   default evals/verdict-acknowledged.json of the repository, when it exists
  --history DIR    comparison: the default branch's history, which says which tasks are flaky;
                   default .verdict/history of the repository, when it exists
  --quarantine flaky|none  comparison: flaky: a task quarantined by the history never fails
                   the gate (default: "quarantine" in verdict.config.json, else none)

Rules:
  no-regressions   comparison: no task regressed
  no-divergence    no run diverged from its cassette (report or comparison)
  min-rate=X       report: summary success rate ≥ X (0 ≤ X ≤ 1)
  min-runs=N       every task has ≥ N judged runs (both sides of a comparison)

Each rule prints PASS, FAIL or INCOMPLETE and why, then the rule that decided.
Exit codes: 0 PASS; 1 FAIL (the evidence is below a threshold: review the change);
5 INCOMPLETE (runs missing or errored, or the run not finished: the evidence is absent,
not bad — check the infrastructure); 2 bad invocation (unknown rule, bad value, rule not
applicable to the file). INCOMPLETE takes precedence over FAIL: an incomplete execution
is never reported as a failure of the change. A replay divergence is an outcome, not
absent evidence: it fails no-divergence. In a directory, comparison.json is read before
report.json.

On a comparison the gate also lists each task: failed (a rule fails it: no-regressions a
regressed task, no-divergence a diverged one; with the entry that would acknowledge it),
acknowledged (an entry of the acknowledgements file matches its change, with the reason),
quarantined (flaky on the default branch, with --quarantine flaky) or passed. Acknowledged
and quarantined tasks do not fail those two rules; stale entries (expired) are printed with
the entry that renews them, and a file that cannot be read is printed as a problem and
acknowledges nothing. --json adds tasks, stale and problems. A report has no task verdicts
to acknowledge: --acknowledged, --history and --quarantine on a report are refused (exit 2).
docs/required-check.md says how to acknowledge a change and what quarantine does.`,
  options: {
    require: { type: 'string', multiple: true },
    ...valueOptions('acknowledged', 'history', 'quarantine'),
  },
  positionals: { min: 1, max: 1, names: '<report|comparison|dir>' },
  async run(args, io) {
    const required = args.values.require;
    const rules = parseGateRules(Array.isArray(required) ? required.map(String) : []);
    givenQuarantine(args);
    const input = await readGateInput(path.resolve(io.cwd, args.positionals[0] as string));
    if (input.kind === 'report') {
      const given = COMPARISON_ONLY.filter((name) => stringOption(args, name) !== undefined);
      if (given.length > 0) {
        throw new UsageError(
          `gate: ${given.map((name) => `--${name}`).join(', ')}: a report has no task verdicts to acknowledge or quarantine; gate a comparison (comparison.json from \`verdict compare\`)`,
        );
      }
    }
    const acknowledged = sourceOf(args, io, 'acknowledged', ACKNOWLEDGEMENTS_FILE);
    const history = sourceOf(args, io, 'history', HISTORY_DIR);
    const standings =
      input.kind === 'comparison'
        ? standComparison({
            comparison: input.comparison,
            rules,
            quarantine: await quarantineOf(args, io),
            today: new Date(),
            facts: await gatherComparisonFacts({
              comparison: input.comparison,
              acknowledged,
              history,
            }),
          })
        : undefined;
    const decision = evaluateGate(input, rules, standings?.spared);
    if (args.values.json === true) {
      writeJson(io, {
        file: input.file,
        kind: input.kind,
        ...decision,
        ...(standings === undefined
          ? {}
          : {
              tasks: standings.listed,
              stale: standings.report.stale,
              problems: standings.report.problems,
            }),
      });
      return decision.exitCode;
    }
    io.stdout.write(`gate on ${input.kind} ${path.relative(io.cwd, input.file)}\n`);
    for (const result of decision.rules) {
      io.stdout.write(`  ${result.outcome.padEnd(10)} ${result.rule}: ${result.reason}\n`);
    }
    if (standings !== undefined) {
      io.stdout.write(
        renderStandings(standings.report, acknowledged?.shown ?? ACKNOWLEDGEMENTS_FILE),
      );
    }
    const decidedBy = decision.decidedBy === null ? '' : ` (decided by ${decision.decidedBy})`;
    io.stdout.write(`${decision.decision}${decidedBy}: ${decision.reason}\n`);
    return decision.exitCode;
  },
};
