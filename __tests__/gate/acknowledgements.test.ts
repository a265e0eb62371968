import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENTS_FILE,
  UNMATCHED_PUSHES_BEFORE_STALE,
  applyAcknowledgements,
  entryKey,
  entryToAdd,
  headOnlyEntries,
  parseAcknowledgements,
  readAcknowledgements,
  renewEntry,
  updateUnmatchedCounts,
  type Acknowledgement,
  type AcknowledgedChange,
  type TaskOutcome,
} from '../../src/gate/acknowledgements.js';
import { formatProblem } from '../../src/errors.js';
import { FUZZ_SEED } from '../helpers/fuzz.js';

const TODAY = new Date('2026-03-01T12:00:00Z');
const SHOWN = ACKNOWLEDGEMENTS_FILE;

const entry = (fields: Partial<Acknowledgement> = {}): Acknowledgement => ({
  task: 'fix-add',
  change: 'regressed',
  reason: 'the new prompt trades this task for speed',
  until: '2026-03-31',
  ...fields,
});
const outcome = (verdict: string, task = 'fix-add', suite = 'smoke-coding'): TaskOutcome => ({
  suite,
  task,
  verdict,
});
const fileText = (acknowledged: unknown[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ format: 'acknowledged/v1', acknowledged, ...extra });
const acknowledgedBy = (entries: Acknowledgement[], outcomes: TaskOutcome[], today = TODAY) =>
  applyAcknowledgements({ entries, outcomes, today }).outcomes.map((o) => o.acknowledgedBy);

describe('matching', () => {
  const VERDICTS = [
    'regressed',
    'improved',
    'diverged',
    'changed',
    'inconclusive',
    'low_power',
    'no_change',
    'unchanged',
    'not_comparable',
  ];
  const MATCHED: Record<AcknowledgedChange, string[]> = {
    regressed: ['regressed'],
    improved: ['improved'],
    diverged: ['diverged'],
    any: ['regressed', 'improved', 'diverged', 'changed'],
  };
  const table = Object.entries(MATCHED).flatMap(([change, matched]) =>
    VERDICTS.map((verdict) => [change, verdict, matched.includes(verdict)] as const),
  );

  it.each(table)('change %s against verdict %s acknowledges: %s', (change, verdict, expected) => {
    const ack = entry({ change: change as AcknowledgedChange });
    expect(acknowledgedBy([ack], [outcome(verdict)])).toEqual([expected ? ack : undefined]);
  });

  it('takes a bare id in any suite, and suite/id or suite + id in that suite only', () => {
    const outcomes = [outcome('regressed', 'fix-add', 'a'), outcome('regressed', 'fix-add', 'b')];
    const bare = entry();
    expect(acknowledgedBy([bare], outcomes)).toEqual([bare, bare]);
    const qualified = entry({ task: 'b/fix-add' });
    expect(acknowledgedBy([qualified], outcomes)).toEqual([undefined, qualified]);
    const withSuite = entry({ suite: 'a' });
    expect(acknowledgedBy([withSuite], outcomes)).toEqual([withSuite, undefined]);
    expect(acknowledgedBy([entry({ task: 'fix-sub' })], outcomes)).toEqual([undefined, undefined]);
    expect(entryKey(qualified)).toBe(entryKey(entry({ suite: 'b' })));
    expect(entryKey(bare)).toBe('*/fix-add/regressed/2026-03-31');
  });

  it('gives an outcome the first entry that matches, and counts every matching entry as used', () => {
    const first = entry({ change: 'any' });
    const second = entry();
    const result = applyAcknowledgements({
      entries: [first, second],
      outcomes: [outcome('regressed'), outcome('improved', 'other')],
      today: TODAY,
    });
    expect(result.outcomes.map((o) => o.acknowledgedBy)).toEqual([first, undefined]);
    expect([...result.matchedKeys].sort()).toEqual([entryKey(first), entryKey(second)].sort());
    expect(result.outcomes[1]).toEqual(outcome('improved', 'other'));
  });
});

