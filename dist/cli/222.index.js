export const id = 222;
export const ids = [222];
export const modules = {

/***/ 2971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eN: () => (/* binding */ parseJsonVariable),
/* harmony export */   j8: () => (/* binding */ AgentConfigSchema),
/* harmony export */   xn: () => (/* binding */ parseAgentConfig)
/* harmony export */ });
/* unused harmony exports LimitsSchema, CompactionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _describe_schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6129);
/**
 * The built-in agent's configuration: every key is a knob of the measured configuration (SPEC §1),
 * so the runner hashes it and variants may change it. One zod schema, strict, with defaults, so that
 * a typo such as `limits.maxContextChar` is refused instead of silently measuring the default.
 */



const LimitsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Size of the conversation (characters) that compaction keeps it under. */
    maxContextChars: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().default(120_000),
    /** Longest tool result the model sees; longer output is cut with a note saying so. */
    maxToolOutputChars: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().default(20_000),
});
const CompactionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Compaction runs when the conversation exceeds `threshold * limits.maxContextChars`. */
    threshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().gt(0).max(1).default(0.8),
    /** Messages kept verbatim at the end of the conversation (widened to keep tool pairs whole). */
    keepRecentMessages: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).default(6),
});
const AgentConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Replaces the built-in system prompt. */
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    temperature: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(2).optional(),
    /** Sent as `max_completion_tokens`. */
    maxOutputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    stream: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    limits: LimitsSchema.default(() => LimitsSchema.parse({})),
    compaction: CompactionSchema.default(() => CompactionSchema.parse({})),
});
/** The keys accepted at each level, to name them when a key is unknown. */
const KNOWN_KEYS = {
    '': Object.keys(AgentConfigSchema.shape),
    limits: Object.keys(LimitsSchema.shape),
    compaction: Object.keys(CompactionSchema.shape),
};
/** Parses a JSON value given in the environment variable `variable`, or throws a one-line ConfigError. */
function parseJsonVariable(variable, text) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${variable} is not valid JSON (${reason})`);
    }
}
/** Reads `VERDICT_CONFIG` (absent or empty means every default). */
function parseAgentConfig(text) {
    const input = text === undefined || text.trim() === '' ? {} : parseJsonVariable('VERDICT_CONFIG', text);
    const parsed = AgentConfigSchema.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`VERDICT_CONFIG: ${(0,_describe_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSchemaError */ .L)(parsed.error, input, KNOWN_KEYS)}`);
    }
    return parsed.data;
}
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 6129:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ describeSchemaError)
/* harmony export */ });
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53);

/**
 * Turns zod issues into one line (`limits.maxContextChar: unknown field …; stream: must be …`):
 * configuration mistakes are reported on one line of stderr, and tool-argument mistakes in the
 * tool result the model reads. `knownKeys` (by dotted path) names the keys accepted where one is
 * unknown, so a typo can be fixed without reading our code.
 */
function describeSchemaError(error, input, knownKeys = {}) {
    return error.issues
        .map((issue) => {
        const field = (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFieldPath */ .vZ)(issue.path, (path) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .valueAt */ .fK)(input, path));
        const known = knownKeys[issue.path.join('.')];
        const hint = issue.code === 'unrecognized_keys' && known !== undefined
            ? `; known keys here: ${known.join(', ')}`
            : '';
        return `${field}: ${(0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIssue */ .n6)(issue)}${hint}`;
    })
        .join('; ');
}
//# sourceMappingURL=describe-schema-error.js.map

/***/ }),

/***/ 3222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agentCommand: () => (/* binding */ agentCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
;// CONCATENATED MODULE: ./lib/agent/conversation.js
/**
 * The conversation the agent keeps with the model, and where compaction may cut it. Kept as parts
 * (system prompt, task, summary, turns) rather than a flat list, because compaction must never touch
 * the first two and must replace the summary, not stack summaries on top of each other.
 */
const SUMMARY_PREFIX = 'Summary of the earlier part of this conversation (older messages were compacted into it):\n';
function startConversation(system, task) {
    return { system, task, turns: [] };
}
/** The messages as the model receives them. */
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
 * Splits the turns into those compaction folds into the summary and those it keeps verbatim: the
 * last `keepRecent`, widened backwards so that the kept part never starts with a tool result whose
 * assistant request would be folded away (the API rejects a `tool` message without it).
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


/**
 * Whether to compact before the next call. Only when there are older turns to fold: the summary
 * alone is never summarized again, or an oversized recent window would trigger a call every turn.
 */
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
        else if (message.role === 'tool') {
            lines.push(`[tool result]\n${message.content}`);
        }
        else {
            lines.push(`[${message.role}]\n${message.content}`);
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
// EXTERNAL MODULE: ./lib/suite/schema.js
var schema = __webpack_require__(973);
// EXTERNAL MODULE: ./lib/agent/config.js
var config = __webpack_require__(2971);
;// CONCATENATED MODULE: ./lib/agent/policy.js
/**
 * The policy gate (SPEC §2 "Policy"): which effects a tool call may have. Pure, so that every
 * combination of mode, grants and `readOnly` is tested without running a tool.
 */




/** `readOnly` wins over every grant, `full` mode included: it only ever restricts. */
const READ_ONLY_DENIES = new Set(['write', 'process']);
function decideEffect(policy, effect) {
    const deniedByReadOnly = policy.readOnly === true && READ_ONLY_DENIES.has(effect);
    const granted = !deniedByReadOnly && (policy.mode === 'full' || (policy.allow ?? []).includes(effect));
    if (granted)
        return 'granted';
    return policy.mode === 'ask' ? 'approval-denied' : 'refused';
}
/**
 * Reads `VERDICT_POLICY`. Without it (the agent started by hand) nothing with an effect is granted:
 * the agent may read the workspace and answer, and nothing more.
 */
function parsePolicy(text) {
    if (text === undefined || text.trim() === '')
        return schema/* DEFAULT_POLICY */.zj;
    const input = (0,config/* parseJsonVariable */.eN)('VERDICT_POLICY', text);
    const parsed = schema/* PolicySchema */.Qz.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        throw new errors/* ConfigError */.xL(`VERDICT_POLICY: ${(0,describe_schema_error/* describeSchemaError */.L)(parsed.error, input, { '': Object.keys(schema/* PolicySchema */.Qz.shape) })}`);
    }
    return parsed.data;
}
//# sourceMappingURL=policy.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./lib/process/run-command.js
var run_command = __webpack_require__(1228);
;// CONCATENATED MODULE: ./lib/agent/tools/tool.js
/**
 * A failure the model should read and can act on (a path outside the workspace, text that does not
 * match): returned to the model as `error: <message>`, never a crash.
 */
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
/**
 * Keeps the start and the end of long output, where commands print what matters (the command line
 * echoed, then the summary and the error), and says how much was cut between them.
 */
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
        const result = await (0,run_command/* runCommand */.d1)(['/bin/sh', '-c', args.command], {
            cwd: context.workspace,
            timeoutMs,
            env: context.commandEnv,
            maxOutputBytes: Math.max(MIN_CAPTURE_BYTES, 4 * context.maxOutputChars),
        });
        if (result.outcome === 'failed-to-start') {
            throw new ToolError(`the shell could not start (${result.code})`);
        }
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/suite/paths.js
var paths = __webpack_require__(7496);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/agent/tools/workspace-path.js
/**
 * Paths the model names are relative to the workspace and must stay inside it: no "..", no absolute
 * path, no symlink that leads out. Messages name paths relatively, never absolutely, so that a tool
 * result is the same in every run's workspace (replay compares requests byte for byte).
 */




async function resolveWorkspacePath(workspace, candidate) {
    const problem = (0,relative_path/* checkRelativePath */._)(candidate, 'workspace');
    if (problem !== undefined)
        throw new ToolError(`path ${JSON.stringify(candidate)} ${problem}`);
    const relative = external_node_path_.posix.normalize(candidate).replace(/\/+$/, '') || '.';
    if (!(await (0,paths/* staysInsideThroughLinks */.Xg)(workspace, relative))) {
        throw new ToolError(`${relative} leads outside the workspace through a symbolic link`);
    }
    return { absolute: external_node_path_.join(workspace, relative), relative };
}
/** Joins workspace-relative paths the way results print them (`src/a.ts`, never `./src/a.ts`). */
function joinRelative(parent, name) {
    return parent === '.' ? name : `${parent}/${name}`;
}
/**
 * A file-system failure as a sentence about the relative path. Node's own messages carry the
 * absolute path, which differs in every run's workspace.
 */
function describeFileError(error, relative) {
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
 * Reading workspace files as text, and remembering what the agent saw of them: `edit_file` may only
 * change a file whose content is still what the agent last read or wrote (its sha256), so that an
 * edit never lands on text the model has not seen.
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
        const info = await (0,promises_.stat)(target.absolute);
        if (info.isDirectory()) {
            throw new ToolError(`${target.relative} is a directory; use list_files to see what it holds`);
        }
        if (info.size > MAX_TEXT_FILE_BYTES) {
            throw new ToolError(`${target.relative} is too large to read (${info.size} bytes; at most ${MAX_TEXT_FILE_BYTES})`);
        }
        bytes = await (0,promises_.readFile)(target.absolute);
    }
    catch (error) {
        if (error instanceof ToolError)
            throw error;
        throw describeFileError(error, target.relative);
    }
    if (looksBinary(bytes))
        throw new ToolError(`${target.relative} looks like a binary file`);
    return { text: bytes.toString('utf8'), bytes };
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
            await (0,promises_.writeFile)(target.absolute, edited, 'utf8');
        }
        catch (error) {
            throw describeFileError(error, target.relative);
        }
        rememberContent(context, target, edited);
        return `edited ${target.relative}`;
    },
});
//# sourceMappingURL=edit-file.js.map
;// CONCATENATED MODULE: ./lib/agent/tools/walk.js
/**
 * Walks a workspace directory for list_files and search. Never follows symbolic links (a link may
 * lead out of the workspace, or in a circle); skips `.git` and `node_modules`, whose content is
 * never what a task is about and can be huge. Results are sorted by code unit, never by locale, so
 * that they are the same on every machine.
 */



const IGNORED_DIRECTORIES = new Set(['.git', 'node_modules']);
function compareCodeUnits(left, right) {
    if (left === right)
        return 0;
    return left < right ? -1 : 1;
}
/** The entries directly in a directory, sorted, ignored directories left out. */
async function listDirectory(absolute, relative) {
    const entries = await (0,promises_.readdir)(absolute, { withFileTypes: true });
    return entries
        .filter((entry) => !(entry.isDirectory() && IGNORED_DIRECTORIES.has(entry.name)))
        .map((entry) => ({
        relative: joinRelative(relative, entry.name),
        kind: entry.isSymbolicLink() ? 'symlink' : entry.isDirectory() ? 'directory' : 'file',
    }))
        .sort((left, right) => compareCodeUnits(left.relative, right.relative));
}
/**
 * Every file and symlink below a directory, depth first in sorted order, stopping after `limit`
 * entries. `complete` says whether the walk saw everything.
 */
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
                const { entries, complete } = await walkFiles(context.workspace, target.relative, MAX_ENTRIES);
                return render(target.relative, entries.map((entry) => entry.relative), complete);
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
;// CONCATENATED MODULE: ./lib/agent/tools/read-file.js





/** Room kept under the output limit for the note that says where to read on. */
const NOTE_ROOM = 200;
const readFileTool = defineTool({
    name: 'read_file',
    description: 'Read a text file of the workspace. Returns its exact content; when only part is shown, a ' +
        'closing note in square brackets says which lines and how to read on.',
    parameters: schemas/* strictObject */.rej({
        path: schemas/* string */.YjP().describe('File path relative to the workspace root, e.g. "src/index.ts".'),
        offset: schemas/* number */.aig()
            .int()
            .min(1)
            .max(100_000_000)
            .optional()
            .describe('First line to return (1-based). Default 1.'),
        limit: schemas/* number */.aig()
            .int()
            .min(1)
            .max(100_000_000)
            .optional()
            .describe('Most lines to return. Default: as many as fit.'),
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
        const wanted = lines.slice(first - 1, args.limit === undefined ? undefined : first - 1 + args.limit);
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
            const info = await (0,promises_.stat)(target.absolute).catch((error) => {
                if (error.code === 'ENOENT')
                    return undefined;
                throw error;
            });
            if (info?.isDirectory() === true)
                throw new ToolError(`${target.relative} is a directory`);
            existed = info !== undefined;
            await (0,promises_.mkdir)(external_node_path_.dirname(target.absolute), { recursive: true });
            await (0,promises_.writeFile)(target.absolute, args.content, 'utf8');
        }
        catch (error) {
            if (error instanceof ToolError)
                throw error;
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
 * The built-in agent's tools, in the order the model sees them. The list, with each tool's
 * description and argument schema, is part of every request: changing it changes the fingerprint of
 * every recorded call (a test snapshots it so that such a change is deliberate).
 */







const AGENT_TOOLS = [
    readFileTool,
    listFilesTool,
    searchTool,
    writeFileTool,
    editFileTool,
    bashTool,
];
/** The JSON Schema of a tool's arguments, generated from its zod schema (without `$schema` noise). */
function renderParameters(tool) {
    const schema = json_schema_processors/* toJSONSchema */.bl(tool.parameters, {
        io: 'input',
        target: 'draft-2020-12',
    });
    delete schema.$schema;
    return schema;
}
function renderToolDefinitions(tools = AGENT_TOOLS) {
    return tools.map((tool) => ({
        type: 'function',
        function: {
            name: tool.name,
            description: tool.description,
            parameters: renderParameters(tool),
        },
    }));
}
function findTool(name, tools = AGENT_TOOLS) {
    return tools.find((tool) => tool.name === name);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/agent/run-tool-call.js




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
        throw new ToolError(`the arguments are not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
}
async function gateEffect(tool, runtime) {
    if (tool.effect === undefined)
        return;
    const decision = decideEffect(runtime.policy, tool.effect);
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
    const tool = findTool(call.name, runtime.tools);
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
/** Replaces the workspace's absolute path so that an unexpected message is the same in every run. */
function hideWorkspace(message, workspace) {
    return message.split(workspace).join('.');
}
async function runToolCall(call, runtime) {
    let result;
    try {
        result = await executeToolCall(call, runtime);
    }
    catch (error) {
        const message = error instanceof ToolError
            ? error.message
            : `unexpected failure: ${hideWorkspace(error instanceof Error ? error.message : String(error), runtime.context.workspace)}`;
        result = { text: `error: ${message}`, error: message };
    }
    await runtime.events.emit(result.error === undefined
        ? { type: 'tool_call', name: call.name, ok: true }
        : { type: 'tool_call', name: call.name, ok: false, error: result.error });
    return capOutput(result.text, runtime.context.maxOutputChars);
}
//# sourceMappingURL=run-tool-call.js.map
;// CONCATENATED MODULE: ./lib/agent/agent-loop.js




/** Runs until the model answers without tool calls, and returns that answer's text. */
async function runAgentLoop(options) {
    const tools = renderToolDefinitions(options.runtime.tools);
    let conversation = startConversation(options.systemPrompt, options.task);
    for (;;) {
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
            const content = await runToolCall(call, options.runtime);
            conversation.turns.push({ role: 'tool', tool_call_id: call.id, content });
        }
    }
}
//# sourceMappingURL=agent-loop.js.map
;// CONCATENATED MODULE: ./lib/agent/contract.js
/**
 * The agent contract (SPEC §1) as the built-in agent reads it: the workspace is the current
 * directory, the task comes on stdin (or in VERDICT_PROMPT), the model endpoint in OPENAI_*, the
 * policy, configuration and events file in VERDICT_*. Every mistake is a one-line ConfigError.
 */




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
    // Required: the agent talks to whatever endpoint it is given (normally Verdict's proxy), never
    // to a provider it would pick itself.
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
/**
 * The commands the model runs get the agent's environment without its credential: they are code
 * the model chose, and have no business calling the model.
 */
