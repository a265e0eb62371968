// A tiny agent honouring the agent contract (SPEC §1): one Chat Completions call through the proxy,
// then `done.txt`, then it lingers SLOW_MS milliseconds, so that a signal finds runs in flight.
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const response = await globalThis.fetch(`${process.env.OPENAI_BASE_URL}/chat/completions`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    authorization: `Bearer ${process.env.OPENAI_API_KEY}`,
  },
  body: JSON.stringify({
    model: process.env.OPENAI_MODEL,
    messages: [{ role: 'user', content: process.env.VERDICT_PROMPT }],
  }),
});
const body = await response.json();
if (response.ok) {
  writeFileSync('done.txt', 'ok\n');
  await sleep(Number(process.env.SLOW_MS ?? '0'));
} else {
  process.stderr.write(`model call failed: ${JSON.stringify(body)}\n`);
  process.exitCode = 1;
}
