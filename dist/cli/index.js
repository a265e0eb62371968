import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 1404:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 9859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   PK: () => (/* binding */ GLOBAL_OPTIONS_HELP),
/* harmony export */   Pp: () => (/* binding */ stringOption),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   qL: () => (/* binding */ firstGiven),
/* harmony export */   zB: () => (/* binding */ requiredOption)
/* harmony export */ });
/* unused harmony export GLOBAL_OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(452);


/** Options every command accepts (SPEC §6). */
const GLOBAL_OPTIONS = {
    json: { type: 'boolean' },
    'allow-write': { type: 'boolean' },
    'allow-process': { type: 'boolean' },
    'allow-external': { type: 'boolean' },
    'allow-analysis': { type: 'boolean' },
    'read-only': { type: 'boolean' },
    model: { type: 'string' },
    'base-url': { type: 'string' },
    'anthropic-base-url': { type: 'string' },
    'gemini-base-url': { type: 'string' },
    'trusted-upstreams-only': { type: 'boolean' },
    config: { type: 'string' },
    'secrets-file': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
const GLOBAL_OPTIONS_HELP = `Global options:
  --json                 print machine-readable JSON on stdout
  --allow-write, --allow-process, --allow-external, --allow-analysis
                         effects a suite may use (a suite can only equal or restrict them)
  --read-only            restrict every task to reading
  --model NAME           model name passed to the agent
  --base-url URL         upstream for OpenAI Chat Completions and Responses, e.g. https://host/v1 (live)
  --anthropic-base-url URL
                         upstream for Anthropic Messages, the host root (live mode)
  --gemini-base-url URL  upstream for Gemini generateContent, the host root (live mode)
  --trusted-upstreams-only
                         take live upstreams and key variables from the command line and the
                         environment only, never from verdict.config.json (a pull request's)
  --config FILE          verdict.config.json to use
  --secrets-file FILE    read these variables (JSON: {"OPENAI_API_KEY": "…"}) as if they were in
                         the environment, and delete FILE at once (how \`verdict pr\` and the
                         Action hand over the live key)
  -h, --help             show help for the command`;
/** Parses argv for a command; every mistake becomes a `UsageError` that names the command. */
function parseCommandArgs(command, argv) {
    let parsed;
    try {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv,
            options: { ...GLOBAL_OPTIONS, ...command.options },
            allowPositionals: true,
            strict: true,
        });
        parsed = { values, positionals };
    }
    catch (error) {
        // node:util's messages suggest "--" tricks; the first sentence is the useful part.
        const first = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error).split('. ')[0] ?? (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command.name}: ${first}. See \`verdict ${command.name} --help\`.`);
    }
    if (parsed.values.help === true)
        return parsed;
    const count = parsed.positionals.length;
    const { min, max, names } = command.positionals ?? { min: 0, max: 0, names: '' };
    if (count < min) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command.name}: missing ${names}. Usage: verdict ${command.name} ${names}`);
    }
    if (count > max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command.name}: unexpected argument ${JSON.stringify(parsed.positionals[max])}. See \`verdict ${command.name} --help\`.`);
    }
    return parsed;
}
function stringOption(args, name) {
    const value = args.values[name];
    return typeof value === 'string' ? value : undefined;
}
/** The first of `names` given a value, for messages about options that go together or apart. */
function firstGiven(args, names) {
    return names.find((name) => stringOption(args, name) !== undefined);
}
/** The value of an option the command cannot go without; `usage` ends the error when it is absent or blank. */
function requiredOption(args, name, usage) {
    const value = stringOption(args, name);
    if (value === undefined || value.trim() === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(usage);
    return value;
}
//# sourceMappingURL=command.js.map

/***/ }),

/***/ 8908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ reportLine),
/* harmony export */   GF: () => (/* binding */ writeJson),
/* harmony export */   ee: () => (/* binding */ selfCommand),
/* harmony export */   p_: () => (/* binding */ terminalAsker)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);

function selfCommand(io) {
    return [...(io.selfCommand ?? [process.execPath, `${io.packageRoot}/bin/verdict.js`])];
}
function writeJson(io, value) {
    io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
/** `3/5 judged runs passed (0 missing) — <report.md>`, the line a command ends on. */
function reportLine({ summary: { counts } }, markdownFile, cwd) {
    return `${counts.pass}/${counts.observed} judged runs passed (${counts.missing} missing) — ${node_path__WEBPACK_IMPORTED_MODULE_0__.relative(cwd, markdownFile)}`;
}
/** A question on the terminal, answered on it; undefined where nobody can answer (no TTY, CI). */
function terminalAsker(io) {
    if (!process.stdin.isTTY || io.env.CI !== undefined)
        return undefined;
    return async (question) => {
        const prompt = process
            .getBuiltinModule('node:readline/promises')
            .createInterface({ input: process.stdin, output: process.stderr });
        try {
            return await prompt.question(question);
        }
        finally {
            prompt.close();
        }
    };
}
//# sourceMappingURL=io.js.map

/***/ }),

