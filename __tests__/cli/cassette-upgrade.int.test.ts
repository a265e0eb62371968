import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCassette, type Cassette } from '../../src/provider/cassette.js';
import { jsonCall } from '../helpers/cassettes.js';
import { fakeGitHubToken } from '../helpers/fake-secrets.js';
import { REPO_ROOT, runCliInProcess, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const BUNDLED = path.join(REPO_ROOT, 'fixtures', 'eval');
const SUITES_WITH_CASSETTES = ['smoke-coding', 'tool-sequences'];

/** The `cassette/v1` text of a cassette, as the v1 writer wrote it: the whole fingerprint per line. */
function v1TextOf({ header, calls }: Cassette): string {
  return [{ ...header, format: 'cassette/v1' }, ...calls]
    .map((line) => `${JSON.stringify(line)}\n`)
    .join('');
}

/**
 * Copies of the bundled suites with their cassettes in `cassette/v1` (as committed before v2; a
 * committed v2 one is written back as v1), and each one's calls as v1 parses them.
 */
async function copyBundledAsV1(): Promise<{
  root: string;
  v1Calls: Map<string, Cassette['calls']>;
}> {
  const root = path.join(await makeTempDir(), 'eval');
  const v1Calls = new Map<string, Cassette['calls']>();
  for (const suite of SUITES_WITH_CASSETTES) {
    await cp(path.join(BUNDLED, suite), path.join(root, suite), { recursive: true });
    const dir = path.join(root, suite, 'cassettes');
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.jsonl')) continue;
      const file = path.join(dir, name);
      const committed = await readFile(file, 'utf8');
      const parsed = parseCassette(committed, file);
      const v1 = parsed.header.format === 'cassette/v1' ? committed : v1TextOf(parsed);
      await writeFile(file, v1);
      v1Calls.set(`${suite}/${name}`, parseCassette(v1, file).calls);
    }
  }
  return { root, v1Calls };
}

/** `verdict cassette upgrade <dir>`, run in `cwd` with `dir` relative to it, as a user types it. */
const upgrade = (cwd: string, dir: string, ...extra: string[]) =>
  runCliInProcess(['cassette', 'upgrade', dir, ...extra], { cwd });

