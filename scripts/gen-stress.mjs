#!/usr/bin/env node
// Writes the `chain-walk-rules-NN` instances of the bundled suite long-context-stress: each a seeded
// 16-segment chain (files holding a CODE and the name of the next segment, mixed with decoys) and a
// task whose prompt pins three report rules once, at the start, each checked by its own verifier.
//
//   node scripts/gen-stress.mjs --instances N [--out DIR]
//
// Without --out it updates the committed suite (fixtures/eval/long-context-stress): the instance
// fixture directories and the instance tasks of suite.json; every other task is left as it is. With
// --out it writes a standalone suite of the N instances to DIR. Instance i depends on i alone (the
// PRNG seed is derived from its id), so instances 01–05 are the same whatever N is. Plain Node ESM,
// no dependencies, Node 20 or later.
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bumped whenever the output of any instance changes (it becomes the standalone suite's version). */
const GENERATOR_VERSION = '1.0.0';
const COMMITTED_SUITE_DIR = fileURLToPath(
  new URL('../fixtures/eval/long-context-stress/', import.meta.url),
);
const STANDALONE_SUITE_ID = 'chain-walk-rules';
const TASK_PREFIX = 'chain-walk-rules-';
const INSTANCE_ID = /^chain-walk-rules-\d{2}$/;
const MAX_INSTANCES = 99;
const SEGMENTS = 16;
const DECOYS = 8;
const REPORT = 'walk-report.txt';
const HEADER = '# walk-report';
const FOOTER = '-- end of walk --';

const USAGE = `Usage: node scripts/gen-stress.mjs --instances N [--out DIR]

  --instances N  write the instances chain-walk-rules-01 … chain-walk-rules-NN (1 to ${MAX_INSTANCES})
  --out DIR      write a standalone suite of those instances to DIR (new, empty, or an earlier
                 output of this script) instead of updating fixtures/eval/long-context-stress
  --help         show this help
`;

class UsageError extends Error {}

function parseArguments(argv) {
  const options = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') return { help: true };
    if (!argument.startsWith('--')) {
      throw new UsageError(`unexpected argument ${JSON.stringify(argument)}`);
    }
    const equals = argument.indexOf('=');
    const name = equals === -1 ? argument.slice(2) : argument.slice(2, equals);
    if (name !== 'instances' && name !== 'out') {
      throw new UsageError(`unknown option --${name} (the options are --instances and --out)`);
    }
    if (Object.hasOwn(options, name)) throw new UsageError(`--${name} is given more than once`);
    let value;
    if (equals !== -1) value = argument.slice(equals + 1);
    else {
      value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) value = undefined;
      else index += 1;
    }
    if (value === undefined || value === '') {
      throw new UsageError(
        name === 'instances'
          ? '--instances needs a number (how many instances to write)'
          : '--out needs a directory',
      );
    }
    options[name] = value;
  }
  if (options.instances === undefined) {
    throw new UsageError('--instances is required (how many instances to write)');
  }
  if (!/^\d+$/.test(options.instances)) {
    throw new UsageError(
      `--instances must be a whole number from 1 to ${MAX_INSTANCES}, not ${JSON.stringify(options.instances)}`,
    );
  }
  const instances = Number(options.instances);
  if (instances < 1 || instances > MAX_INSTANCES) {
    throw new UsageError(
      `--instances must be from 1 to ${MAX_INSTANCES} (ids have two digits), not ${instances}`,
    );
  }
  return { help: false, instances, out: options.out };
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness: mulberry32, seeded with the FNV-1a hash of the instance id.

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const NAME_ALPHABET = `${LETTERS}0123456789`;

const WORDS = (
  'survey field marker ridge valley river stone cairn trail bearing north south east west ' +
  'slope crest ford bridge culvert hedge meadow orchard quarry spring well gate fence post ' +
  'track lane path boundary parcel plot section grid line transect sample reading gauge level ' +
  'depth width height length measure tape chain link rod pole staff compass level theodolite ' +
  'weather cloud rain wind frost sun shade morning noon evening dusk crew team lead assistant ' +
  'notebook sketch note entry revision check repeat confirm adjust record copy archive folder ' +
  'drainage erosion gravel clay loam sand silt peat moss fern oak ash birch willow alder pine ' +
  'fox badger heron kestrel swallow wren rook owl hare vole deer trout eel newt frog beetle ' +
  'the a of and to in on at by with from along across beside near past over under through ' +
  'was were is are had has kept found walked measured noted marked checked crossed followed ' +
  'steady slow careful quiet muddy dry narrow wide old new upper lower far near long short'
).split(' ');

