/** Artifacts behind `ArtifactStore`, so flows can be tested with another; the real one is the toolkit's. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ArtifactNotFoundError as ToolkitArtifactNotFoundError,
  DefaultArtifactClient,
  type Artifact,
  type ArtifactClient,
  type FindOptions,
} from '@actions/artifact';
import { InfrastructureError, messageOf } from '../errors.js';
import { statusOf } from './github-errors.js';

/** `size` is the zip's bytes; `digest` its `sha256:<hex>`, when the backend knows it. */
interface ArtifactSummary {
  id: number;
  name: string;
  size: number;
  digest: string | undefined;
  createdAt: Date | undefined;
}

type UploadedArtifact = Pick<ArtifactSummary, 'id' | 'size' | 'digest'>;

interface DownloadedArtifact {
  id: number;
  name: string;
  path: string;
}

/** An artifact of another workflow run; the token needs `actions: read`. */
interface ArtifactInRun {
  name: string;
  runId: number;
  owner: string;
  repo: string;
  token: string;
}

export interface ArtifactStore {
  /** Every file below `dir` as one artifact of the current run; a name is unique per run. */
  uploadDirectory(
    name: string,
    dir: string,
    /** Days before GitHub deletes the artifact; the repository's setting (at most 90) when unset. */
    options?: { retentionDays?: number },
  ): Promise<UploadedArtifact>;
  /** The latest per name, sorted by name. */
  listArtifacts(options?: { namePrefix?: string }): Promise<ArtifactSummary[]>;
  /** The zip's SHA-256 is checked; on any error `destDir` may hold part of the files: discard it. */
  downloadArtifact(nameOrId: string | number, destDir: string): Promise<DownloadedArtifact>;
  /** With `maxBytes`, a larger zip is refused before any byte is fetched (`ArtifactTooLargeError`). */
  downloadArtifactFromRun(
    from: ArtifactInRun,
    destDir: string,
    options?: { maxBytes?: number },
  ): Promise<DownloadedArtifact>;
}

/** The artifact does not exist (or is expired, or the token may not see it) in the run named. */
export class ArtifactNotFoundError extends InfrastructureError {
  override readonly name: string = 'ArtifactNotFoundError';
  constructor(
    message: string,
    readonly artifact: string | number,
    readonly runId: number | undefined,
  ) {
    super(message);
  }
}

// A named class per failure, as in errors.ts: alike in shape, each with its own meaning.
export class ArtifactTransferError extends InfrastructureError {
  override readonly name: string = 'ArtifactTransferError';
}

/** The API lists the artifact's zip as larger than the caller accepts: nothing was downloaded. */
export class ArtifactTooLargeError extends InfrastructureError {
  override readonly name: string = 'ArtifactTooLargeError';
  constructor(
    message: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(message);
  }
}

