/**
 * For a test file that runs an `@actions/*` toolkit client in the test process: the environment
 * variables the client reads are saved when the file loads and put back after its last test, and
 * what the toolkit writes to stdout (workflow commands: `::debug::`, `::warning::`) is kept out of
 * the test output, readable by the tests, and printed for a failing test. VERDICT_TEST_VERBOSE=1
 * lets it through instead (then nothing is kept).
 */
import { afterAll, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';

export interface ToolkitInProcess {
  /** Deletes every one of the variables: a new job's environment starts without them. */
  clearEnv(): void;
  /** What the toolkit wrote to stdout during the current test. */
  output(): string;
}

/** `client` names the toolkit in the output printed for a failing test, e.g. `@actions/cache`. */
export function useToolkitInProcess(client: string, envKeys: readonly string[]): ToolkitInProcess {
  const savedEnv = new Map(envKeys.map((key) => [key, process.env[key]]));
  let chunks: string[] = [];
  let stdout: MockInstance | undefined;
  if (process.env['VERDICT_TEST_VERBOSE'] === undefined) {
    beforeAll(() => {
      stdout = vi
        .spyOn(process.stdout, 'write')
        .mockImplementation((chunk: string | Uint8Array) => {
          chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
          return true;
        });
    });
    beforeEach(({ onTestFailed }) => {
      chunks = [];
      onTestFailed(() => {
        process.stderr.write(`--- ${client} output ---\n${chunks.join('')}\n`);
      });
    });
  }
  afterAll(() => {
    stdout?.mockRestore();
    for (const [key, value] of savedEnv) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  return {
    clearEnv: () => {
      for (const key of envKeys) delete process.env[key];
    },
    output: () => chunks.join(''),
  };
}
