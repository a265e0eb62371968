/**
 * `verdict add` end to end through the real CLI: run a suite whose task has a fixture and asks for
 * `write`, promote one run from the run directory alone (no --from), then run the promoted case —
 * replayed with the cassette `add` made from the run's trace, and scripted — and it passes.
 */
import { access, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNS_FILE } from '../../src/run-dir/runs-jsonl.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { SuiteFileSchema } from '../../src/suite/schema.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const PROMPT = 'Read notes.txt and write its deadline into summary.txt.';

async function project(): Promise<string> {
  const cwd = await realpath(await makeTempDir());
  await writeTree(cwd, {
    'notes/suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'notes',
      suiteVersion: '1.0.0',
      tasks: [
        {
          id: 'summarize',
          prompt: PROMPT,
          fixture: 'fixtures/summarize',
          budget: { maxTurns: 6, maxWallMs: 30000 },
          policy: { mode: 'auto', allow: ['write'] },
          verifiers: [
            { kind: 'file-contains', id: 'summary', path: 'summary.txt', text: 'Friday' },
          ],
        },
      ],
    }),
    'notes/fixtures/summarize/notes.txt': 'ship on Friday\n',
    'notes/scripts/summarize.json': JSON.stringify({
      format: 'script/v1',
      turns: [
        { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] },
        {
          toolCalls: [
            { name: 'write_file', arguments: { path: 'summary.txt', content: 'Friday\n' } },
          ],
        },
        { content: 'The deadline is Friday; it is in summary.txt.' },
      ],
    }),
  });
  return cwd;
}

async function readRuns(dir: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(dir, RUNS_FILE), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

const cli = (cwd: string, ...argv: string[]) => runCliProcess(argv, { cwd });

describe('verdict add, end to end', () => {
  it('promotes a run from its run directory alone into a case that keeps its fixture, and the case passes', async () => {
    const cwd = await project();
    const recorded = await cli(
      cwd,
      'record',
      'notes',
      '--provider',
      'scripted',
      '--allow-write',
      '--yes',
    );
    expect(recorded.stderr).not.toMatch(/error/i);
    expect(recorded.code).toBe(0);

    const ran = await cli(
      cwd,
      'run',
      'notes',
      '--mode',
      'scripted',
      '--k',
      '2',
      '--allow-write',
      '--yes',
      '--out',
      'run-1',
    );
    expect(ran.code).toBe(0);
    const [first] = await readRuns(path.join(cwd, 'run-1'));
    expect(first?.status).toBe('pass');
    // The record keeps what a case needs.
    expect(first?.origin).toMatchObject({
      prompt: PROMPT,
      fixture: 'fixtures/summarize',
      policy: { mode: 'auto', allow: ['write'] },
    });

    const added = await cli(cwd, 'add', 'run-1', '--task', 'summarize', '--contains', 'Friday');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('prompt from the run record');
    const suiteDir = path.join('.verdict', 'cases', 'recorded');
    expect(added.stdout).toContain(
      `fixture: copied notes/fixtures/summarize to ${path.join(suiteDir, 'fixtures')}/`,
    );
    // The case's cassette is made from the run's own trace, not copied from the task's.
    expect(added.stdout).toMatch(
      /cassette: made from the run's trace run-1\/traces\/summarize\/1\.jsonl \(3 model calls\) as .*; it replays the case end to end/,
    );
    expect(added.stdout).toContain(`run it with: verdict run ${suiteDir} --allow-write`);

    const suite = SuiteFileSchema.parse(
      JSON.parse(await readFile(path.join(cwd, suiteDir, 'suite.json'), 'utf8')),
    );
    const [task] = suite.tasks;
    expect(task?.prompt).toBe(PROMPT);
    expect(task?.policy).toEqual({ mode: 'auto', allow: ['write'] });
    expect(task?.verifiers.map((verifier) => verifier.kind)).toEqual([
      'tool-called',
      'response-contains',
    ]);
    const caseId = task?.id as string;
    expect(await readFile(path.join(cwd, suiteDir, 'fixtures', caseId, 'notes.txt'), 'utf8')).toBe(
      'ship on Friday\n',
    );

    // Replay with the cassette made from the trace, then scripted with the copied script: both pass.
    const replayed = await cli(
      cwd,
      'run',
      suiteDir,
      '--mode',
      'replay',
      '--allow-write',
      '--yes',
      '--out',
      'run-replay',
    );
    expect(replayed.code).toBe(0);
    const replayRuns = await readRuns(path.join(cwd, 'run-replay'));
    expect(replayRuns.map((run) => [run.taskId, run.status])).toEqual([[caseId, 'pass']]);

    const scripted = await cli(
      cwd,
      'run',
      suiteDir,
      '--mode',
      'scripted',
      '--k',
      '1',
      '--allow-write',
      '--yes',
      '--out',
      'run-scripted',
    );
    expect(scripted.code).toBe(0);
    expect((await readRuns(path.join(cwd, 'run-scripted'))).map((run) => run.status)).toEqual([
      'pass',
    ]);

    // A second promotion appends a task and bumps the suite's version.
    const again = await cli(cwd, 'add', 'run-1', '--task', 'summarize', '--rep', '2');
    expect(again.code).toBe(0);
    const grown = SuiteFileSchema.parse(
      JSON.parse(await readFile(path.join(cwd, suiteDir, 'suite.json'), 'utf8')),
    );
    expect(grown.tasks).toHaveLength(2);
    expect(grown.suiteVersion).toBe('1.0.1');
  });

  it('does not keep a cassette that no longer replays the case, and says why', async () => {
    const cwd = await project();
    expect(
      (
        await cli(
          cwd,
          'run',
          'notes',
          '--mode',
          'scripted',
          '--k',
          '1',
          '--allow-write',
          '--yes',
          '--out',
          'run-1',
        )
      ).code,
    ).toBe(0);
    // The fixture changes after the run: the case copies it as it is now, which its trace no
    // longer fits.
    await writeFile(
      path.join(cwd, 'notes', 'fixtures', 'summarize', 'notes.txt'),
      'ship on Friday, not Monday\n',
    );

    const added = await cli(cwd, 'add', 'run-1', '--task', 'summarize');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(
      /cassette: not made: run-1\/traces\/summarize\/1\.jsonl does not replay the case end to end \(the replay ended error: .*diverge/,
    );
    const suiteDir = path.join(cwd, '.verdict', 'cases', 'recorded');
    await expect(access(path.join(suiteDir, 'cassettes'))).rejects.toThrow();
    // Without a cassette the case still runs scripted, from its copied script.
    const scripted = await cli(
      cwd,
      'run',
      suiteDir,
      '--mode',
      'scripted',
      '--k',
      '1',
      '--allow-write',
      '--yes',
      '--out',
      'run-scripted',
    );
    expect(scripted.code).toBe(0);
    const promoted = await readRuns(path.join(cwd, 'run-scripted'));
    expect(promoted.map((run) => run.status)).toEqual(['pass']);
    recordReliability({
      section: 'inputs',
      subject: 'verdict add',
      case: 'a cassette that no longer replays the promoted case',
      tried: 1,
      planned: 1,
      accountedFor: countBy(promoted, (run) => run.status),
      runs: promoted.length,
      outcome: 'cassette not kept, reason shown; case passes',
    });
  });
});
