/**
 * The run directory's own module: conditions.json written and read back, the errors a reader gets
 * for a directory that is not a run directory, and the layering (the leaf imports neither the runner
 * nor the reports, and the reports do not import the runner).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, UsageError } from '../../src/errors.js';
import {
  CONDITIONS_FILE,
  readConditionsFile,
  writeStartedConditions,
} from '../../src/run-dir/conditions-file.js';
import { liveConditions } from '../report/run-records.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('conditions.json', () => {
  it('reads back what the runner wrote', async () => {
    const dir = await makeTempDir();
    await writeStartedConditions(dir, 'run-1', liveConditions);
    expect(await readConditionsFile(dir)).toEqual({ runId: 'run-1', conditions: liveConditions });
  });

  it('calls a directory without one not a run directory, and names the file of a broken one', async () => {
    const dir = await makeTempDir();
    await expect(readConditionsFile(dir)).rejects.toThrow(UsageError);
    await writeFile(path.join(dir, CONDITIONS_FILE), '{ not json');
    await expect(readConditionsFile(dir)).rejects.toThrow(ConfigError);
    await writeFile(path.join(dir, CONDITIONS_FILE), JSON.stringify({ runId: 'x' }));
    await expect(readConditionsFile(dir)).rejects.toThrow(
      /conditions\.json: not a valid conditions file/,
    );
  });
});

async function importsOf(dir: string): Promise<Array<{ file: string; from: string }>> {
  const files = (await readdir(path.join(REPO_ROOT, dir))).filter((name) => name.endsWith('.ts'));
  const found: Array<{ file: string; from: string }> = [];
  for (const name of files) {
    const text = await readFile(path.join(REPO_ROOT, dir, name), 'utf8');
    for (const match of text.matchAll(/^import[^;]*?from '([^']+)';/gms)) {
      found.push({ file: `${dir}/${name}`, from: match[1] as string });
    }
  }
  return found;
}

describe('layering', () => {
  it('keeps src/run-dir a leaf: no import from the runner or the reports', async () => {
    const imports = await importsOf('src/run-dir');
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(({ from }) => /\/(runner|report)\//.test(from))).toEqual([]);
  });

  it('keeps the reports free of the runner', async () => {
    const imports = await importsOf('src/report');
    expect(imports.filter(({ from }) => from.startsWith('../runner/'))).toEqual([]);
  });
});
