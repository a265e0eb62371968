import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ExitCode, UsageError, messageOf } from '../../errors.js';
import {
  DEFAULT_CASES_DIR,
  DEFAULT_RECORDED_SUITE,
  addCase,
  grantFlagsOf,
  parseContains,
  type AddCaseOptions,
  type AddCaseOutcome,
} from '../../cases/add-case.js';
import type { CassetteOutcome, ReplayCheck } from '../../cases/promote-cassette.js';
import { readRunRecords, RUNS_FILE } from '../../run-dir/runs-jsonl.js';
import { parseCommandArgs, requiredOption, stringOption, type Command } from '../command.js';
import { givenOptions, valueOptions } from '../evaluation/options.js';
import { writeJson, type CliIo } from '../io.js';
import { shellWord } from '../../process/shell-word.js';
import { runCommand } from './run.js';

export const addCommand: Command = {
  name: 'add',
  help: `Usage: verdict add <runId | run-dir> --task ID [--rep N] [--suite NAME] [--contains "a,b"]
                   [--suite-dir DIR] [--from SUITE] [--prompt TEXT] [--json]

Promotes a run that passed into a regression case. The run alone is enough: its record keeps
the task's prompt, fixture, policy and budget (for records written before that, pass --from).
The case asserts the tools the run used (the distinct names, in order) and the --contains
words; it does not ask for the same answer back. A run that did not pass is refused:
promoting a failure would freeze it as the expectation.

A task whose workspace starts empty, with the default policy, becomes a case of the case file
<suite-dir>/<suite>.json (the answer that passed is kept under "recorded"). A task with a
fixture or another policy becomes a task of the suite <suite-dir>/<suite>/suite.json, with a
copy of its fixture (fixtures/<case-id>/), its policy and budget, so that the files its
prompt names exist; each promotion bumps that suite's patch version.

Options:
  --task ID          the task of the run (required; "suite/id" also works)
  --rep N            the repetition (default: the first one that passed)
  --suite NAME       the case file's (or suite's) name (default ${DEFAULT_RECORDED_SUITE})
  --suite-dir DIR    where it lives (default ${DEFAULT_CASES_DIR})
  --contains "a,b"   words the answer must mention (each must be in the answer that passed)
  --from SUITE       the suite the run came from, for run records that do not keep their
                     task (default: found by its id in --suite-dir, the bundled suites,
                     then the working directory)
  --prompt TEXT      the prompt, when the suite is not at hand

The case's cassette (cassettes/<case-id>.jsonl) is made from the run's own trace
(traces/<task>/<rep>.jsonl in the run directory), so a run of a task that never had a
cassette, live included, gives a case that replays. It is first replayed against the new
case, with the grants of the run's policy, and kept only when that replay passes; otherwise
the output says why not. A run written before traces existed gets the task's cassette
(<suite>/cassettes/<task>.jsonl) instead, checked the same way. The task's script
(<suite>/scripts/<task>.json) is copied for scripted runs. Nothing is written over an
existing file.

Exit codes: 0 added; 1 refused (the run did not pass, or its trace was cut at trace.maxBytes;
nothing written); 2 bad invocation (no --task, no such run, task or repetition, no prompt, an
invalid case file) or a trace that is missing or does not read (named with its file and line).`,
  options: valueOptions('task', 'rep', 'suite', 'suite-dir', 'contains', 'from', 'prompt'),
  positionals: { min: 1, max: 1, names: '<runId | run-dir>' },
  async run(args, io) {
    const usage = 'add: --task ID is required. Usage: verdict add <runId> --task ID [--rep N]';
    const taskId = requiredOption(args, 'task', usage);
    const repText = stringOption(args, 'rep');
    if (repText !== undefined && !/^[1-9]\d*$/.test(repText)) {
      throw new UsageError(`--rep ${JSON.stringify(repText)}: expected a repetition number ≥ 1`);
    }
    const prompt = stringOption(args, 'prompt');
    if (prompt !== undefined && prompt.trim() === '') {
      throw new UsageError('--prompt: expected the text of the prompt');
    }
    const { code } = await runAdd(
      {
        target: args.positionals[0] as string,
        taskId: taskId.trim(),
        repetition: repText === undefined ? undefined : Number(repText),
        prompt,
        ...givenOptions(args, {
          suite: 'suite',
          suiteDir: 'suite-dir',
          contains: 'contains',
          from: 'from',
          config: 'config',
        }),
        json: args.values.json === true,
      },
      io,
    );
    return code;
  },
};

/** What `verdict add` is asked, its options read; `verdict view`'s ✓ This went well asks the same. */
export type AddRequest = Pick<
  AddCaseOptions,
  'target' | 'taskId' | 'repetition' | 'suite' | 'suiteDir' | 'from' | 'prompt' | 'config'
> & {
  /** As `--contains` takes it: words separated by commas. */
  contains?: string;
  json?: boolean;
};

/**
 * `verdict add` past its argument checks: promotes the run and prints what it did, or why it
 * refused. `verdict view` calls it too, so its promotion is `add`'s, word for word.
 */
