import { buildReport } from '../../src/report/build-report.js';
import { renderReportMarkdown } from '../../src/report/render-markdown.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { ExportInput } from '../../src/export/bundle.js';
import { liveConditions, makeInput, makeRecord } from '../report/run-records.js';

/**
 * A saved run with absolute paths planted where runs really carry them: a verifier's detail, the
 * final answer, a tool call's arguments and `keptDir`.
 */
export function plantedRun(
  paths: { home: string; runDir: string; tmp: string },
  options: { provider?: string; runs?: (runs: RunRecord[]) => RunRecord[] } = {},
): ExportInput {
  const conditions: ReportConditions = {
    ...liveConditions,
    provider: options.provider ?? liveConditions.provider,
  };
  const records: RunRecord[] = [
    makeRecord('fix-add', 1, 'pass', {
      finalAnswer: `Fixed ${paths.home}/project/src/add.ts and checked /usr/lib/node_modules/x`,
      toolCalls: [
        { name: 'read_file', arguments: { path: `${paths.tmp}/verdict-run-Ab12Cd/work/add.ts` } },
        { name: 'shell', arguments: { argv: ['cat', `${paths.home}/.npmrc`], cwd: '/srv/ci' } },
      ],
      keptDir: `${paths.tmp}/verdict-run-Ab12Cd`,
    }),
    makeRecord('fix-add', 2, 'fail', {
      verifiers: [
        {
          id: 'tests',
          kind: 'command',
          outcome: 'fail',
          detail: `expected 3 in ${paths.runDir}/runs.jsonl, see /opt/logs/out.txt`,
          durationMs: 12,
        },
      ],
    }),
  ];
  const runs = options.runs ? options.runs(records) : records;
  const report = buildReport(makeInput(['fix-add'], runs, { conditions }));
  return { report, runs, markdown: renderReportMarkdown(report) };
}
