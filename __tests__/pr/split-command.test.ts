import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCommand } from '../../src/pr/split-command.js';

describe('splitCommand', () => {
  it.each([
    ['node dist/agent.js', ['node', 'dist/agent.js']],
    ['  node   a.js  --x ', ['node', 'a.js', '--x']],
    [`python -c "print('hi there')"`, ['python', '-c', "print('hi there')"]],
    [`run 'a b' "c \\"d\\"" e\\ f`, ['run', 'a b', 'c "d"', 'e f']],
    [`echo '' x`, ['echo', '', 'x']],
    ['echo $HOME `id`', ['echo', '$HOME', '`id`']],
  ])('splits %s', (line, expected) => {
    expect(splitCommand(line)).toEqual(expected);
  });

  it('refuses an unclosed quote and an empty command', () => {
    expect(() => splitCommand(`node "a.js`)).toThrow(/unclosed "/);
    expect(() => splitCommand('   ')).toThrow(/empty/);
  });

  it('round-trips any words quoted with single quotes', () => {
    const word = fc.string({ minLength: 1 }).filter((text) => !text.includes("'"));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        expect(splitCommand(words.map((w) => `'${w}'`).join(' '))).toEqual(words);
      }),
    );
  });
});
