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
/** One traced page's figures, as tracedClicks gives them: the median of each part over `clicks` clicks. */
export type TracedClicks = ClickTraceSummary & { clicks: number };
export function reportTraces(
  floor: Record<
    string,
    {
      clicks?: Record<
        string,
        { trace?: Partial<Record<'widget' | 'base' | 'still' | 'floor' | 'replay', TracedClicks>> }
      >;
    }
  >,
  tools: {
    titles: Record<string, string>;
    table: (title: string, head: string[], rows: (string | number)[][]) => void;
    ms: (value: number) => string;
  },
): void;
