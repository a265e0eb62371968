/**
 * action.yml against the constants that spell its keys once (`INPUT`, `OUTPUT`) and the defaults
 * `readInputs` applies: a key renamed or a default changed on one side only fails here. There is no
 * YAML dependency, so a small line reader takes what action.yml uses: top-level sections, two-space
 * indented keys, and one-line scalars (quoted or not).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { INPUT, OUTPUT, readInputs } from '../../src/action/inputs.js';

const ACTION_YML = path.resolve(import.meta.dirname, '../../action.yml');

/** One top-level section: its keys (two-space indent), each with its own one-line fields. */
type Section = Map<string, Map<string, string>>;

function unquote(value: string): string {
  const text = value.trim();
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) {
    return text.slice(1, -1).replaceAll("''", "'");
  }
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return JSON.parse(text) as string;
  }
  return text;
}

/**
 * Reads `section:` at the top level: the keys indented by two spaces below it and, for each, the
 * `field: value` lines indented by four. A `>-` or `|` value (folded text) is kept as that marker.
 */
function readSection(yaml: string, section: string): Section {
  const keys: Section = new Map();
  let inSection = false;
  let current: Map<string, string> | undefined;
  for (const line of yaml.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const topLevel = /^([A-Za-z][\w-]*):(.*)$/.exec(line);
    if (topLevel !== null) {
      inSection = topLevel[1] === section;
      current = undefined;
      continue;
    }
    if (!inSection) continue;
    const key = /^ {2}([A-Za-z][\w-]*):\s*$/.exec(line);
    if (key !== null) {
      current = new Map();
      keys.set(key[1] ?? '', current);
      continue;
    }
    const field = /^ {4}([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (field !== null && current !== undefined) {
      current.set(field[1] ?? '', unquote(field[2] ?? ''));
      continue;
    }
    // A deeper line continues a folded value; anything else is a shape this reader does not know.
    if (!/^ {6,}\S/.test(line))
      throw new Error(`action.yml: unexpected line in ${section}: ${line}`);
  }
  return keys;
}

/** The scalar fields directly below a top-level key (e.g. `runs:`). */
function readMapping(yaml: string, section: string): Map<string, string> {
  const fields = new Map<string, string>();
  let inSection = false;
  for (const line of yaml.split(/\r?\n/)) {
    if (/^\S/.test(line)) inSection = line.startsWith(`${section}:`);
    const field = /^ {2}([A-Za-z][\w-]*):\s*(.+)$/.exec(line);
    if (inSection && field !== null) fields.set(field[1] ?? '', unquote(field[2] ?? ''));
  }
  return fields;
}

describe('the line reader', () => {
  it('reads keys, fields and quoted scalars, and refuses shapes it does not know', () => {
    const yaml = [
      'name: x',
      'inputs:',
      '  a:',
      "    description: 'it''s'",
      '    default: "1"',
      '  b-c:',
      '    description: >-',
      '      folded',
      '    required: false',
      'outputs:',
      '  d:',
      '    description: plain',
      'runs:',
      "  using: 'node24'",
    ].join('\n');
    const inputs = readSection(yaml, 'inputs');
    expect([...inputs.keys()]).toEqual(['a', 'b-c']);
    expect(inputs.get('a')?.get('description')).toBe("it's");
    expect(inputs.get('a')?.get('default')).toBe('1');
    expect(inputs.get('b-c')?.get('required')).toBe('false');
    expect([...readSection(yaml, 'outputs').keys()]).toEqual(['d']);
    expect(readMapping(yaml, 'runs').get('using')).toBe('node24');
    expect(() => readSection('inputs:\n - a\n', 'inputs')).toThrow(/unexpected line/);
  });
});

describe('action.yml', () => {
  let yaml = '';
  beforeAll(async () => {
    yaml = await readFile(ACTION_YML, 'utf8');
  });

  it('declares exactly the inputs of INPUT', () => {
    expect([...readSection(yaml, 'inputs').keys()].sort()).toEqual(Object.values(INPUT).sort());
  });

  it('declares exactly the outputs of OUTPUT', () => {
    expect([...readSection(yaml, 'outputs').keys()].sort()).toEqual(Object.values(OUTPUT).sort());
  });

  it('describes every input and output', () => {
    for (const section of ['inputs', 'outputs']) {
      for (const [key, fields] of readSection(yaml, section)) {
        expect(fields.get('description'), `${section}.${key}`).toBeTruthy();
      }
    }
  });

  it('runs dist/index.js on node24', () => {
    const runs = readMapping(yaml, 'runs');
    expect(runs.get('using')).toBe('node24');
    expect(runs.get('main')).toBe('dist/index.js');
  });

  it('writes for every input the default readInputs gives when it is absent', () => {
    const absent = readInputs(() => '');
    const withDefaults = [...readSection(yaml, 'inputs')].filter(([, fields]) =>
      fields.has('default'),
    );
    expect(withDefaults.length).toBeGreaterThan(0);
    for (const [name, fields] of withDefaults) {
      const declared = fields.get('default') ?? '';
      if (name === INPUT.githubToken) {
        // An expression the runner evaluates; readInputs never sees it unevaluated.
        expect(declared).toBe('${{ github.token }}');
        continue;
      }
      // Actions passes the default as the input's value: it must read as the absent input does.
      expect(
        readInputs((asked) => (asked === name ? declared : '')),
        name,
      ).toStrictEqual(absent);
    }
  });

  it('writes a default for every input readInputs gives a value when absent', () => {
    const inputs = readSection(yaml, 'inputs');
    const absent = readInputs(() => '');
    for (const [key, name] of Object.entries(INPUT)) {
      if (absent[key as keyof typeof absent] === undefined) continue;
      expect(inputs.get(name)?.has('default'), name).toBe(true);
    }
  });

  it('marks no input required that readInputs would default', () => {
    for (const [name, fields] of readSection(yaml, 'inputs')) {
      expect(fields.get('required') ?? 'false', name).toBe('false');
    }
  });
});
