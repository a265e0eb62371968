import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { rememberContent, splitLines, writeTextFile } from './file-content.js';
import { defineTool, ToolError } from './tool.js';
import { describeFileError, resolveWorkspacePath } from './workspace-path.js';

export const writeFileTool = defineTool({
  name: 'write_file',
  description:
    'Create a file, or replace the whole content of an existing one, in the workspace. Creates ' +
    'missing parent directories. To change part of a file, prefer edit_file.',
  effect: 'write',
  parameters: z.strictObject({
    path: z.string().describe('File path relative to the workspace root.'),
    content: z.string().describe('The complete new content of the file.'),
  }),
  async run(args, context) {
    const target = await resolveWorkspacePath(context.workspace, args.path);
    if (target.relative === '.') throw new ToolError('path must name a file, not the workspace');
    let existed: boolean;
    try {
      const info = statSync(target.absolute, { throwIfNoEntry: false });
      if (info?.isDirectory() === true) throw new ToolError(`${target.relative} is a directory`);
      existed = info !== undefined;
      mkdirSync(path.dirname(target.absolute), { recursive: true });
      await writeTextFile(target.absolute, args.content);
    } catch (error) {
      throw describeFileError(error, target.relative);
    }
    // The agent knows what it wrote: it may edit the file without reading it back.
    rememberContent(context, target, args.content);
    const lines = splitLines(args.content).length;
    return `${existed ? 'overwrote' : 'created'} ${target.relative} (${lines} line${lines === 1 ? '' : 's'})`;
  },
});
