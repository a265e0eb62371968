/**
 * `verdict gate` on a real comparison (`buildReport` and `compareReports`: fix-add 5/5 → 0/5,
 * regressed; other 5/5 on both sides) in a temp dir that plays the repository: its
 * `evals/verdict-acknowledged.json` and `.verdict/history` are read by default, and each task is
 * listed as failed, acknowledged, quarantined or passed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateCommand } from '../../src/cli/commands/gate.js';
import { compareReports } from '../../src/compare/compare-reports.js';
import { appendHistory } from '../../src/history/history-store.js';
import { buildReport } from '../../src/report/build-report.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { entryOf } from '../history/history-entries.js';
import { runCommand } from '../report/command-runner.js';
import { makeInput, makeRecord, repeatStatus } from '../report/run-records.js';

const makeTempDir = useTempDirs();

function reportOf(fixAdd: 'pass' | 'fail', runId: string) {
  const records = ['fix-add', 'other'].flatMap((task) =>
    repeatStatus(task === 'fix-add' ? fixAdd : 'pass', 5).map((status, index) =>
      makeRecord(task, index + 1, status, { runId }),
    ),
  );
  return buildReport(makeInput(['fix-add', 'other'], records, { runId }));
}

/** A repository-like temp dir holding comparison.json, and the acknowledgements when given. */
async function repository(acknowledged?: unknown): Promise<string> {
  const cwd = await makeTempDir();
  const comparison = compareReports(reportOf('pass', 'base'), reportOf('fail', 'head'));
  await writeFile(path.join(cwd, 'comparison.json'), JSON.stringify(comparison));
  if (acknowledged !== undefined) {
    await mkdir(path.join(cwd, 'evals'));
    const text = typeof acknowledged === 'string' ? acknowledged : JSON.stringify(acknowledged);
    await writeFile(path.join(cwd, 'evals', 'verdict-acknowledged.json'), text);
  }
  return cwd;
}

const fileOf = (...entries: unknown[]) => ({ format: 'acknowledged/v1', acknowledged: entries });
const entry = (until: string) => ({
  task: 'smoke-coding/fix-add',
  change: 'regressed',
  reason: 'the new prompt trades fix-add for speed',
  until,
});

const gate = (cwd: string, ...extra: string[]) =>
  runCommand(gateCommand, ['comparison.json', '--require', 'no-regressions', ...extra], cwd);

describe('verdict gate: what it decided per task', () => {
  it('passes no-regressions on an acknowledged regression and lists each task', async () => {
    const cwd = await repository(fileOf(entry('2999-12-31')));
    const result = await gate(cwd);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'PASS       no-regressions: no task regressed (1 inconclusive: no direction claimed; add min-runs to require power); not counted: fix-add acknowledged',
    );
    expect(result.stdout).toContain('tasks: 0 failed, 1 acknowledged, 0 quarantined, 1 passed');
    expect(result.stdout).toMatch(
      /^ {2}acknowledged {2}smoke-coding\/fix-add {2}regressed {2}the new prompt trades fix-add for speed \(until 2999-12-31\)$/m,
    );
    expect(result.stdout).toMatch(/^ {2}passed {8}smoke-coding\/other {2}inconclusive$/m);
    expect(result.stdout).toMatch(/^PASS: every rule passed \(1\)$/m);
  });

  it('fails on an expired entry, printing the entry to add and the one that renews it', async () => {
    const cwd = await repository(fileOf(entry('2020-01-31')));
    const result = await gate(cwd);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/FAIL\s+no-regressions: 1 task regressed \(fix-add\)$/m);
    expect(result.stdout).toMatch(/^ {2}failed {8}smoke-coding\/fix-add {2}regressed$/m);
    expect(result.stdout).toContain(
      'to acknowledge it, an owner writes the reason into this entry and commits it to evals/verdict-acknowledged.json on the default branch:',
    );
    expect(result.stdout).toContain('"reason": "…why this change is intended…"');
    expect(result.stdout).toContain('stale acknowledgements (1 entry; renew or remove):');
    expect(result.stdout).toContain('smoke-coding/fix-add (regressed) expired on 2020-01-31');
    expect(result.stdout).toContain('"reason": "the new prompt trades fix-add for speed"');
  });

  it('quarantines a task that alternates on main with --quarantine flaky or the config', async () => {
    const cwd = await repository();
    const history = path.join(cwd, '.verdict', 'history');
    for (const [index, passes] of [0, 5, 0, 5, 0, 5].entries()) {
      const counts = { 'fix-add': [passes, 5] as const, other: [5, 5] as const };
      await appendHistory(history, entryOf(index, counts, { suite: 'smoke-coding', mode: 'live' }));
    }
    const held = await gate(cwd, '--quarantine', 'flaky');
    expect(held.code, held.stdout).toBe(0);
    expect(held.stdout).toMatch(
      /^ {2}quarantined {3}smoke-coding\/fix-add {2}regressed {2}pass rate/m,
    );
    expect(held.stdout).toContain('not counted: fix-add quarantined');

    const unheld = await gate(cwd);
    expect(unheld.code).toBe(1);
    expect(unheld.stdout).toMatch(
      /^ {2}failed {8}smoke-coding\/fix-add {2}regressed {2}flaky on the default branch: pass rate/m,
    );
    await writeFile(path.join(cwd, 'verdict.config.json'), '{"quarantine": "flaky"}');
    expect((await gate(cwd)).code).toBe(0);
    // The command line wins over the config.
    expect((await gate(cwd, '--quarantine', 'none')).code).toBe(1);
  });

  it('lists the standings in --json', async () => {
    const cwd = await repository(fileOf(entry('2999-12-31')));
    const result = await gate(cwd, '--json');
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(printed).toMatchObject({
      decision: 'PASS',
      tasks: [
        {
          suite: 'smoke-coding',
          mode: 'live',
          task: 'fix-add',
          verdict: 'regressed',
          standing: 'acknowledged',
          why: 'the new prompt trades fix-add for speed (until 2999-12-31)',
        },
        { task: 'other', verdict: 'inconclusive', standing: 'passed' },
      ],
      stale: [],
      problems: [],
    });
  });

  it.each([
    ['{ not json', /evals\/verdict-acknowledged\.json: \(file\): is not valid JSON/],
    [
      JSON.stringify(fileOf({ ...entry('2999-02-30') })),
      /evals\/verdict-acknowledged\.json: .*until: must be a real calendar date/,
    ],
  ])('prints a bad acknowledgements file as a problem, never a crash: %s', async (text, named) => {
    const cwd = await repository(text);
    const result = await gate(cwd);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`^set aside: ${named.source}`, 'm'));
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('names an explicit file that does not exist, and refuses the options on a report', async () => {
    const cwd = await repository();
    const missing = await gate(cwd, '--acknowledged', 'nowhere.json');
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('set aside: nowhere.json: does not exist');
    await writeFile(path.join(cwd, 'report.json'), JSON.stringify(reportOf('pass', 'base')));
    const onReport = await runCommand(
      gateCommand,
      ['report.json', '--require', 'min-runs=1', '--quarantine', 'flaky'],
      cwd,
    );
    expect(onReport.code).toBe(2);
    expect(onReport.stderr).toMatch(/--quarantine: a report has no task verdicts to acknowledge/);
    const bad = await gate(cwd, '--quarantine', 'sometimes');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--quarantine "sometimes": expected flaky or none/);
  });
});
