import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';

function record(status: RunRecord['status'], retries = 0): RunRecord {
  return {
    format: 'run/v1',
    runId: 'r',
    suiteId: 's',
    taskId: 't',
    repetition: 1,
    seed: 1,
    model: 'm',
    mode: 'live',
    attempts: 1,
    status,
    ...(status === 'pass' ? {} : { reason: 'check: exited 1\nmore' }),
    verifiers: [],
    incidents: [],
    measured: { wallMs: 1500, turns: 1, toolCalls: 0, compactionCalls: 0, retries, events: {} },
    toolCalls: [],
    finalAnswer: null,
    agentExitCode: 0,
  };
}

describe('progress', () => {
  it('prints one plain line per run when not on a terminal', () => {
    let text = '';
    const progress = createProgress({ write: (chunk: string) => (text += chunk) });
    progress.update(record('pass'), 1, 2);
    progress.update(record('fail'), 2, 2);
    progress.finish();
    expect(text).toBe('[1/2] t #1 pass (1.5 s)\n[2/2] t #1 fail: check: exited 1 (1.5 s)\n');
  });

  it('rewrites one live line on a terminal, with counts, retries and an ETA', () => {
    let text = '';
    let clock = 0;
    const progress = createProgress(
      { write: (chunk: string) => (text += chunk), isTTY: true },
      () => clock,
    );
    clock = 10_000;
    progress.update(record('pass', 2), 1, 4);
    expect(text).toBe('\r\u001b[2K1/4 runs · 1 pass · 0 fail · 0 error · 2 retries · ETA 30s');
    clock = 20_000;
    progress.update(record('error'), 2, 4);
    expect(text.endsWith('2/4 runs · 1 pass · 0 fail · 1 error · 2 retries · ETA 20s')).toBe(true);
    progress.finish();
    expect(text.endsWith('\n')).toBe(true);
  });
});
