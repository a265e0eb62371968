/** What a run measured, the budget the finished run went past, and turns without usage. */
import type { ProxyRunTranscript, UsageTotals } from '../provider/proxy-run.js';
import type { Incident, Mode, RunMeasured } from '../run-dir/record-schema.js';
import type { LoadedTask } from '../suite/load-suite.js';
import type { AgentEvent } from './agent-events.js';

export function measure(
  transcript: ProxyRunTranscript,
  events: AgentEvent[],
  wallMs: number,
  mode: Mode,
): RunMeasured {
  const eventCounts: Record<string, number> = {};
  for (const event of events) {
    if (typeof event.type === 'string')
      eventCounts[event.type] = (eventCounts[event.type] ?? 0) + 1;
  }
  const { usage } = transcript;
  const everyTurnReported = usage.callsAnswered > 0 && usage.callsReporting === usage.callsAnswered;
  const cachedEverywhere = usage.callsReportingCached === usage.callsReporting;
  return {
    wallMs,
    turns: transcript.turns,
    toolCalls: transcript.toolCalls,
    compactionCalls: transcript.compactionCalls,
    ...(everyTurnReported
      ? {
          usage: {
            inputTokens: usage.inputTokens,
            outputTokens: usage.outputTokens,
            ...(usage.callsReportingCached > 0 && cachedEverywhere
              ? { cachedInputTokens: usage.cachedInputTokens ?? 0 }
              : {}),
            ...(usage.callsReportingCached > 0 && !cachedEverywhere ? { cachedPartial: true } : {}),
          },
        }
      : {}),
    retries: transcript.calls.reduce((sum, call) => sum + Math.max(0, call.attempts - 1), 0),
    events: eventCounts,
    // Only live calls reach an upstream; `{}` says that none did, absence that none could.
    ...(mode === 'live' ? { upstreamModels: transcript.upstreamModels ?? {} } : {}),
  };
}

/** A budget that the finished run went past (the proxy only refuses the call after), if any. */
export function exceededAfterwards(
  task: LoadedTask,
  measured: RunMeasured,
): { exceededAfterwards?: string } {
  const { maxToolCalls, maxTokens } = task.budget;
  if (maxToolCalls !== undefined && measured.toolCalls > maxToolCalls) {
    return {
      exceededAfterwards: `budget maxToolCalls (${maxToolCalls}) exceeded: ${measured.toolCalls} tool calls`,
    };
  }
  const tokens =
    measured.usage === undefined
      ? undefined
      : measured.usage.inputTokens + measured.usage.outputTokens;
  if (maxTokens !== undefined && tokens !== undefined && tokens > maxTokens) {
    return { exceededAfterwards: `budget maxTokens (${maxTokens}) exceeded: ${tokens} tokens` };
  }
  return {};
}

/** The `usage_unreported` incident, when some answered turns reported usage and others did not. */
export function unreportedUsage(measured: RunMeasured, usage: UsageTotals): Incident[] {
  if (measured.usage !== undefined || usage.callsAnswered === 0) return [];
  const missing = usage.callsAnswered - usage.callsReporting;
  return [
    {
      kind: 'usage_unreported',
      detail: `${missing} of ${usage.callsAnswered} turns did not report usage`,
    },
  ];
}
