/**
 * An Anthropic Messages request's fingerprint (SPEC §4) and `count_tokens` estimate; a field of the
 * wrong type counts as absent. Noise left out: `metadata` (a session id), `stream`, sampling,
 * service settings, and every `cache_control` marker (Claude Code moves them to the newest message
 * each request: they change what is billed, not what is answered, and delta cassettes need earlier
 * messages stable).
 */
import { canonicalJson } from '../../json/canonical-json.js';
import { normalizeEach, normalizeOrNull, normalizeShared, type Normalize } from '../normalize.js';
import type { Fingerprint, ModelCall } from '../types.js';
import { isRecord } from '../../json/is-record.js';
import { numberOr, stringOr, withoutKey } from './lenient.js';

/** A block without its `cache_control` marker. */
const withoutCacheControl = (value: unknown): unknown =>
  isRecord(value) ? withoutKey(value, 'cache_control') : value;

/** Message content blocks, and the blocks of a `tool_result`'s content, without their markers. */
function stripContentBlock(block: unknown): unknown {
  const stripped = withoutCacheControl(block);
  if (!isRecord(stripped) || !Array.isArray(stripped.content)) return stripped;
  const content = mapShared(stripped.content as unknown[], withoutCacheControl);
  return content === stripped.content ? stripped : { ...stripped, content };
}

/** `items.map(strip)`, or `items` itself when nothing changed (most blocks carry no marker). */
function mapShared(items: unknown[], strip: (item: unknown) => unknown): unknown[] {
  const stripped = items.map(strip);
  return stripped.every((item, index) => item === items[index]) ? items : stripped;
}

/**
 * Claude Code sends parallel `tool_result`s in the order they finish, its `<system-reminder>` notes
 * appended to the last: timing, not the question. So several results go in `tool_use` order, the
 * reminders after them as one text block.
 */
const TRAILING_REMINDER = /\s*(<system-reminder>[\s\S]*?<\/system-reminder>)\s*$/;

function detachReminders(text: string, reminders: string[]): string {
  let rest = text;
  const found: string[] = [];
  for (
    let match = TRAILING_REMINDER.exec(rest);
    match !== null;
    match = TRAILING_REMINDER.exec(rest)
  ) {
    found.unshift(match[1] ?? '');
    rest = rest.slice(0, match.index);
  }
  reminders.push(...found);
  return rest.trimEnd();
}

const isToolResult = (block: unknown): block is Record<string, unknown> =>
  isRecord(block) && block.type === 'tool_result';

function orderToolResults(messages: readonly unknown[]): unknown[] {
  let toolUseIds: unknown[] = [];
  return messages.map((message) => {
    if (!isRecord(message) || !Array.isArray(message.content)) return message;
    const blocks: unknown[] = message.content;
    if (message.role === 'assistant') {
      toolUseIds = [];
      for (const block of blocks) {
        if (isRecord(block) && block.type === 'tool_use') toolUseIds.push(block.id);
      }
      return message;
    }
    const results = blocks.filter(isToolResult);
    if (results.length < 2) return message;
    const rank = (block: Record<string, unknown>): number => {
      const index = toolUseIds.indexOf(block.tool_use_id);
      return index === -1 ? toolUseIds.length : index;
    };
    const reminders: string[] = [];
    const ordered = results
      .map((block) =>
        typeof block.content === 'string'
          ? { ...block, content: detachReminders(block.content, reminders) }
          : block,
      )
      .sort((a, b) => rank(a) - rank(b));
    let next = 0;
    const content = blocks.map((block) => (isToolResult(block) ? ordered[next++] : block));
    if (reminders.length > 0) content.push({ type: 'text', text: reminders.join('\n\n') });
    return { ...message, content };
  });
}

function stripMessage(message: unknown): unknown {
  if (!isRecord(message) || !Array.isArray(message.content)) return message;
  const content = mapShared(message.content as unknown[], stripContentBlock);
  return content === message.content ? message : { ...message, content };
}

