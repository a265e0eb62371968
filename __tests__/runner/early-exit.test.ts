/**
 * What an early exit says (SPEC §3, [18/23]): the line of the agent's stderr that names the error,
 * then its last lines, within the same byte bound; and the classification it leads to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RunCommandResult } from '../../src/process/run-command.js';
import {
  EARLY_EXIT_BYTES,
  earlyExitOf,
  errorLineOfEarlyExit,
  excerptStderr,
  withEarlyExit,
} from '../../src/runner/early-exit.js';
import { NODE_MISSING_MODULE } from '../helpers/agent-stderr.js';
import { fuzzParameters } from '../helpers/fuzz.js';

function exited(stderr: string, exitCode: number | null = 1, signal: string | null = null) {
  return {
    outcome: 'exited',
    exitCode,
    signal,
    stdout: '',
    stderr,
    outlived: 0,
    truncated: false,
  } as unknown as RunCommandResult;
}

/** What Node 20 prints for `throw new Error('no model configured')` at the top of an ES module. */
const NODE_THROW = `file:///srv/agents/mine/agent.mjs:1
throw new Error('no model configured');
      ^

Error: no model configured
    at file:///srv/agents/mine/agent.mjs:1:7
    at ModuleJob.run (node:internal/modules/esm/module_job:325:25)
    at async ModuleLoader.import (node:internal/modules/esm/loader:606:24)
    at async asyncRunEntryPointWithESMLoader (node:internal/modules/run_main:117:5)

Node.js v20.20.2
`;

/** The reference: an error's header (`TypeError: …`) first, else any line naming an error, else 0. */
function errorLineAt(lines: readonly string[]): number {
  const header = lines.findIndex((line) => /^[\w$.]*(?:Error|Exception)\b[^:]*:/.test(line));
  if (header !== -1) return header;
  const named = lines.findIndex((line) =>
    /Error|error:|not found|No such file|denied|cannot/.test(line),
  );
  return Math.max(0, named);
}

describe('excerptStderr', () => {
  it('keeps the line of a Node crash that says what happened, then its last lines', () => {
    expect(excerptStderr(NODE_MISSING_MODULE)).toBe(
      "Error: Cannot find module '/srv/agents/mine/agent.mjs' | … | requireStack: [] | } | Node.js v20.20.2",
    );
  });

  it('keeps the header of an uncaught throw, not the source line Node echoes above it', () => {
    expect(excerptStderr(NODE_THROW)).toBe(
      'Error: no model configured | … | at async ModuleLoader.import (node:internal/modules/esm/loader:606:24) | at async asyncRunEntryPointWithESMLoader (node:internal/modules/run_main:117:5) | Node.js v20.20.2',
    );
  });

  it('keeps a short stderr whole, the first line standing in when none names an error', () => {
    expect(excerptStderr('sh: 1: codex: not found\n')).toBe('sh: 1: codex: not found');
    expect(excerptStderr('dying\n')).toBe('dying');
    expect(excerptStderr('starting\nloading\nbye\n')).toBe('starting | loading | bye');
    expect(excerptStderr('one\ntwo\nthree\nfour\nfive\n')).toBe('one | … | three | four | five');
    expect(excerptStderr('\n  \n')).toBe('');
  });

  it('starts at the error line when it is among the last lines', () => {
    expect(excerptStderr('a\nb\nc\nError: boom\nd\n')).toBe('Error: boom | d');
  });

  it('cuts a long error line and a long tail so the whole stays within the bound', () => {
    const excerpt = excerptStderr(`Error: ${'x'.repeat(5000)}\nmiddle\n${'é'.repeat(3000)}\n`);
    expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(EARLY_EXIT_BYTES);
    // The tail is cut from its start, as the last bytes of stderr always were.
    expect(excerpt).toMatch(/^Error: x+… \| é+$/);
  });

  it('for any stderr: the error line first, then the end of the last line, within the bound', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 400 }),
      fc.constantFrom(
        'Error: Cannot find module x',
        "throw new Error('x');",
        'Error [ERR_MODULE_NOT_FOUND]: Cannot find module',
        'sh: codex: not found',
        'permission denied',
      ),
      fc.string({ maxLength: 3000 }).map((text) => `TypeError: ${text}`),
    );
    fc.assert(
      fc.property(
        fc.array(
          line.map((text) => text.replace(/\n/g, ' ')),
          { maxLength: 30 },
        ),
        (raw) => {
          const lines = raw.map((text) => text.trim()).filter((text) => text !== '');
          const excerpt = excerptStderr(raw.join('\n'));
          expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(EARLY_EXIT_BYTES);
          if (lines.length === 0) {
            expect(excerpt).toBe('');
            return;
          }
          const errorAt = errorLineAt(lines);
          const errorLine = lines[errorAt] as string;
          const [first] = excerpt.split(' | ');
          // The error line, or its start when it was cut.
          if (first?.endsWith('…') === true && !errorLine.endsWith('…')) {
            expect(errorLine.startsWith(first.slice(0, -1))).toBe(true);
          } else {
            expect(first).toBe(errorLine);
          }
          const last = lines.at(-1) as string;
          if (lines.length - 1 > errorAt) {
            // The last line, or its end when the tail was cut.
            const tail = excerpt.slice(excerpt.lastIndexOf(' | ') + 3);
            expect(last.endsWith(tail)).toBe(true);
            expect(tail.length).toBeGreaterThan(0);
          }
        },
      ),
      fuzzParameters(300),
    );
  });
});

