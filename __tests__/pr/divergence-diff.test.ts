/**
 * A replay divergence as each reader sees it, from the replay that finds it to the three renderers:
 * the terminal line, the PR comment (through `attachDivergences`, as the Action builds it) and the
 * HTML reports, all formatting the one excerpt `excerptChange` built.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';
import { showRunProgress } from '../../src/cli/evaluation/suite-run-options.js';
import { renderDivergenceSection } from '../../src/html/divergence-html.js';
import { attachDivergences } from '../../src/pr/attach-divergences.js';
import type { Divergence, SuiteOutcome } from '../../src/pr/comment-model.js';
import { CommentPayloadSchema } from '../../src/pr/comment-payload.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { MAX_HUNKS } from '../../src/provider/divergence-excerpt.js';
import { fingerprintOf, hashFingerprint } from '../../src/provider/fingerprint.js';
import { createNormalizer } from '../../src/provider/normalize.js';
import { ReplayProvider } from '../../src/provider/replay.js';
import { RunStopError, type ModelCall, type RunStop } from '../../src/provider/types.js';
import { divergencesOf } from '../../src/run-dir/divergences.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { longText, replaceWordAt } from '../helpers/long-text.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';
import { makeRecord } from '../report/run-records.js';
import { COMPLETE, makeComparison, makeModel, makeReplayTask } from './comment-fixtures.js';

const makeTempDir = useTempDirs();
/** A marker of the form a payload must carry. */
const PAYLOAD_MARKER = '<!-- verdict:pr-comment:0123456789ab -->';
const normalize = createNormalizer({ workspaceDir: '/tmp/verdict-run/work' });

/** The agent's first call: a long system prompt, then the task. */
function agentCall(prompt: string): ModelCall {
  return {
    protocol: 'chat',
    endpoint: 'chat.completions',
    index: 0,
    body: {
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: prompt },
        { role: 'user', content: 'Fix the failing test.' },
      ],
    },
    stream: false,
  };
}

/** Records `recorded` as the cassette's call, replays `sent` against it: the stop it makes. */
async function replayDivergence(recorded: string, sent: string): Promise<RunStop> {
  const fingerprint = fingerprintOf(agentCall(recorded), normalize);
  const replay = new ReplayProvider(
    [
      {
        call: 1,
        sha256: hashFingerprint(fingerprint),
        fingerprint,
        response: { kind: 'json', status: 200, body: {} },
      },
    ],
    normalize,
  );
  const error: unknown = await replay.complete(agentCall(sent)).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RunStopError)) throw new Error('the replay did not diverge');
  return error.stop;
}

function divergedRun(stop: RunStop): RunRecord {
  return makeRecord('summarize-file', 1, 'error', {
    mode: 'replay',
    reason: stop.message,
    error: { kind: 'replay_divergence', message: stop.message, stop },
  });
}

/** What `verdict run` prints on stderr for the run (besides the progress line). */
function terminalLines(record: RunRecord): string[] {
  const err: string[] = [];
  const io = {
    stdout: { write: () => true },
    stderr: { write: (text: string) => err.push(text) },
    cwd: '/work',
    env: {},
    packageRoot: '/work',
  };
  showRunProgress({ io, progress: createProgress({ write: () => true }), json: false })(
    record,
    1,
    1,
  );
  return err
    .join('')
    .split('\n')
    .filter((line) => line !== '');
}

/** The comment as the Action posts it for a replay PR whose head diverged as `record` did. */
async function commentFor(record: RunRecord): Promise<{ body: string; divergence?: Divergence }> {
  const outDir = await makeTempDir();
  await writeTree(outDir, {
    'head/replay/smoke-coding/runs.jsonl': `${JSON.stringify(record)}\n`,
  });
  const suite: SuiteOutcome = {
    suiteId: 'smoke-coding',
    base: COMPLETE,
    head: { state: 'PARTIAL', problem: '1 of 1 runs missing (replay_divergence ×1)' },
    comparison: makeComparison({
      mode: 'replay',
      tasks: [makeReplayTask('summarize-file', 'diverged')],
    }),
  };
  const sections = await attachDivergences([{ mode: 'replay', suites: [suite] }], {
    outDir,
    repoDir: path.join(outDir, 'repo'),
    suiteDir: 'evals',
    grants: [],
  });
  const model = makeModel({ marker: PAYLOAD_MARKER, sections });
  expect(CommentPayloadSchema.safeParse({ format: 'comment-payload/v3', model }).success).toBe(
    true,
  );
  const attached = sections[0] !== undefined && 'suites' in sections[0] ? sections[0] : undefined;
  const divergence = attached?.suites[0]?.divergences?.[0];
  return { body: renderComment(model), ...(divergence === undefined ? {} : { divergence }) };
}

