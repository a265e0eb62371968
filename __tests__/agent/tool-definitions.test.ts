import { describe, expect, it } from 'vitest';
import {
  AGENT_TOOLS,
  renderParameters,
  renderToolDefinitions,
  zodParameters,
} from '../../src/agent/tools/index.js';
import { BUILT_IN_TOOL_PARAMETERS } from '../../src/agent/tools/parameters-json.js';
import { DEFAULT_SYSTEM_PROMPT } from '../../src/agent/system-prompt.js';

describe('tool definitions', () => {
  // Every recorded cassette holds these bytes: a change here must be deliberate (and re-recorded).
  // Snapshotted as JSON text, because an object snapshot would not see a change of key order.
  it('are stable, byte for byte', () => {
    expect(JSON.stringify(renderToolDefinitions(), null, 2)).toMatchSnapshot();
  });

  // The built-in tools' schemas are written out (parameters-json.ts) to spare zod at start-up.
  it('are written out exactly as zod renders them, key order included', () => {
    const rendered = Object.fromEntries(
      AGENT_TOOLS.map((tool) => [tool.name, zodParameters(tool)]),
    );
    expect(
      JSON.stringify(BUILT_IN_TOOL_PARAMETERS, null, 2),
      'src/agent/tools/parameters-json.ts is out of date; put this there:\n' +
        JSON.stringify(rendered, null, 2),
    ).toBe(JSON.stringify(rendered, null, 2));
    for (const tool of AGENT_TOOLS) {
      expect(JSON.stringify(renderParameters(tool))).toBe(JSON.stringify(zodParameters(tool)));
    }
  });

  it('of a tool that is not built in are rendered from its zod schema', () => {
    const readFile = AGENT_TOOLS[0]!;
    const custom = { ...readFile, parameters: readFile.parameters.describe('custom') };
    expect(renderParameters(custom)).toEqual(zodParameters(custom));
    expect(renderParameters(custom)).not.toEqual(renderParameters(readFile));
  });

  it('name the effect each tool needs', () => {
    expect(Object.fromEntries(AGENT_TOOLS.map((tool) => [tool.name, tool.effect ?? null]))).toEqual(
      {
        read_file: null,
        list_files: null,
        search: null,
        write_file: 'write',
        edit_file: 'write',
        bash: 'process',
      },
    );
  });
});

describe('the system prompt', () => {
  it('names no date, no absolute path and no host', () => {
    expect(DEFAULT_SYSTEM_PROMPT).not.toMatch(
      /\d{4}-\d{2}-\d{2}|\/tmp|\/home|\/Users|127\.0\.0\.1/,
    );
    expect(DEFAULT_SYSTEM_PROMPT).not.toMatch(/\s\/[a-z]/);
  });
});