export async function runAdd(
  request: AddRequest,
  io: CliIo,
): Promise<{ code: ExitCode; outcome: AddCaseOutcome }> {
  const outcome = await addCase({
    ...request,
    contains: parseContains(request.contains),
    cwd: io.cwd,
    packageRoot: io.packageRoot,
    env: io.env,
    replayCheck: replayWithRunCommand(io, request.config),
  });
  const json = request.json === true;
  if (outcome.kind === 'refused') {
    if (json) writeJson(io, { added: false, refused: outcome.message });
    io.stderr.write(`verdict: add: ${outcome.message}; nothing was written.\n`);
    return { code: ExitCode.failure, outcome };
  }
  for (const warning of outcome.warnings) io.stderr.write(`verdict: warning: ${warning}\n`);
  const { testCase, tools, cassette, record } = outcome;
  if (json) {
    writeJson(io, {
      added: true,
      form: outcome.form,
      file: outcome.file,
      suite: outcome.suite,
      created: outcome.created,
      case: testCase,
      caseId: outcome.caseId,
      promptFrom: outcome.promptSource,
      ...(outcome.fixture === undefined ? {} : { fixture: outcome.fixture }),
      ...(outcome.script === undefined ? {} : { script: outcome.script }),
      cassette,
      run: runHint(outcome.runTarget, outcome.grants),
    });
    return { code: ExitCode.ok, outcome };
  }
  const lines = [
    `✓ added to ${outcome.suite}: ${testCase.name}`,
    `  from: ${record.runId} ${record.taskId} #${record.repetition} (prompt from ${outcome.promptSource})`,
    ...(testCase.agent === undefined ? [] : [`  agent: ${testCase.agent}`]),
    tools.length > 0
      ? `  asserts it still calls: ${tools.join(', ')}`
      : '  asserts no tools (the run called none)',
    ...(testCase.expect?.contains === undefined
      ? []
      : [
          `  and mentions: ${[testCase.expect.contains]
            .flat()
            .map((word) => JSON.stringify(word))
            .join(', ')}`,
        ]),
    ...(outcome.fixture === undefined
      ? []
      : [`  fixture: copied ${outcome.fixture.from} to ${outcome.fixture.to}`]),
    ...(outcome.script === undefined
      ? []
      : [`  script: copied ${outcome.script.from} to ${outcome.script.to}`]),
    cassetteLine(cassette),
    `  ${outcome.created ? 'created' : 'appended to'} ${outcome.file}`,
    `  run it with: ${runHint(outcome.runTarget, outcome.grants)}` +
      (cassette.kind === 'skipped' ? '' : ' (add --mode replay to replay its cassette)'),
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return { code: ExitCode.ok, outcome };
}

function cassetteLine(cassette: CassetteOutcome): string {
  switch (cassette.kind) {
    case 'made': {
      const calls = `${cassette.calls} model call${cassette.calls === 1 ? '' : 's'}`;
      const leftOut =
        cassette.leftOut.length === 0
          ? ''
          : `; left out, abandoned before their answer: call ${cassette.leftOut.join(', ')}`;
      return `  cassette: made from the run's trace ${cassette.from} (${calls}${leftOut}) as ${cassette.to}; it replays the case end to end`;
    }
    case 'copied':
      return `  cassette: copied ${cassette.from} to ${cassette.to} (the run kept no trace; it replays the case end to end)`;
    case 'skipped':
      return `  cassette: not ${cassette.source === 'trace' ? 'made' : 'copied'}: ${cassette.reason}`;
  }
}

function runHint(target: string, grants: readonly string[]): string {
  return ['verdict run', shellWord(target), ...grants].join(' ');
}

/**
 * Replays the promoted case once through `verdict run` into a temporary directory, with the grants
 * of the run's policy and the run's agent: its config file, or for a run made without one none (run
 * from the empty directory, so the working directory's config cannot stand in). A record naming no
 * agent is replayed with `--config`, else the working directory's config.
 */
function replayWithRunCommand(io: CliIo, config: string | undefined): ReplayCheck {
  return async ({ suite, taskId, cassetteDir, policy, runAgent }) => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'verdict-add-replay-'));
    const configFile = runAgent === undefined ? config : runAgent.configFile;
    const quiet = { write: () => true };
    const argv = [
      suite,
      '--mode',
      'replay',
      '--k',
      '1',
      '--tasks',
      taskId,
      '--cassette-dir',
      cassetteDir,
      '--out',
      out,
      '--yes',
      ...grantFlagsOf(policy),
      ...(configFile === undefined ? [] : ['--config', configFile]),
    ];
    try {
      await runCommand.run(parseCommandArgs(runCommand, argv), {
        ...io,
        ...(runAgent !== undefined && configFile === undefined ? { cwd: out } : {}),
        stdout: quiet,
        stderr: quiet,
      });
      const { records } = await readRunRecords(path.join(out, RUNS_FILE));
      const replayed = records.find((item) => item.taskId === taskId);
      if (replayed === undefined) return { passed: false, reason: 'the replay made no run' };
      // The config's bytes are the run's, so it gives the run's agent; should it not, no pass counts.
      if (runAgent !== undefined && replayed.agent?.name !== runAgent.agent) {
        return {
          passed: false,
          reason: `the replay ran agent ${JSON.stringify(replayed.agent?.name ?? 'unknown')}, not the run's ${JSON.stringify(runAgent.agent)}`,
        };
      }
      if (replayed.status === 'pass') return { passed: true };
      return {
        passed: false,
        reason: `the replay ended ${replayed.status}: ${replayed.error?.message ?? replayed.reason ?? 'no reason given'}`,
      };
    } catch (error) {
      return { passed: false, reason: `the replay could not run: ${messageOf(error)}` };
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  };
}
