/**
 * Fuzzing scripts (`script/v1`) through the real loader (`loadScript`) and through the CLI
 * (`verdict run --mode scripted`). Seeds: the bundled suites' scripts. A broken script is a
 * ConfigError naming the file and the field. `verdict run` reads every selected task's script before
 * the first run, so a broken one stops it with exit 2 and that message, and nothing runs.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../src/provider/scripted.js';
import {
  FUZZ_CLI_RUNS,
  FUZZ_TIMEOUT_MS,
  awkwardJson,
  expectCliRefusal,
  fuzzAsync,
  loadOrRefusal,
  mutatedText,
  randomBytes,
  systematicMutations,
  truncatedText,
  withInvalidUtf8,
} from '../helpers/fuzz.js';
import { recordReliability } from '../helpers/reliability.js';
import { REPO_ROOT, runCliInProcess } from '../helpers/run-cli.js';

vi.setConfig({ testTimeout: FUZZ_TIMEOUT_MS });

let root: string;
/** A copy of smoke-coding; each CLI case overwrites its fix-add script. */
let suiteDir: string;
const seeds: unknown[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-fuzz-script-'));
  for (const suite of ['smoke-coding', 'tool-sequences']) {
    const dir = path.join(REPO_ROOT, 'fixtures/eval', suite, 'scripts');
    for (const name of (await readdir(dir)).sort().slice(0, 3)) {
      seeds.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')));
    }
  }
  suiteDir = path.join(root, 'smoke-coding');
  await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), suiteDir, { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const seed = fc.integer({ min: 0, max: 5 }).map((index) => seeds[index % seeds.length]);
const generations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
  'arbitrary JSON': () => awkwardJson.map((value) => JSON.stringify(value) ?? 'null'),
  'one field mutated': () => seed.chain((document) => mutatedText(document, 2)),
  truncated: () => seed.chain((document) => truncatedText(JSON.stringify(document, null, 2))),
  'random bytes': () => randomBytes,
  'invalid UTF-8': () =>
    seed.chain((document) => withInvalidUtf8(JSON.stringify(document, null, 2))),
};

describe('script/v1', () => {
  for (const [generation, make] of Object.entries(generations)) {
    it(`${generation}: loaded, or refused naming the file and the field`, async () => {
      const file = path.join(root, 'script.json');
      let refused = 0;
      const tried = await fuzzAsync(make(), async (content) => {
        await writeFile(file, content);
        const outcome = await loadOrRefusal(() => loadScript(file), file);
        if (!outcome.ok) {
          refused += 1;
          expect(outcome.error.problems.length).toBeGreaterThan(0);
        }
      });
      expect(refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'script/v1',
        case: generation,
        tried,
        lost: 0,
        outcome: 'ConfigError naming file and field; no uncaught exception',
      });
    });
  }

  it('every field set to deep nesting, huge numbers, a prototype name: loaded or refused', async () => {
    const file = path.join(root, 'script.json');
    let tried = 0;
    for (const document of seeds.slice(0, 1)) {
      for (const { label, text } of systematicMutations(document)) {
        tried += 1;
        await writeFile(file, text);
        const outcome = await loadOrRefusal(() => loadScript(file), file);
        expect(typeof outcome.ok, label).toBe('boolean');
      }
    }
    recordReliability({
      section: 'inputs',
      subject: 'script/v1',
      case: 'every field systematically',
      tried,
      lost: 0,
      outcome: 'ConfigError naming file and field; no uncaught exception',
    });
  });

  it('through the CLI: a broken script stops the run before anything runs (exit 2, naming file and field)', async () => {
    const script = path.join(suiteDir, 'scripts', 'fix-add.json');
    const bundled = JSON.parse(
      await readFile(
        path.join(REPO_ROOT, 'fixtures/eval/smoke-coding/scripts/fix-add.json'),
        'utf8',
      ),
    ) as unknown;
    let refused = 0;
    const tried = await fuzzAsync(
      fc.oneof(
        mutatedText(bundled, 2),
        truncatedText(JSON.stringify(bundled, null, 2)),
        randomBytes,
      ),
      async (content) => {
        await writeFile(script, content);
        const oracle = await loadOrRefusal(() => loadScript(script), script);
        // A valid script would run the agent's tool calls: only refused ones go through the CLI.
        fc.pre(!oracle.ok);
        refused += 1;
        const out = path.join(root, 'out');
        await rm(out, { recursive: true, force: true });
        const result = await runCliInProcess(
          [
            'run',
            suiteDir,
            '--mode',
            'scripted',
            '--k',
            '1',
            '--tasks',
            'fix-add',
            '--yes',
            '--allow-write',
            '--allow-process',
            '--out',
            out,
          ],
          { cwd: root, env: { PATH: process.env.PATH } },
        );
        expectCliRefusal(result, 2, 'fix-add.json');
        expect(result.stderr).toContain('cannot run scripted; nothing ran');
        if (!oracle.ok) {
          for (const problem of oracle.error.problems) {
            if (problem.field !== '(file)') expect(result.stderr).toContain(problem.field);
          }
        }
        await expect(readFile(path.join(out, 'runs.jsonl'))).rejects.toThrow();
      },
      FUZZ_CLI_RUNS,
    );
    expect(refused).toBeGreaterThan(0);
    recordReliability({
      section: 'inputs',
      subject: 'script/v1',
      case: 'through the CLI (run --mode scripted)',
      tried: refused,
      lost: 0,
      outcome: 'exit 2 naming file and field; nothing ran',
    });
    expect(tried).toBeGreaterThanOrEqual(refused);
  });
});
