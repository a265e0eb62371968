/**
 * Fuzzing what a run writes and later commands read back: runs.jsonl (`readRunRecords`, `verdict
 * report`), conditions.json (`readRunDirectory`), report.json (`verdict compare`, `verdict gate`)
 * and comparison.json (`verdict gate`). The valid documents are real: a scripted run of a bundled
 * suite, made once in beforeAll, and the comparison of two such runs.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readGateInput } from '../../src/gate/gate-input.js';
import { readRunDirectory, rebuildReport } from '../../src/report/rebuild-report.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { readRunRecords } from '../../src/run-dir/runs-jsonl.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import {
  FUZZ_CLI_RUNS,
  FUZZ_TIMEOUT_MS,
  awkwardJson,
  damagedLines,
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

let root: string;
/** A real run directory: conditions.json, runs.jsonl (4 records), report.json, report.md. */
let runDir: string;
let runsText: string;
let conditionsDocument: unknown;
let reportDocument: unknown;
let comparisonDocument: unknown;

const cli = (argv: string[]) =>
  runCliInProcess(argv, { cwd: root, env: { PATH: process.env.PATH } });

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-fuzz-outputs-'));
  const suite = path.join(root, 'smoke-coding');
  await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), suite, { recursive: true });
  const run = (out: string) =>
    cli([
      'run',
      suite,
      '--mode',
      'scripted',
      '--k',
      '2',
      '--tasks',
      'fix-add,implement-slugify',
      '--yes',
      '--allow-write',
      '--allow-process',
      '--out',
      out,
    ]);
  runDir = path.join(root, 'run');
  const first = await run(runDir);
  const second = await run(path.join(root, 'run-2'));
  expect(first.code, first.stderr).toBe(0);
  expect(second.code, second.stderr).toBe(0);
  runsText = await readFile(path.join(runDir, 'runs.jsonl'), 'utf8');
  conditionsDocument = JSON.parse(await readFile(path.join(runDir, 'conditions.json'), 'utf8'));
  reportDocument = JSON.parse(await readFile(path.join(runDir, 'report.json'), 'utf8'));
  const compared = await cli(['compare', runDir, path.join(root, 'run-2'), '--out', root]);
  expect(compared.code, compared.stderr).toBe(0);
  comparisonDocument = JSON.parse(await readFile(path.join(root, 'comparison.json'), 'utf8'));
}, 60_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const runLines = (): string[] => runsText.replace(/\n$/, '').split('\n');

/** A fresh copy of the real run directory whose files the case then breaks. */
async function freshRunDir(name: string): Promise<string> {
  const dir = path.join(root, name);
  await rm(dir, { recursive: true, force: true });
  await cp(runDir, dir, { recursive: true });
  return dir;
}

/** The rebuilt report accounts for every planned run: total = observed + missing, per task and overall. */
function expectCountsAddUp(report: {
  summary: { counts: Record<string, number> };
  tasks: Array<{ counts: Record<string, number> }>;
}): void {
  for (const counts of [report.summary.counts, ...report.tasks.map((task) => task.counts)]) {
    expect(counts.total).toBe((counts.observed ?? 0) + (counts.missing ?? 0));
  }
}

