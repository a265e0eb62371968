/** The built-in reference agent's entry point; `main` never exits the process itself. */
import { appendFile, realpath } from 'node:fs/promises';
import { ConfigError, VerdictError, exitCodeOf, messageOf } from '../errors.js';
import { runAgentLoop } from './agent-loop.js';
import { readAgentContract, type AgentOptions } from './contract.js';
import { DISCARD_EVENTS, createFileEventSink, type EventSink } from './events.js';
import { ModelCallError, createOpenAiModelClient, type ModelClient } from './model-client.js';
import { DEFAULT_SYSTEM_PROMPT } from './system-prompt.js';
import { AGENT_TOOLS } from './tools/index.js';
import type { ToolContext } from './tools/tool.js';

/** In Verdict's own process: `signal` stops the model call, the command and the loop. */
export interface AgentDependencies extends Pick<
  ToolContext,
  'signal' | 'beforeCommand' | 'leftovers' | 'contain'
> {
  /** Replaces the `openai` client (tests that need no HTTP server). */
  model?: ModelClient;
}

async function openEventSink(file: string | undefined): Promise<EventSink> {
  if (file === undefined) return DISCARD_EVENTS;
  try {
    // Fails now, with a clear message, rather than at the first event.
    await appendFile(file, '', 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? messageOf(error);
    throw new ConfigError(`VERDICT_EVENTS: cannot write the events file ${file} (${code})`);
  }
  return createFileEventSink(file);
}

export async function runAgent(
  options: AgentOptions,
  dependencies: AgentDependencies = {},
): Promise<string> {
  let workspace: string;
  try {
    workspace = await realpath(options.workspace);
  } catch {
    throw new ConfigError(`the workspace ${options.workspace} cannot be opened`);
  }
  const events = await openEventSink(options.eventsFile);
  // The rest are the tools' (`ToolContext`); the signal also stops the model call and the loop.
  const { model: givenModel, ...toolOptions } = dependencies;
  const { signal } = toolOptions;
  const model =
    givenModel ??
    createOpenAiModelClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      config: options.config,
      signal,
    });
  try {
    return await runAgentLoop({
      model,
      events,
      config: options.config,
      systemPrompt: options.config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
      task: options.prompt,
      signal,
      runtime: {
        tools: AGENT_TOOLS,
        policy: options.policy,
        events,
        context: {
          workspace,
          knownContent: new Map(),
          maxOutputChars: options.config.limits.maxToolOutputChars,
          commandEnv: options.commandEnv,
          ...toolOptions,
        },
      },
    });
  } catch (error) {
    // The runner retries a run whose agent declared its failure transient (SPEC §3).
    if (error instanceof ModelCallError && error.transient) {
      await events.emit({ type: 'transient_error', retryable: true });
    }
    throw error;
  }
}

export interface TextSink {
  write(text: string): unknown;
}

export type PromptSource = (AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>) & {
  isTTY?: boolean;
};

async function readPrompt(env: NodeJS.ProcessEnv, stdin: PromptSource): Promise<string> {
  const given = env.VERDICT_PROMPT;
  if (given !== undefined && given !== '') return given;
  // On a terminal nobody is piping a task in: waiting for one would hang.
  if (stdin.isTTY === true) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeFailure(error: unknown, env: NodeJS.ProcessEnv): string {
  if (error instanceof VerdictError) return error.message;
  const stack =
    env.VERDICT_DEBUG === '1' && error instanceof Error && error.stack !== undefined
      ? `\n${error.stack}`
      : ' (set VERDICT_DEBUG=1 for the stack trace)';
  return `unexpected error: ${messageOf(error)}${stack}`;
}

/** Runs the agent as the contract says: exit code 0 with the answer on stdout, else one stderr line. */
export async function main(
  env: NodeJS.ProcessEnv,
  stdin: PromptSource,
  stdout: TextSink,
  stderr: TextSink,
  cwd: string = process.cwd(),
  dependencies: AgentDependencies = {},
): Promise<number> {
  try {
    const prompt = await readPrompt(env, stdin);
    const options = readAgentContract(env, prompt, cwd);
    const finalAnswer = await runAgent(options, dependencies);
    stdout.write(finalAnswer.endsWith('\n') ? finalAnswer : `${finalAnswer}\n`);
    return 0;
  } catch (error) {
    const task = env.VERDICT_TASK_ID ? ` (task ${env.VERDICT_TASK_ID})` : '';
    stderr.write(`verdict agent${task}: ${describeFailure(error, env)}\n`);
    return exitCodeOf(error);
  }
}
