#!/usr/bin/env node
// src/'s imports, read with TypeScript's parser (comments and strings are never imports).
//
// `--check` (part of `npm run lint`) holds src/ to its layers, written once as the numbered list
// of docs/architecture.md: a file imports only from its own folder or from folders below it, and
// no files import each other in a circle, type imports counted. It fails naming each offending
// import (file -> file) and the rule it breaks; there is no exception list.
//
// Without `--check`, a report of the tangles: the circles of files (strongly connected components
// of the import graph) and the pairs of folders that import each other, each with the imports that
// make it. `--types` counts `import type` too (the check always does).
//
// Usage: node scripts/import-graph.mjs [--types] [--check] [--src DIR] [--layers FILE]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    types: { type: 'boolean', default: false },
    src: { type: 'string', default: path.join(ROOT, 'src') },
    layers: { type: 'string', default: path.join(ROOT, 'docs', 'architecture.md') },
  },
});
const SRC = path.resolve(options.src);
const LAYERS_FILE = path.resolve(options.layers);
const withTypes = options.check || options.types;
/** The layer of the files at src/'s root, as the list names it. */
const ROOT_FILES = 'src/*.ts';

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The relative imports of a file: `{ spec, type }`, `type` when nothing of it is left at run time. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const add = (specifier, type) => {
    if (
      specifier !== undefined &&
      ts.isStringLiteral(specifier) &&
      specifier.text.startsWith('.')
    ) {
      found.push({ spec: specifier.text, type });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node))
      add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

let files;
try {
  files = listFiles(SRC).sort();
} catch (error) {
  console.error(`cannot read the sources in ${SRC}: ${error.message}`);
  process.exit(1);
}
const known = new Set(files);
const resolve = (from, spec) => path.resolve(path.dirname(from), spec.replace(/\.js$/, '.ts'));
const edges = new Map(
  files.map((file) => {
    const targets = new Set();
    for (const { spec, type } of importsOf(file)) {
      if (!type || withTypes) targets.add(resolve(file, spec));
    }
    return [file, [...targets].filter((target) => known.has(target)).sort()];
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
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/** The folder of src/ a file belongs to (its first path segment), or the root files' layer. */
function layerNameOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? `src/${parts[0]}/` : ROOT_FILES;
}

/**
 * The layers, lowest first: the numbered list under `## The layers` in docs/architecture.md, each
 * item starting with its folder in backticks (`src/json/`, or `src/*.ts` for the root files).
 */
function readLayers() {
  let text;
  try {
    text = readFileSync(LAYERS_FILE, 'utf8');
  } catch (error) {
    return { problems: [`cannot read the layers from ${LAYERS_FILE}: ${error.message}`] };
  }
  const section = text.split(/^## /m).find((part) => /^The layers\b/.test(part));
  const names = [...(section ?? '').matchAll(/^\d+\.\s+`([^`]+)`/gm)].map((match) => match[1]);
  const problems = [];
  if (names.length === 0) {
    problems.push(
      `${LAYERS_FILE} has no list of layers: a "## The layers" section with one numbered item per folder, lowest first (1. \`src/json/\` ...)`,
    );
  }
  const order = new Map();
  for (const name of names) {
    if (name !== ROOT_FILES && !/^src\/[^/*]+\/$/.test(name)) {
      problems.push(
        `${LAYERS_FILE}: "${name}" is not a folder of src/ (write it as \`src/name/\`)`,
      );
    } else if (order.has(name)) problems.push(`${LAYERS_FILE}: ${name} is listed twice`);
    else order.set(name, order.size + 1);
  }
  return { order, problems };
}

function check() {
  const show = (file) => path.relative(path.dirname(SRC), file);
  const { order, problems } = readLayers();
  if (problems.length > 0) return { problems };
  const present = new Set(files.map(layerNameOf));
  const unlisted = [...present].filter((name) => !order.has(name)).sort();
  const absent = [...order.keys()].filter((name) => !present.has(name));
  const upward = [];
  let imports = 0;
  for (const [file, targets] of edges) {
    for (const target of targets) {
      imports += 1;
      const from = layerNameOf(file);
      const to = layerNameOf(target);
      if (!order.has(from) || !order.has(to) || order.get(to) <= order.get(from)) continue;
      upward.push(
        `${show(file)} -> ${show(target)} (${from} is layer ${order.get(from)}, ${to} layer ${order.get(to)})`,
      );
    }
  }
  const found = circles().map((component) => {
    const members = new Set(component);
    const inside = component.flatMap((file) =>
      edges
        .get(file)
        .filter((target) => members.has(target))
        .map((target) => `    ${show(file)} -> ${show(target)}`),
    );
    return [`  ${component.map(show).join(', ')}:`, ...inside];
  });
  const lines = [];
  const section = (title, entries) => {
    if (entries.length > 0) lines.push(`${title}: ${entries.length}`, ...entries.flat());
  };
  section(
    'imports up the layers (a file imports only from its own folder or folders below it)',
    upward.map((entry) => `  ${entry}`),
  );
  section('circles of files (no files import each other in a circle, type imports counted)', found);
  section(
    `folders not in the layers (add each to the list in ${path.relative(ROOT, LAYERS_FILE)}, above what it imports)`,
    unlisted.map((name) => `  ${name}`),
  );
  section(
    `layers with no files (remove each from the list in ${path.relative(ROOT, LAYERS_FILE)})`,
    absent.map((name) => `  ${name}`),
  );
  const summary = `${files.length} files, ${imports} imports, ${order.size} layers (${path.relative(ROOT, LAYERS_FILE)})`;
  return { problems: lines, summary };
}

if (options.check) {
  const { problems, summary } = check();
  if (problems.length > 0) {
    console.error(`import check failed${summary === undefined ? '' : `, ${summary}`}:`);
    for (const line of problems) console.error(line);
    process.exitCode = 1;
  } else {
    console.log(`import check: ${summary}: no import up the layers, no circle of files`);
  }
} else {
  const relative = (file) => path.relative(SRC, file);
  const found = circles();
  console.log(`circles of files${withTypes ? ' (type imports counted)' : ''}: ${found.length}`);
  for (const component of found) console.log(`  ${component.map(relative).join(', ')}`);

  const folderOf = (file) => layerNameOf(file).replace(/^src\/|\/$/g, '');
  const between = new Map();
  for (const [file, targets] of edges) {
    for (const target of targets) {
      if (folderOf(file) === folderOf(target)) continue;
      const key = `${folderOf(file)} -> ${folderOf(target)}`;
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
}
