/**
 * SPEC §7: everything Verdict writes or posts passes the secret scanner and is redacted in place.
 * A model (a real HTTP server on 127.0.0.1, played from a script) puts secrets in its answers and in
 * the arguments of tool calls, so the built-in agent writes them into files and prints them; then
 * `verdict run`, `verdict report` and `verdict compare` run as child processes, and the Action's
 * comment, job summary and comment payload are made by its library. Every file they wrote and all
 * they printed is searched for each secret.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRedactedLogs, type ActionEnvironment } from '../../src/action/action-environment.js';
import { finishWithComment } from '../../src/action/finish-evaluation.js';
import { readInputs } from '../../src/action/inputs.js';
import type { CommentModel } from '../../src/pr/comment-model.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { redactFilesIn } from '../../src/report/redact-files.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import {
  fakeAwsAccessKeyId,
  fakeChars,
  fakeGitHubToken,
  fakeOpenAiKey,
} from '../helpers/fake-secrets.js';
import { recordReliability } from '../helpers/reliability.js';
import { runCliProcess, type CliResult } from '../helpers/run-cli.js';
import { ScriptedModelServer } from '../helpers/scripted-model-server.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const openAi = fakeOpenAiKey();
const github = fakeGitHubToken();
const awsKeyId = fakeAwsAccessKeyId();
/** The live key: no known shape, held in a variable whose name does not look like a credential. */
const liveKey = `live-${fakeChars(28, 21)}`;
/** A credential of the environment (`*_TOKEN`), of no known shape either. */
const planted = `planted-${fakeChars(26, 22)}`;
const SECRETS = { openAi, github, awsKeyId, liveKey, planted };

/** Every form a secret could be written in: as is, and escaped inside a JSON string. */
function forms(secret: string): string[] {
  return [secret, JSON.stringify(secret).slice(1, -1)];
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The secrets (by name) found in any of `texts`, with where. */
function leaks(texts: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    for (const [name, secret] of Object.entries(SECRETS)) {
      if (forms(secret).some((form) => text.includes(form))) found.push(`${name} in ${where}`);
    }
  }
  return found;
}

/** How many of `texts` hold no secret in any form: the outputs accounted for. */
function cleanOf(texts: Record<string, string>): number {
  return Object.entries(texts).filter(([where, text]) => leaks({ [where]: text }).length === 0)
    .length;
}

async function readAll(dir: string): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const file of await filesBelow(dir)) {
    texts[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return texts;
}

interface Setup {
  dir: string;
  out: string;
  run: CliResult;
  model: ScriptedModelServer;
}

let setup: Setup;

beforeAll(async () => {
  const model = await ScriptedModelServer.start([
    {
      kind: 'tools',
      content: `Saving the key ${openAi} first.`,
      calls: [
        {
          name: 'write_file',
          arguments: {
            path: 'leak.txt',
            content: `github ${github}\naws ${awsKeyId}\nplanted ${planted}\nlive ${liveKey}\n`,
          },
        },
      ],
    },
    {
      kind: 'tools',
      calls: [{ name: 'bash', arguments: { command: `cat leak.txt; echo ${openAi}` } }],
    },
    {
      kind: 'text',
      text: `Done. Keys: ${openAi} ${github} ${awsKeyId} ${planted} ${liveKey}`,
    },
  ]);
  // Shared by every test of the file (temp dirs of `useTempDirs` go after each test).
  const dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-secrets-'));
  const suite = path.join(dir, 'suite');
  await writeTree(suite, {
    'suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'leaky',
      suiteVersion: '1.0.0',
      tasks: [
        {
          id: 'leak',
          prompt: 'Write the notes.',
          fixture: 'fixtures/leak',
          budget: { maxTurns: 6, maxWallMs: 60000 },
          policy: { mode: 'auto', allow: ['write', 'process'] },
          verifiers: [
            // Fails, quoting what the agent wrote (its stdout is the file).
            {
              kind: 'command',
              id: 'show',
              command: [
                'node',
                '-e',
                "process.stdout.write(require('fs').readFileSync('leak.txt','utf8'))",
              ],
              timeoutMs: 10000,
              expectStdoutIncludes: ['never there'],
            },
            { kind: 'response-contains', id: 'answer', texts: ['never there'] },
            { kind: 'file-contains', id: 'wrote', path: 'leak.txt', text: 'github' },
          ],
        },
      ],
    }),
    'fixtures/leak/README.md': 'notes go in leak.txt\n',
    'user.config.json': JSON.stringify({ provider: { apiKeyEnv: 'LLM_ACCESS' } }),
  });
  const out = path.join(dir, 'out');
  const run = await runCliProcess(
    [
      'run',
      suite,
      '--mode',
      'live',
      '--k',
      '1',
      '--yes',
      '--json',
      '--allow-write',
      '--allow-process',
      '--config',
      path.join(suite, 'user.config.json'),
      '--base-url',
      model.baseUrl,
      '--model',
      'leaky-model',
      '--out',
      out,
    ],
    {
      cwd: dir,
      env: { LLM_ACCESS: liveKey, S4_PLANTED_TOKEN: planted, OPENAI_API_KEY: undefined },
    },
  );
  setup = { dir, out, run, model };
}, 120_000);

