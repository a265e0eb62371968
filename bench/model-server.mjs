// The benchmark's model: a real HTTP server on 127.0.0.1 that speaks OpenAI Chat Completions
// (streamed or not) and answers every request after a fixed delay, with a text computed from the
// last user message, so that both tools see the same answers and the same passes and failures.
import { createServer } from 'node:http';

/** `Case 17: …` is answered `The answer is 20.`; every seventh case gets a wrong number. */
export function answerOf(prompt) {
  const match = /Case (\d+)/.exec(prompt);
  const n = match === null ? 0 : Number(match[1]);
  return `The answer is ${n % 7 === 6 ? n : n + 3}.`;
}

function lastUserText(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role !== 'user') continue;
    if (typeof message.content === 'string') return message.content;
    if (Array.isArray(message.content))
      return message.content.map((part) => part.text ?? '').join('');
  }
  return '';
}

/** `answer(body)` gives the reply's text (default: `answerOf` the last user message). */
export function startModelServer({
  delayMs = 20,
  answer = (body) => answerOf(lastUserText(body)),
} = {}) {
  let calls = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      calls += 1;
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // answered as an empty prompt
      }
      const text = answer(body);
      const model = body.model ?? 'bench-model';
      const usage = { prompt_tokens: 40, completion_tokens: 6, total_tokens: 46 };
      setTimeout(() => {
        if (body.stream === true) {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          const base = {
            id: `chatcmpl-${calls}`,
            object: 'chat.completion.chunk',
            created: 0,
            model,
          };
          const events = [
            {
              ...base,
              choices: [
                { index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null },
              ],
            },
            { ...base, choices: [{ index: 0, delta: { content: text }, finish_reason: null }] },
            { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
            { ...base, choices: [], usage },
          ];
          response.end(
            `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`,
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `chatcmpl-${calls}`,
            object: 'chat.completion',
            created: 0,
            model,
            choices: [
              { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
            ],
            usage,
          }),
        );
      }, delayMs);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        calls: () => calls,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