describe('expiry', () => {
  it('counts an entry through its until date (UTC) and reports it stale, expired, after', () => {
    const lastDay = entry({ until: '2026-03-01' });
    expect(acknowledgedBy([lastDay], [outcome('regressed')])).toEqual([lastDay]);
    const past = entry({ until: '2026-02-28' });
    const result = applyAcknowledgements({
      entries: [lastDay, past],
      outcomes: [outcome('regressed')],
      today: TODAY,
    });
    expect(result.outcomes[0]?.acknowledgedBy).toBe(lastDay);
    expect(result.stale).toEqual([{ entry: past, reason: 'expired' }]);
    expect(acknowledgedBy([past], [outcome('regressed')])).toEqual([undefined]);
  });

  it('reads today as the UTC date, whatever the local clock says', () => {
    const lateInNewYork = new Date('2026-03-01T23:30:00-05:00'); // 2026-03-02 in UTC
    expect(
      acknowledgedBy([entry({ until: '2026-03-01' })], [outcome('regressed')], lateInNewYork),
    ).toEqual([undefined]);
  });
});

describe('unmatched pushes', () => {
  it('counts the pushes in a row on which an entry acknowledged nothing', () => {
    const used = entry({ task: 'used' });
    const unused = entry({ task: 'unused' });
    const matchedOn = new Set([1, 2, 7]); // the pushes on which `used` regresses
    let counts: Record<string, number> = { 'gone/x/any/2026-01-01': 3 };
    const staleByPush: string[][] = [];
    for (let push = 1; push <= 8; push += 1) {
      const result = applyAcknowledgements({
        entries: [used, unused],
        outcomes: [outcome(matchedOn.has(push) ? 'regressed' : 'no_change', 'used')],
        today: TODAY,
        unmatchedCounts: counts,
      });
      counts = result.unmatchedCounts;
      staleByPush.push(result.stale.map((s) => `${s.entry.task}:${String(s.pushes)}`));
    }
    expect(counts).toEqual({ [entryKey(used)]: 1, [entryKey(unused)]: 8 });
    expect(staleByPush).toEqual([
      [],
      [],
      [],
      [],
      ['unused:5'],
      ['unused:6'],
      ['unused:7'],
      ['unused:8'],
    ]);
    expect(UNMATCHED_PUSHES_BEFORE_STALE).toBe(5);
  });

  it('resets on a match, drops entries no longer in the file, and counts a duplicate once', () => {
    const a = entry({ task: 'a' });
    const b = entry({ task: 'b' });
    const previous = { [entryKey(a)]: 4, [entryKey(b)]: 2, 'old/x/any/2026-01-01': 9 };
    expect(updateUnmatchedCounts(previous, [a, b, b], new Set([entryKey(a)]))).toEqual({
      [entryKey(a)]: 0,
      [entryKey(b)]: 3,
    });
  });

  it('reports an expired entry as expired only, and honours another limit', () => {
    const past = entry({ until: '2026-01-01' });
    const result = applyAcknowledgements({
      entries: [past, entry({ task: 'quiet' })],
      outcomes: [],
      today: TODAY,
      unmatchedCounts: { [entryKey(past)]: 10 },
      unmatchedLimit: 1,
    });
    expect(result.stale.map((s) => [s.entry.task, s.reason, s.pushes])).toEqual([
      ['fix-add', 'expired', undefined],
      ['quiet', 'unmatched', 1],
    ]);
  });
});