afterAll(async () => {
  await setup?.model.close();
  if (setup !== undefined) await rm(setup.dir, { recursive: true, force: true });
});

async function readRuns(out: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

describe('secrets the model produced, through verdict run / report / compare', () => {
  it('the model really sent them and the agent really wrote them (the test is not vacuous)', () => {
    expect(setup.run.stderr).not.toMatch(/unexpected error/);
    expect(setup.run.code, setup.run.stderr).toBe(0);
    expect(setup.model.mainRequests.length).toBe(3);
    // The live key reached the upstream: it is the key, not a string that never left the test.
    expect(setup.model.requests[0]?.headers.authorization).toBe(`Bearer ${liveKey}`);
    // The bash tool's output (the file, then the key) went back to the model.
    const lastRequest = setup.model.mainRequests[2]?.raw ?? '';
    expect(lastRequest).toContain(github);
    expect(lastRequest).toContain(openAi);
  });

  it('runs.jsonl holds markers instead, and each redaction is an incident of the run', async () => {
    const records = await readRuns(setup.out);
    const [record] = records;
    expect(record).toBeDefined();
    const text = JSON.stringify(record);
    expect(leaks({ 'runs.jsonl': text })).toEqual([]);
    expect(record?.finalAnswer).toBe(
      'Done. Keys: <redacted:openai> <redacted:github> <redacted:aws> <redacted:exact-credential> <redacted:exact-credential>',
    );
    const written = record?.toolCalls.find((call) => call.name === 'write_file');
    expect(JSON.stringify(written?.arguments)).toContain('<redacted:github>');
    const incidents = record?.incidents.filter((incident) => incident.kind === 'secret_redacted');
    expect(incidents?.map((incident) => incident.detail)).toEqual(
      expect.arrayContaining([
        'openai in finalAnswer',
        'github in finalAnswer',
        'aws in finalAnswer',
        'exact-credential in finalAnswer',
        expect.stringMatching(/^github in toolCalls\[\d\]\.arguments\.content$/),
      ]),
    );
    recordReliability({
      section: 'attacks',
      subject: 'secrets in outputs',
      case: 'keys in the model answer and tool-call arguments (runs.jsonl)',
      tried: Object.keys(SECRETS).length,
      planned: Object.keys(SECRETS).length,
      accountedFor: {
        'redacted in place': Object.values(SECRETS).filter(
          (secret) => !forms(secret).some((form) => text.includes(form)),
        ).length,
      },
      runs: records.length,
      outcome: `redacted in place; ${incidents?.length} secret_redacted incidents`,
    });
  });

  it('report.json counts the redactions and report.md says so', async () => {
    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(setup.out, 'report.json'), 'utf8')),
    );
    const [record] = await readRuns(setup.out);
    const count = record?.incidents.filter((i) => i.kind === 'secret_redacted').length ?? 0;
    expect(count).toBeGreaterThan(0);
    expect(report.summary.secretsRedacted).toBe(count);
    expect(report.summary.incidents.secret_redacted).toBe(count);
    const markdown = await readFile(path.join(setup.out, 'report.md'), 'utf8');
    expect(markdown).toContain(`**${count} secrets redacted**`);
    expect(markdown).toMatch(/secret\\?_redacted \| \d+/);
  });

  it('no file of the run directory and nothing printed holds a secret', async () => {
    const files = await readAll(setup.out);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['runs.jsonl', 'report.json', 'report.md']),
    );
    const texts = { ...files, stdout: setup.run.stdout, stderr: setup.run.stderr };
    expect(leaks(texts)).toEqual([]);
    // --json printed the record as written: redacted, markers included.
    expect(setup.run.stdout).toContain('<redacted:openai>');
    recordReliability({
      section: 'attacks',
      subject: 'secrets in outputs',
      case: 'run directory files and CLI stdout/stderr (--json records)',
      tried: Object.keys(texts).length,
      planned: Object.keys(texts).length,
      accountedFor: { 'no secret literal': cleanOf(texts) },
      outcome: 'no secret literal in any file or stream',
    });
  });

  it('verdict report and verdict compare write and print none of them', async () => {
    const rebuilt = await runCliProcess(['report', setup.out], {
      cwd: setup.dir,
      env: { S4_PLANTED_TOKEN: planted },
    });
    expect(rebuilt.code).toBe(0);
    const cmp = path.join(setup.dir, 'cmp');
    const compared = await runCliProcess(['compare', setup.out, setup.out, '--out', cmp], {
      cwd: setup.dir,
      env: { S4_PLANTED_TOKEN: planted },
    });
    expect(compared.code).toBe(0);
    const files = { ...(await readAll(setup.out)), ...(await readAll(cmp)) };
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['comparison.json', 'comparison.md', 'report.md']),
    );
    const texts = {
      ...files,
      'report stdout': rebuilt.stdout,
      'report stderr': rebuilt.stderr,
      'compare stdout': compared.stdout,
      'compare stderr': compared.stderr,
    };
    expect(leaks(texts)).toEqual([]);
    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(setup.out, 'report.json'), 'utf8')),
    );
    expect(report.summary.secretsRedacted).toBeGreaterThan(0);
    recordReliability({
      section: 'attacks',
      subject: 'secrets in outputs',
      case: 'verdict report and verdict compare outputs',
      tried: Object.keys(texts).length,
      planned: Object.keys(texts).length,
      accountedFor: { 'no secret literal': cleanOf(texts) },
      outcome: 'no secret literal; count kept on rebuild',
    });
  });
});