/** The divergence's fold in the comment: up to the `</details>` after its diff's fence. */
function divergenceBlock(body: string): string {
  const start = body.indexOf('<details><summary>summarize-file');
  const fence = /^(`{3,})diff$/m.exec(body.slice(start));
  if (fence === null) return body.slice(start, body.indexOf('</details>', start) + 10);
  const closing = body.indexOf(`\n${fence[1] ?? ''}\n`, start + fence.index + fence[0].length);
  return body.slice(start, body.indexOf('</details>', closing) + 10);
}

/** `text` without its fenced code blocks: what GitHub reads as Markdown and HTML. */
function outsideFences(text: string): string {
  return text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
}

describe('one word changed in the middle of a 50 KB text the agent sends', () => {
  const prompt = longText(50_000);
  const changed = replaceWordAt(prompt, prompt.length / 2, 'leaps');

  it('the terminal, the comment and the HTML all show that word, removed and added', async () => {
    expect(prompt.length).toBeGreaterThanOrEqual(50_000);
    const stop = await replayDivergence(prompt, changed.text);
    if (stop.kind !== 'replay_divergence') throw new Error(stop.kind);
    expect(stop.field).toBe('messages[0].content');
    const record = divergedRun(stop);

    const terminal = terminalLines(record);
    expect(terminal).toHaveLength(1);
    const line = terminal[0] ?? '';
    expect(line).toContain(`[-${changed.replaced}-]{+leaps+}`);
    expect(line.length).toBeLessThan(250);
    expect(line).toMatchInlineSnapshot(
      `"  summarize-file #1: call 1 diverged at messages[0].content: …When the reads else search breaks only what [-quietly-]{+leaps+} agent first only task.\\n\\nBreaks edits jumps over…"`,
    );

    const { body } = await commentFor(record);
    const block = divergenceBlock(body);
    await expect(block).toMatchFileSnapshot('__snapshots__/divergence-one-word.md');
    expect(block).toMatch(new RegExp(`\\n- …\\S.* \\[-${changed.replaced}-\\] \\S`));
    expect(block).toMatch(/\n\+ …\S.* \{\+leaps\+\} \S/);
    expect(block.length).toBeLessThan(1_000);

    const html = renderDivergenceSection(divergencesOf([record]), 'The head’s runs.');
    expect(html).toContain(`<del>${changed.replaced}</del>`);
    expect(html).toContain('<ins>leaps</ins>');
    expect(html).toMatch(/<span class="added">\+ …[^<]+ <ins>leaps<\/ins> [^<]+<\/span>/);
  });
});

describe('the excerpt in every reader', () => {
  it('keeps agent text inert: no fence it closes, no HTML, no mention outside code', async () => {
    const hostile =
      'Reply to @someone now.</details>\n```\n<script>alert(1)</script> ````` and `code` @someone';
    const stop = await replayDivergence('Reply politely now.', hostile);
    const record = divergedRun(stop);

    const { body, divergence } = await commentFor(record);
    expect(divergence?.excerpt).toBeDefined();
    const block = divergenceBlock(body);
    const fence = block.match(/^(`{3,})diff$/m)?.[1] ?? '';
    expect(fence.length).toBe(6);
    const markdown = outsideFences(block);
    expect(markdown).not.toContain('@someone');
    expect(markdown).not.toContain('<script');
    expect(markdown.match(/<\/details>/g)).toHaveLength(1);
    // Shown, as text, inside the fence.
    expect(block).toContain('@someone now.</details>');
    expect(block).toContain('<script>alert(1)</script>');
    // Outside the block too: the whole comment has one closing tag per opening one.
    const outside = outsideFences(body);
    expect(outside.match(/<details>/g)?.length).toBe(outside.match(/<\/details>/g)?.length);
    expect(outside).not.toContain('@someone');

    for (const line of terminalLines(record)) {
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(line).not.toMatch(/[\u0000-\u001f\u007f]/);
    }
    const html = renderDivergenceSection(divergencesOf([record]), 'The head’s runs.');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('</details>');
    expect(html).toContain(
      '<ins>&lt;script&gt;alert(1)&lt;/script&gt; ````` and `code` @someone</ins>',
    );
  });

  it('bounds the comment whatever a payload’s excerpt holds', async () => {
    const stop = await replayDivergence('short', 'other');
    const { body, divergence } = await commentFor(divergedRun(stop));
    expect(divergence).toBeDefined();
    const part = (kind: 'same' | 'removed' | 'added') => ({
      kind,
      text: `${'x\n'.repeat(1_999)}x`,
    });
    const huge: Divergence = {
      ...(divergence as Divergence),
      excerpt: {
        path: 'messages[0].content',
        hunks: Array.from({ length: MAX_HUNKS }, () => [
          part('same'),
          ...Array.from({ length: 6 }, () => [part('removed'), part('added')]).flat(),
          part('same'),
        ]),
        moreChanges: 99,
      },
    };
    const model = makeModel({
      marker: PAYLOAD_MARKER,
      sections: [
        {
          mode: 'replay',
          suites: [
            {
              suiteId: 'smoke-coding',
              base: COMPLETE,
              head: COMPLETE,
              comparison: makeComparison({
                mode: 'replay',
                tasks: [makeReplayTask('summarize-file', 'diverged')],
              }),
              divergences: [huge],
            },
          ],
        },
      ],
    });
    expect(CommentPayloadSchema.safeParse({ format: 'comment-payload/v3', model }).success).toBe(
      true,
    );
    const block = divergenceBlock(renderComment(model));
    expect(block.length).toBeLessThan(4_000);
    expect(block).toMatch(/\n {2}… \d+ more lines\n`{3}\n/);
    expect(divergenceBlock(body).length).toBeLessThan(1_000);
  });
});
