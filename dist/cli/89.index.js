export const id = 89;
export const ids = [89,132];
export const modules = {

/***/ 8010:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ CaseFilePlan),
/* harmony export */   G7: () => (/* binding */ ConditionsFilePlan),
/* harmony export */   J3: () => (/* binding */ CassetteHeaderPlan),
/* harmony export */   M3: () => (/* binding */ BashParametersPlan),
/* harmony export */   M7: () => (/* binding */ EditFileParametersPlan),
/* harmony export */   Ns: () => (/* binding */ WriteFileParametersPlan),
/* harmony export */   OU: () => (/* binding */ ReportPlan),
/* harmony export */   QJ: () => (/* binding */ ReadFileParametersPlan),
/* harmony export */   Rm: () => (/* binding */ StoredCallV2Plan),
/* harmony export */   Uy: () => (/* binding */ SearchParametersPlan),
/* harmony export */   Zb: () => (/* binding */ ListFilesParametersPlan),
/* harmony export */   cS: () => (/* binding */ MessagesDeltaPlan),
/* harmony export */   gM: () => (/* binding */ SuiteFilePlan),
/* harmony export */   i4: () => (/* binding */ RunRecordPlan),
/* harmony export */   jd: () => (/* binding */ ModePlan),
/* harmony export */   oT: () => (/* binding */ FingerprintPlan),
/* harmony export */   sj: () => (/* binding */ PolicyPlan)
/* harmony export */ });
/** The parts that several plans (or several places of one) share. */
const SHARED = [
    {
        type: 'string',
        checks: [{ check: 'regex', source: '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$', flags: '' }],
    },
    {
        type: 'object',
        fields: [
            { key: 'maxTurns', schema: { type: 'ref', id: 2 } },
            { key: 'maxWallMs', schema: { type: 'ref', id: 2 } },
            { key: 'maxTokens', schema: { type: 'ref', id: 3 }, optin: 'optional', optout: 'optional' },
            {
                key: 'maxToolCalls',
                schema: { type: 'ref', id: 3 },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    {
        type: 'number',
        checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
    },
    { type: 'optional', inner: { type: 'ref', id: 2 } },
    {
        type: 'object',
        fields: [
            { key: 'mode', schema: { type: 'enum', values: ['ask', 'auto', 'full'] } },
            { key: 'allow', schema: { type: 'ref', id: 5 }, optin: 'optional', optout: 'optional' },
            {
                key: 'readOnly',
                schema: { type: 'optional', inner: { type: 'boolean' } },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 6 } },
    {
        type: 'array',
        element: { type: 'enum', values: ['write', 'process', 'external', 'analysis'] },
        checks: [{ check: 'named', name: 'distinctItems', args: [] }],
    },
    {
        type: 'array',
        element: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
        checks: [{ check: 'min_length', minimum: 1 }],
    },
    {
        type: 'string',
        checks: [
            { check: 'min_length', minimum: 1 },
            { check: 'named', name: 'relativePath', args: ['task directory (the workspace)', false] },
        ],
    },
    {
        type: 'number',
        checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: true }],
    },
    { type: 'optional', inner: { type: 'ref', id: 11 } },
    { type: 'array', element: { type: 'ref', id: 12 } },
    {
        type: 'union',
        options: [
            { type: 'ref', id: 13 },
            { type: 'ref', id: 15 },
        ],
    },
    {
        type: 'object',
        fields: [
            { key: 'pattern', schema: { type: 'ref', id: 14 } },
            { key: 'replace', schema: { type: 'string' } },
        ],
        unknownKeys: 'reject',
    },
    {
        type: 'string',
        checks: [
            { check: 'min_length', minimum: 1 },
            { check: 'named', name: 'regExpSource', args: [] },
        ],
    },
    {
        type: 'object',
        fields: [{ key: 'preset', schema: { type: 'enum', values: ['dates'] } }],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 17 } },
    {
        type: 'object',
        fields: [
            { key: 'memoryMb', schema: { type: 'ref', id: 18 }, optin: 'optional', optout: 'optional' },
            { key: 'processes', schema: { type: 'ref', id: 20 }, optin: 'optional', optout: 'optional' },
            { key: 'cpuSeconds', schema: { type: 'ref', id: 22 }, optin: 'optional', optout: 'optional' },
        ],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 19 } },
    {
        type: 'number',
        checks: [
            { check: 'safeint' },
            { check: 'greater_than', value: 64, inclusive: true },
            { check: 'less_than', value: 1048576, inclusive: true },
        ],
    },
    { type: 'optional', inner: { type: 'ref', id: 21 } },
    {
        type: 'number',
        checks: [
            { check: 'safeint' },
            { check: 'greater_than', value: 8, inclusive: true },
            { check: 'less_than', value: 65536, inclusive: true },
        ],
    },
    { type: 'optional', inner: { type: 'ref', id: 23 } },
    {
        type: 'number',
        checks: [
            { check: 'safeint' },
            { check: 'greater_than', value: 1, inclusive: true },
            { check: 'less_than', value: 86400, inclusive: true },
        ],
    },
    { type: 'optional', inner: { type: 'ref', id: 25 } },
    {
        type: 'union',
        options: [
            { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            { type: 'ref', id: 7 },
        ],
    },
    {
        type: 'number',
        checks: [{ check: 'safeint' }, { check: 'greater_than', value: 1, inclusive: true }],
    },
    { type: 'optional', inner: { type: 'ref', id: 26 } },
    {
        type: 'object',
        fields: [
            { key: 'suiteId', schema: { type: 'string' } },
            { key: 'suiteVersion', schema: { type: 'string' } },
            { key: 'harnessVersion', schema: { type: 'string' } },
            { key: 'configHash', schema: { type: 'string' } },
            { key: 'provider', schema: { type: 'string' } },
            { key: 'model', schema: { type: 'string' } },
            { key: 'mode', schema: { type: 'enum', values: ['live', 'replay', 'scripted'] } },
            { key: 'k', schema: { type: 'ref', id: 26 } },
            { key: 'seed', schema: { type: 'number', checks: [{ check: 'safeint' }] } },
            {
                key: 'concurrency',
                schema: { type: 'ref', id: 27 },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'shard', schema: { type: 'ref', id: 29 }, optin: 'optional', optout: 'optional' },
            {
                key: 'tasks',
                schema: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'compaction', schema: { type: 'ref', id: 30 }, optin: 'optional', optout: 'optional' },
            { key: 'sandbox', schema: { type: 'ref', id: 32 }, optin: 'optional', optout: 'optional' },
        ],
        unknownKeys: 'reject',
    },
    {
        type: 'optional',
        inner: { type: 'string', checks: [{ check: 'regex', source: '^\\d+\\/\\d+$', flags: '' }] },
    },
    { type: 'optional', inner: { type: 'ref', id: 31 } },
    {
        type: 'object',
        fields: [
            {
                key: 'maxContextChars',
                schema: { type: 'optional', inner: { type: 'number' } },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'threshold',
                schema: { type: 'optional', inner: { type: 'number' } },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'keepRecentMessages',
                schema: { type: 'optional', inner: { type: 'number' } },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 33 } },
    {
        type: 'object',
        fields: [
            { key: 'backend', schema: { type: 'enum', values: ['bwrap', 'docker', 'none'] } },
            { key: 'limits', schema: { type: 'ref', id: 34 } },
            {
                key: 'image',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    {
        type: 'object',
        fields: [
            { key: 'memoryMb', schema: { type: 'number', checks: [{ check: 'safeint' }] } },
            { key: 'processes', schema: { type: 'number', checks: [{ check: 'safeint' }] } },
            { key: 'cpuSeconds', schema: { type: 'number', checks: [{ check: 'safeint' }] } },
        ],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 9 } },
    { type: 'optional', inner: { type: 'ref', id: 37 } },
    { type: 'record', key: { type: 'string' }, value: { type: 'ref', id: 9 } },
    {
        type: 'preprocess',
        transform: { name: 'withoutKey', args: ['eligible'] },
        schema: { type: 'ref', id: 39 },
    },
    {
        type: 'object',
        fields: [
            { key: 'total', schema: { type: 'ref', id: 9 } },
            { key: 'observed', schema: { type: 'ref', id: 9 } },
            { key: 'missing', schema: { type: 'ref', id: 9 } },
            { key: 'pass', schema: { type: 'ref', id: 9 } },
            { key: 'fail', schema: { type: 'ref', id: 9 } },
            { key: 'budgetExceeded', schema: { type: 'ref', id: 9 } },
            { key: 'error', schema: { type: 'ref', id: 9 } },
        ],
        unknownKeys: 'reject',
    },
    { type: 'nullable', inner: { type: 'ref', id: 41 } },
    {
        type: 'number',
        checks: [
            { check: 'greater_than', value: 0, inclusive: true },
            { check: 'less_than', value: 1, inclusive: true },
        ],
    },
    { type: 'nullable', inner: { type: 'ref', id: 43 } },
    {
        type: 'object',
        fields: [
            { key: 'low', schema: { type: 'ref', id: 41 } },
            { key: 'high', schema: { type: 'ref', id: 41 } },
        ],
        unknownKeys: 'reject',
    },
    {
        type: 'object',
        fields: [
            { key: 'runsJudged', schema: { type: 'ref', id: 9 } },
            { key: 'tokens', schema: { type: 'ref', id: 45 }, optin: 'optional', optout: 'optional' },
            {
                key: 'tokensOmitted',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'wallMs', schema: { type: 'ref', id: 47 } },
            {
                key: 'tokensPerSuccess',
                schema: { type: 'optional', inner: { type: 'nullable', inner: { type: 'number' } } },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'wallMsPerSuccess', schema: { type: 'nullable', inner: { type: 'number' } } },
            {
                key: 'cachedInput',
                schema: { type: 'ref', id: 48 },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 46 } },
    {
        type: 'object',
        fields: [
            { key: 'input', schema: { type: 'ref', id: 9 } },
            { key: 'output', schema: { type: 'ref', id: 9 } },
        ],
        unknownKeys: 'reject',
    },
    {
        type: 'object',
        fields: [
            { key: 'median', schema: { type: 'nullable', inner: { type: 'number' } } },
            { key: 'variance', schema: { type: 'nullable', inner: { type: 'number' } } },
        ],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 49 } },
    {
        type: 'object',
        fields: [
            { key: 'tokens', schema: { type: 'ref', id: 9 } },
            { key: 'inputTokens', schema: { type: 'ref', id: 9 } },
            { key: 'ratio', schema: { type: 'nullable', inner: { type: 'number' } } },
            { key: 'runsReporting', schema: { type: 'ref', id: 9 } },
            { key: 'runsJudged', schema: { type: 'ref', id: 9 } },
        ],
        unknownKeys: 'reject',
    },
    { type: 'optional', inner: { type: 'ref', id: 51 } },
    {
        type: 'number',
        checks: [
            { check: 'safeint' },
            { check: 'greater_than', value: 1, inclusive: true },
            { check: 'less_than', value: 100000000, inclusive: true },
        ],
    },
];
const SuiteFilePlan = {
    root: {
        type: 'object',
        fields: [
            {
                key: '$schema',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'schemaVersion', schema: { type: 'literal', values: [1] } },
            { key: 'suiteId', schema: { type: 'ref', id: 0 } },
            {
                key: 'suiteVersion',
                schema: { type: 'string', checks: [{ check: 'named', name: 'semverVersion', args: [] }] },
            },
            {
                key: 'description',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'tasks',
                schema: {
                    type: 'array',
                    element: {
                        type: 'object',
                        fields: [
                            { key: 'id', schema: { type: 'ref', id: 0 } },
                            {
                                key: 'title',
                                schema: { type: 'optional', inner: { type: 'string' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'prompt',
                                schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                            },
                            {
                                key: 'fixture',
                                schema: {
                                    type: 'optional',
                                    inner: {
                                        type: 'string',
                                        checks: [
                                            { check: 'min_length', minimum: 1 },
                                            { check: 'named', name: 'relativePath', args: ['suite directory', false] },
                                        ],
                                    },
                                },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'fixtureGit',
                                schema: { type: 'optional', inner: { type: 'boolean' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'agent',
                                schema: {
                                    type: 'optional',
                                    inner: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                                },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            { key: 'budget', schema: { type: 'ref', id: 1 } },
                            {
                                key: 'policy',
                                schema: { type: 'optional', inner: { type: 'ref', id: 4 } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'verifiers',
                                schema: {
                                    type: 'array',
                                    element: {
                                        type: 'tagged',
                                        key: 'kind',
                                        options: [
                                            [
                                                'command',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        { key: 'kind', schema: { type: 'literal', values: ['command'] } },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'command', schema: { type: 'ref', id: 7 } },
                                                        {
                                                            key: 'timeoutMs',
                                                            schema: {
                                                                type: 'number',
                                                                checks: [
                                                                    { check: 'safeint' },
                                                                    { check: 'greater_than', value: 0, inclusive: false },
                                                                    { check: 'less_than', value: 600000, inclusive: true },
                                                                ],
                                                            },
                                                        },
                                                        {
                                                            key: 'expectExit',
                                                            schema: {
                                                                type: 'optional',
                                                                inner: {
                                                                    type: 'number',
                                                                    checks: [
                                                                        { check: 'safeint' },
                                                                        { check: 'greater_than', value: 0, inclusive: true },
                                                                        { check: 'less_than', value: 255, inclusive: true },
                                                                    ],
                                                                },
                                                            },
                                                            optin: 'optional',
                                                            optout: 'optional',
                                                        },
                                                        {
                                                            key: 'expectStdoutIncludes',
                                                            schema: {
                                                                type: 'optional',
                                                                inner: { type: 'array', element: { type: 'string' } },
                                                            },
                                                            optin: 'optional',
                                                            optout: 'optional',
                                                        },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'file-equals',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        { key: 'kind', schema: { type: 'literal', values: ['file-equals'] } },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'path', schema: { type: 'ref', id: 8 } },
                                                        {
                                                            key: 'sha256',
                                                            schema: {
                                                                type: 'string',
                                                                checks: [{ check: 'regex', source: '^[0-9a-f]{64}$', flags: '' }],
                                                            },
                                                        },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'file-contains',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        { key: 'kind', schema: { type: 'literal', values: ['file-contains'] } },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'path', schema: { type: 'ref', id: 8 } },
                                                        {
                                                            key: 'text',
                                                            schema: {
                                                                type: 'string',
                                                                checks: [{ check: 'min_length', minimum: 1 }],
                                                            },
                                                        },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'file-absent',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        { key: 'kind', schema: { type: 'literal', values: ['file-absent'] } },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'path', schema: { type: 'ref', id: 8 } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'tree-diff-within',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['tree-diff-within'] },
                                                        },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        {
                                                            key: 'allowed',
                                                            schema: {
                                                                type: 'array',
                                                                element: {
                                                                    type: 'string',
                                                                    checks: [
                                                                        { check: 'min_length', minimum: 1 },
                                                                        {
                                                                            check: 'named',
                                                                            name: 'relativePath',
                                                                            args: ['task directory (the workspace)', true],
                                                                        },
                                                                    ],
                                                                },
                                                            },
                                                        },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'tool-sequence',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        { key: 'kind', schema: { type: 'literal', values: ['tool-sequence'] } },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        {
                                                            key: 'rule',
                                                            schema: {
                                                                type: 'tagged',
                                                                key: 'type',
                                                                options: [
                                                                    [
                                                                        'before',
                                                                        {
                                                                            type: 'object',
                                                                            fields: [
                                                                                {
                                                                                    key: 'type',
                                                                                    schema: { type: 'literal', values: ['before'] },
                                                                                },
                                                                                {
                                                                                    key: 'first',
                                                                                    schema: {
                                                                                        type: 'string',
                                                                                        checks: [{ check: 'min_length', minimum: 1 }],
                                                                                    },
                                                                                },
                                                                                {
                                                                                    key: 'then',
                                                                                    schema: {
                                                                                        type: 'string',
                                                                                        checks: [{ check: 'min_length', minimum: 1 }],
                                                                                    },
                                                                                },
                                                                            ],
                                                                            unknownKeys: 'reject',
                                                                        },
                                                                    ],
                                                                    [
                                                                        'never',
                                                                        {
                                                                            type: 'object',
                                                                            fields: [
                                                                                {
                                                                                    key: 'type',
                                                                                    schema: { type: 'literal', values: ['never'] },
                                                                                },
                                                                                {
                                                                                    key: 'tool',
                                                                                    schema: {
                                                                                        type: 'string',
                                                                                        checks: [{ check: 'min_length', minimum: 1 }],
                                                                                    },
                                                                                },
                                                                            ],
                                                                            unknownKeys: 'reject',
                                                                        },
                                                                    ],
                                                                    [
                                                                        'max-calls',
                                                                        {
                                                                            type: 'object',
                                                                            fields: [
                                                                                {
                                                                                    key: 'type',
                                                                                    schema: { type: 'literal', values: ['max-calls'] },
                                                                                },
                                                                                {
                                                                                    key: 'tool',
                                                                                    schema: {
                                                                                        type: 'string',
                                                                                        checks: [{ check: 'min_length', minimum: 1 }],
                                                                                    },
                                                                                },
                                                                                { key: 'max', schema: { type: 'ref', id: 9 } },
                                                                            ],
                                                                            unknownKeys: 'reject',
                                                                        },
                                                                    ],
                                                                    [
                                                                        'no-repeat-failure',
                                                                        {
                                                                            type: 'object',
                                                                            fields: [
                                                                                {
                                                                                    key: 'type',
                                                                                    schema: {
                                                                                        type: 'literal',
                                                                                        values: ['no-repeat-failure'],
                                                                                    },
                                                                                },
                                                                                {
                                                                                    key: 'tool',
                                                                                    schema: {
                                                                                        type: 'string',
                                                                                        checks: [{ check: 'min_length', minimum: 1 }],
                                                                                    },
                                                                                },
                                                                            ],
                                                                            unknownKeys: 'reject',
                                                                        },
                                                                    ],
                                                                ],
                                                            },
                                                        },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'response-contains',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['response-contains'] },
                                                        },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'texts', schema: { type: 'ref', id: 7 } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'response-not-contains',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['response-not-contains'] },
                                                        },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'texts', schema: { type: 'ref', id: 7 } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'response-matches',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['response-matches'] },
                                                        },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        {
                                                            key: 'pattern',
                                                            schema: {
                                                                type: 'string',
                                                                checks: [{ check: 'min_length', minimum: 1 }],
                                                            },
                                                        },
                                                        {
                                                            key: 'flags',
                                                            schema: {
                                                                type: 'optional',
                                                                inner: {
                                                                    type: 'string',
                                                                    checks: [{ check: 'regex', source: '^[dgimsuvy]*$', flags: '' }],
                                                                },
                                                            },
                                                            optin: 'optional',
                                                            optout: 'optional',
                                                        },
                                                    ],
                                                    unknownKeys: 'reject',
                                                    checks: [{ check: 'named', name: 'regExpWithFlags', args: [] }],
                                                },
                                            ],
                                            [
                                                'tool-called',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        { key: 'kind', schema: { type: 'literal', values: ['tool-called'] } },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'tools', schema: { type: 'ref', id: 7 } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'tool-not-called',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['tool-not-called'] },
                                                        },
                                                        { key: 'id', schema: { type: 'ref', id: 0 } },
                                                        { key: 'tools', schema: { type: 'ref', id: 7 } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                        ],
                                    },
                                    checks: [{ check: 'min_length', minimum: 1 }],
                                },
                            },
                            {
                                key: 'tags',
                                schema: {
                                    type: 'optional',
                                    inner: {
                                        type: 'array',
                                        element: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                                    },
                                },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'replayNormalize',
                                schema: { type: 'ref', id: 10 },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'resources',
                                schema: { type: 'ref', id: 16 },
                                optin: 'optional',
                                optout: 'optional',
                            },
                        ],
                        unknownKeys: 'reject',
                    },
                    checks: [{ check: 'min_length', minimum: 1 }],
                },
            },
            {
                key: 'replayNormalize',
                schema: { type: 'ref', id: 10 },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'cassettes',
                schema: {
                    type: 'optional',
                    inner: {
                        type: 'object',
                        fields: [
                            {
                                key: 'maxBytes',
                                schema: { type: 'ref', id: 3 },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'maxDirBytes',
                                schema: { type: 'ref', id: 3 },
                                optin: 'optional',
                                optout: 'optional',
                            },
                        ],
                        unknownKeys: 'reject',
                    },
                },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'resources', schema: { type: 'ref', id: 16 }, optin: 'optional', optout: 'optional' },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const CaseFilePlan = {
    root: {
        type: 'array',
        element: {
            type: 'object',
            fields: [
                { key: 'name', schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] } },
                {
                    key: 'agent',
                    schema: {
                        type: 'optional',
                        inner: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                    },
                    optin: 'optional',
                    optout: 'optional',
                },
                {
                    key: 'prompt',
                    schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                },
                {
                    key: 'expect',
                    schema: {
                        type: 'optional',
                        inner: {
                            type: 'object',
                            fields: [
                                {
                                    key: 'contains',
                                    schema: { type: 'ref', id: 24 },
                                    optin: 'optional',
                                    optout: 'optional',
                                },
                                {
                                    key: 'not_contains',
                                    schema: { type: 'ref', id: 24 },
                                    optin: 'optional',
                                    optout: 'optional',
                                },
                                {
                                    key: 'matches',
                                    schema: { type: 'optional', inner: { type: 'ref', id: 14 } },
                                    optin: 'optional',
                                    optout: 'optional',
                                },
                                {
                                    key: 'tool_called',
                                    schema: { type: 'ref', id: 24 },
                                    optin: 'optional',
                                    optout: 'optional',
                                },
                                {
                                    key: 'tool_not_called',
                                    schema: { type: 'ref', id: 24 },
                                    optin: 'optional',
                                    optout: 'optional',
                                },
                            ],
                            unknownKeys: 'reject',
                        },
                    },
                    optin: 'optional',
                    optout: 'optional',
                },
                {
                    key: 'recorded',
                    schema: { type: 'optional', inner: { type: 'unknown' } },
                    optin: 'optional',
                    optout: 'optional',
                },
            ],
            unknownKeys: 'reject',
        },
        checks: [{ check: 'min_length', minimum: 1 }],
    },
    defs: SHARED,
};
const PolicyPlan = { root: { type: 'ref', id: 4 }, defs: SHARED };
const CassetteHeaderPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'format', schema: { type: 'enum', values: ['cassette/v1', 'cassette/v2'] } },
            { key: 'suiteId', schema: { type: 'ref', id: 0 } },
            {
                key: 'suiteVersion',
                schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            },
            { key: 'taskId', schema: { type: 'ref', id: 0 } },
            {
                key: 'configHash',
                schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            },
            {
                key: 'harnessVersion',
                schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
            },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const StoredCallV2Plan = {
    root: {
        type: 'object',
        fields: [
            { key: 'call', schema: { type: 'ref', id: 26 } },
            {
                key: 'endpoint',
                schema: {
                    type: 'enum',
                    values: ['chat.completions', 'responses', 'messages', 'gemini.generateContent'],
                },
            },
            {
                key: 'sha256',
                schema: {
                    type: 'string',
                    checks: [{ check: 'regex', source: '^[0-9a-f]{64}$', flags: '' }],
                },
            },
            { key: 'from', schema: { type: 'ref', id: 27 }, optin: 'optional', optout: 'optional' },
            {
                key: 'parts',
                schema: {
                    type: 'optional',
                    inner: {
                        type: 'record',
                        key: {
                            type: 'string',
                            checks: [{ check: 'regex', source: '^[0-9a-f]{64}$', flags: '' }],
                        },
                        value: { type: 'unknown' },
                    },
                },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'request',
                schema: {
                    type: 'object',
                    fields: [
                        {
                            key: 'model',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'instructions',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'messages',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'tools',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'outputLimit',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'nativeTools',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'reasoningEffort',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'answerControls',
                            schema: { type: 'optional', inner: { type: 'unknown' } },
                            optin: 'optional',
                            optout: 'optional',
                        },
                    ],
                    unknownKeys: 'reject',
                },
            },
            {
                key: 'response',
                schema: {
                    type: 'union',
                    options: [
                        {
                            type: 'object',
                            fields: [
                                { key: 'kind', schema: { type: 'literal', values: ['json'] } },
                                { key: 'status', schema: { type: 'number', checks: [{ check: 'safeint' }] } },
                                { key: 'body', schema: { type: 'unknown' } },
                            ],
                            unknownKeys: 'reject',
                        },
                        {
                            type: 'object',
                            fields: [
                                { key: 'kind', schema: { type: 'literal', values: ['sse'] } },
                                { key: 'status', schema: { type: 'number', checks: [{ check: 'safeint' }] } },
                                { key: 'events', schema: { type: 'array', element: { type: 'string' } } },
                            ],
                            unknownKeys: 'reject',
                        },
                    ],
                },
            },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const MessagesDeltaPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'keep', schema: { type: 'ref', id: 9 } },
            { key: 'append', schema: { type: 'array', element: { type: 'unknown' } } },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const FingerprintPlan = {
    root: {
        type: 'object',
        fields: [
            {
                key: 'endpoint',
                schema: {
                    type: 'enum',
                    values: ['chat.completions', 'responses', 'messages', 'gemini.generateContent'],
                },
            },
            { key: 'model', schema: { type: 'nullable', inner: { type: 'string' } } },
            { key: 'instructions', schema: { type: 'unknown' } },
            { key: 'messages', schema: { type: 'array', element: { type: 'unknown' } } },
            { key: 'tools', schema: { type: 'array', element: { type: 'unknown' } } },
            { key: 'outputLimit', schema: { type: 'nullable', inner: { type: 'number' } } },
            { key: 'nativeTools', schema: { type: 'array', element: { type: 'unknown' } } },
            { key: 'reasoningEffort', schema: { type: 'nullable', inner: { type: 'string' } } },
            {
                key: 'answerControls',
                schema: { type: 'record', key: { type: 'string' }, value: { type: 'unknown' } },
            },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const ModePlan = {
    root: { type: 'enum', values: ['live', 'replay', 'scripted'] },
    defs: SHARED,
};
const ConditionsFilePlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'runId', schema: { type: 'string' } },
            { key: 'conditions', schema: { type: 'ref', id: 28 } },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const RunRecordPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'format', schema: { type: 'literal', values: ['run/v1'] } },
            { key: 'runId', schema: { type: 'string' } },
            { key: 'suiteId', schema: { type: 'string' } },
            { key: 'taskId', schema: { type: 'string' } },
            { key: 'repetition', schema: { type: 'ref', id: 26 } },
            { key: 'seed', schema: { type: 'number', checks: [{ check: 'safeint' }] } },
            { key: 'model', schema: { type: 'string' } },
            { key: 'mode', schema: { type: 'enum', values: ['live', 'replay', 'scripted'] } },
            {
                key: 'variant',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'attempts', schema: { type: 'ref', id: 26 } },
            {
                key: 'status',
                schema: { type: 'enum', values: ['pass', 'fail', 'budget_exceeded', 'error'] },
            },
            {
                key: 'reason',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'verifiers',
                schema: {
                    type: 'array',
                    element: {
                        type: 'object',
                        fields: [
                            { key: 'id', schema: { type: 'string' } },
                            { key: 'kind', schema: { type: 'string' } },
                            { key: 'outcome', schema: { type: 'enum', values: ['pass', 'fail', 'error'] } },
                            { key: 'detail', schema: { type: 'string' } },
                            {
                                key: 'durationMs',
                                schema: {
                                    type: 'number',
                                    checks: [{ check: 'greater_than', value: 0, inclusive: true }],
                                },
                            },
                        ],
                        unknownKeys: 'reject',
                    },
                },
            },
            {
                key: 'incidents',
                schema: {
                    type: 'array',
                    element: {
                        type: 'object',
                        fields: [
                            { key: 'kind', schema: { type: 'string' } },
                            {
                                key: 'detail',
                                schema: { type: 'optional', inner: { type: 'string' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                        ],
                        unknownKeys: 'reject',
                    },
                },
            },
            {
                key: 'measured',
                schema: {
                    type: 'object',
                    fields: [
                        {
                            key: 'wallMs',
                            schema: {
                                type: 'number',
                                checks: [{ check: 'greater_than', value: 0, inclusive: true }],
                            },
                        },
                        { key: 'turns', schema: { type: 'ref', id: 9 } },
                        { key: 'toolCalls', schema: { type: 'ref', id: 9 } },
                        { key: 'compactionCalls', schema: { type: 'ref', id: 9 } },
                        {
                            key: 'usage',
                            schema: {
                                type: 'optional',
                                inner: {
                                    type: 'object',
                                    fields: [
                                        { key: 'inputTokens', schema: { type: 'ref', id: 9 } },
                                        { key: 'outputTokens', schema: { type: 'ref', id: 9 } },
                                        {
                                            key: 'cachedInputTokens',
                                            schema: { type: 'ref', id: 35 },
                                            optin: 'optional',
                                            optout: 'optional',
                                        },
                                        {
                                            key: 'cachedPartial',
                                            schema: { type: 'optional', inner: { type: 'boolean' } },
                                            optin: 'optional',
                                            optout: 'optional',
                                        },
                                    ],
                                    unknownKeys: 'reject',
                                },
                            },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        { key: 'retries', schema: { type: 'ref', id: 9 } },
                        {
                            key: 'upstreamModels',
                            schema: { type: 'ref', id: 36 },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        { key: 'events', schema: { type: 'ref', id: 37 } },
                    ],
                    unknownKeys: 'reject',
                },
            },
            {
                key: 'toolCalls',
                schema: {
                    type: 'array',
                    element: {
                        type: 'object',
                        fields: [
                            { key: 'name', schema: { type: 'string' } },
                            { key: 'arguments', schema: { type: 'unknown' } },
                            {
                                key: 'ok',
                                schema: { type: 'optional', inner: { type: 'boolean' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                        ],
                        unknownKeys: 'reject',
                    },
                },
            },
            { key: 'finalAnswer', schema: { type: 'nullable', inner: { type: 'string' } } },
            {
                key: 'agentExitCode',
                schema: { type: 'nullable', inner: { type: 'number', checks: [{ check: 'safeint' }] } },
            },
            {
                key: 'error',
                schema: {
                    type: 'optional',
                    inner: {
                        type: 'object',
                        fields: [
                            { key: 'kind', schema: { type: 'string' } },
                            { key: 'message', schema: { type: 'string' } },
                            {
                                key: 'stop',
                                schema: {
                                    type: 'optional',
                                    inner: {
                                        type: 'tagged',
                                        key: 'kind',
                                        options: [
                                            [
                                                'replay_divergence',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['replay_divergence'] },
                                                        },
                                                        { key: 'call', schema: { type: 'ref', id: 26 } },
                                                        { key: 'field', schema: { type: 'string' } },
                                                        {
                                                            key: 'excerpt',
                                                            schema: {
                                                                type: 'optional',
                                                                inner: {
                                                                    type: 'object',
                                                                    fields: [
                                                                        {
                                                                            key: 'path',
                                                                            schema: {
                                                                                type: 'string',
                                                                                checks: [{ check: 'max_length', maximum: 4000 }],
                                                                            },
                                                                        },
                                                                        {
                                                                            key: 'hunks',
                                                                            schema: {
                                                                                type: 'array',
                                                                                element: {
                                                                                    type: 'array',
                                                                                    element: {
                                                                                        type: 'object',
                                                                                        fields: [
                                                                                            {
                                                                                                key: 'kind',
                                                                                                schema: {
                                                                                                    type: 'enum',
                                                                                                    values: ['same', 'removed', 'added'],
                                                                                                },
                                                                                            },
                                                                                            {
                                                                                                key: 'text',
                                                                                                schema: {
                                                                                                    type: 'string',
                                                                                                    checks: [{ check: 'max_length', maximum: 4000 }],
                                                                                                },
                                                                                            },
                                                                                            {
                                                                                                key: 'cutBefore',
                                                                                                schema: {
                                                                                                    type: 'optional',
                                                                                                    inner: { type: 'literal', values: [true] },
                                                                                                },
                                                                                                optin: 'optional',
                                                                                                optout: 'optional',
                                                                                            },
                                                                                            {
                                                                                                key: 'cutAfter',
                                                                                                schema: {
                                                                                                    type: 'optional',
                                                                                                    inner: { type: 'literal', values: [true] },
                                                                                                },
                                                                                                optin: 'optional',
                                                                                                optout: 'optional',
                                                                                            },
                                                                                        ],
                                                                                        unknownKeys: 'reject',
                                                                                    },
                                                                                    checks: [{ check: 'max_length', maximum: 20 }],
                                                                                },
                                                                                checks: [{ check: 'max_length', maximum: 3 }],
                                                                            },
                                                                        },
                                                                        {
                                                                            key: 'moreChanges',
                                                                            schema: { type: 'ref', id: 27 },
                                                                            optin: 'optional',
                                                                            optout: 'optional',
                                                                        },
                                                                        {
                                                                            key: 'unaligned',
                                                                            schema: {
                                                                                type: 'optional',
                                                                                inner: { type: 'literal', values: [true] },
                                                                            },
                                                                            optin: 'optional',
                                                                            optout: 'optional',
                                                                        },
                                                                    ],
                                                                    unknownKeys: 'reject',
                                                                },
                                                            },
                                                            optin: 'optional',
                                                            optout: 'optional',
                                                        },
                                                        {
                                                            key: 'recorded',
                                                            schema: { type: 'optional', inner: { type: 'string' } },
                                                            optin: 'optional',
                                                            optout: 'optional',
                                                        },
                                                        {
                                                            key: 'actual',
                                                            schema: { type: 'optional', inner: { type: 'string' } },
                                                            optin: 'optional',
                                                            optout: 'optional',
                                                        },
                                                        { key: 'message', schema: { type: 'string' } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'upstream_unavailable',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['upstream_unavailable'] },
                                                        },
                                                        { key: 'attempts', schema: { type: 'ref', id: 26 } },
                                                        { key: 'message', schema: { type: 'string' } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'budget_exceeded',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['budget_exceeded'] },
                                                        },
                                                        {
                                                            key: 'budget',
                                                            schema: {
                                                                type: 'enum',
                                                                values: ['maxTurns', 'maxTokens', 'maxToolCalls', 'maxWallMs'],
                                                            },
                                                        },
                                                        { key: 'limit', schema: { type: 'number' } },
                                                        { key: 'used', schema: { type: 'number' } },
                                                        { key: 'message', schema: { type: 'string' } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'script_exhausted',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['script_exhausted'] },
                                                        },
                                                        { key: 'call', schema: { type: 'ref', id: 26 } },
                                                        { key: 'message', schema: { type: 'string' } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'provider_error',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['provider_error'] },
                                                        },
                                                        { key: 'message', schema: { type: 'string' } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                            [
                                                'model_not_allowed',
                                                {
                                                    type: 'object',
                                                    fields: [
                                                        {
                                                            key: 'kind',
                                                            schema: { type: 'literal', values: ['model_not_allowed'] },
                                                        },
                                                        {
                                                            key: 'model',
                                                            schema: { type: 'optional', inner: { type: 'string' } },
                                                            optin: 'optional',
                                                            optout: 'optional',
                                                        },
                                                        {
                                                            key: 'allowed',
                                                            schema: { type: 'array', element: { type: 'string' } },
                                                        },
                                                        { key: 'message', schema: { type: 'string' } },
                                                    ],
                                                    unknownKeys: 'reject',
                                                },
                                            ],
                                        ],
                                    },
                                },
                                optin: 'optional',
                                optout: 'optional',
                            },
                        ],
                        unknownKeys: 'reject',
                    },
                },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'keptDir',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'origin',
                schema: {
                    type: 'optional',
                    inner: {
                        type: 'object',
                        fields: [
                            { key: 'suiteDir', schema: { type: 'string' } },
                            { key: 'suiteVersion', schema: { type: 'string' } },
                            {
                                key: 'title',
                                schema: { type: 'optional', inner: { type: 'string' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            { key: 'prompt', schema: { type: 'string' } },
                            {
                                key: 'fixture',
                                schema: { type: 'optional', inner: { type: 'string' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'fixtureGit',
                                schema: { type: 'optional', inner: { type: 'boolean' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'agent',
                                schema: { type: 'optional', inner: { type: 'string' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            { key: 'policy', schema: { type: 'ref', id: 4 } },
                            { key: 'budget', schema: { type: 'ref', id: 1 } },
                            { key: 'replayNormalize', schema: { type: 'ref', id: 11 } },
                        ],
                        unknownKeys: 'reject',
                    },
                },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const ReportPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'format', schema: { type: 'literal', values: ['report/v1'] } },
            { key: 'runId', schema: { type: 'string' } },
            {
                key: 'state',
                schema: { type: 'enum', values: ['COMPLETE', 'PARTIAL', 'CANCELLED', 'RUN_ERROR'] },
            },
            { key: 'conditions', schema: { type: 'ref', id: 28 } },
            {
                key: 'tasks',
                schema: {
                    type: 'array',
                    element: {
                        type: 'object',
                        fields: [
                            { key: 'taskId', schema: { type: 'string' } },
                            {
                                key: 'title',
                                schema: { type: 'optional', inner: { type: 'string' } },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            { key: 'counts', schema: { type: 'ref', id: 38 }, optin: 'optional' },
                            { key: 'successRate', schema: { type: 'ref', id: 40 } },
                            { key: 'interval', schema: { type: 'ref', id: 42 } },
                            { key: 'boundedInterval', schema: { type: 'ref', id: 42 } },
                            { key: 'passAtK', schema: { type: 'ref', id: 40 } },
                            { key: 'passHatK', schema: { type: 'ref', id: 40 } },
                            { key: 'flaky', schema: { type: 'boolean' } },
                            { key: 'lowPower', schema: { type: 'boolean' } },
                            { key: 'errors', schema: { type: 'ref', id: 37 } },
                            { key: 'incidents', schema: { type: 'ref', id: 37 } },
                            {
                                key: 'replay',
                                schema: {
                                    type: 'optional',
                                    inner: {
                                        type: 'object',
                                        fields: [
                                            { key: 'diverged', schema: { type: 'ref', id: 9 } },
                                            {
                                                key: 'divergences',
                                                schema: {
                                                    type: 'array',
                                                    element: {
                                                        type: 'object',
                                                        fields: [
                                                            { key: 'repetition', schema: { type: 'ref', id: 26 } },
                                                            { key: 'call', schema: { type: 'ref', id: 26 } },
                                                            { key: 'field', schema: { type: 'string' } },
                                                            { key: 'message', schema: { type: 'string' } },
                                                        ],
                                                        unknownKeys: 'reject',
                                                    },
                                                },
                                            },
                                        ],
                                        unknownKeys: 'reject',
                                    },
                                },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            {
                                key: 'runs',
                                schema: {
                                    type: 'optional',
                                    inner: {
                                        type: 'array',
                                        element: {
                                            type: 'object',
                                            fields: [
                                                { key: 'repetition', schema: { type: 'ref', id: 26 } },
                                                {
                                                    key: 'status',
                                                    schema: {
                                                        type: 'enum',
                                                        values: ['pass', 'fail', 'budget_exceeded', 'error'],
                                                    },
                                                },
                                                {
                                                    key: 'verifiers',
                                                    schema: {
                                                        type: 'record',
                                                        key: { type: 'string' },
                                                        value: { type: 'enum', values: ['pass', 'fail', 'error'] },
                                                    },
                                                },
                                                { key: 'tools', schema: { type: 'array', element: { type: 'string' } } },
                                            ],
                                            unknownKeys: 'reject',
                                        },
                                    },
                                },
                                optin: 'optional',
                                optout: 'optional',
                            },
                            { key: 'measured', schema: { type: 'ref', id: 44 } },
                        ],
                        unknownKeys: 'reject',
                    },
                },
            },
            {
                key: 'summary',
                schema: {
                    type: 'object',
                    fields: [
                        { key: 'tasks', schema: { type: 'ref', id: 9 } },
                        { key: 'counts', schema: { type: 'ref', id: 38 }, optin: 'optional' },
                        { key: 'successRate', schema: { type: 'ref', id: 40 } },
                        { key: 'interval', schema: { type: 'ref', id: 42 } },
                        { key: 'boundedInterval', schema: { type: 'ref', id: 42 } },
                        { key: 'lowPower', schema: { type: 'boolean' } },
                        { key: 'tasksPassedAll', schema: { type: 'ref', id: 9 } },
                        { key: 'flakyTasks', schema: { type: 'ref', id: 9 } },
                        { key: 'errors', schema: { type: 'ref', id: 37 } },
                        { key: 'incidents', schema: { type: 'ref', id: 37 } },
                        {
                            key: 'secretsRedacted',
                            schema: { type: 'ref', id: 35 },
                            optin: 'optional',
                            optout: 'optional',
                        },
                        {
                            key: 'retries',
                            schema: {
                                type: 'object',
                                fields: [
                                    { key: 'upstream', schema: { type: 'ref', id: 9 } },
                                    { key: 'run', schema: { type: 'ref', id: 9 } },
                                ],
                                unknownKeys: 'reject',
                            },
                        },
                        {
                            key: 'upstreamModels',
                            schema: { type: 'ref', id: 36 },
                            optin: 'optional',
                            optout: 'optional',
                        },
                    ],
                    unknownKeys: 'reject',
                },
            },
            { key: 'measured', schema: { type: 'ref', id: 44 } },
            {
                key: 'estimated',
                schema: {
                    type: 'optional',
                    inner: {
                        type: 'object',
                        fields: [
                            {
                                key: 'costUsd',
                                schema: {
                                    type: 'number',
                                    checks: [{ check: 'greater_than', value: 0, inclusive: true }],
                                },
                            },
                            {
                                key: 'rates',
                                schema: {
                                    type: 'object',
                                    fields: [
                                        {
                                            key: 'inputRate',
                                            schema: {
                                                type: 'number',
                                                checks: [{ check: 'greater_than', value: 0, inclusive: true }],
                                            },
                                        },
                                        {
                                            key: 'outputRate',
                                            schema: {
                                                type: 'number',
                                                checks: [{ check: 'greater_than', value: 0, inclusive: true }],
                                            },
                                        },
                                    ],
                                    unknownKeys: 'reject',
                                },
                            },
                        ],
                        unknownKeys: 'reject',
                    },
                },
                optin: 'optional',
                optout: 'optional',
            },
            { key: 'notes', schema: { type: 'array', element: { type: 'string' } } },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const BashParametersPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'command', schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] } },
            {
                key: 'timeoutMs',
                schema: {
                    type: 'optional',
                    inner: {
                        type: 'number',
                        checks: [
                            { check: 'safeint' },
                            { check: 'greater_than', value: 1, inclusive: true },
                            { check: 'less_than', value: 600000, inclusive: true },
                        ],
                    },
                },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const EditFileParametersPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'path', schema: { type: 'string' } },
            { key: 'old', schema: { type: 'string' } },
            { key: 'new', schema: { type: 'string' } },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const ListFilesParametersPlan = {
    root: {
        type: 'object',
        fields: [
            {
                key: 'path',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
            {
                key: 'recursive',
                schema: { type: 'optional', inner: { type: 'boolean' } },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const ReadFileParametersPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'path', schema: { type: 'string' } },
            { key: 'offset', schema: { type: 'ref', id: 50 }, optin: 'optional', optout: 'optional' },
            { key: 'limit', schema: { type: 'ref', id: 50 }, optin: 'optional', optout: 'optional' },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const SearchParametersPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'pattern', schema: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] } },
            {
                key: 'path',
                schema: { type: 'optional', inner: { type: 'string' } },
                optin: 'optional',
                optout: 'optional',
            },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
const WriteFileParametersPlan = {
    root: {
        type: 'object',
        fields: [
            { key: 'path', schema: { type: 'string' } },
            { key: 'content', schema: { type: 'string' } },
        ],
        unknownKeys: 'reject',
    },
    defs: SHARED,
};
//# sourceMappingURL=schema-plans.js.map

/***/ }),

/***/ 8132:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ SANDBOX_CHOICES),
/* harmony export */   WB: () => (/* binding */ effectiveLimits),
/* harmony export */   WZ: () => (/* binding */ signalOfExitStatus),
/* harmony export */   hT: () => (/* binding */ describeSandbox),
/* harmony export */   kK: () => (/* binding */ ResourceLimitsSchema),
/* harmony export */   nj: () => (/* binding */ SandboxConditionsSchema)
/* harmony export */ });
/* unused harmony exports SANDBOX_BACKENDS, DEFAULT_LIMITS */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1585);
/**
 * The sandbox a run is contained in (SPEC §1): one interface, one module per backend (`bwrap.ts`,
 * `docker.ts`, `none.ts`), chosen once per invocation (`select-sandbox.ts`). The runner asks the
 * invocation's sandbox for a run's box — its workspace, HOME, `/tmp`, limits and the bridge to the
 * proxy — and starts every command of the run through it: the agent, the commands the built-in
 * agent runs, and the verifiers. It never branches on the backend by name.
 *
 * What each backend guarantees is written once, in its module's header, and in
 * docs/sandbox.md.
 */



const SANDBOX_BACKENDS = ['bwrap', 'docker', 'none'];
/** What the user asks for: a backend, or `auto` (bwrap, else docker, else none with a warning). */
const SANDBOX_CHOICES = ['auto', ...SANDBOX_BACKENDS];
/**
 * A run's resource limits. Each applies to every process of the run on its own (an rlimit), and
 * `processes` also to the agent's whole tree (counted while it runs).
 */
const ResourceLimitsSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    memoryMb: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(64)
        .max(1_048_576)
        .optional()
        .describe('Private writable memory per process, in MiB (default 4096).'),
    processes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(8)
        .max(65_536)
        .optional()
        .describe('Processes of a run at once (default 512).'),
    cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(1)
        .max(86_400)
        .optional()
        .describe('CPU time per process, in seconds (default 1800).'),
})
    .describe("A sandboxed run's resource limits; a task's replace its suite's, key by key."));
const DEFAULT_LIMITS = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
/** The limits a task runs with: its own over its suite's over the defaults. */
function effectiveLimits(...layers) {
    const limits = { ...DEFAULT_LIMITS };
    for (const layer of layers) {
        if (layer?.memoryMb !== undefined)
            limits.memoryMb = layer.memoryMb;
        if (layer?.processes !== undefined)
            limits.processes = layer.processes;
        if (layer?.cpuSeconds !== undefined)
            limits.cpuSeconds = layer.cpuSeconds;
    }
    return limits;
}
/** The sandbox in the measurement conditions: two sides that differ in it are not comparable. */
const SandboxConditionsSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    backend: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(SANDBOX_BACKENDS),
    /** The suite's limits (a task may set its own in the suite file, which its version covers). */
    limits: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        memoryMb: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        processes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    }),
    /** docker: the image. */
    image: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
}));
/** One line for reports, the comment and `verdict ci`. */
function describeSandbox(conditions) {
    if (conditions === undefined)
        return 'sandbox not recorded';
    if (conditions.backend === 'none') {
        return 'not sandboxed: agents and verifiers ran as this user, with its files and network';
    }
    const { memoryMb, processes, cpuSeconds } = conditions.limits;
    const image = conditions.image === undefined ? '' : ` ${conditions.image}`;
    return `sandboxed (${conditions.backend}${image}): only the proxy reachable, ${memoryMb} MiB memory and ${cpuSeconds} s CPU per process, ${processes} processes`;
}
/**
 * The signal a contained command died of, read from the exit status its backend reported
 * (`ContainedCommand.signalAsExitStatus`: 128 + the signal's number), or undefined.
 *
 * The status is ambiguous, and read as a signal on purpose: a command that calls `exit(139)`
 * itself, or a shell whose last child a signal ended, ends with the same status as one a SIGSEGV
 * ended, and the box reports no more than that status. Statuses above 128 that name a signal are
 * read as that signal, as shells read them; the others (255, 200…) stay exit statuses.
 */
function signalOfExitStatus(exitCode) {
    if (exitCode === null || exitCode <= 128)
        return undefined;
    const number = exitCode - 128;
    const names = Object.entries(node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals);
    return names.find(([, value]) => value === number)?.[0];
}
//# sourceMappingURL=sandbox.js.map

/***/ }),

/***/ 53:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   n6: () => (/* binding */ describeIssue),
/* harmony export */   vZ: () => (/* binding */ formatFieldPath)
/* harmony export */ });
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return 'a string';
        case 'number':
            return Number.isInteger(value) ? 'an integer' : 'a number';
        case 'boolean':
            return 'a boolean';
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
const article = (expected) => ({ array: 'an array', object: 'an object', int: 'an integer' })[expected] ?? `a ${expected}`;
function quoteList(values) {
    return values.map((value) => JSON.stringify(value)).join(', ');
}
/** A sentence (without the field) saying what is wrong with the value at the issue's path. */
function describeIssue(issue) {
    switch (issue.code) {
        case 'invalid_type':
            if (issue.input === undefined)
                return 'is required';
            return `must be ${article(issue.expected)}, not ${typeName(issue.input)}`;
        case 'unrecognized_keys':
            return `unknown field${issue.keys.length > 1 ? 's' : ''} ${quoteList(issue.keys)} (check the spelling)`;
        case 'invalid_value':
            return issue.values.length === 1
                ? `must be ${JSON.stringify(issue.values[0])}`
                : `must be one of ${quoteList(issue.values)}`;
        case 'invalid_union':
            if ('options' in issue && Array.isArray(issue.options)) {
                return `must be one of ${quoteList(issue.options)}`;
            }
            return 'does not match any accepted form';
        case 'too_small':
            if (issue.origin === 'array')
                return `must have at least ${String(issue.minimum)} item(s)`;
            if (issue.origin === 'string')
                return 'must not be empty';
            return issue.inclusive === false
                ? `must be greater than ${String(issue.minimum)}`
                : `must be at least ${String(issue.minimum)}`;
        case 'too_big':
            if (issue.origin === 'array')
                return `must have at most ${String(issue.maximum)} item(s)`;
            if (issue.origin === 'string')
                return `must be at most ${String(issue.maximum)} characters long`;
            return issue.inclusive === false
                ? `must be less than ${String(issue.maximum)}`
                : `must be at most ${String(issue.maximum)}`;
        case 'invalid_format':
            return issue.message.startsWith('Invalid') ? `has an invalid format` : issue.message;
        case 'not_multiple_of':
            return `must be a multiple of ${String(issue.divisor)}`;
        default:
            return issue.message;
    }
}
/**
 * Renders a field path as a suite author would point at it: `budget.maxTurns`,
 * `verifiers[check].timeoutMs` (a verifier named by its id when it has one), `tags[2]`.
 */
