/**
 * report.html's Runs section from real trace files (written by `writeTrace`, read by
 * `readReportRuns`): what a transcript holds, which transcripts the size limit keeps, a missing or
 * corrupt trace, a hostile tool result, and a snapshot of a page with runs.
 */
import { appendFile, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/html/escape-html.js';
import { renderRunCommand } from '../../src/html/run-commands.js';
import { renderRunTranscript } from '../../src/html/run-transcript.js';
import { buildReport } from '../../src/report/build-report.js';
import { renderReportHtml } from '../../src/report/render-report-html.js';
import { readReportRuns } from '../../src/report/report-runs.js';
import { describeRun } from '../../src/run-dir/run-view.js';
import { KeptTraces } from '../../src/run-dir/trace-file.js';
import { writeReportFiles } from '../../src/report/report-files.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { liveReport, liveRecords } from './html-fixtures.js';
import { makeInput, makeRecord } from './run-records.js';
import { traceEvents, writeRunWithTrace } from './run-traces.js';

const makeTempDir = useTempDirs();

const HOSTILE_RESULT = `</script><img src=x onerror="document.title='pwned'"><script>alert(1)</script>`;

/** Every `<script` in a page: only the page's own one may be there. */
const scriptTags = (html: string): number => html.match(/<script/gi)?.length ?? 0;

describe('readReportRuns', () => {
  it('renders each run’s transcript: tool calls with arguments and results, verifiers, answer', async () => {
    const dir = await makeTempDir();
    const record = await writeRunWithTrace(dir, 'fix-add', 1, 'fail');
    const { runs, runDir } = await readReportRuns(dir, [record]);
    expect(runDir).toBe(path.resolve(dir));
    const [run] = runs;
    expect(run).toMatchObject({
      taskId: 'fix-add',
      repetition: 1,
      status: 'fail',
      reason: 'check: `node check.mjs` exited 1, expected exit 0',
    });
    const html = run?.transcript ?? '';
    // The record keeps no origin, so there is no prompt to show.
    expect(html).not.toContain('<h4>Prompt</h4>');
    expect(html).toContain('<code class="tool-name">read_file</code>');
    expect(html).toContain(
      '<code class="arguments">{&quot;path&quot;:&quot;src/module-1.mjs&quot;}</code>',
    );
    expect(html).toContain('<pre class="result">exit code 1\nstderr:\nadd(2, 3) is 6\n</pre>');
    expect(html).toContain(
      '<span class="outcome outcome-fail">fail</span> <code>check</code> <span class="muted">(command)</span><pre class="detail">`node check.mjs` exited 1, expected exit 0\nadd(2, 3) is 6, not 5</pre>',
    );
    expect(html).toContain(
      '<h4>Final answer</h4><pre class="answer">Fixed: add returns a * b.</pre>',
    );
    expect(html).toContain(
      '<h4>stdout <span class="muted">(last 1 line(s) of 40 bytes)</span></h4>',
    );
  });

  it('keeps failed runs first within the size limit, across tasks, and sends the rest to verdict show', async () => {
    const dir = await makeTempDir();
    const records: RunRecord[] = [];
    for (const taskId of ['a', 'b']) {
      for (const [index, status] of (['pass', 'fail', 'fail', 'pass'] as const).entries()) {
        records.push(await writeRunWithTrace(dir, taskId, index + 1, status));
      }
    }
    const whole = await readReportRuns(dir, records);
    const sizes = whole.runs.map((run) => Buffer.byteLength(run.transcript ?? ''));
    expect(sizes.every((size) => size > 0)).toBe(true);
    // Room for three transcripts: a #2, b #2, a #3 (failures, by repetition across tasks).
    const limited = await readReportRuns(dir, records, {
      maxBytes: Math.max(...sizes) * 3 + 10,
      runDir: '/runs/one',
    });
    const shown = limited.runs
      .filter((run) => run.transcript !== undefined)
      .map((run) => `${run.taskId}#${run.repetition}`);
    expect(shown).toEqual(['a#2', 'a#3', 'b#2']);
    const page = renderReportHtml(
      buildReport(
        makeInput(['a', 'b'], records, { conditions: { ...liveReport().conditions, k: 4 } }),
      ),
      { runs: limited },
    );
    expect(page).toContain(renderRunCommand('show', '/runs/one', { taskId: 'b', repetition: 3 }));
    expect(page).toContain(
      '<code class="command" data-copy>verdict show <span data-run-dir>/runs/one</span> --task b --rep 3</code>',
    );
    // Within a task, failed runs are listed first.
    const order = [...page.matchAll(/data-task-id="a" data-repetition="(\d)"/g)].map(
      (match) => match[1],
    );
    expect(order).toEqual(['2', '3', '1', '4']);
  });

  it('a corrupt trace costs only its run’s transcript: the note names the file and the line', async () => {
    const dir = await makeTempDir();
    const broken = await writeRunWithTrace(dir, 'fix-add', 1, 'fail');
    const sound = await writeRunWithTrace(dir, 'fix-add', 2, 'fail');
    const file = path.join(dir, 'traces', 'fix-add', '1.jsonl');
    const torn = (await readFile(file, 'utf8')).split('\n').length;
    await appendFile(file, '{"type":"verifier", torn\n');
    const { runs } = await readReportRuns(dir, [broken, sound]);
    const html = runs[0]?.transcript ?? '';
    expect(html).toContain(
      `<p class="notice">No transcript: the trace is corrupt at traces/fix-add/1.jsonl: line ${torn}: (line): not valid JSON; skipped. What the run record keeps is below.</p>`,
    );
    expect(html).not.toContain('Conversation');
    // What the record keeps: its tool calls without results, the verifier and the answer.
    expect(html).toContain(
      'Tool calls <span class="muted">(from the run record: no results)</span>',
    );
    expect(html).toContain('add(2, 3) is 6, not 5');
    expect(runs[1]?.transcript).toContain('<h4>Conversation</h4>');
  });

  it('makes the same transcripts from the traces a run kept in memory as from their files, without reading them', async () => {
    const dir = await makeTempDir();
    const kept = new KeptTraces(1024 * 1024);
    // A token in a tool result: what is kept is what was written, redacted.
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}abcdef`;
    const records = [
      await writeRunWithTrace(dir, 'fix-add', 1, 'fail', { firstResult: `token ${token}` }, kept),
      await writeRunWithTrace(dir, 'fix-add', 2, 'pass', {}, kept),
    ];
    const fromFiles = await readReportRuns(dir, records);
    expect(fromFiles.runs[0]?.transcript).toContain('&lt;redacted:github&gt;');
    expect(fromFiles.runs[0]?.transcript).not.toContain(token);
    await rm(path.join(dir, 'traces'), { recursive: true });
    expect(await readReportRuns(dir, records, { kept })).toEqual(fromFiles);
  });

  it('keeps traces in memory up to its bytes; the others are read from their files', async () => {
    const dir = await makeTempDir();
    const first = await writeRunWithTrace(dir, 'fix-add', 1, 'fail');
    const bytes = (await readFile(path.join(dir, 'traces', 'fix-add', '1.jsonl'))).length;
    const kept = new KeptTraces(bytes + 10);
    const records = [
      await writeRunWithTrace(dir, 'fix-add', 2, 'fail', {}, kept),
      await writeRunWithTrace(dir, 'fix-add', 3, 'fail', {}, kept),
    ];
    expect(kept.get(records[0]?.trace ?? '')).toBeDefined();
    expect(kept.get(records[1]?.trace ?? '')).toBeUndefined();
    const { runs } = await readReportRuns(dir, [first, ...records], { kept });
    for (const run of runs) expect(run.transcript).toContain('<h4>Conversation</h4>');
  });

  it('a missing trace: the run shows what its record keeps, and why', async () => {
    const dir = await makeTempDir();
    const record = makeRecord('fix-add', 1, 'pass', {
      toolCalls: [{ name: 'read_file', arguments: { path: 'a.txt' }, ok: true }],
    });
    const { runs } = await readReportRuns(dir, [record]);
    const html = runs[0]?.transcript ?? '';
    expect(html).toContain(
      'No transcript: traces/fix-add/1.jsonl is not in this run&#39;s folder (a run from before runs kept traces, or a folder copied without them).',
    );
    expect(html).toContain(
      '<code class="arguments">{&quot;path&quot;:&quot;a.txt&quot;}</code> <span class="good">ok</span>',
    );
  });

  it('never reads a trace a record places outside the run’s folder', async () => {
    const dir = await makeTempDir();
    const outside = await writeRunWithTrace(dir, 'fix-add', 1, 'fail');
    const runDir = path.join(dir, 'run');
    const { runs } = await readReportRuns(runDir, [
      { ...outside, trace: `../${outside.trace ?? ''}` },
    ]);
    expect(runs[0]?.transcript).toContain(
      'No transcript: its record names ../traces/fix-add/1.jsonl, which is not in this run&#39;s folder.',
    );
    expect(runs[0]?.transcript).not.toContain('Conversation');
  });

  it('keeps a hostile tool result inert in report.html: escaped text, no element, one script', async () => {
    const dir = await makeTempDir();
    const report = liveReport();
    const records = [
      await writeRunWithTrace(dir, 'fix-add', 1, 'fail', { firstResult: HOSTILE_RESULT }),
      ...liveRecords().filter(
        (record) => !(record.taskId === 'fix-add' && record.repetition === 1),
      ),
    ];
    await writeReportFiles(dir, report, { records });
    const html = await readFile(path.join(dir, 'report.html'), 'utf8');
    expect(html).toContain(`<pre class="result">${escapeHtml(HOSTILE_RESULT)}</pre>`);
    expect(html).not.toContain(HOSTILE_RESULT);
    expect(html).not.toMatch(/<img|<[^>]*onerror/);
    expect(scriptTags(html)).toBe(1);
    expect(html).not.toMatch(/<[^>]*\ssrc=/);
  });
});

describe('report.html with runs', () => {
  /** The live report's runs, each with a transcript rendered from a trace of its own. */
  function liveRuns() {
    const runDir = '/work/.verdict/runs/run live 1';
    return {
      runDir,
      maxBytes: 8 * 1024 * 1024,
      runs: liveRecords().map((record) => {
        const view = describeRun(
          record,
          record.taskId === 'fix-add' && record.repetition === 1
            ? traceEvents(record, { reads: 1, readBytes: 60, firstResult: HOSTILE_RESULT })
            : undefined,
        );
        return {
          taskId: record.taskId,
          repetition: record.repetition,
          status: record.status,
          ...(record.reason === undefined ? {} : { reason: record.reason }),
          transcript: renderRunTranscript(view, {
            showCommand: renderRunCommand('show', runDir, record),
          }),
        };
      }),
    };
  }

  it('matches its snapshot, deterministically', async () => {
    const html = renderReportHtml(liveReport(), { runs: liveRuns() });
    expect(renderReportHtml(liveReport(), { runs: liveRuns() })).toBe(html);
    await expect(html).toMatchFileSnapshot('__snapshots__/live-report-runs.html');
  });

  it('puts the section’s script and styles in the page only when it has runs', () => {
    const plain = renderReportHtml(liveReport());
    expect(plain).not.toContain('id="runs"');
    expect(plain).not.toContain('data-run-dir');
    const withRuns = renderReportHtml(liveReport(), { runs: liveRuns() });
    expect(withRuns).toContain('<section id="runs" aria-labelledby="runs-title">');
    expect(scriptTags(withRuns)).toBe(1);
    // A passed run offers the command that promotes it; the folder is quoted for the shell.
    expect(withRuns).toContain(
      `<code class="command" data-copy>verdict add <span data-run-dir>&#39;/work/.verdict/runs/run live 1&#39;</span> --task fix-add --rep 2</code>`,
    );
    expect(withRuns).not.toContain(
      'verdict add <span data-run-dir>&#39;/work/.verdict/runs/run live 1&#39;</span> --task parse-dates --rep 1<',
    );
  });
});
