/**
 * Agents' stderr as real programs print it, shared by the tests of early exits and of the comment
 * that reports them.
 */

/** What `node /srv/agents/mine/agent.mjs` prints on Node 20 when the file is not there. */
export const NODE_MISSING_MODULE = `node:internal/modules/cjs/loader:1210
  throw err;
  ^

Error: Cannot find module '/srv/agents/mine/agent.mjs'
    at Module._resolveFilename (node:internal/modules/cjs/loader:1207:15)
    at Module._load (node:internal/modules/cjs/loader:1038:27)
    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:164:12)
    at node:internal/main/run_main_module:28:49 {
  code: 'MODULE_NOT_FOUND',
  requireStack: []
}

Node.js v20.20.2
`;
