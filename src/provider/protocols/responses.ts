/** Not served yet: replaced by the protocol's own module. */
import type { WireProtocol } from './protocol.js';
import { unservedProtocol } from './unserved.js';

export const responsesProtocol: WireProtocol = unservedProtocol('responses', 'openai');
