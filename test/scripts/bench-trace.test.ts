/**
 * The bench's click traces (scripts/bench-trace.mjs): a click's main-thread time split into script, style,
 * layout, paint and commit, each event counted once by its own time, and the layout a script forces.
 */
import { expect } from '@open-wc/testing';
import { type TraceEvent, type TracedClicks, reportTraces, summarizeClickTrace } from '../../scripts/bench-trace.mjs';

// A complete event on the renderer's main thread: start and length in ms (the trace's are microseconds).
const at = (name: string, startMs: number, ms: number, type?: string): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 7,
  ts: startMs * 1000,
  dur: ms * 1000,
  ...(type ? { args: { data: { type } } } : {}),
});

describe('bench click traces', () => {
  it('splits a click from pointerup to the next commit into its parts, a forced layout counted in both layout and forced', () => {
    const events = [
      at('RunTask', 99, 31),
      at('EventDispatch', 100, 30, 'pointerup'),
      at('FunctionCall', 101, 28),
      at('UpdateLayoutTree', 110, 4),
      at('Layout', 115, 10),
      // The frame: the animation callback, style, layout, paint, commit.
      at('FireAnimationFrame', 140, 2),
      at('UpdateLayoutTree', 143, 3),
      at('Layout', 146, 5),
      at('PrePaint', 151, 1),
      at('Paint', 152, 6),
      at('Layerize', 158, 4),
      at('Commit', 162, 3),
      // After the frame: not the click's.
      at('Layout', 200, 50),
      // Another thread: not counted.
      { ...at('Layout', 120, 40), tid: 8 },
    ];
    const summary = summarizeClickTrace({ traceEvents: events });
    expect(summary).to.deep.equal({
      totalMs: 65,
      // 30 of dispatch less 14 of style and layout inside it, and the animation callback's 2.
      script: 18,
      style: 7,
      layout: 15,
      paint: 11,
      commit: 3,
      // RunTask's own time inside the window: 30 less the dispatch's 30.
      other: 0,
      forced: 14,
    });
  });

  it('gives nothing for a trace with no pointerup, or no commit after it', () => {
    expect(summarizeClickTrace([at('Layout', 0, 5), at('Commit', 10, 1)])).to.equal(null);
    expect(summarizeClickTrace([at('Commit', 0, 1), at('EventDispatch', 10, 5, 'pointerup')])).to.equal(null);
  });

  it('prints the base build’s traced click beside the current widget’s, when the run has a base', () => {
    const traced = (totalMs: number): TracedClicks => ({
      clicks: 5,
      totalMs,
      script: 1,
      style: 2,
      layout: 3,
      paint: 4,
      commit: 5,
      other: 6,
      forced: 7,
    });
    const printed: { title: string; head: string[]; rows: (string | number)[][] }[] = [];
    const tools = {
      titles: { carpet: 'Carpet' },
      table: (title: string, head: string[], rows: (string | number)[][]) => printed.push({ title, head, rows }),
      ms: (value: number) => `${value} ms`,
    };
    const trace = { widget: traced(30), base: traced(50), still: traced(25), floor: traced(20) };
    reportTraces({ carpet: { clicks: { '4x': { trace } } } }, tools);
    expect(printed.length).to.equal(1);
    expect(printed[0].rows.map((row) => [row[2], row[3]])).to.deep.equal([
      ['widget', '30 ms'],
      ['base', '50 ms'],
      ['no glide', '25 ms'],
      ['floor', '20 ms'],
    ]);
    // A run without a base prints no row for it.
    printed.length = 0;
    reportTraces({ carpet: { clicks: { '4x': { trace: { widget: traced(30), floor: traced(20) } } } } }, tools);
    expect(printed[0].rows.map((row) => row[2])).to.deep.equal(['widget', 'floor']);
  });
});
