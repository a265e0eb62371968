/**
 * Which gallery agents a repository or machine uses, from their signs: a configuration in the
 * repository, the command on PATH (then it is installed), a configuration in HOME. Tests give the
 * probe a made-up machine.
 */
import { access, constants, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathExists } from '../path-exists.js';
import { GALLERY_AGENTS, type GalleryAgent } from './agent-gallery.js';

export interface SignProbe {
  exists(target: string): Promise<boolean>;
  isExecutable(target: string): Promise<boolean>;
}

const fileSystemProbe: SignProbe = {
  exists: pathExists,
  async isExecutable(target) {
    const found = await stat(target).catch(() => undefined);
    if (found?.isFile() !== true) return false;
    return access(target, constants.X_OK).then(
      () => true,
      () => false,
    );
  },
};

/** Where a sign was seen, strongest first: a repository that uses an agent says most. */
const SIGN_RANK = { repository: 0, path: 1, home: 2 } as const;

export interface AgentSign {
  where: keyof typeof SIGN_RANK;
  /** As a user would read it: `.claude/ in this repository`, `claude on PATH`, `~/.codex`. */
  what: string;
}

export interface DetectedAgent {
  agent: GalleryAgent;
  signs: AgentSign[];
  /** Its command is on PATH: without it the commands init prints could not run it. */
  installed: boolean;
}

interface DetectionInput {
  repositoryDir: string;
  env: NodeJS.ProcessEnv;
  probe?: SignProbe;
}

async function isOnPath(bin: string, pathVariable: string | undefined, probe: SignProbe) {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (path.isAbsolute(dir) && (await probe.isExecutable(path.join(dir, bin)))) return true;
  }
  return false;
}

async function signsOf(agent: GalleryAgent, input: DetectionInput): Promise<AgentSign[]> {
  const probe = input.probe ?? fileSystemProbe;
  const signs: AgentSign[] = [];
  for (const sign of agent.repositorySigns) {
    if (await probe.exists(path.join(input.repositoryDir, sign))) {
      signs.push({ where: 'repository', what: `${sign} in this repository` });
    }
  }
  if (await isOnPath(agent.bin, input.env.PATH, probe)) {
    signs.push({ where: 'path', what: `\`${agent.bin}\` on PATH` });
  }
  const home = input.env.HOME;
  if (home !== undefined && path.isAbsolute(home)) {
    for (const sign of agent.homeSigns) {
      if (await probe.exists(path.join(home, sign))) {
        signs.push({ where: 'home', what: `~/${sign}` });
      }
    }
  }
  return signs;
}

/** The agents with a sign, by their strongest sign, then in the gallery's order. */
export async function detectAgents(input: DetectionInput): Promise<DetectedAgent[]> {
  const detected: DetectedAgent[] = [];
  for (const agent of GALLERY_AGENTS) {
    const signs = await signsOf(agent, input);
    const installed = signs.some((sign) => sign.where === 'path');
    if (signs.length > 0) detected.push({ agent, signs, installed });
  }
  const strongest = (found: DetectedAgent) =>
    Math.min(...found.signs.map((sign) => SIGN_RANK[sign.where]));
  // Array.prototype.sort is stable: equal ranks keep the gallery's order.
  return detected.sort((a, b) => strongest(a) - strongest(b));
}
