import { describe, expect, it } from 'vitest';
import type { RunStop } from '../../src/provider/types.js';
import {
  classifyAgentEnd,
  classifyVerified,
  type AgentEndFacts,
} from '../../src/runner/classify-run.js';

const facts = (overrides: Partial<AgentEndFacts> = {}): AgentEndFacts => ({
  end: { outcome: 'exited', exitCode: 0 },
  command: ['my-agent', '--flag'],
  declaredTransient: false,
  maxWallMs: 1000,
  ...overrides,
});

describe('classifyAgentEnd', () => {
  it('an agent that cannot start is an error naming the command and the code', () => {
    expect(
      classifyAgentEnd(facts({ end: { outcome: 'failed-to-start', code: 'ENOENT' } })),
    ).toEqual({
      status: 'error',
      reason: 'the agent `my-agent --flag` cannot start: ENOENT',
      error: { kind: 'agent_start', message: 'the agent `my-agent --flag` cannot start: ENOENT' },
      transient: false,
    });
  });

  it('a cancelled run is an error of kind cancelled, whatever else happened', () => {
    const stop: RunStop = {
      kind: 'replay_divergence',
      call: 2,
      field: 'messages[1].content',
      message: 'diverged',
    };
    expect(
      classifyAgentEnd(facts({ end: { outcome: 'aborted' }, stop, declaredTransient: true })),
    ).toMatchObject({ status: 'error', error: { kind: 'cancelled' }, transient: false });
  });

  it.each([
    'replay_divergence',
    'upstream_unavailable',
    'provider_error',
    'script_exhausted',
  ] as const)('the proxy stopping the run for %s is an error carrying the stop', (kind) => {
    const stops: Record<typeof kind, RunStop> = {
      replay_divergence: { kind: 'replay_divergence', call: 1, field: 'model', message: '' },
      upstream_unavailable: { kind: 'upstream_unavailable', attempts: 4, message: '' },
      provider_error: { kind: 'provider_error', message: '' },
      script_exhausted: { kind: 'script_exhausted', call: 3, message: '' },
    };
    const stop: RunStop = { ...stops[kind], message: `${kind} happened` };
    expect(classifyAgentEnd(facts({ stop, declaredTransient: true }))).toEqual({
      status: 'error',
      reason: `${kind} happened`,
      error: { kind, message: `${kind} happened`, stop },
      transient: false,
    });
  });

  it('a declared transient failure is an error worth another attempt', () => {
    expect(classifyAgentEnd(facts({ declaredTransient: true }))).toMatchObject({
      status: 'error',
      error: { kind: 'transient' },
      transient: true,
    });
  });

  it('a budget stop, a timeout and a budget seen afterwards leave the run to be verified over budget', () => {
    const stop: RunStop = {
      kind: 'budget_exceeded',
      budget: 'maxTurns',
      limit: 3,
      used: 4,
      message: 'budget maxTurns (3) exceeded',
    };
    expect(classifyAgentEnd(facts({ stop }))).toEqual({
      verify: true,
      overBudget: 'budget maxTurns (3) exceeded',
    });
    expect(classifyAgentEnd(facts({ end: { outcome: 'timed-out' } }))).toEqual({
      verify: true,
      overBudget: 'budget maxWallMs (1000) exceeded: the agent was stopped',
    });
    expect(classifyAgentEnd(facts({ exceededAfterwards: 'too many tool calls' }))).toEqual({
      verify: true,
      overBudget: 'too many tool calls',
    });
  });

  it('a budget stop wins over a timeout, and a timeout over a budget seen afterwards', () => {
    const stop: RunStop = {
      kind: 'budget_exceeded',
      budget: 'maxTurns',
      limit: 3,
      used: 4,
      message: 'turns',
    };
    expect(
      classifyAgentEnd(facts({ stop, end: { outcome: 'timed-out' }, exceededAfterwards: 'x' })),
    ).toEqual({ verify: true, overBudget: 'turns' });
    expect(
      classifyAgentEnd(facts({ end: { outcome: 'timed-out' }, exceededAfterwards: 'x' })),
    ).toMatchObject({ overBudget: expect.stringContaining('maxWallMs') as unknown });
  });

  it('an agent that exited, even non-zero, is left to its verifiers', () => {
    expect(classifyAgentEnd(facts({ end: { outcome: 'exited', exitCode: 3 } }))).toEqual({
      verify: true,
    });
  });
});

describe('classifyVerified', () => {
  const pass = { id: 'a', status: 'pass', detail: 'ok' } as const;
  const fail = { id: 'b', status: 'fail', detail: 'wrong\nsecond line' } as const;
  const error = { id: 'c', status: 'error', detail: 'could not start' } as const;

  it('over budget wins over every verifier outcome', () => {
    expect(classifyVerified({ verify: true, overBudget: 'turns' }, [fail, error])).toEqual({
      status: 'budget_exceeded',
      reason: 'turns',
      transient: false,
    });
  });

  it('a verifier that could not run makes an error, before any failure', () => {
    expect(classifyVerified({ verify: true }, [fail, error])).toEqual({
      status: 'error',
      reason: 'verifier c could not run: could not start',
      error: { kind: 'verifier', message: 'verifier c could not run: could not start' },
      transient: false,
    });
  });

  it('failures name each failed verifier by its first line', () => {
    expect(classifyVerified({ verify: true }, [pass, fail, { ...fail, id: 'd' }])).toEqual({
      status: 'fail',
      reason: 'b: wrong; d: wrong',
      transient: false,
    });
  });

  it('all passing, or no verifiers at all, is a pass', () => {
    expect(classifyVerified({ verify: true }, [pass])).toEqual({
      status: 'pass',
      transient: false,
    });
    expect(classifyVerified({ verify: true }, [])).toEqual({ status: 'pass', transient: false });
  });
});
