import { ExitCode, UsageError } from '../../errors.js';
import {
  DEFAULT_CASES_DIR,
  DEFAULT_RECORDED_SUITE,
  addCase,
  parseContains,
} from '../../cases/add-case.js';
import { stringOption, type Command } from '../command.js';
import { writeJson } from '../io.js';

const quoteArg = (value: string): string =>
  /^[A-Za-z0-9._/-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;

export const addCommand: Command = {
  name: 'add',
  summary: 'promote a passing run into a regression case that asserts the tools it used',
  help: `Usage: verdict add <runId | run-dir> --task ID [--rep N] [--suite NAME] [--contains "a,b"]
                   [--suite-dir DIR] [--from SUITE] [--prompt TEXT] [--json]

Promotes a run that passed into a case of the case file <suite-dir>/<suite>.json (created
if needed). The case keeps the prompt and the agent, and asserts the tools the run used
(expect.tool_called: the distinct names, in order) and the --contains words; it does not
ask for the same answer back. The answer that passed is kept under "recorded" for whoever
reads a failure. A run that did not pass is refused: promoting a failure would freeze it
as the expectation.

Options:
  --task ID          the task of the run (required; "suite/id" also works)
  --rep N            the repetition (default: the first one that passed)
  --suite NAME       the case file's name (default ${DEFAULT_RECORDED_SUITE})
  --suite-dir DIR    where the case file lives (default ${DEFAULT_CASES_DIR})
  --contains "a,b"   words the answer must mention (each must be in the answer that passed)
  --from SUITE       the suite the run came from (default: found by its id in --suite-dir,
                     the bundled suites, then the working directory); run records do not
                     store prompts, so the prompt is read from there
  --prompt TEXT      the prompt, when the suite is not at hand

The task's cassette (<suite>/cassettes/<task>.jsonl), when there is one, is copied to
<suite-dir>/cassettes/<case-id>.jsonl for replay. Best effort: it is skipped rather than
overwritten, and a replay diverges if the case's setup (workspace, tools) differs from the
task it was recorded for.

Exit codes: 0 added; 1 refused (the run did not pass; nothing written); 2 bad invocation
(no --task, no such run, task or repetition, no prompt, an invalid case file).`,
  options: {
    task: { type: 'string' },
    rep: { type: 'string' },
    suite: { type: 'string' },
    'suite-dir': { type: 'string' },
    contains: { type: 'string' },
    from: { type: 'string' },
    prompt: { type: 'string' },
  },
  positionals: { min: 1, max: 1, names: '<runId | run-dir>' },
  async run(args, io) {
    const target = args.positionals[0] as string;
    const taskId = stringOption(args, 'task');
    if (taskId === undefined || taskId.trim() === '') {
      throw new UsageError(
        'add: --task ID is required. Usage: verdict add <runId> --task ID [--rep N]',
      );
    }
    const repText = stringOption(args, 'rep');
    if (repText !== undefined && !/^[1-9]\d*$/.test(repText)) {
      throw new UsageError(`--rep ${JSON.stringify(repText)}: expected a repetition number ≥ 1`);
    }
    const prompt = stringOption(args, 'prompt');
    if (prompt !== undefined && prompt.trim() === '') {
      throw new UsageError('--prompt: expected the text of the prompt');
    }
    const suite = stringOption(args, 'suite');
    const suiteDir = stringOption(args, 'suite-dir');
    const from = stringOption(args, 'from');
    const outcome = await addCase({
      target,
      taskId: taskId.trim(),
      ...(repText === undefined ? {} : { repetition: Number(repText) }),
      ...(suite === undefined ? {} : { suite }),
      ...(suiteDir === undefined ? {} : { suiteDir }),
      ...(from === undefined ? {} : { from }),
      ...(prompt === undefined ? {} : { prompt }),
      contains: parseContains(stringOption(args, 'contains')),
      cwd: io.cwd,
      packageRoot: io.packageRoot,
      env: io.env,
    });
    const json = args.values.json === true;
    if (outcome.kind === 'refused') {
      if (json) writeJson(io, { added: false, refused: outcome.message });
      io.stderr.write(`verdict: add: ${outcome.message}; nothing was written.\n`);
      return ExitCode.failure;
    }
    for (const warning of outcome.warnings) io.stderr.write(`verdict: warning: ${warning}\n`);
    const { testCase, tools, cassette, record } = outcome;
    if (json) {
      writeJson(io, {
        added: true,
        file: outcome.file,
        suite: outcome.suite,
        created: outcome.created,
        case: testCase,
        caseId: outcome.caseId,
        promptFrom: outcome.promptSource,
        cassette,
      });
      return ExitCode.ok;
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
      cassette.kind === 'copied'
        ? `  cassette (best effort): copied ${cassette.from} to ${cassette.to}` +
          (cassette.sameRun
            ? ''
            : ' (recorded for the task, not by this run; replay diverges if the setup differs)')
        : `  cassette (best effort): not copied: ${cassette.reason}`,
      `  ${outcome.created ? 'created' : 'appended to'} ${outcome.file}`,
      `  run it with: verdict run ${quoteArg(outcome.file)}`,
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
    return ExitCode.ok;
  },
};
