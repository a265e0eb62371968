import * as secretlint from '@secretlint/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  EXACT_CREDENTIAL_RULE,
  credentialsFromEnvironment,
  prefixPath,
  scanForSecrets,
  scanStreamedEvents,
} from '../../src/provider/secret-scan.js';
import {
  fakeAnthropicKey,
  fakeAwsAccessKeyId,
  fakeAwsSecretAccessKey,
  fakeChars,
  fakeGitHubToken,
  fakeOpenAiKey,
} from '../helpers/fake-secrets.js';

// Wrapped, not replaced: the real linter runs; the spy only counts how often it is called.
vi.mock('@secretlint/core', async (importOriginal) => {
  const actual = await importOriginal<typeof secretlint>();
  return { ...actual, lintSource: vi.fn(actual.lintSource) };
});

const noExact = { exactSecrets: [] };

const chatBody = (content: string) => ({
  response: {
    kind: 'json',
    status: 200,
    body: { choices: [{ index: 0, message: { role: 'assistant', content } }] },
  },
});

describe('scanForSecrets', () => {
  it('finds an OpenAI key inside a message and names the field, never the key', async () => {
    const key = fakeOpenAiKey();
    const findings = await scanForSecrets(chatBody(`Use ${key} for the call.`), noExact);
    expect(findings).toEqual([
      {
        path: 'response.body.choices[0].message.content',
        rule: '@secretlint/secretlint-rule-openai',
        description: 'looks like an OpenAI API key',
      },
    ]);
    expect(JSON.stringify(findings)).not.toContain(key);
  });

  it('finds a GitHub token inside JSON tool arguments (a string holding escaped JSON)', async () => {
    const token = fakeGitHubToken();
    const value = {
      messages: [
        {
          role: 'assistant',
          tool_calls: [
            {
              id: 'call_1',
              function: { name: 'write_file', arguments: JSON.stringify({ text: `T="${token}"` }) },
            },
          ],
        },
      ],
    };
    const findings = await scanForSecrets(value, noExact);
    expect(findings).toEqual([
      {
        path: 'messages[0].tool_calls[0].function.arguments',
        rule: '@secretlint/secretlint-rule-github',
        description: 'looks like a GitHub token',
      },
    ]);
  });

  it('finds AWS access key ids but not the documented example key', async () => {
    const findings = await scanForSecrets(
      { a: `id=${fakeAwsAccessKeyId()}`, b: 'id=AKIAIOSFODNN7EXAMPLE' },
      noExact,
    );
    expect(findings).toEqual([
      {
        path: 'a',
        rule: '@secretlint/secretlint-rule-aws',
        description: 'looks like an AWS access key id',
      },
    ]);
  });

  it('attributes a key/value match to the value: `"aws_secret_access_key": "…"`', async () => {
    const findings = await scanForSecrets(
      { env: { aws_secret_access_key: fakeAwsSecretAccessKey() } },
      noExact,
    );
    expect(findings).toEqual([
      {
        path: 'env.aws_secret_access_key',
        rule: '@secretlint/secretlint-rule-aws',
        description: 'looks like an AWS secret access key',
      },
    ]);
  });

  it('finds an Anthropic key', async () => {
    const findings = await scanForSecrets([`x ${fakeAnthropicKey()} y`], noExact);
    expect(findings.map((finding) => [finding.path, finding.rule])).toEqual([
      ['[0]', '@secretlint/secretlint-rule-anthropic'],
    ]);
  });

  it('finds an exact credential hidden in a message, and ignores credentials under 8 characters', async () => {
    const credential = 'corp-internal-9f8e7d6c5b4a';
    const value = {
      messages: [
        { role: 'user', content: 'hello' },
        { role: 'tool', content: `config: token=${credential}; region=eu` },
      ],
    };
    const findings = await scanForSecrets(value, { exactSecrets: [credential, 'hello'] });
    expect(findings).toEqual([
      {
        path: 'messages[1].content',
        rule: EXACT_CREDENTIAL_RULE,
        description: 'contains the exact value of one of your credentials',
      },
    ]);
    expect(JSON.stringify(findings)).not.toContain(credential);
  });

  it('finds an exact credential escaped inside JSON text', async () => {
    const credential = 'pa"ss\\word-123456';
    const event = JSON.stringify({ delta: { content: `it is ${credential}` } });
    const findings = await scanForSecrets({ events: [event] }, { exactSecrets: [credential] });
    expect(findings.map((finding) => finding.path)).toEqual(['events[0]']);
  });

  it('scans object keys, and a key that is a secret never appears in a path', async () => {
    const token = fakeGitHubToken();
    const findings = await scanForSecrets({ cache: { [token]: { owner: 'me' } } }, noExact);
    expect(findings).toEqual([
      {
        path: 'cache[<redacted key>]',
        rule: '@secretlint/secretlint-rule-github',
        description: 'looks like a GitHub token (in an object key)',
      },
    ]);
    const below = await scanForSecrets(
      { cache: { [token]: { note: `also ${fakeOpenAiKey()}` } } },
      noExact,
    );
    expect(below.map((finding) => finding.path)).toEqual([
      'cache[<redacted key>]',
      'cache[<redacted key>].note',
    ]);
    expect(JSON.stringify(below)).not.toContain(token);
  });

  it('quotes keys that are not identifiers', async () => {
    const findings = await scanForSecrets(
      { headers: { 'x-api-key': `Bearer ${fakeOpenAiKey()}` } },
      noExact,
    );
    expect(findings.map((finding) => finding.path)).toEqual(['headers["x-api-key"]']);
  });

  it('cannot be silenced by a secretlint-disable comment in the scanned text', async () => {
    // With secretlint's comment filter this would hide everything after it in the text.
    const findings = await scanForSecrets(
      { a: '// secretlint-disable -- fixtures', b: fakeGitHubToken() },
      noExact,
    );
    expect(findings.map((finding) => finding.path)).toEqual(['b']);
  });

  it('finds nothing in ordinary agent traffic', async () => {
    const value = {
      ...chatBody('I edited src/add.ts: `export const add = (a: number, b: number) => a + b;`'),
      sha256: 'a'.repeat(64),
      tools: [
        { type: 'function', function: { name: 'read_file', parameters: { type: 'object' } } },
      ],
      numbers: [1, 2.5, null, true],
    };
    expect(await scanForSecrets(value, { exactSecrets: ['not-present-anywhere'] })).toEqual([]);
    expect(await scanForSecrets(undefined, noExact)).toEqual([]);
    expect(await scanForSecrets('plain', noExact)).toEqual([]);
  });

  it('lints a large value in one pass and still maps the match to its string', async () => {
    const lint = vi.mocked(secretlint.lintSource);
    lint.mockClear();
    const messages = Array.from({ length: 5000 }, (_, index) => ({
      role: 'tool',
      content: `line ${index}: ${fakeChars(40, index)}`,
    }));
    messages.push({ role: 'tool', content: `leaked ${fakeGitHubToken()}` });
    const findings = await scanForSecrets({ messages }, noExact);
    expect(findings.map((finding) => finding.path)).toEqual(['messages[5000].content']);
    expect(lint).toHaveBeenCalledTimes(1);
  });
});

