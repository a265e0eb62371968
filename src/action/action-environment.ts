/** What every command of the Action shares: its environment, a redacted log, its artifacts' names. */
import { suiteSetKey } from '../pr/marker.js';
import { holdSecrets, redactExactCredentials, redactText } from '../provider/secret-redact.js';
import { credentialsFromEnvironment } from '../provider/secret-scan.js';
import type { ArtifactStore } from './artifacts.js';
import type { CacheService } from './cached-directory.js';
import type { ActionContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import type { PullRequestComments, StepIo } from './services.js';

export interface ActionEnvironment {
  inputs: ActionInputs;
  context: ActionContext;
  io: StepIo;
  artifacts: ArtifactStore;
  comments: PullRequestComments;
  /** How to run the bundled CLI. */
  verdictCommand: readonly string[];
  /** A fresh directory for this step's files (RUNNER_TEMP). */
  workDir: string;
  env: NodeJS.ProcessEnv;
  /** Where the base side's live results are kept between runs; the Actions cache by default. */
  cache?: CacheService;
}

/** The artifact of one evaluation's reports: base/, head/ and comparison/ of its suites. */
export function reportArtifactName(inputs: ActionInputs): string {
  return `verdict-report-${suiteSetKey(inputs.suiteDir, inputs.suites)}`;
}

/** The artifacts of a shard job's runs are named `<prefix><i>-of-<n>`; the merge job joins them. */
export function shardArtifactPrefix(inputs: ActionInputs): string {
  return `verdict-shard-${suiteSetKey(inputs.suiteDir, inputs.suites)}-`;
}

/** The log without the exact credentials, masked or not, and the summary redacted (SPEC §7). */
export function withRedactedLogs(environment: ActionEnvironment): ActionEnvironment {
  const { io, inputs } = environment;
  holdSecrets([inputs.apiKey, inputs.githubToken, ...credentialsFromEnvironment(environment.env)]);
  const clean = (message: string): string => redactExactCredentials(message);
  return {
    ...environment,
    io: {
      info: (message) => io.info(clean(message)),
      notice: (message) => io.notice(clean(message)),
      warning: (message) => io.warning(clean(message)),
      setOutput: (name, value) => io.setOutput(name, value),
      writeSummary: async (markdown) => io.writeSummary((await redactText(markdown)).text),
      setFailed: (message) => io.setFailed(clean(message)),
    },
  };
}
