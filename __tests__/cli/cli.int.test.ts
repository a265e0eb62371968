import { describe, expect, it } from 'vitest';
import { ensureNode24, NODE24_VERSION } from '../helpers/node24.js';
import { runCliProcess } from '../helpers/run-cli.js';

/** The real `bin/verdict.js`, as `npx verdict` runs it, on Node 20 and on GitHub's node24. */
const runtimes: Array<[string, () => Promise<string>]> = [
  [`node ${process.versions.node}`, () => Promise.resolve(process.execPath)],
  [`node ${NODE24_VERSION}`, ensureNode24],
];

describe.each(runtimes)('bin/verdict.js on %s', (_name, nodeBinary) => {
  it('lists the bundled suites', async () => {
    const result = await runCliProcess(['list'], { node: await nodeBinary() });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^smoke-coding\s/m);
  }, 180_000);

  it('validates a suite (exit 0) and rejects a defective one (exit 2) without a stack trace', async () => {
    const node = await nodeBinary();
    const valid = await runCliProcess(['validate', 'fixtures/eval/smoke-coding'], { node });
    expect(valid.code).toBe(0);
    const invalid = await runCliProcess(['validate', 'fixtures/invalid/fixture-dotdot'], { node });
    expect(invalid.code).toBe(2);
    expect(invalid.stdout).toContain(
      'task "fix-add": fixture: must stay inside the suite directory',
    );
    expect(`${invalid.stdout}${invalid.stderr}`).not.toMatch(/\n\s+at /);
  }, 180_000);

  it('exits 2 on a usage error', async () => {
    const result = await runCliProcess(['list', '--nope'], { node: await nodeBinary() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^verdict: list: Unknown option '--nope'/);
  }, 180_000);
});
