export const id = 7269;
export const ids = [7269];
export const modules = {

/***/ 7269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// UNUSED EXPORTS: runAgent

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
;// CONCATENATED MODULE: ./lib/agent/conversation.js
/**
 * The conversation with the model, in parts: compaction never touches the system prompt and task,
 * and replaces the summary rather than stacking summaries.
 */
const SUMMARY_PREFIX = 'Summary of the earlier part of this conversation (older messages were compacted into it):\n';
function renderMessages(conversation) {
    return [
        { role: 'system', content: conversation.system },
        { role: 'user', content: conversation.task },
        ...(conversation.summary === undefined
            ? []
            : [{ role: 'user', content: `${SUMMARY_PREFIX}${conversation.summary}` }]),
        ...conversation.turns,
    ];
}
/** Characters of text the model reads: contents, and the names and arguments of tool calls. */
function measureMessages(messages) {
    let total = 0;
    for (const message of messages) {
        total += message.content?.length ?? 0;
        if (message.role === 'assistant') {
            for (const call of message.tool_calls ?? []) {
                total += call.function.name.length + call.function.arguments.length;
            }
        }
    }
    return total;
}
/**
 * The turns to fold and the last `keepRecent` to keep, widened so the kept part never starts with a
 * tool result without its request (the API rejects it).
 */
function splitTurns(turns, keepRecent) {
    let cut = Math.max(turns.length - keepRecent, 0);
    while (cut > 0 && turns[cut]?.role === 'tool')
        cut -= 1;
    return { older: turns.slice(0, cut), recent: turns.slice(cut) };
}
//# sourceMappingURL=conversation.js.map
;// CONCATENATED MODULE: ./lib/agent/system-prompt.js
/**
 * The built-in system prompt. It must be the same bytes in every run: replay matches requests
 * exactly, so it names no date, no absolute path, no host and nothing about the policy in force.
 */
const DEFAULT_SYSTEM_PROMPT = `You are a coding agent working in a workspace: a directory holding the files of a task. Use the tools to read, search and change those files and to run shell commands in the workspace.

- Paths are relative to the workspace root, such as "src/index.ts"; absolute paths and ".." are refused.
- Look before you change: read a file with read_file before editing it. edit_file replaces one exact piece of text that must occur exactly once, and is refused if the file changed since you last read it.
- Prefer edit_file for changes to existing files, and write_file for new files.
- Change only what the task asks for.
- A tool call may be refused by the policy of the run (for example writing files or running commands). Do not repeat a refused call; do what you can without it and say what you could not do.
- When the task is done, or cannot be done, reply with a short final answer and no tool call. State the result plainly: the final answer is what is judged.`;
const COMPACTION_SYSTEM_PROMPT = `You summarize the earlier part of a coding agent's conversation so that the agent can continue the task with less context. Keep every fact the agent still needs: what it has learned about the files (paths, names, relevant contents and line numbers), what it has changed and how, what it tried that failed and why, rules and constraints stated by the task, and what remains to be done. Drop what no longer matters. Write plain text, no tool calls.`;
//# sourceMappingURL=system-prompt.js.map
;// CONCATENATED MODULE: ./lib/agent/compaction.js


/** Whether to compact now: only with older turns to fold, or a large recent window would loop. */
function shouldCompact(conversation, settings) {
    const limit = settings.compaction.threshold * settings.limits.maxContextChars;
    if (measureMessages(renderMessages(conversation)) <= limit)
        return false;
    return splitTurns(conversation.turns, settings.compaction.keepRecentMessages).older.length > 0;
}
/** The older turns as plain text: a summarizer needs no tool definitions to read them. */
function renderTranscript(messages) {
    const lines = [];
    for (const message of messages) {
        if (message.role === 'assistant') {
            if (message.content !== null && message.content !== '') {
                lines.push(`[assistant]\n${message.content}`);
            }
            for (const call of message.tool_calls ?? []) {
                lines.push(`[assistant called ${call.function.name}]\n${call.function.arguments}`);
            }
        }
        else {
            lines.push(`[${message.role === 'tool' ? 'tool result' : message.role}]\n${message.content}`);
        }
    }
    return lines.join('\n\n');
}
function buildCompactionRequest(conversation, older) {
    const previous = conversation.summary === undefined
        ? ''
        : `Summary of what came before them:\n${conversation.summary}\n\n`;
    return [
        { role: 'system', content: COMPACTION_SYSTEM_PROMPT },
        {
            role: 'user',
            content: `The agent's task:\n${conversation.task}\n\n${previous}` +
                `Messages to summarize:\n\n${renderTranscript(older)}\n\n` +
                'Write the summary now.',
        },
    ];
}
async function compactConversation(conversation, settings, model) {
    const { older, recent } = splitTurns(conversation.turns, settings.compaction.keepRecentMessages);
    const reply = await model.complete({ messages: buildCompactionRequest(conversation, older) }, 'compaction');
    const summary = reply.content ?? '(the summary came back empty)';
    return { ...conversation, summary, turns: recent };
}
//# sourceMappingURL=compaction.js.map
// EXTERNAL MODULE: ./lib/agent/describe-schema-error.js
var describe_schema_error = __webpack_require__(6129);
// EXTERNAL MODULE: ./lib/agent/policy.js
var policy = __webpack_require__(2739);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/process/run-command.js + 1 modules
var run_command = __webpack_require__(5372);
;// CONCATENATED MODULE: ./lib/agent/tools/tool.js
/** A failure the model reads as `error: <message>` and can act on, never a crash. */
class ToolError extends Error {
    name = 'ToolError';
}
/** Declares a tool with arguments typed from its schema (the registry holds them erased). */
function defineTool(tool) {
    return {
        ...tool,
        run: async (args, context) => {
            const result = await tool.run(args, context);
            return typeof result === 'string' ? { text: result } : result;
        },
    };
}
//# sourceMappingURL=tool.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/bash.js



const DEFAULT_COMMAND_TIMEOUT_MS = 60_000;
const MAX_COMMAND_TIMEOUT_MS = 600_000;
/** Bytes kept of each stream before cutting: enough to show both the head and the tail. */
const MIN_CAPTURE_BYTES = 1024 * 1024;
/** Keeps the start and the end of long output, where commands print what matters. */
function cutMiddle(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    const half = Math.floor(maxChars / 2);
    const cut = text.length - 2 * half;
    return `${text.slice(0, half)}\n[… ${cut} characters cut …]\n${text.slice(text.length - half)}`;
}
const bashTool = defineTool({
    name: 'bash',
    description: 'Run a shell command (/bin/sh -c) in the workspace root and return its exit code, stdout and ' +
        'stderr. Everything the command starts is killed when it exits or times out; nothing runs in ' +
        'the background between calls. Long output keeps its start and its end.',
    effect: 'process',
    parameters: schemas/* strictObject */.rej({
        command: schemas/* string */.YjP().min(1).describe('The command line, e.g. "npm test".'),
        timeoutMs: schemas/* number */.aig()
            .int()
            .min(1)
            .max(MAX_COMMAND_TIMEOUT_MS)
            .optional()
            .describe(`Milliseconds before the command is killed. Default ${DEFAULT_COMMAND_TIMEOUT_MS}.`),
    }),
    async run(args, context) {
        const timeoutMs = args.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
        await context.beforeCommand?.();
        const result = await (0,run_command/* runCommand */.d)(['/bin/sh', '-c', args.command], {
            cwd: context.workspace,
            timeoutMs,
            env: context.commandEnv,
            maxOutputBytes: Math.max(MIN_CAPTURE_BYTES, 4 * context.maxOutputChars),
            signal: context.signal,
            sweep: context.leftovers,
            contain: context.contain,
        });
        if (result.outcome === 'failed-to-start') {
            throw new ToolError(result.code === run_command/* SANDBOX_FAILED_CODE */.Q
                ? `the sandbox could not start the shell: ${result.message}`
                : `the shell could not start (${result.code})`);
        }
        // The run is over (its deadline passed): nothing more reaches the model.
        context.signal?.throwIfAborted();
        // Each stream gets half the room, so a flood on one does not hide the other.
        const room = Math.max(Math.floor((context.maxOutputChars - 200) / 2), 100);
        const sections = [
            result.stdout === '' ? '' : `stdout:\n${cutMiddle(result.stdout, room)}`,
            result.stderr === '' ? '' : `stderr:\n${cutMiddle(result.stderr, room)}`,
        ].filter((section) => section !== '');
        let status;
        let error;
        if (result.outcome === 'exited') {
            status =
                result.exitCode === null
                    ? `killed by signal ${result.signal ?? 'unknown'}`
                    : `exit code ${result.exitCode}`;
            if (result.exitCode !== 0)
                error = status;
        }
        else {
            status = `timed out after ${timeoutMs} ms; the command and everything it started were killed`;
            error = `timed out after ${timeoutMs} ms`;
        }
        const text = [status, ...(sections.length === 0 ? ['(no output)'] : sections)].join('\n');
        return error === undefined ? { text } : { text, error };
    },
});
//# sourceMappingURL=bash.js.map
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/workspace/small-tree.js
var small_tree = __webpack_require__(8735);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/suite/paths.js
var paths = __webpack_require__(7496);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/agent/tools/workspace-path.js
/**
 * Paths the model names stay inside the workspace. Messages name them relatively, so a tool result
 * is the same in every run's workspace (replay compares requests byte for byte).
 */




/** The workspace path `candidate` names, or a rejection (a `ToolError`) saying why it may not. */
function resolveWorkspacePath(workspace, candidate) {
    return new Promise((resolve) => resolve(workspacePathOf(workspace, candidate)));
}
function workspacePathOf(workspace, candidate) {
    const problem = (0,relative_path/* checkRelativePath */._)(candidate, 'workspace');
    if (problem !== undefined)
        throw new ToolError(`path ${JSON.stringify(candidate)} ${problem}`);
    const relative = external_node_path_.posix.normalize(candidate).replace(/\/+$/, '') || '.';
    if (!(0,paths/* staysInsideThroughLinks */.Xg)(workspace, relative)) {
        throw new ToolError(`${relative} leads outside the workspace through a symbolic link`);
    }
    return { absolute: external_node_path_.join(workspace, relative), relative };
}
/** Joins workspace-relative paths the way results print them (`src/a.ts`, never `./src/a.ts`). */
function joinRelative(parent, name) {
    return parent === '.' ? name : `${parent}/${name}`;
}
/** A file-system failure as a sentence about the relative path (Node's name the absolute one). */
function describeFileError(error, relative) {
    if (error instanceof ToolError)
        return error;
    const code = error?.code;
    const reasons = {
        ENOENT: `${relative} does not exist`,
        EISDIR: `${relative} is a directory, not a file`,
        ENOTDIR: `${relative} is not a directory (or a part of it is a file)`,
        EACCES: `permission denied: ${relative}`,
        EPERM: `operation not permitted: ${relative}`,
        ENAMETOOLONG: `the path is too long: ${relative}`,
        ELOOP: `too many symbolic links in ${relative}`,
    };
    return new ToolError((code !== undefined && reasons[code]) ||
        `cannot access ${relative} (${code ?? 'unknown error'})`);
}
//# sourceMappingURL=workspace-path.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/file-content.js
/**
 * Reading workspace files as text, and remembering the sha256 of what the agent saw: `edit_file`
 * never lands on text the model has not seen.
 */






/** Files larger than this are refused rather than loaded whole into the agent's memory. */
const MAX_TEXT_FILE_BYTES = 10 * 1024 * 1024;
function hashContent(content) {
    return (0,external_node_crypto_.createHash)('sha256').update(content).digest('hex');
}
/** A NUL byte near the start is how grep and git tell binary from text too. */
function looksBinary(content) {
    return content.subarray(0, 8000).includes(0);
}
/** Reads a text file of the workspace, with errors phrased for the model. */
async function readTextFile(target) {
    let bytes;
    try {
        const info = (0,external_node_fs_.statSync)(target.absolute);
        if (info.isDirectory()) {
            throw new ToolError(`${target.relative} is a directory; use list_files to see what it holds`);
        }
        if (info.size > MAX_TEXT_FILE_BYTES) {
            throw new ToolError(`${target.relative} is too large to read (${info.size} bytes; at most ${MAX_TEXT_FILE_BYTES})`);
        }
        bytes =
            info.size <= small_tree/* SMALL_FILE_BYTES */.XG
                ? (0,external_node_fs_.readFileSync)(target.absolute)
                : await (0,promises_.readFile)(target.absolute);
    }
    catch (error) {
        throw describeFileError(error, target.relative);
    }
    if (looksBinary(bytes))
        throw new ToolError(`${target.relative} looks like a binary file`);
    return { text: bytes.toString('utf8'), bytes };
}
/** Writes `text` to `file`, synchronously when small (`SMALL_FILE_BYTES`, four bytes a character). */
async function writeTextFile(file, text) {
    if (text.length <= small_tree/* SMALL_FILE_BYTES */.XG / 4)
        (0,external_node_fs_.writeFileSync)(file, text, 'utf8');
    else
        await (0,promises_.writeFile)(file, text, 'utf8');
}
function rememberContent(context, target, content) {
    context.knownContent.set(target.absolute, hashContent(content));
}
/** Splits text into lines that keep their terminators, so that joining them gives the text back. */
function splitLines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
//# sourceMappingURL=file-content.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/edit-file.js




/** Counts occurrences, overlapping ones included: "aa" in "aaa" is ambiguous, not unique. */
function countOccurrences(text, part) {
    let count = 0;
    for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + 1))
        count += 1;
    return count;
}
const editFileTool = defineTool({
    name: 'edit_file',
    description: 'Replace one exact piece of text in a file of the workspace. `old` must occur exactly once in ' +
        'the file, matching it character for character (whitespace and indentation included). Read ' +
        'the file with read_file first; the edit is refused if the file changed since you read it.',
    effect: 'write',
    parameters: schemas/* strictObject */.rej({
        path: schemas/* string */.YjP().describe('File path relative to the workspace root.'),
        old: schemas/* string */.YjP().describe('The exact text to replace; must occur exactly once in the file.'),
        new: schemas/* string */.YjP().describe('The text to put in its place.'),
    }),
    async run(args, context) {
        const target = await resolveWorkspacePath(context.workspace, args.path);
        if (args.old.length === 0)
            throw new ToolError('old must not be empty');
        if (args.old === args.new)
            throw new ToolError('old and new are the same: nothing to change');
        const { text, bytes } = await readTextFile(target);
        const known = context.knownContent.get(target.absolute);
        if (known === undefined) {
            throw new ToolError(`read ${target.relative} with read_file before editing it`);
        }
        if (known !== hashContent(bytes)) {
            throw new ToolError(`${target.relative} changed since you last read it; read it again before editing`);
        }
        const count = countOccurrences(text, args.old);
        if (count === 0) {
            throw new ToolError(`old text not found in ${target.relative} (it must match exactly, whitespace included)`);
        }
        if (count > 1) {
            throw new ToolError(`old text occurs ${count} times in ${target.relative}; include more of the surrounding text so that it occurs exactly once`);
        }
        const at = text.indexOf(args.old);
        // Sliced, not String.replace: a "$&" or "$1" in the new text must stay literal.
        const edited = text.slice(0, at) + args.new + text.slice(at + args.old.length);
        try {
            await writeTextFile(target.absolute, edited);
        }
        catch (error) {
            throw describeFileError(error, target.relative);
        }
        rememberContent(context, target, edited);
        return `edited ${target.relative}`;
    },
});
//# sourceMappingURL=edit-file.js.map
// EXTERNAL MODULE: ./lib/workspace/snapshot.js
var snapshot = __webpack_require__(669);
;// CONCATENATED MODULE: ./lib/agent/tools/walk.js
/**
 * Walks a workspace directory for list_files and search: never through a link (out, or in a
 * circle), never into `.git` or `node_modules`, sorted by code unit (the same on every machine).
 */




