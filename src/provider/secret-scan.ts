/**
 * The secret scanner of the cassette writer and `verdict export` (SPEC §4, §8), which refuse on a
 * hit, and of redaction (SPEC §7): secretlint's recommended rules plus verbatim matches of the
 * user's credentials. A finding never holds the secret (findings reach logs and CI). A safety net,
 * not a guarantee.
 */
import { parseJson } from '../json/parse-json.js';
import { lintForSecrets } from './secret-lint.js';

export interface SecretFinding {
  /** Where the secret is, e.g. `response.body.choices[0].message.content`; never its value. */
  path: string;
  /** The secretlint rule id (`@secretlint/secretlint-rule-openai`) or `verdict/exact-credential`. */
  rule: string;
  /** What it looks like, e.g. `looks like an OpenAI API key`. */
  description: string;
}

export interface ScanOptions {
  /** Credentials to find verbatim; those shorter than 8 characters are ignored (they match noise). */
  exactSecrets: readonly string[];
}

export const EXACT_CREDENTIAL_RULE = 'verdict/exact-credential';
export const MIN_SECRET_LENGTH = 8;

export type PathSegment = string | number;

/** One JSON string (a value or an object key) of the scanned text, and where it sits. */
export interface Region {
  /** Offsets in the scanned text, end exclusive, quotes included. */
  start: number;
  end: number;
  value: string;
  /** Segments from the scanned root (for a key: the key is the last segment), or a rendered path. */
  path: readonly PathSegment[] | string;
  isKey: boolean;
}

export interface LaidOutText {
  text: string;
  /** Sorted by `start`, never overlapping. */
  regions: Region[];
}

/** Our own words: the rules' messages quote the secret. Keyed by rule id, or `rule id#message id`. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '@secretlint/secretlint-rule-openai': 'looks like an OpenAI API key',
  '@secretlint/secretlint-rule-anthropic': 'looks like an Anthropic API key',
  '@secretlint/secretlint-rule-aws#AWSAccessKeyID': 'looks like an AWS access key id',
  '@secretlint/secretlint-rule-aws#AWSSecretAccessKey': 'looks like an AWS secret access key',
  '@secretlint/secretlint-rule-github': 'looks like a GitHub token',
  '@secretlint/secretlint-rule-gcp': 'looks like a GCP service account key',
  '@secretlint/secretlint-rule-privatekey': 'looks like a private key',
  '@secretlint/secretlint-rule-basicauth': 'looks like a URL with a password in it',
  '@secretlint/secretlint-rule-database-connection-string':
    'looks like a database connection string with a password',
  '@secretlint/secretlint-rule-npm': 'looks like an npm token',
  '@secretlint/secretlint-rule-slack': 'looks like a Slack token or webhook',
  '@secretlint/secretlint-rule-sendgrid': 'looks like a SendGrid API key',
  '@secretlint/secretlint-rule-shopify': 'looks like a Shopify API key',
  '@secretlint/secretlint-rule-linear': 'looks like a Linear API key',
  '@secretlint/secretlint-rule-1password': 'looks like a 1Password service account token',
  [EXACT_CREDENTIAL_RULE]: 'contains the exact value of one of your credentials',
};

const describeRule = (rule: string, messageId: string): string =>
  DESCRIPTIONS[`${rule}#${messageId}`] ?? DESCRIPTIONS[rule] ?? 'looks like a secret';

/**
 * Scans every string of a JSON-like value, keys included, linting its JSON text in one pass (so
 * key/value patterns such as `"aws_secret_access_key": "…"` match) and mapping each match back to
 * its string.
 */
export async function scanForSecrets(
  value: unknown,
  options: ScanOptions,
): Promise<SecretFinding[]> {
  return findSecretsIn(layOutJson(value), options);
}

/**
 * Scans a stream's `data:` payloads, each whole, then (a streamed key is split across events) the
 * strings at one path across events joined, named `<eventsPath>[*].<path>`: only once the events
 * themselves are clean, since that path is made of their keys.
 */
