import { describe, expect, it } from 'vitest';
import {
  AgentConfigSchema,
  defaultAgentConfig,
  parseAgentConfig,
  safeParseAgentConfig,
} from '../../src/agent/config.js';
import { parsePolicy } from '../../src/agent/policy.js';
import { ConfigError } from '../../src/errors.js';

describe('parseAgentConfig', () => {
  it('fills every default when VERDICT_CONFIG is absent or empty', () => {
    const defaults = {
      stream: true,
      limits: { maxContextChars: 120_000, maxToolOutputChars: 20_000 },
      compaction: { threshold: 0.8, keepRecentMessages: 6 },
    };
    expect(parseAgentConfig(undefined)).toEqual(defaults);
    expect(parseAgentConfig('  ')).toEqual(defaults);
    expect(parseAgentConfig('{}')).toEqual(defaults);
    expect(AgentConfigSchema.parse({})).toEqual(defaults);
  });

  it('spares the schema for the empty configuration, with the same defaults, key order included', () => {
    const fromSchema = AgentConfigSchema.parse({});
    expect(JSON.stringify(defaultAgentConfig())).toBe(JSON.stringify(fromSchema));
    expect(safeParseAgentConfig({})).toEqual({ success: true, data: fromSchema });
    // A fresh object each time: callers may change what they get.
    expect(defaultAgentConfig()).not.toBe(defaultAgentConfig());
    expect(defaultAgentConfig().limits).not.toBe(defaultAgentConfig().limits);
    // Anything but an empty plain object goes through the schema.
    expect(safeParseAgentConfig([]).success).toBe(false);
    expect(safeParseAgentConfig(null).success).toBe(false);
    expect(safeParseAgentConfig({ stream: 'yes' }).success).toBe(false);
    const inherited = Object.create({ stream: false }) as object;
    expect(safeParseAgentConfig(inherited)).toEqual(AgentConfigSchema.safeParse(inherited));
  });

  it('keeps given knobs and fills the rest of a nested object', () => {
    expect(
      parseAgentConfig(
        JSON.stringify({
          systemPrompt: 'Be brief.',
          temperature: 0,
          maxOutputTokens: 512,
          stream: false,
          limits: { maxContextChars: 5000 },
          compaction: { keepRecentMessages: 2 },
        }),
      ),
    ).toEqual({
      systemPrompt: 'Be brief.',
      temperature: 0,
      maxOutputTokens: 512,
      stream: false,
      limits: { maxContextChars: 5000, maxToolOutputChars: 20_000 },
      compaction: { threshold: 0.8, keepRecentMessages: 2 },
    });
  });

  it('rejects an unknown key with one line naming it and the known keys', () => {
    let error: unknown;
    try {
      parseAgentConfig('{"limits":{"maxContextChar":1000}}');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toBe(
      'VERDICT_CONFIG: limits: unknown field "maxContextChar" (check the spelling); known keys here: maxContextChars, maxToolOutputChars',
    );
    expect(message).not.toContain('\n');
  });

  it.each([
    ['{"temperature":"hot"}', 'temperature: must be a number, not a string'],
    ['{"compaction":{"threshold":1.5}}', 'compaction.threshold: must be at most 1'],
    ['{"compaction":{"threshold":0}}', 'compaction.threshold: must be greater than 0'],
    ['{"limits":{"maxContextChars":0}}', 'limits.maxContextChars: must be greater than 0'],
    ['{"model":"x"}', 'unknown field "model"'],
    ['[1]', 'must be an object, not an array'],
    ['{oops', 'VERDICT_CONFIG is not valid JSON'],
  ])('rejects %s', (text, expected) => {
    expect(() => parseAgentConfig(text)).toThrow(expected);
  });
});

describe('parsePolicy', () => {
  it('grants nothing without VERDICT_POLICY', () => {
    expect(parsePolicy(undefined)).toEqual({ mode: 'auto', allow: [] });
  });

  it('reads a policy and rejects a wrong one in one line', () => {
    expect(parsePolicy('{"mode":"ask","allow":["write"],"readOnly":true}')).toEqual({
      mode: 'ask',
      allow: ['write'],
      readOnly: true,
    });
    expect(() => parsePolicy('{"mode":"yolo"}')).toThrow(
      'VERDICT_POLICY: mode: must be one of "ask", "auto", "full"',
    );
    expect(() => parsePolicy('{"mode":"auto","allow":["network"]}')).toThrow('allow[0]');
  });
});