describe('runs.jsonl', () => {
  const lineMutated = (): fc.Arbitrary<string> => {
    const lines = runLines();
    return fc
      .integer({ min: 0, max: lines.length - 1 })
      .chain((index) =>
        mutatedText(JSON.parse(lines[index] as string)).map((line) =>
          [...lines.slice(0, index), line, ...lines.slice(index + 1)].join('\n').concat('\n'),
        ),
      );
  };
  const generations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
    'arbitrary JSON lines': () =>
      fc
        .array(awkwardJson, { minLength: 1, maxLength: 4 })
        .map((values) => values.map((value) => JSON.stringify(value)).join('\n')),
    'one field mutated': lineMutated,
    truncated: () => truncatedText(runsText),
    'random bytes': () => randomBytes,
    'invalid UTF-8': () => withInvalidUtf8(runsText),
  };

  for (const [generation, make] of Object.entries(generations)) {
    it(`${generation}: read, skipping and naming each bad line; counts add up`, async () => {
      const dir = await freshRunDir('runs-fuzz');
      const file = path.join(dir, 'runs.jsonl');
      const tally = await fuzzAsync(make(), async (content) => {
        await writeFile(file, content);
        const read = await readRunRecords(file);
        for (const problem of read.problems) {
          expectProblemNamed(problem, 'runs.jsonl');
          expect(problem.subject).toMatch(/^line \d+$/);
        }
        const directory = await readRunDirectory(dir);
        expectCountsAddUp(
          rebuildReport(directory.started, directory.records, directory.hints).report,
        );
        return read.problems.length === 0 ? 'read whole' : 'bad lines skipped and named';
      });
      recordReliability({
        section: 'inputs',
        subject: 'runs.jsonl',
        case: generation,
        ...tally,
        outcome: 'bad lines skipped and named; counts add up',
      });
    });
  }

  it('torn and interleaved lines: every intact record is still read, and only the damaged lines are reported', async () => {
    const dir = await freshRunDir('runs-torn');
    const file = path.join(dir, 'runs.jsonl');
    const lines = runLines();
    const tally = await fuzzAsync(damagedLines(lines), async (damage) => {
      await writeFile(file, damage.text);
      const { records, problems } = await readRunRecords(file);
      const read = new Set(records.map((record) => JSON.stringify(record)));
      const missing = damage.intact.filter(
        (index) => !read.has(JSON.stringify(JSON.parse(lines[index] as string))),
      );
      expect(missing, damage.operation).toEqual([]);
      const damagedCount = lines.length - damage.intact.length;
      expect(problems.length, damage.operation).toBeLessThanOrEqual(damagedCount);
      const directory = await readRunDirectory(dir);
      expectCountsAddUp(
        rebuildReport(directory.started, directory.records, directory.hints).report,
      );
      return problems.length === 0
        ? 'every intact record read'
        : 'every intact record read, damaged lines named';
    });
    recordReliability({
      section: 'inputs',
      subject: 'runs.jsonl',
      case: 'torn and interleaved lines',
      ...tally,
      outcome: 'every intact record read; damaged lines named',
    });
  });

  it('through the CLI: verdict report rebuilds (exit 0) warning about each skipped line; merge merges or refuses', async () => {
    const dir = await freshRunDir('runs-cli');
    const file = path.join(dir, 'runs.jsonl');
    const tally = await fuzzAsync(
      fc.oneof(
        lineMutated(),
        damagedLines(runLines()).map((damage) => damage.text),
      ),
      async (content) => {
        await writeFile(file, content);
        await rm(path.join(dir, 'report.json'), { force: true });
        const { problems } = await readRunRecords(file);
        const result = await cli(['report', dir]);
        expectCliNoCrash(result, [0]);
        for (const problem of problems)
          expect(result.stderr).toContain(`${problem.subject}: ${problem.field}`);
        const report = ReportSchema.parse(
          JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')),
        );
        expectCountsAddUp(report);
        // merge reads the same file: it merges (0) or refuses a run recorded twice (2).
        const merged = path.join(root, 'merged');
        await rm(merged, { recursive: true, force: true });
        const merge = await cli(['merge', dir, '--out', merged]);
        expectCliNoCrash(merge, [0, 2]);
        if (merge.code === 0) {
          expectCountsAddUp(
            ReportSchema.parse(
              JSON.parse(await readFile(path.join(merged, 'report.json'), 'utf8')),
            ),
          );
        } else {
          expect(merge.stderr).toMatch(/runs\.jsonl|recorded|conditions/);
        }
        return `report exit 0, merge exit ${merge.code}`;
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'runs.jsonl',
      case: 'through the CLI (report, merge)',
      ...tally,
      outcome: 'exit 0 or 2; each skipped line named; counts add up',
    });
  });
});

describe('conditions.json', () => {
  it('one field mutated, truncated, random bytes: read, or refused naming conditions.json and the field (exit 2)', async () => {
    const dir = await freshRunDir('conditions-fuzz');
    const file = path.join(dir, 'conditions.json');
    const text = JSON.stringify(conditionsDocument, null, 2);
    let refused = 0;
    const tally = await fuzzAsync(
      fc.oneof(mutatedText(conditionsDocument, 2), truncatedText(text), randomBytes),
      async (content) => {
        await writeFile(file, content);
        const outcome = await loadOrRefusal(() => readRunDirectory(dir), 'conditions.json');
        if (outcome.ok) {
          expectCountsAddUp(
            rebuildReport(outcome.value.started, outcome.value.records, outcome.value.hints).report,
          );
          return 'read';
        }
        refused += 1;
        if (refused > FUZZ_CLI_RUNS) return 'refused by the loader';
        const result = await cli(['report', dir]);
        expectCliRefusal(result, 2, 'conditions.json');
        for (const problem of outcome.error.problems) {
          if (problem.field !== '(file)') expect(result.stderr).toContain(problem.field);
        }
        return 'refused by the loader and verdict report (exit 2)';
      },
    );
    expect(refused).toBeGreaterThan(0);
    recordReliability({
      section: 'inputs',
      subject: 'conditions.json',
      case: 'mutated, truncated, random bytes (loader and report)',
      ...tally,
      outcome: 'exit 2 naming the file and field; no uncaught exception',
    });
  });
});

