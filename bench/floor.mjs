// The floor of the `verdict ci` figure, as its own Node process: for each fixture in turn, a plain
// recursive copy into a fresh directory under DEST, then one spawn of COMMAND in it, waited for.
// This is the least any harness must do per run (a fresh workspace and a process), so Verdict is
// measured against it. The caller times this process and removes DEST afterwards.
//
//   node bench/floor.mjs DEST '{"command":["node","-e","0"],"fixtures":["/abs/dir", …]}'
import { spawn } from 'node:child_process';
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';

const [dest, specText] = process.argv.slice(2);
if (dest === undefined || specText === undefined) {
  process.stderr.write('usage: node bench/floor.mjs DEST SPEC_JSON\n');
  process.exit(2);
}
const { command, fixtures } = JSON.parse(specText);

const runIn = (cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd, stdio: 'ignore' });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited ${code}`)),
    );
  });

for (const [index, fixture] of fixtures.entries()) {
  const workspace = path.join(dest, `run-${index + 1}`);
  if (fixture === null) await mkdir(workspace, { recursive: true });
  else await cp(fixture, workspace, { recursive: true });
  await runIn(workspace);
}
