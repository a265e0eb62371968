export const id = 585;
export const ids = [585];
export const modules = {

/***/ 9588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** A JSON object: not `null`, not an array. Request and response bodies are read through it. */
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
//# sourceMappingURL=is-record.js.map

/***/ }),

/***/ 1585:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ lazySchema)
});

// UNUSED EXPORTS: lazySchemasBuilt

// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __webpack_require__(9396);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
// EXTERNAL MODULE: ./lib/json/named-checks.js + 1 modules
var named_checks = __webpack_require__(2039);
;// CONCATENATED MODULE: ./lib/json/schema-plan.js
/**
 * Schema plans: what a zod schema checks, written out as data (`plan-from-zod.ts` reads it off the
 * schema; `schema-plans.ts` holds the generated plans), and a reader that parses a value by its
 * plan without zod. A command that parses each of its files once spends more building zod's
 * schemas than parsing with them; a plan costs nothing to build.
 *
 * A plan's reader gives zod's own result or none: the parsed value (the same value, keys in the
 * same order, optional keys absent or present as zod leaves them) when zod would accept the input,
 * `INVALID` when zod would reject it, and it gives up (`undefined` from `readByPlan`) on anything it
 * does not model exactly, such as a `__proto__` key or an object that is not plain. The caller
 * then asks zod, which also words every error. A property test holds each plan to its schema.
 *
 * No zod here: this module is on the path of every parse that a plan answers.
 */


/** What a reader returns for a value zod would reject. */
const INVALID = Symbol('invalid');
/** Thrown inside a reader that cannot model the value exactly; `readByPlan` turns it into undefined. */
class GiveUp extends Error {
}
const GIVE_UP = new GiveUp('the plan does not model this value');
const compiled = new WeakMap();
/**
 * `{ value }` with what zod would parse `input` into, `INVALID` when zod would reject it, or
 * undefined when the plan cannot tell: then ask zod.
 */
function readByPlan(plan, input) {
    let reader = compiled.get(plan);
    if (reader === undefined) {
        reader = compilePlan(plan);
        compiled.set(plan, reader);
    }
    try {
        const value = reader(input);
        return value === INVALID ? INVALID : { value };
    }
    catch (error) {
        if (error === GIVE_UP)
            return undefined;
        throw error;
    }
}
/** Readers of the shared parts, compiled on first use, once for all the plans that share them. */
const compiledDefs = new WeakMap();
function compilePlan(plan) {
    const readers = compiledDefs.get(plan.defs) ?? plan.defs.map(() => undefined);
    compiledDefs.set(plan.defs, readers);
    const compileNode = (node) => {
        switch (node.type) {
            case 'ref': {
                const def = plan.defs[node.id];
                if (def === undefined)
                    throw new Error(`schema plan: no def ${node.id}`);
                return (value) => {
                    let reader = readers[node.id];
                    if (reader === undefined) {
                        reader = compileNode(def);
                        readers[node.id] = reader;
                    }
                    return reader(value);
                };
            }
            case 'string':
                return withChecks(node.checks, (value) => (typeof value === 'string' ? value : INVALID));
            case 'number':
                return withChecks(node.checks, (value) => typeof value === 'number' && Number.isFinite(value) ? value : INVALID);
            case 'boolean':
                return (value) => (typeof value === 'boolean' ? value : INVALID);
            case 'null':
                return (value) => (value === null ? value : INVALID);
            case 'unknown':
                return (value) => value;
            case 'literal':
            case 'enum': {
                const values = new Set(node.values);
                return (value) => (values.has(value) ? value : INVALID);
            }
            case 'optional': {
                const inner = compileNode(node.inner);
                return (value) => (value === undefined ? value : inner(value));
            }
            case 'nullable': {
                const inner = compileNode(node.inner);
                return (value) => (value === null ? value : inner(value));
            }
            case 'array': {
                const element = compileNode(node.element);
                return withChecks(node.checks, (value) => {
                    if (!Array.isArray(value))
                        return INVALID;
                    const result = new Array(value.length);
                    for (let index = 0; index < value.length; index += 1) {
                        const item = element(value[index]);
                        if (item === INVALID)
                            return INVALID;
                        result[index] = item;
                    }
                    return result;
                });
            }
            case 'object':
                return withChecks(node.checks, compileObject(node.fields, node.unknownKeys, compileNode));
            case 'record': {
                const key = compileNode(node.key);
                const valueReader = compileNode(node.value);
                return withChecks(node.checks, (value) => {
                    if (!isReadableObject(value))
                        return INVALID;
                    const result = {};
                    for (const name of Reflect.ownKeys(value)) {
                        if (typeof name !== 'string' || name === '__proto__')
                            throw GIVE_UP;
                        if (!Object.prototype.propertyIsEnumerable.call(value, name))
                            throw GIVE_UP;
                        // A key zod rejects is retried as a number when it looks like one: not modelled.
                        if (key(name) === INVALID) {
                            if (/^-?\d+(?:\.\d+)?$/.test(name))
                                throw GIVE_UP;
                            return INVALID;
                        }
                        const item = valueReader(value[name]);
                        if (item === INVALID)
                            return INVALID;
                        result[name] = item;
                    }
                    return result;
                });
            }
            case 'union': {
                const options = node.options.map(compileNode);
                return withChecks(node.checks, (value) => {
                    for (const option of options) {
                        const result = option(value);
                        if (result !== INVALID)
                            return result;
                    }
                    return INVALID;
                });
            }
            case 'tagged': {
                const options = new Map(node.options.map(([tag, option]) => [tag, compileNode(option)]));
                const { key } = node;
                return withChecks(node.checks, (value) => {
                    if (!(0,is_record/* isRecord */.u)(value))
                        return INVALID;
                    const option = options.get(value[key]);
                    return option === undefined ? INVALID : option(value);
                });
            }
            case 'preprocess': {
                const inner = compileNode(node.schema);
                const { transform } = node;
                return (value) => inner((0,named_checks/* runNamedTransform */.Hl)(transform, value));
            }
        }
    };
    return compileNode(plan.root);
}
/**
 * Whether `value` is an object for an object or record reader (zod's `isObject`: not null, not an
 * array); gives up on one whose prototype is neither Object's nor none, which no reader models.
 */
