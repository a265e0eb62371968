import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashConfiguration } from '../../src/config/config.js';
import { canonicalJson } from '../../src/json/canonical-json.js';

const entry = { command: ['./agent.sh'], env: { MODE: 'fast' } };
const measured = { temperature: 0 };

describe('hashConfiguration', () => {
  it('is, for an entry without "models", the hash it always was', () => {
    const before = createHash('sha256')
      .update(
        canonicalJson({ agent: 'mine', command: entry.command, env: entry.env, config: measured }),
      )
      .digest('hex')
      .slice(0, 16);
    expect(hashConfiguration('mine', entry, measured)).toBe(before);
  });

  it('changes with the models an entry allows, whatever their order', () => {
    const plain = hashConfiguration('mine', entry, measured);
    const small = hashConfiguration('mine', { ...entry, models: ['small', 'tiny'] }, measured);
    expect(small).not.toBe(plain);
    expect(hashConfiguration('mine', { ...entry, models: ['tiny', 'small'] }, measured)).toBe(
      small,
    );
    expect(hashConfiguration('mine', { ...entry, models: ['small'] }, measured)).not.toBe(small);
  });
});
