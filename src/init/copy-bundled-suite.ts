/**
 * `verdict suites copy NAME DIR`: a bundled suite, whole (suite.json, fixtures, scripts,
 * cassettes, README), copied to edit. Its `$schema` is pointed at the package's schema when that
 * is installed below the working directory, and dropped otherwise (the bundled one points inside
 * the package).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { bundledSuiteNames, findBundledSuite } from '../suite/discover-suites.js';
import { SUITE_FILE_NAME } from '../suite/load-suite.js';
import { filesBelow, type NewFile, type NewFiles } from './write-new-files.js';

/** Paths relative to the working directory, which the copy is written below. */
export interface CopyPlan extends NewFiles {
  /** The new suite directory, relative to the working directory. */
  dest: string;
  /** Whether the copy has cassettes to replay. */
  hasCassettes: boolean;
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
  const sourceDir = await findBundledSuite(input.packageRoot, input.name);
  if (sourceDir === undefined) {
    const names = await bundledSuiteNames(input.packageRoot);
    throw new UsageError(
      `suites copy: no bundled suite ${JSON.stringify(input.name)} (bundled: ${names.join(', ') || 'none'}). See \`verdict list\`.`,
    );
  }
  const target = path.resolve(input.cwd, input.dir);
  const isDir = (await stat(target).catch(() => undefined))?.isDirectory() === true;
  // A directory that is a suite already is the destination (and refused), never its parent.
  const isSuite =
    (await stat(path.join(target, SUITE_FILE_NAME)).catch(() => undefined)) !== undefined;
  const dest = isDir && !isSuite ? path.join(target, input.name) : target;
  const schemaFile = path.join(input.packageRoot, 'schema', 'suite.schema.json');
  const schemaRef = path.relative(input.cwd, schemaFile).startsWith('..')
    ? undefined
    : path.relative(dest, schemaFile).split(path.sep).join('/');
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
