/** The commands init ends with: installing a gallery agent this machine lacks comes first. */
import { describe, expect, it } from 'vitest';
import { GALLERY_AGENTS } from '../../src/init/agent-gallery.js';
import { nextSteps } from '../../src/init/next-steps.js';

const claude = GALLERY_AGENTS.find((agent) => agent.name === 'claude-code');
if (claude === undefined) throw new Error('the gallery lost Claude Code');
const BASE = {
  suitePath: 'evals/starter',
  agent: { kind: 'gallery', agent: claude } as const,
  scripted: false,
  effects: ['write' as const],
  paths: ['verdict.config.json'],
};

describe('the next steps', () => {
  it('record, replay, open a pull request when the agent is installed', () => {
    expect(nextSteps({ ...BASE, installed: true }).map((step) => step.command)).toEqual([
      expect.stringMatching(/^ANTHROPIC_API_KEY=… npx verdict record evals\/starter /),
      expect.stringMatching(/^npx verdict run evals\/starter --mode replay/),
      expect.stringMatching(/^git switch -c verdict/),
    ]);
  });

  it('begin with its install command when the agent is not installed', () => {
    const steps = nextSteps({ ...BASE, installed: false });
    expect(steps).toHaveLength(4);
    expect(steps[0]).toEqual({
      why: 'Install Claude Code (`claude` is not on PATH; recording runs it, the workflows install their own):',
      command: 'npm install -g @anthropic-ai/claude-code@2.1.332',
    });
  });
});
