/** `verdict suites copy NAME DIR`: a bundled suite, whole, to edit; it replays where it lands. */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repointSchema } from '../../src/init/copy-bundled-suite.js';
import { BUNDLED_SUITES_DIR } from '../../src/suite/discover-suites.js';
import { loadSuite } from '../../src/suite/load-suite.js';
import { REPO_ROOT, runCliInProcess, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('verdict suites copy', () => {
  it('copies every file of the bundled suite into DIR/NAME, and the copy replays', async () => {
    const cwd = await makeTempDir();
    await mkdir(path.join(cwd, 'evals'));
    const result = await runCliInProcess(['suites', 'copy', 'smoke-coding', 'evals'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    const copy = path.join(cwd, 'evals', 'smoke-coding');
    const bundled = path.join(REPO_ROOT, BUNDLED_SUITES_DIR, 'smoke-coding');
    expect(await filesOf(copy)).toEqual(await filesOf(bundled));
    expect(result.stdout).toContain('Copied the bundled suite smoke-coding to evals/smoke-coding/');
    // The bundled $schema points inside the package; the package is not below cwd here.
    const suiteText = await readFile(path.join(copy, 'suite.json'), 'utf8');
    expect(suiteText).not.toContain('$schema');
    expect((await loadSuite(copy, { cwd })).ok).toBe(true);

    const replay = await runCliProcess(['ci', '--suite-dir', 'evals/smoke-coding', '--yes'], {
      cwd,
    });
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(/smoke-coding\s+7\/7 passed/);
  });

  it('copies to DIR when DIR does not exist, and never overwrites', async () => {
    const cwd = await makeTempDir();
    const first = await runCliInProcess(['suites', 'copy', 'tool-sequences', 'mine/ts'], { cwd });
    expect(first.code, first.stderr).toBe(0);
    await writeFile(path.join(cwd, 'mine', 'ts', 'suite.json'), '{"edited": true}');
    const again = await runCliInProcess(['suites', 'copy', 'tool-sequences', 'mine/ts'], { cwd });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('suites copy: this exists and would be overwritten: mine/ts/');
    expect(await readFile(path.join(cwd, 'mine', 'ts', 'suite.json'), 'utf8')).toBe(
      '{"edited": true}',
    );
  });

  it('refuses an unknown suite or action, naming what there is', async () => {
    const cwd = await makeTempDir();
    const unknown = await runCliInProcess(['suites', 'copy', 'nope', 'x'], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'no bundled suite "nope" (bundled: long-context, long-context-stress, smoke-coding, tool-sequences)',
    );
    const action = await runCliInProcess(['suites', 'move', 'a', 'b'], { cwd });
    expect(action.code).toBe(2);
    expect(action.stderr).toContain('suites: unknown action "move"');
    expect(await readdir(cwd)).toEqual([]);
  });

  it('points $schema at the installed package’s schema, or drops it', () => {
    const text = '{\n  "$schema": "../../../schema/suite.schema.json",\n  "schemaVersion": 1\n}\n';
    expect(repointSchema(text, '../node_modules/agent-verdict/schema/suite.schema.json')).toBe(
      '{\n  "$schema": "../node_modules/agent-verdict/schema/suite.schema.json",\n  "schemaVersion": 1\n}\n',
    );
    expect(repointSchema(text, undefined)).toBe('{\n  "schemaVersion": 1\n}\n');
  });
});
