/**
 * One run as `verdict show` prints it in a terminal: its status and reason, each model call with the
 * tool calls it asked for (arguments and results shortened), the verifiers with their details, the
 * incidents and the ends of the agent's output. Pure: the record and its trace in, text out.
 */
import type { RunRecord } from '../run-dir/record-schema.js';
import type { TraceEvent } from '../run-dir/trace-schema.js';

/** Characters of a tool call's arguments, and of its result, shown on its line. */
const ARGUMENTS_CHARS = 120;
const RESULT_CHARS = 160;
/** Lines of each output stream's end shown. */
const OUTPUT_LINES = 10;

/** A text on one line, at most `max` characters, cut with `…`. */
export function shorten(text: string, max: number): string {
  const line = text.trim().replace(/\s*\n\s*/g, ' ⏎ ');
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

const argumentsText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** The run, as lines of text; `events` is its trace (absent when it has none). */
export function renderRunText(
  record: RunRecord,
  events: readonly TraceEvent[] | undefined,
): string {
  const lines: string[] = [];
  const variant = record.variant === undefined ? '' : ` [${record.variant}]`;
  lines.push(
    `${record.taskId} #${record.repetition}${variant}: ${record.status} (${record.mode}, ${record.model}, ${(record.measured.wallMs / 1000).toFixed(1)} s)`,
  );
  if (record.reason !== undefined) lines.push(`  reason: ${record.reason}`);
  if (events === undefined) {
    lines.push('  (no trace: this run was written before runs kept one, or its trace is missing)');
    return `${lines.join('\n')}\n`;
  }
  const calls = events.filter((event) => event.type === 'model_call');
  if (calls.length === 0) lines.push('  no model call');
  for (const event of events) {
    switch (event.type) {
      case 'model_call': {
        const purpose = event.purpose === 'compaction' ? ' compaction' : '';
        const status = event.cassette.response?.status;
        const ended =
          event.stop !== undefined
            ? ` — stopped: ${event.stop.message}`
            : event.aborted === true
              ? ' — aborted'
              : status !== undefined && status >= 400
                ? ` — HTTP ${status}`
                : '';
        lines.push(
          `  call ${event.call}${purpose} (${event.protocol}${event.model === undefined ? '' : `, ${event.model}`}, ${event.durationMs} ms)${ended}`,
        );
        if (typeof event.content === 'string' && event.content !== '') {
          lines.push(`    says: ${shorten(event.content, RESULT_CHARS)}`);
        }
        break;
      }
      case 'tool_call': {
        const ok = event.ok === undefined ? '' : event.ok ? '  ok' : '  failed';
        lines.push(
          `    → ${event.name} ${shorten(argumentsText(event.arguments), ARGUMENTS_CHARS)}${ok}`,
        );
        if (event.error !== undefined)
          lines.push(`      error: ${shorten(event.error, RESULT_CHARS)}`);
        if (event.result !== undefined)
          lines.push(`      ← ${shorten(event.result, RESULT_CHARS)}`);
        break;
      }
      case 'cut':
        lines.push(`  … ${event.message} (${event.droppedEvents} event(s) not kept)`);
        break;
      default:
        break;
    }
  }
  const verifiers = events.filter((event) => event.type === 'verifier');
  if (verifiers.length > 0) {
    lines.push('  verifiers:');
    for (const verifier of verifiers) {
      const [first = '', ...rest] = verifier.detail.split('\n');
      lines.push(`    ${verifier.outcome.padEnd(5)} ${verifier.id} (${verifier.kind}): ${first}`);
      for (const line of rest.slice(0, OUTPUT_LINES)) lines.push(`          ${line}`);
    }
  }
  const incidents = events.filter((event) => event.type === 'incident');
  if (incidents.length > 0) {
    lines.push('  incidents:');
    for (const incident of incidents) {
      lines.push(
        `    ${incident.kind}${incident.detail === undefined ? '' : `: ${incident.detail}`}`,
      );
    }
  }
  for (const output of events.filter((event) => event.type === 'output')) {
    const shown = output.tail.replace(/\n$/, '').split('\n').slice(-OUTPUT_LINES);
    lines.push(`  ${output.stream} (last ${shown.length} line(s) of ${output.bytes} bytes):`);
    for (const line of shown) lines.push(`    | ${line}`);
  }
  return `${lines.join('\n')}\n`;
}
