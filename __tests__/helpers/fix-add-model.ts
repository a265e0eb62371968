/**
 * The model of the `--k auto` pull-request tests: on fix-add it reads, then edits (a pass), unless
 * the prompt says FROM_MEMORY, when it writes the file wrongly from memory (a failure);
 * implement-slugify it implements. Each request gets the reply of its turn, so concurrent runs of
 * either side each get their own conversation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import type { KeyedRequest } from './keyed-model-server.js';
import type { ScriptedReply } from './scripted-model-server.js';

/** What a prompt ends with to make the model fail fix-add. */
export const FROM_MEMORY = ' Answer from memory.';

const SLUGIFY =
  "  return title.toLowerCase().normalize('NFD').replace(/[\\u0300-\\u036f]/g, '')" +
  ".replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');";

export function respondFixAdd(request: KeyedRequest): ScriptedReply {
  const turns: ScriptedReply[] = request.prompt.includes('slugify')
    ? [
        { kind: 'tools', calls: [{ name: 'read_file', arguments: { path: 'src/slug.mjs' } }] },
        {
          kind: 'tools',
          calls: [
            {
              name: 'edit_file',
              arguments: {
                path: 'src/slug.mjs',
                old: "  throw new Error('slugify is not implemented yet');",
                new: SLUGIFY,
              },
            },
          ],
        },
        { kind: 'text', text: 'Implemented slugify.' },
      ]
    : request.prompt.includes(FROM_MEMORY)
      ? [
          {
            kind: 'tools',
            calls: [
              {
                name: 'write_file',
                arguments: {
                  path: 'src/math.mjs',
                  content: 'export function add(a, b) {\n  return a * b;\n}\n',
                },
              },
            ],
          },
          { kind: 'text', text: 'Rewrote add.' },
        ]
      : [
          { kind: 'tools', calls: [{ name: 'read_file', arguments: { path: 'src/math.mjs' } }] },
          {
            kind: 'tools',
            calls: [
              {
                name: 'edit_file',
                arguments: { path: 'src/math.mjs', old: 'return a - b;', new: 'return a + b;' },
              },
            ],
          },
          { kind: 'text', text: 'Fixed add.' },
        ];
  return turns[request.turn] ?? { kind: 'error', status: 500 };
}

/** A run directory's records, in the order written. */
export async function readRuns(dir: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(dir, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}
