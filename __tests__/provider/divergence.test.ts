import { describe, expect, it } from 'vitest';
import {
  describeDivergence,
  extraCallMessage,
  findFirstDifference,
  missingCallMessage,
} from '../../src/provider/divergence.js';
import type { Fingerprint } from '../../src/provider/types.js';

const tool = (name: string, description: string, pathType = 'string') => ({
  type: 'function',
  function: {
    name,
    description,
    parameters: { type: 'object', properties: { path: { type: pathType } } },
  },
});

const recorded: Fingerprint = {
  endpoint: 'chat.completions',
  model: 'gpt-4o-mini',
  instructions: null,
  messages: [
    { role: 'system', content: 'You are a careful coding agent.' },
    { role: 'user', content: 'What is 2 + 2?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'read_file', arguments: '{"path":"src/a.ts"}' },
        },
      ],
    },
    { role: 'tool', tool_call_id: 'call_1', content: 'export const answer = 4;' },
  ],
  tools: [tool('read_file', 'Read a file.'), tool('edit_file', 'Replace an exact string.')],
  outputLimit: 4096,
  nativeTools: [],
  reasoningEffort: null,
  answerControls: {},
};

/** A deep copy changed by `edit`, so each test states only its change. */
function changed(edit: (copy: Fingerprint) => void): Fingerprint {
  const copy = structuredClone(recorded);
  edit(copy);
  return copy;
}

