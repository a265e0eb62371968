/**
 * The shareable bundle of one saved run (SPEC §8), absolute paths and non-simple provider ids
 * replaced. Reading, scanning for secrets and writing are `export-run.ts`'s.
 */
import { z } from 'zod';
import { escapeMarkdown } from '../text/markdown.js';
import { ReportSchema, type Report } from '../report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../run-dir/record-schema.js';
import { cleanPaths, type PathContext } from './clean-paths.js';

export const EXPORT_SCHEMA_VERSION = 1;

export const EXPORT_NOTICE =
  'Absolute paths were replaced by <home>, <run-dir>, <tmp> or <path>, non-simple provider ids by ' +
  'custom-endpoint, and the bundle was scanned for secrets. The cleaning is pattern-based, not a ' +
  'guarantee: read the bundle before you share it.';

export const CUSTOM_ENDPOINT = 'custom-endpoint';

export const ExportBundleSchema = z.strictObject({
  schemaVersion: z.literal(EXPORT_SCHEMA_VERSION),
  notice: z.string(),
  report: ReportSchema,
  runs: z.array(RunRecordSchema),
  markdown: z.string(),
});
export type ExportBundle = z.infer<typeof ExportBundleSchema>;

export interface ExportInput {
  report: Report;
  runs: readonly RunRecord[];
  markdown: string;
}

/** A kind of provider (`scripted`) is kept; a place (a host, a URL) would say where the user is. */
const SIMPLE_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export function isSimpleProviderId(provider: string): boolean {
  return SIMPLE_IDENTIFIER.test(provider);
}

/** report.md escapes it, so both spellings. */
function providerSpellings(provider: string): string[] {
  const spellings = new Set([provider, escapeMarkdown(provider)]);
  try {
    const url = new URL(provider);
    // A URL's host alone also appears (live mode records the host); a scheme-only "URL" has none.
    if (url.host !== '') spellings.add(url.host).add(escapeMarkdown(url.host));
  } catch {
    // Not a URL.
  }
  // Longest first, so that a URL is replaced whole before its host is.
  return [...spellings].filter((text) => text !== '').sort((a, b) => b.length - a.length);
}

/** Object keys included. */
function mapStrings(value: unknown, clean: (text: string) => string): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, clean));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [clean(key), mapStrings(item, clean)]),
    );
  }
  return value;
}

/** Provider spellings go before paths: a URL provider's path part would become `<path>`. */
export function buildExportBundle(input: ExportInput, context: PathContext): ExportBundle {
  const provider = input.report.conditions.provider;
  const spellings = isSimpleProviderId(provider) ? [] : providerSpellings(provider);
  const clean = (text: string): string =>
    cleanPaths(
      spellings.reduce((result, spelling) => result.replaceAll(spelling, CUSTOM_ENDPOINT), text),
      context,
    );
  const report = mapStrings(input.report, clean) as Report;
  // Set, not only replaced: an empty id has no spelling to find.
  if (!isSimpleProviderId(provider))
    report.conditions = { ...report.conditions, provider: CUSTOM_ENDPOINT };
  return ExportBundleSchema.parse({
    schemaVersion: EXPORT_SCHEMA_VERSION,
    notice: EXPORT_NOTICE,
    report,
    runs: mapStrings(input.runs, clean),
    markdown: clean(input.markdown),
  });
}
