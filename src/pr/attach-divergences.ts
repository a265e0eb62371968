/** The head's replay divergences and re-record command in the comment model, bounded for the payload. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ChangeExcerptSchema } from '../provider/divergence-excerpt.js';
import { divergencesOf, reRecordCommand } from '../run-dir/divergences.js';
import { readRunRecords, RUNS_FILE } from '../run-dir/runs-jsonl.js';
import { findSuiteLocations } from '../suite/discover-suites.js';
import { loadSuite } from '../suite/load-suite.js';
import {
  MAX_DIVERGENCES_PER_SUITE,
  type Divergence,
  type ModeSection,
  type SuiteOutcome,
} from './comment-model.js';

const MAX_TEXT_CHARS = 2_000;
const MAX_COMMAND_CHARS = 2_000;

export interface DivergenceSource {
  /** The evaluation's output directory: head/replay/<suite>/runs.jsonl. */
  outDir: string;
  /** The repository checked out at head, where `verdict record` would run. */
  repoDir: string;
  suiteDir: string;
  grants: readonly string[];
}

export async function attachDivergences(
  sections: readonly ModeSection[],
  source: DivergenceSource,
): Promise<ModeSection[]> {
  const result: ModeSection[] = [];
  for (const section of sections) {
    if (section.mode !== 'replay' || 'skipped' in section) {
      result.push(section);
      continue;
    }
    const suites: SuiteOutcome[] = [];
    for (const suite of section.suites) suites.push(await withDivergences(suite, source));
    result.push({ ...section, suites });
  }
  return result;
}

async function withDivergences(
  suite: SuiteOutcome,
  source: DivergenceSource,
): Promise<SuiteOutcome> {
  const diverged = suite.comparison?.tasks.filter((task) => task.verdict === 'diverged') ?? [];
  if (diverged.length === 0) return suite;
  const found = await readDivergences(
    path.join(source.outDir, 'head', 'replay', suite.suiteId, RUNS_FILE),
  );
  const where = await locateSuite(suite.suiteId, source);
  const taskIds = [...new Set(diverged.map((task) => task.taskId))].sort();
  const command = reRecordCommand({
    suite: where.name,
    taskIds,
    grants: source.grants,
    ...(where.scripted ? { provider: 'scripted' as const } : {}),
  });
  const listed = found.slice(0, MAX_DIVERGENCES_PER_SUITE);
  return {
    ...suite,
    ...(listed.length === 0 ? {} : { divergences: listed }),
    ...(found.length > listed.length ? { moreDivergences: found.length - listed.length } : {}),
    ...(command.length <= MAX_COMMAND_CHARS ? { reRecord: command } : {}),
  };
}

/** The divergences a runs.jsonl shows, each text cut to what the payload schema allows. */
async function readDivergences(file: string): Promise<Divergence[]> {
  const read = await readRunRecords(file).catch(() => undefined);
  if (read === undefined) return [];
  return divergencesOf(read.records).map((divergence) => ({
    taskId: cut(divergence.taskId, 200),
    repetition: divergence.repetition,
    runs: divergence.runs,
    call: divergence.call,
    field: cut(divergence.field, 300),
    // Built bounded (`excerptChange`); one the payload schema would refuse is left out, not cut.
    ...(divergence.excerpt !== undefined &&
    ChangeExcerptSchema.safeParse(divergence.excerpt).success
      ? { excerpt: divergence.excerpt }
      : {}),
    message: cut(divergence.message, MAX_TEXT_CHARS),
  }));
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The suite's directory for the re-record command, and whether it records from its scripts. */
async function locateSuite(
  suiteId: string,
  source: DivergenceSource,
): Promise<{ name: string; scripted: boolean }> {
  const fallback = { name: path.posix.join(source.suiteDir, suiteId), scripted: false };
  try {
    for (const location of await findSuiteLocations(path.join(source.repoDir, source.suiteDir))) {
      const loaded = await loadSuite(location, { cwd: source.repoDir });
      if (!loaded.ok || loaded.suite.suiteId !== suiteId) continue;
      const relative = path.relative(source.repoDir, loaded.suite.dir).split(path.sep).join('/');
      const scripts = await readdir(path.join(loaded.suite.dir, 'scripts')).catch(() => []);
      return { name: relative === '' ? '.' : relative, scripted: scripts.length > 0 };
    }
  } catch {
    // The suite cannot be read here: name it by where suites live.
  }
  return fallback;
}
