import { afterEach, describe, expect, it } from 'vitest';
import { lendingRuntimeToken } from '../../src/action/runtime-token.js';

const TOKEN = 'ACTIONS_RUNTIME_TOKEN';

afterEach(() => {
  delete process.env[TOKEN];
});

/** A stand-in for the toolkit's clients: they read the token from process.env when called. */
const service = {
  readNow: (): string | undefined => process.env[TOKEN],
  async readLater(): Promise<string | undefined> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return process.env[TOKEN];
  },
  fail(): never {
    throw new Error('refused');
  },
  name: 'artifacts',
};

describe('lendingRuntimeToken', () => {
  it('lends the token for each call and takes it back when the last call settles', async () => {
    const lent = lendingRuntimeToken(service, { [TOKEN]: 'runtime-token-value' });
    expect(process.env[TOKEN]).toBeUndefined();
    expect(lent.readNow()).toBe('runtime-token-value');
    expect(process.env[TOKEN]).toBeUndefined();
    const first = lent.readLater();
    const second = lent.readLater();
    expect(process.env[TOKEN]).toBe('runtime-token-value');
    await first;
    // Another call is still in flight: the token stays until it settles.
    expect(process.env[TOKEN]).toBe('runtime-token-value');
    expect(await second).toBe('runtime-token-value');
    expect(process.env[TOKEN]).toBeUndefined();
    expect(lent.name).toBe('artifacts');
  });

  it('takes it back after a call that throws', () => {
    const lent = lendingRuntimeToken(service, { [TOKEN]: 'runtime-token-value' });
    expect(() => lent.fail()).toThrow('refused');
    expect(process.env[TOKEN]).toBeUndefined();
  });

  it('returns the service itself when there is no token', () => {
    expect(lendingRuntimeToken(service, {})).toBe(service);
  });
});
