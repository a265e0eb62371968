import { mayHoldCredential } from '../process/scrub-environment.js';

/**
 * The environment a checkout's `setup` command gets (SPEC §1, §7): what a build needs (PATH, HOME,
 * the locale, temp dirs, CI, Node and npm settings, the non-secret GITHUB_* and RUNNER_*
 * descriptions of the run), and nothing that could be a credential: no INPUT_* (the Action's
 * inputs hold the live key and the GitHub token), no token, key, secret or password by name. On a
 * pull request, setup is the PR's own code.
 */
const ALLOWED = [
  /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|LANG|LANGUAGE|TZ|TMPDIR|TEMP|TMP|CI|PWD)$/,
  /^LC_[A-Z_]+$/,
  /^(NODE_OPTIONS|NODE_ENV|NODE_EXTRA_CA_CERTS|COREPACK_HOME)$/,
  /^npm_config_[a-z_]+$/i,
  /^XDG_[A-Z_]+$/,
  /^GITHUB_(WORKSPACE|SHA|REF|REF_NAME|REF_TYPE|BASE_REF|HEAD_REF|REPOSITORY|REPOSITORY_OWNER|RUN_ID|RUN_NUMBER|RUN_ATTEMPT|EVENT_NAME|ACTIONS|SERVER_URL|API_URL|GRAPHQL_URL|JOB|WORKFLOW|ACTOR)$/,
  /^RUNNER_(OS|ARCH|TEMP|TOOL_CACHE|NAME|ENVIRONMENT)$/,
];

/** Verdict's own settings, which the evaluating CLI reads; none is a credential. */
const VERDICT_SETTINGS =
  /^VERDICT_(DEBUG|SPAWN_AGENT|UPSTREAM_TIMEOUT_MS|CODE_CACHE|BUNDLE)$|^NO_COLOR$/;

function keep(env: NodeJS.ProcessEnv, allowed: readonly RegExp[]): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) =>
        // A credential-like name is never passed, whatever pattern it matches.
        value !== undefined &&
        !mayHoldCredential(name) &&
        allowed.some((pattern) => pattern.test(name)),
    ),
  );
}

export function allowListedEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return keep(env, ALLOWED);
}

/**
 * The environment of the `verdict` CLI that `verdict pr` and the Action start for each suite
 * (SPEC §1): setup's, and Verdict's own settings. It runs the PR's agent, so it holds no key
 * either: the live key reaches it in a secrets file (`--secrets-file`), never by the environment.
 */
export function evaluatingCliEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return keep(env, [...ALLOWED, VERDICT_SETTINGS]);
}
