export const id = 5288;
export const ids = [5288,9023,2284];
export const modules = {

/***/ 5288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_SUITE_DIR: () => (/* binding */ DEFAULT_SUITE_DIR),
  prCommand: () => (/* binding */ prCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/provider/divergence-excerpt.js
var divergence_excerpt = __webpack_require__(1919);
// EXTERNAL MODULE: ./lib/run-dir/divergences.js
var divergences = __webpack_require__(2216);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/suite/discover-suites.js
var discover_suites = __webpack_require__(6907);
// EXTERNAL MODULE: ./lib/suite/load-suite.js + 1 modules
var load_suite = __webpack_require__(6248);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
// EXTERNAL MODULE: ./lib/compare/comparison-schema.js
var comparison_schema = __webpack_require__(5268);
// EXTERNAL MODULE: ./lib/gate/task-standings.js
var task_standings = __webpack_require__(9250);
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
// EXTERNAL MODULE: ./lib/sandbox/sandbox.js
var sandbox = __webpack_require__(8132);
;// CONCATENATED MODULE: ./lib/pr/comment-model.js
/** The PR comment before it is Markdown: a fork's payload carries it, post-comment validates it. */






const line = schemas/* string */.YjP().max(2_000);
const sha = schemas/* string */.YjP().regex(/^[0-9a-f]{40}$/, 'a full commit SHA');
const SideOutcomeSchema = schemas/* strictObject */.rej({
    /** `NOT_RUN` when setup failed, the suite is missing on that side, or the harness could not start. */
    state: schemas/* union */.KCZ([report_schema/* RunStateSchema */.sT, schemas/* literal */.euz('NOT_RUN')]),
    problem: line.optional(),
    /** The suite does not exist on this side (added or removed by the PR): not an infrastructure problem. */
    absent: schemas/* literal */.euz(true).optional(),
    /** Live base results reused from an earlier evaluation with the same key (SPEC §7), not run again. */
    reused: schemas/* strictObject */.rej({
        runId: schemas/* string */.YjP().max(200),
        storedAt: iso/* datetime */.w$(),
        origin: line.optional(),
    })
        .optional(),
    /** As the side's report records it; absent when the side did not run. */
    sandbox: sandbox/* SandboxConditionsSchema */.nj.optional(),
});
const DivergenceSchema = schemas/* strictObject */.rej({
    taskId: schemas/* string */.YjP().max(200),
    repetition: schemas/* number */.aig().int().min(0),
    runs: schemas/* number */.aig().int().min(1),
    call: schemas/* number */.aig().int().min(0),
    field: schemas/* string */.YjP().max(300),
    /** Absent for a missing or extra call. */
    excerpt: divergence_excerpt/* ChangeExcerptSchema */.HJ.optional(),
    message: line,
});
/** Divergences kept per suite: the rest are counted and left to the full report. */
const MAX_DIVERGENCES_PER_SUITE = 20;
const SuiteOutcomeSchema = schemas/* strictObject */.rej({
    suiteId: schemas/* string */.YjP().max(200),
    base: SideOutcomeSchema,
    head: SideOutcomeSchema,
    comparison: comparison_schema/* ComparisonSchema */.tV.optional(),
    /** Why there is no comparison although both sides ran (e.g. the suite version changed: exit 3). */
    notComparable: line.optional(),
    divergences: schemas/* array */.YOg(DivergenceSchema).max(MAX_DIVERGENCES_PER_SUITE).optional(),
    moreDivergences: schemas/* number */.aig().int().min(0).optional(),
    /** Replay: the command that records the diverged tasks' cassettes again, if the change was intended. */
    reRecord: line.optional(),
});
const ModeSchema = schemas/* enum */.k5n(['replay', 'live']);
const ModeSectionSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({ mode: ModeSchema, suites: schemas/* array */.YOg(SuiteOutcomeSchema).max(200) }),
    /** The mode did not run: no cassettes, no credentials (a fork), or `mode` did not ask for it. */
    schemas/* strictObject */.rej({ mode: ModeSchema, skipped: line }),
]);
/** Only http(s) links: anything else in an untrusted payload is refused. */
const webLink = schemas/* url */.OZ5({ protocol: /^https?$/ });
const CommentModelSchema = schemas/* strictObject */.rej({
    marker: schemas/* string */.YjP()
        .regex(/^<!-- verdict:pr-comment:[0-9a-f]{12} -->$/, 'a Verdict comment marker'),
    baseSha: sha,
    headSha: sha,
    /** When the evaluation finished (ISO 8601): the time of this push in the comment's history. */
    evaluatedAt: iso/* datetime */.w$().optional(),
    sections: schemas/* array */.YOg(ModeSectionSchema).max(2),
    links: schemas/* strictObject */.rej({
        run: webLink.optional(),
        artifact: webLink.optional(),
        /** The HTML report (report.html / comparison.html), when it is served somewhere a browser opens. */
        report: webLink.optional(),
    }),
    /** Lines for notices (live skipped on a fork, k below 5, a side that could not run). */
    notices: schemas/* array */.YOg(line).max(50),
    gate: task_standings/* GateReportSchema */.dj.optional(),
});
//# sourceMappingURL=comment-model.js.map
;// CONCATENATED MODULE: ./lib/pr/attach-divergences.js
/** The head's replay divergences and re-record command in the comment model, bounded for the payload. */








const MAX_TEXT_CHARS = 2_000;
const MAX_COMMAND_CHARS = 2_000;
async function attachDivergences(sections, source) {
    const result = [];
    for (const section of sections) {
        if (section.mode !== 'replay' || 'skipped' in section) {
            result.push(section);
            continue;
        }
        const suites = [];
        for (const suite of section.suites)
            suites.push(await withDivergences(suite, source));
        result.push({ ...section, suites });
    }
    return result;
}
async function withDivergences(suite, source) {
    const diverged = suite.comparison?.tasks.filter((task) => task.verdict === 'diverged') ?? [];
    if (diverged.length === 0)
        return suite;
    const found = await readDivergences(external_node_path_.join(source.outDir, 'head', 'replay', suite.suiteId, runs_jsonl/* RUNS_FILE */.Ct));
    const where = await locateSuite(suite.suiteId, source);
    const taskIds = [...new Set(diverged.map((task) => task.taskId))].sort();
    const command = (0,divergences/* reRecordCommand */.o)({
        suite: where.name,
        taskIds,
        grants: source.grants,
        ...(where.scripted ? { provider: 'scripted' } : {}),
    });
    const listed = found.slice(0, MAX_DIVERGENCES_PER_SUITE);
    return {
        ...suite,
        ...(listed.length === 0 ? {} : { divergences: listed }),
        ...(found.length > listed.length ? { moreDivergences: found.length - listed.length } : {}),
        ...(command.length <= MAX_COMMAND_CHARS ? { reRecord: command } : {}),
    };
}
/** The divergences a runs.jsonl shows, each text cut to what the payload schema allows. */
async function readDivergences(file) {
    const read = await (0,runs_jsonl/* readRunRecords */.Y$)(file).catch(() => undefined);
    if (read === undefined)
        return [];
    return (0,divergences/* divergencesOf */.H)(read.records).map((divergence) => ({
        taskId: cut(divergence.taskId, 200),
        repetition: divergence.repetition,
        runs: divergence.runs,
        call: divergence.call,
        field: cut(divergence.field, 300),
        // Built bounded (`excerptChange`); one the payload schema would refuse is left out, not cut.
        ...(divergence.excerpt !== undefined &&
            divergence_excerpt/* ChangeExcerptSchema */.HJ.safeParse(divergence.excerpt).success
            ? { excerpt: divergence.excerpt }
            : {}),
        message: cut(divergence.message, MAX_TEXT_CHARS),
    }));
}
function cut(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
/** The suite's directory for the re-record command, and whether it records from its scripts. */
async function locateSuite(suiteId, source) {
    const fallback = { name: external_node_path_.posix.join(source.suiteDir, suiteId), scripted: false };
    try {
        for (const location of await (0,discover_suites/* findSuiteLocations */.Ob)(external_node_path_.join(source.repoDir, source.suiteDir))) {
            const loaded = await (0,load_suite/* loadSuite */.bu)(location, { cwd: source.repoDir });
            if (!loaded.ok || loaded.suite.suiteId !== suiteId)
                continue;
            const relative = external_node_path_.relative(source.repoDir, loaded.suite.dir).split(external_node_path_.sep).join('/');
            const scripts = await (0,promises_.readdir)(external_node_path_.join(loaded.suite.dir, 'scripts')).catch(() => []);
            return { name: relative === '' ? '.' : relative, scripted: scripts.length > 0 };
        }
    }
    catch {
        // The suite cannot be read here: name it by where suites live.
    }
    return fallback;
}
//# sourceMappingURL=attach-divergences.js.map
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
;// CONCATENATED MODULE: ./lib/pr/changed-paths.js
/** The `paths` filter (SPEC §7), read in order as GitHub's is: a later `!glob` takes files out. */

/** Newline- or comma-separated globs (a comma inside braces is the glob's); none is no filter. */
function parsePathGlobs(text) {
    if (text === undefined)
        return undefined;
    const globs = [];
    let current = '';
    let depth = 0;
    for (const character of text) {
        if (character === '{')
            depth += 1;
        if (character === '}')
            depth = Math.max(0, depth - 1);
        if (character === '\n' || (character === ',' && depth === 0)) {
            globs.push(current);
            current = '';
            if (character === '\n')
                depth = 0;
            continue;
        }
        current += character;
    }
    globs.push(current);
    const cleaned = globs
        .map((glob) => glob.trim())
        .map((glob) => (glob.startsWith('./') ? glob.slice(2) : glob))
        .filter((glob) => glob !== '' && glob !== '!');
    return cleaned.length === 0 ? undefined : cleaned;
}
/** One compiled matcher per glob; wildcards match dot files too (`src/**` covers `src/.env`). */
const matchers = new Map();
function matchesWithDots(file, glob) {
    let matcher = matchers.get(glob);
    if (matcher === undefined) {
        matcher = picomatch(glob, { dot: true });
        matchers.set(glob, matcher);
    }
    return matcher(file);
}
/** Whether `file` (repository-relative, `/`-separated) is under the globs. */
function isUnderGlobs(file, globs) {
    // Only exclusions: everything else is included, as `**` followed by them would be.
    let included = globs.every((glob) => glob.startsWith('!'));
    for (const glob of globs) {
        if (glob.startsWith('!')) {
            if (included && matchesWithDots(file, glob.slice(1)))
                included = false;
        }
        else if (!included && matchesWithDots(file, glob)) {
            included = true;
        }
    }
    return included;
}
function filesUnderGlobs(files, globs) {
    return files.filter((file) => isUnderGlobs(file, globs));
}
//# sourceMappingURL=changed-paths.js.map
// EXTERNAL MODULE: ./lib/pr/reuse-max-age.js
var reuse_max_age = __webpack_require__(5975);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/run-dir/atomic-write.js
var atomic_write = __webpack_require__(5176);
// EXTERNAL MODULE: ./lib/runner/adaptive-rounds.js
var adaptive_rounds = __webpack_require__(9206);
// EXTERNAL MODULE: ./lib/stats/adaptive-k.js + 2 modules
var adaptive_k = __webpack_require__(4456);
// EXTERNAL MODULE: ./lib/suite/task-delta.js
var task_delta = __webpack_require__(3060);
// EXTERNAL MODULE: ./lib/pr/base-reuse.js
var base_reuse = __webpack_require__(2284);
;// CONCATENATED MODULE: ./lib/pr/adaptive-store.js
/**
 * Continuation across re-runs of `k: auto` (SPEC §5, docs/adaptive-k.md): a suite's final record of
 * rounds is stored under a key of everything the evidence depends on, and a later evaluation of the
 * same two commits resumes each task's e-process from it, so a re-run adds to the same evidence
 * instead of manufacturing a verdict. A missing, unreadable or mismatched entry means a fresh test.
 */







const AdaptiveKeyPartsSchema = schemas/* strictObject */.rej({
    baseSha: schemas/* string */.YjP().min(1),
    headSha: schemas/* string */.YjP().min(1),
    suiteId: schemas/* string */.YjP(),
    suiteVersion: schemas/* strictObject */.rej({ base: schemas/* string */.YjP(), head: schemas/* string */.YjP() }),
    model: schemas/* string */.YjP(),
    seed: schemas/* number */.aig().int(),
    rule: schemas/* strictObject */.rej({
        alpha: schemas/* number */.aig(),
        delta: schemas/* number */.aig(),
        minK: schemas/* number */.aig().int(),
        maxK: schemas/* number */.aig().int(),
    }),
    /** What fixes each side's configuration hash besides the commits (never a key). */
    configuration: schemas/* string */.YjP(),
});
const StoredAdaptiveSchema = schemas/* strictObject */.rej({
    schemaVersion: schemas/* literal */.euz(1),
    key: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    parts: AdaptiveKeyPartsSchema,
    storedAt: iso/* datetime */.w$(),
    /** Each side's configuration hash as its reports recorded it. */
    configHashes: schemas/* strictObject */.rej({ base: schemas/* string */.YjP(), head: schemas/* string */.YjP() }),
    record: adaptive_k/* AdaptiveRecordSchema */.zr,
});
function fileOf(dir, key) {
    return external_node_path_.join(dir, 'adaptive', `${key}.json`);
}
async function findStoredAdaptive(dir, parts) {
    const key = (0,base_reuse.reuseKeyOf)(parts);
    const entry = await (0,base_reuse.readValid)(fileOf(dir, key), StoredAdaptiveSchema);
    // The key is a hash: the parts themselves must match too.
    if (entry?.key !== key || (0,canonical_json/* canonicalJson */.d)(entry.parts) !== (0,canonical_json/* canonicalJson */.d)(parts))
        return undefined;
    return { record: entry.record, storedAt: entry.storedAt };
}
async function storeAdaptive(dir, parts, record, configHashes) {
    const key = (0,base_reuse.reuseKeyOf)(parts);
    await (0,promises_.mkdir)(external_node_path_.join(dir, 'adaptive'), { recursive: true });
    const entry = {
        schemaVersion: 1,
        key,
        parts,
        storedAt: new Date().toISOString(),
        configHashes,
        record,
    };
    await (0,atomic_write/* writeFileAtomically */.l)(fileOf(dir, key), `${JSON.stringify(entry, null, 2)}\n`);
}
/** How many records were stored at or after `since` (ms since the epoch): the cache saves them. */
async function countStoredAdaptiveSince(dir, since) {
    const names = await (0,promises_.readdir)(external_node_path_.join(dir, 'adaptive')).catch(() => []);
    let count = 0;
    for (const name of names.filter((entry) => entry.endsWith('.json'))) {
        const entry = await (0,base_reuse.readValid)(external_node_path_.join(dir, 'adaptive', name), StoredAdaptiveSchema);
        if (entry !== undefined && Date.parse(entry.storedAt) >= since)
            count += 1;
    }
    return count;
}
//# sourceMappingURL=adaptive-store.js.map
// EXTERNAL MODULE: ./lib/process/run-command.js + 1 modules
var run_command = __webpack_require__(5372);
// EXTERNAL MODULE: ./lib/process/secrets-file.js
var secrets_file = __webpack_require__(9023);
// EXTERNAL MODULE: ./lib/process/scrub-environment.js
var scrub_environment = __webpack_require__(6578);
;// CONCATENATED MODULE: ./lib/pr/allowed-env.js

/**
 * The environment of a checkout's `setup` (the PR's own code; SPEC §1, §7): what a build needs and
 * nothing that could be a credential: no INPUT_* (the key and token), no token, key or secret by name.
 */
const ALLOWED = [
    /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|LANG|LANGUAGE|TZ|TMPDIR|TEMP|TMP|CI|PWD)$/,
    /^LC_[A-Z_]+$/,
    /^(NODE_OPTIONS|NODE_ENV|NODE_EXTRA_CA_CERTS|COREPACK_HOME)$/,
    /^npm_config_[a-z_]+$/i,
    /^XDG_[A-Z_]+$/,
    /^GITHUB_(WORKSPACE|SHA|REF|REF_NAME|REF_TYPE|BASE_REF|HEAD_REF|REPOSITORY|REPOSITORY_OWNER|RUN_ID|RUN_NUMBER|RUN_ATTEMPT|EVENT_NAME|ACTIONS|SERVER_URL|API_URL|GRAPHQL_URL|JOB|WORKFLOW|ACTOR)$/,
    /^RUNNER_(OS|ARCH|TEMP|TOOL_CACHE|NAME|ENVIRONMENT)$/,
];
/** Verdict's own settings, which the evaluating CLI reads; none is a credential. */
const VERDICT_SETTINGS = /^VERDICT_(DEBUG|SPAWN_AGENT|UPSTREAM_TIMEOUT_MS|CODE_CACHE|BUNDLE)$|^NO_COLOR$/;
function keep(env, allowed) {
    return Object.fromEntries(Object.entries(env).filter(([name, value]) => 
    // A credential-like name is never passed, whatever pattern it matches.
    value !== undefined &&
        !(0,scrub_environment/* mayHoldCredential */.kG)(name) &&
        allowed.some((pattern) => pattern.test(name))));
}
function allowListedEnvironment(env) {
    return keep(env, ALLOWED);
}
/** The `verdict` CLI's environment: setup's plus Verdict's settings; the key comes by file (SPEC §1). */
function evaluatingCliEnvironment(env) {
    return keep(env, [...ALLOWED, VERDICT_SETTINGS]);
}
//# sourceMappingURL=allowed-env.js.map
;// CONCATENATED MODULE: ./lib/pr/run-verdict.js
/** The `verdict` CLI as a PR evaluation runs it, and a side's outcome from the report it left. */






const SUITE_TIMEOUT_MS = 60 * 60_000;
/** The end of a command's output, on one line and short enough for a comment row. */
function lastLines(text, count = 3) {
    const tail = text.trim().split('\n').slice(-count).join(' / ');
    return tail.length > 500 ? `…${tail.slice(-499)}` : tail;
}
/** Runs the PR's agent: an allow-listed environment, `secrets` in a file it deletes (SPEC §1). */
async function runVerdict(args, cwd, options, secrets = {}) {
    const [program, ...rest] = options.verdictCommand;
    if (program === undefined)
        throw new Error('verdictCommand is empty');
    const handover = Object.keys(secrets).length === 0 ? undefined : await (0,secrets_file/* writeSecretsFile */.Z)(secrets);
    const result = await (0,run_command/* runCommand */.d)([
        program,
        ...rest,
        ...args,
        ...(handover === undefined ? [] : ['--secrets-file', handover.file]),
    ], {
        cwd,
        timeoutMs: SUITE_TIMEOUT_MS,
        env: { ...evaluatingCliEnvironment(options.env ?? process.env), CI: 'true' },
    }).finally(() => handover?.remove());
    if (result.outcome === 'failed-to-start') {
        return { code: null, stderr: result.message, stdout: '' };
    }
    if (result.outcome !== 'exited') {
        return { code: null, stderr: `verdict ${result.outcome}`, stdout: result.stdout };
    }
    return { code: result.exitCode, stderr: result.stderr, stdout: result.stdout };
}
async function readReport(dir) {
    try {
        return report_schema/* ReportSchema */.M9.parse(JSON.parse(await (0,promises_.readFile)(external_node_path_.join(dir, 'report.json'), 'utf8')));
    }
    catch {
        return undefined;
    }
}
/** How a side went, from the report the command left in `dir` (or its exit when there is none). */
async function sideOutcomeOf(dir, what, result) {
    const report = await readReport(dir);
    if (report === undefined) {
        return {
            state: 'NOT_RUN',
            problem: `${what} exited ${result.code ?? 'abnormally'}: ${lastLines(result.stderr)}`,
        };
    }
    const sandbox = report.conditions.sandbox;
    const contained = sandbox === undefined ? {} : { sandbox };
    if (report.state === 'COMPLETE')
        return { state: report.state, ...contained };
    const errors = Object.entries(report.summary.errors)
        .map(([kind, count]) => `${kind} ×${count}`)
        .join(', ');
    return {
        state: report.state,
        problem: `${report.summary.counts.missing} of ${report.summary.counts.total} runs missing${errors === '' ? '' : ` (${errors})`}`,
        ...contained,
    };
}
//# sourceMappingURL=run-verdict.js.map
;// CONCATENATED MODULE: ./lib/pr/evaluate-mode.js
/** One mode of a PR evaluation: per suite base, head, and their comparison; the caller makes the sides. */




