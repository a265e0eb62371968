import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeSpan, truncateText } from '../../src/text/markdown.js';
import { withoutCodeSpans } from '../compare/reasons-fixtures.js';

/** What a CommonMark reader shows of one code span: the text between the fences, one pad off. */
function readCodeSpan(span: string): string {
  const fence = /^`+/.exec(span)?.[0] ?? '';
  const inner = span.slice(fence.length, span.length - fence.length);
  return inner.length >= 2 && inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== ''
    ? inner.slice(1, -1)
    : inner;
}

describe('codeSpan', () => {
  it.each([
    ['read_file', '`read_file`'],
    ['a `b` c', '``a `b` c``'],
    ['`rm -rf`', '`` `rm -rf` ``'],
    ['``', '``` `` ```'],
    ['@someone <!-- x -->', '`@someone <!-- x -->`'],
    ['line\nbreak', '`line break`'],
    ['   ', '(blank)'],
  ])('writes %j as %j', (text, expected) => {
    expect(codeSpan(text)).toBe(expected);
  });

  it('shows any text as it is, on one line, in one span nothing in it can close early', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'`` ` a@<>[]()|\\#*_-\n'.split('')),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, (value) => {
        const span = codeSpan(value, 30);
        if (value.replace(/\n/g, ' ').trim() === '') return;
        expect(span).not.toContain('\n');
        // One span, and nothing outside it.
        expect(withoutCodeSpans(span)).toBe('␣');
        expect(readCodeSpan(span)).toBe(truncateText(value.replace(/\n/g, ' '), 30));
      }),
    );
  });
});
