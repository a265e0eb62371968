import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_TRIGGERS, mayHoldSecret } from '../../src/provider/secret-prefilter.js';
import { lintForSecrets, lintWithSecretlint } from '../../src/provider/secret-lint.js';
import {
  fakeAnthropicKey,
  fakeAwsAccessKeyId,
  fakeAwsSecretAccessKey,
  fakeChars,
  fakeGitHubToken,
  fakeOpenAiKey,
} from '../helpers/fake-secrets.js';
import { FUZZ_SEED } from '../helpers/fuzz.js';

/** One text per rule that secretlint reports, assembled at run time (see fake-secrets.ts). */
function secretSamples(): string[] {
  const pemBody = `MI${fakeChars(120, 7)}`.replace(/(.{64})/g, '$1\n');
  // 1Password's token is `ops_` and base64 JSON from `{"` (`ey`) to a lone `}` (`fQ`): 3n + 1 bytes.
  const opsText = (length: number): string => JSON.stringify({ key: fakeChars(length, 8) });
  const opsLength = [90, 91, 92].find((length) => opsText(length).length % 3 === 1) ?? 90;
  const opsJson = Buffer.from(opsText(opsLength)).toString('base64').replace(/=+$/, '');
  return [
    fakeOpenAiKey(),
    fakeGitHubToken(),
    `github${'_pat'}_${fakeChars(82, 9)}`,
    fakeAwsAccessKeyId(),
    `aws_secret_access_key = "${fakeAwsSecretAccessKey()}"`,
    fakeAnthropicKey(),
    `https://deploy${'er'}:${fakeChars(12, 10)}@example.com/path`,
    `mongodb://admin:${fakeChars(12, 11)}@db.example.com/app`,
    `postgres://admin:${fakeChars(12, 12)}@db.example.com/app`,
    `mysql://admin:${fakeChars(12, 13)}@db.example.com/app`,
    `xox${'b'}-1234567890-${fakeChars(24, 14)}`,
    `https://hooks.${'slack'}.com/services/T${fakeChars(8, 15)}/B${fakeChars(8, 16)}/${fakeChars(24, 17)}`,
    `np${'m'}_${fakeChars(36, 18)}`,
    `S${'G'}.${fakeChars(22, 19)}.${fakeChars(43, 20)}`,
    `shp${'at'}_${fakeChars(32, 21)}`,
    `lin_${'api'}_${fakeChars(40, 22)}`,
    `op${'s'}_${opsJson}`,
    `-----BEGIN ${'PRIVATE'} KEY-----\n${pemBody}\n-----END ${'PRIVATE'} KEY-----`,
  ];
}

const SAMPLES = secretSamples();
const ALPHABET = [...new Set(SAMPLES.join('') + ' \n"\':=@/._-')];

/** One edit of a text: a character dropped, replaced, inserted or its case flipped. */
interface Edit {
  kind: 'drop' | 'replace' | 'insert' | 'case';
  at: number;
  char: string;
}

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('drop', 'replace', 'insert', 'case'),
  at: fc.nat(),
  char: fc.constantFrom(...ALPHABET),
});

function applyEdit(text: string, { kind, at, char }: Edit): string {
  if (text === '') return char;
  const index = at % text.length;
  const before = text.slice(0, index);
  const after = text.slice(index + 1);
  const current = text[index] ?? '';
  if (kind === 'drop') return before + after;
  if (kind === 'replace') return before + char + after;
  if (kind === 'insert') return before + char + current + after;
  const flipped = current === current.toUpperCase() ? current.toLowerCase() : current.toUpperCase();
  return before + flipped + after;
}

/** Near misses: a sample in some context, edited a few times. */
const nearMiss = fc
  .tuple(
    fc.constantFrom(...SAMPLES),
    fc.string({ maxLength: 12 }),
    fc.string({ maxLength: 12 }),
    fc.array(edit, { minLength: 1, maxLength: 6 }),
  )
  .map(([sample, prefix, suffix, edits]) => edits.reduce(applyEdit, `${prefix}${sample}${suffix}`));

/** Texts made of pieces of the samples, so that triggers half-appear and recombine. */
const pieces = fc
  .array(
    fc
      .tuple(fc.constantFrom(...SAMPLES), fc.nat(), fc.integer({ min: 1, max: 24 }))
      .map(([sample, start, length]) => {
        const from = start % sample.length;
        return sample.slice(from, from + length);
      }),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('the secret pre-filter', () => {
  it('has a trigger for exactly the rules the scan runs (a secretlint upgrade must add its own)', async () => {
    const preset = await import('@secretlint/secretlint-rule-preset-recommend');
    const scanned = preset.rules
      .map((rule) => rule.meta.id)
      .filter((id) => id !== '@secretlint/secretlint-rule-filter-comments');
    expect(Object.keys(RULE_TRIGGERS).sort()).toEqual([...scanned].sort());
  });

  it('lets every sample through, and secretlint finds each', async () => {
    for (const sample of SAMPLES) {
      expect(mayHoldSecret(sample), sample.slice(0, 12)).toBe(true);
      expect(await lintWithSecretlint(sample), sample.slice(0, 12)).not.toEqual([]);
    }
  });

  it('stops ordinary output: a run record, a report, a progress line', () => {
    expect(mayHoldSecret('[1/1] fix-greeting #1 pass (0.1 s)\n')).toBe(false);
    expect(mayHoldSecret('{"format":"run/v1","baseUrl":"http://127.0.0.1:4000/v1"}')).toBe(false);
    expect(mayHoldSecret('# Verdict report\n\n| suite | k |\n| --- | --- |\n')).toBe(false);
  });

  it('stops only texts in which secretlint finds nothing', async () => {
    const texts = fc.oneof(nearMiss, pieces, fc.string({ maxLength: 80 }));
    let stopped = 0;
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        if (mayHoldSecret(text)) return;
        stopped += 1;
        expect(await lintWithSecretlint(text)).toEqual([]);
        expect(await lintForSecrets(text)).toEqual([]);
      }),
      { seed: FUZZ_SEED, numRuns: 1_500 },
    );
    // The property says something only if many texts were stopped.
    expect(stopped).toBeGreaterThan(200);
  }, 60_000);

  it('runs only the rules a text wakes, and they find all that every rule finds', async () => {
    /** Two samples (or near misses) in one text, so that one wakes a rule and the other another. */
    const mixed = fc
      .tuple(fc.oneof(fc.constantFrom(...SAMPLES), nearMiss), fc.oneof(nearMiss, pieces))
      .map(([a, b]) => `${a} and ${b}`);
    const texts = fc.oneof(mixed, nearMiss, pieces, fc.constantFrom(...SAMPLES));
    let linted = 0;
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        const every = await lintWithSecretlint(text, { quoteValues: true });
        expect(await lintForSecrets(text, { quoteValues: true })).toEqual(every);
        if (every.length > 0) linted += 1;
      }),
      { seed: FUZZ_SEED, numRuns: 800 },
    );
    expect(linted).toBeGreaterThan(200);
  }, 60_000);
});
