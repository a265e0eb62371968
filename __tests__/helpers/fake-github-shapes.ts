/**
 * The JSON GitHub answers with, complete enough to satisfy GitHub's own OpenAPI description (the
 * prism-validated tests check every response the fake sends against it). Only the fields Verdict
 * reads carry state; the rest are the URLs and flags GitHub always includes.
 */

const WEB = 'https://github.com';
const TIMESTAMP = '2026-01-01T00:00:00Z';

export interface CommentState {
  id: number;
  body: string;
  author: string;
  createdAt: string;
  updatedAt: string;
}

export interface PullRequestState {
  /** Base repository, `owner/name`. */
  repository: string;
  number: number;
  state: 'open' | 'closed';
  title: string;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head: the base repository itself, or a fork. */
  headRepository: string;
  baseRef: string;
  baseSha: string;
  /** `false` hides it from `commits/{sha}/pulls`, as GitHub does for some PRs from forks. */
  listedByCommit: boolean;
}

export interface WorkflowRunState {
  /** The repository the run belongs to, `owner/name`. */
  repository: string;
  id: number;
  headSha: string;
  headBranch: string;
  /** `owner/name` the head commit came from: a fork for a fork's PR. */
  headRepository: string;
  event: string;
}

/** A stable positive id for a name, so the same login or repository always gets the same id. */
export function idOf(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return hash + 1;
}

export function userJson(api: string, login: string): Record<string, unknown> {
  const url = `${api}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: idOf(login),
    node_id: `U_${idOf(login)}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${idOf(login)}?v=4`,
    gravatar_id: '',
    url,
    // A bot's page is its app's: `github-actions[bot]` → https://github.com/apps/github-actions.
    html_url: login.endsWith('[bot]') ? `${WEB}/apps/${login.slice(0, -5)}` : `${WEB}/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    site_admin: false,
  };
}

/** The full `repository` shape; it also satisfies `minimal-repository`. */
export function repositoryJson(api: string, fullName: string, fork: boolean) {
  const [owner = '', name = ''] = fullName.split('/');
  const url = `${api}/repos/${fullName}`;
  const templates = {
    archive_url: `${url}/{archive_format}{/ref}`,
    assignees_url: `${url}/assignees{/user}`,
    blobs_url: `${url}/git/blobs{/sha}`,
    branches_url: `${url}/branches{/branch}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    comments_url: `${url}/comments{/number}`,
    commits_url: `${url}/commits{/sha}`,
    compare_url: `${url}/compare/{base}...{head}`,
    contents_url: `${url}/contents/{+path}`,
    contributors_url: `${url}/contributors`,
    deployments_url: `${url}/deployments`,
    downloads_url: `${url}/downloads`,
    events_url: `${url}/events`,
    forks_url: `${url}/forks`,
    git_commits_url: `${url}/git/commits{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    hooks_url: `${url}/hooks`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    issue_events_url: `${url}/issues/events{/number}`,
    issues_url: `${url}/issues{/number}`,
    keys_url: `${url}/keys{/key_id}`,
    labels_url: `${url}/labels{/name}`,
    languages_url: `${url}/languages`,
    merges_url: `${url}/merges`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    pulls_url: `${url}/pulls{/number}`,
    releases_url: `${url}/releases{/id}`,
    stargazers_url: `${url}/stargazers`,
    statuses_url: `${url}/statuses/{sha}`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    tags_url: `${url}/tags`,
    teams_url: `${url}/teams`,
    trees_url: `${url}/git/trees{/sha}`,
  };
  return {
    id: idOf(fullName),
    node_id: `R_${idOf(fullName)}`,
    name,
    full_name: fullName,
    owner: userJson(api, owner),
    private: false,
    html_url: `${WEB}/${fullName}`,
    description: null,
    fork,
    url,
    ...templates,
    git_url: `git://github.com/${fullName}.git`,
    ssh_url: `git@github.com:${fullName}.git`,
    clone_url: `${WEB}/${fullName}.git`,
    svn_url: `${WEB}/${fullName}`,
    mirror_url: null,
    homepage: null,
    language: 'TypeScript',
    license: null,
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 1,
    default_branch: 'main',
    open_issues_count: 0,
    open_issues: 0,
    has_issues: true,
    has_projects: true,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    archived: false,
    disabled: false,
    pushed_at: TIMESTAMP,
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
  };
}

export function issueCommentJson(
  api: string,
  repository: string,
  issueNumber: number,
  comment: CommentState,
) {
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${api}/repos/${repository}/issues/comments/${comment.id}`,
    html_url: `${WEB}/${repository}/pull/${issueNumber}#issuecomment-${comment.id}`,
    body: comment.body,
    user: userJson(api, comment.author),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    issue_url: `${api}/repos/${repository}/issues/${issueNumber}`,
    author_association: 'NONE',
    performed_via_github_app: null,
  };
}

