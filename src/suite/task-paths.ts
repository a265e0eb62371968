/**
 * The file-system checks of a suite's tasks: each fixture exists, is a directory and stays inside
 * the suite (also through links), and so do the workspace paths its verifiers name.
 */
import { realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { messageOf, type Problem } from '../errors.js';
import { valueAt } from '../json/describe-issue.js';
import { findEscapingLinks, staysInsideThroughLinks } from './paths.js';
import { checkRelativePath } from './relative-path.js';

/** How a task is named in a problem, from its index: `task "id"`, else `task #n`. */
export type Subject = (index: number) => string;

/** A task read leniently from the raw JSON, so that these checks run beside the schema's. */
export interface RawTask {
  subject: string;
  id: string | undefined;
  fixture: string | undefined;
  verifiers: Array<{ id: string | undefined; paths: Array<{ field: string; value: string }> }>;
}

export const stringAt = (value: unknown, key: string): string | undefined => {
  const item = valueAt(value, [key]);
  return typeof item === 'string' ? item : undefined;
};
const arrayAt = (value: unknown, key: string): unknown[] => {
  const item = valueAt(value, [key]);
  return Array.isArray(item) ? item : [];
};

function rawVerifierPaths(verifier: unknown): Array<{ field: string; value: string }> {
  const kind = stringAt(verifier, 'kind');
  if (kind === 'file-equals' || kind === 'file-contains' || kind === 'file-absent') {
    const value = stringAt(verifier, 'path');
    return value === undefined ? [] : [{ field: 'path', value }];
  }
  if (kind === 'tree-diff-within') {
    return arrayAt(verifier, 'allowed').flatMap((value, index) =>
      typeof value === 'string'
        ? [
            {
              field: `allowed[${index}]`,
              // "dir/" allows a directory: the trailing slash is syntax, not part of the path.
              value: value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value,
            },
          ]
        : [],
    );
  }
  return [];
}

export function rawTasksOf(data: unknown, subject: Subject): RawTask[] {
  return arrayAt(data, 'tasks').map((task, index) => ({
    subject: subject(index),
    id: stringAt(task, 'id'),
    fixture: stringAt(task, 'fixture'),
    verifiers: arrayAt(task, 'verifiers').map((verifier) => ({
      id: stringAt(verifier, 'id'),
      paths: rawVerifierPaths(verifier),
    })),
  }));
}

export function checkTaskPaths(
  file: string,
  realSuiteDir: string,
  task: RawTask,
): { problems: Problem[]; fixtureDir?: string } {
  const problems: Problem[] = [];
  const problem = (field: string, message: string): void => {
    problems.push({ file, subject: task.subject, field, message });
  };
  // Lexical problems were reported by the schema; only well-formed paths are looked up on disk.
  const wellFormed = (value: string): boolean => checkRelativePath(value, '') === undefined;

  let fixtureDir: string | undefined;
  if (task.fixture !== undefined && wellFormed(task.fixture)) {
    try {
      if (!staysInsideThroughLinks(realSuiteDir, task.fixture)) {
        problem('fixture', 'must stay inside the suite directory (it leaves it through a symlink)');
      } else {
        const candidate = path.join(realSuiteDir, task.fixture);
        const stats = statOrUndefined(candidate);
        if (stats === undefined) {
          problem(
            'fixture',
            `does not exist (looked for ${path.join(path.dirname(file), task.fixture)})`,
          );
        } else if (!stats.isDirectory()) {
          problem('fixture', 'must be a directory');
        } else {
          fixtureDir = realpathSync(candidate);
          for (const link of findEscapingLinks(fixtureDir)) {
            problem('fixture', `contains a symlink that leaves the fixture directory: ${link}`);
          }
        }
      }
    } catch (error) {
      problem('fixture', `cannot be read (${messageOf(error)})`);
      fixtureDir = undefined;
    }
  }

  if (fixtureDir !== undefined) {
    for (const [index, verifier] of task.verifiers.entries()) {
      for (const { field, value } of verifier.paths) {
        if (!wellFormed(value)) continue;
        if (!staysInsideOrFails(fixtureDir, value)) {
          problem(
            `verifiers[${verifier.id ?? index}].${field}`,
            'must stay inside the task directory (it leaves it through a symlink)',
          );
        }
      }
    }
  }
  return fixtureDir === undefined ? { problems } : { problems, fixtureDir };
}

/** `staysInsideThroughLinks`, a path that cannot be read counting as one that leaves. */
function staysInsideOrFails(root: string, relativePath: string): boolean {
  try {
    return staysInsideThroughLinks(root, relativePath);
  } catch {
    return false;
  }
}

export function statOrUndefined(target: string): Stats | undefined {
  try {
    return statSync(target);
  } catch {
    return undefined;
  }
}
