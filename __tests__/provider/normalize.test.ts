import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createNormalizer,
  createPathTokens,
  DATE_PRESET,
  normalizeValue,
  type NormalizeContext,
} from '../../src/provider/normalize.js';

const runDir = '/tmp/verdict-run-3f9a';
const context: NormalizeContext = {
  workspaceDir: `${runDir}/work`,
  homeDir: `${runDir}/home`,
  tempDirs: [runDir],
};
const normalize = createNormalizer(context);
const withDates = createNormalizer({ ...context, rules: [{ preset: 'dates' }] });

describe('createNormalizer: per-run paths', () => {
  it('replaces the workspace, HOME and temp dirs, the longest first', () => {
    expect(normalize(`cwd: ${runDir}/work`)).toBe('cwd: <WORKSPACE>');
    expect(normalize(`${runDir}/work/src/app.ts`)).toBe('<WORKSPACE>/src/app.ts');
    expect(normalize(`${runDir}/home/.config/qwen`)).toBe('<HOME>/.config/qwen');
    expect(normalize(`${runDir}/scratch.txt`)).toBe('<TMP>/scratch.txt');
    expect(normalize(`"${runDir}"`)).toBe('"<TMP>"');
  });

  it('accepts dirs given with a trailing slash or redundant separators', () => {
    const sloppy = createNormalizer({ workspaceDir: `${runDir}//work/` });
    expect(sloppy(`${runDir}/work/a`)).toBe('<WORKSPACE>/a');
    expect(sloppy(`at ${runDir}/work.`)).toBe('at <WORKSPACE>.');
  });

  it('replaces the mangled forms agents name per-project dirs with', () => {
    const workspaceDir = '/tmp/verdict_run.7/work';
    const mangled = createNormalizer({ workspaceDir, homeDir: '/tmp/verdict_run.7/home' });
    expect(mangled('/tmp/verdict_run.7/home/.qwen/projects/-tmp-verdict-run-7-work/chats')).toBe(
      '<HOME>/.qwen/projects/<WORKSPACE>/chats',
    );
    expect(mangled('~/.claude/projects/-tmp-verdict_run.7-work/x.jsonl')).toBe(
      '~/.claude/projects/<WORKSPACE>/x.jsonl',
    );
    expect(mangled('dir -tmp-verdict-run-7-work')).toBe('dir <WORKSPACE>');
  });

  it('replaces the macOS realpath twin of a dir under /var or /tmp, both ways', () => {
    const mac = createNormalizer({ workspaceDir: '/var/folders/xy/T/verdict-1/work' });
    expect(mac('cwd /private/var/folders/xy/T/verdict-1/work/a')).toBe('cwd <WORKSPACE>/a');
    const real = createNormalizer({ workspaceDir: '/private/tmp/verdict-1/work' });
    expect(real('cwd /tmp/verdict-1/work')).toBe('cwd <WORKSPACE>');
  });

  it('replaces the sha256 of the workspace path (qwen-code and gemini-cli temp dirs)', () => {
    const hash = createHash('sha256').update(`${runDir}/work`).digest('hex');
    expect(normalize(`~/.qwen/tmp/${hash}/checkpoints`)).toBe(
      '~/.qwen/tmp/<WORKSPACE_HASH>/checkpoints',
    );
  });

  it('replaces a run path only whole, not inside a longer name', () => {
    const cases: [string, string][] = [
      [`${runDir}/workshop`, '<TMP>/workshop'],
      [`${runDir}/work-2/a`, '<TMP>/work-2/a'],
      [`${runDir}/work.bak`, '<TMP>/work.bak'],
      [`/home/u${runDir}/work`, `/home/u${runDir}/work`],
      ['x-tmp-verdict-run-3f9a-work', 'x-tmp-verdict-run-3f9a-work'],
      [`${runDir}x/work`, `${runDir}x/work`],
    ];
    for (const [text, expected] of cases) expect(normalize(text)).toBe(expected);
  });

  it('ignores a root or relative dir, which would rewrite every slash or dot', () => {
    const degenerate = createNormalizer({
      workspaceDir: '/',
      homeDir: '.',
      tempDirs: ['', 'C:\\'],
    });
    expect(degenerate('/usr/bin/env . C:\\x')).toBe('/usr/bin/env . C:\\x');
  });

  it('replaces Windows paths and their forward-slash spelling', () => {
    const windows = createNormalizer({
      workspaceDir: 'C:\\Users\\ci\\AppData\\Local\\Temp\\v1\\work',
    });
    expect(windows('cd C:\\Users\\ci\\AppData\\Local\\Temp\\v1\\work\\src')).toBe(
      'cd <WORKSPACE>\\src',
    );
    expect(windows('C:/Users/ci/AppData/Local/Temp/v1/work/src')).toBe('<WORKSPACE>/src');
    expect(windows('projects/C--Users-ci-AppData-Local-Temp-v1-work/')).toBe(
      'projects/<WORKSPACE>/',
    );
  });
});

