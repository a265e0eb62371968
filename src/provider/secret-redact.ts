/**
 * Redaction for everything Verdict writes or posts (SPEC §7): the scanner's rules and exact
 * credentials, but a hit becomes `<redacted:RULE>` and the output is still written. The exact
 * credentials are the process's (environment, plus `holdSecrets`), not a writer's: a list threaded
 * through every writer would leave one that forgets it.
 */
import {
  credentialsFromEnvironment,
  EXACT_CREDENTIAL_RULE,
  layOutJson,
  MIN_SECRET_LENGTH,
  renderSegment,
  TOP_LEVEL,
  type PathSegment,
  type Region,
} from './secret-scan.js';
import { parseJson } from '../json/parse-json.js';
import { lintForSecrets, type RuleMatch } from './secret-lint.js';

export interface RedactionFinding {
  /** Where the secret was, e.g. `finalAnswer` or `toolCalls[0].arguments.content`; never its value. */
  path: string;
  /** A short rule name: `openai`, `github`, `aws`, `exact-credential`… */
  rule: string;
}

export interface RedactOptions {
  /** Credentials to find verbatim, besides the environment's and those the process holds. */
  exactSecrets?: readonly string[];
}

export const SECRET_REDACTED_INCIDENT = 'secret_redacted';

/** What a secret becomes; rule names are lowercase words and dashes. */
const redactionMarker = (rule: string): string => `<redacted:${rule}>`;
const MARKER = /<redacted:[a-z0-9-]+>/g;

const held = new Set<string>();

/** Adds credentials this process holds (a live key read from a variable of any name). */
export function holdSecrets(secrets: Iterable<string | undefined>): void {
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) held.add(secret);
  }
}

/** The exact credentials every output is redacted of: the environment's, held ones, and `extra`. */
export function secretsToRedact(extra: readonly string[] = []): string[] {
  return [...new Set([...credentialsFromEnvironment(process.env), ...held, ...extra])].filter(
    (secret) => secret.length >= MIN_SECRET_LENGTH,
  );
}

/** `@secretlint/secretlint-rule-openai` → `openai`; `verdict/exact-credential` → `exact-credential`. */
export function shortRuleName(ruleId: string): string {
  const name = ruleId.replace(/^@secretlint\/secretlint-rule-/, '').replace(/^verdict\//, '');
  return name.toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'secret';
}

/** A secret value found, and the rule to name it by. */
interface Needle {
  value: string;
  rule: string;
}

/** Passes until nothing is found: replacing one secret cannot reveal another, but it is checked. */
const MAX_PASSES = 3;

/**
 * A redacted copy of a JSON value (keys included) as it would be written, linted as its JSON text
 * in one pass per round (so `"aws_secret_access_key": "…"` matches as in the file).
 */
export async function redactJson<T>(
  value: T,
  options: RedactOptions = {},
): Promise<{ value: T; findings: RedactionFinding[] }> {
  const exact = secretsToRedact(options.exactSecrets);
  let current = JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
  const findings = new Map<string, RedactionFinding>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // Where each string sits is laid out only when something was found (most outputs hold none).
    const needles = await needlesIn(JSON.stringify(current) ?? 'null', exact);
    if (needles.values.length === 0 && needles.rangeOnly.length === 0) break;
    const { regions: slots } = layOutJson(current);
    const rangeOnly = needles.rangeOnly.flatMap((match) => slotsOf(slots, match));
    if (needles.values.length === 0 && rangeOnly.length === 0) break;
    const replaced = new Map<Region, string>();
    const hits: Array<{ slot: Region; rules: ReadonlySet<string> }> = [];
    for (const slot of slots) {
      const result = replaceNeedles(slot.value, needles.values);
      let next = result.text;
      const rules = new Set(result.rules);
      for (const hit of rangeOnly) {
        if (hit.slot === slot) {
          next = redactionMarker(hit.rule);
          rules.add(hit.rule);
        }
      }
      if (rules.size === 0) continue;
      replaced.set(slot, next);
      hits.push({ slot, rules });
    }
    if (replaced.size === 0) break;
    // A key that was a secret must not reappear in the path of anything below it.
    const renamed = new Map<string, string>();
    for (const [slot, text] of replaced) {
      if (slot.isKey) renamed.set(JSON.stringify(slot.path), text);
    }
    for (const { slot, rules } of hits) {
      const path = renderPath(slot.path, renamed);
      for (const rule of rules) findings.set(`${path}\0${rule}`, { path, rule });
    }
    current = rebuild(current, replaced, slots);
  }
  return { value: current as T, findings: [...findings.values()] };
}

/** Redacts a text (Markdown, a log line); `path` names it in the findings. */
export async function redactText(
  text: string,
  options: RedactOptions & { path?: string } = {},
): Promise<{ text: string; findings: RedactionFinding[] }> {
  const exact = secretsToRedact(options.exactSecrets);
  const path = options.path ?? '(text)';
  let current = text;
  const rules = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const needles = await needlesIn(current, exact);
    // A match whose value the rule did not quote: its range is all there is.
    const ranged = [...needles.rangeOnly].sort((a, b) => b.range[0] - a.range[0]);
    let before = current.length;
    for (const match of ranged) {
      const [start, end] = match.range;
      // Overlapping ranges: the later one already covers from its start on.
      const stop = Math.min(end, before);
      if (stop <= start) continue;
      before = start;
      current = `${current.slice(0, start)}${redactionMarker(shortRuleName(match.ruleId))}${current.slice(stop)}`;
      rules.add(shortRuleName(match.ruleId));
    }
    const result = replaceNeedles(current, needles.values);
    current = result.text;
    for (const rule of result.rules) rules.add(rule);
    if (ranged.length === 0 && result.rules.length === 0) break;
  }
  return { text: current, findings: [...rules].map((rule) => ({ path, rule })) };
}

