/**
 * The action the generated workflows use: the manifest's GitHub `repository` at the tag of the
 * version that wrote them (`vX.Y.Z`, never moved), else a placeholder the user must replace.
 */

/** The examples' stand-in for the action's repository (`examples/workflows/`). */
export const ACTION_REPOSITORY_PLACEHOLDER = 'your-org/verdict';

/** `owner/name` of a manifest's `repository` when it is on GitHub, else undefined. */
export function gitHubRepositoryOf(repository: unknown): string | undefined {
  const url =
    typeof repository === 'string'
      ? repository
      : typeof repository === 'object' && repository !== null && 'url' in repository
        ? repository.url
        : undefined;
  if (typeof url !== 'string') return undefined;
  const match =
    /^(?:github:)?([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+?)$/.exec(url) ??
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com[/:]([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(
      url,
    );
  return match === null ? undefined : `${match[1]}/${match[2]}`;
}

export interface ActionRef {
  /** `owner/name@vX.Y.Z`. */
  ref: string;
  /** True when the repository is the placeholder, to be replaced by the user. */
  placeholder: boolean;
}

export function actionRefOf(manifest: { version: string; repository?: unknown }): ActionRef {
  const repository = gitHubRepositoryOf(manifest.repository);
  return {
    ref: `${repository ?? ACTION_REPOSITORY_PLACEHOLDER}@v${manifest.version}`,
    placeholder: repository === undefined,
  };
}