function compareCodeUnits(left, right) {
    if (left === right)
        return 0;
    return left < right ? -1 : 1;
}
/** The entries directly in a directory, sorted, ignored directories left out. */
async function listDirectory(absolute, relative) {
    const entries = await (0,promises_.readdir)(absolute, { withFileTypes: true });
    return entries
        .filter((entry) => !(entry.isDirectory() && snapshot/* IGNORED_DIRECTORIES */.rF.has(entry.name)))
        .map((entry) => ({
        relative: joinRelative(relative, entry.name),
        kind: entry.isSymbolicLink() ? 'symlink' : entry.isDirectory() ? 'directory' : 'file',
    }))
        .sort((left, right) => compareCodeUnits(left.relative, right.relative));
}
/** Every file and symlink below a directory, sorted, at most `limit`; `complete` if that is all. */
async function walkFiles(workspace, relative, limit) {
    const found = [];
    const visit = async (directory) => {
        for (const entry of await listDirectory(external_node_path_.join(workspace, directory), directory)) {
            if (entry.kind === 'directory') {
                if (!(await visit(entry.relative)))
                    return false;
            }
            else {
                if (found.length >= limit)
                    return false;
                found.push(entry);
            }
        }
        return true;
    };
    const complete = await visit(relative);
    // Depth-first order is already sorted per level; sort the whole so "a/b" and "a-c" order alike.
    found.sort((left, right) => compareCodeUnits(left.relative, right.relative));
    return { entries: found, complete };
}
//# sourceMappingURL=walk.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/list-files.js