/***/ 7925:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ defaultIo),
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./lib/errors.js
var errors = __nccwpck_require__(452);
// EXTERNAL MODULE: ./lib/cli/command.js
var cli_command = __nccwpck_require__(9859);
;// CONCATENATED MODULE: ./lib/cli/commands/index.js
/** In the order `verdict --help` lists them. */
const SUMMARIES = {
    list: 'list suites (the bundled ones, and those in --suite-dir) with task counts',
    validate: 'load a suite and report every problem (exit 0 valid, 2 invalid)',
    run: 'run a suite k times (live, replay or scripted) and write the report',
    record: 'run each task once (live, or --provider scripted) and write its cassette',
    cassette: 'cassette maintenance: `upgrade DIR` rewrites cassette/v1 files as cassette/v2',
    ci: 'replay every bundled (or given) suite that has cassettes; non-zero on divergence, failure, or nothing replayed',
    pr: "the GitHub Action's evaluate flow locally: base and head side by side, printing the comment",
    compare: 'compare two reports task by task: improved, regressed, inconclusive, low power',
    variants: 'run configuration variants on the same tasks, interleaved, and compare them',
    diagnose: 're-run only the failed runs of a saved run under an intervention and report factors',
    runs: 'list recent runs (id, suite, mode, when, passed/judged, where) from .verdict/runs',
    show: 'print one run: its model calls, tool calls and results, verifiers, status and reason',
    view: "the local panel: every run, an invocation's tasks and runs, a run's transcript",
    history: 'per-task pass rates on the default branch over recent commits, and the flaky tasks',
    report: 'rebuild report.json / report.md from the runs.jsonl in a run directory',
    merge: 'merge the shard outputs of one plan into one report',
    gate: 'decide: exit 0 PASS, 1 FAIL, 5 incomplete evidence, 2 bad invocation',
    export: 'write a shareable bundle of a saved run, without absolute paths or secrets',
    add: 'promote a passing run into a regression case that asserts the tools it used',
    agent: 'the built-in reference agent (the default agent command), per the agent contract',
    init: 'start a repository: verdict.config.json, a starter suite in evals/, the two workflows',
    suites: '`copy NAME DIR` copies a bundled suite to edit',
};
const LOADERS = {
    list: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(6248), __nccwpck_require__.e(749)]).then(__nccwpck_require__.bind(__nccwpck_require__, 749))).listCommand,
    validate: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(6248), __nccwpck_require__.e(295)]).then(__nccwpck_require__.bind(__nccwpck_require__, 295))).validateCommand,
    run: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3948), __nccwpck_require__.e(3998), __nccwpck_require__.e(3509), __nccwpck_require__.e(9513), __nccwpck_require__.e(1607), __nccwpck_require__.e(2981)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1607))).runCommand,
    record: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3948), __nccwpck_require__.e(1235)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8871))).recordCommand,
    cassette: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(6248), __nccwpck_require__.e(2199), __nccwpck_require__.e(5010)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3945))).cassetteCommand,
    ci: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3948), __nccwpck_require__.e(8337)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6685))).ciCommand,
    pr: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(4968), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3998), __nccwpck_require__.e(3286), __nccwpck_require__.e(5288)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5288))).prCommand,
    compare: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(2409), __nccwpck_require__.e(3998), __nccwpck_require__.e(3509), __nccwpck_require__.e(6763)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6934))).compareCommand,
    variants: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3948), __nccwpck_require__.e(3998), __nccwpck_require__.e(3509), __nccwpck_require__.e(9513), __nccwpck_require__.e(9775)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6083))).variantsCommand,
    diagnose: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3948), __nccwpck_require__.e(3998), __nccwpck_require__.e(3509), __nccwpck_require__.e(5639)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1403))).diagnoseCommand,
    runs: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(3771)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5587))).runsCommand,
    show: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(3771), __nccwpck_require__.e(9487)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9487))).showCommand,
    view: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(3994), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3948), __nccwpck_require__.e(3998), __nccwpck_require__.e(3509), __nccwpck_require__.e(9513), __nccwpck_require__.e(1607), __nccwpck_require__.e(806), __nccwpck_require__.e(5291)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5291))).viewCommand,
    history: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(8569)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8569))).historyCommand,
    report: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(196), __nccwpck_require__.e(3895)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7483))).reportCommand,
    merge: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(196), __nccwpck_require__.e(1974)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1972))).mergeCommand,
    gate: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(3286), __nccwpck_require__.e(7314)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3286))).gateCommand,
    export: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(5937)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4189))).exportCommand,
    add: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(3994), __nccwpck_require__.e(1306), __nccwpck_require__.e(2039), __nccwpck_require__.e(8844), __nccwpck_require__.e(6248), __nccwpck_require__.e(196), __nccwpck_require__.e(5287), __nccwpck_require__.e(2409), __nccwpck_require__.e(2199), __nccwpck_require__.e(2717), __nccwpck_require__.e(3948), __nccwpck_require__.e(3998), __nccwpck_require__.e(3509), __nccwpck_require__.e(9513), __nccwpck_require__.e(1607), __nccwpck_require__.e(806)]).then(__nccwpck_require__.bind(__nccwpck_require__, 806))).addCommand,
    agent: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(7269), __nccwpck_require__.e(798)]).then(__nccwpck_require__.bind(__nccwpck_require__, 536))).agentCommand,
    init: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(6248), __nccwpck_require__.e(1751)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1751))).initCommand,
    suites: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(1306), __nccwpck_require__.e(6248), __nccwpck_require__.e(8696)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8696))).suitesCommand,
};
const COMMANDS = Object.keys(SUMMARIES).map((name) => ({ name, summary: SUMMARIES[name], load: LOADERS[name] }));
//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __nccwpck_require__(8908);
// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __nccwpck_require__(6403);
;// CONCATENATED MODULE: ./lib/cli/redacting-io.js
/**
 * What the CLI prints is redacted like what it writes (SPEC §7): an error or a `--json` record can
 * quote the model. Writes are redacted in order; `main` awaits `flush` before returning.
 */

function createRedactingIo(io) {
    let pending = Promise.resolve();
    const redacting = (write) => (text) => {
        pending = pending.then(async () => {
            let redacted;
            try {
                redacted = (await (0,secret_redact/* redactText */.Rd)(text)).text;
            }
            catch {
                // The rules could not run (a broken install): the exact credentials are still removed.
                redacted = (0,secret_redact/* redactExactCredentials */.PS)(text);
            }
            write(redacted);
        });
        return true;
    };
    const { stdout, stderr } = io;
    return {
        io: {
            ...io,
            stdout: { write: redacting((text) => stdout.write(text)) },
            stderr: {
                write: redacting((text) => stderr.write(text)),
                ...(stderr.isTTY === undefined ? {} : { isTTY: stderr.isTTY }),
            },
        },
        flush: () => pending,
    };
}
//# sourceMappingURL=redacting-io.js.map
// EXTERNAL MODULE: ./lib/process/scrub-environment.js
var scrub_environment = __nccwpck_require__(6578);
;// CONCATENATED MODULE: ./lib/cli/secure-environment.js
/**
 * The CLI's keys, read once and then out of an agent's reach (SPEC §1): for commands that start
 * agents or hold keys, the environment (with `--secrets-file`, deleted as read) is captured into
 * `io.env`, and every credential leaves `process.env` and /proc/<pid>/environ before the command runs.
 */




const KEY_HOLDING_COMMANDS = new Set([
    'run',
    'record',
    'ci',
    'variants',
    'diagnose',
    'pr',
]);
async function readSecretsFile(file) {
    const { takeSecretsFile } = await Promise.all(/* import() */[__nccwpck_require__.e(6921), __nccwpck_require__.e(9023)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9023));
    try {
        return takeSecretsFile(file);
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`--secrets-file ${JSON.stringify(file)} ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
/** The io a command runs with: its keys in `env`, and none of them in this process's environment. */
async function secureEnvironment(commandName, args, io) {
    const file = (0,cli_command/* stringOption */.Pp)(args, 'secrets-file');
    const fromFile = file === undefined ? {} : await readSecretsFile(file);
    (0,secret_redact/* holdSecrets */.Dd)(Object.values(fromFile));
    if (file === undefined && !KEY_HOLDING_COMMANDS.has(commandName))
        return io;
    // An environment given by a caller (tests run the CLI in-process) is not this process's own.
    if (io.env !== process.env)
        return { ...io, env: { ...io.env, ...fromFile } };
    let warned = false;
    const warnOnce = (problem) => {
        if (problem === undefined || warned)
            return;
        warned = true;
        io.stderr.write(`verdict: warning: keys are removed from this process's environment, but ${problem}; an agent run as the same user without a sandbox may read them there\n`);
    };
    const captured = (0,scrub_environment/* captureAndScrubCredentials */.h4)();
    warnOnce(captured.problem);
    return {
        ...io,
        env: { ...captured.env, ...fromFile },
        forgetVariables: (names) => warnOnce((0,scrub_environment/* scrubEnvironment */.vf)(names).problem),
    };
}
//# sourceMappingURL=secure-environment.js.map
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __nccwpck_require__(51);
// EXTERNAL MODULE: ./lib/cli/package-info.js
var package_info = __nccwpck_require__(1819);
;// CONCATENATED MODULE: ./lib/cli/main.js
/** The CLI's one entry point: every error maps to its exit code here (`exitCodeOf`). */









