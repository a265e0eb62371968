/** The wire protocols, in one map checked with `satisfies`: nothing branches on one by name. */
import type { Endpoint, ProtocolId } from '../types.js';
import { chatProtocol } from './chat.js';
import { geminiProtocol } from './gemini.js';
import { messagesProtocol } from './messages.js';
import type { RouteMatch, WireProtocol } from './protocol.js';
import { responsesProtocol } from './responses.js';

export const PROTOCOLS = {
  chat: chatProtocol,
  responses: responsesProtocol,
  messages: messagesProtocol,
  gemini: geminiProtocol,
} satisfies Record<ProtocolId, WireProtocol>;

/** The endpoint each protocol's fingerprints name (`cassette/v1` files say `chat.completions`). */
export const ENDPOINT_OF = {
  chat: 'chat.completions',
  responses: 'responses',
  messages: 'messages',
  gemini: 'gemini.generateContent',
} satisfies Record<ProtocolId, Endpoint>;

export function protocolOf(id: ProtocolId): WireProtocol {
  return PROTOCOLS[id];
}

const ROUTE_ORDER: readonly WireProtocol[] = Object.values<WireProtocol>(PROTOCOLS);

/** The protocol that serves a request, with what its route says; undefined for an unknown route. */
export function matchProtocolRoute(
  method: string,
  pathname: string,
  query: URLSearchParams,
): { protocol: WireProtocol; route: RouteMatch } | undefined {
  for (const protocol of ROUTE_ORDER) {
    const route = protocol.matchRoute(method, pathname, query);
    if (route !== undefined) return { protocol, route };
  }
  return undefined;
}
