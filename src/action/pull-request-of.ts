/** Which PR a workflow run evaluated, asked of the API, never of an (untrusted) artifact. */
import type { GitHubClient } from './github-client.js';
import { gitHubApiError } from './github-errors.js';

export interface PullRequestOfRunRequest {
  client: GitHubClient;
  /** The repository the PR targets (where the `workflow_run` companion runs). */
  owner: string;
  repo: string;
  runId: number;
}

export type PullRequestOfRun =
  | {
      number: number;
      headSha: string;
      /** Which endpoint found it: the fallback is needed for PRs from forks. */
      foundBy: 'commit-pulls' | 'open-pulls';
    }
  | { number: null; reason: string };

/** The fields of a pull request that decide whether it is the run's. */
interface PullRequestHead {
  number: number;
  state: string;
  head: { sha: string; repo: { full_name: string } | null };
  base: { repo: { full_name: string } };
}

interface RunHead {
  sha: string;
  /** `owner/name` the head commit came from; null when GitHub no longer knows (a deleted fork). */
  repository: string | null;
}

/** The open PR whose head is the run's commit: via the commit's PRs, then all open PRs (for forks). */
export async function findPullRequestForRun(
  request: PullRequestOfRunRequest,
): Promise<PullRequestOfRun> {
  const { client, owner, repo, runId } = request;
  const run = await call(`read workflow run ${runId} of ${owner}/${repo}`, async () => {
    const response = await client.rest.actions.getWorkflowRun({ owner, repo, run_id: runId });
    return response.data;
  });
  const head: RunHead = { sha: run.head_sha, repository: run.head_repository?.full_name ?? null };
  const target = `${owner}/${repo}`;

  const associated = await call(`list the pull requests of commit ${head.sha}`, async () => {
    const response = await client.rest.repos.listPullRequestsAssociatedWithCommit({
      owner,
      repo,
      commit_sha: head.sha,
      per_page: 100,
    });
    return response.data;
  });
  const viaCommit = choosePullRequest(associated, head, target, 'commit-pulls');
  if (viaCommit !== undefined) return viaCommit;

  const open = await call(`list the open pull requests of ${target}`, () =>
    client.paginate(client.rest.pulls.list, { owner, repo, state: 'open', per_page: 100 }),
  );
  return (
    choosePullRequest(open, head, target, 'open-pulls') ?? {
      number: null,
      reason:
        `No open pull request into ${target} has head ${head.sha} (run ${runId}). ` +
        'It may have been closed, or pushed to since the run; a newer run will comment.',
    }
  );
}

/** The open PR into `target` whose head is the run's commit; several is a guess, so none. */
function choosePullRequest(
  pulls: readonly PullRequestHead[],
  head: RunHead,
  target: string,
  foundBy: 'commit-pulls' | 'open-pulls',
): PullRequestOfRun | undefined {
  const matching = pulls.filter(
    (pull) =>
      pull.state === 'open' &&
      pull.head.sha === head.sha &&
      pull.base.repo.full_name.toLowerCase() === target.toLowerCase() &&
      (head.repository === null ||
        pull.head.repo?.full_name.toLowerCase() === head.repository.toLowerCase()),
  );
  const [only, ...others] = matching;
  if (only === undefined) return undefined;
  if (others.length > 0) {
    const numbers = matching.map((pull) => `#${pull.number}`).join(', ');
    return {
      number: null,
      reason: `Open pull requests ${numbers} all have head ${head.sha}; not guessing which one to comment on.`,
    };
  }
  return { number: only.number, headSha: head.sha, foundBy };
}

async function call<T>(doing: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw gitHubApiError(doing, error);
  }
}
