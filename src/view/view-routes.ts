/**
 * The pages of `verdict view` by their addresses, and the POSTs of its buttons. Nothing from the
 * request is a path. A POST is answered by a redirect to its outcome: a reload asks nothing again.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_RECORDED_SUITE } from '../cases/add-case.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import {
  renderCasePage,
  renderReplayPage,
  suiteChoices,
  type ReplayOutcome,
} from './case-pages.js';
import { readRunTranscript, type Invocation, type InvocationIndex } from './invocation-index.js';
import { renderInvocationPage, renderRunPage } from './invocation-pages.js';
import { filtersOf, renderListPage } from './list-page.js';
import {
  listCaseSuites,
  readPromotedCase,
  type CaseForm,
  type PromotedCase,
} from './promoted-cases.js';
import { COMPARE_PATH, renderSideBySide } from './side-by-side.js';
import type { ReplayJob, ReplayJobs } from './replay-jobs.js';
import type { PromoteResult, ViewActions } from './view-actions.js';
import {
  caseHref,
  renderMessagePage,
  replayHref,
  runDirOf,
  runHref,
  type Page,
} from './view-page.js';

export const notFound = (message: string): Page => ({
  status: 404,
  page: renderMessagePage('Not found', message),
});

/** Undefined when a segment is not valid percent-encoding. */
export function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

async function findInvocation(index: InvocationIndex, key: string): Promise<Invocation | Page> {
  const invocation = await index.find(key);
  return (
    invocation ?? notFound(`No invocation ${JSON.stringify(key)} among the runs this server shows.`)
  );
}

async function locateRun(
  index: InvocationIndex,
  key: string,
  taskId: string | undefined,
  rep: string | undefined,
  variant: string | undefined,
): Promise<{ invocation: Invocation; record: RunRecord } | Page> {
  const invocation = await findInvocation(index, key);
  if ('status' in invocation) return invocation;
  const records = await index.recordsOf(invocation);
  const record = records.find(
    (candidate) =>
      candidate.taskId === taskId &&
      /^\d+$/.test(rep ?? '') &&
      candidate.repetition === Number(rep) &&
      (variant === undefined || candidate.variant === variant),
  );
  if (record === undefined) {
    return notFound(
      `No run ${JSON.stringify(`${taskId ?? ''} #${rep ?? ''}`)} in invocation ${invocation.runId}.`,
    );
  }
  return { invocation, record };
}

const CASE_FORMS: readonly string[] = ['suite', 'file'] satisfies CaseForm[];

export interface ViewState {
  index: InvocationIndex;
  cwd: string;
  actions: ViewActions | undefined;
  jobs: ReplayJobs | undefined;
  /** What each promotion printed, by its id. */
  promotions: Map<string, { runPath: string; result: PromoteResult }>;
  /** The next promotion waits for this one. */
  promoting: Promise<unknown>;
}

export async function renderRoute(url: URL, state: ViewState): Promise<Page> {
  const { index, cwd } = state;
  const segments = segmentsOf(url.pathname) ?? [];
  const [kind, key, taskId, rep, ...rest] = segments;
  if (segments.length === 1 && kind === '') {
    const { invocations, problems } = await index.list();
    const filters = filtersOf(url.searchParams);
    return { status: 200, page: renderListPage({ invocations, problems, filters, cwd }) };
  }
  if (url.pathname === COMPARE_PATH) return renderSideBySide(index, url.searchParams, cwd);
  if (kind === 'case' && segments.length === 4) return renderCaseRoute(segments, state);
  if (kind === 'replay' && segments.length === 2) return renderReplayRoute(key ?? '', state);
  if ((kind !== 'invocation' && kind !== 'run') || key === undefined || rest.length > 0) {
    return notFound(
      'This server has no such page. Its pages are the runs, an invocation, a run, two side by side, a promoted case and a replay.',
    );
  }
  if (kind === 'invocation' && taskId === undefined) {
    const invocation = await findInvocation(index, key);
    if ('status' in invocation) return invocation;
    return {
      status: 200,
      page: renderInvocationPage(invocation, await index.recordsOf(invocation), cwd),
    };
  }
  if (kind !== 'run') {
    return notFound("This server has no such page. An invocation's runs are at /run/….");
  }
  const variant = url.searchParams.get('variant') ?? undefined;
  const located = await locateRun(index, key, taskId, rep, variant);
  if ('status' in located) return located;
  const { invocation, record } = located;
  const transcript = await readRunTranscript(invocation.dir, record, runDirOf(invocation, cwd));
  if (state.actions === undefined) {
    return { status: 200, page: renderRunPage(invocation, record, transcript, cwd) };
  }
  const runPath = runHref(invocation.key, record);
  const promotion = state.promotions.get(url.searchParams.get('promotion') ?? '');
  const keep = {
    action: promoteHref(runPath),
    suites: suiteChoices(record, await listCaseSuites(cwd), DEFAULT_RECORDED_SUITE),
    ...(promotion?.runPath === runPath ? { result: promotion.result } : {}),
  };
  return {
    status: 200,
    posts: true,
    page: renderRunPage(invocation, record, transcript, cwd, keep),
  };
}

