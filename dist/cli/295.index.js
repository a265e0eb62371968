export const id = 295;
export const ids = [295];
export const modules = {

/***/ 295:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1083);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8908);



const validateCommand = {
    name: 'validate',
    help: `Usage: verdict validate <suite-dir | suite.json | cases.json> [--json]

Loads a suite and reports every problem at once, each naming the file, the task and
the field. Nothing runs. Exit code: 0 when valid, 2 when invalid.`,
    options: {},
    positionals: { min: 1, max: 1, names: '<suite-dir>' },
    async run(args, io) {
        const location = args.positionals[0];
        const result = await (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_1__/* .loadSuite */ .bu)(location, { cwd: io.cwd });
        const json = args.values.json === true;
        if (result.ok) {
            const { suite } = result;
            if (json) {
                (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .G)(io, {
                    valid: true,
                    file: suite.file,
                    kind: suite.kind,
                    suiteId: suite.suiteId,
                    suiteVersion: suite.suiteVersion,
                    tasks: suite.tasks.map((task) => task.id),
                });
            }
            else {
                const tasks = `${suite.tasks.length} task${suite.tasks.length === 1 ? '' : 's'}`;
                io.stdout.write(`✓ ${suite.file}: suite ${JSON.stringify(suite.suiteId)} ${suite.suiteVersion} is valid (${tasks})\n`);
            }
            return 0;
        }
        if (json) {
            (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .G)(io, { valid: false, file: result.file, problems: result.problems });
        }
        else {
            const count = result.problems.length;
            io.stdout.write(`✗ ${result.file}: ${count} problem${count === 1 ? '' : 's'}; nothing ran\n`);
            for (const problem of result.problems)
                io.stdout.write(`  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(problem)}\n`);
        }
        return 2;
    },
};
//# sourceMappingURL=validate.js.map

/***/ }),

/***/ 8416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ TOO_DEEP_MESSAGE),
/* harmony export */   ix: () => (/* binding */ nestsDeeperThan)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
/**
 * How deeply a parsed JSON value nests. `JSON.parse` reads any depth, but the walkers after it
 * (schemas, canonical JSON, the cassette codec, divergence diagnosis) recurse, and a file nested
 * thousands of levels deep would overflow their stack. Readers refuse such a file up front, with
 * a problem that names it, instead. Real files nest a few dozen levels at most (JSON Schemas of
 * tool parameters are the deepest).
 */
const MAX_JSON_DEPTH = 256;
/** True when `value` nests more than `max` arrays or objects deep. Iterative: any depth is safe. */
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
    const stack = [[value, 0]];
    while (stack.length > 0) {
        const [current, depth] = stack.pop();
        if (current === null || typeof current !== 'object')
            continue;
        if (depth >= max)
            return true;
        for (const item of Object.values(current)) {
            if (item !== null && typeof item === 'object')
                stack.push([item, depth + 1]);
        }
    }
    return false;
}
/** The problem message for a value that nests too deeply. */
const TOO_DEEP_MESSAGE = `nests more than ${MAX_JSON_DEPTH} arrays or objects deep; no Verdict file does`;
//# sourceMappingURL=nesting-depth.js.map

/***/ }),

/***/ 6753:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dS: () => (/* binding */ taskOfCase),
/* harmony export */   nK: () => (/* binding */ slugifyCaseName)
/* harmony export */ });
/* unused harmony exports CASE_BUDGET, verifiersOfCase */
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6010);

