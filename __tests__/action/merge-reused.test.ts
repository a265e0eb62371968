/**
 * The merge job's comment says the base was reused only when every shard that ran the suite
 * reused its slice, and then from the oldest of their dates.
 */
import { describe, expect, it } from 'vitest';
import { reusedByEveryShard } from '../../src/action/shards.js';
import type { CommentModel, SideOutcome } from '../../src/pr/comment-model.js';
import { COMPLETE, makeModel } from '../pr/comment-fixtures.js';

function shard(base: SideOutcome, suiteId = 'smoke'): CommentModel {
  return makeModel({
    sections: [{ mode: 'live', suites: [{ suiteId, base, head: COMPLETE }] }],
  });
}

const reused = (runId: string, storedAt: string): SideOutcome => ({
  ...COMPLETE,
  reused: { runId, storedAt },
});

describe('reusedByEveryShard', () => {
  it('is the oldest reuse when every shard that ran the suite reused its slice', () => {
    const shards = [
      shard(reused('b', '2026-11-30T12:00:00.000Z')),
      shard(reused('a', '2026-11-29T08:00:00.000Z')),
      shard({ state: 'NOT_RUN', problem: 'setup failed' }),
    ];
    expect(reusedByEveryShard(shards, 'live', 'smoke')).toEqual({
      runId: 'a',
      storedAt: '2026-11-29T08:00:00.000Z',
    });
  });

  it('is nothing when one shard ran its slice again, or for another mode or suite', () => {
    const mixed = [shard(reused('a', '2026-11-29T08:00:00.000Z')), shard(COMPLETE)];
    expect(reusedByEveryShard(mixed, 'live', 'smoke')).toBeUndefined();
    const all = [shard(reused('a', '2026-11-29T08:00:00.000Z'))];
    expect(reusedByEveryShard(all, 'replay', 'smoke')).toBeUndefined();
    expect(reusedByEveryShard(all, 'live', 'other')).toBeUndefined();
  });
});
