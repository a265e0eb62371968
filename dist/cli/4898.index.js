export const id = 4898;
export const ids = [4898];
export const modules = {

/***/ 295:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6248);
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
                (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(io, {
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
            (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(io, { valid: false, file: result.file, problems: result.problems });
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

/***/ })

};
