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

/** Names that are never passed, whatever pattern they match. */
const SECRET = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|API_?KEY|PRIVATE|AUTH/i;

export function allowListedEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) =>
        value !== undefined && !SECRET.test(name) && ALLOWED.some((pattern) => pattern.test(name)),
    ),
  );
}