/** Budget of a case: cases are single prompts, so a generous turn count and five minutes. */
const CASE_BUDGET = { maxTurns: 20, maxWallMs: 300_000 };
const asList = (value) => (Array.isArray(value) ? value : [value]);
/** A task id from a case name: "What is the price?" becomes "what-is-the-price". */
function slugifyCaseName(name, index) {
    const slug = name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 64)
        .replace(/-+$/, '');
    return slug === '' ? `case-${index + 1}` : slug;
}
function verifiersOfCase(testCase) {
    const expect = testCase.expect ?? {};
    const verifiers = [];
    if (expect.contains !== undefined) {
        verifiers.push({ kind: 'response-contains', id: 'contains', texts: asList(expect.contains) });
    }
    if (expect.not_contains !== undefined) {
        verifiers.push({
            kind: 'response-not-contains',
            id: 'not-contains',
            texts: asList(expect.not_contains),
        });
    }
    if (expect.matches !== undefined) {
        verifiers.push({ kind: 'response-matches', id: 'matches', pattern: expect.matches });
    }
    if (expect.tool_called !== undefined) {
        verifiers.push({ kind: 'tool-called', id: 'tool-called', tools: asList(expect.tool_called) });
    }
    if (expect.tool_not_called !== undefined) {
        verifiers.push({
            kind: 'tool-not-called',
            id: 'tool-not-called',
            tools: asList(expect.tool_not_called),
        });
    }
    return verifiers;
}
function taskOfCase(testCase, index) {
    return {
        id: slugifyCaseName(testCase.name, index),
        title: testCase.name,
        prompt: testCase.prompt,
        ...(testCase.agent === undefined ? {} : { agent: testCase.agent }),
        budget: { ...CASE_BUDGET },
        policy: { ..._schema_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_POLICY */ .zj },
        verifiers: verifiersOfCase(testCase),
    };
}
//# sourceMappingURL=case-file.js.map

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

/***/ 1083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bu: () => (/* binding */ loadSuite),
/* harmony export */   oR: () => (/* binding */ SUITE_FILE_NAME),
/* harmony export */   wW: () => (/* binding */ loadSuiteOrThrow)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _case_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6753);
/* harmony import */ var _describe_issue_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7496);
/* harmony import */ var _relative_path_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5600);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6010);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8416);
/**
 * Loads a suite (a directory with `suite.json`, or a case file) and reports every problem at once,
 * each naming the file, the task and the field. Nothing here throws for a user mistake: the result
 * says either "here is the suite" or "here is everything wrong with it".
 */










