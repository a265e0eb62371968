/**
 * A small reader for the YAML that GitHub workflow files use, for the least-privilege test: no YAML
 * dependency is installed and no workflow linter installs offline. It takes block mappings and
 * sequences (also `- key: value` items), plain and quoted scalars, flow sequences (`[a, 'b']`) and
 * flow mappings (`{}`, `{ a: b }`), block scalars (`|`, `>`, with `-` or `+`), and comments. Every
 * scalar stays a string. Anything else (anchors, aliases, tags, several documents) throws naming
 * the line, so that a workflow this reader misunderstands fails loudly instead of passing.
 */

export type YamlValue = string | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  /** 1-based, for messages. */
  number: number;
  indent: number;
  /** The text after the indent, with a trailing comment removed. */
  text: string;
  raw: string;
}

export function parseWorkflowYaml(source: string, file = 'workflow'): YamlValue {
  const lines: Line[] = [];
  source.split(/\r?\n/).forEach((raw, index) => {
    if (/^\s*(#.*)?$/.test(raw)) return;
    if (raw.includes('\t') && /^\s*\t/.test(raw)) fail(file, index + 1, 'a tab in the indent');
    const indent = raw.length - raw.trimStart().length;
    lines.push({ number: index + 1, indent, text: stripComment(raw.trimStart()), raw });
  });
  // Block scalars keep their raw lines (a `#` in a shell script is not a YAML comment).
  const rawLines = source.split(/\r?\n/);
  let position = 0;

  function fail(where: string, line: number, what: string): never {
    throw new Error(`${where}:${line}: the workflow reader does not understand ${what}`);
  }

  function node(indent: number): YamlValue {
    const line = lines[position];
    if (line === undefined || line.indent < indent) return null;
    if (/^-( |$)/.test(line.text)) return sequence(line.indent);
    if (keyOf(line.text) !== undefined) return mapping(line.indent);
    position += 1;
    return scalar(line.text, line);
  }

  function mapping(indent: number): { [key: string]: YamlValue } {
    const result: { [key: string]: YamlValue } = {};
    for (;;) {
      const line = lines[position];
      if (line === undefined || line.indent !== indent || /^-( |$)/.test(line.text)) break;
      const entry = keyOf(line.text);
      if (entry === undefined) fail(file, line.number, `"${line.text}" (a key was expected)`);
      if (Object.hasOwn(result, entry.key)) fail(file, line.number, `a repeated key ${entry.key}`);
      position += 1;
      result[entry.key] = value(entry.rest, line, indent);
    }
    return result;
  }

  function sequence(indent: number): YamlValue[] {
    const result: YamlValue[] = [];
    for (;;) {
      const line = lines[position];
      if (line === undefined || line.indent !== indent || !/^-( |$)/.test(line.text)) break;
      const rest = line.text.slice(1).trimStart();
      if (rest === '') {
        position += 1;
        result.push(node(indent + 1));
        continue;
      }
      const itemIndent = indent + (line.text.length - rest.length);
      if (keyOf(rest) !== undefined) {
        // `- key: value` starts a mapping whose keys sit where `key` does.
        lines[position] = { ...line, indent: itemIndent, text: rest };
        result.push(mapping(itemIndent));
        continue;
      }
      position += 1;
      result.push(value(rest, line, indent));
    }
    return result;
  }

  /** The value after `key:` (or `- `): inline, a block scalar, or the block below. */
  function value(rest: string, line: Line, indent: number): YamlValue {
    if (rest === '') {
      const next = lines[position];
      if (next === undefined) return null;
      if (next.indent > indent) return node(next.indent);
      // A sequence may sit at its key's own indent.
      if (next.indent === indent && /^-( |$)/.test(next.text)) return sequence(indent);
      return null;
    }
    if (/^[|>][-+]?$/.test(rest)) return blockScalar(rest, line, indent);
    return scalar(rest, line);
  }

  function blockScalar(header: string, line: Line, indent: number): string {
    const body: string[] = [];
    let index = line.number; // the raw line after the header (0-based)
    let contentIndent: number | undefined;
    for (; index < rawLines.length; index += 1) {
      const raw = rawLines[index] ?? '';
      if (raw.trim() === '') {
        body.push('');
        continue;
      }
      const own = raw.length - raw.trimStart().length;
      if (own <= indent) break;
      contentIndent ??= own;
      body.push(raw.slice(contentIndent));
    }
    while (lines[position] !== undefined && (lines[position]?.number ?? 0) <= index) position += 1;
    while (body.length > 0 && body[body.length - 1] === '') body.pop();
    const text = header.startsWith('>') ? body.join(' ') : body.join('\n');
    return header.endsWith('-') ? text : `${text}\n`;
  }

  function scalar(text: string, line: Line): YamlValue {
    if (/^[&*!]/.test(text)) fail(file, line.number, 'anchors, aliases and tags');
    if (text === '---' || text === '...') fail(file, line.number, 'several documents');
    if (text.startsWith('[')) return flowSequence(text, line);
    if (text.startsWith('{')) return flowMapping(text, line);
    return unquote(text, line);
  }

  function flowSequence(text: string, line: Line): YamlValue[] {
    if (!text.endsWith(']')) fail(file, line.number, `a flow sequence over several lines`);
    return splitFlow(text.slice(1, -1)).map((item) => scalar(item, line));
  }

  function flowMapping(text: string, line: Line): { [key: string]: YamlValue } {
    if (!text.endsWith('}')) fail(file, line.number, 'a flow mapping over several lines');
    const result: { [key: string]: YamlValue } = {};
    for (const item of splitFlow(text.slice(1, -1))) {
      const entry = keyOf(item);
      if (entry === undefined) fail(file, line.number, `"${item}" in a flow mapping`);
      result[entry.key] = entry.rest === '' ? null : scalar(entry.rest, line);
    }
    return result;
  }

  function unquote(text: string, line: Line): string | null {
    if (text.startsWith("'")) {
      if (!text.endsWith("'") || text.length < 2) fail(file, line.number, 'an unclosed quote');
      return text.slice(1, -1).replaceAll("''", "'");
    }
    if (text.startsWith('"')) {
      if (!text.endsWith('"') || text.length < 2) fail(file, line.number, 'an unclosed quote');
      return JSON.parse(text) as string;
    }
    return text === '~' || text === 'null' ? null : text;
  }

  const document = node(0);
  const left = lines[position];
  if (left !== undefined) fail(file, left.number, `"${left.text}" (indentation)`);
  return document;
}

/** `key: rest` with a plain or quoted key; `undefined` when the text is not a mapping entry. */
function keyOf(text: string): { key: string; rest: string } | undefined {
  const quoted = /^(['"])(.*?)\1:(?: +(.*))?$/.exec(text);
  if (quoted !== null) return { key: quoted[2] ?? '', rest: (quoted[3] ?? '').trim() };
  if (/^[[{'"]/.test(text)) return undefined;
  const plain = /^([^:#]+?):(?: +(.*))?$/.exec(text);
  if (plain === null) return undefined;
  return { key: (plain[1] ?? '').trim(), rest: (plain[2] ?? '').trim() };
}

/** Removes ` # comment` outside quotes; a `#` inside a word (`a#b`) is text. */
function stripComment(text: string): string {
  let quote: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === "'" || char === '"') {
      if (index === 0 || /[\s:[{,-]/.test(text[index - 1] ?? '')) quote = char;
      continue;
    }
    if (char === '#' && (index === 0 || /\s/.test(text[index - 1] ?? ''))) {
      return text.slice(0, index).trimEnd();
    }
  }
  return text.trimEnd();
}

/** Splits the inside of `[…]` or `{…}` at top-level commas. */
function splitFlow(inner: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (const char of inner) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim() !== '') items.push(current.trim());
  return items;
}
