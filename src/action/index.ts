/** The Action's entry (`dist/index.js`, bundled with ncc). */
import { run } from './main.js';

await run();
