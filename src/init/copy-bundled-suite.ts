/** `verdict suites copy NAME DIR`: a bundled suite, whole, copied to edit. */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { findBundledSuite } from '../suite/discover-suites.js';
import { SUITE_FILE_NAME } from '../suite/load-suite.js';
import { filesBelow, type NewFile, type NewFiles } from './write-new-files.js';

/** Paths relative to the working directory, which the copy is written below. */
export interface CopyPlan extends NewFiles {
  /** The new suite directory, relative to the working directory. */
  dest: string;
  /** Whether the copy has cassettes to replay. */
  hasCassettes: boolean;
}

/**
 * `$schema` for a suite in `suiteDir`: the package's schema when it is installed below `root` (only
 * there does the reference stay where it points), else none.
 */
export function suiteSchemaRef(
  packageRoot: string,
  root: string,
  suiteDir: string,
): string | undefined {
  const schemaFile = path.join(packageRoot, 'schema', 'suite.schema.json');
  if (path.relative(root, schemaFile).startsWith('..')) return undefined;
  return path.relative(suiteDir, schemaFile).split(path.sep).join('/');
}

/** `suite.json`'s text with its `$schema` set to `ref`, or removed when `ref` is undefined. */
export function repointSchema(suiteText: string, ref: string | undefined): string {
  const line = /^([ \t]*)"\$schema"[ \t]*:[ \t]*"(?:[^"\\]|\\.)*"[ \t]*,?[ \t]*\r?\n/m;
  return suiteText.replace(line, (_match, indent: string) =>
    ref === undefined ? '' : `${indent}"$schema": ${JSON.stringify(ref)},\n`,
  );
}

/**
 * The copy of bundled suite `name` into `dir` (relative to `cwd`): `dir/name` when `dir` is an
 * existing directory that is not a suite, as `cp -r` does, else `dir` itself.
 */
export async function planSuiteCopy(input: {
  name: string;
  dir: string;
  cwd: string;
  packageRoot: string;
}): Promise<CopyPlan> {
  const sourceDir = await findBundledSuite(
    input.packageRoot,
    input.name,
    (bundled) =>
      `suites copy: no bundled suite ${JSON.stringify(input.name)} (bundled: ${bundled}). See \`verdict list\`.`,
  );
  const target = path.resolve(input.cwd, input.dir);
  const isDir = (await stat(target).catch(() => undefined))?.isDirectory() === true;
  // A directory that is a suite already is the destination (and refused), never its parent.
  const isSuite =
    (await stat(path.join(target, SUITE_FILE_NAME)).catch(() => undefined)) !== undefined;
  const dest = isDir && !isSuite ? path.join(target, input.name) : target;
  const schemaRef = suiteSchemaRef(input.packageRoot, input.cwd, dest);
  const shown = (path.relative(input.cwd, dest) || '.').split(path.sep).join('/');
  const files: NewFile[] = [];
  for (const file of await filesBelow(sourceDir)) {
    const from = path.join(sourceDir, file);
    files.push({
      path: `${shown}/${file}`,
      source:
        file === SUITE_FILE_NAME
          ? { text: repointSchema(await readFile(from, 'utf8'), schemaRef) }
          : { copyOf: from },
    });
  }
  return {
    dest: shown,
    files,
    newDirs: [shown],
    hasCassettes: files.some((file) => file.path.startsWith(`${shown}/cassettes/`)),
  };
}
