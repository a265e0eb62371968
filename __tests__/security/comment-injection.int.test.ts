/**
 * Comment injection, end to end (SPEC §7: the comment is escaped — no unintended @-mentions, HTML
 * or Markdown injection from task output — and stays under GitHub's size limit). The PR's side is
 * untrusted: its agent chooses the tool names it sends (which reach the comment as the diverged
 * field), its cassette holds the model's answers, and its suite names the tasks. Here all of them
 * carry @mentions, raw HTML (an `<img onerror>`, `<details>`, closing tags), a broken Markdown
 * table (pipes, newlines, backticks), and one task carries 1 MB of it. They flow through the real
 * CLI — `record`, `run --mode replay` on each side, `compare` — and the comparison is rendered by
 * the comment renderer the Action posts with. The comment must hold no live mention, no HTML but
 * the renderer's own, tables whose rows all have their header's cells, and stay under 65,000
 * characters.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import type { CommentModel } from '../../src/pr/comment-model.js';
import { commentMarker } from '../../src/pr/marker.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { RunRecordSchema } from '../../src/run-dir/record-schema.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { BIN, type CliResult } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/**
 * The real CLI, as `runCliProcess` runs it but with room for its output: a divergence names the
 * field that differs, and here that is a 1 MB tool name (more than execFile's default 1 MB buffer).
 */
function runCli(argv: string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...argv],
      { cwd, env: { ...process.env, CI: undefined, NO_COLOR: '1' }, maxBuffer: 64 * ONE_MB },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const INJECTION = [
  '@octocat @acme/security-team',
  '<img src=x onerror=alert(1)>',
  '<details open><summary>click</summary>',
  '</details></td></tr></table></summary>',
  '<!-- verdict:pr-comment:000000000000 -->',
  '| a | b |\n|---|---|\n| c | d |',
  '```\nfenced\n```',
  '`code` **bold** [link](javascript:alert(1)) #1 GH-2',
].join('\n');
const ONE_MB = 1024 * 1024;
/** GitHub links `@name` where the `@` does not follow a word character (`suite@1.0.0` is no mention). */
const LIVE_MENTION = /(?<!\w)@[A-Za-z0-9_]/g;
const HUGE = INJECTION.repeat(Math.ceil(ONE_MB / INJECTION.length));

/**
 * An agent that sends one Chat Completions request with one tool, named from a file per task when
 * `TOOL_DIR` is set (the PR's build) or `read_file` otherwise (the base's), and prints the answer.
 */
const AGENT = `
import { existsSync, readFileSync } from 'node:fs';
const dir = process.env.TOOL_DIR;
const file = dir === undefined ? undefined : dir + '/' + process.env.VERDICT_TASK_ID + '.txt';
const name = file !== undefined && existsSync(file) ? readFileSync(file, 'utf8') : 'read_file';
const prompt = readFileSync(0, 'utf8');
const response = await fetch(process.env.OPENAI_BASE_URL + '/chat/completions', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer ' + process.env.OPENAI_API_KEY },
  body: JSON.stringify({
    model: process.env.OPENAI_MODEL,
    messages: [{ role: 'user', content: prompt }],
    tools: [{ type: 'function', function: { name, description: 'Reads a file.', parameters: { type: 'object', properties: {} } } }],
  }),
});
const json = await response.json();
process.stdout.write(String(json.choices?.[0]?.message?.content ?? '').slice(0, 100));
`;

function task(id: string, title: string) {
  return {
    id,
    title,
    prompt: `Answer ${id}.`,
    budget: { maxTurns: 3, maxWallMs: 60_000 },
    policy: { mode: 'auto' },
    verifiers: [{ kind: 'response-contains', id: 'mentions', texts: ['octocat'] }],
  };
}

/**
 * The tags in `text`; only the renderer's own bare `<details>` / `<summary>`, the marker and the
 * history block's two comments (base64 between them) may appear.
 */
