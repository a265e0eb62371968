/**
 * The model is pinned (SPEC §1), end to end: `verdict run --mode live` with an agent that calls a
 * small side model before its main one, as Claude Code does. Its config entry's `"models"` lets
 * the side model through; without it the side call is refused before the upstream and the run is
 * `error` (`model_not_allowed`). The report names every model the upstream served, with calls.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeUpstream, type UpstreamBehaviour } from '../helpers/fake-upstream.js';
import { readReport, readRuns } from '../helpers/gallery.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const upstreams: FakeUpstream[] = [];
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((upstream) => upstream.close()));
});

/** Asks the side model for a title, then the run's model for the answer; no SDK, plain fetch. */
const SIDE_MODEL_AGENT = `
const ask = async (model) => {
  const response = await fetch(process.env.OPENAI_BASE_URL + '/chat/completions', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + process.env.OPENAI_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: process.env.VERDICT_PROMPT }] }),
  });
  if (!response.ok) {
    process.stderr.write(await response.text());
    process.exit(1);
  }
  return (await response.json()).choices[0].message.content;
};
await ask('side-model');
process.stdout.write(await ask(process.env.OPENAI_MODEL));
`;

const answer = (model: string, content: string): UpstreamBehaviour => ({
  kind: 'json',
  body: {
    id: `chatcmpl-${model}`,
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
  },
});

async function runWithAgent(entry: Record<string, unknown>) {
  const upstream = await FakeUpstream.start([
    // What real upstreams do: the answer names the snapshot that served it.
    answer('side-model-0613', 'A title'),
    answer('main-model', 'Done.'),
  ]);
  upstreams.push(upstream);
  const dir = await makeTempDir();
  await writeFile(path.join(dir, 'agent.mjs'), SIDE_MODEL_AGENT);
  await writeFile(
    path.join(dir, 'verdict.config.json'),
    JSON.stringify({
      agents: { sider: { command: ['node', './agent.mjs'], ...entry } },
      default: 'sider',
    }),
  );
  const cases = path.join(dir, 'cases.json');
  await writeFile(
    cases,
    JSON.stringify([{ name: 'says done', prompt: 'Say done.', expect: { contains: ['done'] } }]),
  );
  const out = path.join(dir, 'out');
  const result = await runCliProcess(
    [
      'run',
      cases,
      '--mode',
      'live',
      '--k',
      '1',
      '--yes',
      '--base-url',
      upstream.baseUrl,
      '--model',
      'main-model',
      '--out',
      out,
    ],
    { cwd: dir, env: { OPENAI_API_KEY: 'sk-test-real-key-123456' } },
  );
  const records = await readRuns(out);
  const report = await readReport(out);
  const markdown = await readFile(path.join(out, 'report.md'), 'utf8');
  return { upstream, result, records, report, markdown };
}

describe('the model is pinned, from verdict.config.json to the report', () => {
  it('forwards the side model an agent entry allows, and reports every model served', async () => {
    const { upstream, result, records, report, markdown } = await runWithAgent({
      models: ['side-model'],
    });
    expect(result.code, result.stderr).toBe(0);
    expect(upstream.requests.map((request) => request.body)).toMatchObject([
      { model: 'side-model' },
      { model: 'main-model' },
    ]);
    expect(records[0]).toMatchObject({
      status: 'pass',
      measured: { upstreamModels: { 'main-model': 1, 'side-model-0613': 1 } },
    });
    expect(report.summary.upstreamModels).toEqual({ 'main-model': 1, 'side-model-0613': 1 });
    expect(markdown).toContain(
      '- Models served by the upstream: main-model (1 call), side-model-0613 (1 call).',
    );
  });

  it('refuses a model the entry does not allow before the upstream: the run is an error naming it', async () => {
    const { upstream, result, records, report, markdown } = await runWithAgent({});
    expect(result.code, result.stderr).toBe(1);
    expect(upstream.requests).toEqual([]);
    const [record] = records;
    expect(record).toMatchObject({
      status: 'error',
      error: { kind: 'model_not_allowed', stop: { model: 'side-model', allowed: ['main-model'] } },
      measured: { upstreamModels: {} },
    });
    expect(record?.reason).toMatch(/the agent asked for the model "side-model"/);
    expect(report.summary.upstreamModels).toEqual({});
    expect(markdown).toContain('- Models served by the upstream: none.');
  });

  it('rejects "models" that is not a list of non-empty names (exit 2, naming the file and field)', async () => {
    const dir = await makeTempDir();
    await writeFile(
      path.join(dir, 'verdict.config.json'),
      JSON.stringify({
        agents: { sider: { command: ['node', './agent.mjs'], models: ['side-model', ''] } },
        default: 'sider',
      }),
    );
    await writeFile(
      path.join(dir, 'cases.json'),
      JSON.stringify([{ name: 'says done', prompt: 'Say done.', expect: { contains: ['done'] } }]),
    );
    const result = await runCliProcess(['run', 'cases.json', '--mode', 'scripted', '--yes'], {
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/verdict\.config\.json: agents\.sider\.models\[1\]: /);

    await writeFile(
      path.join(dir, 'verdict.config.json'),
      JSON.stringify({
        agents: { sider: { command: ['node', './agent.mjs'], models: 'side-model' } },
        default: 'sider',
      }),
    );
    const notAList = await runCliProcess(['run', 'cases.json', '--mode', 'scripted', '--yes'], {
      cwd: dir,
    });
    expect(notAList.code).toBe(2);
    expect(notAList.stderr).toMatch(/verdict\.config\.json: agents\.sider\.models: /);
  });
});
