/** What the Action needs from the event and env: repository, run, PR, and whether it is a fork's. */
import { z } from 'zod';

const PullRequestEventSchema = z.looseObject({
  pull_request: z.looseObject({
    number: z.number().int(),
    base: z.looseObject({
      sha: z.string(),
      repo: z.looseObject({ full_name: z.string() }).optional(),
    }),
    head: z.looseObject({
      sha: z.string(),
      repo: z
        .looseObject({ full_name: z.string(), fork: z.boolean().optional() })
        .nullable()
        .optional(),
    }),
  }),
});

const RepositorySchema = z.looseObject({ full_name: z.string() }).nullable().optional();

const WorkflowRunEventSchema = z.looseObject({
  workflow_run: z.looseObject({
    id: z.number().int(),
    head_sha: z.string(),
    repository: RepositorySchema,
    head_repository: RepositorySchema,
  }),
});

export interface ActionContext {
  owner: string;
  repo: string;
  workspace: string;
  runId?: string;
  serverUrl: string;
  apiUrl: string;
  eventName: string;
  pullRequest?: { number: number; baseSha: string; headSha: string; fromFork: boolean };
  /** Whether the evaluated base is history of the default branch; undefined when the payload does not say. */
  onDefaultBranch?: boolean;
  /** `before` is absent for a new branch. */
  push?: { before?: string; after: string };
  /** On `workflow_run` (post-comment): the run that triggered this one. */
  triggeringRun?: { id: number; headSha: string; fromFork: boolean };
}

/** Whatever the trigger: `pull_request`, `pull_request_target` and `workflow_run` alike (SPEC §7). */
export function headIsFromFork(context: ActionContext): boolean {
  return context.pullRequest?.fromFork === true || context.triggeringRun?.fromFork === true;
}

function variable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

export function readActionContext(env: NodeJS.ProcessEnv, payload: unknown): ActionContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const runId = variable(env, 'GITHUB_RUN_ID');
  const context: ActionContext = {
    owner,
    repo,
    workspace: variable(env, 'GITHUB_WORKSPACE') ?? process.cwd(),
    serverUrl: variable(env, 'GITHUB_SERVER_URL') ?? 'https://github.com',
    apiUrl: variable(env, 'GITHUB_API_URL') ?? 'https://api.github.com',
    eventName: env.GITHUB_EVENT_NAME ?? '',
    ...(runId === undefined ? {} : { runId }),
  };
  const pull = PullRequestEventSchema.safeParse(payload);
  if (pull.success) {
    const { number, base, head } = pull.data.pull_request;
    const baseRepo = base.repo?.full_name ?? env.GITHUB_REPOSITORY;
    context.pullRequest = {
      number,
      baseSha: base.sha,
      headSha: head.sha,
      // A deleted fork has no head repo; treat it as a fork too (no secrets either way).
      fromFork: head.repo === null || head.repo === undefined || head.repo.full_name !== baseRepo,
    };
  }
  const push = PushEventSchema.safeParse(payload);
  if (push.success && context.pullRequest === undefined) {
    const { before, after } = push.data;
    // A new branch's push has no commit before it: all zeros.
    context.push = /^0+$/.test(before) ? { after } : { before, after };
  }
  const onDefaultBranch = isOnDefaultBranch(payload);
  if (onDefaultBranch !== undefined) context.onDefaultBranch = onDefaultBranch;
  const run = WorkflowRunEventSchema.safeParse(payload);
  if (run.success) {
    const triggering = run.data.workflow_run;
    const baseRepo = triggering.repository?.full_name ?? env.GITHUB_REPOSITORY;
    const headRepo = triggering.head_repository?.full_name;
    context.triggeringRun = {
      id: triggering.id,
      headSha: triggering.head_sha,
      // As for a pull request: a head repository that is unknown or not this one is a fork's.
      fromFork: headRepo === undefined || headRepo !== baseRepo,
    };
  }
  return context;
}

const PushEventSchema = z.looseObject({
  before: z.string().regex(/^[0-9a-f]{40}$/),
  after: z.string().regex(/^[0-9a-f]{40}$/),
});

const BranchesSchema = z.looseObject({
  ref: z.string().optional(),
  pull_request: z.looseObject({ base: z.looseObject({ ref: z.string() }) }).optional(),
  repository: z.looseObject({ default_branch: z.string() }),
});

function isOnDefaultBranch(payload: unknown): boolean | undefined {
  const parsed = BranchesSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const { ref, pull_request: pullRequest, repository } = parsed.data;
  const branch = pullRequest?.base.ref ?? ref?.replace(/^refs\/heads\//, '');
  return branch === undefined ? undefined : branch === repository.default_branch;
}

export function runUrl(context: ActionContext): string | undefined {
  return context.runId === undefined || context.owner === '' || context.repo === ''
    ? undefined
    : `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}`;
}
