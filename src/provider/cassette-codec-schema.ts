/**
 * The cassette formats (SPEC §4): the shared header, the decoded call replay uses, and the call
 * line of `cassette/v1` (whole fingerprints) and `cassette/v2` (deltas and content-addressed
 * parts).
 */
import { z } from 'zod';
import { IdSchema } from '../suite/schema.js';
import { EndpointSchema, FingerprintSchema, RecordedResponseSchema } from './types.js';

export const CASSETTE_FORMAT = 'cassette/v2';
/** What the reader reads: `cassette/v1` files still replay (`verdict cassette upgrade` rewrites them). */
export const CASSETTE_FORMATS = ['cassette/v1', CASSETTE_FORMAT] as const;
export type CassetteFormat = (typeof CASSETTE_FORMATS)[number];

export const CassetteHeaderSchema = z.strictObject({
  format: z.enum(CASSETTE_FORMATS),
  suiteId: IdSchema,
  suiteVersion: z.string().min(1),
  taskId: IdSchema,
  /** Hash of the measured configuration; replay warns when the current one differs. */
  configHash: z.string().min(1),
  harnessVersion: z.string().min(1),
});
export type CassetteHeader = z.infer<typeof CassetteHeaderSchema>;

const sha256Of = (what: string) =>
  z.string().regex(/^[0-9a-f]{64}$/, `must be 64 lowercase hexadecimal digits (${what}’s sha256)`);

/** 1-based, in file order. */
const CallNumberSchema = z.number().int().min(1);

/** A recorded call with the FULL decoded fingerprint; also the `cassette/v1` line. */
export const CassetteCallSchema = z.strictObject({
  call: CallNumberSchema,
  sha256: sha256Of('the fingerprint'),
  fingerprint: FingerprintSchema,
  response: RecordedResponseSchema,
});
export type CassetteCall = z.infer<typeof CassetteCallSchema>;

export interface Cassette {
  header: CassetteHeader;
  calls: CassetteCall[];
}

/** The fingerprint fields a `cassette/v2` request stores (the endpoint is on the line itself). */
export const REQUEST_FIELDS = [
  'model',
  'instructions',
  'messages',
  'tools',
  'outputLimit',
  'nativeTools',
  'reasoningEffort',
  'answerControls',
] as const satisfies ReadonlyArray<keyof z.infer<typeof FingerprintSchema>>;
export type RequestField = (typeof REQUEST_FIELDS)[number];

/** A `cassette/v2` request's fields (with `from`, those that differ); checked once decoded. */
const StoredRequestSchema = z.strictObject(
  Object.fromEntries(REQUEST_FIELDS.map((field) => [field, z.unknown().optional()])) as Record<
    RequestField,
    z.ZodOptional<z.ZodUnknown>
  >,
);

/** The conversation of a request with a base: the base's first `keep` entries, then `append`. */
export const MessagesDeltaSchema = z.strictObject({
  keep: z.number().int().min(0),
  append: z.array(z.unknown()),
});
export type MessagesDelta = z.infer<typeof MessagesDeltaSchema>;

export const StoredCallV2Schema = z.strictObject({
  call: CallNumberSchema,
  endpoint: EndpointSchema,
  /** sha256 of the canonical JSON of the FULL decoded fingerprint: the match key. */
  sha256: sha256Of('the fingerprint'),
  /** The earlier call this request is stored against. */
  from: CallNumberSchema.optional(),
  /** Parts this line is the first to use: sha256 of the part's canonical JSON → its value. */
  parts: z.record(sha256Of('the part'), z.unknown()).optional(),
  request: StoredRequestSchema,
  /** Exactly as the agent received it: never a delta, never a part. */
  response: RecordedResponseSchema,
});
export type StoredCallV2 = z.infer<typeof StoredCallV2Schema>;