async function evaluateSuites(mode, suiteIds, produceSide, compare) {
    const suites = [];
    for (const suiteId of suiteIds) {
        const base = await produceSide('base', suiteId);
        const head = await produceSide('head', suiteId);
        const outcome = { suiteId, base: base.outcome, head: head.outcome };
        if (base.outcome.state !== 'NOT_RUN' && head.outcome.state !== 'NOT_RUN') {
            const outDir = external_node_path_.join(compare.outDir, 'comparison', mode, suiteId);
            Object.assign(outcome, await compareSides(base.dir, head.dir, outDir, compare.cwd, compare.runner));
        }
        suites.push(outcome);
    }
    return { mode, suites };
}
/** The comparison, or why there is none; `more` are further options (`--adaptive FILE`). */
async function compareSides(baseDir, headDir, outDir, cwd, runner, more = []) {
    const result = await runVerdict(['compare', baseDir, headDir, '--out', outDir, ...more], cwd, runner);
    try {
        const text = await (0,promises_.readFile)(external_node_path_.join(outDir, 'comparison.json'), 'utf8');
        return { comparison: comparison_schema/* ComparisonSchema */.tV.parse(JSON.parse(text)) };
    }
    catch {
        return { notComparable: lastLines(result.stderr, 2) || `compare exited ${result.code}` };
    }
}
//# sourceMappingURL=evaluate-mode.js.map
// EXTERNAL MODULE: ./lib/text/markdown.js
var text_markdown = __webpack_require__(6362);
;// CONCATENATED MODULE: ./lib/pr/escape-markdown.js
/** Untrusted text made safe for a bot's PR comment: no mentions, references, HTML, links or broken tables. */

