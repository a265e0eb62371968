/**
 * One run's transcript in report.html, every string escaped. Long texts are clipped, and a
 * conversation past `maxStepBytes` is left to `verdict show`, so one run cannot take the page.
 */
import type { OutputTail, RunStep, RunView } from '../run-dir/run-view.js';
import { argumentsText } from '../run-dir/run-view.js';
import { formatCount } from '../text/format.js';
import { escapeBlock, escapeLine } from './escape-html.js';

/** Characters shown before clipping; the kind is its `<pre>`'s class. */
const CLIPPED_AT = {
  prompt: 4000,
  says: 4000,
  arguments: 2000,
  result: 2000,
  output: 2000,
  error: 1000,
  detail: 4000,
  answer: 4000,
};
const INLINE_ARGUMENTS_CHARS = 100;
const OUTPUT_LINES = 20;
/** Bytes of HTML before the rest is left to `verdict show`. */
export const RUN_STEPS_MAX_BYTES = 128 * 1024;

export interface TranscriptOptions {
  /** HTML (`renderRunCommand`). */
  showCommand: string;
  /** Plain text: why the transcript is incomplete or absent. */
  notice?: string;
  maxStepBytes?: number;
}

function clippedBlock(text: string, kind: keyof typeof CLIPPED_AT): string {
  const max = CLIPPED_AT[kind];
  if (text.length <= max) return `<pre class="${kind}">${escapeBlock(text)}</pre>`;
  // Never end on half a surrogate pair.
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  const more = text.length - end;
  return `<pre class="${kind}">${escapeBlock(text.slice(0, end))}</pre><p class="clipped muted">… ${formatCount(more)} more characters (in the trace)</p>`;
}

function clipLine(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function renderStep(step: RunStep): string {
  switch (step.type) {
    case 'model_call': {
      const facts = [
        step.protocol,
        ...(step.model === undefined ? [] : [step.model]),
        `${step.durationMs} ms`,
      ];
      return [
        '<li class="step-call">',
        `<span class="step-head">${step.compaction ? 'compaction call' : 'call'} ${step.call}</span> `,
        `<span class="muted">${escapeLine(facts.join(' · '))}</span>`,
        step.ended === undefined ? '' : ` <strong class="bad">${escapeLine(step.ended)}</strong>`,
        step.says === undefined ? '' : clippedBlock(step.says, 'says'),
        '</li>',
      ].join('');
    }
    case 'tool_call': {
      const outcome =
        step.ok === undefined
          ? ''
          : step.ok
            ? ' <span class="good">ok</span>'
            : ' <strong class="bad">failed</strong>';
      const compact = argumentsText(step.arguments);
      const inline = compact.length <= INLINE_ARGUMENTS_CHARS && !compact.includes('\n');
      return [
        '<li class="step-tool">',
        `<span class="step-head">→ <code class="tool-name">${escapeLine(step.name)}</code></span>`,
        inline ? ` <code class="arguments">${escapeLine(compact)}</code>` : '',
        outcome,
        inline ? '' : clippedBlock(argumentsText(step.arguments, 2), 'arguments'),
        step.error === undefined ? '' : clippedBlock(step.error, 'error'),
        step.result === undefined ? '' : clippedBlock(step.result, 'result'),
        '</li>',
      ].join('');
    }
    case 'cut':
      return `<li class="step-cut"><strong>… ${escapeLine(step.message)}</strong> <span class="muted">(${step.droppedEvents} event(s) not kept)</span></li>`;
  }
}

function renderSteps(view: RunView, options: TranscriptOptions): string {
  if (view.steps.length === 0) {
    return view.source === 'trace' ? '<p>No model call.</p>' : '<p>No tool call.</p>';
  }
  const maxBytes = options.maxStepBytes ?? RUN_STEPS_MAX_BYTES;
  const items: string[] = [];
  let bytes = 0;
  for (const [index, step] of view.steps.entries()) {
    const item = renderStep(step);
    bytes += Buffer.byteLength(item);
    if (bytes > maxBytes && items.length > 0) {
      const left = view.steps.length - index;
      items.push(
        `<li class="step-cut">… ${left} more step(s) not shown on this page: ${options.showCommand} prints them.</li>`,
      );
      break;
    }
    items.push(item);
  }
  const title =
    view.source === 'trace'
      ? 'Conversation'
      : 'Tool calls <span class="muted">(from the run record: no results)</span>';
  return `<h4>${title}</h4><ol class="steps">${items.join('')}</ol>`;
}

function renderVerifiers(view: RunView): string {
  if (view.verifiers.length === 0) return '<h4>Verifiers</h4><p>No verifier ran.</p>';
  const items = view.verifiers.map(
    (verifier) =>
      `<li><span class="outcome outcome-${escapeLine(verifier.outcome)}">${escapeLine(verifier.outcome)}</span> <code>${escapeLine(verifier.id)}</code> <span class="muted">(${escapeLine(verifier.kind)})</span>${verifier.detail === '' ? '' : clippedBlock(verifier.detail, 'detail')}</li>`,
  );
  return `<h4>Verifiers</h4><ul class="verifiers">${items.join('')}</ul>`;
}

function renderOutput(output: OutputTail): string {
  const shown = output.tail.replace(/\n$/, '').split('\n').slice(-OUTPUT_LINES);
  return [
    `<h4>${output.stream} <span class="muted">(last ${shown.length} line(s) of ${formatCount(output.bytes)} bytes)</span></h4>`,
    clippedBlock(shown.join('\n'), 'output'),
  ].join('');
}

export function renderRunTranscript(view: RunView, options: TranscriptOptions): string {
  const parts = [
    options.notice === undefined ? '' : `<p class="notice">${escapeLine(options.notice)}</p>`,
    view.prompt === undefined ? '' : `<h4>Prompt</h4>${clippedBlock(view.prompt, 'prompt')}`,
    renderSteps(view, options),
    renderVerifiers(view),
    view.finalAnswer === null
      ? '<h4>Final answer</h4><p class="muted">None.</p>'
      : `<h4>Final answer</h4>${clippedBlock(view.finalAnswer, 'answer')}`,
    view.incidents.length === 0
      ? ''
      : `<h4>Incidents</h4><ul>${view.incidents
          .map(
            (incident) =>
              `<li><code>${escapeLine(incident.kind)}</code>${incident.detail === undefined ? '' : `: ${escapeLine(clipLine(incident.detail, CLIPPED_AT.detail))}`}</li>`,
          )
          .join('')}</ul>`,
    ...view.outputs.map(renderOutput),
  ];
  return parts.filter((part) => part !== '').join('\n');
}