function buildCommandEnv(env) {
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
        policy: parsePolicy(env.VERDICT_POLICY),
        config: (0,config/* parseAgentConfig */.xn)(env.VERDICT_CONFIG),
        ...(eventsFile === undefined ? {} : { eventsFile: external_node_path_.resolve(cwd, eventsFile) }),
        ...(taskId === undefined ? {} : { taskId }),
        commandEnv: buildCommandEnv(env),
    };
}
//# sourceMappingURL=contract.js.map
;// CONCATENATED MODULE: ./lib/agent/events.js
/**
 * Events the agent appends to `VERDICT_EVENTS` (SPEC §1): one JSON object per line. The runner reads
 * them to know whether each tool call succeeded, which approvals were asked and denied, when
 * compaction ran, and whether a failure was transient (then the run is retried).
 */



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
 * Appends each event as it happens, one write per line, so that a run killed for exceeding its
 * budget still leaves every event it produced until then.
 */
function createFileEventSink(file) {
    // Serialized so that lines land in the order they were emitted, even when callers do not await.
    let pending = Promise.resolve();
    return {
        emit(event) {
            const line = `${JSON.stringify(event)}\n`;
            pending = pending.then(() => (0,promises_.appendFile)(file, line, 'utf8'));
            return pending;
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
// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(3674);
;// CONCATENATED MODULE: ./lib/agent/stream-assembly.js
/** An id for a call the server sent without one, stable so that requests stay reproducible. */
function fallbackId(index) {
    return `call_${index}`;
}
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
/**
 * Talks to the model through the official `openai` client: Chat Completions with tools, streamed
 * by default. The client never retries (`maxRetries: 0`): the proxy in front of it does, and a retry
 * here would be a second, unrecorded call. The request body is built field by field in a fixed
 * order, because replay compares requests byte for byte.
 */



const PURPOSE_HEADER = 'x-verdict-purpose';
/** A model call failed. `transient` failures (connection lost, 5xx) make the run worth retrying. */
class ModelCallError extends errors/* InfrastructureError */.EN {
    transient;
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
/**
 * A stream that breaks off after its headers surfaces as the fetch body's own error (undici's
 * `TypeError: terminated`, caused by a socket error), not as an `APIConnectionError`.
 */
function isBrokenConnection(error) {
    const code = findErrorCode(error);
    if (code !== undefined && CONNECTION_FAILURE_CODES.has(code))
        return true;
    return error instanceof TypeError && error.message === 'terminated';
}
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}
function withCode(message, error) {
    const code = findErrorCode(error);
    return code === undefined ? oneLine(message) : `${oneLine(message)} (${code})`;
}
/** The endpoint for a message, without credentials a URL may carry. */
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
/** Names a failed model call, and whether it is transient; anything else is passed through. */
function toModelCallError(error, baseUrl) {
    if (error instanceof openai/* default.APIConnectionError */.Ay.APIConnectionError) {
        return new ModelCallError(`cannot reach the model provider at ${describeEndpoint(baseUrl)}: ${withCode(error.message, error)}`, true);
    }
    if (error instanceof openai/* default.APIError */.Ay.APIError) {
        const status = error.status;
        const transient = typeof status === 'number' && status >= 500;
        return new ModelCallError(`the model provider failed: ${oneLine(error.message)}`, transient);
    }
    if (isBrokenConnection(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        return new ModelCallError(`the connection to the model provider broke: ${withCode(reason, error)}`, true);
    }
    return error;
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
function createOpenAiModelClient(options) {
    const client = new openai/* default */.Ay({
        baseURL: options.baseUrl,
        apiKey: options.apiKey,
        maxRetries: 0,
        // Given explicitly so that the client reads nothing more from the process environment.
        organization: null,
        project: null,
    });
    return {
        async complete(request, purpose) {
            const body = buildRequestBody(options, request);
            const requestOptions = purpose === 'main' ? {} : { headers: { [PURPOSE_HEADER]: purpose } };
            try {
                if (body.stream === true) {
                    const stream = await client.chat.completions.create(body, requestOptions);
                    const assembler = new ReplyAssembler();
                    for await (const chunk of stream)
                        assembler.add(chunk);
                    return assembler.finish();
                }
                const completion = await client.chat.completions.create(body, requestOptions);
                return replyFromCompletion(completion);
            }
            catch (error) {
                throw toModelCallError(error, options.baseUrl);
            }
        },
    };
}
//# sourceMappingURL=model-client.js.map
;// CONCATENATED MODULE: ./lib/agent/run-agent.js
/**
 * The built-in reference agent's entry points: `runAgent` runs one task with options already read,
 * and `main` reads the agent contract from the environment and stdin, prints the final answer, and
 * returns an exit code (the CLI's `verdict agent` calls it; it never exits the process itself).
 */








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
    const model = dependencies.model ??
        createOpenAiModelClient({
            baseUrl: options.baseUrl,
            apiKey: options.apiKey,
            model: options.model,
            config: options.config,
        });
    try {
        const finalAnswer = await runAgentLoop({
            model,
            events,
            config: options.config,
            systemPrompt: options.config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
            task: options.prompt,
            runtime: {
                tools: AGENT_TOOLS,
                policy: options.policy,
                events,
                context: {
                    workspace,
                    knownContent: new Map(),
                    maxOutputChars: options.config.limits.maxToolOutputChars,
                    commandEnv: options.commandEnv,
                },
            },
        });
        return { finalAnswer };
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
/**
 * Runs the agent as the contract says and returns the exit code: 0 with the final answer on
 * stdout; otherwise one line on stderr (2 for a configuration mistake, 1 for a failure).
 */
async function main(env, stdin, stdout, stderr, cwd = process.cwd()) {
    try {
        const prompt = await readPrompt(env, stdin);
        const options = readAgentContract(env, prompt, cwd);
        const { finalAnswer } = await runAgent(options);
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
;// CONCATENATED MODULE: ./lib/cli/commands/agent.js

const agentCommand = {
    name: 'agent',
    help: `Usage: verdict agent

The built-in reference coding agent. Verdict runs it for each run when no other agent is
configured; it reads the agent contract from its environment: the task on stdin (or
VERDICT_PROMPT), OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL, VERDICT_POLICY,
VERDICT_CONFIG (its measured configuration) and VERDICT_EVENTS. It prints its final answer.
Tools: read_file, list_files, search, write_file, edit_file, bash.`,
    options: {},
    positionals: { min: 0, max: 0, names: '' },
    run(_args, io) {
        return main(io.env, process.stdin, io.stdout, io.stderr, io.cwd);
    },
};
//# sourceMappingURL=agent.js.map

/***/ }),

/***/ 1228:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d1: () => (/* binding */ runCommand),
/* harmony export */   kN: () => (/* binding */ findOwnedProcesses)
/* harmony export */ });
/* unused harmony exports PROCESS_TAG_VARIABLE, findTaggedProcesses, findDescendants, killProcessTree */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/**
 * Runs a program without a shell, within a deadline, and makes sure that nothing it started outlives
 * it: on timeout (or once the program itself has exited) its whole process tree is killed — its
 * process group, every descendant found through /proc, and every process that still carries the
 * run's tag in its environment (which finds a descendant that detached, double-forked and was
 * reparented, unless it cleared its environment) or that works in, or names in its environment,
 * one of the command's own directories (`ownedPaths`: which finds one that also cleared its
 * environment but stayed in the workspace). A process that cleared its environment and left those
 * directories is out of reach without a sandbox.
 */



const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** Time a process tree gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 1_000;
/** Time the output pipes get to drain after the program exited. */
const PIPE_DRAIN_MS = 2_000;
/** Environment variable that tags every process a command starts (inherited by its descendants). */
const PROCESS_TAG_VARIABLE = 'VERDICT_PROCESS_TAG';
async function listProcessIds() {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)('/proc')).filter((entry) => /^\d+$/.test(entry));
    }
    catch {
        return [];
    }
}
/** Processes whose environment carries `tag` (Linux); empty where /proc is not available. */
async function findTaggedProcesses(tag) {
    return findOwnedProcesses({ tag });
}
function isBelow(file, directory) {
    return (file === directory || file.startsWith(directory.endsWith('/') ? directory : `${directory}/`));
}
/**
 * Processes that belong to a command (Linux; empty where /proc is not available): those whose
 * environment carries `tag`, and those whose environment names one of `paths` or whose working
 * directory is below one. Never this process.
 */
async function findOwnedProcesses(owner) {
    const tagNeedle = owner.tag === undefined ? undefined : Buffer.from(`${PROCESS_TAG_VARIABLE}=${owner.tag}\0`);
    const paths = (owner.paths ?? []).filter((entry) => entry !== '');
    const owned = [];
    await Promise.all((await listProcessIds()).map(async (entry) => {
        if (Number(entry) === process.pid)
            return;
        try {
            const environment = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(`/proc/${entry}/environ`);
            if ((tagNeedle !== undefined && environment.includes(tagNeedle)) ||
                paths.some((candidate) => environment.includes(candidate))) {
                owned.push(Number(entry));
                return;
            }
            if (paths.length === 0)
                return;
            const cwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(`/proc/${entry}/cwd`);
            if (paths.some((candidate) => isBelow(cwd, candidate)))
                owned.push(Number(entry));
        }
        catch {
            // ended while we looked, or not ours to read
        }
    }));
    return owned;
}
/** Descendants of `pid` found through /proc (Linux); empty where /proc is not available. */
async function findDescendants(pid) {
    const entries = await listProcessIds();
    const childrenOf = new Map();
    await Promise.all(entries.map(async (entry) => {
        try {
            const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(`/proc/${entry}/stat`, 'utf8');
            // The command name may contain spaces and parentheses: fields start after the last ")".
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            const parent = Number(fields[1]);
            const siblings = childrenOf.get(parent) ?? [];
            siblings.push(Number(entry));
            childrenOf.set(parent, siblings);
        }
        catch {
            // the process ended while we looked
        }
    }));
    const descendants = [];
    const queue = [pid];
    while (queue.length > 0) {
        const current = queue.shift();
        for (const child of childrenOf.get(current) ?? []) {
            descendants.push(child);
            queue.push(child);
        }
    }
    return descendants;
}
function sendSignal(target, signal) {
    try {
        process.kill(target, signal);
    }
    catch {
        // already gone
    }
}
/** Every process of the tree rooted at `pid`: its descendants, and those its owner marks find. */
async function findTree(pid, owner) {
    const [descendants, owned] = await Promise.all([
        findDescendants(pid),
        owner.tag === undefined && (owner.paths ?? []).length === 0
            ? Promise.resolve([])
            : findOwnedProcesses(owner),
    ]);
    return new Set([...descendants, ...owned].filter((member) => member !== process.pid));
}
/**
 * Kills the tree rooted at `pid` (which leads its own process group): SIGTERM first, SIGKILL after a
 * grace period for whatever is left. `tag` (see `PROCESS_TAG_VARIABLE`) and `paths` (see
 * `RunCommandOptions.ownedPaths`) find members that left the tree.
 */
async function killProcessTree(pid, options = {}) {
    const owner = {
        ...(options.tag === undefined ? {} : { tag: options.tag }),
        ...(options.paths === undefined ? {} : { paths: options.paths }),
    };
    const members = await findTree(pid, owner);
    sendSignal(-pid, 'SIGTERM');
    sendSignal(pid, 'SIGTERM');
    for (const member of members)
        sendSignal(member, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
    for (const member of await findTree(pid, owner))
        members.add(member);
    sendSignal(-pid, 'SIGKILL');
    sendSignal(pid, 'SIGKILL');
    for (const member of members)
        sendSignal(member, 'SIGKILL');
}
/**
 * Kills, at once, whatever a program that has exited left behind: its process group, then every
 * process its owner marks find, twice (a forking leftover may have started another meanwhile).
 * Returns how many processes were found.
 */
async function killLeftovers(pid, owner) {
    const found = new Set();
    for (let pass = 0; pass < 2; pass += 1) {
        // Looked for before the group is killed: a killed process no longer shows its environment.
        const fresh = (await findOwnedProcesses(owner)).filter((member) => !found.has(member));
        if (pass === 0)
            sendSignal(-pid, 'SIGKILL');
        for (const member of fresh) {
            found.add(member);
            sendSignal(member, 'SIGKILL');
        }
        if (fresh.length === 0)
            break;
    }
    return found.size;
}
class OutputBuffer {
    limit;
    chunks = [];
    kept = 0;
    truncated = false;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        const room = this.limit - this.kept;
        if (room <= 0) {
            this.truncated = true;
            return;
        }
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        if (part.length < chunk.length)
            this.truncated = true;
        this.chunks.push(part);
        this.kept += part.length;
    }
    text() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}
function runCommand(argv, options) {
    const [program, ...args] = argv;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    if (program === undefined) {
        return Promise.resolve({
            outcome: 'failed-to-start',
            code: 'EINVAL',
            message: 'empty command',
            durationMs: 0,
        });
    }
    const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    const stdout = new OutputBuffer(limit);
    const stderr = new OutputBuffer(limit);
    const tag = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)();
    const owner = {
        tag,
        ...(options.ownedPaths === undefined ? {} : { paths: options.ownedPaths }),
    };
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, args, {
                cwd: options.cwd,
                env: { ...(options.env ?? process.env), [PROCESS_TAG_VARIABLE]: tag },
                // Its own process group, so the whole tree can be signalled at once.
                detached: true,
                stdio: ['pipe', 'pipe', 'pipe'],
                windowsHide: true,
            });
        }
        catch (error) {
            // Refused before any process exists (an argument or variable too long, or holding a NUL).
            resolve({
                outcome: 'failed-to-start',
                code: error.code ?? 'UNKNOWN',
                message: error instanceof Error ? error.message : String(error),
                durationMs: elapsed(),
            });
            return;
        }
        let stopReason;
        let exit;
        let settled = false;
        const stop = (reason) => {
            if (settled || exit !== undefined || stopReason !== undefined)
                return;
            stopReason = reason;
            if (child.pid !== undefined)
                void killProcessTree(child.pid, owner);
        };
        const timer = setTimeout(() => stop('timed-out'), options.timeoutMs);
        const onAbort = () => stop('aborted');
        options.signal?.addEventListener('abort', onAbort, { once: true });
        if (options.signal?.aborted === true)
            stop('aborted');
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve(result);
        };
        child.stdout.on('data', (chunk) => stdout.push(chunk));
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        child.stdin.on('error', () => {
            // The program may exit without reading its input; that is its business.
        });
        child.stdin.end(options.stdin ?? '');
        child.on('error', (error) => {
            if (child.pid === undefined) {
                finish({
                    outcome: 'failed-to-start',
                    code: error.code ?? 'UNKNOWN',
                    message: error.message,
                    durationMs: elapsed(),
                });
            }
        });
        let leftoversKilled = Promise.resolve(0);
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            // Whatever the program left running must not outlive it: its group at once, then anything
            // still carrying its tag or working in its directories (a detached or double-forked descendant).
            if (child.pid !== undefined)
                leftoversKilled = killLeftovers(child.pid, owner);
            // A descendant that also cleared its environment may still hold the output pipes open.
            setTimeout(() => {
                child.stdout.destroy();
                child.stderr.destroy();
            }, PIPE_DRAIN_MS).unref();
        });
        const settle = (outlived) => {
            const truncated = stdout.truncated || stderr.truncated;
            const output = {
                stdout: stdout.text(),
                stderr: stderr.text(),
                truncated,
                durationMs: elapsed(),
            };
            if (stopReason !== undefined) {
                finish({ outcome: stopReason, ...output });
            }
            else {
                finish({
                    outcome: 'exited',
                    exitCode: exit?.code ?? null,
                    signal: exit?.signal ?? null,
                    ...output,
                    outlived,
                });
            }
        };
        // On timeout the tree is being killed already; on a normal exit, wait for the leftovers' kill.
        child.on('close', () => void leftoversKilled.then(settle, () => settle(0)));
    });
}
//# sourceMappingURL=run-command.js.map