const SUITE_FILE_NAME = 'suite.json';
/** Suite files are hand-written JSON; anything larger is almost certainly a mistake. */
const MAX_SUITE_FILE_BYTES = 5 * 1024 * 1024;
const subjectOfItem = (noun, items, key) => (index) => {
    const value = (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(items, [index, key]);
    return typeof value === 'string' && value !== ''
        ? `${noun} ${JSON.stringify(value)}`
        : `${noun} #${index + 1}`;
};
/** Converts zod issues into problems: `tasks[i].…` becomes the subject `task "id"` and its field. */
function problemsOfIssues(file, data, issues, listKey, subject) {
    return issues.map((issue) => {
        const inList = listKey.every((key, index) => issue.path[index] === key) &&
            typeof issue.path[listKey.length] === 'number';
        const message = (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .describeIssue */ .n6)(issue);
        if (!inList) {
            return { file, field: (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(data, p)), message };
        }
        const itemPath = issue.path.slice(0, listKey.length + 1);
        const item = (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(data, itemPath);
        const fieldPath = issue.path.slice(listKey.length + 1);
        const field = fieldPath.length === 0 ? '(entry)' : (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .formatFieldPath */ .vZ)(fieldPath, (p) => (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(item, p));
        return { file, subject: subject(issue.path[listKey.length]), field, message };
    });
}
function duplicateProblems(items, keyOf, report) {
    const firstIndexByKey = new Map();
    const problems = [];
    items.forEach((item, index) => {
        const key = keyOf(item);
        if (key === undefined)
            return;
        const first = firstIndexByKey.get(key);
        if (first === undefined)
            firstIndexByKey.set(key, index);
        else
            problems.push(report(index, first, key));
    });
    return problems;
}
const stringAt = (value, key) => {
    const item = (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(value, [key]);
    return typeof item === 'string' ? item : undefined;
};
const arrayAt = (value, key) => {
    const item = (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(value, [key]);
    return Array.isArray(item) ? item : [];
};
/** Workspace paths a verifier names, with the field each comes from. */
function rawVerifierPaths(verifier) {
    const kind = stringAt(verifier, 'kind');
    if (kind === 'file-equals' || kind === 'file-contains' || kind === 'file-absent') {
        const value = stringAt(verifier, 'path');
        return value === undefined ? [] : [{ field: 'path', value }];
    }
    if (kind === 'tree-diff-within') {
        return arrayAt(verifier, 'allowed').flatMap((value, index) => typeof value === 'string'
            ? [
                {
                    field: `allowed[${index}]`,
                    // "dir/" allows a directory: the trailing slash is syntax, not part of the path.
                    value: value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value,
                },
            ]
            : []);
    }
    return [];
}
function rawTasksOf(data, subject) {
    return arrayAt(data, 'tasks').map((task, index) => ({
        subject: subject(index),
        id: stringAt(task, 'id'),
        fixture: stringAt(task, 'fixture'),
        verifiers: arrayAt(task, 'verifiers').map((verifier) => ({
            id: stringAt(verifier, 'id'),
            paths: rawVerifierPaths(verifier),
        })),
    }));
}
async function checkTaskPaths(file, realSuiteDir, task) {
    const problems = [];
    const problem = (field, message) => {
        problems.push({ file, subject: task.subject, field, message });
    };
    // Lexical problems were reported by the schema; only well-formed paths are looked up on disk.
    const wellFormed = (value) => (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_6__/* .checkRelativePath */ ._)(value, '') === undefined;
    let fixtureDir;
    if (task.fixture !== undefined && wellFormed(task.fixture)) {
        try {
            if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .staysInsideThroughLinks */ .Xg)(realSuiteDir, task.fixture)) {
                problem('fixture', 'must stay inside the suite directory (it leaves it through a symlink)');
            }
            else {
                const candidate = node_path__WEBPACK_IMPORTED_MODULE_2__.join(realSuiteDir, task.fixture);
                const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(candidate).catch(() => undefined);
                if (stats === undefined) {
                    problem('fixture', `does not exist (looked for ${node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), task.fixture)})`);
                }
                else if (!stats.isDirectory()) {
                    problem('fixture', 'must be a directory');
                }
                else {
                    fixtureDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(candidate);
                    for (const link of await (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .findEscapingLinks */ .rE)(fixtureDir)) {
                        problem('fixture', `contains a symlink that leaves the fixture directory: ${link}`);
                    }
                }
            }
        }
        catch (error) {
            problem('fixture', `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error)})`);
            fixtureDir = undefined;
        }
    }
    if (fixtureDir !== undefined) {
        for (const [index, verifier] of task.verifiers.entries()) {
            for (const { field, value } of verifier.paths) {
                if (!wellFormed(value))
                    continue;
                if (!staysInsideOrFails(fixtureDir, value)) {
                    problem(`verifiers[${verifier.id ?? index}].${field}`, 'must stay inside the task directory (it leaves it through a symlink)');
                }
            }
        }
    }
    return fixtureDir === undefined ? { problems } : { problems, fixtureDir };
}
/** `staysInsideThroughLinks`, a path that cannot be read counting as one that leaves. */
function staysInsideOrFails(root, relativePath) {
    try {
        return (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .staysInsideThroughLinks */ .Xg)(root, relativePath);
    }
    catch {
        return false;
    }
}
async function loadSuiteFile(file, suiteDir, data) {
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_7__/* .SuiteFileSchema */ .Qk.safeParse(data, { reportInput: true });
    const taskSubject = subjectOfItem('task', (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(data, ['tasks']), 'id');
    const problems = parsed.success
        ? []
        : problemsOfIssues(file, data, parsed.error.issues, ['tasks'], taskSubject);
    const rawTasks = rawTasksOf(data, taskSubject);
    problems.push(...duplicateProblems(rawTasks, (task) => task.id, (index, first, id) => ({
        file,
        subject: `task #${index + 1}`,
        field: 'id',
        message: `${JSON.stringify(id)} is already the id of task #${first + 1}; task ids must be unique`,
    })));
    for (const task of rawTasks) {
        problems.push(...duplicateProblems(task.verifiers, (verifier) => verifier.id, (index, first, id) => ({
            file,
            subject: task.subject,
            field: `verifiers[${index}].id`,
            message: `${JSON.stringify(id)} is already the id of verifiers[${first}]; verifier ids must be unique within a task`,
        })));
    }
    const realSuiteDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(suiteDir);
    const fixtureDirs = [];
    for (const task of rawTasks) {
        const checked = await checkTaskPaths(file, realSuiteDir, task);
        problems.push(...checked.problems);
        fixtureDirs.push(checked.fixtureDir);
    }
    for (const escaping of await (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .findEscapingDataDirs */ .K$)(realSuiteDir)) {
        problems.push({ file, field: escaping.dir, message: escaping.message });
    }
    if (!parsed.success || problems.length > 0)
        return { ok: false, file, problems };
    const suiteFile = parsed.data;
    const tasks = suiteFile.tasks.map((task, index) => {
        const fixtureDir = fixtureDirs[index];
        return {
            ...task,
            policy: task.policy ?? { ..._schema_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_POLICY */ .zj },
            ...(fixtureDir === undefined ? {} : { fixtureDir }),
        };
    });
    return {
        ok: true,
        suite: {
            kind: 'suite',
            file,
            dir: realSuiteDir,
            suiteId: suiteFile.suiteId,
            suiteVersion: suiteFile.suiteVersion,
            ...(suiteFile.description === undefined ? {} : { description: suiteFile.description }),
            tasks,
            replayNormalize: suiteFile.replayNormalize ?? [],
            ...(suiteFile.cassettes === undefined ? {} : { cassettes: suiteFile.cassettes }),
        },
    };
}
function loadCaseFile(file, absoluteFile, data, text) {
    const caseSubject = subjectOfItem('case', data, 'name');
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_7__/* .CaseFileSchema */ .oV.safeParse(data, { reportInput: true });
    const problems = parsed.success
        ? []
        : problemsOfIssues(file, data, parsed.error.issues, [], caseSubject);
    const suiteId = node_path__WEBPACK_IMPORTED_MODULE_2__.basename(absoluteFile).replace(/\.json$/i, '');
    if (!_schema_js__WEBPACK_IMPORTED_MODULE_7__/* .IdSchema */ .N$.safeParse(suiteId).success) {
        problems.push({
            file,
            field: '(file name)',
            message: 'names the suite, so it must start with a letter or digit and use only letters, digits, ".", "_" and "-"',
        });
    }
    problems.push(...duplicateProblems(data.map((testCase, index) => {
        const name = stringAt(testCase, 'name');
        return name === undefined ? undefined : (0,_case_file_js__WEBPACK_IMPORTED_MODULE_4__/* .slugifyCaseName */ .nK)(name, index);
    }), (id) => id, (index, first, id) => ({
        file,
        subject: caseSubject(index),
        field: 'name',
        message: `gives the task id ${JSON.stringify(id)}, like case #${first + 1}; rename one of them`,
    })));
    if (!parsed.success || problems.length > 0)
        return { ok: false, file, problems };
    const tasks = parsed.data.map((testCase, index) => (0,_case_file_js__WEBPACK_IMPORTED_MODULE_4__/* .taskOfCase */ .dS)(testCase, index));
    // A case file has no version of its own: its content hash, as semver build metadata, stands in,
    // so that compare refuses to mix two different versions of the same file.
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 12);
    return {
        ok: true,
        suite: {
            kind: 'case-file',
            file,
            dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(absoluteFile),
            suiteId,
            suiteVersion: `0.0.0+${digest}`,
            tasks: tasks.map((task) => ({ ...task, policy: task.policy ?? { ..._schema_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_POLICY */ .zj } })),
            replayNormalize: [],
        },
    };
}
function displayPath(absolute, cwd) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, absolute);
    return relative !== '' && !relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(relative)
        ? relative
        : absolute;
}
/**
 * Loads the suite at `location`: a directory holding `suite.json`, a `suite.json` file, or a case
 * file (a JSON array of cases).
 */
async function loadSuite(location, options = {}) {
    const cwd = options.cwd ?? process.cwd();
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, location);
    const fail = (file, message) => ({
        ok: false,
        file,
        problems: [{ file, field: '(file)', message }],
    });
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(absolute).catch(() => undefined);
    if (stats === undefined)
        return fail(displayPath(absolute, cwd), 'does not exist');
    const absoluteFile = stats.isDirectory() ? node_path__WEBPACK_IMPORTED_MODULE_2__.join(absolute, SUITE_FILE_NAME) : absolute;
    const file = displayPath(absoluteFile, cwd);
    let text;
    try {
        const fileStats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(absoluteFile);
        if (fileStats.size > MAX_SUITE_FILE_BYTES) {
            return fail(file, `is ${fileStats.size} bytes; a suite file may be at most 5 MiB`);
        }
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(absoluteFile, 'utf8');
    }
    catch (error) {
        return stats.isDirectory()
            ? fail(file, `does not exist: a suite directory holds a ${SUITE_FILE_NAME}`)
            : fail(file, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error)})`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return fail(file, `is not valid JSON: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error)}`);
    }
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_9__/* .nestsDeeperThan */ .ix)(data))
        return fail(file, _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_9__/* .TOO_DEEP_MESSAGE */ .AB);
    if (Array.isArray(data))
        return loadCaseFile(file, absoluteFile, data, text);
    return loadSuiteFile(file, node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(absoluteFile), data);
}
/** Like `loadSuite`, for callers that stop on an invalid suite: throws a `ConfigError` listing every problem. */
async function loadSuiteOrThrow(location, options = {}) {
    const result = await loadSuite(location, options);
    if (result.ok)
        return result.suite;
    const count = result.problems.length;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${result.file}: ${count} problem${count === 1 ? '' : 's'}:\n${result.problems
        .map((problem) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem)}`)
        .join('\n')}`, result.problems);
}
//# sourceMappingURL=load-suite.js.map

/***/ }),

/***/ 7496:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ findEscapingDataDirs),
/* harmony export */   Xg: () => (/* binding */ staysInsideThroughLinks),
/* harmony export */   rE: () => (/* binding */ findEscapingLinks)
/* harmony export */ });
/* unused harmony export SUITE_DATA_DIRS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _relative_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5600);
/**
 * Symlink checks for suite paths (SPEC §2): a path that passes the lexical rules of
 * `relative-path.ts` can still leave its directory through a link, so these read the real file system.
 */




function exists(target) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Whether `relativePath` (already lexically valid) resolves inside `root` once symlinks are
 * followed. Only the part of the path that exists is resolved: what does not exist yet cannot be a
 * link. `root` must be a real path. Its few metadata calls (one per level of the path) are made
 * synchronously: every tool call of the built-in agent checks its path, and a round trip through
 * the thread pool per call costs more than the calls themselves.
 */
function staysInsideThroughLinks(realRoot, relativePath) {
    let existing = node_path__WEBPACK_IMPORTED_MODULE_2__.join(realRoot, relativePath);
    while (!exists(existing)) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(existing);
        if (parent === existing)
            return true;
        existing = parent;
    }
    try {
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing));
    }
    catch {
        // A dangling link: judge it by where it points.
        const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(existing);
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(realRoot, node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(existing), target));
    }
}
/** Symlinks below `realRoot` whose target lies outside it (`.git` and `node_modules` are skipped). */
async function findEscapingLinks(realRoot, limit = 20) {
    const escaping = [];
    const walk = async (directory) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(directory, { withFileTypes: true });
        for (const entry of entries) {
            if (escaping.length >= limit)
                return;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2__.join(directory, entry.name);
            if (entry.isSymbolicLink()) {
                const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(full);
                const resolved = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(full), target);
                let real = resolved;
                try {
                    real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(full);
                }
                catch {
                    // dangling: the lexical target decides
                }
                if (!(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(realRoot, resolved) || !(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(realRoot, real)) {
                    escaping.push(`${node_path__WEBPACK_IMPORTED_MODULE_2__.relative(realRoot, full)} -> ${target}`);
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
        const full = node_path__WEBPACK_IMPORTED_MODULE_2__.join(realSuiteDir, dir);
        if (!exists(full))
            continue;
        if (!staysInsideThroughLinks(realSuiteDir, dir)) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(full).catch(() => undefined);
            found.push({
                dir: `${dir}/`,
                message: `must stay inside the suite directory (it is a symlink to ${target ?? 'outside'})`,
            });
            continue;
        }
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(full);
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(real)).isDirectory())
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

/***/ 6010:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jj: () => (/* binding */ BudgetSchema),
  oV: () => (/* binding */ CaseFileSchema),
  nm: () => (/* binding */ CassetteCapsSchema),
  zj: () => (/* binding */ DEFAULT_POLICY),
  bI: () => (/* binding */ EffectSchema),
  N$: () => (/* binding */ IdSchema),
  Qz: () => (/* binding */ PolicySchema),
  Q5: () => (/* binding */ ReplayNormalizeRuleSchema),
  Qk: () => (/* binding */ SuiteFileSchema)
});

// UNUSED EXPORTS: CaseSchema, CommandVerifierSchema, EFFECTS, FileAbsentVerifierSchema, FileContainsVerifierSchema, FileEqualsVerifierSchema, REPLAY_NORMALIZE_PRESETS, ResponseContainsVerifierSchema, ResponseMatchesVerifierSchema, ResponseNotContainsVerifierSchema, SuitePathSchema, TaskSchema, ToolCalledVerifierSchema, ToolNotCalledVerifierSchema, ToolSequenceRuleSchema, ToolSequenceVerifierSchema, TreeDiffWithinVerifierSchema, VerifierSchema, WorkspacePathSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/suite/semver-version.js
/**
 * Whether a string is a version as `semver.valid` reads it (strict, not loose): SemVer 2.0 with an
 * optional leading `v`, surrounding whitespace ignored, at most 256 characters, each of major, minor
 * and patch a safe integer. One regular expression, where the semver package builds a table of
 * about a hundred at start-up; a property test holds the two to the same answers.
 */
const MAX_LENGTH = 256;
const NUMERIC = '0|[1-9]\\d*';
const PRERELEASE_IDENTIFIER = `(?:\\d*[a-zA-Z-][a-zA-Z0-9-]*|${NUMERIC})`;
const BUILD_IDENTIFIER = '[a-zA-Z0-9-]+';
const VERSION = new RegExp(`^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})` +
    `(?:-${PRERELEASE_IDENTIFIER}(?:\\.${PRERELEASE_IDENTIFIER})*)?` +
    `(?:\\+${BUILD_IDENTIFIER}(?:\\.${BUILD_IDENTIFIER})*)?$`);
function isSemverVersion(version) {
    if (version.length > MAX_LENGTH)
        return false;
    const match = VERSION.exec(version.trim());
    if (match === null)
        return false;
    return match.slice(1, 4).every((part) => Number(part) <= Number.MAX_SAFE_INTEGER);
}
//# sourceMappingURL=semver-version.js.map
;// CONCATENATED MODULE: ./lib/suite/schema.js
/**
 * The suite format (SPEC §2): `suite.json` and the simple case-file form. This module is the single
 * source of the format; `schema/*.schema.json` is generated from it (`npm run schema`) and a test keeps
 * the committed copy current. Rules that need the file system (paths that must exist and stay inside
 * the suite) live in the loader; everything checkable on the JSON alone lives here.
 */



