import { describe, expect, it } from 'vitest';
import {
  escapeMarkdown,
  formatCount,
  formatInterval,
  listItems,
  renderTable,
  truncateText,
} from '../../src/report/markdown-text.js';

describe('escapeMarkdown', () => {
  it.each([
    ['a | b', 'a \\| b'],
    ['`rm -rf`', '\\`rm -rf\\`'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['ping @octocat', 'ping @&#8203;octocat'],
    ['fixes #12', 'fixes &#35;12'],
    ['C# and #tag', 'C# and #tag'],
    ['**bold** _it_ ~~x~~', '\\*\\*bold\\*\\* \\_it\\_ \\~\\~x\\~\\~'],
    ['[a](http://x)', '\\[a\\](http://x)'],
    ['a\\|b', 'a\\\\\\|b'],
    ['line one\nline two\r\n', 'line one line two'],
    ['&lt; stays literal', '&amp;lt; stays literal'],
  ])('makes %j inert', (input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });
});

describe('markdown helpers', () => {
  it('render a table with alignment', () => {
    expect(renderTable(['a', 'b'], [['1', '2']], ['left', 'right'])).toBe(
      '| a | b |\n| --- | ---: |\n| 1 | 2 |',
    );
  });

  it('format numbers independently of the locale', () => {
    expect(formatCount(1234567.4)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    expect(formatInterval({ low: 0.2307, high: 1 })).toBe('[23.1 %, 100.0 %]');
  });

  it('list and truncate', () => {
    expect(listItems(['a'])).toBe('a');
    expect(listItems(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listItems(['a', 'b', 'c'], 2)).toBe('a, b and 1 more');
    expect(truncateText('abcdef', 4)).toBe('abc…');
    expect(truncateText('abc', 4)).toBe('abc');
  });
});