/***/ }),

/***/ 53:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   n6: () => (/* binding */ describeIssue),
/* harmony export */   vZ: () => (/* binding */ formatFieldPath)
/* harmony export */ });
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return 'a string';
        case 'number':
            return Number.isInteger(value) ? 'an integer' : 'a number';
        case 'boolean':
            return 'a boolean';
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
const article = (expected) => ({ array: 'an array', object: 'an object', int: 'an integer' })[expected] ?? `a ${expected}`;
function quoteList(values) {
    return values.map((value) => JSON.stringify(value)).join(', ');
}
/** A sentence (without the field) saying what is wrong with the value at the issue's path. */
function describeIssue(issue) {
    switch (issue.code) {
        case 'invalid_type':
            if (issue.input === undefined)
                return 'is required';
            return `must be ${article(issue.expected)}, not ${typeName(issue.input)}`;
        case 'unrecognized_keys':
            return `unknown field${issue.keys.length > 1 ? 's' : ''} ${quoteList(issue.keys)} (check the spelling)`;
        case 'invalid_value':
            return issue.values.length === 1
                ? `must be ${JSON.stringify(issue.values[0])}`
                : `must be one of ${quoteList(issue.values)}`;
        case 'invalid_union':
            if ('options' in issue && Array.isArray(issue.options)) {
                return `must be one of ${quoteList(issue.options)}`;
            }
            return 'does not match any accepted form';
        case 'too_small':
            if (issue.origin === 'array')
                return `must have at least ${String(issue.minimum)} item(s)`;
            if (issue.origin === 'string')
                return 'must not be empty';
            return issue.inclusive === false
                ? `must be greater than ${String(issue.minimum)}`
                : `must be at least ${String(issue.minimum)}`;
        case 'too_big':
            if (issue.origin === 'array')
                return `must have at most ${String(issue.maximum)} item(s)`;
            if (issue.origin === 'string')
                return `must be at most ${String(issue.maximum)} characters long`;
            return issue.inclusive === false
                ? `must be less than ${String(issue.maximum)}`
                : `must be at most ${String(issue.maximum)}`;
        case 'invalid_format':
            return issue.message.startsWith('Invalid') ? `has an invalid format` : issue.message;
        case 'not_multiple_of':
            return `must be a multiple of ${String(issue.divisor)}`;
        default:
            return issue.message;
    }
}
/**
 * Renders a field path as a suite author would point at it: `budget.maxTurns`,
 * `verifiers[check].timeoutMs` (a verifier named by its id when it has one), `tags[2]`.
 */
