/**
 * Scripted mode (SPEC §4): each call is answered by the next turn of
 * `<suite>/scripts/<taskId>.json`. Every answer is a pure function of the script and the request
 * (no clock, no randomness), so the bundled cassettes are reproducible.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { messageOf, problemsError, type Problem } from '../errors.js';
import { describeIssue, formatFieldPath, valueAt } from '../json/describe-issue.js';
import { canonicalJson } from '../json/canonical-json.js';
import { fingerprintOf } from './fingerprint.js';
import { requestedModel } from './model-pin.js';
import { normalizeValue, type Normalize } from './normalize.js';
import { protocolOf } from './protocols/index.js';
import type { ScriptedAnswer } from './protocols/protocol.js';
import { serveRecorded } from './recorded-response.js';
import {
  RunStopError,
  type Fingerprint,
  type ModelCall,
  type ModelProvider,
  type ModelResponse,
} from './types.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../json/nesting-depth.js';
import { plural } from '../text/format.js';

const ScriptToolCallSchema = z.strictObject({
  name: z.string().min(1),
  /** Any JSON value; the agent receives `JSON.stringify(arguments)`. Omitted for a tool without parameters. */
  arguments: z.json().default({}),
});

const ScriptTurnSchema = z
  .strictObject({
    toolCalls: z.array(ScriptToolCallSchema).optional(),
    /** The assistant's text; with tool calls it is the text sent beside them. */
    content: z.string().optional(),
  })
  .refine((turn) => (turn.toolCalls?.length ?? 0) > 0 || turn.content !== undefined, {
    message: 'needs "toolCalls" (at least one), "content", or both',
  });

/**
 * A request beside the main loop (opencode's title call) that must not eat a turn: `match` is
 * tested against the normalized model, instructions and first conversation entry.
 */
const ScriptSideCallSchema = z.strictObject({
  match: z
    .string()
    .min(1)
    .refine(
      (pattern) => {
        try {
          new RegExp(pattern);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'is not a valid regular expression' },
    ),
  content: z.string(),
});

export const ScriptSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal('script/v1'),
  turns: z.array(ScriptTurnSchema).min(1),
  sideCalls: z.array(ScriptSideCallSchema).optional(),
});
export type Script = z.infer<typeof ScriptSchema>;

function failLoading(file: string, problems: Problem[]): never {
  throw problemsError(`${file}: ${plural(problems.length, 'problem')}`, problems);
}

/** Reads and validates a script file; throws a `ConfigError` naming the file and each bad field. */
export async function loadScript(file: string): Promise<Script> {
  const fileProblem = (message: string): Problem => ({ file, field: '(file)', message });
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    failLoading(file, [
      fileProblem(
        missing
          ? 'does not exist: scripted mode answers the model calls of a task from <suite>/scripts/<task id>.json'
          : `cannot be read (${messageOf(error)})`,
      ),
    ]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    failLoading(file, [fileProblem(`is not valid JSON: ${messageOf(error)}`)]);
  }
  if (nestsDeeperThan(data)) failLoading(file, [fileProblem(TOO_DEEP_MESSAGE)]);
  const parsed = ScriptSchema.safeParse(data, { reportInput: true });
  if (parsed.success) return parsed.data;
  failLoading(
    file,
    parsed.error.issues.map((issue) => ({
      file,
      field: formatFieldPath(issue.path, (path) => valueAt(data, path)),
      message: describeIssue(issue),
    })),
  );
}

/** What a scripted model says when asked to compact: deterministic, and says what it stands for. */
function compactionSummary(call: ModelCall): string {
  const length = protocolOf(call.protocol).conversationLength(call.body);
  return `Summary (scripted): the conversation so far had ${length} messages; continue the task.`;
}

/** A rough token count (about four characters a token), deterministic so reports can be compared. */
function estimateTokens(characters: number): number {
  return Math.ceil(characters / 4);
}

const identity: Normalize = (text) => text;

