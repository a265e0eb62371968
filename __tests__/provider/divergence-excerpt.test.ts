import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ChangeExcerptSchema,
  excerptChange,
  excerptLines,
  MAX_HUNKS,
  type ChangeExcerpt,
} from '../../src/provider/divergence-excerpt.js';
import { findFirstDifference, formatExcerptLine } from '../../src/provider/divergence.js';
import type { Fingerprint } from '../../src/provider/types.js';
import { longText, replaceWordAt } from '../helpers/long-text.js';

const changedTexts = (excerpt: ChangeExcerpt | undefined, kind: 'removed' | 'added'): string[] =>
  (excerpt?.hunks ?? [])
    .flatMap((hunk) => hunk.filter((part) => part.kind === kind))
    .map((p) => p.text);

/**
 * Each side of every hunk (what it shows without the other side's words) is found in that side's
 * text, hunk after hunk, never overlapping: nothing shown twice, nothing out of order.
 */
function expectInOrder(excerpt: ChangeExcerpt, otherKind: 'removed' | 'added', text: string) {
  let from = 0;
  for (const hunk of excerpt.hunks) {
    let run = '';
    const parts = hunk.filter((part) => part.kind !== otherKind);
    parts.forEach((part, index) => {
      run += part.text;
      if (part.cutAfter !== true && index < parts.length - 1) return;
      const at = text.indexOf(run, from);
      expect(at, JSON.stringify({ run, from })).toBeGreaterThanOrEqual(0);
      from = at + run.length;
      run = '';
    });
  }
}

