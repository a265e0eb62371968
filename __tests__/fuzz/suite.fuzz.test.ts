/**
 * Fuzzing suite.json and case files through the real loader (`loadSuite`) and through the CLI
 * (`verdict validate`, `verdict run`). Valid documents are seeded from the bundled suites and the
 * bundled case file; whatever the input, the result is a suite or a list of problems naming the file
 * and the field (exit 2), never an uncaught exception.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSuite, loadSuiteOrThrow, type LoadSuiteResult } from '../../src/suite/load-suite.js';
import {
  FUZZ_CLI_RUNS,
  FUZZ_TIMEOUT_MS,
  awkwardJson,
  expectCliNoCrash,
  expectCliRefusal,
  expectProblemNamed,
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

const BUNDLED = ['smoke-coding', 'tool-sequences', 'long-context', 'long-context-stress'];
const CASE_FILE = path.join(REPO_ROOT, 'fixtures/cases/support.json');

let root: string;
/** Each bundled suite copied (without cassettes) so that its fixtures exist beside the fuzzed suite.json. */
const suites: Array<{ dir: string; document: unknown }> = [];
let caseDocument: unknown;
let caseDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-fuzz-suite-'));
  for (const name of BUNDLED) {
    const source = path.join(REPO_ROOT, 'fixtures/eval', name);
    const dir = path.join(root, name);
    await cp(source, dir, {
      recursive: true,
      filter: (file) => !path.relative(source, file).startsWith('cassettes'),
    });
    suites.push({
      dir,
      document: JSON.parse(await readFile(path.join(dir, 'suite.json'), 'utf8')),
    });
  }
  caseDocument = JSON.parse(await readFile(CASE_FILE, 'utf8'));
  caseDir = path.join(root, 'cases');
  await cp(path.dirname(CASE_FILE), caseDir, { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A loader result is a suite, or problems that each name the file and a field. */
function expectNamed(result: LoadSuiteResult, file: string): void {
  if (result.ok) return;
  expect(result.problems.length).toBeGreaterThan(0);
  for (const problem of result.problems) expectProblemNamed(problem, file);
}

/** Writes `content` as the suite file and loads it, both ways (result and throw). */
async function loadWritten(
  file: string,
  content: string | Buffer,
  shown: string,
): Promise<LoadSuiteResult> {
  await writeFile(file, content);
  const result = await loadSuite(file, { cwd: path.dirname(file) });
  expectNamed(result, shown);
  const thrown = await loadOrRefusal(
    () => loadSuiteOrThrow(file, { cwd: path.dirname(file) }),
    shown,
  );
  expect(thrown.ok).toBe(result.ok);
  return result;
}

type Input = { suite: number; content: string | Buffer };

const suiteIndex = fc.integer({ min: 0, max: BUNDLED.length - 1 });
const bySuite = (make: (document: unknown) => fc.Arbitrary<string | Buffer>): fc.Arbitrary<Input> =>
  suiteIndex.chain((suite) => make(suites[suite]?.document).map((content) => ({ suite, content })));

const generations: Record<string, () => fc.Arbitrary<Input>> = {
  'arbitrary JSON': () =>
    fc.tuple(suiteIndex, awkwardJson).map(([suite, value]) => ({
      suite,
      content: JSON.stringify(value) ?? 'null',
    })),
  'one field mutated': () => bySuite((document) => mutatedText(document, 2)),
  truncated: () => bySuite((document) => truncatedText(JSON.stringify(document, null, 2))),
  'random bytes': () =>
    fc.tuple(suiteIndex, randomBytes).map(([suite, content]) => ({ suite, content })),
  'invalid UTF-8': () => bySuite((document) => withInvalidUtf8(JSON.stringify(document, null, 2))),
};

describe('suite.json', () => {
  for (const [generation, arbitrary] of Object.entries(generations)) {
    it(`${generation}: a suite, or problems naming suite.json and the field`, async () => {
      const tally = await fuzzAsync(arbitrary(), async ({ suite, content }) => {
        const dir = suites[suite]?.dir as string;
        const result = await loadWritten(path.join(dir, 'suite.json'), content, 'suite.json');
        return result.ok ? 'a suite' : 'refused';
      });
      expect(tally.accountedFor.refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'suite.json',
        case: generation,
        ...tally,
        outcome: 'a suite or problems naming file and field; no uncaught exception',
      });
    });
  }

  it('every field set to deep nesting, huge numbers, a prototype name', async () => {
    const [first] = suites as [{ dir: string; document: unknown }];
    const planned = [
      {
        subject: 'suite.json',
        file: path.join(first.dir, 'suite.json'),
        texts: systematicMutations(first.document, 15).map(({ text }) => text),
      },
      {
        subject: 'case file',
        file: path.join(caseDir, 'support.json'),
        texts: systematicMutations(caseDocument, 20).map(({ text }) => text),
      },
    ];
    for (const { subject, file, texts } of planned) {
      const outcomes: string[] = [];
      for (const text of texts) {
        // A crash, or a problem that does not name the file and field, fails here.
        const result = await loadWritten(file, text, path.basename(file));
        outcomes.push(result.ok ? 'a suite' : 'refused');
      }
      recordReliability({
        section: 'inputs',
        subject,
        case: 'every field systematically',
        tried: outcomes.length,
        planned: texts.length,
        accountedFor: countBy(outcomes),
        outcome: 'a suite or problems naming file and field; no uncaught exception',
      });
    }
  });

  it('through the CLI: verdict validate exits 0 or 2 as the loader decides, naming the field', async () => {
    const arbitrary = fc.oneof(generations['one field mutated']!(), generations.truncated!());
    const tally = await fuzzAsync(
      arbitrary,
      async ({ suite, content }) => {
        const dir = suites[suite]?.dir as string;
        const file = path.join(dir, 'suite.json');
        await writeFile(file, content);
        const oracle = await loadSuite(file, { cwd: root });
        const result = await runCliInProcess(['validate', dir, '--json'], { cwd: root });
        expectCliNoCrash(result, [oracle.ok ? 0 : 2]);
        const output = JSON.parse(result.stdout) as { valid: boolean; problems?: unknown[] };
        expect(output.valid).toBe(oracle.ok);
        if (!oracle.ok) {
          expect(output.problems).toEqual(oracle.problems);
          const text = await runCliInProcess(['validate', dir], { cwd: root });
          expect(text.code).toBe(2);
          for (const problem of oracle.problems) {
            expect(text.stdout).toContain(`${problem.field}: ${problem.message}`);
          }
        }
        return oracle.ok ? 'valid, exit 0' : 'invalid, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'suite.json',
      case: 'through the CLI (validate)',
      ...tally,
      outcome: 'exit 0 or 2 as the loader decides; every field named',
    });
  });

  it('through the CLI: verdict run on a broken suite exits 2 before any run, naming suite.json', async () => {
    const arbitrary = fc.oneof(generations.truncated!(), generations['random bytes']!());
    const tally = await fuzzAsync(
      arbitrary,
      async ({ suite, content }) => {
        const dir = suites[suite]?.dir as string;
        const file = path.join(dir, 'suite.json');
        await writeFile(file, content);
        const oracle = await loadSuite(file, { cwd: root });
        // A valid suite would run: only refused ones go through the CLI.
        fc.pre(!oracle.ok);
        const out = path.join(root, 'run-out');
        const result = await runCliInProcess(
          ['run', dir, '--mode', 'scripted', '--k', '1', '--yes', '--out', out],
          { cwd: root },
        );
        expectCliRefusal(result, 2, 'suite.json');
        // Refused for what the loader found, each problem named with its field.
        for (const problem of oracle.problems) {
          expect(result.stderr).toContain(`${problem.field}: ${problem.message}`);
        }
        await expect(readFile(path.join(out, 'runs.jsonl'))).rejects.toThrow();
        return 'refused, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'suite.json',
      case: 'through the CLI (run)',
      ...tally,
      outcome: 'exit 2 naming the file and each problem; nothing ran',
    });
  });
});

describe('case files', () => {
  const file = (): string => path.join(caseDir, 'support.json');
  const caseGenerations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
    'arbitrary JSON': () =>
      fc.array(awkwardJson, { maxLength: 4 }).map((value) => JSON.stringify(value)),
    'one field mutated': () => mutatedText(caseDocument, 2),
    truncated: () => truncatedText(JSON.stringify(caseDocument, null, 2)),
    'random bytes': () => randomBytes,
    'invalid UTF-8': () => withInvalidUtf8(JSON.stringify(caseDocument, null, 2)),
  };
  for (const [generation, arbitrary] of Object.entries(caseGenerations)) {
    it(`${generation}: a suite, or problems naming the case file and the field`, async () => {
      const tally = await fuzzAsync(arbitrary(), async (content) => {
        const result = await loadWritten(file(), content, 'support.json');
        return result.ok ? 'a suite' : 'refused';
      });
      expect(tally.accountedFor.refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'case file',
        case: generation,
        ...tally,
        outcome: 'a suite or problems naming file and field; no uncaught exception',
      });
    });
  }

  it('through the CLI: verdict run with a broken case file exits 2 before any run, naming the field', async () => {
    const tally = await fuzzAsync(
      fc.oneof(caseGenerations['one field mutated']!(), caseGenerations.truncated!()),
      async (content) => {
        await writeFile(file(), content);
        const oracle = await loadSuite(file(), { cwd: caseDir });
        // A valid case file would run: only refused ones go through the CLI.
        fc.pre(!oracle.ok);
        const out = path.join(root, 'case-out');
        const result = await runCliInProcess(
          ['run', 'support.json', '--mode', 'scripted', '--k', '1', '--yes', '--out', out],
          { cwd: caseDir },
        );
        expectCliRefusal(result, 2, 'support.json');
        for (const problem of oracle.problems) {
          expect(result.stderr).toContain(`${problem.field}: ${problem.message}`);
        }
        await expect(readFile(path.join(out, 'runs.jsonl'))).rejects.toThrow();
        return 'refused, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'case file',
      case: 'through the CLI (run)',
      ...tally,
      outcome: 'exit 2 naming the file and field; nothing ran',
    });
  });
});
