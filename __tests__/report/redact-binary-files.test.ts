/**
 * The last net before an artifact leaves (SPEC §7) has no hole for binary files: a file with a NUL
 * byte — which an agent that can write into the report folder could add in front of a key — is
 * redacted as bytes, one for one, never skipped; a key spelt in UTF-16 is found too.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactFilesIn } from '../../src/report/redact-files.js';
import { fakeGitHubToken, fakeOpenAiKey } from '../helpers/fake-secrets.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('redactFilesIn and files with NUL bytes', () => {
  it('redacts a key behind a NUL byte and leaves every other byte as it was', async () => {
    const dir = await makeTempDir();
    const key = fakeOpenAiKey();
    const prefix = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x0a]);
    const suffix = Buffer.from([0x00, 0xc3, 0x28, 0x01]);
    const file = path.join(dir, 'blob.bin');
    await writeFile(file, Buffer.concat([prefix, Buffer.from(`key=${key}`), suffix]));

    const findings = await redactFilesIn(dir);

    const after = await readFile(file);
    expect(findings.length).toBeGreaterThan(0);
    expect(after.includes(Buffer.from(key))).toBe(false);
    expect(after.toString('latin1')).toContain('<redacted:');
    expect(after.subarray(0, prefix.length)).toEqual(prefix);
    expect(after.subarray(after.length - suffix.length)).toEqual(suffix);
  });

  it('redacts a key written in UTF-16 (a NUL after each character)', async () => {
    const dir = await makeTempDir();
    const token = fakeGitHubToken();
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, Buffer.from(`token: ${token}\n`, 'utf16le'));

    const findings = await redactFilesIn(dir);

    const after = await readFile(file);
    expect(findings.length).toBeGreaterThan(0);
    expect(after.includes(Buffer.from(token, 'utf16le'))).toBe(false);
    expect(after.toString('utf16le')).toMatch(/^token: <redacted:[^>]+>\n$/);
  });

  it('leaves a binary file without secrets byte for byte as it was', async () => {
    const dir = await makeTempDir();
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 7) % 256));
    await writeFile(path.join(dir, 'image.png'), bytes);
    expect(await redactFilesIn(dir)).toEqual([]);
    expect(await readFile(path.join(dir, 'image.png'))).toEqual(bytes);
  });
});
