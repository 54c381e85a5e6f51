// Types of bench-trace.mjs for the tests that import it (test/scripts/bench-trace.test.ts).
export interface ClickTraceSummary {
  totalMs: number;
  script: number;
  style: number;
  layout: number;
  paint: number;
  commit: number;
  other: number;
  forced: number;
}
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string } };
}
export const TRACE_CATEGORIES: string[];
export const TRACE_PARTS: string[];
export function summarizeClickTrace(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): ClickTraceSummary | null;
