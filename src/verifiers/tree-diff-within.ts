import { diffTrees } from '../workspace/snapshot.js';
import { fail, pass, type CheckVerifier } from './types.js';

/** `dir/` allows everything below dir; any other entry allows exactly that file. */
export function isAllowedChange(file: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}

export const checkTreeDiffWithin: CheckVerifier<'tree-diff-within'> = (verifier, context) => {
  const { before, after } = context.transcript.workspace;
  const changes = diffTrees(before, after);
  const outside = changes.filter((change) => !isAllowedChange(change.path, verifier.allowed));
  if (outside.length === 0) {
    return pass(
      changes.length === 0
        ? 'no file changed'
        : `${changes.length} change(s), all within ${verifier.allowed.join(', ') || '(nothing)'}`,
    );
  }
  const shown = outside.slice(0, 10).map((change) => `${change.change} ${change.path}`);
  const more = outside.length > shown.length ? `, and ${outside.length - shown.length} more` : '';
  return fail(`changes outside the allowed paths: ${shown.join(', ')}${more}`);
};
