/**
 * Finding the agent (on a made-up machine) and choosing it: by name, by command, on a terminal,
 * or with --yes without one.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_AGENTS, installCommand } from '../../src/init/agent-gallery.js';
import { chooseAgent, isInstalledHere, renderAgentQuestion } from '../../src/init/choose-agent.js';
import { detectAgents, type SignProbe } from '../../src/init/detect-agents.js';

/** A machine where exactly these absolute paths exist (executables are those under a bin dir). */
function machine(paths: string[]): SignProbe {
  const set = new Set(paths);
  return {
    exists: (target) => Promise.resolve(set.has(target)),
    isExecutable: (target) => Promise.resolve(set.has(target) && target.includes('/bin/')),
  };
}

const REPO = '/work/repo';
const ENV = { PATH: '/usr/local/bin:/usr/bin', HOME: '/home/u' };

describe('detecting the gallery’s agents', () => {
  it('finds none on a bare machine', async () => {
    expect(await detectAgents({ repositoryDir: REPO, env: ENV, probe: machine([]) })).toEqual([]);
  });

  it('ranks an agent the repository is configured for above a command on PATH, above HOME', async () => {
    const probe = machine([
      '/usr/bin/codex',
      path.join(REPO, '.claude'),
      path.join(REPO, 'CLAUDE.md'),
      '/home/u/.qwen',
    ]);
    const found = await detectAgents({ repositoryDir: REPO, env: ENV, probe });
    expect(found.map((agent) => [agent.agent.name, agent.signs.map((sign) => sign.what)])).toEqual([
      ['claude-code', ['.claude in this repository', 'CLAUDE.md in this repository']],
      ['codex', ['`codex` on PATH']],
      ['qwen-code', ['~/.qwen']],
    ]);
    // Installed means the command is on PATH; configuration alone may be left from long ago.
    expect(found.map((agent) => [agent.agent.name, agent.installed])).toEqual([
      ['claude-code', false],
      ['codex', true],
      ['qwen-code', false],
    ]);
  });

  it('finds Claude Code by ~/.claude alone, as not installed', async () => {
    const probe = machine(['/home/u/.claude']);
    const found = await detectAgents({ repositoryDir: REPO, env: ENV, probe });
    expect(found).toMatchObject([
      { agent: { name: 'claude-code' }, signs: [{ where: 'home', what: '~/.claude' }] },
    ]);
    expect(found[0]?.installed).toBe(false);
  });

  it('ignores relative PATH entries and a missing HOME', async () => {
    const probe = machine(['bin/gemini', '/home/u/.gemini']);
    const env = { PATH: 'bin' };
    expect(await detectAgents({ repositoryDir: REPO, env, probe })).toEqual([]);
  });
});