function formatFieldPath(path, itemAt) {
    let rendered = '';
    path.forEach((key, index) => {
        if (typeof key === 'number') {
            const item = itemAt(path.slice(0, index + 1));
            const id = item !== null && typeof item === 'object' && 'id' in item && typeof item.id === 'string'
                ? item.id
                : undefined;
            const parent = path[index - 1];
            rendered += parent === 'verifiers' && id !== undefined && id !== '' ? `[${id}]` : `[${key}]`;
        }
        else {
            rendered += rendered === '' ? String(key) : `.${String(key)}`;
        }
    });
    return rendered === '' ? '(top level)' : rendered;
}
/** Reads the value at a path inside parsed JSON, or undefined when any step is missing. */
function valueAt(root, path) {
    let current = root;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
//# sourceMappingURL=describe-issue.js.map

/***/ }),

/***/ 7496:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ findEscapingDataDirs),
/* harmony export */   Xg: () => (/* binding */ staysInsideThroughLinks),
/* harmony export */   rE: () => (/* binding */ findEscapingLinks)
/* harmony export */ });
/* unused harmony export SUITE_DATA_DIRS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _relative_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5600);
/**
 * Symlink checks for suite paths (SPEC §2): a path that passes the lexical rules of
 * `relative-path.ts` can still leave its directory through a link, so these read the real file system.
 */



