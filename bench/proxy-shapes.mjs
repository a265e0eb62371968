// The proxy benchmark's traffic in each of the four wire protocols: where a client sends a model
// call (with the run token in the header that protocol's clients use), a request shaped as an agent
// sends one (a system prompt, two tools, a user turn), the answer a model gives to it, and a stream
// of many small text deltas such as a live model sends. The shapes follow the protocol tests'
// upstream and official clients; the answers are each protocol's own rendering (`renderScripted`,
// `eventsFromJson`), so the proxy assembles them like any real answer.
import { ENDPOINT_OF, protocolOf } from '../lib/provider/protocols/index.js';

export const PROTOCOLS = ['chat', 'responses', 'messages', 'gemini'];

export const PROTOCOL_NAMES = {
  chat: 'Chat Completions',
  responses: 'Responses',
  messages: 'Anthropic Messages',
  gemini: 'Gemini',
};

/** The model every request names (Gemini names it in the path). */
export const MODEL = 'bench-model';

const SYSTEM_PROMPT = [
  'You are a careful coding agent working in a repository checked out in the current directory.',
  'Read files before you change them, keep each change small, and run the tests after every edit.',
  'When the task is done, answer with one short paragraph that says what you changed and why.',
  'Never touch files outside the workspace, never print secrets, and ask before deleting anything.',
].join(' ');

const USER_PROMPT =
  'The README says the CLI prints a greeting. Read README.md, then write "hello" to out.txt.';

const TOOLS = [
  {
    name: 'read_file',
    description: 'Reads a UTF-8 text file of the workspace and returns its content.',
    parameters: {
      type: 'object',
      properties: { path: { type: 'string', description: 'Path relative to the workspace.' } },
      required: ['path'],
    },
  },
  {
    name: 'write_file',
    description: 'Writes a UTF-8 text file of the workspace, replacing any previous content.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'Path relative to the workspace.' },
        content: { type: 'string', description: 'The whole new content of the file.' },
      },
      required: ['path', 'content'],
    },
  },
];

/** The answer of the non-streamed call: a sentence and one tool call, as a model's first turn. */
const ANSWER = {
  call: 1,
  content: 'Reading the README first.',
  toolCalls: [{ id: 'call_1', name: 'read_file', arguments: '{"path":"README.md"}' }],
  usage: { inputTokens: 412, outputTokens: 18 },
  model: MODEL,
};

/** Request bodies per protocol; `stream` asks for SSE where the protocol says so in the body. */
const BODIES = {
  chat: (stream) => ({
    model: MODEL,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: USER_PROMPT },
    ],
    tools: TOOLS.map((tool) => ({ type: 'function', function: tool })),
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  }),
  responses: (stream) => ({
    model: MODEL,
    instructions: SYSTEM_PROMPT,
    input: [{ role: 'user', content: [{ type: 'input_text', text: USER_PROMPT }] }],
    tools: TOOLS.map((tool) => ({ type: 'function', ...tool, strict: false })),
    ...(stream ? { stream: true } : {}),
  }),
  messages: (stream) => ({
    model: MODEL,
    max_tokens: 1024,
    system: SYSTEM_PROMPT,
    messages: [{ role: 'user', content: USER_PROMPT }],
    tools: TOOLS.map(({ parameters, ...tool }) => ({ ...tool, input_schema: parameters })),
    ...(stream ? { stream: true } : {}),
  }),
  gemini: () => ({
    systemInstruction: { parts: [{ text: SYSTEM_PROMPT }] },
    contents: [{ role: 'user', parts: [{ text: USER_PROMPT }] }],
    tools: [{ functionDeclarations: TOOLS }],
  }),
};

/** Path (and query) of a model call: `root` is the proxy's or upstream's `http://host:port`. */
function pathOf(protocol, stream) {
  switch (protocol) {
    case 'chat':
      return '/v1/chat/completions';
    case 'responses':
      return '/v1/responses';
    case 'messages':
      return '/v1/messages';
    default:
      return stream
        ? `/v1beta/models/${MODEL}:streamGenerateContent?alt=sse`
        : `/v1beta/models/${MODEL}:generateContent`;
  }
}

