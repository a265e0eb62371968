import { execFile } from 'node:child_process';
import { access, cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatCiSummary } from '../../src/cli/commands/ci.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const BUNDLED = path.join(REPO_ROOT, 'fixtures', 'eval');

/** Each bundled suite and how many of its tasks have a committed cassette. */
async function bundledSuites(): Promise<Array<{ name: string; cassettes: number }>> {
  const suites = [];
  for (const name of (await readdir(BUNDLED)).sort()) {
    const files = await readdir(path.join(BUNDLED, name, 'cassettes')).catch(() => []);
    suites.push({ name, cassettes: files.filter((file) => file.endsWith('.jsonl')).length });
  }
  return suites;
}

/** A copy of every bundled suite in a temp dir, to break on purpose. */
async function copyBundled(): Promise<string> {
  const dir = path.join(await makeTempDir(), 'eval');
  await cp(BUNDLED, dir, { recursive: true });
  return dir;
}

describe('verdict ci on the bundled suites (the README first command)', () => {
  it('replays every cassette with its own grants and an empty configuration, lists live-only suites as skipped, and says where the reports are', async () => {
    const cwd = await makeTempDir();
    // A configuration in the working directory whose default agent cannot even start: ci ignores it.
    await writeFile(
      path.join(cwd, 'verdict.config.json'),
      JSON.stringify({
        agents: { broken: { command: ['/nonexistent/agent'] } },
        default: 'broken',
      }),
    );
    const result = await runCliProcess(['ci'], { cwd });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/diverged|warning/);
    const suites = await bundledSuites();
    expect(suites.some((suite) => suite.cassettes > 0)).toBe(true);
    for (const suite of suites) {
      const line = new RegExp(
        suite.cassettes > 0
          ? `^  ${suite.name} +${suite.cassettes}/${suite.cassettes} passed`
          : `^  ${suite.name} +skipped: no cassettes`,
        'm',
      );
      expect(result.stdout).toMatch(line);
    }
    const total = suites.reduce((sum, suite) => sum + suite.cassettes, 0);
    expect(result.stdout).toMatch(
      new RegExp(`^PASS: ${total} of ${total} replayed tasks passed, no divergence`, 'm'),
    );
    expect(result.stdout).toMatch(/measures the harness, not the model/);
    // The printed report paths exist, relative to where the command ran.
    const printed = [...result.stdout.matchAll(/^ {2}(\.verdict\/ci\/\S+\/report\.md)$/gm)].map(
      (match) => match[1] as string,
    );
    expect(printed).toHaveLength(suites.filter((suite) => suite.cassettes > 0).length);
    for (const file of printed) await access(path.join(cwd, file));
    const reportDir = path.dirname(path.join(cwd, printed[0] as string));
    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')),
    );
    expect(report.conditions).toMatchObject({ mode: 'replay', provider: 'cassette', k: 1 });
    expect(report.state).toBe('COMPLETE');
    // Under the first line: the sandbox its reports record, in one line.
    const backend = report.conditions.sandbox?.backend;
    expect(result.stdout.split('\n')[1]).toMatch(
      backend === 'none' ? /^Not sandboxed: / : new RegExp(`^Sandboxed \\(${backend}\\): `),
    );
  });

  it('runs as `npm run eval:ci -- --out DIR` with <DIR>/<suite>/report.json', async () => {
    const out = path.join(await makeTempDir(), 'eval-report');
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'eval:ci', '--', '--out', out],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    expect(stdout).toMatch(/^PASS: /m);
    for (const suite of await bundledSuites()) {
      if (suite.cassettes === 0) continue;
      const report = ReportSchema.parse(
        JSON.parse(await readFile(path.join(out, suite.name, 'report.json'), 'utf8')),
      );
      expect(report.tasks).toHaveLength(suite.cassettes);
    }
  });
});

