/**
 * Cassette files (SPEC §4): where they live, reading, and writing atomically after the secret scan
 * and size caps. The format is the codec's (`cassette-codec.ts`), which touches no file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ConfigError, InfrastructureError, messageOf } from '../errors.js';
import {
  CASSETTE_EXTENSION,
  encodeCassette,
  orderHeader,
  parseCassette,
  recordCommandFor,
} from './cassette-codec.js';
import type { CassetteCaps } from '../suite/schema.js';
import {
  CASSETTE_FORMAT,
  type Cassette,
  type CassetteCall,
  type CassetteHeader,
} from './cassette-codec-schema.js';
import {
  checkCassetteSize,
  describeRefusal,
  findCassetteSecrets,
  type CassetteSecretFinding,
} from './cassette-refusals.js';

export {
  CASSETTE_FORMAT,
  CASSETTE_FORMATS,
  CassetteCallSchema,
  CassetteHeaderSchema,
  type Cassette,
  type CassetteCall,
  type CassetteFormat,
  type CassetteHeader,
} from './cassette-codec-schema.js';
export { CASSETTE_EXTENSION, parseCassette } from './cassette-codec.js';
export type { CassetteCaps } from '../suite/schema.js';

/** `<cassetteDir>/<taskId>.jsonl`; task ids are portable file names (see `IdSchema`). */
export function cassettePath(cassetteDir: string, taskId: string): string {
  return path.join(cassetteDir, `${taskId}${CASSETTE_EXTENSION}`);
}

/** The `cassette/v2` text of a cassette; equal calls give equal bytes. */
export function serializeCassette(header: CassetteHeader, calls: readonly CassetteCall[]): string {
  return encodeCassette(header, calls).text;
}

/** Reads a cassette; a missing one is a configuration problem saying how to record it. */
export async function readCassette(file: string, displayPath = file): Promise<Cassette> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      const message = `the cassette does not exist; record it with \`${recordCommandFor(displayPath)}\``;
      throw new ConfigError(`${displayPath}: ${message}`, [
        { file: displayPath, field: '(file)', message },
      ]);
    }
    throw new InfrastructureError(`${displayPath}: cannot read the cassette: ${messageOf(error)}`);
  }
  return parseCassette(text, displayPath);
}

/** The writer refused a cassette (a secret, or too large); nothing was written. */
export class CassetteRefusedError extends InfrastructureError {
  override readonly name: string = 'CassetteRefusedError';
  constructor(
    message: string,
    /** Where each secret is; never the secret itself. */
    readonly findings: readonly CassetteSecretFinding[],
  ) {
    super(message);
  }
}

export interface WriteCassetteOptions {
  /** Exact credentials (environment, profile) that must never be written. */
  secrets: readonly string[];
  /** The file as the user would name it in messages; defaults to `file`. */
  displayPath?: string;
  /** The suite's `cassettes` caps; each defaults to 256 KB per cassette, 2 MB per directory. */
  caps?: CassetteCaps;
}

/** Writes `cassette/v2` atomically; refuses, writing nothing, on a secret or over a cap. */
export async function writeCassette(
  file: string,
  header: CassetteHeader,
  calls: readonly CassetteCall[],
  options: WriteCassetteOptions,
): Promise<{ bytes: number }> {
  const displayPath = options.displayPath ?? file;
  const { text, deltas } = encodeCassette(header, calls);
  const bytes = Buffer.byteLength(text, 'utf8');
  // The decoded calls are scanned, so findings name real fields, each where the file stores it.
  const findings = await findCassetteSecrets(orderHeader(header), calls, deltas, {
    exactSecrets: options.secrets,
  });
  // Serialized per directory: the directory total must account for cassettes written concurrently.
  await inDirectoryQueue(path.dirname(path.resolve(file)), async () => {
    const sizeProblems = await checkCassetteSize(file, bytes, options.caps);
    if (findings.length > 0 || sizeProblems.length > 0) {
      throw new CassetteRefusedError(
        describeRefusal(displayPath, findings, sizeProblems),
        findings,
      );
    }
    await writeAtomically(file, text, displayPath);
  });
  return { bytes };
}

export interface UpgradedCassette {
  /** `upgraded` from `cassette/v1`; `current` when it already was `cassette/v2` (left alone). */
  status: 'upgraded' | 'current';
  bytesBefore: number;
  bytesAfter: number;
}

/** Rewrites a `cassette/v1` file as `cassette/v2` through `writeCassette`; v2 is left alone. */
export async function upgradeCassette(
  file: string,
  options: WriteCassetteOptions,
): Promise<UpgradedCassette> {
  const displayPath = options.displayPath ?? file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InfrastructureError(`${displayPath}: cannot read the cassette: ${messageOf(error)}`);
  }
  const bytesBefore = Buffer.byteLength(text, 'utf8');
  const cassette = parseCassette(text, displayPath);
  if (cassette.header.format === CASSETTE_FORMAT) {
    return { status: 'current', bytesBefore, bytesAfter: bytesBefore };
  }
  // A recording cannot be made again from here: check the new form gives back every call first.
  const decoded = parseCassette(encodeCassette(cassette.header, cassette.calls).text, displayPath);
  const recomputed = cassette.calls.map((call) => ({
    ...call,
    sha256: decoded.calls[call.call - 1]?.sha256,
  }));
  if (!isDeepStrictEqual(decoded.calls, recomputed)) {
    throw new InfrastructureError(
      `${displayPath}: the cassette/v2 form would not give back the same calls; left as cassette/v1 (please report this)`,
    );
  }
  const { bytes } = await writeCassette(file, cassette.header, cassette.calls, {
    ...options,
    displayPath,
  });
  return { status: 'upgraded', bytesBefore, bytesAfter: bytes };
}

async function writeAtomically(file: string, text: string, displayPath: string): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, text, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw new InfrastructureError(`${displayPath}: cannot write the cassette: ${messageOf(error)}`);
  }
}

const directoryQueues = new Map<string, Promise<void>>();

async function inDirectoryQueue(dir: string, work: () => Promise<void>): Promise<void> {
  const previous = directoryQueues.get(dir) ?? Promise.resolve();
  const current = previous.then(work);
  const settled = current.catch(() => undefined);
  directoryQueues.set(dir, settled);
  try {
    await current;
  } finally {
    if (directoryQueues.get(dir) === settled) directoryQueues.delete(dir);
  }
}
