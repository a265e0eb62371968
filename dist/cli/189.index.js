export const id = 189;
export const ids = [189];
export const modules = {

/***/ 9095:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ createProgress),
/* harmony export */   o: () => (/* binding */ progressLine)
/* harmony export */ });
/** One plain line per finished run. */
function progressLine(record, done, total) {
    const why = record.reason === undefined ? '' : `: ${record.reason.split('\n')[0]}`;
    return `[${done}/${total}] ${record.taskId} #${record.repetition} ${record.status}${why} (${(record.measured.wallMs / 1000).toFixed(1)} s)\n`;
}
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    const minutes = Math.floor(seconds / 60);
    return minutes > 0 ? `${minutes}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}
function createProgress(sink, now = Date.now) {
    const started = now();
    const counts = { pass: 0, fail: 0, budget_exceeded: 0, error: 0 };
    let retries = 0;
    let live = false;
    return {
        update(record, done, total) {
            counts[record.status] += 1;
            retries += record.measured.retries + (record.attempts - 1);
            if (sink.isTTY !== true) {
                sink.write(progressLine(record, done, total));
                return;
            }
            const elapsed = now() - started;
            const eta = done === 0 ? 0 : (elapsed / done) * (total - done);
            const line = `${done}/${total} runs · ${counts.pass} pass · ${counts.fail + counts.budget_exceeded} fail · ${counts.error} error · ${retries} retries · ETA ${formatDuration(eta)}`;
            sink.write(`\r\u001b[2K${line}`);
            live = true;
        },
        finish() {
            if (live)
                sink.write('\n');
            live = false;
        },
    };
}
//# sourceMappingURL=progress.js.map

/***/ }),

/***/ 1228:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d1: () => (/* binding */ runCommand),
/* harmony export */   kN: () => (/* binding */ findOwnedProcesses)
/* harmony export */ });
/* unused harmony exports PROCESS_TAG_VARIABLE, findTaggedProcesses, findDescendants, killProcessTree */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/**
 * Runs a program without a shell, within a deadline, and makes sure that nothing it started outlives
 * it: on timeout (or once the program itself has exited) its whole process tree is killed — its
 * process group, every descendant found through /proc, and every process that still carries the
 * run's tag in its environment (which finds a descendant that detached, double-forked and was
 * reparented, unless it cleared its environment) or that works in, or names in its environment,
 * one of the command's own directories (`ownedPaths`: which finds one that also cleared its
 * environment but stayed in the workspace). A process that cleared its environment and left those
 * directories is out of reach without a sandbox.
 */



const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** Time a process tree gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 1_000;
/** Time the output pipes get to drain after the program exited. */
const PIPE_DRAIN_MS = 2_000;
/** Environment variable that tags every process a command starts (inherited by its descendants). */
const PROCESS_TAG_VARIABLE = 'VERDICT_PROCESS_TAG';
async function listProcessIds() {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)('/proc')).filter((entry) => /^\d+$/.test(entry));
    }
    catch {
        return [];
    }
}
/** Processes whose environment carries `tag` (Linux); empty where /proc is not available. */
async function findTaggedProcesses(tag) {
    return findOwnedProcesses({ tag });
}
function isBelow(file, directory) {
    return (file === directory || file.startsWith(directory.endsWith('/') ? directory : `${directory}/`));
}
/**
 * Processes that belong to a command (Linux; empty where /proc is not available): those whose
 * environment carries `tag`, and those whose environment names one of `paths` or whose working
 * directory is below one. Never this process.
 */
async function findOwnedProcesses(owner) {
    const tagNeedle = owner.tag === undefined ? undefined : Buffer.from(`${PROCESS_TAG_VARIABLE}=${owner.tag}\0`);
    const paths = (owner.paths ?? []).filter((entry) => entry !== '');
    const owned = [];
    await Promise.all((await listProcessIds()).map(async (entry) => {
        if (Number(entry) === process.pid)
            return;
        try {
            const environment = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(`/proc/${entry}/environ`);
            if ((tagNeedle !== undefined && environment.includes(tagNeedle)) ||
                paths.some((candidate) => environment.includes(candidate))) {
                owned.push(Number(entry));
                return;
            }
            if (paths.length === 0)
                return;
            const cwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(`/proc/${entry}/cwd`);
            if (paths.some((candidate) => isBelow(cwd, candidate)))
                owned.push(Number(entry));
        }
        catch {
            // ended while we looked, or not ours to read
        }
    }));
    return owned;
}
/** Descendants of `pid` found through /proc (Linux); empty where /proc is not available. */
async function findDescendants(pid) {
    const entries = await listProcessIds();
    const childrenOf = new Map();
    await Promise.all(entries.map(async (entry) => {
        try {
            const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(`/proc/${entry}/stat`, 'utf8');
            // The command name may contain spaces and parentheses: fields start after the last ")".
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            const parent = Number(fields[1]);
            const siblings = childrenOf.get(parent) ?? [];
            siblings.push(Number(entry));
            childrenOf.set(parent, siblings);
        }
        catch {
            // the process ended while we looked
        }
    }));
    const descendants = [];
    const queue = [pid];
    while (queue.length > 0) {
        const current = queue.shift();
        for (const child of childrenOf.get(current) ?? []) {
            descendants.push(child);
            queue.push(child);
        }
    }
    return descendants;
}
function sendSignal(target, signal) {
    try {
        process.kill(target, signal);
    }
    catch {
        // already gone
    }
}
/** Every process of the tree rooted at `pid`: its descendants, and those its owner marks find. */
async function findTree(pid, owner) {
    const [descendants, owned] = await Promise.all([
        findDescendants(pid),
        owner.tag === undefined && (owner.paths ?? []).length === 0
            ? Promise.resolve([])
            : findOwnedProcesses(owner),
    ]);
    return new Set([...descendants, ...owned].filter((member) => member !== process.pid));
}
/**
 * Kills the tree rooted at `pid` (which leads its own process group): SIGTERM first, SIGKILL after a
 * grace period for whatever is left. `tag` (see `PROCESS_TAG_VARIABLE`) and `paths` (see
 * `RunCommandOptions.ownedPaths`) find members that left the tree.
 */
async function killProcessTree(pid, options = {}) {
    const owner = {
        ...(options.tag === undefined ? {} : { tag: options.tag }),
        ...(options.paths === undefined ? {} : { paths: options.paths }),
    };
    const members = await findTree(pid, owner);
    sendSignal(-pid, 'SIGTERM');
    sendSignal(pid, 'SIGTERM');
    for (const member of members)
        sendSignal(member, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
    for (const member of await findTree(pid, owner))
        members.add(member);
    sendSignal(-pid, 'SIGKILL');
    sendSignal(pid, 'SIGKILL');
    for (const member of members)
        sendSignal(member, 'SIGKILL');
}
/**
 * Kills, at once, whatever a program that has exited left behind: its process group, then every
 * process its owner marks find, twice (a forking leftover may have started another meanwhile).
 * Returns how many processes were found.
 */
async function killLeftovers(pid, owner) {
    const found = new Set();
    for (let pass = 0; pass < 2; pass += 1) {
        // Looked for before the group is killed: a killed process no longer shows its environment.
        const fresh = (await findOwnedProcesses(owner)).filter((member) => !found.has(member));
        if (pass === 0)
            sendSignal(-pid, 'SIGKILL');
        for (const member of fresh) {
            found.add(member);
            sendSignal(member, 'SIGKILL');
        }
        if (fresh.length === 0)
            break;
    }
    return found.size;
}
class OutputBuffer {
    limit;
    chunks = [];
    kept = 0;
    truncated = false;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        const room = this.limit - this.kept;
        if (room <= 0) {
            this.truncated = true;
            return;
        }
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        if (part.length < chunk.length)
            this.truncated = true;
        this.chunks.push(part);
        this.kept += part.length;
    }
    text() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}
function runCommand(argv, options) {
    const [program, ...args] = argv;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    if (program === undefined) {
        return Promise.resolve({
            outcome: 'failed-to-start',
            code: 'EINVAL',
            message: 'empty command',
            durationMs: 0,
        });
    }
    const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    const stdout = new OutputBuffer(limit);
    const stderr = new OutputBuffer(limit);
    const tag = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)();
    const owner = {
        tag,
        ...(options.ownedPaths === undefined ? {} : { paths: options.ownedPaths }),
    };
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, args, {
                cwd: options.cwd,
                env: { ...(options.env ?? process.env), [PROCESS_TAG_VARIABLE]: tag },
                // Its own process group, so the whole tree can be signalled at once.
                detached: true,
                stdio: ['pipe', 'pipe', 'pipe'],
                windowsHide: true,
            });
        }
        catch (error) {
            // Refused before any process exists (an argument or variable too long, or holding a NUL).
            resolve({
                outcome: 'failed-to-start',
                code: error.code ?? 'UNKNOWN',
                message: error instanceof Error ? error.message : String(error),
                durationMs: elapsed(),
            });
            return;
        }
        let stopReason;
        let exit;
        let settled = false;
        const stop = (reason) => {
            if (settled || exit !== undefined || stopReason !== undefined)
                return;
            stopReason = reason;
            if (child.pid !== undefined)
                void killProcessTree(child.pid, owner);
        };
        const timer = setTimeout(() => stop('timed-out'), options.timeoutMs);
        const onAbort = () => stop('aborted');
        options.signal?.addEventListener('abort', onAbort, { once: true });
        if (options.signal?.aborted === true)
            stop('aborted');
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve(result);
        };
        child.stdout.on('data', (chunk) => stdout.push(chunk));
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        child.stdin.on('error', () => {
            // The program may exit without reading its input; that is its business.
        });
        child.stdin.end(options.stdin ?? '');
        child.on('error', (error) => {
            if (child.pid === undefined) {
                finish({
                    outcome: 'failed-to-start',
                    code: error.code ?? 'UNKNOWN',
                    message: error.message,
                    durationMs: elapsed(),
                });
            }
        });
        let leftoversKilled = Promise.resolve(0);
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            // Whatever the program left running must not outlive it: its group at once, then anything
            // still carrying its tag or working in its directories (a detached or double-forked descendant).
            if (child.pid !== undefined)
                leftoversKilled = killLeftovers(child.pid, owner);
            // A descendant that also cleared its environment may still hold the output pipes open.
            setTimeout(() => {
                child.stdout.destroy();
                child.stderr.destroy();
            }, PIPE_DRAIN_MS).unref();
        });
        const settle = (outlived) => {
            const truncated = stdout.truncated || stderr.truncated;
            const output = {
                stdout: stdout.text(),
                stderr: stderr.text(),
                truncated,
                durationMs: elapsed(),
            };
            if (stopReason !== undefined) {
                finish({ outcome: stopReason, ...output });
            }
            else {
                finish({
                    outcome: 'exited',
                    exitCode: exit?.code ?? null,
                    signal: exit?.signal ?? null,
                    ...output,
                    outlived,
                });
            }
        };
        // On timeout the tree is being killed already; on a normal exit, wait for the leftovers' kill.
        child.on('close', () => void leftoversKilled.then(settle, () => settle(0)));
    });
}
//# sourceMappingURL=run-command.js.map

/***/ }),

/***/ 6473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HZ: () => (/* binding */ createRunDirectory),
/* harmony export */   TX: () => (/* binding */ removeRunDirectory),
/* harmony export */   lj: () => (/* binding */ removeAbandonedRunDirectories)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var _process_run_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1228);
/**
 * Each run lives in its own temporary directory: a fresh copy of the task's fixture (the workspace),
 * a fresh HOME and XDG directories (real agents keep sessions and memory there, which would leak from
 * one run into the next), and the events file the agent may append to. Each also names the
 * invocation that made it (`owner.json`), so that `--resume` can find and remove what a killed
 * invocation left behind.
 */






const run = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
const RUN_DIRECTORY_PREFIX = 'verdict-run-';
/** In a run's root (not its workspace): which invocation made it, and from which process. */
const OWNER_FILE = 'owner.json';
/** 2000-01-01T00:00:00Z, the first fixture time, in seconds. */
const FIXTURE_EPOCH_SECONDS = 946_684_800;
/**
 * Gives the copy's files and directories fixed times, one second apart in path order. A copy's
 * times are otherwise the moment it was made, in whatever order the file system listed the
 * fixture, and agents show them to the model (Claude Code's Glob lists oldest first): replay on
 * another machine would then diverge.
 */
async function fixTimes(workspace) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(workspace, { recursive: true });
    const paths = entries.map((entry) => node_path__WEBPACK_IMPORTED_MODULE_3__.join(workspace, entry)).sort();
    await Promise.all(paths.map((file, index) => {
        const time = FIXTURE_EPOCH_SECONDS + index + 1;
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lutimes)(file, time, time);
    }));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lutimes)(workspace, FIXTURE_EPOCH_SECONDS, FIXTURE_EPOCH_SECONDS);
}
/** A git repository in the copy, committed with a fixed identity and date so runs are repeatable. */
async function initialiseGit(workspace) {
    const env = {
        ...process.env,
        GIT_AUTHOR_NAME: 'verdict',
        GIT_AUTHOR_EMAIL: 'verdict@localhost',
        GIT_COMMITTER_NAME: 'verdict',
        GIT_COMMITTER_EMAIL: 'verdict@localhost',
        GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
        GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
    };
    const git = (...args) => run('git', args, { cwd: workspace, env });
    await git('init', '--quiet', '--initial-branch=main');
    await git('add', '--all');
    await git('-c', 'commit.gpgsign=false', 'commit', '--quiet', '--allow-empty', '-m', 'fixture');
}
async function createRunDirectory(options) {
    // The real path (macOS: /private/var/…, not /var/…): an agent sees its cwd that way, and a path in
    // a model response must name the workspace as the agent does for replay to put it back.
    const parent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(options.parent ?? node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir());
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(parent, RUN_DIRECTORY_PREFIX));
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'work');
    const home = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'home');
    const xdg = {
        config: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.config'),
        data: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.local', 'share'),
        state: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.local', 'state'),
        cache: node_path__WEBPACK_IMPORTED_MODULE_3__.join(home, '.cache'),
    };
    try {
        if (options.runId !== undefined) {
            const owner = { runId: options.runId, pid: process.pid };
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, OWNER_FILE), `${JSON.stringify(owner)}\n`);
        }
        if (options.fixtureDir === undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(workspace);
        else {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.cp)(options.fixtureDir, workspace, { recursive: true, verbatimSymlinks: true });
            await fixTimes(workspace);
        }
        await Promise.all(Object.values(xdg).map((dir) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true })));
        const eventsFile = node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, 'events.jsonl');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(eventsFile, '');
        if (options.fixtureGit === true)
            await initialiseGit(workspace);
        return { root, workspace, home, xdg, eventsFile };
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(root, { recursive: true, force: true });
        throw error;
    }
}
async function removeRunDirectory(directory) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(directory.root, { recursive: true, force: true, maxRetries: 3 });
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/**
 * Removes the run directories that an earlier invocation of `runId` left behind when it was killed
 * (SIGKILL leaves no chance to clean up), and kills what still runs in them: an agent or verifier
 * whose runner died. Directories of a process that is still alive are left alone.
 */
async function removeAbandonedRunDirectories(runId, parent = node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir()) {
    const base = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(parent);
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(base).catch(() => []);
    const cleanup = { processes: 0, directories: 0 };
    for (const entry of entries) {
        if (!entry.startsWith(RUN_DIRECTORY_PREFIX))
            continue;
        const root = node_path__WEBPACK_IMPORTED_MODULE_3__.join(base, entry);
        let owner;
        try {
            owner = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, OWNER_FILE), 'utf8'));
        }
        catch {
            continue; // not ours to judge: another invocation's, or one made without an owner
        }
        if (owner.runId !== runId || typeof owner.pid !== 'number')
            continue;
        if (owner.pid === process.pid || isAlive(owner.pid))
            continue;
        const processes = await (0,_process_run_command_js__WEBPACK_IMPORTED_MODULE_5__/* .findOwnedProcesses */ .kN)({ paths: [root] });
        for (const pid of processes) {
            try {
                process.kill(pid, 'SIGKILL');
            }
            catch {
                // already gone
            }
        }
        cleanup.processes += processes.length;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(root, { recursive: true, force: true, maxRetries: 3 });
        cleanup.directories += 1;
    }
    return cleanup;
}
//# sourceMappingURL=run-directory.js.map

/***/ }),

/***/ 3115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ runSuite)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./lib/provider/protocols/chat.js + 1 modules
var chat = __webpack_require__(9477);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/proxy-server.js
/**
 * The provider proxy: an HTTP server on 127.0.0.1 that every agent under test talks to, in whichever
 * of the four wire protocols it speaks (`protocols/`). Each run gets its own token, so one proxy
 * serves many concurrent runs; the token picks the run's provider (live, record, replay or
 * scripted), its budget and its transcript. The agent never sees a real key.
 */






/** Request bodies above this are refused: no real agent sends 32 MiB of context. */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/** Header an agent may set on calls that are not main-loop turns (context compaction). */
const CALL_PURPOSE_HEADER = 'x-verdict-purpose';
const errorType = {
    replay_divergence: { status: 400, type: 'verdict_replay_divergence' },
    budget_exceeded: { status: 400, type: 'verdict_budget_exceeded' },
    script_exhausted: { status: 400, type: 'verdict_script_exhausted' },
    upstream_unavailable: { status: 502, type: 'verdict_upstream_unavailable' },
    provider_error: { status: 502, type: 'verdict_provider_error' },
};
function addUsage(totals, usage) {
    totals.callsAnswered += 1;
    if (usage === undefined)
        return;
    totals.callsReporting += 1;
    totals.inputTokens += usage.inputTokens;
    totals.outputTokens += usage.outputTokens;
    if (usage.cachedInputTokens !== undefined) {
        totals.callsReportingCached += 1;
        totals.cachedInputTokens = (totals.cachedInputTokens ?? 0) + usage.cachedInputTokens;
    }
}
/** One run's state inside the proxy. */
class ProxyRun {
    options;
    onClose;
    token;
    calls = [];
    openedAt = performance.now();
    usage = {
        inputTokens: 0,
        outputTokens: 0,
        callsReporting: 0,
        callsAnswered: 0,
        callsReportingCached: 0,
    };
    turns = 0;
    toolCalls = 0;
    compactionCalls = 0;
    nextCall = 1;
    /** Response ids (Responses API) → the call that answered with them, for `previous_response_id`. */
    responseCalls = new Map();
    stopped;
    finished;
    controller = new AbortController();
    constructor(options, onClose) {
        this.options = options;
        this.onClose = onClose;
        this.token = `verdict-run-${(0,external_node_crypto_.randomBytes)(18).toString('base64url')}`;
    }
    get stop() {
        return this.stopped;
    }
    /** Marks the run as stopped (the first reason wins). */
    markStopped(stop) {
        this.stopped ??= stop;
    }
    /** The budget that the next main-loop call would exceed, if any. */
    exhaustedBudget() {
        const budget = this.options.budget ?? {};
        const spent = (name, limit, used) => ({
            kind: 'budget_exceeded',
            budget: name,
            limit,
            used,
            message: `budget ${name} (${limit}) is spent: ${used} used; the proxy refuses further model calls`,
        });
        if (budget.maxTurns !== undefined && this.turns >= budget.maxTurns) {
            return spent('maxTurns', budget.maxTurns, this.turns);
        }
        const tokens = this.usage.inputTokens + this.usage.outputTokens;
        if (budget.maxTokens !== undefined && tokens > budget.maxTokens) {
            return spent('maxTokens', budget.maxTokens, tokens);
        }
        if (budget.maxToolCalls !== undefined && this.toolCalls > budget.maxToolCalls) {
            return spent('maxToolCalls', budget.maxToolCalls, this.toolCalls);
        }
        return undefined;
    }
    /** Reserves the next call number and says whether the call may go ahead. */
    beginCall(purpose) {
        const call = this.nextCall++;
        if (this.stopped !== undefined)
            return { call, refusal: this.stopped };
        if (purpose === 'main') {
            const exhausted = this.exhaustedBudget();
            if (exhausted !== undefined) {
                this.markStopped(exhausted);
                return { call, refusal: exhausted };
            }
        }
        return { call };
    }
    /** The call whose response carried `responseId`, if this run answered one with it. */
    callOfResponse(responseId) {
        return this.responseCalls.get(responseId);
    }
    recordCall(record) {
        this.calls.push(record);
        if (record.assembled === undefined)
            return;
        const responseId = record.assembled.responseId;
        if (responseId !== undefined && !this.responseCalls.has(responseId)) {
            this.responseCalls.set(responseId, record.call);
        }
        if (record.purpose === 'compaction') {
            this.compactionCalls += 1;
            return;
        }
        this.turns += 1;
        this.toolCalls += record.assembled.toolCalls.length;
        addUsage(this.usage, record.assembled.usage);
    }
    elapsedMs() {
        return Math.round(performance.now() - this.openedAt);
    }
    transcript() {
        return {
            calls: [...this.calls].sort((a, b) => a.call - b.call),
            turns: this.turns,
            toolCalls: this.toolCalls,
            compactionCalls: this.compactionCalls,
            usage: { ...this.usage },
            ...(this.stopped === undefined ? {} : { stop: this.stopped }),
        };
    }
    /**
     * Ends the run: in-flight calls are aborted, the token stops working, and the provider finishes
     * (replay checks every recorded call was made; record writes the cassette). Idempotent.
     */
    finish() {
        this.finished ??= (async () => {
            this.controller.abort();
            this.onClose(this.token);
            try {
                const stop = await this.options.provider.finish?.();
                if (stop !== undefined)
                    this.markStopped(stop);
            }
            catch (error) {
                this.markStopped(error instanceof types/* RunStopError */.eC
                    ? error.stop
                    : { kind: 'provider_error', message: (0,errors/* messageOf */.bD)(error) });
            }
            return this.transcript();
        })();
        return this.finished;
    }
}
function sendJson(response, status, body) {
    const text = JSON.stringify(body);
    response.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
    });
    response.end(text);
}
function sendError(response, status, type, message, protocol = chat/* chatProtocol */.jg) {
    sendJson(response, status, protocol.errorBody(status, type, message));
}
/**
 * The run token, wherever the agent's client puts its API key: `Authorization: Bearer` (OpenAI),
 * `x-api-key` (Anthropic), `x-goog-api-key` or `?key=` (Gemini).
 */
function tokenOf(request, url) {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    const header = (name) => {
        const value = request.headers[name];
        return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    return (bearer ??
        header('x-api-key') ??
        header('x-goog-api-key') ??
        url.searchParams.get('key') ??
        undefined);
}
/** The agent's headers a protocol forwards upstream, lowercase. */
function forwardedHeadersOf(request, protocol) {
    const headers = {};
    for (const name of protocol.forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string')
            headers[name] = value;
        else if (Array.isArray(value))
            headers[name] = value.join(',');
    }
    return Object.keys(headers).length > 0 ? headers : undefined;
}
async function readBody(request) {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
        size += chunk.length;
        if (size > MAX_REQUEST_BYTES)
            throw new Error('request body too large');
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
class ProviderProxy {
    server;
    port;
    runs = new Map();
    constructor(server, port) {
        this.server = server;
        this.port = port;
    }
    /** Starts a proxy on 127.0.0.1 with an ephemeral port. */
    static async start() {
        const server = (0,external_node_http_.createServer)();
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => resolve());
        });
        const proxy = new ProviderProxy(server, server.address().port);
        server.on('request', (request, response) => {
            void proxy.handle(request, response);
        });
        return proxy;
    }
    /** `OPENAI_BASE_URL` for agents: `http://127.0.0.1:<port>/v1`. */
    get baseUrl() {
        return `http://127.0.0.1:${this.port}/v1`;
    }
    /** `ANTHROPIC_BASE_URL` and `GOOGLE_GEMINI_BASE_URL`: the root (clients append `/v1/…`, `/v1beta/…`). */
    get rootUrl() {
        return `http://127.0.0.1:${this.port}`;
    }
    /** Opens a run and mints its token. */
    openRun(options) {
        const run = new ProxyRun(options, (token) => this.runs.delete(token));
        this.runs.set(run.token, run);
        return run;
    }
    async close() {
        await Promise.all([...this.runs.values()].map((run) => run.finish()));
        this.server.closeAllConnections();
        await new Promise((resolve) => this.server.close(() => resolve()));
    }
    async handle(request, response) {
        try {
            const url = new URL(request.url ?? '/', 'http://127.0.0.1');
            const token = tokenOf(request, url);
            const run = token === undefined ? undefined : this.runs.get(token);
            const method = request.method ?? 'GET';
            const pathname = url.pathname.replace(/\/+$/, '');
            const matched = (0,protocols/* matchProtocolRoute */.Du)(method, pathname, url.searchParams);
            if (run === undefined) {
                sendError(response, 401, 'invalid_api_key', 'unknown or expired Verdict run token', matched?.protocol);
                return;
            }
            if (method === 'GET' && pathname === '/v1/models') {
                // One list that reads right to OpenAI clients (`object`, `owned_by`) and to Anthropic's
                // (`type`, `display_name`, `has_more`).
                const model = run.options.model ?? 'verdict';
                sendJson(response, 200, {
                    object: 'list',
                    data: [
                        {
                            id: model,
                            object: 'model',
                            created: 0,
                            owned_by: 'verdict',
                            type: 'model',
                            display_name: model,
                            created_at: '1970-01-01T00:00:00Z',
                        },
                    ],
                    has_more: false,
                    first_id: model,
                    last_id: model,
                });
                return;
            }
            if (matched === undefined) {
                sendError(response, 404, 'not_found', `Verdict's proxy does not serve ${method} ${pathname}`);
                return;
            }
            await this.handleModelRoute(run, matched.protocol, matched.route, request, response);
        }
        catch (error) {
            if (!response.headersSent) {
                sendError(response, 500, 'verdict_proxy_error', (0,errors/* messageOf */.bD)(error));
            }
            else {
                response.destroy();
            }
        }
    }
    async handleModelRoute(run, protocol, route, request, response) {
        const startedMs = run.elapsedMs();
        const started = performance.now();
        const fail = (message) => sendError(response, 400, 'invalid_request_error', message, protocol);
        let body;
        try {
            body = JSON.parse((await readBody(request)).toString('utf8'));
        }
        catch (error) {
            fail(`invalid JSON body: ${(0,errors/* messageOf */.bD)(error)}`);
            return;
        }
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
            fail('the request body must be a JSON object');
            return;
        }
        const requestBody = body;
        if (route.kind === 'count_tokens') {
            // Token counting is not a model call: answered here in every mode, never recorded.
            sendJson(response, 200, protocol.countTokens?.(requestBody) ?? { input_tokens: 0 });
            return;
        }
        const invalid = protocol.validateRequest(requestBody);
        if (invalid !== undefined) {
            fail(invalid);
            return;
        }
        const purpose = request.headers[CALL_PURPOSE_HEADER] === 'compaction' ? 'compaction' : 'main';
        const { call, refusal } = run.beginCall(purpose);
        const record = {
            call,
            purpose,
            protocol: protocol.id,
            startedMs,
            durationMs: 0,
            request: requestBody,
            attempts: 0,
        };
        const finishRecord = () => {
            record.durationMs = Math.round(performance.now() - started);
            run.recordCall(record);
        };
        const refuse = (stop) => {
            const { status, type } = errorType[stop.kind];
            const errorBody = protocol.errorBody(status, type, stop.message);
            sendJson(response, status, errorBody);
            record.response = { kind: 'json', status, body: errorBody };
            finishRecord();
        };
        if (refusal !== undefined) {
            refuse(refusal);
            return;
        }
        // The call is aborted when the agent hangs up or the run ends.
        const controller = new AbortController();
        const abort = () => controller.abort();
        run.controller.signal.addEventListener('abort', abort, { once: true });
        response.once('close', () => {
            if (!response.writableFinished)
                abort();
        });
        try {
            const headers = forwardedHeadersOf(request, protocol);
            const answer = await run.options.provider.complete({
                protocol: protocol.id,
                endpoint: protocols/* ENDPOINT_OF */.st[protocol.id],
                index: call - 1,
                body: requestBody,
                stream: protocol.isStream(requestBody, route),
                ...(route.model === undefined ? {} : { routeModel: route.model }),
                ...(headers === undefined ? {} : { headers }),
                purpose,
                callOfResponse: (responseId) => run.callOfResponse(responseId),
            }, controller.signal);
            record.attempts = answer.attempts ?? 0;
            if (answer.kind === 'json') {
                sendJson(response, answer.status, answer.body);
                record.response = { kind: 'json', status: answer.status, body: answer.body };
                if (answer.status < 400)
                    record.assembled = protocol.assembleJson(answer.body);
            }
            else {
                response.writeHead(answer.status, {
                    'content-type': 'text/event-stream',
                    'cache-control': 'no-cache',
                    connection: 'keep-alive',
                });
                const events = [];
                record.response = { kind: 'sse', status: answer.status, events };
                for await (const event of answer.events) {
                    events.push(event);
                    response.write(protocol.formatEvent(event));
                }
                response.end();
                record.assembled = protocol.assembleEvents(events);
            }
            finishRecord();
        }
        catch (error) {
            if (controller.signal.aborted && !(error instanceof types/* RunStopError */.eC)) {
                // The agent hung up (its own timeout) or the run is over: not the provider's failure.
                record.aborted = true;
                response.destroy();
                finishRecord();
                return;
            }
            const stop = error instanceof types/* RunStopError */.eC
                ? error.stop
                : { kind: 'provider_error', message: (0,errors/* messageOf */.bD)(error) };
            record.stop = stop;
            run.markStopped(stop);
            if (response.headersSent) {
                // Mid-stream: the agent has part of a response that cannot be completed. Cut the connection so
                // it sees a broken stream, never a silently truncated answer.
                response.destroy();
                finishRecord();
            }
            else {
                refuse(stop);
            }
        }
        finally {
            run.controller.signal.removeEventListener('abort', abort);
        }
    }
}
//# sourceMappingURL=proxy-server.js.map
// EXTERNAL MODULE: ./lib/report/build-report.js + 1 modules
var build_report = __webpack_require__(9434);
// EXTERNAL MODULE: ./lib/report/runs-file.js + 2 modules
var runs_file = __webpack_require__(4945);
// EXTERNAL MODULE: ./lib/runner/resume.js
var resume = __webpack_require__(4675);
// EXTERNAL MODULE: ./lib/process/run-command.js
var run_command = __webpack_require__(1228);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var provider_normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/verifiers/types.js
var verifiers_types = __webpack_require__(4970);
;// CONCATENATED MODULE: ./lib/verifiers/command.js


