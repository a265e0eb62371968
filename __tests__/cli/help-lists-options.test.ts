/**
 * SPEC §6: "Every command has `--help`, which lists every option it accepts." For every registered
 * command, the help that `verdict <command> --help` prints is checked against the option table it
 * parses with (`{...GLOBAL_OPTIONS, ...command.options}`). Sub-commands (`suites copy`, `cassette
 * upgrade`) are actions named by a positional and parse with their command's table, so each command
 * is checked once.
 *
 * The rule for what a help text documents:
 * - An option line is a line that starts with two spaces and a dash (`  --k N   repetitions …`,
 *   `  -h, --help …`, `  --tasks id,id  --seed N …`). Its option column runs up to the first gap of
 *   two or more spaces followed by anything but a dash: that is where the description starts.
 *   Descriptions, their continuation lines (indented deeper) and paragraphs are prose: an option
 *   named there, maybe another command's (`verdict run --models a,b`), documents nothing.
 * - (a) Every option the command parses, its long name and its short alias, appears in the option
 *   column of some option line: the Usage line alone does not explain an option.
 * - (b) Every option named in an option column, or on the `Usage:` line, is one the command parses.
 */
import { describe, expect, it } from 'vitest';
import { GLOBAL_OPTIONS, type Command } from '../../src/cli/command.js';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { runCliInProcess } from '../helpers/run-cli.js';

const OPTION_TOKEN = /(?<![\w-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\w-])/g;

function optionTokensOf(text: string): string[] {
  return [...text.matchAll(OPTION_TOKEN)].map((match) => match[1] ?? '');
}

/** The options a help text names where options are documented, per the rule above. */
function documentedOptions(help: string): { inOptionLines: Set<string>; inUsage: Set<string> } {
  const inOptionLines = new Set<string>();
  const inUsage = new Set<string>();
  for (const line of help.split('\n')) {
    if (line.startsWith('Usage:')) {
      for (const token of optionTokensOf(line)) inUsage.add(token);
    } else if (/^ {2}-/.test(line)) {
      const column = line.slice(2).split(/ {2,}(?=[^\s-])/)[0] ?? '';
      for (const token of optionTokensOf(column)) inOptionLines.add(token);
    }
  }
  return { inOptionLines, inUsage };
}

/** Every spelling of every option in a parseArgs table: `--name`, and `-x` for a short alias. */
function parsedOptions(table: Command['options']): Set<string> {
  return new Set(
    Object.entries(table).flatMap(([name, option]) => [
      `--${name}`,
      ...(option.short === undefined ? [] : [`-${option.short}`]),
    ]),
  );
}

function checkHelp(
  help: string,
  table: Command['options'],
): { undocumented: string[]; unparsed: string[] } {
  const parsed = parsedOptions(table);
  const { inOptionLines, inUsage } = documentedOptions(help);
  return {
    undocumented: [...parsed].filter((option) => !inOptionLines.has(option)).sort(),
    unparsed: [...new Set([...inOptionLines, ...inUsage])]
      .filter((option) => !parsed.has(option))
      .sort(),
  };
}

describe('verdict <command> --help', () => {
  it.each(COMMANDS.map((entry) => ({ name: entry.name, entry })))(
    '$name: lists every option it parses, and only those',
    async ({ name, entry }) => {
      const command = await entry.load();
      const printed = await runCliInProcess([name, '--help']);
      expect(printed.code, printed.stderr).toBe(0);
      expect(checkHelp(printed.stdout, { ...GLOBAL_OPTIONS, ...command.options })).toEqual({
        undocumented: [],
        unparsed: [],
      });
      // `verdict help <command>` prints the same text.
      expect((await runCliInProcess(['help', name])).stdout).toBe(printed.stdout);
    },
  );

  it('verdict --help: lists every global option, and only those', async () => {
    const printed = await runCliInProcess(['--help']);
    expect(printed.code).toBe(0);
    expect(checkHelp(printed.stdout, GLOBAL_OPTIONS)).toEqual({ undocumented: [], unparsed: [] });
  });
});

describe('the rule of the help check', () => {
  const table = {
    k: { type: 'string' },
    keep: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  } as const;

  it('counts option columns and the Usage line, not prose', () => {
    const help = `Usage: verdict x [--k N]

Prose naming --models and \`verdict run --resume DIR\` documents nothing.

  --k N  --keep          repetitions; like --shard in \`verdict run\`
                         --resume DIR on a continuation line is prose too
  -h, --help             help`;
    expect(checkHelp(help, table)).toEqual({ undocumented: [], unparsed: [] });
  });

  it('fails on an option only in prose or the Usage line, and on one that does not parse', () => {
    const help = `Usage: verdict x [--k N] [--keep] [--frobnicate]

  --k N                  repetitions, see --keep
  --help                 help`;
    expect(checkHelp(help, table)).toEqual({
      undocumented: ['--keep', '-h'],
      unparsed: ['--frobnicate'],
    });
  });
});
