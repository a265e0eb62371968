import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import {
  parseCassette,
  serializeCassette,
  type CassetteCall,
} from '../../src/provider/cassette.js';
import { hashFingerprint } from '../../src/provider/fingerprint.js';
import type { Fingerprint } from '../../src/provider/types.js';
import { chatSession, headerV2, responsesSession, textOf } from './cassette-synthetic-sessions.js';

const FILE = 'my-suite/cassettes/fix-add.jsonl';
type Line = Record<string, unknown> & { request: Record<string, unknown> };

const linesOf = (text: string): Line[] =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
const textOfLines = (lines: readonly unknown[]): string =>
  lines.map((line) => `${JSON.stringify(line)}\n`).join('');
const occurrences = (text: string, piece: string): number => text.split(piece).length - 1;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function callsOf(fingerprints: readonly Fingerprint[]): CassetteCall[] {
  return fingerprints.map((fingerprint, index) => ({
    call: index + 1,
    sha256: hashFingerprint(fingerprint),
    fingerprint,
    response: { kind: 'json', status: 200, body: { id: `r${index + 1}`, reply: 'ok' } },
  }));
}

const SYSTEM = { role: 'system', content: textOf(3_000, 1) };
function chatFingerprint(messages: unknown[], changes: Partial<Fingerprint> = {}): Fingerprint {
  return {
    endpoint: 'chat.completions',
    model: 'gpt-test',
    instructions: null,
    messages,
    tools: [{ type: 'function', function: { name: 'read_file', parameters: { type: 'object' } } }],
    outputLimit: 1024,
    nativeTools: [],
    reasoningEffort: null,
    answerControls: {},
    ...changes,
  };
}

