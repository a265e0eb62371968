/**
 * Each built-in tool's arguments as `z.toJSONSchema` renders them, written out to spare zod a couple
 * of milliseconds per invocation; a test keeps them equal and prints what to put here.
 */
export const BUILT_IN_TOOL_PARAMETERS: Readonly<Record<string, Record<string, unknown>>> = {
  read_file: {
    type: 'object',
    properties: {
      path: {
        type: 'string',
        description: 'File path relative to the workspace root, e.g. "src/index.ts".',
      },
      offset: {
        description: 'First line to return (1-based). Default 1.',
        type: 'integer',
        minimum: 1,
        maximum: 100000000,
      },
      limit: {
        description: 'Most lines to return. Default: as many as fit.',
        type: 'integer',
        minimum: 1,
        maximum: 100000000,
      },
    },
    required: ['path'],
    additionalProperties: false,
  },
  list_files: {
    type: 'object',
    properties: {
      path: {
        description: 'Directory relative to the workspace root. Default: the root (".").',
        type: 'string',
      },
      recursive: {
        description:
          'List every file below the directory instead of its direct entries. Default false.',
        type: 'boolean',
      },
    },
    additionalProperties: false,
  },
  search: {
    type: 'object',
    properties: {
      pattern: {
        type: 'string',
        minLength: 1,
        description: 'Regular expression to look for in each line.',
      },
      path: {
        description:
          'File or directory to search, relative to the workspace root. Default: the root.',
        type: 'string',
      },
    },
    required: ['pattern'],
    additionalProperties: false,
  },
  write_file: {
    type: 'object',
    properties: {
      path: {
        type: 'string',
        description: 'File path relative to the workspace root.',
      },
      content: {
        type: 'string',
        description: 'The complete new content of the file.',
      },
    },
    required: ['path', 'content'],
    additionalProperties: false,
  },
  edit_file: {
    type: 'object',
    properties: {
      path: {
        type: 'string',
        description: 'File path relative to the workspace root.',
      },
      old: {
        type: 'string',
        description: 'The exact text to replace; must occur exactly once in the file.',
      },
      new: {
        type: 'string',
        description: 'The text to put in its place.',
      },
    },
    required: ['path', 'old', 'new'],
    additionalProperties: false,
  },
  bash: {
    type: 'object',
    properties: {
      command: {
        type: 'string',
        minLength: 1,
        description: 'The command line, e.g. "npm test".',
      },
      timeoutMs: {
        description: 'Milliseconds before the command is killed. Default 60000.',
        type: 'integer',
        minimum: 1,
        maximum: 600000,
      },
    },
    required: ['command'],
    additionalProperties: false,
  },
};
