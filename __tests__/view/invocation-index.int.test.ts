/**
 * The invocation index of `verdict view` over real run directories (`view-fixture.ts`): a finished
 * invocation is listed from its report's head alone, what was read is kept until a file's size or
 * time changes, a report older than its conditions.json is not taken for the invocation's, and
 * `find` gives the whole report by the list's key, a folder of its own or a copy (`~2`).
 */
import { cp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInvocationIndex } from '../../src/view/invocation-index.js';
import { runDirOf, useSavedRuns } from './view-fixture.js';

const savedRuns = useSavedRuns();

/** Writes `text` into `file` and gives it back the times it had. */
async function rewriteKeepingTimes(file: string, text: string): Promise<void> {
  const before = await stat(file);
  await writeFile(file, text);
  await utimes(file, before.atime, before.mtime);
}

describe('invocation index', () => {
  it("lists a finished invocation from its report's head, without reading its runs.jsonl", async () => {
    const runs = await savedRuns();
    const dir = runDirOf(runs, runs.replayId);
    // Not valid records: read, they would make the invocation one to rebuild from its runs.
    await rewriteKeepingTimes(path.join(dir, 'runs.jsonl'), 'not a run record\n');
    const index = createInvocationIndex([path.join(runs.dir, '.verdict')]);
    const listed = (await index.list()).invocations.find((one) => one.runId === runs.replayId);
    expect(listed).toMatchObject({ key: runs.replayId, final: true, dir });
    expect(listed?.recorded).toBeUndefined();
    expect(listed?.report.summary.counts.pass).toBeGreaterThan(0);
    expect(listed?.report).not.toHaveProperty('tasks');
    // Its page gets the whole report.
    const found = await index.find(runs.replayId);
    expect(found?.report.tasks.map((task) => task.taskId)).toEqual(['fix-add']);
    expect(found?.final).toBe(true);
  });

  it("keeps what it read until a file's size or modification time changes", async () => {
    const runs = await savedRuns();
    const file = path.join(runDirOf(runs, runs.scriptedId), 'report.json');
    const index = createInvocationIndex([path.join(runs.dir, '.verdict')]);
    const stateOf = async () =>
      (await index.list()).invocations.find((one) => one.runId === runs.scriptedId)?.report.state;
    expect(await stateOf()).toBe('COMPLETE');
    const text = await readFile(file, 'utf8');
    const partial = text.replace(/"state": "COMPLETE"/, '"state":  "PARTIAL"');
    expect(partial.length).toBe(text.length);
    await rewriteKeepingTimes(file, partial);
    expect(await stateOf()).toBe('COMPLETE');
    const later = new Date((await stat(file)).mtimeMs + 5000);
    await utimes(file, later, later);
    expect(await stateOf()).toBe('PARTIAL');
  });

  it('does not take a report older than its conditions.json for the invocation started since', async () => {
    const runs = await savedRuns();
    const dir = runDirOf(runs, runs.replayId);
    const conditions = path.join(dir, 'conditions.json');
    const started = JSON.parse(await readFile(conditions, 'utf8')) as { runId: string };
    // A new invocation in the same folder: its conditions.json, written after the old report.
    await writeFile(conditions, JSON.stringify({ ...started, runId: 'started-since' }));
    const later = new Date((await stat(path.join(dir, 'report.json'))).mtimeMs + 5000);
    await utimes(conditions, later, later);
    const index = createInvocationIndex([path.join(runs.dir, '.verdict')]);
    const { invocations } = await index.list();
    expect(invocations.map((one) => one.runId)).not.toContain(runs.replayId);
    const listed = invocations.find((one) => one.runId === 'started-since');
    expect(listed).toMatchObject({ dir, final: false });
    expect(listed?.report.runId).toBe('started-since');
  });

  it("finds an invocation by the list's key, a copy by its ~2, and nothing once it is gone", async () => {
    const runs = await savedRuns();
    const copy = path.join(runs.dir, 'kept', runs.replayId);
    await cp(runDirOf(runs, runs.replayId), copy, { recursive: true, preserveTimestamps: true });
    // The copy started earlier: the folder in .verdict keeps the plain key.
    const earlier = new Date(Date.parse('2020-01-01T00:00:00Z'));
    await utimes(path.join(copy, 'conditions.json'), earlier, earlier);
    const index = createInvocationIndex([
      path.join(runs.dir, '.verdict'),
      path.join(runs.dir, 'kept'),
    ]);
    const keys = (await index.list()).invocations.map((one) => one.key);
    expect(keys).toEqual(expect.arrayContaining([runs.replayId, `${runs.replayId}~2`]));
    expect((await index.find(`${runs.replayId}~2`))?.dir).toBe(copy);
    const found = await index.find(runs.replayId);
    expect(found?.dir).toBe(runDirOf(runs, runs.replayId));
    expect((await index.recordsOf(found!)).map((record) => record.taskId)).toEqual(['fix-add']);
    await rm(runDirOf(runs, runs.replayId), { recursive: true });
    expect((await index.find(runs.replayId))?.dir).toBe(copy);
    expect(await index.find(`${runs.replayId}~2`)).toBeUndefined();
    expect(await index.find('no-such-run')).toBeUndefined();
  });
});