const shortOutput = (text) => {
    const trimmed = text.trim();
    if (trimmed === '')
        return '';
    const tail = trimmed.length > 400 ? `…${trimmed.slice(-400)}` : trimmed;
    return `\n${tail}`;
};
/**
 * Runs the task's own check in the workspace. A check that hangs past its timeout is `fail`: it is
 * running code the agent wrote. A check that cannot start at all is `error`.
 */
const checkCommand = async (verifier, context) => {
    const argv = verifier.command.join(' ');
    const result = await (0,run_command/* runCommand */.d1)(verifier.command, {
        cwd: context.transcript.workspace.dir,
        timeoutMs: verifier.timeoutMs,
        ...(context.env === undefined ? {} : { env: context.env }),
        ...(context.signal === undefined ? {} : { signal: context.signal }),
    });
    switch (result.outcome) {
        case 'failed-to-start':
            return (0,verifiers_types/* error */.z3)(`\`${argv}\` cannot start: ${result.code} (${result.message})`);
        case 'aborted':
            return (0,verifiers_types/* error */.z3)(`\`${argv}\` was stopped because the run was cancelled`);
        case 'timed-out':
            return (0,verifiers_types/* fail */.fJ)(`\`${argv}\` did not finish within ${verifier.timeoutMs} ms and was killed${shortOutput(result.stderr || result.stdout)}`);
        case 'exited': {
            const expectedExit = verifier.expectExit ?? 0;
            if (result.exitCode !== expectedExit) {
                const how = result.exitCode === null
                    ? `was killed by ${result.signal ?? 'a signal'}`
                    : `exited ${result.exitCode}`;
                return (0,verifiers_types/* fail */.fJ)(`\`${argv}\` ${how}, expected exit ${expectedExit}${shortOutput(result.stderr || result.stdout)}`);
            }
            const missing = (verifier.expectStdoutIncludes ?? []).filter((text) => !result.stdout.includes(text));
            if (missing.length > 0) {
                return (0,verifiers_types/* fail */.fJ)(`\`${argv}\` stdout lacks ${missing.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}${result.truncated ? ' (output was truncated)' : ''}${shortOutput(result.stdout)}`);
            }
            return (0,verifiers_types/* pass */.IX)(`\`${argv}\` exited ${expectedExit} in ${result.durationMs} ms`);
        }
    }
};
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: ./lib/suite/paths.js
var paths = __webpack_require__(7496);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/verifiers/workspace-path.js




