export const id = 806;
export const ids = [806];
export const modules = {

/***/ 6793:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WW: () => (/* binding */ DEFAULT_CASES_DIR),
  KU: () => (/* binding */ DEFAULT_RECORDED_SUITE),
  qK: () => (/* binding */ addCase),
  jP: () => (/* binding */ grantFlagsOf),
  Vq: () => (/* reexport */ promote_run/* parseContains */.Vq)
});

// UNUSED EXPORTS: MAX_CASE_NAME_LENGTH, REFUSAL_REASON, buildCase, chooseRun, distinctTools, nameBaseOf, shortenPrompt, uniqueCaseName, uniqueName, wordsMissingFromAnswer

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/run-dir/atomic-write.js
var atomic_write = __webpack_require__(5176);
// EXTERNAL MODULE: ./lib/runner/saved-runs.js
var saved_runs = __webpack_require__(7688);
// EXTERNAL MODULE: ./lib/suite/case-file.js
var case_file = __webpack_require__(6753);
// EXTERNAL MODULE: ./lib/suite/schema.js + 1 modules
var schema = __webpack_require__(6010);
// EXTERNAL MODULE: ./lib/suite/load-suite.js + 1 modules
var load_suite = __webpack_require__(6248);
// EXTERNAL MODULE: ./lib/path-exists.js
var path_exists = __webpack_require__(7121);
// EXTERNAL MODULE: ./lib/suite/discover-suites.js
var discover_suites = __webpack_require__(6907);
;// CONCATENATED MODULE: ./lib/cases/case-origin.js
/**
 * Where a promoted case comes from: the task a run was made of, from its record's `origin` (SPEC
 * §6), else from its suite (`--from SUITE`, or found by id), else `--prompt TEXT` alone.
 */







/**
 * A case file has only the default policy, an empty workspace and no replay rules (without a
 * suite's, the promoted cassette would not replay): anything else needs a suite.
 */
function needsSuiteForm(origin) {
    const policy = origin.policy;
    const defaultPolicy = policy.mode === schema/* DEFAULT_POLICY */.zj.mode &&
        (policy.allow ?? []).length === 0 &&
        policy.readOnly !== true;
    return origin.fixtureDir !== undefined || !defaultPolicy || origin.replayNormalize.length > 0;
}
async function resolveOrigin(options, record) {
    if (options.prompt !== undefined) {
        return {
            prompt: options.prompt,
            source: '--prompt',
            policy: { ...schema/* DEFAULT_POLICY */.zj },
            replayNormalize: [],
            warnings: [],
        };
    }
    if (options.from === undefined && record.origin !== undefined) {
        return originOfRecord(record, options.cwd);
    }
    return originOfSuite(options, record);
}
async function originOfRecord(record, cwd) {
    const origin = record.origin;
    let fixtureDir;
    if (origin.fixture !== undefined) {
        fixtureDir = external_node_path_.join(origin.suiteDir, origin.fixture);
        if ((await (0,promises_.stat)(fixtureDir).catch(() => undefined))?.isDirectory() !== true) {
            throw new errors/* UsageError */.eb(`add: the fixture of task "${record.taskId}" (${(0,load_suite/* displayPath */.Gt)(fixtureDir, cwd)}) no longer exists, ` +
                'so the case could not start from it. Pass --from <suite> (where the suite is now).');
        }
    }
    return {
        prompt: origin.prompt,
        ...(origin.title === undefined ? {} : { title: origin.title }),
        ...(origin.agent === undefined ? {} : { agent: origin.agent }),
        source: `the run record (suite ${record.suiteId} ${origin.suiteVersion})`,
        suiteDir: origin.suiteDir,
        ...(fixtureDir === undefined ? {} : { fixtureDir }),
        ...(origin.fixtureGit === true ? { fixtureGit: true } : {}),
        policy: origin.policy,
        budget: origin.budget,
        replayNormalize: origin.replayNormalize,
        warnings: [],
    };
}
function suiteCandidates(options, suiteId) {
    if (options.from !== undefined)
        return [external_node_path_.resolve(options.cwd, options.from)];
    const dirs = [
        ...(options.suiteDir === undefined ? [] : [external_node_path_.resolve(options.cwd, options.suiteDir)]),
        external_node_path_.join(options.packageRoot, discover_suites/* BUNDLED_SUITES_DIR */.nj),
        options.cwd,
    ];
    return dirs.flatMap((dir) => [external_node_path_.join(dir, suiteId), external_node_path_.join(dir, `${suiteId}.json`)]);
}
async function originOfSuite(options, record) {
    const tried = [];
    for (const candidate of suiteCandidates(options, record.suiteId)) {
        if (!(await (0,path_exists/* pathExists */.s)(candidate)))
            continue;
        tried.push((0,load_suite/* displayPath */.Gt)(candidate, options.cwd));
        const loaded = await (0,load_suite/* loadSuite */.bu)(candidate, { cwd: options.cwd });
        if (!loaded.ok) {
            if (options.from !== undefined) {
                throw new errors/* ConfigError */.xL(`add: --from ${options.from}: the suite is invalid (run \`verdict validate ${options.from}\`)`, loaded.problems);
            }
            continue;
        }
        const { suite } = loaded;
        const task = suite.tasks.find((item) => item.id === record.taskId);
        if (task === undefined)
            continue;
        const warnings = suite.suiteId === record.suiteId
            ? []
            : [
                `the run is of suite "${record.suiteId}" but the prompt was read from suite "${suite.suiteId}"`,
            ];
        return {
            prompt: task.prompt,
            ...(task.title === undefined ? {} : { title: task.title }),
            ...(task.agent === undefined ? {} : { agent: task.agent }),
            source: suite.file,
            suiteDir: suite.dir,
            ...(task.fixtureDir === undefined ? {} : { fixtureDir: task.fixtureDir }),
            ...(task.fixtureGit === true ? { fixtureGit: true } : {}),
            policy: task.policy,
            budget: task.budget,
            replayNormalize: [...suite.replayNormalize, ...(task.replayNormalize ?? [])],
            warnings,
        };
    }
    const looked = tried.length === 0 ? '' : ` (looked in ${tried.join(', ')})`;
    throw new errors/* UsageError */.eb(`add: cannot find the prompt of task "${record.taskId}" of suite "${record.suiteId}"${looked}: ` +
        'the run record is older than the ones that keep their prompt. Pass --from <suite> (the ' +
        'suite the run came from) or --prompt TEXT.');
}
//# sourceMappingURL=case-origin.js.map
;// CONCATENATED MODULE: ./lib/cases/read-existing.js