function renderMainHelp() {
    const width = Math.max(...COMMANDS.map((command) => command.name.length));
    const lines = COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
    return `verdict — does a change make your LLM agent better or worse? Data, not anecdotes.

Usage: verdict <command> [options]

Commands:
${lines.join('\n')}

${cli_command/* GLOBAL_OPTIONS_HELP */.PK}

Run \`verdict <command> --help\` for a command's options.
Exit codes: 0 done, 1 infrastructure error, 2 invalid invocation or configuration (nothing ran)
or replay divergence, 3 incompatible suites, 5 incomplete evidence (gate).
`;
}
function defaultIo() {
    return {
        stdout: process.stdout,
        stderr: process.stderr,
        cwd: process.cwd(),
        env: process.env,
        packageRoot: package_info/* PACKAGE_ROOT */.Y,
    };
}
function reportError(error, io, json) {
    const code = (0,errors/* exitCodeOf */.FO)(error);
    if (error instanceof errors/* VerdictError */.ay) {
        io.stderr.write(`verdict: ${error.message}\n`);
        if (json) {
            (0,cli_io/* writeJson */.GF)(io, {
                error: {
                    kind: error.name,
                    message: error.message,
                    ...(error instanceof errors/* ConfigError */.xL ? { problems: error.problems } : {}),
                },
            });
        }
        return code;
    }
    io.stderr.write(`verdict: unexpected error: ${(0,errors/* messageOf */.bD)(error)}\n` +
        (io.env.VERDICT_DEBUG === '1' && error instanceof Error && error.stack
            ? `${error.stack}\n`
            : 'Set VERDICT_DEBUG=1 to see the stack trace, and please report it.\n'));
    return code;
}
/**
 * Runs the CLI with `argv` (without node and script) and returns the exit code. Everything printed
 * is redacted (SPEC §7) except `--version` and `--help`, so that they load no scanner.
 */
async function main(argv, io = defaultIo()) {
    const fixed = await fixedText(argv, io);
    if (fixed !== undefined) {
        io.stdout.write(fixed);
        return 0;
    }
    (0,secret_redact/* holdSecrets */.Dd)((0,secret_scan/* credentialsFromEnvironment */.Es)(io.env));
    const redacting = createRedactingIo(io);
    try {
        return await runMain(argv, redacting.io);
    }
    finally {
        await redacting.flush();
    }
}
/** `verdict`, `verdict --help`, `verdict help [command]` and `verdict --version`: Verdict's own words. */
async function fixedText(argv, io) {
    const [name, topicName] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        const entry = name === 'help' ? COMMANDS.find((command) => command.name === topicName) : undefined;
        const topic = entry === undefined ? undefined : await entry.load();
        return topic === undefined ? renderMainHelp() : `${topic.help}\n\n${cli_command/* GLOBAL_OPTIONS_HELP */.PK}\n`;
    }
    if (name === '--version' || name === '-v')
        return `${(0,package_info/* packageVersion */.T)(io.packageRoot)}\n`;
    return undefined;
}
async function runMain(argv, io) {
    const json = argv.includes('--json');
    try {
        const [name, ...rest] = argv;
        const entry = COMMANDS.find((candidate) => candidate.name === name);
        if (entry === undefined) {
            throw new errors/* UsageError */.eb(`unknown command ${JSON.stringify(name)}. Commands: ${COMMANDS.map((c) => c.name).join(', ')}. See \`verdict --help\`.`);
        }
        const command = await entry.load();
        const args = (0,cli_command/* parseCommandArgs */.Qx)(command, rest);
        if (args.values.help === true) {
            io.stdout.write(`${command.help}\n\n${cli_command/* GLOBAL_OPTIONS_HELP */.PK}\n`);
            return 0;
        }
        // Before anything starts: the keys are read, then out of this process's environment.
        const secured = await secureEnvironment(command.name, args, io);
        if (command.opensSandbox !== true)
            return await command.run(args, secured);
        const { startBwrapProbeUnless } = await __nccwpck_require__.e(/* import() */ 3442).then(__nccwpck_require__.bind(__nccwpck_require__, 3442));
        startBwrapProbeUnless((0,cli_command/* stringOption */.Pp)(args, 'sandbox'), secured.env.PATH);
        const { removePrivateDirs } = await Promise.all(/* import() */[__nccwpck_require__.e(5287), __nccwpck_require__.e(3808)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5287));
        try {
            return await command.run(args, secured);
        }
        finally {
            await removePrivateDirs();
        }
    }
    catch (error) {
        return reportError(error, io, json);
    }
}
//# sourceMappingURL=main.js.map

/***/ }),

/***/ 1819:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ packageVersion),
/* harmony export */   Y: () => (/* binding */ PACKAGE_ROOT)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3136);



/** The checkout or package root: this file is `src/cli/package-info.ts` or `lib/cli/package-info.js`. */
const PACKAGE_ROOT = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)), '..', '..');
/** The harness version that every report carries. */
function packageVersion(root = PACKAGE_ROOT) {
    const manifest = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, 'package.json'), 'utf8'));
    return manifest.version;
}
//# sourceMappingURL=package-info.js.map

/***/ }),

/***/ 6801:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3136);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7925);
/** The CLI's entry in the bundled Action (`dist/cli/index.js`), also its built-in agent. */


process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .main */ .i)(process.argv.slice(2), {
    ...(0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultIo */ .Q)(),
    selfCommand: [process.execPath, (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(import.meta.url)],
});
//# sourceMappingURL=run-main.js.map
__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 452:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ problemsError),
/* harmony export */   EN: () => (/* binding */ InfrastructureError),
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Jh: () => (/* binding */ throwProblems),
/* harmony export */   Vw: () => (/* binding */ formatProblem),
/* harmony export */   ay: () => (/* binding */ VerdictError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   cO: () => (/* binding */ IncompatibleError),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   xL: () => (/* binding */ ConfigError),
/* harmony export */   yU: () => (/* binding */ ExitCode)
/* harmony export */ });
/**
 * Named error classes. They carry what went wrong, never an exit code: the mapping from error to
 * exit code lives in one place, `exitCodeOf` below, so that every command agrees on it (SPEC §6).
 */
function formatProblem(problem) {
    const subject = problem.subject === undefined ? '' : `${problem.subject}: `;
    return `${problem.file}: ${subject}${problem.field}: ${problem.message}`;
}
/**
 * Each class names itself: the name is the `kind` of a `--json` error, and the bundled CLI is
 * minified, so the name of its constructor is not the class's.
 */
