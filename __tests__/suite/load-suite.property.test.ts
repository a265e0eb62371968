import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSuite, type LoadSuiteResult } from '../../src/suite/load-suite.js';
import { checkRelativePath } from '../../src/suite/relative-path.js';
import { writeTree } from '../helpers/temp-dir.js';

/** Every rejection is structured: file, field and message are non-empty strings. */
function expectStructured(result: LoadSuiteResult): void {
  if (result.ok) return;
  expect(result.problems.length).toBeGreaterThan(0);
  for (const problem of result.problems) {
    expect(problem.file).toBe('suite.json');
    expect(typeof problem.field).toBe('string');
    expect(problem.field.length).toBeGreaterThan(0);
    expect(typeof problem.message).toBe('string');
    expect(problem.message.length).toBeGreaterThan(0);
    expect(problem.message).not.toMatch(/\n\s+at /); // never a stack trace
    if (problem.subject !== undefined) expect(problem.subject).toMatch(/^(task|case) (#\d+|".*")$/);
  }
}

const baseTask = {
  id: 't',
  prompt: 'p',
  fixture: 'fixture',
  budget: { maxTurns: 1, maxWallMs: 1000 },
  verifiers: [{ kind: 'file-absent', id: 'gone', path: 'x' }],
};

describe('loadSuite never crashes', () => {
  let dir: string;
  beforeAll(async () => {
    // One directory for all runs: rewriting suite.json is much cheaper than a new temp dir each time.
    dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-prop-'));
    await writeTree(dir, { 'fixture/a.txt': 'a' });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('on arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        await writeFile(path.join(dir, 'suite.json'), JSON.stringify(value));
        const result = await loadSuite(dir, { cwd: dir });
        expectStructured(result);
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary values at any field of a valid suite', async () => {
    const fields = fc.constantFrom(
      ['schemaVersion'],
      ['suiteId'],
      ['suiteVersion'],
      ['tasks'],
      ['replayNormalize'],
      ['tasks', 0, 'id'],
      ['tasks', 0, 'fixture'],
      ['tasks', 0, 'budget'],
      ['tasks', 0, 'budget', 'maxTurns'],
      ['tasks', 0, 'policy'],
      ['tasks', 0, 'verifiers'],
      ['tasks', 0, 'verifiers', 0],
      ['tasks', 0, 'verifiers', 0, 'kind'],
      ['tasks', 0, 'verifiers', 0, 'path'],
    );
    await fc.assert(
      fc.asyncProperty(fields, fc.jsonValue(), async (field, value) => {
        const suite: Record<string, unknown> = {
          schemaVersion: 1,
          suiteId: 's',
          suiteVersion: '1.0.0',
          tasks: [structuredClone(baseTask)],
        };
        let target: Record<string | number, unknown> = suite;
        for (const key of field.slice(0, -1)) target = target[key] as typeof target;
        target[field.at(-1)!] = value;
        await writeFile(path.join(dir, 'suite.json'), JSON.stringify(suite));
        expectStructured(await loadSuite(dir, { cwd: dir }));
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary path strings, rejecting every path that is absolute or uses ".."', async () => {
    const segment = fc.constantFrom('..', '.', 'a', 'fixture', '', '~', 'C:', 'b c', '\\', 'é');
    const pathString = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.array(segment, { maxLength: 6 }).map((parts) => parts.join('/')),
      fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
    );
    await fc.assert(
      fc.asyncProperty(pathString, pathString, async (fixture, verifierPath) => {
        const task = structuredClone(baseTask);
        task.fixture = fixture;
        task.verifiers[0]!.path = verifierPath;
        const suite = { schemaVersion: 1, suiteId: 's', suiteVersion: '1.0.0', tasks: [task] };
        await writeFile(path.join(dir, 'suite.json'), JSON.stringify(suite));
        const result = await loadSuite(dir, { cwd: dir });
        expectStructured(result);
        for (const [candidate, field] of [
          [fixture, 'fixture'],
          [verifierPath, 'verifiers[gone].path'],
        ] as const) {
          const escapes = candidate.startsWith('/') || candidate.split('/').includes('..');
          if (escapes) {
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.problems.map((p) => p.field)).toContain(field);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('checkRelativePath', () => {
  it('accepts exactly the relative paths without ".." segments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z0-9._-]{1,8}$/), { minLength: 1, maxLength: 5 }),
        (parts) => {
          const candidate = parts.join('/');
          const verdict = checkRelativePath(candidate, 'suite directory');
          expect(verdict === undefined).toBe(!parts.includes('..'));
        },
      ),
    );
  });

  it('rejects every absolute path', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(checkRelativePath(`/${rest}`, 'x')).toBeDefined();
      }),
    );
  });
});
