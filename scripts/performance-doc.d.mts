export interface BenchRow {
  id: string;
  figure: string;
  value: number | null;
  measured?: string;
  goal: string | number;
  ok: boolean | null;
  method: string;
  unavailable?: string;
  error?: string;
  samples?: unknown;
}

export const DEFAULT_RESULTS: string;
export const DEFAULT_DOC: string;
export const RESULTS_FORMAT: string;
export function goalText(row: BenchRow): string;
export function measuredText(row: BenchRow): string;
export function statusOf(row: BenchRow): 'met' | 'MISSED' | 'not measured' | 'FAILED' | '—';
export function summaryOf(rows: BenchRow[]): string;
export function incompleteReason(results: unknown): string | undefined;
export function renderPerformanceDoc(results: unknown, resultsName?: string): string;
export function writePerformanceDoc(options?: { results?: string; out?: string }): Promise<string>;
