/**
 * Fuzzing cassettes (`cassette/v1` and `cassette/v2`) through the real reader (`readCassette`, the
 * codec's `parseCassette`) and through the CLI (`verdict run --mode replay`, `verdict ci`, `verdict
 * cassette upgrade`). Seeds are the bundled cassettes, and the same calls written back as v1. A
 * broken cassette is a ConfigError naming the file, the line and the field (exit 2, nothing ran);
 * a damaged one is never read as different calls.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  parseCassette,
  readCassette,
  upgradeCassette,
  type Cassette,
} from '../../src/provider/cassette.js';
import {
  FUZZ_CLI_RUNS,
  FUZZ_TIMEOUT_MS,
  awkwardJson,
  damagedLines,
  expectCliNoCrash,
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

const TASK = 'fix-add';
const SEEDS = [
  'smoke-coding/cassettes/fix-add.jsonl',
  'tool-sequences/cassettes/migrate-in-order.jsonl',
];

let root: string;
/** A copy of smoke-coding whose fix-add cassette each CLI case overwrites. */
let suiteDir: string;
const seeds: Record<'cassette v1' | 'cassette v2', string[]> = {
  'cassette v1': [],
  'cassette v2': [],
};
const original = new Map<string, Cassette>();

function v1TextOf({ header, calls }: Cassette): string {
  return [{ ...header, format: 'cassette/v1' }, ...calls]
    .map((line) => `${JSON.stringify(line)}\n`)
    .join('');
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-fuzz-cassette-'));
  for (const seed of SEEDS) {
    const text = await readFile(path.join(REPO_ROOT, 'fixtures/eval', seed), 'utf8');
    const cassette = parseCassette(text, seed);
    const v1 = v1TextOf(cassette);
    seeds['cassette v2'].push(text);
    seeds['cassette v1'].push(v1);
    original.set(text, cassette);
    original.set(v1, parseCassette(v1, seed));
  }
  suiteDir = path.join(root, 'smoke-coding');
  await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), suiteDir, { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const linesOf = (text: string): string[] => text.replace(/\n$/, '').split('\n');

/** One line (header or call) of a cassette with one field mutated. */
function lineMutated(text: string): fc.Arbitrary<string> {
  const lines = linesOf(text);
  return fc
    .integer({ min: 0, max: lines.length - 1 })
    .chain((index) =>
      mutatedText(JSON.parse(lines[index] as string)).map((line) =>
        [...lines.slice(0, index), line, ...lines.slice(index + 1)].join('\n').concat('\n'),
      ),
    );
}

type Generation = (seed: string) => fc.Arbitrary<string | Buffer>;
const generations: Record<string, Generation> = {
  'arbitrary JSON lines': (seed) =>
    fc
      .tuple(fc.boolean(), fc.array(awkwardJson, { minLength: 1, maxLength: 4 }))
      .map(([keepHeader, values]) =>
        [...(keepHeader ? [linesOf(seed)[0]] : []), ...values.map((value) => JSON.stringify(value))]
          .join('\n')
          .concat('\n'),
      ),
  'one field mutated': lineMutated,
  truncated: (seed) => truncatedText(seed),
  'random bytes': () => randomBytes,
  'invalid UTF-8': (seed) => withInvalidUtf8(seed),
};

/** Reads a cassette file: the calls, or a ConfigError whose problems name the file, line and field. */
async function readOrRefusal(file: string, shown: string) {
  const outcome = await loadOrRefusal(() => readCassette(file, shown), shown);
  if (!outcome.ok) {
    expect(outcome.error.problems.length).toBeGreaterThan(0);
    for (const problem of outcome.error.problems) {
      if (problem.field !== '(file)') expect(problem.subject).toMatch(/^line \d+$/);
    }
  }
  return outcome;
}

for (const format of ['cassette v1', 'cassette v2'] as const) {
  describe(format, () => {
    const seed = fc
      .integer({ min: 0, max: SEEDS.length - 1 })
      .map((index) => seeds[format][index] as string);

    for (const [generation, make] of Object.entries(generations)) {
      it(`${generation}: read, or refused naming the file, line and field`, async () => {
        const file = path.join(root, `${format.replace(' ', '-')}.jsonl`);
        const tally = await fuzzAsync(
          seed.chain((text) => make(text)),
          async (content) => {
            await writeFile(file, content);
            const outcome = await readOrRefusal(file, 'cassettes/x.jsonl');
            return outcome.ok ? 'read' : 'refused';
          },
        );
        expect(tally.accountedFor.refused).toBeGreaterThan(0);
        recordReliability({
          section: 'inputs',
          subject: format,
          case: generation,
          ...tally,
          outcome: 'ConfigError naming file, line and field; no uncaught exception',
        });
      });
    }

    it('torn and interleaved lines: refused, or read as the very calls recorded', async () => {
      const tally = await fuzzAsync(
        seed.chain((text) => damagedLines(linesOf(text)).map((damage) => ({ text, damage }))),
        async ({ text, damage }) => {
          const outcome = await loadOrRefusal(
            () => parseCassette(damage.text, 'cassettes/x.jsonl'),
            'cassettes/x.jsonl',
          );
          if (!outcome.ok) return 'refused';
          // Accepted: every call it gives is the recorded call of that number (a dropped last line
          // gives fewer, which replay reports as a divergence).
          const recorded = original.get(text) as Cassette;
          const calls = outcome.value.calls;
          const same =
            calls.length <= recorded.calls.length &&
            calls.every((call, index) => isDeepStrictEqual(call, recorded.calls[index]));
          expect(same, damage.operation).toBe(true);
          return calls.length === recorded.calls.length
            ? 'read as the recorded calls'
            : 'read as the first recorded calls';
        },
      );
      recordReliability({
        section: 'inputs',
        subject: format,
        case: 'torn and interleaved lines',
        ...tally,
        outcome: 'refused naming the line, or the same calls; never other calls',
      });
    });
  });
}

describe('cassettes, every field', () => {
  it('of the header and the first two call lines set to deep nesting, huge numbers, a prototype name: read or refused', async () => {
    const contents = (['cassette v1', 'cassette v2'] as const).flatMap((format) => {
      const lines = linesOf(seeds[format][0] as string);
      return [0, 1, 2].flatMap((index) =>
        systematicMutations(JSON.parse(lines[index] as string), 20).map(({ text }) =>
          [...lines.slice(0, index), text, ...lines.slice(index + 1)].join('\n'),
        ),
      );
    });
    const outcomes: string[] = [];
    for (const content of contents) {
      // A crash, or a refusal that does not name the file, fails here.
      const outcome = await loadOrRefusal(
        () => parseCassette(content, 'cassettes/x.jsonl'),
        'cassettes/x.jsonl',
      );
      outcomes.push(outcome.ok ? 'read' : 'refused');
    }
    recordReliability({
      section: 'inputs',
      subject: 'cassette v1/v2',
      case: 'every field systematically',
      tried: outcomes.length,
      planned: contents.length,
      accountedFor: countBy(outcomes),
      outcome: 'ConfigError naming file, line and field; no uncaught exception',
    });
  });
});

describe('a recorded model that cannot reach the agent', () => {
  // The name goes to the agent in OPENAI_MODEL. A spawned agent cannot start with it (E2BIG, or a
  // NUL the system refuses): exit 1. The agent in Verdict's process starts, but the commands it runs
  // inherit the variable and cannot: their tool results differ from the recording, so the replay
  // diverges, exit 2. Either way the run is an error, never a crash.
  it.each([
    { agent: 'spawned', env: { VERDICT_SPAWN_AGENT: '1' }, codes: [1], reason: /cannot start/ },
    { agent: 'in-process', env: {}, codes: [2], reason: /could not start/ },
  ])(
    'a huge or NUL-holding model name ($agent agent): the run errors, exit $codes, not a crash',
    async ({ env, codes, reason }) => {
      const lines = linesOf(seeds['cassette v2'][0] as string);
      const call = JSON.parse(lines[1] as string) as { request: { model: string } };
      const file = path.join(suiteDir, 'cassettes', `${TASK}.jsonl`);
      for (const model of ['🙂'.repeat(100_000), 'gpt\u0000x']) {
        call.request.model = model;
        const text = [lines[0], JSON.stringify(call), ...lines.slice(2)].join('\n');
        // Still a cassette: the writer wrote what the agent sent, and the reader gives it back.
        expect(parseCassette(text, 'x.jsonl').calls[0]?.fingerprint.model).toBe(model);
        await writeFile(file, text);
        const out = path.join(root, 'model-out');
        await rm(out, { recursive: true, force: true });
        const result = await runCliInProcess(
          [
            'run',
            suiteDir,
            '--mode',
            'replay',
            '--tasks',
            TASK,
            '--yes',
            '--allow-write',
            '--allow-process',
            '--out',
            out,
          ],
          { cwd: root, env: { PATH: process.env.PATH, ...env } },
        );
        expectCliNoCrash(result, codes);
        const record = JSON.parse(
          (await readFile(path.join(out, 'runs.jsonl'), 'utf8')).trim(),
        ) as {
          status: string;
          reason?: string;
        };
        expect(record.status).toBe('error');
        expect(record.reason).toMatch(reason);
      }
    },
  );
});

describe('cassettes through the CLI', () => {
  const cassetteFile = (): string => path.join(suiteDir, 'cassettes', `${TASK}.jsonl`);
  const anyFormat = fc
    .constantFrom('cassette v1' as const, 'cassette v2' as const)
    .chain((format) =>
      fc.constantFrom(seeds[format][0] as string).chain((text) =>
        fc.oneof(
          lineMutated(text),
          truncatedText(text),
          damagedLines(linesOf(text)).map((d) => d.text),
        ),
      ),
    );

  it('verdict run --mode replay: exit 2 naming the cassette and field when it is broken; no crash otherwise', async () => {
    const tally = await fuzzAsync(
      anyFormat,
      async (content) => {
        await writeFile(cassetteFile(), content);
        const oracle = await loadOrRefusal(() => readCassette(cassetteFile()), cassetteFile());
        const out = path.join(root, 'replay-out');
        await rm(out, { recursive: true, force: true });
        const result = await runCliInProcess(
          [
            'run',
            suiteDir,
            '--mode',
            'replay',
            '--tasks',
            TASK,
            '--yes',
            '--allow-write',
            '--allow-process',
            '--out',
            out,
          ],
          { cwd: root, env: { PATH: process.env.PATH } },
        );
        if (oracle.ok) {
          // Still a cassette: it replays, or diverges (2), or the run errors (1).
          expectCliNoCrash(result, [0, 1, 2]);
          return `still a cassette: exit ${result.code}`;
        }
        expectCliRefusal(result, 2, path.join('smoke-coding', 'cassettes', `${TASK}.jsonl`));
        for (const problem of oracle.error.problems.slice(0, 5)) {
          expect(result.stderr).toContain(`${problem.field}: ${problem.message}`);
        }
        await expect(readFile(path.join(out, 'runs.jsonl'))).rejects.toThrow();
        return 'refused, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    expect(tally.accountedFor['refused, exit 2']).toBeGreaterThan(0);
    recordReliability({
      section: 'inputs',
      subject: 'cassette v1/v2',
      case: 'through the CLI (run --mode replay)',
      ...tally,
      outcome: 'exit 2 naming file, line and field; nothing ran',
    });
  });

  it('verdict ci and verdict cassette upgrade: exit 2 naming the broken cassette', async () => {
    const tally = await fuzzAsync(
      fc.oneof(
        fc
          .constantFrom(seeds['cassette v1'][0] as string)
          .chain((text) => fc.oneof(lineMutated(text), truncatedText(text))),
        randomBytes,
      ),
      async (content) => {
        await writeFile(cassetteFile(), content);
        const oracle = await loadOrRefusal(() => readCassette(cassetteFile()), cassetteFile());
        // A cassette that still reads would be replayed: only refused ones go through the CLI.
        fc.pre(!oracle.ok);
        const ci = await runCliInProcess(['ci', '--suite-dir', root, '--yes'], {
          cwd: root,
          env: { PATH: process.env.PATH },
        });
        expectCliRefusal(ci, 2, `${TASK}.jsonl`);
        const upgradeDir = path.join(root, 'upgrade');
        await mkdir(upgradeDir, { recursive: true });
        await writeFile(path.join(upgradeDir, `${TASK}.jsonl`), content);
        const upgrade = await runCliInProcess(['cassette', 'upgrade', 'upgrade'], { cwd: root });
        expectCliRefusal(upgrade, 2, `${TASK}.jsonl`);
        // Refused for what the reader found, not for something else that went wrong.
        for (const problem of oracle.error.problems.slice(0, 5)) {
          expect(ci.stderr).toContain(`${problem.field}: ${problem.message}`);
          expect(upgrade.stderr).toContain(`${problem.field}: ${problem.message}`);
        }
        // Left as it was.
        expect(await readFile(path.join(upgradeDir, `${TASK}.jsonl`))).toEqual(
          Buffer.isBuffer(content) ? content : Buffer.from(content),
        );
        await expect(
          upgradeCassette(path.join(upgradeDir, `${TASK}.jsonl`), { secrets: [] }),
        ).rejects.toThrow(/problem/);
        return 'refused by both, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'cassette v1/v2',
      case: 'through the CLI (ci, cassette upgrade)',
      ...tally,
      outcome: 'exit 2 naming the cassette and its problems; file left as it was',
    });
  });
});
