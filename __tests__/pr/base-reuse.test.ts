/**
 * The store of reused base results (SPEC §7): the key covers every part (fast-check), a stored
 * entry is found only for exactly its parts and within the maximum age, a reused directory says
 * where its results came from, and storing replaces, prunes and never shows half an entry.
 */
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  copyReused,
  countStoredSince,
  findReusable,
  pruneStore,
  readReused,
  reuseKeyOf,
  storeReusable,
  type ReuseKeyParts,
} from '../../src/pr/base-reuse.js';
import { parseReuseMaxAge } from '../../src/pr/reuse-max-age.js';
import { CommentModelSchema } from '../../src/pr/comment-model.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { COMPLETE, makeComparison, makeLiveTask, makeModel } from './comment-fixtures.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const DAY = 86_400_000;

const PARTS: ReuseKeyParts = {
  commit: 'a'.repeat(40),
  suiteId: 'smoke-coding',
  suiteVersion: '1.0.0',
  harnessVersion: '0.1.0',
  configHash: 'f39049a473a0',
  agents: [{ name: 'agent-under-test', command: ['node', 'agent.js'] }],
  provider: '127.0.0.1:4000',
  upstreams: { openai: 'http://127.0.0.1:4000/v1' },
  model: 'gpt-test',
  k: 5,
  seed: 0,
  grants: ['process', 'write'],
  extra: '{"setup":"npm ci"}',
};

/** Each part changed on its own, to a value it never has in PARTS. */
const CHANGES: Array<[string, (parts: ReuseKeyParts) => ReuseKeyParts]> = [
  ['commit', (p) => ({ ...p, commit: 'b'.repeat(40) })],
  ['suiteId', (p) => ({ ...p, suiteId: 'other' })],
  ['suiteVersion', (p) => ({ ...p, suiteVersion: '1.0.1' })],
  ['harnessVersion', (p) => ({ ...p, harnessVersion: '0.2.0' })],
  ['configHash', (p) => ({ ...p, configHash: '000000000000' })],
  [
    'agent command',
    (p) => ({ ...p, agents: [{ name: 'agent-under-test', command: ['node', 'b.js'] }] }),
  ],
  ['provider', (p) => ({ ...p, provider: 'example.test' })],
  ['upstream', (p) => ({ ...p, upstreams: { openai: 'http://127.0.0.1:4001/v1' } })],
  ['model', (p) => ({ ...p, model: 'gpt-other' })],
  ['k', (p) => ({ ...p, k: 6 })],
  ['seed', (p) => ({ ...p, seed: 1 })],
  ['shard', (p) => ({ ...p, shard: '1/2' })],
  ['tasks', (p) => ({ ...p, tasks: ['fix-add'] })],
  ['grants', (p) => ({ ...p, grants: ['write'] })],
  ['rates', (p) => ({ ...p, rates: { input: 1, output: 2 } })],
  ['extra (setup)', (p) => ({ ...p, extra: '{"setup":"npm install"}' })],
];

async function reportDir(): Promise<string> {
  const dir = await makeTempDir();
  await writeFile(path.join(dir, 'report.json'), '{"report":1}\n');
  await writeFile(path.join(dir, 'runs.jsonl'), '{"run":1}\n');
  await writeFile(path.join(dir, 'report.md'), '# report\n');
  await mkdir(path.join(dir, 'kept-run'));
  return dir;
}

describe('reuseKeyOf', () => {
  it('changes with every part of the key', () => {
    const keys = new Set([
      reuseKeyOf(PARTS),
      ...CHANGES.map(([, change]) => reuseKeyOf(change(PARTS))),
    ]);
    expect(keys.size).toBe(CHANGES.length + 1);
  });

  it('does not depend on the order of the object keys, and differs for any differing model or k', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(100), fc.nat(100), (m1, m2, k1, k2) => {
        const a = reuseKeyOf({ ...PARTS, model: m1, k: k1 });
        const reversed = Object.fromEntries(
          Object.entries({ ...PARTS, model: m1, k: k1 }).reverse(),
        ) as ReuseKeyParts;
        expect(reuseKeyOf(reversed)).toBe(a);
        if (m1 !== m2 || k1 !== k2) expect(reuseKeyOf({ ...PARTS, model: m2, k: k2 })).not.toBe(a);
      }),
    );
  });
});