/** Entries listed at most: a listing longer than this is noise to the model. */
const MAX_ENTRIES = 2_000;
const listFilesTool = defineTool({
    name: 'list_files',
    description: 'List files of the workspace, sorted, one path per line relative to the workspace root. ' +
        'In a listing that is not recursive, directories end with "/". Skips .git and node_modules.',
    parameters: schemas/* strictObject */.rej({
        path: schemas/* string */.YjP()
            .optional()
            .describe('Directory relative to the workspace root. Default: the root (".").'),
        recursive: schemas/* boolean */.zMY()
            .optional()
            .describe('List every file below the directory instead of its direct entries. Default false.'),
    }),
    async run(args, context) {
        const target = await resolveWorkspacePath(context.workspace, args.path ?? '.');
        try {
            const info = await (0,promises_.stat)(target.absolute);
            if (!info.isDirectory())
                return target.relative;
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
        }
        catch (error) {
            throw describeFileError(error, target.relative);
        }
    },
});
function render(directory, lines, complete) {
    if (lines.length === 0)
        return `[${directory} is empty]`;
    const note = complete ? '' : `\n[listing stopped after ${lines.length} entries]`;
    return `${lines.join('\n')}${note}`;
}
//# sourceMappingURL=list-files.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/parameters-json.js
/**
 * Each built-in tool's arguments as `z.toJSONSchema` renders them, written out to spare zod a couple
 * of milliseconds per invocation; a test keeps them equal and prints what to put here.
 */