/** Long ids and reasons are cut, so one task cannot take the whole comment. */
const DEFAULT_CELL_CHARS = 300;
const ZERO_WIDTH_SPACE = '&#8203;';
const SHORT_SHA_LENGTH = 7;
/** Far above any real run or artifact URL; a longer one is not a link we made. */
const MAX_URL_CHARS = 2_000;
/** Inert inline Markdown; with `maxChars`, the source is cut (never an entity in half) until it fits. */
function escapeMarkdownText(text, maxChars) {
    if (maxChars === undefined)
        return escapeWhole(text);
    let sourceChars = Math.max(1, maxChars);
    let escaped = escapeWhole((0,text_markdown/* truncateText */.EJ)(text, sourceChars));
    // `@` grows eightfold, so a fixed source length cannot bound the result; shrink in proportion.
    while (escaped.length > maxChars && sourceChars > 1) {
        sourceChars = Math.max(1, Math.min(sourceChars - 1, Math.floor((sourceChars * maxChars) / escaped.length)));
        escaped = escapeWhole((0,text_markdown/* truncateText */.EJ)(text, sourceChars));
    }
    // Only below 8 characters, the length of one escaped `@`.
    return escaped.length <= maxChars ? escaped : '';
}
/** Text for one cell of a GFM table, at most `maxChars` long. A pipe becomes `\|`, part of the cell. */
function escapeTableCell(text, maxChars = DEFAULT_CELL_CHARS) {
    return escapeMarkdownText(text, maxChars);
}
function escapeWhole(text) {
    const escaped = (0,text_markdown/* escapeMarkdown */.FV)(
    // GitHub does not break lines on these, but other Markdown readers of the same text do.
    text.replace(/[\u0085\u2028\u2029]/g, ' '))
        // Autolinks need the literal `://` or `www.`; a zero-width space keeps the text readable.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/\b(www)\./gi, `$1${ZERO_WIDTH_SPACE}.`)
        // `GH-12` cross-references issue 12 just like `#12`.
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZERO_WIDTH_SPACE}-`);
    return escapeLineStart(escaped);
}
/** A caller may put escaped text first on a line, where `# `, `- ` or `1. ` starts a block. */
function escapeLineStart(text) {
    if (/^[#+=-]/.test(text))
        return `\\${text}`;
    return text.replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}
/** A commit as GitHub shows it; anything that is not hex is escaped text, never a code span. */
function escape_markdown_formatShortSha(sha) {
    if (/^[0-9a-f]{4,64}$/i.test(sha))
        return `\`${sha.slice(0, SHORT_SHA_LENGTH)}\``;
    return escapeMarkdownText(sha, SHORT_SHA_LENGTH * 2) || 'unknown';
}
/** A Markdown link to an http(s) URL (`label` trusted); any other URL is shown escaped, not followed. */
function escape_markdown_formatLink(label, url) {
    const safe = toSafeUrl(url);
    if (safe === undefined)
        return `${label} (${escapeMarkdownText(url, 200)})`;
    return `[${label}](${safe})`;
}
function toSafeUrl(url) {
    if (url.length > MAX_URL_CHARS || !URL.canParse(url))
        return undefined;
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    // `href` percent-encodes spaces, quotes and angle brackets, but not the parentheses that would
    // end a Markdown link destination.
    return parsed.href.replace(/[()]/g, (char) => (char === '(' ? '%28' : '%29'));
}
//# sourceMappingURL=escape-markdown.js.map
;// CONCATENATED MODULE: ./lib/pr/comment-sandbox.js


/** `open-sandbox.ts`'s warnings as `sandbox-option.ts` prints them: a fallback, or no sandbox. */
const SANDBOX_WARNING = /^warning: ((?:not sandboxed|sandbox): .+)$/;
const MAX_WARNING_CHARS = 600;
function sandboxWarningsOf(stderr) {
    return stderr.split('\n').flatMap((line) => {
        const match = SANDBOX_WARNING.exec(line.trim());
        return match?.[1] === undefined ? [] : [match[1].slice(0, MAX_WARNING_CHARS)];
    });
}
/** A notice that says why runs were not sandboxed (or not by bwrap): also a warning in the log. */
function isSandboxNotice(notice) {
    return /^(?:not sandboxed|sandbox): /.test(notice);
}
/** The sandbox of one side of a suite: its report's, else the one its comparison carries. */
function sandboxOf(suite, side) {
    const conditions = suite.comparison?.[side === 'base' ? 'baseline' : 'candidate'].conditions;
    return suite[side].sandbox ?? conditions?.sandbox;
}
/** The comment's line when any side ran without a sandbox; undefined otherwise. */
function describeUnsandboxed(sections, notices) {
    let none;
    const where = [];
    for (const section of sections) {
        if ('skipped' in section)
            continue;
        const sides = ['base', 'head'].filter((side) => section.suites.some((suite) => {
            const sandbox = sandboxOf(suite, side);
            if (sandbox?.backend !== 'none')
                return false;
            none = sandbox;
            return true;
        }));
        if (sides.length > 0)
            where.push(`${section.mode}: ${sides.join(' and ')}`);
    }
    if (none === undefined)
        return undefined;
    const line = (0,sandbox/* describeSandbox */.hT)(none);
    const sentence = `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
    const why = notices.some(isSandboxNotice) ? ' The notices say why.' : '';
    return `> **${escapeMarkdownText(sentence, 300)}** (${where.join('; ')}).${why}`;
}
/** The conditions table's cell: the backend (and docker's image), `none`, or `—` when unrecorded. */
function describeSandboxCell(conditions) {
    const sandbox = conditions.sandbox;
    if (sandbox === undefined)
        return '—';
    return sandbox.image === undefined ? sandbox.backend : `${sandbox.backend} ${sandbox.image}`;
}
//# sourceMappingURL=comment-sandbox.js.map
;// CONCATENATED MODULE: ./lib/pr/run-side.js
/** One suite on one side in one mode as a `verdict run`: trusted upstreams, key by file, reuse by key. */





async function runSide(checkout, suiteId, mode, options, sandboxWarnings) {
    const dir = sideDirOf(options, checkout.side, mode, suiteId);
    const suite = checkout.suites.get(suiteId);
    if (checkout.problem !== undefined) {
        return { outcome: { state: 'NOT_RUN', problem: checkout.problem }, dir };
    }
    if (suite === undefined) {
        return {
            outcome: {
                state: 'NOT_RUN',
                problem: `the suite does not exist on ${checkout.side} (${checkout.side === 'base' ? 'added' : 'removed'} by this pull request)`,
                absent: true,
            },
            dir,
        };
    }
    const { args, secrets } = runArguments(checkout, suite.location, mode, dir, options);
    options.log(`${checkout.side}: ${mode} ${suiteId}`);
    const result = await runLogged(checkout, args, secrets, options, sandboxWarnings);
    const outcome = await sideOutcomeOf(dir, 'verdict run', result);
    const reused = mode === 'live' ? await (0,base_reuse.readReused)(dir) : undefined;
    if (reused !== undefined)
        outcome.reused = reusedOf(reused);
    return { outcome, dir };
}
/** What the comment says of the base's stored results a side reused. */
function reusedOf(reused) {
    return {
        runId: reused.runId,
        storedAt: reused.storedAt,
        ...(reused.origin === undefined ? {} : { origin: reused.origin.slice(0, 2_000) }),
    };
}
/** One `k: auto` round on one side (the caller checked the suite and checkout are ready). */
async function runSideRound(checkout, suiteId, round, options, sandboxWarnings) {
    const dir = sideDirOf(options, checkout.side, 'live', suiteId);
    const location = checkout.suites.get(suiteId)?.location ?? suiteId;
    const { args, secrets } = runArguments(checkout, location, 'live', dir, options, round);
    options.log(`${checkout.side}: live ${suiteId}, round ${round.number} (${round.taskIds.length} task(s))`);
    return runLogged(checkout, args, secrets, options, sandboxWarnings);
}
function sideDirOf(options, side, mode, suiteId) {
    return external_node_path_.join(options.outDir, side, mode, suiteId);
}
async function runLogged(checkout, args, secrets, options, sandboxWarnings) {
    const result = await runVerdict(args, checkout.dir, options, secrets);
    // Why the run was not sandboxed (or not by bwrap) is only in the CLI's stderr: logged once.
    for (const warning of sandboxWarningsOf(result.stderr)) {
        if (!sandboxWarnings.has(warning))
            options.log(`${checkout.side}: ${warning}`);
        sandboxWarnings.add(warning);
    }
    return result;
}
/** Every live `verdict run` of an evaluation adds its upstream calls here (`--calls-file`). */
function callsFileOf(options) {
    return external_node_path_.join(options.outDir, 'upstream-calls.json');
}
function reusesOn(checkout, options) {
    return checkout.side === 'base' && options.reuse !== undefined && options.reuse.maxAgeMs > 0;
}
function runArguments(checkout, location, mode, dir, options, round) {
    const grants = options.grants ?? ['write', 'process'];
    const args = ['run', location, '--yes', '--mode', mode, '--out', dir];
    args.push(...grants.map((effect) => `--allow-${effect}`));
    // Always given: a checkout's own verdict.config.json must not switch its sandbox off.
    args.push('--sandbox', options.sandbox ?? 'auto');
    if (checkout.configFile !== undefined)
        args.push('--config', checkout.configFile);
    const secrets = {};
    const apiKey = options.live.apiKey ?? '';
    if (mode === 'live') {
        const adaptive = options.adaptive;
        if (adaptive !== undefined && round !== undefined) {
            args.push('--k', 'auto', '--min-k', String(adaptive.minK), '--max-k', String(adaptive.maxK));
            args.push('--round', String(round.number), '--round-tasks', round.taskIds.join(','));
        }
        else {
            args.push('--k', String(options.k));
        }
        args.push('--seed', String(options.seed), '--trusted-upstreams-only');
        const reuse = options.reuse;
        if (reuse !== undefined && reusesOn(checkout, options)) {
            const maxAge = `${Math.floor(reuse.maxAgeMs / 1000)}s`;
            // The setup shapes what the agent is (e.g. which version it installs).
            const reuseKey = JSON.stringify({ setup: options.setup ?? '', suiteDir: options.suiteDir });
            args.push('--reuse-dir', reuse.dir, '--reuse-max-age', maxAge);
            args.push('--reuse-commit', checkout.sha, '--reuse-key', reuseKey);
            if (reuse.origin !== undefined)
                args.push('--reuse-origin', reuse.origin);
        }
        if (options.live.baseUrl !== undefined)
            args.push('--base-url', options.live.baseUrl);
        if (options.live.anthropicBaseUrl !== undefined) {
            args.push('--anthropic-base-url', options.live.anthropicBaseUrl);
            secrets.ANTHROPIC_API_KEY = apiKey;
        }
        if (options.live.geminiBaseUrl !== undefined) {
            args.push('--gemini-base-url', options.live.geminiBaseUrl);
            secrets.GEMINI_API_KEY = apiKey;
        }
        if (options.live.model !== undefined)
            args.push('--model', options.live.model);
        if (options.live.inputRate !== undefined && options.live.outputRate !== undefined) {
            args.push('--input-rate', options.live.inputRate, '--output-rate', options.live.outputRate);
        }
        if (options.shard !== undefined)
            args.push('--shard', options.shard);
        if (options.maxCalls !== undefined) {
            args.push('--max-calls', String(options.maxCalls), '--calls-file', callsFileOf(options));
        }
        secrets.OPENAI_API_KEY = apiKey;
    }
    return { args, secrets };
}
function saysReusable(stdout) {
    try {
        const answer = JSON.parse(stdout);
        return answer.reusable === true;
    }
    catch {
        return false;
    }
}
/** The base's suites that will be reused (asked with the very same command line): the budget skips them. */
async function reusableBaseSuites(checkout, options) {
    const reusable = new Set();
    if (checkout.problem !== undefined || !reusesOn(checkout, options))
        return reusable;
    const scratch = external_node_path_.join(options.outDir, '.reuse-check');
    for (const [suiteId, suite] of checkout.suites) {
        const { args, secrets } = runArguments(checkout, suite.location, 'live', scratch, options);
        const result = await runVerdict([...args, '--reuse-check', '--json'], checkout.dir, options, secrets);
        if (result.code === 0 && saysReusable(result.stdout))
            reusable.add(suiteId);
    }
    await (0,promises_.rm)(scratch, { recursive: true, force: true });
    return reusable;
}
//# sourceMappingURL=run-side.js.map
;// CONCATENATED MODULE: ./lib/pr/adaptive-suites.js
/**
 * The live part of a PR evaluation with `k: auto` (SPEC §5, §7; docs/adaptive-k.md): per suite,
 * rounds of one base and one head run of every open task, the record written after each, then
 * `verdict compare --adaptive`. A side that cannot run a round, or judges none in it, stops the
 * rounds; a suite missing or unloadable on a side runs as fixed k at min-k.
 */














async function evaluateAdaptiveSuites(suiteIds, checkouts, options, sandboxWarnings, notices) {
    const suites = [];
    const shared = { checkouts, options, sandboxWarnings, notices };
    for (const suiteId of suiteIds) {
        const dirOf = (side) => sideDirOf(options, side, 'live', suiteId);
        const recordFile = external_node_path_.join(options.outDir, 'comparison', 'live', suiteId, 'adaptive.json');
        const dirs = { base: dirOf('base'), head: dirOf('head') };
        suites.push(await evaluateSuite({ suiteId, ...shared, dirs, recordFile }));
    }
    return { mode: 'live', suites };
}
async function evaluateSuite(run) {
    const { suiteId, checkouts, options } = run;
    const base = checkouts.base.suites.get(suiteId)?.loaded;
    const head = checkouts.head.suites.get(suiteId)?.loaded;
    const ready = checkouts.base.problem === undefined && checkouts.head.problem === undefined;
    if (!ready || base === undefined || head === undefined)
        return runAtMinK(run);
    const taskIds = commonTasks(run, base, head);
    // A fresh comparison: rounds of an earlier evaluation in the same --out are not this one's.
    for (const dir of [run.dirs.base, run.dirs.head, external_node_path_.dirname(run.recordFile)]) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
    await (0,promises_.mkdir)(external_node_path_.dirname(run.recordFile), { recursive: true });
    const { minK, maxK, delta, stopAt } = options.adaptive;
    const rule = (0,adaptive_k/* adaptiveRule */.hC)(taskIds.length, {
        minK,
        maxK,
        ...(delta === undefined ? {} : { delta }),
        ...(stopAt === undefined ? {} : { stopAt }),
    });
    const parts = keyParts(run, { base, head }, { alpha: rule.alpha, delta: rule.delta, minK, maxK });
    const stored = await findContinued(run, parts, taskIds);
    const start = (0,adaptive_k/* startAdaptive */.vb)(rule, taskIds, {
        // The base's settings: a pull request cannot loosen its own δ.
        deltaOf: (0,task_delta/* deltaOfTasks */.G)(base, delta),
        resumed: stored.resumed,
        ...(stored.pooled === undefined ? {} : { resumedPooled: stored.pooled }),
    });
    const rounds = await runRounds(run, start, stored.roundOptions);
    const { record } = rounds;
    options.log(`${suiteId}: ${record.runs.spent} live run(s) in ${record.suite.rounds.length} round(s) (fixed k = ${maxK} would make ${record.runs.fixedK}); ${(0,adaptive_k/* openTasks */.bJ)(record).length} task(s) still open`);
    await storeContinued(run, parts, record);
    return outcomeOf(run, rounds);
}
/** Nothing to compare round by round: each side as with fixed k, at min-k. */
async function runAtMinK(run) {
    const { suiteId, checkouts, options, sandboxWarnings } = run;
    const fixed = { ...options, k: options.adaptive.minK, adaptive: undefined };
    const base = await runSide(checkouts.base, suiteId, 'live', fixed, sandboxWarnings);
    const head = await runSide(checkouts.head, suiteId, 'live', fixed, sandboxWarnings);
    return { suiteId, base: base.outcome, head: head.outcome };
}
/** The tasks both sides have; the others are named in a notice and not run live. */
function commonTasks(run, base, head) {
    const headIds = new Set(head.tasks.map((task) => task.id));
    const taskIds = base.tasks.map((task) => task.id).filter((id) => headIds.has(id));
    const oneSided = [
        ...base.tasks.filter((task) => !headIds.has(task.id)).map((task) => `${task.id} (base)`),
        ...head.tasks.filter((task) => !taskIds.includes(task.id)).map((task) => `${task.id} (head)`),
    ];
    if (oneSided.length > 0) {
        run.notices.push(`${run.suiteId}: k auto compares the tasks both sides have; not run live: ${oneSided.join(', ')}`);
    }
    return taskIds;
}
function keyParts({ suiteId, checkouts, options }, loaded, rule) {
    return {
        baseSha: checkouts.base.sha,
        headSha: checkouts.head.sha,
        suiteId,
        suiteVersion: { base: loaded.base.suiteVersion, head: loaded.head.suiteVersion },
        model: options.live.model ?? '',
        seed: options.seed,
        rule,
        configuration: (0,canonical_json/* canonicalJson */.d)({
            agentCommand: options.agentCommand ?? null,
            setup: options.setup ?? null,
            suiteDir: options.suiteDir,
            upstreams: [
                options.live.baseUrl ?? null,
                options.live.anthropicBaseUrl ?? null,
                options.live.geminiBaseUrl ?? null,
            ],
            grants: options.grants ?? null,
        }),
    };
}
/** The stored tests of an earlier evaluation of the same two commits, and the rounds' options. */
async function findContinued(run, parts, taskIds) {
    const { suiteId, options, notices } = run;
    const storeDir = options.reuse?.dir;
    const stored = storeDir === undefined ? undefined : await findStoredAdaptive(storeDir, parts);
    const resumed = new Map((stored?.record.tasks ?? [])
        .filter((task) => taskIds.includes(task.taskId))
        .map((task) => [task.taskId, task.test]));
    if (stored !== undefined) {
        const rounds = Math.max(0, ...[...resumed.values()].map((test) => test.rounds));
        notices.push(`${suiteId}: k auto continued the comparison of these two commits stored at ${stored.storedAt} (up to ${rounds} round(s) before): each task's test went on from its evidence, so a re-run adds to it instead of starting a new test`);
    }
    // A continued test already holds base runs of the repetitions this evaluation numbers again
    // from 1: stored runs would count twice, so its base runs fresh (and stores nothing).
    const freshBase = resumed.size > 0 && options.reuse !== undefined;
    if (freshBase) {
        notices.push(`${suiteId}: k auto did not reuse the base's stored runs: this evaluation continues tests that already counted base runs of the same repetitions, so its base runs were run now`);
    }
    return {
        resumed,
        pooled: stored?.record.suite.pooled,
        roundOptions: freshBase ? { ...options, reuse: undefined } : options,
    };
}
async function runRounds(run, start, roundOptions) {
    const { suiteId, checkouts, sandboxWarnings, notices, dirs } = run;
    const rounds = { last: {} };
    let stopAfterRound = false;
    const stop = new AbortController();
    const record = await (0,adaptive_rounds/* runAdaptiveRounds */.hS)({
        record: start,
        seed: run.options.seed,
        signal: stop.signal,
        runRound: async (round, plan, order) => {
            const sideRound = { number: round, taskIds: plan.map((planned) => planned.taskId) };
            for (const side of order) {
                const result = await runSideRound(checkouts[side], suiteId, sideRound, roundOptions, sandboxWarnings);
                rounds.last[side] = result;
                // Exit 0 or 1 (a run errored): the report of every round so far was written.
                if (result.code !== 0 && result.code !== 1) {
                    rounds.failed = {
                        side,
                        problem: `verdict run (round ${round}) exited ${result.code ?? 'abnormally'}: ${lastLines(result.stderr)}`,
                    };
                    stop.abort();
                    return { base: [], head: [] };
                }
            }
            const records = { base: await readRecords(dirs.base), head: await readRecords(dirs.head) };
            const unjudged = order.find((side) => !records[side].some((one) => one.repetition === round && one.status !== 'error'));
            if (unjudged !== undefined) {
                notices.push(`${suiteId}: the rounds stopped after round ${round}: none of the ${unjudged}'s runs of that round was judged (every one errored), so further rounds would only spend calls`);
                // After the round is added: the judged runs of the other side still count.
                stopAfterRound = true;
            }
            return records;
        },
        onRound: async (after) => {
            await writeRecord(run.recordFile, after);
            if (stopAfterRound)
                stop.abort();
        },
    });
    if (record === start)
        await writeRecord(run.recordFile, record);
    return { record, ...rounds };
}
async function storeContinued({ options, dirs }, parts, record) {
    const storeDir = options.reuse?.dir;
    if (storeDir === undefined || record.suite.rounds.length === 0)
        return;
    const hashOf = async (side) => (await readReport(dirs[side]))?.conditions.configHash ?? 'unknown';
    const { value } = await (0,secret_redact/* redactJson */.Kp)(record);
    await storeAdaptive(storeDir, parts, value, {
        base: await hashOf('base'),
        head: await hashOf('head'),
    });
}
async function outcomeOf(run, { last, failed }) {
    const { suiteId, dirs } = run;
    const outcomes = {};
    for (const side of ['base', 'head']) {
        const result = last[side] ?? { code: null, stderr: 'no round ran', stdout: '' };
        outcomes[side] =
            failed?.side === side
                ? { state: 'NOT_RUN', problem: failed.problem }
                : await sideOutcomeOf(dirs[side], 'verdict run', result);
    }
    await noteReusedBase(run, outcomes.base);
    const outcome = { suiteId, base: outcomes.base, head: outcomes.head };
    if (outcomes.base.state === 'NOT_RUN' || outcomes.head.state === 'NOT_RUN')
        return outcome;
    const compared = await compareSides(dirs.base, dirs.head, external_node_path_.dirname(run.recordFile), run.checkouts.head.dir, run.options, ['--adaptive', run.recordFile]);
    return { ...outcome, ...compared };
}
async function noteReusedBase({ suiteId, dirs, notices }, outcome) {
    const reused = await (0,base_reuse.readReused)(dirs.base);
    if (reused === undefined || outcome.state === 'NOT_RUN')
        return;
    const runId = (await readReport(dirs.base))?.runId;
    // The last record of each run: a round run again after an error replaced its first attempt.
    const latest = new Map((await readRecords(dirs.base)).map((record) => [
        `${record.taskId}#${record.repetition}`,
        record,
    ]));
    const records = [...latest.values()];
    const taken = records.filter((record) => record.runId !== runId).length;
    if (taken === 0)
        return;
    outcome.reused = reusedOf(reused);
    notices.push(`${suiteId}: k auto reused ${taken} of the base's ${records.length} live run(s) from the rounds stored for this base commit (since ${reused.storedAt}): each stored run of repetition r was paired with a fresh head run of repetition r; ${records.length - taken} base run(s) ran now`);
}
async function readRecords(dir) {
    const read = await (0,runs_jsonl/* readRunRecords */.Y$)(external_node_path_.join(dir, runs_jsonl/* RUNS_FILE */.Ct)).catch(() => ({ records: [] }));
    return read.records;
}
async function writeRecord(file, record) {
    const { value } = await (0,secret_redact/* redactJson */.Kp)(record);
    await (0,atomic_write/* writeFileAtomically */.l)(file, `${JSON.stringify(value, null, 2)}\n`);
}
//# sourceMappingURL=adaptive-suites.js.map
// EXTERNAL MODULE: ./lib/config/config.js
var config_config = __webpack_require__(8674);
;// CONCATENATED MODULE: ./lib/pr/git.js
/** The git a PR evaluation needs: commits by ref (fetched when shallow), a detached worktree per side. */


const GIT_TIMEOUT_MS = 5 * 60_000;
async function git(repoDir, args, trim = true) {
    const result = await (0,run_command/* runCommand */.d)(['git', ...args], {
        cwd: repoDir,
        timeoutMs: GIT_TIMEOUT_MS,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    });
    if (result.outcome === 'failed-to-start') {
        throw new errors/* InfrastructureError */.EN(`git cannot start: ${result.message}`);
    }
    if (result.outcome !== 'exited') {
        throw new errors/* InfrastructureError */.EN(`git ${args.join(' ')}: ${result.outcome}`);
    }
    if (result.exitCode !== 0) {
        const why = result.stderr.trim().split('\n').at(-1) ?? '';
        throw new errors/* InfrastructureError */.EN(`git ${args.join(' ')} failed (exit ${result.exitCode}): ${why}`);
    }
    return trim ? result.stdout.trim() : result.stdout;
}
/** The full SHA of a ref (branch, tag, SHA, `HEAD~1`) in `repoDir`, or undefined when unknown. */
async function resolveCommit(repoDir, ref) {
    // git would read a leading dash as an option.
    if (ref.startsWith('-'))
        return undefined;
    try {
        return await git(repoDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    }
    catch {
        return undefined;
    }
}
/** A file as commit `sha` holds it (`path` relative to the root, `/`-separated), or undefined. */
async function git_readFileAt(repoDir, sha, file) {
    try {
        return await git(repoDir, ['show', `${sha}:${file}`], false);
    }
    catch {
        return undefined;
    }
}
/** The SHA of `ref`, fetched from `origin` first when the (shallow) clone lacks it. */
async function ensureCommit(repoDir, ref) {
    if (ref.startsWith('-')) {
        throw new errors/* UsageError */.eb(`${JSON.stringify(ref)} is not a commit or ref (a ref cannot start with -)`);
    }
    const known = await resolveCommit(repoDir, ref);
    if (known !== undefined)
        return known;
    // --depth would turn a full clone (a local `verdict pr`) into a shallow one: only a shallow
    // clone is fetched shallowly.
    const shallow = (await git(repoDir, ['rev-parse', '--is-shallow-repository'])) === 'true';
    try {
        await git(repoDir, ['fetch', '--no-tags', ...(shallow ? ['--depth=1'] : []), 'origin', ref]);
    }
    catch (error) {
        throw new errors/* InfrastructureError */.EN(`commit ${ref} is not in this clone and could not be fetched from origin (${(0,errors/* messageOf */.bD)(error)}); check out with fetch-depth: 0 or fetch it before this step`);
    }
    // A branch or tag name fetched by name lands in FETCH_HEAD, not in a local ref of that name.
    const fetched = (await resolveCommit(repoDir, ref)) ?? (await resolveCommit(repoDir, 'FETCH_HEAD'));
    if (fetched === undefined)
        throw new errors/* InfrastructureError */.EN(`commit ${ref} is not in this clone`);
    return fetched;
}
async function addWorktree(repoDir, dir, sha) {
    await git(repoDir, ['worktree', 'add', '--detach', '--force', dir, sha]);
}
async function removeWorktree(repoDir, dir) {
    await git(repoDir, ['worktree', 'remove', '--force', dir]).catch(() => undefined);
    await git(repoDir, ['worktree', 'prune']).catch(() => undefined);
}
/** The repository's top-level directory, or an error saying that this is not a git repository. */
async function repositoryRoot(dir) {
    try {
        return await git(dir, ['rev-parse', '--show-toplevel']);
    }
    catch {
        throw new errors/* InfrastructureError */.EN(`${dir} is not inside a git repository`);
    }
}
/** The merge base of `head` and the default branch (origin/HEAD, main, master), if one resolves. */
async function defaultBase(repoDir, head) {
    for (const candidate of ['origin/HEAD', 'origin/main', 'main', 'origin/master', 'master']) {
        if ((await resolveCommit(repoDir, candidate)) === undefined)
            continue;
        try {
            return await git(repoDir, ['merge-base', head, candidate]);
        }
        catch {
            // Unrelated histories: try the next candidate.
        }
    }
    return undefined;
}
/** Files changed since the merge base, or between the commits when too shallow; renames as both paths. */
async function changedFiles(repoDir, baseSha, headSha) {
    const diff = (range) => git(repoDir, ['diff', '--name-only', '--no-renames', '-z', ...range, '--'], false);
    let output;
    try {
        output = await diff([`${baseSha}...${headSha}`]);
    }
    catch {
        output = await diff([baseSha, headSha]);
    }
    return output.split('\0').filter((file) => file !== '');
}
//# sourceMappingURL=git.js.map
// EXTERNAL MODULE: ./lib/pr/split-command.js
var split_command = __webpack_require__(3022);
;// CONCATENATED MODULE: ./lib/pr/checkout.js
/** A side of a PR evaluation: a worktree of its commit, its setup, suites and agent configuration. */











const SETUP_TIMEOUT_MS = 30 * 60_000;
const AGENT_NAME = 'agent-under-test';
/** A side that cannot be prepared keeps its `problem` (also a notice) and runs nothing. */
async function prepareCheckout(checkout, options, notices) {
    options.log(`${checkout.side}: worktree of ${checkout.sha.slice(0, 12)}`);
    await addWorktree(options.repoDir, checkout.dir, checkout.sha);
    await runSetup(checkout, options);
    if (checkout.problem !== undefined) {
        notices.push(`${checkout.side}: ${checkout.problem}`);
        return;
    }
    try {
        await discoverSuites(checkout, options);
        await writeAgentConfig(checkout, options);
    }
    catch (error) {
        checkout.problem = (0,errors/* messageOf */.bD)(error);
        notices.push(`${checkout.side}: ${checkout.problem}`);
    }
}
async function runSetup(checkout, options) {
    if (options.setup === undefined || options.setup.trim() === '')
        return;
    options.log(`${checkout.side}: setup: ${options.setup}`);
    const result = await (0,run_command/* runCommand */.d)(['bash', '-c', options.setup], {
        cwd: checkout.dir,
        timeoutMs: SETUP_TIMEOUT_MS,
        // The PR's own code: never the Action's inputs (the live key, the GitHub token) or a credential.
        env: allowListedEnvironment(options.env ?? process.env),
    });
    if (result.outcome === 'exited' && result.exitCode === 0)
        return;
    checkout.problem =
        result.outcome === 'exited'
            ? `setup failed (exit ${result.exitCode}): ${lastLines(result.stderr || result.stdout)}`
            : result.outcome === 'failed-to-start'
                ? `setup could not start: ${result.message}`
                : `setup ${result.outcome} after ${SETUP_TIMEOUT_MS / 60_000} min`;
}
async function hasCassettes(suiteDir) {
    const files = await (0,promises_.readdir)(external_node_path_.join(suiteDir, 'cassettes')).catch(() => []);
    return files.some((file) => file.endsWith('.jsonl'));
}
async function discoverSuites(checkout, options) {
    const root = external_node_path_.join(checkout.dir, options.suiteDir);
    for (const location of await (0,discover_suites/* findSuiteLocations */.Ob)(root)) {
        const loaded = await (0,load_suite/* loadSuite */.bu)(location, { cwd: checkout.dir });
        // An invalid suite still gets a row: its id is the directory name, and `run` names the problem.
        const suiteId = loaded.ok ? loaded.suite.suiteId : external_node_path_.basename(location, '.json');
        const wanted = options.suites === undefined ||
            options.suites.includes(suiteId) ||
            options.suites.includes(external_node_path_.basename(location));
        if (!wanted)
            continue;
        const suiteRoot = loaded.ok ? loaded.suite.dir : location;
        checkout.suites.set(suiteId, {
            location,
            hasCassettes: await hasCassettes(suiteRoot),
            taskCount: loaded.ok ? loaded.suite.tasks.length : 0,
            ...(loaded.ok ? { loaded: loaded.suite } : {}),
        });
    }
}
/** With an `agent-command`, a configuration naming it as the default agent, beside the repo's own. */
async function writeAgentConfig(checkout, options) {
    if (options.agentCommand === undefined || options.agentCommand.trim() === '')
        return;
    let config = {};
    try {
        config = JSON.parse(await (0,promises_.readFile)(external_node_path_.join(checkout.dir, config_config/* CONFIG_FILE_NAME */.au), 'utf8'));
    }
    catch {
        // No config of its own: the agent command is the whole configuration.
    }
    const agents = (config.agents ?? {});
    config.agents = { ...agents, [AGENT_NAME]: { command: (0,split_command/* splitCommand */.G)(options.agentCommand) } };
    config.default = AGENT_NAME;
    checkout.configFile = external_node_path_.join(checkout.dir, '.verdict-action.config.json');
    await (0,promises_.writeFile)(checkout.configFile, `${JSON.stringify(config, null, 2)}\n`);
}
//# sourceMappingURL=checkout.js.map
// EXTERNAL MODULE: ./lib/gate/acknowledged-counts.js
var acknowledged_counts = __webpack_require__(8900);
// EXTERNAL MODULE: ./lib/gate/acknowledgements.js
var gate_acknowledgements = __webpack_require__(8962);
// EXTERNAL MODULE: ./lib/gate/history-facts.js
var history_facts = __webpack_require__(8209);
// EXTERNAL MODULE: ./lib/history/history-schema.js
var history_schema = __webpack_require__(5058);
// EXTERNAL MODULE: ./lib/history/history-store.js
var history_store = __webpack_require__(6188);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/suite/task-hash.js
/**
 * A task's definition and fixture files as one hash, kept in the history so that the flaky rule
 * tells a task whose verdict flipped unchanged from one edited in between (history/flaky.ts).
 */




async function hashTask(task) {
    const { fixtureDir, ...definition } = task;
    const hash = (0,external_node_crypto_.createHash)('sha256').update((0,canonical_json/* canonicalJson */.d)(definition));
    if (fixtureDir !== undefined) {
        const entries = await (0,promises_.readdir)(fixtureDir, { recursive: true, withFileTypes: true });
        const files = entries
            .filter((entry) => entry.isFile())
            .map((entry) => external_node_path_.join(entry.parentPath, entry.name))
            .sort();
        for (const file of files) {
            hash.update(`\0${external_node_path_.relative(fixtureDir, file)}\0`).update(await (0,promises_.readFile)(file));
        }
    }
    return hash.digest('hex').slice(0, 16);
}
//# sourceMappingURL=task-hash.js.map
;// CONCATENATED MODULE: ./lib/pr/gate-facts.js
/**
 * What the gate needs beyond the comparison: the BASE's acknowledgements (the head's only for what
 * it adds), and the default branch's history, after appending the reports of the sides on it.
 * Nothing here fails an evaluation: a problem is a line in the comment.
 */












/** Where the acknowledgements file lives: beside the suites. */
const ACKNOWLEDGED_FILE_NAME = 'verdict-acknowledged.json';
async function gatherGateFacts(input) {
    const relative = external_node_path_.join(input.suiteDir, ACKNOWLEDGED_FILE_NAME);
    const read = (side) => (0,gate_acknowledgements/* readAcknowledgements */.Ky)(external_node_path_.join(input.checkouts[side].dir, relative), `${relative} (${side})`);
    const acknowledged = { base: await read('base'), head: await read('head') };
    const evaluatedAt = input.evaluatedAt ?? new Date().toISOString();
    const stored = [];
    for (const section of input.sections) {
        if (!('suites' in section))
            continue;
        for (const suite of section.suites) {
            for (const side of input.history?.sides ?? []) {
                const problem = await storeSide(input, side, section.mode, suite.suiteId, evaluatedAt);
                if (problem !== undefined)
                    stored.push(problem);
            }
        }
    }
    return factsOf(acknowledged, input, stored);
}
/** The same facts for the merge of shards: the files as the commits hold them, the history only read. */
async function gatherCommittedGateFacts(input) {
    const relative = path.posix.join(input.suiteDir.split(path.sep).join('/'), ACKNOWLEDGED_FILE_NAME);
    const read = async (side) => {
        const text = await readFileAt(input.repoDir, input.shas[side], relative);
        const shown = `${relative} (${side})`;
        return text === undefined ? { entries: [], problems: [] } : parseAcknowledgements(text, shown);
    };
    const history = input.historyDir === undefined ? {} : { history: { dir: input.historyDir, sides: [] } };
    return factsOf({ base: await read('base'), head: await read('head') }, { ...input, ...history });
}
async function factsOf(read, input, storeProblems = []) {
    const { base, head } = read;
    const problems = [...base.problems.map(errors/* formatProblem */.Vw)];
    const acknowledgements = {
        acknowledgements: base.entries,
        headOnly: (0,gate_acknowledgements/* headOnlyEntries */.Ls)(base.entries, head.entries),
    };
    if (input.history === undefined) {
        return { ...acknowledgements, history: () => undefined, problems };
    }
    problems.push(...storeProblems);
    const facts = new Map();
    for (const section of input.sections) {
        if (!('suites' in section))
            continue;
        for (const suite of section.suites) {
            const history = await (0,history_facts/* readHistoryFacts */.c)(input.history.dir, suite.suiteId, section.mode);
            problems.push(...history.problems);
            for (const [task, known] of history.facts) {
                facts.set(`${suite.suiteId}\0${section.mode}\0${task}`, known);
            }
        }
    }
    return {
        ...acknowledgements,
        history: (suite, mode, task) => facts.get(`${suite}\0${mode}\0${task}`),
        problems: problems.slice(0, 20),
        unmatchedCounts: await (0,acknowledged_counts/* readUnmatchedCounts */.Q)(input.history.dir),
    };
}
/** A problem line when the report could not be kept. */
async function storeSide(input, side, mode, suiteId, evaluatedAt) {
    const file = external_node_path_.join(sideDirOf(input, side, mode, suiteId), 'report.json');
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch {
        return undefined; // the side did not run this suite: nothing to keep
    }
    try {
        const report = report_schema/* ReportSchema */.M9.parse(JSON.parse(text));
        const entry = (0,history_schema/* historyEntryFromReport */.fS)(report, input.checkouts[side].sha, evaluatedAt);
        const loaded = input.checkouts[side].suites.get(suiteId)?.loaded;
        const hashes = new Map();
        for (const task of loaded?.tasks ?? [])
            hashes.set(task.id, await hashTask(task));
        const tasks = entry.tasks.map((task) => {
            const taskHash = hashes.get(task.task);
            return taskHash === undefined ? task : { ...task, taskHash };
        });
        const appended = await (0,history_store/* appendHistory */.b8)(input.history.dir, { ...entry, tasks });
        return appended.problems[0] === undefined ? undefined : (0,errors/* formatProblem */.Vw)(appended.problems[0]);
    }
    catch (error) {
        return `history: the ${side}'s ${mode} report of ${suiteId} was not kept (${(0,errors/* messageOf */.bD)(error)})`;
    }
}
//# sourceMappingURL=gate-facts.js.map
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/runner/classify-run.js
var classify_run = __webpack_require__(3490);
;// CONCATENATED MODULE: ./lib/pr/live-plan.js
/** Whether live runs in a PR evaluation, and how large it may be, decided before anything runs. */







/** Refuses a plan that could exceed `maxRuns` (re-runs included); restarts the count for `maxCalls`. */
async function checkLiveBudget(checkouts, options) {
    if (options.maxRuns !== undefined)
        await checkRunsBudget(checkouts, options, options.maxRuns);
    if (options.maxCalls !== undefined)
        await (0,promises_.rm)(callsFileOf(options), { force: true });
}
async function checkRunsBudget(checkouts, options, maxRuns) {
    const shard = options.shard === undefined ? undefined : (0,plan/* parseShard */.uK)(options.shard);
    // Reused base results call no model. (At another k the key differs: nothing would be reused.)
    // k auto reuses stored rounds one repetition at a time; the worst case still counts max-k.
    const reused = options.adaptive === undefined
        ? await reusableBaseSuites(checkouts.base, options)
        : new Set();
    const runsOf = (checkout, k) => checkout.problem === undefined
        ? [...checkout.suites.entries()].reduce((sum, [suiteId, suite]) => checkout.side === 'base' && reused.has(suiteId) && k === options.k
            ? sum
            : sum + (0,plan/* plannedRunCount */.Re)(suite.taskCount, k, shard), 0)
        : 0;
    // k auto: the worst case is every task running to max-k.
    const kName = options.adaptive === undefined ? 'k' : 'max-k';
    const suiteCount = new Set([...checkouts.base.suites.keys(), ...checkouts.head.suites.keys()])
        .size;
    (0,plan/* checkRunBudget */.pE)({
        maxRuns,
        budgetName: 'max-runs',
        reRunsPerRun: classify_run/* MAX_RUN_ATTEMPTS */.Aw - 1,
        k: options.k,
        runsAt: (k) => runsOf(checkouts.base, k) + runsOf(checkouts.head, k),
        breakdown: `live, base ${runsOf(checkouts.base, options.k)} + head ${runsOf(checkouts.head, options.k)}: ${suiteCount} suite(s) at ${kName} ${options.k}${options.shard === undefined ? '' : `, shard ${options.shard}`}${reused.size === 0 ? '' : `; base results of ${reused.size} suite(s) reused`}`,
        kName,
        otherWays: [
            'fewer suites (suites a,b)',
            ...(options.shard === undefined ? ['a slice per job (shard i/n)'] : []),
        ],
    });
}
/** Why `paths` skips live, or undefined; when the changes cannot be listed, live runs with a notice. */
async function pathsSkipReason(options, shas, notices) {
    const globs = options.paths;
    if (globs === undefined || globs.length === 0)
        return undefined;
    let files;
    try {
        files = await changedFiles(options.repoDir, shas.base, shas.head);
    }
    catch (error) {
        notices.push(`paths: could not list the changed files, so live ran: ${(0,errors/* messageOf */.bD)(error)}`);
        return undefined;
    }
    const under = filesUnderGlobs(files, globs);
    options.log(`paths: ${under.length} of ${files.length} changed file(s) under ${globs.join(', ')}`);
    if (under.length > 0)
        return undefined;
    return `the PR changes nothing under paths: ${globs.join(', ')}`;
}
const FORK_LIVE_SKIPPED = 'the pull request is from a fork (head repository ≠ base repository): forks never run live, whatever the trigger or secrets, so only replay ran';
function liveSkipReason(options) {
    if (options.mode === 'replay')
        return 'mode is replay';
    if (options.fromFork === true)
        return FORK_LIVE_SKIPPED;
    if (options.live.apiKey === undefined || options.live.apiKey === '') {
        return 'no API key: a pull request from a fork gets no secrets, so only replay ran';
    }
    const { baseUrl, anthropicBaseUrl, geminiBaseUrl } = options.live;
    if (baseUrl === undefined && anthropicBaseUrl === undefined && geminiBaseUrl === undefined) {
        return "no trusted base URL: give the base-url (or anthropic-base-url, gemini-base-url) input; live endpoints never come from a checkout's verdict.config.json";
    }
    return undefined;
}
//# sourceMappingURL=live-plan.js.map
;// CONCATENATED MODULE: ./lib/pr/evaluate-pr.js
/** The PR evaluation (SPEC §7): base and head in worktrees, each suite run by the `verdict` CLI, compared. */













async function evaluatePullRequest(options) {
    if (options.adaptive !== undefined && options.shard !== undefined) {
        throw new errors/* UsageError */.eb('k auto and shard go separately: each round decides which tasks run next on both sides, so one job runs them all');
    }
    const notices = [];
    // k auto keeps its records of rounds beside the base's stored runs (the Action's cache).
    const continuationDir = options.adaptive === undefined ? undefined : options.reuse?.dir;
    const baseSha = await ensureCommit(options.repoDir, options.baseRef);
    const headSha = await ensureCommit(options.repoDir, options.headRef);
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    const work = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 'verdict-pr-'));
    const checkouts = {
        base: { side: 'base', sha: baseSha, dir: external_node_path_.join(work, 'base'), suites: new Map() },
        head: { side: 'head', sha: headSha, dir: external_node_path_.join(work, 'head'), suites: new Map() },
    };
    // Each said once in the notices: the comment's "not sandboxed" line points to them.
    const sandboxWarnings = new Set();
    const startedAt = Date.now();
    try {
        for (const checkout of [checkouts.base, checkouts.head]) {
            await prepareCheckout(checkout, options, notices);
        }
        const skipLive = liveSkipReason(options) ??
            (await pathsSkipReason(options, { base: baseSha, head: headSha }, notices));
        // Refused before replay too: an evaluation that cannot finish as asked does not start.
        if (skipLive === undefined)
            await checkLiveBudget(checkouts, options);
        const sections = [];
        if (options.mode !== 'live' && options.skipReplay !== true) {
            sections.push(await evaluateMode('replay', checkouts, options, sandboxWarnings, notices));
        }
        if (skipLive === undefined) {
            if (options.adaptive === undefined && options.k < 5) {
                notices.push(`k = ${options.k} is below 5: every live verdict is low power`);
            }
            sections.push(await evaluateMode('live', checkouts, options, sandboxWarnings, notices));
        }
        else if (options.mode !== 'replay') {
            notices.push(`live skipped: ${skipLive}`);
            sections.push({ mode: 'live', skipped: skipLive });
        }
        notices.push(...sandboxWarnings);
        const reused = sections
            .flatMap((section) => ('suites' in section ? section.suites : []))
            .filter((suite) => suite.base.reused !== undefined).length;
        const stored = (options.reuse === undefined ? 0 : await (0,base_reuse.countStoredSince)(options.reuse.dir, startedAt)) +
            (continuationDir === undefined
                ? 0
                : await countStoredAdaptiveSince(continuationDir, startedAt));
        const gate = await gatherGateFacts({
            checkouts,
            suiteDir: options.suiteDir,
            sections,
            outDir: options.outDir,
            ...(options.history === undefined ? {} : { history: options.history }),
        });
        return { baseSha, headSha, sections, notices, reuse: { reused, stored }, gate };
    }
    finally {
        await removeWorktree(options.repoDir, checkouts.base.dir);
        await removeWorktree(options.repoDir, checkouts.head.dir);
        await (0,promises_.rm)(work, { recursive: true, force: true });
    }
}
/** The suites of either side (replay: those with cassettes). */
async function evaluateMode(mode, checkouts, options, sandboxWarnings, notices) {
    const ids = [...new Set([...checkouts.base.suites.keys(), ...checkouts.head.suites.keys()])]
        .filter((id) => mode === 'live' ||
        checkouts.base.suites.get(id)?.hasCassettes === true ||
        checkouts.head.suites.get(id)?.hasCassettes === true)
        .sort();
    if (ids.length === 0) {
        return {
            mode,
            skipped: mode === 'replay'
                ? `no suite in ${options.suiteDir} has cassettes on either side`
                : `no suite in ${options.suiteDir}`,
        };
    }
    const adaptive = options.adaptive;
    if (mode === 'live' && adaptive !== undefined) {
        return evaluateAdaptiveSuites(ids, checkouts, { ...options, adaptive }, sandboxWarnings, notices);
    }
    return evaluateSuites(mode, ids, (side, suiteId) => runSide(checkouts[side], suiteId, mode, options, sandboxWarnings), { outDir: options.outDir, cwd: checkouts.head.dir, runner: options });
}
//# sourceMappingURL=evaluate-pr.js.map
;// CONCATENATED MODULE: ./lib/pr/marker.js


