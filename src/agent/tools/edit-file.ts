import { z } from 'zod';
import { hashContent, readTextFile, rememberContent, writeTextFile } from './file-content.js';
import { defineTool, ToolError } from './tool.js';
import { describeFileError, resolveWorkspacePath } from './workspace-path.js';

/** Counts occurrences, overlapping ones included: "aa" in "aaa" is ambiguous, not unique. */
export function countOccurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + 1)) count += 1;
  return count;
}

export const editFileTool = defineTool({
  name: 'edit_file',
  description:
    'Replace one exact piece of text in a file of the workspace. `old` must occur exactly once in ' +
    'the file, matching it character for character (whitespace and indentation included). Read ' +
    'the file with read_file first; the edit is refused if the file changed since you read it.',
  effect: 'write',
  parameters: z.strictObject({
    path: z.string().describe('File path relative to the workspace root.'),
    old: z.string().describe('The exact text to replace; must occur exactly once in the file.'),
    new: z.string().describe('The text to put in its place.'),
  }),
  async run(args, context) {
    const target = await resolveWorkspacePath(context.workspace, args.path);
    if (args.old.length === 0) throw new ToolError('old must not be empty');
    if (args.old === args.new) throw new ToolError('old and new are the same: nothing to change');
    const { text, bytes } = await readTextFile(target);
    const known = context.knownContent.get(target.absolute);
    if (known === undefined) {
      throw new ToolError(`read ${target.relative} with read_file before editing it`);
    }
    if (known !== hashContent(bytes)) {
      throw new ToolError(
        `${target.relative} changed since you last read it; read it again before editing`,
      );
    }
    const count = countOccurrences(text, args.old);
    if (count === 0) {
      throw new ToolError(
        `old text not found in ${target.relative} (it must match exactly, whitespace included)`,
      );
    }
    if (count > 1) {
      throw new ToolError(
        `old text occurs ${count} times in ${target.relative}; include more of the surrounding text so that it occurs exactly once`,
      );
    }
    const at = text.indexOf(args.old);
    // Sliced, not String.replace: a "$&" or "$1" in the new text must stay literal.
    const edited = text.slice(0, at) + args.new + text.slice(at + args.old.length);
    try {
      await writeTextFile(target.absolute, edited);
    } catch (error) {
      throw describeFileError(error, target.relative);
    }
    rememberContent(context, target, edited);
    return `edited ${target.relative}`;
  },
});
