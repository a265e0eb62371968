export const id = 2284;
export const ids = [2284];
export const modules = {

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

/***/ })

};
