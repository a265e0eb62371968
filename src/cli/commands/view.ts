import path from 'node:path';
import { UsageError, VerdictError, exitCodeOf, messageOf } from '../../errors.js';
import { openBrowser } from '../../view/open-browser.js';
import type { PromoteRequest, PromoteResult } from '../../view/view-actions.js';
import { startViewServer, type ViewServer } from '../../view/view-server.js';
import type { Command } from '../command.js';
import { isDirectory } from '../file-kind.js';
import { integerOption } from '../evaluation/options.js';
import { selfCommand, writeJson, type CliIo } from '../io.js';
import { runAdd } from './add.js';

/** Resolves on the first SIGINT or SIGTERM (Ctrl-C), which end the server, not the process. */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** ✓ This went well: `verdict add`'s `runAdd`, what it prints (errors too) kept for the page. */
async function promoteAsAddDoes(request: PromoteRequest, io: CliIo): Promise<PromoteResult> {
  let printed = '';
  const capture = { write: (text: string) => (printed += text) };
  try {
    const { code, outcome } = await runAdd(
      {
        target: request.target,
        taskId: request.taskId,
        repetition: request.repetition,
        suite: request.suite,
        ...(request.contains.trim() === '' ? {} : { contains: request.contains }),
      },
      { ...io, stdout: capture, stderr: capture },
    );
    if (outcome.kind === 'refused') return { code, printed };
    const form = outcome.form === 'suite' ? 'suite' : 'file';
    return { code, printed, added: { form, suite: outcome.suite, caseId: outcome.caseId } };
  } catch (error) {
    printed +=
      error instanceof VerdictError
        ? `verdict: ${error.message}\n`
        : `verdict: unexpected error: ${messageOf(error)}\n`;
    return { code: exitCodeOf(error), printed };
  }
}

export const viewCommand: Command = {
  name: 'view',
  help: `Usage: verdict view [DIR...] [--port N] [--no-open] [--json]

The local panel over your runs: every invocation under .verdict/ (runs, ci, variants, pr, a few
folders deep) and in each DIR (a run folder, or a folder of run folders), an invocation's tasks with their intervals and its runs, and a run's
transcript. Pages follow runs still going on. On a run that passed, "✓ This went well" does what
\`verdict add\` does (into .verdict/cases, the suite and --contains words chosen on the page), and
a promoted case's page has "Run it again", which replays it with \`verdict run --mode replay\`.
It serves on 127.0.0.1 only, and only to the browser that opened the URL it prints (which carries
a random token). Ctrl-C stops it, and any replay it started.

Options:
  --port N     listen on port N (default: a free one)
  --no-open    print the URL without opening a browser
  --json       print {"url", "port"} as JSON instead of the sentence`,
  options: { port: { type: 'string' }, 'no-open': { type: 'boolean' } },
  positionals: { min: 0, max: Number.POSITIVE_INFINITY, names: '[DIR...]' },
  async run(args, io) {
    const port = integerOption(args, 'port', 0, 0, 65535);
    const dirs = args.positionals.map((dir) => path.resolve(io.cwd, dir));
    for (const [index, dir] of dirs.entries()) {
      if (!(await isDirectory(dir))) {
        throw new UsageError(`view: ${args.positionals[index]}: no such folder`);
      }
    }
    let server: ViewServer;
    try {
      server = await startViewServer({
        roots: dirs,
        cwd: io.cwd,
        port,
        actions: {
          promote: (request) => promoteAsAddDoes(request, io),
          selfCommand: selfCommand(io),
          env: io.env,
        },
      });
    } catch (error) {
      throw new UsageError(
        `view: cannot listen on 127.0.0.1:${port} (${messageOf(error)}); leave --port out for a free port`,
      );
    }
    const stopped = untilSignal();
    if (args.values.json === true) writeJson(io, { url: server.url, port: server.port });
    else io.stdout.write(`verdict view: ${server.url}\nCtrl-C stops it.\n`);
    if (args.values['no-open'] !== true) {
      const failed = await openBrowser(server.url);
      if (failed !== undefined) io.stderr.write(`verdict: view: ${failed}: open the URL above.\n`);
    }
    await stopped;
    await server.close();
    return 0;
  },
};