/** Ids become file names (cassettes, report folders), so they stay portable. */
const IdSchema = schemas/* string */.YjP()
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
const RegExpSourceSchema = schemas/* string */.YjP()
    .min(1)
    .refine((pattern) => isValidRegExp(pattern), 'must be a valid JavaScript regular expression');
/**
 * A path relative to a directory it must stay inside. The lexical rules are checked here, with every
 * other schema rule; whether a path escapes through a symlink needs the real directory, so the loader
 * checks that.
 */
const relativePathSchema = (insideWhat, allowTrailingSlash = false) => schemas/* string */.YjP()
    .min(1)
    .superRefine((value, context) => {
    const candidate = allowTrailingSlash && value.length > 1 ? value.replace(/\/$/, '') : value;
    const problem = (0,relative_path/* checkRelativePath */._)(candidate, insideWhat);
    if (problem !== undefined)
        context.addIssue({ code: 'custom', message: problem });
})
    .describe(`A relative path with "/" separators that stays inside the ${insideWhat}.`);
/** `fixture`: relative to the suite directory. */
const SuitePathSchema = relativePathSchema('suite directory');
/** Verifier paths: relative to the task directory, which is the run's workspace. */
const WorkspacePathSchema = relativePathSchema('task directory (the workspace)');
const PositiveIntSchema = schemas/* number */.aig().int().positive();
const BudgetSchema = schemas/* strictObject */.rej({
    maxTurns: PositiveIntSchema.describe('Model calls of the main loop before the run stops.'),
    maxWallMs: PositiveIntSchema.describe('Wall-clock milliseconds before the run is stopped.'),
    maxTokens: PositiveIntSchema.optional().describe('Provider-reported tokens; applies only when the provider reports usage.'),
    maxToolCalls: PositiveIntSchema.optional(),
});
const EFFECTS = ['write', 'process', 'external', 'analysis'];
const EffectSchema = schemas/* enum */.k5n(EFFECTS);
const PolicySchema = schemas/* strictObject */.rej({
    mode: schemas/* enum */.k5n(['ask', 'auto', 'full']),
    allow: schemas/* array */.YOg(EffectSchema)
        .refine((effects) => new Set(effects).size === effects.length, 'must not repeat an effect')
        .optional(),
    readOnly: schemas/* boolean */.zMY().optional(),
});
const DEFAULT_POLICY = { mode: 'auto', allow: [] };
const verifierBase = { id: IdSchema };
const CommandVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('command'),
    ...verifierBase,
    command: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .describe('argv: the program and its arguments, run without a shell in the workspace.'),
    timeoutMs: schemas/* number */.aig().int().positive().max(600_000),
    expectExit: schemas/* number */.aig().int().min(0).max(255).optional(),
    expectStdoutIncludes: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
const FileEqualsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('file-equals'),
    ...verifierBase,
    path: WorkspacePathSchema,
    sha256: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters (a sha256 digest)'),
});
const FileContainsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('file-contains'),
    ...verifierBase,
    path: WorkspacePathSchema,
    text: schemas/* string */.YjP().min(1),
});
const FileAbsentVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('file-absent'),
    ...verifierBase,
    path: WorkspacePathSchema,
});
const TreeDiffWithinVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tree-diff-within'),
    ...verifierBase,
    allowed: schemas/* array */.YOg(relativePathSchema('task directory (the workspace)', true))
        .describe('Files that may change; an entry ending in "/" allows a whole directory.'),
});
const ToolNameSchema = schemas/* string */.YjP().min(1);
const ToolSequenceRuleSchema = schemas/* discriminatedUnion */.gMt('type', [
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('before'), first: ToolNameSchema, then: ToolNameSchema }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('never'), tool: ToolNameSchema }),
    schemas/* strictObject */.rej({
        type: schemas/* literal */.euz('max-calls'),
        tool: ToolNameSchema,
        max: schemas/* number */.aig().int().min(0),
    }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('no-repeat-failure'), tool: ToolNameSchema }),
]);
const ToolSequenceVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tool-sequence'),
    ...verifierBase,
    rule: ToolSequenceRuleSchema,
});
const TextListSchema = schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1);
const ResponseContainsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('response-contains'),
    ...verifierBase,
    texts: TextListSchema,
});
const ResponseNotContainsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('response-not-contains'),
    ...verifierBase,
    texts: TextListSchema,
});
const ResponseMatchesVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('response-matches'),
    ...verifierBase,
    pattern: schemas/* string */.YjP().min(1),
    flags: schemas/* string */.YjP()
        .regex(/^[dgimsuvy]*$/, 'may only use the flags d, g, i, m, s, u, v and y')
        .optional(),
})
    .refine((verifier) => isValidRegExp(verifier.pattern, verifier.flags), {
    message: 'must be a valid JavaScript regular expression (with its flags)',
    path: ['pattern'],
});
const ToolListSchema = schemas/* array */.YOg(ToolNameSchema).min(1);
const ToolCalledVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tool-called'),
    ...verifierBase,
    tools: ToolListSchema,
});
const ToolNotCalledVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tool-not-called'),
    ...verifierBase,
    tools: ToolListSchema,
});
const VerifierSchema = schemas/* discriminatedUnion */.gMt('kind', [
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
const ReplayNormalizeRuleSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({
        pattern: RegExpSourceSchema.describe('A global regular expression applied before hashing.'),
        replace: schemas/* string */.YjP(),
    }),
    schemas/* strictObject */.rej({
        preset: schemas/* enum */.k5n(REPLAY_NORMALIZE_PRESETS).describe('A named set of rules, e.g. "dates".'),
    }),
]);
/** The cassette writer's caps for this suite's cassettes (SPEC §4); each replaces its default. */
const CassetteCapsSchema = schemas/* strictObject */.rej({
    maxBytes: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe('Largest cassette, in bytes (default 262144: 256 KB).'),
    maxDirBytes: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe('All cassettes of the cassette directory together, in bytes (default 2097152: 2 MB).'),
})
    .describe('Caps of the cassette writer, which refuses a larger cassette and writes nothing.');
