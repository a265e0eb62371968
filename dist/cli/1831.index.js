export const id = 1831;
export const ids = [1831,2981];
export const modules = {

/***/ 9243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  viewCommand: () => (/* binding */ viewCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./lib/view/open-browser.js
/**
 * Opens a URL in the user's browser with the platform's opener, started directly (no shell) and
 * left to itself. Where there is none (a server, a container) it says so and the URL printed in the
 * terminal is the way in.
 */

/** The opener and its arguments: `open` on macOS, `cmd /c start` on Windows, else `xdg-open`. */
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
// EXTERNAL MODULE: ./lib/report/report-files.js + 4 modules
var report_files = __webpack_require__(4841);
// EXTERNAL MODULE: ./lib/report/rebuild-report.js
var rebuild_report = __webpack_require__(196);
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
// EXTERNAL MODULE: ./lib/html/run-commands.js
var run_commands = __webpack_require__(4667);
// EXTERNAL MODULE: ./lib/html/run-transcript.js
var run_transcript = __webpack_require__(7323);
// EXTERNAL MODULE: ./lib/report/report-runs.js
var report_runs = __webpack_require__(8857);
// EXTERNAL MODULE: ./lib/report/run-view.js
var run_view = __webpack_require__(509);
;// CONCATENATED MODULE: ./lib/view/invocation-index.js
/**
 * The invocations `verdict view` shows: the run directories up to `RUN_DIR_DEPTH` folders below
 * its roots (`.verdict`, so its runs, ci, variants and pr folders, and the folders given, such as
 * the `--out` of `verdict pr`, whose runs are in base/<mode>/<suite>/), each read from its
 * conditions.json, runs.jsonl and report.json, never its traces, and kept until one of those three
 * files changes (size or modification time), so a list of a thousand invocations reads only what
 * changed since the last. A folder that kept only its report.json shows that report.
 *
 * An invocation whose report.json is missing, or older than its runs.jsonl and not counting all
 * its records, is still running (or was stopped before its report): its report is rebuilt from the
 * runs so far (`rebuildReport`, the plan as `verdict report` makes it) and it shows its progress.
 */













const statOf = (file) => (0,promises_.stat)(file).catch(() => undefined);
/**
 * How deep below a root run directories are looked for: `.verdict/pr/<id>/base/<mode>/<suite>` is
 * five below `.verdict`.
 */
const RUN_DIR_DEPTH = 5;
/** Folders never looked into: they hold no run directory, and may hold very many folders. */
const SKIPPED = new Set(['node_modules', '.git']);
/**
 * The run directories at or below `root`, at most `depth` folders down: a folder with
 * conditions.json and runs.jsonl, or with report.json (a run whose folder kept only its report),
 * or with conditions.json alone at the root or just below it (a run that has recorded nothing
 * yet, as `verdict runs` lists it). A run directory's own folders (its traces) are not looked into.
 */
async function findInvocationDirs(root, depth = RUN_DIR_DEPTH) {
    async function walk(dir, level) {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
        const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
        const isRunDir = (files.has(conditions_file/* CONDITIONS_FILE */.ce) && (files.has(runs_jsonl/* RUNS_FILE */.Ct) || level <= 1)) ||
            files.has(report_files/* REPORT_JSON_FILE */.t_);
        if (isRunDir)
            return [dir];
        if (level >= depth)
            return [];
        const below = entries.filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name));
        const found = await Promise.all(below.map((entry) => walk(external_node_path_.join(dir, entry.name), level + 1)));
        return found.flat();
    }
    return walk(root, 0);
}
async function scanDir(dir) {
    const [conditions, runs, report] = await Promise.all([conditions_file/* CONDITIONS_FILE */.ce, runs_jsonl/* RUNS_FILE */.Ct, report_files/* REPORT_JSON_FILE */.t_].map((name) => statOf(external_node_path_.join(dir, name))));
    const stamp = [conditions, runs, report]
        .map((stats) => (stats === undefined ? '-' : `${stats.size}@${stats.mtimeMs}`))
        .join(' ');
    return { dir, stamp, stats: { conditions, runs, report } };
}
async function readSavedReport(dir, runId) {
    try {
        const report = report_schema/* ReportSchema */.M9.parse(JSON.parse(await (0,promises_.readFile)(external_node_path_.join(dir, report_files/* REPORT_JSON_FILE */.t_), 'utf8')));
        return report.runId === runId ? report : undefined;
    }
    catch {
        return undefined;
    }
}
const readRecords = (dir) => (0,runs_jsonl/* readRunRecords */.Y$)(external_node_path_.join(dir, runs_jsonl/* RUNS_FILE */.Ct)).then((read) => read.records, () => []);
async function readInvocation({ dir, stats }) {
    try {
        if (stats.conditions === undefined && stats.report !== undefined)
            return await readReportOnly(dir, stats.report);
        const started = await (0,conditions_file/* readConditionsFile */.$j)(dir);
        const { runs: runsStats, report: reportStats } = stats;
        const base = { key: started.runId, runId: started.runId, dir };
        const when = (stats.conditions?.mtime ?? new Date(0)).toISOString();
        const saved = await readSavedReport(dir, started.runId);
        // Newer than runs.jsonl, or (a folder copied without its files' times) counting every record.
        const newer = saved !== undefined &&
            reportStats !== undefined &&
            (runsStats === undefined || reportStats.mtimeMs >= runsStats.mtimeMs);
        if (newer)
            return { invocation: { ...base, when, report: saved, final: true } };
        const records = await readRecords(dir);
        const { observed, error } = saved?.summary.counts ?? { observed: -1, error: 0 };
        if (saved !== undefined && observed + error === records.length) {
            return { invocation: { ...base, when, report: saved, final: true }, records };
        }
        // A report written before the runs went on still knows the suite's order and titles.
        const tasks = saved?.tasks.map(({ taskId, title }) => title === undefined ? { id: taskId } : { id: taskId, title });
        const { report } = (0,rebuild_report/* rebuildReport */.K$)(started, records, tasks === undefined ? {} : { tasks });
        return {
            invocation: { ...base, when, report, final: false, recorded: records.length },
            records,
        };
    }
    catch (error) {
        return { invocation: { file: dir, field: '(file)', message: (0,errors/* messageOf */.bD)(error) } };
    }
}
/** A folder that kept only its report.json: the report as it is, and no runs to open. */
async function readReportOnly(dir, reportStats) {
    const report = report_schema/* ReportSchema */.M9.parse(JSON.parse(await (0,promises_.readFile)(external_node_path_.join(dir, report_files/* REPORT_JSON_FILE */.t_), 'utf8')));
    const when = reportStats.mtime.toISOString();
    return {
        invocation: { key: report.runId, runId: report.runId, dir, when, report, final: true },
        records: [],
    };
}
function createInvocationIndex(roots) {
    const cache = new Map();
    async function scan() {
        const found = await Promise.all(roots.map((root) => findInvocationDirs(root)));
        const dirs = [...new Set(found.flat())];
        return Promise.all(dirs.map(scanDir));
    }
    async function list() {
        const scanned = await scan();
        const present = new Set(scanned.map(({ dir }) => dir));
        for (const dir of cache.keys())
            if (!present.has(dir))
                cache.delete(dir);
        const read = await Promise.all(scanned.map(async (found) => {
            let entry = cache.get(found.dir);
            if (entry?.stamp !== found.stamp) {
                entry = { stamp: found.stamp, read: readInvocation(found) };
                cache.set(found.dir, entry);
            }
            return (await entry.read).invocation;
        }));
        const invocations = read.filter((entry) => 'runId' in entry);
        invocations.sort((a, b) => a.when < b.when ? 1 : a.when > b.when ? -1 : a.dir < b.dir ? -1 : 1);
        const seen = new Map();
        const keyed = invocations.map((invocation) => {
            const count = (seen.get(invocation.runId) ?? 0) + 1;
            seen.set(invocation.runId, count);
            return count === 1 ? invocation : { ...invocation, key: `${invocation.runId}~${count}` };
        });
        return {
            invocations: keyed,
            problems: read.filter((entry) => !('runId' in entry)),
        };
    }
    return {
        list,
        async find(key) {
            return (await list()).invocations.find((invocation) => invocation.key === key);
        },
        async recordsOf(invocation) {
            const read = await cache.get(invocation.dir)?.read;
            if (read === undefined)
                return readRecords(invocation.dir);
            read.records ??= await readRecords(invocation.dir);
            return read.records;
        },
        async signature() {
            return (await scan()).map(({ dir, stamp }) => `${dir} ${stamp}`).join('\n');
        },
    };
}
/**
 * A run's transcript as report.html renders it (`readReportRuns`), unless its trace leaves the run
 * directory: `traceFileIn` refuses a path that does, and a link that points out of it is refused
 * here, so the page shows what the run record keeps.
 */
