export const id = 5291;
export const ids = [5291];
export const modules = {

/***/ 5291:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  viewCommand: () => (/* binding */ viewCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./lib/view/open-browser.js
/** Opens a URL with the platform's opener, without a shell; where there is none, says so. */

function openerCommand(platform, url) {
    if (platform === 'darwin')
        return ['open', [url]];
    // `start` takes its first quoted argument as a window title, hence the empty one.
    if (platform === 'win32')
        return ['cmd', ['/c', 'start', '""', url]];
    return ['xdg-open', [url]];
}
/** Resolves once the opener started, or with why it could not. */
function openBrowser(url, platform = process.platform) {
    const [command, args] = openerCommand(platform, url);
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(command, args, {
            stdio: 'ignore',
            detached: true,
            windowsVerbatimArguments: platform === 'win32',
        });
        child.once('error', (error) => resolve(`${command} could not start (${error.message})`));
        child.once('spawn', () => {
            child.unref();
            resolve(undefined);
        });
    });
}
//# sourceMappingURL=open-browser.js.map
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./lib/report/report-files.js + 2 modules
var report_files = __webpack_require__(8844);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/report/rebuild-report.js
var rebuild_report = __webpack_require__(196);
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
// EXTERNAL MODULE: ./lib/report/report-runs.js + 1 modules
var report_runs = __webpack_require__(6454);
;// CONCATENATED MODULE: ./lib/view/invocation-index.js
/**
 * The invocations `verdict view` shows, each cached until one of its three files changes (size or
 * time). A finished invocation is listed from its report's head; one whose report.json is missing
 * or behind runs.jsonl is running (or stopped), and its report is rebuilt from the runs so far.
 * Synchronous node:fs: a third to a fifth of the CPU time of the promise forms (`view-list` in
 * bench/view.mjs), and this server's one user waits for them either way.
 */












/** What the list shows of a report; the rest is left unread. */
const ReportHeadSchema = schemas/* object */.Ikc({
    format: report_schema/* ReportSchema */.M9.shape.format,
    runId: report_schema/* ReportSchema */.M9.shape.runId,
    state: report_schema/* ReportSchema */.M9.shape.state,
    conditions: report_schema/* ReportSchema */.M9.shape.conditions,
    summary: schemas/* object */.Ikc({ counts: report_schema/* ReportSummarySchema */.un.shape.counts }),
});
/** `.verdict/pr/<id>/base/<mode>/<suite>` is five below `.verdict`. */
const RUN_DIR_DEPTH = 5;
/** Folders never looked into: they hold no run directory, and may hold very many folders. */
const SKIPPED = new Set(['node_modules', '.git']);
function scanDir(dir) {
    const [conditions, runs, report] = [conditions_file/* CONDITIONS_FILE */.ce, runs_jsonl/* RUNS_FILE */.Ct, report_files/* REPORT_JSON_FILE */.t_].map((name) => {
        const stats = (0,external_node_fs_.statSync)(external_node_path_.join(dir, name), { throwIfNoEntry: false });
        return stats?.isFile() === true ? stats : undefined;
    });
    const stamp = [conditions, runs, report]
        .map((stats) => (stats === undefined ? '-' : `${stats.size}@${stats.mtimeMs}`))
        .join(' ');
    return { dir, stamp, stats: { conditions, runs, report } };
}
const NOTHING = '- - -';
/**
 * Run directories at or below `root`: a folder with conditions.json and runs.jsonl, or report.json
 * alone, or conditions.json alone at most one level down (nothing recorded yet, as `verdict runs`
 * lists it). A run directory's own folders (its traces) are not looked into.
 */
function scanInvocationDirs(root, depth = RUN_DIR_DEPTH) {
    function walk(dir, level) {
        const scanned = scanDir(dir);
        const { conditions, runs, report } = scanned.stats;
        if ((conditions !== undefined && (runs !== undefined || level <= 1)) || report !== undefined) {
            return [scanned];
        }
        if (level >= depth)
            return [];
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return [];
        }
        return entries
            .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
            .flatMap((entry) => walk(external_node_path_.join(dir, entry.name), level + 1));
    }
    return walk(root, 0);
}
/**
 * Written after the invocation started and after its last record. A folder copied without its
 * files' times is read as a running one, and its report is final when it counts every record.
 */