const TaskSchema = schemas/* strictObject */.rej({
    id: IdSchema,
    title: schemas/* string */.YjP().optional().describe('A human name for reports; defaults to the id.'),
    prompt: schemas/* string */.YjP().min(1),
    fixture: SuitePathSchema.optional().describe("Directory copied into each run's workspace, relative to the suite directory. Without it the workspace starts empty."),
    fixtureGit: schemas/* boolean */.zMY().optional().describe('Initialise a git repository in the workspace copy.'),
    agent: schemas/* string */.YjP().min(1).optional().describe('A named agent from verdict.config.json.'),
    budget: BudgetSchema,
    policy: PolicySchema.optional(),
    verifiers: schemas/* array */.YOg(VerifierSchema).min(1),
    tags: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
    replayNormalize: schemas/* array */.YOg(ReplayNormalizeRuleSchema).optional(),
});
const SuiteFileSchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional(),
    schemaVersion: schemas/* literal */.euz(1),
    suiteId: IdSchema,
    suiteVersion: schemas/* string */.YjP()
        .refine((version) => isSemverVersion(version), 'must be a semver version such as 1.0.0'),
    description: schemas/* string */.YjP().optional(),
    tasks: schemas/* array */.YOg(TaskSchema).min(1),
    replayNormalize: schemas/* array */.YOg(ReplayNormalizeRuleSchema).optional(),
    cassettes: CassetteCapsSchema.optional(),
});
const OneOrManyTextsSchema = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]);
const CaseSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    agent: schemas/* string */.YjP().min(1).optional(),
    prompt: schemas/* string */.YjP().min(1),
    expect: schemas/* strictObject */.rej({
        contains: OneOrManyTextsSchema.optional(),
        not_contains: OneOrManyTextsSchema.optional(),
        matches: RegExpSourceSchema.optional(),
        tool_called: OneOrManyTextsSchema.optional(),
        tool_not_called: OneOrManyTextsSchema.optional(),
    })
        .optional(),
    recorded: schemas/* unknown */.L5J()
        .optional()
        .describe('The answer that was right when the case was promoted, kept for whoever reads a failure.'),
});
const CaseFileSchema = schemas/* array */.YOg(CaseSchema).min(1);
//# sourceMappingURL=schema.js.map

/***/ })

};
