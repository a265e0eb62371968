import { formatProblem } from '../../errors.js';
import { loadSuite } from '../../suite/load-suite.js';
import type { Command } from '../command.js';
import { writeJson } from '../io.js';

export const validateCommand: Command = {
  name: 'validate',
  help: `Usage: verdict validate <suite-dir | suite.json | cases.json> [--json]

Loads a suite and reports every problem at once, each naming the file, the task and
the field. Nothing runs. Exit code: 0 when valid, 2 when invalid.`,
  options: {},
  positionals: { min: 1, max: 1, names: '<suite-dir>' },
  async run(args, io) {
    const location = args.positionals[0] as string;
    const result = await loadSuite(location, { cwd: io.cwd });
    const json = args.values.json === true;
    if (result.ok) {
      const { suite } = result;
      if (json) {
        writeJson(io, {
          valid: true,
          file: suite.file,
          kind: suite.kind,
          suiteId: suite.suiteId,
          suiteVersion: suite.suiteVersion,
          tasks: suite.tasks.map((task) => task.id),
        });
      } else {
        const tasks = `${suite.tasks.length} task${suite.tasks.length === 1 ? '' : 's'}`;
        io.stdout.write(
          `✓ ${suite.file}: suite ${JSON.stringify(suite.suiteId)} ${suite.suiteVersion} is valid (${tasks})\n`,
        );
      }
      return 0;
    }
    if (json) {
      writeJson(io, { valid: false, file: result.file, problems: result.problems });
    } else {
      const count = result.problems.length;
      io.stdout.write(`✗ ${result.file}: ${count} problem${count === 1 ? '' : 's'}; nothing ran\n`);
      for (const problem of result.problems) io.stdout.write(`  - ${formatProblem(problem)}\n`);
    }
    return 2;
  },
};
