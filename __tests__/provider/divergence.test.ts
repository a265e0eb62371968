import { describe, expect, it } from 'vitest';
import {
  describeDivergence,
  extraCallMessage,
  findFirstDifference,
  formatExcerptLine,
  missingCallMessage,
} from '../../src/provider/divergence.js';
import { excerptChange } from '../../src/provider/divergence-excerpt.js';
import type { Difference } from '../../src/provider/divergence.js';
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

/** The excerpt of a difference on one line, as the terminal shows it. */
const lineOf = (difference: Difference | undefined): string =>
  difference === undefined ? '' : formatExcerptLine(difference.excerpt);

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

  it('points at a changed message, with the changed word marked', () => {
    const actual = changed((copy) => {
      copy.messages[3] = {
        role: 'tool',
        tool_call_id: 'call_1',
        content: 'export const answer = 5;',
      };
    });
    const difference = findFirstDifference(recorded, actual);
    expect(difference?.field).toBe('messages[3].content');
    expect(difference?.excerpt).toEqual({
      path: 'messages[3].content',
      hunks: [
        [
          { kind: 'same', text: 'export const answer = ' },
          { kind: 'removed', text: '4;' },
          { kind: 'added', text: '5;' },
        ],
      ],
    });
  });

  it('addresses tools by name, without the function level', () => {
    const actual = changed((copy) => {
      copy.tools[1] = tool('edit_file', 'Replace an exact string once.');
    });
    const described = findFirstDifference(recorded, actual);
    expect(described?.field).toBe('tools[edit_file].description');
    expect(lineOf(described)).toBe('Replace an exact [-string.-]{+string once.+}');
    const retyped = changed((copy) => {
      copy.tools[1] = tool('edit_file', 'Replace an exact string.', 'number');
    });
    const difference = findFirstDifference(recorded, retyped);
    expect(difference?.field).toBe('tools[edit_file].parameters.properties.path.type');
    expect(lineOf(difference)).toBe('[-string-]{+number+}');
  });

  it('shows a key of a tool schema added or renamed among its neighbours', () => {
    const renamed = changed((copy) => {
      copy.tools[1] = {
        type: 'function',
        function: {
          name: 'edit_file',
          description: 'Replace an exact string.',
          parameters: { type: 'object', properties: { file_path: { type: 'string' } } },
        },
      };
    });
    const difference = findFirstDifference(recorded, renamed);
    expect(difference?.field).toBe('tools[edit_file].parameters.properties.file_path');
    expect(difference?.excerpt.path).toBe('tools[edit_file].parameters.properties');
    expect(lineOf(difference)).toBe(
      '{\\n  [-"path":-]{+"file_path":+} {\\n    "type": "string"\\n  }…',
    );
  });

  it('names an added or a removed tool, not the tools that moved', () => {
    const added = changed((copy) => {
      copy.tools.unshift(tool('search', 'Grep.'));
    });
    const difference = findFirstDifference(recorded, added);
    expect(difference?.field).toBe('tools[search]');
    const parts = difference?.excerpt.hunks.flat() ?? [];
    expect(parts.map((part) => part.kind)).toEqual(['added']);
    expect(parts[0]?.text).toMatch(/^\{\n {2}"function": \{\n {4}"description": "Grep\.",/);

    const removed = findFirstDifference(added, recorded);
    expect(removed?.field).toBe('tools[search]');
    expect(removed?.excerpt.hunks.flat().map((part) => part.kind)).toEqual(['removed']);
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
    const difference = findFirstDifference(recorded, reordered);
    expect(difference?.field).toBe('tools');
    expect(lineOf(difference)).toBe(
      '[\\n  [-"read_file",-]{+"edit_file",+}\\n  [-"edit_file"-]{+"read_file"+}\\n]',
    );
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
    const difference = findFirstDifference(recorded, removed);
    expect(difference?.field).toBe('messages[3]');
    expect(difference?.excerpt.hunks.flat()).toEqual([
      {
        kind: 'removed',
        text: '{\n  "content": "export const answer = 4;",\n  "role": "tool",\n  "tool_call_id": "call_1"\n}',
      },
    ]);
    const extra = findFirstDifference(removed, recorded);
    expect(extra?.field).toBe('messages[3]');
    expect(extra?.excerpt.hunks.flat().map((part) => part.kind)).toEqual(['added']);
  });

  it('reports a changed model before any other difference', () => {
    const actual = changed((copy) => {
      copy.model = 'gpt-4o';
      copy.messages[1] = { role: 'user', content: 'What is 3 + 3?' };
    });
    const difference = findFirstDifference(recorded, actual);
    expect(difference?.field).toBe('model');
    expect(lineOf(difference)).toBe('[-gpt-4o-mini-]{+gpt-4o+}');
  });

  it('reports non-string values as JSON', () => {
    const actual = changed((copy) => {
      copy.outputLimit = null;
    });
    const difference = findFirstDifference(recorded, actual);
    expect(difference?.field).toBe('outputLimit');
    expect(lineOf(difference)).toBe('[-4096-]{+null+}');
  });

  it('descends into tool-call arguments', () => {
    const actual = changed((copy) => {
      const assistant = copy.messages[2] as { tool_calls: { function: { arguments: string } }[] };
      const call = assistant.tool_calls[0];
      if (call !== undefined) call.function.arguments = '{"path":"src/b.ts"}';
    });
    const difference = findFirstDifference(recorded, actual);
    expect(difference?.field).toBe('messages[2].tool_calls[0].function.arguments');
    expect(lineOf(difference)).toBe('[-{"path":"src/a.ts"}-]{+{"path":"src/b.ts"}+}');
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

  it('shows text appended to a string, with what came before it', () => {
    const prompt = 'You are a careful coding agent working in <WORKSPACE>. Today is <DATE>.';
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: prompt };
    });
    const after = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${prompt} Be terse.` };
    });
    const difference = findFirstDifference(before, after);
    expect(difference?.field).toBe('messages[0].content');
    expect(lineOf(difference)).toBe(
      '…coding agent working in <WORKSPACE>. Today is <DATE>.{+ Be terse.+}',
    );
  });

  it('never cuts a surrogate pair in half', () => {
    const emoji = '😀'.repeat(400);
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${emoji}a` };
    });
    const after = changed((copy) => {
      copy.messages[0] = { role: 'system', content: `${emoji}b` };
    });
    const parts = findFirstDifference(before, after)?.excerpt.hunks.flat() ?? [];
    expect(parts.map((part) => [part.kind, part.cutAfter])).toEqual([
      ['removed', true],
      ['added', true],
    ]);
    for (const part of parts) expect(part.text).toMatch(/^😀+$/u);
  });
});