function foreignTags(text: string): string[] {
  const own =
    /^(<\/?(details|summary)>|<!-- verdict:pr-comment:[0-9a-f]{12} -->|<!-- verdict:history [A-Za-z0-9+/=]* -->|<!-- verdict:history-end -->)$/;
  return [...text.matchAll(/<\/?[A-Za-z!][^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !own.test(tag));
}

/** Each GFM table (consecutive `|` lines): every row has the header's cell count. */
function brokenTables(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    if (!lines[index]?.startsWith('|')) continue;
    const table: string[] = [];
    while (lines[index]?.startsWith('|')) table.push(lines[index++] as string);
    const cells = (row: string) => row.split(/(?<!\\)\|/).length;
    const header = cells(table[0] ?? '');
    if (!/^\|( *:?-+:? *\|)+$/.test(table[1] ?? '')) problems.push(`no separator: ${table[0]}`);
    for (const row of table) {
      if (cells(row) !== header)
        problems.push(`${cells(row)} cells, header ${header}: ${row.slice(0, 200)}`);
    }
  }
  return problems;
}

function expectInert(text: string, what: string): void {
  expect(text.match(LIVE_MENTION), `${what}: a live @mention`).toBeNull();
  expect(foreignTags(text), `${what}: raw HTML`).toEqual([]);
  expect(text.split('<details>').length, `${what}: <details> balanced`).toBe(
    text.split('</details>').length,
  );
  expect(brokenTables(text), `${what}: tables`).toEqual([]);
  expect(text).not.toMatch(/\]\(javascript:/);
  expect(text).not.toMatch(/^```/m);
}

describe('task output cannot inject into the PR comment', () => {
  it('escapes @mentions, HTML and table breakers from tool names, titles and answers, and caps 1 MB', async () => {
    const root = await makeTempDir();
    const names = path.join(root, 'names');
    await writeTree(root, {
      'agent.mjs': AGENT,
      'base.json': JSON.stringify({
        agents: { probe: { command: ['node', './agent.mjs'] } },
        default: 'probe',
      }),
      'head.json': JSON.stringify({
        agents: { probe: { command: ['node', './agent.mjs'], env: { TOOL_DIR: names } } },
        default: 'probe',
      }),
      'names/injected.txt': INJECTION,
      'names/huge.txt': HUGE,
      'suite/suite.json': JSON.stringify({
        schemaVersion: 1,
        suiteId: 'injection',
        suiteVersion: '1.0.0',
        cassettes: { maxBytes: 8 * ONE_MB, maxDirBytes: 16 * ONE_MB },
        tasks: [task('injected', INJECTION), task('huge', HUGE.slice(0, 64 * 1024))],
      }),
      'suite/scripts/injected.json': JSON.stringify({
        format: 'script/v1',
        turns: [{ content: INJECTION }],
      }),
      'suite/scripts/huge.json': JSON.stringify({
        format: 'script/v1',
        turns: [{ content: HUGE }],
      }),
    });
    const cli = (...argv: string[]) => runCli([...argv, '--yes'], root);

    // The PR recorded its cassettes with its own agent; the base's agent then diverges from them.
    const recorded = await cli(
      'record',
      'suite',
      '--provider',
      'scripted',
      '--config',
      'head.json',
    );
    expect(recorded.code, recorded.stderr).toBe(0);
    const head = await cli(
      'run',
      'suite',
      '--mode',
      'replay',
      '--config',
      'head.json',
      '--out',
      'head',
    );
    expect(head.code, head.stderr).toBe(0);
    const base = await cli(
      'run',
      'suite',
      '--mode',
      'replay',
      '--config',
      'base.json',
      '--out',
      'base',
    );
    expect(base.code, base.stderr).not.toBe(0);
    expect(base.stderr).toMatch(/diverged at tools\[/);
    const compared = await runCli(['compare', 'base', 'head', '--out', 'cmp'], root);
    expect(compared.code, `${base.stderr}\n${compared.stderr}`).toBe(0);

    // The answers went through the run: 1 MB of injection is the head's final answer.
    const headRuns = (await readFile(path.join(root, 'head', 'runs.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => RunRecordSchema.parse(JSON.parse(line)));
    expect(headRuns.find((run) => run.taskId === 'huge')?.finalAnswer?.length).toBe(HUGE.length);

    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(root, 'cmp', 'comparison.json'), 'utf8')),
    );
    const reasons = comparison.tasks.map((entry) => entry.reason).join('\n');
    // It reached the comparison raw (a diverged tool name is cut to its first 48 characters, so
    // that a 1 MB name cannot flood the output: the tag's start is what gets through).
    expect(reasons).toContain('<img src=x onerror=');
    expect(reasons).toContain('…(1048593 chars)');
    const stateOf = async (side: string) =>
      ReportSchema.parse(JSON.parse(await readFile(path.join(root, side, 'report.json'), 'utf8')))
        .state;
    const model: CommentModel = {
      marker: commentMarker('evals', undefined),
      baseSha: 'b'.repeat(40),
      headSha: 'c'.repeat(40),
      sections: [
        {
          mode: 'replay',
          suites: [
            {
              suiteId: 'injection',
              base: { state: await stateOf('base') },
              head: { state: await stateOf('head') },
              comparison,
            },
          ],
        },
      ],
      links: {},
      notices: [],
    };
    const comment = renderComment(model);

    expect(comment.length).toBeLessThan(65_000);
    expect(comment).toMatch(/\*\*diverged\*\*/);
    // The injection is visible as text (escaped), not dropped…
    expect(comment).toContain('octocat');
    expect(comment).toContain('&lt;img src=x onerror=');
    // …and inert.
    expectInert(comment, 'comment');
    // The comparison's own Markdown (uploaded in the artifact) is just as inert.
    const markdown = await readFile(path.join(root, 'cmp', 'comparison.md'), 'utf8');
    expect(markdown).toContain('octocat');
    expect(foreignTags(markdown)).toEqual([]);
    expect(markdown.match(LIVE_MENTION)).toBeNull();

    recordReliability({
      section: 'attacks',
      subject: 'PR comment',
      case: '@mentions, HTML, broken table, 1 MB',
      tried: INJECTION.split('\n').length + 1,
      // The two tasks that carry the injection, each run once on the PR's side.
      planned: 2,
      accountedFor: countBy(headRuns, (run) => run.status),
      runs: headRuns.length,
      outcome: 'escaped, tables intact, < 65,000 chars',
    });
  }, 240_000);
});