function isReadableObject(value) {
    if (!(0,is_record/* isRecord */.u)(value))
        return false;
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
        throw GIVE_UP;
    return true;
}
function compileObject(fields, unknownKeys, compileNode) {
    const readers = fields.map((field) => ({ ...field, read: compileNode(field.schema) }));
    const known = new Set(fields.map((field) => field.key));
    return (value) => {
        if (!isReadableObject(value))
            return INVALID;
        const input = value;
        const result = {};
        for (const field of readers) {
            const { key } = field;
            if (key === '__proto__')
                throw GIVE_UP;
            const present = key in input;
            const optionalOut = field.optout === 'optional';
            if (!present && optionalOut && field.optin === 'optional')
                continue;
            const item = field.read(input[key]);
            if (item === INVALID) {
                if (field.optin !== undefined && optionalOut && !present)
                    continue;
                return INVALID;
            }
            if (!present && field.optin === undefined)
                return INVALID;
            if (item === undefined) {
                if (present)
                    result[key] = undefined;
            }
            else
                result[key] = item;
        }
        for (const key in input) {
            if (known.has(key))
                continue;
            if (key === '__proto__')
                throw GIVE_UP;
            if (unknownKeys === 'reject')
                return INVALID;
        }
        return result;
    };
}
function withChecks(checks, read) {
    if (checks === undefined || checks.length === 0)
        return read;
    const tests = checks.map(compileCheck);
    return (value) => {
        const result = read(value);
        if (result === INVALID)
            return INVALID;
        for (const test of tests)
            if (!test(result))
                return INVALID;
        return result;
    };
}
function compileCheck(check) {
    switch (check.check) {
        case 'min_length':
            return (value) => value.length >= check.minimum;
        case 'max_length':
            return (value) => value.length <= check.maximum;
        case 'length_equals':
            return (value) => value.length === check.length;
        case 'regex': {
            const pattern = new RegExp(check.source, check.flags);
            return (value) => {
                pattern.lastIndex = 0;
                return pattern.test(value);
            };
        }
        case 'greater_than':
            return check.inclusive
                ? (value) => value >= check.value
                : (value) => value > check.value;
        case 'less_than':
            return check.inclusive
                ? (value) => value <= check.value
                : (value) => value < check.value;
        case 'safeint':
            return (value) => Number.isSafeInteger(value);
        case 'named':
            return (value) => (0,named_checks/* runNamedCheck */.Jq)(check, value);
    }
}
//# sourceMappingURL=schema-plan.js.map
;// CONCATENATED MODULE: ./lib/json/lazy-schema.js
/**
 * zod schemas built on first use. Building a zod schema costs far more than parsing one small file
 * with it, and a command builds every schema of every module it imports: a replayed run imported
 * the suite, cassette, run-record and report schemas, and built them all before its first turn.
 *
 * `lazySchema(build)` stands for the schema `build` returns and is used exactly like it (it is a
 * Proxy that builds the schema the first time anything is asked of it). `lazySchema(build, plan)`
 * also answers `parse` and `safeParse` from the schema's plan (`schema-plan.ts`) when the plan can,
 * so that a valid file is parsed without building the schema at all; anything else (an invalid
 * value, for zod's messages, or one the plan does not model) goes to the schema itself.
 */


