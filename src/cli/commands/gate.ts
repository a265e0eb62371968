import path from 'node:path';
import { evaluateGate, parseGateRules } from '../../gate/evaluate-gate.js';
import { readGateInput } from '../../gate/gate-input.js';
import type { Command } from '../command.js';
import { writeJson } from '../io.js';

export const gateCommand: Command = {
  name: 'gate',
  help: `Usage: verdict gate <report.json | comparison.json | dir> --require RULE... [--json]

Options:
  --require RULE   a rule the evidence must meet (required; repeat it, or separate rules with
                   commas)

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
report.json.`,
  options: { require: { type: 'string', multiple: true } },
  positionals: { min: 1, max: 1, names: '<report|comparison|dir>' },
  async run(args, io) {
    const required = args.values.require;
    const rules = parseGateRules(Array.isArray(required) ? required.map(String) : []);
    const input = await readGateInput(path.resolve(io.cwd, args.positionals[0] as string));
    const decision = evaluateGate(input, rules);
    if (args.values.json === true) {
      writeJson(io, { file: input.file, kind: input.kind, ...decision });
      return decision.exitCode;
    }
    io.stdout.write(`gate on ${input.kind} ${path.relative(io.cwd, input.file)}\n`);
    for (const result of decision.rules) {
      io.stdout.write(`  ${result.outcome.padEnd(10)} ${result.rule}: ${result.reason}\n`);
    }
    const decidedBy = decision.decidedBy === null ? '' : ` (decided by ${decision.decidedBy})`;
    io.stdout.write(`${decision.decision}${decidedBy}: ${decision.reason}\n`);
    return decision.exitCode;
  },
};
