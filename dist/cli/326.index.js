export const id = 326;
export const ids = [326];
export const modules = {

/***/ 3945:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cassetteCommand: () => (/* binding */ cassetteCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2632);
/* harmony import */ var _provider_secret_scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1083);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(973);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8908);








const cassetteCommand = {
    name: 'cassette',
    help: `Usage: verdict cassette upgrade <dir> [--json]

Rewrites every cassette/v1 file (*.jsonl) of DIR as ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} in place, atomically, through
the cassette writer: the secret scan and the size caps apply (the suite's "cassettes" caps when
DIR is a suite or its cassettes/ directory). ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} files are left alone. DIR is a
cassettes directory, or a suite directory (then its cassettes/). The calls replay exactly as
before. Prints one line per file with its size before and after.

Exit code: 0 every cassette is ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$}; 2 DIR does not exist or a cassette is invalid
(named; the others are still upgraded); 1 the writer refused one (a secret, a cap).`,
    options: {},
    positionals: { min: 1, max: 2, names: 'upgrade <dir>' },
    async run(args, io) {
        const [action, target] = args.positionals;
        if (action !== 'upgrade') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cassette: unknown action ${JSON.stringify(action)}. Usage: verdict cassette upgrade <dir>`);
        }
        if (target === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('cassette upgrade: missing <dir>. Usage: verdict cassette upgrade <dir>');
        }
        const { cassetteDir, caps } = await locateCassettes(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, target), target);
        const shownDir = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(io.cwd, cassetteDir) || cassetteDir;
        const secrets = (0,_provider_secret_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .credentialsFromEnvironment */ .Es)(io.env);
        const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(cassetteDir))
            .filter((name) => name.endsWith(_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_EXTENSION */ .X0) && !name.startsWith('.'))
            .sort();
        const outcomes = [];
        for (const name of names) {
            const displayPath = node_path__WEBPACK_IMPORTED_MODULE_1__.join(shownDir, name);
            try {
                const upgraded = await (0,_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .upgradeCassette */ .fK)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(cassetteDir, name), {
                    secrets,
                    displayPath,
                    ...(caps === undefined ? {} : { caps }),
                });
                outcomes.push({ file: displayPath, ...upgraded });
            }
            catch (error) {
                outcomes.push({
                    file: displayPath,
                    status: 'failed',
                    message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error),
                    exitCode: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .exitCodeOf */ .FO)(error),
                });
            }
        }
        const failed = outcomes.filter((outcome) => outcome.status === 'failed');
        if (args.values.json === true)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .writeJson */ .G)(io, { dir: shownDir, files: outcomes });
        else
            printOutcomes(io, shownDir, outcomes);
        // An invalid cassette (2) outranks a refused one (1): it is the one to fix by hand.
        return Math.max(0, ...failed.map((outcome) => outcome.exitCode));
    },
};
/** DIR itself, or the cassettes/ of the suite DIR is; with the suite's caps when there is one. */
async function locateCassettes(dir, shown) {
    if (!(await isDirectory(dir))) {
        const message = 'does not exist or is not a directory (give a cassettes directory or a suite)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
    }
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR))) {
        const cassetteDir = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'cassettes');
        if (!(await isDirectory(cassetteDir))) {
            const message = 'is a suite without a cassettes/ directory: nothing to upgrade';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
        }
        return { cassetteDir, caps: await readSuiteCaps(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR), shown) };
    }
    const suiteFile = node_path__WEBPACK_IMPORTED_MODULE_1__.join(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir), _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR);
    const ofSuite = node_path__WEBPACK_IMPORTED_MODULE_1__.basename(dir) === 'cassettes' && (await isFile(suiteFile));
    return { cassetteDir: dir, caps: ofSuite ? await readSuiteCaps(suiteFile, shown) : undefined };
}
/**
 * The suite's `cassettes` caps. Only that field is read: the rest of the suite is not this
 * command's to judge (`verdict validate` is), so an unreadable suite.json just means the defaults.
 */
async function readSuiteCaps(suiteFile, shown) {
    let suite;
    try {
        suite = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(suiteFile, 'utf8'));
    }
    catch {
        return undefined;
    }
    const caps = suite?.cassettes;
    if (caps === undefined)
        return undefined;
    const result = _suite_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .CassetteCapsSchema */ .nm.safeParse(caps);
    if (result.success)
        return result.data;
    const message = 'must be {"maxBytes": N, "maxDirBytes": N} with positive integers';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR}: cassettes: ${message}`, [
        { file: node_path__WEBPACK_IMPORTED_MODULE_1__.join(shown, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR), field: 'cassettes', message },
    ]);
}
function printOutcomes(io, shownDir, outcomes) {
    const bytes = (count) => `${count.toLocaleString('en-US')} bytes`;
    for (const outcome of outcomes) {
        if (outcome.status === 'failed') {
            io.stderr.write(`verdict: not upgraded: ${outcome.message}\n`);
        }
        else if (outcome.status === 'upgraded') {
            io.stdout.write(`upgraded ${outcome.file}: ${bytes(outcome.bytesBefore)} → ${bytes(outcome.bytesAfter)}\n`);
        }
        else {
            io.stdout.write(`${outcome.file}: already ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} (${bytes(outcome.bytesBefore)}), left alone\n`);
        }
    }
    const count = (status) => outcomes.filter((outcome) => outcome.status === status).length;
    const failed = count('failed');
    io.stdout.write(outcomes.length === 0
        ? `no cassettes (*${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_EXTENSION */ .X0}) in ${shownDir}\n`
        : `${shownDir}: ${count('upgraded')} upgraded, ${count('current')} already ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$}${failed === 0 ? '' : `, ${failed} not upgraded`}\n`);
}
async function isDirectory(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isDirectory() === true;
}
async function isFile(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isFile() === true;
}
//# sourceMappingURL=cassette.js.map

/***/ })

};
