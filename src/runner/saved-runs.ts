/** `verdict run` saves to `.verdict/runs/<runId>/`: commands that read a run take an id or a dir. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';

export const SAVED_RUNS_DIR = path.join('.verdict', 'runs');

/** A run id: one path segment, not `.` or `..`. */
const RUN_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

const isDirectory = (candidate: string): Promise<boolean> =>
  stat(candidate).then(
    (stats) => stats.isDirectory(),
    () => false,
  );

/** A run id names `.verdict/runs/<runId>` under `cwd`; anything else must be a run directory. */
export async function resolveSavedRun(
  target: string,
  cwd: string,
  command: string,
): Promise<string> {
  if (RUN_ID.test(target)) {
    const saved = path.resolve(cwd, SAVED_RUNS_DIR, target);
    if (await isDirectory(saved)) return saved;
  }
  const direct = path.resolve(cwd, target);
  if (await isDirectory(direct)) return direct;
  throw new UsageError(
    `${command}: no saved run ${JSON.stringify(target)}: neither ${path.join(SAVED_RUNS_DIR, target)} nor a directory. ` +
      'Pass a run id from .verdict/runs/ or the --out directory of a run.',
  );
}
