export const id = 6248;
export const ids = [6248];
export const modules = {

/***/ 6753:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ CASE_BUDGET),
/* harmony export */   dS: () => (/* binding */ taskOfCase),
/* harmony export */   nK: () => (/* binding */ slugifyCaseName)
/* harmony export */ });
/* unused harmony export verifiersOfCase */
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6010);
/**
 * The simple form of a suite (SPEC §2): a JSON array of cases, each a task with an empty workspace
 * whose verifiers are its `expect` assertions (none: it passes when its run finishes).
 */

/** Budget of a case: cases are single prompts, so a generous turn count and five minutes. */
const CASE_BUDGET = { maxTurns: 20, maxWallMs: 300_000 };
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
const asList = (value) => (Array.isArray(value) ? value : [value]);
/** Each `expect` key, in the order its verifier is listed: the verifier's kind, id and field. */
const EXPECT_VERIFIERS = [
    ['contains', 'response-contains', 'contains', 'texts'],
    ['not_contains', 'response-not-contains', 'not-contains', 'texts'],
    ['matches', 'response-matches', 'matches', 'pattern'],
    ['tool_called', 'tool-called', 'tool-called', 'tools'],
    ['tool_not_called', 'tool-not-called', 'tool-not-called', 'tools'],
];
function verifiersOfCase(testCase) {
    const expect = testCase.expect ?? {};
    return EXPECT_VERIFIERS.flatMap(([key, kind, id, field]) => {
        const value = expect[key];
        if (value === undefined)
            return [];
        return [{ kind, id, [field]: field === 'pattern' ? value : asList(value) }];
    });
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

/***/ 6248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oR: () => (/* binding */ SUITE_FILE_NAME),
  Gt: () => (/* binding */ displayPath),
  bu: () => (/* binding */ loadSuite),
  wW: () => (/* binding */ loadSuiteOrThrow)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/suite/case-file.js
var case_file = __webpack_require__(6753);
// EXTERNAL MODULE: ./lib/json/describe-issue.js
var describe_issue = __webpack_require__(4775);
// EXTERNAL MODULE: ./lib/suite/paths.js
var paths = __webpack_require__(7496);
// EXTERNAL MODULE: ./lib/suite/schema.js + 1 modules
var schema = __webpack_require__(6010);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
// EXTERNAL MODULE: ./lib/json/nesting-depth.js
var nesting_depth = __webpack_require__(8416);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/suite/task-paths.js
/**
 * The file-system checks of a suite's tasks: each fixture exists, is a directory and stays inside
 * the suite (also through links), and so do the workspace paths its verifiers name.
 */






const stringAt = (value, key) => {
    const item = (0,describe_issue/* valueAt */.fK)(value, [key]);
    return typeof item === 'string' ? item : undefined;
};
const arrayAt = (value, key) => {
    const item = (0,describe_issue/* valueAt */.fK)(value, [key]);
    return Array.isArray(item) ? item : [];
};
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
function checkTaskPaths(file, realSuiteDir, task) {
    const problems = [];
    const problem = (field, message) => {
        problems.push({ file, subject: task.subject, field, message });
    };
    // Lexical problems were reported by the schema; only well-formed paths are looked up on disk.
    const wellFormed = (value) => (0,relative_path/* checkRelativePath */._)(value, '') === undefined;
    let fixtureDir;
    if (task.fixture !== undefined && wellFormed(task.fixture)) {
        try {
            if (!(0,paths/* staysInsideThroughLinks */.Xg)(realSuiteDir, task.fixture)) {
                problem('fixture', 'must stay inside the suite directory (it leaves it through a symlink)');
            }
            else {
                const candidate = external_node_path_.join(realSuiteDir, task.fixture);
                const stats = statOrUndefined(candidate);
                if (stats === undefined) {
                    problem('fixture', `does not exist (looked for ${external_node_path_.join(external_node_path_.dirname(file), task.fixture)})`);
                }
                else if (!stats.isDirectory()) {
                    problem('fixture', 'must be a directory');
                }
                else {
                    fixtureDir = (0,external_node_fs_.realpathSync)(candidate);
                    for (const link of (0,paths/* findEscapingLinks */.rE)(fixtureDir)) {
                        problem('fixture', `contains a symlink that leaves the fixture directory: ${link}`);
                    }
                }
            }
        }
        catch (error) {
            problem('fixture', `cannot be read (${(0,errors/* messageOf */.bD)(error)})`);
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
        return (0,paths/* staysInsideThroughLinks */.Xg)(root, relativePath);
    }
    catch {
        return false;
    }
}
function statOrUndefined(target) {
    try {
        return (0,external_node_fs_.statSync)(target);
    }
    catch {
        return undefined;
    }
}
//# sourceMappingURL=task-paths.js.map
;// CONCATENATED MODULE: ./lib/suite/load-suite.js
/**
 * Loads a suite (a directory with `suite.json`, or a case file). A user mistake is never thrown:
 * the result is the suite, or every problem at once, each naming the file, the task and the field.
 */











const SUITE_FILE_NAME = 'suite.json';
/** Suite files are hand-written JSON; anything larger is almost certainly a mistake. */
const MAX_SUITE_FILE_BYTES = 5 * 1024 * 1024;
const subjectOfItem = (noun, items, key) => (index) => {
    const value = (0,describe_issue/* valueAt */.fK)(items, [index, key]);
    return typeof value === 'string' && value !== ''
        ? `${noun} ${JSON.stringify(value)}`
        : `${noun} #${index + 1}`;
};
/** Converts zod issues into problems: `tasks[i].…` becomes the subject `task "id"` and its field. */
function problemsOfIssues(file, data, issues, listKey, subject) {
    return issues.map((issue) => {
        const inList = listKey.every((key, index) => issue.path[index] === key) &&
            typeof issue.path[listKey.length] === 'number';
        const message = (0,describe_issue/* describeIssue */.n6)(issue);
        if (!inList) {
            return { file, field: (0,describe_issue/* formatFieldPath */.vZ)(issue.path, (p) => (0,describe_issue/* valueAt */.fK)(data, p)), message };
        }
        const itemPath = issue.path.slice(0, listKey.length + 1);
        const item = (0,describe_issue/* valueAt */.fK)(data, itemPath);
        const fieldPath = issue.path.slice(listKey.length + 1);
        const field = fieldPath.length === 0 ? '(entry)' : (0,describe_issue/* formatFieldPath */.vZ)(fieldPath, (p) => (0,describe_issue/* valueAt */.fK)(item, p));
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
function loadSuiteFile(file, suiteDir, data) {
    const parsed = schema/* SuiteFileSchema */.Qk.safeParse(data, { reportInput: true });
    const taskSubject = subjectOfItem('task', (0,describe_issue/* valueAt */.fK)(data, ['tasks']), 'id');
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
    const realSuiteDir = (0,external_node_fs_.realpathSync)(suiteDir);
    const fixtureDirs = [];
    for (const task of rawTasks) {
        const checked = checkTaskPaths(file, realSuiteDir, task);
        problems.push(...checked.problems);
        fixtureDirs.push(checked.fixtureDir);
    }
    for (const escaping of (0,paths/* findEscapingDataDirs */.K$)(realSuiteDir)) {
        problems.push({ file, field: escaping.dir, message: escaping.message });
    }
    if (!parsed.success || problems.length > 0)
        return { ok: false, file, problems };
    const suiteFile = parsed.data;
    const tasks = suiteFile.tasks.map((task, index) => {
        const fixtureDir = fixtureDirs[index];
        return {
            ...task,
            policy: task.policy ?? { ...schema/* DEFAULT_POLICY */.zj },
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
            ...(suiteFile.resources === undefined ? {} : { resources: suiteFile.resources }),
            ...(suiteFile.delta === undefined ? {} : { delta: suiteFile.delta }),
        },
    };
}
function loadCaseFile(file, absoluteFile, data, text) {
    const caseSubject = subjectOfItem('case', data, 'name');
    const parsed = schema/* CaseFileSchema */.oV.safeParse(data, { reportInput: true });
    const problems = parsed.success
        ? []
        : problemsOfIssues(file, data, parsed.error.issues, [], caseSubject);
    const suiteId = external_node_path_.basename(absoluteFile).replace(/\.json$/i, '');
    if (!schema/* IdSchema */.N$.safeParse(suiteId).success) {
        problems.push({
            file,
            field: '(file name)',
            message: 'names the suite, so it must start with a letter or digit and use only letters, digits, ".", "_" and "-"',
        });
    }
    problems.push(...duplicateProblems(data.map((testCase, index) => {
        const name = stringAt(testCase, 'name');
        return name === undefined ? undefined : (0,case_file/* slugifyCaseName */.nK)(name, index);
    }), (id) => id, (index, first, id) => ({
        file,
        subject: caseSubject(index),
        field: 'name',
        message: `gives the task id ${JSON.stringify(id)}, like case #${first + 1}; rename one of them`,
    })));
    if (!parsed.success || problems.length > 0)
        return { ok: false, file, problems };
    const tasks = parsed.data.map((testCase, index) => (0,case_file/* taskOfCase */.dS)(testCase, index));
    // A case file has no version of its own: its content hash, as semver build metadata, stands in,
    // so that compare refuses to mix two different versions of the same file.
    const digest = (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 12);
    return {
        ok: true,
        suite: {
            kind: 'case-file',
            file,
            dir: external_node_path_.dirname(absoluteFile),
            suiteId,
            suiteVersion: `0.0.0+${digest}`,
            tasks: tasks.map((task) => ({ ...task, policy: task.policy ?? { ...schema/* DEFAULT_POLICY */.zj } })),
            replayNormalize: [],
        },
    };
}
/** `absolute` relative to `cwd` when it is inside it, as a user would type it. */
function displayPath(absolute, cwd) {
    const relative = external_node_path_.relative(cwd, absolute);
    return relative !== '' && !relative.startsWith('..') && !external_node_path_.isAbsolute(relative)
        ? relative
        : absolute;
}
/** `location`: a directory holding `suite.json`, a `suite.json` file, or a case file. */
function loadSuite(location, options = {}) {
    return new Promise((resolve) => resolve(readSuite(location, options)));
}
function readSuite(location, options) {
    const cwd = options.cwd ?? process.cwd();
    const absolute = external_node_path_.resolve(cwd, location);
    const fail = (file, message) => ({
        ok: false,
        file,
        problems: [{ file, field: '(file)', message }],
    });
    // Synchronous reads: a suite loads before anything else runs, and thread-pool trips cost more.
    const stats = statOrUndefined(absolute);
    if (stats === undefined)
        return fail(displayPath(absolute, cwd), 'does not exist');
    const absoluteFile = stats.isDirectory() ? external_node_path_.join(absolute, SUITE_FILE_NAME) : absolute;
    const file = displayPath(absoluteFile, cwd);
    let text;
    try {
        const fileStats = (0,external_node_fs_.statSync)(absoluteFile);
        if (fileStats.size > MAX_SUITE_FILE_BYTES) {
            return fail(file, `is ${fileStats.size} bytes; a suite file may be at most 5 MiB`);
        }
        text = (0,external_node_fs_.readFileSync)(absoluteFile, 'utf8');
    }
    catch (error) {
        return stats.isDirectory()
            ? fail(file, `does not exist: a suite directory holds a ${SUITE_FILE_NAME}`)
            : fail(file, `cannot be read (${(0,errors/* messageOf */.bD)(error)})`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return fail(file, `is not valid JSON: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    if ((0,nesting_depth/* nestsDeeperThan */.ix)(data))
        return fail(file, nesting_depth/* TOO_DEEP_MESSAGE */.AB);
    if (Array.isArray(data))
        return loadCaseFile(file, absoluteFile, data, text);
    return loadSuiteFile(file, external_node_path_.dirname(absoluteFile), data);
}
/** Like `loadSuite`, for callers that stop on an invalid suite: throws a `ConfigError` listing every problem. */
async function loadSuiteOrThrow(location, options = {}) {
    const result = await loadSuite(location, options);
    if (result.ok)
        return result.suite;
    throw (0,errors/* problemsError */.$j)(`${result.file}: ${(0,format/* plural */.LS)(result.problems.length, 'problem')}`, result.problems);
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
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _relative_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5600);
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
 * Whether `relativePath` (lexically valid) resolves inside the real path `realRoot` through links;
 * only the part that exists can be a link. Synchronous: every tool call of the built-in agent checks
 * its path, and a trip through the thread pool per call costs more than the calls.
 */
function staysInsideThroughLinks(realRoot, relativePath) {
    let existing = node_path__WEBPACK_IMPORTED_MODULE_1__.join(realRoot, relativePath);
    while (!exists(existing)) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(existing);
        if (parent === existing)
            return true;
        existing = parent;
    }
    try {
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing));
    }
    catch {
        // A dangling link: judge it by where it points.
        const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(existing);
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(existing), target));
    }
}
/** Symlinks below `realRoot` whose target lies outside it; synchronous like the loader's reads. */
function findEscapingLinks(realRoot, limit = 20) {
    const escaping = [];
    const walk = (directory) => {
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(directory, { withFileTypes: true })) {
            if (escaping.length >= limit)
                return;
            const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, entry.name);
            if (entry.isSymbolicLink()) {
                const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(full);
                const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(full), target);
                let real = resolved;
                try {
                    real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
                }
                catch {
                    // dangling: the lexical target decides
                }
                if (!(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, resolved) || !(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, real)) {
                    escaping.push(`${node_path__WEBPACK_IMPORTED_MODULE_1__.relative(realRoot, full)} -> ${target}`);
                }
            }
            else if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') {
                walk(full);
            }
        }
    };
    walk(realRoot);
    return escaping;
}
/** The folders beside suite.json that Verdict reads (scripts, cassettes) and writes (cassettes). */
const SUITE_DATA_DIRS = ['cassettes', 'scripts'];
/**
 * Each data folder that leaves the suite through a link, or holds a link that does: `record` would
 * write its cassettes wherever it points, and replay read any file as one.
 */
function findEscapingDataDirs(realSuiteDir) {
    const found = [];
    for (const dir of SUITE_DATA_DIRS) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(realSuiteDir, dir);
        const report = (message) => found.push({ dir: `${dir}/`, message });
        if (!exists(full))
            continue;
        if (!staysInsideThroughLinks(realSuiteDir, dir)) {
            let target = 'outside';
            try {
                target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(full);
            }
            catch {
                // unreadable: it points outside, as far as anyone can tell
            }
            report(`must stay inside the suite directory (it is a symlink to ${target})`);
            continue;
        }
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real).isDirectory())
            continue;
        for (const link of findEscapingLinks(real)) {
            report(`contains a symlink that leaves the suite directory: ${link}`);
        }
    }
    return found;
}
//# sourceMappingURL=paths.js.map

/***/ })

};
