// Writes src/json/schema-plans.ts, the plans of the schemas in src/json/planned-schemas.ts (run
// through `npm run schema`, after a build; the build after it compiles what was written).
import { writeFile } from 'node:fs/promises';
import prettier from 'prettier';
import { renderSchemaPlans } from '../lib/json/render-schema-plans.js';

const file = new URL('../src/json/schema-plans.ts', import.meta.url);
const options = (await prettier.resolveConfig(file)) ?? {};
await writeFile(
  file,
  await prettier.format(renderSchemaPlans(), { ...options, parser: 'typescript' }),
);
console.log('wrote src/json/schema-plans.ts');
