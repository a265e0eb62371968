import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { lazySchema, lazySchemasBuilt } from '../../src/json/lazy-schema.js';
import { planOf } from '../../src/json/plan-from-zod.js';
import { runCliInProcess, REPO_ROOT } from '../helpers/run-cli.js';

describe('lazySchema', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('builds its schema on first use, once, and is used like it', () => {
    let builds = 0;
    const Point = lazySchema(() => {
      builds += 1;
      return z.strictObject({ x: z.number().int(), y: z.number().int().optional() });
    });
    const Shape = lazySchema(() =>
      z
        .discriminatedUnion('kind', [
          z.strictObject({ kind: z.literal('dot'), at: Point }),
          z.strictObject({ kind: z.literal('line'), from: Point, to: Point }),
        ])
        .describe('A dot or a line.'),
    );
    expect(builds).toBe(0);
    expect(Shape.parse({ kind: 'line', from: { x: 1 }, to: { x: 2, y: 3 } })).toEqual({
      kind: 'line',
      from: { x: 1 },
      to: { x: 2, y: 3 },
    });
    expect(builds).toBe(1);
    expect(Point instanceof z.ZodObject).toBe(true);
    expect(Object.keys(Point.shape)).toEqual(['x', 'y']);
    expect(Point.extend({ z: z.number() }).safeParse({ x: 1, z: 2 }).success).toBe(true);
    expect(Shape.safeParse({ kind: 'dot', at: { x: 0.5 } }).error?.issues[0]?.path).toEqual([
      'at',
      'x',
    ]);
    // The description given inside the builder reaches the JSON Schema.
    expect(z.toJSONSchema(Shape)).toMatchObject({ description: 'A dot or a line.' });
    expect(builds).toBe(1);
  });

  it('answers parse and safeParse from its plan without building, and asks zod otherwise', () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return z.strictObject({ name: z.string().min(1), tags: z.array(z.string()).optional() });
    };
    const plan = planOf(build());
    builds = 0;
    const Named = lazySchema(build, plan);
    expect(Named.parse({ tags: ['a'], name: 'n' })).toEqual({ name: 'n', tags: ['a'] });
    expect(Object.keys(Named.parse({ tags: ['a'], name: 'n' }))).toEqual(['name', 'tags']);
    expect(Named.safeParse({ name: 'n' })).toEqual({ success: true, data: { name: 'n' } });
    expect(builds).toBe(0);
    const invalid = Named.safeParse({ name: '' });
    expect(invalid.success).toBe(false);
    expect(invalid.error?.issues[0]?.path).toEqual(['name']);
    expect(builds).toBe(1);
    expect(() => Named.parse({ name: 'n', extra: 1 })).toThrow(/Unrecognized key/);
  });

  it('builds no schema for a replayed run of a bundled suite', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-lazy-'));
    dirs.push(dir);
    const before = lazySchemasBuilt();
    const result = await runCliInProcess(
      [
        'run',
        path.join(REPO_ROOT, 'fixtures', 'eval', 'smoke-coding'),
        '--mode',
        'replay',
        '--k',
        '1',
        '--allow-write',
        '--allow-process',
        '--yes',
        '--out',
        path.join(dir, 'out'),
      ],
      { cwd: dir, env: process.env },
    );
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^COMPLETE: \d+\/\d+ judged runs passed/);
    expect(lazySchemasBuilt() - before).toBe(0);
  });
});