async function readRunTranscript(dir, record, runDir) {
    const file = (0,trace_file/* traceFileIn */.Vj)(dir, record);
    const [root, real] = await Promise.all([
        (0,promises_.realpath)(dir),
        file === undefined ? undefined : (0,promises_.realpath)(file).catch(() => undefined),
    ]);
    const showCommand = (0,run_commands/* renderRunCommand */.p)('show', runDir, record);
    const fromRecord = (notice) => (0,run_transcript/* renderRunTranscript */._)((0,run_view/* describeRun */.v)(record, undefined), { showCommand, notice });
    if (real !== undefined && !real.startsWith(`${root}${external_node_path_.sep}`)) {
        return fromRecord('No transcript: its trace is a link that leads out of the run folder, so it is not read. What the run record keeps is below.');
    }
    const { runs } = await (0,report_runs/* readReportRuns */.Xb)(dir, [record], { runDir });
    return (runs[0]?.transcript ??
        fromRecord('No transcript here: it is larger than a page holds. What the run record keeps is below.'));
}
//# sourceMappingURL=invocation-index.js.map
// EXTERNAL MODULE: ./lib/html/escape-html.js
var escape_html = __webpack_require__(6130);
// EXTERNAL MODULE: ./lib/html/html-table.js
var html_table = __webpack_require__(7729);
// EXTERNAL MODULE: ./lib/html/runs-section.js
var runs_section = __webpack_require__(1993);
// EXTERNAL MODULE: ./lib/html/shared-sections.js
var shared_sections = __webpack_require__(7765);
// EXTERNAL MODULE: ./lib/report/markdown-text.js
var markdown_text = __webpack_require__(5265);
// EXTERNAL MODULE: ./lib/report/render-tasks-html.js
var render_tasks_html = __webpack_require__(2641);
// EXTERNAL MODULE: ./lib/sandbox/sandbox.js
var sandbox_sandbox = __webpack_require__(8132);
// EXTERNAL MODULE: ./lib/html/page-shell.js
var page_shell = __webpack_require__(1757);
;// CONCATENATED MODULE: ./lib/view/view-page.js
/**
 * What every page of `verdict view` shares: report.html's page (`renderHtmlPage`: its styles,
 * light and dark, its sortable tables) with a breadcrumb on top, the addresses pages link each
 * other by, and, on pages that follow runs still going on, a small script that reloads the page
 * when the server says a run directory changed (`/events`). A page is made as its parts; the
 * server makes it HTML (`toServedHtml`) with no policy in the page, since it sends its own as a
 * header, and the nonce that policy allows the page's one script by.
 */