describe('choosing the agent', () => {
  const codex = GALLERY_AGENTS.find((agent) => agent.name === 'codex');
  const detected =
    codex === undefined
      ? []
      : [
          {
            agent: codex,
            signs: [{ where: 'path' as const, what: '`codex` on PATH' }],
            installed: true,
          },
        ];

  it('takes --agent and --command as given, and refuses both at once or an unknown name', async () => {
    expect(await chooseAgent({ agentOption: 'builtin', yes: false, detected })).toEqual({
      kind: 'builtin',
    });
    expect(await chooseAgent({ agentOption: 'opencode', yes: false, detected: [] })).toMatchObject({
      kind: 'gallery',
      agent: { name: 'opencode' },
    });
    expect(
      await chooseAgent({ commandOption: 'node "dist/my agent.js" --fast', yes: false, detected }),
    ).toEqual({ kind: 'command', command: ['node', 'dist/my agent.js', '--fast'] });
    await expect(
      chooseAgent({ agentOption: 'codex', commandOption: 'x', yes: true, detected }),
    ).rejects.toThrow(/--agent and --command both/);
    await expect(chooseAgent({ agentOption: 'cursor', yes: true, detected })).rejects.toThrow(
      /--agent "cursor": expected one of builtin, codex, claude-code, gemini-cli, opencode, qwen-code/,
    );
  });

  it('with --yes takes the agent found first, else the built-in agent', async () => {
    expect(await chooseAgent({ yes: true, detected })).toMatchObject({
      kind: 'gallery',
      agent: { name: 'codex' },
    });
    expect(await chooseAgent({ yes: true, detected: [] })).toEqual({ kind: 'builtin' });
  });

  describe('an agent found only by its configuration, its command not on PATH', () => {
    const claude = GALLERY_AGENTS.find((agent) => agent.name === 'claude-code');
    if (claude === undefined || codex === undefined) throw new Error('the gallery lost an agent');
    const leftover = {
      agent: claude,
      signs: [{ where: 'home' as const, what: '~/.claude' }],
      installed: false,
    };
    const inRepository = {
      agent: claude,
      signs: [{ where: 'repository' as const, what: '.claude in this repository' }],
      installed: false,
    };
    const codexOnPath = {
      agent: codex,
      signs: [{ where: 'path' as const, what: '`codex` on PATH' }],
      installed: true,
    };

    it('is installed with the version the gallery is tested with', () => {
      expect(installCommand(claude)).toBe('npm install -g @anthropic-ai/claude-code@2.1.332');
    });

    it('is never what --yes takes: the built-in agent, or the first one installed', async () => {
      expect(await chooseAgent({ yes: true, detected: [leftover] })).toEqual({ kind: 'builtin' });
      // Even a repository configured for it: its command could not run.
      expect(await chooseAgent({ yes: true, detected: [inRepository, codexOnPath] })).toMatchObject(
        { kind: 'gallery', agent: { name: 'codex' } },
      );
      await expect(chooseAgent({ yes: false, detected: [leftover] })).rejects.toThrow(
        /--yes \(takes the built-in agent/,
      );
    });

    it('is offered on a terminal after those that run, with its install command, and may be chosen', async () => {
      const detected = [inRepository, codexOnPath];
      const question = renderAgentQuestion(detected);
      expect(question).toContain(
        [
          '  1) Codex CLI (`codex` on PATH)',
          '  2) the built-in agent (verdict agent): needs nothing installed, records without a key',
          '  3) Claude Code (.claude in this repository): not installed, no `claude` on PATH; install it with: npm install -g @anthropic-ai/claude-code@2.1.332',
        ].join('\n'),
      );
      const answering = (answer: string) => () => Promise.resolve(answer);
      expect(await chooseAgent({ yes: false, detected, ask: answering('') })).toMatchObject({
        agent: { name: 'codex' },
      });
      const chosen = await chooseAgent({ yes: false, detected, ask: answering('3') });
      expect(chosen).toMatchObject({ kind: 'gallery', agent: { name: 'claude-code' } });
      expect(isInstalledHere(chosen, detected)).toBe(false);
      expect(
        isInstalledHere(await chooseAgent({ yes: false, detected, ask: answering('1') }), detected),
      ).toBe(true);
      expect(isInstalledHere({ kind: 'builtin' }, [])).toBe(true);
    });
  });

  it('without a terminal and without --yes, refuses and says what to pass', async () => {
    await expect(chooseAgent({ yes: false, detected })).rejects.toThrow(
      /no terminal to ask .* --yes \(takes Codex CLI\), --agent NAME .* or --command/,
    );
  });

  it('on a terminal, asks with the choices numbered, and takes a number, a name or the default', async () => {
    const asked: string[] = [];
    const answering = (answer: string) => (question: string) => {
      asked.push(question);
      return Promise.resolve(answer);
    };
    expect(await chooseAgent({ yes: false, detected, ask: answering('') })).toMatchObject({
      agent: { name: 'codex' },
    });
    expect(asked[0]).toBe(renderAgentQuestion(detected));
    expect(asked[0]).toMatch(/1\) Codex CLI \(`codex` on PATH\)\n {2}2\) the built-in agent/);
    expect(await chooseAgent({ yes: false, detected, ask: answering('2') })).toEqual({
      kind: 'builtin',
    });
    expect(await chooseAgent({ yes: false, detected, ask: answering('qwen-code') })).toMatchObject({
      agent: { name: 'qwen-code' },
    });
    await expect(chooseAgent({ yes: false, detected, ask: answering('7') })).rejects.toThrow(
      /"7" is none of the choices/,
    );
  });
});
