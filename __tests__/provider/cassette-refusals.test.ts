import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitCodeOf, InfrastructureError } from '../../src/errors.js';
import {
  CassetteRefusedError,
  cassettePath,
  serializeCassette,
  writeCassette,
  type CassetteCall,
} from '../../src/provider/cassette.js';
import {
  MAX_CASSETTE_BYTES,
  MAX_CASSETTE_DIR_BYTES,
} from '../../src/provider/cassette-refusals.js';
import { fingerprintWith, header, jsonCall, sha256Of, sseCall } from '../helpers/cassettes.js';
import { fakeGitHubToken, fakeOpenAiKey } from '../helpers/fake-secrets.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const newTempDir = useTempDirs();
const KB = 1024;

async function cassetteDir(): Promise<string> {
  return path.join(await newTempDir(), 'my-suite', 'cassettes');
}

/** What `writeCassette` threw (failing the test when it wrote). */
async function refusalOf(write: Promise<unknown>): Promise<CassetteRefusedError> {
  const error = await write.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CassetteRefusedError);
  return error as CassetteRefusedError;
}

/** A single-call cassette of about `bytes` bytes: the reply text makes up the size. */
function callOfSize(bytes: number): CassetteCall {
  const base = serializeCassette(header, [jsonCall(1, 'Fix add.', '')]).length;
  return jsonCall(1, 'Fix add.', 'x'.repeat(bytes - base));
}

