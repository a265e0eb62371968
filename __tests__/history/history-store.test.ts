/**
 * The local history store (src/history/history-store.ts) in real temp dirs: one file per suite and
 * mode, bounded to the last 50 commits, a commit evaluated again merged (or replaced when it
 * measured something else), a report stored twice counted once, and a corrupt line skipped with a
 * problem naming the file and line. And the entry a report makes (history-schema.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyEntryFromReport } from '../../src/history/history-schema.js';
import {
  appendHistory,
  historyFileOf,
  MAX_HISTORY_COMMITS,
  readHistory,
} from '../../src/history/history-store.js';
import { makeReport, times } from '../compare/reports.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { commitOf, entryOf } from './history-entries.js';

const makeTempDir = useTempDirs();

describe('appendHistory and readHistory', () => {
  it('keeps one file per suite and mode, oldest first, and reads them back filtered', async () => {
    const dir = path.join(await makeTempDir(), 'history');
    await appendHistory(dir, entryOf(1, { a: [1, 2] }));
    await appendHistory(dir, entryOf(2, { a: [2, 2] }));
    await appendHistory(dir, entryOf(1, { a: [5, 5] }, { mode: 'live', runIds: ['live-1'] }));
    await appendHistory(dir, entryOf(1, { b: [0, 1] }, { suite: 'other.suite' }));
    const text = await readFile(historyFileOf(dir, 'smoke', 'replay'), 'utf8');
    expect(text.split('\n').map((line) => line.slice(0, 40))).toEqual([
      `{"format":"history/v1","commit":"${commitOf(1).slice(0, 7)}`,
      `{"format":"history/v1","commit":"${commitOf(2).slice(0, 7)}`,
      '',
    ]);
    const replay = await readHistory(dir, { suite: 'smoke', mode: 'replay' });
    expect(replay.entries.map((entry) => entry.commit)).toEqual([commitOf(1), commitOf(2)]);
    expect((await readHistory(dir, { mode: 'live' })).entries).toHaveLength(1);
    expect((await readHistory(dir, { suite: 'other.suite' })).entries[0]?.suite).toBe(
      'other.suite',
    );
    expect((await readHistory(dir)).entries).toHaveLength(4);
  });

  it(`keeps the last ${MAX_HISTORY_COMMITS} commits of a file`, async () => {
    const dir = await makeTempDir();
    for (let index = 0; index < MAX_HISTORY_COMMITS + 5; index += 1) {
      await appendHistory(dir, entryOf(index, { a: [1, 1] }));
    }
    const { entries } = await readHistory(dir);
    expect(entries).toHaveLength(MAX_HISTORY_COMMITS);
    expect(entries[0]?.commit).toBe(commitOf(5));
    expect(entries.at(-1)?.commit).toBe(commitOf(MAX_HISTORY_COMMITS + 4));
  });

  it('adds a re-run of a commit to its entry, in place, and counts the same report once', async () => {
    const dir = await makeTempDir();
    await appendHistory(dir, entryOf(1, { a: [1, 5], b: [2, 2] }));
    await appendHistory(dir, entryOf(2, { a: [5, 5] }));
    const rerun = entryOf(1, { a: [3, 5], c: [1, 1] }, { runIds: ['run-1b'] });
    const merged = await appendHistory(dir, rerun);
    expect(merged.stored.runIds).toEqual(['run-1', 'run-1b']);
    expect(merged.stored.tasks).toEqual([
      { task: 'a', runs: 10, passes: 4, errors: 0 },
      { task: 'b', runs: 2, passes: 2, errors: 0 },
      { task: 'c', runs: 1, passes: 1, errors: 0 },
    ]);
    const again = await appendHistory(dir, rerun);
    expect(again.stored).toEqual(merged.stored);
    const { entries } = await readHistory(dir);
    expect(entries.map((entry) => entry.commit)).toEqual([commitOf(1), commitOf(2)]);
    expect(entries[0]).toEqual(merged.stored);
  });

  it('replaces the entry of a commit evaluated with another model', async () => {
    const dir = await makeTempDir();
    await appendHistory(dir, entryOf(1, { a: [1, 5] }, { model: 'old' }));
    const other = entryOf(1, { a: [4, 5] }, { model: 'new', runIds: ['run-new'] });
    expect((await appendHistory(dir, other)).stored).toEqual(other);
    expect((await readHistory(dir)).entries).toEqual([other]);
  });

  it('skips a corrupt line with a problem naming the file and line, and never throws', async () => {
    const dir = await makeTempDir();
    const file = historyFileOf(dir, 'smoke', 'replay');
    const good = JSON.stringify(entryOf(1, { a: [1, 1] }));
    const invalid = JSON.stringify({ ...entryOf(2, { a: [1, 1] }), commit: 'abc' });
    await writeFile(file, `${good}\n{"format":\n${invalid}\n${good.slice(0, 30)}`);
    const read = await readHistory(dir);
    expect(read.entries.map((entry) => entry.commit)).toEqual([commitOf(1)]);
    expect(read.problems).toEqual([
      { file, subject: 'line 2', field: '(line)', message: 'not valid JSON; skipped' },
      expect.objectContaining({ file, subject: 'line 3', field: 'commit' }),
      { file, subject: 'line 4', field: '(line)', message: 'not valid JSON; skipped' },
    ]);
    const appended = await appendHistory(dir, entryOf(3, { a: [0, 1] }));
    expect(appended.problems).toHaveLength(3);
    expect((await readHistory(dir)).problems).toEqual([]);
    expect((await readHistory(dir)).entries).toHaveLength(2);
  });

  it('reads a missing directory as an empty history', async () => {
    const dir = path.join(await makeTempDir(), 'none');
    expect(await readHistory(dir)).toEqual({ entries: [], problems: [] });
  });
});

describe('historyEntryFromReport', () => {
  it('takes judged runs, passes and errors per task from report.json', () => {
    const report = makeReport(
      { a: [...times('pass', 3), 'fail', 'error'], b: times('budget_exceeded', 2) },
      { runId: 'run-7', conditions: { mode: 'live', model: 'm-1' } },
    );
    const entry = historyEntryFromReport(
      report,
      commitOf(7).toUpperCase(),
      '2026-01-02T03:04:05.000Z',
    );
    expect(entry).toEqual({
      format: 'history/v1',
      commit: commitOf(7),
      evaluatedAt: '2026-01-02T03:04:05.000Z',
      suite: report.conditions.suiteId,
      suiteVersion: report.conditions.suiteVersion,
      mode: 'live',
      model: 'm-1',
      runIds: ['run-7'],
      tasks: [
        { task: 'a', runs: 4, passes: 3, errors: 1 },
        { task: 'b', runs: 2, passes: 0, errors: 0 },
      ],
    });
  });

  it('refuses a scripted report and a commit that is not a full sha', () => {
    const scripted = makeReport({ a: ['pass'] }, { conditions: { mode: 'scripted' } });
    expect(() => historyEntryFromReport(scripted, commitOf(1), '2026-01-01T00:00:00Z')).toThrow(
      /scripted/,
    );
    const live = makeReport({ a: ['pass'] });
    expect(() => historyEntryFromReport(live, 'abc123', '2026-01-01T00:00:00Z')).toThrow(
      /commit: must be a full commit sha/,
    );
  });
});
