export const id = 5937;
export const ids = [5937,2981];
export const modules = {

/***/ 4189:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  exportCommand: () => (/* binding */ exportCommand)
});

// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/text/markdown.js
var markdown = __webpack_require__(6362);
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
;// CONCATENATED MODULE: ./lib/export/clean-paths.js
/**
 * Replaces absolute paths in text with `<home>`, `<run-dir>`, `<tmp>` or `<path>` before a run is
 * shared (SPEC §8). Paths are found by pattern (POSIX, drive, UNC): a safety net, not a guarantee.
 */
const PLACEHOLDERS = {
    home: '<home>',
    runDir: '<run-dir>',
    tmp: '<tmp>',
    path: '<path>',
};
/** Whatever this machine's `os.tmpdir()` says. */
const COMMON_TEMP_PREFIXES = [
    '/tmp',
    '/var/tmp',
    '/private/tmp',
    '/private/var/tmp',
    '/dev/shm',
];
/** macOS per-user temp dirs, and `verdict-run-XXXXXX` dirs that may come from another machine. */
const TEMP_PATTERNS = [
    /^(?:\/private)?\/var\/folders\/[^/\\]+\/[^/\\]+\/[TC](?=$|[/\\])/u,
    /^.*?[/\\]verdict-run-[A-Za-z0-9]+(?=$|[/\\])/u,
];
/** Markdown escapes (`\_`) count, as report.md escapes paths; `:` and `,` end a path. */
const SEGMENT = String.raw `(?:[\p{L}\p{N}_.~@+%\-]|\\[_*~\x60|\[\]])+`;
/** Not inside a word, relative path or URL, nor after a placeholder; but after `file://`. */
const BOUNDARY = String.raw `(?:(?<=file://)|(?<![\p{L}\p{N}_.~\-/\\])(?<!<(?:home|run-dir|tmp|path)>))`;
const POSIX_PATH = String.raw `/(?!/)${SEGMENT}(?:/${SEGMENT})*/?`;
const DRIVE_PATH = String.raw `[A-Za-z]:[\\/]+(?:${SEGMENT}(?:[\\/]+${SEGMENT})*[\\/]?)?`;
const UNC_PATH = String.raw `\\\\${SEGMENT}(?:\\+${SEGMENT})+\\?`;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const escapeMarkdownPath = (text) => text.replace(/[\\`*_[\]|~]/g, '\\$&');
const toList = (value) => typeof value === 'string' ? [value] : value;
/** `/home/u/` → `/home/u`; a root (`/`, `C:\`) or empty prefix would swallow everything: dropped. */
function normalizePrefix(text) {
    const trimmed = text.replace(/[/\\]+$/, '');
    if (trimmed === '' || /^[A-Za-z]:$/.test(trimmed))
        return undefined;
    return trimmed;
}
function knownPrefixes(context) {
    const groups = [
        [toList(context.runDir), PLACEHOLDERS.runDir],
        [toList(context.home), PLACEHOLDERS.home],
        [[...context.tmpDirs, ...COMMON_TEMP_PREFIXES], PLACEHOLDERS.tmp],
    ];
    const prefixes = new Map();
    for (const [texts, placeholder] of groups) {
        for (const raw of texts) {
            const text = normalizePrefix(raw);
            if (text === undefined)
                continue;
            const variants = [text, text.replaceAll('\\', '/'), escapeMarkdownPath(text)];
            // The first group to name a prefix keeps it: a run directory that is also a temp dir is the run.
            for (const variant of variants)
                if (!prefixes.has(variant))
                    prefixes.set(variant, placeholder);
        }
    }
    return [...prefixes].map(([text, placeholder]) => ({ text, placeholder }));
}
/** Compiled once per context: exporting walks every string of a bundle with the same context. */
const cleaners = new WeakMap();
function cleanerFor(context) {
    const cached = cleaners.get(context);
    if (cached !== undefined)
        return cached;
    const prefixes = knownPrefixes(context).sort((a, b) => b.text.length - a.text.length);
    // Known prefixes first, literally: a home with a space in it is not a pattern's idea of a path.
    const known = prefixes.map(({ text }) => escapeRegExp(text));
    const knownPath = known.length === 0
        ? []
        : [
            String.raw `(?:${known.join('|')})(?![\p{L}\p{N}_.~@+%\-]|\\[_*~\x60|\[\]])(?:[\\/]+${SEGMENT})*[\\/]?`,
        ];
    const pattern = new RegExp(`${BOUNDARY}(?:${[...knownPath, DRIVE_PATH, UNC_PATH, POSIX_PATH].join('|')})`, 'gu');
    const cleaner = { pattern, prefixes };
    cleaners.set(context, cleaner);
    return cleaner;
}
const startsWithPrefix = (path, prefix) => path.startsWith(prefix) &&
    (path.length === prefix.length || path[prefix.length] === '/' || path[prefix.length] === '\\');
/** The longest prefix recognised becomes its placeholder. */
function replacePath(path, prefixes) {
    let best;
    for (const { text, placeholder } of prefixes) {
        if (startsWithPrefix(path, text) && (best === undefined || text.length > best.length))
            best = { length: text.length, placeholder };
    }
    for (const pattern of TEMP_PATTERNS) {
        const match = pattern.exec(path);
        if (match !== null && (best === undefined || match[0].length > best.length))
            best = { length: match[0].length, placeholder: PLACEHOLDERS.tmp };
    }
    if (best === undefined)
        return PLACEHOLDERS.path;
    return best.placeholder + path.slice(best.length);
}
function cleanPaths(text, context) {
    const { pattern, prefixes } = cleanerFor(context);
    return text.replace(pattern, (path) => replacePath(path, prefixes));
}
//# sourceMappingURL=clean-paths.js.map
;// CONCATENATED MODULE: ./lib/export/bundle.js
/**
 * The shareable bundle of one saved run (SPEC §8), absolute paths and non-simple provider ids
 * replaced. Reading, scanning for secrets and writing are `export-run.ts`'s.
 */





const EXPORT_SCHEMA_VERSION = 1;
const EXPORT_NOTICE = 'Absolute paths were replaced by <home>, <run-dir>, <tmp> or <path>, non-simple provider ids by ' +
    'custom-endpoint, and the bundle was scanned for secrets. The cleaning is pattern-based, not a ' +
    'guarantee: read the bundle before you share it.';
const CUSTOM_ENDPOINT = 'custom-endpoint';
const ExportBundleSchema = schemas/* strictObject */.rej({
    schemaVersion: schemas/* literal */.euz(EXPORT_SCHEMA_VERSION),
    notice: schemas/* string */.YjP(),
    report: report_schema/* ReportSchema */.M9,
    runs: schemas/* array */.YOg(record_schema/* RunRecordSchema */.g$),
    markdown: schemas/* string */.YjP(),
});
/** A kind of provider (`scripted`) is kept; a place (a host, a URL) would say where the user is. */
const SIMPLE_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
function isSimpleProviderId(provider) {
    return SIMPLE_IDENTIFIER.test(provider);
}
/** report.md escapes it, so both spellings. */
function providerSpellings(provider) {
    const spellings = new Set([provider, (0,markdown/* escapeMarkdown */.FV)(provider)]);
    try {
        const url = new URL(provider);
        // A URL's host alone also appears (live mode records the host); a scheme-only "URL" has none.
        if (url.host !== '')
            spellings.add(url.host).add((0,markdown/* escapeMarkdown */.FV)(url.host));
    }
    catch {
        // Not a URL.
    }
    // Longest first, so that a URL is replaced whole before its host is.
    return [...spellings].filter((text) => text !== '').sort((a, b) => b.length - a.length);
}
/** Object keys included. */
function mapStrings(value, clean) {
    if (typeof value === 'string')
        return clean(value);
    if (Array.isArray(value))
        return value.map((item) => mapStrings(item, clean));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [clean(key), mapStrings(item, clean)]));
    }
    return value;
}
/** Provider spellings go before paths: a URL provider's path part would become `<path>`. */
function buildExportBundle(input, context) {
    const provider = input.report.conditions.provider;
    const spellings = isSimpleProviderId(provider) ? [] : providerSpellings(provider);
    const clean = (text) => cleanPaths(spellings.reduce((result, spelling) => result.replaceAll(spelling, CUSTOM_ENDPOINT), text), context);
    const report = mapStrings(input.report, clean);
    // Set, not only replaced: an empty id has no spelling to find.
    if (!isSimpleProviderId(provider))
        report.conditions = { ...report.conditions, provider: CUSTOM_ENDPOINT };
    return ExportBundleSchema.parse({
        schemaVersion: EXPORT_SCHEMA_VERSION,
        notice: EXPORT_NOTICE,
        report,
        runs: mapStrings(input.runs, clean),
        markdown: clean(input.markdown),
    });
}
//# sourceMappingURL=bundle.js.map
// EXTERNAL MODULE: ./lib/runner/saved-runs.js
var saved_runs = __webpack_require__(7688);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/provider/cassette-problems.js
var cassette_problems = __webpack_require__(9066);
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __webpack_require__(51);
// EXTERNAL MODULE: ./lib/report/report-files.js + 2 modules
var report_files = __webpack_require__(8844);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/run-dir/atomic-write.js
var atomic_write = __webpack_require__(5176);
;// CONCATENATED MODULE: ./lib/export/export-run.js
/** `verdict export`'s effects around the pure bundle, written only if the secret scan is clean. */












async function readRunFile(runDir, name) {
    const file = external_node_path_.join(runDir, name);
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch {
        throw new errors/* ConfigError */.xL(`export: ${file} is missing or unreadable; a saved run has ${report_files/* REPORT_JSON_FILE */.t_}, ${report_files/* REPORT_MARKDOWN_FILE */.mk} and ${runs_jsonl/* RUNS_FILE */.Ct}`);
    }
}
async function readSavedRun(runDir) {
    const reportFile = external_node_path_.join(runDir, report_files/* REPORT_JSON_FILE */.t_);
    const reportText = await readRunFile(runDir, report_files/* REPORT_JSON_FILE */.t_);
    let data;
    try {
        data = JSON.parse(reportText);
    }
    catch {
        throw new errors/* ConfigError */.xL(`export: ${reportFile} is not valid JSON`);
    }
    const parsed = report_schema/* ReportSchema */.M9.safeParse(data);
    if (!parsed.success) {
        throw new errors/* ConfigError */.xL(`export: ${reportFile} is not a valid report`, (0,cassette_problems/* problemsOfIssues */.g)(parsed.error.issues, data, reportFile, 'report'));
    }
    const markdown = await readRunFile(runDir, report_files/* REPORT_MARKDOWN_FILE */.mk);
    await readRunFile(runDir, runs_jsonl/* RUNS_FILE */.Ct);
    const { records, problems } = await (0,runs_jsonl/* readRunRecords */.Y$)(external_node_path_.join(runDir, runs_jsonl/* RUNS_FILE */.Ct));
    return { input: { report: parsed.data, runs: records, markdown }, problems };
}
async function pathContextFor(runDir, env) {
    const withRealPath = async (given) => {
        const real = await (0,promises_.realpath)(given).catch(() => given);
        return real === given ? [given] : [given, real];
    };
    const home = env.HOME ?? env.USERPROFILE ?? external_node_os_.homedir();
    return {
        home: await withRealPath(home),
        runDir: await withRealPath(runDir),
        tmpDirs: await withRealPath(external_node_os_.tmpdir()),
    };
}
/** A secret anywhere refuses the whole export: cutting it out would hide that the run holds one. */
async function exportRun(options) {
    const file = external_node_path_.resolve(options.cwd, options.out);
    const existing = await (0,promises_.stat)(file).catch(() => undefined);
    if (!options.force && existing !== undefined) {
        throw new errors/* UsageError */.eb(`export: ${options.out} already exists; pass --force to overwrite it, or choose another --out`);
    }
    if (existing?.isDirectory() === true) {
        throw new errors/* UsageError */.eb(`export: --out ${options.out} is a directory; give a file name`);
    }
    const runDir = await (0,saved_runs/* resolveSavedRun */.d)(options.target, options.cwd, 'export');
    const { input, problems } = await readSavedRun(runDir);
    const bundle = buildExportBundle(input, await pathContextFor(runDir, options.env));
    const findings = await (0,secret_scan/* scanForSecrets */.I$)(bundle, {
        exactSecrets: (0,secret_scan/* credentialsFromEnvironment */.Es)(options.env),
    });
    if (findings.length > 0)
        return { kind: 'refused', findings };
    await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
    await (0,atomic_write/* writeFileAtomically */.l)(file, `${JSON.stringify(bundle, null, 2)}\n`);
    return { kind: 'written', file, bundle, problems };
}
//# sourceMappingURL=export-run.js.map
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/commands/export.js





const exportCommand = {
    name: 'export',
    help: `Usage: verdict export <runId | run-dir> --out FILE [--force] [--json]

Reads a saved run (.verdict/runs/<runId>/ or any run directory: report.json, runs.jsonl,
report.md) and writes {schemaVersion: 1, notice, report, runs, markdown} to FILE.
Absolute paths become <home>, <run-dir>, <tmp> or <path>; a provider id that is not a
simple identifier (a host, a URL) becomes custom-endpoint. Then the secret scanner (known key
shapes, and the exact values of credential-named environment variables) walks the whole
bundle; on any finding export refuses, names the field (never the value) and writes nothing.
The cleaning is pattern-based, not a guarantee: read the bundle before you share it.
Nothing is uploaded.

Options:
  --out FILE   where to write the bundle (required)
  --force      overwrite FILE if it exists

Exit codes: 0 written; 1 refused because the bundle holds something that looks like a
secret; 2 bad invocation (no --out, FILE exists without --force, no such run, unreadable
run files); nothing is written unless the exit code is 0.`,
    options: {
        out: { type: 'string' },
        force: { type: 'boolean' },
    },
    positionals: { min: 1, max: 1, names: '<runId | run-dir>' },
    async run(args, io) {
        const target = args.positionals[0];
        const usage = 'export: --out FILE is required. Usage: verdict export <runId> --out FILE';
        const out = (0,command/* requiredOption */.zB)(args, 'out', usage);
        const json = args.values.json === true;
        const outcome = await exportRun({
            target,
            out,
            force: args.values.force === true,
            cwd: io.cwd,
            env: io.env,
        });
        if (outcome.kind === 'refused') {
            const { findings } = outcome;
            if (json)
                (0,cli_io/* writeJson */.GF)(io, { written: false, findings });
            io.stderr.write(`verdict: export refused: ${findings.length} field${findings.length === 1 ? '' : 's'} ` +
                `look${findings.length === 1 ? 's' : ''} like a secret; nothing was written.\n`);
            for (const finding of findings)
                io.stderr.write(`  - ${finding.path}: ${finding.description}\n`);
            io.stderr.write('  Remove the secret from the run (or rerun without it) and export again; ' +
                'export never cuts values out silently.\n');
            return errors/* ExitCode */.yU.failure;
        }
        const { file, bundle, problems } = outcome;
        for (const problem of problems)
            io.stderr.write(`verdict: warning: ${(0,errors/* formatProblem */.Vw)(problem)}\n`);
        if (json) {
            (0,cli_io/* writeJson */.GF)(io, { written: true, file, runs: bundle.runs.length, notice: EXPORT_NOTICE });
        }
        else {
            io.stdout.write(`✓ wrote ${file} (${bundle.runs.length} run${bundle.runs.length === 1 ? '' : 's'} of ${JSON.stringify(bundle.report.runId)})\n` +
                `  ${EXPORT_NOTICE}\n`);
        }
        return errors/* ExitCode */.yU.ok;
    },
};
//# sourceMappingURL=export.js.map

/***/ }),

/***/ 7688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ SAVED_RUNS_DIR),
/* harmony export */   d: () => (/* binding */ resolveSavedRun)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/** `verdict run` saves to `.verdict/runs/<runId>/`: commands that read a run take an id or a dir. */



const SAVED_RUNS_DIR = node_path__WEBPACK_IMPORTED_MODULE_1__.join('.verdict', 'runs');
/** A run id: one path segment, not `.` or `..`. */
const RUN_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;
const isDirectory = (candidate) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).then((stats) => stats.isDirectory(), () => false);
/** A run id names `.verdict/runs/<runId>` under `cwd`; anything else must be a run directory. */
async function resolveSavedRun(target, cwd, command) {
    if (RUN_ID.test(target)) {
        const saved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, SAVED_RUNS_DIR, target);
        if (await isDirectory(saved))
            return saved;
    }
    const direct = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, target);
    if (await isDirectory(direct))
        return direct;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${command}: no saved run ${JSON.stringify(target)}: neither ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(SAVED_RUNS_DIR, target)} nor a directory. ` +
        'Pass a run id from .verdict/runs/ or the --out directory of a run.');
}
//# sourceMappingURL=saved-runs.js.map

/***/ }),

/***/ 8965:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ diffArrays)
});

// UNUSED EXPORTS: arrayDiff

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/base.js
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/array.js

class ArrayDiff extends Diff {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODate */ .Brp, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
