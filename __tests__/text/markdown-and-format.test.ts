import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, renderTable, truncateText } from '../../src/text/markdown.js';
import {
  formatCount,
  formatInterval,
  formatIntervalRange,
  formatPoints,
  formatPointsInterval,
  formatSigned,
  formatUsd,
  listItems,
  plural,
} from '../../src/text/format.js';

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

  it('group the digits of any integer as en-US does, without loading locale data', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });

  it('write differences with their sign, rates in percentage points', () => {
    expect(formatPoints(0.4)).toBe('+40.0 pp');
    expect(formatPoints(-1)).toBe('−100.0 pp');
    expect(formatPoints(0)).toBe('±0.0 pp');
    expect(formatPointsInterval({ low: -0.286, high: 0.114 })).toBe('[−28.6 pp, +11.4 pp]');
    expect(formatSigned(-0.5, formatUsd)).toBe('−$0.5000');
    expect(formatIntervalRange({ low: 0.2307, high: 0.8824 })).toBe('23.1–88.2 %');
  });

  it('count nouns', () => {
    expect(plural(1, 'run')).toBe('1 run');
    expect(plural(0, 'judged run')).toBe('0 judged runs');
    expect(plural(2, 'new entry', 'new entries')).toBe('2 new entries');
  });

  it('list and truncate', () => {
    expect(listItems(['a'])).toBe('a');
    expect(listItems(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listItems(['a', 'b', 'c'], 2)).toBe('a, b and 1 more');
    expect(truncateText('abcdef', 4)).toBe('abc…');
    expect(truncateText('abc', 4)).toBe('abc');
  });
});
