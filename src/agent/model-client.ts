/**
 * Talks to the model through the official `openai` client: Chat Completions with tools, streamed
 * by default. The client never retries (`maxRetries: 0`): the proxy in front of it does, and a retry
 * here would be a second, unrecorded call. The request body is built field by field in a fixed
 * order, because replay compares requests byte for byte.
 */
import OpenAI from 'openai';
import { InfrastructureError } from '../errors.js';
import type { AgentConfig } from './config.js';
import type { ConversationMessage } from './conversation.js';
import { ReplyAssembler, replyFromCompletion, type ModelReply } from './stream-assembly.js';
import type { FunctionToolDefinition } from './tools/index.js';

/** Compaction calls carry `x-verdict-purpose: compaction` so the proxy counts them apart. */
export type ModelCallPurpose = 'main' | 'compaction';
export const PURPOSE_HEADER = 'x-verdict-purpose';

export interface ModelRequest {
  messages: readonly ConversationMessage[];
  tools?: readonly FunctionToolDefinition[];
}

export interface ModelClient {
  complete(request: ModelRequest, purpose: ModelCallPurpose): Promise<ModelReply>;
}

/** A model call failed. `transient` failures (connection lost, 5xx) make the run worth retrying. */
export class ModelCallError extends InfrastructureError {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export interface ModelClientOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  config: Pick<AgentConfig, 'stream' | 'temperature' | 'maxOutputTokens'>;
  /** Aborts the call in flight (the run's deadline, when the agent runs in Verdict's process). */
  signal?: AbortSignal;
}

/** Codes Node and undici give a connection that failed or broke off mid-response. */
const CONNECTION_FAILURE_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** The first system error code in an error's cause chain (`ECONNREFUSED`, `UND_ERR_SOCKET`). */
function findErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * A stream that breaks off after its headers surfaces as the fetch body's own error (undici's
 * `TypeError: terminated`, caused by a socket error), not as an `APIConnectionError`.
 */
function isBrokenConnection(error: unknown): boolean {
  const code = findErrorCode(error);
  if (code !== undefined && CONNECTION_FAILURE_CODES.has(code)) return true;
  return error instanceof TypeError && error.message === 'terminated';
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}

function withCode(message: string, error: unknown): string {
  const code = findErrorCode(error);
  return code === undefined ? oneLine(message) : `${oneLine(message)} (${code})`;
}

/** The endpoint for a message, without credentials a URL may carry. */
function describeEndpoint(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    url.username = '';
    url.password = '';
    url.search = '';
    return url.toString();
  } catch {
    return 'the configured URL';
  }
}

/** Names a failed model call, and whether it is transient; anything else is passed through. */
export function toModelCallError(error: unknown, baseUrl: string): unknown {
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelCallError(
      `cannot reach the model provider at ${describeEndpoint(baseUrl)}: ${withCode(error.message, error)}`,
      true,
    );
  }
  if (error instanceof OpenAI.APIError) {
    const status: unknown = error.status;
    const transient = typeof status === 'number' && status >= 500;
    return new ModelCallError(`the model provider failed: ${oneLine(error.message)}`, transient);
  }
  if (isBrokenConnection(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new ModelCallError(
      `the connection to the model provider broke: ${withCode(reason, error)}`,
      true,
    );
  }
  return error;
}

export function buildRequestBody(
  options: Pick<ModelClientOptions, 'model' | 'config'>,
  request: ModelRequest,
):
  | OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming
  | OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming {
  const { config } = options;
  const body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming = {
    model: options.model,
    messages: [...request.messages],
    ...(request.tools === undefined ? {} : { tools: [...request.tools] }),
    ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
    ...(config.maxOutputTokens === undefined
      ? {}
      : { max_completion_tokens: config.maxOutputTokens }),
  };
  // Usage is asked for so that the proxy can count tokens; the agent itself does not read it.
  return config.stream ? { ...body, stream: true, stream_options: { include_usage: true } } : body;
}

export function createOpenAiModelClient(options: ModelClientOptions): ModelClient {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    maxRetries: 0,
    // Given explicitly so that the client reads nothing more from the process environment.
    organization: null,
    project: null,
  });
  return {
    async complete(request, purpose) {
      const body = buildRequestBody(options, request);
      const requestOptions = {
        ...(purpose === 'main' ? {} : { headers: { [PURPOSE_HEADER]: purpose } }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      };
      try {
        if (body.stream === true) {
          const stream = await client.chat.completions.create(body, requestOptions);
          const assembler = new ReplyAssembler();
          for await (const chunk of stream) assembler.add(chunk);
          return assembler.finish();
        }
        const completion = await client.chat.completions.create(body, requestOptions);
        return replyFromCompletion(completion);
      } catch (error) {
        throw toModelCallError(error, options.baseUrl);
      }
    },
  };
}
