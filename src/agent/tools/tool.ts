import type { Containment } from '../../process/containment.js';
import type { LeftoverSweep } from '../../process/process-tree.js';
import type { z } from 'zod';
import type { Effect } from '../../suite/schema.js';

/** State the tools share during one run. */
export interface ToolContext {
  /** Real path of the workspace (symlinks resolved), so containment checks compare like with like. */
  workspace: string;
  /**
   * sha256 of each file's content when the agent last read or wrote it, keyed by absolute path:
   * `edit_file` refuses a file that changed since, or that it never saw.
   */
  knownContent: Map<string, string>;
  /** Longest result the model sees; tools that page (read_file) use it to say where to go on. */
  maxOutputChars: number;
  commandEnv: NodeJS.ProcessEnv;
  /** Stops the command `bash` is running (the run's deadline, in Verdict's process). */
  signal?: AbortSignal;
  /** Awaited before `bash` runs its first and every later command (the runner looks at HOME then). */
  beforeCommand?: () => Promise<unknown>;
  /** Where `bash` leaves the leftovers of a command whose process group is gone (see `LeftoverSweep`). */
  leftovers?: LeftoverSweep;
  /** The run's sandbox box: every command `bash` runs starts in it. */
  contain?: Containment;
}

/**
 * A failure the model should read and can act on (a path outside the workspace, text that does not
 * match): returned to the model as `error: <message>`, never a crash.
 */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** The text the model reads, and the failure to record in the `tool_call` event when there is one. */
export interface ToolResult {
  text: string;
  error?: string;
}

export interface AgentTool {
  name: string;
  description: string;
  /** The effect the policy must grant; read-only tools have none. */
  effect?: Extract<Effect, 'write' | 'process'>;
  parameters: z.ZodType;
  run(args: unknown, context: ToolContext): Promise<ToolResult>;
}

/** Declares a tool with arguments typed from its schema (the registry holds them erased). */
export function defineTool<Schema extends z.ZodType>(tool: {
  name: string;
  description: string;
  effect?: AgentTool['effect'];
  parameters: Schema;
  run(args: z.infer<Schema>, context: ToolContext): Promise<ToolResult | string>;
}): AgentTool {
  return {
    ...tool,
    run: async (args, context) => {
      const result = await tool.run(args as z.infer<Schema>, context);
      return typeof result === 'string' ? { text: result } : result;
    },
  };
}
