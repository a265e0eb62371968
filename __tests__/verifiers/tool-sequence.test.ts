import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ToolSequenceRule } from '../../src/suite/schema.js';
import type { RunTranscript, ToolCall } from '../../src/transcript/schema.js';
import { canonicalJson } from '../../src/json/canonical-json.js';
import { checkToolSequence } from '../../src/verifiers/tool-sequence.js';
import type { VerifierOutcome } from '../../src/verifiers/types.js';

function transcript(toolCalls: readonly ToolCall[], toolEventsAvailable = true): RunTranscript {
  return {
    toolCalls: [...toolCalls],
    toolEventsAvailable,
    finalAnswer: null,
    workspace: { dir: '/nonexistent-workspace', before: {}, after: {} },
  };
}

/** The check is synchronous for tool-sequence; it is awaited anyway to stay within its contract. */
async function judge(
  rule: ToolSequenceRule,
  calls: readonly ToolCall[],
  toolEventsAvailable = true,
): Promise<VerifierOutcome> {
  return checkToolSequence(
    { kind: 'tool-sequence', id: 'rule', rule },
    { transcript: transcript(calls, toolEventsAvailable) },
  );
}

const call = (name: string, args: unknown = {}, extra: Partial<ToolCall> = {}): ToolCall => ({
  name,
  arguments: args,
  ...extra,
});

const named = (...names: string[]): ToolCall[] => names.map((name) => call(name));

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1, { z: 0, y: 0 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,1,{"y":0,"z":0}]},"b":1}',
    );
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('encodes primitives and strings exactly as JSON does', () => {
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(true)).toBe('true');
    expect(canonicalJson(42.5)).toBe('42.5');
    expect(canonicalJson('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
    expect(canonicalJson({ 'key "quoted"': 1 })).toBe('{"key \\"quoted\\"":1}');
  });

  it('drops undefined object members and writes undefined as null elsewhere', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('tells a raw-string argument apart from the object it would parse to', () => {
    expect(canonicalJson('{"path":"a"}')).not.toBe(canonicalJson({ path: 'a' }));
  });

  it('keeps an own "__proto__" key (as JSON.parse produces it)', () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"x":1},"a":2}');
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"x":1},"a":2}');
  });

  /** Rebuilds a JSON value with every object's keys in a permuted order. */
  function reorder(value: unknown, permute: (keys: string[]) => string[]): unknown {
    if (Array.isArray(value)) return value.map((item) => reorder(item, permute));
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(
        permute(Object.keys(record)).map((key) => [key, reorder(record[key], permute)]),
      );
    }
    return value;
  }

  it('is invariant under key reordering (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (value, seed) => {
        const reversed = reorder(value, (keys) => [...keys].reverse());
        const rotated = reorder(value, (keys) => {
          if (keys.length === 0) return keys;
          const shift = Math.abs(seed) % keys.length;
          return [...keys.slice(shift), ...keys.slice(0, shift)];
        });
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(canonicalJson(rotated)).toBe(canonicalJson(value));
      }),
    );
  });

  it('is valid JSON for the same value, and idempotent (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const canonical = canonicalJson(value);
        // JSON.stringify round trip turns -0 into 0, as canonicalJson does.
        expect(JSON.parse(canonical)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(JSON.parse(canonical))).toBe(canonical);
      }),
    );
  });

  it('gives equal forms only to equal values (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
        if (canonicalJson(a) === canonicalJson(b)) expect(plain(a)).toEqual(plain(b));
        else expect(plain(a)).not.toEqual(plain(b));
      }),
    );
  });
});

describe('tool-sequence: before', () => {
  const rule: ToolSequenceRule = { type: 'before', first: 'read_file', then: 'edit_file' };

  it('passes when the first tool comes before every call of the second', async () => {
    const outcome = await judge(rule, named('list_dir', 'read_file', 'edit_file', 'edit_file'));
    expect(outcome.status).toBe('pass');
    expect(outcome.detail).toBe('read_file (call #2) came before every edit_file');
  });

  it('passes when the second tool is never called, even without the first', async () => {
    expect(await judge(rule, named('bash'))).toEqual({
      status: 'pass',
      detail: 'edit_file was never called',
    });
    expect((await judge(rule, [])).status).toBe('pass');
  });

  it('fails when the second tool is called but the first never is', async () => {
    expect(await judge(rule, named('bash', 'edit_file'))).toEqual({
      status: 'fail',
      detail: 'edit_file was called (call #2) but read_file never was',
    });
  });

  it('fails and names every early call when the second tool comes first', async () => {
    const outcome = await judge(rule, named('edit_file', 'edit_file', 'read_file', 'edit_file'));
    expect(outcome).toEqual({
      status: 'fail',
      detail: 'edit_file was called at #1, #2, before read_file (call #3)',
    });
  });

  it('judges by tool name, not by arguments', async () => {
    const calls = [call('read_file', { path: 'a.ts' }), call('edit_file', { path: 'b.ts' })];
    expect((await judge(rule, calls)).status).toBe('pass');
  });
});

