/**
 * Fuzzing compare.json (the variants file) through the real reader (`readVariantsFile`), the
 * override checks every variant passes before the first run (`checkOverrides`, for the built-in
 * agent and for a command agent) and the way overrides are applied (`applyOverrides`), then
 * through the CLI (`verdict variants`). A broken file is a ConfigError naming the file and the
 * field (exit 2, nothing ran); no key, however spelled, reaches Object.prototype.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../../src/errors.js';
import { applyOverrides, checkOverrides, readVariantsFile } from '../../src/runner/run-variants.js';
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

const FULL_VARIANTS = {
  suite: 'cases',
  variants: [
    { id: 'baseline', overrides: {} },
    { id: 'small-context', overrides: { 'limits.maxContextChars': 32_000 } },
    { id: 'early-compaction', overrides: { 'compaction.threshold': 0.5 } },
  ],
};
/** Keys that would reach Object.prototype through a naive dotted-key setter. */
const PROTOTYPE_KEYS = fc.constantFrom(
  '__proto__.polluted',
  'constructor.prototype.polluted',
  'limits.__proto__.polluted',
  'prototype.polluted',
  '__proto__',
  'constructor',
);

let root: string;
const seeds: unknown[] = [FULL_VARIANTS];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-fuzz-variants-'));
  seeds.push(
    JSON.parse(
      await readFile(
        path.join(REPO_ROOT, 'fixtures/eval/long-context-stress/compare.json'),
        'utf8',
      ),
    ),
  );
  await writeFile(
    path.join(root, 'cases.json'),
    JSON.stringify([{ name: 'hello', prompt: 'Say hello.' }]),
  );
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Nothing outside the variants may change the prototype every object shares. */
function expectPrototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

/**
 * Reads the file and checks its overrides as `verdict variants` does, for both kinds of agent:
 * accepted for one of them at least, or the problems the built-in agent's check found (the
 * reader's, when it refused the file).
 */
async function readAndCheck(
  file: string,
  shown: string,
): Promise<{ accepted: true } | { accepted: false; problems: readonly Problem[] }> {
  const read = await loadOrRefusal(() => readVariantsFile(file, shown), shown);
  if (!read.ok) return { accepted: false, problems: read.error.problems };
  let accepted = false;
  let problems: readonly Problem[] = [];
  for (const [base, builtin] of [
    [{}, true],
    [{ temperature: 0, nested: { a: 1 } }, false],
  ] as const) {
    const checked = await loadOrRefusal(
      () => checkOverrides(read.value, shown, base, builtin),
      shown,
    );
    if (!checked.ok) {
      if (builtin) problems = checked.error.problems;
      continue;
    }
    accepted = true;
    for (const variant of read.value.variants) {
      const applied = applyOverrides(base, variant.overrides);
      expect(typeof applied).toBe('object');
    }
    expectPrototypeUntouched();
  }
  expectPrototypeUntouched();
  return accepted ? { accepted } : { accepted, problems };
}

const seed = fc.integer({ min: 0, max: 1 }).map((index) => seeds[index]);
const generations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
  'arbitrary JSON': () => awkwardJson.map((value) => JSON.stringify(value) ?? 'null'),
  'one field mutated': () => seed.chain((document) => mutatedText(document, 2)),
  'prototype keys': () =>
    fc.tuple(PROTOTYPE_KEYS, awkwardJson).map(([key, value]) =>
      JSON.stringify({
        suite: 'cases',
        variants: [
          { id: 'a', overrides: {} },
          { id: 'b', overrides: Object.fromEntries([[key, value ?? 1]]) },
        ],
      }),
    ),
  truncated: () => seed.chain((document) => truncatedText(JSON.stringify(document, null, 2))),
  'random bytes': () => randomBytes,
  'invalid UTF-8': () =>
    seed.chain((document) => withInvalidUtf8(JSON.stringify(document, null, 2))),
};

describe('compare.json (variants)', () => {
  for (const [generation, make] of Object.entries(generations)) {
    it(`${generation}: read and checked, or refused naming the file and the field`, async () => {
      const file = path.join(root, 'compare.json');
      const tally = await fuzzAsync(make(), async (content) => {
        await writeFile(file, content);
        return (await readAndCheck(file, 'compare.json')).accepted ? 'accepted' : 'refused';
      });
      expect(tally.accountedFor.refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'compare.json (variants)',
        case: generation,
        ...tally,
        outcome: 'ConfigError naming file and field; prototype untouched',
      });
    });
  }

  it('every field set to deep nesting, huge numbers, a prototype name: read or refused', async () => {
    const file = path.join(root, 'compare.json');
    const texts = seeds.flatMap((document) => systematicMutations(document));
    const outcomes: string[] = [];
    for (const { text } of texts) {
      await writeFile(file, text);
      // A crash, a refusal that does not name the file, or a polluted prototype fails here.
      outcomes.push((await readAndCheck(file, 'compare.json')).accepted ? 'accepted' : 'refused');
    }
    recordReliability({
      section: 'inputs',
      subject: 'compare.json (variants)',
      case: 'every field systematically',
      tried: outcomes.length,
      planned: texts.length,
      accountedFor: countBy(outcomes),
      outcome: 'ConfigError naming file and field; no uncaught exception',
    });
  });

  it('through the CLI: verdict variants with a broken compare.json exits 2 naming it; nothing runs', async () => {
    const tally = await fuzzAsync(
      fc.oneof(
        generations['one field mutated']!(),
        generations['prototype keys']!(),
        generations.truncated!(),
      ),
      async (content) => {
        const file = path.join(root, 'broken-compare.json');
        await writeFile(file, content);
        // A file that passes every check would run: only refused ones go through the CLI.
        const oracle = await readAndCheck(file, 'broken-compare.json');
        fc.pre(!oracle.accepted);
        const out = path.join(root, 'variants-out');
        const result = await runCliInProcess(
          [
            'variants',
            'cases.json',
            '--variants',
            'broken-compare.json',
            '--mode',
            'scripted',
            '--k',
            '1',
            '--yes',
            '--out',
            out,
          ],
          { cwd: root, env: { PATH: process.env.PATH } },
        );
        expectCliRefusal(result, 2, 'broken-compare.json');
        expectPrototypeUntouched();
        await expect(readFile(path.join(out, 'comparison.json'))).rejects.toThrow();
        // Refused for what the reader or the built-in agent's check found, or, before the
        // overrides are checked, for naming another suite than the one run.
        // (A file that is not JSON is named by the parser's message alone.)
        const named = oracle.problems.every(({ field, message }) =>
          result.stderr.includes(field === '(file)' ? message : `${field}: ${message}`),
        );
        const otherSuite = /names suite .*, but the command runs "cases"/.test(result.stderr);
        expect(oracle.problems.length).toBeGreaterThan(0);
        expect(named || otherSuite, result.stderr).toBe(true);
        return named ? 'refused, exit 2, naming each problem' : 'refused, exit 2: another suite';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'compare.json (variants)',
      case: 'through the CLI (variants)',
      ...tally,
      outcome: 'exit 2 naming the file and each problem (or the other suite); nothing ran',
    });
  });
});