describe('verdict ci fails loudly', () => {
  it('exits 2 on a tampered bundled cassette, naming the task, the call and the field, and still writes the report', async () => {
    const dir = await copyBundled();
    const cassette = path.join(dir, 'smoke-coding', 'cassettes', 'fix-add.jsonl');
    const lines = (await readFile(cassette, 'utf8')).split('\n');
    // Call 1 is stored whole (`cassette/v2`): its request holds the task's user message.
    const call = JSON.parse(lines[1] as string) as {
      request: { messages: Array<{ content: string }> };
    };
    const user = call.request.messages[1] as { content: string };
    user.content = user.content.replace('is wrong', 'is broken');
    lines[1] = JSON.stringify(call);
    await writeFile(cassette, lines.join('\n'));

    const out = path.join(path.dirname(dir), 'out');
    const result = await runCliProcess(['ci', '--suite-dir', dir, '--yes', '--out', out]);
    expect(result.code, result.stdout + result.stderr).toBe(2);
    expect(result.stderr).toMatch(
      /smoke-coding\/fix-add: .*call 1 diverged at messages\[1\]\.content/,
    );
    expect(result.stdout).toMatch(/✗ fix-add: .*call 1 diverged at messages\[1\]\.content/);
    expect(result.stdout).toMatch(/^FAIL: .*1 diverged from the cassette/m);
    await access(path.join(out, 'smoke-coding', 'report.json'));
  });

  it('exits 1 when a replayed task does not pass, naming the verifier', async () => {
    const dir = await copyBundled();
    // A verifier that no recorded run satisfies; the conversation itself replays unchanged.
    const suiteFile = path.join(dir, 'smoke-coding', 'suite.json');
    const suite = JSON.parse(await readFile(suiteFile, 'utf8')) as {
      tasks: Array<{ id: string; verifiers: unknown[] }>;
    };
    const task = suite.tasks.find((candidate) => candidate.id === 'fix-add');
    task?.verifiers.push({
      kind: 'file-contains',
      id: 'impossible',
      path: 'src/math.mjs',
      text: 'text no solution writes',
    });
    await writeFile(suiteFile, JSON.stringify(suite));
    const result = await runCliProcess([
      'ci',
      '--suite-dir',
      path.join(dir, 'smoke-coding'),
      '--yes',
      '--out',
      path.join(path.dirname(dir), 'out'),
    ]);
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(result.stdout).toMatch(/✗ fix-add: impossible fail/);
    expect(result.stdout).toMatch(/^FAIL: .*1 did not pass/m);
  });

  it('exits 1 when nothing was replayed: an empty set is a misconfiguration, not a success', async () => {
    const dir = await copyBundled();
    const suite = path.join(dir, 'only-live');
    await cp(path.join(dir, 'smoke-coding'), suite, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'cassettes',
    });
    const result = await runCliProcess(['ci', '--suite-dir', suite, '--yes', '--out', dir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/skipped: no cassettes/);
    expect(result.stdout).toMatch(/^FAIL: nothing was replayed/m);
  });

  it('refuses --cassette-dir with more than one suite, and a third-party suite without --yes (exit 2)', async () => {
    const dir = await copyBundled();
    await cp(path.join(dir, 'smoke-coding'), path.join(dir, 'second'), { recursive: true });
    const many = await runCliProcess(['ci', '--suite-dir', dir, '--yes', '--cassette-dir', dir]);
    expect(many.code).toBe(2);
    expect(many.stderr).toMatch(/--cassette-dir needs exactly one suite/);
    const untrusted = await runCliProcess(['ci', '--suite-dir', dir]);
    expect(untrusted.code).toBe(2);
    expect(untrusted.stderr).toMatch(/pass --yes/);
    expect(untrusted.stderr).not.toMatch(/\n\s+at /);
  });

  it('replays a single suite from --cassette-dir', async () => {
    const dir = await copyBundled();
    const elsewhere = path.join(path.dirname(dir), 'tapes');
    await cp(path.join(dir, 'smoke-coding', 'cassettes'), elsewhere, { recursive: true });
    await cp(path.join(dir, 'smoke-coding', 'cassettes'), path.join(dir, 'unused'), {
      recursive: true,
    });
    const suite = path.join(dir, 'smoke-coding');
    await rm(path.join(suite, 'cassettes'), { recursive: true });
    const result = await runCliProcess([
      'ci',
      '--suite-dir',
      suite,
      '--yes',
      '--cassette-dir',
      elsewhere,
      '--out',
      path.join(dir, 'o'),
    ]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}smoke-coding +\d+\/\d+ passed/m);
  });
});

describe('the ci summary', () => {
  it('is short and readable', () => {
    const text = formatCiSummary(
      {
        outDir: '/work/.verdict/ci/run-1',
        wallMs: 2345,
        exitCode: 2,
        suites: [
          {
            suiteId: 'smoke-coding',
            suiteVersion: '1.0.0',
            tasks: 7,
            replayed: 5,
            passed: 4,
            diverged: 1,
            withoutCassette: ['a', 'b'],
            problems: ['fix-add: call 2 diverged at tools[edit_file].description'],
            reportFile: '/work/.verdict/ci/run-1/smoke-coding/report.md',
            sandbox: {
              backend: 'bwrap',
              limits: { memoryMb: 4096, processes: 512, cpuSeconds: 1800 },
            },
          },
          { suiteId: 'long-context', skipped: 'no cassettes (live-only)' },
        ],
      },
      '/work',
    );
    expect(text).toMatchInlineSnapshot(`
      "Replay of the recorded cassettes: measures the harness, not the model.
      Sandboxed (bwrap): only the proxy reachable, 4096 MiB memory and 1800 s CPU per process, 512 processes.

        smoke-coding  4/5 passed  1.0.0 (2 of 7 tasks have no cassette)
          ✗ fix-add: call 2 diverged at tools[edit_file].description
        long-context  skipped: no cassettes (live-only)

      FAIL: 4 of 5 replayed tasks passed; 1 diverged from the cassette (2.3 s).
      Reports (report.md, with report.json and runs.jsonl beside it):
        .verdict/ci/run-1/smoke-coding/report.md
      "
    `);
  });

  it('says each sandbox once, naming the suites, when suites set their own limits', () => {
    const limits = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
    const suite = (suiteId: string, memoryMb: number) => ({
      suiteId,
      suiteVersion: '1.0.0',
      tasks: 1,
      replayed: 1,
      passed: 1,
      diverged: 0,
      withoutCassette: [],
      problems: [],
      reportFile: `/work/o/${suiteId}/report.md`,
      sandbox: { backend: 'bwrap' as const, limits: { ...limits, memoryMb } },
    });
    const text = formatCiSummary(
      {
        outDir: '/work/o',
        wallMs: 1000,
        exitCode: 0,
        suites: [suite('a', 4096), suite('b', 8192), suite('c', 4096)],
      },
      '/work',
    );
    expect(text.split('\n').slice(1, 3)).toEqual([
      'a, c: Sandboxed (bwrap): only the proxy reachable, 4096 MiB memory and 1800 s CPU per process, 512 processes.',
      'b: Sandboxed (bwrap): only the proxy reachable, 8192 MiB memory and 1800 s CPU per process, 512 processes.',
    ]);
  });
});
