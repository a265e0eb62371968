/**
 * Tool use, base against head, per task. It never changes a verdict. Thresholds are compared in
 * integers, never in floats.
 */
import type { ToolUse } from '../report/report-schema.js';
import {
  TOOL_SHARE_CHANGE,
  type ToolChange,
  type ToolUseComparison,
  type ToolUseLine,
  type ToolUseSide,
} from './comparison-schema.js';

/** `TOOL_SHARE_CHANGE` in whole percentage points, so that 7/10 − 4/10 counts as 30 of them. */
const SHARE_CHANGE_POINTS = Math.round(TOOL_SHARE_CHANGE * 100);

/** A tool a side's cut list (`unlisted`) does not name is left out: its use there is unknown. */
export function compareToolUse(
  baseline: ToolUse | undefined,
  candidate: ToolUse | undefined,
): ToolUseComparison | undefined {
  if (baseline === undefined || candidate === undefined) return undefined;
  const base = new Map(baseline.tools.map((tool) => [tool.name, tool]));
  const cand = new Map(candidate.tools.map((tool) => [tool.name, tool]));
  const names = [...new Set([...base.keys(), ...cand.keys()])];
  const lines = names.flatMap((name): ToolUseLine[] => {
    const baseSide = sideOf(base.get(name), baseline);
    const candSide = sideOf(cand.get(name), candidate);
    if (baseSide === undefined || candSide === undefined) return [];
    const change = decideToolChange(baseSide, baseline.runs, candSide, candidate.runs);
    return [
      {
        name,
        baseline: baseSide,
        candidate: candSide,
        ...(change === undefined ? {} : { change }),
      },
    ];
  });
  // Every tool of a task shares both denominators: the move compares as an integer.
  const moved = (line: ToolUseLine) =>
    Math.abs(line.candidate.runs * baseline.runs - line.baseline.runs * candidate.runs);
  lines.sort(
    (a, b) =>
      Number(b.change !== undefined) - Number(a.change !== undefined) ||
      moved(b) - moved(a) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  return { runs: { baseline: baseline.runs, candidate: candidate.runs }, tools: lines };
}

/** Nothing is said when a side has no judged run: it has no share. */
export function decideToolChange(
  baseline: ToolUseSide,
  baselineRuns: number,
  candidate: ToolUseSide,
  candidateRuns: number,
): ToolChange | undefined {
  if (baselineRuns === 0 || candidateRuns === 0) return undefined;
  if (baseline.runs === 0 && candidate.runs > 0) return 'appeared';
  if (baseline.runs > 0 && candidate.runs === 0) return 'disappeared';
  // |c/cr − b/br| ≥ p/100  ⇔  100·|c·br − b·cr| ≥ p·br·cr
  const difference = Math.abs(candidate.runs * baselineRuns - baseline.runs * candidateRuns);
  return 100 * difference >= SHARE_CHANGE_POINTS * baselineRuns * candidateRuns
    ? 'moved'
    : undefined;
}

function sideOf(
  tool: { runs: number; calls: number } | undefined,
  use: ToolUse,
): ToolUseSide | undefined {
  if (tool !== undefined) return { runs: tool.runs, calls: tool.calls };
  return use.unlisted === undefined ? { runs: 0, calls: 0 } : undefined;
}
