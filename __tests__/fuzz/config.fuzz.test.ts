/**
 * Fuzzing verdict.config.json through the real loader (`loadConfig`) and the step every run takes
 * next (`resolveSuiteAgents`: the default agent and each task's agent, looked up by name), then
 * through the CLI (`verdict run --config FILE`). Seeds: the example agents' configs and one that
 * uses every key. A broken config is a ConfigError naming the file and the field (exit 2).
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { resolveSuiteAgents } from '../../src/cli/evaluation/agents.js';
import type { CliIo } from '../../src/cli/io.js';
import { loadSuiteOrThrow, type LoadedSuite } from '../../src/suite/load-suite.js';
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

const FULL_CONFIG = {
  $schema: '../schema/verdict.config.schema.json',
  agents: {
    mine: {
      command: ['./agents/mine.mjs', '--quiet'],
      env: { MINE_LOG: '0' },
      answerFrom: 'stdout',
      config: { temperature: 0, limits: { maxContextChars: 32_000 } },
    },
    other: { command: ['node', 'other.mjs'] },
  },
  default: 'mine',
  provider: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKeyEnv: 'OPENAI_API_KEY' },
  providers: {
    anthropic: { baseUrl: 'http://127.0.0.1:9', apiKeyEnv: 'ANTHROPIC_API_KEY' },
    gemini: { apiKeyEnv: 'GEMINI_API_KEY' },
  },
  config: { limits: { maxContextChars: 64_000 }, compaction: { threshold: 0.8 } },
};

/** Cases whose tasks name the agents `other`, `toString` and `constructor` (found only if the config has them). */
const CASES = [
  { name: 'default agent', prompt: 'Say hello.' },
  { name: 'named agent', agent: 'other', prompt: 'Say hello.' },
];
const PROTOTYPE_NAMED_CASES = [
  { name: 'to string', agent: 'toString', prompt: 'Say hello.' },
  { name: 'constructor', agent: 'constructor', prompt: 'Say hello.' },
];

let root: string;
const seeds: unknown[] = [FULL_CONFIG];
let suite: LoadedSuite;
let prototypeNamedSuite: LoadedSuite;
let io: CliIo;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-fuzz-config-'));
  const examples = path.join(REPO_ROOT, 'examples/agents');
  for (const name of await readdir(examples)) {
    const file = path.join(examples, name, 'verdict.config.json');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) seeds.push(JSON.parse(text));
  }
  expect(seeds.length).toBeGreaterThan(3);
  await writeFile(path.join(root, 'cases.json'), JSON.stringify(CASES));
  await writeFile(path.join(root, 'prototype-names.json'), JSON.stringify(PROTOTYPE_NAMED_CASES));
  suite = await loadSuiteOrThrow('cases.json', { cwd: root });
  prototypeNamedSuite = await loadSuiteOrThrow('prototype-names.json', { cwd: root });
  io = {
    stdout: { write: () => true },
    stderr: { write: () => true },
    cwd: root,
    env: { PATH: process.env.PATH, HOME: root },
    packageRoot: REPO_ROOT,
  };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const seed = fc.integer({ min: 0, max: 10 }).map((index) => seeds[index % seeds.length]);
const generations: Record<string, () => fc.Arbitrary<string | Buffer>> = {
  'arbitrary JSON': () => awkwardJson.map((value) => JSON.stringify(value) ?? 'null'),
  'one field mutated': () => seed.chain((document) => mutatedText(document, 2)),
  truncated: () => seed.chain((document) => truncatedText(JSON.stringify(document, null, 2))),
  'random bytes': () => randomBytes,
  'invalid UTF-8': () =>
    seed.chain((document) => withInvalidUtf8(JSON.stringify(document, null, 2))),
};

