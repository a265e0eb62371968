/** The entry of the bundled CLI `lib/cli/verdict.cjs`, loaded by `bundle-loader.ts`. */
import './interpreted-parsers.js';

export { main } from './main.js';
