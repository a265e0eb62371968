/**
 * secretlint behind one call (`lintForSecrets`): its recommended rules, loaded on the first text
 * that needs them and run over a text, each match given as its rule, its range and — only when
 * redaction asks — the values it quoted. `secret-scan.ts` turns matches into findings.
 */
import type { lintSource as LintSource } from '@secretlint/core';
import { mayHoldSecret } from './secret-prefilter.js';

type LintConfig = Parameters<typeof LintSource>[0]['options']['config'];

/**
 * secretlint's recommended rules, each registered on its own rather than through the preset: v11
 * ignores `disabled` for a rule inside a preset, and one rule must go.
 */
const RULE_SETTINGS: Readonly<Record<string, { options?: object; allowMessageIds?: string[] }>> = {
  // Access key ids (AKIA…) are only scanned on request; one in a committed file is worth refusing.
  // Account ids are not secrets and appear in ordinary text.
  '@secretlint/secretlint-rule-aws': {
    options: { enableIDScanRule: true },
    allowMessageIds: ['AWSAccountID'],
  },
};
/**
 * `secretlint-disable` anywhere in a scanned text (a fixture, a model reply) would silence the scan
 * of what follows it.
 */
const FILTER_COMMENTS_RULE = '@secretlint/secretlint-rule-filter-comments';

/** One match of a rule: where it is in the linted text, and the secret it saw (never shown). */
export interface RuleMatch {
  ruleId: string;
  messageId: string;
  range: readonly [number, number];
  /** The values the rule quoted in its message (the secret, a URL holding it): for redaction only. */
  quoted: string[];
}

let linter:
  Promise<{ lint: typeof LintSource; config: LintConfig; forgetProfile: () => void }> | undefined;

/**
 * secretlint and its rules, loaded on the first text that needs them: most commands never scan, and
 * loading the rules costs start-up time.
 */
function loadLinter(): Promise<{
  lint: typeof LintSource;
  config: LintConfig;
  forgetProfile: () => void;
}> {
  linter ??= Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
    import('@secretlint/profiler'),
  ]).then(([core, preset, profiler]) => ({
    lint: core.lintSource,
    // secretlint's profiler keeps every mark of every scan and searches them all on each new one:
    // a process that scans a thousand run records slowed down quadratically (minutes, not seconds).
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

/**
 * Runs the recommended rules over `text`. `quoted` is filled only when asked (redaction needs the
 * value to find every copy of it, since a rule's range may be off: the AWS secret-key rule reports
 * the length of the key from the start of its name). A text in which no rule can match
 * (`secret-prefilter.ts`) has no matches, and is not given to secretlint.
 */
export async function lintForSecrets(
  text: string,
  options: { quoteValues?: boolean } = {},
): Promise<RuleMatch[]> {
  return mayHoldSecret(text) ? lintWithSecretlint(text, options) : [];
}

/** `lintForSecrets` without the pre-filter: every text goes to secretlint (and tests compare). */
export async function lintWithSecretlint(
  text: string,
  options: { quoteValues?: boolean } = {},
): Promise<RuleMatch[]> {
  const { lint, config, forgetProfile } = await loadLinter();
  forgetProfile();
  const result = await lint({
    source: { content: text, filePath: 'verdict-secret-scan', contentType: 'text' },
    // Masked unless the values are needed: nothing we hold should carry a secret for longer.
    options: {
      config,
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