/** The exact credentials only, synchronously: for log lines that cannot wait for the rules. */
export function redactExactCredentials(text: string, extra: readonly string[] = []): string {
  const needles = exactNeedles(secretsToRedact(extra));
  return needles.length === 0 ? text : replaceNeedles(text, needles).text;
}

/** The exact credentials, raw and as they appear inside a JSON string. */
function exactNeedles(secrets: readonly string[]): Needle[] {
  const rule = shortRuleName(EXACT_CREDENTIAL_RULE);
  return [
    ...new Set(secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)])),
  ].map((value) => ({ value, rule }));
}

/** The exact credentials and every value a rule quoted; apart, matches that quoted none. */
async function needlesIn(
  text: string,
  exact: readonly string[],
): Promise<{ values: Needle[]; rangeOnly: RuleMatch[] }> {
  const values = exactNeedles(exact).filter((needle) => text.includes(needle.value));
  const rangeOnly: RuleMatch[] = [];
  // A text no rule can match (secret-prefilter.ts) is not given to the rules, nor makes them load.
  const matches = await lintForSecrets(text, { quoteValues: true });
  for (const match of matches) {
    const rule = shortRuleName(match.ruleId);
    const quoted = match.quoted.filter((value) => value.length > 0 && !isOnlyMarkers(value));
    if (quoted.length === 0) {
      rangeOnly.push(match);
      continue;
    }
    for (const value of quoted) {
      values.push({ value, rule });
      // Quoted from the JSON text: inside a string it may stand unescaped.
      const unescaped = unescapeJsonFragment(value);
      if (unescaped !== undefined && unescaped !== value) values.push({ value: unescaped, rule });
    }
  }
  // Longest first, so a secret is replaced whole before any part of it is.
  values.sort((a, b) => b.value.length - a.value.length);
  return { values, rangeOnly };
}

function isOnlyMarkers(value: string): boolean {
  return value.replace(MARKER, '').trim() === '';
}

function unescapeJsonFragment(value: string): string | undefined {
  const parsed = parseJson(`"${value}"`);
  return parsed.ok && typeof parsed.value === 'string' ? parsed.value : undefined;
}

/** Replaces each needle outside the markers already there, so redaction cannot grow without end. */
function replaceNeedles(
  text: string,
  needles: readonly Needle[],
): { text: string; rules: string[] } {
  const present = needles.filter((needle) => text.includes(needle.value));
  if (present.length === 0) return { text, rules: [] };
  const rules = new Set<string>();
  const parts = text.split(/(<redacted:[a-z0-9-]+>)/);
  const redacted = parts.map((part, index) => {
    if (index % 2 === 1) return part;
    let next = part;
    for (const needle of present) {
      if (!next.includes(needle.value)) continue;
      next = next.split(needle.value).join(redactionMarker(needle.rule));
      rules.add(needle.rule);
    }
    return next;
  });
  return { text: redacted.join(''), rules: [...rules] };
}

/** The strings a range falls in, values preferred over keys (as the scanner attributes them). */
function slotsOf(
  slots: readonly Region[],
  match: RuleMatch,
): Array<{ slot: Region; rule: string }> {
  const [start, end] = match.range;
  const touched = slots.filter((slot) => slot.start < Math.max(end, start + 1) && slot.end > start);
  const values = touched.filter((slot) => !slot.isKey);
  const rule = shortRuleName(match.ruleId);
  return (values.length > 0 ? values : touched).map((slot) => ({ slot, rule }));
}

/** `value` with each replaced string swapped in; walked in the order `layOutJson` laid it out. */
function rebuild(
  value: unknown,
  replaced: ReadonlyMap<Region, string>,
  slots: readonly Region[],
): unknown {
  let next = 0;
  const take = (): string => {
    const slot = slots[next++] as Region;
    return replaced.get(slot) ?? slot.value;
  };
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return take();
    if (Array.isArray(item)) return item.map((element) => visit(element));
    if (item !== null && typeof item === 'object') {
      const out: Record<string, unknown> = {};
      for (const [, element] of Object.entries(item)) {
        let key = take();
        // Two keys redacted alike must not overwrite each other.
        for (let copy = 2; Object.hasOwn(out, key); copy++) key = `${key} (${copy})`;
        out[key] = visit(element);
      }
      return out;
    }
    return item;
  };
  return visit(value);
}

/** A key that was a secret is shown as its marker; a long quoted key is cut at 60 characters. */
function renderPath(
  path: readonly PathSegment[] | string,
  renamed: ReadonlyMap<string, string> = new Map(),
): string {
  if (typeof path === 'string') return path;
  let rendered = '';
  for (const [depth, original] of path.entries()) {
    const segment = renamed.get(JSON.stringify(path.slice(0, depth + 1))) ?? original;
    rendered += renderSegment(segment, rendered === '', 60);
  }
  return rendered === '' ? TOP_LEVEL : rendered;
}