export function createActionsArtifactStore(
  options: { client?: ArtifactClient; currentRunId?: number } = {},
): ArtifactStore {
  const client = options.client ?? new DefaultArtifactClient();
  const envRunId = Number(process.env['GITHUB_RUN_ID']);
  const currentRunId =
    options.currentRunId ?? (Number.isSafeInteger(envRunId) && envRunId > 0 ? envRunId : undefined);
  const currentRun =
    currentRunId === undefined ? 'the current workflow run' : `workflow run ${currentRunId}`;

  async function findInCurrentRun(nameOrId: string | number): Promise<Artifact> {
    const notFound = (): ArtifactNotFoundError =>
      new ArtifactNotFoundError(
        `Artifact ${describe(nameOrId)} was not found in ${currentRun}. Was it uploaded by an ` +
          'earlier job of this run, under this exact name? Artifacts of other runs need their run id.',
        nameOrId,
        currentRunId,
      );
    if (typeof nameOrId === 'number') {
      const { artifacts } = await transfer(`list the artifacts of ${currentRun}`, () =>
        client.listArtifacts(),
      );
      const found = artifacts.find((artifact) => artifact.id === nameOrId);
      if (found === undefined) throw notFound();
      return found;
    }
    try {
      return (await client.getArtifact(nameOrId)).artifact;
    } catch (error) {
      if (error instanceof ToolkitArtifactNotFoundError) throw notFound();
      throw transferError(`look up artifact ${describe(nameOrId)} in ${currentRun}`, error);
    }
  }

  async function download(
    artifact: Artifact,
    destDir: string,
    where: string,
    findBy?: FindOptions['findBy'],
  ): Promise<DownloadedArtifact> {
    const doing = `download artifact ${describe(artifact.name)} of ${where} into ${destDir}`;
    const { digestMismatch } = await transfer(doing, () =>
      client.downloadArtifact(artifact.id, {
        path: destDir,
        ...(artifact.digest === undefined ? {} : { expectedHash: artifact.digest }),
        ...(findBy === undefined ? {} : { findBy }),
      }),
    );
    if (digestMismatch === true) {
      throw new ArtifactTransferError(
        `Could not ${doing}: the download's SHA-256 differs from the uploaded ${artifact.digest}; ` +
          'the files are incomplete or were altered. Re-run the job.',
      );
    }
    return { id: artifact.id, name: artifact.name, path: destDir };
  }

  return {
    async uploadDirectory(name, dir, uploadOptions = {}) {
      const root = path.resolve(dir);
      const files = await listFiles(root);
      if (files.length === 0) {
        throw new ArtifactTransferError(
          `Could not upload artifact ${describe(name)}: ${root} holds no files.`,
        );
      }
      const uploaded = await transfer(`upload artifact ${describe(name)} from ${root}`, () =>
        client.uploadArtifact(name, files, root, {
          ...(uploadOptions.retentionDays === undefined
            ? {}
            : { retentionDays: uploadOptions.retentionDays }),
        }),
      );
      if (uploaded.id === undefined) {
        throw new ArtifactTransferError(
          `Could not upload artifact ${describe(name)}: the backend returned no artifact id.`,
        );
      }
      // The toolkit returns the bare hex here but `sha256:<hex>` everywhere else: keep one form.
      const digest = uploaded.digest === undefined ? undefined : `sha256:${uploaded.digest}`;
      return { id: uploaded.id, size: uploaded.size ?? 0, digest };
    },

    async listArtifacts({ namePrefix } = {}) {
      const { artifacts } = await transfer(`list the artifacts of ${currentRun}`, () =>
        client.listArtifacts({ latest: true }),
      );
      return artifacts
        .filter((artifact) => namePrefix === undefined || artifact.name.startsWith(namePrefix))
        .map(({ id, name, size, digest, createdAt }) => ({ id, name, size, digest, createdAt }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },

    async downloadArtifact(nameOrId, destDir) {
      return download(await findInCurrentRun(nameOrId), destDir, currentRun);
    },

    async downloadArtifactFromRun(from, destDir, { maxBytes } = {}) {
      const findBy = {
        token: from.token,
        workflowRunId: from.runId,
        repositoryOwner: from.owner,
        repositoryName: from.repo,
      };
      const where = `workflow run ${from.runId} of ${from.owner}/${from.repo}`;
      let artifact: Artifact;
      try {
        artifact = (await client.getArtifact(from.name, { findBy })).artifact;
      } catch (error) {
        const why =
          error instanceof ToolkitArtifactNotFoundError
            ? ` in ${where}: the run uploaded none by that name, or it has expired.`
            : statusOf(error) === 404
              ? `: GitHub knows no ${where}, or the token may not read its artifacts (it needs \`actions: read\`).`
              : undefined;
        if (why === undefined) {
          throw transferError(`look up artifact ${describe(from.name)} in ${where}`, error);
        }
        const message = `Artifact ${describe(from.name)} was not found${why}`;
        throw new ArtifactNotFoundError(message, from.name, from.runId);
      }
      if (maxBytes !== undefined && artifact.size > maxBytes) {
        throw new ArtifactTooLargeError(
          `Artifact ${describe(from.name)} of ${where} is ${artifact.size} bytes, over the ` +
            `${maxBytes}-byte cap: not downloaded.`,
          artifact.size,
          maxBytes,
        );
      }
      return download(artifact, destDir, where, findBy);
    },
  };
}

/** Every regular file below `root`, sorted; a symbolic link is refused (it could point anywhere). */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) {
      throw new ArtifactTransferError(
        `Could not upload ${root}: ${full} is a symbolic link; artifacts hold regular files only.`,
      );
    }
    if (entry.isFile()) files.push(full);
  }
  return files.sort();
}

function describe(nameOrId: string | number): string {
  return typeof nameOrId === 'number' ? `with id ${nameOrId}` : `"${nameOrId}"`;
}

async function transfer<T>(doing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw transferError(doing, error);
  }
}

function transferError(doing: string, error: unknown): ArtifactTransferError {
  const message = messageOf(error);
  const hint = /\(409\)|already exists/i.test(message)
    ? ' Artifact names are unique per workflow run: give each job (each shard) its own name.'
    : /ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)
      ? ' Artifacts of the current run are only available inside a GitHub Actions job.'
      : '';
  return new ArtifactTransferError(`Could not ${doing}: ${message}.${hint}`);
}
