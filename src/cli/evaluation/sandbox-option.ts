/**
 * `--sandbox auto|bwrap|docker|none` (SPEC §1, §6): which sandbox every run of an invocation is
 * contained in, from the command line, else `sandbox` in verdict.config.json, else `auto`. A
 * pull request's checkout never chooses it: `verdict pr` and the Action pass `--sandbox` with
 * `--trusted-upstreams-only`, and a config's own choice is then ignored.
 */
import type { LoadedConfig } from '../../config/config.js';
import { UsageError } from '../../errors.js';
import { USER_HOME_TOKEN } from '../../runner/agent-source-dirs.js';
import { startBwrapProbeUnless } from '../../sandbox/bwrap-probe.js';
import { openSandbox } from '../../sandbox/open-sandbox.js';
import { SANDBOX_CHOICES, type Sandbox, type SandboxChoice } from '../../sandbox/sandbox.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import type { SuiteAgents } from './agents.js';

export const SANDBOX_OPTIONS = { sandbox: { type: 'string' } } as const;

export function sandboxChoiceOf(args: ParsedArgs, loaded: LoadedConfig | undefined): SandboxChoice {
  const given = stringOption(args, 'sandbox');
  if (given !== undefined) {
    if (!(SANDBOX_CHOICES as readonly string[]).includes(given)) {
      throw new UsageError(
        `--sandbox ${JSON.stringify(given)}: expected one of ${SANDBOX_CHOICES.join(', ')}`,
      );
    }
    return given as SandboxChoice;
  }
  if (args.values['trusted-upstreams-only'] === true) return 'auto';
  return loaded?.config.sandbox ?? 'auto';
}

/**
 * Starts bwrap's probe as a command that opens a box starts, while it reads its suite and
 * configuration; unless `--sandbox` names a backend that is not bwrap's.
 */
export function startSandboxProbe(args: ParsedArgs, io: CliIo): void {
  startBwrapProbeUnless(stringOption(args, 'sandbox'), io.env.PATH);
}

export interface SuiteSandboxInput {
  args: ParsedArgs;
  io: CliIo;
  /** The invocation's suites, each with the agents of its tasks. */
  suites: ReadonlyArray<{ suite: LoadedSuite; agents: SuiteAgents }>;
  loaded: LoadedConfig | undefined;
}

/**
 * Opens the invocation's sandbox, saying once on stderr why it fell back (or that nothing is
 * sandboxed). What runs may read: the suite, the config's directory, Verdict's own package (the
 * built-in agent spawned), and where each task's agent comes from — never the user's HOME.
 */
export async function openSuiteSandbox(input: SuiteSandboxInput): Promise<Sandbox> {
  const { args, io, loaded } = input;
  const resolved = input.suites.flatMap(({ suite, agents }) =>
    suite.tasks.map((task) => agents.agentOf(task)),
  );
  const agentDirs = resolved.flatMap((agent) =>
    (agent.spec.sourceDirs ?? [])
      .filter((source) => source.token !== USER_HOME_TOKEN)
      .map((source) => source.dir),
  );
  const image = resolved.map((agent) => agent.entry?.image).find((name) => name !== undefined);
  const opened = await openSandbox({
    choice: sandboxChoiceOf(args, loaded),
    ...(image === undefined ? {} : { image }),
    pathVariable: io.env.PATH,
    readOnly: [
      ...input.suites.map(({ suite }) => suite.dir),
      ...(loaded === undefined ? [] : [loaded.dir]),
      io.packageRoot,
      ...agentDirs,
    ],
    ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
  });
  if (opened.warning !== undefined) io.stderr.write(`warning: ${opened.warning}\n`);
  return opened.sandbox;
}
