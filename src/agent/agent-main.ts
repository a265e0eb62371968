/**
 * The built-in agent's own entry point (`bin/verdict-agent.js`): only the agent's code loads, not
 * the CLI's. Verdict spawns it when the built-in agent runs as a process (`--spawn-agent`); by
 * default the agent runs inside Verdict's process instead (`in-process.ts`).
 */
import { main } from './run-agent.js';

process.exitCode = await main(process.env, process.stdin, process.stdout, process.stderr);