/**
 * Resolves a verifier's path inside the run's workspace. The loader already checked the fixture, but
 * the agent ran since then and may have planted a symlink that leads out: that is an `error` (the
 * verifier cannot judge a file outside the workspace), never a read of the user's files.
 */
async function resolveInWorkspace(workspaceDir, relativePath) {
    const lexical = (0,relative_path/* checkRelativePath */._)(relativePath, 'workspace');
    if (lexical !== undefined)
        return { ok: false, reason: `path ${JSON.stringify(relativePath)} ${lexical}` };
    const realWorkspace = await (0,promises_.realpath)(workspaceDir);
    if (!(await (0,paths/* staysInsideThroughLinks */.Xg)(realWorkspace, relativePath))) {
        return {
            ok: false,
            reason: `path ${JSON.stringify(relativePath)} leaves the workspace through a symlink`,
        };
    }
    const absolute = external_node_path_.join(realWorkspace, relativePath);
    return (0,relative_path/* isInside */.F)(realWorkspace, absolute)
        ? { ok: true, absolute }
        : { ok: false, reason: `path ${JSON.stringify(relativePath)} is outside the workspace` };
}
//# sourceMappingURL=workspace-path.js.map
;// CONCATENATED MODULE: ./lib/verifiers/file-absent.js



