/**
 * The built-in agent's tools, in the order the model sees them. They are part of every request:
 * changing one changes every recorded call's fingerprint (a test snapshots them).
 */
import { z } from 'zod';
import { bashTool } from './bash.js';
import { editFileTool } from './edit-file.js';
import { listFilesTool } from './list-files.js';
import { BUILT_IN_TOOL_PARAMETERS } from './parameters-json.js';
import { readFileTool } from './read-file.js';
import { searchTool } from './search.js';
import type { AgentTool } from './tool.js';
import { writeFileTool } from './write-file.js';

export const AGENT_TOOLS: readonly AgentTool[] = [
  readFileTool,
  listFilesTool,
  searchTool,
  writeFileTool,
  editFileTool,
  bashTool,
];

export interface FunctionToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

const BUILT_IN_TOOLS: ReadonlySet<AgentTool> = new Set(AGENT_TOOLS);

/** The JSON Schema of a tool's arguments: a built-in tool's from parameters-json.ts. */
export function renderParameters(tool: AgentTool): Record<string, unknown> {
  const written = BUILT_IN_TOOLS.has(tool) ? BUILT_IN_TOOL_PARAMETERS[tool.name] : undefined;
  return written === undefined ? zodParameters(tool) : structuredClone(written);
}

/** The JSON Schema of a tool's arguments, generated from its zod schema (without `$schema` noise). */
export function zodParameters(tool: AgentTool): Record<string, unknown> {
  const schema: Record<string, unknown> = z.toJSONSchema(tool.parameters, {
    io: 'input',
    target: 'draft-2020-12',
  });
  delete schema.$schema;
  return schema;
}

/** Generated once per tool list: many runs share a process, and zod's JSON Schema takes a while. */
const renderedDefinitions = new WeakMap<readonly AgentTool[], readonly FunctionToolDefinition[]>();

export function renderToolDefinitions(
  tools: readonly AgentTool[] = AGENT_TOOLS,
): readonly FunctionToolDefinition[] {
  const rendered = renderedDefinitions.get(tools);
  if (rendered !== undefined) return rendered;
  const definitions = deepFreeze(
    tools.map((tool): FunctionToolDefinition => ({
      type: 'function',
      function: {
        name: tool.name,
        description: tool.description,
        parameters: renderParameters(tool),
      },
    })),
  );
  renderedDefinitions.set(tools, definitions);
  return definitions;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