describe('scanStreamedEvents', () => {
  const deltaEvents = (pieces: readonly string[]): string[] => [
    ...pieces.map((piece) =>
      JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: { content: piece } }] }),
    ),
    '[DONE]',
  ];

  it('finds a key that the stream split across events', async () => {
    const key = fakeOpenAiKey();
    const pieces = ['Your key is ', key.slice(0, 30), key.slice(30, 90), key.slice(90), '.'];
    const findings = await scanStreamedEvents(deltaEvents(pieces), 'response.events', noExact);
    expect(findings).toEqual([
      {
        path: 'response.events[*].choices[0].delta.content',
        rule: '@secretlint/secretlint-rule-openai',
        description: 'looks like an OpenAI API key',
      },
    ]);
  });

  it('finds an exact credential split across events', async () => {
    const credential = 'corp-internal-9f8e7d6c5b4a';
    const pieces = ['token ', credential.slice(0, 9), credential.slice(9)];
    const findings = await scanStreamedEvents(deltaEvents(pieces), 'events', {
      exactSecrets: [credential],
    });
    expect(findings.map((finding) => [finding.path, finding.rule])).toEqual([
      ['events[*].choices[0].delta.content', EXACT_CREDENTIAL_RULE],
    ]);
  });

  it('names the event itself when one event holds the whole secret', async () => {
    const events = deltaEvents(['a', `b ${fakeGitHubToken()}`]);
    const findings = await scanStreamedEvents(events, 'response.events', noExact);
    expect(findings.map((finding) => finding.path)).toEqual(['response.events[1]']);
  });

  it('finds nothing in a clean stream', async () => {
    const events = deltaEvents(['Hello', ', ', 'world']);
    expect(await scanStreamedEvents(events, 'response.events', noExact)).toEqual([]);
  });
});