/**
 * Reads a file `verdict add` is about to extend (a case file, a promoted suite), validated, or
 * undefined when it does not exist yet. A broken file is refused, never appended to.
 */
async function readExistingFile(file, shown, schema, what) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
            return undefined;
        throw new errors/* UsageError */.eb(`add: cannot read ${shown}: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`add: ${shown} is not valid JSON (${(0,errors/* messageOf */.bD)(error)}); nothing written`, [{ file: shown, field: '(file)', message: 'is not valid JSON' }]);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => ({
            file: shown,
            field: issue.path.join('.') || '(file)',
            message: issue.message,
        }));
        throw new errors/* ConfigError */.xL(`add: ${shown} is not a valid ${what} (run \`verdict validate ${shown}\`); nothing written`, problems);
    }
    return parsed.data;
}
//# sourceMappingURL=read-existing.js.map
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/provider/cassette.js + 1 modules
var provider_cassette = __webpack_require__(8957);
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __webpack_require__(51);
;// CONCATENATED MODULE: ./lib/cases/promote-cassette.js
/**
 * The cassette of a promoted case (docs/traces.md): from the run's trace, else the task's cassette.
 * One that diverged would make the case's first replay an error, so it is written by the cassette
 * writer to a temporary directory, replayed there, and copied only when that passed. Never
 * overwrites, never fails the command: a cassette not kept is a reason in the outcome.
 */








const callList = (numbers) => `call${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`;
async function candidateOf(input) {
    const shown = (file) => (0,load_suite/* displayPath */.Gt)(file, input.cwd);
    const { source } = input;
    if (source.kind === 'trace') {
        const { conversation } = source;
        if (conversation.calls.length === 0) {
            return {
                kind: 'none',
                reason: conversation.leftOut.length === 0
                    ? `the run made no model call (${conversation.file}), so there is nothing to replay`
                    : `no model call of the run got a whole answer (${callList(conversation.leftOut)} of ${conversation.file} were abandoned)`,
            };
        }
        const { file: from, recording, calls } = conversation;
        return { kind: 'calls', from, recording, calls };
    }
    if (source.suiteDir === undefined) {
        return { kind: 'none', reason: 'no source suite (--prompt given)' };
    }
    const file = (0,provider_cassette/* cassettePath */.YM)(external_node_path_.join(source.suiteDir, 'cassettes'), source.taskId);
    if (!(await (0,path_exists/* pathExists */.s)(file))) {
        return {
            kind: 'none',
            reason: `the run kept no trace and the task has no cassette (${shown(file)})`,
        };
    }
    const cassette = await (0,provider_cassette/* readCassette */.nn)(file, shown(file));
    return { kind: 'calls', from: shown(file), recording: cassette.header, calls: cassette.calls };
}
async function promoteCassette(input) {
    const shown = (file) => (0,load_suite/* displayPath */.Gt)(file, input.cwd);
    const skipped = (reason) => ({
        kind: 'skipped',
        source: input.source.kind,
        reason,
    });
    const target = (0,provider_cassette/* cassettePath */.YM)(input.targetDir, input.caseId);
    let candidate;
    try {
        candidate = await candidateOf(input);
    }
    catch (error) {
        return skipped((0,errors/* messageOf */.bD)(error));
    }
    if (candidate.kind === 'none')
        return skipped(candidate.reason);
    if (await (0,path_exists/* pathExists */.s)(target))
        return skipped(`${shown(target)} already exists; not overwritten`);
    if (input.replayCheck === undefined) {
        return skipped('it could not be checked to replay the case');
    }
    const leftOut = input.source.kind === 'trace' ? input.source.conversation.leftOut : [];
    const scratch = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 'verdict-add-'));
    try {
        const written = (0,provider_cassette/* cassettePath */.YM)(scratch, input.caseId);
        await (0,provider_cassette/* writeCassette */.mw)(written, {
            format: provider_cassette/* CASSETTE_FORMAT */.j$,
            suiteId: input.suiteName,
            suiteVersion: candidate.recording.suiteVersion,
            taskId: input.caseId,
            configHash: candidate.recording.configHash,
            harnessVersion: candidate.recording.harnessVersion,
        }, candidate.calls, { secrets: (0,secret_scan/* credentialsFromEnvironment */.Es)(input.env), displayPath: shown(target) });
        const replayed = await input.replayCheck({
            suite: input.suite,
            taskId: input.caseId,
            cassetteDir: scratch,
            policy: input.policy,
            ...(input.runAgent === undefined ? {} : { runAgent: input.runAgent }),
        });
        if (!replayed.passed) {
            const abandoned = leftOut.length === 0
                ? ''
                : `; ${callList(leftOut)} of the trace, abandoned before their answer, were left out`;
            return skipped(`${candidate.from} does not replay the case end to end (${replayed.reason}${abandoned})`);
        }
        await (0,promises_.mkdir)(input.targetDir, { recursive: true });
        await (0,promises_.copyFile)(written, target);
    }
    catch (error) {
        return skipped((0,errors/* messageOf */.bD)(error));
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
    const moved = { from: candidate.from, to: shown(target) };
    return input.source.kind === 'trace'
        ? { kind: 'made', ...moved, calls: candidate.calls.length, leftOut }
        : { kind: 'copied', ...moved };
}
//# sourceMappingURL=promote-cassette.js.map
// EXTERNAL MODULE: ./lib/cases/run-config.js
var run_config = __webpack_require__(7951);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
// EXTERNAL MODULE: ./lib/run-dir/trace-schema.js
var trace_schema = __webpack_require__(2588);
;// CONCATENATED MODULE: ./lib/cases/trace-cassette.js
/**
 * The conversation of a promoted run, from its trace (SPEC §6 `verdict add`, docs/traces.md),
 * decoded by the cassette codec's own reader. A trace missing or with a line that does not read is
 * an error: a cassette made from what is left could lack a call.
 */







