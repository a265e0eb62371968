import { describe, expect, it } from 'vitest';
import {
  compactionCondition,
  compactionSettingsOf,
  describeCompaction,
} from '../../src/run-dir/compaction-settings.js';

describe('compactionSettingsOf', () => {
  it('fills in the built-in agent defaults, and reads its overrides', () => {
    expect(compactionSettingsOf([{ name: 'builtin', config: {} }])).toEqual({
      maxContextChars: 120000,
      threshold: 0.8,
      keepRecentMessages: 6,
    });
    expect(
      compactionSettingsOf([
        {
          name: 'builtin',
          config: { compaction: { threshold: 0.6 }, limits: { maxContextChars: 4000 } },
        },
      ]),
    ).toEqual({ maxContextChars: 4000, threshold: 0.6, keepRecentMessages: 6 });
  });

  it('reads only the keys a command agent names, and nothing when it names none', () => {
    expect(
      compactionSettingsOf([{ name: 'codex', config: { compaction: { threshold: 0.5 } } }]),
    ).toEqual({
      threshold: 0.5,
    });
    expect(compactionSettingsOf([{ name: 'codex', config: { model: 'x' } }])).toBeUndefined();
    expect(compactionCondition([{ name: 'codex', config: undefined }])).toEqual({});
  });

  it('gives nothing when the agents of one suite disagree', () => {
    expect(
      compactionSettingsOf([
        { name: 'builtin', config: {} },
        { name: 'builtin', config: { compaction: { threshold: 0.5 } } },
      ]),
    ).toBeUndefined();
  });

  it('describes settings for a reason', () => {
    expect(describeCompaction({ threshold: 0.5 })).toBe('threshold 0.5');
    expect(describeCompaction(undefined)).toBe('not recorded');
  });
});