/** Claude Code's billing line hashes the request: its hashes become `<HASH>`, the version stays. */
const BILLING_LINE = /^x-anthropic-billing-header:/;

function stripBillingHashes(text: string): string {
  if (!BILLING_LINE.test(text)) return text;
  return text
    .replace(/(cc_version=\d+\.\d+\.\d+)\.[0-9a-z]+/i, '$1.<HASH>')
    .replace(/cch=[0-9a-z]+/i, 'cch=<HASH>');
}

function stripSystem(system: unknown): unknown {
  if (typeof system === 'string') return stripBillingHashes(system);
  if (!Array.isArray(system)) return system;
  return system.map((raw) => {
    const block = withoutCacheControl(raw);
    if (!isRecord(block) || block.type !== 'text' || typeof block.text !== 'string') return block;
    return { ...block, text: stripBillingHashes(block.text) };
  });
}

/** A tool the agent defines (`{name, description, input_schema}`), as opposed to a server tool. */
function isCustomTool(tool: unknown): boolean {
  return (
    isRecord(tool) && (tool.type === undefined || tool.type === null || tool.type === 'custom')
  );
}

/** An MCP server the provider connects to: its tools are the model's, its token is a secret. */
const describeMcpServer = (server: unknown): unknown =>
  isRecord(server) ? { mcp_server: withoutKey(server, 'authorization_token') } : server;

/** `output_config.effort` is the effort setting; the rest of it shapes the answer. */
function readOutputConfig(body: Record<string, unknown>): {
  effort: string | undefined;
  rest: Record<string, unknown> | undefined;
} {
  if (!isRecord(body.output_config)) return { effort: undefined, rest: undefined };
  const { effort, ...rest } = body.output_config;
  return {
    effort: stringOr(effort),
    rest: Object.keys(rest).length > 0 ? rest : undefined,
  };
}

const ANSWER_CONTROLS = [
  'tool_choice',
  'thinking',
  'stop_sequences',
  'output_format',
  'output_config',
  'context_management',
] as const;

/** The fields of `ANSWER_CONTROLS` that are set, as sent. */
function answerControlsOf(
  body: Record<string, unknown>,
  outputConfig: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const controls: Record<string, unknown> = {};
  for (const key of ANSWER_CONTROLS) {
    const value = key === 'output_config' ? outputConfig : body[key];
    if (value !== undefined && value !== null) controls[key] = value;
  }
  return controls;
}

/** Model and effort are configuration, not normalized (a snapshot date must stay distinct). */
export function fingerprintMessages(call: ModelCall, normalize: Normalize): Fingerprint {
  const body: Record<string, unknown> = isRecord(call.body) ? call.body : {};
  const tools: unknown[] = Array.isArray(body.tools) ? body.tools.map(withoutCacheControl) : [];
  const mcpServers: unknown[] = Array.isArray(body.mcp_servers) ? body.mcp_servers : [];
  const outputConfig = readOutputConfig(body);
  return {
    endpoint: 'messages',
    model: stringOr(body.model) ?? call.routeModel ?? null,
    instructions: normalizeOrNull(stripSystem(body.system), normalize),
    messages: Array.isArray(body.messages)
      ? normalizeEach(orderToolResults(body.messages).map(stripMessage), normalize)
      : [],
    tools: normalizeEach(tools.filter(isCustomTool), normalize),
    outputLimit: numberOr(body.max_tokens) ?? null,
    nativeTools: normalizeEach(
      [...tools.filter((tool) => !isCustomTool(tool)), ...mcpServers.map(describeMcpServer)],
      normalize,
    ),
    reasoningEffort: outputConfig.effort ?? null,
    answerControls: normalizeShared(answerControlsOf(body, outputConfig.rest), normalize),
  };
}

/** A deterministic `count_tokens` (four characters a token): agents use it to compact, not bill. */
export function countTokens(body: Record<string, unknown>): { input_tokens: number } {
  const read = canonicalJson({ system: body.system, messages: body.messages, tools: body.tools });
  return { input_tokens: Math.ceil(read.length / 4) };
}
