/**
 * A cheap test before secretlint: for each rule, text every match must contain. A text is linted
 * only by the rules whose triggers it holds, and one with none never loads secretlint (a megabyte
 * of code to compile). Triggers are read off secretlint 11's patterns and looser than them; a test
 * keeps this list equal to the preset's rules.
 */
/** The texts that each rule needs; a rule that could match anything would be `[/(?:)/]`. */
export const RULE_TRIGGERS: Readonly<Record<string, readonly RegExp[]>> = {
  // Access key id prefixes; the secret-key and account-id patterns need `secret` / `account`.
  '@secretlint/secretlint-rule-aws': [
    /A3T|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA/,
    /secret|account/i,
  ],
  // Linted only for `.json` or `.p12` files, but the key is a PEM private key all the same.
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

/** Every key shape the rules know has at least 8 non-space characters in a row. */
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
