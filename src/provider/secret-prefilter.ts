/**
 * A cheap test run before secretlint (`secret-lint.ts`): for each rule of the recommended preset
 * that Verdict runs, the text that every match of the rule must contain. A text with none of them
 * cannot give a finding, so it is not linted, and a run whose outputs hold nothing of the kind never
 * loads secretlint at all (its preset alone is a megabyte of code to compile); a text with some is
 * linted by the rules whose triggers it holds, not by all of them (a model's prompt that says
 * "secret" wakes the AWS rule only). Every output is still scanned (SPEC §7): this only decides
 * which rules need a second look.
 *
 * Each trigger is read off the rule's own patterns in secretlint 11 (`secretlint-rule-preset-
 * recommend`, bundled) and is looser than them: a literal every match contains, matched with the
 * same or looser case. A test keeps this list equal to the preset's rules, so a secretlint upgrade
 * that adds a rule fails until the rule has its trigger here.
 */

/** The texts that each rule needs; a rule that could match anything would be `[/(?:)/]`. */
export const RULE_TRIGGERS: Readonly<Record<string, readonly RegExp[]>> = {
  // Access key ids start with one of these prefixes; the secret-key and account-id patterns need
  // `secret` and `account` (in three cases each) in the name before the value.
  '@secretlint/secretlint-rule-aws': [
    /A3T|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA/,
    /secret|account/i,
  ],
  // Only linted for a `.json` or `.p12` file, which the scan never names; the key it looks for is a
  // PEM private key all the same.
  '@secretlint/secretlint-rule-gcp': [/PRIVATE KEY/],
  // `npm_` tokens; `_authToken=` and `x-oauth-basic` are only looked for in `.npmrc` and package.json.
  '@secretlint/secretlint-rule-npm': [/npm_/, /_authToken=/, /x-oauth-basic/],
  '@secretlint/secretlint-rule-slack': [/xox[bpaor]-|xapp-/, /hooks\.slack\.com/i],
  // `scheme://user:password@host`, user and password drawn from [-A-Za-z0-9_].
  '@secretlint/secretlint-rule-basicauth': [/:\/\/[-\w]+:[-\w]+@/],
  // Both key shapes carry the marker `T3BlbkFJ` between their two halves.
  '@secretlint/secretlint-rule-openai': [/T3BlbkFJ/],
  '@secretlint/secretlint-rule-anthropic': [/sk-ant-api0/],
  '@secretlint/secretlint-rule-linear': [/lin_api_/],
  '@secretlint/secretlint-rule-privatekey': [/PRIVATE KEY/],
  '@secretlint/secretlint-rule-sendgrid': [/SG\./],
  '@secretlint/secretlint-rule-shopify': [/shp(?:pa|ca|at|ss)_/],
  '@secretlint/secretlint-rule-github': [/gh[pousr]_|github_pat_/],
  '@secretlint/secretlint-rule-1password': [/ops_/],
  '@secretlint/secretlint-rule-database-connection-string': [/mongodb|mysql|postgres/i],
};

/**
 * Every key shape the rules know is a run of at least 8 non-space characters: a text without one
 * (a version, a progress line) is passed over before any trigger is tried.
 */
const KEY_SHAPE = /\S{8}/;

/** The rules that might match `text` (secretlint decides); none can match it when there are none. */
export function rulesThatMayMatch(text: string): string[] {
  if (!KEY_SHAPE.test(text)) return [];
  return Object.entries(RULE_TRIGGERS)
    .filter(([, triggers]) => triggers.some((trigger) => trigger.test(text)))
    .map(([rule]) => rule);
}

/** False when no rule of the scan can match `text`; true when one might, and secretlint decides. */
export function mayHoldSecret(text: string): boolean {
  return rulesThatMayMatch(text).length > 0;
}