class VerdictError extends Error {
}
/** The invocation itself is wrong (unknown option, missing argument): nothing ran. */
class UsageError extends VerdictError {
    name = 'UsageError';
}
/** A suite, case file or configuration is invalid: nothing ran. Carries every problem found. */
class ConfigError extends VerdictError {
    problems;
    name = 'ConfigError';
    constructor(message, problems = []) {
        super(message);
        this.problems = problems;
    }
}
/** A ConfigError listing every problem under `heading`. */
function problemsError(heading, problems) {
    const listed = problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
    return new ConfigError(`${heading}:\n${listed}`, problems);
}
/** Throws `problemsError` when there is a problem. */
function throwProblems(heading, problems) {
    if (problems.length > 0)
        throw problemsError(heading, problems);
}
/** Something outside the agent's control failed (fixture copy, provider network, a verifier that cannot start). */
class InfrastructureError extends VerdictError {
    name = 'InfrastructureError';
}
/** Two reports cannot be compared (different suite id or version). */
class IncompatibleError extends VerdictError {
    name = 'IncompatibleError';
}
const ExitCode = {
    ok: 0,
    /** Infrastructure error, a run that errored, or a gate that decided FAIL. */
    failure: 1,
    /** Invalid invocation or configuration where nothing ran; also a replay divergence. */
    invalid: 2,
    incompatible: 3,
    incomplete: 5,
};
const exitCodeByError = [
    [UsageError, ExitCode.invalid],
    [ConfigError, ExitCode.invalid],
    [IncompatibleError, ExitCode.incompatible],
    [InfrastructureError, ExitCode.failure],
];
/** Unknown errors are failures. */
function exitCodeOf(error) {
    for (const [errorClass, code] of exitCodeByError) {
        if (error instanceof errorClass)
            return code;
    }
    return ExitCode.failure;
}
function messageOf(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 9588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** A JSON object: not `null`, not an array. Request and response bodies are read through it. */
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
//# sourceMappingURL=is-record.js.map

/***/ }),

/***/ 3040:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ describeErrorPayload),
/* harmony export */   q: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9588);

/** One payload of an upstream answer (a body, an SSE event) parsed as JSON, or why it is not JSON. */
function parseJson(payload) {
    try {
        return { ok: true, value: JSON.parse(payload) };
    }
    catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
}
/** An error object an upstream sent in its answer, in a few words: its `message`, else its JSON. */
function describeErrorPayload(error) {
    if ((0,_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(error) && typeof error.message === 'string')
        return error.message;
    return JSON.stringify(error);
}
//# sourceMappingURL=parse-json.js.map

/***/ }),

/***/ 6578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h4: () => (/* binding */ captureAndScrubCredentials),
/* harmony export */   kG: () => (/* binding */ mayHoldCredential),
/* harmony export */   vf: () => (/* binding */ scrubEnvironment)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(452);
/**
 * Takes credentials out of this process's own environment (SPEC §1). unsetenv is not enough on
 * Linux: /proc/<pid>/environ, readable by any same-user process, shows the initial block (env_start
 * to env_end in /proc/self/stat), so the values are also zeroed there through /proc/self/mem and
 * read back. Where that cannot be done, the outcome says why; the caller warns.
 */


/** Names that are or may be a credential (the ones `setup` never gets, SPEC §7). */
const CREDENTIAL_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|API_?KEY|PRIVATE|AUTH/i;
/** A credential-like name (ACTIONS_ID_TOKEN_REQUEST_URL among them), or any Action input. */
function mayHoldCredential(name) {
    return CREDENTIAL_NAME.test(name) || /^INPUT_/i.test(name);
}
/** Removes `names` from `process.env` and clears their values in the kernel-visible block. */
function scrubEnvironment(names) {
    const wanted = new Set(names);
    const removed = [];
    for (const name of wanted) {
        if (!Object.hasOwn(process.env, name))
            continue;
        delete process.env[name];
        removed.push(name);
    }
    if (wanted.size === 0)
        return { removed };
    // Elsewhere the initial block cannot be looked at: only what was set is known to be in it.
    if (process.platform !== 'linux' && removed.length === 0)
        return { removed };
    const problem = clearInitialEnvironment(wanted);
    return problem === undefined ? { removed } : { removed, problem };
}
/** Where the initial environment block is, from /proc/self/stat (fields 50 and 51). */
function environmentBlock() {
    const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/self/stat', 'latin1');
    // The command name (field 2) may hold spaces and parentheses: fields 3… follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[50 - 3]);
    const end = Number(fields[51 - 3]);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start) {
        throw new Error('/proc/self/stat gives no environment block (env_start, env_end)');
    }
    return { start, end };
}
/** The byte ranges of the values of `names` (non-empty) in a block of `NAME=value\0` entries. */
function valueRanges(block, names) {
    const ranges = [];
    let offset = 0;
    while (offset < block.length) {
        const found = block.indexOf(0, offset);
        const end = found === -1 ? block.length : found;
        const equals = block.indexOf(0x3d, offset);
        if (equals > offset && equals < end - 1) {
            if (names.has(block.toString('latin1', offset, equals)))
                ranges.push([equals + 1, end]);
        }
        offset = end + 1;
    }
    return ranges;
}
function clearInitialEnvironment(names) {
    if (process.platform !== 'linux') {
        return `this is ${process.platform}, not Linux: the environment this process started with cannot be cleared`;
    }
    let fd;
    try {
        const { start, end } = environmentBlock();
        const block = Buffer.alloc(end - start);
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)('/proc/self/mem', 'r+');
        // A Number position: a BigInt one makes Node 20's pwrite to /proc/self/mem fail with EIO.
        const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, block, 0, block.length, start);
        for (const [from, to] of valueRanges(block.subarray(0, read), names)) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, Buffer.alloc(to - from), 0, to - from, start + from);
        }
    }
    catch (error) {
        return `could not clear the environment this process started with through /proc/self/mem: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}`;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    try {
        const left = valueRanges((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/self/environ'), names);
        if (left.length > 0)
            return '/proc/self/environ still shows them after clearing';
    }
    catch (error) {
        return `could not read /proc/self/environ back: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}`;
    }
    return undefined;
}
/** The environment as it is now, then every variable that may hold a credential scrubbed. */
function captureAndScrubCredentials() {
    const env = { ...process.env };
    const { problem } = scrubEnvironment(Object.keys(env).filter(mayHoldCredential));
    return problem === undefined ? { env } : { env, problem };
}
//# sourceMappingURL=scrub-environment.js.map

/***/ }),

/***/ 5367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ warmSecretRules),
/* harmony export */   An: () => (/* binding */ lintForSecrets)
/* harmony export */ });
/* unused harmony export lintWithSecretlint */
/* harmony import */ var _secret_prefilter_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3499);

