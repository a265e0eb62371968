#!/usr/bin/env node
// Reports the tangles of src/'s imports, for [23/23]: the circles of files (strongly connected
// components of the import graph), and the pairs of folders that import each other, each with
// the imports that make it. `--types` counts `import type` too (the issue counts them). A report
// for now, not yet a check: [23/23] turns it into one once the layers are written down.
// Usage: node scripts/import-graph.mjs [--types]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const withTypes = process.argv.includes('--types');

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const files = listFiles(SRC);
const known = new Set(files);
const IMPORT = /(?:import|export)\s+(type\s+)?[^'"`;]*?from\s+['"](\.[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const resolve = (from, spec) => path.resolve(path.dirname(from), spec.replace(/\.js$/, '.ts'));

const edges = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const [, type, spec] of text.matchAll(IMPORT)) {
      if (type === undefined || withTypes) targets.add(resolve(file, spec));
    }
    for (const [, spec] of text.matchAll(DYNAMIC)) targets.add(resolve(file, spec));
    return [file, [...targets].filter((target) => known.has(target))];
  }),
);

/** Tarjan's strongly connected components with more than one file. */
function circles() {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

const relative = (file) => path.relative(SRC, file);
const folderOf = (file) => {
  const parts = relative(file).split(path.sep);
  return parts.length > 1 ? parts[0] : '(src)';
};

const found = circles();
console.log(`circles of files${withTypes ? ' (type imports counted)' : ''}: ${found.length}`);
for (const component of found) console.log(`  ${component.map(relative).sort().join(', ')}`);

const between = new Map();
for (const [file, targets] of edges) {
  for (const target of targets) {
    const key = `${folderOf(file)} -> ${folderOf(target)}`;
    if (folderOf(file) === folderOf(target)) continue;
    between.set(key, [...(between.get(key) ?? []), `${relative(file)} -> ${relative(target)}`]);
  }
}
const pairs = [...between.keys()]
  .map((key) => key.split(' -> '))
  .filter(([from, to]) => from < to && between.has(`${to} -> ${from}`));
console.log(`pairs of folders importing each other: ${pairs.length}`);
for (const [from, to] of pairs) {
  const forth = between.get(`${from} -> ${to}`);
  const back = between.get(`${to} -> ${from}`);
  const fewer = forth.length <= back.length ? forth : back;
  console.log(
    `  ${from} <-> ${to} (${forth.length} and ${back.length}); the fewer: ${fewer.join('; ')}`,
  );
}