describe('every field of runs.jsonl, conditions.json, report.json and comparison.json', () => {
  it('set to deep nesting, huge numbers, a prototype name: read or refused, never a crash', async () => {
    const dir = await freshRunDir('systematic');
    const lines = runLines();
    const planned = {
      'runs.jsonl': systematicMutations(JSON.parse(lines[0] as string), 20),
      'conditions.json': systematicMutations(conditionsDocument, 20),
      'report.json': systematicMutations(reportDocument, 20),
      'comparison.json': systematicMutations(comparisonDocument, 20),
    };
    const outcomes: Record<keyof typeof planned, string[]> = {
      'runs.jsonl': [],
      'conditions.json': [],
      'report.json': [],
      'comparison.json': [],
    };
    for (const { label, text } of planned['runs.jsonl']) {
      await writeFile(path.join(dir, 'runs.jsonl'), [text, ...lines.slice(1)].join('\n'));
      const read = await readRunRecords(path.join(dir, 'runs.jsonl'));
      expect(read.records.length, label).toBeGreaterThanOrEqual(lines.length - 1);
      const directory = await readRunDirectory(dir);
      expectCountsAddUp(
        rebuildReport(directory.started, directory.records, directory.hints).report,
      );
      outcomes['runs.jsonl'].push(
        read.problems.length === 0 ? 'read whole' : 'the line skipped and named',
      );
    }
    await writeFile(path.join(dir, 'runs.jsonl'), runsText);
    for (const { text } of planned['conditions.json']) {
      await writeFile(path.join(dir, 'conditions.json'), text);
      // A crash, or a refusal that does not name the file, fails here.
      const outcome = await loadOrRefusal(async () => {
        const directory = await readRunDirectory(dir);
        return rebuildReport(directory.started, directory.records, directory.hints);
      }, 'conditions.json');
      if (outcome.ok) expectCountsAddUp(outcome.value.report);
      outcomes['conditions.json'].push(outcome.ok ? 'read' : 'refused');
    }
    for (const name of ['report.json', 'comparison.json'] as const) {
      for (const { text } of planned[name]) {
        const file = path.join(root, `systematic-${name}`);
        await writeFile(file, text);
        const outcome = await loadOrRefusal(() => readGateInput(file), name);
        outcomes[name].push(outcome.ok ? 'read' : 'refused');
      }
    }
    for (const [subject, seen] of Object.entries(outcomes)) {
      recordReliability({
        section: 'inputs',
        subject,
        case: 'every field systematically',
        tried: seen.length,
        planned: planned[subject as keyof typeof planned].length,
        accountedFor: countBy(seen),
        outcome: 'read or refused naming the field; counts add up',
      });
    }
  });

  it('through the CLI: verdict compare and verdict report on each systematically broken file', async () => {
    const reports = systematicMutations(reportDocument, 12);
    const conditions = systematicMutations(conditionsDocument, 12);
    const compared: string[] = [];
    const rebuilt: string[] = [];
    const baseline = path.join(runDir, 'report.json');
    const candidate = path.join(root, 'systematic-candidate.json');
    for (const { label, text } of reports) {
      await writeFile(candidate, text);
      const valid = ReportSchema.safeParse(JSON.parse(text)).success;
      const result = await cli(['compare', baseline, candidate, '--out', path.join(root, 'cmp')]);
      if (valid) expectCliNoCrash(result, [0, 3]);
      else expectCliRefusal(result, 2, 'systematic-candidate.json');
      expect(result.code, label).not.toBe(1);
      compared.push(`exit ${result.code}`);
    }
    const dir = await freshRunDir('systematic-cli');
    for (const { text } of conditions) {
      await writeFile(path.join(dir, 'conditions.json'), text);
      const result = await cli(['report', dir]);
      expectCliNoCrash(result, [0, 2]);
      rebuilt.push(`exit ${result.code}`);
    }
    recordReliability({
      section: 'inputs',
      subject: 'report.json',
      case: 'through the CLI, every field (compare)',
      tried: compared.length,
      planned: reports.length,
      accountedFor: countBy(compared),
      outcome: 'exit 0, 2 or 3 as documented; no uncaught exception',
    });
    recordReliability({
      section: 'inputs',
      subject: 'conditions.json',
      case: 'through the CLI, every field (report)',
      tried: rebuilt.length,
      planned: conditions.length,
      accountedFor: countBy(rebuilt),
      outcome: 'exit 0 or 2 as documented; no uncaught exception',
    });
  });
});