/** Rules registered one by one, not as the preset: v11 ignores `disabled` inside a preset. */
const RULE_SETTINGS = {
    // Access key ids (AKIA…) are worth refusing; account ids are not secrets.
    '@secretlint/secretlint-rule-aws': {
        options: { enableIDScanRule: true },
        allowMessageIds: ['AWSAccountID'],
    },
};
/** `secretlint-disable` in a scanned text would silence the scan of what follows it. */
const FILTER_COMMENTS_RULE = '@secretlint/secretlint-rule-filter-comments';
let linter;
/** The configurations of some of the rules, by their ids joined: a text wakes few of them. */
const someRules = new Map();
function configOf(all, rules) {
    if (rules === undefined)
        return all;
    const key = rules.join('\n');
    let config = someRules.get(key);
    if (config === undefined) {
        const wanted = new Set(rules);
        config = { ...all, rules: all.rules.filter((rule) => wanted.has(rule.id)) };
        someRules.set(key, config);
    }
    return config;
}
/** Loaded when first needed: most commands never scan, and loading costs start-up time. */
function loadLinter() {
    linter ??= Promise.all([
        __nccwpck_require__.e(/* import() */ 6707).then(__nccwpck_require__.bind(__nccwpck_require__, 6707)),
        __nccwpck_require__.e(/* import() */ 1577).then(__nccwpck_require__.bind(__nccwpck_require__, 1577)),
        __nccwpck_require__.e(/* import() */ 8425).then(__nccwpck_require__.bind(__nccwpck_require__, 8425)),
    ]).then(([core, preset, profiler]) => ({
        lint: core.lintSource,
        // secretlint's profiler keeps and searches every mark of every scan: quadratic otherwise.
        forgetProfile: () => {
            const kept = profiler.secretLintProfiler;
            kept.entries.length = 0;
            kept.measures.length = 0;
        },
        config: {
            rules: preset.rules
                .filter((rule) => rule.meta.id !== FILTER_COMMENTS_RULE)
                .map((rule) => ({ id: rule.meta.id, rule, ...RULE_SETTINGS[rule.meta.id] })),
        },
    }));
    return linter;
}
/** Loads and runs the rules once in the background, for a process that will scan soon. */
function warmSecretRules() {
    lintWithSecretlint('AKIA').catch(() => undefined);
}
/**
 * Runs the rules that might match (`secret-prefilter.ts`) over `text`. `quoted` is filled only when
 * asked: redaction finds every copy of the value, since a rule's range may be off (AWS).
 */
async function lintForSecrets(text, options = {}) {
    const rules = (0,_secret_prefilter_js__WEBPACK_IMPORTED_MODULE_0__/* .rulesThatMayMatch */ .J1)(text);
    return rules.length === 0 ? [] : lintWithSecretlint(text, { ...options, rules });
}
/**
 * `lintForSecrets` without the pre-filter (tests compare): every rule unless `rules` names some.
 */
async function lintWithSecretlint(text, options = {}) {
    const { lint, config, forgetProfile } = await loadLinter();
    forgetProfile();
    const result = await lint({
        source: { content: text, filePath: 'verdict-secret-scan', contentType: 'text' },
        // Masked unless the values are needed: nothing we hold should carry a secret for longer.
        options: {
            config: configOf(config, options.rules),
            locale: 'en',
            maskSecrets: options.quoteValues !== true,
            noPhysicFilePath: true,
        },
    });
    return result.messages.map((message) => ({
        ruleId: message.ruleId,
        messageId: message.messageId,
        range: message.range,
        quoted: options.quoteValues === true
            ? Object.values(message.data ?? {}).filter((value) => typeof value === 'string' && text.includes(value))
            : [],
    }));
}
//# sourceMappingURL=secret-lint.js.map

/***/ }),

/***/ 3499:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J1: () => (/* binding */ rulesThatMayMatch),
/* harmony export */   dV: () => (/* binding */ mayHoldSecret)
/* harmony export */ });
/* unused harmony export RULE_TRIGGERS */
/**
 * A cheap test before secretlint: for each rule, text every match must contain. A text is linted
 * only by the rules whose triggers it holds, and one with none never loads secretlint (a megabyte
 * of code to compile). Triggers are read off secretlint 11's patterns and looser than them; a test
 * keeps this list equal to the preset's rules.
 */
/** The texts that each rule needs; a rule that could match anything would be `[/(?:)/]`. */
const RULE_TRIGGERS = {
    // Access key id prefixes; the secret-key and account-id patterns need `secret` / `account`.
    '@secretlint/secretlint-rule-aws': [
        /A3T|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA/,
        /secret|account/i,
    ],
    // Linted only for `.json` or `.p12` files, but the key is a PEM private key all the same.
    '@secretlint/secretlint-rule-gcp': [/PRIVATE KEY/],
    // `npm_` tokens; `_authToken=` and `x-oauth-basic` are only looked for in `.npmrc` and package.json.
    '@secretlint/secretlint-rule-npm': [/npm_/, /_authToken=/, /x-oauth-basic/],
    '@secretlint/secretlint-rule-slack': [/xox[bpaor]-|xapp-/, /hooks\.slack\.com/i],
    // `scheme://user:password@host`, user and password drawn from [-A-Za-z0-9_].
    '@secretlint/secretlint-rule-basicauth': [/:\/\/[-\w]+:[-\w]+@/],
    // Both key shapes carry the marker `T3BlbkFJ` between their two halves.
    '@secretlint/secretlint-rule-openai': [/T3BlbkFJ/],
    '@secretlint/secretlint-rule-anthropic': [/sk-ant-api0/],
    '@secretlint/secretlint-rule-linear': [/lin_api_/],
    '@secretlint/secretlint-rule-privatekey': [/PRIVATE KEY/],
    '@secretlint/secretlint-rule-sendgrid': [/SG\./],
    '@secretlint/secretlint-rule-shopify': [/shp(?:pa|ca|at|ss)_/],
    '@secretlint/secretlint-rule-github': [/gh[pousr]_|github_pat_/],
    '@secretlint/secretlint-rule-1password': [/ops_/],
    '@secretlint/secretlint-rule-database-connection-string': [/mongodb|mysql|postgres/i],
};
/** Every key shape the rules know has at least 8 non-space characters in a row. */
const KEY_SHAPE = /\S{8}/;
/** The rules that might match `text` (secretlint decides); none can match it when there are none. */
function rulesThatMayMatch(text) {
    if (!KEY_SHAPE.test(text))
        return [];
    return Object.entries(RULE_TRIGGERS)
        .filter(([, triggers]) => triggers.some((trigger) => trigger.test(text)))
        .map(([rule]) => rule);
}
/** False when no rule of the scan can match `text`; true when one might, and secretlint decides. */
function mayHoldSecret(text) {
    return rulesThatMayMatch(text).length > 0;
}
//# sourceMappingURL=secret-prefilter.js.map

/***/ }),

