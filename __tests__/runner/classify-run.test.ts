import { describe, expect, it } from 'vitest';
import type { RunStop } from '../../src/provider/types.js';
import {
  classifyAgentEnd,
  classifyVerified,
  type AgentEndFacts,
  type RunClassification,
  type VerifiedOutcome,
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

  it('an agent that exited non-zero before its first model call crashed: an error, not a divergence', () => {
    const earlyExit =
      "the agent exited with code 1 before any model call; its stderr: Error: Cannot find module '/a.mjs'";
    // Replay's end says the recorded calls were never made: the crash's consequence, not its cause.
    const neverMade: RunStop = {
      kind: 'replay_divergence',
      call: 1,
      field: '(call)',
      message: 'recorded call 1 of 3 was never made: the harness finished without asking it',
    };
    const crashed = {
      status: 'error',
      reason: earlyExit,
      error: { kind: 'agent_crashed', message: earlyExit },
      transient: false,
    };
    const end = { outcome: 'exited', exitCode: 1 } as const;
    expect(classifyAgentEnd(facts({ end, earlyExit, stop: neverMade }))).toEqual(crashed);
    expect(classifyAgentEnd(facts({ end, earlyExit }))).toEqual(crashed);
    // Exiting 0 having made no call is no crash: in replay, that stays a divergence.
    expect(
      classifyAgentEnd(facts({ end: { outcome: 'exited', exitCode: 0 }, stop: neverMade })),
    ).toMatchObject({ status: 'error', error: { kind: 'replay_divergence' } });
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
  const error = { id: 'c', status: 'error', detail: 'could not start\nmore' } as const;

  it('over budget wins over every verifier outcome', () => {
    expect(classifyVerified({ verify: true, overBudget: 'turns' }, [fail, error])).toEqual({
      status: 'budget_exceeded',
      reason: 'turns',
      transient: false,
    });
  });

  it('a failure outranks a verifier that could not run: fail, naming both', () => {
    expect(classifyVerified({ verify: true }, [error, pass, fail])).toEqual({
      status: 'fail',
      reason: 'b: wrong; and verifier c could not run: could not start',
      transient: false,
    });
  });

  it('a verifier that could not run makes an error only when nothing failed', () => {
    expect(classifyVerified({ verify: true }, [pass, error])).toEqual({
      status: 'error',
      reason: 'verifier c could not run: could not start',
      error: { kind: 'verifier', message: 'verifier c could not run: could not start' },
      transient: false,
    });
  });

  it('names every verifier that could not run', () => {
    expect(classifyVerified({ verify: true }, [error, { ...error, id: 'e' }])).toMatchObject({
      status: 'error',
      reason:
        'verifier c could not run: could not start; verifier e could not run: could not start',
    });
  });

  it('failures name each failed verifier by its first line', () => {
    expect(classifyVerified({ verify: true }, [pass, fail, { ...fail, id: 'd' }])).toEqual({
      status: 'fail',
      reason: 'b: wrong; d: wrong',
      transient: false,
    });
  });

  it('a sandbox that failed while verifying is an error, unless a verifier failed', () => {
    expect(classifyVerified({ verify: true }, [pass, error], 'bwrap: no user namespaces')).toEqual({
      status: 'error',
      reason: 'the sandbox failed: bwrap: no user namespaces',
      error: {
        kind: 'sandbox_failed',
        message: 'the sandbox failed: bwrap: no user namespaces',
      },
      transient: false,
    });
    expect(classifyVerified({ verify: true }, [fail, error], 'bwrap: gone')).toEqual({
      status: 'fail',
      reason: 'b: wrong; and verifier c could not run: could not start',
      transient: false,
    });
    // No verifier says so itself: the sandbox is named instead.
    expect(classifyVerified({ verify: true }, [fail], 'bwrap: gone')).toEqual({
      status: 'fail',
      reason: 'b: wrong; and the sandbox failed: bwrap: gone',
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

/**
 * SPEC §3 (with §1, §2 and §4 for the statuses they name), one row per rule, highest first: what a
 * run is when several things happened at once. Incidents are not an input: none changes a status.
 */
describe('run status precedence', () => {
  const verifier = (
    id: string,
    status: VerifiedOutcome['status'],
    detail = `${id} ${status}`,
  ): VerifiedOutcome => ({ id, status, detail });
  const passed = verifier('ok', 'pass');
  const failed = verifier('check', 'fail', 'exited 1, expected exit 0');
  const hung = verifier(
    'slow',
    'fail',
    '`node slow.mjs` did not finish within 100 ms and was killed',
  );
  const unrunnable = verifier('scope', 'error', '`./missing` cannot start: ENOENT');
  const budgetStop: RunStop = {
    kind: 'budget_exceeded',
    budget: 'maxTurns',
    limit: 3,
    used: 4,
    message: 'budget maxTurns (3) exceeded',
  };
  const stopOf = (kind: Exclude<RunStop['kind'], 'budget_exceeded'>): RunStop => {
    const message = `${kind} happened`;
    const stops: { [K in typeof kind]: RunStop } = {
      replay_divergence: { kind: 'replay_divergence', call: 1, field: 'model', message },
      upstream_unavailable: { kind: 'upstream_unavailable', attempts: 4, message },
      provider_error: { kind: 'provider_error', message },
      script_exhausted: { kind: 'script_exhausted', call: 3, message },
      model_not_allowed: { kind: 'model_not_allowed', model: 'other', allowed: ['m'], message },
      max_calls_reached: { kind: 'max_calls_reached', maxCalls: 5, calls: 5, retries: 2, message },
    };
    return stops[kind];
  };

  interface Row {
    what: string;
    agent?: Partial<AgentEndFacts>;
    verifiers?: VerifiedOutcome[];
    /** The sandbox failed to start one of the verifiers' commands. */
    sandboxWhileVerifying?: string;
    status: RunClassification['status'];
    errorKind?: string;
    reason?: string;
    transient?: boolean;
  }

  const rows: Row[] = [
    {
      what: 'the sandbox failed to start the agent, whatever else happened',
      agent: {
        sandboxFailure: 'bwrap: no user namespaces',
        end: { outcome: 'failed-to-start', code: 'ENOENT' },
        stop: budgetStop,
        declaredTransient: true,
      },
      status: 'error',
      errorKind: 'sandbox_failed',
      reason: 'the sandbox failed: bwrap: no user namespaces',
    },
    {
      what: 'the agent cannot start',
      agent: { end: { outcome: 'failed-to-start', code: 'ENOENT' }, stop: budgetStop },
      status: 'error',
      errorKind: 'agent_start',
      reason: 'the agent `my-agent --flag` cannot start: ENOENT',
    },
    {
      what: 'the run was cancelled',
      agent: { end: { outcome: 'aborted' }, stop: stopOf('provider_error') },
      status: 'error',
      errorKind: 'cancelled',
      reason: 'cancelled',
    },
    ...(
      [
        'replay_divergence',
        'upstream_unavailable',
        'provider_error',
        'script_exhausted',
        'model_not_allowed',
        'max_calls_reached',
      ] as const
    ).map((kind): Row => ({
      what: `the proxy stopped the run: ${kind}`,
      agent: { stop: stopOf(kind), declaredTransient: true, end: { outcome: 'timed-out' } },
      verifiers: [failed],
      status: 'error',
      errorKind: kind,
      reason: `${kind} happened`,
    })),
    {
      what: 'the agent crashed before its first model call, replay saying its calls were never made',
      agent: {
        end: { outcome: 'exited', exitCode: 1 },
        earlyExit: 'the agent exited with code 1 before any model call; its stderr: Error: x',
        stop: stopOf('replay_divergence'),
      },
      verifiers: [failed],
      status: 'error',
      errorKind: 'agent_crashed',
      reason: 'the agent exited with code 1 before any model call; its stderr: Error: x',
    },
    {
      what: 'the agent was killed by a sandbox limit before its first model call',
      agent: {
        end: { outcome: 'exited', exitCode: null },
        earlyExit: 'the agent was killed by SIGXCPU before any model call; its stderr was empty',
        limitHit: 'cpuSeconds 1',
      },
      verifiers: [failed],
      status: 'budget_exceeded',
      reason: 'sandbox limit cpuSeconds 1 exceeded: the agent was stopped',
    },
    {
      what: 'the agent declared a transient failure before crashing (the run is retried)',
      agent: {
        declaredTransient: true,
        end: { outcome: 'exited', exitCode: 1 },
        earlyExit: 'the agent exited with code 1 before any model call; its stderr: Error: x',
      },
      status: 'error',
      errorKind: 'transient',
      transient: true,
    },
    {
      what: 'the agent declared a transient failure (the run is retried)',
      agent: { declaredTransient: true, stop: budgetStop },
      verifiers: [failed],
      status: 'error',
      errorKind: 'transient',
      transient: true,
    },
    {
      what: 'a budget stop, with a verifier failed and one that could not run',
      agent: { stop: budgetStop },
      verifiers: [failed, unrunnable],
      sandboxWhileVerifying: 'bwrap: gone',
      status: 'budget_exceeded',
      reason: 'budget maxTurns (3) exceeded',
    },
    {
      what: 'a sandbox limit hit, with every verifier passing',
      agent: { end: { outcome: 'aborted' }, limitHit: 'processes 64' },
      verifiers: [passed],
      status: 'budget_exceeded',
      reason: 'sandbox limit processes 64 exceeded: the agent was stopped',
    },
    {
      what: 'the wall-clock budget ran out, with every verifier passing',
      agent: { end: { outcome: 'timed-out' } },
      verifiers: [passed],
      status: 'budget_exceeded',
      reason: 'budget maxWallMs (1000) exceeded: the agent was stopped',
    },
    {
      what: 'a budget seen only afterwards (tool calls), with a verifier that could not run',
      agent: { exceededAfterwards: 'budget maxToolCalls (40) exceeded: 41 tool calls' },
      verifiers: [unrunnable],
      status: 'budget_exceeded',
      reason: 'budget maxToolCalls (40) exceeded: 41 tool calls',
    },
    {
      what: 'a verifier failed and another could not run',
      verifiers: [unrunnable, passed, failed],
      status: 'fail',
      reason:
        'check: exited 1, expected exit 0; and verifier scope could not run: `./missing` cannot start: ENOENT',
    },
    {
      what: 'a verifier failed and the sandbox failed to start another',
      verifiers: [failed, verifier('tests', 'error', '`npm test` cannot start: SANDBOX_FAILED')],
      sandboxWhileVerifying: 'bwrap: gone',
      status: 'fail',
      reason:
        'check: exited 1, expected exit 0; and verifier tests could not run: `npm test` cannot start: SANDBOX_FAILED',
    },
    {
      what: "a command verifier that hung (running the agent's code)",
      verifiers: [hung],
      status: 'fail',
      reason: 'slow: `node slow.mjs` did not finish within 100 ms and was killed',
    },
    {
      what: 'a verifier failed',
      agent: { end: { outcome: 'exited', exitCode: 1 } },
      verifiers: [passed, failed],
      status: 'fail',
      reason: 'check: exited 1, expected exit 0',
    },
    {
      what: 'a verifier could not run and nothing failed',
      verifiers: [passed, unrunnable],
      status: 'error',
      errorKind: 'verifier',
      reason: 'verifier scope could not run: `./missing` cannot start: ENOENT',
    },
    {
      what: 'the sandbox failed to start a verifier and nothing failed',
      verifiers: [passed, verifier('tests', 'error', '`npm test` cannot start: SANDBOX_FAILED')],
      sandboxWhileVerifying: 'bwrap: gone',
      status: 'error',
      errorKind: 'sandbox_failed',
      reason: 'the sandbox failed: bwrap: gone',
    },
    {
      what: 'every verifier passed, even though the agent exited non-zero',
      agent: { end: { outcome: 'exited', exitCode: 3 } },
      verifiers: [passed],
      status: 'pass',
    },
    { what: 'no verifiers at all', status: 'pass' },
  ];

  /** Both steps, as the runner takes them: the verifiers run only when the agent's end allows it. */
  function classify(row: Row): RunClassification {
    const ended = classifyAgentEnd(facts(row.agent));
    if (!('verify' in ended)) return ended;
    return classifyVerified(ended, row.verifiers ?? [], row.sandboxWhileVerifying);
  }

  it.each(rows.map((row) => [`${row.what}: ${row.status}`, row] as const))('%s', (_title, row) => {
    const classified = classify(row);
    expect(classified.status).toBe(row.status);
    expect(classified.error?.kind).toBe(row.errorKind);
    if (row.reason !== undefined) expect(classified.reason).toBe(row.reason);
    expect(classified.transient).toBe(row.transient ?? false);
  });
});