/** A call the agent never got a whole answer to: nothing a replay could serve. */
const isUnanswered = (call) => call.aborted === true || call.cassette.response === undefined;
/** Stands in for a missing answer: a later request may be a delta against the call, so it is read, then dropped. */
const NO_ANSWER = { kind: 'json', status: 0, body: null };
/** The header the call lines are decoded under; the cassette written gets the promoted case's. */
const DECODING_HEADER = {
    format: provider_cassette/* CASSETTE_FORMAT */.j$,
    suiteId: 'trace',
    suiteVersion: '0.0.0',
    taskId: 'trace',
    configHash: trace_schema/* TRACE_FORMAT */._W,
    harnessVersion: trace_schema/* TRACE_FORMAT */._W,
};
/**
 * The calls a promoted cassette holds (pure): the unanswered ones left out, the rest numbered from
 * 1. A line that does not decode is a problem of its call.
 */
function traceCalls(events, file) {
    const modelCalls = events.filter((event) => event.type === 'model_call');
    const text = [
        DECODING_HEADER,
        ...modelCalls.map((call) => ({
            ...call.cassette,
            response: call.cassette.response ?? NO_ANSWER,
        })),
    ]
        .map((line) => `${JSON.stringify(line)}\n`)
        .join('');
    let decoded;
    try {
        decoded = (0,provider_cassette/* parseCassette */.S_)(text, file).calls;
    }
    catch (error) {
        if (!(error instanceof errors/* ConfigError */.xL))
            throw error;
        return {
            kind: 'problems',
            problems: error.problems.map((problem) => {
                // The decoded text has the header on line 1, then call i on line i + 1.
                const line = Number(/^line (\d+)$/.exec(problem.subject ?? '')?.[1] ?? 0);
                const call = modelCalls[line - 2]?.call ?? 0;
                return { call, problem: { ...problem, field: `cassette.${problem.field}` } };
            }),
        };
    }
    const answered = decoded.filter((_, index) => !isUnanswered(modelCalls[index]));
    return {
        kind: 'calls',
        calls: answered.map((call, index) => ({ ...call, call: index + 1 })),
        leftOut: modelCalls.filter(isUnanswered).map((call) => call.call),
    };
}
const describeRun = (record) => `${record.taskId} #${record.repetition}`;
/** Problems listed in a message; the error keeps them all. */
const MAX_LISTED_PROBLEMS = 20;
function corruptTrace(record, problems) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `  - ${(0,errors/* formatProblem */.Vw)(p)}`);
    if (problems.length > listed.length)
        listed.push(`  … and ${problems.length - listed.length} more`);
    return new errors/* ConfigError */.xL(`add: the trace of ${describeRun(record)} does not read, so it cannot be the case's cassette; ` +
        `nothing was written (run the task again for a new trace):\n${listed.join('\n')}`, problems);
}
/** Line numbers (1-based) of the trace's model-call lines by call number, for naming a problem. */
async function modelCallLines(file) {
    const lines = new Map();
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
    text.split('\n').forEach((line, index) => {
        try {
            const value = JSON.parse(line);
            if (value.type === 'model_call' && typeof value.call === 'number') {
                lines.set(value.call, index + 1);
            }
        }
        catch {
            // not a line of a call; the reader already named any line that does not read
        }
    });
    return lines;
}
async function recordingFactsOf(runDir, record) {
    const started = await (0,conditions_file/* readConditionsFile */.$j)(runDir).catch(() => undefined);
    return {
        suiteVersion: started?.conditions.suiteVersion ?? record.origin?.suiteVersion ?? '0.0.0',
        configHash: started?.conditions.configHash ?? 'unknown',
        harnessVersion: started?.conditions.harnessVersion ?? 'unknown',
    };
}
async function readRunConversation(runDir, record, cwd) {
    if (record.trace === undefined)
        return { kind: 'no-trace' };
    const file = (0,trace_file/* traceFileIn */.Vj)(runDir, record);
    if (file === undefined) {
        throw corruptTrace(record, [
            {
                file: (0,load_suite/* displayPath */.Gt)(runDir, cwd),
                subject: describeRun(record),
                field: 'trace',
                message: `names ${JSON.stringify(record.trace)}, outside its run directory`,
            },
        ]);
    }
    const shown = (0,load_suite/* displayPath */.Gt)(file, cwd);
    let read;
    try {
        read = await (0,trace_file/* readTrace */.ce)(file);
    }
    catch (error) {
        const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
        throw corruptTrace(record, [
            {
                file: shown,
                field: '(file)',
                message: missing
                    ? 'does not exist, though the run record names it'
                    : `cannot be read: ${(0,errors/* messageOf */.bD)(error)}`,
            },
        ]);
    }
    const problems = read.problems.map((problem) => ({ ...problem, file: shown }));
    if (read.header === undefined && problems.length === 0) {
        problems.push({
            file: shown,
            field: '(file)',
            message: `is empty: a trace starts with its ${trace_schema/* TRACE_FORMAT */._W} header line`,
        });
    }
    if (problems.length > 0)
        throw corruptTrace(record, problems);
    const header = read.header;
    if (header.taskId !== record.taskId || header.repetition !== record.repetition) {
        throw corruptTrace(record, [
            {
                file: shown,
                subject: 'line 1',
                field: 'taskId',
                message: `is the trace of ${header.taskId} #${header.repetition}, not of ${describeRun(record)}`,
            },
        ]);
    }
    const cut = read.events.find((event) => event.type === 'cut');
    if (cut !== undefined) {
        return { kind: 'refused', message: `${(0,trace_file/* cutMessage */.wu)(cut.maxBytes)} (${shown})` };
    }
    const decoded = traceCalls(read.events, shown);
    if (decoded.kind === 'problems') {
        const lines = await modelCallLines(file);
        throw corruptTrace(record, decoded.problems.map(({ call, problem }) => ({
            ...problem,
            subject: `line ${lines.get(call) ?? '?'} (model call ${call})`,
        })));
    }
    return {
        kind: 'trace',
        file: shown,
        calls: decoded.calls,
        leftOut: decoded.leftOut,
        recording: await recordingFactsOf(runDir, record),
    };
}
//# sourceMappingURL=trace-cassette.js.map
// EXTERNAL MODULE: ./lib/cases/promote-run.js
var promote_run = __webpack_require__(1325);
// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
;// CONCATENATED MODULE: ./lib/cases/promoted-suite.js
/**
 * The suite form of promoted cases, `<suite-dir>/<suite>/suite.json`, for a task a case file cannot
 * say (SPEC §2). The task keeps the run's prompt, a copy of its fixture, its policy, budget and
 * replay rules, so that a replay asks what the recording asked.
 */