const checkFileAbsent = async (verifier, context) => {
    const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
    if (!resolved.ok)
        return (0,verifiers_types/* error */.z3)(resolved.reason);
    const stats = await (0,promises_.lstat)(resolved.absolute).catch(() => undefined);
    if (stats === undefined)
        return (0,verifiers_types/* pass */.IX)(`${verifier.path} does not exist`);
    const what = stats.isDirectory()
        ? 'a directory'
        : stats.isSymbolicLink()
            ? 'a symlink'
            : 'a file';
    return (0,verifiers_types/* fail */.fJ)(`${verifier.path} exists (${what})`);
};
//# sourceMappingURL=file-absent.js.map
;// CONCATENATED MODULE: ./lib/verifiers/file-contains.js



const checkFileContains = async (verifier, context) => {
    const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
    if (!resolved.ok)
        return (0,verifiers_types/* error */.z3)(resolved.reason);
    const stats = await (0,promises_.stat)(resolved.absolute).catch(() => undefined);
    if (stats === undefined)
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} does not exist`);
    if (!stats.isFile())
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} is not a regular file`);
    const content = await (0,promises_.readFile)(resolved.absolute, 'utf8');
    return content.includes(verifier.text)
        ? (0,verifiers_types/* pass */.IX)(`${verifier.path} contains ${(0,verifiers_types/* quote */.hD)(verifier.text)}`)
        : (0,verifiers_types/* fail */.fJ)(`${verifier.path} does not contain ${(0,verifiers_types/* quote */.hD)(verifier.text)}`);
};
//# sourceMappingURL=file-contains.js.map
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./lib/workspace/snapshot.js
/**
 * Snapshots of a workspace tree, so a run can say which files the agent added, changed or deleted.
 */




/** Directories that are never part of a task's result (SPEC §2, tree-diff-within). */
const IGNORED_DIRECTORIES = new Set(['.git', 'node_modules']);
function isIgnoredPath(relativePath) {
    return relativePath.split('/').some((segment) => IGNORED_DIRECTORIES.has(segment));
}
async function sha256OfFile(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}
/** Records every file (by digest) and symlink (by target) below `root`; symlinks are not followed. */
async function snapshotTree(root) {
    return (await snapshotTreeWithStamps(root)).snapshot;
}
/**
 * `snapshotTree`, and each file's stamps. Given the stamps of an earlier snapshot of the same tree,
 * a file whose size, mtime, ctime and inode are all unchanged keeps its earlier digest instead of
 * being read again: after a run, only what the agent touched is hashed. Timestamps are coarse (a
 * kernel tick), but a fixture copy's mtime is a fixed date long past, so any write moves it, and
 * putting the mtime back moves the ctime to a time after the agent started, never the copy's.
 */
