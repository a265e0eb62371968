/**
 * `verdict run --k auto --round R --round-tasks a,b` (SPEC §5): one round of one side of an adaptive
 * comparison. `verdict pr` decides which tasks stay open; `run` only runs repetition R of them.
 */
import { UsageError } from '../../errors.js';
import { parseTaskList } from '../../plan/plan.js';
import type { Mode } from '../../run-dir/record-schema.js';
import { stringOption, type ParsedArgs } from '../command.js';
import { checkAutoIsLive, K_BOUNDS_OPTIONS, type KChoice } from './k-option.js';
import { integerOption, valueOptions } from './options.js';

export const ROUND_OPTIONS = { ...K_BOUNDS_OPTIONS, ...valueOptions('round', 'round-tasks') };

export const ROUND_HELP = `  --k auto --round R     live: one round of an adaptive comparison (docs/adaptive-k.md), run by
                         verdict pr --k auto for each side: repetition R (seed + R) of the tasks
                         of --round-tasks, appended to the run directory --out DIR (required)
                         when its conditions match; runs of round R already judged there are
                         not run again. The report covers every round so far
  --round-tasks id,id    with --round: the tasks still open (default: every selected task)
  --min-k N, --max-k N   with --k auto: the rule's bounds (default 3 and 20), kept in the
                         conditions (k = max-k); --max-runs counts max-k for every task`;

/** The round of `--k auto --round R` (1-based; `tasks` as given), or undefined for a fixed k. */
export function roundOption(
  args: ParsedArgs,
  k: KChoice,
  mode: Mode,
): { number: number; tasks: string | undefined } | undefined {
  const roundText = stringOption(args, 'round');
  const tasks = stringOption(args, 'round-tasks');
  if (k.kind === 'fixed') {
    if (roundText !== undefined) throw new UsageError('--round goes with --k auto');
    if (tasks !== undefined) throw new UsageError('--round-tasks goes with --k auto --round R');
    return undefined;
  }
  checkAutoIsLive(mode);
  if (roundText === undefined) {
    throw new UsageError(
      '--k auto needs two sides to compare: use verdict variants --k auto or verdict pr --k auto (verdict run --k auto takes one round of theirs, with --round R)',
    );
  }
  if (stringOption(args, 'out') === undefined) {
    throw new UsageError('--round needs --out DIR: the side directory each round appends to');
  }
  return { number: integerOption(args, 'round', 1, 1, k.maxK), tasks };
}

/** `--round-tasks` against the selected tasks (ids or suite/id); an unknown id is a usage error. */
export function roundTaskIds(
  suiteId: string,
  selected: readonly string[],
  given: string | undefined,
): string[] {
  if (given === undefined) return [...selected];
  const wanted = parseTaskList(suiteId, given);
  const unknown = wanted.filter((id) => !selected.includes(id));
  if (wanted.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--round-tasks ${JSON.stringify(given)}: ${wanted.length === 0 ? 'no task named' : `no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} among the selected tasks`} (${selected.join(', ')})`,
    );
  }
  return selected.filter((id) => wanted.includes(id));
}
