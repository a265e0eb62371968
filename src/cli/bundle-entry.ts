/** The entry of the bundled CLI `lib/cli/verdict.cjs`, which `bundle-loader.ts` loads with a code cache. */
import './interpreted-parsers.js';

export { main } from './main.js';
