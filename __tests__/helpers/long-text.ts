/**
 * Long prose for the divergence excerpt tests: the same text every time (a fixed sequence, no
 * randomness), in sentences and paragraphs, as an agent's prompt or a file it read would be.
 */
const WORDS = [
  'the',
  'agent',
  'reads',
  'a',
  'file',
  'before',
  'it',
  'edits',
  'only',
  'what',
  'the',
  'task',
  'asks',
  'and',
  'runs',
  'tests',
  'after',
  'each',
  'change',
  'so',
  'that',
  'nothing',
  'else',
  'breaks',
  'quietly',
  'when',
  'unsure',
  'search',
  'first',
  'then',
  'quick',
  'brown',
  'fox',
  'jumps',
  'over',
  'lazy',
  'dog',
  'while',
  'careful',
  'reviewers',
  'watch',
];

/** About `chars` characters of prose: sentences of 8 to 19 words, a paragraph every 6 sentences. */
export function longText(chars: number): string {
  let text = '';
  let state = 7;
  let sentence = 0;
  while (text.length < chars) {
    const length = 8 + (sentence % 12);
    const words: string[] = [];
    for (let index = 0; index < length; index += 1) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      words.push(WORDS[state % WORDS.length] as string);
    }
    const first = words[0] as string;
    words[0] = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
    sentence += 1;
    text += `${words.join(' ')}.${sentence % 6 === 0 ? '\n\n' : ' '}`;
  }
  return text.trimEnd();
}

/** `text` with the word at or after character `at` replaced by `word`, and the word it replaced. */
export function replaceWordAt(
  text: string,
  at: number,
  word: string,
): { text: string; replaced: string } {
  const start = text.slice(Math.floor(at)).search(/(?<=\s)\S/) + Math.floor(at);
  const end = text.slice(start).search(/\s|$/) + start;
  const replaced = text.slice(start, end);
  if (replaced === word) throw new Error(`the word at ${at} is already ${word}`);
  return { text: `${text.slice(0, start)}${word}${text.slice(end)}`, replaced };
}
