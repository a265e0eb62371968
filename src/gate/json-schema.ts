/**
 * JSON Schemas for editors, generated from the zod schemas; `npm run schema` refreshes `schema/`
 * and a test fails when they drift. In gate/, the higher of the two folders whose formats it gathers.
 */
import { z } from 'zod';
import { AcknowledgementsFileSchema } from './acknowledgements.js';
import { CaseFileSchema, SuiteFileSchema } from '../suite/schema.js';

function toJsonSchema(schema: z.ZodType, title: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }),
    title,
  };
}

export function generateJsonSchemas(): Record<string, Record<string, unknown>> {
  return {
    'suite.schema.json': toJsonSchema(SuiteFileSchema, 'Verdict suite (suite.json)'),
    'case-file.schema.json': toJsonSchema(
      CaseFileSchema,
      'Verdict case file (a JSON array of cases)',
    ),
    'acknowledged.schema.json': toJsonSchema(
      AcknowledgementsFileSchema,
      'Verdict acknowledged changes (evals/verdict-acknowledged.json)',
    ),
  };
}

export function renderJsonSchema(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