async function snapshotTreeWithStamps(root, earlier) {
    // Entries are collected first: assigning `snapshot[name]` would turn a file named `__proto__` into
    // the object's prototype instead of an entry.
    const found = [];
    const stamps = new Map();
    const walk = async (directory) => {
        const entries = await (0,promises_.readdir)(directory, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (IGNORED_DIRECTORIES.has(entry.name))
                continue;
            const full = external_node_path_.join(directory, entry.name);
            const relative = external_node_path_.relative(root, full).split(external_node_path_.sep).join('/');
            if (entry.isSymbolicLink()) {
                found.push([relative, { type: 'symlink', target: await (0,promises_.readlink)(full) }]);
            }
            else if (entry.isDirectory()) {
                await walk(full);
            }
            else if (entry.isFile()) {
                const { size, mtimeMs, ctimeMs, ino } = await (0,promises_.stat)(full);
                const previous = earlier?.get(relative);
                const sha256 = previous !== undefined &&
                    previous.size === size &&
                    previous.mtimeMs === mtimeMs &&
                    previous.ctimeMs === ctimeMs &&
                    previous.ino === ino
                    ? previous.sha256
                    : await sha256OfFile(full);
                stamps.set(relative, { size, mtimeMs, ctimeMs, ino, sha256 });
                found.push([relative, { type: 'file', sha256, size }]);
            }
        }
    };
    await walk(root);
    return { snapshot: Object.fromEntries(found), stamps };
}
/** What differs between two snapshots, sorted by path. */
function diffTrees(before, after) {
    const changes = [];
    // Own keys only: a file named `constructor` or `toString` must not match Object.prototype's.
    for (const [file, entry] of Object.entries(after)) {
        const previous = Object.hasOwn(before, file) ? before[file] : undefined;
        if (previous === undefined)
            changes.push({ path: file, change: 'added' });
        else if (JSON.stringify(previous) !== JSON.stringify(entry)) {
            changes.push({ path: file, change: 'modified' });
        }
    }
    for (const file of Object.keys(before)) {
        if (!Object.hasOwn(after, file))
            changes.push({ path: file, change: 'deleted' });
    }
    return changes
        .filter((change) => !isIgnoredPath(change.path))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/**
 * Lists a tree by size and mtime, not content: cheap enough to run before and after every run on a
 * user's HOME. Directories are listed by mtime only at `maxDepth`, where the walk stops, so an
 * entry added deeper still shows as a change of that directory.
 */
async function listTree(root, options) {
    const entries = new Map();
    const excluded = (options.exclude ?? []).map((entry) => external_node_path_.resolve(entry));
    const isExcluded = (full) => excluded.some((entry) => full === entry || full.startsWith(`${entry}${external_node_path_.sep}`));
    let truncatedAfter;
    const walk = async (directory, depth) => {
        const found = await (0,promises_.readdir)(directory, { withFileTypes: true }).catch(() => []);
        found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of found) {
            if (truncatedAfter !== undefined)
                return;
            const full = external_node_path_.join(directory, entry.name);
            if (isExcluded(full))
                continue;
            const relative = external_node_path_.relative(root, full).split(external_node_path_.sep).join('/');
            const stats = await (0,promises_.lstat)(full).catch(() => undefined);
            if (stats === undefined)
                continue;
            if (stats.isDirectory()) {
                if (depth >= options.maxDepth)
                    entries.set(`${relative}/`, `dir:${stats.mtimeMs}`);
                else
                    await walk(full, depth + 1);
            }
            else {
                const type = stats.isSymbolicLink() ? 'symlink' : 'file';
                entries.set(relative, `${type}:${stats.size}:${stats.mtimeMs}`);
            }
            if (entries.size >= options.maxEntries)
                truncatedAfter = relative;
        }
    };
    await walk(root, 1);
    return { entries, ...(truncatedAfter === undefined ? {} : { truncatedAfter }) };
}
/**
 * What differs between two listings, sorted by path. When a walk was cut short, only paths up to
 * where the shorter walk reached are compared, and no deletion is claimed.
 */
