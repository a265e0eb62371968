// The floor of the prompt-cases figure, as its own Node process: a bare client that makes the same
// model calls as `verdict run cases.json --k K --concurrency C` (each case's prompt, K times, C at a
// time) to the same local model server, on node:http with keep-alive, and checks each answer with
// the case's `contains` and `matches`. Nothing else: no workspace, no record, no trace, no report.
// It prints {"calls": N, "passes": P} on stdout, P counting the runs whose answer passed both, so
// the caller can check it did the same work as Verdict. The caller times this process.
//
//   node bench/bare-client.mjs '{"baseUrl":"http://127.0.0.1:PORT/v1","cases":"/abs/cases.json",
//                               "k":5,"concurrency":4,"model":"bench","apiKey":"…"}'
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';

const [specText] = process.argv.slice(2);
if (specText === undefined) {
  process.stderr.write('usage: node bench/bare-client.mjs SPEC_JSON\n');
  process.exit(2);
}
const { baseUrl, cases: casesFile, k, concurrency, model, apiKey } = JSON.parse(specText);
const cases = JSON.parse(readFileSync(casesFile, 'utf8'));
const url = new URL(`${baseUrl.replace(/\/$/, '')}/chat/completions`);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

/** One chat completion of `prompt`; resolves with the answer's text. */
function complete(prompt) {
  const body = JSON.stringify({ model, messages: [{ role: 'user', content: prompt }] });
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${apiKey}`,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) {
            reject(new Error(`model answered HTTP ${response.statusCode}: ${text.slice(0, 200)}`));
            return;
          }
          resolve(JSON.parse(text).choices[0].message.content);
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const passesCase = (testCase, answer) => {
  const contains = [testCase.expect.contains].flat();
  return (
    contains.every((text) => answer.includes(text)) &&
    (testCase.expect.matches === undefined || new RegExp(testCase.expect.matches).test(answer))
  );
};

// The same plan as Verdict's: every case once per repetition, repetition after repetition.
const plan = [];
for (let repetition = 1; repetition <= k; repetition += 1) plan.push(...cases);
let next = 0;
let calls = 0;
let passes = 0;
const worker = async () => {
  while (next < plan.length) {
    const testCase = plan[next];
    next += 1;
    const answer = await complete(testCase.prompt);
    calls += 1;
    if (passesCase(testCase, answer)) passes += 1;
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
agent.destroy();
process.stdout.write(`${JSON.stringify({ calls, passes })}\n`);