describe('createNormalizer: generated ids', () => {
  it('replaces UUIDs of any version and case', () => {
    expect(
      normalize(
        'session 0b6f1c1e-3c1a-4c2e-9f0a-2d3b4c5d6e7f, trace 018F3C1A-7B2C-7D3E-8F40-1A2B3C4D5E6F, nil 00000000-0000-0000-0000-000000000000',
      ),
    ).toBe('session <UUID>, trace <UUID>, nil <UUID>');
    expect(normalize('session-0b6f1c1e-3c1a-4c2e-9f0a-2d3b4c5d6e7f.jsonl')).toBe(
      'session-<UUID>.jsonl',
    );
  });

  it('replaces a run path before the UUID inside it', () => {
    const uuidRun = createNormalizer({
      workspaceDir: '/tmp/0b6f1c1e-3c1a-4c2e-9f0a-2d3b4c5d6e7f/work',
      tempDirs: ['/tmp/0b6f1c1e-3c1a-4c2e-9f0a-2d3b4c5d6e7f'],
    });
    expect(uuidRun('/tmp/0b6f1c1e-3c1a-4c2e-9f0a-2d3b4c5d6e7f/work/a')).toBe('<WORKSPACE>/a');
  });
});

describe('createNormalizer: process ids', () => {
  it('replaces a process id that a label names', () => {
    const cases: [string, string][] = [
      // qwen-code's shell tool ends every result so
      [
        'Exit Code: 0\nSignal: 0\nProcess Group PGID: 48213',
        'Exit Code: 0\nSignal: 0\nProcess Group PGID: <PID>',
      ],
      ['started (pid=4242)', 'started (pid=<PID>)'],
      ['Background PIDs: 101, 202', 'Background PIDs: <PID>'],
      ['killed PID 77.', 'killed PID <PID>.'],
    ];
    for (const [text, expected] of cases) expect(normalize(text)).toBe(expected);
  });

  it('leaves unlabelled numbers and words that merely contain "pid" alone', () => {
    for (const text of [
      'stupid 42',
      'rapid: 3',
      'port 8080',
      'pidfile 3',
      'pid 3f9a',
      'Exit Code: 1',
    ])
      expect(normalize(text)).toBe(text);
  });
});

describe('createNormalizer: tool-output noise', () => {
  it("replaces Codex CLI's chunk ids, wall times and running-session numbers, keeping the labels", () => {
    const cases: [string, string][] = [
      [
        'Chunk ID: 3f2a1c\nWall time: 0.0002 seconds\nProcess exited with code 0',
        'Chunk ID: <CHUNK_ID>\nWall time: <DURATION> seconds\nProcess exited with code 0',
      ],
      ['Wall time: 0 seconds', 'Wall time: <DURATION> seconds'],
      ['Process running with session ID 31', 'Process running with session ID <SESSION>'],
    ];
    for (const [text, expected] of cases) {
      expect(normalize(text)).toBe(expected);
      expect(normalize(expected)).toBe(expected);
    }
  });

  it('leaves look-alikes alone', () => {
    for (const text of ['Chunk ID: none', 'Wall time: slow', 'Wall time: 3 minutes'])
      expect(normalize(text)).toBe(text);
  });
});

describe('createNormalizer: source dirs of the agent', () => {
  it('turns the agent install, its checkout and the real HOME into tokens, longest first', () => {
    const normalizeSources = createNormalizer({
      ...context,
      sourceDirs: [
        { dir: '/root/.cache/agents/codex@1', token: '<AGENT_INSTALL>' },
        { dir: '/src/my-agent', token: '<REPO>' },
        { dir: '/root', token: '<USER_HOME>' },
      ],
    });
    expect(
      normalizeSources(
        'Docs: /root/.cache/agents/codex@1/node_modules/x/README.md, repo /src/my-agent/lib, cfg /root/.config, project -src-my-agent',
      ),
    ).toBe(
      'Docs: <AGENT_INSTALL>/node_modules/x/README.md, repo <REPO>/lib, cfg <USER_HOME>/.config, project <REPO>',
    );
  });
});