describe('findFirstDifference', () => {
  it('finds nothing between a fingerprint and itself or a copy', () => {
    expect(findFirstDifference(recorded, recorded)).toBeUndefined();
    expect(findFirstDifference(recorded, structuredClone(recorded))).toBeUndefined();
  });

  it('points at a changed message with excerpts around the first differing character', () => {
    const actual = changed((copy) => {
      copy.messages[3] = {
        role: 'tool',
        tool_call_id: 'call_1',
        content: 'export const answer = 5;',
      };
    });
    expect(findFirstDifference(recorded, actual)).toEqual({
      field: 'messages[3].content',
      recorded: '"export const answer = 4;"',
      actual: '"export const answer = 5;"',
    });
  });

  it('addresses tools by name, without the function level', () => {
    const actual = changed((copy) => {
      copy.tools[1] = tool('edit_file', 'Replace an exact string once.');
    });
    expect(findFirstDifference(recorded, actual)).toEqual({
      field: 'tools[edit_file].description',
      recorded: '"Replace an exact string."',
      actual: '"Replace an exact string once."',
    });
    const retyped = changed((copy) => {
      copy.tools[1] = tool('edit_file', 'Replace an exact string.', 'number');
    });
    expect(findFirstDifference(recorded, retyped)).toEqual({
      field: 'tools[edit_file].parameters.properties.path.type',
      recorded: '"string"',
      actual: '"number"',
    });
  });

  it('names an added or a removed tool, not the tools that moved', () => {
    const added = changed((copy) => {
      copy.tools.unshift(tool('search', 'Grep.'));
    });
    const difference = findFirstDifference(recorded, added);
    expect(difference?.field).toBe('tools[search]');
    expect(difference?.recorded).toBeUndefined();
    expect(difference?.actual).toMatch(/^\{"function":\{"description":"Grep\."/);
    expect(difference?.actual?.length).toBeLessThanOrEqual(60);

    const removed = findFirstDifference(added, recorded);
    expect(removed?.field).toBe('tools[search]');
    expect(removed?.actual).toBeUndefined();
  });

  it('cuts a huge tool name or key in the field path (it is printed and posted)', () => {
    const name = 'x'.repeat(1_000_000);
    const added = changed((copy) => {
      copy.tools.unshift(tool(name, 'Grep.'));
    });
    const field = findFirstDifference(recorded, added)?.field ?? '';
    expect(field).toBe(`tools["${'x'.repeat(48)}…(1000000 chars)"]`);
    const keyed = findFirstDifference(
      { ...recorded, answerControls: { [name]: 1 } },
      { ...recorded, answerControls: { [name]: 2 } },
    );
    expect(keyed?.field).toBe(`answerControls["${'x'.repeat(48)}…(1000000 chars)"]`);
  });

  it('reports the same tools in another order at tools', () => {
    const reordered = changed((copy) => copy.tools.reverse());
    expect(findFirstDifference(recorded, reordered)).toEqual({
      field: 'tools',
      recorded: '["read_file","edit_file"]',
      actual: '["edit_file","read_file"]',
    });
  });

  it('falls back to indexes when tool names are missing or repeated', () => {
    const twins = changed((copy) => {
      copy.tools = [tool('a', 'one'), tool('a', 'two')];
    });
    const other = changed((copy) => {
      copy.tools = [tool('a', 'one'), tool('a', 'three')];
    });
    expect(findFirstDifference(twins, other)?.field).toBe('tools[1].function.description');
  });

  it('points at the first missing or extra index when a list got shorter or longer', () => {
    const removed = changed((copy) => copy.messages.pop());
    expect(findFirstDifference(recorded, removed)).toEqual({
      field: 'messages[3]',
      recorded: '{"content":"export const answer = 4;","role":"tool","tool_c…',
    });
    const extra = findFirstDifference(removed, recorded);
    expect(extra?.field).toBe('messages[3]');
    expect(extra?.recorded).toBeUndefined();
  });

  it('reports a changed model before any other difference', () => {
    const actual = changed((copy) => {
      copy.model = 'gpt-4o';
      copy.messages[1] = { role: 'user', content: 'What is 3 + 3?' };
    });
    expect(findFirstDifference(recorded, actual)).toEqual({
      field: 'model',
      recorded: '"gpt-4o-mini"',
      actual: '"gpt-4o"',
    });
  });

  it('reports non-string values as compact JSON', () => {
    const actual = changed((copy) => {
      copy.outputLimit = null;
    });
    expect(findFirstDifference(recorded, actual)).toEqual({
      field: 'outputLimit',
      recorded: '4096',
      actual: 'null',
    });
  });

  it('descends into tool-call arguments', () => {
    const actual = changed((copy) => {
      const assistant = copy.messages[2] as { tool_calls: { function: { arguments: string } }[] };
      const call = assistant.tool_calls[0];
      if (call !== undefined) call.function.arguments = '{"path":"src/b.ts"}';
    });
    expect(findFirstDifference(recorded, actual)).toEqual({
      field: 'messages[2].tool_calls[0].function.arguments',
      recorded: '"{\\"path\\":\\"src/a.ts\\"}"',
      actual: '"{\\"path\\":\\"src/b.ts\\"}"',
    });
  });

  it('quotes keys that are not identifiers', () => {
    const actual = changed((copy) => {
      copy.messages[0] = { role: 'system', content: 'x', 'x-meta': { 'a b': 1 } };
    });
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: 'x', 'x-meta': { 'a b': 2 } };
    });
    expect(findFirstDifference(before, actual)?.field).toBe('messages[0]["x-meta"]["a b"]');
  });

  it('cuts long strings to about 60 characters around the difference, on one line', () => {
    const long = 'line one\n'.repeat(20);
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${long}answer: 4\n${long}` };
    });
    const after = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${long}answer: 5\n${long}` };
    });
    const difference = findFirstDifference(before, after);
    expect(difference?.recorded).toBe(
      '"…ne\\nline one\\nanswer: 4\\nline one\\nline one\\nline one\\nline one\\nli…"',
    );
    expect(difference?.actual).toBe(
      '"…ne\\nline one\\nanswer: 5\\nline one\\nline one\\nline one\\nline one\\nli…"',
    );
  });

  it('shows text appended to a long string, with what came before it', () => {
    const prompt = 'You are a careful coding agent working in <WORKSPACE>. Today is <DATE>.';
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: prompt };
    });
    const after = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${prompt} Be terse.` };
    });
    expect(findFirstDifference(before, after)).toEqual({
      field: 'messages[0].content',
      recorded: '"…ing agent working in <WORKSPACE>. Today is <DATE>."',
      actual: '"…ing agent working in <WORKSPACE>. Today is <DATE>. Be terse."',
    });
  });

  it('never cuts a surrogate pair in half', () => {
    const emoji = '😀'.repeat(40);
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${emoji}a${emoji}` };
    });
    const after = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${emoji}b${emoji}` };
    });
    const difference = findFirstDifference(before, after);
    expect(difference?.recorded).not.toMatch(/\\ud[89a-f]/i);
    expect(difference?.recorded).toMatch(/^"…😀+a😀+…"$/u);
  });
});

describe('describeDivergence', () => {
  it('says which call diverged, where, and both sides', () => {
    expect(
      describeDivergence(3, {
        field: 'messages[3].content',
        recorded: '"…is 4…"',
        actual: '"…is 5…"',
      }),
    ).toBe(
      'call 3 diverged at messages[3].content: recorded "…is 4…" but the harness sent "…is 5…"',
    );
  });

  it('says which side is absent', () => {
    expect(describeDivergence(1, { field: 'tools[search]', actual: '{"type":"function"}' })).toBe(
      'call 1 diverged at tools[search]: the recording has nothing there but the harness sent {"type":"function"}',
    );
    expect(describeDivergence(2, { field: 'messages[5]', recorded: '{"role":"user"}' })).toBe(
      'call 2 diverged at messages[5]: recorded {"role":"user"} but the harness sent nothing there',
    );
  });

  it('stays on one line for any difference found', () => {
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: 'a\nb\r\nc"d' };
    });
    const after = changed((copy) => {
      copy.messages[0] = { role: 'system', content: 'a\nb\r\nc"e' };
    });
    const difference = findFirstDifference(before, after);
    expect(difference).toBeDefined();
    if (difference !== undefined) expect(describeDivergence(1, difference)).not.toMatch(/[\r\n]/);
  });
});

describe('missing and extra calls', () => {
  it('phrases a recorded call never made and a call beyond the recording', () => {
    expect(missingCallMessage(4, 5)).toBe(
      'recorded call 4 of 5 was never made: the harness finished without asking it',
    );
    expect(extraCallMessage(6, 5)).toBe(
      'call 6 is beyond the recording: the harness asked more than the 5 calls recorded',
    );
    expect(extraCallMessage(2, 1)).toBe(
      'call 2 is beyond the recording: the harness asked more than the 1 call recorded',
    );
  });
});