describe('describeDivergence', () => {
  it('says which call diverged, where, and what changed, as a word diff', () => {
    const difference = {
      field: 'messages[3].content',
      excerpt: excerptChange('messages[3].content', 'the answer is 4', 'the answer is 5'),
    };
    expect(describeDivergence(3, difference)).toBe(
      'call 3 diverged at messages[3].content: the answer is [-4-]{+5+}',
    );
  });

  it('says which side is absent, and where a key on one side only is shown', () => {
    expect(
      describeDivergence(1, {
        field: 'tools[search]',
        excerpt: excerptChange('tools[search]', undefined, { type: 'function' }),
      }),
    ).toBe('call 1 diverged at tools[search]: {+{\\n  "type": "function"\\n}+}');
    expect(
      describeDivergence(2, {
        field: 'answerControls.top_p',
        excerpt: excerptChange('answerControls', { top_p: 1 }, {}),
      }),
    ).toBe(
      'call 2 diverged at answerControls.top_p; in answerControls: [-{\\n  "top_p": 1\\n}-]{+{}+}',
    );
  });

  it('stays on one line for any difference found, a terminal escape included', () => {
    const before = changed((copy) => {
      copy.messages[0] = { role: 'system', content: 'a\nb\r\nc"d' };
    });
    const after = changed((copy) => {
      copy.messages[0] = { role: 'system', content: 'a\nb\r\nc"e\u001b[2J\u2028' };
    });
    const difference = findFirstDifference(before, after);
    expect(difference).toBeDefined();
    if (difference === undefined) return;
    const line = describeDivergence(1, difference);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(line).toBe(
      'call 1 diverged at messages[0].content: a\\nb\\r\\n[-c"d-]{+c"e\\u001b[2J\\u2028+}',
    );
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