const PROMOTED_SUITE_DESCRIPTION = 'Regression cases promoted from passing runs by verdict add.';
/** Reads `<dir>/suite.json` (validated), or none. A broken file is not appended to. */
async function readPromotedSuite(file, cwd) {
    return readExistingFile(file, (0,load_suite/* displayPath */.Gt)(file, cwd), schema/* SuiteFileSchema */.Qk, 'suite');
}
/**
 * The verifiers of a promoted task. A suite task needs one; with nothing to assert (no tools, no
 * words) it passes when its run finishes, as a case without `expect` does.
 */
function promotedVerifiers(tools, contains) {
    const verifiers = [];
    if (tools.length > 0) {
        verifiers.push({ kind: 'tool-called', id: 'tool-called', tools: [...tools] });
    }
    if (contains.length > 0) {
        verifiers.push({ kind: 'response-contains', id: 'contains', texts: [...contains] });
    }
    return verifiers.length > 0
        ? verifiers
        : [{ kind: 'response-matches', id: 'finished', pattern: '[\\s\\S]*' }];
}
function buildPromotedTask(input) {
    const { origin } = input;
    return {
        id: input.id,
        title: input.name,
        prompt: origin.prompt,
        ...(origin.fixtureDir === undefined ? {} : { fixture: `fixtures/${input.id}` }),
        ...(origin.fixtureGit === true ? { fixtureGit: true } : {}),
        ...(origin.agent === undefined ? {} : { agent: origin.agent }),
        budget: origin.budget ?? { ...case_file/* CASE_BUDGET */.DM },
        policy: origin.policy,
        verifiers: promotedVerifiers(input.tools, input.contains),
        ...(origin.replayNormalize.length === 0 ? {} : { replayNormalize: origin.replayNormalize }),
        tags: ['recorded'],
    };
}
/** The suite with `task` appended; a changed suite gets a new version (compare refuses to mix them). */
function appendPromotedTask(existing, suiteId, task) {
    if (existing === undefined) {
        return schema/* SuiteFileSchema */.Qk.parse({
            schemaVersion: 1,
            suiteId,
            suiteVersion: '1.0.0',
            description: PROMOTED_SUITE_DESCRIPTION,
            tasks: [task],
        });
    }
    const version = semver.inc(existing.suiteVersion, 'patch') ?? existing.suiteVersion;
    return schema/* SuiteFileSchema */.Qk.parse({
        ...existing,
        suiteVersion: version,
        tasks: [...existing.tasks, task],
    });
}
function uniqueTaskName(base, existing) {
    const ids = new Set(existing.map((task) => task.id));
    const names = new Set(existing.map((task) => task.title ?? task.id));
    const name = (0,promote_run/* uniqueName */.Fi)(base, names, ids, existing.length);
    return { id: (0,case_file/* slugifyCaseName */.nK)(name, existing.length), name };
}
/** Copies the fixture, then writes suite.json; when that fails, the copy is removed again. */
async function writePromotedSuite(dir, suite, task, origin, cwd) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    let fixture;
    let copied;
    if (origin.fixtureDir !== undefined && task.fixture !== undefined) {
        const target = external_node_path_.join(dir, task.fixture);
        if (await (0,path_exists/* pathExists */.s)(target)) {
            throw new errors/* UsageError */.eb(`add: ${(0,load_suite/* displayPath */.Gt)(target, cwd)} already exists; not overwritten (remove it, or choose another --suite)`);
        }
        await (0,promises_.cp)(origin.fixtureDir, target, { recursive: true, errorOnExist: true, force: false });
        copied = target;
        fixture = { from: (0,load_suite/* displayPath */.Gt)(origin.fixtureDir, cwd), to: (0,load_suite/* displayPath */.Gt)(target, cwd) };
    }
    try {
        await (0,atomic_write/* writeFileAtomically */.l)(external_node_path_.join(dir, load_suite/* SUITE_FILE_NAME */.oR), `${JSON.stringify(suite, null, 2)}\n`);
    }
    catch (error) {
        if (copied !== undefined)
            await (0,promises_.rm)(copied, { recursive: true, force: true });
        throw error;
    }
    return fixture === undefined ? {} : { fixture };
}
//# sourceMappingURL=promoted-suite.js.map
;// CONCATENATED MODULE: ./lib/cases/add-case.js
/**
 * `verdict add` (SPEC §6): promotes a run that passed into a regression case (rules in
 * `promote-run.ts`), or into a suite when a case file cannot say its task. Whatever can refuse the
 * promotion is read before anything is written.
 */

















/** The suite of promoted cases when `--suite` is not given. */
const DEFAULT_RECORDED_SUITE = 'recorded';
/** Where case files go when `--suite-dir` is not given, relative to the working directory. */
const DEFAULT_CASES_DIR = external_node_path_.join('.verdict', 'cases');

