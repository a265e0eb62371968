import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool } from './tool.js';
import { compareCodeUnits, listDirectory, walkFiles } from './walk.js';
import { describeFileError, resolveWorkspacePath } from './workspace-path.js';

/** Entries listed at most: a listing longer than this is noise to the model. */
const MAX_ENTRIES = 2_000;

export const listFilesTool = defineTool({
  name: 'list_files',
  description:
    'List files of the workspace, sorted, one path per line relative to the workspace root. ' +
    'In a listing that is not recursive, directories end with "/". Skips .git and node_modules.',
  parameters: z.strictObject({
    path: z
      .string()
      .optional()
      .describe('Directory relative to the workspace root. Default: the root (".").'),
    recursive: z
      .boolean()
      .optional()
      .describe(
        'List every file below the directory instead of its direct entries. Default false.',
      ),
  }),
  async run(args, context) {
    const target = await resolveWorkspacePath(context.workspace, args.path ?? '.');
    try {
      const info = await stat(target.absolute);
      if (!info.isDirectory()) return target.relative;
      if (args.recursive === true) {
        const walk = await walkFiles(context.workspace, target.relative, MAX_ENTRIES);
        const files = walk.entries.map((entry) => entry.relative);
        return render(target.relative, files, walk.complete);
      }
      const entries = await listDirectory(target.absolute, target.relative);
      const lines = entries
        .map((entry) => (entry.kind === 'directory' ? `${entry.relative}/` : entry.relative))
        .sort(compareCodeUnits);
      return render(target.relative, lines.slice(0, MAX_ENTRIES), lines.length <= MAX_ENTRIES);
    } catch (error) {
      throw describeFileError(error, target.relative);
    }
  },
});

function render(directory: string, lines: string[], complete: boolean): string {
  if (lines.length === 0) return `[${directory} is empty]`;
  const note = complete ? '' : `\n[listing stopped after ${lines.length} entries]`;
  return `${lines.join('\n')}${note}`;
}