const BUILT_IN_TOOL_PARAMETERS = {
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
                description: 'List every file below the directory instead of its direct entries. Default false.',
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
                description: 'File or directory to search, relative to the workspace root. Default: the root.',
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
//# sourceMappingURL=parameters-json.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/read-file.js




/** Room kept under the output limit for the note that says where to read on. */
const NOTE_ROOM = 200;
const lineCount = (description) => schemas/* number */.aig().int().min(1).max(100_000_000).optional().describe(description);
const readFileTool = defineTool({
    name: 'read_file',
    description: 'Read a text file of the workspace. Returns its exact content; when only part is shown, a ' +
        'closing note in square brackets says which lines and how to read on.',
    parameters: schemas/* strictObject */.rej({
        path: schemas/* string */.YjP().describe('File path relative to the workspace root, e.g. "src/index.ts".'),
        offset: lineCount('First line to return (1-based). Default 1.'),
        limit: lineCount('Most lines to return. Default: as many as fit.'),
    }),
    async run(args, context) {
        const target = await resolveWorkspacePath(context.workspace, args.path);
        const { text, bytes } = await readTextFile(target);
        // Even a partial read counts as seeing the file: the model asked for the part it edits.
        rememberContent(context, target, bytes);
        if (text.length === 0)
            return `[${target.relative} is empty]`;
        const lines = splitLines(text);
        const first = args.offset ?? 1;
        if (first > lines.length) {
            throw new ToolError(`offset ${first} is past the end of ${target.relative} (${lines.length} lines)`);
        }
        const end = args.limit === undefined ? undefined : first - 1 + args.limit;
        const wanted = lines.slice(first - 1, end);
        const budget = Math.max(context.maxOutputChars - NOTE_ROOM, 1);
        let shown = '';
        let count = 0;
        for (const line of wanted) {
            if (shown.length + line.length > budget)
                break;
            shown += line;
            count += 1;
        }
        if (count === 0) {
            // One line longer than the whole budget (minified code): show its start rather than nothing.
            const line = wanted[0] ?? '';
            return `${line.slice(0, budget)}\n[line ${first} of ${target.relative} is ${line.length} characters long; only its first ${budget} are shown]`;
        }
        const last = first + count - 1;
        if (first === 1 && last === lines.length)
            return shown;
        const separator = shown.endsWith('\n') ? '' : '\n';
        const readOn = last < lines.length ? `; read on with offset=${last + 1}` : '';
        return `${shown}${separator}[lines ${first}-${last} of ${lines.length} in ${target.relative}${readOn}]`;
    },
});
//# sourceMappingURL=read-file.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/search.js







const MAX_MATCHES = 200;
const MAX_FILES = 20_000;
/** Larger files are skipped: they are data, not code, and would stall the agent. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_LINE_CHARS = 300;
const searchTool = defineTool({
    name: 'search',
    description: 'Search text files of the workspace for a regular expression (JavaScript syntax, ' +
        'case-sensitive), line by line, like grep. Returns "file:line: text" lines sorted by file and ' +
        'line. Skips .git, node_modules and binary files.',
    parameters: schemas/* strictObject */.rej({
        pattern: schemas/* string */.YjP().min(1).describe('Regular expression to look for in each line.'),
        path: schemas/* string */.YjP()
            .optional()
            .describe('File or directory to search, relative to the workspace root. Default: the root.'),
    }),
    async run(args, context) {
        let expression;
        try {
            expression = new RegExp(args.pattern);
        }
        catch (error) {
            throw new ToolError(error instanceof Error ? error.message : 'invalid regular expression');
        }
        const target = await resolveWorkspacePath(context.workspace, args.path ?? '.');
        let files;
        let complete = true;
        try {
            if ((await (0,promises_.stat)(target.absolute)).isDirectory()) {
                const walk = await walkFiles(context.workspace, target.relative, MAX_FILES);
                files = walk.entries
                    .filter((entry) => entry.kind === 'file')
                    .map((entry) => entry.relative);
                complete = walk.complete;
            }
            else {
                files = [target.relative];
            }
        }
        catch (error) {
            throw describeFileError(error, target.relative);
        }
        const matches = [];
        for (const file of files) {
            const absolute = external_node_path_.join(context.workspace, file);
            let content;
            try {
                if ((await (0,promises_.stat)(absolute)).size > MAX_FILE_BYTES)
                    continue;
                content = await (0,promises_.readFile)(absolute);
            }
            catch {
                continue; // vanished or unreadable: a search reports what it can read
            }
            if (looksBinary(content))
                continue;
            const lines = content.toString('utf8').split('\n');
            for (const [index, raw] of lines.entries()) {
                const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
                if (!expression.test(line))
                    continue;
                if (matches.length >= MAX_MATCHES) {
                    return `${matches.join('\n')}\n[stopped after ${MAX_MATCHES} matches; narrow the pattern or the path]`;
                }
                const text = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
                matches.push(`${file}:${index + 1}: ${text}`);
            }
        }
        const partial = complete ? '' : `\n[searched only the first ${MAX_FILES} files]`;
        if (matches.length === 0)
            return `[no matches]${partial}`;
        return `${matches.join('\n')}${partial}`;
    },
});
//# sourceMappingURL=search.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/write-file.js






const writeFileTool = defineTool({
    name: 'write_file',
    description: 'Create a file, or replace the whole content of an existing one, in the workspace. Creates ' +
        'missing parent directories. To change part of a file, prefer edit_file.',
    effect: 'write',
    parameters: schemas/* strictObject */.rej({
        path: schemas/* string */.YjP().describe('File path relative to the workspace root.'),
        content: schemas/* string */.YjP().describe('The complete new content of the file.'),
    }),
    async run(args, context) {
        const target = await resolveWorkspacePath(context.workspace, args.path);
        if (target.relative === '.')
            throw new ToolError('path must name a file, not the workspace');
        let existed;
        try {
            const info = (0,external_node_fs_.statSync)(target.absolute, { throwIfNoEntry: false });
            if (info?.isDirectory() === true)
                throw new ToolError(`${target.relative} is a directory`);
            existed = info !== undefined;
            (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(target.absolute), { recursive: true });
            await writeTextFile(target.absolute, args.content);
        }
        catch (error) {
            throw describeFileError(error, target.relative);
        }
        // The agent knows what it wrote: it may edit the file without reading it back.
        rememberContent(context, target, args.content);
        const lines = splitLines(args.content).length;
        return `${existed ? 'overwrote' : 'created'} ${target.relative} (${lines} line${lines === 1 ? '' : 's'})`;
    },
});
//# sourceMappingURL=write-file.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/index.js
/**
 * The built-in agent's tools, in the order the model sees them. They are part of every request:
 * changing one changes every recorded call's fingerprint (a test snapshots them).
 */








const AGENT_TOOLS = [
    readFileTool,
    listFilesTool,
    searchTool,
    writeFileTool,
    editFileTool,
    bashTool,
];
const BUILT_IN_TOOLS = new Set(AGENT_TOOLS);
/** The JSON Schema of a tool's arguments: a built-in tool's from parameters-json.ts. */
function renderParameters(tool) {
    const written = BUILT_IN_TOOLS.has(tool) ? BUILT_IN_TOOL_PARAMETERS[tool.name] : undefined;
    return written === undefined ? zodParameters(tool) : structuredClone(written);
}
/** The JSON Schema of a tool's arguments, generated from its zod schema (without `$schema` noise). */
function zodParameters(tool) {
    const schema = json_schema_processors/* toJSONSchema */.bl(tool.parameters, {
        io: 'input',
        target: 'draft-2020-12',
    });
    delete schema.$schema;
    return schema;
}
/** Generated once per tool list: many runs share a process, and zod's JSON Schema takes a while. */
const renderedDefinitions = new WeakMap();
function renderToolDefinitions(tools = AGENT_TOOLS) {
    const rendered = renderedDefinitions.get(tools);
    if (rendered !== undefined)
        return rendered;
    const definitions = deepFreeze(tools.map((tool) => ({
        type: 'function',
        function: {
            name: tool.name,
            description: tool.description,
            parameters: renderParameters(tool),
        },
    })));
    renderedDefinitions.set(tools, definitions);
    return definitions;
}
function deepFreeze(value) {
    if (value !== null && typeof value === 'object') {
        for (const child of Object.values(value))
            deepFreeze(child);
        Object.freeze(value);
    }
    return value;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/agent/run-tool-call.js
/** One tool call, from the model's request to the text it reads back (`error: …` when it fails). */





/** Cuts a result to the limit, saying so, so that the model knows it did not see everything. */
function capOutput(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    return `${text.slice(0, maxChars)}\n[output cut at ${maxChars} of ${text.length} characters]`;
}
function parseArguments(text) {
    // Some models send "" for a call without arguments.
    if (text.trim() === '')
        return {};
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new ToolError(`the arguments are not valid JSON (${(0,errors/* messageOf */.bD)(error)})`);
    }
}
async function gateEffect(tool, runtime) {
    if (tool.effect === undefined)
        return;
    const decision = (0,policy/* decideEffect */.s)(runtime.policy, tool.effect);
    if (decision === 'granted')
        return;
    if (decision === 'approval-denied') {
        // Headless: nobody can answer the request, so it is denied, and the denial is an incident.
        await runtime.events.emit({ type: 'approval_request', effect: tool.effect });
        await runtime.events.emit({ type: 'incident', kind: 'approval_denied' });
        throw new ToolError(`${tool.name} needs approval for the "${tool.effect}" effect, and approval was denied`);
    }
    throw new ToolError(`the policy does not allow the "${tool.effect}" effect, so ${tool.name} was refused`);
}
async function executeToolCall(call, runtime) {
    const tool = runtime.tools.find((candidate) => candidate.name === call.name);
    if (tool === undefined) {
        const known = runtime.tools.map((candidate) => candidate.name).join(', ');
        throw new ToolError(`there is no tool named ${JSON.stringify(call.name)}; the tools are ${known}`);
    }
    const input = parseArguments(call.arguments);
    const parsed = tool.parameters.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        const properties = renderParameters(tool).properties;
        const known = Object.keys(properties ?? {});
        throw new ToolError(`invalid arguments: ${(0,describe_schema_error/* describeSchemaError */.L)(parsed.error, input, { '': known })}`);
    }
    await gateEffect(tool, runtime);
    return tool.run(parsed.data, runtime.context);
}
async function runToolCall(call, runtime) {
    let result;
    try {
        result = await executeToolCall(call, runtime);
    }
    catch (error) {
        // Without the workspace's absolute path, so that an unexpected message is the same in every run.
        const message = error instanceof ToolError
            ? error.message
            : `unexpected failure: ${(0,errors/* messageOf */.bD)(error).replaceAll(runtime.context.workspace, '.')}`;
        result = { text: `error: ${message}`, error: message };
    }
    await runtime.events.emit(result.error === undefined
        ? { type: 'tool_call', name: call.name, ok: true }
        : { type: 'tool_call', name: call.name, ok: false, error: result.error });
    return capOutput(result.text, runtime.context.maxOutputChars);
}
//# sourceMappingURL=run-tool-call.js.map
;// CONCATENATED MODULE: ./lib/agent/agent-loop.js