async function readRecords(runDir, cwd) {
    const file = external_node_path_.join(runDir, runs_jsonl/* RUNS_FILE */.Ct);
    try {
        return (await (0,runs_jsonl/* readRunRecords */.Y$)(file)).records;
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`add: cannot read ${(0,load_suite/* displayPath */.Gt)(file, cwd)}: ${(0,errors/* messageOf */.bD)(error)} (is it a Verdict run directory?)`);
    }
}
/** `--allow-write` and the like: what `verdict run` must grant for the case's policy. */
function grantFlagsOf(policy) {
    return [
        ...(policy.allow ?? []).map((effect) => `--allow-${effect}`),
        ...(policy.mode === 'full' ? ['--allow-suite-full'] : []),
    ];
}
/** The task's script (`<suite>/scripts/<task>.json`), copied for the case; never overwritten. */
async function copyScript(origin, record, targetSuiteDir, caseId, cwd) {
    if (origin.suiteDir === undefined)
        return undefined;
    const source = external_node_path_.join(origin.suiteDir, 'scripts', `${record.taskId}.json`);
    const target = external_node_path_.join(targetSuiteDir, 'scripts', `${caseId}.json`);
    if (!(await (0,path_exists/* pathExists */.s)(source)) || (await (0,path_exists/* pathExists */.s)(target)))
        return undefined;
    await (0,promises_.mkdir)(external_node_path_.dirname(target), { recursive: true });
    await (0,promises_.copyFile)(source, target);
    return { from: (0,load_suite/* displayPath */.Gt)(source, cwd), to: (0,load_suite/* displayPath */.Gt)(target, cwd) };
}
/** Writes nothing when refused. */
async function addCase(options) {
    const suiteName = options.suite ?? DEFAULT_RECORDED_SUITE;
    if (!schema/* IdSchema */.N$.safeParse(suiteName).success) {
        throw new errors/* UsageError */.eb(`--suite ${JSON.stringify(suiteName)}: names the case file, so it must start with a letter or digit and use only letters, digits, ".", "_" and "-"`);
    }
    const contains = [...(options.contains ?? [])];
    const runDir = await (0,saved_runs/* resolveSavedRun */.d)(options.target, options.cwd, 'add');
    const records = await readRecords(runDir, options.cwd);
    const suitePrefix = records[0] === undefined ? undefined : `${records[0].suiteId}/`;
    const taskId = suitePrefix !== undefined && options.taskId.startsWith(suitePrefix)
        ? options.taskId.slice(suitePrefix.length)
        : options.taskId;
    const choice = (0,promote_run/* chooseRun */.jH)(records, taskId, options.repetition);
    if (choice.kind === 'refused')
        return { kind: 'refused', message: choice.message };
    const { record } = choice;
    const missing = (0,promote_run/* wordsMissingFromAnswer */.Mv)(record.finalAnswer, contains);
    if (missing.length > 0) {
        throw new errors/* UsageError */.eb(`--contains: the answer that passed does not mention ${missing.map((word) => JSON.stringify(word)).join(', ')}, ` +
            'so the case would fail on the very run it was made from; nothing written');
    }
    const conversation = await readRunConversation(runDir, record, options.cwd);
    if (conversation.kind === 'refused')
        return { kind: 'refused', message: conversation.message };
    // The case is checked with the run's agent or not at all.
    const runConfig = await (0,run_config/* findRunConfig */.$)({
        record,
        runDir,
        cwd: options.cwd,
        ...(options.config === undefined ? {} : { explicit: options.config }),
    });
    const origin = await resolveOrigin(options, record);
    const caseDir = external_node_path_.resolve(options.cwd, options.suiteDir ?? DEFAULT_CASES_DIR);
    const writeForm = needsSuiteForm(origin) ? writeSuiteForm : writeCaseFileForm;
    const written = await writeForm(options, { record, origin, caseDir, suiteName, contains });
    const script = await copyScript(origin, record, written.suiteDir, written.caseId, options.cwd);
    const cassette = await promoteCassette({
        source: conversation.kind === 'trace'
            ? { kind: 'trace', conversation }
            : { kind: 'task-cassette', suiteDir: origin.suiteDir, taskId: record.taskId },
        targetDir: external_node_path_.join(written.suiteDir, 'cassettes'),
        suiteName,
        caseId: written.caseId,
        suite: written.runTarget,
        policy: origin.policy,
        ...(runConfig.kind === 'found'
            ? {
                runAgent: {
                    agent: runConfig.agent,
                    ...(runConfig.configFile === undefined ? {} : { configFile: runConfig.configFile }),
                },
            }
            : {}),
        replayCheck: options.replayCheck,
        cwd: options.cwd,
        env: options.env,
    });
    return {
        kind: 'added',
        form: written.form,
        file: (0,load_suite/* displayPath */.Gt)(written.file, options.cwd),
        runTarget: (0,load_suite/* displayPath */.Gt)(written.runTarget, options.cwd),
        suite: suiteName,
        created: written.created,
        testCase: written.testCase,
        caseId: written.caseId,
        tools: (0,promote_run/* distinctTools */.eu)(record),
        record,
        promptSource: origin.source,
        ...(written.fixture === undefined ? {} : { fixture: written.fixture }),
        ...(script === undefined ? {} : { script }),
        cassette,
        grants: grantFlagsOf(origin.policy),
        warnings: origin.warnings,
    };
}
/** The run's case, named free of `existing`. */
function caseOf({ record, origin, contains }, existing) {
    const agent = origin.agent === undefined ? {} : { agent: origin.agent };
    return (0,promote_run/* buildCase */.v8)({ record, prompt: origin.prompt, ...agent, contains, existing });
}
async function writeCaseFileForm(options, source) {
    const { caseDir, suiteName } = source;
    const file = external_node_path_.join(caseDir, `${suiteName}.json`);
    const shown = (0,load_suite/* displayPath */.Gt)(file, options.cwd);
    const existing = (await readExistingFile(file, shown, schema/* CaseFileSchema */.oV, 'case file')) ?? [];
    const testCase = caseOf(source, existing);
    // Validated before writing: `verdict run` must load what `add` wrote.
    const cases = schema/* CaseFileSchema */.oV.parse([...existing, testCase]);
    const caseId = (0,case_file/* slugifyCaseName */.nK)(testCase.name, existing.length);
    await (0,promises_.mkdir)(caseDir, { recursive: true });
    await (0,atomic_write/* writeFileAtomically */.l)(file, `${JSON.stringify(cases, null, 2)}\n`);
    return {
        form: 'case-file',
        file,
        runTarget: file,
        suiteDir: caseDir,
        created: existing.length === 0,
        testCase,
        caseId,
    };
}
async function writeSuiteForm(options, source) {
    const { record, origin, contains } = source;
    const dir = external_node_path_.join(source.caseDir, source.suiteName);
    const file = external_node_path_.join(dir, load_suite/* SUITE_FILE_NAME */.oR);
    const existing = await readPromotedSuite(file, options.cwd);
    const testCase = caseOf(source, []);
    const { id, name } = uniqueTaskName((0,promote_run/* nameBaseOf */.g2)(record, origin.prompt), existing?.tasks ?? []);
    const task = buildPromotedTask({ id, name, origin, tools: (0,promote_run/* distinctTools */.eu)(record), contains });
    const suite = appendPromotedTask(existing, source.suiteName, task);
    const { fixture } = await writePromotedSuite(dir, suite, task, origin, options.cwd);
    await writeRecordedAnswer(dir, id, testCase.recorded);
    return {
        form: 'suite',
        file,
        runTarget: dir,
        suiteDir: dir,
        created: existing === undefined,
        testCase: { ...testCase, name },
        caseId: id,
        ...(fixture === undefined ? {} : { fixture }),
    };
}
/** A suite task has no `recorded` field: the answer that passed is kept beside it instead. */
async function writeRecordedAnswer(dir, caseId, recorded) {
    const file = external_node_path_.join(dir, 'recorded', `${caseId}.json`);
    await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
    await (0,atomic_write/* writeFileAtomically */.l)(file, `${JSON.stringify(recorded, null, 2)}\n`);
}
//# sourceMappingURL=add-case.js.map