/** One comment per suite set, however `suites` is ordered or the directory spelled (`./evals/`). */
function commentMarker(suiteDir, suites) {
    return `<!-- verdict:pr-comment:${suiteSetKey(suiteDir, suites)} -->`;
}
/** The suite set's 12-hex key: in the marker, and in the names of its artifacts. */
function suiteSetKey(suiteDir, suites) {
    const dir = external_node_path_.posix.normalize(suiteDir).replace(/(.)\/+$/, '$1');
    const names = [...new Set(suites ?? [])].sort();
    return (0,external_node_crypto_.createHash)('sha256')
        .update(`${dir}|${names.join(',')}`)
        .digest('hex')
        .slice(0, 12);
}
//# sourceMappingURL=marker.js.map
// EXTERNAL MODULE: ./lib/report/build-report.js + 2 modules
var build_report = __webpack_require__(4480);
;// CONCATENATED MODULE: ./lib/pr/write-evaluation.js
/** The comment as `comparison.md` and its model as `comparison.json`, both redacted (SPEC §7). */






const EVALUATION_MARKDOWN_FILE = 'comparison.md';
const EVALUATION_JSON_FILE = 'comparison.json';
const EVALUATION_FORMAT = 'pr-evaluation/v1';
/** `comparison.json`: the comment model, versioned. The merge job validates each shard's with it. */
const EvaluationFileSchema = CommentModelSchema.extend({
    format: schemas/* literal */.euz(EVALUATION_FORMAT),
});
async function writeEvaluation(outDir, model, body) {
    const { text } = await (0,secret_redact/* redactText */.Rd)(body);
    const { value } = await (0,secret_redact/* redactJson */.Kp)({ format: EVALUATION_FORMAT, ...model });
    await (0,promises_.writeFile)(external_node_path_.join(outDir, EVALUATION_MARKDOWN_FILE), text.endsWith('\n') ? text : `${text}\n`);
    await (0,promises_.writeFile)(external_node_path_.join(outDir, EVALUATION_JSON_FILE), `${JSON.stringify(value, null, 2)}\n`);
}
/** The comment's sentence when reports below `outDir` had secrets redacted; undefined when none. */
async function secretsRedactedNotice(outDir) {
    const entries = await (0,promises_.readdir)(outDir, { recursive: true }).catch(() => []);
    let count = 0;
    for (const entry of entries) {
        if (external_node_path_.basename(entry) !== 'report.json')
            continue;
        try {
            const report = JSON.parse(await (0,promises_.readFile)(external_node_path_.join(outDir, entry), 'utf8'));
            const redacted = report.summary?.secretsRedacted;
            if (typeof redacted === 'number' && Number.isInteger(redacted) && redacted > 0)
                count += redacted;
        }
        catch {
            // Not a report this evaluation wrote whole; its side already says what went wrong.
        }
    }
    return count === 0 ? undefined : (0,build_report/* secretsRedactedNote */.CT)(count);
}
//# sourceMappingURL=write-evaluation.js.map
// EXTERNAL MODULE: ./lib/compare/comparison-view.js
var comparison_view = __webpack_require__(3998);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
// EXTERNAL MODULE: ./lib/stats/suite-verdict.js
var suite_verdict = __webpack_require__(895);
// EXTERNAL MODULE: ./lib/runner/agent-reachable.js
var agent_reachable = __webpack_require__(1273);
// EXTERNAL MODULE: ./lib/runner/early-exit.js
var early_exit = __webpack_require__(4818);
;// CONCATENATED MODULE: ./lib/pr/comment-agent-start.js


const AGENT_START_KINDS = new Set(['agent_crashed', 'agent_start']);
/** Every run of the side ended before its first model call, or its agent's program was not there. */
function findAgentsNotStarting(comparison, outcome) {
    const find = (side, compared) => sideRefused(outcome?.[side]) ??
        (comparison === undefined ? undefined : sideNotStarting(comparison, compared));
    const base = find('base', 'baseline');
    const head = find('head', 'candidate');
    return { ...(base === undefined ? {} : { base }), ...(head === undefined ? {} : { head }) };
}
/** A side that did not run because its agent's program was not there: what the refusal named. */
function sideRefused(side) {
    if (side?.state !== 'NOT_RUN' || side.problem === undefined)
        return undefined;
    const at = side.problem.indexOf(agent_reachable/* AGENT_CANNOT_START */.f);
    if (at < 0)
        return undefined;
    // `… nothing ran: /   - verdict.config.json: agent "x": command: /p is not visible …`
    const detail = side.problem
        .slice(at + agent_reachable/* AGENT_CANNOT_START */.f.length)
        .replace(/^[\s:/-]+/, '')
        .trim();
    return { errorLine: detail === '' ? agent_reachable/* AGENT_CANNOT_START */.f : detail, runs: 0 };
}
function sideNotStarting(comparison, side) {
    let runs = 0;
    let crashed = 0;
    let first;
    for (const row of comparison.rows) {
        const task = row[side];
        if (task === null)
            continue;
        runs += task.observed + task.missing;
        for (const group of task.failureReasons?.listed ?? []) {
            if (group.status !== 'error' || !AGENT_START_KINDS.has(group.errorKind ?? ''))
                continue;
            crashed += group.runs;
            // The reason most runs gave names the error.
            if (first === undefined || group.runs > first.runs) {
                first = { reason: group.reason ?? '', runs: group.runs };
            }
        }
    }
    if (runs === 0 || crashed !== runs || first === undefined)
        return undefined;
    return { errorLine: errorLineOf(first.reason), runs };
}
/** The line of a crash's reason that names its error, else the whole reason. */
function errorLineOf(reason) {
    const line = (0,early_exit/* errorLineOfEarlyExit */.hu)(reason) ?? reason.trim();
    return line === '' ? 'no reason recorded' : line;
}
//# sourceMappingURL=comment-agent-start.js.map
;// CONCATENATED MODULE: ./lib/pr/tally.js

/** Runs missing only because they diverged are a harness change, not an infrastructure problem. */
function missingOnlyByDivergence(suite, side) {
    const { comparison } = suite;
    if (suite[side].state !== 'PARTIAL' || comparison?.mode !== 'replay')
        return false;
    let missing = 0;
    let diverged = 0;
    for (const task of comparison.tasks) {
        const counts = side === 'base' ? task.baseline : task.candidate;
        missing += counts?.missing ?? 0;
        diverged += counts?.diverged ?? 0;
    }
    return diverged > 0 && missing === diverged;
}
/** A side that did not complete for a reason other than a harness change or its absence. */
function hasSideProblem(suite, side) {
    return (suite[side].state !== 'COMPLETE' &&
        suite[side].absent !== true &&
        !missingOnlyByDivergence(suite, side));
}
/** The count of each task verdict; an unchanged task counts only as compared. */
const COUNT_OF = {
    regressed: 'regressed',
    improved: 'improved',
    inconclusive: 'inconclusive',
    low_power: 'lowPower',
    no_change: 'noChange',
    diverged: 'diverged',
    changed: 'changed',
    not_comparable: 'incomplete',
};
/** The overall word: the first non-zero count of claims, then (if anything was compared) findings. */
const CLAIMS = [
    ['regressed', 'regressed'],
    ['diverged', 'diverged'],
    ['incomplete', 'incomplete'],
    ['changed', 'changed'],
];
const FINDINGS = [
    ['improved', 'improved'],
    ['inconclusive', 'inconclusive'],
    ['lowPower', 'low_power'],
    ['noChange', 'no_change'],
];
const FAIL_ON_VALUES = ['never', 'divergence', 'regressed', 'incomplete'];
function tallySections(sections) {
    const tally = {
        regressed: 0,
        improved: 0,
        inconclusive: 0,
        lowPower: 0,
        noChange: 0,
        diverged: 0,
        changed: 0,
        incomplete: 0,
    };
    let compared = 0;
    for (const section of sections) {
        if ('skipped' in section)
            continue;
        for (const suite of section.suites) {
            for (const side of ['base', 'head'])
                if (hasSideProblem(suite, side))
                    tally.incomplete += 1;
            if (suite.comparison === undefined) {
                if (suite.base.state !== 'NOT_RUN' && suite.head.state !== 'NOT_RUN')
                    tally.incomplete += 1;
                continue;
            }
            for (const task of suite.comparison.tasks) {
                compared += 1;
                const counted = COUNT_OF[task.verdict];
                if (counted !== undefined)
                    tally[counted] += 1;
            }
        }
    }
    const first = (order) => order.find(([count]) => tally[count] > 0)?.[1];
    const verdict = first(CLAIMS) ?? (compared === 0 ? 'nothing_ran' : first(FINDINGS));
    return { verdict: verdict ?? 'unchanged', ...tally };
}
/** `fail-on`; with the gate's standings, acknowledged and quarantined tasks do not count. */
function decideFailOn(failOn, tally, gate) {
    const counts = gate === undefined ? undefined : (0,task_standings/* countStandings */.tI)(gate);
    const spared = counts === undefined || counts.acknowledged + counts.quarantined === 0
        ? ''
        : ` (${counts.acknowledged} acknowledged, ${counts.quarantined} quarantined)`;
    const failing = (found, what) => (counts?.failed ?? found) > 0 && `${counts?.failed ?? found} ${what}${spared}`;
    const matched = failOn === 'divergence'
        ? failing(tally.diverged, 'replayed task(s) diverged')
        : failOn === 'regressed'
            ? failing(tally.regressed, 'task(s) regressed')
            : failOn === 'incomplete'
                ? tally.incomplete > 0
                    ? `${tally.incomplete} side(s) or suite(s) incomplete`
                    : tally.verdict === 'nothing_ran' && 'nothing ran: no task was compared'
                : false;
    return matched === false
        ? { decision: 'pass', reason: `fail-on: ${failOn} did not match${spared}` }
        : { decision: 'fail', reason: `fail-on: ${failOn}: ${matched}` };
}
/** Every compared task of the sections, as the gate reads them. */
function gateOutcomes(sections) {
    return sections.flatMap((section) => 'suites' in section
        ? section.suites.flatMap((suite) => (suite.comparison?.tasks ?? []).map((task) => ({
            suite: suite.suiteId,
            mode: section.mode,
            task: task.taskId,
            verdict: task.verdict,
        })))
        : []);
}
//# sourceMappingURL=tally.js.map
;// CONCATENATED MODULE: ./lib/pr/comment-headline.js






