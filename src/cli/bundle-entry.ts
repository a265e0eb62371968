/**
 * The entry of the bundled CLI, `lib/cli/verdict.cjs` (`scripts/bundle-cli.mjs` builds it from
 * this file's output): the same `main` as `lib/cli/main.js`, in one file that `bin/verdict.js`
 * loads with a code cache (`bundle-loader.ts`). Commands are still loaded on demand inside it.
 */
import './interpreted-parsers.js';

export { main } from './main.js';
