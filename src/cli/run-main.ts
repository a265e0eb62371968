/**
 * The CLI's entry for the bundled Action (`dist/cli/index.js`): the Action runs every suite through
 * this, the same program `npx verdict` is, and it is the built-in agent's command there.
 */
import { fileURLToPath } from 'node:url';
import { defaultIo, main } from './main.js';

process.exitCode = await main(process.argv.slice(2), {
  ...defaultIo(),
  selfCommand: [process.execPath, fileURLToPath(import.meta.url)],
});
