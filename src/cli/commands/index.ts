/**
 * The commands, by name and one-line summary, each imported only when it runs: `verdict --version`
 * and `verdict --help` load none of them, and a command loads only what it uses.
 */
import type { Command } from '../command.js';

export interface CommandEntry {
  name: string;
  /** One line for `verdict --help`. */
  summary: string;
  load(): Promise<Command>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'list',
    summary: 'list suites (the bundled ones, and those in --suite-dir) with task counts',
    load: async () => (await import('./list.js')).listCommand,
  },
  {
    name: 'validate',
    summary: 'load a suite and report every problem (exit 0 valid, 2 invalid)',
    load: async () => (await import('./validate.js')).validateCommand,
  },
  {
    name: 'run',
    summary: 'run a suite k times (live, replay or scripted) and write the report',
    load: async () => (await import('./run.js')).runCommand,
  },
  {
    name: 'record',
    summary: 'run each task once (live, or --provider scripted) and write its cassette',
    load: async () => (await import('./record.js')).recordCommand,
  },
  {
    name: 'cassette',
    summary: 'cassette maintenance: `upgrade DIR` rewrites cassette/v1 files as cassette/v2',
    load: async () => (await import('./cassette.js')).cassetteCommand,
  },
  {
    name: 'ci',
    summary:
      'replay every bundled (or given) suite that has cassettes; non-zero on divergence, failure, or nothing replayed',
    load: async () => (await import('./ci.js')).ciCommand,
  },
  {
    name: 'pr',
    summary:
      "the GitHub Action's evaluate flow locally: base and head side by side, printing the comment",
    load: async () => (await import('./pr.js')).prCommand,
  },
  {
    name: 'compare',
    summary: 'compare two reports task by task: improved, regressed, inconclusive, low power',
    load: async () => (await import('./compare.js')).compareCommand,
  },
  {
    name: 'variants',
    summary: 'run configuration variants on the same tasks, interleaved, and compare them',
    load: async () => (await import('./variants.js')).variantsCommand,
  },
  {
    name: 'diagnose',
    summary: 're-run only the failed runs of a saved run under an intervention and report factors',
    load: async () => (await import('./diagnose.js')).diagnoseCommand,
  },
  {
    name: 'runs',
    summary: 'list recent runs (id, suite, mode, when, passed/judged, where) from .verdict/runs',
    load: async () => (await import('./runs.js')).runsCommand,
  },
  {
    name: 'show',
    summary: 'print one run: its model calls, tool calls and results, verifiers, status and reason',
    load: async () => (await import('./show.js')).showCommand,
  },
  {
    name: 'view',
    summary: "the local panel: every run, an invocation's tasks and runs, a run's transcript",
    load: async () => (await import('./view.js')).viewCommand,
  },
  {
    name: 'history',
    summary: 'per-task pass rates on the default branch over recent commits, and the flaky tasks',
    load: async () => (await import('./history.js')).historyCommand,
  },
  {
    name: 'report',
    summary: 'rebuild report.json / report.md from the runs.jsonl in a run directory',
    load: async () => (await import('./report.js')).reportCommand,
  },
  {
    name: 'merge',
    summary: 'merge the shard outputs of one plan into one report',
    load: async () => (await import('./merge.js')).mergeCommand,
  },
  {
    name: 'gate',
    summary: 'decide: exit 0 PASS, 1 FAIL, 5 incomplete evidence, 2 bad invocation',
    load: async () => (await import('./gate.js')).gateCommand,
  },
  {
    name: 'export',
    summary: 'write a shareable bundle of a saved run, without absolute paths or secrets',
    load: async () => (await import('./export.js')).exportCommand,
  },
  {
    name: 'add',
    summary: 'promote a passing run into a regression case that asserts the tools it used',
    load: async () => (await import('./add.js')).addCommand,
  },
  {
    name: 'agent',
    summary: 'the built-in reference agent (the default agent command), per the agent contract',
    load: async () => (await import('./agent.js')).agentCommand,
  },
  {
    name: 'init',
    summary:
      'start a repository: verdict.config.json, a starter suite in evals/, the two workflows',
    load: async () => (await import('./init.js')).initCommand,
  },
  {
    name: 'suites',
    summary: '`copy NAME DIR` copies a bundled suite to edit',
    load: async () => (await import('./suites.js')).suitesCommand,
  },
];