function formatFieldPath(path, itemAt) {
    let rendered = '';
    path.forEach((key, index) => {
        if (typeof key === 'number') {
            const item = itemAt(path.slice(0, index + 1));
            const id = item !== null && typeof item === 'object' && 'id' in item && typeof item.id === 'string'
                ? item.id
                : undefined;
            const parent = path[index - 1];
            rendered += parent === 'verifiers' && id !== undefined && id !== '' ? `[${id}]` : `[${key}]`;
        }
        else {
            rendered += rendered === '' ? String(key) : `.${String(key)}`;
        }
    });
    return rendered === '' ? '(top level)' : rendered;
}
/** Reads the value at a path inside parsed JSON, or undefined when any step is missing. */
function valueAt(root, path) {
    let current = root;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
//# sourceMappingURL=describe-issue.js.map

/***/ }),

/***/ 973:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ BudgetSchema),
/* harmony export */   N$: () => (/* binding */ IdSchema),
/* harmony export */   Q5: () => (/* binding */ ReplayNormalizeRuleSchema),
/* harmony export */   Qk: () => (/* binding */ SuiteFileSchema),
/* harmony export */   Qz: () => (/* binding */ PolicySchema),
/* harmony export */   bI: () => (/* binding */ EffectSchema),
/* harmony export */   nm: () => (/* binding */ CassetteCapsSchema),
/* harmony export */   oV: () => (/* binding */ CaseFileSchema),
/* harmony export */   zj: () => (/* binding */ DEFAULT_POLICY)
/* harmony export */ });
/* unused harmony exports SuitePathSchema, WorkspacePathSchema, EFFECTS, CommandVerifierSchema, FileEqualsVerifierSchema, FileContainsVerifierSchema, FileAbsentVerifierSchema, TreeDiffWithinVerifierSchema, ToolSequenceRuleSchema, ToolSequenceVerifierSchema, ResponseContainsVerifierSchema, ResponseNotContainsVerifierSchema, ResponseMatchesVerifierSchema, ToolCalledVerifierSchema, ToolNotCalledVerifierSchema, VerifierSchema, REPLAY_NORMALIZE_PRESETS, TaskSchema, CaseSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/* harmony import */ var _json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1585);
/* harmony import */ var _json_schema_plans_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8010);
/* harmony import */ var _json_named_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2039);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8132);
/**
 * The suite format (SPEC §2): `suite.json` and the simple case-file form. This module is the single
 * source of the format; `schema/*.schema.json` is generated from it (`npm run schema`) and a test keeps
 * the committed copy current. Rules that need the file system (paths that must exist and stay inside
 * the suite) live in the loader; everything checkable on the JSON alone lives here. Each schema is
 * built on first use (`lazySchema`), and a valid suite or case file is parsed from the schema's
 * generated plan (`json/schema-plans.ts`, also written by `npm run schema`) without building it;
 * refinements are named checks (`json/named-checks.ts`) so that the plans can make them too.
 */