/** The headers a protocol's official client sends its key (here: the run token) in. */
function headersOf(protocol, key) {
  switch (protocol) {
    case 'messages':
      return { 'x-api-key': key, 'anthropic-version': '2023-06-01' };
    case 'gemini':
      return { 'x-goog-api-key': key };
    default:
      return { authorization: `Bearer ${key}` };
  }
}

/**
 * One model call as a client sends it: path, headers and body bytes. The same request goes to the
 * proxy and to the server it is compared with.
 */
export function requestOf(protocol, { stream = false, key = 'bench-key' } = {}) {
  const body = JSON.stringify(BODIES[protocol](stream));
  return {
    path: pathOf(protocol, stream),
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...headersOf(protocol, key),
    },
    body,
  };
}

/** The `ModelCall` the proxy builds from `requestOf(protocol, { stream })`, for fingerprinting. */
export function modelCallOf(protocol, { stream = false, index = 0 } = {}) {
  return {
    protocol,
    endpoint: ENDPOINT_OF[protocol],
    index,
    body: BODIES[protocol](stream),
    stream,
    ...(protocol === 'gemini' ? { routeModel: MODEL } : {}),
    purpose: 'main',
  };
}

/** The non-streamed answer to `requestOf(protocol)`, as the protocol's JSON body. */
export function answerOf(protocol) {
  return protocolOf(protocol).renderScripted(ANSWER, modelCallOf(protocol));
}

/** `count` text pieces that make one answer: `Piece 1 of 40. Piece 2 of 40. …`. */
function piecesOf(count) {
  return Array.from({ length: count }, (_, index) => `Piece ${index + 1} of ${count}. `);
}

/**
 * The protocol's own stream of a text answer (`eventsFromJson`), with its one text delta split into
 * `count` deltas, as a live model streams token by token. Returns SSE payloads (not framed).
 */
export function streamEventsOf(protocol, count) {
  const pieces = piecesOf(count);
  const text = pieces.join('');
  const call = modelCallOf(protocol, { stream: true });
  const json = protocolOf(protocol).renderScripted(
    { ...ANSWER, content: text, toolCalls: [] },
    call,
  );
  const events = protocolOf(protocol).eventsFromJson(json, call);
  const deltaAt = events.findIndex((event) => isTextDelta(protocol, event, text));
  if (deltaAt === -1) throw new Error(`no text delta in the ${protocol} stream to split`);
  const delta = JSON.parse(events[deltaAt]);
  const split = pieces.map((piece, index) =>
    JSON.stringify(withText(protocol, delta, piece, index === pieces.length - 1)),
  );
  const all = [...events.slice(0, deltaAt), ...split, ...events.slice(deltaAt + 1)];
  return protocol === 'responses' ? renumber(all) : all;
}

function isTextDelta(protocol, event, text) {
  if (!event.includes(JSON.stringify(text).slice(1, -1))) return false;
  const chunk = JSON.parse(event);
  switch (protocol) {
    case 'chat':
      return chunk.choices?.[0]?.delta?.content === text;
    case 'responses':
      return chunk.type === 'response.output_text.delta';
    case 'messages':
      return chunk.type === 'content_block_delta';
    default:
      return true; // Gemini streams whole chunks: the one chunk holds the text
  }
}

/** A copy of a text delta carrying `piece`; a Gemini chunk keeps its finish and usage on the last. */
function withText(protocol, delta, piece, last) {
  switch (protocol) {
    case 'chat':
      return { ...delta, choices: [{ ...delta.choices[0], delta: { content: piece } }] };
    case 'responses':
      return { ...delta, delta: piece };
    case 'messages':
      return { ...delta, delta: { ...delta.delta, text: piece } };
    default: {
      const [candidate] = delta.candidates;
      const content = { ...candidate.content, parts: [{ text: piece }] };
      if (last) return { ...delta, candidates: [{ ...candidate, content }] };
      const open = { ...candidate, content };
      delete open.finishReason;
      const chunk = { ...delta, candidates: [open] };
      delete chunk.usageMetadata;
      return chunk;
    }
  }
}

/** Responses events count up in `sequence_number`. */
function renumber(events) {
  return events.map((event, index) =>
    JSON.stringify({ ...JSON.parse(event), sequence_number: index }),
  );
}