/***/ }),

/***/ 1325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fi: () => (/* binding */ uniqueName),
/* harmony export */   Mv: () => (/* binding */ wordsMissingFromAnswer),
/* harmony export */   Vq: () => (/* binding */ parseContains),
/* harmony export */   eu: () => (/* binding */ distinctTools),
/* harmony export */   g2: () => (/* binding */ nameBaseOf),
/* harmony export */   jH: () => (/* binding */ chooseRun),
/* harmony export */   v8: () => (/* binding */ buildCase)
/* harmony export */ });
/* unused harmony exports MAX_CASE_NAME_LENGTH, REFUSAL_REASON, shortenPrompt, uniqueCaseName */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_case_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6753);
/**
 * The pure core of `verdict add`: choosing the run, building and naming the case. The case asserts
 * the tools the run used (and words the user names), never the exact answer: two runs never give
 * the same sentence. A run that did not pass is refused.
 */


/** Case names longer than this are cut (with "…"): a name is a label, the prompt is kept whole. */
const MAX_CASE_NAME_LENGTH = 60;
const REFUSAL_REASON = 'promoting a failure would freeze it as the expectation';
/** `--contains "a,b"`: comma-separated words, trimmed, blanks dropped, repeats removed. */
function parseContains(text) {
    if (text === undefined)
        return [];
    const words = [
        ...new Set(text
            .split(',')
            .map((word) => word.trim())
            .filter((word) => word !== '')),
    ];
    if (words.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--contains ${JSON.stringify(text)}: expected words separated by commas`);
    }
    return words;
}
function distinctTools(record) {
    return [...new Set(record.toolCalls.map((call) => call.name))];
}
const describeRun = (record) => `${record.taskId} #${record.repetition} is ${record.status}${record.reason === undefined ? '' : ` (${record.reason})`}`;
/** With `repetition`, that run; else the first that passed. Unknown ones are usage errors. */
function chooseRun(records, taskId, repetition) {
    const ofTask = records.filter((record) => record.taskId === taskId);
    if (ofTask.length === 0) {
        const tasks = [...new Set(records.map((record) => record.taskId))];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--task ${JSON.stringify(taskId)}: the run has no such task` +
            (tasks.length === 0 ? ' (it holds no runs)' : ` (it has ${tasks.join(', ')})`));
    }
    const repetitions = [...new Set(ofTask.map((record) => record.repetition))].sort((a, b) => a - b);
    // A resumed directory may hold two records of a repetition: the last one counts.
    const lastOf = (rep) => ofTask.findLast((record) => record.repetition === rep);
    if (repetition !== undefined) {
        const record = lastOf(repetition);
        if (record === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--rep ${repetition}: task ${JSON.stringify(taskId)} has no such repetition (it has ${repetitions.join(', ')})`);
        }
        if (record.status !== 'pass') {
            return {
                kind: 'refused',
                record,
                message: `${describeRun(record)}: refused, ${REFUSAL_REASON}`,
            };
        }
        return { kind: 'chosen', record };
    }
    const lastByRepetition = repetitions.map((rep) => lastOf(rep));
    const passing = lastByRepetition.find((record) => record.status === 'pass');
    if (passing !== undefined)
        return { kind: 'chosen', record: passing };
    const statuses = lastByRepetition.map((record) => `#${record.repetition} ${record.status}`);
    return {
        kind: 'refused',
        message: `task ${JSON.stringify(taskId)} has no passing repetition (${statuses.join(', ')}): refused, ${REFUSAL_REASON}`,
    };
}
function shortenPrompt(prompt) {
    const firstLine = prompt.trim().split(/\r?\n/)[0]?.trim().replace(/\s+/g, ' ') ?? '';
    if (firstLine.length <= MAX_CASE_NAME_LENGTH)
        return firstLine;
    return `${firstLine.slice(0, MAX_CASE_NAME_LENGTH - 1).trimEnd()}…`;
}
/** What a case or task is named before it is made free: the shortened prompt, else `<task> #<rep>`. */
function nameBaseOf(record, prompt) {
    return shortenPrompt(prompt) || `${record.taskId} #${record.repetition}`;
}
/** `base`, `base (2)`, …: the first free as a name and as the task id slugged from it. */
function uniqueName(base, names, ids, index) {
    const free = (name) => !names.has(name) && !ids.has((0,_suite_case_file_js__WEBPACK_IMPORTED_MODULE_1__/* .slugifyCaseName */ .nK)(name, index));
    if (free(base))
        return base;
    // A slug is cut at 64 characters, which could cut a suffix off: keep the base short enough.
    const cut = base.length > 48 ? `${base.slice(0, 47).trimEnd()}…` : base;
    for (let n = 2;; n += 1) {
        const candidate = `${cut} (${n})`;
        if (free(candidate))
            return candidate;
    }
}
/** A case name unique in the file: the shortened prompt, else `<taskId> #<rep>`, made free. */
function uniqueCaseName(base, existing) {
    const names = new Set(existing.map((item) => item.name));
    const ids = new Set(existing.map((item, i) => (0,_suite_case_file_js__WEBPACK_IMPORTED_MODULE_1__/* .slugifyCaseName */ .nK)(item.name, i)));
    return uniqueName(base, names, ids, existing.length);
}
function buildCase(input) {
    const { record, prompt, contains } = input;
    const tools = distinctTools(record);
    const name = uniqueCaseName(nameBaseOf(record, prompt), input.existing);
    const expect = {
        ...(contains.length > 0 ? { contains: [...contains] } : {}),
        ...(tools.length > 0 ? { tool_called: tools } : {}),
    };
    const recorded = {
        answer: record.finalAnswer,
        runId: record.runId,
        suiteId: record.suiteId,
        taskId: record.taskId,
        repetition: record.repetition,
        model: record.model,
        mode: record.mode,
        // Every tool call of the run, in order (repeats kept); `expect.tool_called` has the distinct ones.
        tools: record.toolCalls.map((call) => call.name),
    };
    return {
        name,
        ...(input.agent === undefined ? {} : { agent: input.agent }),
        prompt,
        ...(Object.keys(expect).length > 0 ? { expect } : {}),
        recorded,
    };
}
/** `--contains` words not in the answer (case-insensitively, as the verifier checks them). */
function wordsMissingFromAnswer(answer, contains) {
    const lower = (answer ?? '').toLowerCase();
    return contains.filter((word) => !lower.includes(word.toLowerCase()));
}
//# sourceMappingURL=promote-run.js.map