export class ScriptedProvider implements ModelProvider {
  readonly mode = 'scripted';
  private callCount = 0;
  /** Tool-call ids are numbered across the whole run, as a real model's would be unique in it. */
  private toolCallCount = 0;
  /** Side and compaction answers, numbered after the script's turns (see `answer`). */
  private asideCount = 0;
  private readonly sideCalls: Array<{ match: RegExp; content: string }>;

  constructor(
    private readonly script: Script,
    private readonly options: {
      taskId: string;
      /** Puts this run's paths in place of `<WORKSPACE>` and `<HOME>` (`createPathTokens`). */
      expand?: Normalize;
      /** The run's normalizer: side calls are matched on normalized text, as replay matches. */
      normalize?: Normalize;
    },
  ) {
    this.sideCalls = (script.sideCalls ?? []).map((side) => ({
      match: new RegExp(side.match),
      content: side.content,
    }));
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- the contract is asynchronous; this mode has nothing to wait for
  async complete(call: ModelCall, signal: AbortSignal): Promise<ModelResponse> {
    signal.throwIfAborted();
    const expand = this.options.expand ?? identity;
    // Normalized once: side calls are matched on it and usage is estimated from it.
    const fingerprint = fingerprintOf(call, this.options.normalize ?? identity);
    // A compaction call gets a fixed summary instead of eating a turn: a script works either way.
    if (call.purpose === 'compaction') {
      return this.answer(call, fingerprint, this.nextAside(), [], compactionSummary(call));
    }
    const side = this.sideCallFor(fingerprint);
    if (side !== undefined) {
      return this.answer(call, fingerprint, this.nextAside(), [], expand(side));
    }
    this.callCount += 1;
    const turns = this.script.turns;
    const turn = turns[this.callCount - 1];
    if (turn === undefined) {
      throw new RunStopError({
        kind: 'script_exhausted',
        call: this.callCount,
        message: `the script for task "${this.options.taskId}" has ${plural(turns.length, 'turn')}; call ${this.callCount} has no turn to answer it`,
      });
    }
    const toolCalls = (turn.toolCalls ?? []).map((toolCall) => {
      this.toolCallCount += 1;
      // A string argument is sent as it is (freeform tools such as Codex's `apply_patch` take text).
      const value = normalizeValue(toolCall.arguments, expand);
      return {
        id: `call_${this.toolCallCount}`,
        name: toolCall.name,
        arguments: typeof value === 'string' ? value : JSON.stringify(value),
      };
    });
    const content = turn.content === undefined ? null : expand(turn.content);
    return this.answer(call, fingerprint, this.callCount, toolCalls, content);
  }

  /**
   * Side and compaction answers are numbered after the n turns, never by arrival: a side call
   * racing the main one must not swap ids with it between recordings.
   */
  private nextAside(): number {
    this.asideCount += 1;
    return this.script.turns.length + this.asideCount;
  }

  private sideCallFor(fingerprint: Fingerprint): string | undefined {
    if (this.sideCalls.length === 0) return undefined;
    const text = [
      fingerprint.model ?? '',
      canonicalJson(fingerprint.instructions ?? null),
      canonicalJson(fingerprint.messages[0] ?? null),
    ].join('\n');
    return this.sideCalls.find((side) => side.match.test(text))?.content;
  }

  private answer(
    call: ModelCall,
    fingerprint: Fingerprint,
    number: number,
    toolCalls: ScriptedAnswer['toolCalls'],
    content: string | null,
  ): ModelResponse {
    const protocol = protocolOf(call.protocol);
    const outputCharacters = toolCalls.reduce(
      (sum, toolCall) => sum + toolCall.arguments.length,
      content?.length ?? 0,
    );
    const body = protocol.renderScripted(
      {
        call: number,
        content,
        toolCalls,
        usage: {
          // From the normalized request: the raw one's length changes with the run's paths.
          inputTokens: estimateTokens(JSON.stringify(fingerprint.messages).length),
          outputTokens: Math.max(1, estimateTokens(outputCharacters)),
        },
        model: requestedModel(call) ?? 'scripted',
      },
      call,
    );
    return serveRecorded({ kind: 'json', status: 200, body }, call, protocol);
  }
}