let built = 0;
/** How many lazy schemas this process has built: a replayed run should build none. */
function lazySchemasBuilt() {
    return built;
}
function lazySchema(build, plan) {
    let schema;
    const real = () => {
        if (schema === undefined) {
            schema = build();
            built += 1;
            // `.describe()` and `.meta()` register the built schema; JSON Schema generation looks the
            // stand-in up.
            const meta = registries/* globalRegistry */.fd.get(schema);
            if (meta !== undefined)
                registries/* globalRegistry */.fd.add(standIn, meta);
        }
        return schema;
    };
    const planned = plan === undefined
        ? undefined
        : {
            parse: (data, params) => {
                const read = readByPlan(plan, data);
                if (read !== undefined && read !== INVALID)
                    return read.value;
                return real().parse(data, params);
            },
            safeParse: (data, params) => {
                const read = readByPlan(plan, data);
                if (read !== undefined && read !== INVALID)
                    return { success: true, data: read.value };
                return real().safeParse(data, params);
            },
        };
    const standIn = new Proxy({}, {
        get: (_, key) => {
            if (planned !== undefined && (key === 'parse' || key === 'safeParse'))
                return planned[key];
            const target = real();
            return Reflect.get(target, key, target);
        },
        has: (_, key) => Reflect.has(real(), key),
        getPrototypeOf: () => Reflect.getPrototypeOf(real()),
        ownKeys: () => Reflect.ownKeys(real()),
        getOwnPropertyDescriptor: (_, key) => {
            const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
            // A Proxy may not report a property its own (empty) target lacks as non-configurable.
            return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
        },
        set: (_, key, value) => Reflect.set(real(), key, value),
        defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
        deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    });
    return standIn;
}
//# sourceMappingURL=lazy-schema.js.map

/***/ }),

/***/ 2039:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KT: () => (/* binding */ namedCheck),
  gM: () => (/* binding */ namedTransform),
  BE: () => (/* binding */ relativePathProblem),
  Jq: () => (/* binding */ runNamedCheck),
  Hl: () => (/* binding */ runNamedTransform)
});

// UNUSED EXPORTS: namedStepOf

// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/suite/semver-version.js
/**
 * Whether a string is a version as `semver.valid` reads it (strict, not loose): SemVer 2.0 with an
 * optional leading `v`, surrounding whitespace ignored, at most 256 characters, each of major, minor
 * and patch a safe integer. One regular expression, where the semver package builds a table of
 * about a hundred at start-up; a property test holds the two to the same answers.
 */
const MAX_LENGTH = 256;
const NUMERIC = '0|[1-9]\\d*';
const PRERELEASE_IDENTIFIER = `(?:\\d*[a-zA-Z-][a-zA-Z0-9-]*|${NUMERIC})`;
const BUILD_IDENTIFIER = '[a-zA-Z0-9-]+';
const VERSION = new RegExp(`^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})` +
    `(?:-${PRERELEASE_IDENTIFIER}(?:\\.${PRERELEASE_IDENTIFIER})*)?` +
    `(?:\\+${BUILD_IDENTIFIER}(?:\\.${BUILD_IDENTIFIER})*)?$`);
function isSemverVersion(version) {
    if (version.length > MAX_LENGTH)
        return false;
    const match = VERSION.exec(version.trim());
    if (match === null)
        return false;
    return match.slice(1, 4).every((part) => Number(part) <= Number.MAX_SAFE_INTEGER);
}
//# sourceMappingURL=semver-version.js.map
;// CONCATENATED MODULE: ./lib/json/named-checks.js
/**
 * The refinements and preprocessing steps of the zod schemas, as named functions of plain
 * JavaScript. A schema refers to one through `namedCheck` or `namedTransform`, which return a
 * function zod calls and remember its name and arguments; `plan-from-zod.ts` writes that name into
 * the schema's plan, and `schema-plan.ts` calls the same function by name, without zod.
 *
 * No zod here: this module is on the path of every parse that a plan answers.
 */


