import { error, fail, pass, quote, type CheckVerifier } from './types.js';

const NO_ANSWER = 'the agent gave no final answer';

export const checkResponseContains: CheckVerifier<'response-contains'> = (verifier, context) => {
  const answer = context.transcript.finalAnswer;
  if (answer === null) return fail(NO_ANSWER);
  const lower = answer.toLowerCase();
  const missing = verifier.texts.filter((text) => !lower.includes(text.toLowerCase()));
  return missing.length === 0
    ? pass(`the answer mentions ${verifier.texts.map((text) => quote(text)).join(', ')}`)
    : fail(`the answer does not mention ${missing.map((text) => quote(text)).join(', ')}`);
};

export const checkResponseNotContains: CheckVerifier<'response-not-contains'> = (
  verifier,
  context,
) => {
  const answer = context.transcript.finalAnswer;
  if (answer === null) return pass(`${NO_ANSWER}, so it mentions none of the texts`);
  const lower = answer.toLowerCase();
  const present = verifier.texts.filter((text) => lower.includes(text.toLowerCase()));
  return present.length === 0
    ? pass(`the answer mentions none of ${verifier.texts.map((text) => quote(text)).join(', ')}`)
    : fail(`the answer mentions ${present.map((text) => quote(text)).join(', ')}`);
};

export const checkResponseMatches: CheckVerifier<'response-matches'> = (verifier, context) => {
  let pattern: RegExp;
  try {
    pattern = new RegExp(verifier.pattern, verifier.flags);
  } catch (cause) {
    return error(`invalid regular expression /${verifier.pattern}/: ${String(cause)}`);
  }
  const answer = context.transcript.finalAnswer;
  if (answer === null) return fail(NO_ANSWER);
  const match = pattern.exec(answer);
  return match === null
    ? fail(`the answer does not match ${String(pattern)}`)
    : pass(`the answer matches ${String(pattern)} at ${quote(match[0], 40)}`);
};