function viewSections(sections) {
    return sections.map((section) => 'skipped' in section
        ? section
        : {
            mode: section.mode,
            suites: section.suites.map((outcome) => {
                const comparison = outcome.comparison === undefined ? undefined : (0,comparison_view/* viewComparison */.T1)(outcome.comparison);
                return {
                    outcome,
                    ...(comparison === undefined ? {} : { comparison }),
                    agentStart: findAgentsNotStarting(comparison, outcome),
                };
            }),
        });
}
/** Most consequential first: rows, summaries and counts all follow this order. */
const VERDICT_ORDER = [
    'regressed',
    'diverged',
    'not_comparable',
    'changed',
    'improved',
    'low_power',
    'inconclusive',
    'no_change',
    'unchanged',
];
/** Verdicts that claim nothing happened (or nothing could be claimed): first to be folded away. */
const QUIET_VERDICTS = new Set([
    'unchanged',
    'inconclusive',
    'no_change',
    'low_power',
]);
const HIGHLIGHTED_VERDICTS = new Set(['regressed', 'diverged']);
function countVerdicts(verdicts) {
    return VERDICT_ORDER.map((verdict) => ({
        verdict,
        count: verdicts.filter((candidate) => candidate === verdict).length,
    })).filter(({ count }) => count > 0);
}
/** The first line: agents that do not start, then each mode, live first; `plain` has no Markdown. */
function describeHeadline(sections) {
    const ordered = [...sections].sort((a, b) => (a.mode === 'live' ? 0 : 1) - (b.mode === 'live' ? 0 : 1));
    if (ordered.length === 0)
        return { markdown: '**Nothing was evaluated.**', plain: 'nothing evaluated' };
    const statements = [
        ...describeAgentsNotStarting(ordered.flatMap((section) => ('skipped' in section ? [] : section.suites))),
        ...ordered.map((section) => {
            // The agents that do not start are said once, before the modes.
            const counts = ('skipped' in section
                ? ['skipped']
                : describeSectionCounts(section.suites, { notStarting: false })).join(' · ');
            return {
                markdown: `**${section.mode}:** ${counts}`,
                plain: `${section.mode}: ${counts.replace(/\*\*/g, '')}`,
            };
        }),
    ];
    return {
        markdown: statements.map((statement) => statement.markdown).join(' — '),
        plain: statements.map((statement) => statement.plain).join(' — '),
    };
}
/** Error lines are run output: shown as code, and short. */
const MAX_ERROR_LINE_CHARS = 160;
/** Statements the headline makes about agents that do not start; the suites say the rest. */
const MAX_NOT_STARTING = 2;
/** Once per distinct statement: only the head's (the change broke it), or both sides'. */
function describeAgentsNotStarting(suites) {
    const statements = new Map();
    for (const { agentStart } of suites) {
        const { base, head } = agentStart;
        if (head === undefined)
            continue;
        const [what, why] = base === undefined
            ? ["the head's agent does not start", '']
            : [
                'the agent does not start on base or head',
                ', an infrastructure problem of the environment',
            ];
        const lead = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
        const plain = `${what}: ${head.errorLine.slice(0, MAX_ERROR_LINE_CHARS)}${why}`;
        const markdown = `**${lead}:** ${(0,text_markdown/* codeSpan */.SS)(head.errorLine, MAX_ERROR_LINE_CHARS)}${why}`;
        statements.set(plain, { markdown, plain });
    }
    return [...statements.values()].slice(0, MAX_NOT_STARTING);
}
/** Most consequential first, then what was not compared; first of all a head that does not start. */
function describeSectionCounts(suites, { notStarting = true } = {}) {
    const rows = suites.flatMap((suite) => suite.comparison?.rows ?? []);
    const parts = countVerdicts(rows.map((row) => row.verdict)).map(({ verdict, count }) => {
        // A diverged task is to a reader a harness change: it now sends the model something else.
        let text = verdict === 'diverged'
            ? (0,format/* plural */.LS)(count, 'harness change')
            : `${count} ${(0,comparison_view/* labelVerdictOf */.tx)(verdict, rows)}`;
        if (verdict === 'inconclusive') {
            const same = rows.filter((row) => row.sameObservedRate).length;
            if (same > 0)
                text += ` (${same} same observed rate)`;
        }
        return HIGHLIGHTED_VERDICTS.has(verdict) ? `**${text}**` : text;
    });
    const flaky = rows.filter((row) => flakySides(row.flaky).length > 0).length;
    if (flaky > 0)
        parts.push(`${flaky} flaky`);
    const suiteLevel = describeSuiteLevel(suites);
    if (suiteLevel !== undefined)
        parts.push(suiteLevel);
    const runs = sumRunsSpent(suites);
    if (runs !== undefined)
        parts.push((0,comparison_view/* describeRunsSpent */.UU)(runs));
    const notCompared = suites.filter((suite) => suite.comparison === undefined).length;
    if (notCompared > 0)
        parts.push(`${(0,format/* plural */.LS)(notCompared, 'suite')} not compared`);
    // The head's agent that does not start is this change's doing, and said first.
    const headNotStarting = suites.filter((suite) => headOnlyNotStarting(suite)).length;
    if (notStarting && headNotStarting > 0) {
        const where = suites.length === 1 ? '' : ` in ${(0,format/* plural */.LS)(headNotStarting, 'suite')}`;
        parts.unshift(`**the head's agent does not start${where}**`);
    }
    const infrastructure = suites.filter((suite) => problemSides(suite).length > 0).length;
    if (infrastructure > 0) {
        parts.push(`${(0,format/* plural */.LS)(infrastructure, 'suite')} with an infrastructure problem`);
    }
    return parts.length === 0 ? ['no tasks compared'] : parts;
}
const SUITE_VERDICT_ORDER = [
    'regressed',
    'improved',
    'low_power',
    'inconclusive',
];
/** Live suite-level verdicts: `suite regressed` for one suite, `suites: 1 regressed, …` for several. */
function describeSuiteLevel(suites) {
    const verdicts = suites.flatMap((suite) => suite.comparison?.headline.suite?.verdict ?? []);
    if (verdicts.length === 0)
        return undefined;
    const bold = (text, verdict) => verdict === 'regressed' ? `**${text}**` : text;
    const [only] = verdicts;
    if (verdicts.length === 1 && only !== undefined) {
        return bold(`suite ${suite_verdict/* SUITE_VERDICT_LABELS */.$T[only]}`, only);
    }
    const counts = SUITE_VERDICT_ORDER.flatMap((verdict) => {
        const count = verdicts.filter((candidate) => candidate === verdict).length;
        return count === 0 ? [] : [bold(`${count} ${suite_verdict/* SUITE_VERDICT_LABELS */.$T[verdict]}`, verdict)];
    });
    return `suites: ${counts.join(', ')}`;
}
/** `--k auto`: the runs of every adaptive suite, against fixed k = max-k (named when they share it). */
function sumRunsSpent(suites) {
    const spent = suites.flatMap((suite) => suite.comparison?.adaptive ?? []);
    const [first] = spent;
    if (first === undefined)
        return undefined;
    return {
        spent: spent.reduce((sum, runs) => sum + runs.spent, 0),
        fixedK: spent.reduce((sum, runs) => sum + runs.fixedK, 0),
        maxK: spent.every((runs) => runs.maxK === first.maxK) ? first.maxK : null,
    };
}
function hasInfrastructureProblem(suite) {
    return ['base', 'head'].some((side) => hasSideProblem(suite, side));
}
/** Only the head's agent does not start: the change broke it. */
function headOnlyNotStarting({ agentStart }) {
    return agentStart.head !== undefined && agentStart.base === undefined;
}
/** Sides that did not complete, but for a head whose agent alone does not start (the change's doing). */
function problemSides(suite) {
    return ['base', 'head'].filter((side) => hasSideProblem(suite.outcome, side) && !(side === 'head' && headOnlyNotStarting(suite)));
}
/** The sides (as the comment names them) that passed some runs but not every one. */
function flakySides(flaky) {
    return [
        ...(flaky?.baseline === true ? ['base'] : []),
        ...(flaky?.candidate === true ? ['head'] : []),
    ];
}
//# sourceMappingURL=comment-headline.js.map
;// CONCATENATED MODULE: ./lib/pr/comment-history.js
/**
 * The history of earlier pushes kept inside the sticky comment: base64 JSON in a hidden HTML
 * comment (it cannot close the comment or inject Markdown) beside a folded list. The previous body
 * read is only ever one the action's identity wrote; what it holds is validated, bounded, escaped.
 */


/** Earlier pushes kept; older ones are dropped. */
const MAX_HISTORY_ENTRIES = 10;
const MAX_HEADLINE_CHARS = 300;
/** The whole region (hidden data and folded list) never exceeds this: the renderer reserves it. */
const HISTORY_MAX_CHARS = 8_000;
const BEGIN = '<!-- verdict:history ';
const END = '<!-- verdict:history-end -->';
const REGION = /<!-- verdict:history ([A-Za-z0-9+/=]{0,12000}) -->[\s\S]*?<!-- verdict:history-end -->/;
const EntrySchema = schemas/* strictObject */.rej({
    sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40}$/),
    at: iso/* datetime */.w$().optional(),
    headline: schemas/* string */.YjP().max(MAX_HEADLINE_CHARS),
});
const HistorySchema = schemas/* strictObject */.rej({
    /** The result this body shows; absent while an evaluation is in progress. */
    current: EntrySchema.optional(),
    earlier: schemas/* array */.YOg(EntrySchema).max(MAX_HISTORY_ENTRIES),
});
/** The region as a body carries it: hidden data, then the fold (when there is anything to fold). */
function comment_history_renderHistoryRegion(history) {
    let earlier = history.earlier.slice(0, MAX_HISTORY_ENTRIES);
    let text = layout({ ...history, earlier });
    while (text.length > HISTORY_MAX_CHARS && earlier.length > 0) {
        earlier = earlier.slice(0, -1);
        text = layout({ ...history, earlier });
    }
    return text;
}
function layout(history) {
    const data = Buffer.from(JSON.stringify(history), 'utf8').toString('base64');
    const parts = [`${BEGIN}${data} -->`];
    if (history.earlier.length > 0) {
        const lines = history.earlier.map((entry) => {
            const at = entry.at === undefined ? '' : ` · ${escapeMarkdownText(entry.at, 40)}`;
            return `- ${escape_markdown_formatShortSha(entry.sha)}${at} · ${escapeMarkdownText(entry.headline, MAX_HEADLINE_CHARS)}`;
        });
        const count = history.earlier.length;
        parts.push(`<details><summary>Earlier pushes (${count})</summary>\n\n${lines.join('\n')}\n\n</details>`);
    }
    parts.push(END);
    return parts.join('\n\n');
}
function isHistoryRegion(text) {
    return text.startsWith(BEGIN) && text.endsWith(END);
}
/** The history a body carries; an absent, malformed or oversized block reads as none. */
function readHistory(body) {
    if (body === undefined)
        return undefined;
    const match = REGION.exec(body);
    if (match === null)
        return undefined;
    try {
        const data = JSON.parse(Buffer.from(match[1] ?? '', 'base64').toString('utf8'));
        const parsed = HistorySchema.safeParse(data);
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** `next` with `previous`'s result and earlier pushes carried into its region, bounded. */
function carryHistory(previous, next) {
    const mine = readHistory(next);
    const before = readHistory(previous);
    if (mine === undefined || before === undefined)
        return next;
    const entries = [
        ...(before.current === undefined ? [] : [before.current]),
        ...before.earlier,
        ...mine.earlier,
    ];
    // Each commit once, the first seen kept, and never the one this body shows.
    const earlier = entries.filter((entry, index) => entry.sha !== mine.current?.sha &&
        entries.findIndex((other) => other.sha === entry.sha) === index);
    const region = comment_history_renderHistoryRegion({
        ...(mine.current === undefined ? {} : { current: mine.current }),
        earlier: earlier.slice(0, MAX_HISTORY_ENTRIES),
    });
    return next.replace(REGION, () => region);
}
//# sourceMappingURL=comment-history.js.map
;// CONCATENATED MODULE: ./lib/pr/comment-divergences.js




const MAX_ID_CHARS = 100;
const MAX_LINE_CHARS = 300;
/** Divergences shown with their excerpts; the others of the suite get one line each. */
const MAX_DIVERGENCE_DIFFS = 5;
/** A diff block's bounds, whatever the payload's excerpt holds. */
const MAX_DIFF_CHARS = 3_000;
const MAX_DIFF_LINES = 40;
/** The suite's harness change, when any of its tasks diverged: one paragraph, bounded. */
function describeHarnessChange(suite, comparison) {
    const diverged = comparison.rows.filter((row) => row.verdict === 'diverged');
    if (diverged.length === 0)
        return [];
    const divergences = suite.divergences ?? [];
    const lead = `**Harness change:** ${(0,format/* plural */.LS)(diverged.length, 'task')} diverged from ${diverged.length === 1 ? 'its cassette' : 'their cassettes'}: ` +
        'the harness now sends the model something other than what was recorded (this is not an infrastructure problem).';
    const parts = [lead];
    const folds = divergences.map((divergence, index) => index < MAX_DIVERGENCE_DIFFS
        ? renderDivergence(divergence)
        : `- ${describeDivergence(divergence)}`);
    if (folds.length > 0)
        parts.push(folds.join('\n\n'));
    else {
        parts.push(diverged
            .slice(0, MAX_DIVERGENCE_DIFFS)
            .map((row) => `- ${escapeMarkdownText(row.taskId, MAX_ID_CHARS)}: ${escapeMarkdownText(row.reason, MAX_LINE_CHARS)}`)
            .join('\n'));
    }
    const more = suite.moreDivergences ?? 0;
    if (more > 0)
        parts.push(`… and ${(0,format/* plural */.LS)(more, 'more divergence')} in the full report.`);
    if (suite.reRecord !== undefined && suite.reRecord.trim() !== '') {
        parts.push(`If the change was intended, record the cassettes again and commit them:\n\n${codeBlock(suite.reRecord, 'sh')}`);
    }
    else {
        parts.push("If the change was intended, record these tasks' cassettes again (`npx verdict record SUITE_DIR --tasks …`) and commit them.");
    }
    return [parts.join('\n\n')];
}
/** `rename-symbol — call 2, messages[3].content (1 of 1 runs)`, escaped. */
function describeDivergence(divergence) {
    const where = divergence.field === '(call)'
        ? 'a missing or extra call'
        : escapeMarkdownText(divergence.field, 120);
    return `${escapeMarkdownText(divergence.taskId, MAX_ID_CHARS)} — call ${divergence.call}, ${where} (${(0,format/* plural */.LS)(divergence.runs, 'run')} diverged here)`;
}
function renderDivergence(divergence) {
    const { excerpt } = divergence;
    const diff = excerpt === undefined || excerpt.hunks.length === 0
        ? escapeMarkdownText(divergence.message, MAX_LINE_CHARS)
        : `${describeExcerpt(divergence.field, excerpt)}\n\n${codeBlock(renderExcerptDiff(excerpt), 'diff')}`;
    return `<details><summary>${describeDivergence(divergence)}</summary>\n\n${diff}\n\n</details>`;
}
/** The legend above a diff, escaped: what the signs and the marks mean, and which value it shows. */
function describeExcerpt(field, excerpt) {
    const where = excerpt.path === field ? '' : ` (in ${escapeMarkdownText(excerpt.path, MAX_LINE_CHARS)})`;
    const aligned = excerpt.unaligned
        ? ': the two differ in too many places to be aligned, so each is shown from its start'
        : ', the changed words marked `[-…-]` and `{+…+}`';
    return `\`-\` recorded, \`+\` sent by the harness now${where}${aligned}:`;
}
/** The excerpt as a `diff` block: changed words marked, control characters visible, bounded. */
function renderExcerptDiff(excerpt) {
    const marks = { '-': ['[-', '-]'], '+': ['{+', '+}'] };
    const lines = [];
    excerpt.hunks.forEach((hunk, index) => {
        if (index > 0)
            lines.push('  ⋯');
        for (const { sign, runs } of (0,divergence_excerpt/* excerptLines */.$F)(hunk)) {
            const [open, close] = marks[sign];
            const text = runs
                .map((run) => run.changed ? `${open}${visibleText(run.text)}${close}` : visibleText(run.text))
                .join('');
            lines.push(`${sign} ${text}`);
        }
    });
    const more = excerpt.moreChanges ?? 0;
    if (more > 0)
        lines.push(`  … and ${(0,format/* plural */.LS)(more, 'more change')}`);
    const kept = [];
    let chars = 0;
    for (const line of lines) {
        if (kept.length === MAX_DIFF_LINES || chars >= MAX_DIFF_CHARS) {
            kept.push(`  … ${(0,format/* plural */.LS)(lines.length - kept.length, 'more line')}`);
            break;
        }
        const shown = (0,text_markdown/* truncateText */.EJ)(line, MAX_DIFF_CHARS - chars);
        kept.push(shown);
        chars += shown.length + 1;
    }
    return kept.join('\n');
}
/** Control characters (other than tab) as `�`: inside a code block they would still do harm. */
function visibleText(text) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/g, '�');
}
/** A fenced code block whose fence no line of `text` can close: untrusted text shown as it is. */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text}\n${fence}`;
}
//# sourceMappingURL=comment-divergences.js.map
;// CONCATENATED MODULE: ./lib/pr/comment-gate.js






const MAX_ROWS = 30;
const MAX_ENTRIES = 10;
const MAX_TRENDS = 60;
const MAX_CELL = 300;
const MARKS = {
    failed: '❌ failed',
    acknowledged: '☑️ acknowledged',
    quarantined: '🔒 quarantined',
    passed: '✅ passed',
};
const nameOf = (task) => `${task.suite}/${task.task} (${task.mode})`;
function renderGateBlock(gate, sections) {
    if (gate === undefined)
        return undefined;
    const counts = (0,task_standings/* countStandings */.tI)(gate);
    const failOn = FAIL_ON_VALUES.includes(gate.failOn)
        ? gate.failOn
        : 'never';
    const { decision } = decideFailOn(failOn, tallySections(sections), gate);
    const tally = task_standings/* STANDINGS */.CV.map((standing) => `${counts[standing]} ${standing}`).join(' · ');
    const quarantine = gate.quarantine === 'flaky' ? ', quarantine: flaky' : '';
    const parts = [
        `**Gate (fail-on: ${failOn}${quarantine}): ${decision === 'fail' ? 'FAIL' : 'PASS'}** · ${tally}`,
    ];
    const shown = gate.tasks.filter((task) => task.standing !== 'passed');
    if (shown.length > 0) {
        const rows = shown
            .slice(0, MAX_ROWS)
            .map((task) => [
            escapeTableCell(nameOf(task), MAX_CELL),
            task.verdict,
            MARKS[task.standing],
            escapeTableCell(task.why ?? '—', MAX_CELL),
        ]);
        const rest = shown.length - MAX_ROWS;
        parts.push((0,text_markdown/* renderTable */.bo)(['task', 'verdict', 'gate', 'why'], rows) +
            (rest > 0 ? `\n\n… and ${(0,format/* plural */.LS)(rest, 'more task')} (in \`decision-tasks\`).` : ''));
    }
    const toAdd = shown.flatMap((task) => (task.toAdd === undefined ? [] : [task.toAdd]));
    if (toAdd.length > 0) {
        parts.push('To acknowledge an intended change, an owner commits the entry, with its reason, to ' +
            '`verdict-acknowledged.json` beside the suites on the base branch (a pull request cannot ' +
            'acknowledge its own change: only the base’s file counts), then brings this pull request ' +
            'up to date with the base branch, which runs the check again on the new base:\n\n' +
            codeBlock(toAdd.slice(0, MAX_ENTRIES).join(',\n'), 'json'));
    }
    const bullets = (items) => items
        .slice(0, MAX_ENTRIES)
        .map((item) => `- ${escapeMarkdownText(item, MAX_CELL)}`)
        .join('\n');
    if (gate.stale.length > 0) {
        const renewals = gate.stale.slice(0, MAX_ENTRIES).map((entry) => entry.renew);
        parts.push(`**Stale acknowledgements** (renew or remove them):\n\n${bullets(gate.stale.map((entry) => entry.why))}\n\n` +
            `Renewed:\n\n${codeBlock(renewals.join(',\n'), 'json')}`);
    }
    const lists = [
        [
            'Acknowledgements added by this pull request count once merged (an owner commits them to the base branch first):',
            gate.headOnly,
        ],
        ['Released from quarantine (stable on the default branch again):', gate.released],
        ['Set aside (the gate went on without them):', gate.problems],
    ];
    for (const [title, items] of lists) {
        if (items.length > 0)
            parts.push(`${title}\n\n${bullets(items)}`);
    }
    const trends = renderTrends(gate.tasks);
    if (trends !== undefined)
        parts.push(trends);
    return parts.join('\n\n');
}
/** Each task's pass rate over the default branch's last evaluations, flaky ones marked. */
function renderTrends(tasks) {
    const known = tasks.filter((task) => task.trend !== undefined || task.flaky !== undefined);
    if (known.length === 0)
        return undefined;
    const rows = known
        .slice(0, MAX_TRENDS)
        .map((task) => [
        escapeTableCell(nameOf(task), MAX_CELL),
        task.trend === undefined ? '—' : `\`${task.trend}\``,
        task.flaky === undefined
            ? 'stable'
            : escapeTableCell(`flaky on main: ${task.flaky}`, MAX_CELL),
    ]);
    const rest = known.length - MAX_TRENDS;
    const more = rest > 0 ? `\n\n… and ${(0,format/* plural */.LS)(rest, 'more task')}.` : '';
    const flaky = known.filter((task) => task.flaky !== undefined).length;
    return (`<details><summary>Trend on the default branch (${(0,format/* plural */.LS)(known.length, 'task')}, ${flaky} flaky)</summary>\n\n` +
        `${(0,text_markdown/* renderTable */.bo)(['task', 'last evaluations, oldest first', 'history'], rows)}${more}\n\n</details>`);
}
//# sourceMappingURL=comment-gate.js.map
// EXTERNAL MODULE: ./lib/compare/failures-and-tools-view.js
var failures_and_tools_view = __webpack_require__(5354);
;// CONCATENATED MODULE: ./lib/pr/comment-strips.js

