import { describe, expect, it } from 'vitest';
import { decideEffect } from '../../src/agent/policy.js';

describe('decideEffect', () => {
  it('grants what allow lists, in every mode', () => {
    for (const mode of ['ask', 'auto', 'full'] as const) {
      expect(decideEffect({ mode, allow: ['write'] }, 'write')).toBe('granted');
    }
  });

  it('in ask mode denies an ungranted effect after an approval request', () => {
    expect(decideEffect({ mode: 'ask', allow: [] }, 'write')).toBe('approval-denied');
    expect(decideEffect({ mode: 'ask' }, 'process')).toBe('approval-denied');
  });

  it('in auto mode refuses an ungranted effect without asking', () => {
    expect(decideEffect({ mode: 'auto', allow: ['write'] }, 'process')).toBe('refused');
  });

  it('in full mode grants every effect', () => {
    expect(decideEffect({ mode: 'full', allow: [] }, 'process')).toBe('granted');
    expect(decideEffect({ mode: 'full' }, 'external')).toBe('granted');
  });

  it('readOnly denies write and process whatever allow or mode say', () => {
    const allow = ['write', 'process'] as const;
    expect(decideEffect({ mode: 'full', allow: [...allow], readOnly: true }, 'write')).toBe(
      'refused',
    );
    expect(decideEffect({ mode: 'auto', allow: [...allow], readOnly: true }, 'process')).toBe(
      'refused',
    );
    expect(decideEffect({ mode: 'ask', allow: [...allow], readOnly: true }, 'write')).toBe(
      'approval-denied',
    );
    expect(decideEffect({ mode: 'auto', allow: ['analysis'], readOnly: true }, 'analysis')).toBe(
      'granted',
    );
  });
});
