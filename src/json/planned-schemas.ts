/**
 * The schemas that have a plan (`schema-plan.ts`), by the name of their plan in `schema-plans.ts`:
 * those a command parses on its way to its first result (its files, and the built-in agent's tool
 * arguments), so that a valid value costs no zod schema.
 * `npm run schema` writes their plans; a test keeps the written plans equal to these schemas'.
 */
import type { z } from 'zod';
import { bashTool } from '../agent/tools/bash.js';
import { editFileTool } from '../agent/tools/edit-file.js';
import { listFilesTool } from '../agent/tools/list-files.js';
import { readFileTool } from '../agent/tools/read-file.js';
import { searchTool } from '../agent/tools/search.js';
import { writeFileTool } from '../agent/tools/write-file.js';
import {
  CassetteHeaderSchema,
  MessagesDeltaSchema,
  StoredCallV2Schema,
} from '../provider/cassette-codec-schema.js';
import { FingerprintSchema } from '../provider/types.js';
import { ReportSchema } from '../report/report-schema.js';
import { ConditionsFileSchema } from '../run-dir/conditions-file.js';
import { ModeSchema, RunRecordSchema } from '../run-dir/record-schema.js';
import { CaseFileSchema, PolicySchema, SuiteFileSchema } from '../suite/schema.js';

export const PLANNED_SCHEMAS = {
  SuiteFilePlan: SuiteFileSchema,
  CaseFilePlan: CaseFileSchema,
  PolicyPlan: PolicySchema,
  CassetteHeaderPlan: CassetteHeaderSchema,
  StoredCallV2Plan: StoredCallV2Schema,
  MessagesDeltaPlan: MessagesDeltaSchema,
  FingerprintPlan: FingerprintSchema,
  ModePlan: ModeSchema,
  ConditionsFilePlan: ConditionsFileSchema,
  RunRecordPlan: RunRecordSchema,
  ReportPlan: ReportSchema,
  BashParametersPlan: bashTool.parameters,
  EditFileParametersPlan: editFileTool.parameters,
  ListFilesParametersPlan: listFilesTool.parameters,
  ReadFileParametersPlan: readFileTool.parameters,
  SearchParametersPlan: searchTool.parameters,
  WriteFileParametersPlan: writeFileTool.parameters,
} satisfies Record<string, z.ZodType>;
