/**
 * scripts/performance-doc.mjs renders every row of a full run, the rows of issue 41 among them: the
 * prompt-case floor, docker's per-run cost and `--k auto`'s savings. A backend that could not run is
 * shown as not measured, with why, in the table and in the summary: never as met, never left out.
 */
import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../bench/figures.mjs';
import {
  RESULTS_FORMAT,
  incompleteReason,
  renderPerformanceDoc,
  statusOf,
  summaryOf,
  type BenchRow,
} from '../../scripts/performance-doc.mjs';

const ids = FIGURES.map((figure) => figure.id);

function results(rows: BenchRow[]) {
  return {
    format: RESULTS_FORMAT,
    generatedBy: 'npm run bench',
    date: '2026-12-05T19:00:00.000Z',
    quick: false,
    run: {
      finished: '2026-12-05T19:40:00.000Z',
      commit: 'ab9abf4000000000000000000000000000000000',
      uncommittedFiles: 0,
      uncommittedPaths: [],
      bundle: null,
      bundleChangedDuringRun: false,
      figures: ids.filter((id) => id !== 'growth').concat('growth'),
      secondsPerFigure: { 'cases-floor': 60.1, sandbox: 120.4, adaptive: 80.2 },
      loadAverage: { start: [1.1, 1, 1], end: [1.2, 1, 1] },
    },
    machine: {
      os: 'Debian',
      platform: 'linux',
      arch: 'x64',
      kernel: '6',
      cpus: 2,
      cpuModel: 'AMD EPYC',
      availableParallelism: 2,
      memoryMb: 24105,
      node: 'v20.20.2',
    },
    rows,
  };
}

const floorRow: BenchRow = {
  id: 'cases-floor',
  figure: '100 prompt cases × k=5 vs a bare client making the same calls',
  value: 1.8,
  measured: '1.80× (4.50 s vs 2.50 s; passes 430 vs 430, model calls 500 vs 500, traces 500)',
  goal: '≤ 2×',
  ok: true,
  method: 'median of 5 interleaved wall times …',
};
const adaptiveRow: BenchRow = {
  id: 'adaptive-k-runs',
  figure: '`--k auto` runs against fixed k = 20 (3 of 20 tasks 100 % → 40 %)',
  value: 0.41,
  measured: '41 % (328 of 800 runs)',
  goal: '≤ 75 % of the runs, finding what fixed k finds',
  ok: true,
  method: '`verdict variants --k auto` …',
};
const dockerMeasured: BenchRow = {
  id: 'sandbox-docker',
  figure: 'per-run overhead of a docker box (p50)',
  value: 870.2,
  measured: '870.2 ms (plan walls 6.10 s docker vs 1.80 s none)',
  goal: 'none (information: measured beside bwrap, no bound set)',
  ok: null,
  method: 'a 5-run replayed plan …',
};
const dockerMissing: BenchRow = {
  id: 'sandbox-docker',
  figure: 'per-run overhead of a docker box (p50)',
  value: null,
  measured: 'not measured: no docker engine answers here (docker: not found)',
  goal: 'none (information: measured beside bwrap, no bound set)',
  ok: null,
  unavailable: 'no docker engine answers here (docker: not found)',
  method: 'the backend cannot run on this machine, so this run has no figure for it',
};

describe('scripts/performance-doc.mjs', () => {
  it('knows the new figures as part of a full run', () => {
    expect(ids).toEqual(expect.arrayContaining(['cases', 'cases-floor', 'sandbox', 'adaptive']));
    expect(incompleteReason(results([floorRow]))).toBeUndefined();
    const partial = results([floorRow]);
    partial.run.figures = ['cases'];
    expect(incompleteReason(partial)).toMatch(/not .*cases-floor/);
  });

  it('renders the prompt-case floor, --k auto and docker rows with their goals', () => {
    const doc = renderPerformanceDoc(results([floorRow, adaptiveRow, dockerMeasured]));
    expect(doc).toContain(
      '| 100 prompt cases × k=5 vs a bare client making the same calls | 1.80× (4.50 s vs 2.50 s; passes 430 vs 430, model calls 500 vs 500, traces 500) | ≤ 2× | met |',
    );
    expect(doc).toContain('| ≤ 75 % of the runs, finding what fixed k finds | met |');
    expect(doc).toContain(
      '| per-run overhead of a docker box (p50) | 870.2 ms (plan walls 6.10 s docker vs 1.80 s none) | none (information: measured beside bwrap, no bound set) | — |',
    );
    expect(doc).toContain('bench/bare-client.mjs');
    expect(doc).toContain(
      'Goals: 2 met, 0 MISSED (of 2 figures with a goal or that could not run).',
    );
  });

  it('shows a docker that cannot run here as not measured, and says why in the summary', () => {
    expect(statusOf(dockerMissing)).toBe('not measured');
    expect(statusOf(dockerMeasured)).toBe('—');
    const summary = summaryOf([floorRow, dockerMissing]);
    expect(summary).toBe(
      'Goals: 1 met, 0 MISSED, 1 not measured (of 2 figures with a goal or that could not run). Not measured on this machine: sandbox-docker (no docker engine answers here (docker: not found)).',
    );
    const doc = renderPerformanceDoc(results([floorRow, dockerMissing]));
    expect(doc).toContain(
      '| per-run overhead of a docker box (p50) | not measured: no docker engine answers here (docker: not found) | none (information: measured beside bwrap, no bound set) | not measured |',
    );
  });
});