async function exists(target) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(target);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Whether `relativePath` (already lexically valid) resolves inside `root` once symlinks are
 * followed. Only the part of the path that exists is resolved: what does not exist yet cannot be a
 * link. `root` must be a real path.
 */
async function staysInsideThroughLinks(realRoot, relativePath) {
    let existing = node_path__WEBPACK_IMPORTED_MODULE_1__.join(realRoot, relativePath);
    while (!(await exists(existing))) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(existing);
        if (parent === existing)
            return true;
        existing = parent;
    }
    try {
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(existing));
    }
    catch {
        // A dangling link: judge it by where it points.
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(existing);
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(existing), target));
    }
}
/** Symlinks below `realRoot` whose target lies outside it (`.git` and `node_modules` are skipped). */
async function findEscapingLinks(realRoot, limit = 20) {
    const escaping = [];
    const walk = async (directory) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(directory, { withFileTypes: true });
        for (const entry of entries) {
            if (escaping.length >= limit)
                return;
            const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, entry.name);
            if (entry.isSymbolicLink()) {
                const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(full);
                const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(full), target);
                let real = resolved;
                try {
                    real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(full);
                }
                catch {
                    // dangling: the lexical target decides
                }
                if (!(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, resolved) || !(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, real)) {
                    escaping.push(`${node_path__WEBPACK_IMPORTED_MODULE_1__.relative(realRoot, full)} -> ${target}`);
                }
            }
            else if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') {
                await walk(full);
            }
        }
    };
    await walk(realRoot);
    return escaping;
}
/** The folders beside suite.json that Verdict reads (scripts, cassettes) and writes (cassettes). */
const SUITE_DATA_DIRS = ['cassettes', 'scripts'];
/**
 * For each data folder of the suite that leaves it through a symlink, or holds a link that does,
 * what is wrong: `record` would otherwise write its cassettes wherever the link points, and replay
 * read any file as one. A folder that does not exist is fine (record creates it).
 */
