/**
 * The model is pinned (SPEC §1): `requestedModel` reads the fields the upstream request is built
 * from, so the model checked is the model that would be sent.
 */
import { stringOr } from './protocols/lenient.js';
import { RunStopError, type ModelCall } from './types.js';

/** The model a call asks for: the route's, else the body's `model`; absent when it names none. */
export function requestedModel(call: Pick<ModelCall, 'body' | 'routeModel'>): string | undefined {
  return call.routeModel ?? stringOr(call.body.model);
}

/** The run's model first, then the agent entry's, each once; undefined when neither is given. */
export function pinModels(
  model: string | undefined,
  allowed: readonly string[] | undefined,
): string[] | undefined {
  if (model === undefined && allowed === undefined) return undefined;
  return [...new Set([...(model === undefined ? [] : [model]), ...(allowed ?? [])])];
}

/** Throws the run's `model_not_allowed` stop when `call` asks for a model it did not pin. */
export function refuseUnpinnedModel(call: ModelCall): void {
  const allowed = call.pinnedModels;
  if (allowed === undefined) return;
  const model = requestedModel(call);
  if (model !== undefined && allowed.includes(model)) return;
  const asked =
    model === undefined ? 'a call that names no model' : `the model ${JSON.stringify(model)}`;
  throw new RunStopError({
    kind: 'model_not_allowed',
    ...(model === undefined ? {} : { model }),
    allowed: [...allowed],
    message: `the agent asked for ${asked}, which this run does not allow (allowed: ${allowed.length === 0 ? 'none' : allowed.map((name) => JSON.stringify(name)).join(', ')}; an agent entry's "models" in verdict.config.json allows more); the proxy refused it before the upstream, and the run cannot be judged`,
  });
}
