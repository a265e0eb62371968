import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeMarkdownText,
  escapeTableCell,
  formatLink,
  formatShortSha,
} from '../../src/pr/escape-markdown.js';
import { renderTable } from '../../src/text/markdown.js';

/** Strings rich in the characters that matter, plus arbitrary Unicode (lone surrogates included). */
const hostileText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      ...'@<>&|\\`*_[]()#!~:/.-+=1aw GH'.split(''),
      '\n',
      '\r',
      '\t',
      '\u2028',
      '\u0085',
      'www',
      '://',
    ),
    maxLength: 60,
  }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/**
 * The cells of a GFM table row, split as GitHub does: a backslash takes the next character with it,
 * so only an unescaped `|` separates cells.
 */
function splitTableRow(line: string): string[] {
  const body = line.slice(line.startsWith('|') ? 1 : 0, line.endsWith(' |') ? -1 : undefined);
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index] ?? '';
    if (char === '\\' && index + 1 < body.length) {
      current += char + (body[index + 1] ?? '');
      index += 1;
    } else if (char === '|') {
      cells.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  return [...cells, current];
}

function hasUnescapedPipe(text: string): boolean {
  return splitTableRow(`| ${text} |`).length !== 1;
}

describe('escapeMarkdownText', () => {
  it.each([
    ['ping @octocat', 'ping @&#8203;octocat'],
    ['<img src=x>', '&lt;img src=x&gt;'],
    ['a | b', 'a \\| b'],
    ['fixes #12 and GH-13', 'fixes &#35;12 and GH&#8203;-13'],
    ['# Heading', '\\# Heading'],
    ['- item', '\\- item'],
    ['1. item', '1\\. item'],
    ['1.2.0', '1.2.0'],
    ['[x](https://evil.example)', '\\[x\\](https:&#8203;//evil.example)'],
    ['visit www.evil.example', 'visit www&#8203;.evil.example'],
    ['line\nbreak\u2028here', 'line break here'],
    ['`code` *b* _i_', '\\`code\\` \\*b\\* \\_i\\_'],
  ])('makes %j inert', (input, expected) => {
    expect(escapeMarkdownText(input)).toBe(expected);
  });

  it('never leaves a mention, HTML, a newline or an unescaped pipe', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const escaped = escapeMarkdownText(text);
        expect(escaped).not.toMatch(/@\w/);
        expect(escaped).not.toMatch(/@(?!&#8203;)/);
        expect(escaped).not.toContain('<');
        expect(escaped).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
        expect(hasUnescapedPipe(escaped)).toBe(false);
        expect(escaped).not.toMatch(/https?:\/\//i);
      }),
      { numRuns: 2_000 },
    );
  });

  it('stays within maxChars however much escaping grows the text', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 8, max: 80 }), (text, maxChars) => {
        const escaped = escapeTableCell(text, maxChars);
        expect(escaped.length).toBeLessThanOrEqual(maxChars);
        expect(hasUnescapedPipe(escaped)).toBe(false);
        // A cut never leaves a dangling backslash that would escape what follows the cell.
        expect(escaped).not.toMatch(/(^|[^\\])(\\\\)*\\$/);
      }),
      { numRuns: 2_000 },
    );
    expect(escapeTableCell('@'.repeat(100), 20)).toBe('@&#8203;…');
  });
});

describe('escapeTableCell', () => {
  it('a row of escaped cells always has as many cells as the head', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 8 }), (texts) => {
        const head = texts.map((_, index) => `c${index}`);
        const lines = renderTable(head, [texts.map((text) => escapeTableCell(text))]).split('\n');
        expect(lines).toHaveLength(3);
        for (const line of lines) expect(splitTableRow(line)).toHaveLength(head.length);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('links and commits', () => {
  it('links http(s) URLs only, with parentheses encoded', () => {
    expect(formatLink('run', 'https://github.com/o/r/actions/runs/1')).toBe(
      '[run](https://github.com/o/r/actions/runs/1)',
    );
    expect(formatLink('run', 'https://x.test/a b(c)')).toBe('[run](https://x.test/a%20b%28c%29)');
    expect(formatLink('run', 'javascript:alert(1)')).toBe('run (javascript:alert(1))');
    expect(formatLink('run', 'not a url <b>')).toBe('run (not a url &lt;b&gt;)');
  });

  it('shortens hex commits and escapes anything else', () => {
    expect(formatShortSha('0123456789abcdef0123456789abcdef01234567')).toBe('`0123456`');
    expect(formatShortSha('`; @x')).toBe('\\`; @&#8203;x');
  });
});