/***/ }),

/***/ 806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   addCommand: () => (/* binding */ addCommand),
/* harmony export */   runAdd: () => (/* binding */ runAdd)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _cases_add_case_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6793);
/* harmony import */ var _run_dir_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2390);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1255);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8908);
/* harmony import */ var _process_shell_word_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7344);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1607);











const addCommand = {
    name: 'add',
    help: `Usage: verdict add <runId | run-dir> --task ID [--rep N] [--suite NAME] [--contains "a,b"]
                   [--suite-dir DIR] [--from SUITE] [--prompt TEXT] [--json]

Promotes a run that passed into a regression case. The run alone is enough: its record keeps
the task's prompt, fixture, policy and budget (for records written before that, pass --from).
The case asserts the tools the run used (the distinct names, in order) and the --contains
words; it does not ask for the same answer back. A run that did not pass is refused:
promoting a failure would freeze it as the expectation.

A task whose workspace starts empty, with the default policy, becomes a case of the case file
<suite-dir>/<suite>.json (the answer that passed is kept under "recorded"). A task with a
fixture or another policy becomes a task of the suite <suite-dir>/<suite>/suite.json, with a
copy of its fixture (fixtures/<case-id>/), its policy and budget, so that the files its
prompt names exist; each promotion bumps that suite's patch version.

Options:
  --task ID          the task of the run (required; "suite/id" also works)
  --rep N            the repetition (default: the first one that passed)
  --suite NAME       the case file's (or suite's) name (default ${_cases_add_case_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_RECORDED_SUITE */ .KU})
  --suite-dir DIR    where it lives (default ${_cases_add_case_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CASES_DIR */ .WW})
  --contains "a,b"   words the answer must mention (each must be in the answer that passed)
  --from SUITE       the suite the run came from, for run records that do not keep their
                     task (default: found by its id in --suite-dir, the bundled suites,
                     then the working directory)
  --prompt TEXT      the prompt, when the suite is not at hand

The case's cassette (cassettes/<case-id>.jsonl) is made from the run's own trace
(traces/<task>/<rep>.jsonl in the run directory), so a run of a task that never had a
cassette, live included, gives a case that replays. It is first replayed against the new
case, with the grants of the run's policy, and kept only when that replay passes; otherwise
the output says why not. A run written before traces existed gets the task's cassette
(<suite>/cassettes/<task>.jsonl) instead, checked the same way. The task's script
(<suite>/scripts/<task>.json) is copied for scripted runs. Nothing is written over an
existing file.

Exit codes: 0 added; 1 refused (the run did not pass, or its trace was cut at trace.maxBytes;
nothing written); 2 bad invocation (no --task, no such run, task or repetition, no prompt, an
invalid case file) or a trace that is missing or does not read (named with its file and line).`,
    options: (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_7__/* .valueOptions */ .kl)('task', 'rep', 'suite', 'suite-dir', 'contains', 'from', 'prompt'),
    positionals: { min: 1, max: 1, names: '<runId | run-dir>' },
    async run(args, io) {
        const usage = 'add: --task ID is required. Usage: verdict add <runId> --task ID [--rep N]';
        const taskId = (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .requiredOption */ .zB)(args, 'task', usage);
        const repText = (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(args, 'rep');
        if (repText !== undefined && !/^[1-9]\d*$/.test(repText)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--rep ${JSON.stringify(repText)}: expected a repetition number ≥ 1`);
        }
        const prompt = (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(args, 'prompt');
        if (prompt !== undefined && prompt.trim() === '') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--prompt: expected the text of the prompt');
        }
        const { code } = await runAdd({
            target: args.positionals[0],
            taskId: taskId.trim(),
            repetition: repText === undefined ? undefined : Number(repText),
            prompt,
            ...(0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_7__/* .givenOptions */ .G0)(args, {
                suite: 'suite',
                suiteDir: 'suite-dir',
                contains: 'contains',
                from: 'from',
                config: 'config',
            }),
            json: args.values.json === true,
        }, io);
        return code;
    },
};
/**
 * `verdict add` past its argument checks: promotes the run and prints what it did, or why it
 * refused. `verdict view` calls it too, so its promotion is `add`'s, word for word.
 */
async function runAdd(request, io) {
    const outcome = await (0,_cases_add_case_js__WEBPACK_IMPORTED_MODULE_4__/* .addCase */ .qK)({
        ...request,
        contains: (0,_cases_add_case_js__WEBPACK_IMPORTED_MODULE_4__/* .parseContains */ .Vq)(request.contains),
        cwd: io.cwd,
        packageRoot: io.packageRoot,
        env: io.env,
        replayCheck: replayWithRunCommand(io, request.config),
    });
    const json = request.json === true;
    if (outcome.kind === 'refused') {
        if (json)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .writeJson */ .GF)(io, { added: false, refused: outcome.message });
        io.stderr.write(`verdict: add: ${outcome.message}; nothing was written.\n`);
        return { code: _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.failure, outcome };
    }
    for (const warning of outcome.warnings)
        io.stderr.write(`verdict: warning: ${warning}\n`);
    const { testCase, tools, cassette, record } = outcome;
    if (json) {
        (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .writeJson */ .GF)(io, {
            added: true,
            form: outcome.form,
            file: outcome.file,
            suite: outcome.suite,
            created: outcome.created,
            case: testCase,
            caseId: outcome.caseId,
            promptFrom: outcome.promptSource,
            ...(outcome.fixture === undefined ? {} : { fixture: outcome.fixture }),
            ...(outcome.script === undefined ? {} : { script: outcome.script }),
            cassette,
            run: runHint(outcome.runTarget, outcome.grants),
        });
        return { code: _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.ok, outcome };
    }
    const lines = [
        `✓ added to ${outcome.suite}: ${testCase.name}`,
        `  from: ${record.runId} ${record.taskId} #${record.repetition} (prompt from ${outcome.promptSource})`,
        ...(testCase.agent === undefined ? [] : [`  agent: ${testCase.agent}`]),
        tools.length > 0
            ? `  asserts it still calls: ${tools.join(', ')}`
            : '  asserts no tools (the run called none)',
        ...(testCase.expect?.contains === undefined
            ? []
            : [
                `  and mentions: ${[testCase.expect.contains]
                    .flat()
                    .map((word) => JSON.stringify(word))
                    .join(', ')}`,
            ]),
        ...(outcome.fixture === undefined
            ? []
            : [`  fixture: copied ${outcome.fixture.from} to ${outcome.fixture.to}`]),
        ...(outcome.script === undefined
            ? []
            : [`  script: copied ${outcome.script.from} to ${outcome.script.to}`]),
        cassetteLine(cassette),
        `  ${outcome.created ? 'created' : 'appended to'} ${outcome.file}`,
        `  run it with: ${runHint(outcome.runTarget, outcome.grants)}` +
            (cassette.kind === 'skipped' ? '' : ' (add --mode replay to replay its cassette)'),
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
    return { code: _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.ok, outcome };
}
function cassetteLine(cassette) {
    switch (cassette.kind) {
        case 'made': {
            const calls = `${cassette.calls} model call${cassette.calls === 1 ? '' : 's'}`;
            const leftOut = cassette.leftOut.length === 0
                ? ''
                : `; left out, abandoned before their answer: call ${cassette.leftOut.join(', ')}`;
            return `  cassette: made from the run's trace ${cassette.from} (${calls}${leftOut}) as ${cassette.to}; it replays the case end to end`;
        }
        case 'copied':
            return `  cassette: copied ${cassette.from} to ${cassette.to} (the run kept no trace; it replays the case end to end)`;
        case 'skipped':
            return `  cassette: not ${cassette.source === 'trace' ? 'made' : 'copied'}: ${cassette.reason}`;
    }
}
function runHint(target, grants) {
    return ['verdict run', (0,_process_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(target), ...grants].join(' ');
}
/**
 * Replays the promoted case once through `verdict run` into a temporary directory, with the grants
 * of the run's policy and the run's agent: its config file, or for a run made without one none (run
 * from the empty directory, so the working directory's config cannot stand in). A record naming no
 * agent is replayed with `--config`, else the working directory's config.
 */
function replayWithRunCommand(io, config) {
    return async ({ suite, taskId, cassetteDir, policy, runAgent }) => {
        const out = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir(), 'verdict-add-replay-'));
        const configFile = runAgent === undefined ? config : runAgent.configFile;
        const quiet = { write: () => true };
        const argv = [
            suite,
            '--mode',
            'replay',
            '--k',
            '1',
            '--tasks',
            taskId,
            '--cassette-dir',
            cassetteDir,
            '--out',
            out,
            '--yes',
            ...(0,_cases_add_case_js__WEBPACK_IMPORTED_MODULE_4__/* .grantFlagsOf */ .jP)(policy),
            ...(configFile === undefined ? [] : ['--config', configFile]),
        ];
        try {
            await _run_js__WEBPACK_IMPORTED_MODULE_9__.runCommand.run((0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommandArgs */ .Qx)(_run_js__WEBPACK_IMPORTED_MODULE_9__.runCommand, argv), {
                ...io,
                ...(runAgent !== undefined && configFile === undefined ? { cwd: out } : {}),
                stdout: quiet,
                stderr: quiet,
            });
            const { records } = await (0,_run_dir_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunRecords */ .Y$)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(out, _run_dir_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .RUNS_FILE */ .Ct));
            const replayed = records.find((item) => item.taskId === taskId);
            if (replayed === undefined)
                return { passed: false, reason: 'the replay made no run' };
            // The config's bytes are the run's, so it gives the run's agent; should it not, no pass counts.
            if (runAgent !== undefined && replayed.agent?.name !== runAgent.agent) {
                return {
                    passed: false,
                    reason: `the replay ran agent ${JSON.stringify(replayed.agent?.name ?? 'unknown')}, not the run's ${JSON.stringify(runAgent.agent)}`,
                };
            }
            if (replayed.status === 'pass')
                return { passed: true };
            return {
                passed: false,
                reason: `the replay ended ${replayed.status}: ${replayed.error?.message ?? replayed.reason ?? 'no reason given'}`,
            };
        }
        catch (error) {
            return { passed: false, reason: `the replay could not run: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error)}` };
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(out, { recursive: true, force: true });
        }
    };
}
//# sourceMappingURL=add.js.map

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

/***/ })

};
