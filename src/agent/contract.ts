/** The agent contract (SPEC §1) as the built-in agent reads it; each mistake is a ConfigError. */
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { parseAgentConfig } from './config.js';
import { parsePolicy } from './policy.js';

/** `""` and unset mean the same: not given. */
function readVariable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function requireVariable(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = readVariable(env, name);
  if (value === undefined) throw new ConfigError(`${name} is not set: it must give ${what}`);
  return value;
}

function readBaseUrl(env: NodeJS.ProcessEnv): string {
  const value = requireVariable(env, 'OPENAI_BASE_URL', 'the OpenAI-compatible endpoint to call');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`OPENAI_BASE_URL is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`OPENAI_BASE_URL must be an http or https URL, not ${url.protocol}`);
  }
  return value;
}

/** The commands the model chose have no business calling the model. */
function withoutCredential(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const commandEnv = { ...env };
  delete commandEnv.OPENAI_API_KEY;
  return commandEnv;
}

export type AgentOptions = ReturnType<typeof readAgentContract>;

export function readAgentContract(env: NodeJS.ProcessEnv, prompt: string, cwd: string) {
  if (prompt.trim() === '') {
    throw new ConfigError('no task prompt: give it on stdin or in VERDICT_PROMPT');
  }
  const eventsFile = readVariable(env, 'VERDICT_EVENTS');
  const taskId = readVariable(env, 'VERDICT_TASK_ID');
  return {
    workspace: path.resolve(cwd),
    prompt,
    baseUrl: readBaseUrl(env),
    apiKey: requireVariable(
      env,
      'OPENAI_API_KEY',
      'the API key (the runner passes a per-run token)',
    ),
    model: requireVariable(env, 'OPENAI_MODEL', 'the model name'),
    policy: parsePolicy(env.VERDICT_POLICY),
    config: parseAgentConfig(env.VERDICT_CONFIG),
    ...(eventsFile === undefined ? {} : { eventsFile: path.resolve(cwd, eventsFile) }),
    ...(taskId === undefined ? {} : { taskId }),
    commandEnv: withoutCredential(env),
  };
}