describe('the store', () => {
  it('finds what was stored for exactly these parts, and copies it with reused.json', async () => {
    const store = await makeTempDir();
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const key = await storeReusable(store, PARTS, await reportDir(), {
      runId: 'run-1',
      origin: 'https://github.com/acme/agent/actions/runs/7',
      maxAgeMs: 7 * DAY,
      now,
    });
    expect(key).toBe(reuseKeyOf(PARTS));
    // Top-level files only, plus the entry.
    expect((await readdir(path.join(store, key))).sort()).toEqual([
      'entry.json',
      'report.json',
      'report.md',
      'runs.jsonl',
    ]);
    for (const [what, change] of CHANGES) {
      const other = await findReusable(store, change(PARTS), 7 * DAY, now);
      expect(other.found, what).toBe(false);
    }
    const found = await findReusable(store, PARTS, 7 * DAY, now + 6 * DAY);
    expect(found.found).toBe(true);
    if (!found.found) return;
    const out = path.join(await makeTempDir(), 'out');
    await copyReused(found, out);
    expect(await readFile(path.join(out, 'runs.jsonl'), 'utf8')).toBe('{"run":1}\n');
    expect(await readReused(out)).toEqual({
      schemaVersion: 1,
      key,
      commit: PARTS.commit,
      runId: 'run-1',
      storedAt: '2026-11-30T12:00:00.000Z',
      origin: 'https://github.com/acme/agent/actions/runs/7',
    });
    expect(await readReused(await makeTempDir())).toBeUndefined();
  });

  it('refuses stored results that are too old, dated in the future, or edited to other parts', async () => {
    const store = await makeTempDir();
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const key = await storeReusable(store, PARTS, await reportDir(), {
      runId: 'run-1',
      maxAgeMs: 7 * DAY,
      now,
    });
    const why = async (at: number): Promise<string> => {
      const lookup = await findReusable(store, PARTS, 7 * DAY, at);
      return lookup.found ? 'found' : lookup.why;
    };
    expect(await why(now + 8 * DAY)).toContain('older than allowed');
    expect(await why(now - DAY)).toContain('future');
    const file = path.join(store, key, 'entry.json');
    const entry = JSON.parse(await readFile(file, 'utf8')) as { parts: ReuseKeyParts };
    entry.parts.model = 'something-else';
    await writeFile(file, JSON.stringify(entry));
    expect(await why(now)).toContain('does not match');
    await writeFile(file, 'not json');
    expect((await findReusable(store, PARTS, 7 * DAY, now)).found).toBe(false);
  });

  it('replaces an entry of the same key, prunes old ones and abandoned staging', async () => {
    const store = await makeTempDir();
    const day0 = Date.parse('2026-11-20T00:00:00.000Z');
    await storeReusable(store, CHANGES[0]![1](PARTS), await reportDir(), {
      runId: 'old',
      maxAgeMs: 7 * DAY,
      now: day0,
    });
    await storeReusable(store, PARTS, await reportDir(), {
      runId: 'first',
      maxAgeMs: 7 * DAY,
      now: day0 + 9 * DAY,
    });
    const later = day0 + 10 * DAY;
    await storeReusable(store, PARTS, await reportDir(), {
      runId: 'second',
      maxAgeMs: 7 * DAY,
      now: later,
    });
    const names = (await readdir(store)).sort();
    // The 10-day-old entry was pruned; the same key holds only the newer results.
    expect(names).toEqual([reuseKeyOf(PARTS)]);
    const found = await findReusable(store, PARTS, 7 * DAY, later);
    expect(found.found && found.entry.runId).toBe('second');
    expect(await countStoredSince(store, later)).toBe(1);
    expect(await countStoredSince(store, later + 1)).toBe(0);

    // A maximum age of 0 stores without pruning what is there.
    await storeReusable(store, CHANGES[1]![1](PARTS), await reportDir(), {
      runId: 'zero',
      maxAgeMs: 0,
      now: later + 30 * DAY,
    });
    expect(await readdir(store)).toHaveLength(2);

    const abandoned = path.join(store, '.staging-abandoned');
    const fresh = path.join(store, '.staging-in-progress');
    await mkdir(abandoned);
    await mkdir(fresh);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await utimes(abandoned, twoDaysAgo, twoDaysAgo);
    await pruneStore(store, 7 * DAY);
    const left = await readdir(store);
    expect(left).toContain('.staging-in-progress');
    expect(left).not.toContain('.staging-abandoned');
  });
});

describe('parseReuseMaxAge', () => {
  it.each([
    ['7d', 7 * DAY],
    ['36h', 36 * 3_600_000],
    ['90m', 90 * 60_000],
    ['45s', 45_000],
    ['1.5d', 1.5 * DAY],
    ['0', 0],
  ])('%s', (text, ms) => expect(parseReuseMaxAge(text)).toBe(ms));

  it.each(['7', 'a week', '-1d', '7w', '', '400d'])('refuses %j', (text) => {
    expect(() => parseReuseMaxAge(text, 'reuse-base-max-age')).toThrow(/reuse-base-max-age/);
  });
});

describe('the comment', () => {
  it('says whose base results were reused, from when and where', async () => {
    const model = CommentModelSchema.shape.sections.parse(
      makeModel({
        sections: [
          {
            mode: 'live',
            suites: [
              {
                suiteId: 'smoke-coding',
                base: {
                  ...COMPLETE,
                  reused: {
                    runId: '2026-11-30T12-00-00Z-a1b2c3',
                    storedAt: '2026-11-30T12:00:41.000Z',
                    origin: 'https://github.com/acme/agent/actions/runs/41',
                  },
                },
                head: COMPLETE,
                comparison: makeComparison({
                  mode: 'live',
                  tasks: [makeLiveTask('fix-add', [5, 5], [5, 5])],
                }),
              },
            ],
          },
        ],
      }).sections,
    );
    const body = renderComment(makeModel({ sections: model }));
    expect(body).toContain(
      '**Base reused:** the live base results of run `2026-11-30T12-00-00Z-a1b2c3`, made 2026-11-30 12:00 UTC ([workflow run](https://github.com/acme/agent/actions/runs/41)), for the same base commit',
    );
    await expect(body).toMatchFileSnapshot('__snapshots__/base-reused.md');
  });

  it('shows an origin that is not a web link as escaped text', () => {
    const model = makeModel({
      sections: [
        {
          mode: 'live',
          suites: [
            {
              suiteId: 's',
              base: {
                ...COMPLETE,
                reused: {
                  runId: 'r `x`',
                  storedAt: '2026-11-30T12:00:41.000Z',
                  origin: 'javascript:alert(1) @team',
                },
              },
              head: COMPLETE,
            },
          ],
        },
      ],
    });
    const body = renderComment(model);
    expect(body).not.toContain('](javascript:');
    expect(body).not.toMatch(/(^|[^\\`])@team/);
  });
});