/***/ 6403:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ holdSecrets),
/* harmony export */   Kp: () => (/* binding */ redactJson),
/* harmony export */   PS: () => (/* binding */ redactExactCredentials),
/* harmony export */   Rd: () => (/* binding */ redactText),
/* harmony export */   xQ: () => (/* binding */ SECRET_REDACTED_INCIDENT)
/* harmony export */ });
/* unused harmony exports secretsToRedact, shortRuleName */
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51);
/* harmony import */ var _json_parse_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3040);
/* harmony import */ var _secret_lint_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5367);
/**
 * Redaction for everything Verdict writes or posts (SPEC §7): the scanner's rules and exact
 * credentials, but a hit becomes `<redacted:RULE>` and the output is still written. The exact
 * credentials are the process's (environment, plus `holdSecrets`), not a writer's: a list threaded
 * through every writer would leave one that forgets it.
 */



const SECRET_REDACTED_INCIDENT = 'secret_redacted';
/** What a secret becomes; rule names are lowercase words and dashes. */
const redactionMarker = (rule) => `<redacted:${rule}>`;
const MARKER = /<redacted:[a-z0-9-]+>/g;
const held = new Set();
/** Adds credentials this process holds (a live key read from a variable of any name). */
function holdSecrets(secrets) {
    for (const secret of secrets) {
        if (secret !== undefined && secret.length >= _secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb)
            held.add(secret);
    }
}
/** The exact credentials every output is redacted of: the environment's, held ones, and `extra`. */
function secretsToRedact(extra = []) {
    return [...new Set([...(0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .credentialsFromEnvironment */ .Es)(process.env), ...held, ...extra])].filter((secret) => secret.length >= _secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb);
}
/** `@secretlint/secretlint-rule-openai` → `openai`; `verdict/exact-credential` → `exact-credential`. */
function shortRuleName(ruleId) {
    const name = ruleId.replace(/^@secretlint\/secretlint-rule-/, '').replace(/^verdict\//, '');
    return name.toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'secret';
}
/** Passes until nothing is found: replacing one secret cannot reveal another, but it is checked. */
const MAX_PASSES = 3;
/**
 * A redacted copy of a JSON value (keys included) as it would be written, linted as its JSON text
 * in one pass per round (so `"aws_secret_access_key": "…"` matches as in the file).
 */
async function redactJson(value, options = {}) {
    const exact = secretsToRedact(options.exactSecrets);
    let current = JSON.parse(JSON.stringify(value) ?? 'null');
    const findings = new Map();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
        // Where each string sits is laid out only when something was found (most outputs hold none).
        const needles = await needlesIn(JSON.stringify(current) ?? 'null', exact);
        if (needles.values.length === 0 && needles.rangeOnly.length === 0)
            break;
        const { regions: slots } = (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .layOutJson */ .Bk)(current);
        const rangeOnly = needles.rangeOnly.flatMap((match) => slotsOf(slots, match));
        if (needles.values.length === 0 && rangeOnly.length === 0)
            break;
        const replaced = new Map();
        const hits = [];
        for (const slot of slots) {
            const result = replaceNeedles(slot.value, needles.values);
            let next = result.text;
            const rules = new Set(result.rules);
            for (const hit of rangeOnly) {
                if (hit.slot === slot) {
                    next = redactionMarker(hit.rule);
                    rules.add(hit.rule);
                }
            }
            if (rules.size === 0)
                continue;
            replaced.set(slot, next);
            hits.push({ slot, rules });
        }
        if (replaced.size === 0)
            break;
        // A key that was a secret must not reappear in the path of anything below it.
        const renamed = new Map();
        for (const [slot, text] of replaced) {
            if (slot.isKey)
                renamed.set(JSON.stringify(slot.path), text);
        }
        for (const { slot, rules } of hits) {
            const path = renderPath(slot.path, renamed);
            for (const rule of rules)
                findings.set(`${path}\0${rule}`, { path, rule });
        }
        current = rebuild(current, replaced, slots);
    }
    return { value: current, findings: [...findings.values()] };
}
/** Redacts a text (Markdown, a log line); `path` names it in the findings. */
async function redactText(text, options = {}) {
    const exact = secretsToRedact(options.exactSecrets);
    const path = options.path ?? '(text)';
    let current = text;
    const rules = new Set();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
        const needles = await needlesIn(current, exact);
        // A match whose value the rule did not quote: its range is all there is.
        const ranged = [...needles.rangeOnly].sort((a, b) => b.range[0] - a.range[0]);
        let before = current.length;
        for (const match of ranged) {
            const [start, end] = match.range;
            // Overlapping ranges: the later one already covers from its start on.
            const stop = Math.min(end, before);
            if (stop <= start)
                continue;
            before = start;
            current = `${current.slice(0, start)}${redactionMarker(shortRuleName(match.ruleId))}${current.slice(stop)}`;
            rules.add(shortRuleName(match.ruleId));
        }
        const result = replaceNeedles(current, needles.values);
        current = result.text;
        for (const rule of result.rules)
            rules.add(rule);
        if (ranged.length === 0 && result.rules.length === 0)
            break;
    }
    return { text: current, findings: [...rules].map((rule) => ({ path, rule })) };
}
/** The exact credentials only, synchronously: for log lines that cannot wait for the rules. */
function redactExactCredentials(text, extra = []) {
    const needles = exactNeedles(secretsToRedact(extra));
    return needles.length === 0 ? text : replaceNeedles(text, needles).text;
}
/** The exact credentials, raw and as they appear inside a JSON string. */
function exactNeedles(secrets) {
    const rule = shortRuleName(_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .EXACT_CREDENTIAL_RULE */ .hf);
    return [
        ...new Set(secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)])),
    ].map((value) => ({ value, rule }));
}
/** The exact credentials and every value a rule quoted; apart, matches that quoted none. */
async function needlesIn(text, exact) {
    const values = exactNeedles(exact).filter((needle) => text.includes(needle.value));
    const rangeOnly = [];
    // A text no rule can match (secret-prefilter.ts) is not given to the rules, nor makes them load.
    const matches = await (0,_secret_lint_js__WEBPACK_IMPORTED_MODULE_1__/* .lintForSecrets */ .An)(text, { quoteValues: true });
    for (const match of matches) {
        const rule = shortRuleName(match.ruleId);
        const quoted = match.quoted.filter((value) => value.length > 0 && !isOnlyMarkers(value));
        if (quoted.length === 0) {
            rangeOnly.push(match);
            continue;
        }
        for (const value of quoted) {
            values.push({ value, rule });
            // Quoted from the JSON text: inside a string it may stand unescaped.
            const unescaped = unescapeJsonFragment(value);
            if (unescaped !== undefined && unescaped !== value)
                values.push({ value: unescaped, rule });
        }
    }
    // Longest first, so a secret is replaced whole before any part of it is.
    values.sort((a, b) => b.value.length - a.value.length);
    return { values, rangeOnly };
}
function isOnlyMarkers(value) {
    return value.replace(MARKER, '').trim() === '';
}
function unescapeJsonFragment(value) {
    const parsed = (0,_json_parse_json_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJson */ .q)(`"${value}"`);
    return parsed.ok && typeof parsed.value === 'string' ? parsed.value : undefined;
}
/** Replaces each needle outside the markers already there, so redaction cannot grow without end. */
function replaceNeedles(text, needles) {
    const present = needles.filter((needle) => text.includes(needle.value));
    if (present.length === 0)
        return { text, rules: [] };
    const rules = new Set();
    const parts = text.split(/(<redacted:[a-z0-9-]+>)/);
    const redacted = parts.map((part, index) => {
        if (index % 2 === 1)
            return part;
        let next = part;
        for (const needle of present) {
            if (!next.includes(needle.value))
                continue;
            next = next.split(needle.value).join(redactionMarker(needle.rule));
            rules.add(needle.rule);
        }
        return next;
    });
    return { text: redacted.join(''), rules: [...rules] };
}
/** The strings a range falls in, values preferred over keys (as the scanner attributes them). */
function slotsOf(slots, match) {
    const [start, end] = match.range;
    const touched = slots.filter((slot) => slot.start < Math.max(end, start + 1) && slot.end > start);
    const values = touched.filter((slot) => !slot.isKey);
    const rule = shortRuleName(match.ruleId);
    return (values.length > 0 ? values : touched).map((slot) => ({ slot, rule }));
}
/** `value` with each replaced string swapped in; walked in the order `layOutJson` laid it out. */
function rebuild(value, replaced, slots) {
    let next = 0;
    const take = () => {
        const slot = slots[next++];
        return replaced.get(slot) ?? slot.value;
    };
    const visit = (item) => {
        if (typeof item === 'string')
            return take();
        if (Array.isArray(item))
            return item.map((element) => visit(element));
        if (item !== null && typeof item === 'object') {
            const out = {};
            for (const [, element] of Object.entries(item)) {
                let key = take();
                // Two keys redacted alike must not overwrite each other.
                for (let copy = 2; Object.hasOwn(out, key); copy++)
                    key = `${key} (${copy})`;
                out[key] = visit(element);
            }
            return out;
        }
        return item;
    };
    return visit(value);
}
/** A key that was a secret is shown as its marker; a long quoted key is cut at 60 characters. */
function renderPath(path, renamed = new Map()) {
    if (typeof path === 'string')
        return path;
    let rendered = '';
    for (const [depth, original] of path.entries()) {
        const segment = renamed.get(JSON.stringify(path.slice(0, depth + 1))) ?? original;
        rendered += (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .renderSegment */ .wE)(segment, rendered === '', 60);
    }
    return rendered === '' ? _secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .TOP_LEVEL */ .bR : rendered;
}
//# sourceMappingURL=secret-redact.js.map