export async function scanStreamedEvents(
  events: readonly string[],
  eventsPath: string,
  options: ScanOptions,
): Promise<SecretFinding[]> {
  const direct = await scanForSecrets(events, options);
  if (direct.length > 0)
    return direct.map((finding) => ({ ...finding, path: prefixPath(eventsPath, finding.path) }));
  const joined = new Map<string, { parts: string[]; events: number }>();
  for (const event of events) {
    const seenInEvent = new Set<string>();
    forEachString(parseJsonOrUndefined(event), [], (text, path) => {
      const key = renderPath(path);
      const entry = joined.get(key) ?? { parts: [], events: 0 };
      entry.parts.push(text);
      if (!seenInEvent.has(key)) entry.events += 1;
      seenInEvent.add(key);
      joined.set(key, entry);
    });
  }
  // A path present in one event only was scanned whole already, with the events themselves.
  const texts = [...joined]
    .filter(([, entry]) => entry.events > 1)
    .map(([path, entry]) => ({
      path: prefixPath(`${eventsPath}[*]`, path),
      text: entry.parts.join(''),
    }));
  return findSecretsIn(layOutTexts(texts), options);
}

/** `response` + `body.x` → `response.body.x`; `response` + `[2]` → `response[2]`. */
export function prefixPath(prefix: string, path: string): string {
  if (path === TOP_LEVEL) return prefix;
  if (prefix === '') return path;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** Credential names by convention, with `-` too: the Action's inputs arrive as `INPUT_API-KEY`. */
const CREDENTIAL_NAME =
  /(?:^|[_-])(?:API[_-]?KEY|KEY|KEY[_-]ID|TOKEN|SECRET|PAT)$|PASSWORD|PASSWD|PASSPHRASE/i;
/** Named like a credential but not one: Verdict's own marker for the processes it starts. */
const NOT_CREDENTIALS = new Set(['VERDICT_PROCESS_TAG']);

/** The values of the environment variables named like credentials, at least 8 characters long. */
export function credentialsFromEnvironment(env: NodeJS.ProcessEnv): string[] {
  const credentials = new Set<string>();
  // Names first: reading a `process.env` value is a call into Node, and every redaction asks.
  for (const name of Object.keys(env)) {
    if (NOT_CREDENTIALS.has(name.toUpperCase()) || !CREDENTIAL_NAME.test(name)) continue;
    const value = env[name];
    if (value === undefined || value.length < MIN_SECRET_LENGTH) continue;
    credentials.add(value);
  }
  return [...credentials];
}

async function findSecretsIn(laidOut: LaidOutText, options: ScanOptions): Promise<SecretFinding[]> {
  if (laidOut.regions.length === 0) return [];
  const hits: Array<{ region: Region | undefined; rule: string; description: string }> = [];
  for (const message of await lintForSecrets(laidOut.text)) {
    hits.push({
      region: regionOfRange(laidOut.regions, message.range),
      rule: message.ruleId,
      description: describeRule(message.ruleId, message.messageId),
    });
  }
  const secrets = options.exactSecrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  // JSON inside a string (SSE events, tool arguments) holds the secret escaped.
  const needles = secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]);
  for (const region of laidOut.regions) {
    if (needles.some((needle) => region.value.includes(needle))) {
      const rule = EXACT_CREDENTIAL_RULE;
      hits.push({ region, rule, description: describeRule(rule, '') });
    }
  }
  hits.sort((a, b) => (a.region?.start ?? -1) - (b.region?.start ?? -1));
  const redactedKeys = new Set(
    hits.flatMap(({ region }) => (region?.isKey === true ? [pathIdentity(region.path)] : [])),
  );
  const findings = new Map<string, SecretFinding>();
  for (const { region, rule, description } of hits) {
    const path = region === undefined ? TOP_LEVEL : renderRegionPath(region, redactedKeys);
    const finding = {
      path,
      rule,
      description: region?.isKey === true ? `${description} (in an object key)` : description,
    };
    findings.set(`${path}\0${rule}\0${finding.description}`, finding);
  }
  return [...findings.values()];
}

/**
 * The string a match belongs to: the last value it overlaps, then the last key (the AWS rule
 * reports from the key of `"aws_secret_access_key": "…"`).
 */