/** Writes other cassettes (any *.jsonl) of the given sizes into `dir`. */
async function fillDirectory(dir: string, sizes: readonly number[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(
    sizes.map((size, index) => writeFile(path.join(dir, `other-${index}.jsonl`), 'y'.repeat(size))),
  );
}

describe('writeCassette refuses secrets', () => {
  it('names the line, the field and the rule of a key in a reply, never the key, and writes nothing', async () => {
    const dir = await cassetteDir();
    const file = cassettePath(dir, 'fix-add');
    const key = fakeOpenAiKey();
    const calls = [jsonCall(1, 'Fix add.'), jsonCall(2, 'And now?', `Set OPENAI_API_KEY=${key}`)];
    const error = await refusalOf(
      writeCassette(file, header, calls, {
        secrets: [],
        displayPath: 'cassettes/fix-add.jsonl',
      }),
    );
    expect(error.message.split('\n')[0]).toBe(
      'cassettes/fix-add.jsonl: line 3: response.body.choices[0].message.content: looks like an OpenAI API key (@secretlint/secretlint-rule-openai); nothing was written',
    );
    expect(error.message).not.toContain(key);
    expect(JSON.stringify(error.findings)).not.toContain(key);
    expect(error.findings).toEqual([
      {
        line: 3,
        path: 'response.body.choices[0].message.content',
        rule: '@secretlint/secretlint-rule-openai',
        description: 'looks like an OpenAI API key',
      },
    ]);
    expect(error).toBeInstanceOf(InfrastructureError);
    expect(exitCodeOf(error)).toBe(1);
    await expect(readdir(dir)).rejects.toThrow(); // not even the directory was created
  });

  it('refuses an exact credential from the environment hidden in a request message', async () => {
    const file = cassettePath(await cassetteDir(), 'fix-add');
    const credential = 'corp-internal-9f8e7d6c5b4a';
    const calls = [jsonCall(1, `The deploy token is ${credential}, keep it safe.`)];
    const error = await refusalOf(writeCassette(file, header, calls, { secrets: [credential] }));
    expect(error.findings.map((finding) => [finding.line, finding.path, finding.rule])).toEqual([
      [2, 'fingerprint.messages[1].content', 'verdict/exact-credential'],
    ]);
    expect(error.message).not.toContain(credential);
  });

  it('refuses a key split across stream events', async () => {
    const file = cassettePath(await cassetteDir(), 'fix-add');
    const token = fakeGitHubToken();
    const calls = [sseCall(1, 'Which token?', ['It is ', token.slice(0, 12), token.slice(12)])];
    const error = await refusalOf(writeCassette(file, header, calls, { secrets: [] }));
    expect(error.findings.map((finding) => [finding.line, finding.path])).toEqual([
      [2, 'response.events[*].choices[0].delta.content'],
    ]);
  });

  it('lists every reason when there are several', async () => {
    const file = cassettePath(await cassetteDir(), 'fix-add');
    const calls = [
      jsonCall(1, `token ${fakeGitHubToken()}`),
      jsonCall(2, 'next', 'z'.repeat(MAX_CASSETTE_BYTES)),
    ];
    const error = await refusalOf(writeCassette(file, header, calls, { secrets: [] }));
    const lines = error.message.split('\n');
    expect(lines[0]).toBe(`${file}: refused for 2 reasons; nothing was written:`);
    expect(lines[1]).toBe(
      '  - line 2: fingerprint.messages[1].content: looks like a GitHub token (@secretlint/secretlint-rule-github)',
    );
    expect(lines[2]).toMatch(/^ {2}- the cassette would be [\d,]+ bytes, over the 256 KB limit/);
  });

  it('leaves the previous cassette untouched when it refuses', async () => {
    const dir = await cassetteDir();
    const file = cassettePath(dir, 'fix-add');
    await writeCassette(file, header, [jsonCall(1, 'a')], { secrets: [] });
    const before = await readFile(file, 'utf8');
    await refusalOf(
      writeCassette(file, header, [jsonCall(1, `a ${fakeGitHubToken()}`)], { secrets: [] }),
    );
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(await readdir(dir)).toEqual(['fix-add.jsonl']);
  });
});

describe('writeCassette refuses oversized cassettes', () => {
  it('writes a cassette of exactly 256 KB and refuses one of 257 KB', async () => {
    const dir = await cassetteDir();
    const atLimit = [callOfSize(MAX_CASSETTE_BYTES)];
    expect(serializeCassette(header, atLimit)).toHaveLength(MAX_CASSETTE_BYTES);
    await writeCassette(cassettePath(dir, 'at-limit'), header, atLimit, { secrets: [] });

    const file = cassettePath(dir, 'too-big');
    const error = await refusalOf(
      writeCassette(file, header, [callOfSize(257 * KB)], { secrets: [] }),
    );
    expect(error.message).toBe(
      `${file}: the cassette would be 263,168 bytes, over the 256 KB limit for one cassette (262,144 bytes); nothing was written\nRecord a shorter run (fewer turns, smaller tool outputs) or split the task, or raise the cap in suite.json: "cassettes": {"maxBytes": 327680}.`,
    );
    expect(error.findings).toEqual([]);
    expect(await readdir(dir)).toEqual(['at-limit.jsonl']);
  });

  it('counts bytes, not characters', async () => {
    const file = cassettePath(await cassetteDir(), 'fix-add');
    // 100,000 three-byte characters: 300 KB on disk, well under 256 K characters.
    const calls = [jsonCall(1, 'a', '€'.repeat(100_000))];
    const error = await refusalOf(writeCassette(file, header, calls, { secrets: [] }));
    expect(error.message).toContain('over the 256 KB limit for one cassette');
  });

  it('refuses when the directory would exceed 2 MB, and ignores files that are not cassettes', async () => {
    const dir = await cassetteDir();
    await fillDirectory(
      dir,
      Array.from({ length: 8 }, () => 250 * KB),
    ); // 2000 KB
    await writeFile(path.join(dir, 'notes.txt'), 'n'.repeat(500 * KB));
    await writeCassette(cassettePath(dir, 'fits'), header, [callOfSize(48 * KB)], { secrets: [] });

    const file = cassettePath(dir, 'one-too-many');
    const error = await refusalOf(
      writeCassette(file, header, [callOfSize(1 * KB)], { secrets: [] }),
    );
    expect(error.message).toContain(
      `the cassettes in its directory would then take ${(MAX_CASSETTE_DIR_BYTES + KB).toLocaleString('en-US')} bytes, over the 2 MB limit per directory`,
    );
    expect(error.message).toContain(
      'Delete the cassettes of tasks that no longer exist, or split the suite, or raise the cap in suite.json: "cassettes": {"maxDirBytes": 2162688}.',
    );
    await expect(readFile(file)).rejects.toThrow();
  });

  it('counts only the new size of a cassette it replaces', async () => {
    const dir = await cassetteDir();
    await fillDirectory(
      dir,
      Array.from({ length: 8 }, () => 231 * KB),
    ); // 1848 KB
    const file = cassettePath(dir, 'fix-add');
    await writeCassette(file, header, [callOfSize(200 * KB)], { secrets: [] }); // 2048 KB in all
    // Old 200 KB + new 150 KB would be over; the old one is replaced, so it fits.
    await writeCassette(file, header, [callOfSize(150 * KB)], { secrets: [] });
    expect((await readFile(file)).length).toBe(150 * KB);
    await refusalOf(writeCassette(file, header, [callOfSize(201 * KB)], { secrets: [] }));
  });

  it('accounts for cassettes written at the same time into the same directory', async () => {
    const dir = await cassetteDir();
    await fillDirectory(
      dir,
      Array.from({ length: 8 }, () => 231 * KB),
    ); // 1848 KB
    const writes = ['a', 'b'].map((taskId) =>
      writeCassette(cassettePath(dir, taskId), header, [callOfSize(150 * KB)], { secrets: [] }),
    );
    const results = await Promise.allSettled(writes);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(CassetteRefusedError);
  });
});

describe('writeCassette with the suite’s caps', () => {
  it('writes a cassette over 256 KB when the suite raised maxBytes, and refuses one over it', async () => {
    const dir = await cassetteDir();
    const caps = { maxBytes: 300 * KB };
    await writeCassette(cassettePath(dir, 'raised'), header, [callOfSize(290 * KB)], {
      secrets: [],
      caps,
    });
    const file = cassettePath(dir, 'too-big');
    const error = await refusalOf(
      writeCassette(file, header, [callOfSize(301 * KB)], { secrets: [], caps }),
    );
    expect(error.message.split('\n')).toEqual([
      `${file}: the cassette would be 308,224 bytes, over the suite’s limit (cassettes.maxBytes) for one cassette (307,200 bytes); nothing was written`,
      'Record a shorter run (fewer turns, smaller tool outputs) or split the task, or raise the cap in suite.json: "cassettes": {"maxBytes": 327680}.',
    ]);
  });

  it('refuses by the suite’s maxDirBytes, lower or higher than 2 MB', async () => {
    const dir = await cassetteDir();
    await fillDirectory(dir, [100 * KB]);
    const file = cassettePath(dir, 'fix-add');
    const error = await refusalOf(
      writeCassette(file, header, [callOfSize(30 * KB)], {
        secrets: [],
        caps: { maxDirBytes: 128 * KB },
      }),
    );
    expect(error.message).toContain(
      'the cassettes in its directory would then take 133,120 bytes, over the suite’s limit (cassettes.maxDirBytes) per directory (131,072 bytes)',
    );
    await fillDirectory(
      dir,
      Array.from({ length: 9 }, () => 250 * KB),
    );
    await writeCassette(file, header, [callOfSize(30 * KB)], {
      secrets: [],
      caps: { maxDirBytes: 3 * 1024 * KB },
    });
    expect((await readFile(file)).length).toBe(30 * KB);
  });
});

describe('writeCassette scans what each line stores', () => {
  it('reports a secret in the conversation once, on the line that writes it, under its decoded field', async () => {
    const file = cassettePath(await cassetteDir(), 'fix-add');
    const token = fakeGitHubToken();
    const first = fingerprintWith(`Use ${token} to push.`);
    const conversation = [...first.messages];
    const calls: CassetteCall[] = [];
    for (let call = 1; call <= 6; call += 1) {
      const fingerprint = { ...first, messages: [...conversation] };
      calls.push({
        call,
        sha256: sha256Of(fingerprint),
        fingerprint,
        response: { kind: 'json', status: 200, body: { n: call } },
      });
      conversation.push({ role: 'assistant', content: call === 3 ? `Pushed with ${token}` : 'ok' });
    }
    const error = await refusalOf(writeCassette(file, header, calls, { secrets: [] }));
    expect(error.findings.map((finding) => [finding.line, finding.path])).toEqual([
      [2, 'fingerprint.messages[1].content'],
      // Call 4 is the first to send the assistant message of turn 3: messages[4].
      [5, 'fingerprint.messages[4].content'],
    ]);
  });
});
