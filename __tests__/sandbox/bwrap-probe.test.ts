import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';
import {
  BOXING_COMMANDS,
  startBwrapProbeFor,
  takeBwrapProbe,
} from '../../src/sandbox/bwrap-probe.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** A PATH whose `bwrap` logs each start and succeeds, and whose `prlimit` exists. */
async function loggingPath(): Promise<{ pathVariable: string; starts: () => Promise<number> }> {
  const dir = await makeTempDir();
  const log = path.join(dir, 'starts.log');
  await writeFile(log, '');
  await writeFile(path.join(dir, 'bwrap'), `#!/bin/sh\necho start >> ${log}\n`);
  await writeFile(path.join(dir, 'prlimit'), '#!/bin/sh\n');
  await chmod(path.join(dir, 'bwrap'), 0o755);
  await chmod(path.join(dir, 'prlimit'), 0o755);
  return {
    pathVariable: `${dir}:/usr/bin:/bin`,
    starts: async () => (await readFile(log, 'utf8')).split('\n').filter(Boolean).length,
  };
}

describe('the early bwrap probe', () => {
  it('is started by bin/verdict.js for exactly the commands that box their runs', async () => {
    const boxing = [];
    for (const entry of COMMANDS) {
      if ((await entry.load()).opensSandbox === true) boxing.push(entry.name);
    }
    expect([...BOXING_COMMANDS].sort()).toEqual(boxing.sort());
  });

  it.each([
    [['run', 'suite'], 1],
    [['ci', '--sandbox', 'auto'], 1],
    [['record', 'suite', '--sandbox=bwrap'], 1],
    [['run', 'suite', '--sandbox', 'none'], 0],
    [['run', 'suite', '--sandbox=docker'], 0],
    [['compare', 'a', 'b'], 0],
  ])('%j starts %i probe(s) before the command runs; the open takes it', async (argv, early) => {
    const { pathVariable, starts } = await loggingPath();
    startBwrapProbeFor(argv, { PATH: pathVariable });
    // The probe's child is under way; wait for it as the open would, by taking it.
    const waited = early === 1 ? await takeBwrapProbe(pathVariable) : undefined;
    expect(waited).toBeUndefined();
    expect(await starts()).toBe(early);
    // Taken once: the next open probes afresh.
    expect(await takeBwrapProbe(pathVariable)).toBeUndefined();
    expect(await starts()).toBe(early + 1);
  });

  it('is not taken by an open with another PATH', async () => {
    const first = await loggingPath();
    const second = await loggingPath();
    startBwrapProbeFor(['run', 'suite'], { PATH: first.pathVariable });
    expect(await takeBwrapProbe(second.pathVariable)).toBeUndefined();
    expect(await second.starts()).toBe(1);
  });
});
