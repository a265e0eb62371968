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
import { countBy, recordReliability } from '../helpers/reliability.js';
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
      const tally = await fuzzAsync(make(), async (content) => {
        await writeFile(file, content);
        const outcome = await loadOrRefusal(() => loadScript(file), file);
        if (outcome.ok) return 'loaded';
        expect(outcome.error.problems.length).toBeGreaterThan(0);
        return 'refused';
      });
      expect(tally.accountedFor.refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'script/v1',
        case: generation,
        ...tally,
        outcome: 'ConfigError naming file and field; no uncaught exception',
      });
    });
  }

  it('every field set to deep nesting, huge numbers, a prototype name: loaded or refused', async () => {
    const file = path.join(root, 'script.json');
    const texts = seeds.slice(0, 1).flatMap((document) => systematicMutations(document));
    const outcomes: string[] = [];
    for (const { text } of texts) {
      await writeFile(file, text);
      // A crash, or a refusal that does not name the file, fails here.
      const outcome = await loadOrRefusal(() => loadScript(file), file);
      outcomes.push(outcome.ok ? 'loaded' : 'refused');
    }
    recordReliability({
      section: 'inputs',
      subject: 'script/v1',
      case: 'every field systematically',
      tried: outcomes.length,
      planned: texts.length,
      accountedFor: countBy(outcomes),
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
    const tally = await fuzzAsync(
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
        // Refused for what the loader found: each of its problems, field and message.
        for (const problem of oracle.error.problems) {
          expect(result.stderr).toContain(`${problem.field}: ${problem.message}`);
        }
        await expect(readFile(path.join(out, 'runs.jsonl'))).rejects.toThrow();
        return 'refused, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'script/v1',
      case: 'through the CLI (run --mode scripted)',
      ...tally,
      outcome: 'exit 2 naming the file and each problem; nothing ran',
    });
  });
});
