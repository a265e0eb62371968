/**
 * The job's runtime token (ACTIONS_RUNTIME_TOKEN) is out of this process's environment while agents
 * run (SPEC §1), but the toolkit's artifact and cache clients read it from `process.env` whenever
 * they are called. So a service wrapped here gets it lent back for each call, and it is taken away
 * again when the last call in flight settles. (Set again, it lives in a copy of the environment
 * that /proc/<pid>/environ does not show, and no agent runs while the services are called.)
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