function regionOfRange(
  regions: readonly Region[],
  [start, end]: readonly [number, number],
): Region | undefined {
  let low = 0;
  let high = regions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((regions[middle]?.end ?? 0) <= start) low = middle + 1;
    else high = middle;
  }
  let chosen: Region | undefined;
  for (let index = low; index < regions.length; index++) {
    const region = regions[index];
    if (region === undefined || region.start >= Math.max(end, start + 1)) break;
    if (!region.isKey || chosen === undefined || chosen.isKey) chosen = region;
  }
  return chosen ?? regions[low - 1];
}

/** The JSON text of `value`, recording where each string (value or key) sits in it. */
export function layOutJson(value: unknown): LaidOutText {
  const chunks: string[] = [];
  const regions: Region[] = [];
  let length = 0;
  const emit = (chunk: string): void => {
    chunks.push(chunk);
    length += chunk.length;
  };
  const emitString = (text: string, path: readonly PathSegment[], isKey: boolean): void => {
    const chunk = JSON.stringify(text);
    regions.push({ start: length, end: length + chunk.length, value: text, path, isKey });
    emit(chunk);
  };
  const visit = (item: unknown, path: readonly PathSegment[]): void => {
    if (typeof item === 'string') {
      emitString(item, path, false);
    } else if (Array.isArray(item)) {
      emit('[');
      item.forEach((element, index) => {
        if (index > 0) emit(',');
        visit(element, [...path, index]);
      });
      emit(']');
    } else if (item !== null && typeof item === 'object') {
      emit('{');
      Object.entries(item).forEach(([key, element], index) => {
        if (index > 0) emit(',');
        emitString(key, [...path, key], true);
        emit(':');
        visit(element, [...path, key]);
      });
      emit('}');
    } else {
      emit(JSON.stringify(item) ?? 'null');
    }
  };
  // Through JSON first, so that what is scanned is what would be written (toJSON, undefined, NaN).
  visit(parseJsonOrUndefined(JSON.stringify(value) ?? 'null'), []);
  return { text: chunks.join(''), regions };
}

/** Named texts, one per line: a newline keeps a pattern from running from one text into the next. */
function layOutTexts(texts: ReadonlyArray<{ path: string; text: string }>): LaidOutText {
  let text = '';
  const regions: Region[] = [];
  for (const { path, text: value } of texts) {
    text += '\n';
    regions.push({
      start: text.length,
      end: text.length + value.length,
      value,
      path,
      isKey: false,
    });
    text += value;
  }
  return { text, regions };
}

function forEachString(
  value: unknown,
  path: readonly PathSegment[],
  visit: (text: string, path: readonly PathSegment[]) => void,
): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value))
    value.forEach((item, index) => forEachString(item, [...path, index], visit));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) forEachString(item, [...path, key], visit);
}

function parseJsonOrUndefined(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
}

export const TOP_LEVEL = '(top level)';
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const REDACTED_KEY = '[<redacted key>]';
const pathIdentity = (path: Region['path']): string => JSON.stringify(path);

function renderRegionPath(region: Region, redactedKeys: ReadonlySet<string>): string {
  const { path } = region;
  if (typeof path === 'string') return path;
  // A key that is itself a secret must not reappear in the path of anything below it.
  return renderPath(path, (depth) => redactedKeys.has(pathIdentity(path.slice(0, depth + 1))));
}

/** `choices[0].message.content`; keys that are not identifiers are quoted: `headers["x-api-key"]`. */
function renderPath(
  path: readonly PathSegment[],
  isRedacted: (depth: number) => boolean = () => false,
): string {
  let rendered = '';
  path.forEach((segment, depth) => {
    rendered += isRedacted(depth) ? REDACTED_KEY : renderSegment(segment, rendered === '');
  });
  return rendered === '' ? TOP_LEVEL : rendered;
}

/** One segment of a path: `[0]`, `.key` (`key` first) or `["x-api-key"]`, cut past `maxQuoted`. */
export function renderSegment(segment: PathSegment, first: boolean, maxQuoted = Infinity): string {
  if (typeof segment === 'number') return `[${segment}]`;
  if (IDENTIFIER.test(segment)) return first ? segment : `.${segment}`;
  const shown = segment.length > maxQuoted ? `${segment.slice(0, maxQuoted - 3)}…` : segment;
  return `[${JSON.stringify(shown)}]`;
}
