// Writes schema/*.schema.json from the zod schemas (run through `npm run schema`, after a build).
import { writeFile } from 'node:fs/promises';
import { generateJsonSchemas, renderJsonSchema } from '../lib/gate/json-schema.js';

for (const [name, schema] of Object.entries(generateJsonSchemas())) {
  await writeFile(new URL(`../schema/${name}`, import.meta.url), renderJsonSchema(schema));
  console.log(`wrote schema/${name}`);
}