async function findEscapingDataDirs(realSuiteDir) {
    const found = [];
    for (const dir of SUITE_DATA_DIRS) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(realSuiteDir, dir);
        if (!(await exists(full)))
            continue;
        if (!(await staysInsideThroughLinks(realSuiteDir, dir))) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(full).catch(() => undefined);
            found.push({
                dir: `${dir}/`,
                message: `must stay inside the suite directory (it is a symlink to ${target ?? 'outside'})`,
            });
            continue;
        }
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(full);
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(real)).isDirectory())
            continue;
        for (const link of await findEscapingLinks(real)) {
            found.push({
                dir: `${dir}/`,
                message: `contains a symlink that leaves the suite directory: ${link}`,
            });
        }
    }
    return found;
}
//# sourceMappingURL=paths.js.map

/***/ }),

/***/ 5600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   _: () => (/* binding */ checkRelativePath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/**
 * Lexical path rules for suites (SPEC §2): fixture and verifier paths are relative and stay inside
 * their directory. Pure functions; symlinks are checked in `paths.ts`.
 */

/** Returns why `candidate` is not an acceptable relative path, or undefined when it is. */
function checkRelativePath(candidate, insideWhat) {
    if (candidate.length === 0)
        return 'must not be empty';
    if (candidate.includes('\0'))
        return 'must not contain a NUL character';
    if (candidate.includes('\\'))
        return 'must use "/" as the separator, not "\\"';
    if (candidate.startsWith('/') || /^[A-Za-z]:/.test(candidate) || candidate.startsWith('~')) {
        return `must be a relative path inside the ${insideWhat}, not an absolute one`;
    }
    if (candidate.split('/').includes('..'))
        return `must stay inside the ${insideWhat} (no "..")`;
    return undefined;
}
/** True when `child` is `parent` or lies below it (both absolute and already resolved). */
function isInside(parent, child) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(parent, child);
    return (relative === '' ||
        (relative !== '..' && !relative.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(relative)));
}
//# sourceMappingURL=relative-path.js.map

