/** A command line as argv, split as a POSIX shell splits words and quotes, with nothing expanded. */
import { UsageError } from '../errors.js';

export function splitCommand(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index] as string;
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && /["\\$`]/.test(line[index + 1] ?? '')) {
        current += line[index + 1];
        index += 1;
      } else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === '\\' && index + 1 < line.length) {
      current += line[index + 1];
      index += 1;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (quote !== undefined) throw new UsageError(`unclosed ${quote} in command: ${line}`);
  if (inWord) words.push(current);
  if (words.length === 0) throw new UsageError('the command is empty');
  return words;
}
