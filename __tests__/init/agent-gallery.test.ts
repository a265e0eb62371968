/**
 * What init knows of the gallery agrees with the gallery itself: the wrapper and the files it
 * reads exist in `examples/agents/<name>/`, the package ships them, the wrapper is the one each
 * example config runs, and the pins are those the gallery tests install.
 */
import { access, constants, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_AGENTS } from '../../scripts/test-agents.mjs';
import { GALLERY_AGENTS, GALLERY_DIR } from '../../src/init/agent-gallery.js';
import { actionRefOf, gitHubRepositoryOf } from '../../src/init/action-ref.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

describe('the gallery as init knows it', () => {
  it('names every agent of examples/agents/, pinned as the gallery tests install them', () => {
    const pins = Object.fromEntries(
      Object.entries(TEST_AGENTS).map(([name, agent]) => [
        name,
        { name: agent.name, version: agent.version, bin: agent.bin },
      ]),
    );
    expect(
      Object.fromEntries(
        GALLERY_AGENTS.map((agent) => [agent.name, { ...agent.package, bin: agent.bin }]),
      ),
    ).toEqual(pins);
  });

  it.each(GALLERY_AGENTS)(
    '$name: its wrapper is what the example config runs, and exists with what it reads',
    async (agent) => {
      const dir = path.join(REPO_ROOT, GALLERY_DIR, agent.name);
      const config = JSON.parse(await readFile(path.join(dir, 'verdict.config.json'), 'utf8')) as {
        agents: Record<string, { command: string[] }>;
      };
      expect(config.agents[agent.name]?.command).toEqual([`./${agent.files[0]}`]);
      await access(path.join(dir, agent.files[0] ?? ''), constants.X_OK);
      for (const file of agent.files) await access(path.join(dir, file));
      // Each file the wrapper reads beside itself ("$here/…") is copied with it.
      const wrapper = await readFile(path.join(dir, agent.files[0] ?? ''), 'utf8');
      const read = [...wrapper.matchAll(/\$here\/([\w./-]+)/g)].map((match) => match[1] ?? '');
      for (const file of read) {
        expect(
          agent.files.some((shipped) => shipped === file || shipped.startsWith(`${file}/`)),
        ).toBe(true);
      }
    },
  );

  it('ships the wrappers in the package, without the gallery’s suites', async () => {
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      files: string[];
    };
    expect(manifest.files).toEqual(
      expect.arrayContaining(['fixtures/eval/', 'examples/agents/', '!examples/agents/*/suite/']),
    );
  });
});

describe('the action the workflows use', () => {
  it('is the manifest’s GitHub repository, pinned to the release of this version', () => {
    expect(gitHubRepositoryOf('github:acme/verdict')).toBe('acme/verdict');
    expect(gitHubRepositoryOf('acme/verdict')).toBe('acme/verdict');
    expect(
      gitHubRepositoryOf({ type: 'git', url: 'git+https://github.com/acme/verdict.git' }),
    ).toBe('acme/verdict');
    expect(gitHubRepositoryOf('git@gitlab.example:acme/verdict.git')).toBeUndefined();
    expect(actionRefOf({ version: '1.2.3', repository: 'acme/verdict' })).toEqual({
      ref: 'acme/verdict@v1.2.3',
      placeholder: false,
    });
  });

  it('is the examples’ placeholder, said to be one, without a repository in the manifest', () => {
    expect(actionRefOf({ version: '0.1.0' })).toEqual({
      ref: 'your-org/verdict@v0.1.0',
      placeholder: true,
    });
  });
});
