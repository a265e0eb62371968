import path from 'node:path';
import { UsageError } from '../../errors.js';
import { BUNDLED_SUITES_DIR, findSuiteLocations } from '../../suite/discover-suites.js';
import { loadSuite } from '../../suite/load-suite.js';
import { alignColumns } from '../../text/format.js';
import { stringOption, type Command } from '../command.js';
import { writeJson, type CliIo } from '../io.js';

interface ListedSuite {
  source: 'bundled' | 'suite-dir';
  file: string;
  valid: boolean;
  suiteId?: string;
  suiteVersion?: string;
  kind?: 'suite' | 'case-file';
  tasks?: number;
  problems?: number;
}

async function describeSuites(
  root: string,
  source: ListedSuite['source'],
  io: CliIo,
): Promise<ListedSuite[]> {
  const listed: ListedSuite[] = [];
  for (const location of await findSuiteLocations(root)) {
    const result = await loadSuite(location, { cwd: io.cwd });
    listed.push(
      result.ok
        ? {
            source,
            file: result.suite.file,
            valid: true,
            suiteId: result.suite.suiteId,
            suiteVersion: result.suite.suiteVersion,
            kind: result.suite.kind,
            tasks: result.suite.tasks.length,
          }
        : { source, file: result.file, valid: false, problems: result.problems.length },
    );
  }
  return listed;
}

function renderTable(suites: readonly ListedSuite[]): string {
  const rows = suites.map((suite) => [
    suite.suiteId ?? '(invalid)',
    suite.suiteVersion ?? '',
    suite.valid
      ? String(suite.tasks)
      : `${suite.problems} problem(s): verdict validate ${suite.file}`,
    suite.source,
    suite.file,
  ]);
  return alignColumns([['SUITE', 'VERSION', 'TASKS', 'SOURCE', 'FILE'], ...rows]);
}

export const listCommand: Command = {
  name: 'list',
  help: `Usage: verdict list [--suite-dir DIR] [--json]

Lists the bundled suites (shipped in the package, in its ${BUNDLED_SUITES_DIR}/) and the suites in
DIR: DIR itself when it holds suite.json, otherwise each subdirectory with a suite.json and each
case file (*.json holding an array of cases). \`verdict suites copy NAME DIR\` copies a bundled
suite to edit.

Options:
  --suite-dir DIR   a suite, or a directory of suites, to list besides the bundled ones`,
  options: { 'suite-dir': { type: 'string' } },
  async run(args, io) {
    const suiteDir = stringOption(args, 'suite-dir');
    const suites = await describeSuites(
      path.join(io.packageRoot, BUNDLED_SUITES_DIR),
      'bundled',
      io,
    );
    if (suiteDir !== undefined) {
      const found = await describeSuites(path.resolve(io.cwd, suiteDir), 'suite-dir', io);
      if (found.length === 0) {
        throw new UsageError(
          `list: no suite in ${suiteDir} (expected a suite.json, subdirectories with one, or case files)`,
        );
      }
      suites.push(...found);
    }
    if (args.values.json === true) {
      writeJson(io, { suites });
    } else if (suites.length === 0) {
      io.stdout.write('No suites found. Pass --suite-dir DIR to list your own.\n');
    } else {
      io.stdout.write(`${renderTable(suites)}\n`);
    }
    return 0;
  },
};
