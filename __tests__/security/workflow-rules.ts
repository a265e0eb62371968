/**
 * The least-privilege rules of `workflow-permissions.test.ts` as a module of their own, for every
 * test that checks a workflow: the shipped ones there, and those `verdict init` writes
 * (`__tests__/init/workflows.test.ts`, `__tests__/package/first-steps.int.test.ts`). The rules and
 * why each holds are listed at the top of `workflow-permissions.test.ts`.
 */
import { parseWorkflowYaml, type YamlValue } from './workflow-yaml.js';

export type Mapping = { [key: string]: YamlValue };

export function isMapping(value: YamlValue | undefined): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function triggersOf(workflow: Mapping): string[] {
  const on = workflow['on'];
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.filter((item): item is string => typeof item === 'string');
  if (isMapping(on)) return Object.keys(on);
  return [];
}

/** Scopes granted `write` by a `permissions` value (`write-all` counts as every scope). */
export function writesOf(permissions: YamlValue | undefined): string[] {
  if (permissions === 'write-all') return ['write-all'];
  if (!isMapping(permissions)) return [];
  return Object.entries(permissions)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => scope);
}

export function stepsOf(job: Mapping): Mapping[] {
  const steps = job['steps'];
  return Array.isArray(steps) ? steps.filter(isMapping) : [];
}

function isVerdictAction(uses: string): boolean {
  return uses === './' || uses === '.' || /(^|\/)verdict@/.test(uses);
}

/** Whether the job posts or edits the PR comment (and so needs `pull-requests: write`). */
function comments(job: Mapping): boolean {
  return stepsOf(job).some((step) => {
    const uses = typeof step['uses'] === 'string' ? step['uses'] : '';
    if (!isVerdictAction(uses)) return false;
    const inputs = isMapping(step['with']) ? step['with'] : {};
    const command = typeof inputs['command'] === 'string' ? inputs['command'] : 'evaluate';
    if (command === 'post-comment' || command === 'merge') return true;
    return command === 'evaluate' && inputs['shard'] === undefined && inputs['comment'] !== 'never';
  });
}

const PINNED = /^[^@\s]+@([0-9a-f]{40}|v\d+(\.\d+){0,2})$/;

/** Every rule's violations for one workflow file, as `file: job: problem` lines. */
export function checkWorkflow(file: string, source: string): string[] {
  const problems: string[] = [];
  const workflow = parseWorkflowYaml(source, file);
  if (!isMapping(workflow)) return [`${file}: not a mapping`];
  const triggers = triggersOf(workflow);
  if (triggers.length === 0) problems.push(`${file}: no "on" triggers`);
  if (!('permissions' in workflow)) {
    problems.push(`${file}: no top-level permissions (add e.g. "permissions: { contents: read }")`);
  }
  for (const scope of writesOf(workflow['permissions'])) {
    problems.push(
      `${file}: top-level permissions grant ${scope}: write (grant it in the job that needs it)`,
    );
  }
  if (triggers.includes('pull_request_target')) {
    problems.push(
      `${file}: pull_request_target runs a fork's PR with a write token and secrets; use pull_request (+ workflow_run to comment)`,
    );
  }
  const jobs = isMapping(workflow['jobs']) ? workflow['jobs'] : {};
  if (Object.keys(jobs).length === 0) problems.push(`${file}: no jobs`);
  for (const [name, value] of Object.entries(jobs)) {
    if (!isMapping(value)) {
      problems.push(`${file}: job ${name}: not a mapping`);
      continue;
    }
    const job = value;
    const where = `${file}: job ${name}`;
    for (const scope of writesOf(job['permissions'])) {
      if (scope !== 'pull-requests') {
        problems.push(`${where}: grants ${scope}: write, which no Verdict job needs`);
      } else if (!comments(job)) {
        problems.push(`${where}: grants pull-requests: write but does not comment`);
      }
    }
    const runsOwnAction = stepsOf(job).some(
      (step) => step['uses'] === './' || step['uses'] === '.',
    );
    const writes = writesOf(job['permissions']);
    if (runsOwnAction && writes.length > 0 && !triggers.every((t) => t === 'push')) {
      problems.push(
        `${where}: runs the checked-out action (uses: ./, a PR's own dist/) with ${writes.join(', ')}: write; run it read-only`,
      );
    }
    const text = JSON.stringify(job);
    const secrets = [...text.matchAll(/\$\{\{\s*secrets\.([A-Za-z_][\w]*)/g)]
      .map((match) => match[1] ?? '')
      .filter((secret) => secret !== 'GITHUB_TOKEN');
    if (secrets.length > 0 && job['environment'] === undefined) {
      problems.push(
        `${where}: uses secrets.${secrets.join(', secrets.')} without an environment gate`,
      );
    }
    for (const step of stepsOf(job)) {
      const uses = typeof step['uses'] === 'string' ? step['uses'] : undefined;
      const run = typeof step['run'] === 'string' ? step['run'] : undefined;
      if (uses !== undefined && /^actions\/checkout@/.test(uses)) {
        const inputs = isMapping(step['with']) ? step['with'] : {};
        if (inputs['persist-credentials'] !== 'false') {
          problems.push(
            `${where}: ${uses} persists the token in .git/config for every later step; set with: persist-credentials: false`,
          );
        }
      }
      if (uses !== undefined && !uses.startsWith('./') && uses !== '.' && !PINNED.test(uses)) {
        const docker = uses.startsWith('docker://') && /@sha256:[0-9a-f]{64}$/.test(uses);
        if (!docker)
          problems.push(`${where}: ${uses} is not pinned to a release tag or a commit SHA`);
      }
      if (triggers.includes('workflow_run')) {
        if (uses !== undefined && /^actions\/checkout@/.test(uses)) {
          problems.push(
            `${where}: checks out code in a workflow_run workflow (the run it follows may be a fork's)`,
          );
        }
        if (run !== undefined) {
          problems.push(
            `${where}: runs commands in a workflow_run workflow (its artifact is data only)`,
          );
        }
      }
      if (run !== undefined && /\$\{\{[^}]*\b(github\.event\.|github\.head_ref)/.test(run)) {
        problems.push(`${where}: splices event data into a run script (pass it through env:)`);
      }
    }
  }
  return problems;
}
