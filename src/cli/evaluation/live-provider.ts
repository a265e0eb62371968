/** Live mode's upstreams, keys and model, from the command line, the config and the environment. */
import {
  LiveProvider,
  UPSTREAM_OPTION,
  upstreamTimeoutsFromEnv,
  type LiveProviderOptions,
  type Upstreams,
} from '../../provider/live.js';
import type { UpstreamFamily } from '../../provider/protocols/protocol.js';
import { holdSecrets } from '../../provider/secret-redact.js';
import type { ModelProvider } from '../../provider/types.js';
import type { UpstreamCallBudget } from '../../provider/upstream-call-budget.js';
import type { LoadedConfig, VerdictConfig } from '../../config/config.js';
import { UsageError } from '../../errors.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';

export interface LiveSettings {
  upstreams: Upstreams;
  /** Every live key, so that cassettes and exports can refuse them. */
  apiKeys: string[];
  model: string;
  /** The upstream hosts, for reports (`host` or `host-a+host-b`). */
  provider: string;
  timeouts?: Pick<LiveProviderOptions, 'headersTimeoutMs' | 'idleTimeoutMs'>;
}

const UPSTREAM_DEFAULTS: Record<UpstreamFamily, { baseUrlEnv: string; keyEnv: string }> = {
  openai: { baseUrlEnv: 'OPENAI_BASE_URL', keyEnv: 'OPENAI_API_KEY' },
  anthropic: { baseUrlEnv: 'ANTHROPIC_BASE_URL', keyEnv: 'ANTHROPIC_API_KEY' },
  gemini: { baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL', keyEnv: 'GEMINI_API_KEY' },
};

/**
 * Per protocol family, the upstream from its `--…base-url` option, else the config's
 * `providers.<family>` (for OpenAI also `provider`), else its variable; at least one is needed.
 */
export function liveSettings(args: ParsedArgs, loaded: LoadedConfig, io: CliIo): LiveSettings {
  // A pull request's config must not choose where the live key goes, nor which variable holds it (SPEC §7).
  const configModel = loaded.config.provider?.model;
  const config: VerdictConfig =
    args.values['trusted-upstreams-only'] !== true
      ? loaded.config
      : configModel === undefined
        ? {}
        : { provider: { model: configModel } };
  const upstreams: Upstreams = {};
  const hosts: string[] = [];
  for (const family of Object.keys(UPSTREAM_DEFAULTS) as UpstreamFamily[]) {
    const defaults = UPSTREAM_DEFAULTS[family];
    const option = UPSTREAM_OPTION[family];
    const fromConfig = config.providers?.[family];
    const baseUrl =
      stringOption(args, option.slice(2)) ??
      fromConfig?.baseUrl ??
      (family === 'openai' ? config.provider?.baseUrl : undefined) ??
      io.env[defaults.baseUrlEnv];
    if (baseUrl === undefined || baseUrl === '') continue;
    try {
      hosts.push(new URL(baseUrl).host);
    } catch {
      throw new UsageError(`${option} ${JSON.stringify(baseUrl)} is not a URL`);
    }
    const keyVariable =
      fromConfig?.apiKeyEnv ??
      (family === 'openai' ? config.provider?.apiKeyEnv : undefined) ??
      defaults.keyEnv;
    const apiKey = io.env[keyVariable];
    // Read from the captured environment; a variable of any name leaves this process's own (SPEC §1).
    io.forgetVariables?.([keyVariable]);
    if (apiKey === undefined || apiKey === '') {
      throw new UsageError(
        `live mode needs an API key in the environment variable ${keyVariable} for the ${family} upstream`,
      );
    }
    upstreams[family] = { baseUrl, apiKey };
  }
  const apiKeys = Object.values(upstreams).map((upstream) => upstream.apiKey);
  // Whatever the variable is called, the live keys are never printed or written (SPEC §7).
  holdSecrets(apiKeys);
  if (apiKeys[0] === undefined) {
    throw new UsageError(
      'live mode needs an upstream: pass --base-url URL (OpenAI Chat Completions and Responses), --anthropic-base-url URL or --gemini-base-url URL (or set providers.<openai|anthropic|gemini>.baseUrl in verdict.config.json)',
    );
  }
  const model = stringOption(args, 'model') ?? config.provider?.model ?? io.env.OPENAI_MODEL;
  if (model === undefined || model === '')
    throw new UsageError('live mode needs a model: pass --model NAME');
  return {
    upstreams,
    apiKeys,
    model,
    provider: [...new Set(hosts)].join('+'),
    timeouts: upstreamTimeoutsFromEnv(io.env),
  };
}

/** Live mode's provider of one run; every run of an invocation shares its `--max-calls` budget. */
export function liveProvider(
  settings: LiveSettings,
  callBudget?: UpstreamCallBudget,
): ModelProvider {
  return new LiveProvider({
    upstreams: settings.upstreams,
    ...settings.timeouts,
    ...(callBudget === undefined ? {} : { callBudget }),
  });
}