function createRandom(id) {
  const next = mulberry32(fnv1a(id));
  const int = (bound) => Math.floor(next() * bound);
  const pick = (list) => list[int(list.length)];
  const string = (length, alphabet) =>
    Array.from({ length }, () => alphabet[int(alphabet.length)]).join('');
  return { int, pick, string };
}

function sentence(random) {
  const words = Array.from({ length: 6 + random.int(9) }, () => random.pick(WORDS));
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** Prose of about `chars` characters, wrapped at 72 columns. */
function paragraph(random, chars) {
  const sentences = [];
  let length = 0;
  while (length < chars) {
    const next = sentence(random);
    sentences.push(next);
    length += next.length + 1;
  }
  const lines = [];
  let line = '';
  for (const word of sentences.join(' ').split(' ')) {
    if (line !== '' && line.length + 1 + word.length > 72) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The checker: one generic program in each fixture (.checks/report.mjs). The texts and the pattern
// of the rules are its arguments, in suite.json, never in the workspace: an agent that lost the
// rules cannot read them back from the checker. Plain Node ESM, Node 20 and 24.

const CHECKER = '.checks/report.mjs';
const CHECKER_SOURCE = `// Checks a report file line by line. The expectations are arguments (from suite.json):
//   first-line FILE TEXT             the first line is TEXT
//   last-line FILE TEXT              the last line is TEXT, followed by a single final newline
//   step-lines FILE PATTERN SKIP…    every step line matches PATTERN, whose first group is the
//                                    line's position among the step lines (01, 02, …)
//   codes FILE CODES SKIP…           the last run of letters and digits of each step line, in
//                                    upper case, gives CODES (comma-separated), in order
// Step lines are the lines that are neither blank nor one of the SKIP texts (spaces trimmed).
import { readFileSync } from 'node:fs';

const [mode, file, expected, ...skip] = process.argv.slice(2);

function fail(message) {
  console.error(message);
  process.exit(1);
}

let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  fail(\`\${file} cannot be read (\${error.code})\`);
}
const lines = text.split('\\n');
const steps = lines.filter((line) => line.trim() !== '' && !skip.includes(line.trim()));
const shown = (line) => JSON.stringify(line.slice(0, 60));

if (mode === 'first-line') {
  if (lines[0] !== expected) fail(\`the first line is \${shown(lines[0])}, not \${shown(expected)}\`);
  console.log('first line: ok');
} else if (mode === 'last-line') {
  const last = lines.length - 1;
  if (lines[last] !== '') {
    fail(
      lines[last].trim() === expected
        ? \`\${shown(expected)} is not followed by a newline\`
        : \`the last line is \${shown(lines[last])}, not \${shown(expected)}\`,
    );
  }
  let end = last - 1;
  while (end >= 0 && lines[end] === '') end -= 1;
  if (end < 0 || lines[end] !== expected) {
    fail(\`the last line is \${shown(end < 0 ? '' : lines[end])}, not \${shown(expected)}\`);
  }
  if (end !== last - 1) fail(\`\${shown(expected)} is followed by \${last - 1 - end} blank line(s)\`);
  console.log('last line: ok');
} else if (mode === 'step-lines') {
  const pattern = new RegExp(expected);
  if (steps.length === 0) fail('there are no step lines');
  const bad = [];
  steps.forEach((line, index) => {
    const match = pattern.exec(line);
    if (match === null) bad.push(\`\${shown(line)} does not match \${pattern}\`);
    else if (Number(match[1]) !== index + 1) bad.push(\`\${shown(line)} is step \${index + 1}\`);
  });
  if (bad.length > 0) {
    fail(\`\${bad.length} of \${steps.length} step line(s) wrong: \${bad.slice(0, 3).join('; ')}\`);
  }
  console.log(\`step lines: ok (\${steps.length})\`);
} else if (mode === 'codes') {
  const want = expected.split(',');
  const got = steps.map((line) => (line.match(/[A-Za-z0-9]+/g) ?? ['']).at(-1).toUpperCase());
  const wrong = want.findIndex((code, index) => got[index] !== code);
  if (wrong !== -1 && wrong < got.length) {
    fail(\`step \${wrong + 1} has the code \${got[wrong]}, expected \${want[wrong]}\`);
  }
  if (got.length !== want.length) fail(\`\${got.length} step lines, expected \${want.length}\`);
  console.log(\`codes: ok (\${want.length})\`);
} else {
  console.error('usage: node report.mjs first-line|last-line|step-lines|codes FILE EXPECTED SKIP…');
  process.exit(2);
}
`;

// ---------------------------------------------------------------------------------------------
// One instance.

function prompt(start) {
  return [
    'Three rules for the report you will write. They hold for the whole task:',
    'r1. Every step line of the report has the shape NN~CODE: the two-digit step number (01 for the first segment, 02 for the second, and so on), a tilde "~", then that segment\'s code in upper case. Example: 07~QX7K2M',
    `r2. The first line of the report is exactly: ${HEADER}`,
    `r3. The last line of the report is exactly: ${FOOTER}`,
    '    and it is followed by a single final newline (no blank line after it).',
    '',
    `The task: the directory chain/ holds the ${SEGMENTS} segment files of a chain, mixed with files that are not part of it. The first segment is chain/${start}.txt. Each segment file holds its code (a line "CODE: …") and names the next segment (a line "NEXT: …"); the last segment says that there is no next one. Walk the chain from the first segment to the last, in order, and write the report to ${REPORT}: the header line, then one step line per segment in walk order (${SEGMENTS} lines), then the footer line. Do not change any other file.`,
  ].join('\n');
}

function fileText(random, code, next) {
  return [
    'survey log',
    '',
    paragraph(random, 700 + random.int(500)),
    '',
    `CODE: ${code}`,
    '',
    paragraph(random, 700 + random.int(500)),
    '',
    `NEXT: ${next}`,
    '',
    paragraph(random, 700 + random.int(500)),
    '',
  ].join('\n');
}

function generateInstance(number) {
  const id = `${TASK_PREFIX}${String(number).padStart(2, '0')}`;
  const random = createRandom(id);
  const names = new Set();
  const codes = new Set();
  const uniqueName = () => {
    for (;;) {
      const name = random.string(6, NAME_ALPHABET);
      if (!names.has(name)) {
        names.add(name);
        return name;
      }
    }
  };
  const uniqueCode = () => {
    for (;;) {
      const code = random.string(6, NAME_ALPHABET);
      // At least two letters, so that upper case is visible in every code.
      if ([...code].filter((c) => LETTERS.includes(c)).length >= 2 && !codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };
  const segments = Array.from({ length: SEGMENTS }, () => ({
    name: uniqueName(),
    code: uniqueCode(),
  }));
  const decoys = Array.from({ length: DECOYS }, () => ({ name: uniqueName(), code: uniqueCode() }));
  const files = {};
  segments.forEach((segment, index) => {
    const following = segments[index + 1];
    const next =
      following === undefined
        ? 'none (this is the last segment of the chain)'
        : `chain/${following.name}.txt`;
    files[`chain/${segment.name}.txt`] = fileText(random, segment.code, next);
  });
  // Two decoy chains of four: one ends on its own, the other joins the real chain past its start.
  decoys.forEach((decoy, index) => {
    let next;
    if (index === DECOYS / 2 - 1) next = 'none (this is the last segment of the chain)';
    else if (index === DECOYS - 1)
      next = `chain/${segments[1 + random.int(SEGMENTS - 1)].name}.txt`;
    else next = `chain/${decoys[index + 1].name}.txt`;
    files[`chain/${decoy.name}.txt`] = fileText(random, decoy.code, next);
  });
  const expected = segments.map((segment) => segment.code.toUpperCase()).join(',');
  files[CHECKER] = CHECKER_SOURCE;
  const check = (mode, expectation, ...skip) => [
    'node',
    CHECKER,
    mode,
    REPORT,
    expectation,
    ...skip,
  ];
  const task = {
    id,
    prompt: prompt(segments[0].name),
    fixture: `fixtures/${id}`,
    budget: { maxTurns: 60, maxWallMs: 900000, maxToolCalls: 80 },
    policy: { mode: 'auto', allow: ['write'] },
    verifiers: [
      {
        kind: 'command',
        id: 'r1-line-shape',
        command: check('step-lines', '^(\\d\\d)~[A-Z0-9]+$', HEADER, FOOTER),
        timeoutMs: 30000,
      },
      { kind: 'command', id: 'r2-header', command: check('first-line', HEADER), timeoutMs: 30000 },
      { kind: 'command', id: 'r3-footer', command: check('last-line', FOOTER), timeoutMs: 30000 },
      {
        kind: 'command',
        id: 'codes-in-order',
        command: check('codes', expected, HEADER, FOOTER),
        timeoutMs: 30000,
      },
      { kind: 'tree-diff-within', id: 'scope', allowed: [REPORT] },
    ],
    tags: ['long-context', 'stress', 'chain-walk', 'rules', 'generated'],
  };
  // Sorted, so that the files are written (and listed) in the same order everywhere.
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { id, task, files: sorted };
}

// ---------------------------------------------------------------------------------------------
// Writing.

async function exists(target) {
  return (await stat(target).catch(() => undefined)) !== undefined;
}

async function writeInstance(suiteDir, instance) {
  const root = path.join(suiteDir, 'fixtures', instance.id);
  await rm(root, { recursive: true, force: true });
  for (const [relative, content] of Object.entries(instance.files)) {
    const target = path.join(root, ...relative.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** Removes instance fixture directories beyond the ones just written. */
async function removeStaleInstances(suiteDir, keep) {
  const fixtures = path.join(suiteDir, 'fixtures');
  for (const name of await readdir(fixtures).catch(() => [])) {
    if (INSTANCE_ID.test(name) && !keep.has(name)) {
      await rm(path.join(fixtures, name), { recursive: true, force: true });
    }
  }
}

const renderJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

async function updateCommittedSuite(instances) {
  const file = path.join(COMMITTED_SUITE_DIR, 'suite.json');
  const suite = JSON.parse(await readFile(file, 'utf8'));
  const instanceIds = (tasks) =>
    tasks
      .map((task) => task.id)
      .filter((id) => INSTANCE_ID.test(id))
      .join(',');
  const before = instanceIds(suite.tasks);
  suite.tasks = [
    ...suite.tasks.filter((task) => !INSTANCE_ID.test(task.id)),
    ...instances.map((instance) => instance.task),
  ];
  for (const instance of instances) await writeInstance(COMMITTED_SUITE_DIR, instance);
  await removeStaleInstances(COMMITTED_SUITE_DIR, new Set(instances.map(({ id }) => id)));
  await writeFile(file, renderJson(suite));
  if (before !== '' && instanceIds(suite.tasks) !== before) {
    process.stderr.write(
      `gen-stress: the task list of ${path.relative(process.cwd(), file) || file} changed; bump its suiteVersion before committing\n`,
    );
  }
  return COMMITTED_SUITE_DIR;
}

async function writeStandaloneSuite(outDir, instances) {
  const file = path.join(outDir, 'suite.json');
  if (await exists(outDir)) {
    const entries = await readdir(outDir).catch(() => undefined);
    if (entries === undefined) throw new UsageError(`--out ${outDir} is not a directory`);
    if (entries.length > 0) {
      let previous;
      try {
        previous = JSON.parse(await readFile(file, 'utf8'));
      } catch {
        previous = undefined;
      }
      if (previous?.suiteId !== STANDALONE_SUITE_ID) {
        throw new UsageError(
          `--out ${outDir} is not empty and is not an earlier output of this script; give a new or empty directory`,
        );
      }
      await rm(path.join(outDir, 'fixtures'), { recursive: true, force: true });
    }
  }
  await mkdir(outDir, { recursive: true });
  for (const instance of instances) await writeInstance(outDir, instance);
  await writeFile(
    file,
    renderJson({
      schemaVersion: 1,
      suiteId: STANDALONE_SUITE_ID,
      suiteVersion: GENERATOR_VERSION,
      description: `The ${instances.length} chain-walk-rules instance(s) of long-context-stress, written by scripts/gen-stress.mjs: seeded 16-segment chains whose prompt pins three report rules once, at the start.`,
      tasks: instances.map((instance) => instance.task),
    }),
  );
  return outDir;
}

async function main(argv) {
  let options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`gen-stress: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const instances = Array.from({ length: options.instances }, (_, index) =>
    generateInstance(index + 1),
  );
  let written;
  try {
    written =
      options.out === undefined
        ? await updateCommittedSuite(instances)
        : await writeStandaloneSuite(path.resolve(options.out), instances);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`gen-stress: ${error.message}\n`);
    return 2;
  }
  const last = instances[instances.length - 1].id;
  const range = instances.length === 1 ? last : `${instances[0].id} … ${last}`;
  process.stdout.write(
    `wrote ${instances.length} instance(s) (${range}) to ${path.relative(process.cwd(), written) || '.'}\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`gen-stress: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