/***/ }),

/***/ 51:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ layOutJson),
/* harmony export */   Es: () => (/* binding */ credentialsFromEnvironment),
/* harmony export */   I$: () => (/* binding */ scanForSecrets),
/* harmony export */   bR: () => (/* binding */ TOP_LEVEL),
/* harmony export */   hf: () => (/* binding */ EXACT_CREDENTIAL_RULE),
/* harmony export */   k5: () => (/* binding */ scanStreamedEvents),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH),
/* harmony export */   wE: () => (/* binding */ renderSegment)
/* harmony export */ });
/* unused harmony export prefixPath */
/* harmony import */ var _json_parse_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3040);
/* harmony import */ var _secret_lint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5367);
/**
 * The secret scanner of the cassette writer and `verdict export` (SPEC §4, §8), which refuse on a
 * hit, and of redaction (SPEC §7): secretlint's recommended rules plus verbatim matches of the
 * user's credentials. A finding never holds the secret (findings reach logs and CI). A safety net,
 * not a guarantee.
 */


const EXACT_CREDENTIAL_RULE = 'verdict/exact-credential';
const MIN_SECRET_LENGTH = 8;
/** Our own words: the rules' messages quote the secret. Keyed by rule id, or `rule id#message id`. */
const DESCRIPTIONS = {
    '@secretlint/secretlint-rule-openai': 'looks like an OpenAI API key',
    '@secretlint/secretlint-rule-anthropic': 'looks like an Anthropic API key',
    '@secretlint/secretlint-rule-aws#AWSAccessKeyID': 'looks like an AWS access key id',
    '@secretlint/secretlint-rule-aws#AWSSecretAccessKey': 'looks like an AWS secret access key',
    '@secretlint/secretlint-rule-github': 'looks like a GitHub token',
    '@secretlint/secretlint-rule-gcp': 'looks like a GCP service account key',
    '@secretlint/secretlint-rule-privatekey': 'looks like a private key',
    '@secretlint/secretlint-rule-basicauth': 'looks like a URL with a password in it',
    '@secretlint/secretlint-rule-database-connection-string': 'looks like a database connection string with a password',
    '@secretlint/secretlint-rule-npm': 'looks like an npm token',
    '@secretlint/secretlint-rule-slack': 'looks like a Slack token or webhook',
    '@secretlint/secretlint-rule-sendgrid': 'looks like a SendGrid API key',
    '@secretlint/secretlint-rule-shopify': 'looks like a Shopify API key',
    '@secretlint/secretlint-rule-linear': 'looks like a Linear API key',
    '@secretlint/secretlint-rule-1password': 'looks like a 1Password service account token',
    [EXACT_CREDENTIAL_RULE]: 'contains the exact value of one of your credentials',
};
const describeRule = (rule, messageId) => DESCRIPTIONS[`${rule}#${messageId}`] ?? DESCRIPTIONS[rule] ?? 'looks like a secret';
/**
 * Scans every string of a JSON-like value, keys included, linting its JSON text in one pass (so
 * key/value patterns such as `"aws_secret_access_key": "…"` match) and mapping each match back to
 * its string.
 */
async function scanForSecrets(value, options) {
    return findSecretsIn(layOutJson(value), options);
}
/**
 * Scans a stream's `data:` payloads, each whole, then (a streamed key is split across events) the
 * strings at one path across events joined, named `<eventsPath>[*].<path>`: only once the events
 * themselves are clean, since that path is made of their keys.
 */
async function scanStreamedEvents(events, eventsPath, options) {
    const direct = await scanForSecrets(events, options);
    if (direct.length > 0)
        return direct.map((finding) => ({ ...finding, path: prefixPath(eventsPath, finding.path) }));
    const joined = new Map();
    for (const event of events) {
        const seenInEvent = new Set();
        forEachString(parseJsonOrUndefined(event), [], (text, path) => {
            const key = renderPath(path);
            const entry = joined.get(key) ?? { parts: [], events: 0 };
            entry.parts.push(text);
            if (!seenInEvent.has(key))
                entry.events += 1;
            seenInEvent.add(key);
            joined.set(key, entry);
        });
    }
    // A path present in one event only was scanned whole already, with the events themselves.
    const texts = [...joined]
        .filter(([, entry]) => entry.events > 1)
        .map(([path, entry]) => ({
        path: prefixPath(`${eventsPath}[*]`, path),
        text: entry.parts.join(''),
    }));
    return findSecretsIn(layOutTexts(texts), options);
}
/** `response` + `body.x` → `response.body.x`; `response` + `[2]` → `response[2]`. */
function prefixPath(prefix, path) {
    if (path === TOP_LEVEL)
        return prefix;
    if (prefix === '')
        return path;
    return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}
