import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateJsonSchemas, renderJsonSchema } from '../../src/gate/json-schema.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

describe('schema/*.schema.json', () => {
  for (const [name, schema] of Object.entries(generateJsonSchemas())) {
    it(`${name} matches the zod schema (run \`npm run schema\` after changing it)`, async () => {
      const committed = await readFile(path.join(REPO_ROOT, 'schema', name), 'utf8');
      expect(committed).toBe(renderJsonSchema(schema));
    });
  }

  it('describes the suite fields an editor should complete', () => {
    const suite = generateJsonSchemas()['suite.schema.json'] as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(suite.required).toEqual(
      expect.arrayContaining(['schemaVersion', 'suiteId', 'suiteVersion', 'tasks']),
    );
    expect(JSON.stringify(suite)).toContain('"tree-diff-within"');
    expect(JSON.stringify(suite)).toContain('"no-repeat-failure"');
  });
});
