export const id = 7816;
export const ids = [7816];
export const modules = {

/***/ 5209:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  suitesCommand: () => (/* binding */ suitesCommand)
});

// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/suite/discover-suites.js
var discover_suites = __webpack_require__(6907);
// EXTERNAL MODULE: ./lib/suite/load-suite.js + 1 modules
var load_suite = __webpack_require__(6248);
// EXTERNAL MODULE: ./lib/init/write-new-files.js
var write_new_files = __webpack_require__(9552);
;// CONCATENATED MODULE: ./lib/init/copy-bundled-suite.js
/**
 * `verdict suites copy NAME DIR`: a bundled suite, whole (suite.json, fixtures, scripts,
 * cassettes, README), copied to edit. Its `$schema` is pointed at the package's schema when that
 * is installed below the working directory, and dropped otherwise (the bundled one points inside
 * the package).
 */






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
    const sourceDir = await (0,discover_suites/* findBundledSuite */.qF)(input.packageRoot, input.name);
    if (sourceDir === undefined) {
        const names = await (0,discover_suites/* bundledSuiteNames */.$C)(input.packageRoot);
        throw new errors/* UsageError */.eb(`suites copy: no bundled suite ${JSON.stringify(input.name)} (bundled: ${names.join(', ') || 'none'}). See \`verdict list\`.`);
    }
    const target = external_node_path_.resolve(input.cwd, input.dir);
    const isDir = (await (0,promises_.stat)(target).catch(() => undefined))?.isDirectory() === true;
    // A directory that is a suite already is the destination (and refused), never its parent.
    const isSuite = (await (0,promises_.stat)(external_node_path_.join(target, load_suite/* SUITE_FILE_NAME */.oR)).catch(() => undefined)) !== undefined;
    const dest = isDir && !isSuite ? external_node_path_.join(target, input.name) : target;
    const schemaFile = external_node_path_.join(input.packageRoot, 'schema', 'suite.schema.json');
    const schemaRef = external_node_path_.relative(input.cwd, schemaFile).startsWith('..')
        ? undefined
        : external_node_path_.relative(dest, schemaFile).split(external_node_path_.sep).join('/');
    const shown = (external_node_path_.relative(input.cwd, dest) || '.').split(external_node_path_.sep).join('/');
    const files = [];
    for (const file of await (0,write_new_files/* filesBelow */.DR)(sourceDir)) {
        const from = external_node_path_.join(sourceDir, file);
        files.push({
            path: `${shown}/${file}`,
            source: file === load_suite/* SUITE_FILE_NAME */.oR
                ? { text: repointSchema(await (0,promises_.readFile)(from, 'utf8'), schemaRef) }
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
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/commands/suites.js




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
            throw new errors/* UsageError */.eb(`suites: unknown action ${JSON.stringify(action)}. ${USAGE}`);
        }
        if (name === undefined || dir === undefined) {
            throw new errors/* UsageError */.eb(`suites copy: missing ${name === undefined ? 'NAME DIR' : 'DIR'}. ${USAGE}`);
        }
        const plan = await planSuiteCopy({ name, dir, cwd: io.cwd, packageRoot: io.packageRoot });
        await (0,write_new_files/* writeNewFiles */.zn)(io.cwd, plan, 'suites copy');
        if (args.values.json === true) {
            (0,cli_io/* writeJson */.GF)(io, { suite: name, dir: plan.dest, files: plan.files.length });
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

/***/ 9552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ filesBelow),
/* harmony export */   zn: () => (/* binding */ writeNewFiles)
/* harmony export */ });
/* unused harmony export findConflicts */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/**
 * Writes a set of new files into a directory, all or none: every path is checked first, and when
 * any exists (or a directory that must be new does) nothing is written and the error names each
 * one. Files are created exclusively, so one that appears meanwhile is not overwritten either; a
 * write that fails halfway removes what this call created.
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
/**
 * Writes every file of `plan` below `targetDir`, or none. `what` starts the refusal, e.g. `init`.
 */
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

/***/ 8416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ TOO_DEEP_MESSAGE),
/* harmony export */   B0: () => (/* binding */ sharedNestsDeeperThan),
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
/**
 * True when `value` nests more than `max` arrays or objects deep. The walk goes no deeper than
 * `max` + 1 levels, so a value nested past any limit cannot overflow the stack.
 */
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
    return heightOf(value, undefined, max + 1) > max;
}
/**
 * `nestsDeeperThan` for values that share much of their content (the decoded requests of a
 * cassette keep their base's entries): each object's height is kept in `heights`, so a shared one
 * is walked once.
 */
function sharedNestsDeeperThan(value, heights, max = MAX_JSON_DEPTH) {
    return heightOf(value, heights, max + 1) > max;
}
/** Levels of arrays and objects in `value` (a scalar is 0); Infinity past `room` levels. */
function heightOf(value, heights, room) {
    if (value === null || typeof value !== 'object')
        return 0;
    const known = heights?.get(value);
    if (known !== undefined)
        return known;
    if (room <= 0)
        return Infinity;
    let height = 0;
    for (const item of Object.values(value)) {
        const below = heightOf(item, heights, room - 1);
        if (below === Infinity)
            return Infinity;
        if (below > height)
            height = below;
    }
    heights?.set(value, height + 1);
    return height + 1;
}
/** The problem message for a value that nests too deeply. */
const TOO_DEEP_MESSAGE = `nests more than ${MAX_JSON_DEPTH} arrays or objects deep; no Verdict file does`;
//# sourceMappingURL=nesting-depth.js.map

/***/ }),

/***/ 6907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ bundledSuiteNames),
/* harmony export */   Ob: () => (/* binding */ findSuiteLocations),
/* harmony export */   nj: () => (/* binding */ BUNDLED_SUITES_DIR),
/* harmony export */   qF: () => (/* binding */ findBundledSuite)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _load_suite_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6248);
/**
 * Finds suites on disk: the bundled ones in `fixtures/eval/` (of a source checkout, and of the
 * installed package, which ships them), and those under a directory the user names. A directory is a
 * suite when it holds `suite.json`; a `.json` file holding an array is a case file.
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
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, _load_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_FILE_NAME */ .oR)))
        return [root];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const locations = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name);
        if (entry.isDirectory() && (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(full, _load_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_FILE_NAME */ .oR)))) {
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
async function findBundledSuite(packageRoot, name) {
    return (await bundledSuiteNames(packageRoot)).includes(name)
        ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR, name)
        : undefined;
}
//# sourceMappingURL=discover-suites.js.map

/***/ })

};