/** Cells of an interval strip: 40 cells of 2.5 % each over 0–100 %. */
const STRIP_CELLS = 40;
const STRIP_LABEL_CHARS = 24;
/** The scale above every strip fold, aligned with the cells. */
const STRIP_SCALE = `${' '.repeat(STRIP_LABEL_CHARS + 8)}0 %${' '.repeat(17)}50 %${' '.repeat(11)}100 %`;
const STRIP_LEGEND = '▓ base interval · ▒ head interval · ░ outside · │ observed rate (95 % Wilson intervals, 0–100 %)';
/** Live: the strip of one task, base above head; undefined when neither side has an interval. */
function renderStrip(row) {
    const sides = [
        { name: 'base', side: row.baseline, fill: '▓' },
        { name: 'head', side: row.candidate, fill: '▒' },
    ];
    if (sides.every(({ side }) => side?.interval === null || side === null))
        return undefined;
    const id = stripLabel(row.taskId);
    return sides
        .map(({ name, side, fill }, index) => {
        const label = `${index === 0 ? id : ' '.repeat(STRIP_LABEL_CHARS)}  ${name}  `;
        if (side === null || side.interval === null)
            return `${label}${' '.repeat(STRIP_CELLS)}  not run`;
        const { low, high } = side.interval;
        const point = side.observed === 0 ? undefined : side.pass / side.observed;
        return `${label}${stripCells(low, high, point, fill)}  ${describeStripNumbers(side, point)}`;
    })
        .join('\n');
}
const STRIP_LOOKALIKES = { '@': '＠', '<': '‹', '>': '›', '`': 'ʼ' };
function stripLabel(taskId) {
    // Inert in a code block anyway; lookalikes keep the label from reading as a mention or a tag
    // wherever the body is read as plain text.
    const clean = taskId
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, '?')
        .replace(/[@<>`]/g, (char) => STRIP_LOOKALIKES[char] ?? '?');
    const cut = clean.length > STRIP_LABEL_CHARS ? `${clean.slice(0, STRIP_LABEL_CHARS - 1)}…` : clean;
    return cut.padEnd(STRIP_LABEL_CHARS);
}
function stripCells(low, high, point, fill) {
    const marked = point === undefined ? -1 : Math.min(STRIP_CELLS - 1, Math.floor(point * STRIP_CELLS));
    let cells = '';
    for (let index = 0; index < STRIP_CELLS; index += 1) {
        const from = index / STRIP_CELLS;
        const to = (index + 1) / STRIP_CELLS;
        if (index === marked)
            cells += '│';
        else
            cells += to > low && from <= high ? fill : '░';
    }
    return cells;
}
function describeStripNumbers(side, point) {
    const interval = side.interval === null ? '' : ` [${(0,format/* formatIntervalRange */.GE)(side.interval)}]`;
    const rate = point === undefined ? 'no judged runs' : (0,format/* formatPercent */.l9)(point);
    return `${side.pass}/${side.observed} = ${rate}${interval}`;
}
//# sourceMappingURL=comment-strips.js.map
;// CONCATENATED MODULE: ./lib/pr/comment-suite.js








// What the comment shows of untrusted text: its own bounds, not those of report.html.
const comment_suite_MAX_ID_CHARS = 100;
const MAX_TITLE_CHARS = 60;
const comment_suite_MAX_LINE_CHARS = 300;
const SHORT_HASH_LENGTH = 12;
const MAX_CHANGES = 5;
const MAX_FLAKY_LISTED = 20;
/** The comment shows the top reasons of a side; the full report has every one. */
const MAX_REASONS_PER_SIDE = 3;
const MAX_REASON_CHARS = 200;
const MAX_TOOL_CHANGES = 5;
const MAX_TOOL_NAME_CHARS = 60;
const comment_suite_MAX_ERROR_LINE_CHARS = 200;
/** A table with no rows: what the first row of a suite costs on top of the row itself. */
const TASK_TABLE_HEADER = (0,text_markdown/* renderTable */.bo)(['task', 'verdict', 'base', 'head', 'why'], []);
/** `rest`: where the comment points for what it does not list (trusted Markdown). */
function buildSuite(view, rest) {
    const { outcome: suite, comparison, agentStart } = view;
    const problems = [];
    const absent = ['base', 'head'].find((side) => suite[side].absent === true);
    if (absent !== undefined) {
        problems.push(`**Not compared:** ${escapeMarkdownText(suite[absent].problem ?? `the suite does not exist on ${absent}`, comment_suite_MAX_LINE_CHARS)}`);
    }
    else {
        problems.push(...describeNotStarting(agentStart));
        // Both sides' agents not starting is said above, as the environment's problem.
        const bothNotStarting = agentStart.base !== undefined && agentStart.head !== undefined;
        const sides = bothNotStarting ? [] : problemSides(view);
        if (sides.length > 0) {
            const lines = sides.map((side) => `- ${describeOutcome(side, suite[side], agentStart)}`);
            problems.push(`Infrastructure problem (reported as such, not as a regression):\n${lines.join('\n')}`);
        }
    }
    if (suite.base.reused !== undefined)
        problems.push(describeReused(suite.base.reused));
    if (absent !== undefined) {
        // Said above: there is nothing on the other side to compare with.
    }
    else if (suite.notComparable !== undefined) {
        problems.push(`**Not compared:** ${escapeMarkdownText(suite.notComparable, comment_suite_MAX_LINE_CHARS)}`);
    }
    else if (comparison === undefined) {
        const why = hasInfrastructureProblem(suite)
            ? 'a side did not produce a report.'
            : 'no comparison was produced.';
        problems.push(`**Not compared:** ${why}`);
    }
    else if (comparison.rows.length === 0) {
        problems.push('No tasks in either report.');
    }
    else {
        // Runs that ended before their first model call asked the cassette nothing: no harness change.
        const harness = agentStart.head === undefined ? describeHarnessChange(suite, comparison) : [];
        problems.push(...harness, ...describeFlaky(comparison));
    }
    return {
        heading: `#### ${escapeMarkdownText(suite.suiteId, comment_suite_MAX_ID_CHARS)}`,
        problems,
        rows: comparison === undefined ? [] : buildRows(comparison.rows, rest),
        conditionRows: comparison === undefined ? [] : buildConditionRows(comparison),
    };
}
/** A run id of ours (letters, digits, `-`, `_`, `.`) as a code span, else escaped text. */
function formatRunId(runId) {
    return /^[\w.-]{1,100}$/.test(runId) ? `\`${runId}\`` : escapeMarkdownText(runId, comment_suite_MAX_ID_CHARS);
}
function describeReused(reused) {
    const when = `${reused.storedAt.slice(0, 10)} ${reused.storedAt.slice(11, 16)} UTC`;
    const origin = reused.origin === undefined
        ? ''
        : /^https?:\/\//.test(reused.origin)
            ? ` (${escape_markdown_formatLink('workflow run', reused.origin)})`
            : ` (${escapeMarkdownText(reused.origin, comment_suite_MAX_LINE_CHARS)})`;
    return (`**Base reused:** the live base results of run ${formatRunId(reused.runId)}, ` +
        `made ${when}${origin}, for the same base commit, suite version, configuration, agent, model, k and seed; ` +
        'the model was called for the head only.');
}
function describeOutcome(side, outcome, agentStart) {
    const problem = outcome.problem === undefined || outcome.problem.trim() === ''
        ? ''
        : ` — ${escapeMarkdownText(outcome.problem, comment_suite_MAX_LINE_CHARS)}`;
    const notStarting = agentStart[side];
    const agent = notStarting === undefined
        ? ''
        : `; its agent does not start: ${(0,text_markdown/* codeSpan */.SS)(notStarting.errorLine, comment_suite_MAX_ERROR_LINE_CHARS)}`;
    return `${side}: **${outcome.state}**${problem}${agent}`;
}
/** Head only: this change broke it; both sides: the environment. Never a regression or harness change. */
function describeNotStarting({ base, head }) {
    if (head === undefined)
        return [];
    // No runs: the command refused the agent before any, its program not being there.
    const ended = (runs) => runs === 0
        ? 'its program is not there: no run started'
        : `${runs === 1 ? 'its run' : `each of its ${runs} runs`} ended before its first model call`;
    if (base === undefined) {
        return [
            `**The head's agent does not start:** ${(0,text_markdown/* codeSpan */.SS)(head.errorLine, comment_suite_MAX_ERROR_LINE_CHARS)} — ` +
                `${ended(head.runs)}, so nothing was measured on head. The base's agent starts: this ` +
                'change broke it (not a regression of the model, not a harness change).',
        ];
    }
    const errors = base.errorLine === head.errorLine
        ? (0,text_markdown/* codeSpan */.SS)(head.errorLine, comment_suite_MAX_ERROR_LINE_CHARS)
        : `${(0,text_markdown/* codeSpan */.SS)(base.errorLine, comment_suite_MAX_ERROR_LINE_CHARS)} on base, ${(0,text_markdown/* codeSpan */.SS)(head.errorLine, comment_suite_MAX_ERROR_LINE_CHARS)} on head`;
    return [
        `**Infrastructure problem of the environment:** the agent does not start on base or head: ${errors} — ` +
            'every run on both sides ended before its first model call, so nothing was compared. It is ' +
            "not a regression and not a harness change: fix the agent's install or setup and run again.",
    ];
}
function buildRows(rows, rest) {
    const built = rows.map((row) => {
        const label = row.sameObservedRate ? 'inconclusive (same rate)' : row.label;
        const cells = [
            describeTask(row),
            HIGHLIGHTED_VERDICTS.has(row.verdict) ? `**${label}**` : label,
            describeSide(row.baseline),
            describeSide(row.candidate),
            describeWhy(row),
        ];
        const strip = renderStrip(row);
        return {
            verdict: row.verdict,
            label: row.label,
            rank: VERDICT_ORDER.indexOf(row.verdict),
            quiet: QUIET_VERDICTS.has(row.verdict),
            text: `| ${cells.join(' | ')} |`,
            ...(strip === undefined ? {} : { strip }),
            reasonLines: describeFailures(row, rest),
            toolLines: describeToolChanges(row),
        };
    });
    // Array#sort is stable: within a verdict, tasks keep the comparison's order.
    return built.sort((a, b) => a.rank - b.rank);
}
/** The reason, with what changed (the first few) and who is flaky. */
function describeWhy(row) {
    const parts = [escapeTableCell(row.reason)];
    if (row.changes.length > 0) {
        const shown = row.changes.slice(0, MAX_CHANGES).map((change) => escapeTableCell(change, 120));
        const rest = row.changes.length - shown.length;
        parts.push(`changed: ${shown.join('; ')}${rest > 0 ? `; and ${rest} more` : ''}`);
    }
    const flaky = flakySides(row.flaky);
    if (flaky.length > 0)
        parts.push(`flaky on ${flaky.join(' and ')}`);
    return parts.join('; ');
}
/** Per side whose runs did not all pass: its top reasons (escaped, cut), the rest counted. */
function describeFailures(row, rest) {
    return row.failures.map((failures) => {
        const shown = failures.reasons.slice(0, MAX_REASONS_PER_SIDE);
        const reasons = shown.map((reason) => `${reason.kind === 'failed' ? '' : `${reason.kind}: `}${escapeMarkdownText(reason.text, MAX_REASON_CHARS)} (${reason.runs})`);
        const more = failures.reasons.slice(shown.length);
        const moreReasons = more.length + (failures.unlisted?.reasons ?? 0);
        if (moreReasons > 0) {
            const moreRuns = more.reduce((sum, reason) => sum + reason.runs, 0) + (failures.unlisted?.runs ?? 0);
            reasons.push(`${(0,format/* plural */.LS)(moreReasons, 'more reason')} (${(0,format/* plural */.LS)(moreRuns, 'run')}) in ${rest}`);
        }
        const side = failures.side === 'candidate' ? 'head' : 'base';
        return `- ${escapeMarkdownText(row.taskId, comment_suite_MAX_ID_CHARS)}, ${side}: ${(0,failures_and_tools_view/* describeFailureCounts */.eL)(failures)} — ${reasons.join(' · ')}`;
    });
}
/** One list item when tools appeared, disappeared or moved by 30 points: names in code spans. */
function describeToolChanges(row) {
    if (row.toolChanges.length === 0)
        return [];
    const shown = row.toolChanges
        .slice(0, MAX_TOOL_CHANGES)
        .map((tool) => `${(0,text_markdown/* codeSpan */.SS)(tool.name, MAX_TOOL_NAME_CHARS)} ${tool.text} (${tool.changeText ?? 'changed'})`);
    const rest = row.toolChanges.length - shown.length;
    if (rest > 0)
        shown.push(`and ${(0,format/* plural */.LS)(rest, 'more tool')}`);
    return [`- ${escapeMarkdownText(row.taskId, comment_suite_MAX_ID_CHARS)}: ${shown.join(' · ')}`];
}
function describeFlaky(comparison) {
    const flaky = comparison.rows.filter((row) => flakySides(row.flaky).length > 0);
    if (flaky.length === 0)
        return [];
    const shown = flaky
        .slice(0, MAX_FLAKY_LISTED)
        .map((row) => `${escapeMarkdownText(row.taskId, comment_suite_MAX_ID_CHARS)} (${flakySides(row.flaky).join(', ')})`);
    const rest = flaky.length - shown.length;
    return [
        `**Flaky:** ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''} — passed in some runs but not in every run (pass@k, not pass^k).`,
    ];
}
function describeTask(row) {
    const id = escapeTableCell(row.taskId, comment_suite_MAX_ID_CHARS);
    if (row.title === undefined)
        return id;
    return `${id} (${escapeTableCell(row.title, MAX_TITLE_CHARS)})`;
}
/** `3/5 (23.1–88.2 %)`: the counts a verdict was read from, with their interval when live. */
function describeSide(side) {
    if (side === null)
        return 'not run';
    // Diverged runs are errored runs, so they are among the missing: each is said once.
    const diverged = side.diverged ?? 0;
    const otherMissing = Math.max(0, side.missing - diverged);
    const parts = [];
    if (side.observed > 0 || diverged === 0) {
        parts.push(`${side.pass}/${side.observed}`);
        if (side.interval !== null)
            parts[0] += ` (${(0,format/* formatIntervalRange */.GE)(side.interval)})`;
    }
    if (diverged > 0) {
        parts.push(`diverged (${diverged} of ${side.observed + side.missing} runs)`);
    }
    if (otherMissing > 0)
        parts.push(`${otherMissing} missing`);
    return parts.join(', ');
}
const CONDITION_FIELDS = [
    { head: 'version', read: (c) => c.suiteVersion },
    { head: 'config hash', read: (c) => c.configHash.slice(0, SHORT_HASH_LENGTH) },
    { head: 'provider', read: (c) => c.provider },
    { head: 'model', read: (c) => c.model },
    { head: 'mode', read: (c) => c.mode },
    { head: 'k', read: (c) => (0,format/* formatK */.VZ)(c) },
    { head: 'seed', read: (c) => String(c.seed) },
    { head: 'sandbox', read: describeSandboxCell },
];
const CONDITIONS_HEAD = ['suite', 'side', ...CONDITION_FIELDS.map((field) => field.head)];
/** One row when both sides ran under the same conditions, one per side when any field differs. */
function buildConditionRows(comparison) {
    const suite = escapeTableCell(comparison.baseline.conditions.suiteId, comment_suite_MAX_ID_CHARS);
    const base = CONDITION_FIELDS.map((field) => field.read(comparison.baseline.conditions));
    const head = CONDITION_FIELDS.map((field) => field.read(comparison.candidate.conditions));
    const cells = (values) => values.map((value) => escapeTableCell(value, comment_suite_MAX_ID_CHARS));
    if (base.every((value, index) => value === head[index])) {
        return [[suite, 'base = head', ...cells(base)]];
    }
    return [
        [suite, 'base', ...cells(base)],
        [suite, 'head', ...cells(head)],
    ];
}
//# sourceMappingURL=comment-suite.js.map
;// CONCATENATED MODULE: ./lib/pr/comment-blocks.js
/** The comment's pieces, each rendered once: fitting the size limit only chooses among them. */







const MAX_FOOTNOTE_CHARS = 1_000;
// These bound the parts that are never cut, so the size limit can always be met by cutting rows.
const MAX_NOTICES = 20;
const MAX_NOTES_PER_SECTION = 10;
const MAX_FOOTNOTES = 3;
function buildCommentBlocks(model) {
    const sections = viewSections(model.sections);
    const headline = describeHeadline(sections);
    const title = `## Verdict — head ${escape_markdown_formatShortSha(model.headSha)} vs base ${escape_markdown_formatShortSha(model.baseSha)}`;
    const informational = '_Informational: this comment never blocks the pull request by itself. Whether the Verdict ' +
        'check is required is up to the repository owner._';
    const unsandboxed = describeUnsandboxed(model.sections, model.notices);
    const gate = renderGateBlock(model.gate, model.sections);
    // Where the rest of a suite's reasons is: the trusted job's own links, the HTML report first.
    const rest = model.links.report === undefined
        ? describeArtifact(model.links, 'the full report')
        : `the ${escape_markdown_formatLink('HTML report', model.links.report)}`;
    return {
        head: [
            model.marker,
            title,
            headline.markdown,
            ...(unsandboxed === undefined ? [] : [unsandboxed]),
            informational,
            ...(gate === undefined ? [] : [gate]),
        ],
        sections: sections.map((section) => buildSection(section, rest)),
        ...(sections.every((section) => 'skipped' in section)
            ? {}
            : {
                conditionShas: `Base ${escape_markdown_formatShortSha(model.baseSha)} · head ${escape_markdown_formatShortSha(model.headSha)}`,
            }),
        closing: buildClosing(model, sections, headline.plain),
        hiddenWhere: describeArtifact(model.links, 'the artifact'),
    };
}
/** The artifact by the trusted job's own links, else `fallback`. */
function describeArtifact(links, fallback) {
    if (links.artifact !== undefined)
        return `the ${escape_markdown_formatLink('artifact', links.artifact)}`;
    if (links.run !== undefined)
        return `the artifact of the ${escape_markdown_formatLink('workflow run', links.run)}`;
    return fallback;
}
function buildSection(section, rest) {
    const heading = section.mode === 'replay' ? '### Replay — harness only, not the model' : '### Live';
    if ('skipped' in section) {
        const reason = escapeMarkdownText(section.skipped, comment_suite_MAX_LINE_CHARS);
        return { head: [heading, `Skipped: ${reason}`], suites: [], tail: [] };
    }
    const intro = section.mode === 'replay'
        ? '> Replay answers the agent with recorded model responses: it measures the harness ' +
            '(prompts, tools, agent code) only, **not the model**.'
        : describeLiveRule(section.suites);
    return {
        head: [heading, intro, `**Summary:** ${describeSectionCounts(section.suites).join(' · ')}`],
        suites: section.suites.map((suite) => buildSuite(suite, rest)),
        tail: renderNotes(section.suites.flatMap((suite) => suite.comparison?.notes ?? [])),
    };
}
const ADAPTIVE_RULE = 'each task stopped when an anytime-valid test decided it (a direction once its e-value reached ' +
    'the threshold its row shows, no change larger than δ once its confidence sequence lay inside ' +
    '±δ), else ran to max-k.';
