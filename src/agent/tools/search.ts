import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { looksBinary } from './file-content.js';
import { defineTool, ToolError } from './tool.js';
import { walkFiles } from './walk.js';
import { describeFileError, resolveWorkspacePath } from './workspace-path.js';

const MAX_MATCHES = 200;
const MAX_FILES = 20_000;
/** Larger files are skipped: they are data, not code, and would stall the agent. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_LINE_CHARS = 300;

export const searchTool = defineTool({
  name: 'search',
  description:
    'Search text files of the workspace for a regular expression (JavaScript syntax, ' +
    'case-sensitive), line by line, like grep. Returns "file:line: text" lines sorted by file and ' +
    'line. Skips .git, node_modules and binary files.',
  parameters: z.strictObject({
    pattern: z.string().min(1).describe('Regular expression to look for in each line.'),
    path: z
      .string()
      .optional()
      .describe('File or directory to search, relative to the workspace root. Default: the root.'),
  }),
  async run(args, context) {
    let expression: RegExp;
    try {
      expression = new RegExp(args.pattern);
    } catch (error) {
      throw new ToolError(error instanceof Error ? error.message : 'invalid regular expression');
    }
    const target = await resolveWorkspacePath(context.workspace, args.path ?? '.');
    let files: string[];
    let complete = true;
    try {
      if ((await stat(target.absolute)).isDirectory()) {
        const walk = await walkFiles(context.workspace, target.relative, MAX_FILES);
        files = walk.entries
          .filter((entry) => entry.kind === 'file')
          .map((entry) => entry.relative);
        complete = walk.complete;
      } else {
        files = [target.relative];
      }
    } catch (error) {
      throw describeFileError(error, target.relative);
    }

    const matches: string[] = [];
    for (const file of files) {
      const absolute = path.join(context.workspace, file);
      let content: Buffer;
      try {
        if ((await stat(absolute)).size > MAX_FILE_BYTES) continue;
        content = await readFile(absolute);
      } catch {
        continue; // vanished or unreadable: a search reports what it can read
      }
      if (looksBinary(content)) continue;
      const lines = content.toString('utf8').split('\n');
      for (const [index, raw] of lines.entries()) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (!expression.test(line)) continue;
        if (matches.length >= MAX_MATCHES) {
          return `${matches.join('\n')}\n[stopped after ${MAX_MATCHES} matches; narrow the pattern or the path]`;
        }
        const text = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
        matches.push(`${file}:${index + 1}: ${text}`);
      }
    }
    const partial = complete ? '' : `\n[searched only the first ${MAX_FILES} files]`;
    if (matches.length === 0) return `[no matches]${partial}`;
    return `${matches.join('\n')}${partial}`;
  },
});
