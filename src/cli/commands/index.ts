/** The commands, each imported only when it runs: `--help` and `--version` load none of them. */
import type { Command } from '../command.js';

export interface CommandEntry {
  name: string;
  summary: string;
  load(): Promise<Command>;
}

/** In the order `verdict --help` lists them. */
const SUMMARIES = {
  list: 'list suites (the bundled ones, and those in --suite-dir) with task counts',
  validate: 'load a suite and report every problem (exit 0 valid, 2 invalid)',
  run: 'run a suite k times (live, replay or scripted) and write the report',
  record: 'run each task once (live, or --provider scripted) and write its cassette',
  cassette: 'cassette maintenance: `upgrade DIR` rewrites cassette/v1 files as cassette/v2',
  ci: 'replay every bundled (or given) suite that has cassettes; non-zero on divergence, failure, or nothing replayed',
  pr: "the GitHub Action's evaluate flow locally: base and head side by side, printing the comment",
  compare: 'compare two reports task by task: improved, regressed, inconclusive, low power',
  variants: 'run configuration variants on the same tasks, interleaved, and compare them',
  diagnose: 're-run only the failed runs of a saved run under an intervention and report factors',
  runs: 'list recent runs (id, suite, mode, when, passed/judged, where) from .verdict/runs',
  show: 'print one run: its model calls, tool calls and results, verifiers, status and reason',
  view: "the local panel: every run, an invocation's tasks and runs, a run's transcript",
  history: 'per-task pass rates on the default branch over recent commits, and the flaky tasks',
  report: 'rebuild report.json / report.md from the runs.jsonl in a run directory',
  merge: 'merge the shard outputs of one plan into one report',
  gate: 'decide: exit 0 PASS, 1 FAIL, 5 incomplete evidence, 2 bad invocation',
  export: 'write a shareable bundle of a saved run, without absolute paths or secrets',
  add: 'promote a passing run into a regression case that asserts the tools it used',
  agent: 'the built-in reference agent (the default agent command), per the agent contract',
  init: 'start a repository: verdict.config.json, a starter suite in evals/, the two workflows',
  suites: '`copy NAME DIR` copies a bundled suite to edit',
} as const;

const LOADERS: Record<keyof typeof SUMMARIES, () => Promise<Command>> = {
  list: async () => (await import('./list.js')).listCommand,
  validate: async () => (await import('./validate.js')).validateCommand,
  run: async () => (await import('./run.js')).runCommand,
  record: async () => (await import('./record.js')).recordCommand,
  cassette: async () => (await import('./cassette.js')).cassetteCommand,
  ci: async () => (await import('./ci.js')).ciCommand,
  pr: async () => (await import('./pr.js')).prCommand,
  compare: async () => (await import('./compare.js')).compareCommand,
  variants: async () => (await import('./variants.js')).variantsCommand,
  diagnose: async () => (await import('./diagnose.js')).diagnoseCommand,
  runs: async () => (await import('./runs.js')).runsCommand,
  show: async () => (await import('./show.js')).showCommand,
  view: async () => (await import('./view.js')).viewCommand,
  history: async () => (await import('./history.js')).historyCommand,
  report: async () => (await import('./report.js')).reportCommand,
  merge: async () => (await import('./merge.js')).mergeCommand,
  gate: async () => (await import('./gate.js')).gateCommand,
  export: async () => (await import('./export.js')).exportCommand,
  add: async () => (await import('./add.js')).addCommand,
  agent: async () => (await import('./agent.js')).agentCommand,
  init: async () => (await import('./init.js')).initCommand,
  suites: async () => (await import('./suites.js')).suitesCommand,
};

export const COMMANDS: readonly CommandEntry[] = (
  Object.keys(SUMMARIES) as Array<keyof typeof SUMMARIES>
).map((name) => ({ name, summary: SUMMARIES[name], load: LOADERS[name] }));
