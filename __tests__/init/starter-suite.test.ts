import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_AGENTS, type ChosenAgent } from '../../src/init/agent-gallery.js';
import { buildStarterSuite, effectsOf, pickStarterTasks } from '../../src/init/starter-suite.js';
import { BUNDLED_SUITES_DIR } from '../../src/suite/discover-suites.js';
import { SuiteFileSchema, type SuiteFile } from '../../src/suite/schema.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

async function bundled(name: string): Promise<SuiteFile> {
  const file = path.join(REPO_ROOT, BUNDLED_SUITES_DIR, name, 'suite.json');
  return SuiteFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

const codex = GALLERY_AGENTS[0];
if (codex === undefined) throw new Error('the gallery is empty');
const GALLERY: ChosenAgent = { kind: 'gallery', agent: codex };
const BUILTIN: ChosenAgent = { kind: 'builtin' };

describe('the starter suite', () => {
  it('takes the two easy coding tasks of smoke-coding, as they are for the built-in agent', async () => {
    const source = await bundled('smoke-coding');
    const tasks = pickStarterTasks(source, BUILTIN);
    expect(tasks.map((task) => task.id)).toEqual(['fix-add', 'implement-slugify']);
    expect(tasks[0]).toEqual(source.tasks.find((task) => task.id === 'fix-add'));
    expect(effectsOf(tasks)).toEqual(['write', 'process']);
  });

  it('leaves out, for another agent, the verifiers that name the built-in agent’s tools, and the token budget', async () => {
    const source = await bundled('smoke-coding');
    const tasks = pickStarterTasks(source, GALLERY);
    expect(tasks.map((task) => task.id)).toEqual(['fix-add', 'implement-slugify']);
    for (const task of tasks) {
      expect(task.verifiers.map((verifier) => verifier.kind)).toEqual([
        'command',
        'tree-diff-within',
      ]);
      expect(task.budget.maxTokens).toBeUndefined();
      expect(task.budget.maxTurns).toBeGreaterThan(0);
    }
    // The source is not changed by fitting.
    expect(source.tasks[0]?.verifiers.some((verifier) => verifier.kind === 'tool-sequence')).toBe(
      true,
    );
  });

  it('is a valid suite of its own id, which normalizes dates for another agent', async () => {
    const source = await bundled('smoke-coding');
    for (const agent of [BUILTIN, GALLERY]) {
      const suite = buildStarterSuite({ source, tasks: pickStarterTasks(source, agent), agent });
      expect(SuiteFileSchema.safeParse(suite).success).toBe(true);
      expect(suite.suiteId).toBe('starter');
      expect(suite.replayNormalize).toEqual(
        agent.kind === 'builtin' ? undefined : [{ preset: 'dates' }],
      );
    }
  });

  it('takes tasks with a verifier of their outcome from any bundled suite', async () => {
    for (const name of ['tool-sequences', 'long-context', 'long-context-stress']) {
      const source = await bundled(name);
      for (const agent of [BUILTIN, GALLERY]) {
        const tasks = pickStarterTasks(source, agent);
        expect(tasks.length, `${name}`).toBeGreaterThan(0);
        expect(tasks.length).toBeLessThanOrEqual(2);
        const suite = buildStarterSuite({ source, tasks, agent });
        expect(SuiteFileSchema.safeParse(suite).success, name).toBe(true);
      }
    }
  });
});
