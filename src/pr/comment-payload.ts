/**
 * The comment payload a fork's run uploads for the `post-comment` workflow (SPEC §7). It is
 * untrusted: a fork's PR controls the run that wrote it. So it carries data, not Markdown — the
 * comment model, validated here by schema and size — and the trusted workflow renders the body
 * itself (escaping every text) and finds the PR number from the API, never from the payload.
 */
import { z } from 'zod';
import { CommentModelSchema, type CommentModel, type SuiteOutcome } from './comment-model.js';

export const COMMENT_PAYLOAD_FORMAT = 'comment-payload/v1';
/** The payload file's name inside its artifact, and the artifact's name. */
export const COMMENT_PAYLOAD_FILE = 'comment-payload.json';
export const COMMENT_PAYLOAD_ARTIFACT = 'verdict-comment-payload';
/** A payload larger than this is refused before parsing. */
export const COMMENT_PAYLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const CommentPayloadSchema = z.strictObject({
  format: z.literal(COMMENT_PAYLOAD_FORMAT),
  model: CommentModelSchema,
});
export type CommentPayload = z.infer<typeof CommentPayloadSchema>;

/**
 * The model as a fork's run uploads it: under the cap the trusted job enforces. Divergence excerpts
 * are the only part that grows with the harness's output, so they are given up first (the diffs
 * stay in the artifact's reports), then the divergences themselves.
 */
export function fitPayloadModel(
  model: CommentModel,
  maxBytes = COMMENT_PAYLOAD_MAX_BYTES,
): CommentModel {
  const size = (candidate: CommentModel) =>
    Buffer.byteLength(JSON.stringify({ format: COMMENT_PAYLOAD_FORMAT, model: candidate }));
  if (size(model) <= maxBytes) return model;
  const withoutExcerpts = mapSuites(model, (suite) =>
    suite.divergences === undefined
      ? suite
      : {
          ...suite,
          divergences: suite.divergences.map(({ excerpt: _excerpt, ...rest }) => rest),
        },
  );
  if (size(withoutExcerpts) <= maxBytes) return withoutExcerpts;
  return mapSuites(withoutExcerpts, ({ divergences: _divergences, ...suite }) => suite);
}

function mapSuites(model: CommentModel, map: (suite: SuiteOutcome) => SuiteOutcome): CommentModel {
  return {
    ...model,
    sections: model.sections.map((section) =>
      'skipped' in section ? section : { ...section, suites: section.suites.map(map) },
    ),
  };
}