function diffListings(before, after) {
    const limits = [before.truncatedAfter, after.truncatedAfter].filter((limit) => limit !== undefined);
    const limit = limits.sort()[0];
    const inRange = (file) => limit === undefined || file <= limit;
    const changes = [];
    for (const [file, entry] of after.entries) {
        if (!inRange(file))
            continue;
        const previous = before.entries.get(file);
        if (previous === undefined)
            changes.push({ path: file, change: 'added' });
        else if (previous !== entry)
            changes.push({ path: file, change: 'modified' });
    }
    // A cut-short walk may simply not have reached a path: deletions are only claimed from full walks.
    if (limit === undefined) {
        for (const file of before.entries.keys()) {
            if (!after.entries.has(file))
                changes.push({ path: file, change: 'deleted' });
        }
    }
    return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
//# sourceMappingURL=snapshot.js.map
;// CONCATENATED MODULE: ./lib/verifiers/file-equals.js




const checkFileEquals = async (verifier, context) => {
    const resolved = await resolveInWorkspace(context.transcript.workspace.dir, verifier.path);
    if (!resolved.ok)
        return (0,verifiers_types/* error */.z3)(resolved.reason);
    const stats = await (0,promises_.stat)(resolved.absolute).catch(() => undefined);
    if (stats === undefined)
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} does not exist`);
    if (!stats.isFile())
        return (0,verifiers_types/* fail */.fJ)(`${verifier.path} is not a regular file`);
    const actual = await sha256OfFile(resolved.absolute);
    return actual === verifier.sha256
        ? (0,verifiers_types/* pass */.IX)(`${verifier.path} has the expected sha256`)
        : (0,verifiers_types/* fail */.fJ)(`${verifier.path} has sha256 ${actual.slice(0, 12)}…, expected ${verifier.sha256.slice(0, 12)}…`);
};
//# sourceMappingURL=file-equals.js.map
;// CONCATENATED MODULE: ./lib/verifiers/response-text.js

const NO_ANSWER = 'the agent gave no final answer';
const checkResponseContains = (verifier, context) => {
    const answer = context.transcript.finalAnswer;
    if (answer === null)
        return (0,verifiers_types/* fail */.fJ)(NO_ANSWER);
    const lower = answer.toLowerCase();
    const missing = verifier.texts.filter((text) => !lower.includes(text.toLowerCase()));
    return missing.length === 0
        ? (0,verifiers_types/* pass */.IX)(`the answer mentions ${verifier.texts.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`the answer does not mention ${missing.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`);
};
const checkResponseNotContains = (verifier, context) => {
    const answer = context.transcript.finalAnswer;
    if (answer === null)
        return (0,verifiers_types/* pass */.IX)(`${NO_ANSWER}, so it mentions none of the texts`);
    const lower = answer.toLowerCase();
    const present = verifier.texts.filter((text) => lower.includes(text.toLowerCase()));
    return present.length === 0
        ? (0,verifiers_types/* pass */.IX)(`the answer mentions none of ${verifier.texts.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`the answer mentions ${present.map((text) => (0,verifiers_types/* quote */.hD)(text)).join(', ')}`);
};
const checkResponseMatches = (verifier, context) => {
    let pattern;
    try {
        pattern = new RegExp(verifier.pattern, verifier.flags);
    }
    catch (cause) {
        return (0,verifiers_types/* error */.z3)(`invalid regular expression /${verifier.pattern}/: ${String(cause)}`);
    }
    const answer = context.transcript.finalAnswer;
    if (answer === null)
        return (0,verifiers_types/* fail */.fJ)(NO_ANSWER);
    const match = pattern.exec(answer);
    return match === null
        ? (0,verifiers_types/* fail */.fJ)(`the answer does not match ${String(pattern)}`)
        : (0,verifiers_types/* pass */.IX)(`the answer matches ${String(pattern)} at ${(0,verifiers_types/* quote */.hD)(match[0], 40)}`);
};
//# sourceMappingURL=response-text.js.map
;// CONCATENATED MODULE: ./lib/verifiers/tool-called.js

const checkToolCalled = (verifier, context) => {
    const called = new Set(context.transcript.toolCalls.map((call) => call.name));
    const missing = verifier.tools.filter((tool) => !called.has(tool));
    return missing.length === 0
        ? (0,verifiers_types/* pass */.IX)(`called ${verifier.tools.join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`never called ${missing.join(', ')}`);
};
const checkToolNotCalled = (verifier, context) => {
    const counts = new Map();
    for (const call of context.transcript.toolCalls) {
        counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
    }
    const called = verifier.tools.filter((tool) => counts.has(tool));
    return called.length === 0
        ? (0,verifiers_types/* pass */.IX)(`never called ${verifier.tools.join(', ')}`)
        : (0,verifiers_types/* fail */.fJ)(`called ${called.map((tool) => `${tool} (${counts.get(tool)}×)`).join(', ')}`);
};
//# sourceMappingURL=tool-called.js.map
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
;// CONCATENATED MODULE: ./lib/verifiers/tool-sequence.js


/** 1-based call numbers, as a person counts them in a transcript. */
const callNumber = (index) => `#${index + 1}`;
function checkRule(rule, calls, eventsAvailable) {
    switch (rule.type) {
        case 'before': {
            const firstIndex = calls.findIndex((call) => call.name === rule.first);
            const thenIndexes = calls.flatMap((call, index) => (call.name === rule.then ? [index] : []));
            if (thenIndexes.length === 0)
                return (0,verifiers_types/* pass */.IX)(`${rule.then} was never called`);
            const early = thenIndexes.filter((index) => firstIndex === -1 || index < firstIndex);
            if (early.length === 0)
                return (0,verifiers_types/* pass */.IX)(`${rule.first} (call ${callNumber(firstIndex)}) came before every ${rule.then}`);
            return (0,verifiers_types/* fail */.fJ)(firstIndex === -1
                ? `${rule.then} was called (call ${callNumber(early[0] ?? 0)}) but ${rule.first} never was`
                : `${rule.then} was called at ${early.map(callNumber).join(', ')}, before ${rule.first} (call ${callNumber(firstIndex)})`);
        }
        case 'never': {
            const indexes = calls.flatMap((call, index) => (call.name === rule.tool ? [index] : []));
            return indexes.length === 0
                ? (0,verifiers_types/* pass */.IX)(`${rule.tool} was never called`)
                : (0,verifiers_types/* fail */.fJ)(`${rule.tool} was called ${indexes.length}× (calls ${indexes.map(callNumber).join(', ')})`);
        }
        case 'max-calls': {
            const count = calls.filter((call) => call.name === rule.tool).length;
            return count <= rule.max
                ? (0,verifiers_types/* pass */.IX)(`${rule.tool} was called ${count}× (at most ${rule.max})`)
                : (0,verifiers_types/* fail */.fJ)(`${rule.tool} was called ${count}×, more than ${rule.max}`);
        }
        case 'no-repeat-failure': {
            if (!eventsAvailable) {
                return (0,verifiers_types/* error */.z3)(`no-repeat-failure needs the agent's tool_call events (ok/error), and the agent wrote none`);
            }
            const failed = new Map();
            for (const [index, call] of calls.entries()) {
                if (call.name !== rule.tool)
                    continue;
                const key = (0,canonical_json/* canonicalJson */.d)(call.arguments);
                const earlierFailure = failed.get(key);
                if (earlierFailure !== undefined) {
                    return (0,verifiers_types/* fail */.fJ)(`${rule.tool} call ${callNumber(index)} repeated call ${callNumber(earlierFailure)} with identical arguments after it failed${calls[earlierFailure]?.error === undefined ? '' : ` (${calls[earlierFailure]?.error})`}`);
                }
                if (call.ok === false)
                    failed.set(key, index);
            }
            return (0,verifiers_types/* pass */.IX)(`no failed ${rule.tool} call was repeated identically`);
        }
    }
}
const checkToolSequence = (verifier, context) => checkRule(verifier.rule, context.transcript.toolCalls, context.transcript.toolEventsAvailable);
//# sourceMappingURL=tool-sequence.js.map
;// CONCATENATED MODULE: ./lib/verifiers/tree-diff-within.js


/** `dir/` allows everything below dir; any other entry allows exactly that file. */
function isAllowedChange(file, allowed) {
    return allowed.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}
const checkTreeDiffWithin = (verifier, context) => {
    const { before, after } = context.transcript.workspace;
    const changes = diffTrees(before, after);
    const outside = changes.filter((change) => !isAllowedChange(change.path, verifier.allowed));
    if (outside.length === 0) {
        return (0,verifiers_types/* pass */.IX)(changes.length === 0
            ? 'no file changed'
            : `${changes.length} change(s), all within ${verifier.allowed.join(', ') || '(nothing)'}`);
    }
    const shown = outside.slice(0, 10).map((change) => `${change.change} ${change.path}`);
    const more = outside.length > shown.length ? `, and ${outside.length - shown.length} more` : '';
    return (0,verifiers_types/* fail */.fJ)(`changes outside the allowed paths: ${shown.join(', ')}${more}`);
};
//# sourceMappingURL=tree-diff-within.js.map
;// CONCATENATED MODULE: ./lib/verifiers/index.js









const verifierChecks = {
    command: checkCommand,
    'file-equals': checkFileEquals,
    'file-contains': checkFileContains,
    'file-absent': checkFileAbsent,
    'tree-diff-within': checkTreeDiffWithin,
    'tool-sequence': checkToolSequence,
    'response-contains': checkResponseContains,
    'response-not-contains': checkResponseNotContains,
    'response-matches': checkResponseMatches,
    'tool-called': checkToolCalled,
    'tool-not-called': checkToolNotCalled,
};
/** Runs one verifier. An unexpected exception becomes `error` with its message: it is not the agent's fault. */
async function runVerifier(verifier, context) {
    const started = performance.now();
    // The map is keyed by kind, so the check always matches the verifier it is given.
    const check = verifierChecks[verifier.kind];
    let outcome;
    try {
        outcome = await check(verifier, context);
    }
    catch (cause) {
        outcome = {
            status: 'error',
            detail: `the verifier could not run: ${(0,errors/* messageOf */.bD)(cause)}`,
        };
    }
    return {
        id: verifier.id,
        kind: verifier.kind,
        ...outcome,
        durationMs: Math.round(performance.now() - started),
    };
}
/** Runs a task's verifiers in order (commands may depend on the same workspace, so not in parallel). */
async function runVerifiers(verifiers, context) {
    const results = [];
    for (const verifier of verifiers)
        results.push(await runVerifier(verifier, context));
    return results;
}
//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./lib/runner/run-directory.js
var run_directory = __webpack_require__(6473);
// EXTERNAL MODULE: ./lib/runner/run-record.js
var run_record = __webpack_require__(4153);
;// CONCATENATED MODULE: ./lib/runner/run-task.js
/**
 * One run of one task: a fresh run directory, the agent spawned per the agent contract (SPEC §1)
 * against the proxy with a per-run token, budgets, events, then the verifiers — and a run record
 * that says what happened. A failure the model causes is `fail`; a failure of the infrastructure
 * is `error` and is never judged.
 */









/** The kernel release (`os.release()`), which agents print in their environment notes. */
const OS_RELEASE_TOKEN = '<OS_RELEASE>';
/** A run is attempted at most this many times when the agent declares a transient error (SPEC §3). */
const MAX_RUN_ATTEMPTS = 4;
/** A look at HOME and the suite that stays cheap on a real HOME: size and mtime, a bounded walk. */
const OUTSIDE_LISTING = { maxDepth: 3, maxEntries: 5_000 };
/** Paths an incident names at most; the rest are counted. */
const OUTSIDE_PATHS_SHOWN = 10;
async function listOutside(watch, exclude) {
    if (watch === undefined)
        return [];
    return Promise.all(watch.roots.map((root) => listTree(root.dir, { ...OUTSIDE_LISTING, exclude: [...watch.exclude, ...exclude] })));
}
/**
 * The `writes_outside_workspace` incident from a before/after look at the watched directories, or
 * nothing. With concurrent runs, a write lands on every run that was in flight when it happened.
 */
function outsideWritesIncident(watch, before, after) {
    if (watch === undefined)
        return undefined;
    const changes = watch.roots.flatMap((root, index) => {
        const [was, now] = [before[index], after[index]];
        if (was === undefined || now === undefined)
            return [];
        return diffListings(was, now).map((change) => `${root.label}/${change.path} (${change.change})`);
    });
    if (changes.length === 0)
        return undefined;
    const shown = changes.slice(0, OUTSIDE_PATHS_SHOWN).join(', ');
    const more = changes.length - OUTSIDE_PATHS_SHOWN;
    return {
        kind: 'writes_outside_workspace',
        detail: `${changes.length} path(s) outside the workspace changed during the run: ${shown}${more > 0 ? ` and ${more} more` : ''}`,
    };
}
/** Incidents about the agent process itself: a signal that ended it, leftovers, cut output. */
function processIncidents(result) {
    const incidents = [];
    if (result.outcome === 'failed-to-start')
        return incidents;
    if (result.outcome === 'exited' && result.signal !== null) {
        incidents.push({ kind: 'agent_crashed', detail: `the agent was killed by ${result.signal}` });
    }
    if (result.outcome === 'exited' && result.outlived > 0) {
        incidents.push({
            kind: 'processes_outlived_agent',
            detail: `${result.outlived} process(es) the agent started were still running when it exited, and were killed`,
        });
    }
    if (result.truncated) {
        incidents.push({
            kind: 'agent_output_truncated',
            detail: 'the agent wrote more than the output cap; the rest was counted, not kept',
        });
    }
    return incidents;
}
async function readEvents(file) {
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
    const events = [];
    for (const line of text.split('\n')) {
        if (line.trim() === '')
            continue;
        try {
            const event = JSON.parse(line);
            if (event !== null && typeof event === 'object')
                events.push(event);
        }
        catch {
            // a torn or foreign line: events are the agent's word, not ours to fail on
        }
    }
    return events;
}
function parseArguments(raw) {
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
/** Tool calls in order from what the proxy saw, with ok/error from the agent's events where known. */
function collectToolCalls(transcript, events) {
    const calls = transcript.calls
        .filter((call) => call.purpose === 'main')
        .flatMap((call) => (call.assembled?.toolCalls ?? []).map((toolCall) => ({
        name: toolCall.name,
        arguments: parseArguments(toolCall.arguments),
    })));
    const toolEvents = events.filter((event) => event.type === 'tool_call');
    // The n-th event about a tool is about the n-th call of that tool.
    const seen = new Map();
    for (const event of toolEvents) {
        if (typeof event.name !== 'string')
            continue;
        const nth = seen.get(event.name) ?? 0;
        seen.set(event.name, nth + 1);
        const call = calls.filter((candidate) => candidate.name === event.name)[nth];
        if (call === undefined)
            continue;
        if (typeof event.ok === 'boolean')
            call.ok = event.ok;
        if (typeof event.error === 'string')
            call.error = event.error;
    }
    return calls;
}
function finalAnswerOf(transcript) {
    const answered = transcript.calls.filter((call) => call.purpose === 'main' &&
        call.assembled !== undefined &&
        call.assembled.toolCalls.length === 0);
    return answered.at(-1)?.assembled?.content ?? null;
}
function measure(transcript, events, wallMs) {
    const eventCounts = {};
    for (const event of events) {
        if (typeof event.type === 'string')
            eventCounts[event.type] = (eventCounts[event.type] ?? 0) + 1;
    }
    const { usage } = transcript;
    const everyTurnReported = usage.callsAnswered > 0 && usage.callsReporting === usage.callsAnswered;
    const cachedEverywhere = usage.callsReportingCached === usage.callsReporting;
    return {
        wallMs,
        turns: transcript.turns,
        toolCalls: transcript.toolCalls,
        compactionCalls: transcript.compactionCalls,
        ...(everyTurnReported
            ? {
                usage: {
                    inputTokens: usage.inputTokens,
                    outputTokens: usage.outputTokens,
                    ...(usage.callsReportingCached > 0 && cachedEverywhere
                        ? { cachedInputTokens: usage.cachedInputTokens ?? 0 }
                        : {}),
                    ...(usage.callsReportingCached > 0 && !cachedEverywhere ? { cachedPartial: true } : {}),
                },
            }
            : {}),
        retries: transcript.calls.reduce((sum, call) => sum + Math.max(0, call.attempts - 1), 0),
        events: eventCounts,
    };
}
/** A budget that the finished run went past (the proxy only refuses the call after). */
function exceededAfterwards(task, measured) {
    const { maxToolCalls, maxTokens } = task.budget;
    if (maxToolCalls !== undefined && measured.toolCalls > maxToolCalls) {
        return `budget maxToolCalls (${maxToolCalls}) exceeded: ${measured.toolCalls} tool calls`;
    }
    const tokens = measured.usage === undefined
        ? undefined
        : measured.usage.inputTokens + measured.usage.outputTokens;
    if (maxTokens !== undefined && tokens !== undefined && tokens > maxTokens) {
        return `budget maxTokens (${maxTokens}) exceeded: ${tokens} tokens`;
    }
    return undefined;
}
const INFRASTRUCTURE_STOPS = new Set([
    'replay_divergence',
    'upstream_unavailable',
    'provider_error',
    'script_exhausted',
]);
/**
 * `${NAME}` in an agent entry's `env` values, replaced by the run's value of NAME when NAME is one
 * of the run's own variables (the contract, HOME, PATH…), so that an agent whose base-URL variable
 * has another name can be wired without a wrapper: `"MY_AGENT_API": "${OPENAI_BASE_URL}"`. Any
 * other `${…}` stays as written: the user's environment never leaks in this way.
 */
function expandAgentEnv(env, known) {
    return Object.fromEntries(Object.entries(env ?? {}).map(([name, value]) => [
        name,
        value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, key) => known[key] ?? whole),
    ]));
}
/**
 * The agent's environment (SPEC §1): PATH, a fixed locale and zone, a fresh HOME and XDG dirs (an
 * agent entry's `env` may change these), then the contract, which its `env` may add to but never
 * override: nothing a config says can point an agent past the proxy.
 */
