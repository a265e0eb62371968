/** The built-in agent's entry point for `--spawn-agent` (by default it runs `in-process.ts`). */
import { main } from './run-agent.js';

process.exitCode = await main(process.env, process.stdin, process.stdout, process.stderr);
