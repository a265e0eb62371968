/**
 * The run record's `agent` (SPEC §6 `verdict add`): the agent entry's name and the config file it
 * came from. Records written before it existed still load; a record names its config by a sha256.
 */
import { describe, expect, it } from 'vitest';
import { RunRecordSchema } from '../../src/run-dir/record-schema.js';
import { makeRecord } from '../report/run-records.js';

const SHA256 = 'a'.repeat(64);

describe('RunRecordSchema agent', () => {
  it('loads a record written before records named their agent', () => {
    const old = JSON.parse(JSON.stringify(makeRecord('t1', 1, 'pass'))) as Record<string, unknown>;
    expect('agent' in old).toBe(false);
    expect(RunRecordSchema.parse(old).agent).toBeUndefined();
  });

  it('keeps the agent name and its config path and hash', () => {
    const agent = {
      name: 'codex',
      configFile: { path: 'evals/verdict.config.json', sha256: SHA256 },
    };
    expect(RunRecordSchema.parse({ ...makeRecord('t1', 1, 'pass'), agent }).agent).toEqual(agent);
  });

  it('names the built-in agent with no config file', () => {
    const record = RunRecordSchema.parse({
      ...makeRecord('t1', 1, 'pass'),
      agent: { name: 'builtin' },
    });
    expect(record.agent).toEqual({ name: 'builtin' });
  });

  it('refuses a hash that is not a sha256, and unknown keys', () => {
    const base = makeRecord('t1', 1, 'pass');
    const bad = [
      { name: 'codex', configFile: { path: 'verdict.config.json', sha256: 'abc' } },
      { name: 'codex', configFile: { path: 'verdict.config.json', sha256: SHA256.toUpperCase() } },
      { name: '' },
      { name: 'codex', command: ['codex'] },
    ];
    for (const agent of bad)
      expect(RunRecordSchema.safeParse({ ...base, agent }).success).toBe(false);
  });
});
