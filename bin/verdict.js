#!/usr/bin/env node
// The `verdict` command. The TypeScript sources are compiled to lib/ by `npm ci` (the prepare
// script) in a checkout, and shipped compiled in the package; `npm run build` also bundles them into
// lib/cli/verdict.cjs, which starts faster (lib/cli/bundle-loader.js says how, and when lib/'s ES
// modules are loaded instead). This file is CommonJS (bin/package.json): an ES module entry would
// have Node set up its module loader, which the bundle never needs, before the first line ran.
'use strict';

const { existsSync } = require('node:fs');
const path = require('node:path');

const argv = process.argv.slice(2);
const lib = path.join(__dirname, '..', 'lib', 'cli');
// `--help` prints fixed texts: lib/'s lazy modules give them faster than any bundle.
const FIXED_TEXT = new Set([undefined, '--help', '-h', 'help']);

if (argv[0] === '--version' || argv[0] === '-v') {
  // The package's version (what lib/cli/main.js prints too), without loading any ES module.
  process.stdout.write(`${require('../package.json').version}\n`);
} else {
  (FIXED_TEXT.has(argv[0]) ? fromLib(false) : fromBundle()).then((code) => {
    process.exitCode = code;
  });
}

async function fromBundle() {
  // Built with the bundle, from lib/cli/bundle-loader.js; absent after a bare `tsc`.
  const loader = path.join(lib, 'bundle-loader.cjs');
  if (!existsSync(loader)) return fromLib(true);
  const { loadBundledCli, startBwrapProbeFor } = require(loader);
  // A command that boxes its runs has bwrap's probe (a child of some 20 ms) start now, while the
  // bundle loads: src/sandbox/bwrap-probe.ts.
  startBwrapProbeFor(argv, process.env);
  const bundled = loadBundledCli({
    bundle: path.join(lib, 'verdict.cjs'),
    // Only a checkout (with src/) rebuilds lib/ after its bundle: an installed package unpacks its
    // files with the times of the unpacking, in the tarball's order, so the check would misread it.
    builtFrom: existsSync(path.join(__dirname, '..', 'src'))
      ? path.join(lib, 'main.js')
      : undefined,
    command: argv[0],
    env: process.env,
  });
  if (bundled === undefined) return fromLib(true);
  const code = await bundled.main(argv);
  bundled.saveCodeCache();
  return code;
}

async function fromLib(parses) {
  if (parses) await import('../lib/cli/interpreted-parsers.js');
  const { main } = await import('../lib/cli/main.js');
  return main(argv);
}
