import { describe, expect, it } from 'vitest';
import { BRIDGE_FAILED_EXIT, BRIDGE_FAILED_MESSAGE } from '../../src/sandbox/bridge.js';
import { noContainment } from '../../src/sandbox/none.js';
import { createRunBox, limitHitBy } from '../../src/sandbox/run-box.js';
import { DEFAULT_LIMITS } from '../../src/sandbox/sandbox.js';
import { signalOfExitStatus } from '../../src/process/containment.js';

const LIMITS = { memoryMb: 256, processes: 32, cpuSeconds: 10 };

describe('limitHitBy', () => {
  it('names the CPU limit from SIGXCPU, which a box reports as 128 + 24', () => {
    expect(limitHitBy(LIMITS, { signal: 'SIGXCPU', exitCode: null, stderr: '' })).toBe(
      'cpuSeconds 10',
    );
    expect(signalOfExitStatus(152)).toBe('SIGXCPU');
    expect(signalOfExitStatus(137)).toBe('SIGKILL');
    expect(signalOfExitStatus(1)).toBeUndefined();
    expect(limitHitBy(LIMITS, { signal: 'SIGKILL', exitCode: null, stderr: '' })).toBeUndefined();
  });

  it('names the memory limit from what programs print when an allocation is refused', () => {
    for (const said of [
      'RangeError: Array buffer allocation failed',
      'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
      'MemoryError',
      'std::bad_alloc',
      'memory allocation of 1048576 bytes failed',
    ]) {
      expect(limitHitBy(LIMITS, { signal: null, exitCode: 1, stderr: said })).toBe('memoryMb 256');
    }
    // A command that succeeded hit nothing, whatever it printed.
    expect(
      limitHitBy(LIMITS, { signal: null, exitCode: 0, stderr: 'out of memory' }),
    ).toBeUndefined();
  });
});

describe('createRunBox', () => {
  it('remembers the first start failure, the bridge’s own included', () => {
    const box = createRunBox('bwrap', noContainment, DEFAULT_LIMITS);
    expect(box.failure).toBeUndefined();
    expect(
      box.startFailure({
        argv: ['node'],
        status: '',
        stderr: `${BRIDGE_FAILED_MESSAGE}\n`,
        exitCode: BRIDGE_FAILED_EXIT,
      }),
    ).toEqual({ by: 'sandbox', message: BRIDGE_FAILED_MESSAGE });
    expect(box.failure).toBe(BRIDGE_FAILED_MESSAGE);
  });

  it('reports no limit for the none backend, which enforces none', () => {
    const box = createRunBox('none', noContainment, LIMITS);
    expect(box.limitHit({ signal: 'SIGXCPU', exitCode: null, stderr: '' })).toBeUndefined();
  });
});
