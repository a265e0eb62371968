/** A fork's comment payload (SPEC §7): untrusted, so data, not Markdown; the trusted job renders it. */
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import type { TaskComparison, TaskSide } from '../compare/comparison-schema.js';
import {
  CommentModelSchema,
  type CommentModel,
  type SideOutcome,
  type SuiteOutcome,
} from './comment-model.js';
import { MAX_REASONS_PER_SIDE } from './comment-suite.js';

export const COMMENT_PAYLOAD_FORMAT = 'comment-payload/v3';
export const COMMENT_PAYLOAD_FILE = 'comment-payload.json';
export const COMMENT_PAYLOAD_ARTIFACT = 'verdict-comment-payload';
export const COMMENT_PAYLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const CommentPayloadSchema = z.strictObject({
  format: z.literal(COMMENT_PAYLOAD_FORMAT),
  model: CommentModelSchema,
});
export type CommentPayload = z.infer<typeof CommentPayloadSchema>;

export class CommentPayloadVersionError extends ConfigError {
  override readonly name: string = 'CommentPayloadVersionError';
}

/** Refused by name before the schema reads it, which would only name a field. */
export function checkPayloadVersion(data: unknown, source: string): void {
  const format =
    typeof data === 'object' && data !== null && 'format' in data ? data.format : undefined;
  if (format === COMMENT_PAYLOAD_FORMAT) return;
  throw new CommentPayloadVersionError(
    `${source} is ${typeof format === 'string' ? `a ${JSON.stringify(format.slice(0, 60))}` : 'an unversioned'} payload, but this action reads ${COMMENT_PAYLOAD_FORMAT}: use the same version of the action in the pull_request and the post-comment workflows; refused`,
  );
}

/** The trusted job's own links, and no reused base's `origin`: a fork never reuses the base's. */
export function withoutUnverifiedLinks(
  model: CommentModel,
  links: CommentModel['links'] = {},
): CommentModel {
  const verified = (side: SideOutcome): SideOutcome =>
    side.reused === undefined ? side : { ...side, reused: withoutOrigin(side.reused) };
  return {
    ...mapSuites(model, (suite) => ({
      ...suite,
      base: verified(suite.base),
      head: verified(suite.head),
    })),
    links,
  };
}

type Reused = NonNullable<SideOutcome['reused']>;

export function withoutOrigin({ origin: _origin, ...reused }: Reused): Reused {
  return reused;
}

/** The first few problems a schema found in an untrusted file, each with where it is. */
export function describeIssues(error: z.ZodError, whole: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length === 0 ? whole : issue.path.join('.')}: ${issue.message}`)
    .join('; ');
}

/** Under the cap: first reasons beyond the top ones and unchanged tools go, then excerpts, then divergences. */
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