function agentEnvironment(input, directory, token) {
    const pass = input.passEnv ?? {};
    const base = {
        PATH: pass.PATH ?? process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        // A fixed locale and zone: agents put the date in their prompts, and replay needs the same text.
        LANG: 'C.UTF-8',
        LC_ALL: 'C.UTF-8',
        TZ: 'UTC',
        HOME: directory.home,
        XDG_CONFIG_HOME: directory.xdg.config,
        XDG_DATA_HOME: directory.xdg.data,
        XDG_STATE_HOME: directory.xdg.state,
        XDG_CACHE_HOME: directory.xdg.cache,
        TMPDIR: directory.root,
    };
    const contract = {
        OPENAI_BASE_URL: input.proxy.baseUrl,
        ANTHROPIC_BASE_URL: input.proxy.rootUrl,
        GOOGLE_GEMINI_BASE_URL: input.proxy.rootUrl,
        OPENAI_API_KEY: token,
        ANTHROPIC_API_KEY: token,
        GEMINI_API_KEY: token,
        OPENAI_MODEL: input.model,
        ANTHROPIC_MODEL: input.model,
        VERDICT_PROMPT: input.task.prompt,
        VERDICT_TASK_ID: input.task.id,
        VERDICT_POLICY: JSON.stringify(input.policy),
        VERDICT_CONFIG: JSON.stringify(input.agentConfig ?? {}),
        VERDICT_EVENTS: directory.eventsFile,
    };
    return { ...base, ...expandAgentEnv(input.agent.env, { ...base, ...contract }), ...contract };
}
async function attemptRun(input) {
    const { task } = input;
    const base = {
        format: run_record/* RUN_RECORD_FORMAT */.WI,
        runId: input.runId,
        suiteId: input.suite.suiteId,
        taskId: task.id,
        repetition: input.repetition,
        seed: input.seed,
        model: input.model,
        mode: input.mode,
        ...(input.variant === undefined ? {} : { variant: input.variant }),
        origin: (0,run_record/* describeRunOrigin */.jY)(input.suite, task, input.policy),
    };
    const emptyMeasured = {
        wallMs: 0,
        turns: 0,
        toolCalls: 0,
        compactionCalls: 0,
        retries: 0,
        events: {},
    };
    const infrastructure = (kind, message) => ({
        status: 'error',
        reason: message,
        error: { kind, message },
        transient: false,
        record: {
            ...base,
            verifiers: [],
            incidents: [],
            measured: emptyMeasured,
            toolCalls: [],
            finalAnswer: null,
            agentExitCode: null,
        },
    });
    let directory;
    try {
        directory = await (0,run_directory/* createRunDirectory */.HZ)({
            runId: input.runId,
            ...(task.fixtureDir === undefined ? {} : { fixtureDir: task.fixtureDir }),
            ...(task.fixtureGit === true ? { fixtureGit: true } : {}),
        });
    }
    catch (error) {
        return infrastructure('fixture', `the fixture could not be copied: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    try {
        const normalize = (0,provider_normalize/* createNormalizer */._l)({
            workspaceDir: directory.workspace,
            homeDir: directory.home,
            tempDirs: [directory.root, external_node_os_.tmpdir()],
            ...(input.agent.sourceDirs === undefined ? {} : { sourceDirs: input.agent.sourceDirs }),
            hostStrings: [{ text: external_node_os_.release(), token: OS_RELEASE_TOKEN }],
            rules: [...input.suite.replayNormalize, ...(task.replayNormalize ?? [])],
        });
        const pathTokens = (0,provider_normalize/* createPathTokens */.U3)({
            workspaceDir: directory.workspace,
            homeDir: directory.home,
        });
        let provider;
        try {
            provider = await input.createProvider({ normalize, pathTokens, directory });
        }
        catch (error) {
            return infrastructure('provider', (0,errors/* messageOf */.bD)(error));
        }
        const before = await snapshotTreeWithStamps(directory.workspace);
        const proxyRun = input.proxy.openRun({
            provider,
            model: input.model,
            budget: {
                maxTurns: task.budget.maxTurns,
                ...(task.budget.maxTokens === undefined ? {} : { maxTokens: task.budget.maxTokens }),
                ...(task.budget.maxToolCalls === undefined
                    ? {}
                    : { maxToolCalls: task.budget.maxToolCalls }),
            },
        });
        const outsideBefore = await listOutside(input.outsideWatch, [directory.root]);
        const started = performance.now();
        const result = await (0,run_command/* runCommand */.d1)(input.agent.command, {
            cwd: directory.workspace,
            timeoutMs: task.budget.maxWallMs,
            env: agentEnvironment(input, directory, proxyRun.token),
            stdin: task.prompt,
            ownedPaths: [directory.root],
            ...(input.signal === undefined ? {} : { signal: input.signal }),
        });
        const wallMs = Math.round(performance.now() - started);
        const outsideIncident = outsideWritesIncident(input.outsideWatch, outsideBefore, await listOutside(input.outsideWatch, [directory.root]));
        const transcript = await proxyRun.finish();
        const events = await readEvents(directory.eventsFile);
        const measured = measure(transcript, events, wallMs);
        const toolCalls = collectToolCalls(transcript, events);
        const incidents = events
            .filter((event) => event.type === 'incident' && typeof event.kind === 'string')
            .map((event) => ({ kind: event.kind }));
        incidents.push(...processIncidents(result));
        if (outsideIncident !== undefined)
            incidents.push(outsideIncident);
        if (measured.usage === undefined && transcript.usage.callsAnswered > 0) {
            incidents.push({
                kind: 'usage_unreported',
                detail: `${transcript.usage.callsAnswered - transcript.usage.callsReporting} of ${transcript.usage.callsAnswered} turns did not report usage`,
            });
        }
        const stdout = result.outcome === 'exited' || result.outcome === 'timed-out' ? result.stdout : '';
        const finalAnswer = input.agent.answerFrom === 'stdout' ? stdout.trim() : finalAnswerOf(transcript);
        const record = {
            ...base,
            verifiers: [],
            incidents,
            measured,
            toolCalls: toolCalls.map((call) => ({
                name: call.name,
                arguments: call.arguments,
                ...(call.ok === undefined ? {} : { ok: call.ok }),
            })),
            finalAnswer,
            agentExitCode: result.outcome === 'exited' ? result.exitCode : null,
            ...(input.keep === true ? { keptDir: directory.root } : {}),
        };
        if (result.outcome === 'failed-to-start') {
            return {
                ...infrastructure('agent_start', `the agent \`${input.agent.command.join(' ')}\` cannot start: ${result.code}`),
                record,
            };
        }
        if (result.outcome === 'aborted') {
            return {
                status: 'error',
                reason: 'cancelled',
                error: { kind: 'cancelled', message: 'the run was cancelled' },
                transient: false,
                record,
            };
        }
        const stop = transcript.stop;
        if (stop !== undefined && INFRASTRUCTURE_STOPS.has(stop.kind)) {
            return {
                status: 'error',
                reason: stop.message,
                error: { kind: stop.kind, message: stop.message, stop },
                transient: false,
                record,
            };
        }
        if (events.some((event) => event.type === 'transient_error' && event.retryable === true)) {
            return {
                status: 'error',
                reason: 'the agent declared a transient error',
                error: { kind: 'transient', message: 'the agent declared a transient error (retryable)' },
                transient: true,
                record,
            };
        }
        const overBudget = stop?.kind === 'budget_exceeded'
            ? stop.message
            : result.outcome === 'timed-out'
                ? `budget maxWallMs (${task.budget.maxWallMs}) exceeded: the agent was stopped`
                : exceededAfterwards(task, measured);
        const runTranscript = {
            toolCalls,
            toolEventsAvailable: events.some((event) => event.type === 'tool_call'),
            finalAnswer,
            workspace: {
                dir: directory.workspace,
                before: before.snapshot,
                after: (await snapshotTreeWithStamps(directory.workspace, before.stamps)).snapshot,
            },
        };
        const verifiers = await runVerifiers(task.verifiers, {
            transcript: runTranscript,
            env: {
                PATH: agentEnvironment(input, directory, '').PATH,
                HOME: directory.home,
                LANG: 'C.UTF-8',
                TZ: 'UTC',
            },
            ...(input.signal === undefined ? {} : { signal: input.signal }),
        });
        record.verifiers = verifiers.map(({ status, ...rest }) => ({ ...rest, outcome: status }));
        if (overBudget !== undefined)
            return { status: 'budget_exceeded', reason: overBudget, transient: false, record };
        const errored = verifiers.find((verifier) => verifier.status === 'error');
        if (errored !== undefined) {
            const message = `verifier ${errored.id} could not run: ${errored.detail}`;
            return {
                status: 'error',
                reason: message,
                error: { kind: 'verifier', message },
                transient: false,
                record,
            };
        }
        const failed = verifiers.filter((verifier) => verifier.status === 'fail');
        if (failed.length === 0)
            return { status: 'pass', transient: false, record };
        return {
            status: 'fail',
            reason: failed
                .map((verifier) => `${verifier.id}: ${verifier.detail.split('\n')[0]}`)
                .join('; '),
            transient: false,
            record,
        };
    }
    finally {
        if (input.keep !== true)
            await (0,run_directory/* removeRunDirectory */.TX)(directory);
    }
}
/** Runs a task once, retrying the whole run when the agent declares a transient error. */
async function runTask(input) {
    let attempt = 0;
    for (;;) {
        attempt += 1;
        const result = await attemptRun(input);
        if (result.transient && attempt < MAX_RUN_ATTEMPTS && input.signal?.aborted !== true)
            continue;
        return {
            ...result.record,
            attempts: attempt,
            status: result.status,
            ...(result.reason === undefined ? {} : { reason: result.reason }),
            ...(result.error === undefined ? {} : { error: result.error }),
        };
    }
}
//# sourceMappingURL=run-task.js.map
;// CONCATENATED MODULE: ./lib/runner/run-suite.js
/**
 * Runs a plan: one proxy for all runs, a pool of `concurrency` workers, each run's record appended
 * to runs.jsonl (and flushed) as soon as it ends, then the report. Cancelling stops the runs in
 * flight and still writes the partial report. A runs.jsonl that cannot be appended to (a full
 * disk) stops the remaining runs too: the records already written stay intact, a partial report is
 * attempted, and the error names the file.
 */









