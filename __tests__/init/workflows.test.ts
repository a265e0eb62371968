/**
 * The workflows `verdict init` writes, for every kind of agent: read as GitHub would (the
 * project's workflow reader), held to the least-privilege rules every shipped workflow is, and
 * kept in step with the example workflows users copy by hand.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_AGENTS, type ChosenAgent } from '../../src/init/agent-gallery.js';
import {
  renderPostCommentWorkflow,
  renderVerdictWorkflow,
  type WorkflowsInput,
} from '../../src/init/workflows.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { checkWorkflow, isMapping, stepsOf, type Mapping } from '../security/workflow-rules.js';
import { parseWorkflowYaml } from '../security/workflow-yaml.js';

const AGENTS: Array<[string, ChosenAgent]> = [
  ['the built-in agent', { kind: 'builtin' }],
  ['your own command', { kind: 'command', command: ['node', 'dist/agent.js'] }],
  ...GALLERY_AGENTS.map((agent): [string, ChosenAgent] => [
    agent.title,
    { kind: 'gallery', agent },
  ]),
];

function inputFor(agent: ChosenAgent, setup?: string): WorkflowsInput {
  return {
    actionRef: 'your-org/verdict@v0.1.0',
    suiteDir: 'evals',
    agent,
    ...(setup === undefined ? {} : { setup }),
    writtenBy: 'verdict init (Verdict 0.1.0)',
  };
}

function jobsOf(source: string): Mapping {
  const workflow = parseWorkflowYaml(source) as Mapping;
  return workflow['jobs'] as Mapping;
}

function verdictStep(job: Mapping): Mapping {
  const step = stepsOf(job).find(
    (candidate) => typeof candidate['uses'] === 'string' && candidate['uses'].includes('verdict@'),
  );
  if (step === undefined) throw new Error('no verdict step');
  return step['with'] as Mapping;
}

describe('the workflows verdict init writes', () => {
  it.each(AGENTS)('break none of the least-privilege rules (%s)', (_name, agent) => {
    const input = inputFor(agent);
    expect(checkWorkflow('verdict.yml', renderVerdictWorkflow(input))).toEqual([]);
    expect(checkWorkflow('verdict-post-comment.yml', renderPostCommentWorkflow(input))).toEqual([]);
  });

  it('replay on every pull request, and live only in a job gated by the protected environment', () => {
    const source = renderVerdictWorkflow(inputFor({ kind: 'builtin' }));
    const workflow = parseWorkflowYaml(source) as Mapping;
    expect(workflow['name']).toBe('verdict');
    expect(workflow['permissions']).toEqual({ contents: 'read' });
    const { replay, live } = jobsOf(source) as { replay: Mapping; live: Mapping };
    expect(replay['environment']).toBeUndefined();
    expect(verdictStep(replay)).toEqual({ 'suite-dir': 'evals' });
    expect(live['environment']).toBe('model-eval');
    expect(live['if']).toContain("contains(github.event.pull_request.labels.*.name, 'eval-live')");
    expect(verdictStep(live)).toEqual({
      'suite-dir': 'evals',
      mode: 'both',
      k: '5',
      'base-url': '${{ vars.MODEL_BASE_URL }}',
      model: '${{ vars.MODEL_NAME }}',
      'api-key': '${{ secrets.MODEL_API_KEY }}',
    });
  });

  it('replays each push to the default branch (its history), and never runs live on a push', () => {
    const on = (source: string) => (parseWorkflowYaml(source) as Mapping)['on'] as Mapping;
    const input = inputFor({ kind: 'builtin' });
    expect(on(renderVerdictWorkflow(input))['push']).toEqual({ branches: ['main'] });
    expect(on(renderVerdictWorkflow({ ...input, defaultBranch: 'trunk' }))['push']).toEqual({
      branches: ['trunk'],
    });
    // The live job needs the label of a pull request, which a push has not.
    const { live } = jobsOf(renderVerdictWorkflow(input)) as { live: Mapping };
    expect(live['if']).toContain('github.event.pull_request.labels');
  });

  it('set up the sandbox as the example workflow does', async () => {
    const example = await readFile(
      path.join(REPO_ROOT, 'examples', 'workflows', 'verdict-replay.yml'),
      'utf8',
    );
    const sandboxStep = (job: Mapping) =>
      stepsOf(job).find((step) => step['name'] === 'Let bwrap sandbox the runs');
    const expected = sandboxStep((jobsOf(example) as { replay: Mapping }).replay);
    expect(expected).toBeDefined();
    for (const job of Object.values(jobsOf(renderVerdictWorkflow(inputFor({ kind: 'builtin' }))))) {
      if (!isMapping(job)) throw new Error('a job that is not a mapping');
      expect(sandboxStep(job)).toEqual(expected);
    }
  });

  it('give the live upstream in the input of the agent’s protocol, and install a gallery agent at its pin', () => {
    const claude = GALLERY_AGENTS.find((agent) => agent.name === 'claude-code');
    const gemini = GALLERY_AGENTS.find((agent) => agent.name === 'gemini-cli');
    if (claude === undefined || gemini === undefined) throw new Error('gallery changed');
    const live = (agent: ChosenAgent) =>
      verdictStep((jobsOf(renderVerdictWorkflow(inputFor(agent))) as { live: Mapping }).live);
    expect(live({ kind: 'gallery', agent: claude })['anthropic-base-url']).toBe(
      '${{ vars.MODEL_BASE_URL }}',
    );
    expect(live({ kind: 'gallery', agent: gemini })['gemini-base-url']).toBe(
      '${{ vars.MODEL_BASE_URL }}',
    );
    const { replay } = jobsOf(renderVerdictWorkflow(inputFor({ kind: 'gallery', agent: claude })));
    expect(stepsOf(replay as Mapping).map((step) => step['run'] ?? step['uses'])).toContain(
      'npm install -g @anthropic-ai/claude-code@2.1.332',
    );
  });

  it('run your own agent’s setup in each checkout, or say where it goes', () => {
    const own: ChosenAgent = { kind: 'command', command: ['node', 'dist/agent.js'] };
    const { replay } = jobsOf(renderVerdictWorkflow(inputFor(own, 'npm ci && npm run build')));
    expect(verdictStep(replay as Mapping)['setup']).toBe('npm ci && npm run build');
    expect(renderVerdictWorkflow(inputFor(own))).toContain('# setup: ');
    expect(renderVerdictWorkflow(inputFor({ kind: 'builtin' }))).not.toContain('setup:');
  });

  it('have the fork companion follow the verdict workflow by its name, with the same suite set', () => {
    const input = inputFor({ kind: 'builtin' });
    const companion = parseWorkflowYaml(renderPostCommentWorkflow(input)) as Mapping;
    const verdict = parseWorkflowYaml(renderVerdictWorkflow(input)) as Mapping;
    expect((companion['on'] as Mapping)['workflow_run']).toEqual({
      workflows: [verdict['name']],
      types: ['completed'],
    });
    expect(verdictStep((companion['jobs'] as Mapping)['post'] as Mapping)).toEqual({
      command: 'post-comment',
      'suite-dir': 'evals',
    });
  });
});