function isReportCurrent({ stats }) {
    const { conditions, runs, report } = stats;
    return (report !== undefined &&
        conditions !== undefined &&
        report.mtimeMs >= conditions.mtimeMs &&
        (runs === undefined || report.mtimeMs >= runs.mtimeMs));
}
function readReportHead(dir) {
    try {
        const parsed = ReportHeadSchema.safeParse(JSON.parse((0,external_node_fs_.readFileSync)(external_node_path_.join(dir, report_files/* REPORT_JSON_FILE */.t_), 'utf8')));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** A finished invocation from its report's head alone; undefined when it must be read whole. */
function readListed(scanned) {
    const { dir, stats } = scanned;
    if (!isReportCurrent(scanned) || stats.conditions === undefined)
        return undefined;
    const head = readReportHead(dir);
    if (head === undefined)
        return undefined;
    const when = stats.conditions.mtime.toISOString();
    return { key: head.runId, runId: head.runId, dir, when, report: head, final: true };
}
async function readInvocation({ dir, stats }) {
    try {
        if (stats.conditions === undefined && stats.report !== undefined) {
            const report = await (0,report_files/* readReportJson */.VY)(dir);
            const when = stats.report.mtime.toISOString();
            const invocation = { key: report.runId, runId: report.runId, dir, when, report, final: true };
            return { invocation, records: [] };
        }
        const started = await (0,conditions_file/* readConditionsFile */.$j)(dir);
        const { runs: runsStats, report: reportStats } = stats;
        const base = { key: started.runId, runId: started.runId, dir };
        const when = (stats.conditions?.mtime ?? new Date(0)).toISOString();
        const saved = await (0,report_files/* readSavedReport */.Iq)(dir, started.runId);
        // Newer than runs.jsonl, or (a folder copied without its files' times) counting every record.
        const newer = saved !== undefined &&
            reportStats !== undefined &&
            (runsStats === undefined || reportStats.mtimeMs >= runsStats.mtimeMs);
        if (newer)
            return { invocation: { ...base, when, report: saved, final: true } };
        const records = await (0,report_files/* readRecordsOf */.Ab)(dir);
        const { observed, error } = saved?.summary.counts ?? { observed: -1, error: 0 };
        if (saved !== undefined && observed + error === records.length) {
            return { invocation: { ...base, when, report: saved, final: true }, records };
        }
        // A report written before the runs went on still knows the suite's order and titles.
        const hints = saved === undefined ? {} : { tasks: (0,rebuild_report/* taskHintsOf */.Nl)(saved) };
        const { report } = (0,rebuild_report/* rebuildReport */.K$)(started, records, hints);
        return {
            invocation: { ...base, when, report, final: false, recorded: records.length },
            records,
        };
    }
    catch (error) {
        return { invocation: { file: dir, field: '(file)', message: (0,errors/* messageOf */.bD)(error) } };
    }
}
const isProblem = (read) => !('runId' in read);
function createInvocationIndex(roots) {
    const cache = new Map();
    /** Each key of the last list → its folder, so that a page need not look at every folder. */
    let folders = new Map();
    function scan() {
        const found = new Map(roots.flatMap((root) => scanInvocationDirs(root)).map((one) => [one.dir, one]));
        return [...found.values()];
    }
    function entryOf(scanned) {
        const known = cache.get(scanned.dir);
        if (known?.scanned.stamp === scanned.stamp)
            return known;
        const listed = readListed(scanned);
        let entry;
        if (listed === undefined) {
            const whole = readInvocation(scanned);
            entry = { scanned, listed: whole, whole };
        }
        else {
            entry = { scanned, listed: Promise.resolve({ invocation: listed }) };
        }
        cache.set(scanned.dir, entry);
        return entry;
    }
    function wholeOf(entry) {
        entry.whole ??= readInvocation(entry.scanned);
        return entry.whole;
    }
    async function list() {
        const scanned = scan();
        const present = new Set(scanned.map(({ dir }) => dir));
        for (const dir of cache.keys())
            if (!present.has(dir))
                cache.delete(dir);
        const read = (await Promise.all(scanned.map((found) => entryOf(found).listed))).map(({ invocation }) => invocation);
        const invocations = read.filter((entry) => !isProblem(entry));
        invocations.sort((a, b) => a.when < b.when ? 1 : a.when > b.when ? -1 : a.dir < b.dir ? -1 : 1);
        const seen = new Map();
        const keyed = invocations.map((invocation) => {
            const count = (seen.get(invocation.runId) ?? 0) + 1;
            seen.set(invocation.runId, count);
            return count === 1 ? invocation : { ...invocation, key: `${invocation.runId}~${count}` };
        });
        folders = new Map(keyed.map(({ key, dir }) => [key, dir]));
        return { invocations: keyed, problems: read.filter(isProblem) };
    }
    /** A key without `~` is found in its folder alone; others (or a gone folder) by a new list. */
    async function findListed(key) {
        const dir = folders.get(key);
        if (dir !== undefined && !key.includes('~')) {
            const scanned = scanDir(dir);
            if (scanned.stamp !== NOTHING) {
                const { invocation } = await entryOf(scanned).listed;
                if (!isProblem(invocation) && invocation.runId === key)
                    return invocation;
            }
        }
        return (await list()).invocations.find((invocation) => invocation.key === key);
    }
    return {
        list,
        async find(key) {
            const listed = await findListed(key);
            const entry = listed === undefined ? undefined : cache.get(listed.dir);
            if (listed === undefined || entry === undefined)
                return undefined;
            const { invocation } = await wholeOf(entry);
            return isProblem(invocation) ? undefined : { ...invocation, key: listed.key };
        },
        async recordsOf(invocation) {
            const entry = cache.get(invocation.dir);
            const read = entry === undefined ? undefined : await wholeOf(entry);
            if (read === undefined)
                return (0,report_files/* readRecordsOf */.Ab)(invocation.dir);
            read.records ??= await (0,report_files/* readRecordsOf */.Ab)(invocation.dir);
            return read.records;
        },
        signature() {
            return Promise.resolve(scan()
                .map(({ dir, stamp }) => `${dir} ${stamp}`)
                .join('\n'));
        },
    };
}
/** As report.html renders it, unless its trace is a link that leads out of the run directory. */
async function readRunTranscript(dir, record, runDir) {
    const file = (0,trace_file/* traceFileIn */.Vj)(dir, record);
    const [root, real] = await Promise.all([
        (0,promises_.realpath)(dir),
        file === undefined ? undefined : (0,promises_.realpath)(file).catch(() => undefined),
    ]);
    const fromRecord = (notice) => (0,report_runs/* transcriptFromRecord */._z)(record, runDir, notice);
    if (real !== undefined && !real.startsWith(`${root}${external_node_path_.sep}`)) {
        return fromRecord('No transcript: its trace is a link that leads out of the run folder, so it is not read. What the run record keeps is below.');
    }
    const { runs } = await (0,report_runs/* readReportRuns */.Xb)(dir, [record], { runDir });
    return (runs[0]?.transcript ??
        fromRecord('No transcript here: it is larger than a page holds. What the run record keeps is below.'));
}
//# sourceMappingURL=invocation-index.js.map
// EXTERNAL MODULE: ./lib/process/process-tree.js
var process_tree = __webpack_require__(8009);
// EXTERNAL MODULE: ./lib/process/shell-word.js
var shell_word = __webpack_require__(7344);
;// CONCATENATED MODULE: ./lib/view/replay-jobs.js
/**
 * Run it again: `verdict run --mode replay --tasks ID --yes` in a child process (the click was the
 * asking). The server never waits on it; closing it ends the children's process trees.
 */





/** The last characters of a child's output are kept. */
const MAX_OUTPUT_CHARS = 64 * 1024;
function replayArguments(promoted) {
    return [
        'run',
        promoted.runTarget,
        ...promoted.grants,
        '--mode',
        'replay',
        '--tasks',
        promoted.caseId,
        '--yes',
    ];
}
/** `verdict run` ends with `STATE: … — <out>/report.md`. */
function outDirOf(stdout, cwd) {
    const match = /— (.+)\/report\.md\s*$/.exec(stdout);
    return match?.[1] === undefined ? undefined : external_node_path_.resolve(cwd, match[1]);
}
const refKey = (ref) => `${ref.form}/${ref.suite}/${ref.caseId}`;
function createReplayJobs(options) {
    const jobs = new Map();
    const children = new Map();
    const append = (text, chunk) => (text + chunk).slice(-MAX_OUTPUT_CHARS);
    return {
        /** Or gives the one of it still running. */
        start(promoted) {
            const running = this.runningFor(promoted);
            if (running !== undefined)
                return running;
            const args = replayArguments(promoted);
            const job = {
                id: (0,external_node_crypto_.randomBytes)(8).toString('hex'),
                ref: { form: promoted.form, suite: promoted.suite, caseId: promoted.caseId },
                command: ['verdict', ...args.map(shell_word/* shellWord */.r)].join(' '),
                startedAt: new Date(),
                state: 'running',
                stdout: '',
                stderr: '',
            };
            jobs.set(job.id, job);
            const [program = process.execPath, ...prefix] = options.selfCommand;
            const child = (0,external_node_child_process_.spawn)(program, [...prefix, ...args], {
                cwd: options.cwd,
                env: { ...options.env, NO_COLOR: '1' },
                stdio: ['ignore', 'pipe', 'pipe'],
                // Its own process group, so that closing the server ends its whole tree.
                detached: true,
            });
            for (const stream of ['stdout', 'stderr']) {
                child[stream].setEncoding('utf8').on('data', (chunk) => {
                    job[stream] = append(job[stream], chunk);
                });
            }
            const exited = new Promise((resolve) => {
                const end = (code, failure) => {
                    if (job.state === 'done')
                        return;
                    if (failure !== undefined)
                        job.stderr = append(job.stderr, `${failure.message}\n`);
                    job.state = 'done';
                    job.code = code;
                    const outDir = outDirOf(job.stdout, options.cwd);
                    if (outDir !== undefined)
                        job.outDir = outDir;
                    children.delete(job.id);
                    options.onEnd(job);
                    resolve();
                };
                child.on('error', (error) => end(null, error));
                child.on('close', (code) => end(code));
            });
            children.set(job.id, { child, exited });
            return job;
        },
        runningFor(ref) {
            return [...jobs.values()].find((job) => job.state === 'running' && refKey(job.ref) === refKey(ref));
        },
        get(id) {
            return jobs.get(id);
        },
        async close() {
            await Promise.all([...children.values()].map(async ({ child, exited }) => {
                if (child.pid !== undefined)
                    await (0,process_tree/* killProcessTree */.g8)(child.pid, { graceMs: 2000 });
                await exited;
            }));
        },
    };
}
//# sourceMappingURL=replay-jobs.js.map
;// CONCATENATED MODULE: ./lib/view/request-guard.js
/**
 * Who may talk to `verdict view`'s server. Any page the user visits can send requests to 127.0.0.1,
 * and DNS rebinding can make them look same-origin. So, as Jupyter does: the Host must name this
 * server, an Origin (required to change anything) must be its, and the URL's token must come along,
 * then as an HttpOnly SameSite=Strict cookie named by port (cookies are not kept apart by port).
 */

function newViewToken() {
    return (0,external_node_crypto_.randomBytes)(32).toString('base64url');
}
const SAFE_METHODS = new Set(['GET', 'HEAD']);
function viewCookieName(port) {
    return `verdict-view-${port}`;
}
function sameToken(given, token) {
    if (given === undefined || given === null)
        return false;
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && (0,external_node_crypto_.timingSafeEqual)(a, b);
}
function cookieValue(header, name) {
    for (const part of (header ?? '').split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (key === name)
            return value.join('=');
    }
    return undefined;
}
function checkRequest(request, settings) {
    const hosts = [`127.0.0.1:${settings.port}`, `localhost:${settings.port}`];
    const refuse = (reason) => ({ allowed: false, status: 403, reason });
    if (request.host === undefined || !hosts.includes(request.host)) {
        return refuse(`this server answers to ${hosts.join(' or ')} only, not to this Host`);
    }
    const origins = hosts.map((host) => `http://${host}`);
    if (request.origin !== undefined && !origins.includes(request.origin)) {
        return refuse('a request from another site is refused');
    }
    if (!SAFE_METHODS.has(request.method) && request.origin === undefined) {
        return refuse(`a ${request.method} request must come from this server's own pages`);
    }
    const name = viewCookieName(settings.port);
    if (sameToken(request.queryToken, settings.token)) {
        return {
            allowed: true,
            setCookie: `${name}=${settings.token}; HttpOnly; SameSite=Strict; Path=/`,
        };
    }
    if (sameToken(cookieValue(request.cookie, name), settings.token))
        return { allowed: true };
    return refuse('open the URL that `verdict view` printed in its terminal: it carries the token this server asks for');
}
//# sourceMappingURL=request-guard.js.map
// EXTERNAL MODULE: ./lib/html/escape-html.js
var escape_html = __webpack_require__(6130);
// EXTERNAL MODULE: ./lib/html/page-shell.js
var page_shell = __webpack_require__(1757);
;// CONCATENATED MODULE: ./lib/view/view-page.js
/**
 * What every page of `verdict view` shares: report.html's page with a breadcrumb, the addresses
 * pages link by, and a script that reloads a live page on `/events`. The policy is a header.
 */



/** Without EventSource, the page stays. */
function liveScript(url) {
    return `(function () {
  if (!window.EventSource) return;
  var events = new EventSource(${JSON.stringify(url).replaceAll('<', '\\u003c')});
  events.addEventListener('changed', function () { events.close(); location.reload(); });
})();`;
}
const VIEW_CSS = `
nav.crumbs { margin: 0 0 1rem; color: var(--muted); }
nav.crumbs ol { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
nav.crumbs li + li::before { content: "›"; margin-right: .4rem; }
form.filters { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; margin: .5rem 0 1rem; }
form.filters label { display: flex; flex-direction: column; font-size: .9em; color: var(--muted); }
form.filters input, form.filters select, form.filters button { font: inherit; color: var(--fg);
  background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: .2rem .4rem; }
a:focus-visible, summary:focus-visible, form.filters :focus-visible { outline: 2px solid var(--candidate); outline-offset: 2px; }
.state-running { color: var(--warn); font-weight: 600; }
form.action { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; margin: .5rem 0; }
form.action label { display: flex; flex-direction: column; font-size: .9em; color: var(--muted); }
form.action input, form.action select, form.action button { font: inherit; color: var(--fg);
  background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: .2rem .4rem; }
form.action button { font-weight: 600; cursor: pointer; }
form.action :focus-visible { outline: 2px solid var(--candidate); outline-offset: 2px; }
.action-result { border: 1px solid var(--line); border-radius: 6px; padding: .5rem 1rem; margin: 1rem 0; }
.action-result pre { white-space: pre-wrap; }
`;
function renderViewPage(parts) {
    const crumbs = parts.crumbs.map((crumb) => crumb.href === undefined
        ? `<li aria-current="page">${(0,escape_html/* escapeLine */.EH)(crumb.label)}</li>`
        : `<li><a href="${(0,escape_html/* escapeHtml */.ZD)(crumb.href)}">${(0,escape_html/* escapeLine */.EH)(crumb.label)}</a></li>`);
    const live = parts.live === true ? liveScript(parts.events ?? '/events') : '';
    const script = [live, parts.script ?? ''].filter((part) => part !== '').join('\n');
    return {
        title: `${parts.title} — verdict view`,
        body: `<nav class="crumbs" aria-label="Breadcrumb"><ol>${crumbs.join('')}</ol></nav>\n${parts.body}`,
        css: `${VIEW_CSS}${parts.css ?? ''}`,
        ...(script === '' ? {} : { script }),
    };
}
function toServedHtml(page, scriptNonce) {
    return (0,page_shell/* renderHtmlPage */.Lo)({ ...page, csp: false, scriptNonce });
}
/** Relative to where `verdict view` was started, as commands name it. */
function runDirOf(invocation, cwd) {
    return external_node_path_.relative(cwd, invocation.dir) || '.';
}
const HOME = { label: 'All runs', href: '/' };
function invocationHref(key) {
    return `/invocation/${encodeURIComponent(key)}`;
}
function runHref(key, run) {
    const variant = run.variant === undefined ? '' : `?variant=${encodeURIComponent(run.variant)}`;
    return `/run/${encodeURIComponent(key)}/${encodeURIComponent(run.taskId)}/${run.repetition}${variant}`;
}
function caseHref(ref) {
    return `/case/${ref.form}/${encodeURIComponent(ref.suite)}/${encodeURIComponent(ref.caseId)}`;
}
function replayHref(jobId) {
    return `/replay/${encodeURIComponent(jobId)}`;
}
function renderMessagePage(title, message, home = true) {
    return renderViewPage({
        title,
        crumbs: home ? [HOME, { label: title }] : [{ label: title }],
        body: `<main><h1>${(0,escape_html/* escapeLine */.EH)(title)}</h1><p>${(0,escape_html/* escapeLine */.EH)(message)}</p></main>`,
    });
}
//# sourceMappingURL=view-page.js.map
// EXTERNAL MODULE: ./lib/cases/add-case.js + 5 modules
var add_case = __webpack_require__(6793);
// EXTERNAL MODULE: ./lib/html/html-table.js
var html_table = __webpack_require__(7729);
// EXTERNAL MODULE: ./lib/html/runs-section.js
var runs_section = __webpack_require__(1993);
// EXTERNAL MODULE: ./lib/cases/promote-run.js
var promote_run = __webpack_require__(1325);
// EXTERNAL MODULE: ./lib/report/failure-reasons.js
var failure_reasons = __webpack_require__(2952);
;// CONCATENATED MODULE: ./lib/view/case-pages.js
/**
 * The pages that make and check cases: the keep form, a promoted case's page, a replay's page.
 * Every result region is `role="status"` with an id, for readers and for tests that wait on it.
 */







/** The submit buttons' words, which browser tests click by. */
const PROMOTE_BUTTON = '✓ This went well';
const REPLAY_BUTTON = 'Run it again';
/** The run's own suite first, then `add`'s default, then those already in `.verdict/cases`. */
function suiteChoices(record, existing, defaultSuite) {
    const choices = [];
    const add = (name, note) => {
        if (choices.some((choice) => choice.name === name))
            return;
        choices.push(note === undefined ? { name } : { name, note });
    };
    if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(record.suiteId))
        add(record.suiteId, "the run's suite");
    add(defaultSuite, "verdict add's default");
    for (const name of existing)
        add(name);
    return choices;
}
function renderPromoteResult(result) {
    const added = result.added;
    const title = added !== undefined ? 'Added' : result.code === 1 ? 'Refused' : 'Not added';
    return [
        `<section id="promotion-result" class="action-result" role="status" aria-labelledby="promotion-result-title" data-code="${result.code}">`,
        `<h2 id="promotion-result-title">${title}</h2>`,
        `<p class="muted">What <code>verdict add</code> printed (exit ${result.code}):</p>`,
        `<pre class="printed">${(0,escape_html/* escapeHtml */.ZD)(result.printed.trimEnd())}</pre>`,
        added === undefined
            ? ''
            : `<p><a id="new-case-link" href="${(0,escape_html/* escapeHtml */.ZD)(caseHref(added))}">Open the new case ${(0,escape_html/* escapeLine */.EH)(added.caseId)} of ${(0,escape_html/* escapeLine */.EH)(added.suite)}</a></p>`,
        '</section>',
    ].join('\n');
}
/** `verdict add` in a button, or its refusal of the run. */
function renderKeepSection(record, keep) {
    const choice = (0,promote_run/* chooseRun */.jH)([record], record.taskId, record.repetition);
    const options = keep.suites.map((suite, index) => `<option value="${(0,escape_html/* escapeHtml */.ZD)(suite.name)}"${index === 0 ? ' selected' : ''}>${(0,escape_html/* escapeLine */.EH)(suite.name)}${suite.note === undefined ? '' : ` (${(0,escape_html/* escapeLine */.EH)(suite.note)})`}</option>`);
    const form = choice.kind === 'refused'
        ? `<p id="promotion-refusal" role="status">${(0,escape_html/* escapeLine */.EH)(`verdict add refuses this run: ${choice.message}.`)}</p>`
        : [
            `<form class="action" method="post" action="${(0,escape_html/* escapeHtml */.ZD)(keep.action)}">`,
            `<label for="promote-suite">Suite (in .verdict/cases)<select id="promote-suite" name="suite">${options.join('')}</select></label>`,
            '<label for="promote-contains">Words the answer must mention (--contains, comma-separated)<input id="promote-contains" name="contains" type="text" autocomplete="off"></label>',
            `<button type="submit" id="promote-button">${PROMOTE_BUTTON}</button>`,
            '</form>',
            '<p class="muted">It does what <code>verdict add</code> does with these options: the case asserts the tools the run used and the words given, its cassette is made from the run\'s trace and kept only when a replay of the case passes, and a trace that was cut is refused.</p>',
        ].join('\n');
    return (0,page_shell/* renderSection */.YN)('keep', 'Keep it as a case', [
        keep.result === undefined ? '' : renderPromoteResult(keep.result),
        form,
    ]);
}
function renderFiles(promoted) {
    if (promoted.files.length === 0)
        return '<p>No file of it was found.</p>';
    const items = promoted.files.map((file) => `<li><code>${(0,escape_html/* escapeLine */.EH)(file.path)}</code> <span class="muted">(${file.bytes} bytes)</span></li>`);
    return `<ul class="case-files">${items.join('')}</ul>`;
}
function replayCommand(promoted) {
    return ['verdict run', promoted.runTarget, ...promoted.grants, '--mode replay'].join(' ');
}
function renderCasePage(promoted, replay) {
    const form = replay === undefined
        ? ''
        : [
            `<form class="action" method="post" action="${(0,escape_html/* escapeHtml */.ZD)(replay.action)}">`,
            `<button type="submit" id="replay-button">${REPLAY_BUTTON}</button>`,
            '</form>',
            `<p class="muted">Replays the case from its cassette: <code>${(0,escape_html/* escapeLine */.EH)(replayCommand(promoted))} --tasks ${(0,escape_html/* escapeLine */.EH)(promoted.caseId)}</code>. Its runs go to <code>.verdict/runs</code>, with every other run.</p>`,
            replay.running === undefined
                ? ''
                : `<p id="replay-running" role="status"><a href="${(0,escape_html/* escapeHtml */.ZD)(replayHref(replay.running.id))}">A replay of it is running…</a></p>`,
        ]
            .filter((part) => part !== '')
            .join('\n');
    const body = [
        '<header>',
        `<h1>${(0,escape_html/* escapeLine */.EH)(promoted.name)} <span class="muted">${(0,escape_html/* escapeLine */.EH)(promoted.caseId)}</span></h1>`,
        (0,html_table/* renderFacts */.Id)([
            ['suite', (0,escape_html/* escapeLine */.EH)(promoted.suite)],
            ['form', promoted.form === 'suite' ? 'a task of a suite' : 'a case of a case file'],
            ['run it with', `<code>${(0,escape_html/* escapeLine */.EH)(replayCommand(promoted))}</code>`],
        ]),
        '</header>',
        '<main>',
        '<section id="run-again" aria-labelledby="run-again-title"><h2 id="run-again-title">Run it again</h2>',
        form,
        '</section>',
        '<section id="case-files" aria-labelledby="case-files-title"><h2 id="case-files-title">Files</h2>',
        renderFiles(promoted),
        '</section>',
        '<section id="case-definition" aria-labelledby="case-definition-title"><h2 id="case-definition-title">As its file holds it</h2>',
        `<pre>${(0,escape_html/* escapeHtml */.ZD)(JSON.stringify(promoted.definition, null, 2))}</pre>`,
        '</section>',
        '</main>',
    ];
    return renderViewPage({
        title: `${promoted.suite} / ${promoted.caseId}`,
        crumbs: [HOME, { label: `${promoted.suite} / ${promoted.caseId}` }],
        body: body.join('\n'),
    });
}
function replayVerdict(job, outcome) {
    const records = outcome?.records ?? [];
    if (records.length === 0)
        return 'made no run';
    return records.every((record) => record.status === 'pass') && job.code === 0
        ? 'passed'
        : 'did not pass';
}
function renderReplayPage(job, promoted, outcome) {
    const running = job.state === 'running';
    const verdict = running ? 'running…' : replayVerdict(job, outcome);
    const records = outcome?.records ?? [];
    const key = outcome?.invocationKey;
    const runs = records.map((record, index) => {
        const label = `${record.taskId} #${record.repetition}`;
        const reason = (0,failure_reasons/* reasonOf */.A3)(record);
        return [
            `<article class="replayed-run" data-status="${(0,escape_html/* escapeHtml */.ZD)(record.status)}">`,
            `<h3>${key === undefined ? (0,escape_html/* escapeLine */.EH)(label) : `<a href="${(0,escape_html/* escapeHtml */.ZD)(runHref(key, record))}">${(0,escape_html/* escapeLine */.EH)(label)}</a>`} ${(0,runs_section/* renderStatus */.LG)(record.status)}</h3>`,
            reason === undefined ? '' : `<p>${(0,escape_html/* escapeLine */.EH)(reason)}</p>`,
            `<div class="transcript">${outcome?.transcripts[index] ?? ''}</div>`,
            '</article>',
        ].join('\n');
    });
    const status = [
        `<section id="replay-result" class="action-result" role="status" aria-live="polite" data-state="${running ? 'running' : 'done'}">`,
        `<h2>Replay: <span id="replay-verdict">${(0,escape_html/* escapeLine */.EH)(verdict)}</span></h2>`,
        (0,html_table/* renderFacts */.Id)([
            ['case', `<a href="${(0,escape_html/* escapeHtml */.ZD)(promoted.href)}">${(0,escape_html/* escapeLine */.EH)(promoted.label)}</a>`],
            ['command', `<code>${(0,escape_html/* escapeLine */.EH)(job.command)}</code>`],
            ['started', (0,escape_html/* escapeLine */.EH)(job.startedAt.toISOString())],
            ...(running
                ? []
                : [
                    ['exit code', (0,escape_html/* escapeLine */.EH)(String(job.code ?? 'ended by a signal'))],
                    [
                        'invocation',
                        key === undefined
                            ? 'not found among the runs this server shows'
                            : `<a id="replay-invocation" href="${(0,escape_html/* escapeHtml */.ZD)(invocationHref(key))}"><code>${(0,escape_html/* escapeLine */.EH)(key)}</code></a>`,
                    ],
                ]),
        ]),
        running ? '<p>This page follows it, and shows its outcome when it ends.</p>' : '',
        '</section>',
    ];
    const printed = `${job.stderr}${job.stdout}`.trimEnd();
    const body = [
        '<header>',
        `<h1>Run it again <span class="muted">${(0,escape_html/* escapeLine */.EH)(promoted.label)}</span></h1>`,
        '</header>',
        '<main>',
        ...status,
        ...runs,
        running || printed === ''
            ? ''
            : `<details><summary>What <code>verdict run</code> printed</summary><pre>${(0,escape_html/* escapeHtml */.ZD)(printed)}</pre></details>`,
        '</main>',
    ];
    return renderViewPage({
        title: `Run it again: ${promoted.label}`,
        crumbs: [HOME, { label: promoted.label, href: promoted.href }, { label: 'Run it again' }],
        live: running,
        events: `/events?job=${encodeURIComponent(job.id)}`,
        body: body.filter((part) => part !== '').join('\n'),
        css: runs_section/* RUNS_CSS */.fY,
        script: runs_section/* RUNS_SCRIPT */.bg,
    });
}
//# sourceMappingURL=case-pages.js.map
// EXTERNAL MODULE: ./lib/html/run-commands.js
var run_commands = __webpack_require__(4667);
// EXTERNAL MODULE: ./lib/html/shared-sections.js
var shared_sections = __webpack_require__(7765);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
// EXTERNAL MODULE: ./lib/report/render-tasks-html.js
var render_tasks_html = __webpack_require__(2641);
// EXTERNAL MODULE: ./lib/sandbox/sandbox.js
var sandbox_sandbox = __webpack_require__(8132);
// EXTERNAL MODULE: ./lib/compare/compare-reports.js + 7 modules
var compare_reports = __webpack_require__(2198);
// EXTERNAL MODULE: ./lib/compare/comparison-schema.js
var comparison_schema = __webpack_require__(5268);
// EXTERNAL MODULE: ./lib/compare/render-comparison-html.js
var render_comparison_html = __webpack_require__(6283);
// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
;// CONCATENATED MODULE: ./lib/view/side-by-side.js
/**
 * Two invocations side by side: `verdict compare`'s comparison, rendered by comparison.html's own
 * renderer (one design, two ways to open it). A pair that cannot be compared gets a page on why.
 */








const COMPARE_PATH = '/compare';
function compareHref(baseKey, headKey) {
    const query = new URLSearchParams({ base: baseKey, head: headKey });
    return `${COMPARE_PATH}?${query.toString()}`;
}
const CRUMBS = [HOME, { label: 'Side by side' }];
function refusal(status, message, links = []) {
    const more = links.length === 0 ? '' : `<ul>${links.map((link) => `<li>${link}</li>`).join('')}</ul>`;
    return {
        status,
        page: renderViewPage({
            title: 'Side by side',
            crumbs: CRUMBS,
            body: `<main><h1>Side by side</h1><p>${(0,escape_html/* escapeLine */.EH)(message)}</p>${more}<p><a href="/">Back to the runs</a>: tick two invocations of one suite, then Compare.</p></main>`,
        }),
    };
}
const linkTo = (invocation) => `<a href="${(0,escape_html/* escapeHtml */.ZD)(invocationHref(invocation.key))}"><code>${(0,escape_html/* escapeLine */.EH)(invocation.runId)}</code></a>`;
/** `base` and `head`, else two `pick`s (ordered once they are found). */
function keysOf(query) {
    const base = query.get('base')?.trim() ?? '';
    const head = query.get('head')?.trim() ?? '';
    if (base !== '' || head !== '') {
        if (base === '' || head === '') {
            return `Name both invocations: ${base === '' ? 'base' : 'head'} is missing (${COMPARE_PATH}?base=KEY&head=KEY).`;
        }
        return { base, head, picked: false };
    }
    const picked = query.getAll('pick').filter((key) => key.trim() !== '');
    if (picked.length !== 2) {
        return `Tick two invocations to compare (${picked.length === 0 ? 'none was' : picked.length === 1 ? 'only one was' : `${picked.length} were`} ticked).`;
    }
    const [first = '', second = ''] = picked;
    return { base: first, head: second, picked: true };
}
function withoutReport(invocation, cwd) {
    if (invocation.final)
        return undefined;
    const { total } = invocation.report.summary.counts;
    return `${invocation.runId} has no report yet (${invocation.recorded ?? 0} of ${total} runs recorded): it is still running, or was stopped before its report. verdict compare reads report.json: wait for the run to end, or write it with verdict report ${runDirOf(invocation, cwd)}.`;
}
async function renderSideBySide(index, query, cwd) {
    const keys = keysOf(query);
    if (typeof keys === 'string')
        return refusal(400, keys);
    const [first, second] = await Promise.all([index.find(keys.base), index.find(keys.head)]);
    const unknown = [
        ...(first === undefined ? [keys.base] : []),
        ...(second === undefined ? [keys.head] : []),
    ];
    if (first === undefined || second === undefined) {
        return refusal(404, `No invocation ${unknown.map((key) => JSON.stringify(key)).join(' or ')} among the runs this server shows.`);
    }
    // Ticked in the list: the one that started first is the baseline, as a PR's base is.
    const [baseline, candidate] = keys.picked && second.when < first.when ? [second, first] : [first, second];
    const links = [`baseline ${linkTo(baseline)}`, `candidate ${linkTo(candidate)}`];
    const missing = withoutReport(baseline, cwd) ?? withoutReport(candidate, cwd);
    if (missing !== undefined)
        return refusal(409, missing, links);
    let compared;
    try {
        compared = (0,compare_reports/* compareReports */.ll)(baseline.report, candidate.report);
    }
    catch (error) {
        if (!(error instanceof errors/* IncompatibleError */.cO))
            throw error;
        return refusal(409, `${baseline.runId} and ${candidate.runId}: ${error.message}`, links);
    }
    // As `verdict compare` makes comparison.json: redacted, then checked against its schema.
    const comparison = comparison_schema/* ComparisonSchema */.tV.parse((await (0,secret_redact/* redactJson */.Kp)(compared)).value);
    const divergences = await (0,report_files/* readDivergences */.sd)(candidate.dir, await index.recordsOf(candidate));
    const { body } = (0,render_comparison_html/* renderComparisonParts */.w)(comparison, { divergences });
    const swap = `<a href="${(0,escape_html/* escapeHtml */.ZD)(compareHref(candidate.key, baseline.key))}">Swap baseline and candidate</a>`;
    return {
        status: 200,
        page: renderViewPage({
            title: `${baseline.runId} against ${candidate.runId}`,
            crumbs: CRUMBS,
            body: [
                `<nav class="side-by-side" aria-label="The two invocations"><p>Baseline ${linkTo(baseline)} against candidate ${linkTo(candidate)}, as <code>verdict compare</code> compares their reports. ${swap}</p></nav>`,
                body,
            ].join('\n'),
        }),
    };
}
//# sourceMappingURL=side-by-side.js.map
;// CONCATENATED MODULE: ./lib/view/list-page.js
/** `verdict view`'s first page: every invocation, newest first, a filter and a Compare form. */






function filtersOf(query) {
    const filters = {};
    for (const name of ['suite', 'mode', 'text']) {
        const value = query.get(name)?.trim();
        if (value !== undefined && value !== '')
            filters[name] = value;
    }
    return filters;
}
function describeState(invocation) {
    if (invocation.final)
        return invocation.report.state;
    return `running: ${invocation.recorded ?? 0}/${invocation.report.summary.counts.total} runs recorded`;
}
function matchesFilters(invocation, filters, cwd) {
    const { conditions } = invocation.report;
    if (filters.suite !== undefined && conditions.suiteId !== filters.suite)
        return false;
    if (filters.mode !== undefined && conditions.mode !== filters.mode)
        return false;
    if (filters.text === undefined)
        return true;
    const text = filters.text.toLowerCase();
    return [
        invocation.runId,
        conditions.suiteId,
        conditions.model,
        conditions.mode,
        describeState(invocation),
        runDirOf(invocation, cwd),
    ].some((field) => field.toLowerCase().includes(text));
}
function renderSelect(name, values, chosen) {
    const options = ['', ...values].map((value) => `<option value="${(0,escape_html/* escapeHtml */.ZD)(value)}"${value === (chosen ?? '') ? ' selected' : ''}>${value === '' ? 'any' : (0,escape_html/* escapeLine */.EH)(value)}</option>`);
    return `<label for="filter-${name}">${name}<select id="filter-${name}" name="${name}">${options.join('')}</select></label>`;
}
function renderFilterForm(invocations, filters) {
    const distinct = (name) => [...new Set(invocations.map((invocation) => invocation.report.conditions[name]))].sort();
    return [
        '<form class="filters" method="get" action="/" role="search" aria-label="Filter the runs">',
        renderSelect('suite', distinct('suiteId'), filters.suite),
        renderSelect('mode', distinct('mode'), filters.mode),
        `<label for="filter-text">text<input id="filter-text" name="text" type="search" value="${(0,escape_html/* escapeHtml */.ZD)(filters.text ?? '')}" placeholder="run id, model, folder…"></label>`,
        '<button type="submit">Filter</button>',
        '<a href="/">Clear</a>',
        '</form>',
    ].join('\n');
}
const COMPARE_FORM_ID = 'compare';
/** The rows' boxes belong to it by `form=`, so that the filter form stays its own. */
function renderCompareForm() {
    return [
        `<form class="filters" id="${COMPARE_FORM_ID}" method="get" action="${COMPARE_PATH}" aria-label="Compare two invocations">`,
        '<p class="muted">Tick two invocations of one suite to see them side by side, as <code>verdict compare</code> shows them (the one that started first is the baseline).</p>',
        '<button type="submit">Compare</button>',
        '</form>',
    ].join('\n');
}
/** Interned: a thousand rows share a few sandboxes, and each row's tooltip names its own. */
function sandboxTitles() {
    const known = new Map();
    return (sandbox) => {
        const key = JSON.stringify(sandbox ?? null);
        if (!known.has(key))
            known.set(key, (0,escape_html/* escapeHtml */.ZD)((0,sandbox_sandbox/* describeSandbox */.hT)(sandbox)));
        return known.get(key);
    };
}
function invocationRow(invocation, cwd, sandboxTitle) {
    const { conditions, summary } = invocation.report;
    const { counts } = summary;
    const sandbox = conditions.sandbox?.backend ?? '—';
    const state = describeState(invocation);
    const key = (0,escape_html/* escapeHtml */.ZD)(invocation.key);
    return {
        attributes: `data-run-id="${(0,escape_html/* escapeHtml */.ZD)(invocation.runId)}"`,
        cells: [
            {
                html: `<input type="checkbox" name="pick" value="${key}" form="${COMPARE_FORM_ID}" aria-label="Compare ${key}">`,
                sort: '',
            },
            {
                html: `<a href="${(0,escape_html/* escapeHtml */.ZD)(invocationHref(invocation.key))}"><code>${(0,escape_html/* escapeLine */.EH)(invocation.runId)}</code></a>`,
                sort: invocation.runId,
            },
            (0,html_table/* textCell */.iV)(`${conditions.suiteId}@${conditions.suiteVersion}`),
            (0,html_table/* textCell */.iV)(conditions.mode),
            (0,html_table/* textCell */.iV)(conditions.model),
            {
                html: `<span title="${sandboxTitle(conditions.sandbox)}">${(0,escape_html/* escapeLine */.EH)(sandbox)}</span>`,
                sort: sandbox,
            },
            (0,html_table/* textCell */.iV)(invocation.when.replace('T', ' ').replace(/\.\d+Z$/, 'Z'), invocation.when),
            (0,html_table/* textCell */.iV)(`${counts.pass}/${counts.observed}`, counts.pass),
            {
                html: invocation.final
                    ? (0,escape_html/* escapeLine */.EH)(state)
                    : `<span class="state-running">${(0,escape_html/* escapeLine */.EH)(state)}</span>`,
                sort: state,
            },
            (0,html_table/* textCell */.iV)(runDirOf(invocation, cwd)),
        ],
    };
}
function renderListPage({ invocations, problems, filters, cwd }) {
    const shown = invocations.filter((invocation) => matchesFilters(invocation, filters, cwd));
    const titles = sandboxTitles();
    const table = invocations.length === 0
        ? '<p>No runs yet in .verdict (or the folders given). <code>verdict run &lt;suite&gt;</code> writes one there; this page shows it as it runs.</p>'
        : (0,html_table/* renderHtmlTable */.EX)({
            caption: `${shown.length} of ${invocations.length} invocation(s), newest first. Passed/judged counts the judged runs (errored runs are not judged).`,
            sortable: true,
            attributes: 'id="invocations"',
            columns: [
                { label: 'compare', key: 'compare' },
                { label: 'run', key: 'run' },
                { label: 'suite', key: 'suite' },
                { label: 'mode', key: 'mode' },
                { label: 'model', key: 'model' },
                { label: 'sandbox', key: 'sandbox' },
                { label: 'when', key: 'when' },
                { label: 'passed / judged', numeric: true, key: 'passed' },
                { label: 'state', key: 'state' },
                { label: 'where', key: 'where' },
            ],
            rows: shown.map((invocation) => invocationRow(invocation, cwd, titles)),
        });
    const skipped = problems.length === 0
        ? ''
        : `<details><summary>${problems.length} folder(s) could not be read</summary><ul>${problems
            .map((problem) => `<li>${(0,escape_html/* escapeLine */.EH)((0,errors/* formatProblem */.Vw)(problem))}</li>`)
            .join('')}</ul></details>`;
    return renderViewPage({
        title: 'Runs',
        crumbs: [{ label: 'All runs' }],
        live: true,
        body: [
            '<main>',
            '<h1>Verdict runs</h1>',
            invocations.length === 0 ? '' : renderFilterForm(invocations, filters),
            invocations.length < 2 ? '' : renderCompareForm(),
            table,
            skipped,
            '</main>',
        ].join('\n'),
    });
}
//# sourceMappingURL=list-page.js.map
;// CONCATENATED MODULE: ./lib/view/invocation-pages.js
/**
 * An invocation's page and a run's page, made of report.html's own sections. Runs link to their own
 * page instead of embedding transcripts, so an invocation of a thousand runs reads no trace.
 */













function renderRunLinks(invocation, records, cwd) {
    const runs = records.map((record) => (0,report_runs/* runEntryOf */.zy)(record, `<p><a href="${(0,escape_html/* escapeHtml */.ZD)(runHref(invocation.key, record))}">Open the transcript of ${(0,escape_html/* escapeLine */.EH)(record.taskId)} #${record.repetition}</a></p>`));
    return (0,runs_section/* renderRunsSection */.Yy)(invocation.report.tasks, { runDir: runDirOf(invocation, cwd), runs, maxBytes: 0 }, {
        intro: '<p>Every run of each task, failed first. Open one, then its transcript: the model calls, the tool calls with their arguments and results, the verifiers with their details, the final answer and the incidents. Everything in a transcript was written by the agent or the model.</p>',
    });
}
function renderInvocationPage(invocation, records, cwd) {
    const { report } = invocation;
    const { conditions } = report;
    const suite = `${conditions.suiteId}@${conditions.suiteVersion}`;
    const { counts } = report.summary;
    const state = describeState(invocation);
    const body = [
        '<header>',
        `<h1>${(0,escape_html/* escapeLine */.EH)(suite)} <span class="muted">${(0,escape_html/* escapeLine */.EH)(invocation.runId)}</span></h1>`,
        (0,html_table/* renderFacts */.Id)([
            ['mode', (0,escape_html/* escapeLine */.EH)(conditions.mode)],
            ['model', (0,escape_html/* escapeLine */.EH)(conditions.model)],
            [
                'state',
                invocation.final
                    ? `<strong>${(0,escape_html/* escapeLine */.EH)(state)}</strong>`
                    : `<span class="state-running">${(0,escape_html/* escapeLine */.EH)(state)}</span> <span class="muted">(this page follows it; a run stopped before its report stays so)</span>`,
            ],
            [
                'runs',
                `${counts.pass}/${counts.observed} judged runs passed; ${counts.total} planned, ${counts.error} errored, ${counts.missing} missing`,
            ],
            ['sandbox', (0,escape_html/* escapeLine */.EH)((0,sandbox_sandbox/* describeSandbox */.hT)(conditions.sandbox))],
            ['folder', `<code>${(0,escape_html/* escapeLine */.EH)(runDirOf(invocation, cwd))}</code>`],
        ]),
        '</header>',
        '<main>',
        (0,render_tasks_html/* renderTaskSection */.l)(report, records.length > 0),
        (0,render_tasks_html/* renderPlotSection */.n)(report),
        '<section id="conditions" aria-labelledby="conditions-title"><h2 id="conditions-title">Conditions</h2>',
        `<details><summary>Measurement conditions</summary>${(0,html_table/* renderFacts */.Id)((0,shared_sections/* conditionsFacts */.ad)(invocation.runId, conditions))}</details></section>`,
        renderRunLinks(invocation, records, cwd),
        (0,shared_sections/* renderNotes */.IE)(report.notes),
        '</main>',
    ];
    return renderViewPage({
        title: `${suite} ${invocation.runId}`,
        crumbs: [HOME, { label: invocation.runId }],
        live: true,
        body: body.filter((part) => part !== '').join('\n'),
        css: runs_section/* RUNS_CSS */.fY,
        script: runs_section/* RUNS_SCRIPT */.bg,
    });
}
/** `keep`: on a server that can promote runs. */
function renderRunPage(invocation, record, transcript, cwd, keep) {
    const label = `${record.taskId} #${record.repetition}${record.variant === undefined ? '' : ` [${record.variant}]`}`;
    const runDir = runDirOf(invocation, cwd);
    const reason = (0,failure_reasons/* reasonOf */.A3)(record);
    const body = [
        '<header>',
        `<h1>${(0,escape_html/* escapeLine */.EH)(label)} ${(0,runs_section/* renderStatus */.LG)(record.status)}</h1>`,
        (0,html_table/* renderFacts */.Id)([
            ...(reason === undefined ? [] : [['reason', (0,escape_html/* escapeLine */.EH)(reason)]]),
            [
                'invocation',
                `<a href="${(0,escape_html/* escapeHtml */.ZD)(invocationHref(invocation.key))}"><code>${(0,escape_html/* escapeLine */.EH)(invocation.runId)}</code></a>`,
            ],
            ['mode', (0,escape_html/* escapeLine */.EH)(record.mode)],
            ['model', (0,escape_html/* escapeLine */.EH)(record.model)],
            ['wall time', (0,format/* formatSeconds */.Xo)(record.measured.wallMs)],
            ['print it', (0,run_commands/* renderRunCommand */.p)('show', runDir, record)],
            ...(record.status === 'pass'
                ? [['keep it as a case', (0,run_commands/* renderRunCommand */.p)('add', runDir, record)]]
                : []),
        ]),
        '</header>',
        keep === undefined ? '' : renderKeepSection(record, keep),
        `<main class="transcript">${transcript}</main>`,
    ];
    return renderViewPage({
        title: label,
        crumbs: [HOME, { label: invocation.runId, href: invocationHref(invocation.key) }, { label }],
        body: body.filter((part) => part !== '').join('\n'),
        css: runs_section/* RUNS_CSS */.fY,
        script: runs_section/* RUNS_SCRIPT */.bg,
    });
}
//# sourceMappingURL=invocation-pages.js.map
// EXTERNAL MODULE: ./lib/suite/case-file.js
var case_file = __webpack_require__(6753);
// EXTERNAL MODULE: ./lib/suite/schema.js + 1 modules
var schema = __webpack_require__(6010);
;// CONCATENATED MODULE: ./lib/view/promoted-cases.js
/**
 * The cases `verdict add` writes under `.verdict/cases` (`<suite>.json` or `<suite>/suite.json`).
 * Suite and id are checked against the id pattern and looked up in the file, never taken as a path.
 */






const MAX_LISTED_FILES = 200;
function casesDirOf(cwd) {
    return external_node_path_.join(cwd, add_case/* DEFAULT_CASES_DIR */.WW);
}
const isId = (text) => schema/* IdSchema */.N$.safeParse(text).success;
async function sizeOf(file) {
    const stats = await (0,promises_.stat)(file).catch(() => undefined);
    return stats?.isFile() === true ? stats.size : undefined;
}
async function listCaseSuites(cwd) {
    const dir = casesDirOf(cwd);
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    const names = new Set();
    for (const entry of entries) {
        if (entry.isFile() && entry.name.endsWith('.json')) {
            const name = entry.name.slice(0, -'.json'.length);
            if (isId(name))
                names.add(name);
        }
        else if (entry.isDirectory() && isId(entry.name)) {
            if ((await sizeOf(external_node_path_.join(dir, entry.name, 'suite.json'))) !== undefined) {
                names.add(entry.name);
            }
        }
    }
    return [...names].sort();
}
async function listTree(dir, cwd) {
    const found = [];
    const visit = async (current) => {
        const entries = await (0,promises_.readdir)(current, { withFileTypes: true }).catch(() => []);
        for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
            if (found.length >= MAX_LISTED_FILES)
                return;
            const full = external_node_path_.join(current, entry.name);
            if (entry.isDirectory())
                await visit(full);
            else if (entry.isFile()) {
                found.push({ path: external_node_path_.relative(cwd, full), bytes: (await sizeOf(full)) ?? 0 });
            }
        }
    };
    await visit(dir);
    return found;
}
async function filesOf(candidates, cwd) {
    const entries = [];
    for (const file of candidates) {
        const bytes = await sizeOf(file);
        if (bytes !== undefined)
            entries.push({ path: external_node_path_.relative(cwd, file), bytes });
    }
    return entries;
}
async function readPromotedCase(ref, cwd) {
    if (!isId(ref.suite) || !isId(ref.caseId)) {
        return { kind: 'missing', message: 'A case is named by its suite and its id.' };
    }
    const dir = casesDirOf(cwd);
    const shown = (file) => external_node_path_.relative(cwd, file);
    const missing = (message) => ({ kind: 'missing', message });
    const result = (name, definition, runTarget, policy, files) => ({
        kind: 'found',
        promoted: {
            ...ref,
            name,
            definition,
            runTarget: shown(runTarget),
            grants: (0,add_case/* grantFlagsOf */.jP)(policy),
            files,
        },
    });
    const parse = async (file, schema, what) => {
        try {
            const parsed = schema.safeParse(JSON.parse(await (0,promises_.readFile)(file, 'utf8')));
            return parsed.success ? parsed.data : `${shown(file)} is not a valid ${what}.`;
        }
        catch (error) {
            return `${shown(file)} does not read: ${(0,errors/* messageOf */.bD)(error)}`;
        }
    };
    if (ref.form === 'suite') {
        const suiteDir = external_node_path_.join(dir, ref.suite);
        const file = external_node_path_.join(suiteDir, 'suite.json');
        const suite = await parse(file, schema/* SuiteFileSchema */.Qk, 'suite');
        if (typeof suite === 'string')
            return missing(suite);
        const task = suite.tasks.find((candidate) => candidate.id === ref.caseId);
        if (task === undefined)
            return missing(`${shown(file)} has no task ${ref.caseId}.`);
        const files = [
            ...(await filesOf([file], cwd)),
            ...(await listTree(external_node_path_.join(suiteDir, 'fixtures', ref.caseId), cwd)),
            ...(await filesOf([
                external_node_path_.join(suiteDir, 'recorded', `${ref.caseId}.json`),
                external_node_path_.join(suiteDir, 'cassettes', `${ref.caseId}.jsonl`),
                external_node_path_.join(suiteDir, 'scripts', `${ref.caseId}.json`),
            ], cwd)),
        ];
        return result(task.title ?? task.id, task, suiteDir, task.policy ?? schema/* DEFAULT_POLICY */.zj, files);
    }
    const file = external_node_path_.join(dir, `${ref.suite}.json`);
    const cases = await parse(file, schema/* CaseFileSchema */.oV, 'case file');
    if (typeof cases === 'string')
        return missing(cases);
    const found = cases.find((item, index) => (0,case_file/* slugifyCaseName */.nK)(item.name, index) === ref.caseId);
    if (found === undefined)
        return missing(`${shown(file)} has no case ${ref.caseId}.`);
    const files = await filesOf([
        file,
        external_node_path_.join(dir, 'cassettes', `${ref.caseId}.jsonl`),
        external_node_path_.join(dir, 'scripts', `${ref.caseId}.json`),
    ], cwd);
    return result(found.name, found, file, schema/* DEFAULT_POLICY */.zj, files);
}
//# sourceMappingURL=promoted-cases.js.map
;// CONCATENATED MODULE: ./lib/view/view-routes.js
/**
 * The pages of `verdict view` by their addresses, and the POSTs of its buttons. Nothing from the
 * request is a path. A POST is answered by a redirect to its outcome: a reload asks nothing again.
 */









