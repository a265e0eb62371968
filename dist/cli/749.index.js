export const id = 749;
export const ids = [749];
export const modules = {

/***/ 749:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listCommand: () => (/* binding */ listCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6907);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6248);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3808);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9859);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8908);







async function describeSuites(root, source, io) {
    const listed = [];
    for (const location of await (0,_suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__/* .findSuiteLocations */ .Ob)(root)) {
        const result = await (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .loadSuite */ .bu)(location, { cwd: io.cwd });
        listed.push(result.ok
            ? {
                source,
                file: result.suite.file,
                valid: true,
                suiteId: result.suite.suiteId,
                suiteVersion: result.suite.suiteVersion,
                kind: result.suite.kind,
                tasks: result.suite.tasks.length,
            }
            : { source, file: result.file, valid: false, problems: result.problems.length });
    }
    return listed;
}
function renderTable(suites) {
    const rows = suites.map((suite) => [
        suite.suiteId ?? '(invalid)',
        suite.suiteVersion ?? '',
        suite.valid
            ? String(suite.tasks)
            : `${suite.problems} problem(s): verdict validate ${suite.file}`,
        suite.source,
        suite.file,
    ]);
    return (0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .alignColumns */ .RM)([['SUITE', 'VERSION', 'TASKS', 'SOURCE', 'FILE'], ...rows]);
}
const listCommand = {
    name: 'list',
    help: `Usage: verdict list [--suite-dir DIR] [--json]

Lists the bundled suites (shipped in the package, in its ${_suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLED_SUITES_DIR */ .nj}/) and the suites in
DIR: DIR itself when it holds suite.json, otherwise each subdirectory with a suite.json and each
case file (*.json holding an array of cases). \`verdict suites copy NAME DIR\` copies a bundled
suite to edit.

Options:
  --suite-dir DIR   a suite, or a directory of suites, to list besides the bundled ones`,
    options: { 'suite-dir': { type: 'string' } },
    async run(args, io) {
        const suiteDir = (0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .stringOption */ .Pp)(args, 'suite-dir');
        const suites = await describeSuites(node_path__WEBPACK_IMPORTED_MODULE_0__.join(io.packageRoot, _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLED_SUITES_DIR */ .nj), 'bundled', io);
        if (suiteDir !== undefined) {
            const found = await describeSuites(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, suiteDir), 'suite-dir', io);
            if (found.length === 0) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`list: no suite in ${suiteDir} (expected a suite.json, subdirectories with one, or case files)`);
            }
            suites.push(...found);
        }
        if (args.values.json === true) {
            (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJson */ .GF)(io, { suites });
        }
        else if (suites.length === 0) {
            io.stdout.write('No suites found. Pass --suite-dir DIR to list your own.\n');
        }
        else {
            io.stdout.write(`${renderTable(suites)}\n`);
        }
        return 0;
    },
};
//# sourceMappingURL=list.js.map

/***/ }),

/***/ 6907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ob: () => (/* binding */ findSuiteLocations),
/* harmony export */   nj: () => (/* binding */ BUNDLED_SUITES_DIR),
/* harmony export */   qF: () => (/* binding */ findBundledSuite)
/* harmony export */ });
/* unused harmony export bundledSuiteNames */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _load_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6248);
/**
 * Finds suites on disk: the bundled ones, and those under a directory the user names. A suite is a
 * directory holding `suite.json`, or a `.json` file holding an array (a case file).
 */




/** Where the checkout and the package keep the bundled suites (SPEC §9), below their root. */
const BUNDLED_SUITES_DIR = node_path__WEBPACK_IMPORTED_MODULE_1__.join('fixtures', 'eval');
async function isFile(target) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined))?.isFile() ?? false;
}
/** A case file is a JSON array: peek at its first non-blank character instead of parsing it all. */
async function looksLikeCaseFile(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r').catch(() => undefined);
    if (handle === undefined)
        return false;
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
        return buffer.subarray(0, bytesRead).toString('utf8').trimStart().startsWith('[');
    }
    finally {
        await handle.close();
    }
}
/**
 * Suite locations under `root`: `root` itself when it is a suite (or a case file), otherwise its
 * direct children that are suites or case files, sorted by name.
 */
async function findSuiteLocations(root) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).catch(() => undefined);
    if (stats === undefined)
        return [];
    if (stats.isFile())
        return [root];
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, _load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)))
        return [root];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const locations = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name);
        if (entry.isDirectory() && (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(full, _load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)))) {
            locations.push(full);
        }
        else if (entry.isFile() && entry.name.endsWith('.json') && (await looksLikeCaseFile(full))) {
            locations.push(full);
        }
    }
    return locations;
}
/** The bundled suites' directory names (their ids), sorted. Every bundled suite is a directory. */
async function bundledSuiteNames(packageRoot) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR);
    return (await findSuiteLocations(root))
        .filter((location) => location !== root && !location.endsWith('.json'))
        .map((location) => node_path__WEBPACK_IMPORTED_MODULE_1__.basename(location));
}
/** The directory of bundled suite `name`, else a UsageError that `refusal` words from the names. */
async function findBundledSuite(packageRoot, name, refusal) {
    const names = await bundledSuiteNames(packageRoot);
    if (!names.includes(name))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(refusal(names.join(', ') || 'none'));
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR, name);
}
//# sourceMappingURL=discover-suites.js.map

/***/ })

};
