import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS, renderToolDefinitions } from '../../src/agent/tools/index.js';
import { DEFAULT_SYSTEM_PROMPT } from '../../src/agent/system-prompt.js';

describe('tool definitions', () => {
  // Every recorded cassette holds these bytes: a change here must be deliberate (and re-recorded).
  // Snapshotted as JSON text, because an object snapshot would not see a change of key order.
  it('are stable, byte for byte', () => {
    expect(JSON.stringify(renderToolDefinitions(), null, 2)).toMatchSnapshot();
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