/** Loads the config and resolves the agents of both suites: success, or a ConfigError naming the config (or the suite). */
async function loadAndResolve(file: string): Promise<boolean> {
  const loaded = await loadOrRefusal(() => loadConfig(root, file), file);
  if (!loaded.ok) return false;
  for (const target of [suite, prototypeNamedSuite]) {
    const resolved = await loadOrRefusal(
      () => resolveSuiteAgents(loaded.value, io, target),
      target.file,
    );
    if (!resolved.ok) {
      for (const problem of resolved.error.problems) expect(problem.field).toBe('agent');
      continue;
    }
    for (const task of target.tasks) {
      const agent = resolved.value.agentOf(task);
      expect(Array.isArray(agent.spec.command)).toBe(true);
      expect(agent.configHash).toMatch(/^[0-9a-f]{16}$/);
    }
  }
  return true;
}

describe('verdict.config.json', () => {
  for (const [generation, make] of Object.entries(generations)) {
    it(`${generation}: loaded and resolved, or refused naming the file and the field`, async () => {
      const tally = await fuzzAsync(make(), async (content) => {
        await writeFile(path.join(root, 'verdict.config.json'), content);
        return (await loadAndResolve('verdict.config.json')) ? 'loaded' : 'refused';
      });
      expect(tally.accountedFor.refused).toBeGreaterThan(0);
      recordReliability({
        section: 'inputs',
        subject: 'verdict.config.json',
        case: generation,
        ...tally,
        outcome: 'ConfigError naming file and field; no uncaught exception',
      });
    });
  }

  it('every field set to deep nesting, huge numbers, a prototype name: loaded or refused', async () => {
    const texts = seeds.slice(0, 2).flatMap((document) => systematicMutations(document));
    const outcomes: string[] = [];
    for (const { text } of texts) {
      await writeFile(path.join(root, 'verdict.config.json'), text);
      // A crash, or a refusal that does not name the file, fails here.
      outcomes.push((await loadAndResolve('verdict.config.json')) ? 'loaded' : 'refused');
    }
    recordReliability({
      section: 'inputs',
      subject: 'verdict.config.json',
      case: 'every field systematically',
      tried: outcomes.length,
      planned: texts.length,
      accountedFor: countBy(outcomes),
      outcome: 'ConfigError naming file and field; no uncaught exception',
    });
  });

  it('an agent named like an Object method ("constructor", "toString") is unknown, not a crash', async () => {
    await writeFile(
      path.join(root, 'proto.json'),
      JSON.stringify({ agents: {}, default: 'constructor' }),
    );
    const outcome = await loadOrRefusal(() => loadConfig(root, 'proto.json'), 'proto.json');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.problems[0]).toMatchObject({ field: 'default' });
    await writeFile(path.join(root, 'proto.json'), JSON.stringify({ agents: {} }));
    const loaded = await loadConfig(root, 'proto.json');
    const resolved = await loadOrRefusal(
      () => resolveSuiteAgents(loaded, io, prototypeNamedSuite),
      'prototype-names.json',
    );
    expect(resolved.ok).toBe(false);
  });

  it('through the CLI: verdict run --config with a broken config exits 2 naming it; nothing runs', async () => {
    const tally = await fuzzAsync(
      fc.oneof(generations['one field mutated']!(), generations.truncated!()),
      async (content) => {
        await writeFile(path.join(root, 'broken.config.json'), content);
        const loaded = await loadOrRefusal(
          () => loadConfig(root, 'broken.config.json'),
          'broken.config.json',
        );
        // A valid config would start its agent: only refused ones go through the CLI.
        fc.pre(!loaded.ok);
        const out = path.join(root, 'out');
        const result = await runCliInProcess(
          [
            'run',
            'cases.json',
            '--config',
            'broken.config.json',
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
        expectCliRefusal(result, 2, 'broken.config.json');
        // Refused for what the loader found: each of its problems, field and message.
        for (const problem of loaded.error.problems) {
          expect(result.stderr).toContain(`${problem.field}: ${problem.message}`);
        }
        await expect(readFile(path.join(out, 'runs.jsonl'))).rejects.toThrow();
        return 'refused, exit 2';
      },
      FUZZ_CLI_RUNS,
    );
    recordReliability({
      section: 'inputs',
      subject: 'verdict.config.json',
      case: 'through the CLI (run --config)',
      ...tally,
      outcome: 'exit 2 naming the file and each problem; nothing ran',
    });
  });
});