describe('reading the file', () => {
  it('reads valid entries, with $schema, suite/id and suite', () => {
    const entries = [entry(), entry({ task: 'smoke-coding/fix-add', change: 'any' })];
    const withSuite = entry({ suite: 'smoke-coding', change: 'diverged' });
    const text = fileText([...entries, withSuite], {
      $schema: '../schema/acknowledged.schema.json',
    });
    expect(parseAcknowledgements(text, SHOWN)).toEqual({
      entries: [...entries, withSuite],
      problems: [],
    });
  });

  it.each([
    [
      'a date that is not in the calendar',
      { until: '2026-02-30' },
      'acknowledged[0].until',
      'must be a real calendar date, YYYY-MM-DD',
    ],
    [
      'an unknown key',
      { owner: 'me' },
      'acknowledged[0]',
      'unknown field "owner" (check the spelling)',
    ],
    [
      'an empty reason',
      { reason: '' },
      'acknowledged[0].reason',
      'must say why the change is intended (it is blank)',
    ],
    [
      'a blank reason',
      { reason: '  ' },
      'acknowledged[0].reason',
      'must say why the change is intended (it is blank)',
    ],
    [
      'the placeholder reason',
      { reason: '…why this change is intended…' },
      'acknowledged[0].reason',
      'is still the placeholder: say why the change is intended',
    ],
    [
      'an unknown change',
      { change: 'flaky' },
      'acknowledged[0].change',
      'must be one of "regressed", "improved", "diverged", "any"',
    ],
    [
      'a task that is not an id',
      { task: 'a/b/c' },
      'acknowledged[0].task',
      'must be a task id or suite/id (letters, digits, ".", "_" and "-")',
    ],
    [
      'two different suites',
      { task: 'a/fix-add', suite: 'b' },
      'acknowledged[0].task',
      'names a suite other than "suite": give the suite once',
    ],
  ])('refuses %s, naming the file, the entry and the field', (_, fields, field, message) => {
    const read = parseAcknowledgements(fileText([{ ...entry(), ...fields }]), SHOWN);
    expect(read.entries).toEqual([]);
    expect(read.problems).toEqual([{ file: SHOWN, field, message }]);
  });

  it('names the entry by its index in a longer file', () => {
    const read = parseAcknowledgements(fileText([entry(), entry({ until: '2026-2-1' })]), SHOWN);
    expect(read.problems.map(formatProblem)).toEqual([
      'evals/verdict-acknowledged.json: acknowledged[1].until: must be a real calendar date, YYYY-MM-DD',
    ]);
  });

  it('refuses a wrong format and text that is not JSON', () => {
    const wrongFormat = parseAcknowledgements(fileText([], { format: 'acknowledged/v2' }), SHOWN);
    expect(wrongFormat.problems).toEqual([
      { file: SHOWN, field: 'format', message: 'must be "acknowledged/v1"' },
    ]);
    const notJson = parseAcknowledgements('{"format": "acknowledged/v1",', SHOWN);
    expect(notJson.entries).toEqual([]);
    expect(notJson.problems).toHaveLength(1);
    expect(notJson.problems[0]).toMatchObject({ file: SHOWN, field: '(file)' });
    expect(notJson.problems[0]?.message).toMatch(/^is not valid JSON \(.+\)$/);
  });

  describe('from disk', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-ack-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('reads a file, takes an absent one as no entries, and sets an unreadable one aside', async () => {
      const file = path.join(dir, 'acknowledged.json');
      await writeFile(file, fileText([entry()]));
      expect(await readAcknowledgements(file)).toEqual({ entries: [entry()], problems: [] });
      expect(await readAcknowledgements(path.join(dir, 'absent.json'))).toEqual({
        entries: [],
        problems: [],
      });
      const unreadable = await readAcknowledgements(dir, 'base: evals/');
      expect(unreadable.entries).toEqual([]);
      expect(unreadable.problems[0]).toMatchObject({ file: 'base: evals/', field: '(file)' });
      expect(unreadable.problems[0]?.message).toMatch(/^cannot be read \(.*EISDIR/);
    });

    it('names the file as shown, not as read', async () => {
      const file = path.join(dir, 'bad.json');
      await writeFile(file, fileText([entry({ until: 'soon' })]));
      const read = await readAcknowledgements(file, `${SHOWN} (base)`);
      expect(read.problems.map(formatProblem)).toEqual([
        'evals/verdict-acknowledged.json (base): acknowledged[0].until: must be a real calendar date, YYYY-MM-DD',
      ]);
    });
  });

  const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
  const realDate = fc
    .date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const validEntry: fc.Arbitrary<Acknowledgement> = fc
    .record(
      {
        task: fc.oneof(
          id,
          fc.tuple(id, id).map(([suite, task]) => `${suite}/${task}`),
        ),
        change: fc.constantFrom('regressed', 'improved', 'diverged', 'any'),
        reason: fc.string({ minLength: 1 }).filter((reason) => /\S/.test(reason)),
        until: realDate,
        suite: id,
      },
      { requiredKeys: ['task', 'change', 'reason', 'until'] },
    )
    .map((generated) =>
      generated.task.includes('/') ? { ...generated, suite: undefined } : generated,
    )
    .map((generated) => JSON.parse(JSON.stringify(generated)) as Acknowledgement);

  it('reads back every valid file it is given (property)', () => {
    fc.assert(
      fc.property(fc.array(validEntry, { maxLength: 5 }), (entries) => {
        expect(parseAcknowledgements(fileText(entries), SHOWN)).toEqual({ entries, problems: [] });
      }),
      { seed: FUZZ_SEED, numRuns: 300 },
    );
  });

  it('accepts as until exactly the real calendar dates (property)', () => {
    const pad = (value: number, width: number): string => String(value).padStart(width, '0');
    const dateShaped = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    /** The oracle: the date the text names, written back, is the text (no 30 February). */
    const isCalendarDate = (text: string): boolean => {
      const time = Date.parse(`${text}T00:00:00Z`);
      return (
        /^\d{4}-\d{2}-\d{2}$/.test(text) &&
        !Number.isNaN(time) &&
        new Date(time).toISOString().slice(0, 10) === text
      );
    };
    fc.assert(
      fc.property(fc.oneof(dateShaped, realDate, fc.string({ maxLength: 12 })), (until) => {
        const read = parseAcknowledgements(fileText([entry({ until })]), SHOWN);
        expect(read.problems.length === 0).toBe(isCalendarDate(until));
      }),
      { seed: FUZZ_SEED, numRuns: 2_000 },
    );
  });
});