const notFound = (message) => ({
    status: 404,
    page: renderMessagePage('Not found', message),
});
/** Undefined when a segment is not valid percent-encoding. */
function segmentsOf(pathname) {
    try {
        return pathname.split('/').slice(1).map(decodeURIComponent);
    }
    catch {
        return undefined;
    }
}
async function findInvocation(index, key) {
    const invocation = await index.find(key);
    return (invocation ?? notFound(`No invocation ${JSON.stringify(key)} among the runs this server shows.`));
}
async function locateRun(index, key, taskId, rep, variant) {
    const invocation = await findInvocation(index, key);
    if ('status' in invocation)
        return invocation;
    const records = await index.recordsOf(invocation);
    const record = records.find((candidate) => candidate.taskId === taskId &&
        /^\d+$/.test(rep ?? '') &&
        candidate.repetition === Number(rep) &&
        (variant === undefined || candidate.variant === variant));
    if (record === undefined) {
        return notFound(`No run ${JSON.stringify(`${taskId ?? ''} #${rep ?? ''}`)} in invocation ${invocation.runId}.`);
    }
    return { invocation, record };
}
const CASE_FORMS = ['suite', 'file'];
async function renderRoute(url, state) {
    const { index, cwd } = state;
    const segments = segmentsOf(url.pathname) ?? [];
    const [kind, key, taskId, rep, ...rest] = segments;
    if (segments.length === 1 && kind === '') {
        const { invocations, problems } = await index.list();
        const filters = filtersOf(url.searchParams);
        return { status: 200, page: renderListPage({ invocations, problems, filters, cwd }) };
    }
    if (url.pathname === COMPARE_PATH)
        return renderSideBySide(index, url.searchParams, cwd);
    if (kind === 'case' && segments.length === 4)
        return renderCaseRoute(segments, state);
    if (kind === 'replay' && segments.length === 2)
        return renderReplayRoute(key ?? '', state);
    if ((kind !== 'invocation' && kind !== 'run') || key === undefined || rest.length > 0) {
        return notFound('This server has no such page. Its pages are the runs, an invocation, a run, two side by side, a promoted case and a replay.');
    }
    if (kind === 'invocation' && taskId === undefined) {
        const invocation = await findInvocation(index, key);
        if ('status' in invocation)
            return invocation;
        return {
            status: 200,
            page: renderInvocationPage(invocation, await index.recordsOf(invocation), cwd),
        };
    }
    if (kind !== 'run') {
        return notFound("This server has no such page. An invocation's runs are at /run/….");
    }
    const variant = url.searchParams.get('variant') ?? undefined;
    const located = await locateRun(index, key, taskId, rep, variant);
    if ('status' in located)
        return located;
    const { invocation, record } = located;
    const transcript = await readRunTranscript(invocation.dir, record, runDirOf(invocation, cwd));
    if (state.actions === undefined) {
        return { status: 200, page: renderRunPage(invocation, record, transcript, cwd) };
    }
    const runPath = runHref(invocation.key, record);
    const promotion = state.promotions.get(url.searchParams.get('promotion') ?? '');
    const keep = {
        action: promoteHref(runPath),
        suites: suiteChoices(record, await listCaseSuites(cwd), add_case/* DEFAULT_RECORDED_SUITE */.KU),
        ...(promotion?.runPath === runPath ? { result: promotion.result } : {}),
    };
    return {
        status: 200,
        posts: true,
        page: renderRunPage(invocation, record, transcript, cwd, keep),
    };
}
/** `/run/KEY/TASK/REP/promote`, its `?variant=` kept. */
function promoteHref(runPath) {
    const [pathname = '', query] = runPath.split('?');
    return `${pathname}/promote${query === undefined ? '' : `?${query}`}`;
}
/** `/case/FORM/SUITE/ID`. */
async function findCase(segments, cwd) {
    const [, form = '', suite = '', caseId = ''] = segments;
    if (!CASE_FORMS.includes(form))
        return notFound('A case is a task of a suite or a case of a file.');
    const found = await readPromotedCase({ form: form, suite, caseId }, cwd);
    return found.kind === 'missing' ? notFound(found.message) : found.promoted;
}
async function renderCaseRoute(segments, state) {
    const promoted = await findCase(segments, state.cwd);
    if ('status' in promoted)
        return promoted;
    if (state.jobs === undefined)
        return { status: 200, page: renderCasePage(promoted, undefined) };
    const running = state.jobs.runningFor(promoted);
    return {
        status: 200,
        posts: true,
        page: renderCasePage(promoted, {
            action: `${caseHref(promoted)}/run`,
            ...(running === undefined ? {} : { running }),
        }),
    };
}
async function replayOutcomeOf(job, state) {
    if (job.state === 'running' || job.outDir === undefined)
        return undefined;
    const { invocations } = await state.index.list();
    const listed = invocations.find((candidate) => candidate.dir === job.outDir);
    const invocation = listed === undefined ? undefined : await state.index.find(listed.key);
    if (invocation === undefined)
        return { records: [], transcripts: [] };
    const records = (await state.index.recordsOf(invocation)).filter((record) => record.taskId === job.ref.caseId);
    const runDir = runDirOf(invocation, state.cwd);
    const transcripts = await Promise.all(records.map((record) => readRunTranscript(invocation.dir, record, runDir)));
    return { invocationKey: invocation.key, records, transcripts };
}
async function renderReplayRoute(id, state) {
    const job = state.jobs?.get(id);
    if (job === undefined) {
        return notFound('No such replay: this server keeps its replays until it stops.');
    }
    const promoted = { href: caseHref(job.ref), label: `${job.ref.suite} / ${job.ref.caseId}` };
    return { status: 200, page: renderReplayPage(job, promoted, await replayOutcomeOf(job, state)) };
}
/** `POST /run/KEY/TASK/REP/promote`: `verdict add` of that run. */
async function promote(readForm, url, segments, state, actions) {
    const [, key = '', taskId, rep] = segments;
    const variant = url.searchParams.get('variant') ?? undefined;
    const located = await locateRun(state.index, key, taskId, rep, variant);
    if ('status' in located)
        return located;
    const form = await readForm();
    if (form === undefined) {
        return {
            status: 400,
            page: renderMessagePage('Bad request', 'The form came without its fields, or too large.'),
        };
    }
    const { invocation, record } = located;
    const promoteRequest = {
        target: runDirOf(invocation, state.cwd),
        taskId: record.taskId,
        repetition: record.repetition,
        suite: form.get('suite') ?? add_case/* DEFAULT_RECORDED_SUITE */.KU,
        contains: form.get('contains') ?? '',
    };
    // One at a time: two promotions into one suite would each append to the file the other read.
    const result = state.promoting.then(() => actions.promote(promoteRequest));
    state.promoting = result.catch(() => undefined);
    const runPath = runHref(invocation.key, record);
    const id = (0,external_node_crypto_.randomBytes)(8).toString('hex');
    state.promotions.set(id, { runPath, result: await result });
    // A server that runs for days must not grow with every click.
    for (const old of state.promotions.keys()) {
        if (state.promotions.size <= MAX_PROMOTIONS_KEPT)
            break;
        state.promotions.delete(old);
    }
    const separator = runPath.includes('?') ? '&' : '?';
    return { redirect: `${runPath}${separator}promotion=${id}#keep` };
}
const MAX_PROMOTIONS_KEPT = 100;
async function routePost(url, readForm, state) {
    const segments = segmentsOf(url.pathname) ?? [];
    const [kind] = segments;
    const { actions, jobs } = state;
    if (kind === 'run' && segments.length === 5 && segments[4] === 'promote' && actions) {
        return promote(readForm, url, segments, state, actions);
    }
    if (kind === 'case' && segments.length === 5 && segments[4] === 'run' && jobs) {
        const promoted = await findCase(segments, state.cwd);
        return 'status' in promoted ? promoted : { redirect: replayHref(jobs.start(promoted).id) };
    }
    return undefined;
}
//# sourceMappingURL=view-routes.js.map
;// CONCATENATED MODULE: ./lib/view/view-server.js
/**
 * `verdict view`'s server: 127.0.0.1 only, every request through `request-guard.ts` first. It
 * serves no file: pages are rendered, redacted as report.html is, and may load nothing but their
 * own styles, their one script (by nonce) and `/events` (run directories stat-ed every `pollMs`).
 */










/**
 * A page with a form gets `Referrer-Policy: same-origin`: under `no-referrer` the Fetch standard
 * has the form's POST carry `Origin: null`, which the guard refuses (Chromium sends it anyway).
 */
function securityHeaders(nonce = newNonce(), posts = false) {
    return {
        'Content-Security-Policy': [
            "default-src 'none'",
            "style-src 'unsafe-inline'",
            `script-src 'nonce-${nonce}'`,
            "connect-src 'self'",
            "img-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ].join('; '),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': posts ? 'same-origin' : 'no-referrer',
        'Cache-Control': 'no-store',
        'Cross-Origin-Resource-Policy': 'same-origin',
    };
}
const newNonce = () => (0,external_node_crypto_.randomBytes)(16).toString('base64');
async function sendPage(response, page, extra = {}) {
    const nonce = newNonce();
    const body = await (0,report_files/* redactHtml */.JU)(toServedHtml(page.page, nonce));
    response.writeHead(page.status, {
        ...securityHeaders(nonce, page.posts === true),
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        ...extra,
    });
    response.end(body);
}
/** See Other: the outcome of a POST is a page of its own, which a reload only shows again. */
function sendRedirect(response, location, extra = {}) {
    response.writeHead(303, {
        ...securityHeaders(),
        Location: location,
        'Content-Length': '0',
        ...extra,
    });
    response.end();
}
const MAX_FORM_BYTES = 64 * 1024;
async function readForm(request) {
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
        return undefined;
    let size = 0;
    const chunks = [];
    for await (const chunk of request) {
        size += chunk.length;
        if (size > MAX_FORM_BYTES)
            return undefined;
        chunks.push(chunk);
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
/** One poll of the run directories for all listening pages. */
function createChangeFeed(index, pollMs) {
    const clients = new Set();
    let timer;
    let last;
    let polling;
    const notify = () => {
        for (const client of clients)
            client.write('event: changed\ndata: \n\n');
    };
    const poll = () => (polling ??= index
        .signature()
        .then((now) => {
        if (last !== undefined && now !== last)
            notify();
        last = now;
    })
        .catch(() => undefined)
        .finally(() => (polling = undefined)));
    const stop = () => {
        clearInterval(timer);
        timer = undefined;
        last = undefined;
    };
    return {
        notify,
        /** `changedNow`: what the page waits for has happened already. */
        async add(response, headers, changedNow = false) {
            clients.add(response);
            response.on('close', () => {
                clients.delete(response);
                if (clients.size === 0)
                    stop();
            });
            if (timer === undefined) {
                timer = setInterval(() => void poll(), pollMs);
                await poll();
            }
            response.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream; charset=utf-8' });
            response.write(': listening\n\n');
            if (changedNow)
                response.write('event: changed\ndata: \n\n');
        },
        close() {
            stop();
            for (const client of clients)
                client.end();
        },
    };
}
async function startViewServer(options) {
    const token = options.token ?? newViewToken();
    const index = createInvocationIndex([external_node_path_.join(options.cwd, '.verdict'), ...options.roots]);
    const feed = createChangeFeed(index, options.pollMs ?? 1000);
    const { actions } = options;
    const jobs = actions === undefined
        ? undefined
        : createReplayJobs({
            selfCommand: actions.selfCommand,
            env: actions.env,
            cwd: options.cwd,
            onEnd: () => feed.notify(),
        });
    const state = {
        index,
        cwd: options.cwd,
        actions,
        jobs,
        promotions: new Map(),
        promoting: Promise.resolve(),
    };
    let port = 0;
    async function handle(request, response) {
        const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
        const decision = checkRequest({
            method: request.method ?? 'GET',
            host: request.headers.host,
            origin: request.headers.origin,
            cookie: request.headers.cookie,
            queryToken: url.searchParams.get('token'),
        }, { port, token });
        if (!decision.allowed) {
            return sendPage(response, {
                status: decision.status,
                page: renderMessagePage('Refused', `Refused: ${decision.reason}.`, false),
            });
        }
        const cookie = decision.setCookie === undefined ? {} : { 'Set-Cookie': decision.setCookie };
        if (request.method === 'POST') {
            const answer = await routePost(url, () => readForm(request), state);
            if (answer !== undefined) {
                if ('redirect' in answer)
                    return sendRedirect(response, answer.redirect, cookie);
                return sendPage(response, answer, cookie);
            }
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') {
            const page = renderMessagePage('Not allowed', 'This server shows pages (GET); it takes a POST only from its own buttons.');
            return sendPage(response, { status: 405, page }, { Allow: 'GET, HEAD', ...cookie });
        }
        if (url.pathname === '/events' && request.method === 'GET') {
            const jobId = url.searchParams.get('job');
            const ended = jobId !== null && jobs?.get(jobId)?.state === 'done';
            return feed.add(response, { ...securityHeaders(), ...cookie }, ended);
        }
        return sendPage(response, await renderRoute(url, state), cookie);
    }
    const server = (0,external_node_http_.createServer)((request, response) => {
        handle(request, response).catch((error) => {
            if (response.headersSent)
                return response.destroy();
            const page = renderMessagePage('Error', `This page could not be made: ${(0,errors/* messageOf */.bD)(error)}`);
            return sendPage(response, { status: 500, page }).catch(() => response.destroy());
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    port = server.address().port;
    return {
        url: `http://127.0.0.1:${port}/?token=${token}`,
        port,
        close: async () => {
            feed.close();
            const closed = new Promise((resolve) => server.close(() => resolve()));
            server.closeAllConnections();
            await jobs?.close();
            await closed;
        },
    };
}
//# sourceMappingURL=view-server.js.map
// EXTERNAL MODULE: ./lib/cli/file-kind.js
var file_kind = __webpack_require__(8345);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/commands/add.js
var add = __webpack_require__(806);
;// CONCATENATED MODULE: ./lib/cli/commands/view.js








/** Resolves on the first SIGINT or SIGTERM (Ctrl-C), which end the server, not the process. */
function untilSignal() {
    return new Promise((resolve) => {
        const stop = () => {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
    });
}
/** ✓ This went well: `verdict add`'s `runAdd`, what it prints (errors too) kept for the page. */
async function promoteAsAddDoes(request, io) {
    let printed = '';
    const capture = { write: (text) => (printed += text) };
    try {
        const { code, outcome } = await (0,add.runAdd)({
            target: request.target,
            taskId: request.taskId,
            repetition: request.repetition,
            suite: request.suite,
            ...(request.contains.trim() === '' ? {} : { contains: request.contains }),
        }, { ...io, stdout: capture, stderr: capture });
        if (outcome.kind === 'refused')
            return { code, printed };
        const form = outcome.form === 'suite' ? 'suite' : 'file';
        return { code, printed, added: { form, suite: outcome.suite, caseId: outcome.caseId } };
    }
    catch (error) {
        printed +=
            error instanceof errors/* VerdictError */.ay
                ? `verdict: ${error.message}\n`
                : `verdict: unexpected error: ${(0,errors/* messageOf */.bD)(error)}\n`;
        return { code: (0,errors/* exitCodeOf */.FO)(error), printed };
    }
}
const viewCommand = {
    name: 'view',
    help: `Usage: verdict view [DIR...] [--port N] [--no-open] [--json]

The local panel over your runs: every invocation under .verdict/ (runs, ci, variants, pr, a few
folders deep) and in each DIR (a run folder, or a folder of run folders), an invocation's tasks with their intervals and its runs, and a run's
transcript. Pages follow runs still going on. On a run that passed, "✓ This went well" does what
\`verdict add\` does (into .verdict/cases, the suite and --contains words chosen on the page), and
a promoted case's page has "Run it again", which replays it with \`verdict run --mode replay\`.
It serves on 127.0.0.1 only, and only to the browser that opened the URL it prints (which carries
a random token). Ctrl-C stops it, and any replay it started.

Options:
  --port N     listen on port N (default: a free one)
  --no-open    print the URL without opening a browser
  --json       print {"url", "port"} as JSON instead of the sentence`,
    options: { port: { type: 'string' }, 'no-open': { type: 'boolean' } },
    positionals: { min: 0, max: Number.POSITIVE_INFINITY, names: '[DIR...]' },
    async run(args, io) {
        const port = (0,options/* integerOption */.ig)(args, 'port', 0, 0, 65535);
        const dirs = args.positionals.map((dir) => external_node_path_.resolve(io.cwd, dir));
        for (const [index, dir] of dirs.entries()) {
            if (!(await (0,file_kind/* isDirectory */.w)(dir))) {
                throw new errors/* UsageError */.eb(`view: ${args.positionals[index]}: no such folder`);
            }
        }
        let server;
        try {
            server = await startViewServer({
                roots: dirs,
                cwd: io.cwd,
                port,
                actions: {
                    promote: (request) => promoteAsAddDoes(request, io),
                    selfCommand: (0,cli_io/* selfCommand */.ee)(io),
                    env: io.env,
                },
            });
        }
        catch (error) {
            throw new errors/* UsageError */.eb(`view: cannot listen on 127.0.0.1:${port} (${(0,errors/* messageOf */.bD)(error)}); leave --port out for a free port`);
        }
        const stopped = untilSignal();
        if (args.values.json === true)
            (0,cli_io/* writeJson */.GF)(io, { url: server.url, port: server.port });
        else
            io.stdout.write(`verdict view: ${server.url}\nCtrl-C stops it.\n`);
        if (args.values['no-open'] !== true) {
            const failed = await openBrowser(server.url);
            if (failed !== undefined)
                io.stderr.write(`verdict: view: ${failed}: open the URL above.\n`);
        }
        await stopped;
        await server.close();
        return 0;
    },
};
//# sourceMappingURL=view.js.map

/***/ }),

/***/ 8345:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isFile),
/* harmony export */   w: () => (/* binding */ isDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);

// Both are false also when `file` cannot be read.
async function isDirectory(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isDirectory() === true;
}
async function isFile(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isFile() === true;
}
//# sourceMappingURL=file-kind.js.map

/***/ })

};
