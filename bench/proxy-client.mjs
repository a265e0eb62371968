// The proxy benchmark's client in a process of its own, as an agent is: the parent sends it a block
// to send ({ port, request, count, expected } over IPC), it sends the requests one after the other on
// one keep-alive node:http connection, checks each answer is `expected` byte for byte, and replies
// with each request's time (first byte sent to last byte read, timed here). Messages go once per
// block, never per request, so no IPC is inside a timing.
//
//   forked by createRemoteClient() in bench/proxy-http.mjs
import { createClient } from './proxy-http.mjs';

const client = createClient('http');

process.on('message', (message) => {
  if (message.type === 'close') {
    client.close();
    process.disconnect();
    return;
  }
  sendBlock(message).then(
    (times) => process.send({ times }),
    (error) => process.send({ error: String(error?.message ?? error) }),
  );
});

async function sendBlock({ port, request, count, expected }) {
  const body = Buffer.from(expected, 'base64');
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await client.send(port, request);
    if (answer.status !== 200) {
      throw new Error(`answered HTTP ${answer.status}: ${answer.body.toString('utf8')}`);
    }
    if (!answer.body.equals(body)) throw new Error('answered other bytes');
    times.push(answer.ms);
  }
  return times;
}