/** How the live verdicts were reached: fixed k's intervals, adaptive k's test, or each where used. */
function describeLiveRule(suites) {
    const compared = suites.flatMap((suite) => suite.comparison ?? []);
    const adaptive = compared.filter((comparison) => comparison.adaptive !== undefined).length;
    if (adaptive === 0) {
        return 'Live runs call the model on both sides; a direction is claimed only when the intervals are disjoint.';
    }
    if (adaptive === compared.length) {
        return `Live runs call the model on both sides in rounds (adaptive k); ${ADAPTIVE_RULE}`;
    }
    return ('Live runs call the model on both sides. With a fixed k a direction is claimed only when the ' +
        `intervals are disjoint; with adaptive k ${ADAPTIVE_RULE}`);
}
/** Notes repeat across suites of a mode (replay adds the same one to each): each is said once. */
function renderNotes(all) {
    const notes = [...new Set(all)];
    if (notes.length === 0)
        return [];
    const more = (rest) => `${(0,format/* plural */.LS)(rest, 'more note')} in the full report.`;
    return [renderList('**Notes**', notes, MAX_NOTES_PER_SECTION, more)];
}
/** Untrusted lines, escaped, at most `max` of them and the rest counted (`- … and 3 more notes`). */
function renderList(title, items, max, more) {
    const shown = items.slice(0, max).map((item) => `- ${escapeMarkdownText(item, comment_suite_MAX_LINE_CHARS)}`);
    if (items.length > max)
        shown.push(`- … and ${more(items.length - max)}`);
    return `${title}\n\n${shown.join('\n')}`;
}
/** The footnote every comparison carries, said once at the end (after the suite verdict's). */
function renderFootnotes(sections) {
    const footnotes = sections.flatMap((section) => 'skipped' in section
        ? []
        : section.suites.flatMap((suite) => suite.comparison?.footnotes ?? []));
    const suiteVerdict = [...new Set(footnotes.flatMap((footnote) => footnote.suiteVerdict ?? []))];
    const limits = [...new Set(footnotes.map((footnote) => footnote.limits))]
        .filter((footnote) => footnote.trim() !== '')
        .slice(0, MAX_FOOTNOTES);
    return [...suiteVerdict, ...limits].map((footnote) => `_${escapeMarkdownText(footnote, MAX_FOOTNOTE_CHARS)}_`);
}
function buildClosing(model, sections, headline) {
    const closing = [...renderFootnotes(sections), '---'];
    const notices = model.notices.filter((notice) => notice.trim() !== '');
    if (notices.length > 0) {
        const more = (rest) => `${(0,format/* plural */.LS)(rest, 'more notice')}.`;
        closing.push(renderList('**Notices**', notices, MAX_NOTICES, more));
    }
    const links = [
        model.links.report === undefined ? undefined : escape_markdown_formatLink('HTML report', model.links.report),
        model.links.artifact === undefined
            ? undefined
            : `Full report: ${escape_markdown_formatLink('artifact', model.links.artifact)} (inside it, open ${ARTIFACT_HTML})`,
        model.links.run === undefined ? undefined : escape_markdown_formatLink('Workflow run', model.links.run),
    ].filter((link) => link !== undefined);
    // Before the links, which stay last: the history of earlier pushes, carried over on each edit.
    closing.push(comment_history_renderHistoryRegion({ ...currentEntry(model, headline), earlier: [] }));
    if (links.length > 0)
        closing.push(links.join(' · '));
    return closing;
}
/** Where the HTML reports are inside the artifact (comparison/<mode>/<suite>/, head/<mode>/<suite>/). */
const ARTIFACT_HTML = '`comparison.html` under comparison/ and `report.html` under base/ and head/';
function currentEntry(model, headline) {
    if (!/^[0-9a-f]{40}$/.test(model.headSha))
        return {};
    return {
        current: {
            sha: model.headSha,
            ...(model.evaluatedAt === undefined ? {} : { at: model.evaluatedAt }),
            headline: headline.slice(0, 300),
        },
    };
}
//# sourceMappingURL=comment-blocks.js.map
;// CONCATENATED MODULE: ./lib/pr/render-comment.js
/**
 * The body of the sticky PR comment (SPEC §7), pure and deterministic. GitHub refuses comments over
 * 65,536 characters, so the body is fitted in steps, each only when the previous is too long:
 * 1. everything, quiet rows of large suites folded; 2. quiet rows counted; 3. rows most
 * consequential first while they fit (then without the conditions); 4. whole suites cut, and last
 * the body cut at a line. Every other piece is bounded and always kept; what is not listed is counted.
 */











/** Below GitHub's 65,536, leaving room for what an upsert or a reader's edit might add. */
const COMMENT_MAX_CHARS = 65_000;
/** Suites with more tasks than this fold their quiet rows, so the changes stay on screen. */
const FOLD_QUIET_ABOVE = 10;
/** Conditions are context, not findings: past this they are left to the full report. */
const MAX_CONDITIONS_CHARS = 8_000;
/** Redacted before rendering (so the fitting counts the markers, not the secrets) and after. */
async function renderRedactedComment(model, maxChars = COMMENT_MAX_CHARS) {
    const redacted = (await (0,secret_redact/* redactJson */.Kp)(model)).value;
    const { text } = await (0,secret_redact/* redactText */.Rd)(renderComment(redacted, maxChars));
    return { model: redacted, body: text };
}
/** The body, with room kept for the history `carryHistory` adds on an edit. */
function renderComment(model, maxChars = COMMENT_MAX_CHARS) {
    const blocks = buildCommentBlocks(model);
    const ownRegion = blocks.closing.find((part) => isHistoryRegion(part))?.length ?? 0;
    return fitComment(blocks, Math.max(0, maxChars - Math.max(0, HISTORY_MAX_CHARS - ownRegion)));
}
function renderStatusComment(options, line) {
    const base = options.baseSha === undefined ? '' : ` vs base ${formatShortSha(options.baseSha)}`;
    const parts = [
        options.marker,
        `## Verdict — head ${formatShortSha(options.headSha)}${base}`,
        line,
        ...(options.runLink === undefined ? [] : [formatLink('Workflow run', options.runLink)]),
        renderHistoryRegion({ earlier: [] }),
    ];
    return `${parts.join('\n\n')}\n`;
}
/** The body while an evaluation runs; it keeps the history. */
function renderInProgressComment(options) {
    return renderStatusComment(options, `⏳ **evaluating ${formatShortSha(options.headSha)}…** This comment is replaced with the result when the evaluation ends.`);
}
function fitComment(blocks, maxChars) {
    const everySuite = Number.POSITIVE_INFINITY;
    for (const listQuiet of [true, false]) {
        const text = joinLayout(layoutComment(blocks, { listQuiet, showConditions: true, suiteLimit: everySuite }));
        if (text.length <= maxChars)
            return text;
    }
    for (const showConditions of [true, false]) {
        const text = fitRows(blocks, { listQuiet: false, showConditions, suiteLimit: everySuite }, maxChars);
        if (text !== undefined)
            return text;
    }
    return fitSuites(blocks, maxChars);
}
/** Rows most consequential first while an upper bound of their cost fits; the final check guards it. */
function fitRows(blocks, cut, maxChars) {
    const listed = new Set();
    const render = () => joinLayout(layoutComment(blocks, { ...cut, listed }));
    const suiteOf = new Map();
    for (const suite of blocks.sections.flatMap((section) => section.suites)) {
        for (const row of suite.rows)
            if (!row.quiet)
                suiteOf.set(row, suite);
    }
    const candidates = [...suiteOf].sort(([a], [b]) => a.rank - b.rank);
    let length = render().length;
    if (length > maxChars)
        return undefined;
    const started = new Set();
    for (const [row, suite] of candidates) {
        const cost = (started.has(suite) ? 0 : TABLE_COST) + rowCost(row);
        if (length + cost > maxChars)
            break;
        listed.add(row);
        started.add(suite);
        length += cost;
    }
    const order = [...listed];
    let text = render();
    while (text.length > maxChars) {
        const last = order.pop();
        if (last === undefined)
            return undefined;
        listed.delete(last);
        text = render();
    }
    return text;
}
/** Only for absurd inputs (thousands of suites): shows whole suites, no rows, while they fit. */
function fitSuites(blocks, maxChars) {
    const cut = { listQuiet: false, showConditions: false, suiteLimit: 0, listed: new Set() };
    let layout = layoutComment(blocks, cut);
    if (joinLayout(layout).length > maxChars)
        return clipBody(layout, maxChars);
    let length = joinLayout(layout).length;
    for (const suite of blocks.sections.flatMap((section) => section.suites)) {
        const cost = 2 + layoutSuite(suite, cut).text.length;
        if (length + cost > maxChars)
            break;
        length += cost;
        cut.suiteLimit += 1;
    }
    layout = layoutComment(blocks, cut);
    while (joinLayout(layout).length > maxChars && cut.suiteLimit > 0) {
        cut.suiteLimit -= 1;
        layout = layoutComment(blocks, cut);
    }
    const text = joinLayout(layout);
    return text.length <= maxChars ? text : clipBody(layout, maxChars);
}
/** The last resort: cut at a line boundary; nothing at this step opens a `<details>` to hide the end. */
function clipBody(layout, maxChars) {
    const notice = '… the rest of this comment was cut: see the full report in the artifact.';
    const room = maxChars - layout.end.length - notice.length - 5;
    const cut = layout.body.slice(0, Math.max(0, room));
    const atLine = cut.lastIndexOf('\n');
    const body = atLine > 0 ? cut.slice(0, atLine) : cut;
    return `${body}\n\n${notice}\n\n${layout.end}\n`;
}
function joinLayout(layout) {
    return `${layout.body}\n\n${layout.end}\n`;
}
function layoutComment(blocks, cut) {
    let suitesBefore = 0;
    const shownSuites = [];
    let hiddenTasks = 0;
    let hiddenSuites = 0;
    const sections = blocks.sections.map((section) => {
        const shown = Math.max(0, Math.min(section.suites.length, cut.suiteLimit - suitesBefore));
        suitesBefore += section.suites.length;
        const suites = section.suites.slice(0, shown).map((suite) => layoutSuite(suite, cut));
        hiddenSuites += section.suites.length - shown;
        hiddenTasks += section.suites.slice(shown).reduce((sum, suite) => sum + suite.rows.length, 0);
        hiddenTasks += suites.reduce((sum, suite) => sum + suite.hidden, 0);
        shownSuites.push(...section.suites.slice(0, shown));
        return [...section.head, ...suites.map((suite) => suite.text), ...section.tail].join('\n\n');
    });
    const conditions = cut.showConditions ? layoutConditions(blocks, shownSuites) : [];
    const hidden = describeHidden(blocks.hiddenWhere, hiddenTasks, hiddenSuites);
    return {
        body: [...blocks.head, ...sections, ...conditions].join('\n\n'),
        end: [...hidden, ...blocks.closing].join('\n\n'),
    };
}
/** The conditions of every suite shown, every mode in one table, folded: context, not findings. */
function layoutConditions(blocks, suites) {
    if (blocks.conditionShas === undefined)
        return [];
    const rows = suites.flatMap((suite) => suite.conditionRows);
    let table = rows.length === 0 ? '' : `\n\n${(0,text_markdown/* renderTable */.bo)(CONDITIONS_HEAD, rows)}`;
    if (table.length > MAX_CONDITIONS_CHARS) {
        table = `\n\nThe conditions of ${(0,format/* plural */.LS)(suites.length, 'suite')} are in the full report.`;
    }
    return [
        `<details><summary>Conditions</summary>\n\n${blocks.conditionShas}${table}\n\n</details>`,
    ];
}
function layoutSuite(suite, cut) {
    const isListed = (row) => cut.listed === undefined ? cut.listQuiet || !row.quiet : cut.listed.has(row);
    const listed = suite.rows.filter(isListed);
    const hidden = suite.rows.filter((row) => !isListed(row));
    const foldQuiet = cut.listQuiet && suite.rows.length > FOLD_QUIET_ABOVE;
    const main = foldQuiet ? listed.filter((row) => !row.quiet) : listed;
    const folded = foldQuiet ? listed.filter((row) => row.quiet) : [];
    const parts = [suite.heading, ...suite.problems];
    if (main.length > 0)
        parts.push(renderRows(main), ...renderDetails(main));
    if (folded.length > 0) {
        const inFold = [renderRows(folded), ...renderDetails(folded)].join('\n\n');
        parts.push(`<details><summary>${describeCounts(folded)}</summary>\n\n${inFold}\n\n</details>`);
    }
    if (hidden.length > 0)
        parts.push(`Not listed here: ${describeCounts(hidden)}.`);
    const strips = listed.flatMap((row) => (row.strip === undefined ? [] : [row.strip]));
    if (strips.length > 0)
        parts.push(layoutStrips(strips));
    return { text: parts.join('\n\n'), hidden: hidden.length };
}
const REASONS_HEAD = `**Why runs failed** (at most ${MAX_REASONS_PER_SIDE} reasons per task and side, most runs first; ` +
    'runs in brackets; errored runs are infrastructure problems, diverged runs harness changes: ' +
    'neither is a result)';
const TOOLS_HEAD = '**Tool use that changed** (base → head: a tool appeared, disappeared, or its share of runs ' +
    'moved by 30 points or more; this decides no verdict)';
/** What the headings of a suite's reasons and tool changes cost besides their lines. */
const DETAIL_HEADS_COST = REASONS_HEAD.length + TOOLS_HEAD.length + 8;
/** Under the listed rows: why their runs failed, then the tools whose use changed. */
function renderDetails(rows) {
    const reasons = rows.flatMap((row) => row.reasonLines);
    const tools = rows.flatMap((row) => row.toolLines);
    return [
        ...(reasons.length === 0 ? [] : [`${REASONS_HEAD}\n\n${reasons.join('\n')}`]),
        ...(tools.length === 0 ? [] : [`${TOOLS_HEAD}\n\n${tools.join('\n')}`]),
    ];
}
/** What the fold of interval strips costs besides its strips (an upper bound). */
const STRIP_FOLD_COST = 400;
/** What a suite's first listed row adds besides its own lines: the table's header, the folds' heads. */
const TABLE_COST = TASK_TABLE_HEADER.length + 2 + STRIP_FOLD_COST + DETAIL_HEADS_COST;
/** A listed row's lines: its table row, its strip, its reasons and tool changes. */
function rowCost(row) {
    const lines = [row.text, ...(row.strip === undefined ? [] : [row.strip]), ...row.reasonLines];
    return [...lines, ...row.toolLines].reduce((sum, line) => sum + line.length + 1, 0);
}
function layoutStrips(strips) {
    const text = [STRIP_SCALE, ...strips].join('\n');
    return `<details><summary>Intervals, base against head</summary>\n\n${STRIP_LEGEND}\n\n${codeBlock(text, 'text')}\n\n</details>`;
}
function renderRows(rows) {
    return [TASK_TABLE_HEADER, ...rows.map((row) => row.text)].join('\n');
}
function describeCounts(rows) {
    return countVerdicts(rows.map((row) => row.verdict))
        .map(({ verdict, count }) => `${count} ${(0,comparison_view/* labelVerdictOf */.tx)(verdict, rows)}`)
        .join(', ');
}
function describeHidden(where, hiddenTasks, hiddenSuites) {
    const parts = [
        ...(hiddenSuites > 0 ? [(0,format/* plural */.LS)(hiddenSuites, 'more suite')] : []),
        ...(hiddenTasks > 0 ? [(0,format/* plural */.LS)(hiddenTasks, 'more task')] : []),
    ];
    if (parts.length === 0)
        return [];
    return [`… ${parts.join(' and ')} not listed here: see the full report in ${where}.`];
}
//# sourceMappingURL=render-comment.js.map
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/grants.js
var grants = __webpack_require__(5318);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/evaluation/k-option.js
var k_option = __webpack_require__(9896);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
// EXTERNAL MODULE: ./lib/cli/commands/gate.js + 3 modules
var gate = __webpack_require__(3286);
;// CONCATENATED MODULE: ./lib/cli/commands/pr.js






















