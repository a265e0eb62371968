/**
 * What the CLI prints is redacted like what it writes (SPEC §7): an error or a `--json` record can
 * quote the model. Writes are redacted in order; `main` awaits `flush` before returning.
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
  const { stdout, stderr } = io;
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
