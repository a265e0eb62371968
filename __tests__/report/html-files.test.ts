import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareCommand } from '../../src/cli/commands/compare.js';
import { reportCommand } from '../../src/cli/commands/report.js';
import { redactFilesIn } from '../../src/report/redact-files.js';
import { writeReportFiles } from '../../src/report/report-files.js';
import { writeStartedConditions } from '../../src/run-dir/conditions-file.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { runCommand } from './command-runner.js';
import { divergedRecord, HOSTILE_TITLE, liveReport, replayRecords } from './html-fixtures.js';
import { liveConditions, makeRecord } from './run-records.js';

const makeTempDir = useTempDirs();
const replayConditions = { ...liveConditions, mode: 'replay' as const, k: 2, model: 'recorded' };

/** A run directory as `verdict run` leaves it before its report: conditions.json and runs.jsonl. */
async function writeRunDirectory(dir: string, records: readonly RunRecord[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeStartedConditions(dir, 'run-1', replayConditions);
  await writeFile(
    path.join(dir, 'runs.jsonl'),
    records.map((record) => `${JSON.stringify(record)}\n`).join(''),
  );
}

describe('report.html beside report.json', () => {
  it('verdict report writes it, with the divergences of runs.jsonl and their diff', async () => {
    const dir = await makeTempDir();
    await writeRunDirectory(dir, replayRecords());
    const result = await runCommand(reportCommand, [dir]);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(dir, 'report.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<h1>Verdict report — replay: smoke-coding@1.2.0</h1>');
    expect(html).toContain('<ins>[file: src/math.ts]⏎</ins>');
    expect(html).toContain('2 runs diverged this way');
  });

  it('is redacted of secrets like every output, the marker shown as text', async () => {
    const dir = await makeTempDir();
    const secret = 'tok-H14a-planted-9f8e7d6c5b4a3f2e1d0c';
    const report = liveReport();
    // The harness sent the secret: it is what the excerpt shows as added.
    const records = replayRecords().map((record) =>
      record.error?.stop === undefined
        ? record
        : divergedRecord(record.taskId, record.repetition, 'key sent', `key ${secret} sent`),
    );
    await writeReportFiles(
      dir,
      { ...report, notes: [...report.notes, `a note with ${secret}`] },
      { exactSecrets: [secret], records },
    );
    const html = await readFile(path.join(dir, 'report.html'), 'utf8');
    expect(html).not.toContain(secret);
    expect(html).toContain('&lt;redacted:exact-credential&gt;');
    expect(html).not.toContain('<redacted:');
    // The hostile title is still escaped after redaction.
    expect(html).not.toContain(HOSTILE_TITLE);
  });
});

describe('the last net before an artifact leaves', () => {
  it('redacts an HTML file and keeps its marker as text', async () => {
    const dir = await makeTempDir();
    const secret = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    await writeFile(path.join(dir, 'report.html'), `<p>token ${secret}</p>\n`);
    const findings = await redactFilesIn(dir);
    expect(findings.map((finding) => finding.path)).toEqual([
      expect.stringMatching(/^report\.html/),
    ]);
    const html = await readFile(path.join(dir, 'report.html'), 'utf8');
    expect(html).not.toContain(secret);
    expect(html).toMatch(/<p>token &lt;redacted:[a-z0-9-]+&gt;<\/p>/);
  });
});

describe('comparison.html beside comparison.json', () => {
  it('verdict compare writes it, with the candidate’s divergences', async () => {
    const dir = await makeTempDir();
    const base = path.join(dir, 'base');
    const head = path.join(dir, 'head');
    await writeRunDirectory(base, [
      makeRecord('fix-add', 1, 'pass', { mode: 'replay' }),
      makeRecord('rename-symbol', 1, 'pass', { mode: 'replay' }),
      makeRecord('read-twice', 1, 'pass', { mode: 'replay' }),
      makeRecord('read-twice', 2, 'pass', { mode: 'replay' }),
    ]);
    await writeRunDirectory(head, replayRecords());
    for (const side of [base, head]) {
      expect((await runCommand(reportCommand, [side])).code).toBe(0);
    }
    const result = await runCommand(
      compareCommand,
      ['base', 'head/report.json', '--out', 'cmp'],
      dir,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('comparison.html');
    const html = await readFile(path.join(dir, 'cmp', 'comparison.html'), 'utf8');
    expect(html).toContain('<h1>Verdict comparison — replay: smoke-coding@1.2.0</h1>');
    expect(html).toMatch(/data-task-id="read-twice" data-verdict="diverged"/);
    expect(html).toContain('<ins>[file: src/math.ts]⏎</ins>');
    expect(html).toContain("default-src 'none'");
  });

  it('is written without divergences when the candidate is a lone report.json', async () => {
    const dir = await makeTempDir();
    await writeReportFiles(path.join(dir, 'a'), liveReport());
    await writeReportFiles(path.join(dir, 'b'), liveReport());
    const result = await runCommand(compareCommand, ['a', 'b', '--out', 'cmp'], dir);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(dir, 'cmp', 'comparison.html'), 'utf8');
    expect(html).not.toContain('id="divergences"');
    expect(html.match(/<svg /g)).toHaveLength(liveReport().tasks.length);
  });
});
