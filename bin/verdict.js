#!/usr/bin/env node
// The `verdict` command. The TypeScript sources are compiled to lib/ by `npm ci` (the prepare
// script) in a checkout, and shipped compiled in the package.

// zod compiles a parser for an object schema on its first parse (`new Function`), which pays off
// only after thousands of parses: a command parses most of its schemas once or twice, and paid for
// the compiling at start-up. Its interpreted parsers give the same results. Set before any schema
// is built (the choice is made then), and not for `--version` or `--help`, which load no zod.
const FIXED_TEXT = new Set([undefined, '--version', '-v', '--help', '-h', 'help']);
if (!FIXED_TEXT.has(process.argv[2])) (await import('zod')).config({ jitless: true });

const { main } = await import('../lib/cli/main.js');

process.exitCode = await main(process.argv.slice(2));