async function runAgentLoop(options) {
    const tools = renderToolDefinitions(options.runtime.tools);
    let conversation = { system: options.systemPrompt, task: options.task, turns: [] };
    for (;;) {
        options.signal?.throwIfAborted();
        if (shouldCompact(conversation, options.config)) {
            conversation = await compactConversation(conversation, options.config, options.model);
            await options.events.emit({ type: 'compaction' });
        }
        const reply = await options.model.complete({ messages: renderMessages(conversation), tools }, 'main');
        if (reply.toolCalls.length === 0)
            return reply.content ?? '';
        conversation.turns.push({
            role: 'assistant',
            content: reply.content,
            tool_calls: reply.toolCalls.map((call) => ({
                id: call.id,
                type: 'function',
                function: { name: call.name, arguments: call.arguments },
            })),
        });
        // One after the other, in the order asked: a later call may depend on an earlier one's effect.
        for (const call of reply.toolCalls) {
            options.signal?.throwIfAborted();
            const content = await runToolCall(call, options.runtime);
            conversation.turns.push({ role: 'tool', tool_call_id: call.id, content });
        }
    }
}
//# sourceMappingURL=agent-loop.js.map
// EXTERNAL MODULE: ./lib/agent/config.js
var config = __webpack_require__(2971);
;// CONCATENATED MODULE: ./lib/agent/contract.js
/** The agent contract (SPEC §1) as the built-in agent reads it; each mistake is a ConfigError. */