describe('report.json', () => {
  const generations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
    'arbitrary JSON': () => awkwardJson.map((value) => JSON.stringify(value) ?? 'null'),
    'one field mutated': () => mutatedText(reportDocument, 2),
    truncated: () => truncatedText(JSON.stringify(reportDocument, null, 2)),
    'random bytes': () => randomBytes,
    'invalid UTF-8': () => withInvalidUtf8(JSON.stringify(reportDocument, null, 2)),
  };
  for (const [generation, make] of Object.entries(generations)) {
    it(`${generation}: gate reads it or refuses naming the field; the schema never throws`, async () => {
      const file = path.join(root, 'report-fuzz.json');
      const tally = await fuzzAsync(make(), async (content) => {
        await writeFile(file, content);
        const outcome = await loadOrRefusal(() => readGateInput(file), 'report-fuzz.json');
        return outcome.ok ? 'read' : 'refused';
      });
      expect(tally.accountedFor.refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'report.json',
        case: generation,
        ...tally,
        outcome: 'ConfigError naming file and field; no uncaught exception',
      });
    });
  }

  it('through the CLI: verdict compare exits 2 naming the broken side, 0 or 3 otherwise; gate 0/1/2/5', async () => {
    const file = path.join(root, 'candidate.json');
    const baseline = path.join(runDir, 'report.json');
    const tally = await fuzzAsync(
      fc.oneof(generations['one field mutated']!(), generations.truncated!()),
      async (content) => {
        await writeFile(file, content);
        const valid = ReportSchema.safeParse(
          (() => {
            try {
              return JSON.parse(content.toString()) as unknown;
            } catch {
              return undefined;
            }
          })(),
        ).success;
        const compared = await cli(['compare', baseline, file, '--out', path.join(root, 'cmp')]);
        if (valid) expectCliNoCrash(compared, [0, 3]);
        else expectCliRefusal(compared, 2, 'candidate.json');
        const gated = await cli(['gate', file, '--require', 'min-runs=1,no-divergence']);
        if (valid) expectCliNoCrash(gated, [0, 1, 2, 5]);
        else expectCliRefusal(gated, 2, 'candidate.json');
        // A broken report.json beside runs.jsonl is only a hint: `verdict report` ignores it.
        const dir = await freshRunDir('report-hint');
        await writeFile(path.join(dir, 'report.json'), content);
        expectCliNoCrash(await cli(['report', dir]), [0]);
        return valid
          ? `valid: compare exit ${compared.code}, gate exit ${gated.code}`
          : 'refused by compare and gate (exit 2)';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'report.json',
      case: 'through the CLI (compare, gate, report)',
      ...tally,
      outcome: 'exit 2 naming the broken report; no uncaught exception',
    });
  });
});

describe('comparison.json', () => {
  const generations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
    'arbitrary JSON': () =>
      awkwardJson.map(
        (value) =>
          JSON.stringify(
            value !== null && typeof value === 'object' && !Array.isArray(value)
              ? { ...value, format: 'comparison/v1' }
              : value,
          ) ?? 'null',
      ),
    'one field mutated': () => mutatedText(comparisonDocument, 2),
    truncated: () => truncatedText(JSON.stringify(comparisonDocument, null, 2)),
    'random bytes': () => randomBytes,
  };
  for (const [generation, make] of Object.entries(generations)) {
    it(`${generation}: gate reads it or refuses naming the field; the schema never throws`, async () => {
      const file = path.join(root, 'comparison-fuzz.json');
      const tally = await fuzzAsync(make(), async (content) => {
        await writeFile(file, content);
        const outcome = await loadOrRefusal(() => readGateInput(file), 'comparison-fuzz.json');
        // The full schema (the comment payload embeds comparisons) never throws either.
        try {
          ComparisonSchema.safeParse(JSON.parse(content.toString()));
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
        }
        return outcome.ok ? 'read' : 'refused';
      });
      expect(tally.accountedFor.refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'comparison.json',
        case: generation,
        ...tally,
        outcome: 'ConfigError naming file and field; no uncaught exception',
      });
    });
  }

  it('through the CLI: verdict gate exits 2 naming comparison.json when it is broken, else decides', async () => {
    const dir = path.join(root, 'gate-dir');
    const tally = await fuzzAsync(
      fc.oneof(generations['one field mutated']!(), generations.truncated!()),
      async (content) => {
        await rm(dir, { recursive: true, force: true });
        await cp(runDir, dir, { recursive: true });
        await writeFile(path.join(dir, 'comparison.json'), content);
        const oracle = await loadOrRefusal(
          () => readGateInput(path.join(dir, 'comparison.json')),
          'comparison.json',
        );
        const result = await cli(['gate', dir, '--require', 'no-regressions,min-runs=1']);
        if (oracle.ok) expectCliNoCrash(result, [0, 1, 2, 5]);
        else expectCliRefusal(result, 2, 'comparison.json');
        return oracle.ok ? `valid: gate exit ${result.code}` : 'refused, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'comparison.json',
      case: 'through the CLI (gate)',
      ...tally,
      outcome: 'exit 2 naming the file; no uncaught exception',
    });
  });
});
