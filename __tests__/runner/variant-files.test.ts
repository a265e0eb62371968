/**
 * The one reader of `diagnose`'s intervention file and of compare.json (`readVariantFile`): real
 * files in a temp dir, each refusal a ConfigError naming the file and the field.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { MAX_JSON_DEPTH } from '../../src/json/nesting-depth.js';
import { readInterventionFile } from '../../src/runner/run-diagnose.js';
import { readVariantsFile } from '../../src/runner/run-variants.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

async function fileWith(text: string): Promise<string> {
  const file = path.join(await tempDir(), 'variant.json');
  await writeFile(file, text);
  return file;
}

async function refusal(read: Promise<unknown>): Promise<ConfigError> {
  const error: unknown = await read.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return error as ConfigError;
}

describe('the variant and variants files', () => {
  it('reads an intervention file without its $schema', async () => {
    const file = await fileWith(
      JSON.stringify({ $schema: 'x', id: 'short', overrides: { 'compaction.threshold': 0.5 } }),
    );
    expect(await readInterventionFile(file, 'short.json')).toEqual({
      id: 'short',
      overrides: { 'compaction.threshold': 0.5 },
    });
  });

  it('names each file by its own noun when it is not JSON', async () => {
    const file = await fileWith('{ not json');
    const one = await refusal(readInterventionFile(file, 'short.json'));
    expect(one.message).toMatch(/^short\.json: cannot read the variant file \(/);
    expect(one.problems).toEqual([
      expect.objectContaining({ file: 'short.json', field: '(file)' }),
    ]);
    const many = await refusal(readVariantsFile(file, 'compare.json'));
    expect(many.message).toMatch(/^compare\.json: cannot read the variants file \(/);
  });

  it('refuses a field of the wrong type, naming it, and says nothing ran', async () => {
    const file = await fileWith(JSON.stringify({ id: 7, overrides: {} }));
    const error = await refusal(readInterventionFile(file, 'short.json'));
    expect(error.message).toMatch(/^short\.json: not a valid variant file; nothing ran:\n {2}- /);
    expect(error.problems.map((problem) => problem.field)).toContain('id');
  });

  it('refuses an intervention nested deeper than any Verdict file, as compare.json is', async () => {
    const deep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    const file = await fileWith(`{"id": "deep", "overrides": {"a": ${deep}}}`);
    const error = await refusal(readInterventionFile(file, 'deep.json'));
    expect(error.message).toMatch(/^deep\.json: not a valid variant file; nothing ran:/);
    expect(error.message).toContain('nests more than');
    const variants = await refusal(readVariantsFile(file, 'compare.json'));
    expect(variants.message).toMatch(/^compare\.json: not a valid variants file; nothing ran:/);
    expect(variants.message).toContain('nests more than');
  });
});
