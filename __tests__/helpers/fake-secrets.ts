/**
 * Fake credentials in the shapes secretlint's recommended rules detect. They are assembled at run
 * time so that this repository never holds a literal key-shaped string (push protection, scanners).
 */
const FILLER = 'Xq7Lm2Pz9Rt4Vw8Ks3Nd6Hf1Jb5Gc0YaQe';

/** `length` characters of [A-Za-z0-9], varied enough to look random. */
export function fakeChars(length: number, seed = 0): string {
  let text = '';
  for (let index = 0; text.length < length; index++) {
    text += FILLER[(index * 7 + seed) % FILLER.length];
  }
  return text;
}

export const fakeOpenAiKey = (): string =>
  `sk-proj-${fakeChars(58, 1)}${'T3Blbk'}FJ${fakeChars(58, 2)}`;

export const fakeGitHubToken = (): string => `gh${'p'}_${fakeChars(36, 3)}`;

export const fakeAwsAccessKeyId = (): string => `AK${'IA'}${fakeChars(16, 4).toUpperCase()}`;

export const fakeAwsSecretAccessKey = (): string => fakeChars(40, 5);

export const fakeAnthropicKey = (): string => `sk-ant-api0${'3'}-${fakeChars(93, 6)}AA`;