describe('excerptChange', () => {
  it('shows the one word changed in the middle of a 50 KB text, with a few words around it', () => {
    const text = longText(50_000);
    const changed = replaceWordAt(text, text.length / 2, 'leaps');
    const excerpt = excerptChange('messages[0].content', text, changed.text);
    expect(changedTexts(excerpt, 'removed')).toEqual([changed.replaced]);
    expect(changedTexts(excerpt, 'added')).toEqual(['leaps']);
    expect(excerpt.hunks).toHaveLength(1);
    expect(excerpt.moreChanges).toBeUndefined();
    const [before, , , after] = excerpt.hunks[0] ?? [];
    expect(before).toMatchObject({ kind: 'same', cutBefore: true });
    expect(after).toMatchObject({ kind: 'same', cutAfter: true });
    expect(formatExcerptLine(excerpt).length).toBeLessThan(200);
  });

  it('shows two changes far apart, each where it is', () => {
    const text = longText(20_000);
    const first = replaceWordAt(text, 1_000, 'FIRST');
    const second = replaceWordAt(first.text, 18_000, 'SECOND');
    const excerpt = excerptChange('instructions', text, second.text);
    expect(excerpt.hunks).toHaveLength(2);
    expect(changedTexts(excerpt, 'removed')).toEqual([first.replaced, second.replaced]);
    expect(changedTexts(excerpt, 'added')).toEqual(['FIRST', 'SECOND']);
    expect(formatExcerptLine(excerpt)).toMatch(/\{\+FIRST\+\}.*… …\S.*\{\+SECOND\+\}/);
  });

  it('shows an inserted paragraph whole, and a long one cut with a mark', () => {
    const before = 'The first paragraph ends here.\n\nThe last paragraph starts here.';
    const paragraph = 'An inserted paragraph, several words long.\n\n';
    const after = before.replace('The last', `${paragraph}The last`);
    expect(excerptChange('instructions', before, after).hunks).toEqual([
      [
        { kind: 'same', text: 'The first paragraph ends here.\n\n' },
        { kind: 'added', text: paragraph },
        { kind: 'same', text: 'The last paragraph starts here.' },
      ],
    ]);

    const long = `${longText(5_000)}\n\n`;
    const capped = excerptChange('instructions', before, before.replace('The last', long));
    const added = capped.hunks[0]?.find((part) => part.kind === 'added');
    expect(added?.cutAfter).toBe(true);
    expect(long.startsWith(added?.text ?? '-')).toBe(true);
    expect(added?.text.length).toBeLessThanOrEqual(200);
  });

  it('shows a changed tool schema by the key that changed', () => {
    const schema = (type: string, key = 'limit') => ({
      type: 'object',
      properties: { path: { type: 'string' }, [key]: { type, description: 'Lines to read.' } },
      required: ['path'],
    });
    const retyped = excerptChange(
      'tools[read_file].parameters',
      schema('integer'),
      schema('number'),
    );
    expect(retyped.hunks).toEqual([
      [
        {
          kind: 'same',
          text: '"limit": {\n      "description": "Lines to read.",\n      "type": ',
          cutBefore: true,
        },
        { kind: 'removed', text: '"integer"' },
        { kind: 'added', text: '"number"' },
        { kind: 'same', text: '\n    },\n    "path": {', cutAfter: true },
      ],
    ]);
    // Renamed, as the replay finds it: the field names the new key, the excerpt shows both.
    const tool = (parameters: object) => ({
      type: 'function',
      function: { name: 'read_file', description: 'Read a file.', parameters },
    });
    const fingerprint = (parameters: object): Fingerprint => ({
      endpoint: 'chat.completions',
      model: 'm',
      instructions: null,
      messages: [{ role: 'user', content: 'Read it.' }],
      tools: [tool(parameters)],
      outputLimit: null,
      nativeTools: [],
      reasoningEffort: null,
      answerControls: {},
    });
    const renamed = findFirstDifference(
      fingerprint(schema('integer')),
      fingerprint(schema('integer', 'max_lines')),
    );
    expect(renamed?.field).toBe('tools[read_file].parameters.properties.limit');
    expect(renamed?.excerpt.path).toBe('tools[read_file].parameters.properties');
    expect(changedTexts(renamed?.excerpt, 'removed')).toEqual(['"limit":']);
    expect(changedTexts(renamed?.excerpt, 'added')).toEqual(['"max_lines":']);
  });

  it('shows a changed blank, and a changed line break where it was', () => {
    const spaces = excerptChange('instructions', 'one two', 'one  two');
    expect(formatExcerptLine(spaces)).toBe('one[- -]{+  +}two');
    const split = excerptChange('instructions', 'one two', 'one\ntwo');
    expect(excerptLines(split.hunks[0] ?? [])).toEqual([
      {
        sign: '-',
        runs: [
          { text: 'one', changed: false },
          { text: ' ', changed: true },
          { text: 'two', changed: false },
        ],
      },
      {
        sign: '+',
        runs: [
          { text: 'one', changed: false },
          { text: '⏎', changed: true },
        ],
      },
      { sign: '+', runs: [{ text: 'two', changed: false }] },
    ]);
  });

  it('keeps a changed word whole, so that redaction sees a secret the harness sent', () => {
    const secret = 'sk-proj-Zx81kQ0aLm5TtYw2Rr7uVv3Nn6Pp9Ee4';
    const excerpt = excerptChange(
      'messages[1].content',
      'Authorization: Bearer sk-proj-PLACEHOLDER please',
      `Authorization: Bearer ${secret} please`,
    );
    expect(changedTexts(excerpt, 'added')).toEqual([secret]);
  });

  it('counts the changes past the cap, and stays small whatever the diff', () => {
    const text = longText(40_000);
    let changed = text;
    for (let at = 500; at < 39_000; at += 2_000)
      changed = replaceWordAt(changed, at, 'CHANGED').text;
    const excerpt = excerptChange('messages[2].content', text, changed);
    expect(excerpt.hunks).toHaveLength(MAX_HUNKS);
    expect(excerpt.moreChanges).toBe(20 - MAX_HUNKS);
    expect(formatExcerptLine(excerpt)).toMatch(/\(… 17 more changes\)$/);
    expect(JSON.stringify(excerpt).length).toBeLessThan(2_000);
  });

  it('counts changes too close together past the cap, without showing any text twice', () => {
    const recorded = Array.from({ length: 40 }, (_, index) => `w${index}`).join(' ');
    const actual = recorded.replace(/w(\d*[02468])\b/g, 'X$1');
    const excerpt = excerptChange('messages[0].content', recorded, actual);
    expect(excerpt.hunks).toHaveLength(1);
    expect(changedTexts(excerpt, 'added')).toEqual(['X0', 'X2', 'X4', 'X6', 'X8', 'X10']);
    expect(excerpt.moreChanges).toBe(14);
    expectInOrder(excerpt, 'added', recorded);
    expectInOrder(excerpt, 'removed', actual);
  });

  it('shows two unrelated huge texts from their starts, quickly and bounded', () => {
    const recorded = Array.from({ length: 100_000 }, (_, index) => `r${index}`).join('\n');
    const actual = Array.from({ length: 100_000 }, (_, index) => `a${index}`).join('\n');
    const started = Date.now();
    const excerpt = excerptChange('messages[1].content', recorded, actual);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(excerpt.unaligned).toBe(true);
    expect(excerpt.hunks).toEqual([
      [
        expect.objectContaining({ kind: 'removed', cutAfter: true }),
        expect.objectContaining({ kind: 'added', cutAfter: true }),
      ],
    ]);
    expect(JSON.stringify(excerpt).length).toBeLessThan(1_000);
  });

  it('is always a valid, bounded excerpt whose words come from their side', () => {
    const words = fc.array(fc.constantFrom('a', 'b', 'cc', ' ', '\n', '😀', 'x y'), {
      maxLength: 300,
    });
    fc.assert(
      fc.property(words, words, (left, right) => {
        const recorded = left.join('');
        const actual = right.join('');
        const excerpt = excerptChange('messages[0].content', recorded, actual);
        expect(ChangeExcerptSchema.safeParse(excerpt).success).toBe(true);
        expect(JSON.stringify(excerpt).length).toBeLessThan(6_000);
        expect(excerpt.hunks.length > 0).toBe(recorded !== actual);
        expectInOrder(excerpt, 'added', recorded);
        expectInOrder(excerpt, 'removed', actual);
      }),
      { numRuns: 300 },
    );
  });
});
