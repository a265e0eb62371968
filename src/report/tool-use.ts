/**
 * Per tool, the judged runs that called it and their calls, so that compare can say what the agent
 * does differently. Errored runs are left out: a run the harness cut short says nothing of choices.
 */
import type { RunRecord } from '../run-dir/record-schema.js';
import { truncateText } from '../text/markdown.js';
import {
  MAX_LISTED_TOOLS,
  MAX_TOOL_NAME_CHARS,
  type ToolTally,
  type ToolUse,
} from './report-schema.js';

/** Most runs first, then most calls, then by name; beyond `maxListed`, counted. */
export function tallyToolUse(records: readonly RunRecord[], maxListed = MAX_LISTED_TOOLS): ToolUse {
  const judged = records.filter((record) => record.status !== 'error');
  const tallies = new Map<string, ToolTally>();
  for (const record of judged) {
    const called = new Set<string>();
    for (const call of record.toolCalls) {
      const name = truncateText(call.name, MAX_TOOL_NAME_CHARS);
      const tally = tallies.get(name) ?? { name, runs: 0, calls: 0 };
      tally.calls += 1;
      if (!called.has(name)) tally.runs += 1;
      called.add(name);
      tallies.set(name, tally);
    }
  }
  const sorted = [...tallies.values()].sort(
    (a, b) =>
      b.runs - a.runs || b.calls - a.calls || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const tools = sorted.slice(0, Math.max(0, maxListed));
  const unlisted = sorted.length - tools.length;
  return { runs: judged.length, tools, ...(unlisted > 0 ? { unlisted } : {}) };
}