/** Credential names by convention, with `-` too: the Action's inputs arrive as `INPUT_API-KEY`. */
const CREDENTIAL_NAME = /(?:^|[_-])(?:API[_-]?KEY|KEY|KEY[_-]ID|TOKEN|SECRET|PAT)$|PASSWORD|PASSWD|PASSPHRASE/i;
/** Named like a credential but not one: Verdict's own marker for the processes it starts. */
const NOT_CREDENTIALS = new Set(['VERDICT_PROCESS_TAG']);
/** The values of the environment variables named like credentials, at least 8 characters long. */
function credentialsFromEnvironment(env) {
    const credentials = new Set();
    // Names first: reading a `process.env` value is a call into Node, and every redaction asks.
    for (const name of Object.keys(env)) {
        if (NOT_CREDENTIALS.has(name.toUpperCase()) || !CREDENTIAL_NAME.test(name))
            continue;
        const value = env[name];
        if (value === undefined || value.length < MIN_SECRET_LENGTH)
            continue;
        credentials.add(value);
    }
    return [...credentials];
}
async function findSecretsIn(laidOut, options) {
    if (laidOut.regions.length === 0)
        return [];
    const hits = [];
    for (const message of await (0,_secret_lint_js__WEBPACK_IMPORTED_MODULE_0__/* .lintForSecrets */ .An)(laidOut.text)) {
        hits.push({
            region: regionOfRange(laidOut.regions, message.range),
            rule: message.ruleId,
            description: describeRule(message.ruleId, message.messageId),
        });
    }
    const secrets = options.exactSecrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
    // JSON inside a string (SSE events, tool arguments) holds the secret escaped.
    const needles = secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]);
    for (const region of laidOut.regions) {
        if (needles.some((needle) => region.value.includes(needle))) {
            const rule = EXACT_CREDENTIAL_RULE;
            hits.push({ region, rule, description: describeRule(rule, '') });
        }
    }
    hits.sort((a, b) => (a.region?.start ?? -1) - (b.region?.start ?? -1));
    const redactedKeys = new Set(hits.flatMap(({ region }) => (region?.isKey === true ? [pathIdentity(region.path)] : [])));
    const findings = new Map();
    for (const { region, rule, description } of hits) {
        const path = region === undefined ? TOP_LEVEL : renderRegionPath(region, redactedKeys);
        const finding = {
            path,
            rule,
            description: region?.isKey === true ? `${description} (in an object key)` : description,
        };
        findings.set(`${path}\0${rule}\0${finding.description}`, finding);
    }
    return [...findings.values()];
}
/**
 * The string a match belongs to: the last value it overlaps, then the last key (the AWS rule
 * reports from the key of `"aws_secret_access_key": "…"`).
 */
function regionOfRange(regions, [start, end]) {
    let low = 0;
    let high = regions.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if ((regions[middle]?.end ?? 0) <= start)
            low = middle + 1;
        else
            high = middle;
    }
    let chosen;
    for (let index = low; index < regions.length; index++) {
        const region = regions[index];
        if (region === undefined || region.start >= Math.max(end, start + 1))
            break;
        if (!region.isKey || chosen === undefined || chosen.isKey)
            chosen = region;
    }
    return chosen ?? regions[low - 1];
}
/** The JSON text of `value`, recording where each string (value or key) sits in it. */
function layOutJson(value) {
    const chunks = [];
    const regions = [];
    let length = 0;
    const emit = (chunk) => {
        chunks.push(chunk);
        length += chunk.length;
    };
    const emitString = (text, path, isKey) => {
        const chunk = JSON.stringify(text);
        regions.push({ start: length, end: length + chunk.length, value: text, path, isKey });
        emit(chunk);
    };
    const visit = (item, path) => {
        if (typeof item === 'string') {
            emitString(item, path, false);
        }
        else if (Array.isArray(item)) {
            emit('[');
            item.forEach((element, index) => {
                if (index > 0)
                    emit(',');
                visit(element, [...path, index]);
            });
            emit(']');
        }
        else if (item !== null && typeof item === 'object') {
            emit('{');
            Object.entries(item).forEach(([key, element], index) => {
                if (index > 0)
                    emit(',');
                emitString(key, [...path, key], true);
                emit(':');
                visit(element, [...path, key]);
            });
            emit('}');
        }
        else {
            emit(JSON.stringify(item) ?? 'null');
        }
    };
    // Through JSON first, so that what is scanned is what would be written (toJSON, undefined, NaN).
    visit(parseJsonOrUndefined(JSON.stringify(value) ?? 'null'), []);
    return { text: chunks.join(''), regions };
}
/** Named texts, one per line: a newline keeps a pattern from running from one text into the next. */
function layOutTexts(texts) {
    let text = '';
    const regions = [];
    for (const { path, text: value } of texts) {
        text += '\n';
        regions.push({
            start: text.length,
            end: text.length + value.length,
            value,
            path,
            isKey: false,
        });
        text += value;
    }
    return { text, regions };
}
function forEachString(value, path, visit) {
    if (typeof value === 'string')
        visit(value, path);
    else if (Array.isArray(value))
        value.forEach((item, index) => forEachString(item, [...path, index], visit));
    else if (value !== null && typeof value === 'object')
        for (const [key, item] of Object.entries(value))
            forEachString(item, [...path, key], visit);
}
function parseJsonOrUndefined(text) {
    const parsed = (0,_json_parse_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJson */ .q)(text);
    return parsed.ok ? parsed.value : undefined;
}
const TOP_LEVEL = '(top level)';
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const REDACTED_KEY = '[<redacted key>]';
const pathIdentity = (path) => JSON.stringify(path);
function renderRegionPath(region, redactedKeys) {
    const { path } = region;
    if (typeof path === 'string')
        return path;
    // A key that is itself a secret must not reappear in the path of anything below it.
    return renderPath(path, (depth) => redactedKeys.has(pathIdentity(path.slice(0, depth + 1))));
}
/** `choices[0].message.content`; keys that are not identifiers are quoted: `headers["x-api-key"]`. */
function renderPath(path, isRedacted = () => false) {
    let rendered = '';
    path.forEach((segment, depth) => {
        rendered += isRedacted(depth) ? REDACTED_KEY : renderSegment(segment, rendered === '');
    });
    return rendered === '' ? TOP_LEVEL : rendered;
}
/** One segment of a path: `[0]`, `.key` (`key` first) or `["x-api-key"]`, cut past `maxQuoted`. */
function renderSegment(segment, first, maxQuoted = Infinity) {
    if (typeof segment === 'number')
        return `[${segment}]`;
    if (IDENTIFIER.test(segment))
        return first ? segment : `.${segment}`;
    const shown = segment.length > maxQuoted ? `${segment.slice(0, maxQuoted - 3)}…` : segment;
    return `[${JSON.stringify(shown)}]`;
}
//# sourceMappingURL=secret-scan.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(6801);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