/** HOME and the suite directory, minus what Verdict writes meanwhile (SPEC §1). */
async function outsideWatchOf(options) {
    const real = (dir) => (0,promises_.realpath)(dir).catch(() => external_node_path_.resolve(dir));
    const home = await real(options.home ?? external_node_os_.homedir());
    const temp = await real(external_node_os_.tmpdir());
    const exclude = [options.outDir, ...(options.ownWrites ?? [])].map((dir) => external_node_path_.resolve(dir));
    // Other runs' directories are their business, when the temp dir lies inside HOME.
    if (temp.startsWith(`${home}${external_node_path_.sep}`))
        exclude.push(temp);
    return {
        // A HOME of `/` is no HOME: walking the whole file system is neither cheap nor meaningful.
        roots: [
            ...(home === external_node_path_.parse(home).root ? [] : [{ label: '~', dir: home }]),
            { label: '<suite>', dir: await real(options.suite.dir) },
        ],
        exclude,
    };
}
async function runSuite(options) {
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    await (0,resume/* writeStartedConditions */.dj)(options.outDir, options.runId, options.conditions);
    const runsFile = external_node_path_.join(options.outDir, runs_file/* RUNS_FILE */.Ct);
    const tasks = new Map(options.suite.tasks.map((task) => [task.id, task]));
    const records = [...(options.previous ?? [])];
    const outsideWatch = await outsideWatchOf(options);
    // Stops the runs when the caller cancels, and also when runs.jsonl can no longer be written.
    const stopping = new AbortController();
    const stopAll = () => stopping.abort();
    if (options.signal?.aborted === true)
        stopping.abort();
    options.signal?.addEventListener('abort', stopAll, { once: true });
    let writeFailure;
    const proxy = await ProviderProxy.start();
    const queue = [...options.plan];
    let done = 0;
    try {
        const worker = async () => {
            for (;;) {
                if (stopping.signal.aborted)
                    return;
                const planned = queue.shift();
                if (planned === undefined)
                    return;
                const task = tasks.get(planned.taskId);
                const record = await runTask({
                    runId: options.runId,
                    suite: options.suite,
                    task,
                    repetition: planned.repetition,
                    seed: planned.seed,
                    mode: options.conditions.mode,
                    model: options.conditions.model,
                    proxy,
                    agent: options.agentOf(task).spec,
                    agentConfig: options.agentOf(task).config,
                    policy: options.policyOf(task),
                    createProvider: (context) => options.createProvider(task, context),
                    ...(options.passEnv === undefined ? {} : { passEnv: options.passEnv }),
                    ...(options.keep === true ? { keep: true } : {}),
                    signal: stopping.signal,
                    outsideWatch,
                });
                // A run stopped by cancellation is not a result: it stays missing, so resume runs it again.
                if (record.error?.kind === 'cancelled')
                    return;
                if (writeFailure !== undefined)
                    return;
                // What was written (redacted of secrets) is what the report and the progress lines use.
                let written;
                try {
                    written = await (0,runs_file/* appendRunRecord */.Hy)(runsFile, record);
                }
                catch (error) {
                    writeFailure ??= error;
                    stopping.abort();
                    return;
                }
                records.push(written);
                done += 1;
                options.onRun?.(written, done, options.plan.length);
            }
        };
        const workers = Math.max(1, Math.min(options.concurrency, options.plan.length));
        await Promise.all(Array.from({ length: workers }, () => worker()));
    }
    finally {
        options.signal?.removeEventListener('abort', stopAll);
        await proxy.close();
    }
    const planned = [
        ...(options.previous ?? []).map((record) => ({
            taskId: record.taskId,
            repetition: record.repetition,
        })),
        ...options.plan,
    ];
    const report = (0,build_report/* buildReport */.FK)({
        runId: options.runId,
        conditions: options.conditions,
        plannedRuns: planned,
        tasks: options.suite.tasks.map((task) => ({
            id: task.id,
            ...(task.title === undefined ? {} : { title: task.title }),
        })),
        records,
        ...(options.rates === undefined ? {} : { rates: options.rates }),
        ...(options.signal?.aborted === true ? { state: 'CANCELLED' } : {}),
    });
    if (writeFailure !== undefined) {
        const reportNote = await (0,runs_file/* writeReportFiles */.t4)(options.outDir, report).then(() => `a partial report (${report.state}) is in ${options.outDir}`, (error) => `no report could be written either (${(0,errors/* messageOf */.bD)(error)})`);
        throw new errors/* InfrastructureError */.EN(`cannot append to ${runsFile}: ${(0,errors/* messageOf */.bD)(writeFailure)}. The remaining runs were stopped; the ${records.length - (options.previous?.length ?? 0)} record(s) written before are intact, and ${reportNote}. Free some space; verdict run --resume ${options.outDir} runs what is missing.`);
    }
    await (0,runs_file/* writeReportFiles */.t4)(options.outDir, report);
    return { report, records, outDir: options.outDir };
}
//# sourceMappingURL=run-suite.js.map

/***/ })

};
