import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdSecrets,
  redactExactCredentials,
  redactJson,
  redactText,
  secretsToRedact,
  shortRuleName,
} from '../../src/provider/secret-redact.js';
import {
  fakeAnthropicKey,
  fakeAwsAccessKeyId,
  fakeAwsSecretAccessKey,
  fakeChars,
  fakeGitHubToken,
  fakeOpenAiKey,
} from '../helpers/fake-secrets.js';
import { layOutJson } from '../../src/provider/secret-scan.js';
import { countBy, recordReliability } from '../helpers/reliability.js';

const openAi = fakeOpenAiKey();
const github = fakeGitHubToken();
const awsId = fakeAwsAccessKeyId();
const anthropic = fakeAnthropicKey();
/** A credential of no known shape: only the exact list can find it. */
const planted = `plain-${fakeChars(24, 9)}`;

describe('redactText', () => {
  it('replaces a key inside a longer text in place and names the rule, never the value', async () => {
    const { text, findings } = await redactText(`Use ${openAi} for the call, then ${github}.`);
    expect(text).toBe('Use <redacted:openai> for the call, then <redacted:github>.');
    expect(findings).toEqual(
      expect.arrayContaining([
        { path: '(text)', rule: 'openai' },
        { path: '(text)', rule: 'github' },
      ]),
    );
    expect(JSON.stringify(findings)).not.toContain(openAi.slice(8, 30));
  });

  it('replaces every copy, also where the rule range is off (the AWS secret-key rule)', async () => {
    const secret = fakeAwsSecretAccessKey();
    const input = `aws_secret_access_key = "${secret}"\nagain: ${secret} and ${awsId} ${awsId}`;
    const { text } = await redactText(input);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(awsId);
    expect(text).toContain('<redacted:aws>');
  });

  it('replaces exact credentials given, held by the process, or named like one in the environment', async () => {
    const held = `held-${fakeChars(20, 11)}`;
    holdSecrets([held, undefined, 'short']);
    process.env.S4_UNIT_TEST_TOKEN = `env-${fakeChars(20, 12)}`;
    try {
      const envValue = process.env.S4_UNIT_TEST_TOKEN;
      const { text, findings } = await redactText(`a ${planted} b ${held} c ${envValue} d`, {
        exactSecrets: [planted],
        path: 'report.md',
      });
      expect(text).toBe(
        'a <redacted:exact-credential> b <redacted:exact-credential> c <redacted:exact-credential> d',
      );
      expect(findings).toEqual([{ path: 'report.md', rule: 'exact-credential' }]);
      expect(secretsToRedact()).toContain(held);
      expect(secretsToRedact()).not.toContain('short');
      expect(redactExactCredentials(`x${held}y`)).toBe('x<redacted:exact-credential>y');
    } finally {
      delete process.env.S4_UNIT_TEST_TOKEN;
    }
  });

  it('is idempotent, also for a credential spelled like the marker text', async () => {
    const odd = 'redacted:exact-credential';
    const once = await redactText(`k=${odd} ${openAi}`, { exactSecrets: [odd] });
    const twice = await redactText(once.text, { exactSecrets: [odd] });
    expect(twice.text).toBe(once.text);
    expect(twice.findings).toEqual([]);
  });

  it('leaves text without secrets unchanged', async () => {
    const text = 'The function add in src/math.ts is wrong. sk-short ghp_tooshort AKIA';
    expect(await redactText(text)).toEqual({ text, findings: [] });
  });

  it('redacts a 1 MB answer in well under a second', async () => {
    const filler = 'lorem ipsum dolor sit amet, "quoted" https://example.com/a?b=c\n'.repeat(
      16_000,
    );
    const answer = `${filler} ${openAi} ${filler}${planted}`;
    const started = performance.now();
    const { text } = await redactText(answer, { exactSecrets: [planted] });
    const elapsedMs = performance.now() - started;
    expect(text).not.toContain(openAi);
    expect(text).not.toContain(planted);
    expect(text.length).toBeLessThan(answer.length);
    expect(elapsedMs).toBeLessThan(1_000);
    const json = await redactJson(
      { finalAnswer: answer, toolCalls: Array.from({ length: 2_000 }, (_, i) => ({ i })) },
      { exactSecrets: [planted] },
    );
    expect(JSON.stringify(json.value)).not.toContain(openAi);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('redactJson', () => {
  it('redacts values, nested tool arguments and object keys, and paths never hold the secret', async () => {
    const record = {
      finalAnswer: `done: ${openAi}`,
      toolCalls: [
        { name: 'write_file', arguments: { path: 'notes.txt', content: `token ${github}` } },
        { name: 'bash', arguments: JSON.stringify({ command: `echo ${planted}` }) },
      ],
      headers: { [anthropic]: { nested: `again ${anthropic}` } },
      count: 3,
      flag: true,
      nothing: null,
    };
    const { value, findings } = await redactJson(record, { exactSecrets: [planted] });
    const text = JSON.stringify(value);
    for (const secret of [openAi, github, planted, anthropic]) expect(text).not.toContain(secret);
    expect(value.finalAnswer).toBe('done: <redacted:openai>');
    expect(value.toolCalls[0]?.arguments).toEqual({
      path: 'notes.txt',
      content: 'token <redacted:github>',
    });
    expect(JSON.parse(value.toolCalls[1]?.arguments as string)).toEqual({
      command: 'echo <redacted:exact-credential>',
    });
    expect(value.headers).toEqual({
      '<redacted:anthropic>': { nested: 'again <redacted:anthropic>' },
    });
    expect(value.count).toBe(3);
    expect(value.nothing).toBeNull();
    expect(findings).toEqual(
      expect.arrayContaining([
        { path: 'finalAnswer', rule: 'openai' },
        { path: 'toolCalls[0].arguments.content', rule: 'github' },
        { path: 'toolCalls[1].arguments', rule: 'exact-credential' },
        { path: 'headers["<redacted:anthropic>"]', rule: 'anthropic' },
        { path: 'headers["<redacted:anthropic>"].nested', rule: 'anthropic' },
      ]),
    );
    expect(JSON.stringify(findings)).not.toContain(anthropic);
    // The input is not changed.
    expect(record.finalAnswer).toContain(openAi);
  });

  it('keeps two keys that redact alike', async () => {
    const other = `gh${'p'}_${fakeChars(36, 17)}`;
    const { value } = await redactJson({ [github]: 1, [other]: 2 });
    expect(JSON.stringify(value)).not.toContain(other);
    expect(Object.values(value)).toHaveLength(2);
  });

  it('short rule names', () => {
    expect(shortRuleName('@secretlint/secretlint-rule-openai')).toBe('openai');
    expect(shortRuleName('@secretlint/secretlint-rule-database-connection-string')).toBe(
      'database-connection-string',
    );
    expect(shortRuleName('verdict/exact-credential')).toBe('exact-credential');
  });
});

describe('redaction properties', () => {
  const secrets = [openAi, github, awsId, anthropic, planted];
  // Words that cannot form a key shape: no digits-and-letters runs of key length.
  const word = fc.stringMatching(/^[a-z .,:;!?()\n-]{0,12}$/);

  it('no planted secret survives, wherever it is planted, and a second pass changes nothing', async () => {
    const numRuns = 60;
    const outcomes: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(word, fc.constantFrom(...secrets)), { minLength: 1, maxLength: 4 }),
        word,
        fc.boolean(),
        async (pieces, tail, asJson) => {
          const text = pieces.map(([before, secret]) => `${before} ${secret} `).join('') + tail;
          const redacted = asJson
            ? JSON.stringify(
                (await redactJson({ a: [text], [text]: text }, { exactSecrets: [planted] })).value,
              )
            : (await redactText(text, { exactSecrets: [planted] })).text;
          for (const secret of secrets) expect(redacted).not.toContain(secret);
          expect(redacted).toContain('<redacted:');
          const again = await redactText(redacted, { exactSecrets: [planted] });
          expect(again.text).toBe(redacted);
          outcomes.push(asJson ? 'none left in JSON' : 'none left in text');
        },
      ),
      { seed: 12, numRuns },
    );
    recordReliability({
      section: 'attacks',
      subject: 'secret redaction',
      case: 'planted keys in random text and JSON (keys too)',
      tried: outcomes.length,
      planned: numRuns,
      accountedFor: countBy(outcomes),
      outcome: 'no planted secret left; idempotent',
    });
  });

  it('text and JSON without secrets come back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.jsonValue({ maxDepth: 3 }),
        async (text, json) => {
          expect((await redactText(text)).text).toBe(text);
          const { value, findings } = await redactJson(json);
          expect(findings).toEqual([]);
          expect(JSON.stringify(value)).toBe(JSON.stringify(json));
        },
      ),
      { seed: 7, numRuns: 60 },
    );
  });

  it('lays out JSON as JSON.stringify writes it: what redactJson lints before it lays anything out', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (json) => {
        const value = JSON.parse(JSON.stringify(json) ?? 'null') as unknown;
        expect(layOutJson(value).text).toBe(JSON.stringify(value) ?? 'null');
      }),
      { seed: 7, numRuns: 500 },
    );
    const tricky: unknown = JSON.parse(
      '{"__proto__":{"a":1},"2":"two","1":[-0,1e21,"\\u2028"],"b":null}',
    );
    expect(layOutJson(tricky).text).toBe(JSON.stringify(tricky));
  });
});