describe('createNormalizer: host strings', () => {
  it("replaces this machine's exact strings, such as the kernel release, whole", () => {
    const normalizeHost = createNormalizer({
      ...context,
      hostStrings: [{ text: '6.18.44-fc-v857', token: '<OS_RELEASE>' }],
    });
    expect(normalizeHost('OS Version: Linux 6.18.44-fc-v857\n')).toBe(
      'OS Version: Linux <OS_RELEASE>\n',
    );
    expect(normalizeHost('version 6.18.44-fc-v8570')).toBe('version 6.18.44-fc-v8570');
  });
});

describe('createNormalizer: replayNormalize rules', () => {
  it('applies pattern rules globally and in order, after the built-in rewrites', () => {
    const ruled = createNormalizer({
      ...context,
      rules: [
        { pattern: 'pid=\\d+', replace: 'pid=<PID>' },
        { pattern: '<PID>', replace: '<PROCESS>' },
        { pattern: '<WORKSPACE>', replace: '.' },
      ],
    });
    expect(ruled(`pid=12 pid=345 in ${runDir}/work`)).toBe('pid=<PROCESS> pid=<PROCESS> in .');
  });

  it('supports $1 references in replacements', () => {
    const ruled = createNormalizer({
      workspaceDir: '/w/x',
      rules: [{ pattern: 'v(\\d+)\\.\\d+', replace: 'v$1.x' }],
    });
    expect(ruled('node v20.19 and v24.1')).toBe('node v20.x and v24.x');
  });

  it('stops after a bounded number of passes when a rule never converges', () => {
    const growing = createNormalizer({
      workspaceDir: '/w/x',
      rules: [{ pattern: 'a', replace: 'aa' }],
    });
    expect(growing('a').length).toBeLessThan(1000);
  });
});

const isoForms = ['2026-11-29', '2026-11-29T18:48:56Z', '2026-11-29T18:48:56.123+01:00'];
const englishForms = [
  'November 29, 2026',
  'Nov 29, 2026',
  'Nov. 29, 2026',
  '29 November 2026',
  'Sunday, November 29, 2026',
  'Sunday 29 November 2026',
  'Sun Nov 29 2026',
  'Sun, 29 Nov 2026 18:48:56 GMT',
  'Sun Nov 29 2026 18:48:56 GMT+0100 (Central European Standard Time)',
  'November 29th, 2026',
  '11/29/2026',
  '11/29/2026, 6:48:56 PM',
  '11/29/2026, 6:48:56\u202fPM',
  '29/11/2026, 18:48:56',
  '2026-11-29 18:48',
];

describe('the dates preset', () => {
  it.each([...isoForms, ...englishForms])('replaces %s', (date) => {
    expect(withDates(`Today's date is ${date}.`)).toBe("Today's date is <DATE>.");
  });

  it('replaces every form JavaScript prints a date in', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const long = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
          for (const printed of [
            date.toISOString(),
            date.toString(),
            date.toDateString(),
            date.toUTCString(),
            date.toLocaleDateString('en-US', long),
            date.toLocaleDateString('en-GB', long),
            date.toLocaleString('en-US'),
            date.toLocaleDateString('en-US'),
          ]) {
            expect(withDates(`<env>${printed}</env>`)).toBe('<env><DATE></env>');
          }
        },
      ),
    );
  });

  it('leaves model snapshots, versions, numbers and file paths alone', () => {
    for (const text of [
      'model gpt-4o-2024-08-06',
      'api-version=2024-10-01-preview',
      'node 20.19.0, port 8080, 3/4 done',
      'src/2026/11/29.md and 12:30',
      'May the best run win in 2026',
      'release 2026-13-01',
    ]) {
      expect(withDates(text)).toBe(text);
    }
  });

  it("replaces the date in qwen-code's startup context", () => {
    expect(
      withDates(
        "Today's date is Sunday, November 29, 2026 (formatted according to the user's locale).",
      ),
    ).toBe("Today's date is <DATE> (formatted according to the user's locale).");
  });

  it('is exported as ordinary pattern rules', () => {
    for (const rule of DATE_PRESET) {
      expect(rule.replace).toBe('<DATE>');
      expect(() => new RegExp(rule.pattern, 'g')).not.toThrow();
    }
  });
});