describe('verdict cassette upgrade', () => {
  it('rewrites the bundled v1 cassettes as v2 with the same calls, smaller, and they still replay with no divergence', async () => {
    const { root, v1Calls } = await copyBundledAsV1();
    expect(v1Calls.size).toBeGreaterThanOrEqual(11);
    let before = 0;
    let after = 0;
    for (const suite of SUITES_WITH_CASSETTES) {
      const result = await upgrade(root, suite);
      expect(result.code, result.stderr).toBe(0);
      const printed = [
        ...result.stdout.matchAll(/^upgraded (\S+): ([\d,]+) bytes → ([\d,]+) bytes$/gm),
      ];
      const names = [...v1Calls.keys()].filter((key) => key.startsWith(`${suite}/`));
      expect(printed.map((match) => match[1])).toEqual(
        names.map((key) => path.join(suite, 'cassettes', path.basename(key))),
      );
      for (const [, , old, now] of printed) {
        before += Number(old?.replaceAll(',', ''));
        after += Number(now?.replaceAll(',', ''));
      }
      expect(result.stdout).toContain(
        `${path.join(suite, 'cassettes')}: ${names.length} upgraded, 0 already cassette/v2\n`,
      );
    }
    for (const [key, calls] of v1Calls) {
      const file = path.join(root, path.dirname(key), 'cassettes', path.basename(key));
      const text = await readFile(file, 'utf8');
      const upgraded = parseCassette(text, file);
      expect(upgraded.header.format, key).toBe('cassette/v2');
      expect(upgraded.calls, key).toEqual(calls);
    }
    console.info(`bundled cassettes: ${before} bytes as v1, ${after} bytes as v2`);
    expect(after).toBeLessThan(before / 2);

    // Upgraded already: left alone, byte for byte.
    const smoke = path.join(root, 'smoke-coding', 'cassettes');
    const snapshot = await readFile(path.join(smoke, 'fix-add.jsonl'), 'utf8');
    const again = await upgrade(root, path.join('smoke-coding', 'cassettes'));
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /^smoke-coding\/cassettes\/fix-add\.jsonl: already cassette\/v2 \([\d,]+ bytes\), left alone$/m,
    );
    expect(await readFile(path.join(smoke, 'fix-add.jsonl'), 'utf8')).toBe(snapshot);

    const replay = await runCliProcess([
      'ci',
      '--suite-dir',
      root,
      '--yes',
      '--out',
      path.join(root, '..', 'ci'),
    ]);
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    expect(replay.stderr).not.toMatch(/diverged/);
    const total = v1Calls.size;
    expect(replay.stdout).toMatch(
      new RegExp(`^PASS: ${total} of ${total} replayed tasks passed, no divergence`, 'm'),
    );
  }, 300_000);

  it('prints machine output with --json', async () => {
    const { root } = await copyBundledAsV1();
    const result = await upgrade(root, path.join('smoke-coding', 'cassettes'), '--json');
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout) as {
      dir: string;
      files: Array<{ file: string; status: string; bytesBefore: number; bytesAfter: number }>;
    };
    expect(output.dir).toBe(path.join('smoke-coding', 'cassettes'));
    expect(output.files.length).toBeGreaterThanOrEqual(7);
    for (const file of output.files) {
      expect(Object.keys(file)).toEqual(['file', 'status', 'bytesBefore', 'bytesAfter']);
      expect(file.file).toMatch(/^smoke-coding\/cassettes\/[\w-]+\.jsonl$/);
      expect(file.status).toBe('upgraded');
      expect(file.bytesAfter).toBeGreaterThan(0);
      expect(file.bytesAfter).toBeLessThan(file.bytesBefore);
    }
  });

  it('exits 2 for a directory that does not exist', async () => {
    const result = await upgrade(await makeTempDir(), 'nowhere');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'verdict: nowhere: does not exist or is not a directory (give a cassettes directory or a suite)\n',
    );
  });

  it('names an invalid cassette, upgrades the rest, and exits 2', async () => {
    const { root } = await copyBundledAsV1();
    const dir = path.join(root, 'smoke-coding', 'cassettes');
    await writeFile(path.join(dir, 'broken.jsonl'), '{"format":"cassette/v1"}\nnot json\n');
    const result = await upgrade(root, path.join('smoke-coding', 'cassettes'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('verdict: not upgraded: smoke-coding/cassettes/broken.jsonl: ');
    expect(result.stderr).toContain(
      'smoke-coding/cassettes/broken.jsonl: line 2: (line): is not valid JSON',
    );
    expect(result.stdout).toMatch(/^upgraded smoke-coding\/cassettes\/fix-add\.jsonl: /m);
    expect(result.stdout).toMatch(/: \d+ upgraded, 0 already cassette\/v2, 1 not upgraded$/m);
    const upgraded = parseCassette(await readFile(path.join(dir, 'fix-add.jsonl'), 'utf8'), 'x');
    expect(upgraded.header.format).toBe('cassette/v2');
  });

  it('goes through the writer: the suite’s caps and the secret scan refuse, leaving the v1 file (exit 1)', async () => {
    const { root } = await copyBundledAsV1();
    const suite = path.join(root, 'smoke-coding');
    const suiteFile = path.join(suite, 'suite.json');
    const suiteJson = JSON.parse(await readFile(suiteFile, 'utf8')) as Record<string, unknown>;
    await writeFile(suiteFile, JSON.stringify({ ...suiteJson, cassettes: { maxBytes: 4096 } }));
    const fixAdd = path.join(suite, 'cassettes', 'fix-add.jsonl');
    const v1 = await readFile(fixAdd, 'utf8');
    const capped = await upgrade(root, 'smoke-coding');
    expect(capped.code).toBe(1);
    expect(capped.stderr).toMatch(
      /fix-add\.jsonl: the cassette would be [\d,]+ bytes, over the suite’s limit \(cassettes\.maxBytes\) for one cassette \(4,096 bytes\); nothing was written/,
    );
    expect(capped.stderr).toContain('raise the cap in suite.json: "cassettes": {"maxBytes": ');
    expect(await readFile(fixAdd, 'utf8')).toBe(v1);

    await writeFile(suiteFile, JSON.stringify(suiteJson));
    for (const name of await readdir(path.join(suite, 'cassettes'))) {
      if (name !== 'fix-add.jsonl') await rm(path.join(suite, 'cassettes', name));
    }
    const leaked = v1TextOf({
      header: parseCassette(v1, fixAdd).header,
      calls: [jsonCall(1, `push with ${fakeGitHubToken()}`)],
    });
    await writeFile(fixAdd, leaked);
    const scanned = await upgrade(root, 'smoke-coding');
    expect(scanned.code).toBe(1);
    expect(scanned.stderr).toContain(
      'fix-add.jsonl: line 2: fingerprint.messages[1].content: looks like a GitHub token (@secretlint/secretlint-rule-github); nothing was written',
    );
    expect(await readFile(fixAdd, 'utf8')).toBe(leaked);
  });
});
