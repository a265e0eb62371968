import type { RunDirectory } from './run-directory.js';
import type { RunTaskInput } from './run-types.js';

/**
 * `${NAME}` in an entry's `env` values, replaced when NAME is one of the run's own variables
 * (`"MY_AGENT_API": "${OPENAI_BASE_URL}"`); any other stays as written, so the user's never leaks.
 */
function expandAgentEnv(
  env: Record<string, string> | undefined,
  known: NodeJS.ProcessEnv,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env ?? {}).map(([name, value]) => [
      name,
      value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, key: string) => known[key] ?? whole),
    ]),
  );
}

/**
 * The agent's environment (SPEC §1): an entry's `env` may change the base variables but never the
 * contract, so nothing a config says can point an agent past the proxy.
 */
export function agentEnvironment(
  input: RunTaskInput,
  directory: RunDirectory,
  token: string,
): NodeJS.ProcessEnv {
  const pass = input.passEnv ?? {};
  const base: NodeJS.ProcessEnv = {
    PATH: pass.PATH ?? process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    // A fixed locale and zone: agents put the date in their prompts, and replay needs the same text.
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    HOME: directory.home,
    XDG_CONFIG_HOME: directory.xdg.config,
    XDG_DATA_HOME: directory.xdg.data,
    XDG_STATE_HOME: directory.xdg.state,
    XDG_CACHE_HOME: directory.xdg.cache,
    TMPDIR: directory.root,
  };
  const contract: NodeJS.ProcessEnv = {
    OPENAI_BASE_URL: input.proxy.baseUrl,
    ANTHROPIC_BASE_URL: input.proxy.rootUrl,
    GOOGLE_GEMINI_BASE_URL: input.proxy.rootUrl,
    OPENAI_API_KEY: token,
    ANTHROPIC_API_KEY: token,
    GEMINI_API_KEY: token,
    OPENAI_MODEL: input.model,
    ANTHROPIC_MODEL: input.model,
    VERDICT_PROMPT: input.task.prompt,
    VERDICT_TASK_ID: input.task.id,
    VERDICT_POLICY: JSON.stringify(input.policy),
    VERDICT_CONFIG: JSON.stringify(input.agentConfig ?? {}),
    VERDICT_EVENTS: directory.eventsFile,
  };
  return { ...base, ...expandAgentEnv(input.agent.env, { ...base, ...contract }), ...contract };
}
