/**
 * The last net before a directory leaves the machine (SPEC §7): every file redacted in place,
 * JSON kept valid. A file with a NUL byte is redacted as bytes: one NUL must not hide a key.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeRedactionMarkers } from '../html/escape-html.js';
import { redactJson, redactText, type RedactionFinding } from '../provider/secret-redact.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';

type Redacted = { text: string; findings: RedactionFinding[] };

export async function redactFilesIn(dir: string): Promise<RedactionFinding[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const findings: RedactionFinding[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    const bytes = await readFile(file);
    const binary = bytes.includes(0);
    const redacted = binary
      ? await redactBytes(bytes)
      : await redactFileText(relative, bytes.toString('utf8'));
    if (redacted.findings.length === 0) continue;
    await writeFileAtomically(file, binary ? Buffer.from(redacted.text, 'latin1') : redacted.text);
    findings.push(
      ...redacted.findings.map((finding) => ({ ...finding, path: `${relative}: ${finding.path}` })),
    );
  }
  return findings;
}

/** As latin1, so every byte outside a secret is written back unchanged; UTF-16 searched too. */
async function redactBytes(bytes: Buffer): Promise<Redacted> {
  const single = await redactText(bytes.toString('latin1'));
  const wide = await redactWideText(single.text);
  return { text: wide.text, findings: [...single.findings, ...wide.findings] };
}

/** Secrets in UTF-16LE (`k\0e\0y\0`): found with the NULs removed, written back with them. */
async function redactWideText(text: string): Promise<Redacted> {
  let result = text;
  const findings: RedactionFinding[] = [];
  // Last to first, so that each replacement leaves the earlier offsets valid.
  for (const run of [...text.matchAll(/(?:[\x20-\x7e]\0){8,}/g)].reverse()) {
    const start = run.index;
    const redacted = await redactText(run[0].replace(/\0/g, ''));
    if (redacted.findings.length === 0) continue;
    findings.push(...redacted.findings);
    const widened = `${[...redacted.text].join('\0')}\0`;
    result = result.slice(0, start) + widened + result.slice(start + run[0].length);
  }
  return { text: result, findings };
}

/** Redacted as `redactFilesIn` would, by its name; for outputs that are not records or reports. */
export async function writeRedactedFile(file: string, content: string): Promise<void> {
  const redacted = await redactFileText(path.basename(file), content);
  await writeFileAtomically(file, redacted.findings.length === 0 ? content : redacted.text);
}

async function redactFileText(name: string, text: string): Promise<Redacted> {
  if (name.endsWith('.jsonl')) {
    const findings: RedactionFinding[] = [];
    const lines: string[] = [];
    for (const [index, line] of text.split('\n').entries()) {
      const result = await redactJsonText(line);
      lines.push(result.text);
      findings.push(
        ...result.findings.map((finding) => ({
          ...finding,
          path: `line ${index + 1} ${finding.path}`,
        })),
      );
    }
    return { text: lines.join('\n'), findings };
  }
  if (name.endsWith('.json')) {
    const result = await redactJsonText(text.trimEnd());
    return { text: `${result.text}\n`, findings: result.findings };
  }
  if (name.endsWith('.html')) {
    // A marker would read as an unknown element and vanish: it is written back as text.
    const result = await redactText(text);
    return { text: escapeRedactionMarkers(result.text), findings: result.findings };
  }
  return redactText(text);
}

async function redactJsonText(text: string): Promise<Redacted> {
  if (text.trim() === '') return { text, findings: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return redactText(text);
  }
  const result = await redactJson(value);
  if (result.findings.length === 0) return { text, findings: [] };
  const indent = text.includes('\n') ? 2 : undefined;
  return { text: JSON.stringify(result.value, null, indent), findings: result.findings };
}