describe('tool-sequence: never', () => {
  const rule: ToolSequenceRule = { type: 'never', tool: 'bash' };

  it('passes when the tool is absent', async () => {
    expect(await judge(rule, named('read_file', 'bashful'))).toEqual({
      status: 'pass',
      detail: 'bash was never called',
    });
  });

  it('fails with the count and the call numbers', async () => {
    expect(await judge(rule, named('bash', 'read_file', 'bash'))).toEqual({
      status: 'fail',
      detail: 'bash was called 2× (calls #1, #3)',
    });
  });
});

describe('tool-sequence: max-calls', () => {
  it('passes at exactly the maximum and fails one above it', async () => {
    const rule: ToolSequenceRule = { type: 'max-calls', tool: 'read_file', max: 2 };
    expect(await judge(rule, named('read_file', 'bash', 'read_file'))).toEqual({
      status: 'pass',
      detail: 'read_file was called 2× (at most 2)',
    });
    expect(await judge(rule, named('read_file', 'read_file', 'read_file'))).toEqual({
      status: 'fail',
      detail: 'read_file was called 3×, more than 2',
    });
  });

  it('with max 0 behaves like never', async () => {
    const rule: ToolSequenceRule = { type: 'max-calls', tool: 'bash', max: 0 };
    expect((await judge(rule, named('read_file'))).status).toBe('pass');
    expect(await judge(rule, named('bash'))).toEqual({
      status: 'fail',
      detail: 'bash was called 1×, more than 0',
    });
  });
});