/** Reloads the page when the server reports a change; without EventSource, the page stays. */
const LIVE_SCRIPT = `(function () {
  if (!window.EventSource) return;
  var events = new EventSource('/events');
  events.addEventListener('changed', function () { events.close(); location.reload(); });
})();`;
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
`;
function renderViewPage(parts) {
    const crumbs = parts.crumbs.map((crumb) => crumb.href === undefined
        ? `<li aria-current="page">${(0,escape_html/* escapeLine */.EH)(crumb.label)}</li>`
        : `<li><a href="${(0,escape_html/* escapeHtml */.ZD)(crumb.href)}">${(0,escape_html/* escapeLine */.EH)(crumb.label)}</a></li>`);
    const script = [parts.live === true ? LIVE_SCRIPT : '', parts.script ?? '']
        .filter((part) => part !== '')
        .join('\n');
    return {
        title: `${parts.title} — verdict view`,
        body: `<nav class="crumbs" aria-label="Breadcrumb"><ol>${crumbs.join('')}</ol></nav>\n${parts.body}`,
        css: `${VIEW_CSS}${parts.css ?? ''}`,
        ...(script === '' ? {} : { script }),
    };
}
/** The page as the server sends it: its policy is in a header, which allows the script by nonce. */
function toServedHtml(page, scriptNonce) {
    return (0,page_shell/* renderHtmlPage */.L)({ ...page, csp: false, scriptNonce });
}
const HOME = { label: 'All runs', href: '/' };
function invocationHref(key) {
    return `/invocation/${encodeURIComponent(key)}`;
}
function runHref(key, run) {
    const variant = run.variant === undefined ? '' : `?variant=${encodeURIComponent(run.variant)}`;
    return `/run/${encodeURIComponent(key)}/${encodeURIComponent(run.taskId)}/${run.repetition}${variant}`;
}
/** A page that only says something: a refusal, a run that is not there. */
function renderMessagePage(title, message, home = true) {
    return renderViewPage({
        title,
        crumbs: home ? [HOME, { label: title }] : [{ label: title }],
        body: `<main><h1>${(0,escape_html/* escapeLine */.EH)(title)}</h1><p>${(0,escape_html/* escapeLine */.EH)(message)}</p></main>`,
    });
}
//# sourceMappingURL=view-page.js.map
;// CONCATENATED MODULE: ./lib/view/list-page.js
/**
 * `verdict view`'s first page: every invocation, newest first, as `verdict runs` lists them, with
 * the model, the sandbox and the state besides, and a GET form that filters them by suite, mode and
 * text. An invocation still running shows how many of its planned runs are recorded. Pure.
 */






/** The filters of a query string; empty values are no filter. */
function filtersOf(query) {
    const filters = {};
    for (const name of ['suite', 'mode', 'text']) {
        const value = query.get(name)?.trim();
        if (value !== undefined && value !== '')
            filters[name] = value;
    }
    return filters;
}
function whereOf(invocation, cwd) {
    return external_node_path_.relative(cwd, invocation.dir) || '.';
}
/** Its state as a reader says it: the report's, or `running` with its progress. */
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
        whereOf(invocation, cwd),
    ].some((field) => field.toLowerCase().includes(text));
}
function renderSelect(name, label, values, chosen) {
    const options = ['', ...values].map((value) => `<option value="${(0,escape_html/* escapeHtml */.ZD)(value)}"${value === (chosen ?? '') ? ' selected' : ''}>${value === '' ? 'any' : (0,escape_html/* escapeLine */.EH)(value)}</option>`);
    return `<label for="filter-${name}">${label}<select id="filter-${name}" name="${name}">${options.join('')}</select></label>`;
}
function renderFilterForm(invocations, filters) {
    const distinct = (pick) => [...new Set(invocations.map(pick))].sort();
    return [
        '<form class="filters" method="get" action="/" role="search" aria-label="Filter the runs">',
        renderSelect('suite', 'suite', distinct((i) => i.report.conditions.suiteId), filters.suite),
        renderSelect('mode', 'mode', distinct((i) => i.report.conditions.mode), filters.mode),
        `<label for="filter-text">text<input id="filter-text" name="text" type="search" value="${(0,escape_html/* escapeHtml */.ZD)(filters.text ?? '')}" placeholder="run id, model, folder…"></label>`,
        '<button type="submit">Filter</button>',
        '<a href="/">Clear</a>',
        '</form>',
    ].join('\n');
}
function invocationRow(invocation, cwd) {
    const { conditions, summary } = invocation.report;
    const { counts } = summary;
    const sandbox = conditions.sandbox?.backend ?? '—';
    const state = describeState(invocation);
    return {
        attributes: `data-run-id="${(0,escape_html/* escapeHtml */.ZD)(invocation.runId)}"`,
        cells: [
            {
                html: `<a href="${(0,escape_html/* escapeHtml */.ZD)(invocationHref(invocation.key))}"><code>${(0,escape_html/* escapeLine */.EH)(invocation.runId)}</code></a>`,
                sort: invocation.runId,
            },
            (0,html_table/* textCell */.iV)(`${conditions.suiteId}@${conditions.suiteVersion}`),
            (0,html_table/* textCell */.iV)(conditions.mode),
            (0,html_table/* textCell */.iV)(conditions.model),
            {
                html: `<span title="${(0,escape_html/* escapeHtml */.ZD)((0,sandbox_sandbox/* describeSandbox */.hT)(conditions.sandbox))}">${(0,escape_html/* escapeLine */.EH)(sandbox)}</span>`,
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
            (0,html_table/* textCell */.iV)(whereOf(invocation, cwd)),
        ],
    };
}
function renderListPage({ invocations, problems, filters, cwd }) {
    const shown = invocations.filter((invocation) => matchesFilters(invocation, filters, cwd));
    const table = invocations.length === 0
        ? '<p>No runs yet in .verdict (or the folders given). <code>verdict run &lt;suite&gt;</code> writes one there; this page shows it as it runs.</p>'
        : (0,html_table/* renderHtmlTable */.EX)({
            caption: `${shown.length} of ${invocations.length} invocation(s), newest first. Passed/judged counts the judged runs (errored runs are not judged).`,
            sortable: true,
            attributes: 'id="invocations"',
            columns: [
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
            rows: shown.map((invocation) => invocationRow(invocation, cwd)),
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
            table,
            skipped,
            '</main>',
        ].join('\n'),
    });
}
//# sourceMappingURL=list-page.js.map
;// CONCATENATED MODULE: ./lib/view/invocation-pages.js
/**
 * An invocation's page and a run's page in `verdict view`, made of report.html's own sections: the
 * task table and the interval plots (`render-tasks-html.ts`), the conditions, the runs grouped by
 * task, failed first (`runs-section.ts`), and a run's transcript (`run-transcript.ts`, read by
 * `readReportRuns` as report.html reads it). Where report.html embeds each transcript, this page
 * links to the run's own page, so an invocation of a thousand runs reads no trace. Pure.
 */












/** The run folder as commands name it: relative to where `verdict view` was started. */
function runDirOf(invocation, cwd) {
    return external_node_path_.relative(cwd, invocation.dir) || '.';
}
function reasonOf(record) {
    return record.reason ?? record.error?.message;
}
/**
 * report.html's Runs section, each run opening on a link to its page instead of its embedded
 * transcript, and a first paragraph that says so (report.html's speaks of transcripts it holds).
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
        `<details><summary>Measurement conditions</summary>${(0,html_table/* renderFacts */.Id)((0,shared_sections/* conditionsFacts */.a)(invocation.runId, conditions))}</details></section>`,
        renderRunLinks(invocation, records, cwd),
        (0,shared_sections/* renderNotes */.I)(report.notes),
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
function renderRunPage(invocation, record, transcript, cwd) {
    const label = `${record.taskId} #${record.repetition}${record.variant === undefined ? '' : ` [${record.variant}]`}`;
    const runDir = runDirOf(invocation, cwd);
    const reason = reasonOf(record);
    const status = (0,escape_html/* escapeHtml */.ZD)(record.status);
    const body = [
        '<header>',
        `<h1>${(0,escape_html/* escapeLine */.EH)(label)} <span class="status status-${status}">${(0,escape_html/* escapeLine */.EH)(record.status.replace('_', ' '))}</span></h1>`,
        (0,html_table/* renderFacts */.Id)([
            ...(reason === undefined ? [] : [['reason', (0,escape_html/* escapeLine */.EH)(reason)]]),
            [
                'invocation',
                `<a href="${(0,escape_html/* escapeHtml */.ZD)(invocationHref(invocation.key))}"><code>${(0,escape_html/* escapeLine */.EH)(invocation.runId)}</code></a>`,
            ],
            ['mode', (0,escape_html/* escapeLine */.EH)(record.mode)],
            ['model', (0,escape_html/* escapeLine */.EH)(record.model)],
            ['wall time', (0,markdown_text/* formatSeconds */.Xo)(record.measured.wallMs)],
            ['print it', (0,run_commands/* renderRunCommand */.p)('show', runDir, record)],
            ...(record.status === 'pass'
                ? [['keep it as a case', (0,run_commands/* renderRunCommand */.p)('add', runDir, record)]]
                : []),
        ]),
        '</header>',
        `<main class="transcript">${transcript}</main>`,
    ];
    return renderViewPage({
        title: label,
        crumbs: [HOME, { label: invocation.runId, href: invocationHref(invocation.key) }, { label }],
        body: body.join('\n'),
        css: runs_section/* RUNS_CSS */.fY,
        script: runs_section/* RUNS_SCRIPT */.bg,
    });
}
//# sourceMappingURL=invocation-pages.js.map
;// CONCATENATED MODULE: ./lib/view/request-guard.js
/**
 * Who may talk to `verdict view`'s server, decided in one place for every request (pages, events,
 * and the actions later sessions add). The server binds loopback only, but any web page the user
 * visits can still make the browser send requests to 127.0.0.1, and a rebinding DNS name can make
 * them look same-origin. So, as Jupyter does:
 * - the Host header must name this server (`127.0.0.1:PORT` or `localhost:PORT`): a rebound name
 *   carries its own host name, and is refused;
 * - an Origin header, when sent, must be this server's; a request that changes anything (not GET or
 *   HEAD) must carry it (a cross-site form POST carries the attacker's, or none);
 * - the random token of the URL printed in the terminal must come with the request, in the query
 *   once, then in an HttpOnly SameSite=Strict cookie the server sets (named by port: cookies are
 *   not kept apart by port, and two servers may run at once).
 * Pure: the request's facts in, a decision out.
 */