const DEFAULT_SUITE_DIR = 'evals';
const MODES = ['replay', 'live', 'both'];
function missingBase() {
    throw new errors/* UsageError */.eb('no default branch found to compare with: pass --base REF');
}
/** The --allow-* flags given; like `verdict ci`, write and process when none is. */
function prGrants(args) {
    const granted = [...(0,grants/* grantsOf */.R)(args).allow];
    return granted.length > 0 ? granted : ['write', 'process'];
}
/** The live key: OpenAI's, else that of the family whose upstream the command line names. */
function liveKeyOf(env, args) {
    if (env.OPENAI_API_KEY !== undefined && env.OPENAI_API_KEY !== '')
        return env.OPENAI_API_KEY;
    if ((0,command/* stringOption */.Pp)(args, 'anthropic-base-url') !== undefined)
        return env.ANTHROPIC_API_KEY;
    if ((0,command/* stringOption */.Pp)(args, 'gemini-base-url') !== undefined)
        return env.GEMINI_API_KEY;
    return undefined;
}
/** `--k auto`'s settings, without the kind. */
function autoSettings({ kind: _, ...settings }) {
    return settings;
}
const prCommand = {
    name: 'pr',
    help: `Usage: verdict pr [--base REF] [--head REF] [--suite-dir DIR] [options]

Evaluates two commits of the repository in the current directory as the GitHub Action does on a
pull request, without GitHub: each commit in its own git worktree (uncommitted changes are not
included), its optional --setup, then its own suites — replay from its own cassettes, live with
--mode live|both when a live key is set (OPENAI_API_KEY; ANTHROPIC_API_KEY with
--anthropic-base-url, GEMINI_API_KEY with --gemini-base-url) — compared task by task.
Prints the Markdown of the comment the bot would post, and writes base/, head/, comparison/,
comparison.md and comparison.json into --out DIR (default .verdict/pr/<run id>).

  --base REF            default: the merge base of --head and the default branch
  --head REF            default: HEAD
  --suite-dir DIR       where the suites are in each checkout (default ${DEFAULT_SUITE_DIR})
  --suites a,b          only these suites (ids or directory names)
  --mode replay|live|both   (default replay)
  --k N  --seed N       live repetitions (default 5) and seed (default 0)
${k_option/* K_AUTO_HELP */.SD}
                         (each round is a verdict run --k auto --round R per side; the record
                         of rounds is in comparison/live/<suite>/adaptive.json; with
                         --reuse-dir the base's stored runs of round r (an earlier --k auto
                         evaluation of the same base, commit and rule) replace its live runs
                         there, and the record is kept too: a later evaluation of the same two
                         commits continues each task's test from it)
  --setup CMD           a shell command run in each checkout first (e.g. "npm ci")
  --agent-command CMD   the agent under test, run in each checkout (default: the repo's config)
  --input-rate USD --output-rate USD
                        USD per million tokens, both or neither: passed to the live runs, whose
                        reports then have an Estimated block
  --max-runs N          refuse (exit 2, before any model call) a live plan of more than N runs,
                        base and head together (tasks × k of every suite on each side), each run
                        counted with the re-runs a transient error may cause; replay runs call
                        no model and are not counted
  --max-calls N         at most N requests to the live upstream over the whole evaluation (base
                        and head, every suite), each retry of a failed one counted too; then
                        further calls are refused and the runs left end as errors, which the
                        comment shows (max_calls_reached); the count is in <out>/upstream-calls.json
  --paths GLOBS         comma-separated globs (e.g. "src/**,prompts/**", "!src/**/*.md" excludes):
                        when head changes nothing under them since the merge base, live is
                        skipped with a notice; replay still runs
  --reuse-base-max-age AGE  reuse the base's live results stored by an earlier evaluation
                        with the same key (base commit, suite and version, configuration, agent,
                        model, k, seed, setup) when no older than AGE (default ${reuse_max_age/* DEFAULT_REUSE_MAX_AGE */.a};
                        e.g. 36h, 90m; 0 turns reuse off): the model is then called for the head
                        only, and the comment says what was reused and from when
  --reuse-dir DIR       where base results are stored (default .verdict/base-cache in the
                        repository)
  --fail-on never|divergence|regressed|incomplete
                        exit 1 as the Action's step fails (default never); a task the BASE's
                        <suite-dir>/verdict-acknowledged.json acknowledges, or --quarantine flaky
                        holds, does not count: the comment's Gate block says (docs/required-check.md)
  --quarantine flaky|none  default: "quarantine" in verdict.config.json, else none
  --history-dir DIR     the default branch's history, which the base's results join and which
                        says which tasks are flaky (default .verdict/history in the repository)
  --no-history          neither read nor add to the history
  --out DIR
${(0,sandbox_option/* sandboxHelp */.f4)(24)}

Exit codes: 0 evaluated (whatever the verdicts, unless --fail-on matched), 1 --fail-on matched
or an infrastructure error, 2 bad invocation.`,
    options: {
        ...(0,options/* valueOptions */.kl)('base', 'head', 'suite-dir', 'suites', 'mode', 'k', 'seed', 'setup'),
        ...(0,options/* valueOptions */.kl)('agent-command', 'out', 'input-rate', 'output-rate', 'paths', 'sandbox'),
        ...(0,options/* valueOptions */.kl)('reuse-base-max-age', 'reuse-dir', 'fail-on', 'quarantine', 'history-dir'),
        ...k_option/* K_AUTO_OPTIONS */.NA,
        ...(0,options/* valueOptions */.kl)('max-runs', 'max-calls'),
        'no-history': { type: 'boolean' },
    },
    async run(args, io) {
        const mode = (0,options/* choiceOption */.zu)(args, 'mode', MODES, 'replay', 'replay, live or both');
        const failOn = (0,options/* choiceOption */.zu)(args, 'fail-on', FAIL_ON_VALUES, 'never');
        const repoDir = await repositoryRoot(io.cwd);
        const quarantine = await (0,gate.quarantineOf)(args, io);
        const historyDir = (0,command/* stringOption */.Pp)(args, 'history-dir') ?? external_node_path_.join(repoDir, history_store/* HISTORY_DIR */.rE);
        const history = args.values['no-history'] === true
            ? undefined
            : { dir: external_node_path_.resolve(io.cwd, historyDir), sides: ['base'] };
        const headRef = (0,command/* stringOption */.Pp)(args, 'head') ?? 'HEAD';
        const baseRef = (0,command/* stringOption */.Pp)(args, 'base') ?? (await defaultBase(repoDir, headRef)) ?? missingBase();
        const suiteDir = (0,command/* stringOption */.Pp)(args, 'suite-dir') ?? DEFAULT_SUITE_DIR;
        const suites = (0,command/* stringOption */.Pp)(args, 'suites')
            ?.split(',')
            .map((name) => name.trim())
            .filter(Boolean);
        const kChoice = (0,k_option/* kOption */.XI)(args, 5);
        const maxRuns = (0,options/* integerOption */.ig)(args, 'max-runs', undefined, 1);
        const maxCalls = (0,options/* integerOption */.ig)(args, 'max-calls', undefined, 1);
        const paths = parsePathGlobs((0,command/* stringOption */.Pp)(args, 'paths'));
        const reuseMaxAgeMs = (0,reuse_max_age/* parseReuseMaxAge */.t)((0,command/* stringOption */.Pp)(args, 'reuse-base-max-age') ?? reuse_max_age/* DEFAULT_REUSE_MAX_AGE */.a, '--reuse-base-max-age');
        const reuseDir = external_node_path_.resolve(io.cwd, (0,command/* stringOption */.Pp)(args, 'reuse-dir') ?? external_node_path_.join(repoDir, '.verdict', 'base-cache'));
        const outDir = (0,options/* outDirOption */.L2)(args, io, external_node_path_.join('.verdict', 'pr', (0,run_id/* newRunId */.F)()));
        const grants = prGrants(args);
        const apiKey = liveKeyOf(io.env, args);
        const evaluation = await evaluatePullRequest({
            repoDir,
            baseRef,
            headRef,
            suiteDir,
            ...(suites === undefined ? {} : { suites }),
            mode,
            k: (0,k_option/* maxRepetitions */.zM)(kChoice),
            ...(kChoice.kind === 'auto' ? { adaptive: autoSettings(kChoice) } : {}),
            seed: (0,options/* integerOption */.ig)(args, 'seed', 0, 0),
            ...(0,options/* givenOptions */.G0)(args, { setup: 'setup', agentCommand: 'agent-command' }),
            live: {
                ...(0,options/* givenOptions */.G0)(args, {
                    baseUrl: 'base-url',
                    anthropicBaseUrl: 'anthropic-base-url',
                    geminiBaseUrl: 'gemini-base-url',
                    model: 'model',
                }),
                ...(apiKey === undefined ? {} : { apiKey }),
                ...(0,options/* givenOptions */.G0)(args, { inputRate: 'input-rate', outputRate: 'output-rate' }),
            },
            ...(maxRuns === undefined ? {} : { maxRuns }),
            ...(maxCalls === undefined ? {} : { maxCalls }),
            ...(paths === undefined ? {} : { paths }),
            ...(reuseMaxAgeMs === 0 ? {} : { reuse: { dir: reuseDir, maxAgeMs: reuseMaxAgeMs } }),
            grants,
            sandbox: (0,sandbox_option/* sandboxChoiceOf */.wi)(args, undefined),
            ...(history === undefined ? {} : { history }),
            outDir,
            verdictCommand: (0,cli_io/* selfCommand */.ee)(io),
            log: (line) => io.stderr.write(`verdict pr: ${line}\n`),
            env: io.env,
        });
        // Only the base's acknowledgements count; the history is the default branch's (with the base).
        const standings = (0,task_standings/* standTasks */.V3)({
            outcomes: gateOutcomes(evaluation.sections),
            failOn,
            quarantine,
            facts: evaluation.gate,
            today: new Date(),
        });
        if (history !== undefined) {
            await (0,acknowledged_counts/* saveUnmatchedCounts */.r)(history.dir, evaluation.headSha, standings.unmatchedCounts);
        }
        const unredacted = {
            marker: commentMarker(suiteDir, suites),
            baseSha: evaluation.baseSha,
            headSha: evaluation.headSha,
            // The head's divergences, with what was recorded and what was sent, as the Action shows them.
            sections: await attachDivergences(evaluation.sections, {
                outDir,
                repoDir,
                suiteDir,
                grants,
            }),
            links: {},
            notices: evaluation.notices,
            evaluatedAt: new Date().toISOString(),
            gate: standings.report,
        };
        // As the Action does: say that runs had secrets redacted, then redact the comment itself.
        const notice = await secretsRedactedNotice(outDir);
        const { model, body } = await renderRedactedComment(notice === undefined
            ? unredacted
            : { ...unredacted, notices: [...unredacted.notices.slice(0, 49), notice] });
        await writeEvaluation(outDir, model, body);
        const tally = tallySections(model.sections);
        const decision = decideFailOn(failOn, tally, standings.report);
        if (args.values.json === true)
            (0,cli_io/* writeJson */.GF)(io, { outDir, tally, decision, model });
        else {
            io.stdout.write(body.endsWith('\n') ? body : `${body}\n`);
            io.stderr.write(`verdict pr: ${tally.verdict}; files in ${external_node_path_.relative(io.cwd, outDir) || outDir}\n`);
            if (failOn !== 'never')
                io.stderr.write(`verdict pr: ${decision.reason}\n`);
        }
        return decision.decision === 'fail' ? 1 : 0;
    },
};
//# sourceMappingURL=pr.js.map

/***/ }),

/***/ 2284:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   copyReused: () => (/* binding */ copyReused),
/* harmony export */   countStoredSince: () => (/* binding */ countStoredSince),
/* harmony export */   findReusable: () => (/* binding */ findReusable),
/* harmony export */   pruneStore: () => (/* binding */ pruneStore),
/* harmony export */   readReused: () => (/* binding */ readReused),
/* harmony export */   readValid: () => (/* binding */ readValid),
/* harmony export */   reuseKeyOf: () => (/* binding */ reuseKeyOf),
/* harmony export */   storeReusable: () => (/* binding */ storeReusable),
/* harmony export */   writeReused: () => (/* binding */ writeReused)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4377);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(247);
/** Reused base results (SPEC §7): a store of one directory per key (docs/reused-base-results.md). */





const REUSED_FILE = 'reused.json';
const ENTRY_FILE = 'entry.json';
const hex = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/);
/** Everything the stored results depend on: two evaluations reuse only when all of it is equal. */
const ReuseKeyPartsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    commit: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    suiteId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    harnessVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    configHash: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** Each distinct agent of the suite's tasks: its config name and its command as configured. */
    agents: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), command: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional() })),
    provider: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** The live upstream of each protocol family (never a key). */
    upstreams: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    k: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    /** `k: auto` only, so that fixed and adaptive k never share a key. */
    adaptive: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ minK: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(), maxK: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int() }).optional(),
    seed: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    shard: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    grants: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    rates: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ input: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), output: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig() }).optional(),
    /** What else the caller says the results depend on (`verdict pr`: the setup command). */
    extra: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const StoredEntrySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    key: hex,
    parts: ReuseKeyPartsSchema,
    storedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$(),
    runId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(200),
    origin: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(2_000).optional(),
});
/** `reused.json` of a report directory whose results were copied from the store. */
const ReusedFileSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    key: hex,
    commit: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(200),
    storedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$(),
    origin: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(2_000).optional(),
});
/** A store's key: the hash of everything its results depend on (`adaptive-store.ts` keys so too). */
function reuseKeyOf(parts) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .d)(parts)).digest('hex');
}
/** Missing, unreadable and invalid alike are undefined. */
async function readValid(file, schema) {
    try {
        const parsed = schema.safeParse(JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8')));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
function readEntry(entryDir) {
    return readValid(node_path__WEBPACK_IMPORTED_MODULE_2__.join(entryDir, ENTRY_FILE), StoredEntrySchema);
}
function ageOf(entry, now) {
    return now - Date.parse(entry.storedAt);
}
async function findReusable(storeDir, parts, maxAgeMs, now = Date.now()) {
    const key = reuseKeyOf(parts);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.join(storeDir, key);
    const entry = await readEntry(dir);
    if (entry === undefined)
        return { found: false, why: 'no stored results for this key' };
    // The key is a hash: the parts themselves must match too, so that a collision or an edited
    // entry can never pass for these conditions.
    if (entry.key !== key || (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .d)(entry.parts) !== (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .d)(parts)) {
        return { found: false, why: 'the stored entry does not match its key' };
    }
    const age = ageOf(entry, now);
    // A clock a little behind is fine; an entry from the future is not to be trusted.
    if (age < -5 * 60_000)
        return { found: false, why: 'the stored entry is dated in the future' };
    if (age > maxAgeMs) {
        return { found: false, why: `the stored results of ${entry.storedAt} are older than allowed` };
    }
    return { found: true, entry, dir };
}
async function copyFiles(fromDir, toDir, except) {
    for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(fromDir, { withFileTypes: true })) {
        if (!entry.isFile() || entry.name === except)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(fromDir, entry.name), node_path__WEBPACK_IMPORTED_MODULE_2__.join(toDir, entry.name));
    }
}
async function copyReused(found, outDir) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(outDir, { recursive: true });
    await copyFiles(found.dir, outDir, ENTRY_FILE);
    return writeReused(found.entry, outDir);
}
async function writeReused(entry, outDir) {
    const reused = {
        schemaVersion: 1,
        key: entry.key,
        commit: entry.parts.commit,
        runId: entry.runId,
        storedAt: entry.storedAt,
        ...(entry.origin === undefined ? {} : { origin: entry.origin }),
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, REUSED_FILE), `${JSON.stringify(reused, null, 2)}\n`);
    return reused;
}
/** Staged in a temporary directory and renamed, so a reader never sees half an entry. */
async function storeReusable(storeDir, parts, reportDir, options) {
    const now = options.now ?? Date.now();
    const key = reuseKeyOf(parts);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(storeDir, { recursive: true });
    const staging = node_path__WEBPACK_IMPORTED_MODULE_2__.join(storeDir, `.staging-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(staging);
    try {
        await copyFiles(reportDir, staging, REUSED_FILE);
        const entry = {
            schemaVersion: 1,
            key,
            parts,
            storedAt: options.storedAt ?? new Date(now).toISOString(),
            runId: options.runId,
            ...(options.origin === undefined ? {} : { origin: options.origin.slice(0, 2_000) }),
        };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(staging, ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);
        const target = node_path__WEBPACK_IMPORTED_MODULE_2__.join(storeDir, key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(target, { recursive: true, force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(staging, target);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(staging, { recursive: true, force: true });
    }
    // A maximum age of 0 reuses nothing; it does not empty the store of what others may reuse.
    if (options.maxAgeMs > 0)
        await pruneStore(storeDir, options.maxAgeMs, now);
    return key;
}
/** Removes entries older than `maxAgeMs`, unreadable ones, and staging left by a killed writer. */
async function pruneStore(storeDir, maxAgeMs, now = Date.now()) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(storeDir).catch(() => []);
    for (const name of names) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.join(storeDir, name);
        if (name.startsWith('.staging-')) {
            // Another writer may be mid-way: only staging older than a day is abandoned.
            const modified = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(dir).then((info) => info.mtimeMs, () => now);
            if (now - modified > 86_400_000)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
            continue;
        }
        if (!hex.safeParse(name).success)
            continue;
        const entry = await readEntry(dir);
        if (entry === undefined || ageOf(entry, now) > maxAgeMs) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        }
    }
}
function readReused(reportDir) {
    return readValid(node_path__WEBPACK_IMPORTED_MODULE_2__.join(reportDir, REUSED_FILE), ReusedFileSchema);
}
async function countStoredSince(storeDir, since) {
    let count = 0;
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(storeDir).catch(() => [])) {
        if (!hex.safeParse(name).success)
            continue;
        const entry = await readEntry(node_path__WEBPACK_IMPORTED_MODULE_2__.join(storeDir, name));
        if (entry !== undefined && Date.parse(entry.storedAt) >= since)
            count += 1;
    }
    return count;
}
//# sourceMappingURL=base-reuse.js.map

/***/ }),

/***/ 5975:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ DEFAULT_REUSE_MAX_AGE),
/* harmony export */   t: () => (/* binding */ parseReuseMaxAge)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/** `reuse-base-max-age` (SPEC §7): `7d`, `36h`, `90m`, `45s`, or `0` (no reuse). */

const DEFAULT_REUSE_MAX_AGE = '7d';
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** The age in milliseconds; 0 means "never reuse". `name` names the option in the error. */
function parseReuseMaxAge(text, name = 'reuse-base-max-age') {
    const trimmed = text.trim();
    if (trimmed === '0')
        return 0;
    const match = /^(\d+(?:\.\d+)?)\s*([smhd])$/.exec(trimmed);
    const unit = match?.[2] === undefined ? undefined : UNIT_MS[match[2]];
    const amount = Number(match?.[1]);
    if (unit === undefined || !Number.isFinite(amount)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${name} ${JSON.stringify(text)}: expected a duration such as 7d, 36h, 90m or 45s (0 turns reuse off)`);
    }
    const ms = Math.round(amount * unit);
    if (ms > 366 * UNIT_MS.d) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${name} ${JSON.stringify(text)}: at most a year (366d)`);
    }
    return ms;
}
//# sourceMappingURL=reuse-max-age.js.map

/***/ }),

/***/ 3022:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ splitCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/** A command line as argv, split as a POSIX shell splits words and quotes, with nothing expanded. */

function splitCommand(line) {
    const words = [];
    let current = '';
    let inWord = false;
    let quote;
    for (let index = 0; index < line.length; index += 1) {
        const char = line[index];
        if (quote !== undefined) {
            if (char === quote)
                quote = undefined;
            else if (char === '\\' && quote === '"' && /["\\$`]/.test(line[index + 1] ?? '')) {
                current += line[index + 1];
                index += 1;
            }
            else
                current += char;
            continue;
        }
        if (char === '"' || char === "'") {
            quote = char;
            inWord = true;
        }
        else if (char === '\\' && index + 1 < line.length) {
            current += line[index + 1];
            index += 1;
            inWord = true;
        }
        else if (/\s/.test(char)) {
            if (inWord)
                words.push(current);
            current = '';
            inWord = false;
        }
        else {
            current += char;
            inWord = true;
        }
    }
    if (quote !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unclosed ${quote} in command: ${line}`);
    if (inWord)
        words.push(current);
    if (words.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('the command is empty');
    return words;
}
//# sourceMappingURL=split-command.js.map

/***/ }),

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

/***/ }),

/***/ 9206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hS: () => (/* binding */ runAdaptiveRounds),
/* harmony export */   uB: () => (/* binding */ planRound)
/* harmony export */ });
/* unused harmony exports sideOrder, roundOutcomes */
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4456);

/** The plan of round `round`: repetition `round` of each open task, seeded as fixed-k seeds it. */
function planRound(taskIds, round, seed) {
    return taskIds.map((taskId) => ({ taskId, repetition: round, seed: seed + round }));
}
/** Odd rounds run the base first, even rounds the head: A, B, then B, A. */
function sideOrder(round) {
    return round % 2 === 1 ? ['base', 'head'] : ['head', 'base'];
}
/** Each task's counts in round `round`, from the last record of each run on both sides. */
function roundOutcomes(records, taskIds, round) {
    const countsOf = (list) => {
        const latest = new Map();
        for (const record of list)
            if (record.repetition === round)
                latest.set(record.taskId, record);
        return (taskId) => {
            const status = latest.get(taskId)?.status;
            // Judged runs are pass, fail and budget_exceeded (as in every rate); errored runs add nothing.
            if (status === undefined || status === 'error')
                return { runs: 0, passes: 0 };
            return { runs: 1, passes: status === 'pass' ? 1 : 0 };
        };
    };
    const [base, head] = [countsOf(records.base), countsOf(records.head)];
    return new Map(taskIds.map((taskId) => [taskId, { base: base(taskId), head: head(taskId) }]));
}
/** Runs rounds until every task has stopped or `signal` aborts; `onRound` sees each record. */
async function runAdaptiveRounds(options) {
    const aborted = () => options.signal?.aborted === true;
    let record = options.record;
    for (;;) {
        const open = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .openTasks */ .bJ)(record);
        if (open.length === 0 || aborted())
            return record;
        const round = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .nextRound */ .qy)(record);
        const plan = planRound(open, round, options.seed);
        const records = await options.runRound(round, plan, sideOrder(round));
        const spent = [...records.base, ...records.head].filter((one) => one.repetition === round && open.includes(one.taskId)).length;
        if (aborted())
            return record;
        record = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .addAdaptiveRound */ .uN)(record, roundOutcomes(records, open, round), spent);
        await options.onRound?.(record);
    }
}
//# sourceMappingURL=adaptive-rounds.js.map

/***/ }),

/***/ 3060:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ deltaOfTasks)
/* harmony export */ });
function deltaOfTasks(suite, given) {
    const own = new Map(suite.tasks.map((task) => [task.id, task.delta]));
    return (taskId) => own.get(taskId) ?? given ?? suite.delta;
}
//# sourceMappingURL=task-delta.js.map

/***/ })

};