describe('prefixPath', () => {
  it('joins a prefix and a rendered path', () => {
    expect(prefixPath('response', 'body.x')).toBe('response.body.x');
    expect(prefixPath('response.events', '[2]')).toBe('response.events[2]');
    expect(prefixPath('response', '(top level)')).toBe('response');
    expect(prefixPath('', 'a')).toBe('a');
  });
});

describe('credentialsFromEnvironment', () => {
  it('takes the values of variables named like credentials, at least 8 characters long', () => {
    const env = {
      OPENAI_API_KEY: 'sk-openai-value',
      ANTHROPIC_API_KEY: 'sk-ant-value',
      GITHUB_TOKEN: 'gh-token-value',
      AWS_ACCESS_KEY_ID: 'aws-key-id-value',
      AWS_SECRET_ACCESS_KEY: 'aws-secret-value',
      CLIENT_SECRET: 'client-secret-value',
      DB_PASSWORD: 'db-password-value',
      postgres_password_file_content: 'lowercase-password',
      SHORT_TOKEN: 'short',
      DUPLICATE_TOKEN: 'gh-token-value',
      VERDICT_PROCESS_TAG: 'verdict-process-tag-value',
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/home/someone-long',
      TOKENIZERS_PARALLELISM: 'false-but-long',
      KEYBOARD_LAYOUT: 'us-international',
      EMPTY_KEY: undefined,
    };
    expect(credentialsFromEnvironment(env).sort()).toEqual(
      [
        'aws-key-id-value',
        'aws-secret-value',
        'client-secret-value',
        'db-password-value',
        'gh-token-value',
        'lowercase-password',
        'sk-ant-value',
        'sk-openai-value',
      ].sort(),
    );
  });
});

describe('scanForSecrets on arbitrary values', () => {
  const credential = 'zq-credential-7h3k9';
  /** A JSON value with the credential planted in one string or one key, somewhere. */
  const planted = fc
    .tuple(fc.jsonValue({ maxDepth: 3 }), fc.boolean(), fc.string(), fc.string())
    .map(([value, inKey, before, after]) => {
      const text = `${before}${credential}${after}`;
      return inKey ? { wrapper: [value, { [text]: value }] } : { wrapper: [value, text] };
    });

  it('always finds a planted credential and never repeats it', async () => {
    await fc.assert(
      fc.asyncProperty(planted, async (value) => {
        const findings = await scanForSecrets(value, { exactSecrets: [credential] });
        expect(findings.length).toBeGreaterThan(0);
        expect(JSON.stringify(findings)).not.toContain(credential);
      }),
      { numRuns: 100 },
    );
  });
});