/** `/run/KEY/TASK/REP/promote`, its `?variant=` kept. */
function promoteHref(runPath: string): string {
  const [pathname = '', query] = runPath.split('?');
  return `${pathname}/promote${query === undefined ? '' : `?${query}`}`;
}

/** `/case/FORM/SUITE/ID`. */
async function findCase(segments: readonly string[], cwd: string): Promise<PromotedCase | Page> {
  const [, form = '', suite = '', caseId = ''] = segments;
  if (!CASE_FORMS.includes(form))
    return notFound('A case is a task of a suite or a case of a file.');
  const found = await readPromotedCase({ form: form as CaseForm, suite, caseId }, cwd);
  return found.kind === 'missing' ? notFound(found.message) : found.promoted;
}

async function renderCaseRoute(segments: readonly string[], state: ViewState): Promise<Page> {
  const promoted = await findCase(segments, state.cwd);
  if ('status' in promoted) return promoted;
  if (state.jobs === undefined) return { status: 200, page: renderCasePage(promoted, undefined) };
  const running = state.jobs.runningFor(promoted);
  return {
    status: 200,
    posts: true,
    page: renderCasePage(promoted, {
      action: `${caseHref(promoted)}/run`,
      ...(running === undefined ? {} : { running }),
    }),
  };
}

async function replayOutcomeOf(
  job: ReplayJob,
  state: ViewState,
): Promise<ReplayOutcome | undefined> {
  if (job.state === 'running' || job.outDir === undefined) return undefined;
  const { invocations } = await state.index.list();
  const listed = invocations.find((candidate) => candidate.dir === job.outDir);
  const invocation = listed === undefined ? undefined : await state.index.find(listed.key);
  if (invocation === undefined) return { records: [], transcripts: [] };
  const records = (await state.index.recordsOf(invocation)).filter(
    (record) => record.taskId === job.ref.caseId,
  );
  const runDir = runDirOf(invocation, state.cwd);
  const transcripts = await Promise.all(
    records.map((record) => readRunTranscript(invocation.dir, record, runDir)),
  );
  return { invocationKey: invocation.key, records, transcripts };
}

async function renderReplayRoute(id: string, state: ViewState): Promise<Page> {
  const job = state.jobs?.get(id);
  if (job === undefined) {
    return notFound('No such replay: this server keeps its replays until it stops.');
  }
  const promoted = { href: caseHref(job.ref), label: `${job.ref.suite} / ${job.ref.caseId}` };
  return { status: 200, page: renderReplayPage(job, promoted, await replayOutcomeOf(job, state)) };
}

/** `POST /run/KEY/TASK/REP/promote`: `verdict add` of that run. */
async function promote(
  readForm: () => Promise<URLSearchParams | undefined>,
  url: URL,
  segments: readonly string[],
  state: ViewState,
  actions: ViewActions,
): Promise<Page | { redirect: string }> {
  const [, key = '', taskId, rep] = segments;
  const variant = url.searchParams.get('variant') ?? undefined;
  const located = await locateRun(state.index, key, taskId, rep, variant);
  if ('status' in located) return located;
  const form = await readForm();
  if (form === undefined) {
    return {
      status: 400,
      page: renderMessagePage('Bad request', 'The form came without its fields, or too large.'),
    };
  }
  const { invocation, record } = located;
  const promoteRequest = {
    target: runDirOf(invocation, state.cwd),
    taskId: record.taskId,
    repetition: record.repetition,
    suite: form.get('suite') ?? DEFAULT_RECORDED_SUITE,
    contains: form.get('contains') ?? '',
  };
  // One at a time: two promotions into one suite would each append to the file the other read.
  const result = state.promoting.then(() => actions.promote(promoteRequest));
  state.promoting = result.catch(() => undefined);
  const runPath = runHref(invocation.key, record);
  const id = randomBytes(8).toString('hex');
  state.promotions.set(id, { runPath, result: await result });
  // A server that runs for days must not grow with every click.
  for (const old of state.promotions.keys()) {
    if (state.promotions.size <= MAX_PROMOTIONS_KEPT) break;
    state.promotions.delete(old);
  }
  const separator = runPath.includes('?') ? '&' : '?';
  return { redirect: `${runPath}${separator}promotion=${id}#keep` };
}

const MAX_PROMOTIONS_KEPT = 100;

export async function routePost(
  url: URL,
  readForm: () => Promise<URLSearchParams | undefined>,
  state: ViewState,
): Promise<Page | { redirect: string } | undefined> {
  const segments = segmentsOf(url.pathname) ?? [];
  const [kind] = segments;
  const { actions, jobs } = state;
  if (kind === 'run' && segments.length === 5 && segments[4] === 'promote' && actions) {
    return promote(readForm, url, segments, state, actions);
  }
  if (kind === 'case' && segments.length === 5 && segments[4] === 'run' && jobs) {
    const promoted = await findCase(segments, state.cwd);
    return 'status' in promoted ? promoted : { redirect: replayHref(jobs.start(promoted).id) };
  }
  return undefined;
}
