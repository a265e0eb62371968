/**
 * ACTIONS_RUNTIME_TOKEN is out of `process.env` while agents run (SPEC §1), but the toolkit's
 * artifact and cache clients read it there: a wrapped service gets it lent back for each call
 * until the last call in flight settles.
 */
const RUNTIME_TOKEN = 'ACTIONS_RUNTIME_TOKEN';

let callsInFlight = 0;

function lend(token: string): () => void {
  callsInFlight += 1;
  process.env[RUNTIME_TOKEN] = token;
  return () => {
    callsInFlight -= 1;
    if (callsInFlight === 0) delete process.env[RUNTIME_TOKEN];
  };
}

/** `service` whose every method call has the runtime token of `env` in `process.env`. */
export function lendingRuntimeToken<T extends object>(service: T, env: NodeJS.ProcessEnv): T {
  const token = env[RUNTIME_TOKEN];
  if (token === undefined || token === '') return service;
  return new Proxy(service, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const giveBack = lend(token);
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown).apply(target, args);
        } catch (error) {
          giveBack();
          throw error;
        }
        if (result instanceof Promise) return result.finally(giveBack);
        giveBack();
        return result;
      };
    },
  });
}
