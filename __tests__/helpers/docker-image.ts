/**
 * The image the docker backend's tests run in, or why they cannot run here. The image is
 * `VERDICT_TEST_DOCKER_IMAGE` when set (`.ci/run` makes it once and sets it), else the one
 * `scripts/docker-test-image.mjs` makes from this host's files (kept, keyed by content: built once,
 * found after). Without an engine that answers, the reason is the probe's; a docker test then
 * skips saying it (`skipWithoutDocker`), never passes. An engine that answers but cannot make the
 * image is an error, not a skip.
 *
 * Use: `const docker = await dockerTestImage();` at the top of the file, then in the describe of
 * the docker tests `skipWithoutDocker(docker)`, and in its beforeAll `if ('skip' in docker) return;`
 * (a test skipped at its start still has its describe's beforeAll run). Name those tests with
 * `docker` in their describe: the reliability ledger counts the tests of files that import this
 * helper whose describe says docker, ran or skipped and why.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeEach } from 'vitest';
import { probeDocker } from '../../src/sandbox/open-sandbox.js';

export type DockerTestImage = { image: string } | { skip: string };

const SCRIPT = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'docker-test-image.mjs');

let found: Promise<DockerTestImage> | undefined;

/** The image, or why there is none; probed (and built) once per test worker. */
export function dockerTestImage(): Promise<DockerTestImage> {
  found ??= findImage();
  return found;
}

async function findImage(): Promise<DockerTestImage> {
  const docker = await probeDocker(process.env.PATH);
  if ('problem' in docker) {
    const skip = `no docker engine answers here (${docker.problem}); .ci/run starts one`;
    process.stderr.write(`docker tests skipped: ${skip}\n`);
    return { skip };
  }
  const named = process.env.VERDICT_TEST_DOCKER_IMAGE;
  if (named !== undefined && named !== '') return { image: named };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [SCRIPT, '--docker', docker.program],
    { encoding: 'utf8', timeout: 600_000 },
  );
  const image = stdout.trim().split('\n').at(-1) ?? '';
  if (image === '') throw new Error(`${SCRIPT} printed no image name`);
  return { image };
}

/**
 * In a describe: each of its tests is skipped at its start with the reason as its note (shown by
 * vitest, counted by the ledger) when `docker` has none.
 */
export function skipWithoutDocker(docker: DockerTestImage): void {
  beforeEach((context) => {
    if ('skip' in docker) context.skip(`docker: ${docker.skip}`);
  });
}
