import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ENDPOINT,
  EXPORT_NOTICE,
  ExportBundleSchema,
  buildExportBundle,
  isSimpleProviderId,
} from '../../src/export/bundle.js';
import type { PathContext } from '../../src/export/clean-paths.js';
import { plantedRun } from './fixtures.js';

const paths = { home: '/home/ana', runDir: '/work/repo/.verdict/runs/r1', tmp: '/tmp' };
const context: PathContext = { home: paths.home, runDir: paths.runDir, tmpDirs: [paths.tmp] };

describe('buildExportBundle', () => {
  const bundle = buildExportBundle(plantedRun(paths), context);

  it('has the SPEC §8 shape and says the cleaning is pattern-based', () => {
    expect(ExportBundleSchema.parse(bundle)).toEqual(bundle);
    expect(bundle.schemaVersion).toBe(1);
    expect(bundle.notice).toBe(EXPORT_NOTICE);
    expect(bundle.notice).toMatch(/pattern-based, not a guarantee/);
  });

  it('replaces planted paths by the right placeholder wherever they are', () => {
    const [first, second] = bundle.runs;
    expect(first?.finalAnswer).toBe('Fixed <home>/project/src/add.ts and checked <path>');
    expect(first?.toolCalls).toEqual([
      { name: 'read_file', arguments: { path: '<tmp>/work/add.ts' } },
      { name: 'shell', arguments: { argv: ['cat', '<home>/.npmrc'], cwd: '<path>' } },
    ]);
    expect(first?.keptDir).toBe('<tmp>');
    expect(second?.verifiers[0]?.detail).toBe('expected 3 in <run-dir>/runs.jsonl, see <path>');
    const text = JSON.stringify(bundle);
    for (const leaked of [paths.home, paths.runDir, '/tmp/', '/usr/lib', '/opt/logs', '/srv/ci'])
      expect(text).not.toContain(leaked);
  });

  it('does not change the input', () => {
    const input = plantedRun(paths);
    const before = structuredClone(input);
    buildExportBundle(input, context);
    expect(input).toEqual(before);
  });
});

describe('provider ids', () => {
  it.each(['openai-compatible', 'scripted', 'replay', 'my_provider2'])('keeps %s', (id) => {
    expect(isSimpleProviderId(id)).toBe(true);
    const bundle = buildExportBundle(plantedRun(paths, { provider: id }), context);
    expect(bundle.report.conditions.provider).toBe(id);
  });

  it.each([
    'api.example.com:8443',
    'localhost:8080',
    '127.0.0.1:9000',
    'https://llm.internal.example.com/v1',
    'openai/azure',
    '',
  ])('replaces %j by custom-endpoint, in the report and in the markdown', (id) => {
    expect(isSimpleProviderId(id)).toBe(false);
    const bundle = buildExportBundle(plantedRun(paths, { provider: id }), context);
    expect(bundle.report.conditions.provider).toBe(CUSTOM_ENDPOINT);
    if (id === '') return;
    expect(bundle.markdown).toContain(CUSTOM_ENDPOINT);
    expect(JSON.stringify(bundle)).not.toContain(id);
  });

  it('replaces the host of a URL provider where only the host appears', () => {
    const input = plantedRun(paths, {
      provider: 'https://llm.internal.example.com:8443/v1',
      runs: (runs) =>
        runs.map((run) => ({ ...run, reason: 'no answer from llm.internal.example.com:8443' })),
    });
    const bundle = buildExportBundle(input, context);
    expect(bundle.runs[0]?.reason).toBe(`no answer from ${CUSTOM_ENDPOINT}`);
  });
});
