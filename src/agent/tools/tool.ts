import type { Containment } from '../../process/containment.js';
import type { LeftoverSweep } from '../../process/process-tree.js';
import type { z } from 'zod';
import type { Effect } from '../../suite/schema.js';

/** State the tools share during one run. */
export interface ToolContext {
  /** Real path of the workspace (symlinks resolved), so containment checks compare like with like. */
  workspace: string;
  /** sha256 of each file (by absolute path) as the agent last read or wrote it, for `edit_file`. */
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

/** A failure the model reads as `error: <message>` and can act on, never a crash. */
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
export function defineTool<Schema extends z.ZodType>(
  tool: Omit<AgentTool, 'parameters' | 'run'> & {
    parameters: Schema;
    run(args: z.infer<Schema>, context: ToolContext): Promise<ToolResult | string>;
  },
): AgentTool {
  return {
    ...tool,
    run: async (args, context) => {
      const result = await tool.run(args as z.infer<Schema>, context);
      return typeof result === 'string' ? { text: result } : result;
    },
  };
}
