/** The CLI's entry in the bundled Action (`dist/cli/index.js`), also its built-in agent. */
import { fileURLToPath } from 'node:url';
import { defaultIo, main } from './main.js';

process.exitCode = await main(process.argv.slice(2), {
  ...defaultIo(),
  selfCommand: [process.execPath, fileURLToPath(import.meta.url)],
});
