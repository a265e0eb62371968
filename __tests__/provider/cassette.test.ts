import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, exitCodeOf } from '../../src/errors.js';
import {
  cassettePath,
  parseCassette,
  readCassette,
  serializeCassette,
  writeCassette,
  type CassetteCall,
} from '../../src/provider/cassette.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { header as v1Header, jsonCall, sseCall } from '../helpers/cassettes.js';

const newTempDir = useTempDirs();
const FILE = 'my-suite/cassettes/fix-add.jsonl';

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

const lineOf = (value: unknown): string => `${JSON.stringify(value)}\n`;
/** The header as the writer writes it and the reader gives it back. */
const header = { ...v1Header, format: 'cassette/v2' as const };
/** A `cassette/v1` file as the v1 writer wrote it: the whole fingerprint on every line. */
const v1Text = (calls: readonly CassetteCall[]): string =>
  [v1Header, ...calls].map(lineOf).join('');

describe('serializeCassette', () => {
  it('writes a header line then one line per call, keys in the format order', () => {
    const shuffled = {
      harnessVersion: '0.1.0',
      taskId: 'fix-add',
      configHash: 'c0ffee',
      format: 'cassette/v1',
      suiteVersion: '1.2.0',
      suiteId: 'smoke-coding',
    } as const;
    const call = jsonCall(1, 'Fix add.');
    const text = serializeCassette(shuffled, [
      { response: call.response, fingerprint: call.fingerprint, sha256: call.sha256, call: 1 },
    ]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    // Whatever format the header was read as, the writer writes cassette/v2.
    expect(lines[0]).toBe(
      '{"format":"cassette/v2","suiteId":"smoke-coding","suiteVersion":"1.2.0","taskId":"fix-add","configHash":"c0ffee","harnessVersion":"0.1.0"}',
    );
    expect(Object.keys(JSON.parse(lines[1] ?? '') as object)).toEqual([
      'call',
      'endpoint',
      'sha256',
      'request',
      'response',
    ]);
    expect(lines[1]).toContain(
      `{"call":1,"endpoint":"chat.completions","sha256":"${call.sha256}","request":{"model":"gpt-test","instructions":null,"messages":`,
    );
    expect(lines[1]).toContain('"response":{"kind":"json","status":200,"body":{"id":"chatcmpl-1"');
  });

  it('keeps the key order inside messages and bodies as given (never sorted)', () => {
    const call: CassetteCall = {
      ...jsonCall(1, 'x'),
      response: { kind: 'json', status: 200, body: { zeta: 1, alpha: { y: 2, b: 3 } } },
    };
    expect(serializeCassette(header, [call])).toContain('"body":{"zeta":1,"alpha":{"y":2,"b":3}}');
  });

  it('is byte-identical for equal inputs, with no timestamp', () => {
    const calls = [jsonCall(1, 'Fix add.'), sseCall(2, 'Again.', ['Do', 'ne'])];
    const first = serializeCassette(header, calls);
    const second = serializeCassette({ ...header }, structuredClone(calls));
    expect(second).toBe(first);
    expect(first).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(serializeCassette(header, parseCassette(first, FILE).calls)).toBe(first);
  });
});

describe('parseCassette', () => {
  const valid = serializeCassette(header, [jsonCall(1, 'a'), sseCall(2, 'b', ['x', 'y'])]);

  it('reads back what was serialized', () => {
    const cassette = parseCassette(valid, FILE);
    expect(cassette.header).toEqual(header);
    expect(cassette.calls).toEqual([jsonCall(1, 'a'), sseCall(2, 'b', ['x', 'y'])]);
  });

  it('reads cassette/v1, and gives its header the format it was read as', () => {
    const calls = [jsonCall(1, 'a'), sseCall(2, 'b', ['x', 'y'])];
    expect(parseCassette(v1Text(calls), FILE)).toEqual({ header: v1Header, calls });
  });

  it('accepts a header with no calls, and CRLF line ends', () => {
    expect(parseCassette(lineOf(header), FILE).calls).toEqual([]);
    expect(parseCassette(valid.replaceAll('\n', '\r\n'), FILE).calls).toHaveLength(2);
  });

  it('names the line and the field of a bad stream event', () => {
    const bad = {
      ...sseCall(2, 'b', ['x']),
      response: { kind: 'sse', status: 200, events: ['a', 'b', 3] },
    };
    const error = parseError(lineOf(v1Header) + lineOf(jsonCall(1, 'a')) + lineOf(bad));
    expect(error.problems).toEqual([
      {
        file: FILE,
        subject: 'line 3',
        field: 'response.events[2]',
        message: 'must be a string, not an integer',
      },
    ]);
    expect(error.message).toContain(
      'my-suite/cassettes/fix-add.jsonl: line 3: response.events[2]: must be a string, not an integer',
    );
    expect(exitCodeOf(error)).toBe(2);
  });

  it('describes an unknown response kind, and problems of the JSON form', () => {
    const unknownKind = { ...jsonCall(1, 'a'), response: { kind: 'xml', status: 200 } };
    expect(parseError(lineOf(v1Header) + lineOf(unknownKind)).problems).toEqual([
      expect.objectContaining({
        subject: 'line 2',
        field: 'response.kind',
        message: 'must be one of "json", "sse"',
      }),
    ]);
    const badJson = {
      ...jsonCall(1, 'a'),
      response: { kind: 'json', status: 1.5, body: {}, at: 1 },
    };
    expect(
      parseError(lineOf(v1Header) + lineOf(badJson)).problems.map((problem) => [
        problem.field,
        problem.message,
      ]),
    ).toEqual([
      ['response.status', 'must be an integer, not a number'],
      ['response', 'unknown field "at" (check the spelling)'],
    ]);
  });

  it('checks call numbers and the sha256 of a v1 file', () => {
    const text =
      lineOf(v1Header) +
      lineOf(jsonCall(1, 'a')) +
      lineOf(jsonCall(3, 'b')) +
      lineOf({ ...jsonCall(3, 'c'), sha256: 'ABC' });
    expect(
      parseError(text).problems.map((problem) => [problem.subject, problem.field, problem.message]),
    ).toEqual([
      ['line 3', 'call', 'must be 2: calls are numbered 1, 2, 3 … in file order'],
      ['line 4', 'sha256', 'must be 64 lowercase hexadecimal digits (the fingerprint’s sha256)'],
    ]);
  });

  it('checks the header', () => {
    const text = lineOf({ ...header, format: 'cassette/v3', recordedAt: '2024-01-01' });
    expect(
      parseError(text).problems.map((problem) => [problem.subject, problem.field, problem.message]),
    ).toEqual([
      ['line 1', 'format', 'must be one of "cassette/v1", "cassette/v2"'],
      ['line 1', '(top level)', 'unknown field "recordedAt" (check the spelling)'],
    ]);
    const missing = lineOf({ format: 'cassette/v2', suiteId: 'smoke-coding' });
    expect(parseError(missing).problems.map((problem) => problem.field)).toEqual([
      'suiteVersion',
      'taskId',
      'configHash',
      'harnessVersion',
    ]);
  });

  it('reports invalid JSON by line and column without quoting the line', () => {
    const secretish = 'sk-not-really-a-key-but-quoted';
    const error = parseError(`${lineOf(header)}{"call": 1, "sha256": "${secretish}" oops}\n`);
    expect(error.problems.map((problem) => [problem.subject, problem.field])).toEqual([
      ['line 2', '(line)'],
    ]);
    expect(error.problems[0]?.message).toMatch(/^is not valid JSON( \(at column \d+\))?$/);
    expect(error.message).not.toContain(secretish);
  });

  it('reports an empty file and empty lines', () => {
    expect(parseError('').problems).toEqual([
      {
        file: FILE,
        field: '(file)',
        message: 'is empty: a cassette starts with its cassette/v2 header line',
      },
    ]);
    const [headerLine, callLine] = serializeCassette(header, [jsonCall(1, 'a')]).split('\n');
    expect(parseError(`${headerLine}\n\n${callLine}\n`).problems).toEqual([
      expect.objectContaining({ subject: 'line 2', field: '(line)' }),
    ]);
  });

  it('lists at most 20 problems in the message, and all of them on the error', () => {
    const broken = Array.from({ length: 30 }, () => 'not json\n').join('');
    const error = parseError(lineOf(header) + broken);
    expect(error.problems).toHaveLength(30);
    expect(error.message).toContain('30 problems');
    expect(error.message).toContain('… and 10 more');
  });
});

describe('readCassette and cassettePath', () => {
  it('puts a task’s cassette in the cassette directory', () => {
    expect(cassettePath(path.join('s', 'cassettes'), 'fix-add')).toBe(
      path.join('s', 'cassettes', 'fix-add.jsonl'),
    );
  });

  it('reads what writeCassette wrote, leaving no temp file', async () => {
    const dir = path.join(await newTempDir(), 'suite', 'cassettes');
    const file = cassettePath(dir, 'fix-add');
    const calls = [jsonCall(1, 'a'), sseCall(2, 'b', ['x', 'y'])];
    await writeCassette(file, header, calls, { secrets: [] });
    expect(await readCassette(file)).toEqual({ header, calls });
    expect(await readdir(dir)).toEqual(['fix-add.jsonl']);
  });

  it('says how to record a missing cassette', async () => {
    const dir = await newTempDir();
    const file = path.join(dir, 'my-suite', 'cassettes', 'fix-add.jsonl');
    const error = await readCassette(file, FILE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      `${FILE}: the cassette does not exist; record it with \`verdict record my-suite --tasks fix-add\``,
    );
    const elsewhere = await readCassette(
      path.join(dir, 'recorded', 'fix-add.jsonl'),
      'recorded/fix-add.jsonl',
    ).catch((caught: unknown) => caught);
    expect((elsewhere as ConfigError).message).toContain(
      '`verdict record <suite> --tasks fix-add --cassette-dir recorded`',
    );
  });

  it('names the file it read in parse problems', async () => {
    const file = path.join(await newTempDir(), 'broken.jsonl');
    await writeFile(file, `${lineOf(header)}[]\n`);
    const error = (await readCassette(file, 'cassettes/broken.jsonl').catch(
      (caught: unknown) => caught,
    )) as ConfigError;
    expect(error.problems).toEqual([
      {
        file: 'cassettes/broken.jsonl',
        subject: 'line 2',
        field: '(top level)',
        message: 'must be an object, not an array',
      },
    ]);
  });
});
