import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanPaths, type PathContext } from '../../src/export/clean-paths.js';

const context: PathContext = {
  home: '/home/ana',
  runDir: '/home/ana/project/.verdict/runs/2026-01-01T00-00-00-000Z',
  tmpDirs: ['/tmp'],
};

describe('cleanPaths', () => {
  it.each([
    ['/home/ana/.config/agent.json', '<home>/.config/agent.json'],
    ['/home/ana', '<home>'],
    ['/home/ana/project/.verdict/runs/2026-01-01T00-00-00-000Z/runs.jsonl', '<run-dir>/runs.jsonl'],
    ['/tmp/verdict-run-Ab12Cd/work/src/add.ts', '<tmp>/work/src/add.ts'],
    ['/private/var/folders/x1/y2z3/T/verdict-run-Qw34Er/home', '<tmp>/home'],
    ['/var/folders/x1/y2z3/T/other/file.txt', '<tmp>/other/file.txt'],
    ['/srv/builds/verdict-run-Zz99aa/work', '<tmp>/work'],
    ['/var/tmp/cache', '<tmp>/cache'],
    ['/usr/local/bin/node', '<path>'],
    ['/home/anabel/secret-plans.txt', '<path>'],
  ])('%s → %s', (input, expected) => {
    expect(cleanPaths(input, context)).toBe(expected);
  });

  it('replaces paths inside running text and keeps what follows them', () => {
    expect(
      cleanPaths(
        'expected /home/ana/project/src/a.ts:12 to equal "x" (see /opt/tool/log, or /tmp/x.)',
        context,
      ),
    ).toBe('expected <home>/project/src/a.ts:12 to equal "x" (see <path>, or <tmp>/x.)');
    expect(cleanPaths('PATH=/usr/bin:/home/ana/bin --out=/tmp/o.json', context)).toBe(
      'PATH=<path>:<home>/bin --out=<tmp>/o.json',
    );
  });

  it('replaces Windows drive and UNC paths', () => {
    const windows: PathContext = {
      home: 'C:\\Users\\Ana Maria',
      runDir: 'D:\\work\\.verdict\\runs\\r1',
      tmpDirs: ['C:\\Users\\Ana Maria\\AppData\\Local\\Temp'],
    };
    expect(
      cleanPaths(
        'wrote C:\\Users\\Ana Maria\\notes.txt and C:\\Users\\Ana Maria\\AppData\\Local\\Temp\\x, ' +
          'read D:\\work\\.verdict\\runs\\r1\\runs.jsonl, E:\\data\\set.csv, C:/Users/Ana Maria/y ' +
          'and \\\\server\\share\\doc.txt',
        windows,
      ),
    ).toBe(
      'wrote <home>\\notes.txt and <tmp>\\x, read <run-dir>\\runs.jsonl, <path>, <home>/y and <path>',
    );
  });

  it('leaves relative paths, URLs, fractions and ~ alone, but not file:// URLs', () => {
    const text = 'src/a.ts ./b ~/c https://api.example.com/v1/chat 3/5 and/or';
    expect(cleanPaths(text, context)).toBe(text);
    expect(cleanPaths('file:///home/ana/x.html', context)).toBe('file://<home>/x.html');
  });

  it('finds paths escaped by report.md', () => {
    const underscore: PathContext = { ...context, home: '/home/ana_b' };
    expect(cleanPaths('kept in /home/ana\\_b/work and /opt/my\\_tool/x', underscore)).toBe(
      'kept in <home>/work and <path>',
    );
  });

  it('never treats a root as a prefix', () => {
    expect(cleanPaths('/etc/passwd', { home: '/', runDir: '/', tmpDirs: [] })).toBe('<path>');
  });
});

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,8}$/);
/** Text around the paths: anything, joined to them by characters that end a path. */
const filler = fc.string({ maxLength: 12 });
const separator = fc.constantFrom(' ', '\n', '"', "'", '(', '=', ': ', '\t', ', ');

describe('cleanPaths (properties)', () => {
  it('never leaves the home, run-dir or temp prefixes in the output, and is idempotent', () => {
    fc.assert(
      fc.property(
        segment,
        segment,
        fc.array(fc.tuple(filler, separator, fc.array(segment, { maxLength: 3 })), {
          maxLength: 6,
        }),
        fc.constantFrom('/tmp', '/var/tmp', '/private/tmp'),
        (user, runId, pieces, tmp) => {
          const home = `/home/${user}`;
          const runDir = `${home}/p/.verdict/runs/${runId}`;
          const ctx: PathContext = { home, runDir, tmpDirs: [tmp] };
          const roots = [home, runDir, `${tmp}/verdict-run-abc123`, tmp];
          const text = pieces
            .map(([before, sep, rest], index) =>
              [before, sep, [roots[index % roots.length], ...rest].join('/'), ' '].join(''),
            )
            .join('');
          const cleaned = cleanPaths(text, ctx);
          for (const prefix of [`${home}/`, `${runDir}`, `${tmp}/`, 'verdict-run-abc123']) {
            expect(cleaned).not.toContain(prefix);
          }
          expect(cleanPaths(cleaned, ctx)).toBe(cleaned);
        },
      ),
    );
  });

  it('leaves text without a slash or backslash unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[/\\]/.test(text)),
        (text) => {
          expect(cleanPaths(text, context)).toBe(text);
        },
      ),
    );
  });
});
