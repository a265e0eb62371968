/**
 * secretlint behind one call (`lintForSecrets`): its recommended rules, loaded when first needed;
 * each match is its rule, its range and, for redaction only, the values it quoted.
 */
import type { lintSource as LintSource } from '@secretlint/core';
import { rulesThatMayMatch } from './secret-prefilter.js';

type LintConfig = Parameters<typeof LintSource>[0]['options']['config'];

/** Rules registered one by one, not as the preset: v11 ignores `disabled` inside a preset. */
const RULE_SETTINGS: Readonly<Record<string, { options?: object; allowMessageIds?: string[] }>> = {
  // Access key ids (AKIA…) are worth refusing; account ids are not secrets.
  '@secretlint/secretlint-rule-aws': {
    options: { enableIDScanRule: true },
    allowMessageIds: ['AWSAccountID'],
  },
};
/** `secretlint-disable` in a scanned text would silence the scan of what follows it. */
const FILTER_COMMENTS_RULE = '@secretlint/secretlint-rule-filter-comments';

/** One match of a rule: where it is in the linted text, and the secret it saw (never shown). */
export interface RuleMatch {
  ruleId: string;
  messageId: string;
  range: readonly [number, number];
  /** The values the rule quoted in its message (the secret, a URL holding it): for redaction only. */
  quoted: string[];
}

interface Linter {
  lint: typeof LintSource;
  /** All the rules the scan runs, in the preset's order. */
  config: LintConfig;
  forgetProfile: () => void;
}

let linter: Promise<Linter> | undefined;

/** The configurations of some of the rules, by their ids joined: a text wakes few of them. */
const someRules = new Map<string, LintConfig>();

function configOf(all: LintConfig, rules: readonly string[] | undefined): LintConfig {
  if (rules === undefined) return all;
  const key = rules.join('\n');
  let config = someRules.get(key);
  if (config === undefined) {
    const wanted = new Set(rules);
    config = { ...all, rules: all.rules.filter((rule) => wanted.has(rule.id)) };
    someRules.set(key, config);
  }
  return config;
}

/** Loaded when first needed: most commands never scan, and loading costs start-up time. */
function loadLinter(): Promise<Linter> {
  linter ??= Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
    import('@secretlint/profiler'),
  ]).then(([core, preset, profiler]) => ({
    lint: core.lintSource,
    // secretlint's profiler keeps and searches every mark of every scan: quadratic otherwise.
    forgetProfile: () => {
      const kept = profiler.secretLintProfiler as unknown as {
        entries: unknown[];
        measures: unknown[];
      };
      kept.entries.length = 0;
      kept.measures.length = 0;
    },
    config: {
      rules: preset.rules
        .filter((rule) => rule.meta.id !== FILTER_COMMENTS_RULE)
        .map((rule) => ({ id: rule.meta.id, rule, ...RULE_SETTINGS[rule.meta.id] })),
    },
  }));
  return linter;
}

/** Loads and runs the rules once in the background, for a process that will scan soon. */
export function warmSecretRules(): void {
  lintWithSecretlint('AKIA').catch(() => undefined);
}

/**
 * Runs the rules that might match (`secret-prefilter.ts`) over `text`. `quoted` is filled only when
 * asked: redaction finds every copy of the value, since a rule's range may be off (AWS).
 */
export async function lintForSecrets(
  text: string,
  options: { quoteValues?: boolean } = {},
): Promise<RuleMatch[]> {
  const rules = rulesThatMayMatch(text);
  return rules.length === 0 ? [] : lintWithSecretlint(text, { ...options, rules });
}

/**
 * `lintForSecrets` without the pre-filter (tests compare): every rule unless `rules` names some.
 */
export async function lintWithSecretlint(
  text: string,
  options: { quoteValues?: boolean; rules?: readonly string[] } = {},
): Promise<RuleMatch[]> {
  const { lint, config, forgetProfile } = await loadLinter();
  forgetProfile();
  const result = await lint({
    source: { content: text, filePath: 'verdict-secret-scan', contentType: 'text' },
    // Masked unless the values are needed: nothing we hold should carry a secret for longer.
    options: {
      config: configOf(config, options.rules),
      locale: 'en',
      maskSecrets: options.quoteValues !== true,
      noPhysicFilePath: true,
    },
  });
  return result.messages.map((message) => ({
    ruleId: message.ruleId,
    messageId: message.messageId,
    range: message.range,
    quoted:
      options.quoteValues === true
        ? Object.values(message.data ?? {}).filter(
            (value): value is string => typeof value === 'string' && text.includes(value),
          )
        : [],
  }));
}