/** `""` and unset mean the same: not given. */
function readVariable(env, name) {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
}
function requireVariable(env, name, what) {
    const value = readVariable(env, name);
    if (value === undefined)
        throw new errors/* ConfigError */.xL(`${name} is not set: it must give ${what}`);
    return value;
}
function readBaseUrl(env) {
    const value = requireVariable(env, 'OPENAI_BASE_URL', 'the OpenAI-compatible endpoint to call');
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new errors/* ConfigError */.xL(`OPENAI_BASE_URL is not a URL: ${JSON.stringify(value)}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new errors/* ConfigError */.xL(`OPENAI_BASE_URL must be an http or https URL, not ${url.protocol}`);
    }
    return value;
}
/** The commands the model chose have no business calling the model. */
function withoutCredential(env) {
    const commandEnv = { ...env };
    delete commandEnv.OPENAI_API_KEY;
    return commandEnv;
}
function readAgentContract(env, prompt, cwd) {
    if (prompt.trim() === '') {
        throw new errors/* ConfigError */.xL('no task prompt: give it on stdin or in VERDICT_PROMPT');
    }
    const eventsFile = readVariable(env, 'VERDICT_EVENTS');
    const taskId = readVariable(env, 'VERDICT_TASK_ID');
    return {
        workspace: external_node_path_.resolve(cwd),
        prompt,
        baseUrl: readBaseUrl(env),
        apiKey: requireVariable(env, 'OPENAI_API_KEY', 'the API key (the runner passes a per-run token)'),
        model: requireVariable(env, 'OPENAI_MODEL', 'the model name'),
        policy: (0,policy/* parsePolicy */.O)(env.VERDICT_POLICY),
        config: (0,config/* parseAgentConfig */.xn)(env.VERDICT_CONFIG),
        ...(eventsFile === undefined ? {} : { eventsFile: external_node_path_.resolve(cwd, eventsFile) }),
        ...(taskId === undefined ? {} : { taskId }),
        commandEnv: withoutCredential(env),
    };
}
//# sourceMappingURL=contract.js.map
// EXTERNAL MODULE: ./lib/suite/schema.js + 1 modules
var schema = __webpack_require__(6010);
;// CONCATENATED MODULE: ./lib/agent/events.js
/** Events the agent appends to `VERDICT_EVENTS` (SPEC §1), one JSON object per line. */



const AgentEventSchema = schemas/* discriminatedUnion */.gMt('type', [
    schemas/* strictObject */.rej({
        type: schemas/* literal */.euz('tool_call'),
        name: schemas/* string */.YjP(),
        ok: schemas/* boolean */.zMY(),
        error: schemas/* string */.YjP().optional(),
    }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('approval_request'), effect: schema/* EffectSchema */.bI }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('incident'), kind: schemas/* string */.YjP() }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('compaction') }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('transient_error'), retryable: schemas/* literal */.euz(true) }),
]);
/** Used when no events file was given: the transcript the proxy saw is then all there is. */
const DISCARD_EVENTS = { emit: () => Promise.resolve() };
/**
 * Appends each event as it happens, so a killed run leaves every event until then; synchronously
 * (a few dozen bytes, in order). Once a write fails, every later emit rejects with its error.
 */
function createFileEventSink(file) {
    let failure;
    return {
        emit(event) {
            if (failure === undefined) {
                try {
                    (0,external_node_fs_.appendFileSync)(file, `${JSON.stringify(event)}\n`, 'utf8');
                }
                catch (error) {
                    failure = error instanceof Error ? error : new Error(String(error));
                }
            }
            return failure === undefined ? Promise.resolve() : Promise.reject(failure);
        },
    };
}
/** Keeps events in memory (tests, and callers that want them as values). */
function createMemoryEventSink() {
    const events = [];
    return {
        events,
        emit(event) {
            events.push(event);
            return Promise.resolve();
        },
    };
}
//# sourceMappingURL=events.js.map
// EXTERNAL MODULE: ./lib/sse/sse-reader.js + 1 modules
var sse_reader = __webpack_require__(6181);
// EXTERNAL MODULE: ./lib/http/post-json.js
var post_json = __webpack_require__(4871);
;// CONCATENATED MODULE: ./lib/agent/stream-assembly.js
/** For a call the server sent without an id: stable, so that requests stay reproducible. */
const fallbackId = (index) => `call_${index}`;
class ReplyAssembler {
    content = null;
    calls = new Map();
    finishReason = null;
    add(chunk) {
        for (const choice of chunk.choices ?? []) {
            // The agent never asks for several choices; a server that sends them anyway is read as one.
            if ((choice.index ?? 0) !== 0)
                continue;
            const delta = choice.delta ?? {};
            if (typeof delta.content === 'string' && delta.content !== '') {
                this.content = (this.content ?? '') + delta.content;
            }
            for (const [position, part] of (delta.tool_calls ?? []).entries()) {
                const index = part.index ?? position;
                const call = this.calls.get(index) ?? { arguments: '' };
                if (call.id === undefined && part.id)
                    call.id = part.id;
                if (call.name === undefined && part.function?.name)
                    call.name = part.function.name;
                if (part.function?.arguments)
                    call.arguments += part.function.arguments;
                this.calls.set(index, call);
            }
            if (choice.finish_reason)
                this.finishReason = choice.finish_reason;
        }
    }
    finish() {
        const toolCalls = [...this.calls.entries()]
            .sort(([left], [right]) => left - right)
            .map(([index, call]) => ({
            id: call.id ?? fallbackId(index),
            name: call.name ?? '',
            arguments: call.arguments,
        }));
        return { content: this.content, toolCalls, finishReason: this.finishReason };
    }
}
function assembleStreamedReply(chunks) {
    const assembler = new ReplyAssembler();
    for (const chunk of chunks)
        assembler.add(chunk);
    return assembler.finish();
}
function replyFromCompletion(completion) {
    const choice = completion.choices?.[0];
    const message = choice?.message;
    // Custom (non-function) tool calls are never offered, so never expected; they are skipped.
    const toolCalls = (message?.tool_calls ?? []).flatMap((call, index) => 'function' in call
        ? [
            {
                id: call.id || fallbackId(index),
                name: call.function.name ?? '',
                arguments: call.function.arguments ?? '',
            },
        ]
        : []);
    return {
        content: typeof message?.content === 'string' && message.content !== '' ? message.content : null,
        toolCalls,
        finishReason: choice?.finish_reason ?? null,
    };
}
//# sourceMappingURL=stream-assembly.js.map
;// CONCATENATED MODULE: ./lib/agent/model-client.js




const PURPOSE_HEADER = 'x-verdict-purpose';
/** A model call failed. `transient` failures (connection lost, 5xx) make the run worth retrying. */
class ModelCallError extends errors/* InfrastructureError */.EN {
    transient;
    name = 'ModelCallError';
    constructor(message, transient) {
        super(message);
        this.transient = transient;
    }
}
/** Codes Node and undici give a connection that failed or broke off mid-response. */
const CONNECTION_FAILURE_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EAI_AGAIN',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'UND_ERR_CONNECT_TIMEOUT',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
]);
/** The first system error code in an error's cause chain (`ECONNREFUSED`, `UND_ERR_SOCKET`). */
function findErrorCode(error) {
    let current = error;
    for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}
function withCode(message, error) {
    const code = findErrorCode(error);
    return code === undefined ? oneLine(message) : `${oneLine(message)} (${code})`;
}
/** Without the credentials a URL may carry. */
function describeEndpoint(baseUrl) {
    try {
        const url = new URL(baseUrl);
        url.username = '';
        url.password = '';
        url.search = '';
        return url.toString();
    }
    catch {
        return 'the configured URL';
    }
}
/** The provider answered with an error: a status of 400 or more, or an `error` in the stream. */
class ProviderFailure extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
function toModelCallError(error, baseUrl) {
    if (error instanceof post_json/* ConnectionFailure */.ls) {
        return new ModelCallError(`cannot reach the model provider at ${describeEndpoint(baseUrl)}: ${withCode(error.message, error)}`, true);
    }
    if (error instanceof ProviderFailure || error instanceof post_json/* CallAborted */.qg) {
        const status = error instanceof ProviderFailure ? error.status : undefined;
        const transient = status !== undefined && status >= 500;
        return new ModelCallError(`the model provider failed: ${oneLine(error.message)}`, transient);
    }
    // A stream broken off after its headers is an error of the body, not a failure to connect.
    if (CONNECTION_FAILURE_CODES.has(findErrorCode(error) ?? '')) {
        return new ModelCallError(`the connection to the model provider broke: ${withCode((0,errors/* messageOf */.bD)(error), error)}`, true);
    }
    return error;
}
/** `<status> <message>` from the body's `error` or text, as the `openai` client rendered it. */
function describeProviderError(status, error, text) {
    const detail = error?.message;
    let message = text;
    if (detail)
        message = typeof detail === 'string' ? detail : JSON.stringify(detail);
    else if (error)
        message = JSON.stringify(error);
    if (status && message)
        return `${status} ${message}`;
    if (status)
        return `${status} status code (no body)`;
    return message || '(no status code or body)';
}
function parseJsonOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
async function statusFailure(status, body) {
    const text = await (0,post_json/* readText */.yR)(body).catch(errors/* messageOf */.bD);
    const json = parseJsonOrUndefined(text);
    const error = json ? json.error : undefined;
    return new ProviderFailure(describeProviderError(status, error, json ? undefined : text), status);
}
/**
 * Assembles a streamed reply; what follows `[DONE]` is read and ignored (the server sees its
 * response read). An `error` event fails the call; one aborted mid-stream ends with what arrived.
 */
async function readStreamedReply(body, signal) {
    const assembler = new ReplyAssembler();
    let done = false;
    try {
        for await (const data of (0,sse_reader/* readSseData */.w)(body)) {
            if (done)
                continue;
            if (data.startsWith('[DONE]')) {
                done = true;
                continue;
            }
            const chunk = JSON.parse(data);
            if (chunk?.error) {
                throw new ProviderFailure(describeProviderError(undefined, chunk.error, undefined), undefined);
            }
            assembler.add(chunk);
        }
    }
    catch (error) {
        if (signal?.aborted !== true)
            throw error;
    }
    return assembler.finish();
}
/** A completion read whole: JSON when the response says so, else its text. */
async function readCompletion(response) {
    if (response.status === 204) {
        response.body.resume();
        return null;
    }
    const mediaType = response.contentType?.split(';')[0]?.trim();
    const isJson = mediaType !== undefined &&
        (mediaType.includes('application/json') || mediaType.endsWith('+json'));
    const text = await (0,post_json/* readText */.yR)(response.body);
    if (!isJson)
        return text;
    if (response.contentLength === '0')
        return undefined;
    return JSON.parse(text);
}
function buildRequestBody(options, request) {
    const { config } = options;
    const body = {
        model: options.model,
        messages: [...request.messages],
        ...(request.tools === undefined ? {} : { tools: [...request.tools] }),
        ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
        ...(config.maxOutputTokens === undefined
            ? {}
            : { max_completion_tokens: config.maxOutputTokens }),
    };
    // Usage is asked for so that the proxy can count tokens; the agent itself does not read it.
    return config.stream ? { ...body, stream: true, stream_options: { include_usage: true } } : body;
}
/** The client's limit until the response headers, as the `openai` client's default: ten minutes. */
const HEADERS_TIMEOUT_MS = 10 * 60 * 1000;
function createOpenAiModelClient(options) {
    const { signal } = options;
    return {
        async complete(request, purpose) {
            const body = buildRequestBody(options, request);
            const headers = {
                accept: 'application/json',
                'content-type': 'application/json',
                authorization: `Bearer ${options.apiKey}`,
                ...(purpose === 'main' ? {} : { [PURPOSE_HEADER]: purpose }),
            };
            try {
                const { baseUrl } = options;
                const url = new URL(`${baseUrl}${baseUrl.endsWith('/') ? '' : '/'}chat/completions`);
                const response = await (0,post_json/* postJson */.B2)(url, JSON.stringify(body), {
                    headers,
                    timeoutMs: HEADERS_TIMEOUT_MS,
                    signal,
                });
                if (response.status < 200 || response.status > 299) {
                    throw await statusFailure(response.status, response.body);
                }
                if (body.stream === true)
                    return await readStreamedReply(response.body, signal);
                return replyFromCompletion((await readCompletion(response)));
            }
            catch (error) {
                // Once the call is given up on, whatever broke is the abort's doing, not a transient fault.
                const cause = signal?.aborted === true ? new post_json/* CallAborted */.qg() : error;
                throw toModelCallError(cause, options.baseUrl);
            }
        },
    };
}
//# sourceMappingURL=model-client.js.map
;// CONCATENATED MODULE: ./lib/agent/run-agent.js
/** The built-in reference agent's entry point; `main` never exits the process itself. */








async function openEventSink(file) {
    if (file === undefined)
        return DISCARD_EVENTS;
    try {
        // Fails now, with a clear message, rather than at the first event.
        await (0,promises_.appendFile)(file, '', 'utf8');
    }
    catch (error) {
        const code = error.code ?? (0,errors/* messageOf */.bD)(error);
        throw new errors/* ConfigError */.xL(`VERDICT_EVENTS: cannot write the events file ${file} (${code})`);
    }
    return createFileEventSink(file);
}
async function runAgent(options, dependencies = {}) {
    let workspace;
    try {
        workspace = await (0,promises_.realpath)(options.workspace);
    }
    catch {
        throw new errors/* ConfigError */.xL(`the workspace ${options.workspace} cannot be opened`);
    }
    const events = await openEventSink(options.eventsFile);
    // The rest are the tools' (`ToolContext`); the signal also stops the model call and the loop.
    const { model: givenModel, ...toolOptions } = dependencies;
    const { signal } = toolOptions;
    const model = givenModel ??
        createOpenAiModelClient({
            baseUrl: options.baseUrl,
            apiKey: options.apiKey,
            model: options.model,
            config: options.config,
            signal,
        });
    try {
        return await runAgentLoop({
            model,
            events,
            config: options.config,
            systemPrompt: options.config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
            task: options.prompt,
            signal,
            runtime: {
                tools: AGENT_TOOLS,
                policy: options.policy,
                events,
                context: {
                    workspace,
                    knownContent: new Map(),
                    maxOutputChars: options.config.limits.maxToolOutputChars,
                    commandEnv: options.commandEnv,
                    ...toolOptions,
                },
            },
        });
    }
    catch (error) {
        // The runner retries a run whose agent declared its failure transient (SPEC §3).
        if (error instanceof ModelCallError && error.transient) {
            await events.emit({ type: 'transient_error', retryable: true });
        }
        throw error;
    }
}
async function readPrompt(env, stdin) {
    const given = env.VERDICT_PROMPT;
    if (given !== undefined && given !== '')
        return given;
    // On a terminal nobody is piping a task in: waiting for one would hang.
    if (stdin.isTTY === true)
        return '';
    const chunks = [];
    for await (const chunk of stdin) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
    }
    return Buffer.concat(chunks).toString('utf8');
}
function describeFailure(error, env) {
    if (error instanceof errors/* VerdictError */.ay)
        return error.message;
    const stack = env.VERDICT_DEBUG === '1' && error instanceof Error && error.stack !== undefined
        ? `\n${error.stack}`
        : ' (set VERDICT_DEBUG=1 for the stack trace)';
    return `unexpected error: ${(0,errors/* messageOf */.bD)(error)}${stack}`;
}
/** Runs the agent as the contract says: exit code 0 with the answer on stdout, else one stderr line. */
async function main(env, stdin, stdout, stderr, cwd = process.cwd(), dependencies = {}) {
    try {
        const prompt = await readPrompt(env, stdin);
        const options = readAgentContract(env, prompt, cwd);
        const finalAnswer = await runAgent(options, dependencies);
        stdout.write(finalAnswer.endsWith('\n') ? finalAnswer : `${finalAnswer}\n`);
        return 0;
    }
    catch (error) {
        const task = env.VERDICT_TASK_ID ? ` (task ${env.VERDICT_TASK_ID})` : '';
        stderr.write(`verdict agent${task}: ${describeFailure(error, env)}\n`);
        return (0,errors/* exitCodeOf */.FO)(error);
    }
}
//# sourceMappingURL=run-agent.js.map

/***/ }),

/***/ 4871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ postJson),
/* harmony export */   ls: () => (/* binding */ ConnectionFailure),
/* harmony export */   qg: () => (/* binding */ CallAborted),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/**
 * One JSON POST on `node:http(s)`, for the built-in agent's calls to the proxy and live mode's calls
 * upstream. Not `fetch`: undici compiles on first call (most of a one-run start-up) and then costs
 * 2–4× the CPU per call. No redirect is followed (a credential never goes where `Location` says);
 * nothing is retried here.
 */

/** The call could not be made: refused, reset or timed out before the response headers. */
class ConnectionFailure extends Error {
}
/** The call was given up on through its signal before the response headers. */
class CallAborted extends Error {
    constructor() {
        super('Request was aborted.');
    }
}
async function requestFunctionFor(url) {
    if (url.protocol === 'http:')
        return node_http__WEBPACK_IMPORTED_MODULE_0__.request;
    // TLS costs start-up time that a loopback call to the proxy never needs.
    return (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 4708, 19))).request;
}
const TIMED_OUT = /timed? ?out/i;
/** A connection error the way the agent names it: timeouts apart, with the system error as cause. */
function connectionFailure(error) {
    const cause = error instanceof Error && 'cause' in error ? String(error.cause) : '';
    if (TIMED_OUT.test(String(error) + cause))
        return new ConnectionFailure('Request timed out.');
    return new ConnectionFailure('Connection error.', { cause: error });
}
/**
 * Resolves once the response headers arrive, else fails with `CallAborted` or `ConnectionFailure`;
 * after the headers, an abort or a broken connection is an error of the body stream.
 */
async function postJson(url, body, options) {
    const { signal } = options;
    if (signal?.aborted === true)
        throw new CallAborted();
    const send = await requestFunctionFor(url);
    const payload = Buffer.from(body, 'utf8');
    const requestOptions = {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(payload.length) },
    };
    return new Promise((resolve, reject) => {
        let settled = false;
        const request = send(url, requestOptions, (response) => {
            settle();
            resolve({
                status: response.statusCode ?? 0,
                contentType: response.headers['content-type'],
                contentLength: response.headers['content-length'],
                headers: response.headers,
                body: response,
            });
        });
        const timer = options.timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                request.destroy(new ConnectionFailure('Request timed out.'));
            }, options.timeoutMs);
        const onAbort = () => {
            // After the headers, the body's reader sees the connection end (`aborted`, ECONNRESET); an
            // error given to destroy() would also be thrown from the socket, where nobody listens.
            if (settled)
                request.destroy();
            else
                fail(new CallAborted());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        function settle() {
            settled = true;
            clearTimeout(timer);
        }
        function fail(error) {
            if (settled)
                return;
            settle();
            signal?.removeEventListener('abort', onAbort);
            request.destroy();
            reject(error);
        }
        request.once('close', () => signal?.removeEventListener('abort', onAbort));
        request.on('error', (error) => {
            if (error instanceof ConnectionFailure || error instanceof CallAborted)
                fail(error);
            else
                fail(connectionFailure(error));
        });
        request.end(payload);
    });
}
async function readText(body) {
    const chunks = [];
    for await (const chunk of body)
        chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}
//# sourceMappingURL=post-json.js.map

/***/ }),

/***/ 6181:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ readSseData)
});

;// CONCATENATED MODULE: ./node_modules/eventsource-parser/dist/index.js
class ParseError extends Error {
  constructor(message, options) {
    super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
  }
}
const LF = 10, CR = 13, SPACE = 32;
function noop(_arg) {
}
function createParser(config) {
  if (typeof config == "function")
    throw new TypeError(
      "`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?"
    );
  const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config, pendingFragments = [];
  let pendingFragmentsLength = 0, isFirstChunk = !0, id, data = "", dataLines = 0, eventType, terminated = !1;
  function feed(chunk) {
    if (terminated)
      throw new Error(
        "Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing."
      );
    if (isFirstChunk && (isFirstChunk = !1, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
      const trailing2 = processLines(chunk);
      trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
      return;
    }
    if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
      pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
      return;
    }
    pendingFragments.push(chunk);
    const input = pendingFragments.join("");
    pendingFragments.length = 0, pendingFragmentsLength = 0;
    const trailing = processLines(input);
    trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
  }
  function checkBufferSize() {
    maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = !0, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(
      new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, {
        type: "max-buffer-size-exceeded"
      })
    )));
  }
  function processLines(chunk) {
    let searchIndex = 0;
    if (chunk.indexOf("\r") === -1) {
      let lfIndex = chunk.indexOf(`
`, searchIndex);
      for (; lfIndex !== -1; ) {
        if (searchIndex === lfIndex) {
          dataLines > 0 && onEvent({ id, event: eventType, data }), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
          continue;
        }
        const firstCharCode = chunk.charCodeAt(searchIndex);
        if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
          const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
          if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
            onEvent({ id, event: eventType, data: value }), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
            continue;
          }
          data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        } else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(
          chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6,
          lfIndex
        ) || void 0 : parseLine(chunk, searchIndex, lfIndex);
        searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
      }
      return chunk.slice(searchIndex);
    }
    for (; searchIndex < chunk.length; ) {
      const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
      let lineEnd = -1;
      if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1)
        break;
      parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
    }
    return chunk.slice(searchIndex);
  }
  function parseLine(chunk, start, end) {
    if (start === end) {
      dispatchEvent();
      return;
    }
    const firstCharCode = chunk.charCodeAt(start);
    if (isDataPrefix(chunk, start, firstCharCode)) {
      const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
      data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
      return;
    }
    if (isEventPrefix(chunk, start, firstCharCode)) {
      eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
      return;
    }
    if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
      const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
      value2.includes("\0") || (id = value2);
      return;
    }
    if (firstCharCode === 58) {
      if (onComment) {
        const line2 = chunk.slice(start, end);
        onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
      }
      return;
    }
    const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
    if (fieldSeparatorIndex === -1) {
      processField(line, "", line);
      return;
    }
    const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1, value = line.slice(fieldSeparatorIndex + offset);
    processField(field, value, line);
  }
  function processField(field, value, line) {
    switch (field) {
      case "event":
        eventType = value || void 0;
        break;
      case "data":
        data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        break;
      case "id":
        value.includes("\0") || (id = value);
        break;
      case "retry":
        /^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(
          new ParseError(`Invalid \`retry\` value: "${value}"`, {
            type: "invalid-retry",
            value,
            line
          })
        );
        break;
      default:
        onError(
          new ParseError(
            `Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`,
            { type: "unknown-field", field, value, line }
          )
        );
        break;
    }
  }
  function dispatchEvent() {
    dataLines > 0 && onEvent({
      id,
      event: eventType,
      data
    }), id = void 0, data = "", dataLines = 0, eventType = void 0;
  }
  function reset(options = {}) {
    if (options.consume && pendingFragments.length > 0) {
      const incompleteLine = pendingFragments.join("");
      parseLine(incompleteLine, 0, incompleteLine.length);
    }
    isFirstChunk = !0, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = !1;
  }
  return { feed, reset };
}
function isDataPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}

