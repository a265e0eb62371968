import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECORDED_SUITE,
  MAX_CASE_NAME_LENGTH,
  REFUSAL_REASON,
  buildCase,
  chooseRun,
  distinctTools,
  parseContains,
  shortenPrompt,
  uniqueCaseName,
  wordsMissingFromAnswer,
} from '../../src/cases/add-case.js';
import { UsageError } from '../../src/errors.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { slugifyCaseName } from '../../src/suite/case-file.js';
import { CaseFileSchema, type Case } from '../../src/suite/schema.js';
import { makeRecord } from '../report/run-records.js';

const tools = (...names: string[]): RunRecord['toolCalls'] =>
  names.map((name) => ({ name, arguments: {} }));

const records: RunRecord[] = [
  makeRecord('fix-add', 1, 'fail', { reason: 'check failed' }),
  makeRecord('fix-add', 2, 'pass', { toolCalls: tools('read_file', 'edit_file', 'read_file') }),
  makeRecord('fix-add', 3, 'pass'),
  makeRecord('other', 1, 'error'),
].map((record) => RunRecordSchema.parse(record));

describe('chooseRun', () => {
  it('takes the first passing repetition when --rep is absent', () => {
    const choice = chooseRun(records, 'fix-add', undefined);
    expect(choice.kind === 'chosen' && choice.record.repetition).toBe(2);
  });

  it('takes the given repetition when it passed', () => {
    const choice = chooseRun(records, 'fix-add', 3);
    expect(choice.kind === 'chosen' && choice.record.repetition).toBe(3);
  });

  it('refuses a repetition that did not pass, saying why', () => {
    const choice = chooseRun(records, 'fix-add', 1);
    expect(choice.kind).toBe('refused');
    expect(choice.kind === 'refused' && choice.message).toContain(REFUSAL_REASON);
    expect(choice.kind === 'refused' && choice.message).toContain('fix-add #1 is fail');
  });

  it('refuses a task with no passing repetition', () => {
    const choice = chooseRun(records, 'other', undefined);
    expect(choice.kind === 'refused' && choice.message).toMatch(
      /no passing repetition \(#1 error\)/,
    );
  });

  it('uses the last record of a repetition (a resumed directory may hold two)', () => {
    const resumed = [makeRecord('t', 1, 'error'), makeRecord('t', 1, 'pass')];
    expect(chooseRun(resumed, 't', 1).kind).toBe('chosen');
    const worse = [makeRecord('t', 1, 'pass'), makeRecord('t', 1, 'fail')];
    expect(chooseRun(worse, 't', undefined).kind).toBe('refused');
  });

  it('names an unknown task or repetition with what exists', () => {
    expect(() => chooseRun(records, 'nope', undefined)).toThrow(UsageError);
    expect(() => chooseRun(records, 'nope', undefined)).toThrow(/it has fix-add, other/);
    expect(() => chooseRun(records, 'fix-add', 9)).toThrow(/no such repetition \(it has 1, 2, 3\)/);
  });
});

describe('building the case', () => {
  const passing = records[1] as RunRecord;

  it('asserts the distinct tools in order and keeps the answer under recorded', () => {
    const testCase = buildCase({
      record: passing,
      prompt: 'Fix add.\nMore detail.',
      contains: [],
      existing: [],
    });
    expect(testCase.name).toBe('Fix add.');
    expect(testCase.prompt).toBe('Fix add.\nMore detail.');
    expect(testCase.expect).toEqual({ tool_called: ['read_file', 'edit_file'] });
    expect(testCase.recorded).toMatchObject({
      answer: 'done',
      runId: 'run-1',
      taskId: 'fix-add',
      repetition: 2,
      tools: ['read_file', 'edit_file', 'read_file'],
    });
    expect(CaseFileSchema.safeParse([testCase]).success).toBe(true);
  });

  it('adds --contains words and the agent; omits expect when there is nothing to assert', () => {
    const withWords = buildCase({
      record: passing,
      prompt: 'p',
      agent: 'support',
      contains: ['refund'],
      existing: [],
    });
    expect(withWords.agent).toBe('support');
    expect(withWords.expect?.contains).toEqual(['refund']);
    const bare = buildCase({
      record: records[2] as RunRecord,
      prompt: 'p',
      contains: [],
      existing: [],
    });
    expect(bare.expect).toBeUndefined();
    expect(distinctTools(records[2] as RunRecord)).toEqual([]);
  });

  it('falls back to "<taskId> #<rep>" when the prompt gives no name', () => {
    const testCase = buildCase({ record: passing, prompt: '   \n', contains: [], existing: [] });
    expect(testCase.name).toBe('fix-add #2');
  });

  it('shortens long prompts to a label', () => {
    const name = shortenPrompt('x'.repeat(200));
    expect(name.length).toBe(MAX_CASE_NAME_LENGTH);
    expect(name.endsWith('…')).toBe(true);
  });

  it('makes names unique as names and as task ids', () => {
    const existing: Case[] = [
      { name: 'Fix add', prompt: 'p' },
      { name: 'fix ADD!', prompt: 'p' },
      { name: 'Fix add (2)', prompt: 'p' },
    ];
    const name = uniqueCaseName('Fix add', existing);
    expect(name).toBe('Fix add (3)');
    const long = 'a'.repeat(60);
    const many: Case[] = [{ name: long, prompt: 'p' }];
    for (let i = 0; i < 3; i += 1) {
      many.push({ name: uniqueCaseName(long, many), prompt: 'p' });
    }
    const ids = many.map((item, index) => slugifyCaseName(item.name, index));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('--contains', () => {
  it('splits on commas, trims and drops repeats', () => {
    expect(parseContains('refund, 5 business days,,refund')).toEqual(['refund', '5 business days']);
    expect(parseContains(undefined)).toEqual([]);
    expect(() => parseContains(' , ')).toThrow(UsageError);
  });

  it('finds words missing from the answer, case-insensitively', () => {
    expect(wordsMissingFromAnswer('Refund in 5 days', ['refund', 'week'])).toEqual(['week']);
    expect(wordsMissingFromAnswer(null, ['a'])).toEqual(['a']);
  });

  it('defaults the suite to "recorded"', () => {
    expect(DEFAULT_RECORDED_SUITE).toBe('recorded');
  });
});
