#!/usr/bin/env node
// The `verdict` command. The TypeScript sources are compiled to lib/ by `npm ci` (the prepare
// script) in a checkout, and shipped compiled in the package.
import { main } from '../lib/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