/** The ConfigError a parse throws (failing the test when none is thrown). */
function parseError(text: string): ConfigError {
  try {
    parseCassette(text, FILE);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const problemsOf = (text: string): string[][] =>
  parseError(text).problems.map((problem) => [
    problem.subject ?? '',
    problem.field,
    problem.message,
  ]);

describe('cassette/v2 lines', () => {
  const user = { role: 'user', content: 'Fix add.' };
  const turn = [
    { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function' }] },
    { role: 'tool', tool_call_id: 'c1', content: 'export const add = (a, b) => a - b;' },
  ];
  const calls = callsOf([
    chatFingerprint([SYSTEM, user]),
    chatFingerprint([SYSTEM, user, ...turn]),
    chatFingerprint([SYSTEM, user, ...turn], { outputLimit: 2048 }),
  ]);

  it('stores the first request whole, then each as what it adds to its base', () => {
    const [, first, second, third] = linesOf(serializeCassette(headerV2, calls));
    expect(Object.keys(first ?? {})).toEqual(['call', 'endpoint', 'sha256', 'request', 'response']);
    expect(Object.keys(first?.request ?? {})).toEqual([
      'model',
      'instructions',
      'messages',
      'tools',
      'outputLimit',
      'nativeTools',
      'reasoningEffort',
      'answerControls',
    ]);
    expect(second).toEqual({
      call: 2,
      endpoint: 'chat.completions',
      sha256: calls[1]?.sha256,
      from: 1,
      request: { messages: { keep: 2, append: turn } },
      response: calls[1]?.response,
    });
    // Same conversation, one field changed: only that field.
    expect(third?.from).toBe(2);
    expect(third?.request).toEqual({ outputLimit: 2048 });
  });

  it('writes a response exactly as received, even when it looks like a part reference', () => {
    const body = { zeta: 1, $ref: 'x', nested: { $ref: 'a'.repeat(64) } };
    const withBody: CassetteCall[] = [
      { ...(calls[0] as CassetteCall), response: { kind: 'json', status: 200, body } },
    ];
    const text = serializeCassette(headerV2, withBody);
    expect(text).toContain(
      `"response":{"kind":"json","status":200,"body":${JSON.stringify(body)}}`,
    );
    expect(parseCassette(text, FILE).calls).toEqual(withBody);
  });

  it('escapes a literal request value that looks like a reference, so it round-trips', () => {
    const system = textOf(2_000, 5);
    const partId = sha256(JSON.stringify(system));
    const lookalike = { role: 'user', content: { $ref: partId } };
    const escaped = callsOf([
      chatFingerprint([{ role: 'system', content: system }, lookalike]),
      chatFingerprint([{ role: 'system', content: system }], { model: 'title' }),
      chatFingerprint([{ role: 'user', content: system }, { $lit: 1 }]),
    ]);
    const text = serializeCassette(headerV2, escaped);
    expect(text).toContain(`{"role":"user","content":{"$lit":{"$ref":"${partId}"}}}`);
    expect(text).toContain('{"$lit":{"$lit":1}}');
    expect(parseCassette(text, FILE).calls).toEqual(escaped);
  });
});

describe('cassette/v2 bases and parts', () => {
  it('keeps the main chain through concurrent title calls, and chains the title calls together', () => {
    const calls = chatSession({
      calls: 14,
      systemChars: 5_000,
      tools: 4,
      toolChars: 1_200,
      titleEvery: 3,
    });
    const lines = linesOf(serializeCassette(headerV2, calls)).slice(1);
    const isTitle = (index: number): boolean => calls[index]?.fingerprint.model === 'small-model';
    const titles = lines.filter((_, index) => isTitle(index));
    expect(titles.length).toBeGreaterThanOrEqual(3);
    lines.forEach((line, index) => {
      if (index === 0) return;
      const base = (line.from as number) - 1;
      // Each chain's base is the latest earlier call of the same chain.
      const sameChain = lines
        .map((_, earlier) => earlier)
        .filter((earlier) => earlier < index && isTitle(earlier) === isTitle(index));
      if (sameChain.length > 0) expect(base, `call ${index + 1}`).toBe(sameChain.at(-1));
      if (!isTitle(index) && sameChain.length > 0) {
        expect((line.request.messages as { keep: number }).keep).toBe(
          calls[base]?.fingerprint.messages.length,
        );
      }
    });
    // The title system prompt is written once, though every title call sends it.
    const titleSystem = (
      calls.find((call) => call.fingerprint.model === 'small-model')?.fingerprint.messages[0] as {
        content: string;
      }
    ).content;
    expect(occurrences(serializeCassette(headerV2, calls), JSON.stringify(titleSystem))).toBe(1);
  });

  it('stores a tool list that changed and changed back once, as a part defined where it is first used', () => {
    const calls = chatSession({
      calls: 12,
      systemChars: 2_000,
      tools: 5,
      toolChars: 1_500,
      titleEvery: 0,
      toolsChangeAt: [4, 8],
    });
    const text = serializeCassette(headerV2, calls);
    const lines = linesOf(text).slice(1);
    const original = calls[0]?.fingerprint.tools as Array<{ function: { description: string } }>;
    const changed = calls[4]?.fingerprint.tools as Array<{ function: { description: string } }>;
    expect(changed[3]?.function.description).not.toBe(original[3]?.function.description);
    // Every description is written once: the unchanged tools are parts both lists refer to.
    for (const tool of [...original, changed[3]]) {
      expect(occurrences(text, JSON.stringify(tool?.function.description))).toBe(1);
    }
    const listId = sha256(hashableJson(original));
    expect(Object.keys(lines[0]?.parts as object)).toContain(listId);
    const back = lines.findIndex((line, index) => index > 4 && line.request.tools !== undefined);
    expect(calls[back]?.fingerprint.tools).toEqual(original);
    expect(lines[back]?.request.tools).toEqual({ $ref: listId });
    expect(parseCassette(text, FILE).calls).toEqual(calls);
  });

  it('stores changed instructions whole, once, and nothing else that did not change', () => {
    const calls = responsesSession(6, 4);
    const lines = linesOf(serializeCassette(headerV2, calls)).slice(1);
    expect(lines[3]?.from).toBe(3);
    expect(Object.keys(lines[3]?.request ?? {})).toEqual(['instructions', 'messages']);
    expect(Object.keys(lines[4]?.request ?? {})).toEqual(['messages']);
  });
});

/** The canonical JSON the codec hashes a part by. */
function hashableJson(value: unknown): string {
  const canonical = (item: unknown): string => {
    if (Array.isArray(item)) return `[${item.map(canonical).join(',')}]`;
    if (item !== null && typeof item === 'object') {
      return `{${Object.keys(item)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((item as Record<string, unknown>)[key])}`)
        .join(',')}}`;
    }
    return JSON.stringify(item);
  };
  return canonical(value);
}

describe('parseCassette on a damaged cassette/v2', () => {
  const big = textOf(2_000, 9);
  const calls = callsOf([
    chatFingerprint([SYSTEM, { role: 'user', content: big }]),
    chatFingerprint([SYSTEM, { role: 'user', content: big }, { role: 'assistant', content: 'A' }]),
    chatFingerprint([{ role: 'user', content: big }], { model: 'title' }),
  ]);
  const lines = linesOf(serializeCassette(headerV2, calls));
  const partId = Object.keys(lines[1]?.parts ?? {})[0] as string;
  const edited = (index: number, change: (line: Line) => void): string => {
    const copy = structuredClone(lines);
    change(copy[index] as Line);
    return textOfLines(copy);
  };

  it('has the shape these cases edit', () => {
    // The user message is sent again by the title call: it is the part, the string inside it is not.
    expect(partId).toBe(sha256(hashableJson({ role: 'user', content: big })));
    expect(lines[2]?.from).toBe(1);
    expect(lines[3]?.request.messages).toEqual({ keep: 0, append: [{ $ref: partId }] });
  });

  it('names a reference to a part no line defines', () => {
    const other = 'f'.repeat(64);
    const text = edited(3, (line) => {
      line.request.messages = { keep: 0, append: [{ $ref: other }] };
    });
    expect(problemsOf(text)).toEqual([
      [
        'line 4',
        'request.messages.append[0].$ref',
        `refers to part ${other}, which no line up to this one defines`,
      ],
    ]);
  });

  it('names a `from` that points at the call itself or forward', () => {
    expect(problemsOf(edited(2, (line) => (line.from = 2)))).toEqual([
      ['line 3', 'from', 'must name an earlier call of this cassette (1 … 1), not the call itself'],
    ]);
    expect(problemsOf(edited(2, (line) => (line.from = 3)))).toEqual([
      [
        'line 3',
        'from',
        'must name an earlier call of this cassette (1 … 1), not call 3, which comes later',
      ],
    ]);
  });

  it('names a `keep` longer than the base’s conversation', () => {
    const text = edited(2, (line) => {
      (line.request.messages as { keep: number }).keep = 5;
    });
    expect(problemsOf(text)).toEqual([
      [
        'line 3',
        'request.messages.keep',
        'is 5, but the conversation of call 1 has only 2 entries',
      ],
    ]);
  });

  it('reads a request edited by hand as it now reads, so that replay diverges at the edited field', () => {
    const text = edited(2, (line) => {
      (line.request.messages as { append: Array<{ content: string }> }).append[0] = {
        content: 'B',
      };
    });
    const { calls } = parseCassette(text, FILE);
    const call = calls[1];
    expect(call?.fingerprint.messages).toContainEqual({ content: 'B' });
    // The stored digest is kept as written; replay recomputes it from the request (ReplayProvider).
    expect(call?.sha256).toBe(lines[2]?.sha256);
    expect(call === undefined ? '' : hashFingerprint(call.fingerprint)).not.toBe(call?.sha256);
  });

  it('reads a part edited by hand as it now reads, in every line that uses it', () => {
    const text = edited(1, (line) => {
      (line.parts as Record<string, unknown>)[partId] = { role: 'user', content: `${big}!` };
    });
    const { calls } = parseCassette(text, FILE);
    const users = calls.flatMap((call) =>
      call.fingerprint.messages.filter((message) => (message as { role?: string }).role === 'user'),
    );
    expect(users.length).toBeGreaterThan(1);
    for (const message of users) expect(message).toEqual({ role: 'user', content: `${big}!` });
  });

  it('names a field missing from a request that has no base, and a malformed conversation delta', () => {
    expect(problemsOf(edited(1, (line) => delete line.request.tools))).toEqual([
      ['line 2', 'request.tools', 'is required: a request with no "from" stores every field'],
    ]);
    expect(
      problemsOf(edited(2, (line) => (line.request.messages = { keep: -1, add: [] }))),
    ).toEqual([
      ['line 3', 'request.messages.keep', expect.stringMatching(/^must be/)],
      ['line 3', 'request.messages.append', 'is required'],
      ['line 3', 'request.messages', 'unknown field "add" (check the spelling)'],
    ]);
    expect(problemsOf(edited(1, (line) => (line.request.model = 7)))).toEqual([
      ['line 2', 'request.model', 'must be a string, not an integer'],
    ]);
  });

  it('reports a broken base once, not again on the calls stored against it', () => {
    const text = edited(1, (line) => (line.request.model = 7));
    expect(problemsOf(text).map(([subject, field]) => [subject, field])).toEqual([
      ['line 2', 'request.model'],
    ]);
  });
});