/** 32 bytes of randomness, base64url: the token of one server's life. */
function newViewToken() {
    return (0,external_node_crypto_.randomBytes)(32).toString('base64url');
}
const SAFE_METHODS = new Set(['GET', 'HEAD']);
function viewCookieName(port) {
    return `verdict-view-${port}`;
}
/** The hosts a page of this server is addressed by: what Host and Origin may name. */
function ownHosts(port) {
    return [`127.0.0.1:${port}`, `localhost:${port}`];
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
    const hosts = ownHosts(settings.port);
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
;// CONCATENATED MODULE: ./lib/view/view-server.js
/**
 * `verdict view`'s server: node:http on 127.0.0.1 only, every request through one guard
 * (`request-guard.ts`: Host, Origin, token) before anything is read. It serves no file: every page
 * is rendered from what the invocation index read, and a run is addressed by its invocation's id,
 * its task and its repetition, looked up among the records, never by a path from the request.
 * Every page is redacted as report.html is (`redactHtml`), and sent with a policy that lets it load
 * nothing but its own styles, its one script (by nonce) and this server's `/events`.
 *
 * `/events` is a stream of server-sent events: `changed` when an invocation appears, goes or any of
 * its files changes (its runs.jsonl grows), found by stat-ing the run directories every `pollMs`
 * while a page listens.
 */










const notFound = (message) => ({
    status: 404,
    page: renderMessagePage('Not found', message),
});
function securityHeaders(nonce) {
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
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
        'Cross-Origin-Resource-Policy': 'same-origin',
    };
}
async function sendPage(response, page, extra = {}) {
    const nonce = (0,external_node_crypto_.randomBytes)(16).toString('base64');
    const body = await (0,report_files/* redactHtml */.JU)(toServedHtml(page.page, nonce));
    response.writeHead(page.status, {
        ...securityHeaders(nonce),
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        ...extra,
    });
    response.end(body);
}
/** The path's segments, decoded; undefined when one is not valid percent-encoding. */
function segmentsOf(pathname) {
    try {
        return pathname.split('/').slice(1).map(decodeURIComponent);
    }
    catch {
        return undefined;
    }
}
async function renderRoute(url, index, cwd) {
    const segments = segmentsOf(url.pathname) ?? [];
    const [kind, key, taskId, rep, ...rest] = segments;
    if (segments.length === 1 && kind === '') {
        const { invocations, problems } = await index.list();
        const filters = filtersOf(url.searchParams);
        return { status: 200, page: renderListPage({ invocations, problems, filters, cwd }) };
    }
    if ((kind !== 'invocation' && kind !== 'run') || key === undefined || rest.length > 0) {
        return notFound('This server has no such page. Its pages are the runs, an invocation and a run.');
    }
    const invocation = await index.find(key);
    if (invocation === undefined) {
        return notFound(`No invocation ${JSON.stringify(key)} among the runs this server shows.`);
    }
    const records = await index.recordsOf(invocation);
    if (kind === 'invocation' && taskId === undefined) {
        return { status: 200, page: renderInvocationPage(invocation, records, cwd) };
    }
    const variant = url.searchParams.get('variant') ?? undefined;
    const record = records.find((candidate) => kind === 'run' &&
        candidate.taskId === taskId &&
        /^\d+$/.test(rep ?? '') &&
        candidate.repetition === Number(rep) &&
        (variant === undefined || candidate.variant === variant));
    if (record === undefined) {
        return notFound(`No run ${JSON.stringify(`${taskId ?? ''} #${rep ?? ''}`)} in invocation ${invocation.runId}.`);
    }
    const runDir = external_node_path_.relative(cwd, invocation.dir) || '.';
    const transcript = await readRunTranscript(invocation.dir, record, runDir);
    return { status: 200, page: renderRunPage(invocation, record, transcript, cwd) };
}
/** The `changed` events: one poll of the run directories for all listening pages. */
function createChangeFeed(index, pollMs) {
    const clients = new Set();
    let timer;
    let last;
    let polling;
    const poll = () => (polling ??= index
        .signature()
        .then((now) => {
        if (last !== undefined && now !== last) {
            for (const client of clients)
                client.write('event: changed\ndata: \n\n');
        }
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
        async add(response, headers) {
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
        if (request.method !== 'GET' && request.method !== 'HEAD') {
            const page = renderMessagePage('Not allowed', 'This server only shows pages (GET).');
            return sendPage(response, { status: 405, page }, { Allow: 'GET, HEAD', ...cookie });
        }
        if (url.pathname === '/events' && request.method === 'GET') {
            return feed.add(response, {
                ...securityHeaders((0,external_node_crypto_.randomBytes)(16).toString('base64')),
                ...cookie,
            });
        }
        return sendPage(response, await renderRoute(url, index, options.cwd), cookie);
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
        close: () => new Promise((resolve) => {
            feed.close();
            server.close(() => resolve());
            server.closeAllConnections();
        }),
    };
}
//# sourceMappingURL=view-server.js.map
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
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
const viewCommand = {
    name: 'view',
    help: `Usage: verdict view [DIR...] [--port N] [--no-open] [--json]

The local panel over your runs: every invocation under .verdict/ (runs, ci, variants, pr, a few
folders deep) and in each DIR (a run folder, or a folder of run folders), an invocation's tasks with their intervals and its runs, and a run's
transcript. Pages follow runs still going on. It serves on 127.0.0.1 only, and only to the browser
that opened the URL it prints (which carries a random token). Ctrl-C stops it.

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
            const isDirectory = await (0,promises_.stat)(dir).then((stats) => stats.isDirectory(), () => false);
            if (!isDirectory)
                throw new errors/* UsageError */.eb(`view: ${args.positionals[index]}: no such folder`);
        }
        let server;
        try {
            server = await startViewServer({
                roots: dirs,
                cwd: io.cwd,
                port,
            });
        }
        catch (error) {
            throw new errors/* UsageError */.eb(`view: cannot listen on 127.0.0.1:${port} (${(0,errors/* messageOf */.bD)(error)}); leave --port out for a free port`);
        }
        const stopped = untilSignal();
        if (args.values.json === true)
            (0,cli_io/* writeJson */.G)(io, { url: server.url, port: server.port });
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

/***/ 1255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L2: () => (/* binding */ outDirOption),
/* harmony export */   QW: () => (/* binding */ EVALUATION_OPTIONS),
/* harmony export */   b7: () => (/* binding */ concurrencyOption),
/* harmony export */   ig: () => (/* binding */ integerOption)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9859);
/**
 * The options every command that runs a suite accepts besides the global ones, and the ones they
 * read alike: integers checked against their range (`--k`, `--seed`, `--concurrency`) and `--out`.
 */




/** Options `run` and `record` accept besides the global ones. */
const EVALUATION_OPTIONS = {
    tasks: { type: 'string' },
    seed: { type: 'string' },
    'cassette-dir': { type: 'string' },
    'script-dir': { type: 'string' },
    keep: { type: 'boolean' },
    out: { type: 'string' },
    'suite-dir': { type: 'string' },
    yes: { type: 'boolean' },
    'allow-suite-full': { type: 'boolean' },
    concurrency: { type: 'string' },
    'spawn-agent': { type: 'boolean' },
    sandbox: { type: 'string' },
};
function integerOption(args, name, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const text = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, name);
    if (text === undefined)
        return fallback;
    if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
    }
    return Number(text);
}
/** `--concurrency N`: runs at once, at least 1 (default: the number of cores). */
function concurrencyOption(args) {
    return integerOption(args, 'concurrency', node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism(), 1);
}
/** `--out DIR` against the working directory, else `fallback` (relative to it too). */
function outDirOption(args, io, fallback) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, 'out') ?? fallback);
}
//# sourceMappingURL=options.js.map

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
