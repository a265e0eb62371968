import { main as runBuiltInAgent } from '../../agent/run-agent.js';
import type { Command } from '../command.js';

export const agentCommand: Command = {
  name: 'agent',
  help: `Usage: verdict agent

The built-in reference coding agent. Verdict runs it for each run when no other agent is
configured; it reads the agent contract from its environment: the task on stdin (or
VERDICT_PROMPT), OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL, VERDICT_POLICY,
VERDICT_CONFIG (its measured configuration) and VERDICT_EVENTS. It prints its final answer.
Tools: read_file, list_files, search, write_file, edit_file, bash.`,
  options: {},
  run(_args, io) {
    return runBuiltInAgent(io.env, process.stdin, io.stdout, io.stderr, io.cwd);
  },
};
