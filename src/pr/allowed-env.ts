import { mayHoldCredential } from '../process/scrub-environment.js';

/**
 * The environment of a checkout's `setup` (the PR's own code; SPEC §1, §7): what a build needs and
 * nothing that could be a credential: no INPUT_* (the key and token), no token, key or secret by name.
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

/** The `verdict` CLI's environment: setup's plus Verdict's settings; the key comes by file (SPEC §1). */
export function evaluatingCliEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return keep(env, [...ALLOWED, VERDICT_SETTINGS]);
}
