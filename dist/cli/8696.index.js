export const id = 8696;
export const ids = [8696];
export const modules = {

/***/ 8696:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   suitesCommand: () => (/* binding */ suitesCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _init_copy_bundled_suite_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6533);
/* harmony import */ var _init_write_new_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9552);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8908);




const USAGE = 'Usage: verdict suites copy NAME DIR';
const suitesCommand = {
    name: 'suites',
    help: `${USAGE} [--json]

Copies the bundled suite NAME (see \`verdict list\`) whole — suite.json, fixtures, scripts,
cassettes, README — to edit: into DIR/NAME when DIR is an existing directory (not a suite), else
to DIR. It never overwrites: when the destination exists it writes nothing. The copy keeps the
bundled suite's id and version (bump suiteVersion when you change a task) and replays from its
cassettes as the bundled one does:
  verdict run DIR --mode replay --yes --allow-write --allow-process`,
    options: {},
    positionals: { min: 1, max: 3, names: 'copy NAME DIR' },
    async run(args, io) {
        const [action, name, dir] = args.positionals;
        if (action !== 'copy') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`suites: unknown action ${JSON.stringify(action)}. ${USAGE}`);
        }
        if (name === undefined || dir === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`suites copy: missing ${name === undefined ? 'NAME DIR' : 'DIR'}. ${USAGE}`);
        }
        const plan = await (0,_init_copy_bundled_suite_js__WEBPACK_IMPORTED_MODULE_1__/* .planSuiteCopy */ .Zj)({ name, dir, cwd: io.cwd, packageRoot: io.packageRoot });
        await (0,_init_write_new_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeNewFiles */ .z)(io.cwd, plan, 'suites copy');
        if (args.values.json === true) {
            (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .writeJson */ .GF)(io, { suite: name, dir: plan.dest, files: plan.files.length });
        }
        else {
            const replay = plan.hasCassettes
                ? `\nReplay it from its cassettes:\n  npx verdict run ${plan.dest} --mode replay --yes --allow-write --allow-process\n`
                : '';
            io.stdout.write(`Copied the bundled suite ${name} to ${plan.dest}/ (${plan.files.length} files). It keeps the bundled id and version: bump suiteVersion in suite.json when you change a task.\n${replay}`);
        }
        return 0;
    },
};
//# sourceMappingURL=suites.js.map

/***/ }),

/***/ 6533:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VS: () => (/* binding */ suiteSchemaRef),
/* harmony export */   Zj: () => (/* binding */ planSuiteCopy)
/* harmony export */ });
/* unused harmony export repointSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6907);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6248);
/* harmony import */ var _write_new_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9552);
/** `verdict suites copy NAME DIR`: a bundled suite, whole, copied to edit. */





/**
 * `$schema` for a suite in `suiteDir`: the package's schema when it is installed below `root` (only
 * there does the reference stay where it points), else none.
 */
function suiteSchemaRef(packageRoot, root, suiteDir) {
    const schemaFile = node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, 'schema', 'suite.schema.json');
    if (node_path__WEBPACK_IMPORTED_MODULE_1__.relative(root, schemaFile).startsWith('..'))
        return undefined;
    return node_path__WEBPACK_IMPORTED_MODULE_1__.relative(suiteDir, schemaFile).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/** `suite.json`'s text with its `$schema` set to `ref`, or removed when `ref` is undefined. */
function repointSchema(suiteText, ref) {
    const line = /^([ \t]*)"\$schema"[ \t]*:[ \t]*"(?:[^"\\]|\\.)*"[ \t]*,?[ \t]*\r?\n/m;
    return suiteText.replace(line, (_match, indent) => ref === undefined ? '' : `${indent}"$schema": ${JSON.stringify(ref)},\n`);
}
/**
 * The copy of bundled suite `name` into `dir` (relative to `cwd`): `dir/name` when `dir` is an
 * existing directory that is not a suite, as `cp -r` does, else `dir` itself.
 */
