/** PLACEHOLDER (this session only): a protocol that serves no route yet. Deleted once all four exist. */
import type { UpstreamFamily, WireProtocol, ProtocolId } from './protocol.js';

export function unservedProtocol(id: ProtocolId, upstream: UpstreamFamily): WireProtocol {
  const unserved = (): never => {
    throw new Error(`the ${id} protocol is not served yet`);
  };
  return {
    id,
    upstream,
    forwardedHeaders: [],
    matchRoute: () => undefined,
    validateRequest: unserved,
    isStream: unserved,
    fingerprint: unserved,
    conversationLength: unserved,
    assembleJson: unserved,
    assembleEvents: unserved,
    eventsFromJson: unserved,
    jsonFromEvents: unserved,
    formatEvent: unserved,
    findMalformedEvent: unserved,
    isFinalEvent: unserved,
    renderScripted: unserved,
    errorBody: unserved,
    upstreamRequest: unserved,
    isTransientStatus: unserved,
  };
}
