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

/***/ })

};