/***/ }),

/***/ 973:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ BudgetSchema),
/* harmony export */   N$: () => (/* binding */ IdSchema),
/* harmony export */   Q5: () => (/* binding */ ReplayNormalizeRuleSchema),
/* harmony export */   Qk: () => (/* binding */ SuiteFileSchema),
/* harmony export */   Qz: () => (/* binding */ PolicySchema),
/* harmony export */   bI: () => (/* binding */ EffectSchema),
/* harmony export */   nm: () => (/* binding */ CassetteCapsSchema),
/* harmony export */   oV: () => (/* binding */ CaseFileSchema),
/* harmony export */   zj: () => (/* binding */ DEFAULT_POLICY)
/* harmony export */ });
/* unused harmony exports SuitePathSchema, WorkspacePathSchema, EFFECTS, CommandVerifierSchema, FileEqualsVerifierSchema, FileContainsVerifierSchema, FileAbsentVerifierSchema, TreeDiffWithinVerifierSchema, ToolSequenceRuleSchema, ToolSequenceVerifierSchema, ResponseContainsVerifierSchema, ResponseNotContainsVerifierSchema, ResponseMatchesVerifierSchema, ToolCalledVerifierSchema, ToolNotCalledVerifierSchema, VerifierSchema, REPLAY_NORMALIZE_PRESETS, TaskSchema, CaseSchema */
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5600);
/**
 * The suite format (SPEC §2): `suite.json` and the simple case-file form. This module is the single
 * source of the format; `schema/*.schema.json` is generated from it (`npm run schema`) and a test keeps
 * the committed copy current. Rules that need the file system (paths that must exist and stay inside
 * the suite) live in the loader; everything checkable on the JSON alone lives here.
 */



/** Ids become file names (cassettes, report folders), so they stay portable. */
const IdSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must start with a letter or digit and use only letters, digits, ".", "_" and "-" (at most 128)');
const isValidRegExp = (pattern, flags) => {
    try {
        new RegExp(pattern, flags);
        return true;
    }
    catch {
        return false;
    }
};
const RegExpSourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1)
    .refine((pattern) => isValidRegExp(pattern), 'must be a valid JavaScript regular expression');
/**
 * A path relative to a directory it must stay inside. The lexical rules are checked here, with every
 * other schema rule; whether a path escapes through a symlink needs the real directory, so the loader
 * checks that.
 */
const relativePathSchema = (insideWhat, allowTrailingSlash = false) => zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1)
    .superRefine((value, context) => {
    const candidate = allowTrailingSlash && value.length > 1 ? value.replace(/\/$/, '') : value;
    const problem = (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._)(candidate, insideWhat);
    if (problem !== undefined)
        context.addIssue({ code: 'custom', message: problem });
})
    .describe(`A relative path with "/" separators that stays inside the ${insideWhat}.`);
