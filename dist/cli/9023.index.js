export const id = 9023;
export const ids = [9023];
export const modules = {

/***/ 9023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeSecretsFile),
/* harmony export */   takeSecretsFile: () => (/* binding */ takeSecretsFile)
/* harmony export */ });
/* unused harmony export SecretsFileSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/**
 * How `verdict pr` and the Action hand the live key to the CLI they start (SPEC §1): not in its
 * environment (readable from /proc) but in a 0600 file in a fresh 0700 temp directory, which the
 * child deletes at start-up, before any run.
 */





/** `{ "OPENAI_API_KEY": "…" }`: each entry is read as if it were that environment variable. */
const SecretsFileSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name'), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP());
async function writeSecretsFile(secrets) {
    // mkdtemp makes the directory 0700; `wx` refuses a file that is somehow there already.
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir(), 'verdict-secrets-'));
    const file = node_path__WEBPACK_IMPORTED_MODULE_3__.join(dir, 'secrets.json');
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, JSON.stringify(SecretsFileSchema.parse(secrets)), {
            mode: 0o600,
            flag: 'wx',
        });
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
        throw error;
    }
    return { file, remove: () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true }) };
}
/** Reads a secrets file and deletes it; an Error says what is wrong (never a value). */
function takeSecretsFile(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8');
    }
    catch (error) {
        const code = error.code;
        throw new Error(`cannot be read (${code ?? 'error'})`, { cause: error });
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(file, { force: true });
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new Error('is not JSON: expected {"OPENAI_API_KEY": "…"}');
    }
    const parsed = SecretsFileSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
        throw new Error(`is not an object of variable names to strings${where}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
}
//# sourceMappingURL=secrets-file.js.map

/***/ })

};
