/** One run as `verdict show` prints it, from `describeRun`, which report.html renders too. */
import type { RunRecord } from '../run-dir/record-schema.js';
import type { TraceEvent } from '../run-dir/trace-schema.js';
import { argumentsText, describeRun } from '../run-dir/run-view.js';

const ARGUMENTS_CHARS = 120;
const RESULT_CHARS = 160;
const OUTPUT_LINES = 10;

export function shorten(text: string, max: number): string {
  const line = text.trim().replace(/\s*\n\s*/g, ' ⏎ ');
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

export function renderRunText(
  record: RunRecord,
  events: readonly TraceEvent[] | undefined,
): string {
  const view = describeRun(record, events);
  const lines = [
    `${view.label}: ${view.status} (${view.mode}, ${view.model}, ${(view.wallMs / 1000).toFixed(1)} s)`,
  ];
  if (view.reason !== undefined) lines.push(`  reason: ${view.reason}`);
  if (view.source === 'record') {
    lines.push('  (no trace: this run was written before runs kept one, or its trace is missing)');
    return `${lines.join('\n')}\n`;
  }
  if (!view.steps.some((step) => step.type === 'model_call')) lines.push('  no model call');
  for (const step of view.steps) {
    switch (step.type) {
      case 'model_call': {
        const purpose = step.compaction ? ' compaction' : '';
        const ended = step.ended === undefined ? '' : ` — ${step.ended}`;
        lines.push(
          `  call ${step.call}${purpose} (${step.protocol}${step.model === undefined ? '' : `, ${step.model}`}, ${step.durationMs} ms)${ended}`,
        );
        if (step.says !== undefined) lines.push(`    says: ${shorten(step.says, RESULT_CHARS)}`);
        break;
      }
      case 'tool_call': {
        const ok = step.ok === undefined ? '' : step.ok ? '  ok' : '  failed';
        lines.push(
          `    → ${step.name} ${shorten(argumentsText(step.arguments), ARGUMENTS_CHARS)}${ok}`,
        );
        if (step.error !== undefined)
          lines.push(`      error: ${shorten(step.error, RESULT_CHARS)}`);
        if (step.result !== undefined) lines.push(`      ← ${shorten(step.result, RESULT_CHARS)}`);
        break;
      }
      case 'cut':
        lines.push(`  … ${step.message} (${step.droppedEvents} event(s) not kept)`);
        break;
    }
  }
  if (view.verifiers.length > 0) {
    lines.push('  verifiers:');
    for (const verifier of view.verifiers) {
      const [first = '', ...rest] = verifier.detail.split('\n');
      lines.push(`    ${verifier.outcome.padEnd(5)} ${verifier.id} (${verifier.kind}): ${first}`);
      for (const line of rest.slice(0, OUTPUT_LINES)) lines.push(`          ${line}`);
    }
  }
  if (view.incidents.length > 0) {
    lines.push('  incidents:');
    for (const incident of view.incidents) {
      lines.push(
        `    ${incident.kind}${incident.detail === undefined ? '' : `: ${incident.detail}`}`,
      );
    }
  }
  for (const output of view.outputs) {
    const shown = output.tail.replace(/\n$/, '').split('\n').slice(-OUTPUT_LINES);
    lines.push(`  ${output.stream} (last ${shown.length} line(s) of ${output.bytes} bytes):`);
    for (const line of shown) lines.push(`    | ${line}`);
  }
  return `${lines.join('\n')}\n`;
}