/** True when `pattern` (with `flags`) compiles as a JavaScript regular expression. */
function isValidRegExp(pattern, flags) {
    try {
        new RegExp(pattern, flags);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Why `value` is not a relative path inside `insideWhat`, or undefined. With `allowTrailingSlash`,
 * one trailing "/" (a whole directory) is allowed.
 */
function relativePathProblem(value, insideWhat, allowTrailingSlash) {
    const candidate = allowTrailingSlash && value.length > 1 ? value.replace(/\/$/, '') : value;
    return (0,relative_path/* checkRelativePath */._)(candidate, insideWhat);
}
/** Each check gets the value zod checks (already of the schema's type) and the name's arguments. */
const CHECKS = {
    semverVersion: (value) => isSemverVersion(value),
    regExpSource: (value) => isValidRegExp(value),
    regExpWithFlags: (value) => isValidRegExp(value.pattern, value.flags),
    distinctItems: (value) => new Set(value).size === value.length,
    relativePath: (value, insideWhat, allowTrailingSlash) => relativePathProblem(value, insideWhat, allowTrailingSlash) === undefined,
};
/** Each transform gets the raw input and returns what the inner schema parses. */
const TRANSFORMS = {
    /** A copy of an object without `key` (a field older files have and newer ones ignore). */
    withoutKey: (value, key) => {
        if (value === null || typeof value !== 'object' || !(key in value))
            return value;
        const rest = { ...value };
        delete rest[key];
        return rest;
    },
};
const named = new WeakMap();
/** A refinement for `.refine(…)` that a plan can name. */
function namedCheck(name, ...args) {
    const check = CHECKS[name];
    const fn = (value) => check(value, ...args);
    named.set(fn, { name, args: args });
    return fn;
}
/** A preprocessing step for `z.preprocess(…)` that a plan can name. */
function namedTransform(name, ...args) {
    const transform = TRANSFORMS[name];
    const fn = (value) => transform(value, ...args);
    named.set(fn, { name, args: args });
    return fn;
}
/** The name and arguments `fn` was made with, or undefined for any other function. */
function namedStepOf(fn) {
    return typeof fn === 'function' ? named.get(fn) : undefined;
}
/** Runs the named check on `value`; an unknown name is a stale plan, and throws. */
function runNamedCheck(step, value) {
    const check = CHECKS[step.name];
    if (check === undefined)
        throw new Error(`unknown named check in a schema plan: ${step.name}`);
    return check(value, ...step.args);
}
/** Runs the named transform on `value`; an unknown name is a stale plan, and throws. */
function runNamedTransform(step, value) {
    const transform = TRANSFORMS[step.name];
    if (transform === undefined) {
        throw new Error(`unknown named transform in a schema plan: ${step.name}`);
    }
    return transform(value, ...step.args);
}
//# sourceMappingURL=named-checks.js.map

/***/ }),

/***/ 5600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   _: () => (/* binding */ checkRelativePath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/**
 * Lexical path rules for suites (SPEC §2): fixture and verifier paths are relative and stay inside
 * their directory. Pure functions; symlinks are checked in `paths.ts`.
 */

/** Returns why `candidate` is not an acceptable relative path, or undefined when it is. */
function checkRelativePath(candidate, insideWhat) {
    if (candidate.length === 0)
        return 'must not be empty';
    if (candidate.includes('\0'))
        return 'must not contain a NUL character';
    if (candidate.includes('\\'))
        return 'must use "/" as the separator, not "\\"';
    if (candidate.startsWith('/') || /^[A-Za-z]:/.test(candidate) || candidate.startsWith('~')) {
        return `must be a relative path inside the ${insideWhat}, not an absolute one`;
    }
    if (candidate.split('/').includes('..'))
        return `must stay inside the ${insideWhat} (no "..")`;
    return undefined;
}
/** True when `child` is `parent` or lies below it (both absolute and already resolved). */
function isInside(parent, child) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(parent, child);
    return (relative === '' ||
        (relative !== '..' && !relative.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(relative)));
}
//# sourceMappingURL=relative-path.js.map

/***/ })

};
