#!/usr/bin/env node
// Builds lib/cli/verdict.cjs, the bundled CLI that bin/verdict.js loads with a code cache: lib/cli/
// bundle-entry.js and everything it imports, dependencies included, in one CommonJS file; modules
// imported on demand stay on demand inside it. Beside it, lib/cli/bundle-loader.cjs, the loader
// (src/cli/bundle-loader.ts) as CommonJS, which bin/verdict.js requires. Run by `npm run build` after
// tsc, so it bundles the lib/ just compiled.
//
// The file is made pure ASCII (each other character written as its \u escape), so that the loader
// reads it as Latin-1 into a one-byte string: no UTF-8 decoding, half the memory V8 hashes and
// scans. An escape means the same character in a string, a template, a regular expression or a
// comment; only a String.raw template would see the escape itself, so the build refuses one that
// holds such a character.
//
// Each file is written beside its place and renamed into it: a `verdict` started meanwhile (tests
// build while others run) reads the old file or the new, never half of one.
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rolldown } from 'rolldown';

const root = path.resolve(import.meta.dirname, '..');
const input = path.join(root, 'lib', 'cli', 'bundle-entry.js');
const file = path.join(root, 'lib', 'cli', 'verdict.cjs');
const loader = path.join(root, 'lib', 'cli', 'bundle-loader.cjs');
// Minified, it is half the bytes to read; `BUNDLE_MINIFY=0` keeps the names, for a readable profile.
const minify = process.env.BUNDLE_MINIFY !== '0';

/**
 * A bundle's imports of Node's own modules all become `require` calls at its top, run at start-up
 * whether or not the code that uses them ever runs. A Node module that only a dependency's lazily
 * started part imports is given to it through a stand-in that loads the module on first read:
 * secretlint's profiler (started with secretlint, when something is scanned) reads `performance`
 * and `PerformanceObserver` from perf_hooks, which takes a millisecond or more to load.
 */
const LAZY_NODE_MODULES = new Map([
  [
    'node:perf_hooks',
    { importer: '/@secretlint/profiler/', names: ['performance', 'PerformanceObserver'] },
  ],
]);

const lazyNodeModules = {
  name: 'lazy-node-modules',
  resolveId(source, importer) {
    const lazy = LAZY_NODE_MODULES.get(source);
    if (lazy === undefined || importer === undefined) return null;
    return importer.includes(lazy.importer) ? `\0lazy:${source}` : null;
  },
  load(id) {
    if (!id.startsWith('\0lazy:')) return null;
    const source = id.slice('\0lazy:'.length);
    const getters = LAZY_NODE_MODULES.get(source).names.map(
      (name) =>
        `  get ${name}() { return process.getBuiltinModule(${JSON.stringify(source)}).${name}; },`,
    );
    return `export default {\n${getters.join('\n')}\n};\n`;
  },
};

/** Bundles `input` into `file` (CommonJS), through `finish` (the code to what is written). */
async function bundle(input, file, output, finish = (code) => code) {
  const bundler = await rolldown({
    input,
    platform: 'node',
    logLevel: 'warn',
    plugins: [lazyNodeModules],
  });
  try {
    const { output: chunks } = await bundler.generate({ format: 'cjs', ...output });
    const code = finish(chunks[0].code);
    const staging = `${file}.${process.pid}.tmp`;
    await writeFile(staging, code, 'latin1');
    await rename(staging, file);
    return code;
  } finally {
    await bundler.close();
  }
}

/** The literal text of each String.raw template in `source` (what lies outside its `${…}`). */
function rawTemplateTexts(source) {
  const texts = [];
  const opening = 'String.raw`';
  for (let at = source.indexOf(opening); at !== -1; at = source.indexOf(opening, at + 1)) {
    let text = '';
    let depth = 0;
    for (let index = at + opening.length; index < source.length; index += 1) {
      const char = source[index];
      if (depth === 0 && char === '`') break;
      if (char === '$' && source[index + 1] === '{') {
        depth += 1;
        index += 1;
      } else if (depth > 0 && char === '{') depth += 1;
      else if (depth > 0 && char === '}') depth -= 1;
      else if (depth === 0) {
        text += char;
        if (char === '\\') text += source[(index += 1)];
      }
    }
    texts.push(text);
  }
  return texts;
}

/**
 * A bundle run by `vm.Script` has no loader for `import()`: rolldown writes the bundle's `import()`
 * of Node's own modules as `require` (`dynamicImportInCjs: false`), and any other left in it would
 * fail at run time, so it fails the build.
 */
function withoutImports(source) {
  const left = /\bimport\(\s*[^)]{0,60}/.exec(source);
  if (left !== null) throw new Error(`the bundle still holds a dynamic import: ${left[0]}`);
  return source;
}

/** `source` in ASCII: every other character as its `\u` escape. */
function toAscii(source) {
  const raw = rawTemplateTexts(source).find((text) => /[^\0-\x7f]/.test(text));
  if (raw !== undefined) {
    throw new Error(`a String.raw template holds a non-ASCII character: ${raw.slice(0, 120)}`);
  }
  return source.replace(
    /[^\0-\x7f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// The loader first: bin/verdict.js uses the bundle only when the bundle is newer than lib/.
await bundle(path.join(root, 'lib', 'cli', 'bundle-loader.js'), loader, {}, toAscii);
const code = await bundle(
  input,
  file,
  { codeSplitting: false, dynamicImportInCjs: false, comments: { legal: false }, minify },
  (source) => toAscii(withoutImports(source)),
);
console.log(`bundled ${path.relative(root, file)} (${(code.length / 1024).toFixed(0)} KiB)`);
