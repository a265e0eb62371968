import { UsageError } from '../../errors.js';
import { planSuiteCopy } from '../../init/copy-bundled-suite.js';
import { writeNewFiles } from '../../init/write-new-files.js';
import type { Command } from '../command.js';
import { writeJson } from '../io.js';

const USAGE = 'Usage: verdict suites copy NAME DIR';

export const suitesCommand: Command = {
  name: 'suites',
  help: `${USAGE} [--json]

Copies the bundled suite NAME (see \`verdict list\`) whole — suite.json, fixtures, scripts,
cassettes, README — to edit: into DIR/NAME when DIR is an existing directory (not a suite), else
to DIR. It never overwrites: when the destination exists it writes nothing. The copy keeps the
bundled suite's id and version (bump suiteVersion when you change a task) and replays from its
cassettes as the bundled one does:
  verdict run DIR --mode replay --yes --allow-write --allow-process`,
  options: {},
  positionals: { min: 1, max: 3, names: 'copy NAME DIR' },
  async run(args, io) {
    const [action, name, dir] = args.positionals;
    if (action !== 'copy') {
      throw new UsageError(`suites: unknown action ${JSON.stringify(action)}. ${USAGE}`);
    }
    if (name === undefined || dir === undefined) {
      throw new UsageError(
        `suites copy: missing ${name === undefined ? 'NAME DIR' : 'DIR'}. ${USAGE}`,
      );
    }
    const plan = await planSuiteCopy({ name, dir, cwd: io.cwd, packageRoot: io.packageRoot });
    await writeNewFiles(io.cwd, plan, 'suites copy');
    if (args.values.json === true) {
      writeJson(io, { suite: name, dir: plan.dest, files: plan.files.length });
    } else {
      const replay = plan.hasCassettes
        ? `\nReplay it from its cassettes:\n  npx verdict run ${plan.dest} --mode replay --yes --allow-write --allow-process\n`
        : '';
      io.stdout.write(
        `Copied the bundled suite ${name} to ${plan.dest}/ (${plan.files.length} files). It keeps the bundled id and version: bump suiteVersion in suite.json when you change a task.\n${replay}`,
      );
    }
    return 0;
  },
};