/** Ids become file names (cassettes, report folders), so they stay portable. */
const IdSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must start with a letter or digit and use only letters, digits, ".", "_" and "-" (at most 128)'));
const RegExpSourceSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .min(1)
    .refine((0,_json_named_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .namedCheck */ .KT)('regExpSource'), 'must be a valid JavaScript regular expression'));
/**
 * A path relative to a directory it must stay inside. The lexical rules are checked here, with every
 * other schema rule; whether a path escapes through a symlink needs the real directory, so the loader
 * checks that.
 */
const relativePathSchema = (insideWhat, allowTrailingSlash = false) => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .min(1)
    .refine((0,_json_named_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .namedCheck */ .KT)('relativePath', insideWhat, allowTrailingSlash), {
    error: (issue) => (0,_json_named_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .relativePathProblem */ .BE)(String(issue.input), insideWhat, allowTrailingSlash),
})
    .describe(`A relative path with "/" separators that stays inside the ${insideWhat}.`);
/** `fixture`: relative to the suite directory. */
const SuitePathSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => relativePathSchema('suite directory'));
/** Verifier paths: relative to the task directory, which is the run's workspace. */
const WorkspacePathSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => relativePathSchema('task directory (the workspace)'));
const PositiveIntSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive());
const BudgetSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    maxTurns: PositiveIntSchema.describe('Model calls of the main loop before the run stops.'),
    maxWallMs: PositiveIntSchema.describe('Wall-clock milliseconds before the run is stopped.'),
    maxTokens: PositiveIntSchema.optional().describe('Provider-reported tokens; applies only when the provider reports usage.'),
    maxToolCalls: PositiveIntSchema.optional(),
}));
const EFFECTS = ['write', 'process', 'external', 'analysis'];
const EffectSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(EFFECTS));
const PolicySchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    mode: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['ask', 'auto', 'full']),
    allow: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(EffectSchema)
        .refine((0,_json_named_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .namedCheck */ .KT)('distinctItems'), 'must not repeat an effect')
        .optional(),
    readOnly: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
}), _json_schema_plans_js__WEBPACK_IMPORTED_MODULE_1__/* .PolicyPlan */ .sj);
const DEFAULT_POLICY = { mode: 'auto', allow: [] };
const verifierBase = { id: IdSchema };
const CommandVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('command'),
    ...verifierBase,
    command: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .min(1)
        .describe('argv: the program and its arguments, run without a shell in the workspace.'),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().max(600_000),
    expectExit: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0).max(255).optional(),
    expectStdoutIncludes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
}));
const FileEqualsVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('file-equals'),
    ...verifierBase,
    path: WorkspacePathSchema,
    sha256: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters (a sha256 digest)'),
}));
const FileContainsVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('file-contains'),
    ...verifierBase,
    path: WorkspacePathSchema,
    text: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
}));
const FileAbsentVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('file-absent'),
    ...verifierBase,
    path: WorkspacePathSchema,
}));
const TreeDiffWithinVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('tree-diff-within'),
    ...verifierBase,
    allowed: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(relativePathSchema('task directory (the workspace)', true))
        .describe('Files that may change; an entry ending in "/" allows a whole directory.'),
}));
const ToolNameSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1));
const ToolSequenceRuleSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt('type', [
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('before'), first: ToolNameSchema, then: ToolNameSchema }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('never'), tool: ToolNameSchema }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        type: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('max-calls'),
        tool: ToolNameSchema,
        max: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('no-repeat-failure'), tool: ToolNameSchema }),
]));
const ToolSequenceVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('tool-sequence'),
    ...verifierBase,
    rule: ToolSequenceRuleSchema,
}));
const TextListSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).min(1));
const ResponseContainsVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('response-contains'),
    ...verifierBase,
    texts: TextListSchema,
}));
const ResponseNotContainsVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('response-not-contains'),
    ...verifierBase,
    texts: TextListSchema,
}));
const ResponseMatchesVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('response-matches'),
    ...verifierBase,
    pattern: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    flags: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[dgimsuvy]*$/, 'may only use the flags d, g, i, m, s, u, v and y')
        .optional(),
})
    .refine((0,_json_named_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .namedCheck */ .KT)('regExpWithFlags'), {
    message: 'must be a valid JavaScript regular expression (with its flags)',
    path: ['pattern'],
}));
const ToolListSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ToolNameSchema).min(1));
const ToolCalledVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('tool-called'),
    ...verifierBase,
    tools: ToolListSchema,
}));
const ToolNotCalledVerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('tool-not-called'),
    ...verifierBase,
    tools: ToolListSchema,
}));
const VerifierSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt('kind', [
    CommandVerifierSchema,
    FileEqualsVerifierSchema,
    FileContainsVerifierSchema,
    FileAbsentVerifierSchema,
    TreeDiffWithinVerifierSchema,
    ToolSequenceVerifierSchema,
    ResponseContainsVerifierSchema,
    ResponseNotContainsVerifierSchema,
    ResponseMatchesVerifierSchema,
    ToolCalledVerifierSchema,
    ToolNotCalledVerifierSchema,
]));
const REPLAY_NORMALIZE_PRESETS = ['dates'];
const ReplayNormalizeRuleSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        pattern: RegExpSourceSchema.describe('A global regular expression applied before hashing.'),
        replace: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        preset: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(REPLAY_NORMALIZE_PRESETS).describe('A named set of rules, e.g. "dates".'),
    }),
]));
/** The cassette writer's caps for this suite's cassettes (SPEC §4); each replaces its default. */
const CassetteCapsSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('Largest cassette, in bytes (default 262144: 256 KB).'),
    maxDirBytes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('All cassettes of the cassette directory together, in bytes (default 2097152: 2 MB).'),
})
    .describe('Caps of the cassette writer, which refuses a larger cassette and writes nothing.'));
const TaskSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    id: IdSchema,
    title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional().describe('A human name for reports; defaults to the id.'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    fixture: SuitePathSchema.optional().describe("Directory copied into each run's workspace, relative to the suite directory. Without it the workspace starts empty."),
    fixtureGit: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY()
        .optional()
        .describe('Initialise a git repository in the workspace copy.'),
    agent: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional().describe('A named agent from verdict.config.json.'),
    budget: BudgetSchema,
    policy: PolicySchema.optional(),
    verifiers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(VerifierSchema).min(1),
    tags: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).optional(),
    replayNormalize: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ReplayNormalizeRuleSchema).optional(),
    resources: _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__/* .ResourceLimitsSchema */ .kK.optional(),
}));
const SuiteFileSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1),
    suiteId: IdSchema,
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .refine((0,_json_named_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .namedCheck */ .KT)('semverVersion'), 'must be a semver version such as 1.0.0'),
    description: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(TaskSchema).min(1),
    replayNormalize: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ReplayNormalizeRuleSchema).optional(),
    cassettes: CassetteCapsSchema.optional(),
    resources: _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__/* .ResourceLimitsSchema */ .kK.optional(),
}), _json_schema_plans_js__WEBPACK_IMPORTED_MODULE_1__/* .SuiteFilePlan */ .gM);
const OneOrManyTextsSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).min(1)]));
const CaseSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    agent: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    expect: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        contains: OneOrManyTextsSchema.optional(),
        not_contains: OneOrManyTextsSchema.optional(),
        matches: RegExpSourceSchema.optional(),
        tool_called: OneOrManyTextsSchema.optional(),
        tool_not_called: OneOrManyTextsSchema.optional(),
    })
        .optional(),
    recorded: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()
        .optional()
        .describe('The answer that was right when the case was promoted, kept for whoever reads a failure.'),
}));
const CaseFileSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(CaseSchema).min(1), _json_schema_plans_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseFilePlan */ .Cw);
//# sourceMappingURL=schema.js.map

/***/ })

};