async function planSuiteCopy(input) {
    const sourceDir = await (0,_suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_2__/* .findBundledSuite */ .qF)(input.packageRoot, input.name, (bundled) => `suites copy: no bundled suite ${JSON.stringify(input.name)} (bundled: ${bundled}). See \`verdict list\`.`);
    const target = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(input.cwd, input.dir);
    const isDir = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined))?.isDirectory() === true;
    // A directory that is a suite already is the destination (and refused), never its parent.
    const isSuite = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(target, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)).catch(() => undefined)) !== undefined;
    const dest = isDir && !isSuite ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(target, input.name) : target;
    const schemaRef = suiteSchemaRef(input.packageRoot, input.cwd, dest);
    const shown = (node_path__WEBPACK_IMPORTED_MODULE_1__.relative(input.cwd, dest) || '.').split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    const files = [];
    for (const file of await (0,_write_new_files_js__WEBPACK_IMPORTED_MODULE_4__/* .filesBelow */ .D)(sourceDir)) {
        const from = node_path__WEBPACK_IMPORTED_MODULE_1__.join(sourceDir, file);
        files.push({
            path: `${shown}/${file}`,
            source: file === _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR
                ? { text: repointSchema(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(from, 'utf8'), schemaRef) }
                : { copyOf: from },
        });
    }
    return {
        dest: shown,
        files,
        newDirs: [shown],
        hasCassettes: files.some((file) => file.path.startsWith(`${shown}/cassettes/`)),
    };
}
//# sourceMappingURL=copy-bundled-suite.js.map

/***/ }),

/***/ 9552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ filesBelow),
/* harmony export */   z: () => (/* binding */ writeNewFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/**
 * Writes new files into a directory, all or none: when any path exists nothing is written and the
 * error names each. Files are created exclusively, and a write that fails halfway removes what it
 * created.
 */




/** Every regular file below `dir`, as paths relative to it with "/" separators, sorted. */
async function filesBelow(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    return entries
        .filter((entry) => entry.isFile())
        .map((entry) => node_path__WEBPACK_IMPORTED_MODULE_2__.relative(dir, node_path__WEBPACK_IMPORTED_MODULE_2__.join(entry.parentPath, entry.name)).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/'))
        .sort();
}
async function kindAt(target) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(target).catch(() => undefined);
    if (found === undefined)
        return undefined;
    return found.isDirectory() ? 'dir' : 'file';
}
/** The planned paths that already exist, or that a file in the way would stop, as the user reads them. */
async function findConflicts(targetDir, plan) {
    const conflicts = new Set();
    const takenDirs = [];
    for (const dir of plan.newDirs ?? []) {
        if ((await kindAt(node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, dir))) === undefined)
            continue;
        conflicts.add(`${dir}/`);
        takenDirs.push(`${dir}/`);
    }
    for (const file of plan.files) {
        // Below a directory that is named already, its files say nothing more.
        if (takenDirs.some((dir) => file.path.startsWith(dir)))
            continue;
        if ((await kindAt(node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, file.path))) !== undefined)
            conflicts.add(file.path);
        // A file where a parent directory must go (`.github` as a file) stops the write too.
        const parts = file.path.split('/').slice(0, -1);
        for (let depth = 1; depth <= parts.length; depth += 1) {
            const parent = parts.slice(0, depth).join('/');
            if ((await kindAt(node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, parent))) === 'file')
                conflicts.add(parent);
        }
    }
    return [...conflicts].sort();
}
/** `what` starts the refusal, e.g. `init`. */
async function writeNewFiles(targetDir, plan, what) {
    const conflicts = await findConflicts(targetDir, plan);
    if (conflicts.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${what}: ${conflicts.length === 1 ? 'this exists' : 'these exist'} and would be overwritten: ${conflicts.join(', ')}. Nothing was written; move ${conflicts.length === 1 ? 'it' : 'them'} aside, or remove ${conflicts.length === 1 ? 'it' : 'them'}, and run it again.`);
    }
    const createdDirs = [];
    const createdFiles = [];
    try {
        for (const file of plan.files) {
            const target = node_path__WEBPACK_IMPORTED_MODULE_2__.join(targetDir, file.path);
            const firstCreated = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(target), { recursive: true });
            if (firstCreated !== undefined)
                createdDirs.push(firstCreated);
            if ('text' in file.source) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(target, file.source.text, { flag: 'wx' });
            }
            else {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(file.source.copyOf, target, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_EXCL);
            }
            createdFiles.push(target);
        }
    }
    catch (error) {
        for (const file of createdFiles.reverse())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
        for (const dir of createdDirs.reverse())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        throw error;
    }
}
//# sourceMappingURL=write-new-files.js.map

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
