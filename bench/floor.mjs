// The floor of the `verdict ci` figure, as its own Node process: for each fixture in turn, a plain
// recursive copy into a fresh directory under DEST, then what the task cannot go without, waited for.
// That is either one spawn of COMMAND in it (the `command` spec: the least any harness must do per
// run, a fresh workspace and a process), or the task's own steps (the `runs` spec): the tool calls
// its recorded answers ask for, done plainly (a shell command spawned with `/bin/sh -c` and its
// output read, a file read, written or edited with node:fs, a search by walking the files), then its
// command verifiers, each of which must exit 0, which shows the steps did the task's work. Verdict is
// measured against it. The caller times this process and removes DEST afterwards.
//
//   node bench/floor.mjs DEST '{"command":["node","-e","0"],"fixtures":["/abs/dir", …]}'
//   node bench/floor.mjs DEST '{"concurrency":2,"runs":[{"fixture":"/abs/dir","steps":[{"name":"bash","command":"…"}, …]}]}'
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const [dest, specText] = process.argv.slice(2);
if (dest === undefined || specText === undefined) {
  process.stderr.write('usage: node bench/floor.mjs DEST SPEC_JSON\n');
  process.exit(2);
}
const spec = JSON.parse(specText);

/** Spawns ARGV in CWD, reading its output unless `ignore`; resolves with its exit code. */
const spawnIn = (argv, cwd, ignore = false) =>
  new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { cwd, stdio: ignore ? 'ignore' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** One recorded tool call or command verifier, done plainly in WORKSPACE. */
async function step(workspace, { name, ...args }) {
  const at = (relative) => path.join(workspace, relative ?? '.');
  switch (name) {
    case 'bash':
      return spawnIn(['/bin/sh', '-c', args.command], workspace);
    case 'read_file':
      return readFile(at(args.path), 'utf8');
    case 'write_file':
      await mkdir(path.dirname(at(args.path)), { recursive: true });
      return writeFile(at(args.path), args.content);
    case 'edit_file': {
      const text = await readFile(at(args.path), 'utf8');
      // A recorded edit may be one the agent saw refused: then, as there, nothing changes.
      if (text.split(args.old).length !== 2) return 'refused: the text is not there exactly once';
      return writeFile(
        at(args.path),
        text.replace(args.old, () => args.new),
      );
    }
    case 'search': {
      const pattern = new RegExp(args.pattern);
      const hits = [];
      for await (const file of walk(at(args.path))) {
        for (const line of (await readFile(file, 'utf8')).split('\n')) {
          if (pattern.test(line)) hits.push(line);
        }
      }
      return hits;
    }
    case 'list_files': {
      const files = [];
      for await (const file of walk(at(args.path))) files.push(file);
      return files;
    }
    case 'process': // the `command` spec's one process, its output ignored
    case 'verifier': {
      const code = await spawnIn(args.command, workspace, name === 'process');
      if (code !== 0) throw new Error(`verifier ${args.command.join(' ')} exited ${code}`);
      return code;
    }
    default:
      throw new Error(`no plain way to do the tool call ${name}`);
  }
}

const runs =
  spec.runs ??
  spec.fixtures.map((fixture) => ({
    fixture,
    steps: [{ name: 'process', command: spec.command }],
  }));
// `concurrency` runs at a time (the `runs` spec says how many, as Verdict's --concurrency); one at a
// time otherwise, as this floor always did.
let next = 0;
const worker = async () => {
  while (next < runs.length) {
    const index = next++;
    const { fixture, steps } = runs[index];
    const workspace = path.join(dest, `run-${index + 1}`);
    if (fixture === null) await mkdir(workspace, { recursive: true });
    else await cp(fixture, workspace, { recursive: true });
    for (const each of steps) await step(workspace, each);
  }
};
await Promise.all(Array.from({ length: spec.concurrency ?? 1 }, worker));
