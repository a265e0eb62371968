/**
 * The comment's Gate block: what `fail-on` decided task by task, the entries that would acknowledge
 * or renew, what the PR adds, and each task's trend. Never cut when the comment is fitted, so every
 * list is capped and the rest counted.
 */
import type { GateReport, TaskStanding } from '../gate/task-standings.js';
import { countStandings, STANDINGS } from '../gate/task-standings.js';
import { plural } from '../text/format.js';
import { renderTable } from '../text/markdown.js';
import { codeBlock } from './comment-divergences.js';
import type { ModeSection } from './comment-model.js';
import { escapeMarkdownText, escapeTableCell } from './escape-markdown.js';
import { decideFailOn, FAIL_ON_VALUES, tallySections, type FailOn } from './tally.js';

const MAX_ROWS = 30;
const MAX_ENTRIES = 10;
const MAX_TRENDS = 60;
const MAX_CELL = 300;

const MARKS: Record<TaskStanding['standing'], string> = {
  failed: '❌ failed',
  acknowledged: '☑️ acknowledged',
  quarantined: '🔒 quarantined',
  passed: '✅ passed',
};

const nameOf = (task: Pick<TaskStanding, 'suite' | 'task' | 'mode'>) =>
  `${task.suite}/${task.task} (${task.mode})`;

export function renderGateBlock(
  gate: GateReport | undefined,
  sections: readonly ModeSection[],
): string | undefined {
  if (gate === undefined) return undefined;
  const counts = countStandings(gate);
  const failOn = (FAIL_ON_VALUES as readonly string[]).includes(gate.failOn)
    ? (gate.failOn as FailOn)
    : 'never';
  const { decision } = decideFailOn(failOn, tallySections(sections), gate);
  const tally = STANDINGS.map((standing) => `${counts[standing]} ${standing}`).join(' · ');
  const quarantine = gate.quarantine === 'flaky' ? ', quarantine: flaky' : '';
  const parts = [
    `**Gate (fail-on: ${failOn}${quarantine}): ${decision === 'fail' ? 'FAIL' : 'PASS'}** · ${tally}`,
  ];
  const shown = gate.tasks.filter((task) => task.standing !== 'passed');
  if (shown.length > 0) {
    const rows = shown
      .slice(0, MAX_ROWS)
      .map((task) => [
        escapeTableCell(nameOf(task), MAX_CELL),
        task.verdict,
        MARKS[task.standing],
        escapeTableCell(task.why ?? '—', MAX_CELL),
      ]);
    const rest = shown.length - MAX_ROWS;
    parts.push(
      renderTable(['task', 'verdict', 'gate', 'why'], rows) +
        (rest > 0 ? `\n\n… and ${plural(rest, 'more task')} (in \`decision-tasks\`).` : ''),
    );
  }
  const toAdd = shown.flatMap((task) => (task.toAdd === undefined ? [] : [task.toAdd]));
  if (toAdd.length > 0) {
    parts.push(
      'To acknowledge an intended change, an owner commits the entry, with its reason, to ' +
        '`verdict-acknowledged.json` beside the suites on the base branch (a pull request cannot ' +
        'acknowledge its own change: only the base’s file counts), then brings this pull request ' +
        'up to date with the base branch, which runs the check again on the new base:\n\n' +
        codeBlock(toAdd.slice(0, MAX_ENTRIES).join(',\n'), 'json'),
    );
  }
  const bullets = (items: readonly string[]) =>
    items
      .slice(0, MAX_ENTRIES)
      .map((item) => `- ${escapeMarkdownText(item, MAX_CELL)}`)
      .join('\n');
  if (gate.stale.length > 0) {
    const renewals = gate.stale.slice(0, MAX_ENTRIES).map((entry) => entry.renew);
    parts.push(
      `**Stale acknowledgements** (renew or remove them):\n\n${bullets(gate.stale.map((entry) => entry.why))}\n\n` +
        `Renewed:\n\n${codeBlock(renewals.join(',\n'), 'json')}`,
    );
  }
  const lists: Array<[string, readonly string[]]> = [
    [
      'Acknowledgements added by this pull request count once merged (an owner commits them to the base branch first):',
      gate.headOnly,
    ],
    ['Released from quarantine (stable on the default branch again):', gate.released],
    ['Set aside (the gate went on without them):', gate.problems],
  ];
  for (const [title, items] of lists) {
    if (items.length > 0) parts.push(`${title}\n\n${bullets(items)}`);
  }
  const trends = renderTrends(gate.tasks);
  if (trends !== undefined) parts.push(trends);
  return parts.join('\n\n');
}

/** Each task's pass rate over the default branch's last evaluations, flaky ones marked. */
function renderTrends(tasks: readonly TaskStanding[]): string | undefined {
  const known = tasks.filter((task) => task.trend !== undefined || task.flaky !== undefined);
  if (known.length === 0) return undefined;
  const rows = known
    .slice(0, MAX_TRENDS)
    .map((task) => [
      escapeTableCell(nameOf(task), MAX_CELL),
      task.trend === undefined ? '—' : `\`${task.trend}\``,
      task.flaky === undefined
        ? 'stable'
        : escapeTableCell(`flaky on main: ${task.flaky}`, MAX_CELL),
    ]);
  const rest = known.length - MAX_TRENDS;
  const more = rest > 0 ? `\n\n… and ${plural(rest, 'more task')}.` : '';
  const flaky = known.filter((task) => task.flaky !== undefined).length;
  return (
    `<details><summary>Trend on the default branch (${plural(known.length, 'task')}, ${flaky} flaky)</summary>\n\n` +
    `${renderTable(['task', 'last evaluations, oldest first', 'history'], rows)}${more}\n\n</details>`
  );
}