/** `fixture`: relative to the suite directory. */
const SuitePathSchema = relativePathSchema('suite directory');
/** Verifier paths: relative to the task directory, which is the run's workspace. */
const WorkspacePathSchema = relativePathSchema('task directory (the workspace)');
const PositiveIntSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive();
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    maxTurns: PositiveIntSchema.describe('Model calls of the main loop before the run stops.'),
    maxWallMs: PositiveIntSchema.describe('Wall-clock milliseconds before the run is stopped.'),
    maxTokens: PositiveIntSchema.optional().describe('Provider-reported tokens; applies only when the provider reports usage.'),
    maxToolCalls: PositiveIntSchema.optional(),
});
const EFFECTS = ['write', 'process', 'external', 'analysis'];
const EffectSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(EFFECTS);
const PolicySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['ask', 'auto', 'full']),
    allow: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(EffectSchema)
        .refine((effects) => new Set(effects).size === effects.length, 'must not repeat an effect')
        .optional(),
    readOnly: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
});
const DEFAULT_POLICY = { mode: 'auto', allow: [] };
const verifierBase = { id: IdSchema };
const CommandVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('command'),
    ...verifierBase,
    command: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1))
        .min(1)
        .describe('argv: the program and its arguments, run without a shell in the workspace.'),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().max(600_000),
    expectExit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).max(255).optional(),
    expectStdoutIncludes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
});
const FileEqualsVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('file-equals'),
    ...verifierBase,
    path: WorkspacePathSchema,
    sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters (a sha256 digest)'),
});
const FileContainsVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('file-contains'),
    ...verifierBase,
    path: WorkspacePathSchema,
    text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
});
const FileAbsentVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('file-absent'),
    ...verifierBase,
    path: WorkspacePathSchema,
});
const TreeDiffWithinVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('tree-diff-within'),
    ...verifierBase,
    allowed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(relativePathSchema('task directory (the workspace)', true))
        .describe('Files that may change; an entry ending in "/" allows a whole directory.'),
});
const ToolNameSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);
const ToolSequenceRuleSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('type', [
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('before'), first: ToolNameSchema, then: ToolNameSchema }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('never'), tool: ToolNameSchema }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('max-calls'),
        tool: ToolNameSchema,
        max: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('no-repeat-failure'), tool: ToolNameSchema }),
]);
const ToolSequenceVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('tool-sequence'),
    ...verifierBase,
    rule: ToolSequenceRuleSchema,
});
const TextListSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)).min(1);
const ResponseContainsVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('response-contains'),
    ...verifierBase,
    texts: TextListSchema,
});
const ResponseNotContainsVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('response-not-contains'),
    ...verifierBase,
    texts: TextListSchema,
});
const ResponseMatchesVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('response-matches'),
    ...verifierBase,
    pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    flags: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[dgimsuvy]*$/, 'may only use the flags d, g, i, m, s, u, v and y')
        .optional(),
})
    .refine((verifier) => isValidRegExp(verifier.pattern, verifier.flags), {
    message: 'must be a valid JavaScript regular expression (with its flags)',
    path: ['pattern'],
});
const ToolListSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ToolNameSchema).min(1);
const ToolCalledVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('tool-called'),
    ...verifierBase,
    tools: ToolListSchema,
});
const ToolNotCalledVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('tool-not-called'),
    ...verifierBase,
    tools: ToolListSchema,
});
const VerifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('kind', [
    CommandVerifierSchema,
    FileEqualsVerifierSchema,
    FileContainsVerifierSchema,
    FileAbsentVerifierSchema,
    TreeDiffWithinVerifierSchema,
    ToolSequenceVerifierSchema,
    ResponseContainsVerifierSchema,
    ResponseNotContainsVerifierSchema,
    ResponseMatchesVerifierSchema,
    ToolCalledVerifierSchema,
    ToolNotCalledVerifierSchema,
]);
const REPLAY_NORMALIZE_PRESETS = ['dates'];
const ReplayNormalizeRuleSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        pattern: RegExpSourceSchema.describe('A global regular expression applied before hashing.'),
        replace: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        preset: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(REPLAY_NORMALIZE_PRESETS).describe('A named set of rules, e.g. "dates".'),
    }),
]);
/** The cassette writer's caps for this suite's cassettes (SPEC §4); each replaces its default. */
const CassetteCapsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('Largest cassette, in bytes (default 262144: 256 KB).'),
    maxDirBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('All cassettes of the cassette directory together, in bytes (default 2097152: 2 MB).'),
})
    .describe('Caps of the cassette writer, which refuses a larger cassette and writes nothing.');
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    id: IdSchema,
    title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('A human name for reports; defaults to the id.'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    fixture: SuitePathSchema.optional().describe("Directory copied into each run's workspace, relative to the suite directory. Without it the workspace starts empty."),
    fixtureGit: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional().describe('Initialise a git repository in the workspace copy.'),
    agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional().describe('A named agent from verdict.config.json.'),
    budget: BudgetSchema,
    policy: PolicySchema.optional(),
    verifiers: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(VerifierSchema).min(1),
    tags: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)).optional(),
    replayNormalize: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ReplayNormalizeRuleSchema).optional(),
});
const SuiteFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    suiteId: IdSchema,
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .refine((version) => semver__WEBPACK_IMPORTED_MODULE_0__.valid(version) !== null, 'must be a semver version such as 1.0.0'),
    description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(TaskSchema).min(1),
    replayNormalize: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ReplayNormalizeRuleSchema).optional(),
    cassettes: CassetteCapsSchema.optional(),
});
const OneOrManyTextsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)).min(1)]);
const CaseSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    expect: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        contains: OneOrManyTextsSchema.optional(),
        not_contains: OneOrManyTextsSchema.optional(),
        matches: RegExpSourceSchema.optional(),
        tool_called: OneOrManyTextsSchema.optional(),
        tool_not_called: OneOrManyTextsSchema.optional(),
    })
        .optional(),
    recorded: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()
        .optional()
        .describe('The answer that was right when the case was promoted, kept for whoever reads a failure.'),
});
const CaseFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(CaseSchema).min(1);
//# sourceMappingURL=schema.js.map

/***/ })

};
