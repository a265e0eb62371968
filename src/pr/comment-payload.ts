/**
 * The comment payload a fork's run uploads for the `post-comment` workflow (SPEC §7). It is
 * untrusted: a fork's PR controls the run that wrote it. So it carries data, not Markdown — the
 * comment model, validated here by schema and size — and the trusted workflow renders the body
 * itself (escaping every text) and finds the PR number from the API, never from the payload.
 *
 * v3 (v1's divergences carried `recorded`/`actual`, v2's an `excerpt`; v3 adds each side's
 * failure reasons and the tool use): a payload of another version is refused by name, never read
 * as this one. Whatever carries a link the trusted job
 * cannot verify (the links, a reused base's origin) is dropped before rendering
 * (`withoutUnverifiedLinks`): a fork never legitimately reuses the base's results, and only the
 * trusted job knows its own run's URL.
 */
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import type { TaskComparison, TaskSide } from '../compare/comparison-schema.js';
import { CommentModelSchema, type CommentModel, type SuiteOutcome } from './comment-model.js';
import { MAX_REASONS_PER_SIDE } from './comment-suite.js';

export const COMMENT_PAYLOAD_FORMAT = 'comment-payload/v3';
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

/** A payload of another format version than this build reads (an older or newer workflow's). */
export class CommentPayloadVersionError extends ConfigError {
  override readonly name: string = 'CommentPayloadVersionError';
}

/**
 * Refuses a payload whose `format` is not this build's, naming both, before its model is read by
 * the schema (a v1 payload's divergences would otherwise fail on a field name, which says nothing).
 */
export function checkPayloadVersion(data: unknown, source: string): void {
  const format =
    typeof data === 'object' && data !== null && 'format' in data ? data.format : undefined;
  if (format === COMMENT_PAYLOAD_FORMAT) return;
  throw new CommentPayloadVersionError(
    `${source} is ${typeof format === 'string' ? `a ${JSON.stringify(format.slice(0, 60))}` : 'an unversioned'} payload, but this action reads ${COMMENT_PAYLOAD_FORMAT}: use the same version of the action in the pull_request and the post-comment workflows; refused`,
  );
}

/**
 * The model with every link the reader cannot verify dropped: the `links` are replaced with
 * `links` (the ones the trusted job made itself), and a reused base's `origin` is removed.
 */
export function withoutUnverifiedLinks(
  model: CommentModel,
  links: CommentModel['links'] = {},
): CommentModel {
  type Reused = NonNullable<SuiteOutcome['base']['reused']>;
  const dropOrigin = ({ origin: _origin, ...reused }: Reused): Reused => reused;
  const withoutOrigin = (side: SuiteOutcome['base']): SuiteOutcome['base'] =>
    side.reused === undefined ? side : { ...side, reused: dropOrigin(side.reused) };
  return {
    ...mapSuites(model, (suite) => ({
      ...suite,
      base: withoutOrigin(suite.base),
      head: withoutOrigin(suite.head),
    })),
    links,
  };
}

/**
 * The model as a fork's run uploads it: under the cap the trusted job enforces. First what the
 * comment does not show goes (failure reasons beyond the top ones of each side, counted instead;
 * tools whose use did not change), then divergence excerpts, the other part that grows with the
 * harness's output (the diffs stay in the artifact's reports), then the divergences themselves.
 */
export function fitPayloadModel(
  model: CommentModel,
  maxBytes = COMMENT_PAYLOAD_MAX_BYTES,
): CommentModel {
  const size = (candidate: CommentModel) =>
    Buffer.byteLength(JSON.stringify({ format: COMMENT_PAYLOAD_FORMAT, model: candidate }));
  if (size(model) <= maxBytes) return model;
  const shown = mapSuites(model, (suite) =>
    suite.comparison === undefined
      ? suite
      : {
          ...suite,
          comparison: {
            ...suite.comparison,
            tasks: suite.comparison.tasks.map(keepWhatTheCommentShows),
          },
        },
  );
  if (size(shown) <= maxBytes) return shown;
  const withoutExcerpts = mapSuites(shown, (suite) =>
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

/** A task with the reasons the comment lists (the rest counted) and only the tools that changed. */
function keepWhatTheCommentShows(task: TaskComparison): TaskComparison {
  const side = (value: TaskSide | null): TaskSide | null => {
    const grouped = value?.failureReasons;
    if (value === null || grouped === undefined) return value;
    const listed = grouped.listed.slice(0, MAX_REASONS_PER_SIDE);
    const dropped = grouped.listed.slice(listed.length);
    if (dropped.length === 0) return value;
    const reasons = dropped.length + (grouped.unlisted?.reasons ?? 0);
    const runs =
      dropped.reduce((sum, reason) => sum + reason.runs, 0) + (grouped.unlisted?.runs ?? 0);
    return { ...value, failureReasons: { listed, unlisted: { reasons, runs } } };
  };
  const { toolUse } = task;
  return {
    ...task,
    baseline: side(task.baseline),
    candidate: side(task.candidate),
    ...(toolUse === undefined
      ? {}
      : {
          toolUse: { ...toolUse, tools: toolUse.tools.filter((tool) => tool.change !== undefined) },
        }),
  };
}

function mapSuites(model: CommentModel, map: (suite: SuiteOutcome) => SuiteOutcome): CommentModel {
  return {
    ...model,
    sections: model.sections.map((section) =>
      'skipped' in section ? section : { ...section, suites: section.suites.map(map) },
    ),
  };
}