describe('tool-sequence: no-repeat-failure', () => {
  const rule: ToolSequenceRule = { type: 'no-repeat-failure', tool: 'edit_file' };

  it('is an error when the agent wrote no tool_call events, whatever the calls', async () => {
    for (const calls of [[], named('edit_file', 'edit_file')]) {
      const outcome = await judge(rule, calls, false);
      expect(outcome.status).toBe('error');
      expect(outcome.detail).toMatch(/no-repeat-failure needs the agent's tool_call events/);
    }
  });

  it('fails when a failed call is repeated with identical arguments, quoting the error', async () => {
    const calls = [
      call('edit_file', { path: 'a.ts', text: 'x' }, { ok: false, error: 'no such file' }),
      call('read_file', { path: 'a.ts' }, { ok: true }),
      call('edit_file', { text: 'x', path: 'a.ts' }, { ok: false }),
    ];
    expect(await judge(rule, calls)).toEqual({
      status: 'fail',
      detail:
        'edit_file call #3 repeated call #1 with identical arguments after it failed (no such file)',
    });
  });

  it('fails without an error note when the failed call carried no message', async () => {
    const calls = [call('edit_file', { p: 1 }, { ok: false }), call('edit_file', { p: 1 })];
    expect(await judge(rule, calls)).toEqual({
      status: 'fail',
      detail: 'edit_file call #2 repeated call #1 with identical arguments after it failed',
    });
  });

  it('passes when the retry changed its arguments', async () => {
    const calls = [
      call('edit_file', { path: 'a.ts' }, { ok: false, error: 'boom' }),
      call('edit_file', { path: 'b.ts' }, { ok: true }),
    ];
    expect(await judge(rule, calls)).toEqual({
      status: 'pass',
      detail: 'no failed edit_file call was repeated identically',
    });
  });

  it('passes when the repeated call had succeeded, or its outcome is unknown', async () => {
    const succeeded = [call('edit_file', { a: 1 }, { ok: true }), call('edit_file', { a: 1 })];
    const unknown = [call('edit_file', { a: 1 }), call('edit_file', { a: 1 })];
    expect((await judge(rule, succeeded)).status).toBe('pass');
    expect((await judge(rule, unknown)).status).toBe('pass');
  });

  it('ignores repeated failures of other tools', async () => {
    const calls = [call('bash', { cmd: 'ls' }, { ok: false }), call('bash', { cmd: 'ls' })];
    expect((await judge(rule, calls)).status).toBe('pass');
  });

  it('treats a raw-string argument and an object as different calls', async () => {
    const calls = [
      call('edit_file', '{"path":"a"}', { ok: false }),
      call('edit_file', { path: 'a' }, { ok: false }),
    ];
    expect((await judge(rule, calls)).status).toBe('pass');
  });
});

describe('tool-sequence properties', () => {
  const toolName = fc.constantFrom('read_file', 'edit_file', 'bash', 'grep');
  const argumentsArb = fc.oneof(
    fc.constant({}),
    fc.record({ path: fc.constantFrom('a.ts', 'b.ts') }),
    fc.record({ path: fc.constantFrom('a.ts', 'b.ts'), line: fc.integer({ min: 1, max: 2 }) }),
  );
  const toolCall: fc.Arbitrary<ToolCall> = fc.record(
    { name: toolName, arguments: argumentsArb, ok: fc.boolean() },
    { requiredKeys: ['name', 'arguments'] },
  );
  const calls = fc.array(toolCall, { maxLength: 12 });

  it("'never' passes iff the tool is absent", async () => {
    await fc.assert(
      fc.asyncProperty(calls, toolName, async (list, tool) => {
        const outcome = await judge({ type: 'never', tool }, list);
        const absent = list.every((item) => item.name !== tool);
        expect(outcome.status).toBe(absent ? 'pass' : 'fail');
        expect(outcome.detail).toContain(tool);
      }),
    );
  });

  it("'max-calls' passes iff count ≤ max", async () => {
    await fc.assert(
      fc.asyncProperty(calls, toolName, fc.integer({ min: 0, max: 6 }), async (list, tool, max) => {
        const count = list.filter((item) => item.name === tool).length;
        const outcome = await judge({ type: 'max-calls', tool, max }, list);
        expect(outcome.status).toBe(count <= max ? 'pass' : 'fail');
        expect(outcome.detail).toContain(`${tool} was called ${count}×`);
      }),
    );
  });

  it("'before' passes iff every call of `then` comes after the first call of `first`", async () => {
    await fc.assert(
      fc.asyncProperty(calls, toolName, toolName, async (list, first, then) => {
        fc.pre(first !== then);
        const names = list.map((item) => item.name);
        const firstAt = names.indexOf(first);
        const holds = names.every(
          (name, index) => name !== then || (firstAt !== -1 && index > firstAt),
        );
        const outcome = await judge({ type: 'before', first, then }, list);
        expect(outcome.status).toBe(holds ? 'pass' : 'fail');
      }),
    );
  });

  it("'no-repeat-failure' fails iff a failed call is later repeated identically", async () => {
    await fc.assert(
      fc.asyncProperty(calls, toolName, async (list, tool) => {
        const repeated = list.some(
          (earlier, i) =>
            earlier.name === tool &&
            earlier.ok === false &&
            list.some(
              (later, j) =>
                j > i &&
                later.name === tool &&
                JSON.stringify(later.arguments) === JSON.stringify(earlier.arguments),
            ),
        );
        const outcome = await judge({ type: 'no-repeat-failure', tool }, list);
        expect(outcome.status).toBe(repeated ? 'fail' : 'pass');
      }),
    );
  });

  it("'no-repeat-failure' is an error whenever events are unavailable", async () => {
    await fc.assert(
      fc.asyncProperty(calls, toolName, async (list, tool) => {
        expect((await judge({ type: 'no-repeat-failure', tool }, list, false)).status).toBe(
          'error',
        );
      }),
    );
  });

  it('the other rules do not need tool_call events', async () => {
    await fc.assert(
      fc.asyncProperty(calls, toolName, toolName, async (list, a, b) => {
        const rules: ToolSequenceRule[] = [
          { type: 'before', first: a, then: b },
          { type: 'never', tool: a },
          { type: 'max-calls', tool: a, max: 1 },
        ];
        for (const rule of rules) {
          expect(await judge(rule, list, false)).toEqual(await judge(rule, list, true));
        }
      }),
    );
  });
});