//# sourceMappingURL=index.js.map

;// CONCATENATED MODULE: ./lib/sse/sse-reader.js
/**
 * Reads Server-Sent Events (live upstream streams, the proxy's streams to the built-in agent). The
 * framing is `eventsource-parser`'s; ours is how bytes reach it and where a stream ends.
 */

const sse_reader_CR = 13;
/**
 * Yields each event's `data` payload (`[DONE]` included) from a byte stream cut anywhere, even inside
 * a UTF-8 character. Event names, ids, `retry` and comments are dropped. An event the stream ends in
 * the middle of is dropped too, as the spec and the OpenAI SDK do, so the proxy sees what the agent
 * would.
 */
async function* readSseData(source) {
    // The decoder drops a leading byte order mark, as the spec asks; bad bytes become U+FFFD.
    const decoder = new TextDecoder('utf-8');
    const parsed = [];
    const parser = createParser({ onEvent: (event) => parsed.push(event.data) });
    // Trailing CRs are held back: only the next text shows whether one ends a line or starts a CRLF.
    // Left to the parser, a final CR (and its event) stays pending, lost if the stream ends there.
    let heldCrs = '';
    const feed = (text) => {
        const whole = heldCrs + text;
        let end = whole.length;
        while (end > 0 && whole.charCodeAt(end - 1) === sse_reader_CR)
            end -= 1;
        heldCrs = whole.slice(end);
        if (end > 0)
            parser.feed(end === whole.length ? whole : whole.slice(0, end));
    };
    for await (const chunk of source) {
        feed(decoder.decode(chunk, { stream: true }));
        yield* parsed.splice(0);
    }
    feed(decoder.decode());
    // At the end of the stream each held CR is a line end of its own (`data: a\r\r` is an event).
    if (heldCrs !== '')
        parser.feed('\n'.repeat(heldCrs.length));
    yield* parsed.splice(0);
}
//# sourceMappingURL=sse-reader.js.map

/***/ })

};
