/**
 * Chat Completions with tools, streamed by default, over `http/post-json.ts`. The request body is the
 * `openai` client's, built field by field in a fixed order because replay compares requests byte
 * for byte; failures read as that client's did (`400 <message>`, `Connection error.`, …).
 */
import type { IncomingMessage } from 'node:http';
import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import { InfrastructureError, messageOf } from '../errors.js';
import { readSseData } from '../sse/sse-reader.js';
import type { AgentConfig } from './config.js';
import type { ConversationMessage } from './conversation.js';
import {
  CallAborted,
  ConnectionFailure,
  postJson,
  readText,
  type PostResponse,
} from '../http/post-json.js';
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
  override readonly name: string = 'ModelCallError';
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

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}

function withCode(message: string, error: unknown): string {
  const code = findErrorCode(error);
  return code === undefined ? oneLine(message) : `${oneLine(message)} (${code})`;
}

/** Without the credentials a URL may carry. */
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

/** The provider answered with an error: a status of 400 or more, or an `error` in the stream. */
class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

type StreamedChunk = (ChatCompletionChunk & { error?: unknown }) | null;

export function toModelCallError(error: unknown, baseUrl: string): unknown {
  if (error instanceof ConnectionFailure) {
    return new ModelCallError(
      `cannot reach the model provider at ${describeEndpoint(baseUrl)}: ${withCode(error.message, error)}`,
      true,
    );
  }
  if (error instanceof ProviderFailure || error instanceof CallAborted) {
    const status = error instanceof ProviderFailure ? error.status : undefined;
    const transient = status !== undefined && status >= 500;
    return new ModelCallError(`the model provider failed: ${oneLine(error.message)}`, transient);
  }
  // A stream broken off after its headers is an error of the body, not a failure to connect.
  if (CONNECTION_FAILURE_CODES.has(findErrorCode(error) ?? '')) {
    return new ModelCallError(
      `the connection to the model provider broke: ${withCode(messageOf(error), error)}`,
      true,
    );
  }
  return error;
}

/** `<status> <message>` from the body's `error` or text, as the `openai` client rendered it. */
export function describeProviderError(
  status: number | undefined,
  error: unknown,
  text: string | undefined,
): string {
  const detail: unknown = (error as { message?: unknown } | null | undefined)?.message;
  let message = text;
  if (detail) message = typeof detail === 'string' ? detail : JSON.stringify(detail);
  else if (error) message = JSON.stringify(error);
  if (status && message) return `${status} ${message}`;
  if (status) return `${status} status code (no body)`;
  return message || '(no status code or body)';
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function statusFailure(status: number, body: IncomingMessage): Promise<ProviderFailure> {
  const text = await readText(body).catch(messageOf);
  const json = parseJsonOrUndefined(text);
  const error = json ? (json as { error?: unknown }).error : undefined;
  return new ProviderFailure(describeProviderError(status, error, json ? undefined : text), status);
}

/**
 * Assembles a streamed reply; what follows `[DONE]` is read and ignored (the server sees its
 * response read). An `error` event fails the call; one aborted mid-stream ends with what arrived.
 */
async function readStreamedReply(
  body: IncomingMessage,
  signal: AbortSignal | undefined,
): Promise<ModelReply> {
  const assembler = new ReplyAssembler();
  let done = false;
  try {
    for await (const data of readSseData(body)) {
      if (done) continue;
      if (data.startsWith('[DONE]')) {
        done = true;
        continue;
      }
      const chunk = JSON.parse(data) as StreamedChunk;
      if (chunk?.error) {
        throw new ProviderFailure(
          describeProviderError(undefined, chunk.error, undefined),
          undefined,
        );
      }
      assembler.add(chunk as ChatCompletionChunk);
    }
  } catch (error) {
    if (signal?.aborted !== true) throw error;
  }
  return assembler.finish();
}

/** A completion read whole: JSON when the response says so, else its text. */
async function readCompletion(response: PostResponse): Promise<unknown> {
  if (response.status === 204) {
    response.body.resume();
    return null;
  }
  const mediaType = response.contentType?.split(';')[0]?.trim();
  const isJson =
    mediaType !== undefined &&
    (mediaType.includes('application/json') || mediaType.endsWith('+json'));
  const text = await readText(response.body);
  if (!isJson) return text;
  if (response.contentLength === '0') return undefined;
  return JSON.parse(text) as unknown;
}

export function buildRequestBody(
  options: Pick<ModelClientOptions, 'model' | 'config'>,
  request: ModelRequest,
): ChatCompletionCreateParamsStreaming | ChatCompletionCreateParamsNonStreaming {
  const { config } = options;
  const body: ChatCompletionCreateParamsNonStreaming = {
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

/** The client's limit until the response headers, as the `openai` client's default: ten minutes. */
const HEADERS_TIMEOUT_MS = 10 * 60 * 1000;

export function createOpenAiModelClient(options: ModelClientOptions): ModelClient {
  const { signal } = options;
  return {
    async complete(request, purpose) {
      const body = buildRequestBody(options, request);
      const headers = {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${options.apiKey}`,
        ...(purpose === 'main' ? {} : { [PURPOSE_HEADER]: purpose }),
      };
      try {
        const { baseUrl } = options;
        const url = new URL(`${baseUrl}${baseUrl.endsWith('/') ? '' : '/'}chat/completions`);
        const response = await postJson(url, JSON.stringify(body), {
          headers,
          timeoutMs: HEADERS_TIMEOUT_MS,
          signal,
        });
        if (response.status < 200 || response.status > 299) {
          throw await statusFailure(response.status, response.body);
        }
        if (body.stream === true) return await readStreamedReply(response.body, signal);
        return replyFromCompletion((await readCompletion(response)) as ChatCompletion);
      } catch (error) {
        // Once the call is given up on, whatever broke is the abort's doing, not a transient fault.
        const cause = signal?.aborted === true ? new CallAborted() : error;
        throw toModelCallError(cause, options.baseUrl);
      }
    },
  };
}
