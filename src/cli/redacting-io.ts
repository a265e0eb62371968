/**
 * What the CLI prints passes the same redaction as what it writes (SPEC §7): a run's error message,
 * a divergence excerpt or a `--json` record can quote what the model said. Writes are redacted in
 * order, one after the other, and `flush` waits for the last one: `main` calls it before returning.
 */
import { redactExactCredentials, redactText } from '../provider/secret-redact.js';
import type { CliIo } from './io.js';

export interface RedactingIo {
  io: CliIo;
  /** Resolves once every write so far has reached the underlying stream. */
  flush(): Promise<void>;
}

export function createRedactingIo(io: CliIo): RedactingIo {
  let pending = Promise.resolve();
  const redacting = (write: (text: string) => unknown) => (text: string) => {
    pending = pending.then(async () => {
      let redacted: string;
      try {
        redacted = (await redactText(text)).text;
      } catch {
        // The rules could not run (a broken install): the exact credentials are still removed.
        redacted = redactExactCredentials(text);
      }
      write(redacted);
    });
    return true;
  };
  const stdout = io.stdout;
  const stderr = io.stderr;
  return {
    io: {
      ...io,
      stdout: { write: redacting((text) => stdout.write(text)) },
      stderr: {
        write: redacting((text) => stderr.write(text)),
        ...(stderr.isTTY === undefined ? {} : { isTTY: stderr.isTTY }),
      },
    },
    flush: () => pending,
  };
}
