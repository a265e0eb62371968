import { z } from 'zod';
import { readTextFile, rememberContent, splitLines } from './file-content.js';
import { defineTool, ToolError } from './tool.js';
import { resolveWorkspacePath } from './workspace-path.js';

/** Room kept under the output limit for the note that says where to read on. */
const NOTE_ROOM = 200;

const lineCount = (description: string) =>
  z.number().int().min(1).max(100_000_000).optional().describe(description);

export const readFileTool = defineTool({
  name: 'read_file',
  description:
    'Read a text file of the workspace. Returns its exact content; when only part is shown, a ' +
    'closing note in square brackets says which lines and how to read on.',
  parameters: z.strictObject({
    path: z.string().describe('File path relative to the workspace root, e.g. "src/index.ts".'),
    offset: lineCount('First line to return (1-based). Default 1.'),
    limit: lineCount('Most lines to return. Default: as many as fit.'),
  }),
  async run(args, context) {
    const target = await resolveWorkspacePath(context.workspace, args.path);
    const { text, bytes } = await readTextFile(target);
    // Even a partial read counts as seeing the file: the model asked for the part it edits.
    rememberContent(context, target, bytes);
    if (text.length === 0) return `[${target.relative} is empty]`;

    const lines = splitLines(text);
    const first = args.offset ?? 1;
    if (first > lines.length) {
      throw new ToolError(
        `offset ${first} is past the end of ${target.relative} (${lines.length} lines)`,
      );
    }
    const end = args.limit === undefined ? undefined : first - 1 + args.limit;
    const wanted = lines.slice(first - 1, end);
    const budget = Math.max(context.maxOutputChars - NOTE_ROOM, 1);

    let shown = '';
    let count = 0;
    for (const line of wanted) {
      if (shown.length + line.length > budget) break;
      shown += line;
      count += 1;
    }
    if (count === 0) {
      // One line longer than the whole budget (minified code): show its start rather than nothing.
      const line = wanted[0] ?? '';
      return `${line.slice(0, budget)}\n[line ${first} of ${target.relative} is ${line.length} characters long; only its first ${budget} are shown]`;
    }
    const last = first + count - 1;
    if (first === 1 && last === lines.length) return shown;
    const separator = shown.endsWith('\n') ? '' : '\n';
    const readOn = last < lines.length ? `; read on with offset=${last + 1}` : '';
    return `${shown}${separator}[lines ${first}-${last} of ${lines.length} in ${target.relative}${readOn}]`;
  },
});