describe('earlyExitOf', () => {
  it('says the exit code and the excerpt, and nothing for a model call made or a clean exit', () => {
    expect(earlyExitOf(exited(NODE_MISSING_MODULE), 0)).toBe(
      "the agent exited with code 1 before any model call; its stderr: Error: Cannot find module '/srv/agents/mine/agent.mjs' | … | requireStack: [] | } | Node.js v20.20.2",
    );
    expect(earlyExitOf(exited('', null, 'SIGSEGV'), 0)).toBe(
      'the agent was killed by SIGSEGV before any model call; its stderr was empty',
    );
    expect(earlyExitOf(exited(NODE_MISSING_MODULE), 1)).toBeUndefined();
    expect(earlyExitOf(exited('bye', 0), 0)).toBeUndefined();
  });

  it('reads the error line back from the sentence', () => {
    const sentence = earlyExitOf(exited(NODE_MISSING_MODULE), 0) as string;
    expect(errorLineOfEarlyExit(sentence)).toBe(
      "Error: Cannot find module '/srv/agents/mine/agent.mjs'",
    );
    expect(errorLineOfEarlyExit(`the sandbox failed: x; ${sentence}`)).toBe(
      "Error: Cannot find module '/srv/agents/mine/agent.mjs'",
    );
    expect(
      errorLineOfEarlyExit(
        'the agent exited with code 1 before any model call; its stderr was empty',
      ),
    ).toBeUndefined();
    expect(errorLineOfEarlyExit('check: expected exit 0')).toBeUndefined();
  });
});

describe('withEarlyExit', () => {
  const early = 'the agent exited with code 1 before any model call; its stderr: Error: x';

  it('adds the early exit to another error, never twice to a crash', () => {
    expect(
      withEarlyExit(
        {
          status: 'error',
          reason: 'the sandbox failed: y',
          error: { kind: 'sandbox_failed', message: 'the sandbox failed: y' },
          transient: false,
        },
        early,
      ).reason,
    ).toBe(`the sandbox failed: y; ${early}`);
    const crashed = {
      status: 'error',
      reason: early,
      error: { kind: 'agent_crashed', message: early },
      transient: false,
    } as const;
    expect(withEarlyExit(crashed, early)).toEqual(crashed);
  });
});