describe('the Action: comment, job summary, payload and artifact', () => {
  async function actionEnvironment(fromFork: boolean) {
    const workDir = await makeTempDir();
    const reportDir = path.join(workDir, 'verdict-report');
    await mkdir(path.join(reportDir, 'head', 'live'), { recursive: true });
    await cp(setup.out, path.join(reportDir, 'head', 'live', 'leaky'), { recursive: true });
    const summaries: string[] = [];
    const logs: string[] = [];
    const bodies: string[] = [];
    const uploaded: Record<string, string> = {};
    const token = `ghs_${fakeChars(36, 23)}`;
    const inputs = readInputs((name) =>
      name === 'api-key'
        ? liveKey
        : name === 'github-token'
          ? token
          : name === 'comment'
            ? 'always'
            : '',
    );
    const environment: ActionEnvironment = {
      inputs,
      context: {
        owner: 'o',
        repo: 'r',
        workspace: workDir,
        serverUrl: 'https://github.com',
        apiUrl: 'https://api.github.com',
        eventName: 'pull_request',
        runId: '7',
        pullRequest: { number: 3, baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40), fromFork },
      },
      io: {
        info: (message) => logs.push(message),
        notice: (message) => logs.push(message),
        warning: (message) => logs.push(message),
        setOutput: (name, value) => logs.push(`${name}=${value}`),
        writeSummary: (markdown) => {
          summaries.push(markdown);
          return Promise.resolve();
        },
        setFailed: (message) => logs.push(message),
      },
      artifacts: {
        uploadDirectory: async (name, dir) => {
          for (const file of await filesBelow(dir)) {
            uploaded[`${name}/${path.relative(dir, file)}`] = await readFile(file, 'utf8');
          }
          return { id: 1, size: 1, digest: undefined };
        },
        listArtifacts: () => Promise.resolve([]),
        downloadArtifact: () => Promise.reject(new Error('not used')),
        downloadArtifactFromRun: () => Promise.reject(new Error('not used')),
      },
      comments: {
        upsert: ({ body }) => {
          bodies.push(body);
          return Promise.resolve({
            status: 'created' as const,
            id: 1,
            url: 'https://github.com/o/r/pull/3#issuecomment-1',
          });
        },
        pullRequestOfRun: () => Promise.resolve(undefined),
      },
      verdictCommand: ['false'],
      workDir,
      env: { S4_PLANTED_TOKEN: planted },
    };
    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(setup.dir, 'cmp', 'comparison.json'), 'utf8')),
    );
    // What a side's stderr or a task's output could carry into the model, unredacted.
    const model: CommentModel = {
      marker: '<!-- verdict:pr-comment:0123456789ab -->',
      baseSha: 'a'.repeat(40),
      headSha: 'b'.repeat(40),
      sections: [
        {
          mode: 'live',
          suites: [
            {
              suiteId: 'leaky',
              base: { state: 'NOT_RUN', problem: `verdict run exited 1: bad key ${openAi}` },
              head: { state: 'COMPLETE' },
              comparison,
            },
          ],
        },
      ],
      links: {},
      notices: [`setup printed ${liveKey} and ${github} and ${token} and ${planted}`],
    };
    return { environment, reportDir, model, summaries, logs, bodies, uploaded, token };
  }

  it('the comment and the job summary carry markers, never a secret, and say secrets were redacted', async () => {
    const { environment, reportDir, model, summaries, logs, bodies, token } =
      await actionEnvironment(false);
    environment.io.info(`logging ${liveKey} and ${token}`);
    await finishWithComment(withRedactedLogs(environment), model, reportDir);
    expect(bodies).toHaveLength(1);
    expect(summaries).toHaveLength(1);
    const evaluation = await readAll(reportDir);
    const texts = {
      comment: bodies.join('\n'),
      summary: summaries.join('\n'),
      ...Object.fromEntries(
        Object.entries(evaluation).filter(([file]) => file.startsWith('comparison.')),
      ),
    };
    expect(leaks(texts)).toEqual([]);
    expect(texts.comment).not.toContain(token);
    // Escaped as the comment escapes any text from task output; GitHub shows `<redacted:openai>`.
    expect(texts.comment).toContain('&lt;redacted:openai&gt;');
    expect(texts.comment).toMatch(
      /secrets? (was|were) found in what the agent or the model produced/,
    );
    expect(texts.summary).toBe(texts.comment);
    // Logged through the redacting wrapper only from here on; the first line went around it.
    expect(logs.slice(1).join('\n')).not.toContain(liveKey);
    const wrapped = withRedactedLogs(environment);
    wrapped.io.warning(`oops ${liveKey} ${token}`);
    expect(logs.at(-1)).toBe('oops <redacted:exact-credential> <redacted:exact-credential>');
    // The outputs a secret could reach, the step log from the wrapper on included.
    const outputs = { ...texts, 'step log': logs.slice(1).join('\n') };
    recordReliability({
      section: 'attacks',
      subject: 'secrets in outputs',
      case: 'PR comment, job summary and step log (Action library)',
      tried: Object.keys(outputs).length,
      planned: Object.keys(outputs).length,
      accountedFor: { 'markers only': cleanOf(outputs) },
      outcome: 'markers only; comment notes the redactions',
    });
  });

  it("a fork's comment payload and the uploaded artifact hold none of them", async () => {
    const { environment, reportDir, model, uploaded, token } = await actionEnvironment(true);
    // A file a writer missed: the last net before upload catches it.
    await writeFile(path.join(reportDir, 'stray.log'), `oops ${openAi} ${planted}\n`);
    await writeFile(
      path.join(reportDir, 'stray.jsonl'),
      `${JSON.stringify({ answer: github })}\nnot json ${awsKeyId}\n`,
    );
    const findings = await redactFilesIn(reportDir);
    expect(findings.map((finding) => finding.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^stray\.log/),
        expect.stringMatching(/^stray\.jsonl: line 1/),
      ]),
    );
    await finishWithComment(withRedactedLogs(environment), model, reportDir);
    await environment.artifacts.uploadDirectory('verdict-report-x', reportDir);
    const payload = Object.entries(uploaded).filter(([name]) => name.startsWith('verdict-comment'));
    expect(payload.length).toBeGreaterThan(0);
    expect(leaks(uploaded)).toEqual([]);
    expect(JSON.stringify(uploaded)).not.toContain(token);
    expect(uploaded['verdict-report-x/stray.jsonl']).toContain('"<redacted:github>"');
    recordReliability({
      section: 'attacks',
      subject: 'secrets in outputs',
      case: 'fork comment payload and artifact files',
      tried: Object.keys(uploaded).length,
      planned: Object.keys(uploaded).length,
      accountedFor: { 'no secret literal': cleanOf(uploaded) },
      outcome: 'no secret literal in any uploaded file',
    });
  });
});