describe('what the comment prints', () => {
  it('prints the exact entry to add for a failing task, due 30 days on', () => {
    expect(entryToAdd(outcome('regressed'), TODAY)).toMatchInlineSnapshot(`
      "{
        "task": "smoke-coding/fix-add",
        "change": "regressed",
        "reason": "…why this change is intended…",
        "until": "2026-03-31"
      }"
    `);
    expect(entryToAdd(outcome('changed', 'edit-file', 'tool-sequences'), TODAY))
      .toMatchInlineSnapshot(`
      "{
        "task": "tool-sequences/edit-file",
        "change": "any",
        "reason": "…why this change is intended…",
        "until": "2026-03-31"
      }"
    `);
    expect(entryToAdd(outcome('low_power'), TODAY)).toBeUndefined();
    expect(entryToAdd(outcome('no_change'), TODAY)).toBeUndefined();
  });

  it('prints an entry that, once its reason is written, acknowledges the task it was printed for', () => {
    const text = entryToAdd(outcome('diverged'), TODAY) ?? '';
    const added = { ...(JSON.parse(text) as Acknowledgement), reason: 'recorded again' };
    const read = parseAcknowledgements(fileText([added]), SHOWN);
    expect(read.problems).toEqual([]);
    expect(acknowledgedBy(read.entries, [outcome('diverged')])).toEqual([added]);
  });

  it('renews an expired entry as the same entry, due 30 days from today', () => {
    const expired = entry({ suite: 'smoke-coding', until: '2026-01-15' });
    expect(renewEntry(expired, TODAY)).toMatchInlineSnapshot(`
      "{
        "task": "fix-add",
        "change": "regressed",
        "reason": "the new prompt trades this task for speed",
        "until": "2026-03-31",
        "suite": "smoke-coding"
      }"
    `);
  });

  it('finds the entries only the head adds (a renewal is one)', () => {
    const kept = entry();
    const renewed = entry({ task: 'b', until: '2026-04-30' });
    const added = entry({ task: 'smoke-coding/c', change: 'improved' });
    const base = [kept, entry({ task: 'b' }), entry({ task: 'removed' })];
    const head = [{ ...kept, reason: 'reworded' }, renewed, added];
    expect(headOnlyEntries(base, head)).toEqual([renewed, added]);
    expect(headOnlyEntries(head, head)).toEqual([]);
    expect(headOnlyEntries([], head)).toEqual(head);
  });
});
