import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, exitCodeOf, messageOf, UsageError } from '../../errors.js';
import {
  CASSETTE_EXTENSION,
  CASSETTE_FORMAT,
  upgradeCassette,
  type CassetteCaps,
} from '../../provider/cassette.js';
import { credentialsFromEnvironment } from '../../provider/secret-scan.js';
import { formatCount } from '../../text/format.js';
import { SUITE_FILE_NAME } from '../../suite/load-suite.js';
import { CassetteCapsSchema } from '../../suite/schema.js';
import type { Command } from '../command.js';
import { isDirectory, isFile } from '../file-kind.js';
import { writeJson, type CliIo } from '../io.js';

type FileOutcome =
  | { file: string; status: 'upgraded' | 'current'; bytesBefore: number; bytesAfter: number }
  | { file: string; status: 'failed'; message: string; exitCode: number };

export const cassetteCommand: Command = {
  name: 'cassette',
  help: `Usage: verdict cassette upgrade <dir> [--json]

Rewrites every cassette/v1 file (*.jsonl) of DIR as ${CASSETTE_FORMAT} in place, atomically, through
the cassette writer: the secret scan and the size caps apply (the suite's "cassettes" caps when
DIR is a suite or its cassettes/ directory). ${CASSETTE_FORMAT} files are left alone. DIR is a
cassettes directory, or a suite directory (then its cassettes/). The calls replay exactly as
before. Prints one line per file with its size before and after.

Exit code: 0 every cassette is ${CASSETTE_FORMAT}; 2 DIR does not exist or a cassette is invalid
(named; the others are still upgraded); 1 the writer refused one (a secret, a cap).`,
  options: {},
  positionals: { min: 1, max: 2, names: 'upgrade <dir>' },
  async run(args, io) {
    const [action, target] = args.positionals;
    if (action !== 'upgrade') {
      throw new UsageError(
        `cassette: unknown action ${JSON.stringify(action)}. Usage: verdict cassette upgrade <dir>`,
      );
    }
    if (target === undefined) {
      throw new UsageError(
        'cassette upgrade: missing <dir>. Usage: verdict cassette upgrade <dir>',
      );
    }
    const { cassetteDir, caps } = await locateCassettes(path.resolve(io.cwd, target), target);
    const shownDir = path.relative(io.cwd, cassetteDir) || cassetteDir;
    const secrets = credentialsFromEnvironment(io.env);
    const names = (await readdir(cassetteDir))
      .filter((name) => name.endsWith(CASSETTE_EXTENSION) && !name.startsWith('.'))
      .sort();
    const outcomes: FileOutcome[] = [];
    for (const name of names) {
      const displayPath = path.join(shownDir, name);
      try {
        const upgraded = await upgradeCassette(path.join(cassetteDir, name), {
          secrets,
          displayPath,
          ...(caps === undefined ? {} : { caps }),
        });
        outcomes.push({ file: displayPath, ...upgraded });
      } catch (error) {
        outcomes.push({
          file: displayPath,
          status: 'failed',
          message: messageOf(error),
          exitCode: exitCodeOf(error),
        });
      }
    }
    const failed = outcomes.filter((outcome) => outcome.status === 'failed');
    if (args.values.json === true) writeJson(io, { dir: shownDir, files: outcomes });
    else printOutcomes(io, shownDir, outcomes);
    // An invalid cassette (2) outranks a refused one (1): it is the one to fix by hand.
    return Math.max(0, ...failed.map((outcome) => outcome.exitCode));
  },
};

/** DIR itself, or the cassettes/ of the suite DIR is; with the suite's caps when there is one. */
async function locateCassettes(
  dir: string,
  shown: string,
): Promise<{ cassetteDir: string; caps: CassetteCaps | undefined }> {
  const dirError = (message: string) =>
    new ConfigError(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
  if (!(await isDirectory(dir))) {
    throw dirError('does not exist or is not a directory (give a cassettes directory or a suite)');
  }
  if (await isFile(path.join(dir, SUITE_FILE_NAME))) {
    const cassetteDir = path.join(dir, 'cassettes');
    if (!(await isDirectory(cassetteDir))) {
      throw dirError('is a suite without a cassettes/ directory: nothing to upgrade');
    }
    return { cassetteDir, caps: await readSuiteCaps(path.join(dir, SUITE_FILE_NAME), shown) };
  }
  const suiteFile = path.join(path.dirname(dir), SUITE_FILE_NAME);
  const ofSuite = path.basename(dir) === 'cassettes' && (await isFile(suiteFile));
  return { cassetteDir: dir, caps: ofSuite ? await readSuiteCaps(suiteFile, shown) : undefined };
}

/** The suite's `cassettes` caps only: an unreadable suite.json is `verdict validate`'s to judge. */
async function readSuiteCaps(suiteFile: string, shown: string): Promise<CassetteCaps | undefined> {
  let suite: unknown;
  try {
    suite = JSON.parse(await readFile(suiteFile, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
  const caps = (suite as { cassettes?: unknown } | null)?.cassettes;
  if (caps === undefined) return undefined;
  const result = CassetteCapsSchema.safeParse(caps);
  if (result.success) return result.data;
  const message = 'must be {"maxBytes": N, "maxDirBytes": N} with positive integers';
  throw new ConfigError(`${shown}: ${SUITE_FILE_NAME}: cassettes: ${message}`, [
    { file: path.join(shown, SUITE_FILE_NAME), field: 'cassettes', message },
  ]);
}

function printOutcomes(io: CliIo, shownDir: string, outcomes: readonly FileOutcome[]): void {
  const bytes = (count: number): string => `${formatCount(count)} bytes`;
  for (const outcome of outcomes) {
    if (outcome.status === 'failed') {
      io.stderr.write(`verdict: not upgraded: ${outcome.message}\n`);
    } else if (outcome.status === 'upgraded') {
      io.stdout.write(
        `upgraded ${outcome.file}: ${bytes(outcome.bytesBefore)} → ${bytes(outcome.bytesAfter)}\n`,
      );
    } else {
      io.stdout.write(
        `${outcome.file}: already ${CASSETTE_FORMAT} (${bytes(outcome.bytesBefore)}), left alone\n`,
      );
    }
  }
  const count = (status: FileOutcome['status']): number =>
    outcomes.filter((outcome) => outcome.status === status).length;
  const failed = count('failed');
  io.stdout.write(
    outcomes.length === 0
      ? `no cassettes (*${CASSETTE_EXTENSION}) in ${shownDir}\n`
      : `${shownDir}: ${count('upgraded')} upgraded, ${count('current')} already ${CASSETTE_FORMAT}${failed === 0 ? '' : `, ${failed} not upgraded`}\n`,
  );
}
