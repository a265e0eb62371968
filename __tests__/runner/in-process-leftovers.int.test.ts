/**
 * A command of the built-in agent running in Verdict's process that leaves something behind — a
 * child that left the command's process group and cleared its environment, but stayed in the
 * workspace — is killed when the run ends and recorded, as when the agent is a process of its own.
 * So is what a `command` verifier leaves in a new session: the verifiers' one sweep after them kills
 * it (a command whose process group is gone at its exit is not scanned for on its own).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** Processes whose command line names `marker` (Linux). */
async function processesNaming(marker: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(marker)) found.push(Number(entry));
  }
  return found;
}

describe('the in-process agent leaves nothing running', () => {
  it.runIf(process.platform === 'linux')(
    'a setsid, env -i child of a command is killed at the end of the run and recorded',
    async () => {
      const dir = await makeTempDir();
      const marker = `leftover-${path.basename(dir)}`;
      const suiteDir = path.join(dir, 'suite');
      await mkdir(path.join(suiteDir, 'scripts'), { recursive: true });
      await writeFile(
        path.join(suiteDir, 'suite.json'),
        JSON.stringify({
          schemaVersion: 1,
          suiteId: 'leftovers',
          suiteVersion: '1.0.0',
          tasks: [
            {
              id: 'detach',
              prompt: 'Start something in the background.',
              budget: { maxTurns: 5, maxWallMs: 60_000 },
              policy: { mode: 'auto', allow: ['process'] },
              verifiers: [{ kind: 'response-contains', id: 'said', texts: ['Started'] }],
            },
          ],
        }),
      );
      // `exec -a` names the sleeper so that the test can find it; `env -i` drops the tag. The command
      // waits a second before it ends, so that the sleeper has dropped the tag by then: the command's
      // own scan (by tag) cannot find it, only the one at the end of the run (by directory) can.
      const command = `setsid env -i /bin/bash -c 'exec -a ${marker} /bin/sleep 300' > /dev/null 2>&1 < /dev/null & sleep 1`;
      await writeFile(
        path.join(suiteDir, 'scripts', 'detach.json'),
        JSON.stringify({
          format: 'script/v1',
          turns: [
            { toolCalls: [{ name: 'bash', arguments: { command } }] },
            { content: 'Started.' },
          ],
        }),
      );
      const out = path.join(dir, 'out');
      const result = await runCliProcess(
        [
          'run',
          suiteDir,
          '--mode',
          'scripted',
          '--k',
          '1',
          '--yes',
          '--allow-process',
          // Without a sandbox: in one, the box's end kills the sleeper (sandbox/hostile tests).
          '--sandbox',
          'none',
          '--out',
          out,
        ],
        { env: { HOME: dir } },
      );
      expect(result.code, result.stderr).toBe(0);
      const record = JSON.parse((await readFile(path.join(out, 'runs.jsonl'), 'utf8')).trim()) as {
        status: string;
        incidents: Array<{ kind: string; detail?: string }>;
      };
      expect(record.status).toBe('pass');
      expect(record.incidents.map((incident) => incident.kind)).toContain(
        'processes_outlived_agent',
      );
      expect(await processesNaming(marker)).toEqual([]);
    },
    60_000,
  );

  it.runIf(process.platform === 'linux')(
    "a command verifier's setsid child is killed when the verifiers are done",
    async () => {
      const dir = await makeTempDir();
      const marker = `verifier-leftover-${path.basename(dir)}`;
      const suiteDir = path.join(dir, 'suite');
      await mkdir(path.join(suiteDir, 'scripts'), { recursive: true });
      const leave = `setsid /bin/bash -c 'exec -a ${marker} /bin/sleep 300' > /dev/null 2>&1 < /dev/null & exit 0`;
      await writeFile(
        path.join(suiteDir, 'suite.json'),
        JSON.stringify({
          schemaVersion: 1,
          suiteId: 'verifier-leftovers',
          suiteVersion: '1.0.0',
          tasks: [
            {
              id: 'check-leaves',
              prompt: 'Say done.',
              budget: { maxTurns: 2, maxWallMs: 60_000 },
              verifiers: [
                {
                  kind: 'command',
                  id: 'leaves',
                  command: ['/bin/sh', '-c', leave],
                  timeoutMs: 10_000,
                },
                { kind: 'command', id: 'after', command: ['/bin/true'], timeoutMs: 10_000 },
              ],
            },
          ],
        }),
      );
      await writeFile(
        path.join(suiteDir, 'scripts', 'check-leaves.json'),
        JSON.stringify({ format: 'script/v1', turns: [{ content: 'Done.' }] }),
      );
      const out = path.join(dir, 'out');
      const result = await runCliProcess(
        ['run', suiteDir, '--mode', 'scripted', '--yes', '--allow-process', '--out', out],
        { env: { HOME: dir } },
      );
      expect(result.code, result.stderr).toBe(0);
      const record = JSON.parse((await readFile(path.join(out, 'runs.jsonl'), 'utf8')).trim()) as {
        status: string;
      };
      expect(record.status).toBe('pass');
      expect(await processesNaming(marker)).toEqual([]);
    },
    60_000,
  );
});