/** Text pieces that mix noise of every kind with arbitrary text and separators. */
const fragment = fc.oneof(
  fc.constantFrom(
    `${runDir}/work`,
    `${runDir}/work/`,
    `${runDir}/home`,
    runDir,
    '-tmp-verdict-run-3f9a-work',
    '/private/tmp/verdict-run-3f9a',
    ...isoForms,
    ...englishForms,
    '/',
    '-',
    '.',
    '_',
    ' ',
    '"',
    '<',
    '>',
    '2026',
    'Process Group PGID: ',
    'pid=',
  ),
  fc.uuid().map((uuid) => (uuid.length % 2 === 0 ? uuid : uuid.toUpperCase())),
  fc.string({ maxLength: 6 }),
);
const noisyText = fc.array(fragment, { maxLength: 12 }).map((pieces) => pieces.join(''));

describe('createNormalizer: properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(noisyText, (text) => {
        const once = withDates(text);
        expect(withDates(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves text with no digit, slash or dash unchanged (no noise can hide there)', () => {
    const quiet = fc.string({ unit: 'binary' }).map((text) => text.replace(/[\d/\\-]/g, ''));
    fc.assert(
      fc.property(quiet, (text) => {
        expect(withDates(text)).toBe(text);
      }),
    );
  });

  it('leaves ordinary agent text alone', () => {
    const text =
      'Read /usr/lib/node_modules/x/index.js and src/app.ts; run `npm test -- --run`. Commit 3f9a2b1c, sha256 e3b0c442.';
    expect(withDates(text)).toBe(text);
  });
});

describe('createPathTokens', () => {
  const tokens = createPathTokens({ workspaceDir: `${runDir}/work`, homeDir: `${runDir}/home` });

  it("turns the run's workspace and HOME into tokens, and back", () => {
    const text = `{"file_path":"${runDir}/work/src/sum.mjs"} and ${runDir}/home/.qwen`;
    const tokenized = tokens.tokenize(text);
    expect(tokenized).toBe('{"file_path":"<WORKSPACE>/src/sum.mjs"} and <HOME>/.qwen');
    expect(tokens.expand(tokenized)).toBe(text);
  });

  it("puts another run's paths in place of the tokens", () => {
    const other = createPathTokens({ workspaceDir: '/tmp/verdict-run-77/work' });
    expect(other.expand('<WORKSPACE>/src/sum.mjs, <HOME>/x')).toBe(
      '/tmp/verdict-run-77/work/src/sum.mjs, <HOME>/x',
    );
  });

  it('tokenizes the macOS realpath twin too, and expands to the path it was given', () => {
    const mac = createPathTokens({ workspaceDir: '/private/var/folders/xy/T/verdict-1/work' });
    expect(mac.tokenize('/var/folders/xy/T/verdict-1/work/a')).toBe('<WORKSPACE>/a');
    expect(mac.expand('<WORKSPACE>/a')).toBe('/private/var/folders/xy/T/verdict-1/work/a');
  });

  it('leaves mangled names, temp dirs and longer names alone: no token could rebuild them', () => {
    for (const text of [
      'projects/-tmp-verdict-run-3f9a-work/chats',
      `${runDir}/events.jsonl`,
      `${runDir}/workshop`,
    ])
      expect(tokens.tokenize(text)).toBe(text);
  });

  it('ignores a root or relative dir', () => {
    const degenerate = createPathTokens({ workspaceDir: '/', homeDir: '.' });
    expect(degenerate.tokenize('/usr/bin . x')).toBe('/usr/bin . x');
    expect(degenerate.expand('<WORKSPACE> <HOME>')).toBe('<WORKSPACE> <HOME>');
  });
});

describe('normalizeValue', () => {
  it('normalizes string values at every depth into a copy, and never keys', () => {
    const path = `${runDir}/work`;
    const value = { [path]: path, list: [path, 1, null, true, { deep: [path] }], n: 2 };
    const copy = normalizeValue(value, normalize);
    expect(copy).toEqual({
      [path]: '<WORKSPACE>',
      list: ['<WORKSPACE>', 1, null, true, { deep: ['<WORKSPACE>'] }],
      n: 2,
    });
    expect(value.list[0]).toBe(path);
  });

  it('keeps a "__proto__" key as an ordinary property', () => {
    const value: unknown = JSON.parse(`{"__proto__": {"a": "${runDir}"}}`);
    const copy = normalizeValue(value, normalize) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ a: '<TMP>' });
  });
});
