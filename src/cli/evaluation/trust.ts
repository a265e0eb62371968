/** A suite that is not bundled is code run with the user's privileges: it needs --yes or a "y". */
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { pathExists } from '../../path-exists.js';
import { BUNDLED_SUITES_DIR } from '../../suite/discover-suites.js';
import { loadSuiteOrThrow, type LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import { terminalAsker, type CliIo } from '../io.js';

/** A suite named on the command line: a path, a bundled suite id, or an entry of `--suite-dir`. */
export async function resolveSuite(args: ParsedArgs, io: CliIo): Promise<LoadedSuite> {
  const name = args.positionals[0] as string;
  const bundledRoot = path.join(io.packageRoot, BUNDLED_SUITES_DIR);
  const suiteDir = stringOption(args, 'suite-dir');
  // `./smoke-coding`, `../x`, `/abs` or `a/b` names a directory: a copy of a bundled suite must
  // never be swapped for the bundled one. A bare name is looked up in --suite-dir, then bundled.
  const isPath = path.isAbsolute(name) || /^\.\.?([/\\]|$)/.test(name) || /[/\\]/.test(name);
  const candidates = isPath
    ? [path.resolve(io.cwd, name)]
    : [
        ...(suiteDir === undefined
          ? []
          : [path.resolve(io.cwd, suiteDir, name), path.resolve(io.cwd, suiteDir)]),
        path.join(bundledRoot, name),
        path.resolve(io.cwd, name),
      ];
  const found = await Promise.all(candidates.map(pathExists));
  const location = candidates[found.indexOf(true)];
  if (location === undefined) {
    throw new UsageError(
      `no suite ${JSON.stringify(name)}: not a bundled suite, nor a path${suiteDir === undefined ? '' : `, nor in ${suiteDir}`}. See \`verdict list\`.`,
    );
  }
  await trustSuite(location, args, io);
  return loadSuiteOrThrow(location, { cwd: io.cwd });
}

/** A suite outside the bundled ones must be trusted: --yes, or a "y" on a terminal. */
export async function trustSuite(location: string, args: ParsedArgs, io: CliIo): Promise<void> {
  const bundledRoot = path.join(io.packageRoot, BUNDLED_SUITES_DIR);
  const bundled = !path.relative(bundledRoot, location).startsWith('..');
  if (bundled || args.values.yes === true) return;
  const warning = `The suite at ${location} is code that runs with your privileges (its verifiers and the tools it enables are not sandboxed).`;
  const ask = terminalAsker(io);
  if (ask === undefined) {
    throw new UsageError(`${warning} Without a terminal Verdict refuses it: pass --yes to run it.`);
  }
  const answer = await ask(`${warning}\nRun it? [y/N] `);
  if (!/^y(es)?$/i.test(answer.trim())) throw new UsageError('not confirmed; nothing ran');
}