/** The `pull-request-simple` shape the list endpoints answer with. */
export function pullRequestJson(api: string, pull: PullRequestState) {
  const url = `${api}/repos/${pull.repository}/pulls/${pull.number}`;
  const issueUrl = `${api}/repos/${pull.repository}/issues/${pull.number}`;
  const html = `${WEB}/${pull.repository}/pull/${pull.number}`;
  const statuses = `${api}/repos/${pull.repository}/statuses/${pull.headSha}`;
  const side = (fullName: string, ref: string, sha: string) => ({
    label: `${fullName.split('/')[0] ?? ''}:${ref}`,
    ref,
    sha,
    repo: repositoryJson(api, fullName, fullName !== pull.repository),
    user: userJson(api, fullName.split('/')[0] ?? ''),
  });
  return {
    url,
    id: idOf(`${pull.repository}#${pull.number}`),
    node_id: `PR_${idOf(`${pull.repository}#${pull.number}`)}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issueUrl,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${api}/repos/${pull.repository}/pulls/comments{/number}`,
    comments_url: `${issueUrl}/comments`,
    statuses_url: statuses,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: userJson(api, pull.headRepository.split('/')[0] ?? ''),
    body: null,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: side(pull.headRepository, pull.headRef, pull.headSha),
    base: side(pull.repository, pull.baseRef, pull.baseSha),
    _links: {
      self: { href: url },
      html: { href: html },
      issue: { href: issueUrl },
      comments: { href: `${issueUrl}/comments` },
      review_comments: { href: `${url}/comments` },
      review_comment: { href: `${api}/repos/${pull.repository}/pulls/comments{/number}` },
      commits: { href: `${url}/commits` },
      statuses: { href: statuses },
    },
    author_association: 'CONTRIBUTOR',
    auto_merge: null,
    draft: false,
  };
}

export function workflowRunJson(api: string, run: WorkflowRunState) {
  const url = `${api}/repos/${run.repository}/actions/runs/${run.id}`;
  return {
    id: run.id,
    name: 'CI',
    node_id: `WFR_${run.id}`,
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: '.github/workflows/ci.yml',
    display_title: `Run ${run.id}`,
    run_number: run.id % 1000,
    event: run.event,
    status: 'completed',
    conclusion: 'success',
    workflow_id: 161335,
    // GitHub lists only same-repository PRs here, never a fork's: the reason for the lookup.
    pull_requests: [],
    url,
    html_url: `${WEB}/${run.repository}/actions/runs/${run.id}`,
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
    jobs_url: `${url}/jobs`,
    logs_url: `${url}/logs`,
    check_suite_url: `${api}/repos/${run.repository}/check-suites/${run.id}`,
    artifacts_url: `${url}/artifacts`,
    cancel_url: `${url}/cancel`,
    rerun_url: `${url}/rerun`,
    workflow_url: `${api}/repos/${run.repository}/actions/workflows/161335`,
    head_commit: {
      id: run.headSha,
      tree_id: run.headSha,
      message: 'Change the agent',
      timestamp: TIMESTAMP,
      author: { name: 'Contributor', email: 'contributor@example.com' },
      committer: { name: 'Contributor', email: 'contributor@example.com' },
    },
    repository: repositoryJson(api, run.repository, false),
    head_repository: repositoryJson(api, run.headRepository, run.headRepository !== run.repository),
  };
}
