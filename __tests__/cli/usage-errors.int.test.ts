import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/**
 * SPEC §6: an invalid invocation exits 2 and nothing runs. One misuse per command beyond an unknown
 * option (a missing argument, a missing required option, a value out of range), each with the start
 * of what it must say on stderr.
 */
const MISUSES: ReadonlyArray<readonly [command: string, argv: string[], says: string]> = [
  ['list', ['list', 'extra'], 'list: unexpected argument "extra"'],
  ['validate', ['validate'], 'validate: missing <suite-dir>'],
  ['init', ['init', '--agent', 'nope'], 'init: --agent "nope": expected one of'],
  ['suites', ['suites', 'move', 'a', 'b'], 'suites: unknown action "move"'],
  ['run', ['run', 'smoke-coding', '--mode', 'nope'], '--mode "nope": expected live, replay'],
  ['run', ['run', 'smoke-coding', '--k', '0'], '--k "0": expected an integer from 1'],
  ['run', ['run', 'smoke-coding', '--k'], "run: Option '--k <value>' argument missing"],
  ['record', ['record', 'smoke-coding', '--provider', 'nope'], '--provider "nope": expected live'],
  ['cassette', ['cassette', 'downgrade', 'x'], 'cassette: unknown action "downgrade"'],
  ['ci', ['ci', 'extra'], 'ci: unexpected argument "extra"'],
  ['pr', ['pr', '--mode', 'nope'], '--mode "nope": expected replay, live or both'],
  ['compare', ['compare', 'only-one.json'], 'compare: missing <baseline> <candidate>'],
  ['variants', ['variants', 'smoke-coding', '--mode', 'scripted'], 'variants: missing --variants'],
  ['diagnose', ['diagnose', 'some-run'], 'diagnose: missing --variant FILE'],
  ['runs', ['runs', '--limit', 'x'], '--limit "x": expected an integer'],
  ['show', ['show'], 'show: missing <runId | run-dir>'],
  ['show', ['show', 'no-such-run'], 'show: no run "no-such-run" in .verdict/runs'],
  ['view', ['view', 'no-such-dir'], 'view: no-such-dir: no such folder'],
  ['history', ['history', '--mode', 'nope'], '--mode "nope": expected live or replay'],
  ['report', ['report'], 'report: missing <dir>'],
  ['merge', ['merge'], 'merge: missing <dir>'],
  ['gate', ['gate', 'report.json', '--require', 'nonsense'], 'gate: unknown rule "nonsense"'],
  ['export', ['export', 'some-run'], 'export: --out FILE is required'],
  ['add', ['add', 'some-run'], 'add: --task ID is required'],
  ['agent', ['agent', 'extra'], 'agent: unexpected argument "extra"'],
];

const UNKNOWN_OPTIONS = COMMANDS.map(
  (command) =>
    [
      command.name,
      [command.name, '--no-such-option'],
      `${command.name}: Unknown option '--no-such-option'`,
    ] as const,
);

describe('usage errors of the real bin/verdict.js', () => {
  it('has a misuse for every command', () => {
    const covered = new Set(MISUSES.map(([command]) => command));
    expect(COMMANDS.map((command) => command.name).filter((name) => !covered.has(name))).toEqual(
      [],
    );
  });

  const rows = [
    ...UNKNOWN_OPTIONS,
    ...MISUSES,
    ['(none)', ['no-such-command'], 'unknown command "no-such-command"'] as const,
  ].map(([, argv, says]) => ({ invocation: argv.join(' '), argv, says }));

  it.each(rows)(
    'verdict $invocation: exits 2, says why, runs nothing',
    async ({ argv, says }) => {
      const cwd = await makeTempDir();
      const result = await runCliProcess([...argv], { cwd });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(`verdict: ${says}`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stdout).toBe('');
      expect(await readdir(cwd)).toEqual([]);
    },
    60_000,
  );

  it('prints the error as JSON with --json, still exiting 2', async () => {
    const cwd = await makeTempDir();
    const result = await runCliProcess(['run', 'smoke-coding', '--mode', 'nope', '--json'], {
      cwd,
    });
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({
      // The kind is the class's own name, also from the minified bundle.
      error: { kind: 'UsageError', message: '--mode "nope": expected live, replay or scripted' },
    });
  }, 60_000);
});
